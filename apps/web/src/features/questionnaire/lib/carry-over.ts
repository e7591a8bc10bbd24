import type { PartialAnswers, QuestionnaireType, QuestionnaireView } from '@nutri/domain/contracts';
import type { Draft } from '../stores/draft-store';
import { stepsFor, type Step } from './steps';

/** Whether a step's question has an answer (the upload page asks nothing). */
export function isAnswered(step: Step, answers: PartialAnswers): boolean {
  if (step.kind === 'upload') return true;
  const value = answers[step.id];
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * The legacy "thyroid disease" (before hypo- and hyperthyroidism were two options) reads as
 * `hypothyroid` in the engine; the form shows it as that option, so it can be seen and changed. The
 * plan made from either is the same (engine/chronic-conditions.test.ts).
 */
export function withoutLegacyConditions(answers: PartialAnswers): PartialAnswers {
  if (!answers.conditions?.includes('thyroid')) return answers;
  const mapped = answers.conditions.map((c) => (c === 'thyroid' ? 'hypothyroid' : c));
  return { ...answers, conditions: [...new Set(mapped)] };
}

/**
 * A questionnaire opened on a plan that already knows things (issue 18.1): the draft starts from the
 * plan's answers, on the first question still unanswered, and remembers which answers it carried so
 * the screens can say so; nothing the person gave once is asked as if new. A plan that knows nothing
 * yet starts at the beginning.
 */
export function carriedDraft(type: QuestionnaireType, view: QuestionnaireView): Draft {
  const answers: PartialAnswers = withoutLegacyConditions({ ...view.answers });
  const steps = stepsFor(type, answers);
  const carried = steps.filter((s) => s.kind !== 'upload' && isAnswered(s, answers));
  const firstOpen = steps.find((s) => !isAnswered(s, answers));
  const start = carried.length === 0 ? steps[0] : (firstOpen ?? steps[steps.length - 1]);
  return {
    planId: view.customNutritionPlanId,
    answers,
    // What the plan already has is saved: opening it, or going past it unchanged, saves nothing.
    saved: answers,
    stepId: start?.id ?? '',
    medicineNames: view.medicineNames,
    carried: carried.map((s) => s.id),
    reportLabs: view.reportLabs,
    labNames: view.labNames,
  };
}
