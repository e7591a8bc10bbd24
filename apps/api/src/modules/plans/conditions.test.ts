/**
 * Issue 15 §2–§3 through HTTP (PGlite): conditions reshape the stored plan, and a lab-confirmed
 * deficiency gets a supervised treatment dose, in both locales.
 */
import { describe, expect, it } from 'vitest';

import { findingOf, plansThroughApi, recOf } from '../../../test/deep-plan';

describe('conditions and supervised treatment through the plans API', () => {
  const api = plansThroughApi();
  const { planVia } = api;

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: a pregnant woman is judged on her pre-pregnancy weight',
    async (locale) => {
      const d = await planVia(
        {
          gender: 'female',
          age: 30,
          heightCm: 160,
          weightKg: 72,
          prePregnancyWeightKg: 66,
          activityLevel: 'light',
          lifeStage: 'pregnant_t2',
        },
        locale,
      );
      // 66 kg / 1.6² = 25.8: overweight before pregnancy (both standards) → WS/T 801-2022 7–11 kg
      // (zh-CN) / IOM 2009 7–11.5 kg (en-US). The zh-CN IOM range was review finding M13.
      expect(d.profile).toMatchObject({ bmi: 25.8, bmiBasis: 'pre_pregnancy', prePregnancyWeightKg: 66 });
      expect(findingOf(d, 'pregnancy-weight-gain')?.text).toContain(
        locale === 'zh-CN' ? '7–11 千克' : '7–11.5',
      );
      expect(findingOf(d, 'bmi')?.text).toMatch(locale === 'zh-CN' ? /^孕前BMI/ : /^Pre-pregnancy BMI/);
      expect(recOf(d, 'folate')?.dose).toBe(400);
      expect(findingOf(d, 'pregnancy-diet')?.text).toContain('200');
    },
  );

  it.each(['zh-CN', 'en-US'] as const)('%s: CKD G4 with potassium 5.6', async (locale) => {
    const d = await planVia(
      {
        gender: 'male',
        age: 66,
        heightCm: 170,
        weightKg: 68,
        activityLevel: 'sedentary',
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
    expect(findingOf(d, 'ckd-potassium-high')).toBeDefined();
    expect(recOf(d, 'potassium')).toBeUndefined();
    expect(recOf(d, 'magnesium')).toBeUndefined();
    expect(d.nutrients.find((n) => n.key === 'potassium')?.note).toBe(
      locale === 'zh-CN' ? '遵肾内科医生建议' : 'as your nephrologist advises',
    );
    expect(d.findings.some((f) => f.id === 'food:potassium')).toBe(false);
  });

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: a warfarin user with ferritin 10 is sent to the doctor, no iron',
    async (locale) => {
      const d = await planVia(
        {
          gender: 'female',
          age: 52,
          heightCm: 158,
          weightKg: 60,
          activityLevel: 'light',
          medicines: ['warfarin'],
          labs: [{ marker: 'ferritin', value: 10, unit: 'ng/mL' }],
        },
        locale,
      );
      expect(recOf(d, 'iron')).toBeUndefined();
      expect(findingOf(d, 'skipped:iron')?.severity).toBe('urgent');
      expect(findingOf(d, 'anticoagulant-vitamin-k')).toBeDefined();
    },
  );

  it.each(['zh-CN', 'en-US'] as const)('%s: a diabetic with HbA1c 7.1 is referred', async (locale) => {
    const d = await planVia(
      {
        gender: 'male',
        age: 55,
        heightCm: 175,
        weightKg: 85,
        activityLevel: 'light',
        conditions: ['diabetes'],
        goals: ['weight_loss'],
        labs: [{ marker: '糖化血红蛋白', value: 7.1, unit: '%' }],
      },
      locale,
    );
    expect(findingOf(d, 'glucose-above-goal')?.text).toContain('7.1');
    // BMI 27.8 with a weight-loss goal: a target 500 kcal below TDEE.
    expect(d.profile.energyTargetKcal).toBe(d.profile.tdeeKcal - 500);
  });

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: a vitamin-D-deficient adult (25-OH-D 20 nmol/L) gets a supervised dose',
    async (locale) => {
      const d = await planVia(
        {
          gender: 'female',
          age: 40,
          heightCm: 162,
          weightKg: 56,
          activityLevel: 'moderate',
          labs: [{ marker: '25-羟基维生素D', value: 20, unit: 'nmol/L' }],
        },
        locale,
      );
      expect(recOf(d, 'vitaminD')).toMatchObject({
        dose: 50,
        supervised: true,
        doseRange: { min: 25, max: 50 },
        urgency: 'weeks',
        retestWeeks: { min: 8, max: 12 },
      });
      expect(findingOf(d, 'treatment:vitaminD')).toBeDefined();
    },
  );

  it('a pre-pregnancy weight out of range is a 400 naming the field', async () => {
    const created = await api.app().call({
      method: 'POST',
      url: '/api/v1/custom_nutrition_plan/new',
      token: api.token(),
      payload: { clientType: 'web', planType: 'deep_questionnaire', locale: 'en-US' },
    });
    const res = await api.app().call({
      method: 'POST',
      url: '/api/v1/questionnaire/put',
      token: api.token(),
      payload: {
        customNutritionPlanId: created.json().data.id,
        questionnaireType: 'deep_questionnaire',
        answers: { prePregnancyWeightKg: 5 },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('prePregnancyWeightKg');
  });
});
