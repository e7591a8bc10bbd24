/**
 * Dialysis as a condition (clinician review 2026-11-25, Z5): KDOQI 2020 (Ikizler et al., AJKD 2020)
 * protein 1.0–1.2 g/kg on maintenance dialysis, never the non-dialysis 0.55–0.8; the unit's fluid
 * allowance; no potassium-chloride salt substitutes; vitamin C at most about 60–100 mg; calcium and
 * vitamin D only as the nephrologist prescribes. The plan and the chat (also with no plan, when the
 * person says it), in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { answersSchema } from '../contracts/questionnaire';
import { DIALYSIS_FINDING_ID, DIALYSIS_TEXT, kdoqiProteinRange } from './index';
import { planFor } from '../engine';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import { saysDialysis } from '../assistant/intents/kidney-plan';
import { whoToAsk } from '../assistant/cannot';
import { findingOf, LOCALES, person } from '../testing';

const man: Answers = person('male', 62, 170, 62, 'light');
const onDialysis = (extra: Partial<Answers> = {}): Answers => ({
  ...man,
  conditions: ['dialysis', 'diabetes', 'hypertension'],
  supplements: [{ name: 'vitamin C', dose: 1000, unit: 'mg' }],
  ...extra,
});

describe('dialysis in the plan (KDOQI 2020)', () => {
  // KDOQI 2020 3.0.2–3.0.3: 1.0–1.2 g/kg whatever the stage or diabetes; 3.0.1: 0.55–0.8 without dialysis.
  it.each([
    // stage, kg, diabetes, dialysis, min, max
    ['G5', 62, true, true, 62, 74],
    ['G5', 62, false, true, 62, 74],
    [null, 80, false, true, 80, 96],
    ['G5', 62, true, false, 37, 50],
    ['G4', 70, false, false, 39, 42],
  ] as const)('%s %d kg diabetes=%s dialysis=%s: %d–%d g', (stage, kg, dm, d, min, max) => {
    expect(kdoqiProteinRange(stage, kg, dm, d)).toMatchObject({ min, max });
  });

  it('dialysis is a condition the questionnaire accepts', () => {
    expect(answersSchema.safeParse(onDialysis()).success).toBe(true);
  });

  it.each(LOCALES)(
    '%s: protein 1.0–1.2 g/kg, never the low-protein range; the dialysis finding',
    (locale) => {
      for (const labs of [[], [{ marker: 'eGFR', value: 6, unit: 'mL/min/1.73m2' }]]) {
        const plan = planFor(onDialysis({ labs }), locale);
        expect(plan.profile.conditions).toEqual(expect.arrayContaining(['dialysis', 'kidney_disease']));
        const protein = plan.nutrients.find((n) => n.key === 'protein');
        expect(protein?.target).toBe(62);
        expect(protein?.managedBy).toBeUndefined();
        const kidney = findingOf(plan, 'kidney');
        expect(kidney?.text).toMatch(
          locale === 'zh-CN' ? /1\.0–1\.2 克\/千克.*62–74 克/ : /1\.0–1\.2 g\/kg.*62–74 g/,
        );
        expect(kidney?.text).not.toMatch(/0\.6|0\.55|非透析的3–5期每天|not on dialysis \(about/);
        expect(kidney?.reasons.find((r) => r.ref === 'kidney:protein')?.source.ref).toMatch(/3\.0\.2/);
        const d = findingOf(plan, DIALYSIS_FINDING_ID);
        for (const line of Object.values(DIALYSIS_TEXT))
          expect(d?.text).toContain(locale === 'zh-CN' ? line.zh : line.en);
        expect(findingOf(plan, 'ckd-star-fruit')).toBeDefined();
      }
    },
  );

  it.each(LOCALES)('%s: no calcium or vitamin D recommended; vitamin C 1000 mg is reduced', (locale) => {
    const plan = planFor(onDialysis(), locale);
    expect(plan.recommendations.map((r) => r.nutrient)).not.toContain('calcium');
    expect(plan.recommendations.map((r) => r.nutrient)).not.toContain('vitaminD');
    expect(findingOf(plan, 'skipped:calcium')?.text).toMatch(
      locale === 'zh-CN' ? /肾内科医生的处方/ : /nephrologist prescribes/,
    );
    expect(plan.productReviews.find((r) => r.amounts?.some((a) => a.nutrient === 'vitaminC'))?.verdict).toBe(
      'reduce',
    );
  });

  it.each(LOCALES)('%s: without dialysis the non-dialysis range stays (eGFR 25)', (locale) => {
    const plan = planFor(
      {
        ...man,
        conditions: ['kidney_disease'],
        labs: [{ marker: 'eGFR', value: 25, unit: 'mL/min/1.73m2' }],
      },
      locale,
    );
    expect(findingOf(plan, DIALYSIS_FINDING_ID)).toBeUndefined();
    expect(findingOf(plan, 'kidney')?.text).toMatch(/0\.55/);
  });

  it('the Chinese texts have no English words', () => {
    for (const line of Object.values(DIALYSIS_TEXT)) expect(line.zh).not.toMatch(/[A-Za-z]{2,}/);
  });
});

describe('dialysis said in the chat', () => {
  it.each([
    ['我在做血液透析', true],
    ['我做腹透', true],
    ["I'm on dialysis 3x a week", true],
    ['on haemodialysis since May', true],
    ['我还没透析', false],
    ['not on dialysis yet', false],
    ['pre-dialysis CKD', false],
    ['我有肾病', false],
  ] as const)('"%s" → %s', (text, said) => {
    expect(saysDialysis(text.toLowerCase())).toBe(said);
  });

  const SAID = { 'zh-CN': '我在做血液透析，一周三次。', 'en-US': "I'm on dialysis 3x a week" } as const;
  // prettier-ignore
  const ASKED: ['zh-CN' | 'en-US', 'protein' | 'water' | 'vitaminC' | 'salt', string][] = [
    ['zh-CN', 'protein', '蛋白质是不是要少吃，越少越好？'],
    ['zh-CN', 'protein', '透析后可以喝蛋白粉吗？'],
    ['zh-CN', 'water', '我每天应该喝多少水？'],
    ['zh-CN', 'vitaminC', '我每天吃1000毫克维生素C可以吗？'],
    ['zh-CN', 'salt', '低钠盐可以用吗？'],
    ['en-US', 'protein', 'Should I eat less protein?'],
    ['en-US', 'water', 'How much water should I drink?'],
    ['en-US', 'vitaminC', 'Is vitamin C 1000 mg a day ok?'],
    ['en-US', 'salt', 'Can I use NoSalt?'],
  ];
  const expectDialysisAnswer = (kind: string, locale: 'zh-CN' | 'en-US', text: string) => {
    const zh = locale === 'zh-CN';
    if (kind === 'protein') {
      expect(text).toMatch(zh ? /1\.0–1\.2 克\/千克/ : /1\.0–1\.2 g\/kg/);
      expect(text).toMatch(zh ? /肾病营养师/ : /renal dietitian/);
      expect(text).not.toMatch(/0\.6–0\.8|0\.55|不额外增加|not raised/);
    }
    if (kind === 'water') {
      expect(text).toMatch(zh ? /透析中心给你定的量/ : /fluid allowance your dialysis unit sets/);
      expect(text).not.toMatch(zh ? /成年人每天喝水/ : /2\.7/);
    }
    if (kind === 'vitaminC') {
      expect(text).toMatch(/60[–～]100/);
      expect(text).not.toMatch(
        zh ? /在上限（UL）2000 mg 以内|保持现在的量/ : /within the UL|keep to what you take now/,
      );
    }
    if (kind === 'salt') expect(text).toMatch(zh ? /请不要用低钠盐/ : /do not use Lo-Salt/);
  };

  it.each(ASKED)('%s, no plan: %s "%s" after saying dialysis', (locale, kind, q) => {
    const r = assistantReply({
      text: q,
      locale,
      plan: null,
      medicines: [],
      history: [{ role: 'user', content: SAID[locale] }],
    });
    expectDialysisAnswer(kind, locale, r.text);
  });

  it.each(ASKED)('%s, a plan with dialysis: %s "%s"', (locale, kind, q) => {
    const plan = storedPlanFor('dialysis', onDialysis(), locale);
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expectDialysisAnswer(kind, locale, r.text);
  });

  it.each(ASKED.filter(([, k]) => k === 'protein' || k === 'water'))(
    '%s, a plan that does not know it (eGFR 6): %s "%s" after saying dialysis',
    (locale, kind, q) => {
      const plan = storedPlanFor(
        'ckd-g5',
        {
          ...man,
          conditions: ['kidney_disease', 'diabetes'],
          labs: [{ marker: 'eGFR', value: 6, unit: 'mL/min/1.73m2' }],
        },
        locale,
      );
      const r = assistantReply({
        text: q,
        locale,
        plan,
        medicines: [],
        history: [{ role: 'user', content: SAID[locale] }],
      });
      expectDialysisAnswer(kind, locale, r.text);
      if (kind === 'protein') expect(r.text).toMatch(locale === 'zh-CN' ? /62–74 克/ : /62–74 g/);
    },
  );

  it.each([
    ['zh-CN', '杨桃能吃吗？'],
    ['en-US', 'Is star fruit ok?'],
  ] as const)('%s, no plan: "%s" after saying dialysis is a plain no (star fruit)', (locale, q) => {
    const r = assistantReply({
      text: q,
      locale,
      plan: null,
      medicines: [],
      history: [{ role: 'user', content: SAID[locale] }],
    });
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要吃杨桃/ : /do not eat star fruit/);
  });

  it.each(LOCALES)(
    '%s: what the plan cannot answer on dialysis goes to the dialysis unit, not the metformin prescriber',
    (locale) => {
      const plan = storedPlanFor('dialysis', onDialysis({ medicines: ['metformin'] }), locale);
      expect(whoToAsk('能泡温泉吗', plan, ['metformin']).zh).toBe('透析中心的肾内科医生或肾病营养师');
      expect(whoToAsk('hot tub?', plan, ['metformin']).en).toBe(
        'your dialysis unit (nephrologist or renal dietitian)',
      );
    },
  );

  it.each([
    ['zh-CN', '哪些食物蛋白质多？'],
    ['en-US', 'Which foods are high in protein?'],
  ] as const)(
    '%s, a CKD plan that does not know it: "%s" after saying dialysis gives the dialysis range',
    (locale, q) => {
      const plan = storedPlanFor(
        'ckd-g5',
        {
          ...man,
          conditions: ['kidney_disease', 'diabetes'],
          labs: [{ marker: 'eGFR', value: 6, unit: 'mL/min/1.73m2' }],
        },
        locale,
      );
      const r = assistantReply({
        text: q,
        locale,
        plan,
        medicines: [],
        history: [{ role: 'user', content: SAID[locale] }],
      });
      expect(r.text).toMatch(locale === 'zh-CN' ? /1\.0–1\.2 克\/千克/ : /1\.0–1\.2 g\/kg/);
      expect(r.text).not.toMatch(/0\.6–0\.8|不额外增加|not raised/);
    },
  );

  it.each([
    ['zh-CN', '吃铁剂便秘怎么办？'],
    ['zh-CN', '痛风饮食要注意什么？'],
    ['en-US', 'My iron tablets make me constipated, what can I do?'],
    ['en-US', 'What should I eat with gout?'],
  ] as const)('%s, no plan: "%s" after saying dialysis does not leave "drink more" standing', (locale, q) => {
    const r = assistantReply({
      text: q,
      locale,
      plan: null,
      medicines: [],
      history: [{ role: 'user', content: SAID[locale] }],
    });
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /你在透析.*透析中心给你定的量/
        : /You are on dialysis.*fluid allowance your dialysis unit sets/,
    );
    const plain = assistantReply({ text: q, locale, plan: null, medicines: [] });
    expect(plain.text).not.toMatch(/透析中心|dialysis unit/);
  });

  it.each([
    ['zh-CN', '我可以吃钙片吗？'],
    ['zh-CN', '维生素D要补多少？'],
    ['en-US', 'Should I take a calcium supplement?'],
    ['en-US', 'How much vitamin D should I take?'],
  ] as const)('%s: "%s" on dialysis: only as the nephrologist prescribes (plan or said)', (locale, q) => {
    const said = assistantReply({
      text: q,
      locale,
      plan: null,
      medicines: [],
      history: [{ role: 'user', content: SAID[locale] }],
    });
    const plan = assistantReply({
      text: q,
      locale,
      plan: storedPlanFor('dialysis', onDialysis(), locale),
      medicines: [],
    });
    for (const r of [said, plan]) {
      expect(r.text).toMatch(
        locale === 'zh-CN'
          ? /你在透析：钙片和维生素D.*只按肾内科医生的处方/
          : /You are on dialysis: take calcium and vitamin D.*only as your nephrologist prescribes/,
      );
      expect(r.text).not.toMatch(/\*\*你的剂量|\*\*Your dose/);
    }
  });
});
