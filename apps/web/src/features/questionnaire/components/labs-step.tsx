import { useState } from 'react';
import type { LabValue } from '@nutri/domain/contracts';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { LAB_MARKERS, LAB_MARKER_KEYS, isLabMarkerKey, type LabMarkerKey } from '../lib/options';
import { parseTypedNumber } from '../lib/validate';
import { ERROR_ID } from './step-error';

/** Lab values typed in from a recent report: marker, value and the unit printed on the report. */
export function LabsStep({
  value,
  onChange,
}: {
  value: readonly LabValue[];
  onChange: (value: LabValue[]) => void;
}) {
  const { t } = useTranslation();
  const [valueText, setValueText] = useState<Record<number, string>>({});
  const used = new Set(value.map((l) => l.marker));
  const nextMarker = LAB_MARKER_KEYS.find((k) => !used.has(k));
  const setRow = (i: number, change: Partial<LabValue>) =>
    onChange(value.map((l, j) => (j === i ? { ...l, ...change } : l)));
  const markerName = (key: string) => (isLabMarkerKey(key) ? t(`questionnaire.labMarkers.${key}`) : key);

  return (
    <div className="qs-labs">
      {value.length === 0 ? <p className="qs__hint">{t('questionnaire.q.labs.none')}</p> : null}
      <ul className="qs-picked qs-picked--rows">
        {value.map((lab, i) => {
          const units: readonly string[] = isLabMarkerKey(lab.marker) ? LAB_MARKERS[lab.marker] : [lab.unit];
          const n = i + 1;
          return (
            <li key={`${lab.marker}-${i}`} className="qs-dose">
              <div className="qs-dose__head">
                <label className="qs-field qs-field--grow">
                  <span className="qs-field__label">{t('questionnaire.q.labs.marker', { n })}</span>
                  <select
                    className="app-input qs-select"
                    value={lab.marker}
                    onChange={(e) => {
                      const marker = e.target.value as LabMarkerKey;
                      setRow(i, { marker, unit: LAB_MARKERS[marker][0] });
                    }}
                  >
                    {LAB_MARKER_KEYS.filter((k) => k === lab.marker || !used.has(k)).map((k) => (
                      <option key={k} value={k}>
                        {markerName(k)}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="qs-picked__remove"
                  aria-label={t('questionnaire.search.remove', { name: markerName(lab.marker) })}
                  onClick={() => {
                    setValueText({});
                    onChange(value.filter((_, j) => j !== i));
                  }}
                >
                  <CloseOutline aria-hidden="true" />
                </button>
              </div>
              <div className="qs-dose__inputs">
                <label className="qs-field qs-field--inline">
                  <span className="qs-field__label">{t('questionnaire.q.labs.value', { n })}</span>
                  <input
                    className="app-input qs-input qs-input--number"
                    type="text"
                    inputMode="decimal"
                    value={valueText[i] ?? (Number.isFinite(lab.value) ? String(lab.value) : '')}
                    aria-describedby={ERROR_ID}
                    onChange={(e) => {
                      setValueText((v) => ({ ...v, [i]: e.target.value }));
                      setRow(i, { value: parseTypedNumber(e.target.value) });
                    }}
                  />
                </label>
                <label className="qs-field qs-field--inline">
                  <span className="qs-field__label">{t('questionnaire.q.labs.unit', { n })}</span>
                  <select
                    className="app-input qs-select"
                    value={lab.unit}
                    onChange={(e) => setRow(i, { unit: e.target.value })}
                  >
                    {units.map((u) => (
                      <option key={u} value={u}>
                        {u}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
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
