import { LatestPlan } from '../../features/plan/components/latest-plan';
import { planExtras } from '../plan-extras';

/** `/report` (tab): the newest plan of the user, or an empty state that starts the questionnaire. */
export function Component() {
  return <LatestPlan extras={planExtras} />;
}
