/**
 * An older woman on tramadol and sertraline (seventh clinician review, en D1–D3): low sodium with a
 * lot of water (Spasovski 2014; Zoloft US PI §5 Hyponatremia), alcohol with an opioid (Ultram boxed
 * warning), the follow-up to a serotonin-syndrome emergency, and stopping an antidepressant.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';

const her: Answers = {
  ...person('female', 72, 158, 55, 'sedentary'),
  conditions: ['osteoporosis'],
  medicines: ['tramadol', 'sertraline'],
};
const NO_RULE = /no reliable rule|没有可靠的规则/;

describe('low sodium and drinking a lot', () => {
  // prettier-ignore
  const ASKED: ['zh-CN' | 'en-US', string][] = [
    ['en-US', 'The lab said my sodium was 128. I drink lots of water every day, should I drink even more?'],
    ['en-US', 'My doctor says I have low sodium. Would more fluids help? I get through about three litres a day.'],
    ['zh-CN', '化验说我血钠只有128，我每天喝三升水，要不要再多喝点水冲一冲？'],
    ['zh-CN', '医生说我低钠血症，是不是应该多喝水？'],
  ];
  it.each(ASKED)('no plan, %s: %s', (locale, q) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [] });
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要再多喝水/ : /do not drink more water/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /一两天内/ : /within a day or two/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /跌倒/ : /fall/);
    expect(r.text).not.toMatch(/Drink to thirst with pale-yellow urine|按口渴喝、尿色淡黄就行/);
  });
  it.each(ASKED)('her plan, %s: %s', (locale, q) => {
    const plan = storedPlanFor('older-sertraline', her, locale);
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要再多喝水/ : /do not drink more water/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /舍曲林/ : /sertraline/);
  });
});

describe('alcohol with tramadol', () => {
  // prettier-ignore
  const ASKED: ['zh-CN' | 'en-US', string][] = [
    ['en-US', 'Can I have a small glass of red wine in the evening with my pills?'],
    ['en-US', 'Is one beer okay while I am on tramadol?'],
    ['zh-CN', '晚上喝一小杯红酒和我吃的药有冲突吗？'],
    ['zh-CN', '吃曲马多能喝点啤酒吗'],
  ];
  it.each(ASKED)('%s: %s → the opioid boxed warning', (locale, q) => {
    const plan = storedPlanFor('older-sertraline', her, locale);
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(r.text).toMatch(locale === 'zh-CN' ? /黑框警告/ : /boxed warning/);
    expect(r.text).not.toMatch(NO_RULE);
    expect(r.text).not.toMatch(/does not cause a dangerous reaction|不会和舍曲林发生危险反应/);
  });
  it.each<['zh-CN' | 'en-US', string]>([
    ['en-US', 'I take tramadol for my back. Is a beer with dinner ok?'],
    ['zh-CN', '我在吃曲马多止痛，晚饭能喝杯啤酒吗'],
  ])('no plan, %s: %s', (locale, q) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [] });
    expect(r.text).toMatch(locale === 'zh-CN' ? /黑框警告/ : /boxed warning/);
  });
});

describe('right after a serotonin-syndrome emergency', () => {
  // prettier-ignore
  const THEN: ['zh-CN' | 'en-US', string, string][] = [
    ['en-US', 'Since starting 5-HTP I am sweating a lot, shaking, my legs twitch and I feel hot and agitated.', 'So do I stop the Zoloft and the tramadol?'],
    ['en-US', 'Since starting 5-HTP I am sweating a lot, shaking, my legs twitch and I feel hot and agitated.', 'Should I stop taking them?'],
    ['zh-CN', '吃了5-羟色氨酸以后我一直出汗、发抖、腿抽动，浑身发热、烦躁。', '那舍曲林和曲马多要不要停？'],
  ];
  it.each(THEN)('%s: %s → %s', (locale, first, q) => {
    const plan = storedPlanFor('older-sertraline', her, locale);
    const r = assistantReply({
      text: q,
      locale,
      plan,
      medicines: [],
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: 'See a doctor now.' },
      ],
    });
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(/olanzapine|antipsychotic|抗精神病|奥氮平/i);
  });
});

describe('stopping an antidepressant', () => {
  it.each<['zh-CN' | 'en-US', string]>([
    ['en-US', 'Can I come off my Zoloft by myself?'],
    ['zh-CN', '舍曲林我能自己停掉吗'],
  ])('%s: %s → the antidepressant text, no antipsychotics', (locale, q) => {
    const plan = storedPlanFor('older-sertraline', her, locale);
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /抗抑郁药不能自己突然停/ : /Antidepressants must not be stopped suddenly/,
    );
    expect(r.text).not.toMatch(/olanzapine|antipsychotic|抗精神病|奥氮平|weight gain/i);
  });
});
