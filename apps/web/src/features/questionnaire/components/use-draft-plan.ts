import { useRef } from 'react';
import type { QuestionnaireType } from '@nutri/domain/contracts';
import { getClientType } from '../../../lib/env';
import { useLocaleStore } from '../../../stores/locale-store';
import { createPlan } from '../api/create-plan';
import { useDraftStore } from '../stores/draft-store';

/**
 * The plan a questionnaire's answers belong to: the draft's, else one created at the first save (in the
 * screen's language, which fixes the standards it uses, with the nickname so far). One plan per
 * questionnaire even when answers are saved in quick succession; a failed creation is tried again next
 * time.
 */
export function useDraftPlan(type: QuestionnaireType): () => Promise<string> {
  const locale = useLocaleStore((s) => s.locale);
  const update = useDraftStore((s) => s.update);
  const planPromise = useRef<Promise<string> | null>(null);
  return () => {
    const draft = useDraftStore.getState().drafts[type];
    if (draft?.planId) return Promise.resolve(draft.planId);
    planPromise.current ??= createPlan({
      clientType: getClientType(),
      planType: type,
      locale,
      nickname: draft?.answers.nickname?.trim() || undefined,
    })
      .then((plan) => {
        update(type, (d) => ({ ...d, planId: plan.customNutritionPlanId }));
        return plan.customNutritionPlanId;
      })
      .catch((e: unknown) => {
        planPromise.current = null;
        throw e;
      });
    return planPromise.current;
  };
}
