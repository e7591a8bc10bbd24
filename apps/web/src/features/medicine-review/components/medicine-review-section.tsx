import type { PlanDocument } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';

/**
 * Medicine and supplement review on the plan page (step 3). Placeholder until the review feature lands:
 * it counts what the plan already holds and links to the screen where medicines and supplements are added.
 */
export function MedicineReviewSection({ plan }: { plan: PlanDocument }) {
  const { t } = useTranslation();
  const count = plan.medicineTaboos.length + plan.productReviews.length;
  return (
    <section className="plan-card" aria-labelledby="plan-medicine-title">
      <h2 id="plan-medicine-title">{t('plan.placeholders.medicine.title')}</h2>
      <p className="plan-card__lead">
        {count > 0 ? t('plan.placeholders.medicine.count', { count }) : t('plan.placeholders.medicine.body')}
      </p>
      <Link className="app-button" to={hrefWithPlan(paths.addMoreNutrition, plan.customNutritionPlanId)}>
        {t('plan.placeholders.medicine.action')}
      </Link>
    </section>
  );
}
