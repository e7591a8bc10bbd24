/**
 * The clinical pharmacist's findings A3, A6, B1, B2 and B9 through HTTP, in both plan languages:
 * typed medicines (traditional characters, doses glued to names, typos with "did you mean"), the
 * search box, medicine × medicine pairs, and the supplement review.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, Locale, MedicineTaboo, ProductReview } from '@nutri/domain/contracts';
import { createPlan, LOCALES, putAnswers, readPlan } from '../../../test/plans';
import { suiteApp, suiteUser } from '../../../test/suite';

const BASE: Answers = { gender: 'female', age: 45, heightCm: 162, weightKg: 60, activityLevel: 'light' };

describe('pharmacist review through HTTP', () => {
  const t = suiteApp();
  const me = suiteUser(t);
  const newPlan = (locale: Locale) => createPlan(t, me.token, 'deep_questionnaire', locale);
  const put = (planId: string, answers: Record<string, unknown>, complete = true) =>
    putAnswers(t, me.token, planId, answers, { complete });
  const post = (path: string, payload: Record<string, unknown>) =>
    t.post(`/api/v1/question_short/${path}`, me.token, payload);

  it.each(LOCALES)(
    '%s: traditional characters and doses glued to names are stored as ids with their doses (B9)',
    async (locale) => {
      const planId = await newPlan(locale);
      const res = await put(planId, {
        ...BASE,
        medicines: [
          '華法林',
          '優甲樂',
          '阿斯匹林 100',
          'Zoloft 50',
          'Euthyrox 50',
          'lipitor20',
          '複方丹參滴丸',
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const answers = res.json().data.answers;
      expect(answers.medicines).toEqual([
        'warfarin',
        'levothyroxine',
        'aspirin',
        'sertraline',
        'atorvastatin',
        'compound-danshen-dripping-pills',
      ]);
      // Euthyrox 50 is the second levothyroxine entry: the first (no dose) is kept once.
      expect(answers.medicineDoses).toEqual(
        expect.arrayContaining([
          { id: 'aspirin', dose: 100, unit: 'mg' },
          { id: 'sertraline', dose: 50, unit: 'mg' },
          { id: 'atorvastatin', dose: 20, unit: 'mg' },
        ]),
      );
    },
  );

  it.each([
    ['zh-CN', '您是不是要找', '华法林', '舍曲林'],
    ['en-US', 'did you mean', 'Warfarin', 'Sertraline'],
  ] as const)(
    '%s: a typo is a 400 naming medicines.N with "did you mean" suggestions (B9)',
    async (locale, phrase, warfarin, sertraline) => {
      const planId = await newPlan(locale);
      expect((await put(planId, BASE)).statusCode).toBe(200);
      const bad = await post('medicine_taboos', {
        customNutritionPlanId: planId,
        medicines: ['warfrin', 'metformin', 'sertaline', 'xyzzy'],
      });
      expect(bad.statusCode).toBe(400);
      const errors = bad.json().errors as {
        field: string;
        message: string;
        suggestions?: { id: string; name: string }[];
      }[];
      expect(errors.map((e) => e.field)).toEqual(['medicines.0', 'medicines.2', 'medicines.3']);
      expect(errors[0]!.message).toContain(phrase);
      expect(errors[0]!.suggestions).toEqual([{ id: 'warfarin', name: warfarin }]);
      expect(errors[1]!.suggestions).toEqual([{ id: 'sertraline', name: sertraline }]);
      expect(errors[2]!.suggestions).toBeUndefined();
      // The questionnaire refuses the same way, naming answers.medicines.N.
      const viaPut = await put(planId, { medicines: ['metfromin'] }, false);
      expect(viaPut.statusCode).toBe(400);
      expect(viaPut.json().errors[0]).toMatchObject({
        field: 'answers.medicines.0',
        suggestions: [{ id: 'metformin' }],
      });
    },
  );

  it('the search box finds traditional names and doses, and offers "did you mean" for typos (B9)', async () => {
    const search = async (keyword: string) =>
      (await post('search_medicine', { keyword })).json().data.list as {
        id: string;
        suggested?: boolean;
      }[];
    expect((await search('華法林'))[0]).toMatchObject({ id: 'warfarin' });
    expect((await search('優甲樂'))[0]).toMatchObject({ id: 'levothyroxine' });
    expect((await search('lipitor20'))[0]).toMatchObject({ id: 'atorvastatin' });
    expect((await search('Zoloft 50'))[0]).toMatchObject({ id: 'sertraline' });
    expect((await search('拜唐苹'))[0]).toMatchObject({ id: 'acarbose' });
    expect((await search('Slow-K'))[0]).toMatchObject({ id: 'potassium-chloride' });
    expect((await search('warfrin'))[0]).toEqual(
      expect.objectContaining({ id: 'warfarin', suggested: true }),
    );
    expect((await search('sertaline'))[0]).toEqual(
      expect.objectContaining({ id: 'sertraline', suggested: true }),
    );
    expect((await search('warfarin'))[0]!.suggested).toBeUndefined();
  });

  it.each(LOCALES)(
    '%s: medicine_taboos shows warfarin × ibuprofen and warfarin × a danshen patent medicine (A6, B9)',
    async (locale) => {
      const planId = await newPlan(locale);
      expect((await put(planId, BASE)).statusCode).toBe(200);
      const res = await post('medicine_taboos', {
        customNutritionPlanId: planId,
        medicines: ['华法林', 'Advil', '复方丹参滴丸'],
      });
      expect(res.statusCode, res.body).toBe(200);
      const pairs = (res.json().data.medicineTaboos as MedicineTaboo[]).filter(
        (x) => x.kind === 'drug_interaction',
      );
      // Sorted by severity, then names in the locale's collation.
      expect(pairs.map((x) => [x.drugId, x.target, x.severity, x.management]).sort()).toEqual([
        ['warfarin', 'compound-danshen-dripping-pills', 'major', 'avoid'],
        ['warfarin', 'ibuprofen', 'major', 'avoid'],
      ]);
      const nsaid = pairs.find((x) => x.target === 'ibuprofen')!;
      expect(nsaid.supplement).toBe(locale === 'zh-CN' ? '布洛芬' : 'Ibuprofen');
      expect(nsaid.source.ref).toMatch(/Coumadin.*CHEST 2012.*华法林抗凝治疗的中国专家共识/);
    },
  );

  it.each(LOCALES)(
    '%s: supplement review: 5-HTP with sertraline is avoid, vitamin E with warfarin is avoid, fish oil under the cumulative bleeding taboo is avoid, an unknown product is unchecked (A3, B1)',
    async (locale) => {
      const planId = await newPlan(locale);
      expect((await put(planId, { ...BASE, medicines: ['sertraline', 'warfarin'] })).statusCode).toBe(200);
      const res = await post('supplement_reviews', {
        customNutritionPlanId: planId,
        supplements: [
          { name: '5羟色氨酸', dose: 100, unit: 'mg' },
          { optionId: 'vitamin-e-400iu', dose: 400, unit: 'IU' },
          { optionId: 'fish-oil', dose: 1000, unit: 'mg' },
          { name: 'Mystery Tonic', dose: 1, unit: 'g' },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const reviews = res.json().data.productReviews as ProductReview[];
      expect(reviews.map((r) => [r.optionId, r.verdict])).toEqual([
        ['5-htp-100', 'avoid'],
        ['vitamin-e-400iu', 'avoid'],
        // Under the cumulative bleeding taboo the plan shows (major, avoid), a product bought for one of its
        // substances is "avoid" too: never "keep" beside "avoid" (clinician review 2026-11-25 evening, P5).
        ['fish-oil', 'avoid'],
        [null, 'unchecked'],
      ]);
      const taboos = res.json().data.plan.medicineTaboos as MedicineTaboo[];
      expect(taboos.filter((x) => x.ruleId === 'cumulative.bleeding')).toHaveLength(1);
      // Warfarin's own SSRI row (with the INR), not the general anticoagulant one (closing review E3 §7).
      expect(taboos.some((x) => x.ruleId === 'class:ssri+warfarin')).toBe(true);
    },
  );

  it.each(LOCALES)('%s: biotin 5000 µg with levothyroxine: the lab-test warning (B2)', async (locale) => {
    const planId = await newPlan(locale);
    const res = await put(planId, {
      ...BASE,
      medicines: ['优甲乐'],
      supplements: [{ optionId: 'biotin', dose: 5000, unit: 'ug' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const doc = await readPlan(t, me.token, planId);
    const biotin = doc.medicineTaboos.find((x) => x.target === 'biotin');
    expect(biotin?.advice).toMatch(locale === 'zh-CN' ? /2–3天/ : /2–3 days/);
    expect(biotin?.source.ref).toMatch(/FDA Safety Communication/);
  });
});
