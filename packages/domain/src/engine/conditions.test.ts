/**
 * Issue 15 §2–§3 through the whole engine, in both locales: conditions reshape the plan, and a
 * lab-confirmed deficiency gets a supervised treatment dose.
 */
import { describe, expect, it } from 'vitest';
import { engineResultSchema, type EngineResult } from '../contracts/plan';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, findingOf, person, recOf } from '../testing';

const woman: Answers = person('female', 32, 165, 60, 'light');
const man: Answers = person('male', 64, 172, 70, 'light');

const CLASS_WORDS = /overweight|obes|超重|肥胖/i;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('pregnancy: BMI on the pre-pregnancy weight, weight-gain range by the locale’s standard, folic acid, caffeine, choline', () => {
    // 165 cm: 60 kg before (BMI 22.0, normal) and 75 kg now (27.5 would read "overweight").
    const p = planFor({ ...woman, lifeStage: 'pregnant_t2', weightKg: 75, prePregnancyWeightKg: 60 }, locale);
    expect(engineResultSchema.parse(p)).toBeTruthy();
    expect(p.profile).toMatchObject({
      bmi: 22,
      bmiCategory: 'normal',
      bmiBasis: 'pre_pregnancy',
      prePregnancyWeightKg: 60,
    });
    expect(findingOf(p, 'bmi')?.text).toMatch(zh ? /^孕前BMI 22/ : /^Pre-pregnancy BMI 22/);
    expect(findingOf(p, 'bmi')?.text).not.toMatch(CLASS_WORDS);
    // zh-CN: WS/T 801-2022 (8–14 kg for normal BMI); en-US: IOM 2009 (11.5–16 kg).
    expect(findingOf(p, 'pregnancy-weight-gain')?.text).toContain(zh ? '8–14' : '11.5–16');
    expect(findingOf(p, 'pregnancy-weight-gain')?.text).toContain(zh ? '增加 15 千克' : '15 kg gained');
    expect(findingOf(p, 'pregnancy-diet')?.text).toContain(zh ? '胆碱每天约 420' : 'choline about 450');
    expect(recOf(p, 'folate')?.dose).toBe(400);
    expect(p.profile.energyTargetKcal).toBeUndefined();
    // Vitamin A kept to the recommended intake in pregnancy is not reported as a UL problem.
    expect(findingOf(p, 'skipped:vitaminA')?.text ?? '').not.toMatch(/upper limit|可耐受最高/);
  });

  it('pregnancy without the pre-pregnancy weight: the current weight is never labelled', () => {
    // 160 cm, 80 kg → BMI 31.3: would be "obese" outside pregnancy.
    const p = planFor(
      { ...woman, heightCm: 160, weightKg: 80, lifeStage: 'pregnant_t3', goals: ['weight_loss'] },
      locale,
    );
    expect(p.profile.bmiBasis).toBe('not_judged');
    expect(findingOf(p, 'bmi')?.severity).toBe('info');
    expect(findingOf(p, 'bmi')?.text).not.toMatch(CLASS_WORDS);
    expect(findingOf(p, 'bmi-red-flag')).toBeUndefined();
    // No energy deficit in pregnancy, whatever the goal.
    expect(findingOf(p, 'energy-target')).toBeUndefined();
  });

  it('pregnancy: retinol above the UL is a birth-defect warning, not a routine UL note', () => {
    const p = planFor(
      {
        ...woman,
        lifeStage: 'pregnant_t1',
        prePregnancyWeightKg: 58,
        supplements: [{ name: 'vitaminA', dose: 3500, unit: 'ug' }],
      },
      locale,
    );
    expect(findingOf(p, 'pregnancy-retinol')?.severity).toBe('urgent');
    expect(findingOf(p, 'pregnancy-retinol')?.text).toMatch(zh ? /畸形/ : /birth defects/);
    expect(findingOf(p, 'skipped:vitaminA')).toBeUndefined();
  });

  it('lactation has its own advice', () => {
    const p = planFor({ ...woman, lifeStage: 'lactating' }, locale);
    expect(findingOf(p, 'lactation')?.text).toContain(zh ? '240' : '290');
    expect(findingOf(p, 'pregnancy')).toBeUndefined();
  });

  it('CKD G4 with potassium 5.6: staged, K flagged high, no K/Mg, potassium as the nephrologist advises', () => {
    const p = planFor(
      {
        ...man,
        conditions: ['kidney_disease'],
        foodFrequency: { vegetables: 'never', fruit: 'never', legumesNuts: 'never', dairy: 'never' },
        labs: [
          { marker: 'eGFR', value: 22, unit: 'mL/min/1.73m2' },
          { marker: zh ? '血钾' : 'Potassium', value: 5.6, unit: 'mmol/L' },
          { marker: zh ? '血镁' : 'Magnesium', value: 0.6, unit: 'mmol/L' },
        ],
      },
      locale,
    );
    expect(engineResultSchema.parse(p)).toBeTruthy();
    expect(p.profile.ckdStage).toBe('G4');
    expect(findingOf(p, 'kidney')).toMatchObject({ severity: 'urgent' });
    expect(findingOf(p, 'kidney')?.text).toContain('G4');
    expect(p.reportAnalysis?.markers.find((m) => m.key === 'serumPotassium')?.flag).toBe('high');
    expect(findingOf(p, 'ckd-potassium-high')?.text).toContain('5.6');
    expect(recOf(p, 'potassium')).toBeUndefined();
    expect(recOf(p, 'magnesium')).toBeUndefined();
    // A low magnesium with kidney disease is the kidney team's to treat, not a supplement.
    const lowMg = planFor(
      { ...man, conditions: ['kidney_disease'], labs: [{ marker: 'Mg', value: 0.6, unit: 'mmol/L' }] },
      locale,
    );
    expect(recOf(lowMg, 'magnesium')).toBeUndefined();
    expect(findingOf(lowMg, 'skipped:magnesium')?.text).toMatch(zh ? /肾/ : /[Kk]idney/);
    const k = p.nutrients.find((n) => n.key === 'potassium')!;
    expect(k).toMatchObject({
      managedBy: 'nephrologist',
      note: zh ? '遵肾内科医生建议' : 'as your nephrologist advises',
    });
    expect(p.nutrients.find((n) => n.key === 'protein')?.managedBy).toBe('nephrologist');
    expect(p.findings.some((f) => f.id === 'food:potassium' || f.id === 'food:protein')).toBe(false);
    // Protein not raised: KDOQI 0.55–0.6 g/kg × 70 kg.
    expect(findingOf(p, 'kidney')?.text).toContain('39–42');
    expect(findingOf(p, 'energy')?.text).not.toMatch(/\d+ g protein|蛋白质约/);
    expect(findingOf(p, 'ckd-vitamin-a')).toBeDefined();
  });

  it('an eGFR < 60 alone marks kidney disease in the plan profile', () => {
    const p = planFor({ ...man, labs: [{ marker: 'eGFR', value: 40, unit: 'mL/min/1.73m2' }] }, locale);
    expect(p.profile.ckdStage).toBe('G3b');
    expect(p.profile.conditions).toContain('kidney_disease');
    expect(recOf(p, 'magnesium')).toBeUndefined();
  });

  // Pharmacist and dietitian review (2026-11-24): magnesium oxide at eGFR 22 and 38 was "keep" while the
  // plan said no magnesium supplement (KDIGO 2024 ch. 3; NIH ODS Magnesium, excess with kidney disease).
  it.each<[string, Partial<Answers>]>([
    ['eGFR 22', { labs: [{ marker: 'eGFR', value: 22, unit: 'mL/min/1.73m2' }] }],
    ['kidney disease answered', { conditions: ['kidney_disease'] }],
  ])(
    '%s: its own magnesium or potassium product is avoid; a multivitamin gets ask-the-doctor',
    (_, extra) => {
      const p = planFor(
        {
          ...man,
          ...extra,
          supplements: [
            { optionId: 'magnesium-oxide', dose: 250, unit: 'mg' },
            { optionId: 'potassium-99', dose: 1, unit: 'tablet' },
            { optionId: 'multivitamin-adult', dose: 1, unit: 'tablet' },
          ],
        },
        locale,
      );
      const [mg, k, multi] = p.productReviews;
      for (const r of [mg!, k!]) {
        expect(r.verdict).toBe('avoid');
        expect(r.issues).toContain(
          zh
            ? '肾功能下降时钾和镁排出减少，补充剂可使血钾或血镁过高：除非肾内科医生开具，否则不要服用。'
            : 'With reduced kidney function potassium and magnesium are cleared less, and supplements can push blood levels too high: do not take it unless your kidney doctor prescribes it.',
        );
      }
      expect(multi!.verdict).not.toBe('avoid');
      expect(multi!.issues).toContain(
        zh
          ? '含钾和镁：肾功能下降时，请先问肾内科医生这个产品是否适合你。'
          : 'Contains Potassium and Magnesium: with reduced kidney function, ask your kidney doctor whether this product suits you.',
      );
    },
  );

  // Dietitian review (2026-11-24): 80 years, 148 cm, 41 kg was "BMI 18.7, healthy weight" on 929 kcal.
  it('an older person with a low BMI: a malnutrition-risk finding and at least 30 kcal/kg', () => {
    const p = planFor(person('female', 80, 148, 41, 'sedentary'), locale);
    expect(p.profile.tdeeKcal).toBe(1230);
    const f = findingOf(p, 'older-low-bmi')!;
    expect(f.severity).toBe('warning');
    expect(f.text).toBe(
      zh
        ? '80岁、BMI 18.7：对70岁及以上的人来说体重偏低（BMI < 22），有营养不良风险。每天能量按约 1230 千卡（每公斤体重 30 千卡）安排，蛋白质要吃够；如最近体重下降、食欲差或吃得少，请尽快请医生做营养评估。'
        : 'Age 80, BMI 18.7: low for someone 70 or older (BMI under 22), a risk of malnutrition. Energy is set at about 1230 kcal a day (30 kcal per kg); eat enough protein, and if you have lost weight, have a poor appetite or eat little, ask your doctor for a nutrition assessment soon.',
    );
    expect(findingOf(p, 'energy')!.text).toContain('1230');
    expect(
      findingOf(planFor(person('female', 80, 155, 60, 'sedentary'), locale), 'older-low-bmi'),
    ).toBeUndefined();
  });

  // Dietitian review (2026-11-24): vitamin A 10,000 IU at 12 weeks was "over_ul … 3039 µg", a 39 µg
  // overshoot, when retinol supplements are to be avoided in pregnancy (WHO 2011; NHS: no vitamin A or
  // fish liver oil supplements in pregnancy).
  it('pregnancy: a vitamin A (retinol) product of her own is avoid; not pregnant, it is not ruled out', () => {
    const supplements = [
      { optionId: 'vitamin-a-10000iu', dose: 10000, unit: 'IU' as const },
      { optionId: 'vitamin-ad', dose: 1, unit: 'capsule' as const },
    ];
    const p = planFor({ ...woman, lifeStage: 'pregnant_t1', supplements }, locale);
    for (const r of p.productReviews) {
      expect(r.verdict).toBe('avoid');
      expect(r.issues).toContain(
        zh
          ? '孕期不要服用维生素A（视黄醇）补充剂：大剂量可致胎儿畸形；孕期所需的维生素A从食物和孕期复合维生素（β-胡萝卜素形式）获得即可。'
          : 'In pregnancy do not take vitamin A (retinol) supplements: high doses can cause birth defects; food and a prenatal vitamin (with beta-carotene) give what you need.',
      );
    }
    const notPregnant = planFor({ ...woman, supplements }, locale);
    for (const r of notPregnant.productReviews) expect(r.issues.join(' ')).not.toMatch(/孕期|pregnancy/);
  });

  it('without kidney disease the same magnesium product is not ruled out', () => {
    const p = planFor(
      { ...man, supplements: [{ optionId: 'magnesium-oxide', dose: 250, unit: 'mg' }] },
      locale,
    );
    expect(p.productReviews[0]!.verdict).not.toBe('avoid');
    expect(p.productReviews[0]!.issues.join(' ')).not.toMatch(/肾|kidney/);
  });

  it('warfarin with ferritin 10: no iron, see the doctor about blood loss; keep vitamin K steady', () => {
    const p = planFor(
      { ...woman, medicines: ['warfarin'], labs: [{ marker: 'ferritin', value: 10, unit: 'ng/mL' }] },
      locale,
    );
    expect(recOf(p, 'iron')).toBeUndefined();
    expect(findingOf(p, 'skipped:iron')).toMatchObject({ severity: 'urgent' });
    expect(findingOf(p, 'skipped:iron')?.text).toMatch(zh ? /失血/ : /blood loss/);
    expect(findingOf(p, 'anticoagulant-vitamin-k')?.text).toMatch(
      zh ? /维生素K摄入稳定/ : /vitamin K intake steady/,
    );
    expect(p.products.some((x) => x.nutrients.includes('iron'))).toBe(false);
    // Without labs, no iron either.
    const noLab = planFor({ ...woman, medicines: ['apixaban'], dietPattern: 'vegan' }, locale);
    expect(recOf(noLab, 'iron')).toBeUndefined();
  });

  // Metformin by eGFR (re-review M2; FDA 2016, KDIGO 2022 PP 4.1.3): one stable finding id, a band
  // per eGFR, never "stop it yourself"; nothing without metformin or with eGFR ≥ 60.
  it.each([
    { egfr: 25, severity: 'urgent', zh: /不应再使用二甲双胍.*尽快/, en: /should not be used.*promptly/ },
    { egfr: 29.6, severity: 'warning', zh: /减量.*1000 毫克/, en: /reduced \(at most 1,000 mg a day\)/ },
    { egfr: 35, severity: 'warning', zh: /减量.*1000 毫克/, en: /reduced \(at most 1,000 mg a day\)/ },
    { egfr: 44, severity: 'warning', zh: /不要自己停药/, en: /Do not stop or change it yourself/ },
    { egfr: 45, severity: 'info', zh: /原剂量继续/, en: /same dose/ },
    { egfr: 59, severity: 'info', zh: /3–6个月/, en: /3–6 months/ },
  ] as const)('metformin at eGFR $egfr: a $severity metformin-kidney finding', (c) => {
    for (const medicines of [['metformin'], ['sitagliptin-metformin', 'lisinopril']]) {
      const p = planFor(
        {
          ...man,
          conditions: ['diabetes'],
          medicines,
          labs: [{ marker: 'eGFR', value: c.egfr, unit: 'mL/min/1.73m2' }],
        },
        locale,
      );
      const f = findingOf(p, 'metformin-kidney');
      expect(f?.severity).toBe(c.severity);
      expect(f?.text).toMatch(zh ? c.zh : c.en);
      expect(f?.text).toContain(String(Math.round(c.egfr)));
      expect(f?.text).toContain(zh ? '二甲双胍' : 'etformin');
      expect(f?.reasons.map((r) => r.source.ref).join(' ')).toMatch(
        /FDA Drug Safety Communication.*KDIGO 2022/,
      );
      // Never advises stopping it on one's own below 30 either: the prescriber decides.
      expect(f?.text).not.toMatch(zh ? /自行停用|自己停用/ : /stop it yourself/);
    }
  });

  it('metformin: no finding at eGFR ≥ 60 or without metformin; kidney disease without eGFR asks for one', () => {
    const ok = planFor(
      { ...man, medicines: ['metformin'], labs: [{ marker: 'eGFR', value: 75, unit: 'mL/min/1.73m2' }] },
      locale,
    );
    expect(findingOf(ok, 'metformin-kidney')).toBeUndefined();
    const none = planFor(
      { ...man, medicines: ['lisinopril'], labs: [{ marker: 'eGFR', value: 25, unit: 'mL/min/1.73m2' }] },
      locale,
    );
    expect(findingOf(none, 'metformin-kidney')).toBeUndefined();
    const noLab = planFor({ ...man, conditions: ['kidney_disease'], medicines: ['metformin'] }, locale);
    expect(findingOf(noLab, 'metformin-kidney')).toMatchObject({ severity: 'info' });
    expect(findingOf(noLab, 'metformin-kidney')?.text).toMatch(zh ? /eGFR/ : /eGFR/);
    expect(
      findingOf(planFor({ ...man, medicines: ['metformin'] }, locale), 'metformin-kidney'),
    ).toBeUndefined();
  });

  it('a diabetic with HbA1c 7.1 is referred; the same value without known diabetes is "in the diabetes range"', () => {
    const labs = [{ marker: 'HbA1c', value: 7.1, unit: '%' }];
    const known = planFor({ ...man, conditions: ['diabetes'], labs }, locale);
    expect(findingOf(known, 'glucose-above-goal')?.text).toContain('7.1');
    const unknown = planFor({ ...man, labs }, locale);
    expect(findingOf(unknown, 'glucose-diabetes-range')).toBeDefined();
    const pre = planFor({ ...man, labs: [{ marker: 'HbA1c', value: 5.9, unit: '%' }] }, locale);
    expect(findingOf(pre, 'glucose-prediabetes')).toBeDefined();
  });

  it('25-OH-D 20 nmol/L: a supervised treatment dose (2,000 IU) with who to see and a retest date', () => {
    const p = planFor({ ...woman, labs: [{ marker: '25(OH)D', value: 20, unit: 'nmol/L' }] }, locale);
    const d = recOf(p, 'vitaminD')!;
    expect(d).toMatchObject({
      dose: 50,
      unit: 'ug',
      supervised: true,
      urgency: 'weeks',
      retestWeeks: { min: 8, max: 12 },
    });
    expect(d.see).toMatch(zh ? /医生/ : /GP|endocrinologist/);
    expect(findingOf(p, 'treatment:vitaminD')?.text).toMatch(zh ? /医生监督/ : /under medical supervision/);
    // No shop product silently undercuts the treatment dose: the supervising doctor picks it.
    expect(p.products.some((x) => x.nutrients.includes('vitaminD'))).toBe(false);
  });

  it('ferritin 10 without a blood thinner: 60 mg elemental iron, above the UL, supervised', () => {
    const p = planFor({ ...woman, labs: [{ marker: 'ferritin', value: 10, unit: 'ng/mL' }] }, locale);
    const iron = recOf(p, 'iron')!;
    expect(iron).toMatchObject({ dose: 60, supervised: true, doseRange: { min: 60, max: 120 } });
    const n = p.nutrients.find((x) => x.key === 'iron')!;
    expect(iron.dose).toBeGreaterThan(n.ul!);
  });

  it('weight-loss goal: an energy target below TDEE from BMI 24 (China) / 25 (WHO)', () => {
    // 170 cm, 70.5 kg → BMI 24.4: overweight in China, not by WHO.
    const p = planFor({ ...man, age: 40, heightCm: 170, weightKg: 70.5, goals: ['weight_loss'] }, locale);
    if (zh) {
      expect(p.profile.energyTargetKcal).toBe(p.profile.tdeeKcal - 500);
      expect(findingOf(p, 'energy-target')?.text).toContain('500');
    } else {
      expect(p.profile.energyTargetKcal).toBeUndefined();
    }
    const heavy = planFor({ ...man, age: 40, heightCm: 170, weightKg: 90, goals: ['weight_loss'] }, locale);
    expect(heavy.profile.energyTargetKcal).toBe(heavy.profile.tdeeKcal - 500);
    expect(heavy.profile.energyTargetKcal).toBeGreaterThanOrEqual(heavy.profile.bmrKcal);
  });
});

it('plans stored before these fields existed still parse', () => {
  const p = planFor({ ...woman, labs: [{ marker: 'ferritin', value: 10, unit: 'ng/mL' }] }, 'zh-CN');
  const old = JSON.parse(JSON.stringify(p)) as Record<string, unknown> & EngineResult;
  for (const r of old.recommendations) {
    for (const k of ['supervised', 'doseRange', 'see', 'urgency', 'retestWeeks'] as const) delete r[k];
  }
  for (const n of old.nutrients) {
    delete n.managedBy;
    delete n.note;
  }
  for (const k of ['bmiBasis', 'ckdStage', 'energyTargetKcal', 'prePregnancyWeightKg'] as const)
    delete old.profile[k];
  expect(engineResultSchema.safeParse(old).success).toBe(true);
});

// Issue 31 §3: folate deficiency gets its treatment rule; "check B12 first" only when B12 is unknown
// (BSH guideline for cobalamin and folate disorders, Devalia 2014: B12 is treated before high-dose folate).
describe.each(LOCALES)('%s: low folate and what is known of B12', (locale) => {
  const folate = { marker: 'serumFolate', value: 5, unit: 'nmol/L' };
  const plan = (labs: Answers['labs']) => planFor({ ...woman, labs }, locale);
  it('B12 unknown: held, with "check B12 first"', () => {
    const p = plan([folate]);
    expect(findingOf(p, 'treatment-held:folate')?.text).toMatch(
      locale === 'zh-CN' ? /需先查维生素B12/ : /B12 must be checked/,
    );
  });
  it('B12 normal: the 5 mg treatment is given', () => {
    const p = plan([folate, { marker: 'serumB12', value: 400, unit: 'pmol/L' }]);
    expect(recOf(p, 'folate')).toMatchObject({ dose: 5000, supervised: true });
  });
  it('B12 low: B12 first, never "check B12" (it is known)', () => {
    const p = plan([folate, { marker: 'serumB12', value: 100, unit: 'pmol/L' }]);
    const held = findingOf(p, 'treatment-held:folate')?.text ?? '';
    expect(held).toMatch(locale === 'zh-CN' ? /先开始B12治疗/ : /B12 treatment comes first/);
    expect(held).not.toMatch(/需先查维生素B12|must be checked/);
    expect(recOf(p, 'vitaminB12')?.supervised).toBe(true);
  });
});
