import { usePlanPageCache } from '../stores/plan-store';

/**
 * The plan changed under the kept-alive plan page (a report, medicines or a label confirmed): it would go
 * on showing the plan from before, so its cache is dropped and the next visit streams the new plan. (Here
 * rather than in the store, which the first load carries.)
 */
export function refreshKeptPlanPage(): void {
  const cache = usePlanPageCache.getState();
  if (cache.alive) usePlanPageCache.setState({ alive: false, generation: cache.generation + 1 });
}
