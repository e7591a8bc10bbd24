import type { PlanDocument } from '@nutri/domain/contracts';
import { LabSection } from '../../features/lab-analysis/components/lab-section';
import { MedicineReviewSection } from '../../features/medicine-review/components/medicine-review-section';
import { LatestPlan } from '../../features/plan/components/latest-plan';

function extras(plan: PlanDocument) {
  return (
    <>
      <LabSection plan={plan} />
      <MedicineReviewSection plan={plan} />
    </>
  );
}

/** `/report` (tab): the newest plan of the user, or an empty state that starts the questionnaire. */
export function Component() {
  return <LatestPlan extras={extras} />;
}
