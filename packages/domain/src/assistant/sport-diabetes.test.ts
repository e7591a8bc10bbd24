/**
 * Clinician review 2026-11-25 (evening), P8 (type 1 diabetes, half-marathon runner, no plan) and P10
 * (Vyvanse): a low read now before a run, alcohol after a race with type 1, and energy drinks with an
 * ADHD stimulant. ADA Standards of Care 2025 §5/§6; Riddell 2017 (Lancet Diabetes Endocrinol); Vyvanse
 * US PI §5; FDA on caffeine; AAP (appetite on stimulants).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';
import { chatGlucoseMmolValues } from '../safety/critical-values';

type Loc = 'zh-CN' | 'en-US';
const noPlan = (text: string, locale: Loc, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines });

const TREAT = { 'en-US': /15–20 g of fast sugar.*15 minutes/s, 'zh-CN': /15–20克.*15分钟/s } as const;
const WAIT = {
  'en-US': /do not start yet.*90–100 mg\/dL \(5\.0–5\.6 mmol\/L\) and rising.*carry fast sugar/s,
  'zh-CN': /先别开始运动.*5\.0–5\.6 mmol\/L（90–100 mg\/dL）以上、而且在上升.*随身带/s,
} as const;

describe('a low glucose read now, before exercise (P8 Q3)', () => {
  // prettier-ignore
  const LOW_BEFORE_RUN: [Loc, string, RegExp][] = [
    // the reviewer's words (/tmp/crev/raw/p8_t1d_chat3.txt)
    ['en-US', "My CGM says 62 and dropping, I'm about to start a 10 mile run. Should I go?", /62 mg\/dL \(3\.4 mmol\/L\) is a low/],
    // ours
    ['en-US', 'dexcom showing 65 with a down arrow, long run in 10 min', /65 mg\/dL \(3\.6 mmol\/L\) is a low/],
    ['en-US', 'My sugar is 3.5 mmol/L, can I go to the gym?', /63 mg\/dL \(3\.5 mmol\/L\) is a low/],
    ['zh-CN', '血糖3.4，准备去跑步，可以吗', /3\.4 mmol\/L（61 mg\/dL）是低血糖/],
    ['zh-CN', '探头显示3.7，马上要去打球', /3\.7 mmol\/L（67 mg\/dL）是低血糖/],
  ];
  it.each(LOW_BEFORE_RUN)('%s: %s', (locale, q, lead) => {
    const r = noPlan(q, locale);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(lead);
    expect(r.text).toMatch(TREAT[locale]);
    expect(r.text).toMatch(WAIT[locale]);
    expect(r.text).not.toMatch(/outside what I can answer|超出了我能可靠回答的范围|没有可靠的规则/);
  });

  it('a low with no exercise gets the treat-a-low rule only', () => {
    const r = noPlan('my libre says 66, what should I do?', 'en-US');
    expect(r.text).toMatch(TREAT['en-US']);
    expect(r.text).not.toMatch(/do not start yet/);
  });

  it('below 90 mg/dL before a run (not a low) gets 10–20 g and wait', () => {
    const r = noPlan('CGM 82, going for a run now', 'en-US');
    expect(r.text).toMatch(/82 mg\/dL \(4\.6 mmol\/L\) is too low to start exercise/);
    expect(r.text).toMatch(WAIT['en-US']);
  });

  // prettier-ignore
  const URGENT: [Loc, string][] = [
    ['en-US', 'libre says 48, about to go for a run'],
    ['en-US', 'CGM says 62 and I feel confused'],
    ['zh-CN', '血糖2.6，准备去跑步'],
  ];
  it.each(URGENT)('level 2 or confusion stays the urgent card — %s: %s', (locale, q) => {
    expect(noPlan(q, locale).urgent).toBe(true);
  });

  // prettier-ignore
  const NOT_A_READING: [Loc, string][] = [
    ['zh-CN', '血糖 2型糖尿病，准备去跑步，要注意什么'],
    ['zh-CN', '血糖仪买了3个，跑步时带哪个'],
    ['zh-CN', '血糖33.5，准备去跑步'],
  ];
  it.each(NOT_A_READING)('a count, a kind or a high is not a low — %s: %s', (locale, q) => {
    expect(noPlan(q, locale).text).not.toMatch(/是低血糖|对运动前来说偏低/);
  });

  it('reads Chinese glucose values too', () => {
    expect(chatGlucoseMmolValues('血糖3.4，准备去跑步')).toEqual([3.4]);
    expect(chatGlucoseMmolValues('My CGM says 62 and dropping')[0]).toBeCloseTo(3.44, 2);
  });
});

describe('alcohol with type 1 diabetes or insulin (P8 Q5)', () => {
  // prettier-ignore
  const ASKED: [Loc, string, string[]][] = [
    ['en-US', 'Is it safe to drink a few beers after a race with type 1?', []],
    ['en-US', "I'm on insulin, can I have some wine at a wedding tonight?", []],
    ['en-US', 'Can I have a couple of beers after my long run?', ['insulin-glargine', 'insulin-lispro']],
    ['zh-CN', '我是1型糖尿病，比赛完能喝几瓶啤酒吗', []],
    ['zh-CN', '打胰岛素的人晚上聚会能喝酒吗', []],
  ];
  it.each(ASKED)('%s: %s', (locale, q, meds) => {
    const r = noPlan(q, locale, meds);
    expect(r.text).toMatch(
      locale === 'en-US' ? /delayed low, during the night or the next morning/ : /延迟出现的低血糖/,
    );
    expect(r.text).toMatch(
      locale === 'en-US'
        ? /never on an empty stomach.*check your glucose before bed.*tell a friend/s
        : /不要空腹喝.*睡前测血糖.*让同伴知道/s,
    );
    expect(r.text).not.toMatch(/weight loss|减重|减肥/);
  });

  it('energy drinks before a race are not alcohol', () => {
    expect(noPlan('energy drinks before a race with type 1?', 'en-US').text).not.toMatch(/delayed low/);
  });
});

describe('caffeine and energy drinks with an ADHD stimulant (P10 Q4)', () => {
  // prettier-ignore
  const ASKED: [Loc, string, string[]][] = [
    // the reviewer's words, with her Vyvanse on the list (/tmp/crev/raw/p10_adhd_chatp4.txt)
    ['en-US', 'I drink 3 energy drinks a day with my meds, is that ok?', ['lisdexamfetamine']],
    // ours
    ['en-US', 'Can I have Red Bull with Adderall?', []],
    ['en-US', 'is coffee ok with my Concerta?', []],
    ['en-US', 'Is caffeine ok with my ADHD meds?', []],
    ['zh-CN', '我吃专注达，每天喝两罐红牛可以吗', []],
    ['zh-CN', '吃哌甲酯能喝咖啡吗', []],
    ['zh-CN', '赖右苯丙胺和能量饮料一起喝行不行', []],
    // names added to the dictionary: amphetamine, dexamfetamine, 安非他命
    ['en-US', 'I take amphetamine for ADHD, is a Monster ok?', []],
    ['en-US', 'dexamfetamine and coffee in the morning?', []],
    ['zh-CN', '吃安非他命期间可以喝咖啡吗', []],
  ];
  it.each(ASKED)('%s: %s', (locale, q, meds) => {
    const plan = storedPlanFor('adhd', person('female', 20, 165, 48, 'light'), locale);
    const r = assistantReply({ text: q, locale, plan, medicines: meds });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(
      locale === 'en-US'
        ? /avoid energy drinks and keep caffeine low.*heart rate and blood pressure/s
        : /最好避免能量饮料.*心率和血压/s,
    );
    expect(r.text).toMatch(
      locale === 'en-US'
        ? /breakfast before the morning dose.*when the medicine wears off/s
        : /吃药前先吃早饭.*药效过去/s,
    );
    expect(r.text).not.toMatch(/Iron|铁/);
  });

  it('chest pain with a fast heart rate stays the urgent card', () => {
    const r = noPlan(
      'My heart is racing at 150 and I have chest pain after my energy drink and pills',
      'en-US',
      ['lisdexamfetamine'],
    );
    expect(r.urgent).toBe(true);
  });
});
