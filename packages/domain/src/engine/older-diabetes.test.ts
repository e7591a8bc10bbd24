/**
 * Clinician review 2026-11-25 closing, E3: an 88-year-old frail, underweight woman with diabetes on
 * metformin, HbA1c 6.1 %, was told "HbA1c 5.7–6.4 % is the prediabetes range … weight loss … can
 * reverse it". With diabetes (answered or a glucose-lowering medicine) an HbA1c is read against the
 * diabetes goal, never the prediabetes band; a frail older adult's goal is < 8.0 % (ADA 2025 §13) and
 * a low HbA1c on medicine is a reason to ask whether treatment can be eased; no weight-loss advice to
 * anyone underweight or an older adult with a low BMI (GLIM 2019).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { assistantReply } from '../assistant/index';
import { storedPlanFor } from '../assistant/testing';
import { LOCALES, person } from '../testing';

const PREDIABETES = /prediabet|糖尿病前期/i;
// The prediabetes advice "weight loss … can reverse it" (not "see a doctor about weight loss").
const WEIGHT_LOSS = /can reverse|可以逆转|weight loss, more fibre|减重、多吃/i;

const e3 = (a1c: number, extra: Partial<Answers> = {}): Answers => ({
  ...person('female', 88, 152, 45, 'sedentary'),
  conditions: ['diabetes', 'kidney_disease', 'hypertension', 'heart_failure'],
  medicines: ['metformin', 'furosemide', 'lisinopril'],
  labs: [{ marker: 'HbA1c', value: a1c, unit: '%' }],
  ...extra,
});

const a1cOf = (p: ReturnType<typeof planFor>) => p.reportAnalysis?.markers.find((m) => m.key === 'hba1c');
const planText = (p: ReturnType<typeof planFor>) =>
  JSON.stringify([
    p.findings.map((f) => f.text),
    p.reportAnalysis?.markers.map((m) => [m.flagLabel, m.meaning]),
  ]);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('E3 as reviewed: HbA1c 6.1 % on metformin at 88 and BMI 19.5 is not prediabetes; ask about easing treatment', () => {
    const p = planFor(e3(6.1), locale);
    const m = a1cOf(p)!;
    expect(planText(p)).not.toMatch(PREDIABETES);
    expect(planText(p)).not.toMatch(WEIGHT_LOSS);
    expect(m.flag).toBe('low');
    expect(m.meaning).toMatch(
      zh
        ? /< 8\.0 %.*低血糖.*请问医生治疗能不能减量/
        : /under 8\.0 %.*low blood sugar.*ask the doctor whether treatment can be eased/,
    );
    expect(m.meaning).toMatch(zh ? /不要节食减重/ : /do not diet or try to lose weight/);
  });

  it('diabetes known only by a glucose-lowering medicine (no condition ticked): the goal, not prediabetes', () => {
    const p = planFor(
      {
        ...person('male', 52, 175, 78, 'light'),
        medicines: ['sitagliptin'],
        labs: [{ marker: 'HbA1c', value: 6.2, unit: '%' }],
      },
      locale,
    );
    expect(a1cOf(p)?.flagLabel).toBe(
      zh ? '在糖尿病控制目标内（< 7.0 %）' : 'within the diabetes goal (< 7.0 %)',
    );
    expect(planText(p)).not.toMatch(PREDIABETES);
  });

  it('a frail older adult on medicine: 7.4 % is within the older goal, 8.3 % above it (not "< 7.0 %")', () => {
    expect(a1cOf(planFor(e3(7.4), locale))?.flag).toBe('normal');
    const p = planFor(e3(8.3), locale);
    expect(a1cOf(p)?.flag).toBe('high');
    expect(p.findings.find((f) => f.id === 'glucose-above-goal')?.text).toContain('< 8');
    expect(planFor(e3(7.4), locale).findings.find((f) => f.id === 'glucose-above-goal')).toBeUndefined();
  });

  it('property: with diabetes (condition or medicine) no HbA1c from 4 to 14 % is read as prediabetes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 40, max: 140 }),
        fc.integer({ min: 30, max: 90 }),
        fc.integer({ min: 40, max: 110 }),
        fc.boolean(),
        (a1c10, age, kg, byMedicine) => {
          const answers: Answers = {
            ...person('female', age, 160, kg, 'light'),
            // Metformin alone is also taken for prediabetes and PCOS (engine/plan.ts glycaemiaOf): the
            // medicine that says diabetes here is a sulfonylurea.
            ...(byMedicine ? { medicines: ['gliclazide'] } : { conditions: ['diabetes'] }),
            labs: [
              { marker: 'HbA1c', value: a1c10 / 10, unit: '%' },
              { marker: 'fasting glucose', value: 6.3, unit: 'mmol/L' },
            ],
          };
          expect(planText(planFor(answers, locale))).not.toMatch(PREDIABETES);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('property: a frail older adult on a glucose-lowering medicine: < 7.0 low, 7.0–7.9 normal, ≥ 8.0 high', () => {
    fc.assert(
      fc.property(fc.integer({ min: 45, max: 120 }), fc.integer({ min: 70, max: 99 }), (a1c10, age) => {
        const a1c = a1c10 / 10;
        const m = a1cOf(planFor({ ...e3(a1c), age }, locale))!;
        expect(m.flag).toBe(a1c < 7 ? 'low' : a1c < 8 ? 'normal' : 'high');
      }),
      { numRuns: 25 },
    );
  });

  it('property: underweight, or 65+ under the GLIM BMI, without diabetes: a prediabetes value gets no weight-loss advice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 95 }),
        fc.integer({ min: 57, max: 64 }),
        fc.integer({ min: 56, max: 69 }),
        (age, a1c10, fpg10) => {
          // 160 cm, 45 kg: BMI 17.6, underweight at any age.
          const p = planFor(
            {
              ...person('female', age, 160, 45, 'light'),
              labs: [
                { marker: 'HbA1c', value: a1c10 / 10, unit: '%' },
                { marker: 'fasting glucose', value: fpg10 / 10, unit: 'mmol/L' },
              ],
            },
            locale,
          );
          expect(planText(p)).not.toMatch(WEIGHT_LOSS);
          expect(planText(p)).toMatch(zh ? /不要减重/ : /do not try to lose weight/);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('a healthy-weight adult without diabetes keeps the prediabetes reading and its advice', () => {
    const p = planFor(
      { ...person('male', 45, 175, 80, 'light'), labs: [{ marker: 'HbA1c', value: 6.0, unit: '%' }] },
      locale,
    );
    expect(planText(p)).toMatch(PREDIABETES);
    expect(planText(p)).toMatch(zh ? /减重/ : /[Ww]eight loss/);
  });

  it('the chat, in the reviewer’s and our own words: never prediabetes, the older goal and easing treatment', () => {
    const plan = storedPlanFor('e3-older', e3(6.1), locale);
    for (const q of zh
      ? ['我妈糖化6.1，是糖尿病前期吗？', '她的糖化血红蛋白6.1%要不要减肥', 'HbA1c 6.1 算控制得好吗']
      : [
          'Her A1c is 6.1 - is that prediabetes?',
          'mom is 88 and her hba1c came back 6.1, should she lose weight?',
          'is an HbA1c of 6.1 good control?',
        ]) {
      const t = assistantReply({
        text: q,
        locale,
        plan,
        medicines: ['metformin', 'furosemide', 'lisinopril'],
      }).text;
      expect(t, q).not.toMatch(PREDIABETES);
      expect(t, q).not.toMatch(WEIGHT_LOSS);
      expect(t, q).toMatch(zh ? /8\.0 %/ : /8\.0 %/);
      expect(t, q).toMatch(zh ? /减量/ : /eased/);
    }
  });
});
