import { useEffect, useMemo } from 'react';
import { usePlanDocument } from '../api/get-plan-document';
import { useSupplementOptions } from '../api/get-supplement-options';
import { picksFromPlan, withDefaultDoses } from '../lib/picks';
import { usePicksStore } from '../stores/picks-store';

/**
 * First visit on this device: the picks start from what the plan's earlier checks found. The plan does
 * not keep doses, so reviewed options get their default dose (once the options are in, or without if
 * they fail). The plan is read only for a plan this device has no copy of.
 */
export function useSeedPicks(planId: string): void {
  const hasLocalCopy = usePicksStore((s) => planId in s.byPlan);
  const options = useSupplementOptions();
  const plan = usePlanDocument({ planId, queryConfig: { enabled: !hasLocalCopy } });
  const optionsById = useMemo(
    () => new Map((options.data?.list ?? []).flatMap((g) => g.options.map((o) => [o.id, o] as const))),
    [options.data],
  );
  const optionsSettled = options.isSuccess || options.isError;
  useEffect(() => {
    if (hasLocalCopy || !plan.data || !optionsSettled) return;
    const fromPlan = picksFromPlan(plan.data);
    usePicksStore.getState().seed(planId, {
      medicines: fromPlan.medicines,
      supplements: withDefaultDoses(fromPlan.supplements, optionsById),
    });
  }, [hasLocalCopy, plan.data, optionsSettled, optionsById, planId]);
}
