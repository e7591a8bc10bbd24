import { useSearchParams } from 'react-router-dom';
import { planIdFromSearch } from '../config/paths';
import { usePlanStore } from '../stores/plan-store';

/** The plan a screen is about: the route's `?id=`, else the active plan (`currentActiveQsId`), else null. */
export function usePlanIdOfRoute(): string | null {
  const [params] = useSearchParams();
  const activePlanId = usePlanStore((s) => s.currentActiveQsId);
  return planIdFromSearch(`?${params.toString()}`) ?? activePlanId;
}
