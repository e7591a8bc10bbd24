import type { HealthReport } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import {
  addedOf,
  addedProblem,
  changedEdit,
  editOf,
  nextAddition,
  unusualValue,
  type Edits,
  type MarkerEdit,
} from '../lib/review';
import { MarkerField, MarkerNotes, PROBLEM_TEXT, ValueField } from './fields';

/**
 * Values the reader missed (issue 18.4): the person picks the marker from those not in the report yet,
 * types the value and picks one of the units that marker is printed in. Kept with the other edits, so a
 * reload keeps them too.
 */
export function AddedValues({
  report,
  edits,
  attempted,
  onSet,
}: {
  report: HealthReport;
  edits: Edits;
  attempted: boolean;
  onSet: (key: string, edit: MarkerEdit) => void;
}) {
  const { t } = useTranslation();
  const addable = report.addable ?? [];
  if (addable.length === 0) return null;
  const added = addedOf(edits);
  const next = nextAddition(report, edits);
  const taken = new Set([
    ...report.markers.filter((m) => !editOf(m, edits).drop).map((m) => m.marker),
    ...added.map(([, e]) => e.marker),
  ]);
  return (
    <section className="ru-added" aria-labelledby="ru-added-title">
      <h3 id="ru-added-title">{t('reportUpload.review.add.title')}</h3>
      <p className="app-lead">{t('reportUpload.review.add.hint')}</p>
      {added.length > 0 ? (
        <ul className="app-stack">
          {added.map(([key, e], i) => {
            const choice = addable.find((a) => a.marker === e.marker);
            const units = choice?.units ?? [e.unit];
            const problem = addedProblem(report, e);
            const unusual = unusualValue(choice?.limits, e);
            const unfinished = attempted && problem === 'value';
            const change = (c: Partial<MarkerEdit>) => onSet(key, changedEdit(e, c));
            const error = unfinished ? { id: `ru-err-${key}`, text: t(PROBLEM_TEXT.value) } : null;
            return (
              <li
                key={key}
                className={`ru-card ru-marker${unfinished || problem === 'unchecked' ? ' ru-marker--problem' : ''}${unusual ? ' ru-marker--unusual' : ''}`}
                data-added={e.marker}
              >
                <MarkerField label={t('reportUpload.review.add.marker', { n: i + 1 })}>
                  <select
                    className="app-input ru-input"
                    value={e.marker}
                    onChange={(ev) => {
                      const picked = addable.find((a) => a.marker === ev.target.value);
                      if (picked) change({ marker: picked.marker, unit: picked.units[0] ?? '' });
                    }}
                  >
                    {addable
                      .filter((a) => a.marker === e.marker || !taken.has(a.marker))
                      .map((a) => (
                        <option key={a.marker} value={a.marker}>
                          {a.name}
                        </option>
                      ))}
                  </select>
                </MarkerField>
                <div className="ru-marker__fields">
                  <ValueField
                    invalid={unfinished || problem === 'unchecked'}
                    describedBy={error?.id}
                    value={e.value}
                    onValue={(value) => change({ value })}
                  />
                  <MarkerField label={t('reportUpload.review.unit')}>
                    <select
                      className="app-input ru-input"
                      value={e.unit}
                      onChange={(ev) => change({ unit: ev.target.value })}
                    >
                      {units.map((unit) => (
                        <option key={unit} value={unit}>
                          {unit}
                        </option>
                      ))}
                    </select>
                  </MarkerField>
                </div>
                <MarkerNotes unusual={unusual} edit={e} onChange={change} error={error} />
                <button
                  type="button"
                  className="app-button ru-added__remove"
                  onClick={() => onSet(key, { ...e, drop: true })}
                >
                  {t('reportUpload.review.add.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {next ? (
        <button type="button" className="app-button ru-added__add" onClick={() => onSet(next.key, next.edit)}>
          {t('reportUpload.review.add.action')}
        </button>
      ) : null}
    </section>
  );
}
