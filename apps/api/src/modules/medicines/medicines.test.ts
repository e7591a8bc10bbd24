import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers, MedicineTaboo } from '@nutri/domain/contracts';
import { testApp, type TestApp } from '../../../test/helper';

const BASE: Answers = { gender: 'female', age: 45, heightCm: 162, weightKg: 60, activityLevel: 'light' };
const dose = (optionId: string, amount: number, unit: 'mg' | 'ug' | 'IU' | 'g') => ({
  optionId,
  dose: amount,
  unit,
});
const SUPPLEMENTS = {
  vitaminK: dose('vitamin-k2', 100, 'ug'),
  fishOil: dose('fish-oil', 1000, 'mg'),
  ginkgo: dose('ginkgo', 120, 'mg'),
  calcium: dose('calcium-carbonate', 600, 'mg'),
  iron: dose('iron-ferrous-sulfate', 65, 'mg'),
  magnesium: dose('magnesium-oxide', 250, 'mg'),
  zinc: dose('zinc-15', 15, 'mg'),
  stJohnsWort: dose('st-johns-wort', 300, 'mg'),
  vitaminC: dose('vitamin-c-500', 500, 'mg'),
};

describe('medicines and supplements (plan step 3)', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<TestApp['login']>>;
  let other: Awaited<ReturnType<TestApp['login']>>;
  beforeAll(async () => {
    t = await testApp();
    me = await t.login();
    other = await t.login();
  });
  afterAll(() => t.close());

  async function deepPlan(token = me.token, locale = 'en-US') {
    const plan = (
      await t.call({
        method: 'POST',
        url: '/api/v1/custom_nutrition_plan/new',
        token,
        payload: { clientType: 'web', planType: 'deep_questionnaire', locale },
      })
    ).json().data;
    const put = await t.call({
      method: 'POST',
      url: '/api/v1/questionnaire/put',
      token,
      payload: {
        customNutritionPlanId: plan.id,
        questionnaireType: 'deep_questionnaire',
        answers: BASE,
        complete: true,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    return plan.id as string;
  }

  async function taboosFor(
    medicines: string[],
    supplements: (typeof SUPPLEMENTS)[keyof typeof SUPPLEMENTS][],
  ) {
    const planId = await deepPlan();
    const r1 = await t.call({
      method: 'POST',
      url: '/api/v1/question_short/supplement_reviews',
      token: me.token,
      payload: { customNutritionPlanId: planId, supplements },
    });
    expect(r1.statusCode, r1.body).toBe(200);
    const r2 = await t.call({
      method: 'POST',
      url: '/api/v1/question_short/medicine_taboos',
      token: me.token,
      payload: { customNutritionPlanId: planId, medicines },
    });
    expect(r2.statusCode, r2.body).toBe(200);
    return r2.json().data as {
      medicineTaboos: MedicineTaboo[];
      plan: { medicineTaboos: MedicineTaboo[]; nextStep: string };
    };
  }

  const find = (list: MedicineTaboo[], drugId: string, target: string) =>
    list.find((x) => x.drugId === drugId && x.target === target);

  it.each([
    ['warfarin', 'vitaminK', 'vitaminK'],
    ['warfarin', 'fishOil', 'omega3'],
    ['warfarin', 'ginkgo', 'ginkgo'],
  ] as const)('%s + %s is flagged', async (drug, supp, target) => {
    const { medicineTaboos } = await taboosFor([drug], [SUPPLEMENTS[supp]]);
    const hit = find(medicineTaboos, drug, target);
    expect(hit, JSON.stringify(medicineTaboos)).toBeDefined();
    expect(hit!.kind).toBe('interaction');
    expect(['major', 'moderate']).toContain(hit!.severity);
    expect(hit!.source.ref.length).toBeGreaterThan(0);
  });

  it.each([
    ['calcium', 'calcium'],
    ['iron', 'iron'],
  ] as const)('levothyroxine + %s: take 4 hours apart', async (supp, target) => {
    const { medicineTaboos } = await taboosFor(['levothyroxine'], [SUPPLEMENTS[supp]]);
    const hit = find(medicineTaboos, 'levothyroxine', target);
    expect(hit).toMatchObject({ management: 'separate', separateHours: 4 });
    expect(hit!.advice).toMatch(/4/);
  });

  it.each([
    ['ciprofloxacin', 'calcium'],
    ['ciprofloxacin', 'magnesium'],
    ['ciprofloxacin', 'zinc'],
    ['ciprofloxacin', 'iron'],
    ['tetracycline', 'calcium'],
    ['tetracycline', 'magnesium'],
    ['tetracycline', 'zinc'],
    ['tetracycline', 'iron'],
  ] as const)('%s + %s is flagged to take apart', async (drug, supp) => {
    const { medicineTaboos } = await taboosFor([drug], [SUPPLEMENTS[supp]]);
    const hit = find(medicineTaboos, drug, supp);
    expect(hit, JSON.stringify(medicineTaboos.map((x) => [x.drugId, x.target]))).toBeDefined();
    expect(hit!.management).toBe('separate');
    expect(hit!.separateHours).toBeGreaterThanOrEqual(2);
  });

  it.each(['metformin', 'omeprazole'])('%s produces a vitamin B12 depletion', async (drug) => {
    const { medicineTaboos, plan } = await taboosFor([drug], []);
    expect(find(medicineTaboos, drug, 'vitaminB12')).toMatchObject({ kind: 'depletion' });
    expect(plan.medicineTaboos).toEqual(medicineTaboos);
  });

  it.each(['sertraline', 'fluoxetine'])("%s + St John's wort is major", async (drug) => {
    const { medicineTaboos } = await taboosFor([drug], [SUPPLEMENTS.stJohnsWort]);
    expect(find(medicineTaboos, drug, 'stJohnsWort')).toMatchObject({ severity: 'major' });
  });

  it.each([
    ['amlodipine', 'vitaminC'],
    ['metformin', 'vitaminC'],
  ] as const)('negative control: %s + %s is not flagged', async (drug, supp) => {
    const { medicineTaboos } = await taboosFor([drug], [SUPPLEMENTS[supp]]);
    expect(find(medicineTaboos, drug, 'vitaminC')).toBeUndefined();
  });

  it.each(['华法林', 'hfl', 'warfarin', 'Coumadin'])(
    'search %s finds warfarin first, from query or body',
    async (keyword) => {
      const viaBody = await t.call({
        method: 'POST',
        url: '/api/v1/question_short/search_medicine',
        token: me.token,
        payload: { keyword },
      });
      expect(viaBody.statusCode).toBe(200);
      expect(viaBody.json().data.list[0].id).toBe('warfarin');
      const viaQuery = await t.call({
        method: 'POST',
        url: `/api/v1/question_short/search_medicine?keyword=${encodeURIComponent(keyword)}`,
        token: me.token,
      });
      expect(viaQuery.json().data.list[0].id).toBe('warfarin');
    },
  );

  it('the body wins over the query; empty or over-long keywords → 400', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/question_short/search_medicine?keyword=aspirin',
      token: me.token,
      payload: { keyword: 'warfarin' },
    });
    expect(res.json().data.list[0].id).toBe('warfarin');
    for (const keyword of ['', '   ', 'x'.repeat(41)]) {
      const bad = await t.call({
        method: 'POST',
        url: '/api/v1/question_short/search_medicine',
        token: me.token,
        payload: { keyword },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('keyword');
    }
  });

  it('supplement options come grouped, in both languages, and searchable by name', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/question_short/supplement_reviews_options',
      token: me.token,
    });
    expect(res.statusCode).toBe(200);
    const groups = res.json().data.list as {
      category: string;
      labels: { zh: string; en: string };
      options: { names: { zh: string } }[];
    }[];
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(groups.reduce((n, g) => n + g.options.length, 0)).toBeGreaterThanOrEqual(60);
    expect(groups[0]!.labels.zh.length).toBeGreaterThan(0);
    const byName = await t.call({
      method: 'POST',
      url: '/api/v1/question_short/supplement_reviews_options_by_name',
      token: me.token,
      payload: { name: '鱼油' },
    });
    expect(byName.json().data.list[0].id).toBe('fish-oil');
  });

  it('unknown option or drug ids → 400 naming them; nothing stored', async () => {
    const planId = await deepPlan();
    const bad = await t.call({
      method: 'POST',
      url: '/api/v1/question_short/supplement_reviews',
      token: me.token,
      payload: {
        customNutritionPlanId: planId,
        supplements: [SUPPLEMENTS.calcium, { optionId: 'unicorn-dust', dose: 1, unit: 'mg' }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'supplements.1.optionId', message: 'unknown supplement option "unicorn-dust"' },
    ]);
    const badDrug = await t.call({
      method: 'POST',
      url: '/api/v1/question_short/medicine_taboos',
      token: me.token,
      payload: { customNutritionPlanId: planId, medicines: ['warfarin', 'snake-oil'] },
    });
    expect(badDrug.statusCode).toBe(400);
    expect(badDrug.json().errors[0]).toEqual({
      field: 'medicines.1',
      // Issue 15 §6: the message names the text and tells the user what to do.
      message: "Unknown medicine: 'snake-oil' — pick it from the list",
    });
    const doc = (
      await t.call({
        method: 'GET',
        url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${planId}`,
        token: me.token,
      })
    ).json().data;
    expect(doc.productReviews).toEqual([]);
    expect(doc.nextStep).toBe('2');
  });

  it('reviews and taboos land in the plan document and move the next step from 2 to 3', async () => {
    const planId = await deepPlan(me.token, 'zh-CN');
    const get = async () =>
      (
        await t.call({
          method: 'GET',
          url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${planId}`,
          token: me.token,
        })
      ).json().data;
    expect((await get()).nextStep).toBe('2');
    const reviews = await t.call({
      method: 'POST',
      url: `/api/v1/question_short/supplement_reviews?customNutritionPlanId=${planId}`,
      token: me.token,
      payload: {
        supplements: [
          SUPPLEMENTS.fishOil,
          dose('vitamin-d3-5000iu', 5000, 'IU'),
          dose('vitamin-d3-2000iu', 2000, 'IU'),
        ],
      },
    });
    expect(reviews.statusCode, reviews.body).toBe(200);
    const verdicts = reviews.json().data.productReviews.map((r: { verdict: string }) => r.verdict);
    expect(verdicts).toContain('over_ul');
    const doc = await get();
    expect(doc.productReviews).toEqual(reviews.json().data.productReviews);
    expect(doc.nextStep).toBe('3');
  });

  it('another user’s plan → 404 and it is not changed', async () => {
    const planId = await deepPlan(me.token);
    for (const url of [
      '/api/v1/question_short/supplement_reviews',
      '/api/v1/question_short/medicine_taboos',
    ]) {
      const res = await t.call({
        method: 'POST',
        url,
        token: other.token,
        payload: { customNutritionPlanId: planId, supplements: [SUPPLEMENTS.iron], medicines: ['warfarin'] },
      });
      expect([400, 404]).toContain(res.statusCode);
    }
    const tab = await t.call({
      method: 'POST',
      url: '/api/v1/question_short/medicine_taboos',
      token: other.token,
      payload: { customNutritionPlanId: planId, medicines: ['warfarin'] },
    });
    expect(tab.statusCode).toBe(404);
    const doc = (
      await t.call({
        method: 'GET',
        url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${planId}`,
        token: me.token,
      })
    ).json().data;
    expect(doc.medicineTaboos).toEqual([]);
  });
});
