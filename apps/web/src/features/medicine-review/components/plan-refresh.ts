import { usePlanPageCache } from '../../../stores/plan-store';

/**
 * The plan page is kept alive and would go on showing the plan from before the check; dropping its
 * cache makes the next visit stream the regenerated plan.
 */
export function refreshKeptPlanPage(): void {
  const cache = usePlanPageCache.getState();
  if (cache.alive) usePlanPageCache.setState({ alive: false, generation: cache.generation + 1 });
}
