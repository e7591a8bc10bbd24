import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { planFor } from '../engine';
import { assistantReply } from './index';
import { checkAnswer } from './safety';
import { ANSWER_PERSONAS } from './testing-answers';

/** A stored plan with a supervised iron treatment (ferritin 10 µg/L → 60 mg, above the UL of 42/45). */
function ironPlan(locale: Locale, supervised: boolean): PlanDocument {
  const p = planFor(ANSWER_PERSONAS.ironLow, locale);
  const recommendations = supervised
    ? p.recommendations
    : p.recommendations.map((r) => {
        const { supervised: _s, ...rest } = r;
        return rest;
      });
  return {
    ...p,
    recommendations,
    id: 'p',
    customNutritionPlanId: 'c',
    nickname: 'n',
    questionnaireType: 'deep_questionnaire',
    nextStep: '',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

describe('checkAnswer keeps a supervised treatment dose from the plan', () => {
  it.each([
    ['zh-CN', '按方案，每天补充铁 60 毫克，须在医生监督下服用。', '每天补充铁 200 毫克。'],
    ['en-US', 'Your plan: iron 60 mg a day, under medical supervision.', 'Take 200 mg of iron every day.'],
  ] as const)('%s', (locale, keep, over) => {
    const plan = ironPlan(locale, true);
    expect(plan.recommendations.find((r) => r.nutrient === 'iron')).toMatchObject({
      dose: 60,
      supervised: true,
    });
    const ok = checkAnswer(keep, { locale, plan, medicines: [] });
    expect(ok.problems).toEqual([]);
    expect(ok.fixedText).toContain('60');
    // Above the supervised dose is still replaced by the UL statement.
    const bad = checkAnswer(over, { locale, plan, medicines: [] });
    expect(bad.problems).toContain('dose_above_ul:iron');
    // Without a supervised recommendation, 60 mg is above the UL and is replaced.
    const plain = checkAnswer(keep, { locale, plan: ironPlan(locale, false), medicines: [] });
    expect(plain.problems).toContain('dose_above_ul:iron');
  });
});

describe('a UL question about a supervised treatment dose (re-review H3)', () => {
  it.each([
    ['zh-CN', '铁60毫克是不是太多了？要不要减量', '不要自行减量', '请减量'],
    ['en-US', 'Is 60 mg of iron too much for me?', 'keep taking it as prescribed', 'take less'],
  ] as const)('%s: keep it as prescribed, never "take less"', (locale, q, keep, cut) => {
    const reply = assistantReply({ text: q, locale, plan: ironPlan(locale, true), medicines: [] });
    expect(reply.text).toContain(keep);
    expect(reply.text).not.toContain(cut);
  });
  // Pharmacist review (2026-11-24): "975 mg a day … keep taking it as prescribed, do not cut it".
  // Supervision covers the guideline's treatment range (iron 60–120 mg, BSG 2021), not any dose.
  it.each([
    ['zh-CN', '硫酸亚铁 325mg 一天3次可以吗', '治疗剂量范围的上限（每天 120 mg）'],
    ['zh-CN', '元素铁195mg一天可以吗', '治疗剂量范围的上限（每天 120 mg）'],
    [
      'en-US',
      'ferrous sulfate 325mg three times a day ok?',
      'treatment range your plan holds (120 mg a day)',
    ],
    ['en-US', 'can i take 200mg elemental iron a day', 'treatment range your plan holds (120 mg a day)'],
  ] as const)('%s: %s is above the treatment range, never "keep taking it"', (locale, q, above) => {
    const reply = assistantReply({ text: q, locale, plan: ironPlan(locale, true), medicines: [] });
    expect(reply.text).toContain(above);
    expect(reply.text).toMatch(
      locale === 'zh-CN' ? /不要自己吃到这个量/ : /do not take that much on your own/,
    );
    expect(reply.text).not.toMatch(/不要自行减量|keep taking it as prescribed/);
    expect(reply.warnings).toEqual(
      expect.arrayContaining([{ kind: 'reduce_dose', substance: 'iron' }, { kind: 'see_doctor' }]),
    );
  });
  it('a dose inside the treatment range is still kept as prescribed (120 mg of iron)', () => {
    const reply = assistantReply({
      text: 'Is 120 mg of iron too much for me?',
      locale: 'en-US',
      plan: ironPlan('en-US', true),
      medicines: [],
    });
    expect(reply.text).toContain('keep taking it as prescribed');
  });
  it('without a supervised treatment the same 60 mg still gets the UL advice', () => {
    const reply = assistantReply({
      text: 'Is 60 mg of iron too much for me?',
      locale: 'en-US',
      plan: (() => {
        const p = ironPlan('en-US', false);
        return { ...p, findings: p.findings.filter((f) => f.id !== 'treatment:iron') };
      })(),
      medicines: [],
    });
    expect(reply.text).toContain('take less');
  });
});

describe('checkAnswer reads a stated dose with its period (re-review H4)', () => {
  const plan = null;
  it.each([
    ['en-US', 'Take your 50,000 IU of vitamin D once a week, as your doctor prescribed.'],
    ['zh-CN', '请按医嘱每周吃一次维生素D 5万单位。'],
    ['en-US', 'A monthly 50,000 IU vitamin D dose averages well under the limit.'],
  ] as const)('%s keeps: %s', (locale, text) => {
    expect(checkAnswer(text, { locale, plan, medicines: [] }).problems).toEqual([]);
  });
  it.each([
    ['en-US', 'Take 50,000 IU of vitamin D every day.'],
    ['zh-CN', '每天吃维生素D 5万单位。'],
    // Weekly but not said as a prescription: the daily average is still above the UL.
    ['en-US', 'You can take 50,000 IU of vitamin D once a week.'],
    // Twice a day doubles the daily amount.
    ['en-US', 'Take 1500 mg of calcium twice a day.'],
  ] as const)('%s replaces: %s', (locale, text) => {
    const r = checkAnswer(text, { locale, plan, medicines: [] });
    expect(r.problems.some((p) => p.startsWith('dose_above_ul:'))).toBe(true);
  });
  it('a guideline cited in the source line is not advice', () => {
    const text =
      'Vitamin D helps you absorb calcium.\n\n_Source: IOM 2011 (no harm seen below 10,000 IU of vitamin D a day)_';
    expect(checkAnswer(text, { locale: 'en-US', plan, medicines: [] }).problems).toEqual([]);
  });
});

// Pharmacist review (2026-11-24): "大剂量维生素E呢，每天800IU可以吗" on warfarin was told "536 mg … 在上限
// （UL）700 mg 以内" after the interaction warning; under the UL is no reassurance when a medicine rules it out.
describe('a stated dose under the UL of a nutrient the person’s medicine rules out', () => {
  it.each([
    ['zh-CN', '大剂量维生素E呢，每天800IU可以吗', '上限不是你要看的标准', /在上限（UL）\s*\d/],
    ['en-US', 'is 800 IU of vitamin E a day ok?', 'the UL is not the measure for you', /within the UL of/],
  ] as const)('%s: %s', (locale, q, notTheMeasure, withinUl) => {
    const onWarfarin = assistantReply({ text: q, locale, plan: null, medicines: ['warfarin'] });
    expect(onWarfarin.text).toContain(notTheMeasure);
    expect(onWarfarin.text).not.toMatch(withinUl);
    const without = assistantReply({ text: q, locale, plan: null, medicines: [] });
    expect(without.text).not.toContain(notTheMeasure);
    expect(without.text).toMatch(withinUl);
  });
});
