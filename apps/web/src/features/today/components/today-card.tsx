import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';
import './today.css';

/** Under the plan: the way to today's schedule (what to take when, tick it off). */
export function TodayCard({ planId }: { planId: string | undefined }) {
  const { t } = useTranslation();
  if (!planId) return null;
  return (
    <section className="app-card" aria-label={t('today.card.title')}>
      <h2 className="td-card__title">{t('today.card.title')}</h2>
      <p className="app-meta td-card__body">{t('today.card.body')}</p>
      <Link
        className="app-button app-button--primary"
        to={hrefWithPlan(paths.today, planId)}
        data-testid="open-today"
      >
        {t('today.card.open')}
      </Link>
    </section>
  );
}
