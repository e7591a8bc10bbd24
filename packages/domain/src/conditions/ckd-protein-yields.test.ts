/**
 * Kidney protein yields to age and malnutrition risk (clinician review 2026-11-25 evening, P5): a
 * single eGFR of 55 gave a frail 79-year-old "KDOQI 2020 … 每天 0.55–0.6 克/千克（你约 34–37 克）" beside
 * his own 72 g target. KDIGO 2024: 0.8 g/kg in CKD G3–G5, avoid > 1.3 g/kg, low-protein diets only
 * supervised and not for older people at risk of malnutrition (ESPEN 2019: 1.0–1.2 g/kg).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import { LOCALES, findingOf, person, statusOf } from '../testing';
import { CKD_PROTEIN_YIELDS, ckdProteinRule } from './index';

const egfr = (v: number) => [{ marker: 'eGFR', value: v, unit: 'mL/min/1.73m2' }];
/** The reviewer's P5: 79, 165 cm, 62 kg, warfarin, eGFR 55 from the lab only. */
const P5: Answers = { ...person('male', 79, 165, 62, 'sedentary'), medicines: ['warfarin'], labs: egfr(55) };
/** 72, 165 cm, 52 kg (BMI 19.1: under GLIM's 22 from 70), eGFR 38 (G3b). */
const THIN_G3B: Answers = { ...person('female', 72, 165, 52, 'sedentary'), labs: egfr(38) };
/** The same woman at eGFR 22 (G4). */
const THIN_G4: Answers = { ...THIN_G3B, labs: egfr(22) };
/** A 50-year-old at G4: the supervised KDOQI range stays. */
const YOUNG_G4: Answers = {
  ...person('male', 50, 172, 70, 'light'),
  conditions: ['kidney_disease'],
  labs: egfr(22),
};

const LOW_PROTEIN = /0\.55–0\.6|0\.6–0\.8|34–37|低蛋白饮食来吃/;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('P5 (79, eGFR 55, G3a): one protein figure, his usual 72 g target, no low-protein range', () => {
    const p = planFor(P5, locale);
    const target = statusOf(p, 'protein')?.target;
    expect(target).toBe(zh ? 72 : 50);
    expect(p.profile.proteinTargetG).toBe(target);
    const kidney = findingOf(p, 'kidney')?.text ?? '';
    expect(kidney).toContain(zh ? `每天约 ${target} 克` : `about ${target} g a day`);
    expect(kidney).not.toMatch(LOW_PROTEIN);
    expect(kidney).toMatch(zh ? /不需要低蛋白饮食/ : /does not call for a low-protein diet/);
    // The energy line shows the same figure, not "as your nephrologist advises".
    expect(findingOf(p, 'energy')?.text).toContain(zh ? `约 ${target} 克` : `${target} g protein`);
    expect(statusOf(p, 'protein')?.managedBy).toBeUndefined();
  });

  it('the chat gives P5 the plan’s one figure (the reviewer’s question and our own phrasing)', () => {
    const plan = storedPlanFor('p5-protein', P5, locale);
    const target = plan.nutrients.find((n) => n.key === 'protein')?.target;
    for (const q of zh
      ? ['我每天要吃多少蛋白质？', '肾功能不好是不是要少吃肉和蛋白质']
      : ['How much protein do I need a day?', 'With my kidneys should I cut down on protein?']) {
      const r = assistantReply({ text: q, locale, plan, medicines: ['warfarin'] });
      expect(r.text, q).toContain(`${target}`);
      expect(r.text, q).not.toMatch(LOW_PROTEIN);
    }
  });

  it('65+ with a low BMI at G3b: the older adults’ 1.0–1.2 g/kg, under 1.3 g/kg', () => {
    const p = planFor(THIN_G3B, locale);
    const t = statusOf(p, 'protein');
    expect(t?.target).toBeGreaterThanOrEqual(52);
    expect(t?.target).toBeLessThanOrEqual(Math.round(1.3 * 52));
    expect(findingOf(p, 'kidney')?.text).not.toMatch(LOW_PROTEIN);
    expect(findingOf(p, 'kidney')?.text).toContain(`${t?.target}`);
  });

  it('65+ with a low BMI at G4: 0.8 g/kg (about 42 g), never a low-protein target', () => {
    const p = planFor(THIN_G4, locale);
    expect(statusOf(p, 'protein')?.target).toBe(42);
    expect(findingOf(p, 'kidney')?.text).toContain(zh ? '约 42 克' : 'about 42 g');
    expect(findingOf(p, 'kidney')?.text).not.toMatch(LOW_PROTEIN);
  });

  it('a 50-year-old at G4 keeps the supervised KDOQI 2020 range (unchanged)', () => {
    expect(findingOf(planFor(YOUNG_G4, locale), 'kidney')?.text).toMatch(/0\.55–0\.6/);
  });
});

describe('ckdProteinRule (KDIGO 2024 with ESPEN 2019 / PROT-AGE)', () => {
  it.each([
    ['G2', 79, true, null],
    ['G3a', 40, false, 'usual'],
    ['G3a', 79, false, 'usual'],
    ['G3b', 79, true, 'usual'],
    // From 65, KDIGO 2024's 0.8 g/kg whether or not at risk (forty-sixth clinician review, en S4, zh M4).
    ['G3b', 79, false, 'kdigo'],
    ['G4', 65, false, 'kdigo'],
    ['G3b', 64, false, 'kdoqi'],
    ['G3b', 50, true, 'kdoqi'],
    ['G4', 79, true, 'kdigo'],
    ['G5', 66, true, 'kdigo'],
    ['G4', 64, true, 'kdoqi'],
  ] as const)('%s, %i, at risk %s → %s', (stage, age, olderAtRisk, rule) => {
    expect(ckdProteinRule({ stage, age, olderAtRisk })).toBe(rule);
  });

  it('a low-protein diet the kidney team runs (keto acid analogues) keeps its range at any age', () => {
    expect(ckdProteinRule({ stage: 'G4', age: 79, olderAtRisk: false, lowProteinPrescribed: true })).toBe(
      'kdoqi',
    );
    expect(ckdProteinRule({ stage: 'G4', age: 79, olderAtRisk: true, lowProteinPrescribed: true })).toBe(
      'kdigo',
    );
  });

  it.each(LOCALES)(
    '%s: a 79-year-old at G3b, 88 kg, not at risk: 0.8 g/kg (70 g), no low-protein range',
    (locale) => {
      const p = planFor(
        { ...person('male', 79, 175, 88, 'light'), conditions: ['kidney_disease', 'gout'], labs: egfr(38) },
        locale,
      );
      expect(statusOf(p, 'protein')?.target).toBe(70);
      expect(findingOf(p, 'kidney')?.text).not.toMatch(LOW_PROTEIN);
    },
  );

  it('property: G3a never gets a low-protein target and never more than 1.3 g/kg', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 45, max: 59 }),
        fc.integer({ min: 18, max: 95 }),
        fc.integer({ min: 38, max: 120 }),
        fc.constantFrom(...LOCALES),
        (e, age, kg, locale) => {
          const p = planFor({ ...person('female', age, 160, kg, 'light'), labs: egfr(e) }, locale);
          const t = statusOf(p, 'protein')?.target ?? 0;
          expect(t).toBeLessThanOrEqual(Math.round(CKD_PROTEIN_YIELDS.ceilingPerKg * kg));
          expect(t).toBeGreaterThanOrEqual(Math.min(Math.round(0.8 * kg), 50));
          expect(findingOf(p, 'kidney')?.text).not.toMatch(LOW_PROTEIN);
        },
      ),
      { numRuns: 25 },
    );
  });
});

/**
 * Twenty-second clinician review, zh S3: the plan's nutrients table gave a man with CKD G4 and diabetes on
 * keto acid analogues (开同) a protein target of 72 g (the age's table figure), marked "low", beside its own
 * kidney finding's KDOQI 2020 range of 38–50 g. Where the kidney rule does not yield (G3b–G5, not older at
 * risk), the table's target is that range: KDOQI 2020 3.0.1 (0.55–0.6 g/kg) and 3.0.3 (0.6–0.8 g/kg with
 * diabetes).
 */
describe('KDOQI 2020 range as the protein target at G3b–G5 (twenty-second review, zh S3)', () => {
  /** The reviewer's Z3: 69, 168 cm, 63 kg, CKD G4 (eGFR 22), type 2 diabetes, 开同 4 tablets three times a day. */
  const Z3: Answers = {
    ...person('male', 69, 168, 63, 'sedentary'),
    conditions: ['kidney_disease', 'diabetes', 'hypertension', 'gout'],
    medicines: ['keto-acid-analogues', 'amlodipine', 'sodium-bicarbonate', 'calcitriol'],
    medicineDoses: [{ id: 'keto-acid-analogues', dose: 4, unit: 'tablet', frequency: '一日三次' }],
    labs: egfr(22),
  };

  it.each(LOCALES)('%s: Z3 gets 38–50 g in the table, the profile and the kidney finding alike', (locale) => {
    const p = planFor(Z3, locale);
    const t = statusOf(p, 'protein');
    expect(t?.target).toBe(38);
    expect(p.profile.proteinTargetG).toBe(38);
    expect(findingOf(p, 'kidney')?.text).toContain('38–50');
    const said = t?.reasons.map((r) => r.text).join(' ') ?? '';
    expect(said).toContain('38–50');
    expect(said).toMatch(locale === 'zh-CN' ? /合并糖尿病.*0\.6–0\.8/ : /with diabetes.*0\.6–0\.8/);
  });

  it.each(LOCALES)(
    '%s: a 50-year-old at G4 without diabetes: 0.55–0.6 g/kg (39–42 g for 70 kg)',
    (locale) => {
      const p = planFor(YOUNG_G4, locale);
      expect(statusOf(p, 'protein')?.target).toBe(39);
      expect(findingOf(p, 'kidney')?.text).toContain('39–42');
    },
  );

  it('property: at G3b–G5 before 65 the table target is the kidney finding’s lower figure, never above it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 15, max: 44 }),
        fc.integer({ min: 18, max: 64 }),
        fc.integer({ min: 40, max: 120 }),
        fc.boolean(),
        fc.constantFrom(...LOCALES),
        (e, age, kg, diabetes, locale) => {
          const a: Answers = {
            ...person('male', age, 175, kg, 'light'),
            conditions: diabetes ? ['kidney_disease', 'diabetes'] : ['kidney_disease'],
            labs: egfr(e),
          };
          const p = planFor(a, locale);
          const perKg = diabetes ? { min: 0.6, max: 0.8 } : { min: 0.55, max: 0.6 };
          const min = Math.round(perKg.min * kg);
          const max = Math.round(perKg.max * kg);
          expect(statusOf(p, 'protein')?.target).toBe(min);
          expect(p.profile.proteinTargetG).toBe(min);
          expect(findingOf(p, 'kidney')?.text).toContain(`${min}–${max}`);
        },
      ),
      { numRuns: 25 },
    );
  });
});
