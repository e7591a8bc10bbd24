/**
 * The clinician review's serious errors (pregnancy glucose, hypokalaemia below 3.0, the teratogen answer
 * given to a man, distress about eating answered with a nutrient list): asked as the engine's reference
 * personas and without a plan, in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

const PERSONAS = new Map(REFERENCE_PERSONAS);
function ask(persona: string | null, text: string, locale: Locale) {
  if (persona === null) return assistantReply({ text, locale, plan: null, medicines: [] });
  const answers = PERSONAS.get(persona);
  if (!answers) throw new Error(persona);
  const plan = storedPlanFor(persona, answers, locale);
  return assistantReply({ text, locale, plan, medicines: [...(answers.medicines ?? [])] });
}

describe('a fasting glucose of 5.8 in pregnancy is above the pregnancy target, not normal (ADA 2025 §15)', () => {
  it.each([
    ['gestational diabetes t2', 'zh-CN', '空腹血糖5.8正常吗', /高于孕期目标/, /空腹血糖正常/],
    [
      'gestational diabetes t2',
      'en-US',
      'is a fasting glucose of 5.8 normal?',
      /above the pregnancy target/,
      /is normal/,
    ],
    [null, 'zh-CN', '我怀孕了，空腹血糖5.8正常吗', /高于孕期目标/, /空腹血糖正常/],
    [
      null,
      'en-US',
      "I'm pregnant, my fasting glucose is 5.8, is that normal?",
      /above the pregnancy target/,
      /is normal/,
    ],
  ] as const)('%s (%s): %s', (persona, locale, text, expected, wrong) => {
    const r = ask(persona, text, locale);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(wrong);
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'the plan with gestational diabetes and 5.8 says so (%s)',
    (locale) => {
      const plan = planFor(PERSONAS.get('gestational diabetes, fasting glucose 5.8')!, locale);
      const f = plan.findings.find((x) => x.id === 'glucose-above-pregnancy-target');
      expect(f?.text).toMatch(
        locale === 'zh-CN'
          ? /5\.8.*高于孕期目标.*产科或糖尿病团队/
          : /5\.8.*above the pregnancy target.*obstetric or diabetes team/,
      );
      const m = plan.reportAnalysis?.markers.find((x) => x.key === 'fastingGlucose');
      expect(m?.flag).toBe('high');
    },
  );
});

describe('a serum potassium of 2.9 is answered as moderate-to-severe hypokalaemia (UK Kidney Association 2020)', () => {
  it.each([
    ['zh-CN', '血钾2.9要紧吗', /一两天内就医/, /今天就医/],
    ['en-US', 'my potassium is 2.9, is that bad?', /within a day or two/, /go today/],
  ] as const)('%s: %s', (locale, text, soon, today) => {
    const r = ask('healthy woman', text, locale);
    expect(r.text).toMatch(soon);
    expect(r.text).toMatch(today);
  });
});
