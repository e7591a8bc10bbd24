/**
 * Nineteenth clinician review, en S3: trying to conceive on carbimazole, her only folic acid (an iodine-
 * containing preconception multivitamin) was ruled out, and the chat said "your diet about 637 µg meets your
 * 400 µg target: no replacement with Folate is needed". Food folate never replaces the folic acid tablet
 * before conception and to 12 weeks (USPSTF 2023; NHS): a plain 400 µg tablet instead.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const base = {
  ...person('female', 31, 165, 60, 'light'),
  medicines: ['carbimazole'],
  conditions: ['hyperthyroid'],
  supplements: [{ optionId: 'prenatal-multivitamin', dose: 1, unit: 'tablet' }],
} as Answers;
const trying: Answers = { ...base, goals: ['pregnancy_prep'] };
const ask = (a: Answers, locale: 'zh-CN' | 'en-US', text: string) =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor(`folic-19 ${JSON.stringify(a.goals)}`, a, locale),
    medicines: ['carbimazole'],
    history: [],
  });

describe('a ruled-out prenatal while trying to conceive: the folic acid tablet stays', () => {
  it('en: the review’s question', { timeout: 60_000 }, () => {
    const r = ask(
      trying,
      'en-US',
      "The plan says avoid my prenatal but we're trying for a baby. So what do I take for folic acid now, and how much?",
    );
    expect(r.text).not.toMatch(/no replacement with Folate is needed/);
    expect(r.text).toMatch(/plain folic acid 400 µg tablet/);
  });

  it('en, another phrasing', { timeout: 60_000 }, () => {
    const r = ask(trying, 'en-US', 'how much folate do I need now that my prenatal is out? TTC');
    expect(r.text).not.toMatch(/no replacement with Folate is needed/);
  });

  it('zh: never "no other folic acid product is needed"', { timeout: 60_000 }, () => {
    const r = ask(trying, 'zh-CN', '复合维生素不让吃了，备孕的叶酸每天该补多少');
    expect(r.text).not.toMatch(/不需要另找含叶酸的产品/);
  });

  it('not trying to conceive: food may cover the target as before', { timeout: 60_000 }, () => {
    const r = ask(base, 'en-US', 'how much folate do I need now that my multivitamin is ruled out?');
    expect(r.text).not.toMatch(/before conception and in early pregnancy take a 400 µg folic acid tablet/);
  });
});
