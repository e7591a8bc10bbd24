import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Locale } from '../contracts/common';
import type { Answers, LabValue } from '../contracts/questionnaire';
import { analyseLabs } from '../labs';
import type { NutrientStatusDetail } from '../status';
import { recommendFor, TREATMENT_RULES, treatmentsFor, treatmentText } from './index';
import { person } from '../testing';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
const UNIT: Record<string, string> = {
  vitaminD25OH: 'nmol/L',
  ferritin: 'µg/L',
  serumB12: 'pmol/L',
  serumFolate: 'nmol/L',
};
const adult: Answers = person('female', 35, 165, 58, 'moderate');
/** `adult`'s recommendations with no interaction taboos: the cases differ in statuses and treatments. */
const recommendWith = (
  locale: Locale,
  statuses: NutrientStatusDetail[],
  more: Omit<Parameters<typeof recommendFor>[0], 'answers' | 'locale' | 'statuses' | 'taboos'> = {},
) => recommendFor({ answers: adult, locale, statuses, taboos: [], ...more });

const decide = (labs: LabValue[], locale: Locale, kidney = false) =>
  treatmentsFor(analyseLabs(labs, { sex: 'female', locale }).analysis.markers, { locale, kidney });
const nutrientsOf = (labs: LabValue[], locale: Locale) =>
  decide(labs, locale).treatments.map((t) => t.nutrient);

/** A lab-proven low status row (what statusFor gives for a low marker). */
function low(
  key: NutrientStatusDetail['key'],
  over: Partial<NutrientStatusDetail> = {},
): NutrientStatusDetail {
  const units = { iron: 'mg', vitaminD: 'ug', vitaminB12: 'ug', folate: 'ug' } as const;
  const uls = { iron: 42, vitaminD: 50, vitaminB12: null, folate: 1000 } as const;
  return {
    key,
    unit: units[key as keyof typeof units] ?? 'mg',
    target: 10,
    ul: uls[key as keyof typeof uls] ?? null,
    ulScope: key === 'folate' ? 'supplements' : 'total',
    fromFood: 5,
    fromSupplements: 0,
    score: 15,
    level: 'low',
    reasons: [{ kind: 'standard', ref: `target:${key}`, text: 't', source: { ref: 'DRI' } }],
    labDriven: true,
    strong: true,
    protected: false,
    ...over,
  };
}

describe('deficiency cut-offs (value < cut-off, on the reported value)', () => {
  it.each(LOCALES)('%s: 25-OH-D 29 vs 30 nmol/L; 11 vs 12 ng/mL (12 ng/mL = 29.95 → 30 nmol/L)', (locale) => {
    expect(nutrientsOf([{ marker: 'vitaminD25OH', value: 29, unit: 'nmol/L' }], locale)).toEqual([
      'vitaminD',
    ]);
    expect(nutrientsOf([{ marker: 'vitaminD25OH', value: 30, unit: 'nmol/L' }], locale)).toEqual([]);
    expect(nutrientsOf([{ marker: '25(OH)D', value: 11, unit: 'ng/mL' }], locale)).toEqual(['vitaminD']);
    expect(nutrientsOf([{ marker: '25(OH)D', value: 12, unit: 'ng/mL' }], locale)).toEqual([]);
  });

  it.each(LOCALES)('%s: ferritin 14 vs 15 µg/L', (locale) => {
    expect(nutrientsOf([{ marker: 'ferritin', value: 14, unit: 'μg/L' }], locale)).toEqual(['iron']);
    expect(nutrientsOf([{ marker: '铁蛋白', value: 15, unit: 'ng/mL' }], locale)).toEqual([]);
  });

  it('B12: < 150 pmol/L (WHO, zh-CN), < 148 pmol/L (NIH, en-US)', () => {
    expect(nutrientsOf([{ marker: 'B12', value: 149, unit: 'pmol/L' }], 'zh-CN')).toEqual(['vitaminB12']);
    expect(nutrientsOf([{ marker: 'B12', value: 150, unit: 'pmol/L' }], 'zh-CN')).toEqual([]);
    expect(nutrientsOf([{ marker: 'B12', value: 147, unit: 'pmol/L' }], 'en-US')).toEqual(['vitaminB12']);
    expect(nutrientsOf([{ marker: 'B12', value: 148, unit: 'pmol/L' }], 'en-US')).toEqual([]);
  });

  it.each(LOCALES)('%s: low folate is treated only once B12 is known to be normal', (locale) => {
    const folate = { marker: 'serumFolate', value: 5, unit: 'nmol/L' };
    const alone = decide([folate], locale);
    expect(alone.treatments).toEqual([]);
    expect(alone.held.map((h) => h.nutrient)).toEqual(['folate']);
    expect(alone.held[0]?.text).toMatch(/B12/);
    const withLowB12 = decide([folate, { marker: 'serumB12', value: 100, unit: 'pmol/L' }], locale);
    expect(withLowB12.treatments.map((t) => t.nutrient)).toEqual(['vitaminB12']);
    expect(withLowB12.held.map((h) => h.nutrient)).toEqual(['folate']);
    const withB12 = decide([folate, { marker: 'serumB12', value: 300, unit: 'pmol/L' }], locale);
    expect(withB12.treatments.map((t) => t.nutrient)).toEqual(['folate']);
  });

  // The old expectation sent iron deficiency to the nephrologist with kidney disease (review H4): the
  // cause of iron deficiency still has to be found, so the kidney team is an addition, not the referral.
  it('with kidney disease the kidney team supervises vitamin D; iron keeps its cause-finding referral', () => {
    const d = decide([{ marker: '25(OH)D', value: 20, unit: 'nmol/L' }], 'en-US', true).treatments[0]!;
    expect(d.see).toBe('your nephrologist');
    const iron = treatmentsFor(
      analyseLabs([{ marker: 'ferritin', value: 9, unit: 'µg/L' }], { sex: 'male', locale: 'en-US' }).analysis
        .markers,
      { locale: 'en-US', kidney: true, sex: 'male', age: 45 },
    ).treatments[0]!;
    expect(iron.see).toMatch(/gastroenterologist/);
    expect(iron.see).not.toMatch(/nephrologist/);
    expect(treatmentText(iron, 'en-US')).toMatch(/tell your kidney team too/);
  });
});

describe('iron deficiency: who finds the cause depends on sex, age and life stage (review H4)', () => {
  type Row = [
    sex: 'male' | 'female',
    age: number,
    lifeStage: string,
    locale: Locale,
    group: string,
    see: RegExp,
    why: RegExp,
    notWhy: RegExp | null,
  ];
  // BSG IDA guideline (Gut 2021); NICE NG88 (2018/2021); BSH pregnancy (2020); 中国缺铁性贫血共识 2018.
  const table: Row[] = [
    ['male', 45, 'none', 'zh-CN', 'gi', /消化科/, /消化道失血.*胃镜和结肠镜/, /月经/],
    [
      'male',
      45,
      'none',
      'en-US',
      'gi',
      /gastroenterologist/,
      /blood loss from the gut.*colonoscopy/,
      /period/i,
    ],
    ['male', 19, 'none', 'zh-CN', 'gi', /消化科/, /消化道/, /月经/],
    ['female', 55, 'none', 'zh-CN', 'gi', /消化科/, /绝经后女性/, /月经量多/],
    ['female', 50, 'none', 'en-US', 'gi', /gastroenterologist/, /post-menopausal/, /heavy periods/],
    ['female', 49, 'none', 'zh-CN', 'menstruating', /妇科/, /月经量多/, null],
    ['female', 18, 'none', 'en-US', 'menstruating', /gynaecologist/, /heavy periods/, null],
    ['female', 30, 'pregnant_t2', 'zh-CN', 'pregnant', /^产科医生$/, /孕期/, /月经|胃镜/],
    ['female', 30, 'pregnant_t1', 'en-US', 'pregnant', /obstetrician/, /pregnancy/, /period|colonoscopy/],
    ['female', 32, 'lactating', 'zh-CN', 'postpartum', /产科/, /分娩失血/, /月经/],
    ['female', 32, 'lactating', 'en-US', 'postpartum', /obstetrician/, /blood loss at delivery/, /period/],
  ];
  it.each(table)('%s %d (%s, %s) → %s', (sex, age, lifeStage, locale, group, see, why, notWhy) => {
    const markers = analyseLabs([{ marker: 'ferritin', value: 9, unit: 'µg/L' }], { sex, locale }).analysis
      .markers;
    const d = treatmentsFor(markers, { locale, sex, age, lifeStage }).treatments[0]!;
    expect(d.group).toBe(group);
    expect(d.see).toMatch(see);
    expect(d.see).not.toMatch(/肾内科|nephrologist/);
    const text = treatmentText(d, locale);
    expect(text).toMatch(why);
    if (notWhy) expect(text).not.toMatch(notWhy);
  });

  it.each(LOCALES)(
    '%s: the referral urgency rises to within a week when haemoglobin shows anaemia',
    (locale) => {
      const labs: LabValue[] = [
        { marker: 'ferritin', value: 9, unit: 'µg/L' },
        { marker: 'hemoglobin', value: 110, unit: 'g/L' },
      ];
      const markers = analyseLabs(labs, { sex: 'male', locale }).analysis.markers;
      const man = treatmentsFor(markers, { locale, sex: 'male', age: 62 }).treatments[0]!;
      expect(man.rule.urgency).toBe('days');
      expect(treatmentText(man, locale)).toMatch(locale === 'zh-CN' ? /一周内就医/ : /within a week/);
      const woman = treatmentsFor(markers, { locale, sex: 'female', age: 30 }).treatments[0]!;
      expect(woman.rule.urgency).toBe('weeks');
      const noHb = treatmentsFor(analyseLabs([labs[0]!], { sex: 'male', locale }).analysis.markers, {
        locale,
        sex: 'male',
        age: 62,
      }).treatments[0]!;
      expect(noHb.rule.urgency).toBe('weeks');
    },
  );

  it('cites the dose guideline and the referral guideline', () => {
    const markers = analyseLabs([{ marker: 'ferritin', value: 9, unit: 'µg/L' }], {
      sex: 'female',
      locale: 'zh-CN',
    }).analysis.markers;
    const d = treatmentsFor(markers, { locale: 'zh-CN', sex: 'female', age: 30 }).treatments[0]!;
    expect(d.rule.source.ref).toMatch(/Gut 2021/);
    expect(d.rule.source.ref).toMatch(/NICE NG88/);
    expect(d.reason.text).toBe('化验：铁蛋白 9 µg/L，低于缺乏界值 15 µg/L');
  });
});

describe('supervised treatment doses', () => {
  const treat = (labs: LabValue[], locale: Locale) => decide(labs, locale).treatments;

  it.each(LOCALES)(
    '%s: ferritin 10 → 60 mg elemental iron, above the UL, supervised, retest 4–8 weeks',
    (locale) => {
      const r = recommendWith(locale, [low('iron')], {
        treatments: treat([{ marker: 'ferritin', value: 10, unit: 'ng/mL' }], locale),
      });
      const iron = r.recommendations[0]!;
      expect(iron).toMatchObject({
        nutrient: 'iron',
        dose: 60,
        supervised: true,
        doseRange: { min: 60, max: 120 },
        urgency: 'weeks',
        retestWeeks: { min: 4, max: 8 },
      });
      expect(iron.dose + 5).toBeGreaterThan(42);
      expect(iron.timing).toMatch(locale === 'zh-CN' ? /医生监督/ : /under medical supervision/);
      expect(iron.reason).toMatch(locale === 'zh-CN' ? /隔天|查明原因/ : /find|cause/);
      expect(iron.reasons.some((x) => x.kind === 'lab' && x.source.ref.includes('BSG'))).toBe(true);
    },
  );

  it.each(LOCALES)('%s: 25-OH-D 20 nmol/L → 2,000 IU (50 µg) a day, retest 8–12 weeks', (locale) => {
    const r = recommendWith(locale, [low('vitaminD', { fromFood: 2 })], {
      treatments: treat([{ marker: 'vitaminD25OH', value: 20, unit: 'nmol/L' }], locale),
    });
    expect(r.recommendations[0]).toMatchObject({ nutrient: 'vitaminD', dose: 50, supervised: true });
    expect(r.recommendations[0]?.reason).toMatch(/2,?000 IU/);
    expect(r.recommendations[0]?.retestWeeks).toEqual({ min: 8, max: 12 });
  });

  it('current supplements count towards the treatment dose; a full dose already taken → see the doctor', () => {
    const treatments = treat([{ marker: 'ferritin', value: 10, unit: 'ng/mL' }], 'en-US');
    const part = recommendWith('en-US', [low('iron', { fromSupplements: 15 })], { treatments });
    expect(part.recommendations[0]?.dose).toBe(45);
    const full = recommendWith('en-US', [low('iron', { fromSupplements: 65 })], { treatments });
    expect(full.recommendations).toEqual([]);
    expect(full.skipped[0]).toMatchObject({ nutrient: 'iron', why: 'at_treatment' });
  });

  it.each(LOCALES)(
    '%s: on an anticoagulant a low ferritin means "see the doctor about blood loss", no iron',
    (locale) => {
      const r = recommendWith(locale, [low('iron')], {
        onAnticoagulant: true,
        treatments: treat([{ marker: 'ferritin', value: 10, unit: 'ng/mL' }], locale),
      });
      expect(r.recommendations).toEqual([]);
      expect(r.skipped[0]).toMatchObject({ nutrient: 'iron', why: 'anticoagulant', urgent: true });
      expect(r.skipped[0]?.text).toMatch(locale === 'zh-CN' ? /失血/ : /blood loss/);
      // Without labs: no iron either.
      const noLab = recommendWith(locale, [low('iron', { labDriven: false })], { onAnticoagulant: true });
      expect(noLab.recommendations).toEqual([]);
      expect(noLab.skipped[0]?.text).toMatch(locale === 'zh-CN' ? /化验/ : /blood test/);
    },
  );

  it('an avoid taboo still forbids a treatment', () => {
    const r = recommendFor({
      answers: adult,
      locale: 'en-US',
      statuses: [low('iron')],
      taboos: [
        {
          target: 'iron',
          management: 'avoid',
          severity: 'major',
          drug: 'X',
          drugId: 'x',
          ruleId: 'x-iron',
          advice: 'no',
          source: { ref: 's' },
        },
      ],
      treatments: treat([{ marker: 'ferritin', value: 10, unit: 'ng/mL' }], 'en-US'),
    });
    expect(r.recommendations).toEqual([]);
  });

  it('property: non-supervised doses stay ≤ UL − current intake; supervised ones stay within their guideline range', () => {
    const ruleArb = fc.constantFrom(...TREATMENT_RULES);
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.uniqueArray(ruleArb, { selector: (r) => r.nutrient }),
        fc.array(fc.double({ min: 0, max: 6000, noNaN: true }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.double({ min: 0, max: 400, noNaN: true }), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        (locale, rules, supps, values, anticoagulant) => {
          const labs: LabValue[] = rules.map((r, i) => ({
            marker: r.marker,
            value: values[i]!,
            unit: UNIT[r.marker] ?? '',
          }));
          const { treatments } = decide(labs, locale);
          const statuses = (['iron', 'vitaminD', 'vitaminB12', 'folate'] as const).map((k, i) =>
            low(k, { fromSupplements: supps[i]!, labDriven: true }),
          );
          const r = recommendWith(locale, statuses, { treatments, onAnticoagulant: anticoagulant });
          for (const rec of r.recommendations) {
            const s = statuses.find((x) => x.key === rec.nutrient)!;
            expect(rec.dose).toBeGreaterThan(0);
            if (rec.supervised) {
              const rule = TREATMENT_RULES.find((x) => x.nutrient === rec.nutrient)!;
              expect(treatments.some((t) => t.nutrient === rec.nutrient)).toBe(true);
              expect(s.fromSupplements + rec.dose).toBeLessThanOrEqual(rule.range.max + 1e-3); // the status shows current supplements to 3 decimals
              expect(rec.see && rec.urgency && rec.retestWeeks).toBeTruthy();
            } else if (s.ul !== null) {
              const counted = (s.ulScope === 'total' ? s.fromFood : 0) + s.fromSupplements + rec.dose;
              expect(counted).toBeLessThanOrEqual(s.ul + 1e-9);
            }
            if (anticoagulant) expect(rec.nutrient).not.toBe('iron');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
