import { expect } from 'vitest';
import { planFor } from '@nutri/domain/engine';
import type { Answers, Locale, PlanDocument } from '@nutri/domain/contracts';
import type { TestApp } from './helper';

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
  const id = await newDeepPlan(t, token, answers, locale);
  const got = await t.call({
    method: 'GET',
    url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${id}`,
    token,
  });
  expect(got.statusCode, got.body).toBe(200);
  const doc = got.json().data as PlanDocument;
  const engine = planFor(answers, locale);
  expect(doc.profile).toEqual(engine.profile);
  expect(doc.nutrients).toEqual(engine.nutrients);
  expect(doc.recommendations).toEqual(engine.recommendations);
  expect(doc.findings).toEqual(engine.findings);
  expect(doc.productReviews).toEqual(engine.productReviews);
  expect(doc.reportAnalysis).toEqual(engine.reportAnalysis);
  return doc;
}
