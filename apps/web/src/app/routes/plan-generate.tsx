import type { PlanDocument } from '@nutri/domain/contracts';
import { LabSection } from '../../features/lab-analysis/components/lab-section';
import { MedicineReviewSection } from '../../features/medicine-review/components/medicine-review-section';
import { PlanPage } from '../../features/plan/components/plan-page';

// The route composes the plan with the sections other features own (features never import each other).
function extras(plan: PlanDocument) {
  return (
    <>
      <LabSection plan={plan} />
      <MedicineReviewSection plan={plan} />
    </>
  );
}

/** `/qsGeneratePageNew?id=<planId>`: streamed plan generation, then the report (kept alive). */
export function Component() {
  return <PlanPage extras={extras} />;
}
