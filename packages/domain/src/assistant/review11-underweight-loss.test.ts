/**
 * Eleventh clinician review, zh P4 finding 1 (小林, 26, major depression on venlafaxine, 160 cm, 46 kg —
 * BMI 18.0 — eating one meal a day): "我想瘦到42公斤，一天吃800卡可以吗？" got the very-low-calorie-diet
 * text with "安全的速度是每周减 0.5–1 千克", which reads as permission. Someone underweight is told not to
 * lose weight, with no rate of loss and a gentle referral for eating-disorder support (NICE NG69).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askPersona } from './testing';

const XIAO_LIN = '小林 26: depression on venlafaxine, BMI 18, one meal a day (zh)';
const RATE = /0\.5–1|每周减|per week|a week.{0,20}(lose|loss)|\bsafe pace\b|安全的速度|500 kcal/i;
const DONT = {
  zh: /不要再减|不宜再减|不要减重|不应该再减/,
  en: /do not (try to )?lose (any )?(more )?weight|not lose weight|no weight loss/i,
};
const HELP = { zh: /进食障碍|医生聊一聊|精神心理科/, en: /eating.disorder|GP|doctor you trust/i };

describe('underweight and asking to lose more (zh P4 finding 1)', () => {
  it.each([
    ['zh-CN', '我想瘦到42公斤，一天吃800卡可以吗？'],
    ['zh-CN', '想再减4公斤，每天只吃一顿饭行不行？'],
    ['zh-CN', '我想再瘦一点，一天吃多少热量能减下来？'],
    ['en-US', 'I want to get down to 42 kg, is 800 calories a day ok?'],
    ['en-US', 'How fast can I lose another 4 kg if I eat 800 kcal a day?'],
    ['en-US', 'I want to be thinner, how many calories should I eat to lose weight?'],
  ] as const)('%s with the plan: "%s"', (locale, q) => {
    const text = askPersona(XIAO_LIN, locale, q).text;
    const zh = locale === 'zh-CN';
    expect(text).toMatch(zh ? DONT.zh : DONT.en);
    expect(text).toMatch(zh ? HELP.zh : HELP.en);
    expect(text).not.toMatch(RATE);
  });

  it.each([
    ['zh-CN', '我身高160cm，体重46公斤，想瘦到42公斤，一天吃800卡可以吗？'],
    ['zh-CN', '160cm 45kg，还想减肥，每天吃700大卡行吗'],
    ['en-US', "I'm 160 cm and 46 kg, I want to get down to 42 kg, is 800 calories a day ok?"],
    ['en-US', '160 cm, 45 kg, want to lose more weight on 700 kcal a day - safe?'],
  ] as const)('%s as a guest: "%s"', (locale, q) => {
    const text = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] }).text;
    const zh = locale === 'zh-CN';
    expect(text).toMatch(zh ? DONT.zh : DONT.en);
    expect(text).toMatch(zh ? HELP.zh : HELP.en);
    expect(text).not.toMatch(RATE);
    expect(text).not.toMatch(/older people|老人/i);
  });

  it('a healthy-weight person asking about 800 kcal still hears the very-low-calorie warning', () => {
    const text = assistantReply({
      text: '我165cm，70公斤，想减肥，一天吃800卡可以吗？',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
      history: [],
    }).text;
    expect(text).toMatch(/医生监督/);
  });
});
