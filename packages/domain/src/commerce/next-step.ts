import type { NEXT_STEPS } from '../contracts/plan';

/** '1' → offer report upload / deep questionnaire, '2' → offer the medicine and supplement review, '3' → complete. */
export type NextStep = (typeof NEXT_STEPS)[number];

/** The fields of a questionnaire result that decide the next step; everything else is ignored. */
export interface NextStepInput {
  questionnaireType?: unknown;
  reportAnalysis?: unknown;
  medicineTaboos?: unknown;
  productReviews?: unknown;
}

const isNonEmptyArray = (v: unknown): boolean => Array.isArray(v) && v.length > 0;

/**
 * Next-step indicator (ADR 0004).
 * `short_questionnaire` → '1'; else when a report analysis exists (anything but null/undefined) or the
 * type is `deep_questionnaire` → '3' if medicine taboos or product reviews are a non-empty array,
 * otherwise '2'; anything else (no result, unknown type without analysis) → ''.
 * Total: odd input never throws.
 */
export function nextStepFor(result: NextStepInput | null | undefined): NextStep {
  if (result === null || typeof result !== 'object') return '';
  const { questionnaireType, reportAnalysis, medicineTaboos, productReviews } = result;
  if (questionnaireType === 'short_questionnaire') return '1';
  const hasAnalysis = reportAnalysis !== null && reportAnalysis !== undefined;
  if (hasAnalysis || questionnaireType === 'deep_questionnaire') {
    return isNonEmptyArray(medicineTaboos) || isNonEmptyArray(productReviews) ? '3' : '2';
  }
  return '';
}

/** What the call to action under a plan offers, in order (the first is the main one). */
export type NextAction = 'upload' | 'deep' | 'review' | 'products';

/** The fields of a plan that decide its actions besides the indicator. */
export interface NextActionInput {
  nextStep: NextStep;
  reportAnalysis?: unknown;
  /** The medicines the person listed (the profile's dictionary ids). */
  medicines?: readonly string[];
}

/**
 * The actions under a plan (issue 18.2): the indicator decides the offer, and what is done already
 * is not offered again — a plan with a confirmed report is not asked for one, a person who listed
 * medicines is offered a check of them, not to add them. Every plan with an indicator leads on to
 * its products, a short one too.
 */
export function nextActionsFor(plan: NextActionInput): { actions: NextAction[]; medicinesKnown: boolean } {
  const hasReport = plan.reportAnalysis !== null && plan.reportAnalysis !== undefined;
  const medicinesKnown = (plan.medicines?.length ?? 0) > 0;
  const actions: NextAction[] =
    plan.nextStep === '1'
      ? [...(hasReport ? [] : ['upload' as const]), 'deep', 'products']
      : plan.nextStep === '2'
        ? ['review', 'products']
        : plan.nextStep === '3'
          ? ['products']
          : [];
  return { actions, medicinesKnown };
}
