import type { NutrientStatus } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { Card } from '../../../components/card';
import { formatAmount, nutrientName, unitLabel } from '../lib/format';
import { LevelTag } from './level-tag';

/** Every nutrient: daily target and upper limit in its unit, and the status; a row opens its detail. */
export function NutrientTable({
  nutrients,
  onSelect,
}: {
  nutrients: readonly NutrientStatus[];
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <Card className="plan-card" title={t('plan.table.title')}>
      <p className="app-lead">{t('plan.table.lead')}</p>
      <div className="plan-table__scroll">
        <table className="plan-table">
          <thead>
            <tr>
              <th scope="col">{t('plan.table.nutrient')}</th>
              <th scope="col">{t('plan.table.target')}</th>
              <th scope="col">{t('plan.table.ul')}</th>
              <th scope="col">{t('plan.table.status')}</th>
            </tr>
          </thead>
          <tbody>
            {nutrients.map((n) => (
              <tr key={n.key}>
                <th scope="row">
                  <button
                    type="button"
                    className="app-plain-button plan-table__name"
                    onClick={() => onSelect(n.key)}
                  >
                    {nutrientName(n.key, locale)}
                  </button>
                </th>
                <td>
                  {/* Kidney disease: potassium/protein are set by the nephrologist, not a table value. */}
                  {n.note ? (
                    <span className="plan-table__unit">{n.note}</span>
                  ) : (
                    <>
                      {formatAmount(n.target, locale)}{' '}
                      <span className="plan-table__unit">{unitLabel(n.unit)}</span>
                    </>
                  )}
                </td>
                <td>
                  {n.ul === null ? (
                    <span className="plan-table__unit">{t('plan.sheet.ulNone')}</span>
                  ) : (
                    <>
                      {formatAmount(n.ul, locale)}{' '}
                      <span className="plan-table__unit">{unitLabel(n.unit)}</span>
                      {n.ulScope === 'supplements' ? (
                        <sup aria-label={t('plan.sheet.ulSupplementsOnly')}>*</sup>
                      ) : null}
                    </>
                  )}
                </td>
                <td>
                  <LevelTag level={n.level} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {nutrients.some((n) => n.ulScope === 'supplements' && n.ul !== null) ? (
        <p className="plan-card__muted">* {t('plan.sheet.ulSupplementsOnly')}</p>
      ) : null}
    </Card>
  );
}
