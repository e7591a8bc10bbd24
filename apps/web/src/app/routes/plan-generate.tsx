import { PlanPage } from '../../features/plan/components/plan-page';
import { planExtras } from '../plan-extras';

/** `/qsGeneratePageNew?id=<planId>`: streamed plan generation, then the report (kept alive). */
export function Component() {
  return <PlanPage extras={planExtras} />;
}
