import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// Blind answer round 8 (docs/answer-rounds/round-8.md, now development data): the unsafe answers the
// rows did not cause. Each case in new phrasings too.
describe('answer round 8: unsafe answers mended', () => {
  it.each([
    ['zh-CN', '吃丙戊酸钠，在准备要宝宝了，叶酸吃多少？普通孕妇那种0.4mg的够吗'],
    [
      'en-US',
      "I'm on valproate and we're trying for a baby. how much folic acid? is the normal 400 mcg prenatal enough?",
    ],
  ] as const)(
    '%s: valproate and folic acid in two parts — 5 mg, never the 400 µg card (zh-105)',
    (locale, text) => {
      const r = askAs({ locale, persona: 'valproate, 28', text });
      expect(r.text).toMatch(/5 ?mg/);
      expect(r.text).not.toMatch(/400 ?(µg|微克)/);
    },
  );

  it.each([
    ['zh-CN', '肾不好 eGFR 22，镁片还能接着吃吗？我一直吃着 晚上睡得好点', '那是直接停还是减半吃'],
    ['en-US', 'my eGFR is 22, can I keep taking my magnesium tablets?', 'so do I stop or just halve it?'],
  ] as const)(
    '%s: "stop or halve the magnesium?" at eGFR 22 is never told to keep it (zh-058)',
    (locale, previous, text) => {
      const r = askAs({ locale, persona: 'kidney disease eGFR 22 with magnesium', previous, text });
      expect(r.text).not.toMatch(
        /不要自己开始、停用或调整药物和补充剂|stop or change a medicine or supplement on your own/,
      );
    },
  );
});
