import { describe, expect, it } from 'vitest';
import type { Answers, Locale, MedicineTaboo } from '@nutri/domain/contracts';
import { newPlan, readPlan } from '../../../test/plans';
import { okData, suiteApp, suiteUser } from '../../../test/suite';

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
  const t = suiteApp();
  const me = suiteUser(t);
  const other = suiteUser(t);

  const deepPlan = (locale: Locale = 'en-US') => newPlan(t, me.token, BASE, { locale });
  const ask = (path: string, payload?: object, token = me.token) =>
    t.post(`/api/v1/question_short/${path}`, token, payload);

  async function taboosFor(
    medicines: string[],
    supplements: (typeof SUPPLEMENTS)[keyof typeof SUPPLEMENTS][],
  ) {
    const planId = await deepPlan();
    okData(await ask('supplement_reviews', { customNutritionPlanId: planId, supplements }));
    return okData<{
      medicineTaboos: MedicineTaboo[];
      plan: { medicineTaboos: MedicineTaboo[]; nextStep: string };
    }>(await ask('medicine_taboos', { customNutritionPlanId: planId, medicines }));
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
      const viaBody = await ask('search_medicine', { keyword });
      expect(viaBody.statusCode).toBe(200);
      expect(viaBody.json().data.list[0].id).toBe('warfarin');
      const viaQuery = await ask(`search_medicine?keyword=${encodeURIComponent(keyword)}`);
      expect(viaQuery.json().data.list[0].id).toBe('warfarin');
    },
  );

  it('the body wins over the query; empty or over-long keywords → 400', async () => {
    const res = await ask('search_medicine?keyword=aspirin', { keyword: 'warfarin' });
    expect(res.json().data.list[0].id).toBe('warfarin');
    for (const keyword of ['', '   ', 'x'.repeat(41)]) {
      const bad = await ask('search_medicine', { keyword });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('keyword');
    }
  });

  it('supplement options come grouped, in both languages, and searchable by name', async () => {
    const res = await ask('supplement_reviews_options');
    expect(res.statusCode).toBe(200);
    const groups = res.json().data.list as {
      category: string;
      labels: { zh: string; en: string };
      options: { names: { zh: string } }[];
    }[];
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(groups.reduce((n, g) => n + g.options.length, 0)).toBeGreaterThanOrEqual(60);
    expect(groups[0]!.labels.zh.length).toBeGreaterThan(0);
    const byName = await ask('supplement_reviews_options_by_name', { name: '鱼油' });
    expect(byName.json().data.list[0].id).toBe('fish-oil');
  });

  it('unknown option or drug ids → 400 naming them; nothing stored', async () => {
    const planId = await deepPlan();
    const bad = await ask('supplement_reviews', {
      customNutritionPlanId: planId,
      supplements: [SUPPLEMENTS.calcium, { optionId: 'unicorn-dust', dose: 1, unit: 'mg' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'supplements.1.optionId', message: 'unknown supplement option "unicorn-dust"' },
    ]);
    const badDrug = await ask('medicine_taboos', {
      customNutritionPlanId: planId,
      medicines: ['warfarin', 'snake-oil'],
    });
    expect(badDrug.statusCode).toBe(400);
    expect(badDrug.json().errors[0]).toEqual({
      field: 'medicines.1',
      // Issue 15 §6: the message names the text and tells the user what to do.
      message:
        "Unknown medicine: 'snake-oil' — pick it from the list; if it is not in the list, you can keep it as typed (marked 'not checked')",
    });
    const doc = await readPlan(t, me.token, planId);
    expect(doc.productReviews).toEqual([]);
    expect(doc.nextStep).toBe('2');
  });

  it('reviews and taboos land in the plan document and move the next step from 2 to 3', async () => {
    const planId = await deepPlan('zh-CN');
    const get = () => readPlan(t, me.token, planId);
    expect((await get()).nextStep).toBe('2');
    const reviews = await ask(`supplement_reviews?customNutritionPlanId=${planId}`, {
      supplements: [
        SUPPLEMENTS.fishOil,
        dose('vitamin-d3-5000iu', 5000, 'IU'),
        dose('vitamin-d3-2000iu', 2000, 'IU'),
      ],
    });
    expect(reviews.statusCode, reviews.body).toBe(200);
    const verdicts = reviews.json().data.productReviews.map((r: { verdict: string }) => r.verdict);
    expect(verdicts).toContain('over_ul');
    const doc = await get();
    expect(doc.productReviews).toEqual(reviews.json().data.productReviews);
    expect(doc.nextStep).toBe('3');
  });

  it('another user’s plan → 404 and it is not changed', async () => {
    const planId = await deepPlan();
    for (const path of ['supplement_reviews', 'medicine_taboos']) {
      const payload = {
        customNutritionPlanId: planId,
        supplements: [SUPPLEMENTS.iron],
        medicines: ['warfarin'],
      };
      const res = await ask(path, payload, other.token);
      expect([400, 404]).toContain(res.statusCode);
    }
    const tab = await ask(
      'medicine_taboos',
      { customNutritionPlanId: planId, medicines: ['warfarin'] },
      other.token,
    );
    expect(tab.statusCode).toBe(404);
    const doc = await readPlan(t, me.token, planId);
    expect(doc.medicineTaboos).toEqual([]);
  });
});
