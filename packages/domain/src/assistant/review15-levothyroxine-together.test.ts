/**
 * Fifteenth clinician review, en P1 serious #2 (Emily, on Synthroid, iron-deficiency anaemia): "my iron
 * is low, can I take the iron pill with my synthroid in the morning with orange juice so I don't
 * forget?" → "Yes, it helps: taking iron with a glass of orange juice …".
 *
 * The class: a nutrient asked about together with a medicine whose label keeps them hours apart
 * (levothyroxine and iron or calcium, 4 h — Synthroid US PI §2.1, §7.1; ciprofloxacin and iron, 2 h
 * before / 6 h after — Cipro US PI §2.4, §7) is answered with the spacing first, never by a row that
 * names no medicine ("Yes, it helps" for the juice). The juice itself is still said: iron can go with
 * orange juice at the later time. Without such a medicine the juice row answers as before.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askAs } from './testing-review15';

const YES_JUICE =
  /Yes, it helps: taking iron with a glass of orange juice|可以，而且有帮助：铁剂用一杯橙汁送服/;
const NO_LEAD = { en: /^\*\*No — separate them\.\*\*/, zh: /^\*\*不行——要分开吃。\*\*/ };
const FOUR_HOURS = { en: /at least 4 hours/, zh: /至少4小时/ };
const JUICE_LATER = { en: /orange juice/, zh: /橙汁/ };

/** The answer's part about the pairing: the last numbered part of a two-part question, or the whole. */
const pairingPart = (text: string) => {
  const parts = text.split(/\n\*\*2\. [^\n]*\*\*\n/);
  return (parts[1] ?? parts[0]!).trim();
};

describe(
  'a nutrient asked together with levothyroxine: the spacing first (en P1 serious #2)',
  { timeout: 30_000 },
  () => {
    it.each([
      [
        'en-US',
        "my iron is low, can I take the iron pill with my synthroid in the morning with orange juice so I don't forget?",
      ],
      ['en-US', 'Can I swallow my iron tablet with my Levoxyl and a glass of OJ in the morning?'],
      ['en-US', 'I take Synthroid with my Tums at breakfast, is that ok?'],
      ['zh-CN', '我的铁低，补铁片能跟优甲乐早上一起用橙汁吃吗'],
      ['zh-CN', '铁剂和优甲乐同服可以吗？早上用橙汁送，免得忘了'],
      ['zh-CN', '钙片跟左甲状腺素一块吃行不行'],
    ] as const)('%s "%s": with the plan and as a guest', (locale, q) => {
      const zh = locale === 'zh-CN';
      for (const withPlan of [true, false]) {
        const r = askAs('EMILY', locale, q, { withPlan });
        const part = pairingPart(r.text);
        expect(part, `withPlan=${withPlan}`).toMatch(zh ? NO_LEAD.zh : NO_LEAD.en);
        expect(r.text).toMatch(zh ? FOUR_HOURS.zh : FOUR_HOURS.en);
        expect(r.text).not.toMatch(YES_JUICE);
        if (/juice|oj|橙汁/i.test(q)) expect(part).toMatch(zh ? JUICE_LATER.zh : JUICE_LATER.en);
      }
    });

    it.each([
      [
        'en-US',
        'is it ok to take ciprofloxacin with my iron tablet and a glass of orange juice?',
        /Ciprofloxacin × Iron/,
      ],
      ['zh-CN', '环丙沙星能和铁片一起用橙汁送服吗', /环丙沙星 × 铁/],
    ] as const)('%s another medicine spaced from iron leads with its pair: "%s"', (locale, q, pair) => {
      const r = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] });
      expect(r.text).toMatch(pair);
      expect(r.text).not.toMatch(YES_JUICE);
    });

    it.each([
      // Look-alikes that keep the juice row: no medicine, or one that no label spaces from iron.
      ['en-US', 'can I take my iron pill with orange juice?'],
      ['en-US', 'I take metformin, can I take my iron with orange juice?'],
      ['zh-CN', '铁剂可以用橙汁送服吗'],
    ] as const)('%s the juice row still answers "%s"', (locale, q) => {
      const r = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] });
      expect(r.text).toMatch(YES_JUICE);
    });

    it.each([
      ['en-US', 'can I take my synthroid at bedtime instead?', /bedtime is an accepted alternative/],
      ['zh-CN', '优甲乐可以改成睡前吃吗', /睡前吃是公认的另一种方法/],
    ] as const)('%s levothyroxine at bedtime is still the bedtime answer: "%s"', (locale, q, text) => {
      expect(askAs('EMILY', locale, q).text).toMatch(text);
    });
  },
);
