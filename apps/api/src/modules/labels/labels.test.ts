/**
 * Issue 33 §3 through HTTP on the embedded database: a supplement label photo is uploaded, read in the
 * report extraction processes (real OCR of a rendered photo), reviewed, confirmed — and the plan counts
 * the product against the UL. A photo that is not a label says so in plain words and saves nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answers, LabelReadingView, Locale, PlanDocument } from '@nutri/domain/contracts';
import { upload } from '../../../test/files';
import { labelById, labelPhoto, notLabelPhoto, variantOf } from '../../../test/fixtures/labels';
import { newPlan, nutrientStatus } from '../../../test/plans';
import { okData, suiteAppOnDisk, suiteUser } from '../../../test/suite';
import type { TestApp } from '../../../test/helper';

const WOMAN: Answers = { gender: 'female', age: 58, heightCm: 160, weightKg: 60, activityLevel: 'light' };

async function uploadLabel(t: TestApp, token: string, bytes: Uint8Array, type = 'image/png') {
  const res = await upload(t, token, { name: 'label.png', type, bytes }, { category: 'supplement_label' });
  return okData<{ fileId: string }>(res).fileId;
}

const read = (t: TestApp, token: string, planId: string, fileId: string, locale: Locale) =>
  t.post(
    '/api/v1/question_short/label_read',
    token,
    { customNutritionPlanId: planId, fileId },
    { 'accept-language': locale },
  );

const confirm = (t: TestApp, token: string, body: object) =>
  t.post('/api/v1/question_short/label_confirm', token, body);

/** The reading as the review form sends it back, with the person's edits. */
function reviewed(planId: string, r: LabelReadingView, perDay: number, edits: Record<string, number> = {}) {
  return {
    customNutritionPlanId: planId,
    name: r.name ?? 'label',
    serving: r.serving!,
    perDay,
    nutrients: r.nutrients.map((n) => ({
      nutrient: n.nutrient,
      amount: edits[n.nutrient] ?? n.amount,
      unit: n.unit,
      ...(n.salt ? { salt: n.salt } : {}),
    })),
  };
}

describe('a supplement label photo: upload → review → confirm → the plan counts it (issue 33 §3)', () => {
  const { t } = suiteAppOnDisk('nutri-labels-');
  const who = suiteUser(t);
  const photos: Record<string, Uint8Array> = {};
  beforeAll(async () => {
    photos.en = await labelPhoto(labelById('caltrate-600-d3'));
    photos.zh = await labelPhoto(labelById('by-health-calcium-d'));
    photos.zinc = await labelPhoto(labelById('zinc-gluconate-zh'), variantOf(3));
    photos.notLabel = await notLabelPhoto('shopping-list');
  });

  it('en-US: Caltrate 600+D3, two tablets a day count 1,200 mg calcium and 40 µg vitamin D', async () => {
    const planId = await newPlan(t, who.token, WOMAN, { locale: 'en-US' });
    const fileId = await uploadLabel(t, who.token, photos.en!);
    const r = okData<LabelReadingView>(await read(t, who.token, planId, fileId, 'en-US'));
    expect(r.notALabel).toBe(false);
    expect(r.serving).toEqual({ count: 1, unit: 'tablet' });
    expect(r.perDay).toEqual({ count: 2, unit: 'tablet' });
    expect(r.nutrients.map((n) => [n.nutrient, n.amount, n.unit])).toEqual([
      ['vitaminD', 20, 'ug'],
      ['calcium', 600, 'mg'],
    ]);
    // Nothing is stored by reading.
    const before = nutrientStatus(okData<PlanDocument>(await t.get(planDoc(planId), who.token)), 'calcium');
    expect(before.fromSupplements).toBe(0);

    const saved = okData<{ saved: number; plan: PlanDocument }>(
      await confirm(t, who.token, reviewed(planId, r, 2)),
    );
    expect(saved.saved).toBe(2);
    expect(nutrientStatus(saved.plan, 'calcium').fromSupplements).toBe(1200);
    expect(nutrientStatus(saved.plan, 'vitaminD').fromSupplements).toBe(40);
    const names = saved.plan.productReviews.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['Caltrate 600+D3 · Calcium', 'Caltrate 600+D3 · Vitamin D']),
    );
    // Read back, the stored plan counts the same.
    const stored = okData<PlanDocument>(await t.get(planDoc(planId), who.token));
    expect(nutrientStatus(stored, 'calcium').fromSupplements).toBe(1200);

    // Confirming the same product again replaces it (one tablet a day now), never doubles it.
    const again = okData<{ plan: PlanDocument }>(await confirm(t, who.token, reviewed(planId, r, 1)));
    expect(nutrientStatus(again.plan, 'calcium').fromSupplements).toBe(600);
  });

  it('a label confirmed for a product entered earlier by name replaces its generic match (forty-second review, en S1)', async () => {
    const planId = await newPlan(
      t,
      who.token,
      {
        ...WOMAN,
        age: 33,
        supplements: [
          { optionId: 'prenatal-multivitamin', name: 'Vitafusion PreNatal gummies', dose: 2, unit: 'tablet' },
        ],
      },
      { locale: 'en-US' },
    );
    const before = okData<PlanDocument>(await t.get(planDoc(planId), who.token));
    expect(nutrientStatus(before, 'iron').fromSupplements).toBeGreaterThan(0);
    const saved = okData<{ plan: PlanDocument }>(
      await confirm(t, who.token, {
        customNutritionPlanId: planId,
        name: 'Vitafusion PreNatal gummies',
        serving: { count: 2, unit: 'tablet' },
        perDay: 2,
        nutrients: [{ nutrient: 'folate', amount: 800, unit: 'ug' }],
      }),
    );
    expect(nutrientStatus(saved.plan, 'iron').fromSupplements).toBe(0);
    expect(saved.plan.productReviews.map((p) => p.name)).not.toContain('Vitafusion PreNatal gummies');
  });

  it('zh-CN: 汤臣倍健 每2片 600 mg 钙, 每日2片 counts 600 mg; an edited figure is what counts', async () => {
    const planId = await newPlan(t, who.token, WOMAN, { locale: 'zh-CN' });
    const fileId = await uploadLabel(t, who.token, photos.zh!);
    const r = okData<LabelReadingView>(await read(t, who.token, planId, fileId, 'zh-CN'));
    expect(r.serving).toEqual({ count: 2, unit: 'tablet' });
    expect(Object.fromEntries(r.nutrients.map((n) => [n.nutrient, n.amount]))).toEqual({
      calcium: 600,
      vitaminD: 5,
    });
    const saved = okData<{ plan: PlanDocument }>(
      await confirm(t, who.token, reviewed(planId, r, 2, { vitaminD: 10 })),
    );
    expect(nutrientStatus(saved.plan, 'calcium').fromSupplements).toBe(600);
    expect(nutrientStatus(saved.plan, 'vitaminD').fromSupplements).toBe(10);
  });

  it('zh-CN: 葡萄糖酸锌 70 mg is read as about 10 mg zinc; five tablets a day are over the UL', async () => {
    const planId = await newPlan(t, who.token, WOMAN, { locale: 'zh-CN' });
    const fileId = await uploadLabel(t, who.token, photos.zinc!, 'image/jpeg');
    const r = okData<LabelReadingView>(await read(t, who.token, planId, fileId, 'zh-CN'));
    const zinc = r.nutrients.find((n) => n.nutrient === 'zinc');
    expect(zinc).toMatchObject({
      basis: 'salt',
      salt: 'zinc_gluconate',
      printed: { amount: 70, unit: 'mg' },
    });
    expect(zinc?.amount).toBeCloseTo(9.8, 1);
    // The person corrects the conversion to the label's 10 mg and takes five a day: 50 mg, over 40 mg.
    const saved = okData<{ plan: PlanDocument }>(
      await confirm(t, who.token, reviewed(planId, r, 5, { zinc: 10 })),
    );
    const status = nutrientStatus(saved.plan, 'zinc');
    expect(status.fromSupplements).toBe(50);
    expect(status.ul).not.toBeNull();
    expect(status.fromSupplements).toBeGreaterThan(status.ul!);
    const review = saved.plan.productReviews.find((p) => p.name.startsWith('葡萄糖酸锌片'));
    expect(review?.issues.join(' ')).toMatch(/可耐受最高摄入量/);
  });

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: a photo that is not a label says so; nothing is saved',
    async (locale) => {
      const planId = await newPlan(t, who.token, WOMAN, { locale });
      const fileId = await uploadLabel(t, who.token, photos.notLabel!);
      const r = okData<LabelReadingView>(await read(t, who.token, planId, fileId, locale));
      expect(r.notALabel).toBe(true);
      expect(r.nutrients).toEqual([]);
      expect(r.message).toMatch(
        locale === 'zh-CN'
          ? /不是营养补充剂的标签.*没有保存/
          : /not look like a supplement label; nothing was saved/,
      );
      const plan = okData<PlanDocument>(await t.get(planDoc(planId), who.token));
      expect(plan.productReviews).toEqual([]);
    },
  );

  it('refuses reviewed figures that are wrong, naming the field (4xx), and stores nothing', async () => {
    const planId = await newPlan(t, who.token, WOMAN, { locale: 'en-US' });
    const base = {
      customNutritionPlanId: planId,
      name: 'Test',
      serving: { count: 1, unit: 'tablet' },
      perDay: 1,
      nutrients: [{ nutrient: 'calcium', amount: 600, unit: 'mg' }],
    };
    const cases: [object, string][] = [
      [{ ...base, nutrients: [{ nutrient: 'calcium', amount: -1, unit: 'mg' }] }, 'nutrients.0.amount'],
      [{ ...base, nutrients: [{ nutrient: 'unobtainium', amount: 1, unit: 'mg' }] }, 'nutrients.0.nutrient'],
      [{ ...base, nutrients: [{ nutrient: 'calcium', amount: 600, unit: 'IU' }] }, 'nutrients.0.unit'],
      // Fibre has no single-nutrient option to count it through (niacin has one since the niacin 500 mg option).
      [{ ...base, nutrients: [{ nutrient: 'fiber', amount: 5, unit: 'g' }] }, 'nutrients.0.nutrient'],
      [{ ...base, nutrients: [] }, 'nutrients'],
      [{ ...base, perDay: 0 }, 'perDay'],
      [{ ...base, serving: { count: 1, unit: 'spoonful' } }, 'serving.unit'],
      [
        {
          ...base,
          nutrients: [
            { nutrient: 'calcium', amount: 600, unit: 'mg' },
            { nutrient: 'calcium', amount: 300, unit: 'mg' },
          ],
        },
        'nutrients.1.nutrient',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await confirm(t, who.token, body);
      expect(res.statusCode, res.body).toBe(400);
      const fields = (res.json() as { errors?: { field: string }[] }).errors?.map((e) => e.field);
      expect(fields, res.body).toContain(field);
    }
    const plan = okData<PlanDocument>(await t.get(planDoc(planId), who.token));
    expect(nutrientStatus(plan, 'calcium').fromSupplements).toBe(0);
  });

  it("another user's plan or file is not found", async () => {
    const planId = await newPlan(t, who.token, WOMAN, { locale: 'en-US' });
    const fileId = await uploadLabel(t, who.token, photos.en!);
    const other = await t.login();
    expect((await read(t, other.token, planId, fileId, 'en-US')).statusCode).toBe(404);
  });
});

const planDoc = (planId: string) =>
  `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${planId}`;
