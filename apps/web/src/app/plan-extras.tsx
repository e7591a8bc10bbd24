import type { PlanDocument } from '@nutri/domain/contracts';
import { LabSection } from '../features/lab-analysis/components/lab-section';
import { MedicineReviewSection } from '../features/medicine-review/components/medicine-review-section';
import { PlanShopCard } from '../features/shop/components/plan-shop-card';
import { TodayCard } from '../features/today/components/today-card';

/**
 * The sections other features own, shown under a plan wherever it is shown in full (the plan page and the
 * report tab): the app composes them because features never import each other.
 */
export function planExtras(plan: PlanDocument) {
  return (
    <>
      <TodayCard planId={plan.customNutritionPlanId} />
      <LabSection plan={plan} />
      <MedicineReviewSection plan={plan} />
      <PlanShopCard plan={plan} />
    </>
  );
}
