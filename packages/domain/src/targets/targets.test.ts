import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIFE_STAGES } from '../contracts/questionnaire';
import { NUTRIENT_KEYS, unitOf, type NutrientKey } from '../nutrients';
import { targetsFor, type TargetPerson } from '.';

type Expect = Partial<Record<NutrientKey, readonly [target: number, ul: number | null]>>;

function check(person: TargetPerson, locale: 'zh-CN' | 'en-US', expected: Expect, band: string): void {
  const t = targetsFor(person, locale);
  for (const [key, [target, ul]] of Object.entries(expected) as [
    NutrientKey,
    readonly [number, number | null],
  ][]) {
    expect(t[key].target, `${key} target`).toBe(target);
    expect(t[key].ul, `${key} UL`).toBe(ul);
  }
  expect(t.vitaminD.band).toBe(band);
}

const man = (age: number, weightKg = 70): TargetPerson => ({ sex: 'male', age, weightKg });
const woman = (age: number, lifeStage?: TargetPerson['lifeStage'], weightKg = 60): TargetPerson => ({
  sex: 'female',
  age,
  weightKg,
  lifeStage,
});

// Published US DRIs (NIH ODS fact sheets; protein/fibre from the IOM macronutrient report).
describe('targetsFor en-US (US DRIs)', () => {
  it('man, 30 y, 70 kg', () => {
    check(
      man(30),
      'en-US',
      {
        vitaminA: [900, 3000],
        vitaminD: [15, 100],
        vitaminC: [90, 2000],
        vitaminK: [120, null],
        folate: [400, 1000],
        calcium: [1000, 2500],
        iron: [8, 45],
        zinc: [11, 40],
        magnesium: [400, 350],
        iodine: [150, 1100],
        potassium: [3400, null],
        fiber: [38, null],
        protein: [56, null], // 0.8 g/kg × 70 kg
        omega3: [250, null],
      },
      'US 19–30 male',
    );
  });

  it('woman, 30 y, 60 kg', () => {
    check(
      woman(30),
      'en-US',
      {
        vitaminA: [700, 3000],
        vitaminD: [15, 100],
        iron: [18, 45],
        calcium: [1000, 2500],
        magnesium: [310, 350],
        zinc: [8, 40],
        fiber: [25, null],
        potassium: [2600, null],
        protein: [48, null],
      },
      'US 19–30 female',
    );
    expect(targetsFor(woman(40), 'en-US').magnesium.target).toBe(320);
  });

  it('over 70: vitamin D 20 µg, calcium 1200 mg with UL 2000', () => {
    check(
      man(75),
      'en-US',
      { vitaminD: [20, 100], calcium: [1200, 2000], vitaminB6: [1.7, 100], fiber: [30, null] },
      'US 71+ male',
    );
    check(
      woman(75),
      'en-US',
      { vitaminD: [20, 100], calcium: [1200, 2000], iron: [8, 45], fiber: [21, null] },
      'US 71+ female',
    );
  });

  it('51–70: women 1200 mg calcium, men 1000; UL 2000 for both', () => {
    check(
      woman(55),
      'en-US',
      { calcium: [1200, 2000], iron: [8, 45], vitaminD: [15, 100] },
      'US 51–70 female',
    );
    check(man(55), 'en-US', { calcium: [1000, 2000], magnesium: [420, 350] }, 'US 51–70 male');
  });

  it('18-year-olds use the 14–18 band', () => {
    check(
      man(18),
      'en-US',
      { calcium: [1300, 3000], iron: [11, 45], zinc: [11, 34], protein: [60, null] },
      'US 14–18 male',
    );
    check(
      woman(18),
      'en-US',
      { calcium: [1300, 3000], iron: [15, 45], magnesium: [360, 350] },
      'US 14–18 female',
    );
    check(
      woman(18, 'pregnant_t2'),
      'en-US',
      { iron: [27, 45], calcium: [1300, 3000], vitaminA: [750, 2800] },
      'US 14–18 female, pregnant',
    );
  });

  it('pregnancy (T2 and T3 alike): iron 27, folate 600 DFE, iodine 220, protein 1.1 g/kg', () => {
    for (const stage of ['pregnant_t2', 'pregnant_t3'] as const) {
      check(
        woman(30, stage, 65),
        'en-US',
        {
          iron: [27, 45],
          folate: [600, 1000],
          iodine: [220, 1100],
          vitaminA: [770, 3000],
          magnesium: [350, 350],
          protein: [72, null],
          fiber: [28, null],
        },
        'US 19–30 female, pregnant',
      );
    }
    check(
      woman(35, 'pregnant_t1'),
      'en-US',
      { magnesium: [360, 350], potassium: [2900, null] },
      'US 31–50 female, pregnant',
    );
  });

  it('lactation', () => {
    check(
      woman(32, 'lactating'),
      'en-US',
      {
        iodine: [290, 1100],
        vitaminA: [1300, 3000],
        iron: [9, 45],
        vitaminE: [19, 1000],
        folate: [500, 1000],
        protein: [78, null],
      },
      'US 31–50 female, lactating',
    );
  });

  it('marks supplement-only ULs', () => {
    const t = targetsFor(man(40), 'en-US');
    expect(t.magnesium.ulScope).toBe('supplements');
    expect(t.niacin).toMatchObject({ target: 16, ul: 35, ulScope: 'supplements' });
    expect(t.folate.ulScope).toBe('supplements');
    expect(t.calcium.ulScope).toBe('total');
    expect(t.vitaminK).toMatchObject({ ul: null, ulScope: null, basis: 'AI' });
    expect(t.vitaminD.basis).toBe('RDA');
  });
});

// Chinese DRIs 2023 (and 2013/WS/T 578 where dri-cn.ts says so).
describe('targetsFor zh-CN (Chinese DRIs)', () => {
  it('man, 30 y', () => {
    check(
      man(30),
      'zh-CN',
      {
        calcium: [800, 2000],
        vitaminD: [10, 50],
        iron: [12, 42],
        zinc: [12, 40],
        vitaminA: [770, 3000],
        folate: [400, 1000],
        vitaminC: [100, 2000],
        protein: [65, null],
        fiber: [25, null],
        omega3: [250, 2000],
      },
      'CN 30–49 male',
    );
  });

  it('woman, 30 y', () => {
    check(
      woman(30),
      'zh-CN',
      {
        calcium: [800, 2000],
        vitaminD: [10, 50],
        iron: [18, 42],
        zinc: [8.5, 40],
        vitaminA: [660, 3000],
        protein: [55, null],
      },
      'CN 30–49 female',
    );
    expect(targetsFor(woman(25), 'zh-CN').iron.band).toBe('CN 18–29 female');
  });

  it('vitamin D rises to 15 µg at 65; protein 72/62 g at 65+', () => {
    check(man(64), 'zh-CN', { vitaminD: [10, 50], protein: [65, null] }, 'CN 50–64 male');
    check(
      man(65),
      'zh-CN',
      { vitaminD: [15, 50], protein: [72, null], calcium: [800, 2000] },
      'CN 65–74 male',
    );
    check(man(80), 'zh-CN', { vitaminD: [15, 50], protein: [72, null], iron: [12, 42] }, 'CN 75+ male');
    check(
      woman(72),
      'zh-CN',
      { vitaminD: [15, 50], protein: [62, null], iron: [10, 42], calcium: [800, 2000] },
      'CN 65–74 female',
    );
  });

  it('pregnancy by trimester and lactation', () => {
    check(
      woman(28, 'pregnant_t1'),
      'zh-CN',
      { iron: [18, 42], protein: [55, null], folate: [600, 1000], vitaminC: [100, 2000] },
      'CN 18–29 female, pregnant T1',
    );
    check(
      woman(28, 'pregnant_t2'),
      'zh-CN',
      {
        iron: [25, 42],
        protein: [70, null],
        folate: [600, 1000],
        vitaminA: [730, 3000],
        iodine: [230, 600],
        calcium: [800, 2000],
        fiber: [29, null],
      },
      'CN 18–29 female, pregnant T2',
    );
    check(
      woman(33, 'pregnant_t3'),
      'zh-CN',
      {
        iron: [29, 42],
        protein: [85, null],
        vitaminC: [115, 2000],
        zinc: [10.5, 40],
        omega3: [250, 2000],
        thiamin: [1.5, null],
      },
      'CN 30–49 female, pregnant T3',
    );
    check(
      woman(33, 'lactating'),
      'zh-CN',
      {
        iron: [24, 42],
        protein: [80, null],
        vitaminA: [1260, 3000],
        iodine: [240, 600],
        folate: [550, 1000],
        zinc: [13, 40],
      },
      'CN 30–49 female, lactating',
    );
  });

  it('a mother over 49 is read against the childbearing-age base, not the post-menopausal one', () => {
    expect(targetsFor(woman(52, 'pregnant_t2'), 'zh-CN').iron).toMatchObject({
      target: 25,
      band: 'CN 30–49 female, pregnant T2',
    });
  });

  it('marks supplement-only ULs (folic acid, nicotinic acid)', () => {
    const t = targetsFor(woman(40), 'zh-CN');
    expect(t.folate).toMatchObject({ ul: 1000, ulScope: 'supplements', basis: 'RNI' });
    expect(t.niacin).toMatchObject({ target: 12, ul: 35, ulScope: 'supplements' });
    expect(t.magnesium).toMatchObject({ ul: null, ulScope: null });
    expect(t.vitaminE.basis).toBe('AI');
  });
});

describe('targetsFor: odd input', () => {
  it('a man with a life stage is treated as a man', () => {
    const t = targetsFor({ sex: 'male', age: 30, weightKg: 70, lifeStage: 'pregnant_t3' }, 'zh-CN');
    expect(t.iron.target).toBe(12);
    expect(t.iron.band).toBe('CN 30–49 male');
  });

  it('clamps ages: 10 → 18, 130 → 100', () => {
    expect(targetsFor(man(10), 'en-US').calcium.band).toBe('US 14–18 male');
    expect(targetsFor(man(130), 'zh-CN').vitaminD.band).toBe('CN 75+ male');
  });

  it('an unknown life stage is ignored', () => {
    const t = targetsFor({ sex: 'female', age: 30, weightKg: 60, lifeStage: 'x' as never }, 'en-US');
    expect(t.iron.band).toBe('US 19–30 female');
  });

  it('a missing weight falls back to the reference weight for US protein', () => {
    expect(targetsFor(man(30, Number.NaN), 'en-US').protein.target).toBe(56);
    expect(targetsFor(woman(30, undefined, Number.NaN), 'en-US').protein.target).toBe(46); // 0.8 × 57
  });
});

describe('targetsFor: properties', () => {
  const personArb = fc.record({
    sex: fc.constantFrom('male' as const, 'female' as const),
    age: fc.oneof(fc.integer({ min: -50, max: 200 }), fc.double()),
    weightKg: fc.oneof(fc.double({ min: 1, max: 500, noNaN: true }), fc.double()),
    lifeStage: fc.option(fc.constantFrom(...LIFE_STAGES), { nil: undefined }),
  });
  const localeArb = fc.constantFrom('zh-CN' as const, 'en-US' as const);

  it('never throws; every key present with its unit; target ≥ 0; total-scope target < UL', () => {
    fc.assert(
      fc.property(personArb, localeArb, (p, locale) => {
        const t = targetsFor(p, locale);
        for (const key of NUTRIENT_KEYS) {
          const n = t[key];
          expect(n.unit).toBe(unitOf(key));
          expect(Number.isFinite(n.target)).toBe(true);
          expect(n.target).toBeGreaterThanOrEqual(0);
          expect(n.source.ref.length).toBeGreaterThan(0);
          if (n.ul !== null && n.ulScope === 'total') expect(n.target).toBeLessThan(n.ul);
          if (n.ul === null) expect(n.ulScope).toBeNull();
        }
      }),
    );
  });

  it('US protein never falls as weight rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 25, max: 299, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (w, d) => {
          const a = targetsFor(man(40, w), 'en-US').protein.target;
          const b = targetsFor(man(40, w + d), 'en-US').protein.target;
          expect(b).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });
});

describe('after bariatric surgery thiamine and B12 targets are the team’s doses (ASMBS 2019)', () => {
  const person = (p: Partial<TargetPerson>): TargetPerson => ({
    sex: 'female',
    age: 40,
    weightKg: 80,
    conditions: ['bariatric_surgery'],
    ...p,
  });
  it.each([
    // [locale, sex, kidney, thiamin mg, B12 µg range]
    ['zh-CN', 'female', false, 12, [350, 1000]],
    ['en-US', 'female', false, 12, [350, 1000]],
    ['zh-CN', 'male', true, 12, [350, 1000]],
    ['en-US', 'male', true, 12, [350, 1000]],
  ] as const)('%s %s (kidney %s): thiamin %d mg, B12 %o µg', (locale, sex, kidney, b1, b12) => {
    const t = targetsFor(person({ sex, kidney }), locale);
    expect(t.thiamin.target).toBe(b1);
    expect(t.thiamin.adjustments?.at(-1)?.id).toBe('bariatric_thiamin');
    expect(t.thiamin.adjustments?.at(-1)?.text.zh).toMatch(/至少 12 毫克/);
    expect(t.thiamin.adjustments?.at(-1)?.text.en).toMatch(/at least 12 mg/);
    expect(t.vitaminB12.target).toBe(b12[0]);
    expect(t.vitaminB12.range).toEqual({ min: b12[0], max: b12[1] });
    expect(t.vitaminB12.adjustments?.at(-1)?.source.ref).toMatch(/ASMBS|Mechanick/);
  });

  it.each([
    // [locale, sex, DRI iron mg, bariatric iron mg] — CN 2023 men 12 mg, US men 8 mg, US women 18 mg
    ['zh-CN', 'male', 18],
    ['en-US', 'male', 18],
    ['en-US', 'female', 18],
  ] as const)('%s %s: iron target %d mg (ASMBS 2019: at least 18 mg)', (locale, sex, fe) => {
    const t = targetsFor(person({ sex }), locale);
    expect(t.iron.target).toBe(fe);
    if (sex === 'male') expect(t.iron.adjustments?.at(-1)?.text.en).toMatch(/at least 18 mg.*18–60 mg/);
  });

  it('without the operation the DRI figures stay', () => {
    const t = targetsFor(person({ conditions: [] }), 'zh-CN');
    expect(t.thiamin.target).toBeLessThan(2);
    expect(t.vitaminB12.target).toBeLessThan(5);
  });

  it('for anyone after the operation, thiamin ≥ 12 mg and B12 350–1000 µg', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('zh-CN' as const, 'en-US' as const),
        fc.constantFrom('male' as const, 'female' as const),
        fc.integer({ min: 18, max: 100 }),
        fc.integer({ min: 30, max: 250 }),
        fc.boolean(),
        fc.constantFrom(...LIFE_STAGES),
        (locale, sex, age, weightKg, kidney, lifeStage) => {
          const t = targetsFor(person({ sex, age, weightKg, kidney, lifeStage }), locale);
          expect(t.thiamin.target).toBeGreaterThanOrEqual(12);
          expect(t.vitaminB12.range?.min).toBe(350);
          expect(t.vitaminB12.range?.max).toBe(1000);
          expect(t.iron.target).toBeGreaterThanOrEqual(18);
          if (t.iron.ul !== null) expect(t.iron.target).toBeLessThanOrEqual(t.iron.ul);
        },
      ),
    );
  });
});
