/**
 * Issue 15 §4 (amounts that mean what they say) and §5 (diet pattern and activity) through the engine,
 * in both locales. Example tables come from the cited sources (NIH ODS fact sheets, IOM 2001, the
 * Vegan Society, ACSM/ISSN); assertions check numbers, kinds and keys, never one fixed phrase.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { SUPPLEMENT_SALT_FORMS, type Answers, type SupplementIntake } from '../contracts/questionnaire';
import { foodSourcesFor } from '../foods';
import { EXCLUDED_BY_PATTERN } from '../intake';
import { CN_DRI } from '../knowledge/dri-cn';
import { US_DRI } from '../knowledge/dri-us';
import { ANIMAL_FOOD_GROUP, FOOD_SOURCES } from '../knowledge/foods';
import { SALT_FORMS } from '../knowledge/salts';
import { NUTRIENT_KEYS } from '../nutrients';
import { VEGAN_B12 } from '../recommend';
import { SPORTS_PROTEIN, VEGETARIAN_FACTORS } from '../targets';
import { planFor } from './index';
import { LOCALES, person, recOf, statusOf } from '../testing';

const woman: Answers = person('female', 32, 162, 56, 'moderate');
const man: Answers = person('male', 30, 180, 75, 'light');

describe('§4 salts are counted as the element (knowledge/salts.ts)', () => {
  it('the table covers exactly the contract ids, each sourced, each example = salt × fraction (±2 %)', () => {
    expect(SALT_FORMS.map((s) => s.id).sort()).toEqual([...SUPPLEMENT_SALT_FORMS].sort());
    for (const s of SALT_FORMS) {
      expect(s.source.ref.length).toBeGreaterThan(20);
      expect(s.fraction).toBeGreaterThan(0);
      expect(s.fraction).toBeLessThan(1);
      expect(s.example.saltMg * s.fraction).toBeCloseTo(s.example.elementMg, -0.5);
      expect(
        Math.abs(s.example.saltMg * s.fraction - s.example.elementMg) / s.example.elementMg,
      ).toBeLessThan(0.02);
    }
  });

  // Published examples: NIH ODS Iron (20 % / 33 % / 12 %), Calcium (40 % / 21 %), Zinc (23 %).
  const TABLE: readonly [SupplementIntake, string, number][] = [
    [{ name: 'ferrous sulfate', dose: 325, unit: 'mg' }, 'iron', 65],
    [{ name: '硫酸亚铁片', dose: 0.3, unit: 'g' }, 'iron', 60],
    [{ optionId: 'iron-ferrous-sulfate', dose: 300, unit: 'mg', form: 'ferrous_fumarate' }, 'iron', 99],
    [{ name: 'ferrous gluconate', dose: 325, unit: 'mg' }, 'iron', 39],
    [{ name: 'calcium carbonate', dose: 1250, unit: 'mg' }, 'calcium', 500],
    [{ name: '碳酸钙', dose: 1.5, unit: 'g' }, 'calcium', 600],
    [{ optionId: 'calcium-citrate', dose: 950, unit: 'mg', form: 'calcium_citrate' }, 'calcium', 199.5],
    [{ name: 'zinc sulfate', dose: 220, unit: 'mg' }, 'zinc', 50.6],
    [{ name: 'magnesium oxide', dose: 400, unit: 'mg' }, 'magnesium', 240],
  ];
  for (const locale of LOCALES) {
    it.each(TABLE)(`${locale}: %o → %s %d mg`, (s, nutrient, element) => {
      const p = planFor({ ...woman, supplements: [s] }, locale);
      expect(statusOf(p, nutrient).fromSupplements).toBeCloseTo(element, 1);
      const review = p.productReviews[0]!;
      const amount = review.amounts?.find((a) => a.nutrient === nutrient);
      expect(amount?.amount).toBeCloseTo(element, 1);
      const saltMg = s.unit === 'g' ? s.dose * 1000 : s.dose;
      expect(amount?.salt?.mg).toBeCloseTo(saltMg, 3);
      // The review says both amounts, in the plan's language.
      const line = review.issues[0]!;
      expect(line).toContain(String(saltMg));
      const numbers = (line.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
      expect(numbers.some((x) => Math.abs(x - element) / element < 0.01)).toBe(true);
      expect(/[\u4e00-\u9fff]/.test(line)).toBe(locale === 'zh-CN');
    });
  }

  it('a catalogue option without a form keeps its elemental amount; a label sold by the element is not divided', () => {
    for (const locale of LOCALES) {
      const p = planFor(
        { ...woman, supplements: [{ optionId: 'iron-ferrous-sulfate', dose: 65, unit: 'mg' }] },
        locale,
      );
      expect(statusOf(p, 'iron').fromSupplements).toBe(65);
      expect(p.productReviews[0]!.amounts?.[0]?.salt).toBeUndefined();
      // "zinc gluconate 50 mg" labels state the element (NIH ODS Zinc): counted as 50 mg zinc.
      const z = planFor(
        { ...woman, supplements: [{ name: 'zinc gluconate', dose: 50, unit: 'mg' }] },
        locale,
      );
      expect(statusOf(z, 'zinc').fromSupplements).toBe(50);
    }
  });
});

describe('§4 a prescribed dose above the UL is "keep taking it as prescribed"', () => {
  const elevit = (prescribed: boolean): Answers => ({
    ...woman,
    lifeStage: 'pregnant_t2',
    supplements: [{ optionId: 'elevit', dose: 800, unit: 'ug', ...(prescribed ? { prescribed: true } : {}) }],
  });
  for (const locale of LOCALES) {
    it(`${locale}: 60 mg iron prenatal — keep, within the WHO antenatal range, prescribed or not`, () => {
      const rx = planFor(elevit(true), locale).productReviews[0]!;
      expect(rx.verdict).toBe('keep');
      // No word telling her to stop or cut down the prescribed product.
      expect(rx.issues.join(' ')).not.toMatch(/停用|停止|减少|减量|\bstop\b|\breduce\b|cut down/i);
      // Decision (issue 31 §3): up to 60 mg iron in pregnancy is WHO's antenatal range (2016, A.2.1):
      // keep it and tell the obstetrician, not "over the UL".
      const self = planFor(elevit(false), locale).productReviews[0]!;
      expect(self.verdict).toBe('keep');
      expect(self.overUl ?? []).toEqual([]);
      expect(self.issues.join(' ')).toMatch(locale === 'zh-CN' ? /30–60 mg/ : /WHO antenatal range/);
    });
  }
});

describe('issue 31 §3: iron in pregnancy above the WHO antenatal 60 mg is still over the UL', () => {
  for (const locale of LOCALES) {
    it(`${locale}: prenatal 60 mg + ferrous sulfate 65 mg`, () => {
      const p = planFor(
        {
          ...woman,
          lifeStage: 'pregnant_t2',
          supplements: [
            { optionId: 'elevit', dose: 800, unit: 'ug' },
            { optionId: 'iron-ferrous-sulfate', dose: 65, unit: 'mg' },
          ],
        },
        locale,
      );
      expect(p.productReviews.some((r) => r.verdict === 'over_ul')).toBe(true);
    });
  }
});

describe('§4 the vitamin A UL counts preformed vitamin A only', () => {
  for (const locale of LOCALES) {
    it(`${locale}: 4 multivitamins with retinol pass the UL, the same with beta-carotene do not`, () => {
      const four = (optionId: string) =>
        planFor({ ...woman, supplements: [{ optionId, dose: 360, unit: 'mg' }] }, locale);
      const retinol = four('multivitamin-adult');
      const carotene = four('multivitamin-beta-carotene');
      // Both give 3,600 µg RAE towards the target…
      expect(statusOf(retinol, 'vitaminA').fromSupplements).toBeCloseTo(3600, 0);
      expect(statusOf(carotene, 'vitaminA').fromSupplements).toBeCloseTo(3600, 0);
      // …but only retinol counts against the 3,000 µg UL; plant carotenoids in food do not either.
      expect(statusOf(retinol, 'vitaminA').ulCounted!).toBeGreaterThan(3000);
      expect(statusOf(carotene, 'vitaminA').ulCounted!).toBeLessThan(statusOf(carotene, 'vitaminA').fromFood);
      expect(retinol.productReviews[0]!.overUl?.some((o) => o.nutrient === 'vitaminA')).toBe(true);
      expect(carotene.productReviews[0]!.overUl?.some((o) => o.nutrient === 'vitaminA') ?? false).toBe(false);
      expect(carotene.productReviews[0]!.amounts?.find((a) => a.nutrient === 'vitaminA')?.preformed).toBe(0);
    });
  }
});

describe('§4 labels name AI vs RNI/RDA and the table and year actually used', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every nutrient's target reason matches its DRI row`, () => {
      const p = planFor(woman, locale);
      for (const key of NUTRIENT_KEYS) {
        const text = statusOf(p, key).reasons.find((r) => r.ref === `target:${key}`)!.text;
        if (locale === 'zh-CN') {
          const row = CN_DRI[key];
          expect(text.includes('适宜摄入量'), key).toBe(row.basis === 'AI');
          expect(text.includes('推荐摄入量'), key).toBe(row.basis === 'RNI');
          expect(text.includes(String(row.edition)), key).toBe(true);
          expect(text.includes(String(row.edition === 2023 ? 2013 : 2023)), key).toBe(false);
        } else {
          const row = US_DRI[key];
          expect(text.includes('Adequate Intake'), key).toBe(row.basis === 'AI');
          expect(text.includes('Recommended Dietary Allowance'), key).toBe(row.basis === 'RDA');
          expect(text.includes(row.report), key).toBe(true);
        }
      }
    });
  }
});

describe('§4 labs outrank questionnaire estimates', () => {
  // A vegan who never eats animal foods (food B12 ≈ 0) with in-range status markers.
  const vegan: Answers = {
    ...man,
    dietPattern: 'vegan',
    foodFrequency: { dairy: 'never', fish: 'never', redMeat: 'never', eggs: 'never', vegetables: 'never' },
  };
  const NORMAL: readonly [string, number, string, string][] = [
    ['serumB12', 400, 'pmol/L', 'vitaminB12'],
    ['serumFolate', 20, 'nmol/L', 'folate'],
    ['vitaminD25OH', 75, 'nmol/L', 'vitaminD'],
    ['ferritin', 80, 'ng/mL', 'iron'],
  ];
  for (const locale of LOCALES) {
    it.each(NORMAL)(`${locale}: normal %s %d %s → %s not insufficient`, (marker, value, unit, nutrient) => {
      const p = planFor({ ...vegan, labs: [{ marker, value, unit }] }, locale);
      expect(p.reportAnalysis?.markers.find((m) => m.key === marker)?.flag).toBe('normal');
      const s = statusOf(p, nutrient);
      expect(s.level).toBe('good');
      expect(s.reasons[0]!.kind).toBe('lab');
    });
  }
});

describe('§5 diet pattern', () => {
  // IOM 2001 via NIH ODS: vegetarian iron 1.8 × RDA (women 19–50: 18 → 32; men: 8 → 14), zinc up to +50 %.
  const TABLE: readonly [Answers, number, number][] = [
    [{ ...woman, dietPattern: 'vegetarian' }, 32, 12],
    [{ ...man, dietPattern: 'vegan' }, 14, 17],
    [{ ...woman, dietPattern: 'vegan', lifeStage: 'pregnant_t2' }, 45, 17],
  ];
  it.each(TABLE)('en-US %o: iron %d mg, zinc %d mg (never above the UL)', (a, iron, zinc) => {
    const p = planFor(a, 'en-US');
    expect(statusOf(p, 'iron').target).toBe(iron);
    expect(statusOf(p, 'zinc').target).toBe(zinc);
    expect(statusOf(p, 'iron').target).toBeLessThanOrEqual(statusOf(p, 'iron').ul!);
    expect(statusOf(p, 'iron').reasons.some((r) => r.ref === 'target-adjustment:vegetarian_iron')).toBe(true);
    expect(VEGETARIAN_FACTORS.iron).toBe(1.8);
  });
  it('zh-CN keeps the Chinese table figures (they print no vegetarian factor); omnivores unchanged', () => {
    expect(statusOf(planFor({ ...woman, dietPattern: 'vegetarian' }, 'zh-CN'), 'iron').target).toBe(18);
    expect(statusOf(planFor(woman, 'en-US'), 'iron').target).toBe(18);
    expect(statusOf(planFor({ ...woman, dietPattern: 'pescatarian' }, 'en-US'), 'iron').target).toBe(18);
  });

  for (const locale of LOCALES) {
    it(`${locale}: vegans get B12 at a vegan dose (≥ ${VEGAN_B12.dailyUg} µg/day), also with a normal B12 lab`, () => {
      const a: Answers = { ...man, dietPattern: 'vegan' };
      for (const answers of [a, { ...a, labs: [{ marker: 'serumB12', value: 400, unit: 'pmol/L' }] }]) {
        const p = planFor(answers, locale);
        expect(recOf(p, 'vitaminB12')?.dose).toBeGreaterThanOrEqual(10);
        expect(recOf(p, 'vitaminB12')?.supervised).toBeUndefined();
        expect(recOf(p, 'vitaminB12')?.reasons.some((r) => r.source.ref.includes('Vegan Society'))).toBe(
          true,
        );
      }
      // A B12 product already giving ≥ 10 µg a day: nothing more.
      const taking = planFor(
        { ...a, supplements: [{ optionId: 'vitamin-b12-1000', dose: 1000, unit: 'ug' }] },
        locale,
      );
      expect(recOf(taking, 'vitaminB12')).toBeUndefined();
    });

    it(`${locale}: food suggestions leave out what the diet pattern excludes`, () => {
      for (const pattern of ['vegan', 'vegetarian', 'pescatarian'] as const) {
        const excluded: readonly string[] = EXCLUDED_BY_PATTERN[pattern];
        for (const key of NUTRIENT_KEYS) {
          for (const f of foodSourcesFor(key, locale, 100, pattern)) {
            const row = FOOD_SOURCES.find((r) => (locale === 'zh-CN' ? r.zh : r.en) === f.name)!;
            const group = ANIMAL_FOOD_GROUP[row.en];
            expect(group === undefined || !excluded.includes(group), `${pattern} ${key} ${f.name}`).toBe(
              true,
            );
          }
        }
      }
      // A vegan with low protein gets a plant-only tip with plant examples.
      const p = planFor({ ...man, dietPattern: 'vegan', activityLevel: 'very_active' }, locale);
      const tip = p.findings.find((f) => f.id === 'food:protein');
      expect(tip).toBeDefined();
      const animalNames = FOOD_SOURCES.filter((r) => ANIMAL_FOOD_GROUP[r.en]).map((r) =>
        locale === 'zh-CN' ? r.zh : r.en,
      );
      for (const name of animalNames) expect(tip!.text.includes(name), name).toBe(false);
      // (蛋白质 is "protein": 蛋 followed by 白 is not an egg.)
      expect(tip!.text).not.toMatch(/鱼|禽|蛋(?!白)|牛奶|奶类|肉|fish|poultry|\begg|dairy|meat|chicken/i);
    });
  }

  it('every food row named as meat, fish, egg or milk is classed in ANIMAL_FOOD_GROUP', () => {
    const animal =
      /liver|pork|beef|chicken|turkey|ham|duck|kidney|fish|salmon|trout|tuna|sardine|oyster|crab|shrimp|cod|halibut|herring|mackerel|egg|milk|yogurt|cheese|mozzarella/i;
    for (const r of FOOD_SOURCES) {
      if (/kidney beans|peanut butter|soy/i.test(r.en)) continue;
      if (animal.test(r.en)) expect(ANIMAL_FOOD_GROUP[r.en], r.en).toBeDefined();
    }
  });
});

describe('§5 activity: very active or a muscle goal → protein 1.2–2.0 g/kg', () => {
  for (const locale of LOCALES) {
    it(`${locale}: 75 kg → 90–150 g; kidney disease keeps protein not raised`, () => {
      for (const a of [
        { ...man, activityLevel: 'very_active' as const },
        { ...man, goals: ['muscle' as const] },
      ]) {
        const p = planFor(a, locale);
        expect(p.profile.proteinTargetG).toBe(Math.round(SPORTS_PROTEIN.gPerKg.min * 75));
        expect(statusOf(p, 'protein').target).toBe(90);
        expect(statusOf(p, 'protein').reasons.some((r) => r.ref === 'target-adjustment:sports_protein')).toBe(
          true,
        );
        expect(p.findings.find((f) => f.id === 'energy')?.text).toContain('150');
      }
      const ckd = planFor({ ...man, activityLevel: 'very_active', conditions: ['kidney_disease'] }, locale);
      expect(statusOf(ckd, 'protein').managedBy).toBe('nephrologist');
      expect(statusOf(ckd, 'protein').target).toBeLessThan(90);
      expect(ckd.findings.find((f) => f.id === 'energy')?.text).not.toContain('150');
    });
  }
});

describe('§4 property: no non-supervised, non-prescribed dose exceeds the UL', () => {
  it('recommendations stay ≤ UL − what the UL counts; a self-chosen product above the UL is over_ul', () => {
    const saltEntry = fc.record({
      name: fc.constantFrom(
        'ferrous sulfate',
        '硫酸亚铁',
        'calcium carbonate',
        'zinc sulfate',
        'magnesium oxide',
      ),
      dose: fc.double({ min: 10, max: 3000, noNaN: true }),
      unit: fc.constant('mg' as const),
      prescribed: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(saltEntry, { maxLength: 3 }),
        fc.constantFrom<Locale>('zh-CN', 'en-US'),
        fc.constantFrom(undefined, 'vegan' as const, 'vegetarian' as const),
        (supplements, locale, dietPattern) => {
          const p = planFor({ ...woman, supplements, ...(dietPattern ? { dietPattern } : {}) }, locale);
          for (const r of p.recommendations) {
            const n = statusOf(p, r.nutrient);
            if (r.supervised || n.ul === null) continue;
            expect(n.ulCounted! + r.dose).toBeLessThanOrEqual(n.ul + 1e-6);
          }
          p.productReviews.forEach((rv, i) => {
            const over = rv.overUl ?? [];
            if (supplements[i]!.prescribed) expect(rv.verdict).not.toBe('over_ul');
            else if (over.length > 0) expect(rv.verdict).toBe('over_ul');
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});
