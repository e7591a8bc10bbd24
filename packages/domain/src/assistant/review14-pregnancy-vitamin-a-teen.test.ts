/**
 * Fourteenth clinician review, en P2 (Destiny, 17, 16 weeks pregnant):
 * #1 "i take vitamin A 10000 for my acne is that ok while pregnant" got "no reliable rule" though the plan
 *    says avoid: the chat answers it, with or without a plan (preformed vitamin A above the UL — 3,000 µg,
 *    10,000 IU; 2,800 µg at 14–18 — is teratogenic, Rothman NEJM 1995; no isotretinoin in pregnancy).
 * #2 "im 17 and pregnant what vitamins should i take" (a guest) got the non-pregnant 14–18 figures (iron
 *    15 mg, iodine 150 µg) and "ask the paediatrician": pregnancy said in the chat gives the pregnancy
 *    figures for a minor as for an adult (IOM DRIs: iron 27 mg, iodine 220 µg, folate 600 µg DFE).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askAs } from './faq/testing';

const NO_RULE = /没有可靠的规则|no reliable rule/;
const guest = (locale: 'zh-CN' | 'en-US', text: string, previous?: string) =>
  askAs({ locale, text, ...(previous ? { previous } : {}) });

describe('vitamin A supplements in pregnancy (en P2 #1)', () => {
  it.each([
    ['en-US', undefined, 'i take vitamin A 10000 for my acne is that ok while pregnant'],
    ['en-US', undefined, "I'm pregnant, can I keep taking my vit A 10,000 IU softgel?"],
    ['en-US', undefined, 'retinol pills while pregant for skin - safe?'],
    ['en-US', 'pregnant t2 with a prenatal', 'is vitamin A 10000 IU ok for acne?'],
    ['zh-CN', undefined, '怀孕了还能吃维生素A一万单位吗'],
    ['zh-CN', undefined, '孕期为了痘痘吃维A软胶囊可以吗'],
    ['zh-CN', undefined, '怀孕16周 vitamin A 10000 还能吃不'],
    ['zh-CN', 'pregnant t2 with a prenatal', '维生素A 10000国际单位还能继续吃吗'],
  ] as const)(
    '%s (%s): "%s" — stop it, the UL, tell the midwife, no isotretinoin',
    (locale, persona, text) => {
      const r = askAs({ locale, text, ...(persona ? { persona } : {}) });
      expect(r.text).not.toMatch(NO_RULE);
      if (locale === 'zh-CN') {
        expect(r.text).toMatch(/现在就停/);
        expect(r.text).toMatch(/3000微克（1万国际单位）/);
        expect(r.text).toMatch(/异维A酸/);
      } else {
        expect(r.text).toMatch(/stop it now/);
        expect(r.text).toMatch(/3,000 µg a day \(10,000 IU\)/);
        expect(r.text).toMatch(/isotretinoin/);
      }
      expect(r.text).toMatch(/Rothman/);
      expect(r.rules.some((id) => id.startsWith('faq:pregnancy-vitamin-a-supplement'))).toBe(true);
    },
  );

  it('not pregnant: not this answer', () => {
    const r = assistantReply({
      text: 'is vitamin A 10000 IU ok?',
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.rules).not.toContain('faq:pregnancy-vitamin-a-supplement');
  });
});

describe('a pregnant minor said in the chat (en P2 #2)', () => {
  it.each([
    ['en-US', 'im 17 and pregnant what vitamins should i take'],
    ['en-US', 'Im pregnant and 16, is my prenatal enough?'],
    ['en-US', '17 yo and pregant, what supplements do i need'],
    ['zh-CN', '我17岁怀孕了应该吃什么维生素'],
    ['zh-CN', '我16岁，怀孕了，需要补什么'],
    ['zh-CN', '高二 怀孕了 vitamins 要吃哪些'],
  ] as const)('%s "%s": the pregnancy figures, the prenatal provider', (locale, text) => {
    const r = guest(locale, text);
    if (locale === 'zh-CN') {
      expect(r.text).toMatch(/铁27毫克（上限45毫克），碘220微克（上限900微克），叶酸600微克/);
      expect(r.text).toMatch(/产科医生或助产士/);
      expect(r.text).not.toMatch(/女孩 15 mg|儿科医生/);
    } else {
      expect(r.text).toMatch(
        /iron 27 mg \(upper limit 45 mg\), iodine 220 µg \(upper limit 900 µg\), folate 600 µg DFE/,
      );
      expect(r.text).toMatch(/prenatal provider/);
      expect(r.text).not.toMatch(/girls 15 mg|paediatrician/);
    }
  });

  it.each([
    ['en-US', 'i am 16 and pregnant, how much iron do i need', /27 mg/, /girls 15 mg/],
    ['en-US', "I'm 15. I'm pregnant. How much calcium should I get?", /1,?300 mg/, /paediatrician/],
    ['zh-CN', '我16岁，怀孕了，每天要补多少铁', /27 mg/, /女孩 15 mg/],
  ] as const)('%s a dose question: "%s"', (locale, text, want, not) => {
    const r = guest(locale, text);
    expect(r.text).toMatch(want);
    expect(r.text).not.toMatch(not);
  });

  it('pregnancy said the message before counts for the dose', () => {
    const r = guest('en-US', "i'm 17, how much iodine do i need?", "i'm pregnant, 16 weeks");
    expect(r.text).toMatch(/220 µg/);
  });

  it('a non-pregnant teen keeps her band', () => {
    const r = guest('en-US', 'my daughter is 15, how much iron does she need');
    expect(r.text).toMatch(/girls 15 mg/);
  });
});
