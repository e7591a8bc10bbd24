import type { LabValue } from '@nutri/domain/contracts';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import { useTranslation } from 'react-i18next';
import { LAB_MARKERS, LAB_MARKER_KEYS, isLabMarkerKey, type LabMarkerKey } from '../lib/options';
import { AmountFields, RemoveButton, useEditableRows, type ListAnswerProps } from './list-rows';

/** Lab values typed in from a recent report: marker, value and the unit printed on the report. */
export function LabsStep({ value, onChange }: ListAnswerProps<LabValue>) {
  const { t } = useTranslation();
  const rows = useEditableRows(value, onChange);
  const used = new Set(value.map((l) => l.marker));
  const nextMarker = LAB_MARKER_KEYS.find((k) => !used.has(k));
  const markerName = (key: string) => (isLabMarkerKey(key) ? t(`questionnaire.labMarkers.${key}`) : key);

  return (
    <div className="qs-labs">
      {value.length === 0 ? <p className="app-lead qs__hint">{t('questionnaire.q.labs.none')}</p> : null}
      <ul className="qs-picked">
        {value.map((lab, i) => {
          const units: readonly string[] = isLabMarkerKey(lab.marker) ? LAB_MARKERS[lab.marker] : [lab.unit];
          const n = i + 1;
          return (
            <li key={`${lab.marker}-${i}`} className="qs-dose">
              <div className="app-spread">
                <label className="qs-field qs-field--grow">
                  <span className="qs-field__label">{t('questionnaire.q.labs.marker', { n })}</span>
                  <select
                    className="app-input app-input--large qs-select"
                    value={lab.marker}
                    onChange={(e) => {
                      const marker = e.target.value as LabMarkerKey;
                      rows.set(i, { marker, unit: LAB_MARKERS[marker][0] });
                    }}
                  >
                    {LAB_MARKER_KEYS.filter((k) => k === lab.marker || !used.has(k)).map((k) => (
                      <option key={k} value={k}>
                        {markerName(k)}
                      </option>
                    ))}
                  </select>
                </label>
                <RemoveButton name={markerName(lab.marker)} onClick={() => rows.remove(i)} />
              </div>
              <AmountFields
                amount={{
                  caption: t('questionnaire.q.labs.valueCaption'),
                  label: t('questionnaire.q.labs.value', { n }),
                  text: rows.typedOr(i, Number.isFinite(lab.value) ? String(lab.value) : ''),
                  onText: (text) => rows.type(i, text, (v) => ({ value: v })),
                }}
                unit={{
                  caption: t('questionnaire.amount.unit'),
                  label: t('questionnaire.q.labs.unit', { n }),
                  value: lab.unit,
                  options: units.map((u) => ({ value: u, label: u })),
                  onChange: (unit) => rows.set(i, { unit }),
                }}
              />
            </li>
          );
        })}
      </ul>
      {nextMarker ? (
        <button
          type="button"
          className="app-button qs-labs__add"
          onClick={() =>
            onChange([...value, { marker: nextMarker, value: Number.NaN, unit: LAB_MARKERS[nextMarker][0] }])
          }
        >
          <AddOutline aria-hidden="true" />
          {t('questionnaire.q.labs.add')}
        </button>
      ) : null}
    </div>
  );
}
