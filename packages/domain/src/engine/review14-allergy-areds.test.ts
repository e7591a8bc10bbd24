/**
 * Fourteenth clinician review, en P4 #1 (Keisha, fish and shellfish anaphylaxis: the plan said "eat salmon,
 * mackerel or sardines" and the shop had fish oil, krill oil and glucosamine) and en P1 #1 (Harold, a smoker
 * on the original AREDS formula: "not recognised"). The questionnaire's food allergies are honoured in every
 * food list and food tip, products made from the food are avoid with the reason and never sold (NIAID 2010;
 * FALCPA 2004; EU 1169/2011); the original AREDS formula is avoid for a current or former smoker (AREDS2 2013).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { answersSchema } from '../contracts/questionnaire';
import { allergenFormsOf, FOOD_ALLERGENS_TABLE, withoutAllergenFoods } from '../knowledge/food-allergens';
import { productsFor } from '../products';
import { LOCALES } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const personas = new Map(REFERENCE_PERSONAS);
const KEISHA = personas.get('Keisha fish and shellfish allergy, propranolol, glucosamine (en)')!;
const HAROLD = personas.get('Harold AREDS original formula, current smoker (en)')!;
const FISH_OR_SHELLFISH =
  /salmon|sardine|mackerel|herring|tuna|trout|\bcod\b|shrimp|oyster|clam|crab|seafood|鱼|虾|蟹|贝|蚝/i;

/** Every text the person reads as advice: findings, recommendation reasons, products. */
const adviceOf = (plan: ReturnType<typeof planFor>) => [
  ...plan.findings.filter((f) => f.id !== 'medicines.unresolved').map((f) => f.text),
  ...plan.products.map((p) => JSON.stringify(p)),
];

describe('food allergies in the plan (en P4 #1)', () => {
  it.each(LOCALES)(
    '%s: Keisha is told to eat no fish or shellfish, and sold algal DHA, not fish oil',
    (locale) => {
      const plan = planFor(KEISHA, locale);
      for (const text of adviceOf(plan))
        expect(text).not.toMatch(/salmon|sardine|mackerel|三文鱼|沙丁鱼|鲭鱼/i);
      const products = plan.products.map((p) => p.productId);
      expect(products).toContain('p-algal-dha-200');
      expect(products).not.toContain('p-fishoil-600');
      expect(plan.profile.foodAllergies).toEqual(['fish', 'shellfish']);
    },
  );

  it.each(LOCALES)(
    '%s: glucosamine, krill oil and fish oil she takes are avoid with the reason',
    (locale) => {
      const plan = planFor(
        {
          ...KEISHA,
          supplements: [
            ...(KEISHA.supplements ?? []),
            { optionId: 'krill-oil', name: 'MegaRed krill oil', dose: 2, unit: 'capsule' },
            { name: 'Nordic Naturals fish oil 1000mg', dose: 1, unit: 'capsule' },
          ],
        },
        locale,
      );
      for (const name of [
        'Glucosamine Chondroitin Triple Strength',
        'MegaRed krill oil',
        'Nordic Naturals fish oil 1000mg',
      ]) {
        const review = plan.productReviews.find((r) => r.name === name);
        expect(review?.verdict, name).toBe('avoid');
        expect(JSON.stringify(review?.issues)).toMatch(locale === 'zh-CN' ? /过敏/ : /allergic/);
      }
    },
  );

  it('the food tips of a fish-eating person are shown without fish to someone allergic to it', () => {
    const base: Answers = { ...KEISHA, foodAllergies: [], foodFrequency: { fish: 'never' } };
    const without = planFor({ ...base, foodAllergies: ['fish', 'shellfish'] }, 'en-US');
    for (const f of without.findings.filter((x) => x.id.startsWith('food')))
      expect(f.text, f.id).not.toMatch(FISH_OR_SHELLFISH);
  });

  it.each([
    [['fish'], 'omega3', 600, 'mg', 'p-fishoil-600'],
    [['milk'], 'protein', 20, 'g', 'p-protein-whey'],
    [['soy'], 'protein', 20, 'g', 'p-protein-soy'],
  ] as const)(
    'a %j allergy: the catalogue product made from it is never chosen',
    (allergens, nutrient, dose, unit, product) => {
      const rec = [{ nutrient, dose, unit }];
      const plain = productsFor(rec, { avoidSubstances: [], locale: 'en-US' }).map((p) => p.productId);
      const allergic = productsFor(rec, {
        avoidSubstances: [],
        locale: 'en-US',
        avoidForms: allergenFormsOf(allergens),
      }).map((p) => p.productId);
      expect(allergic).not.toContain(product);
      if (plain.includes(product)) expect(allergic).not.toEqual(plain);
    },
  );

  it.each([
    [
      ['fish'],
      'Protein is low: add fish, poultry, eggs, dairy or soy foods to each meal',
      'Protein is low: add poultry, eggs, dairy or soy foods to each meal',
    ],
    [
      ['milk', 'egg'],
      'Protein is low: add fish, poultry, eggs, dairy or soy foods to each meal',
      'Protein is low: add fish, poultry or soy foods to each meal',
    ],
    [
      ['soy'],
      'Protein is low: add fish, poultry, eggs, dairy or soy foods to each meal',
      'Protein is low: add fish, poultry, eggs, dairy to each meal',
    ],
    [
      ['tree_nut'],
      'food covers it (whole grains and beans, lean meat, dairy, eggs, nuts), with no need',
      'food covers it (whole grains and beans, lean meat, dairy, eggs), with no need',
    ],
  ] as const)('a food list without %j', (allergens, text, want) => {
    expect(withoutAllergenFoods(text, allergens, false)).toBe(want);
  });

  it('a food list in Chinese, and a sentence that cannot drop the food says so', () => {
    expect(withoutAllergenFoods('蛋白质偏低：每餐加鱼、禽、蛋、奶或豆制品', ['fish', 'milk'], true)).toBe(
      '蛋白质偏低：每餐加禽、蛋或豆制品',
    );
    expect(withoutAllergenFoods('Use iodised salt and eat seafood', ['shellfish'], false)).toBe(
      'Use iodised salt',
    );
    expect(withoutAllergenFoods('Shrimp is a source of iodine', ['shellfish'], false)).toMatch(
      /\(but no shellfish: you are allergic\)$/,
    );
  });

  it('each allergen of FALCPA and EU 1169/2011 has its words, its products and both texts', () => {
    expect(FOOD_ALLERGENS_TABLE.map((r) => r.id)).toEqual([
      'fish',
      'shellfish',
      'peanut',
      'tree_nut',
      'milk',
      'egg',
      'soy',
      'wheat',
      'sesame',
    ]);
    for (const r of FOOD_ALLERGENS_TABLE) {
      expect(r.productText.zh, r.id).not.toMatch(/[A-Za-z]{4,}/);
      expect(r.productText.en, r.id).toMatch(/allergic/);
    }
  });

  it.each(LOCALES)('%s: another food allergy as typed is named as not matched', (locale) => {
    const plan = planFor({ ...KEISHA, otherFoodAllergy: 'kiwi' }, locale);
    const finding = plan.findings.find((f) => f.id === 'food-allergy-other');
    expect(finding?.text).toMatch(/kiwi/);
    expect(finding?.text).toMatch(locale === 'zh-CN' ? /过敏原说明/ : /allergen statement/);
  });

  it('the questionnaire takes the allergies and another one as typed, within bounds', () => {
    const ok = answersSchema.safeParse({ ...KEISHA, otherFoodAllergy: 'kiwi' });
    expect(ok.success).toBe(true);
    expect(answersSchema.safeParse({ ...KEISHA, foodAllergies: ['fish', 'latex'] }).success).toBe(false);
    expect(answersSchema.safeParse({ ...KEISHA, otherFoodAllergy: 'x'.repeat(61) }).success).toBe(false);
  });
});

describe('the original AREDS formula for a smoker (en P1 #1)', () => {
  it.each(LOCALES)(
    '%s: PreserVision AREDS is avoid with the beta-carotene reason; AREDS2 is not',
    (locale) => {
      const plan = planFor(
        {
          ...HAROLD,
          supplements: [
            ...(HAROLD.supplements ?? []),
            { name: 'PreserVision AREDS 2 Formula', dose: 2, unit: 'capsule' },
            { name: 'Ocuvite AREDS eye vitamin', dose: 1, unit: 'tablet' },
          ],
        },
        locale,
      );
      for (const name of ['PreserVision AREDS (original formula)', 'Ocuvite AREDS eye vitamin']) {
        const review = plan.productReviews.find((r) => r.name === name);
        expect(review?.verdict, name).toBe('avoid');
        expect(JSON.stringify(review?.issues)).toMatch(locale === 'zh-CN' ? /β-胡萝卜素/ : /beta-carotene/);
      }
      const areds2 = plan.productReviews.find((r) => r.name === 'PreserVision AREDS 2 Formula');
      expect(areds2?.verdict).not.toBe('avoid');
    },
  );

  it.each(['former', 'never'] as const)('smoking %s', (smoking) => {
    const plan = planFor({ ...HAROLD, smoking }, 'en-US');
    const v = plan.productReviews.find((r) => r.name === 'PreserVision AREDS (original formula)')?.verdict;
    if (smoking === 'former') expect(v).toBe('avoid');
    else expect(v).not.toBe('avoid');
  });
});
