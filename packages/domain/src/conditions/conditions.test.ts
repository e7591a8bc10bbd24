import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Locale } from '../contracts/common';
import type { LabMarkerResult } from '../contracts/plan';
import { analyseLabs, flagFor } from '../labs';
import {
  ckdStageFor,
  gestationalWeightGainFor,
  glucoseFindings,
  kdoqiProteinRange,
  kidneyContextFor,
  kidneyFindings,
  lactationFindings,
  prePregnancyBmiClass,
  pregnancyFindings,
  vitaminKSteadyFinding,
  weightLossEnergyFor,
} from './index';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

const marker = (key: string, value: number): LabMarkerResult => ({
  key,
  name: key,
  value,
  unit: '',
  refLow: null,
  refHigh: null,
  flag: 'normal',
  meaning: '',
  source: { ref: 't' },
});

describe('KDIGO GFR categories (KDIGO 2024 / 2012 Table 5)', () => {
  it.each([
    [120, 'G1'],
    [90, 'G1'],
    [89, 'G2'],
    [60, 'G2'],
    [59, 'G3a'],
    [45, 'G3a'],
    [44, 'G3b'],
    [30, 'G3b'],
    [29, 'G4'],
    [15, 'G4'],
    [14, 'G5'],
    [0, 'G5'],
  ] as const)('eGFR %s → %s', (egfr, stage) => {
    expect(ckdStageFor(egfr)).toBe(stage);
  });

  it('is total: NaN, negative → null', () => {
    expect(ckdStageFor(Number.NaN)).toBeNull();
    expect(ckdStageFor(-3)).toBeNull();
  });

  it('an eGFR < 60 alone counts as kidney disease; ≥ 60 does not', () => {
    expect(kidneyContextFor([], [marker('egfr', 59)])).toMatchObject({
      kidney: true,
      fromLabOnly: true,
      stage: 'G3a',
    });
    expect(kidneyContextFor([], [marker('egfr', 60)])).toMatchObject({ kidney: false, stage: 'G2' });
    expect(kidneyContextFor(['kidney_disease'], [])).toMatchObject({
      kidney: true,
      fromLabOnly: false,
      stage: null,
    });
  });
});

describe('serum potassium in kidney disease (KDIGO: ≥ 5.0 mmol/L is high)', () => {
  it.each(LOCALES)('%s: 4.9 normal, 5.0 high with CKD; WS/T 404.3 range (to 5.3) without', (locale) => {
    const ckd = { sex: 'male' as const, locale, ckd: true };
    expect(flagFor('serumPotassium', 4.9, ckd)?.flag).toBe('normal');
    expect(flagFor('serumPotassium', 5.0, ckd)?.flag).toBe('high');
    const plain = { sex: 'male' as const, locale };
    expect(flagFor('serumPotassium', 5.0, plain)?.flag).toBe('normal');
    expect(flagFor('serumPotassium', 5.3, plain)?.flag).toBe('normal');
    expect(flagFor('serumPotassium', 5.4, plain)?.flag).toBe('high');
  });

  it('an eGFR < 60 in the same report switches to the CKD range', () => {
    const labs = [
      { marker: 'eGFR', value: 25, unit: 'mL/min/1.73m2' },
      { marker: '血钾', value: 5.1, unit: 'mmol/L' },
    ];
    const k = analyseLabs(labs, { sex: 'female', locale: 'zh-CN' }).analysis.markers.find(
      (m) => m.key === 'serumPotassium',
    );
    expect(k?.flag).toBe('high');
    const withoutCkd = analyseLabs([labs[1]!], { sex: 'female', locale: 'zh-CN' }).analysis.markers[0];
    expect(withoutCkd?.flag).toBe('normal');
  });

  it.each(LOCALES)(
    '%s: findings name the stage, the high potassium, protein range and vitamin A',
    (locale) => {
      const k = kidneyContextFor(['kidney_disease'], [marker('egfr', 22), marker('serumPotassium', 5.6)]);
      const f = kidneyFindings(k, { locale, weightKg: 70, diabetes: false, vitaminASupplementUg: 0 });
      const main = f.find((x) => x.id === 'kidney')!;
      expect(main.severity).toBe('urgent');
      expect(main.text).toContain('G4');
      expect(main.text).toMatch(locale === 'zh-CN' ? /遵肾内科医生建议/ : /as your nephrologist advises/);
      // KDOQI 2020: 0.55–0.6 g/kg × 70 kg = 39–42 g (38.5 rounds to 39).
      expect(main.text).toContain('39–42');
      const kHigh = f.find((x) => x.id === 'ckd-potassium-high')!;
      expect(kHigh.severity).toBe('warning');
      expect(kHigh.text).toContain('5.6');
      expect(f.find((x) => x.id === 'ckd-vitamin-a')?.text).toMatch(/视黄醇|retinol/);
      for (const x of f) expect(x.reasons.every((r) => r.source.ref.length > 0)).toBe(true);
    },
  );

  it('K ≥ 6.0 in CKD is urgent', () => {
    const k = kidneyContextFor(['kidney_disease'], [marker('serumPotassium', 6.0)]);
    const f = kidneyFindings(k, { locale: 'en-US', weightKg: 70, diabetes: false, vitaminASupplementUg: 0 });
    expect(f.find((x) => x.id === 'ckd-potassium-high')?.severity).toBe('urgent');
  });

  it('KDOQI 2020 protein: 0.55–0.6 g/kg without diabetes, 0.6–0.8 with; only CKD 3–5', () => {
    expect(kdoqiProteinRange('G3b', 70, false)).toMatchObject({ min: 39, max: 42 });
    expect(kdoqiProteinRange('G4', 70, true)).toMatchObject({ min: 42, max: 56 });
    expect(kdoqiProteinRange('G2', 70, false)).toBeNull();
    expect(kdoqiProteinRange(null, 70, false)).toBeNull();
  });
});

describe('pregnancy: pre-pregnancy BMI and IOM 2009 weight gain (Table S-1)', () => {
  it.each([
    [18.4, 'underweight', [12.5, 18], [0.44, 0.58]],
    [18.5, 'normal', [11.5, 16], [0.35, 0.5]],
    [24.9, 'normal', [11.5, 16], [0.35, 0.5]],
    [25.0, 'overweight', [7, 11.5], [0.23, 0.33]],
    [29.9, 'overweight', [7, 11.5], [0.23, 0.33]],
    [30.0, 'obese', [5, 9], [0.17, 0.27]],
  ] as const)('BMI %s → %s, total %j kg, %j kg/week', (bmi, cls, total, rate) => {
    expect(prePregnancyBmiClass(bmi)).toBe(cls);
    expect(prePregnancyBmiClass(bmi, 'en-US')).toBe(cls);
    const row = gestationalWeightGainFor(bmi, 'en-US')!;
    expect(row.totalKg).toEqual(total);
    expect(row.rateKgWeek).toEqual(rate);
  });

  // zh-CN (review M13): WS/T 801-2022 Table 1 with China's BMI classes (WS/T 428-2013), first
  // trimester 0–2 kg, mid/late weekly mean (range).
  it.each([
    [18.4, 'underweight', [11, 16], 0.46, [0.37, 0.56]],
    [18.5, 'normal', [8, 14], 0.37, [0.26, 0.48]],
    [23.9, 'normal', [8, 14], 0.37, [0.26, 0.48]],
    [24.0, 'overweight', [7, 11], 0.3, [0.22, 0.37]],
    [27.9, 'overweight', [7, 11], 0.3, [0.22, 0.37]],
    [28.0, 'obese', [5, 9], 0.22, [0.15, 0.3]],
  ] as const)('zh-CN BMI %s → %s, total %j kg, %d (%j) kg/week', (bmi, cls, total, mean, rate) => {
    expect(prePregnancyBmiClass(bmi, 'zh-CN')).toBe(cls);
    const row = gestationalWeightGainFor(bmi, 'zh-CN')!;
    expect(row).toMatchObject({ totalKg: total, rateMean: mean, rateKgWeek: rate, firstTrimesterKg: [0, 2] });
  });

  it.each([
    // [height, pre-pregnancy kg, locale, expected text, not expected]
    [
      162,
      70.9,
      'zh-CN',
      /孕前BMI 27（超重）：整个孕期建议增重 7–11 千克，孕早期增重 0–2 千克，孕中晚期每周约 0.3（0.22–0.37）千克（WS\/T 801-2022）/,
      /IOM/,
    ],
    [
      162,
      70.9,
      'en-US',
      /BMI 27 \(overweight\): the advised total gain is 7–11.5 kg, about 0.23–0.33 kg a week .*IOM 2009/,
      /WS\/T/,
    ],
    // BMI 24.4: overweight in China, normal by WHO.
    [160, 62.5, 'zh-CN', /（超重）：整个孕期建议增重 7–11 千克/, /IOM/],
    [160, 62.5, 'en-US', /\(normal weight\): the advised total gain is 11.5–16 kg/, /WS\/T/],
  ] as const)(
    '%d cm, %d kg before pregnancy (%s): the locale’s standard',
    (heightCm, pre, locale, want, not) => {
      const f = pregnancyFindings({
        locale,
        heightCm,
        weightKg: pre + 5,
        prePregnancyWeightKg: pre,
        vitaminASupplementUg: 0,
        vitaminAFoodUg: 0,
      }).find((x) => x.id === 'pregnancy-weight-gain')!;
      expect(f.text).toMatch(want);
      expect(f.text).not.toMatch(not);
      expect(f.reasons[0]?.source.ref).toMatch(locale === 'zh-CN' ? /WS\/T 801-2022/ : /IOM\/NRC/);
    },
  );

  it.each(LOCALES)(
    '%s: with pre-pregnancy weight the range is shown; without it no weight class',
    (locale) => {
      // 165 cm, 60 kg before → BMI 22.0 (normal): 8–14 kg (WS/T 801-2022) / 11.5–16 kg (IOM 2009).
      const f = pregnancyFindings({
        locale,
        heightCm: 165,
        weightKg: 68,
        prePregnancyWeightKg: 60,
        vitaminASupplementUg: 0,
        vitaminAFoodUg: 500,
      });
      const gain = f.find((x) => x.id === 'pregnancy-weight-gain')!;
      expect(gain.text).toContain('22');
      expect(gain.text).toContain(locale === 'zh-CN' ? '8–14' : '11.5–16');
      expect(gain.text).toContain('8');
      const none = pregnancyFindings({
        locale,
        heightCm: 160,
        weightKg: 80,
        vitaminASupplementUg: 0,
        vitaminAFoodUg: 0,
      });
      const noGain = none.find((x) => x.id === 'pregnancy-weight-gain')!;
      expect(noGain.text).not.toMatch(/overweight|obes|超重|肥胖/i);
      const diet = none.find((x) => x.id === 'pregnancy-diet')!;
      expect(diet.text).toContain('400');
      expect(diet.text).toContain('200');
      expect(diet.text).toContain(locale === 'zh-CN' ? '420' : '450');
      expect(diet.text).toMatch(locale === 'zh-CN' ? /整个孕期/ : /whole pregnancy/);
    },
  );

  it.each(LOCALES)(
    '%s: retinol above the UL is a birth-defect warning, below it a form caution',
    (locale) => {
      const retinolFinding = (more: { prePregnancyWeightKg?: number; vitaminASupplementUg: number }) =>
        pregnancyFindings({ locale, heightCm: 160, weightKg: 60, vitaminAFoodUg: 400, ...more }).find(
          (x) => x.id === 'pregnancy-retinol',
        )!;
      const over = retinolFinding({ prePregnancyWeightKg: 55, vitaminASupplementUg: 3000 });
      expect(over.severity).toBe('urgent');
      expect(over.text).toMatch(locale === 'zh-CN' ? /畸形/ : /birth defects/);
      const under = retinolFinding({ vitaminASupplementUg: 800 });
      expect(under.severity).toBe('warning');
    },
  );

  it.each(LOCALES)('%s: lactation has its own advice (iodine target, choline, caffeine)', (locale) => {
    const [f] = lactationFindings({ locale, iodineTargetUg: locale === 'zh-CN' ? 240 : 290 });
    expect(f?.id).toBe('lactation');
    expect(f?.text).toContain(locale === 'zh-CN' ? '240' : '290');
    expect(f?.text).toContain(locale === 'zh-CN' ? '520' : '550');
  });
});

describe('anticoagulants: keep vitamin K steady', () => {
  it.each(LOCALES)('%s', (locale) => {
    const w = vitaminKSteadyFinding({
      locale,
      vitaminKAntagonist: { zh: '华法林', en: 'warfarin' },
      drugIds: ['warfarin'],
    });
    expect(w.text).toMatch(locale === 'zh-CN' ? /维生素K摄入稳定/ : /vitamin K intake steady/);
    expect(w.text).toContain('INR');
    expect(w.reasons[0]?.ref).toBe('drug:warfarin');
    const d = vitaminKSteadyFinding({ locale, vitaminKAntagonist: undefined, drugIds: ['apixaban'] });
    expect(d.text).not.toContain('INR');
  });
});

describe('glucose ranges (ADA 2025 Tables 2.1/2.5; China 2020)', () => {
  const ids = (locale: Locale, a1c: number | null, fpg: number | null, diabetes = false) =>
    glucoseFindings({
      locale,
      diabetes,
      markers: [
        ...(a1c === null ? [] : [marker('hba1c', a1c)]),
        ...(fpg === null ? [] : [marker('fastingGlucose', fpg)]),
      ],
    }).map((f) => f.id);

  it.each(LOCALES)('%s: HbA1c 5.6 / 5.7 / 6.4 / 6.5', (locale) => {
    expect(ids(locale, 5.6, null)).toEqual([]);
    expect(ids(locale, 5.7, null)).toEqual(['glucose-prediabetes']);
    expect(ids(locale, 6.4, null)).toEqual(['glucose-prediabetes']);
    expect(ids(locale, 6.5, null)).toEqual(['glucose-diabetes-range']);
  });

  it.each(LOCALES)('%s: fasting glucose 6.9 / 7.0', (locale) => {
    expect(ids(locale, null, 6.9)).toEqual(['glucose-prediabetes']);
    expect(ids(locale, null, 7.0)).toEqual(['glucose-diabetes-range']);
  });

  it('impaired fasting glucose starts at 5.6 (ADA) and 6.1 (China)', () => {
    expect(ids('en-US', null, 5.5)).toEqual([]);
    expect(ids('en-US', null, 5.6)).toEqual(['glucose-prediabetes']);
    expect(ids('zh-CN', null, 6.0)).toEqual([]);
    expect(ids('zh-CN', null, 6.1)).toEqual(['glucose-prediabetes']);
  });

  it.each(LOCALES)(
    '%s: known diabetes, HbA1c 7.1 is above the goal with a referral; 6.9 is not',
    (locale) => {
      const f = glucoseFindings({ locale, diabetes: true, markers: [marker('hba1c', 7.1)] });
      expect(f.map((x) => x.id)).toEqual(['glucose-above-goal']);
      expect(f[0]?.text).toMatch(locale === 'zh-CN' ? /内分泌科/ : /doctor/);
      expect(ids(locale, 6.9, null, true)).toEqual([]);
    },
  );

  // ADA Standards of Care 2025 §6 Table 6.4: level 1 < 3.9 mmol/L, level 2 < 3.0 mmol/L
  it.each([
    [2.6, 8.1, 'urgent', ['glucose-hypoglycaemia', 'glucose-above-goal']],
    [2.9, null, 'urgent', ['glucose-hypoglycaemia']],
    [3.0, null, 'warning', ['glucose-hypoglycaemia']],
    [3.8, 6.8, 'warning', ['glucose-hypoglycaemia']],
    [3.9, 6.8, null, []],
  ] as const)(
    'known diabetes, fasting glucose %s with HbA1c %s: hypoglycaemia (%s), never "above goal" for the glucose',
    (fpg, a1c, severity, expected) => {
      for (const locale of LOCALES) {
        const f = glucoseFindings({
          locale,
          diabetes: true,
          markers: [marker('fastingGlucose', fpg), ...(a1c === null ? [] : [marker('hba1c', a1c)])],
        });
        expect(f.map((x) => x.id)).toEqual(expected);
        const hypo = f.find((x) => x.id === 'glucose-hypoglycaemia');
        if (severity) expect(hypo?.severity).toBe(severity);
        const goal = f.find((x) => x.id === 'glucose-above-goal');
        if (goal) expect(goal.text).not.toContain(String(fpg));
        if (hypo) expect(hypo.text).toMatch(locale === 'zh-CN' ? /低血糖/ : /hypoglycaemia/);
      }
    },
  );

  it('any fasting glucose below 3.9 in diabetes is a hypoglycaemia finding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 38 }), (tenths) => {
        const f = glucoseFindings({
          locale: 'en-US',
          diabetes: true,
          markers: [marker('fastingGlucose', tenths / 10)],
        });
        expect(f.map((x) => x.id)).toEqual(['glucose-hypoglycaemia']);
      }),
    );
  });

  it('diabetes-range findings refer to a doctor in both languages', () => {
    expect(
      glucoseFindings({ locale: 'zh-CN', diabetes: false, markers: [marker('hba1c', 6.5)] })[0]?.text,
    ).toMatch(/就诊/);
    expect(
      glucoseFindings({ locale: 'en-US', diabetes: false, markers: [marker('hba1c', 6.5)] })[0]?.text,
    ).toMatch(/See your doctor/);
  });
});

describe('weight-loss energy target', () => {
  const base = { goals: ['weight_loss'], sex: 'female' as const, bmrKcal: 1400, tdeeKcal: 2100 };

  it('BMI ≥ 24 (zh-CN) / ≥ 25 (en-US) gives TDEE − 500 kcal', () => {
    expect(weightLossEnergyFor({ ...base, locale: 'zh-CN', bmi: 23.9 })).toBeNull();
    expect(weightLossEnergyFor({ ...base, locale: 'zh-CN', bmi: 24.0 })?.targetKcal).toBe(1600);
    expect(weightLossEnergyFor({ ...base, locale: 'en-US', bmi: 24.9 })).toBeNull();
    const us = weightLossEnergyFor({ ...base, locale: 'en-US', bmi: 25.0 })!;
    expect(us).toMatchObject({ targetKcal: 1600, deficitKcal: 500 });
    expect(us.finding.text).toContain('500');
  });

  it('never below the BMR or 1,200 / 1,500 kcal; none in pregnancy or without the goal', () => {
    expect(
      weightLossEnergyFor({ ...base, locale: 'en-US', bmi: 30, bmrKcal: 1300, tdeeKcal: 1560 }),
    ).toMatchObject({
      targetKcal: 1300,
      deficitKcal: 260,
    });
    expect(
      weightLossEnergyFor({ ...base, locale: 'en-US', bmi: 30, sex: 'male', bmrKcal: 1350, tdeeKcal: 1620 }),
    ).toMatchObject({ targetKcal: 1500 });
    expect(
      weightLossEnergyFor({ ...base, locale: 'en-US', bmi: 30, bmrKcal: 1200, tdeeKcal: 1200 }),
    ).toBeNull();
    expect(weightLossEnergyFor({ ...base, locale: 'en-US', bmi: 30, lifeStage: 'pregnant_t2' })).toBeNull();
    expect(weightLossEnergyFor({ ...base, locale: 'en-US', bmi: 30, goals: ['muscle'] })).toBeNull();
  });

  it('property: a target is below TDEE and at or above both the BMR and the sex floor', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.constantFrom('male' as const, 'female' as const),
        fc.double({ min: 10, max: 60, noNaN: true }),
        fc.integer({ min: 800, max: 2500 }),
        fc.double({ min: 1, max: 2, noNaN: true }),
        (locale, sex, bmi, bmr, factor) => {
          const r = weightLossEnergyFor({
            locale,
            goals: ['weight_loss'],
            sex,
            bmi,
            bmrKcal: bmr,
            tdeeKcal: bmr * factor,
          });
          if (!r) return;
          expect(r.targetKcal).toBeLessThan(Math.round(bmr * factor));
          expect(r.targetKcal).toBeGreaterThanOrEqual(bmr);
          expect(r.targetKcal).toBeGreaterThanOrEqual(sex === 'male' ? 1500 : 1200);
          expect(r.deficitKcal).toBeLessThanOrEqual(500);
        },
      ),
    );
  });
});

describe('lab meanings never tell a kidney patient to eat more potassium', () => {
  it.each(LOCALES)('%s: low potassium with CKD → kidney team, not "eat more vegetables"', (locale) => {
    const labs = [{ marker: 'serumPotassium', value: 3.2, unit: 'mmol/L' }];
    const ckd = analyseLabs(labs, { sex: 'male', locale, ckd: true }).analysis.markers[0]!;
    expect(ckd.flag).toBe('low');
    expect(ckd.meaning).not.toMatch(/多吃|eat more/);
    expect(ckd.meaning).toMatch(locale === 'zh-CN' ? /肾内科/ : /kidney team/);
    const plain = analyseLabs(labs, { sex: 'male', locale }).analysis.markers[0]!;
    expect(plain.meaning).toMatch(locale === 'zh-CN' ? /多吃蔬果/ : /eat more/);
  });
});
