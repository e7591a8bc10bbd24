/**
 * Issue 15 §4 (amounts that mean what they say) and §5 (diet pattern and activity) through HTTP
 * (PGlite), in both locales: the stored plan is the engine's, salts count as the element, a prescribed
 * dose above the UL is "keep taking it as prescribed", labs outrank answers, diet and activity reshape
 * targets. Assertions check numbers, kinds and keys.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, PlanDocument } from '@nutri/domain/contracts';
import {
  deepPlanSuite,
  LOCALES,
  nutrientStatus as status,
  person,
  recommendation as rec,
} from '../../../test/plans';
import { okData } from '../../../test/suite';

const woman: Answers = person('female', 32, 162, 56, 'moderate');
const man: Answers = person('male', 30, 180, 75, 'very_active');

describe('issue 15 §4–5 through the plans API', () => {
  const { t, user, newPlan, planVia } = deepPlanSuite();
  const reviewSupplements = (planId: string, supplements: object[]) =>
    t.post('/api/v1/question_short/supplement_reviews', user.token, {
      customNutritionPlanId: planId,
      supplements,
    });

  it.each(LOCALES)(
    '%s: ferrous sulfate 325 mg and calcium carbonate 1,250 mg count 65 mg Fe and 500 mg Ca',
    async (locale) => {
      const d = await planVia(
        {
          ...woman,
          supplements: [
            { name: 'ferrous sulfate', dose: 325, unit: 'mg' },
            { optionId: 'calcium-carbonate', dose: 1250, unit: 'mg', form: 'calcium_carbonate' },
          ],
        },
        locale,
      );
      expect(status(d, 'iron').fromSupplements).toBe(65);
      expect(status(d, 'calcium').fromSupplements).toBe(500);
      const [fe, ca] = d.productReviews;
      expect(fe!.amounts?.find((a) => a.nutrient === 'iron')).toMatchObject({
        amount: 65,
        salt: { form: 'ferrous_sulfate', mg: 325, fraction: 0.2 },
      });
      expect(ca!.amounts?.find((a) => a.nutrient === 'calcium')).toMatchObject({
        amount: 500,
        salt: { form: 'calcium_carbonate', mg: 1250, fraction: 0.4 },
      });
      // Both amounts are printed, in the plan's language.
      for (const [r, salt, element] of [
        [fe!, 325, 65],
        [ca!, 1250, 500],
      ] as const) {
        const nums = (r.issues[0]!.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
        expect(nums).toEqual(expect.arrayContaining([salt, element]));
        expect(/[\u4e00-\u9fff]/.test(r.issues[0]!)).toBe(locale === 'zh-CN');
      }
    },
  );

  it.each(LOCALES)(
    '%s: the review call takes a prescribed prenatal (60 mg iron) and answers keep, not over_ul',
    async (locale) => {
      const id = await newPlan({ ...woman, lifeStage: 'pregnant_t2' }, locale);
      const { productReviews } = okData<Pick<PlanDocument, 'productReviews'>>(
        await reviewSupplements(id, [
          { optionId: 'elevit', dose: 800, unit: 'ug', prescribed: true },
          { name: '硫酸亚铁', dose: 0.3, unit: 'g' },
        ]),
      );
      const [rx, fe] = productReviews;
      expect(rx!.verdict).toBe('keep');
      expect(rx!.overUl).toEqual([expect.objectContaining({ nutrient: 'iron', prescribed: true })]);
      expect(rx!.issues.join(' ')).not.toMatch(/停用|停止|减少|\bstop\b|\breduce\b/i);
      // The self-chosen ferrous sulfate on top (0.3 g → 60 mg Fe) is the one flagged.
      expect(fe!.amounts?.[0]).toMatchObject({ nutrient: 'iron', amount: 60, salt: { mg: 300 } });
      expect(fe!.verdict).toBe('over_ul');
    },
  );

  it('an unknown salt form is a 400 naming the field', async () => {
    const id = await newPlan(woman, 'zh-CN');
    const res = await reviewSupplements(id, [
      { optionId: 'iron-ferrous-sulfate', dose: 325, unit: 'mg', form: 'iron_dust' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('supplements.0.form');
  });

  it.each(LOCALES)(
    '%s: a vitamin D sachet taken once a week is counted as its daily average and said so (forty-ninth clinician review, en S8)',
    async (locale) => {
      const d = await planVia(
        {
          ...woman,
          labs: [{ marker: '25-OH Vitamin D', value: 9, unit: 'ng/mL' }],
          supplements: [{ name: 'Uprise D3 60K', dose: 1, unit: 'sachet', every: 'week' }],
        },
        locale,
      );
      const [course] = d.productReviews;
      expect(course!.dose).toMatchObject({ amount: 1, unit: 'sachet', every: 'week' });
      expect(course!.amounts?.[0]).toMatchObject({ nutrient: 'vitaminD', amount: 214.286 });
      expect(course!.verdict).toBe('keep');
    },
  );

  it('an unknown "every" is a 400 naming the field, and the stored answers are kept', async () => {
    const id = await newPlan(woman, 'en-US');
    const res = await reviewSupplements(id, [
      { optionId: 'vitamin-d3-1000iu', dose: 1000, unit: 'IU', every: 'fortnight' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('supplements.0.every');
  });

  it.each(LOCALES)('%s: retinol counts against the vitamin A UL, beta-carotene does not', async (locale) => {
    const retinol = await planVia(
      { ...woman, supplements: [{ optionId: 'multivitamin-adult', dose: 360, unit: 'mg' }] },
      locale,
    );
    const carotene = await planVia(
      { ...woman, supplements: [{ optionId: 'multivitamin-beta-carotene', dose: 360, unit: 'mg' }] },
      locale,
    );
    expect(status(retinol, 'vitaminA').ulCounted!).toBeGreaterThan(3000);
    expect(status(carotene, 'vitaminA').ulCounted!).toBeLessThan(3000);
    expect(retinol.productReviews[0]!.overUl?.some((o) => o.nutrient === 'vitaminA')).toBe(true);
    expect(carotene.productReviews[0]!.overUl?.some((o) => o.nutrient === 'vitaminA') ?? false).toBe(false);
  });

  it.each(LOCALES)(
    '%s: AI nutrients are labelled AI, and every label cites its table year',
    async (locale) => {
      const d = await planVia(woman, locale);
      const text = (k: string) => status(d, k).reasons.find((r) => r.ref === `target:${k}`)!.text;
      // Vitamin K is an AI in both standards; calcium an RNI (CN 2023) / RDA (IOM 2011).
      expect(text('vitaminK')).toMatch(
        locale === 'zh-CN' ? /适宜摄入量（AI）.*2013/ : /Adequate Intake \(AI\).*IOM 2001/,
      );
      expect(text('calcium')).toMatch(locale === 'zh-CN' ? /推荐摄入量（RNI）.*2023/ : /\(RDA\).*IOM 2011/);
      expect(text('vitaminB12')).not.toContain(locale === 'zh-CN' ? '2023' : 'AI');
    },
  );

  it.each(LOCALES)('%s: a normal B12 lab outranks a vegan food estimate', async (locale) => {
    const d = await planVia(
      { ...man, dietPattern: 'vegan', labs: [{ marker: 'serumB12', value: 400, unit: 'pmol/L' }] },
      locale,
    );
    expect(status(d, 'vitaminB12').level).toBe('good');
    expect(status(d, 'vitaminB12').reasons[0]!.kind).toBe('lab');
    // Still a vegan maintenance dose (stores last years; no fortified-food answer).
    expect(rec(d, 'vitaminB12')?.dose).toBeGreaterThanOrEqual(10);
  });

  it.each(LOCALES)(
    '%s: a very active vegan man: protein 1.2–2.0 g/kg, B12 10 µg, plant-only food tips',
    async (locale) => {
      const d = await planVia({ ...man, dietPattern: 'vegan' }, locale);
      expect(d.profile.proteinTargetG).toBe(90);
      expect(status(d, 'protein').target).toBe(90);
      expect(rec(d, 'vitaminB12')?.dose).toBe(10);
      if (locale === 'en-US') {
        expect(status(d, 'iron').target).toBe(14);
        expect(status(d, 'zinc').target).toBe(17);
      } else {
        expect(status(d, 'iron').target).toBe(12);
      }
      const tip = d.findings.find((f) => f.id === 'food:protein');
      expect(tip?.text).not.toMatch(/鱼|禽|蛋(?!白)|牛奶|肉|fish|poultry|\begg|dairy|meat|chicken|pork/i);
    },
  );

  it('zh-CN vegetarian woman: no meat or fish in food examples; en-US vegetarian iron 32 mg', async () => {
    const zh = await planVia({ ...woman, activityLevel: 'light', dietPattern: 'vegetarian' }, 'zh-CN');
    for (const f of zh.findings.filter((x) => x.id.startsWith('food:')))
      expect(f.text).not.toMatch(/鱼|禽|肉|虾|牡蛎/);
    const en = await planVia({ ...woman, dietPattern: 'vegetarian' }, 'en-US');
    expect(status(en, 'iron').target).toBe(32);
    expect(status(en, 'zinc').target).toBe(12);
  });
});
