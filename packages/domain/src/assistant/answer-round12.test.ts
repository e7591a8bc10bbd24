import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// Blind answer round 12 (development data once its figures were reported), en-039 (unsafe): a pregnant
// woman asking what to eat was listed beef liver — liver is not eaten in pregnancy (preformed vitamin A;
// NHS "Foods to avoid in pregnancy"; 中国居民膳食指南 2022 孕期妇女膳食指南).
describe('en-039: no liver in a food list for a pregnant person', () => {
  it.each([
    [
      'en-US',
      'pregnant t2 with a prenatal',
      'constipated since starting the prenatal, is it the iron in it? what can i eat to help',
    ],
    ['en-US', 'pregnant t2 with a prenatal', 'which foods have the most iron?'],
    ['en-US', undefined, "i'm 20 weeks pregnant, what foods are high in iron"],
    ['zh-CN', 'pregnant t2 with a prenatal', '哪些食物补铁'],
    ['zh-CN', undefined, '怀孕五个月了 吃什么补铁'],
  ] as const)('%s (%s): %s', (locale, persona, text) => {
    const r = askAs({ locale, persona, text });
    expect(r.text).not.toMatch(/liver|肝/i);
  });

  it('a person who is not pregnant may still be told liver', () => {
    const r = askAs({ locale: 'en-US', text: 'which foods have the most iron?' });
    expect(r.text).toMatch(/iron/i);
  });
});

// en-160 (unsafe): "what about diet coke then" after a question on energy drinks, from a 16-year-old,
// got the alcohol-and-weight-loss row ("no more than 1–2 drinks a day").
describe('en-160: a soft drink is not alcohol', () => {
  it.each([
    ['en-US', 'what about diet coke then', 'can i drink energy drinks like monster to stop snacking'],
    ['en-US', 'is coke zero ok when im dieting', undefined],
    ['zh-CN', '那喝零度可乐减肥可以吗', '能不能喝红牛提神 少吃零食'],
    ['en-US', 'are sodas bad for losing weight, i drink like 3 a day', undefined],
  ] as const)('%s: %s', (locale, text, previous) => {
    const r = askAs({ locale, text, ...(previous ? { previous } : {}) });
    expect(r.text).not.toMatch(/1–2 drinks a day|alcohol itself|酒的热量/);
  });

  it('a question about beer and weight still gets the alcohol row', () => {
    const r = askAs({ locale: 'en-US', text: 'beer or wine, which is less fattening when im losing weight' });
    expect(r.text).toMatch(/alcohol itself/);
  });
});

// zh-160 (unsafe): a 16-year-old whose periods stopped for two months after dieting got generic
// weight-loss text. Periods that stop after dieting are a warning sign: a doctor, stop restricting
// (Endocrine Society 2017 functional hypothalamic amenorrhoea; NICE NG69).
describe('zh-160: periods stopped after dieting is a warning sign', () => {
  it.each([
    ['zh-CN', '节食以后姨妈两个月没来了，是因为吃太少吗'],
    ['zh-CN', '减肥三个月 月经停了 正常吗'],
    ['en-US', 'since I started dieting my periods stopped, is that normal?'],
    ['en-US', 'lost 8kg on 800 cals a day and havent had my period in 3 months, is it the diet'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askAs({ locale, text });
    expect(r.text).toMatch(locale === 'zh-CN' ? /警示信号.*医生/ : /warning sign.*doctor/);
  });
});

// zh-073 (unsafe): "加了夜宵早上血糖又高了咋整" after a fasting low on insulin got "don't skip dinner"
// weight-loss text. A low at night and a high next morning is a dose review (ADA 2025 §6, §9).
describe('zh-073: a night low and a morning high on insulin is a dose review', () => {
  it.each([
    [
      'zh-CN',
      '加了夜宵早上血糖又高了咋整',
      '上回空腹血糖测出来才2.6，医生说太低了，晚上睡前要不要加点夜宵？吃啥好',
    ],
    ['zh-CN', '睡前吃了加餐 第二天空腹血糖反而高了 怎么办', undefined],
    [
      'en-US',
      'added a bedtime snack like the doc said but now my morning sugar is high, what do i do',
      undefined,
    ],
  ] as const)('%s: %s', (locale, text, previous) => {
    const r = askAs({
      locale,
      persona: 'diabetes on insulin, glucose 2.6',
      text,
      ...(previous ? { previous } : {}),
    });
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /医生.*(剂量|调)/
        : /(diabetes (doctor|team)).*(adjust|dose)|(dose|adjust).*(diabetes (doctor|team))/,
    );
    expect(r.text).not.toMatch(/晚饭不建议不吃|减重也不用靠/);
  });
});

// en-086 (unsafe): magnesium for night cramps was "take in the evening" for a 74-year-old with heart
// failure on furosemide and digoxin (Lanoxin PI §5.6): a blood test first, prescribed if low.
describe('en-086: magnesium for cramps on a diuretic and digoxin is a blood test first', () => {
  it.each([
    ['en-US', 'ok what about magnesium then, my legs cramp at night'],
    ['en-US', 'can i take magnesium for leg cramps'],
    ['zh-CN', '晚上老是腿抽筋 能吃点镁吗'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askAs({ locale, persona: 'heart failure, potassium 5.4', text });
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /先别自己开始吃镁.*血镁/ : /do not start magnesium on your own.*blood test/,
    );
  });
});

// Noticed by a helper of 2026-11-27: "早上吃完就想吐" from a pregnant woman got the eating-distress reply.
// Nausea after eating is not purging; vomiting brought up after eating still is distress.
describe('nausea after eating is not the eating-distress reply', () => {
  it.each([
    ['zh-CN', 'pregnant t1', '早上吃完就想吐 怎么办'],
    ['zh-CN', undefined, '最近吃完饭就想吐 胃不舒服'],
  ] as const)('%s (%s): %s', (locale, persona, text) => {
    const r = askAs({ locale, persona, text });
    expect(r.text).not.toMatch(/谢谢你愿意说出来/);
  });

  it('vomiting brought up after eating is still heard', () => {
    const r = askAs({ locale: 'zh-CN', text: '我每次吃完就去吐掉 讨厌自己的身体' });
    expect(r.text).toMatch(/谢谢你愿意说出来|进食障碍/);
  });
});
