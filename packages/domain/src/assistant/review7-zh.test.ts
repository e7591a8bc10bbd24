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

const vomiting9Weeks: Answers = {
  ...person('female', 29, 163, 52, 'sedentary'),
  lifeStage: 'pregnant_t1',
  gestationalWeek: 10,
  prePregnancyWeightKg: 56,
  supplements: [{ optionId: 'elevit', dose: 1, unit: 'tablet' }],
};

describe('thiamine with prolonged vomiting in pregnancy (zh P2; RCOG GTG 69)', () => {
  it.each([
    ['zh-CN', '怀孕后天天吐，已经快一个月了，维生素B1用不用另外补？', vomiting9Weeks],
    ['zh-CN', '孕吐好几周了，需要吃硫胺素吗', undefined],
    [
      'en-US',
      'I have had morning sickness for three weeks and vomit most days — should I get thiamine?',
      vomiting9Weeks,
    ],
    ['en-US', 'pregnant and throwing up for weeks, is extra vitamin B1 needed?', undefined],
  ] as const)('%s: %s', (locale, q, answers) => {
    const text = reply(q, locale, answers);
    const zh = locale === 'zh-CN';
    expect(text).toMatch(zh ? /需要补维生素B1/ : /you need vitamin B1/);
    expect(text).toMatch(zh ? /吐出来的复合维生素里的B1不算数/ : /comes back up does not count/);
    expect(text).toMatch(zh ? /今天就联系产科医生/ : /obstetric team today/);
    expect(text).not.toMatch(/不需要再加维生素B1|does not need more vitamin B1|no need to add/);
  });
});

describe('entecavir on an empty stomach, no alcohol with hepatitis B (zh P4, moderate)', () => {
  it.each([
    ['zh-CN', '博路定是空腹吃好还是跟饭一起吃？', /空腹吃：饭后至少2小时、下一顿饭前至少2小时/],
    ['en-US', 'should entecavir be taken with meals?', /empty stomach: at least 2 hours after a meal/],
  ] as const)('%s: %s', (locale, q, rule) => {
    for (const answers of [hepatitisB, undefined]) expect(reply(q, locale, answers)).toMatch(rule);
  });

  it.each([
    ['zh-CN', '我是小三阳，周末能喝两杯白酒吗', /有乙肝，最好一滴酒都不喝/],
    ['en-US', 'I have chronic hepatitis B — are a couple of beers at the weekend ok?', /alcohol is none/],
  ] as const)('%s without a plan: %s', (locale, q, rule) => {
    const text = reply(q, locale);
    expect(text).toMatch(rule);
    expect(text).not.toMatch(/15克|1 drink a day/);
  });
});

describe('myasthenia gravis: pyridostigmine and meals, quinine and tonic water (zh P5, moderate)', () => {
  it.each([
    ['zh-CN', '吡斯的明跟吃饭要隔多久', /饭前30–60分钟/],
    ['en-US', 'Mestinon: before or after food?', /30–60 minutes before meals/],
  ] as const)('%s: %s', (locale, q, rule) => {
    for (const answers of [myasthenia, undefined]) expect(reply(q, locale, answers)).toMatch(rule);
  });

  it.each([
    ['zh-CN', '半夜腿抽筋，喝点汤力水行吗', myasthenia, /不要用奎宁/],
    ['zh-CN', '我有肌无力，奎宁能治抽筋吗', undefined, /不要用奎宁/],
    ['en-US', 'is tonic water ok for night cramps?', myasthenia, /do not use quinine/],
    ['en-US', 'with myasthenia can I take quinine for cramps?', undefined, /do not use quinine/],
  ] as const)('%s: %s', (locale, q, answers, rule) => {
    const text = reply(q, locale, answers);
    expect(text).toMatch(rule);
    expect(text).not.toMatch(/糖尿病医生|diabetes (doctor|nurse)/);
  });
});

describe('pausing the prenatal while vomiting, folic acid alone (zh P2, moderate)', () => {
  it.each([
    ['zh-CN', '孕妇维生素太大片了咽不下，先停掉只吃叶酸行不行'],
    ['en-US', 'Can I stop my prenatal for a few days and just take folic acid? It makes me sick'],
  ] as const)('%s: %s', (locale, q) => {
    const text = reply(q, locale, vomiting9Weeks);
    expect(text).toMatch(locale === 'zh-CN' ? /先停几天，只吃叶酸/ : /pause the prenatal multivitamin/);
  });
});
