import { afterAll, beforeAll, expect } from 'vitest';
import { planFor } from '@nutri/domain/engine';
import type { Answers, Locale, PlanDocument } from '@nutri/domain/contracts';
import { testApp, type TestApp } from './helper';

/** A new deep plan with these answers put complete over HTTP; answers its id. */
export async function newDeepPlan(
  t: TestApp,
  token: string,
  answers: Answers,
  locale: Locale,
): Promise<string> {
  const created = await t.call({
    method: 'POST',
    url: '/api/v1/custom_nutrition_plan/new',
    token,
    payload: { clientType: 'web', planType: 'deep_questionnaire', locale },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as string;
  const put = await t.call({
    method: 'POST',
    url: '/api/v1/questionnaire/put',
    token,
    payload: { customNutritionPlanId: id, questionnaireType: 'deep_questionnaire', answers, complete: true },
  });
  expect(put.statusCode, put.body).toBe(200);
  return id;
}

/** The stored plan document of a custom plan, read over HTTP. */
export async function readPlan(t: TestApp, token: string, id: string): Promise<PlanDocument> {
  const got = await t.call({
    method: 'GET',
    url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${id}`,
    token,
  });
  expect(got.statusCode, got.body).toBe(200);
  return got.json().data as PlanDocument;
}

/**
 * The stored document of a new deep plan, read back over HTTP. The parts the clinical tests read must
 * be the engine's own, so HTTP and engine tests judge the same advice.
 */
export async function storedDeepPlan(
  t: TestApp,
  token: string,
  answers: Answers,
  locale: Locale,
): Promise<PlanDocument> {
  const doc = await readPlan(t, token, await newDeepPlan(t, token, answers, locale));
  const engine = planFor(answers, locale);
  expect(doc.profile).toEqual(engine.profile);
  expect(doc.nutrients).toEqual(engine.nutrients);
  expect(doc.recommendations).toEqual(engine.recommendations);
  expect(doc.findings).toEqual(engine.findings);
  expect(doc.productReviews).toEqual(engine.productReviews);
  expect(doc.reportAnalysis).toEqual(engine.reportAnalysis);
  return doc;
}

/**
 * One app and one signed-in user for a describe block of clinical plan tests (registers its own
 * beforeAll/afterAll); `planVia` puts answers through HTTP and checks the stored plan is the engine's.
 */
export function plansThroughApi(env: Record<string, string> = {}) {
  const s = { t: undefined as unknown as TestApp, token: '' };
  beforeAll(async () => {
    s.t = await testApp(env);
    s.token = (await s.t.login()).token;
  });
  afterAll(() => s.t.close());
  return {
    app: () => s.t,
    token: () => s.token,
    newPlan: (answers: Answers, locale: Locale) => newDeepPlan(s.t, s.token, answers, locale),
    planVia: (answers: Answers, locale: Locale) => storedDeepPlan(s.t, s.token, answers, locale),
  };
}

export { findingOf, LOCALES, markerOf, recOf, statusOf } from '@nutri/domain/testing';
