import { useState } from 'react';
import type { QuestionnaireType } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { addQuestionnaireId } from '../../../lib/questionnaire-ids';
import { setDeepQuestionnaireFlag, usePlanStore } from '../../../stores/plan-store';
import { putAnswers } from '../api/put-answers';
import { stepOfField, type Step } from '../lib/steps';
import { useDraftStore } from '../stores/draft-store';
import type { ShownError } from './step-error';

/**
 * The last question's "submit": once the partial saves have settled, the whole set is sent as complete.
 * Something still missing takes the person to its question; a 400 to the question it names; accepted,
 * the plan it completed becomes the active one, the draft is cleared and the plan opens.
 */
export function useSubmitAnswers({
  type,
  steps,
  goTo,
  setError,
  showFieldError,
  ensurePlan,
  settled,
  onFinished,
}: {
  type: QuestionnaireType;
  steps: Step[];
  goTo: (index: number) => void;
  setError: (error: ShownError) => void;
  /** Shows a 400's field error at its question; true when it did. */
  showFieldError: (e: unknown) => boolean;
  ensurePlan: () => Promise<string>;
  /** Resolves once every partial save asked for so far has finished. */
  settled: () => Promise<unknown>;
  onFinished: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setActiveId = usePlanStore((s) => s.setCurrentActiveQsId);
  const clearDraft = useDraftStore((s) => s.clear);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    setSubmitting(true);
    try {
      await settled();
      const planId = await ensurePlan();
      const latest = useDraftStore.getState().drafts[type]?.answers ?? {};
      const result = await putAnswers({
        customNutritionPlanId: planId,
        questionnaireType: type,
        answers: latest,
        complete: true,
      });
      if (!result.complete) {
        const at = result.missing.map((f) => stepOfField(steps, f)).find((i) => i >= 0);
        if (at !== undefined) goTo(at);
        setError({ key: 'required' });
        return;
      }
      // The save answers with the plan it completed: that plan becomes the active one.
      const saved = result.plan.id;
      setActiveId(saved);
      addQuestionnaireId(saved);
      if (type === 'deep_questionnaire') setDeepQuestionnaireFlag();
      onFinished();
      clearDraft(type);
      navigate(hrefWithPlan(paths.planGenerate, saved), { replace: true });
    } catch (e) {
      if (!showFieldError(e)) {
        setError({
          key: 'server',
          values: { message: isApiError(e) ? e.msg : t('questionnaire.errors.save') },
        });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
