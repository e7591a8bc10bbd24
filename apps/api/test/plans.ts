import { expect } from 'vitest';
import { planFor } from '@nutri/domain/engine';
import type { Answers, Locale, PlanDocument } from '@nutri/domain/contracts';
import type { Reply, TestApp } from './helper';
import { okData, suiteApp, suiteUser } from './suite';

/**
 * Plans built over HTTP the way a client builds them (new plan → questionnaire put → read), for the
 * tests of every module that needs a user with a plan.
 */
export type PlanType = 'short_questionnaire' | 'deep_questionnaire';

/** The clinical tests run every case in both plan languages. */
export const LOCALES = ['zh-CN', 'en-US'] as const satisfies readonly Locale[];

/** The answers every plan needs, built the same way as in the domain's tests. */
export { person } from '@nutri/domain/testing';

/** A complete short questionnaire: a man of 35, 175 cm, 80 kg, lightly active. */
export const SHORT_ANSWERS: Answers = {
  nickname: '小王',
  gender: 'male',
  age: 35,
  heightCm: 175,
  weightKg: 80,
  activityLevel: 'light',
};

/**
 * A complete deep questionnaire with every step answered: a vegetarian woman of 58 with osteoporosis,
 * on metformin and omeprazole, taking vitamin D, with a low ferritin.
 */
export const DEEP_ANSWERS: Answers = {
  nickname: 'Mum',
  gender: 'female',
  age: 58,
  heightCm: 160,
  weightKg: 62,
  activityLevel: 'moderate',
  dietPattern: 'vegetarian',
  foodFrequency: {
    dairy: 'rarely',
    fish: 'never',
    redMeat: 'never',
    eggs: 'weekly',
    vegetables: 'daily',
    fruit: 'daily',
  },
  sunExposure: 'low',
  alcohol: 'none',
  smoking: 'never',
  conditions: ['osteoporosis'],
  medicines: ['metformin', 'omeprazole'],
  supplements: [{ optionId: 'vitamin-d3-1000iu', dose: 1000, unit: 'IU' }],
  labs: [{ marker: 'ferritin', value: 10, unit: 'ng/mL' }],
};

/** Where a plan's document is read. */
export const planDocUrl = (planId: string) =>
  `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${planId}`;

/** A new, empty plan; without a locale the server picks one (the user's, then Accept-Language). */
export async function createPlan(
  t: TestApp,
  token: string,
  planType: PlanType = 'deep_questionnaire',
  locale?: Locale,
): Promise<string> {
  const payload = { clientType: 'web', planType, ...(locale ? { locale } : {}) };
  return okData<{ id: string }>(await t.post('/api/v1/custom_nutrition_plan/new', token, payload)).id;
}

/** The raw reply of a questionnaire put, for tests that expect it refused. */
export function putAnswers(
  t: TestApp,
  token: string,
  planId: string,
  answers: Record<string, unknown>,
  { planType = 'deep_questionnaire', complete = true }: { planType?: PlanType; complete?: boolean } = {},
): Promise<Reply> {
  return t.post('/api/v1/questionnaire/put', token, {
    customNutritionPlanId: planId,
    questionnaireType: planType,
    answers,
    complete,
  });
}

/** A new plan with these answers put complete; answers its id. */
export async function newPlan(
  t: TestApp,
  token: string,
  answers: Answers,
  { planType = 'deep_questionnaire', locale }: { planType?: PlanType; locale?: Locale } = {},
): Promise<string> {
  const id = await createPlan(t, token, planType, locale);
  okData(await putAnswers(t, token, id, answers, { planType }));
  return id;
}

/**
 * Stores a deep plan's answers as they are, past the questionnaire put's checks: what an older version
 * of the app left in the database (bare ids, free text, fields since renamed).
 */
export async function storeAnswersAsIs(t: TestApp, planId: string, answers: Record<string, unknown>) {
  const found = await t.app.plansRepository.withQuestionnaire(t.app.db, planId);
  await t.app.plansRepository.upsertQuestionnaire(t.app.db, {
    planId,
    userId: found!.plan.userId,
    questionnaireType: 'deep_questionnaire',
    answers,
    complete: true,
  });
}

/** A new deep plan with these answers put complete over HTTP; answers its id. */
export function newDeepPlan(t: TestApp, token: string, answers: Answers, locale: Locale): Promise<string> {
  return newPlan(t, token, answers, { locale });
}

/** A plan's stored document, read over HTTP. */
export async function readPlan(t: TestApp, token: string, planId: string): Promise<PlanDocument> {
  return okData<PlanDocument>(await t.get(planDocUrl(planId), token));
}

/** The document of a new deep plan with these answers. */
export async function deepPlanDocument(
  t: TestApp,
  token: string,
  answers: Answers,
  locale: Locale,
): Promise<PlanDocument> {
  return readPlan(t, token, await newDeepPlan(t, token, answers, locale));
}

/**
 * The stored document of a new deep plan, read back over HTTP. The parts the clinical tests read must
 * be the engine's own, so HTTP and engine tests judge the same advice.
 */
async function storedDeepPlan(
  t: TestApp,
  token: string,
  answers: Answers,
  locale: Locale,
): Promise<PlanDocument> {
  const doc = await deepPlanDocument(t, token, answers, locale);
  const engine = planFor(answers, locale);
  expect(doc.profile).toEqual(engine.profile);
  expect(doc.nutrients).toEqual(engine.nutrients);
  expect(doc.recommendations).toEqual(engine.recommendations);
  expect(doc.findings).toEqual(engine.findings);
  expect(doc.productReviews).toEqual(engine.productReviews);
  expect(doc.reportAnalysis).toEqual(engine.reportAnalysis);
  return doc;
}

/** A suite's app with one signed-in user, whose deep plans its tests make and read back. */
export function deepPlanSuite() {
  const t = suiteApp();
  const user = suiteUser(t);
  return {
    t,
    user,
    newPlan: (answers: Answers, locale: Locale) => newDeepPlan(t, user.token, answers, locale),
    planVia: (answers: Answers, locale: Locale) => storedDeepPlan(t, user.token, answers, locale),
    /** A deep plan with no answers yet, for tests that put their own. */
    emptyPlan: (locale: Locale = 'en-US') => createPlan(t, user.token, 'deep_questionnaire', locale),
    put: (planId: string, answers: Record<string, unknown>, complete = true) =>
      putAnswers(t, user.token, planId, answers, { complete }),
  };
}

/** Look-ups into a plan document by id or key, as the clinical tests read it. */
export const finding = (d: PlanDocument, id: string) => d.findings.find((f) => f.id === id);
export const recommendation = (d: PlanDocument, nutrient: string) =>
  d.recommendations.find((r) => r.nutrient === nutrient);
export function nutrientStatus(d: PlanDocument, key: string): PlanDocument['nutrients'][number] {
  const status = d.nutrients.find((n) => n.key === key);
  if (!status) throw new Error(`the plan has no status for ${key}`);
  return status;
}
export const labMarker = (d: PlanDocument, key: string) =>
  d.reportAnalysis?.markers.find((m) => m.key === key);
