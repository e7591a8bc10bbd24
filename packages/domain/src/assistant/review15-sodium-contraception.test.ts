/**
 * Fifteenth clinician review, en P3 serious #2 and en P4 serious #1.
 *
 * Low sodium (Dorothy, 84, dementia, barely eats, Na 133): "should I give her less water?" → "drink …
 * clearly less than now". The class: a mildly low sodium (130–134) in an older person, one with dementia
 * or one who eats little is never answered with a fluid cut of one's own — the doctor judges volume
 * status and the cause first (Spasovski 2014); a fluid limit a doctor set, a young person drinking
 * litres, or a sodium under 130 keep the general low-sodium answer.
 *
 * Tirzepatide and the pill (Ash, Mounjaro just raised to 7.5 mg, Microgynon): "Does it affect my pill?"
 * → supplement rules and "no reliable rule". The class: tirzepatide with an oral contraceptive — a
 * barrier or non-oral method for 4 weeks after starting and after each dose increase (Mounjaro US PI
 * §7.2). Semaglutide (no such label advice) and tirzepatide without the pill do not get it.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askAs } from './testing-review15';

const guest = (locale: 'en-US' | 'zh-CN', text: string, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] });
const OWN_CUT = /clearly less than now|明显比现在少/;
const NO_CUT = { en: /do not cut her fluids on your own/, zh: /不要自己给她限水/ };

describe(
  'a mild low sodium in an older person who eats little: no fluid cut of one’s own (en P3 serious #2)',
  { timeout: 30_000 },
  () => {
    it.each([
      ['en-US', 'Her sodium was 133, should I give her less water?'],
      ['en-US', 'mom’s sodium is a bit low at 132, do I cut back her fluids?'],
      ['zh-CN', '她血钠133，要不要让她少喝点水？'],
    ] as const)('%s, with the plan: "%s"', (locale, q) => {
      const r = askAs('DOROTHY', locale, q);
      expect(r.text).toMatch(locale === 'zh-CN' ? NO_CUT.zh : NO_CUT.en);
      expect(r.text).not.toMatch(OWN_CUT);
    });

    it.each([
      ['en-US', 'my mom is 86 and barely eats, her sodium came back 132 — should she drink less?'],
      ['zh-CN', '奶奶89岁，吃得很少，血钠133，要少喝水吗？'],
    ] as const)('%s, as a guest: "%s"', (locale, q) => {
      const r = guest(locale, q);
      expect(r.text).toMatch(locale === 'zh-CN' ? NO_CUT.zh : NO_CUT.en);
      expect(r.text).not.toMatch(OWN_CUT);
    });

    it.each([
      // A young person drinking litres: the general row ("do not drink more to flush it out").
      ['en-US', 'my sodium is 129, should I drink more water to flush it out? I already drink 3 litres'],
      // A doctor's fluid limit is kept.
      [
        'en-US',
        'the hospital set a fluid limit for my low sodium of 133, I am 80 — does tea count as water?',
      ],
      // Below 130 in an older person: not the mild text.
      ['en-US', 'my dad is 82 and his sodium is 124, should he drink less water?'],
    ] as const)('%s look-alike keeps the general answer: "%s"', (locale, q) => {
      expect(guest(locale, q).text).not.toMatch(NO_CUT.en);
    });
  },
);

describe(
  'tirzepatide with the pill: 4 weeks of a barrier method after each increase (en P4 serious #1)',
  { timeout: 30_000 },
  () => {
    const ADVICE = {
      en: /for 4 weeks after starting tirzepatide and for 4 weeks after each dose increase/,
      zh: /开始用替尔泊肽后的4周，以及每次加量后的4周/,
    };
    it.each([
      [
        'en-US',
        "I just went up to 7.5mg on my Mounjaro last week. Does it affect my pill (Microgynon)? I really can't get pregnant right now",
      ],
      ['en-US', 'Does Mounjaro stop the contraceptive pill from working properly?'],
      ['en-US', 'is Zepbound ok with my birth control pills?'],
      ['zh-CN', '我在打穆峰达，还在吃短效避孕药，会影响避孕吗？'],
      ['zh-CN', '替尔泊肽刚加量，优思明还管用吗'],
    ] as const)('%s, with the plan and as a guest: "%s"', (locale, q) => {
      const re = locale === 'zh-CN' ? ADVICE.zh : ADVICE.en;
      expect(askAs('ASH', locale, q).text).toMatch(re);
      expect(guest(locale, q).text).toMatch(re);
    });

    it.each([
      ['en-US', "I'm on Ozempic and the pill, does it matter?"],
      ['en-US', 'can I take my multivitamin with Mounjaro?'],
      ['zh-CN', '打穆峰达期间可以吃复合维生素吗'],
    ] as const)('%s look-alike without the rule: "%s"', (locale, q) => {
      expect(guest(locale, q).text).not.toMatch(locale === 'zh-CN' ? ADVICE.zh : ADVICE.en);
    });
  },
);
