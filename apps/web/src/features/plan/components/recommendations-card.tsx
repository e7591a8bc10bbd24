import type { Recommendation } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { ListCard } from '../../../components/card';
import { formatAmount, nutrientName, unitLabel } from '../lib/format';
import { Why } from './reason-list';

/** What to take: dose per day within the upper limit, when to take it, and why (expandable to sources). */
export function RecommendationsCard({ recommendations }: { recommendations: readonly Recommendation[] }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <ListCard
      className="plan-card"
      title={t('plan.recs.title')}
      count={recommendations.length}
      none={t('plan.recs.empty')}
      noneClassName="plan-card__muted"
    >
      <ol className="app-stack plan-recs">
        {recommendations.map((r) => (
          <li key={r.nutrient} className="plan-rec">
            <div className="plan-rec__head">
              <h3>{nutrientName(r.nutrient, locale)}</h3>
              <span className="plan-rec__dose">
                {t('plan.recs.dose', { dose: formatAmount(r.dose, locale), unit: unitLabel(r.unit) })}
              </span>
            </div>
            <p className="plan-rec__line">
              <span className="plan-rec__label">{t('plan.recs.timing')}</span>
              {r.timing}
            </p>
            {r.form ? (
              <p className="plan-rec__line">
                <span className="plan-rec__label">{t('plan.recs.form')}</span>
                {r.form}
              </p>
            ) : null}
            <p className="plan-rec__line">
              <span className="plan-rec__label">{t('plan.recs.why')}</span>
              {r.reason}
            </p>
            <Why summary={t('plan.recs.trace')} reasons={r.reasons} />
          </li>
        ))}
      </ol>
    </ListCard>
  );
}
