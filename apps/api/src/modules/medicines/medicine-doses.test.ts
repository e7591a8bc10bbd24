/**
 * Issue 19.7 through HTTP: medicines with a dose and a form, and supplement doses in product units,
 * saved, read back and shown on the plan; bad values refused naming the field; old data still reads.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, PlanDocument, QuestionnaireView } from '@nutri/domain/contracts';
import { deepPlanSuite, readPlan, storeAnswersAsIs } from '../../../test/plans';
import { okData } from '../../../test/suite';

const BASE: Answers = { gender: 'female', age: 55, heightCm: 160, weightKg: 60, activityLevel: 'light' };
const METFORMIN = { id: 'metformin', dose: { amount: 500, unit: 'mg' }, form: 'tablet' };

describe('medicines as people know them (dose and form)', () => {
  const { t, user: me, emptyPlan, put } = deepPlanSuite();
  const prefill = async (planId: string) =>
    okData<QuestionnaireView>(
      await t.get(`/api/v1/questionnaire/get?custom_nutrition_plan_id=${planId}`, me.token),
    );
  const taboos = (planId: string, medicines: unknown[]) =>
    t.post('/api/v1/question_short/medicine_taboos', me.token, { customNutritionPlanId: planId, medicines });
  const review = (planId: string, supplements: unknown[]) =>
    t.post('/api/v1/question_short/supplement_reviews', me.token, {
      customNutritionPlanId: planId,
      supplements,
    });

  it.each([
    ['en-US', 'Metformin 500 mg tablet', 'Salbutamol (albuterol) inhaler'],
    ['zh-CN', '二甲双胍 500 mg 片剂', '沙丁胺醇 吸入剂'],
  ] as const)(
    '%s: saved with the answers, pre-filled, and shown on the plan',
    async (locale, metformin, inhaler) => {
      const planId = await emptyPlan(locale);
      const res = await put(planId, {
        ...BASE,
        medicines: [METFORMIN, { name: 'salbutamol inhaler' }, 'warfarin 3 mg'],
      });
      expect(res.statusCode, res.body).toBe(200);
      const view = await prefill(planId);
      expect(view.answers.medicines).toEqual(['metformin', 'salbutamol', 'warfarin']);
      expect(view.answers.medicineDoses).toEqual([
        { id: 'metformin', dose: 500, unit: 'mg', form: 'tablet' },
        { id: 'salbutamol', form: 'inhaler' },
        { id: 'warfarin', dose: 3, unit: 'mg' },
      ]);
      const doc = await readPlan(t, me.token, planId);
      expect(doc.profile.medicinesTaken?.map((m) => m.text)).toEqual([
        metformin,
        inhaler,
        locale === 'zh-CN' ? '华法林 3 mg' : 'Warfarin 3 mg',
      ]);
    },
  );

  it('a bad dose or form → 400 naming the field; what is stored is kept', async () => {
    const planId = await emptyPlan();
    expect((await put(planId, { ...BASE, medicines: [METFORMIN] })).statusCode).toBe(200);
    const cases: [unknown, string][] = [
      [{ id: 'metformin', dose: { amount: -500, unit: 'mg' } }, 'answers.medicines.2.dose.amount'],
      [{ id: 'metformin', dose: { amount: 500, unit: 'kg' } }, 'answers.medicines.2.dose.unit'],
      [{ id: 'metformin', form: 'lozenge' }, 'answers.medicines.2.form'],
    ];
    for (const [entry, field] of cases) {
      const bad = await put(planId, { medicines: ['warfarin', 'levothyroxine', entry] }, false);
      expect(bad.statusCode, bad.body).toBe(400);
      expect((bad.json().errors as { field: string }[]).map((e) => e.field)).toEqual([field]);
      expect(bad.json().msg).toContain(field);
    }
    const stored = await prefill(planId);
    expect(stored.answers.medicines).toEqual(['metformin']);
    expect(stored.answers.medicineDoses).toEqual([
      { id: 'metformin', dose: 500, unit: 'mg', form: 'tablet' },
    ]);
    // The stored shape is checked too: a dose without its unit is refused.
    const flat = await put(planId, { medicineDoses: [{ id: 'metformin', dose: 500 }] }, false);
    expect(flat.statusCode).toBe(400);
    expect((flat.json().errors as { field: string }[]).map((e) => e.field)).toContain(
      'answers.medicineDoses.0.unit',
    );
  });

  it('the review step keeps dose and form with its medicines; the questionnaire opens with them', async () => {
    const planId = await emptyPlan('zh-CN');
    expect((await put(planId, BASE)).statusCode).toBe(200);
    const ok = await taboos(planId, [
      { name: '二甲双胍', dose: { amount: 0.5, unit: 'g' }, form: 'tablet' },
      '左甲状腺素 1片',
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const plan = (ok.json().data as { plan: PlanDocument }).plan;
    expect(plan.profile.medicinesTaken?.map((m) => m.text)).toEqual([
      '二甲双胍 0.5 g 片剂',
      '左甲状腺素 1 片',
    ]);
    const view = await prefill(planId);
    expect(view.answers.medicines).toEqual(['metformin', 'levothyroxine']);
    expect(view.answers.medicineDoses).toEqual([
      { id: 'metformin', dose: 0.5, unit: 'g', form: 'tablet' },
      { id: 'levothyroxine', dose: 1, unit: 'tablet' },
    ]);

    const bad = await taboos(planId, [
      'warfarin',
      { id: 'metformin', form: 'pill' },
      { ...METFORMIN, dose: { amount: 0, unit: 'mg' } },
    ]);
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as { field: string }[]).map((e) => e.field)).toEqual([
      'medicines.1.form',
      'medicines.2.dose.amount',
    ]);
    expect((await readPlan(t, me.token, planId)).profile.medicinesTaken).toHaveLength(2);
  });

  it('old stored data reads fine: bare review ids keep the questionnaire doses; rows without forms', async () => {
    const planId = await emptyPlan();
    expect((await put(planId, BASE)).statusCode).toBe(200);
    await storeAnswersAsIs(t, planId, {
      ...BASE,
      medicines: ['warfarin'],
      medicineDoses: [{ id: 'warfarin', dose: 3, unit: 'mg' }],
    });
    await t.app.plansRepository.setInputs(t.app.db, planId, { medicines: ['warfarin', 'metformin'] });
    const doc = await readPlan(t, me.token, planId);
    expect(doc.profile.medicinesTaken?.map((m) => m.text)).toEqual(['Warfarin 3 mg', 'Metformin']);
    const view = await prefill(planId);
    expect(view.answers.medicineDoses).toEqual([{ id: 'warfarin', dose: 3, unit: 'mg' }]);
    // A partial save over the old answers still validates.
    expect((await put(planId, { nickname: 'Ann' }, false)).statusCode).toBe(200);
  });

  it('supplements in product units: counted from a catalogue product, not guessed for a typed name', async () => {
    const planId = await emptyPlan();
    expect((await put(planId, { ...BASE, foodFrequency: { dairy: 'never' } })).statusCode).toBe(200);
    const res = await review(planId, [
      { optionId: 'p-ca-d3', dose: 2, unit: 'tablet' },
      { name: '钙尔奇', dose: 2, unit: 'tablet' },
      { name: 'calcium carbonate', dose: 2, unit: 'tablet', perUnit: { amount: 600, unit: 'mg' } },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { productReviews, plan } = res.json().data as {
      productReviews: PlanDocument['productReviews'];
      plan: PlanDocument;
    };
    expect(productReviews[0]).toMatchObject({
      name: 'NutriHome Calcium + vitamin D3 tablets',
      dose: { amount: 2, unit: 'tablet', text: '2 tablets' },
    });
    expect(productReviews[0]!.amounts).toContainEqual({ nutrient: 'calcium', unit: 'mg', amount: 1200 });
    expect(productReviews[1]).toMatchObject({
      verdict: 'unchecked',
      uncounted: true,
      dose: { text: '2 tablets' },
    });
    expect(productReviews[1]!.amounts).toBeUndefined();
    expect(productReviews[2]!.amounts).toContainEqual(
      expect.objectContaining({ nutrient: 'calcium', amount: 480 }),
    );
    expect(plan.nutrients.find((n) => n.key === 'calcium')?.fromSupplements).toBe(1680);
    expect(plan.findings.some((f) => f.id === 'supplements-uncounted')).toBe(true);
  });

  it('bad supplement doses → 400 naming the field', async () => {
    const planId = await emptyPlan();
    expect((await put(planId, BASE)).statusCode).toBe(200);
    const cases: [unknown, string][] = [
      [{ optionId: 'p-ca-d3', dose: 2, unit: 'pill' }, 'supplements.0.unit'],
      [{ optionId: 'p-ca-d3', dose: 80, unit: 'tablet' }, 'supplements.0.dose'],
      [
        { name: 'x', dose: 2, unit: 'tablet', perUnit: { amount: -1, unit: 'mg' } },
        'supplements.0.perUnit.amount',
      ],
      [{ name: 'x', dose: 600, unit: 'mg', perUnit: { amount: 600, unit: 'mg' } }, 'supplements.0.perUnit'],
    ];
    for (const [s, field] of cases) {
      const bad = await review(planId, [s]);
      expect(bad.statusCode, bad.body).toBe(400);
      expect((bad.json().errors as { field: string }[]).map((e) => e.field)).toContain(field);
    }
  });

  it('catalogue products are found by name among the supplement options', async () => {
    const res = await t.post('/api/v1/question_short/supplement_reviews_options_by_name', me.token, {
      name: '钙+维生素D3',
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().data.list as { id: string }[]).map((o) => o.id);
    expect(ids).toContain('p-ca-d3');
  });
});
