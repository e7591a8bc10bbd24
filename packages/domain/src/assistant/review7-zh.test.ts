/**
 * Seventh clinician review, zh personas (P2 hyperemesis at 9 weeks, P4 hepatitis B with he shou wu,
 * P5 myasthenia gravis with magnesium): the chat answers the question asked, with the rule that
 * matters — our own phrasings, both languages, with a plan and without one.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

const reply = (text: string, locale: Locale, answers?: Answers): string =>
  assistantReply({
    text,
    locale,
    plan: answers ? storedPlanFor(`r7 ${text}`, answers, locale) : null,
    medicines: [...(answers?.medicines ?? [])],
  }).text;

const hepatitisB: Answers = {
  ...person('male', 50, 175, 80, 'light'),
  conditions: ['liver_disease'],
  medicines: ['entecavir'],
  supplements: [{ name: '制首乌', dose: 6, unit: 'g' }],
  labs: [{ marker: 'ALT', value: 95, unit: 'U/L' }],
};

describe('he shou wu and the liver (zh P4)', () => {
  it.each([
    ['zh-CN', '我每天泡首乌粉喝，会不会伤肝？', /何首乌可能伤肝/, /不要吃|停下来/],
    ['zh-CN', '制何首乌对肝脏有损害吗', /何首乌可能伤肝/, /肝病医生/],
    ['en-US', 'does fo-ti hurt the liver?', /can harm the liver/, /stop/],
    ['en-US', 'Is he shou wu safe with hepatitis B?', /can harm the liver/, /liver doctor/],
  ] as const)('%s: %s', (locale, q, lead, action) => {
    for (const answers of [hepatitisB, undefined]) {
      const text = reply(q, locale, answers);
      expect(text).toMatch(lead);
      expect(text).toMatch(action);
      expect(text).not.toMatch(/超出了我能可靠回答|beyond what I can reliably answer/);
    }
  });
});

const myasthenia: Answers = {
  ...person('female', 55, 160, 64, 'light'),
  medicines: ['pyridostigmine', 'prednisone'],
  supplements: [{ optionId: 'magnesium-oxide', dose: 2, unit: 'tablet' }],
};
/** The reviewer's case: pyridostigmine could not be entered, only the steroid. */
const steroidOnly: Answers = { ...myasthenia, medicines: ['prednisone'] };

describe('magnesium with myasthenia gravis (zh P5)', () => {
  it.each([
    ['zh-CN', '重症肌无力的人吃镁片会不会让无力更厉害？', /镁要当心/, /神经内科/],
    ['zh-CN', '我有肌无力，泻盐（硫酸镁）能用来通便吗', /镁要当心/, /120/],
    ['en-US', 'can magnesium tablets worsen myasthenia?', /careful with magnesium/, /neurologist/],
    [
      'en-US',
      'I have MG (myasthenia gravis), is Epsom salt ok for constipation?',
      /careful with magnesium/,
      /911/,
    ],
  ] as const)('%s: %s', (locale, q, lead, who) => {
    for (const answers of [myasthenia, steroidOnly, undefined]) {
      const text = reply(q, locale, answers);
      expect(text).toMatch(lead);
      expect(text).toMatch(who);
      expect(text).not.toMatch(/照常吃，不要自己改动|keep taking it as usual and do not change/);
    }
  });
});
