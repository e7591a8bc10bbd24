/**
 * Fifteenth clinician review, en P1 serious #3 (Emily, 11 weeks pregnant on Synthroid 75 µg, TSH 4.82):
 * the TSH was read only as "possible underactive thyroid: see a doctor", and "should my dose go up now
 * that I'm pregnant?" got "no reliable rule".
 *
 * The class: a woman on levothyroxine who is pregnant (the plan's life stage, or said) — her TSH above
 * the treatment target (2.5 mU/L, or the pregnancy range) and her dose question get the ATA 2017 advice:
 * the dose usually goes up about 20–30 % as soon as pregnancy is confirmed, call the prescriber or
 * obstetrician this week, TSH about every 4 weeks. Not for a TSH within target, not outside pregnancy,
 * not without levothyroxine.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askAs } from './testing-review15';

const ADVICE = {
  en: /go up by about 20–30% as soon as pregnancy is confirmed[^]*this week/,
  zh: /增加约20–30%[^]*本周内联系/,
};
const guest = (locale: 'en-US' | 'zh-CN', text: string, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] });

describe(
  'levothyroxine in pregnancy: the dose and the TSH target (en P1 serious #3)',
  { timeout: 30_000 },
  () => {
    it.each([
      ['en-US', "My TSH came back 4.82, is that ok for pregnancy? my OB office hasn't called me back"],
      ['en-US', "I'm 11 weeks pregnant and on Synthroid 75 mcg. Should my dose go up now that I'm pregnant?"],
      ['en-US', 'just found out I am pregnant — do I need to change my levothyroxine dose?'],
      ['zh-CN', '我TSH 4.82，怀孕11周，正常吗'],
      ['zh-CN', '怀孕11周了，一直吃优甲乐75微克，剂量要不要加？'],
      ['zh-CN', '刚查出怀孕，左甲状腺素要调整剂量吗'],
    ] as const)('%s, with the plan and as a guest who names it: "%s"', (locale, q) => {
      const zh = locale === 'zh-CN';
      expect(askAs('EMILY', locale, q).text).toMatch(zh ? ADVICE.zh : ADVICE.en);
      // As a guest: the medicine and the pregnancy said in the message.
      const said = /synthroid|levothyroxine|优甲乐|左甲状腺素/i.test(q)
        ? q
        : `${q} ${zh ? '我吃优甲乐' : 'I take synthroid'}`;
      const withPregnancy = /pregnan|怀孕/.test(said) ? said : `${said} ${zh ? '我怀孕了' : "I'm pregnant"}`;
      expect(guest(locale, withPregnancy).text).toMatch(zh ? ADVICE.zh : ADVICE.en);
    });

    it.each([
      ['en-US', 'My TSH is 3.1 and I am 10 weeks pregnant, on levothyroxine. Is that fine?', true],
      ['en-US', 'My TSH is 1.8 and I am 10 weeks pregnant, on levothyroxine. Is that fine?', false],
      ['zh-CN', '怀孕10周，吃左甲状腺素，TSH 1.8，正常吗', false],
      // Not pregnant: the usual reading.
      ['en-US', 'My TSH is 4.8, I take levothyroxine. Is that ok?', false],
      ['zh-CN', '我吃优甲乐，TSH 4.8，要紧吗', false],
      // Pregnant without levothyroxine: the usual high TSH reading, no dose advice.
      ['en-US', "My TSH is 4.8 and I'm 10 weeks pregnant, is that ok?", false],
    ] as const)(
      '%s the advice only above target in pregnancy on levothyroxine: "%s" → %s',
      (locale, q, shown) => {
        const zh = locale === 'zh-CN';
        const r = guest(locale, q);
        if (shown) expect(r.text).toMatch(zh ? ADVICE.zh : ADVICE.en);
        else expect(r.text).not.toMatch(zh ? ADVICE.zh : ADVICE.en);
      },
    );

    it.each([
      ['en-US', 'Should my levothyroxine dose go up? my TSH was a bit high'],
      ['zh-CN', '优甲乐的剂量要不要加？'],
    ] as const)('%s not pregnant: no pregnancy dose advice for "%s"', (locale, q) => {
      expect(guest(locale, q).text).not.toMatch(locale === 'zh-CN' ? ADVICE.zh : ADVICE.en);
    });
  },
);
