import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';

// Clinician review 2026-11-25 late, E2 Q2: migraine with aura on a combined pill got the pill's
// supplement list. WHO MEC 2015 / UKMEC 2016: combined hormonal contraception with aura is category 4.
describe('migraine with aura on a combined pill', () => {
  const E2 = ['desogestrel-ethinylestradiol', 'sumatriptan'];
  // prettier-ignore
  const SAID: ['zh-CN' | 'en-US', string, string[]][] = [
    ['en-US', 'Migraine with aura: is the combined pill safe? I smoke.', E2],
    ['en-US', "I'm on the pill and get migraines with aura", []],
    ['en-US', 'I get migraines with aura, is that OK with Yaz?', []],
    ['en-US', 'my migraines come with an aura, should I worry about my birth control?', []],
    ['en-US', 'I see zigzag lines before my migraines, is my Loestrin ok?', []],
    ['zh-CN', '我在吃避孕药，偏头痛发作前会看到闪光（先兆），可以继续吃吗', []],
    ['zh-CN', '有先兆的偏头痛还能吃优思明吗', []],
    ['zh-CN', '偏头痛有先兆，现在吃的药有影响吗', ['drospirenone-ethinylestradiol']],
  ];
  it.each(SAID)('%s: %s', (locale, q, medicines) => {
    const plan = storedPlanFor('pill-aura', person('female', 27, 165, 58, 'light'), locale);
    const r = assistantReply({ text: q, locale, plan, medicines });
    expect(r.urgent).toBeFalsy();
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /第4级（不应使用）.*吸烟.*开避孕药的医生/s
        : /category 4.*Smoking.*prescribes the pill soon/s,
    );
    expect(r.text).toMatch(/WHO, Medical eligibility criteria/);
    expect(r.text).not.toMatch(/Supplements to watch|需要留意的补充剂|no reliable rule|没有可靠的规则/);
  });

  // prettier-ignore
  const NOT: ['zh-CN' | 'en-US', string, string[]][] = [
    ['en-US', 'I get migraines with aura, does magnesium help?', []],
    ['en-US', "I'm on the pill and get migraines with aura", ['norethindrone']],
    ['zh-CN', '偏头痛有先兆，吃镁有用吗', []],
    ['zh-CN', '吃避孕药，会不会先兆流产', []],
  ];
  it.each(NOT)('not for %s: %s', (locale, q, medicines) => {
    const plan = storedPlanFor('pill-aura', person('female', 27, 165, 58, 'light'), locale);
    const r = assistantReply({ text: q, locale, plan, medicines });
    expect(r.text).not.toMatch(/WHO, Medical eligibility criteria/);
  });

  it('a stroke sign with the aura stays the urgent card', () => {
    const plan = storedPlanFor('pill-aura', person('female', 27, 165, 58, 'light'), 'en-US');
    const r = assistantReply({
      text: 'The aura has lasted over an hour, my right arm is numb and my speech is slurred',
      locale: 'en-US',
      plan,
      medicines: E2,
    });
    expect(r.urgent).toBe(true);
  });
});
