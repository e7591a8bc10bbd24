/**
 * Twelfth clinician review, zh cross-cutting #1 and zh P1 #2: a product whose strength per tablet is not
 * known (钙尔奇D: D600 or D300) was "从正在吃的补充剂获得 0 mg … 建议先从食物补足" in the chat, hiding what
 * she takes. The answer names the product as not counted and asks for its strength, never "0 mg" and
 * "food first"; a product of one strength (钙尔奇D600) is counted (engine/brand-counts.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const WANG: Answers = {
  ...person('female', 67, 152, 41, 'sedentary'),
  conditions: ['osteoporosis'],
  medicines: ['theophylline', 'levofloxacin'],
  supplements: [{ name: '钙尔奇D', dose: 1, unit: 'tablet' }],
};
const D600: Answers = { ...WANG, supplements: [{ name: '钙尔奇D600', dose: 1, unit: 'tablet' }] };
const ZERO = {
  zh: /补充剂获得 0 mg|建议先从食物补足/,
  en: /\b0 mg from the supplements|close the gap with food first/,
};

const ask = (answers: Answers, name: string, locale: 'zh-CN' | 'en-US', text: string) =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor(name, answers, locale),
    medicines: [...(answers.medicines ?? [])],
  });

describe('a product of unknown strength is never "0 mg from supplements"', () => {
  it.each([
    ['zh-CN', '那她到底钙一天补多少才够？'], // the reviewer's words
    ['zh-CN', '她每天要补几毫克钙'],
    ['zh-CN', '钙要吃多少，calcium 够不够'], // mixed
    ['en-US', 'How much calcium does she need a day?'],
    ['en-US', 'how much calcuim should she take'], // a typo
  ] as const)('%s: "%s" names 钙尔奇D as not counted', (locale, q) => {
    const r = ask(WANG, 'wang-caltrate-d', locale, q);
    expect(r.text).not.toMatch(locale === 'zh-CN' ? ZERO.zh : ZERO.en);
    expect(r.text).toMatch(/钙尔奇D/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /没有算进去/ : /not counted/);
  });

  it.each([
    ['zh-CN', '那她到底钙一天补多少才够？'],
    ['en-US', 'How much calcium does she need a day?'],
  ] as const)('%s with 钙尔奇D600: its 600 mg counted — "%s"', (locale, q) => {
    const r = ask(D600, 'wang-caltrate-d600', locale, q);
    expect(r.text).not.toMatch(locale === 'zh-CN' ? ZERO.zh : ZERO.en);
    expect(r.text).toMatch(/600 mg/);
  });
});
