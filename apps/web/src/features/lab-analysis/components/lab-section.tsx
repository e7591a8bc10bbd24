import { useId } from 'react';
import type { PlanDocument } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';

/**
 * Lab analysis on the plan page (step 2). Placeholder until the lab-analysis screen lands: it says what
 * the section will hold and links to the report upload for this plan.
 */
export function LabSection({ plan }: { plan: PlanDocument }) {
  const { t } = useTranslation();
  const labTitleId = useId();
  const markers = plan.reportAnalysis?.markers.length ?? 0;
  return (
    <section className="plan-card" aria-labelledby={labTitleId}>
      <h2 id={labTitleId}>{t('plan.placeholders.lab.title')}</h2>
      <p className="plan-card__lead">
        {markers > 0 ? t('plan.placeholders.lab.count', { count: markers }) : t('plan.placeholders.lab.body')}
      </p>
      <Link className="app-button" to={hrefWithPlan(paths.uploadReports, plan.customNutritionPlanId)}>
        {t('plan.placeholders.lab.action')}
      </Link>
    </section>
  );
}
