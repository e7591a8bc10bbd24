/**
 * A normal eGFR is not kidney disease (clinician review 2026-11-25 evening, P8: a runner with type 1
 * diabetes and an eGFR of 110 was told "You have kidney disease" for creatine and for protein, with
 * "no protein powders"). KDIGO 2024 ch. 1.1: G1–G2 count only with another marker for > 3 months;
 * "my kidneys are fine" said in the chat never counts.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';
import { saysKidneyDisease } from './intents/kidney-plan';
import { normaliseQuestion } from './lexicon';

const runner = (egfr: number): Answers => ({
  ...person('male', 26, 180, 72, 'very_active'),
  conditions: ['diabetes'],
  labs: [{ marker: 'eGFR', value: egfr, unit: 'mL/min/1.73m2' }],
});

const KIDNEY_DISEASE_SAID = /You have kidney disease|你有肾脏疾病|no protein powders|不要自行吃蛋白粉/;

// prettier-ignore
const ASKED: ['zh-CN' | 'en-US', string][] = [
  // the reviewer's follow-ups (/tmp/crev/raw/p8_t1d_chatp1.txt, p8_t1d_chatp3.txt)
  ['en-US', 'Is creatine ok for my kidneys?'],
  ['en-US', 'How much protein do I need for training?'],
  // our own phrasings
  ['en-US', 'My kidney function is normal, can I take whey protein after runs?'],
  ['en-US', 'My kidneys are fine. Is 5 g of creatine a day ok?'],
  ['zh-CN', '我肾功能正常，训练期间每天要吃多少蛋白质？'],
  ['zh-CN', '肌酸对肾脏有影响吗？我没有肾病'],
];

describe('eGFR 110 is not kidney disease', () => {
  it.each(ASKED)('%s: %s', (locale, q) => {
    const plan = storedPlanFor('egfr-110', runner(110), locale);
    const r = assistantReply({ text: q, locale, plan, medicines: ['insulin-glargine', 'insulin-lispro'] });
    expect(r.text).not.toMatch(KIDNEY_DISEASE_SAID);
  });

  it('an eGFR of 45 still counts (G3a)', () => {
    const plan = storedPlanFor('egfr-45', runner(45), 'en-US');
    const r = assistantReply({
      text: 'How much protein do I need for training?',
      locale: 'en-US',
      plan,
      medicines: [],
    });
    expect(r.text).toMatch(/kidney/i);
  });
});

describe('kidneys said to be fine are not kidney disease', () => {
  // prettier-ignore
  const SAID: [string, boolean][] = [
    ['my kidneys are fine', false],
    ['kidney function normal', false],
    ['I do not have kidney disease', false],
    ['no kidney disease, just type 1', false],
    ['我肾功能正常', false],
    ['我没有肾病', false],
    ['I have kidney disease stage 3', true],
    ['我有慢性肾病', true],
    ['我肾功能不正常', true],
    ['I am on dialysis', true],
  ];
  it.each(SAID)('%s → %s', (said, expected) => {
    expect(saysKidneyDisease(normaliseQuestion(said))).toBe(expected);
  });
});
