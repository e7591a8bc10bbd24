/**
 * Issue 15 §2–§3 through HTTP (PGlite): conditions reshape the stored plan, and a lab-confirmed
 * deficiency gets a supervised treatment dose, in both locales.
 */
import { describe, expect, it } from 'vitest';
import {
  createPlan,
  deepPlanSuite,
  finding,
  LOCALES,
  person,
  putAnswers,
  recommendation as rec,
} from '../../../test/plans';

describe('conditions and supervised treatment through the plans API', () => {
  const { t, user, planVia } = deepPlanSuite();

  it.each(LOCALES)('%s: a pregnant woman is judged on her pre-pregnancy weight', async (locale) => {
    const d = await planVia(
      { ...person('female', 30, 160, 72, 'light'), prePregnancyWeightKg: 66, lifeStage: 'pregnant_t2' },
      locale,
    );
    // 66 kg / 1.6² = 25.8: overweight before pregnancy (both standards) → WS/T 801-2022 7–11 kg
    // (zh-CN) / IOM 2009 7–11.5 kg (en-US). The zh-CN IOM range was review finding M13.
    expect(d.profile).toMatchObject({ bmi: 25.8, bmiBasis: 'pre_pregnancy', prePregnancyWeightKg: 66 });
    expect(finding(d, 'pregnancy-weight-gain')?.text).toContain(locale === 'zh-CN' ? '7–11 千克' : '7–11.5');
    expect(finding(d, 'bmi')?.text).toMatch(locale === 'zh-CN' ? /^孕前BMI/ : /^Pre-pregnancy BMI/);
    expect(rec(d, 'folate')?.dose).toBe(400);
    expect(finding(d, 'pregnancy-diet')?.text).toContain('200');
  });

  it.each(LOCALES)('%s: CKD G4 with potassium 5.6', async (locale) => {
    const d = await planVia(
      {
        ...person('male', 66, 170, 68, 'sedentary'),
        conditions: ['kidney_disease'],
        labs: [
          { marker: 'eGFR', value: 25, unit: 'mL/min/1.73m2' },
          { marker: 'K', value: 5.6, unit: 'mmol/L' },
        ],
      },
      locale,
    );
    expect(d.profile.ckdStage).toBe('G4');
    expect(d.reportAnalysis?.markers.find((m) => m.key === 'serumPotassium')?.flag).toBe('high');
    expect(finding(d, 'ckd-potassium-high')).toBeDefined();
    expect(rec(d, 'potassium')).toBeUndefined();
    expect(rec(d, 'magnesium')).toBeUndefined();
    expect(d.nutrients.find((n) => n.key === 'potassium')?.note).toBe(
      locale === 'zh-CN' ? '遵肾内科医生建议' : 'as your nephrologist advises',
    );
    expect(d.findings.some((f) => f.id === 'food:potassium')).toBe(false);
  });

  it.each(LOCALES)('%s: a warfarin user with ferritin 10 is sent to the doctor, no iron', async (locale) => {
    const d = await planVia(
      {
        ...person('female', 52, 158, 60, 'light'),
        medicines: ['warfarin'],
        labs: [{ marker: 'ferritin', value: 10, unit: 'ng/mL' }],
      },
      locale,
    );
    expect(rec(d, 'iron')).toBeUndefined();
    expect(finding(d, 'skipped:iron')?.severity).toBe('urgent');
    expect(finding(d, 'anticoagulant-vitamin-k')).toBeDefined();
  });

  it.each(LOCALES)('%s: a diabetic with HbA1c 7.1 is referred', async (locale) => {
    const d = await planVia(
      {
        ...person('male', 55, 175, 85, 'light'),
        conditions: ['diabetes'],
        goals: ['weight_loss'],
        labs: [{ marker: '糖化血红蛋白', value: 7.1, unit: '%' }],
      },
      locale,
    );
    expect(finding(d, 'glucose-above-goal')?.text).toContain('7.1');
    // BMI 27.8 with a weight-loss goal: a target 500 kcal below TDEE.
    expect(d.profile.energyTargetKcal).toBe(d.profile.tdeeKcal - 500);
  });

  it.each(LOCALES)(
    '%s: a vitamin-D-deficient adult (25-OH-D 20 nmol/L) gets a supervised dose',
    async (locale) => {
      const d = await planVia(
        {
          ...person('female', 40, 162, 56, 'moderate'),
          labs: [{ marker: '25-羟基维生素D', value: 20, unit: 'nmol/L' }],
        },
        locale,
      );
      expect(rec(d, 'vitaminD')).toMatchObject({
        dose: 50,
        supervised: true,
        doseRange: { min: 25, max: 50 },
        urgency: 'weeks',
        retestWeeks: { min: 8, max: 12 },
      });
      expect(finding(d, 'treatment:vitaminD')).toBeDefined();
    },
  );

  it('a week of pregnancy sets the trimester and judges the gain so far; without a pregnancy it is refused', async () => {
    const d = await planVia(
      {
        ...person('female', 30, 160, 66, 'light'),
        prePregnancyWeightKg: 55,
        lifeStage: 'pregnant_t2',
        gestationalWeek: 30,
      },
      'zh-CN',
    );
    // 55 kg / 1.6² = 21.5 (normal); WS/T 801-2022 at week 30: 0 + 0.26 × 17 to 2 + 0.48 × 17 = 4.4–10.2 kg.
    expect(d.profile).toMatchObject({ lifeStage: 'pregnant_t3', gestationalWeek: 30 });
    expect(finding(d, 'pregnancy-weight-gain')?.text).toContain(
      '孕 30 周时按 WS/T 801-2022 累计增重约 4.4–10.2 千克',
    );
    const planId = await createPlan(t, user.token, 'deep_questionnaire', 'en-US');
    const res = await putAnswers(
      t,
      user.token,
      planId,
      { ...person('female', 30, 160, 60, 'light'), lifeStage: 'none', gestationalWeek: 20 },
      { complete: true },
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('gestationalWeek');
  });

  it('a positive eating-disorder screen keeps the deficit out of the stored plan', async () => {
    const d = await planVia(
      {
        ...person('female', 30, 165, 82, 'light'),
        goals: ['weight_loss'],
        scoff: { sick: true, control: true },
      },
      'en-US',
    );
    expect(d.profile.energyTargetKcal).toBeUndefined();
    expect(finding(d, 'eating-disorder-screen')?.text).toMatch(/eating-disorder service/);
  });

  it('gestational diabetes for a man is a 400 naming the field (issue 31 §2)', async () => {
    const planId = await createPlan(t, user.token, 'deep_questionnaire', 'zh-CN');
    const res = await putAnswers(t, user.token, planId, {
      ...person('male', 34, 175, 72, 'light'),
      conditions: ['gestational_diabetes'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'answers.conditions',
      message: 'gestational diabetes applies to women only',
    });
  });

  it.each(LOCALES)(
    '%s: after bariatric surgery, calcium citrate and never carbonate, no deficit (issue 31 §2)',
    async (locale) => {
      const d = await planVia(
        {
          ...person('female', 40, 163, 90, 'light'),
          conditions: ['bariatric_surgery'],
          goals: ['weight_loss'],
        },
        locale,
      );
      expect(finding(d, 'bariatric-surgery')?.text).toContain(
        locale === 'zh-CN' ? '枸橼酸钙' : 'calcium citrate',
      );
      expect(rec(d, 'calcium')?.form).toBe('citrate');
      expect(d.products.some((p) => p.productId.includes('carbonate') || p.productId === 'p-ca-d3')).toBe(
        false,
      );
      expect(d.profile.energyTargetKcal).toBeUndefined();
      expect(d.profile.proteinTargetG).toBe(60);
    },
  );

  it.each(LOCALES)(
    '%s: on haemodialysis with sevelamer and calcitriol (clinician review 2026-11-25, Z5): KDOQI dialysis protein, no calcium or vitamin D',
    async (locale) => {
      const d = await planVia(
        {
          ...person('male', 62, 170, 62, 'light'),
          conditions: ['dialysis', 'hypertension', 'diabetes'],
          medicines: ['metformin', 'amlodipine', 'sevelamer', 'calcitriol'],
          supplements: [{ name: locale === 'zh-CN' ? '维生素C' : 'vitamin C', dose: 1000, unit: 'mg' }],
          labs: [{ marker: 'eGFR', value: 6, unit: 'mL/min/1.73m2' }],
        },
        locale,
      );
      expect(d.profile.medicines).toEqual(['metformin', 'amlodipine', 'sevelamer', 'calcitriol']);
      expect(d.nutrients.find((n) => n.key === 'protein')?.target).toBe(62);
      expect(finding(d, 'kidney')?.text).toContain(locale === 'zh-CN' ? '62–74 克' : '62–74 g');
      expect(finding(d, 'dialysis')).toBeDefined();
      expect(rec(d, 'calcium')).toBeUndefined();
      expect(rec(d, 'vitaminD')).toBeUndefined();
      expect(d.productReviews.find((r) => r.amounts?.some((a) => a.nutrient === 'vitaminC'))?.verdict).toBe(
        'reduce',
      );
    },
  );

  it('the dialysis medicines are accepted by name, and an unknown one beside them is a 400 naming it', async () => {
    const planId = await createPlan(t, user.token, 'deep_questionnaire', 'zh-CN');
    const ok = await putAnswers(t, user.token, planId, {
      ...person('male', 62, 170, 62, 'light'),
      conditions: ['dialysis'],
      medicines: ['碳酸司维拉姆', '骨化三醇', '碳酸镧', '醋酸钙', '促红素', '蔗糖铁', '西那卡塞'],
    });
    expect(ok.statusCode).toBe(200);
    const bad = await putAnswers(t, user.token, planId, {
      ...person('male', 62, 170, 62, 'light'),
      conditions: ['dialysis'],
      medicines: ['碳酸司维拉姆', '碳酸钙镧片'],
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('碳酸钙镧片');
    expect(JSON.stringify(bad.json())).not.toContain('碳酸锂');
  });

  it('a pre-pregnancy weight out of range is a 400 naming the field', async () => {
    const planId = await createPlan(t, user.token, 'deep_questionnaire', 'en-US');
    const res = await putAnswers(t, user.token, planId, { prePregnancyWeightKg: 5 }, { complete: false });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('prePregnancyWeightKg');
  });
});
