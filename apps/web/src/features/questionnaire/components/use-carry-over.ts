import { useEffect, useState } from 'react';
import type { QuestionnaireType } from '@nutri/domain/contracts';
import { useSearchParams } from 'react-router-dom';
import { planIdFromSearch } from '../../../config/paths';
import { usePlanStore } from '../../../stores/plan-store';
import { useQuestionnaire } from '../api/get-questionnaire';
import { carriedDraft } from '../lib/carry-over';
import { useDraftStore } from '../stores/draft-store';

/**
 * One person, one evolving plan (issue 18.1): a questionnaire opened on a plan — by link, or the deep
 * one on the plan the person works on — continues that plan from what it already knows. `carrying`
 * while that is read; a plan that is gone (or not this account's) is not continued and a new one starts.
 * Once submitted (`finish`), the cleared draft is not refilled from the plan while the screen leaves.
 */
export function useCarryOver(type: QuestionnaireType) {
  const update = useDraftStore((s) => s.update);
  const activeId = usePlanStore((s) => s.currentActiveQsId);
  const [params] = useSearchParams();
  const [finished, setFinished] = useState(false);
  const target =
    planIdFromSearch(`?${params.toString()}`) ?? (type === 'deep_questionnaire' ? activeId : null);
  const storedPlanId = useDraftStore((s) => s.drafts[type]?.planId ?? null);
  const needsCarry = target !== null && storedPlanId !== target && !finished;
  const known = useQuestionnaire({ planId: target, queryConfig: { enabled: needsCarry } });
  useEffect(() => {
    if (needsCarry && known.data) update(type, () => carriedDraft(type, known.data));
  }, [needsCarry, known.data, type, update]);
  return { carrying: needsCarry && !known.isError, finish: () => setFinished(true) };
}
