/**
 * Tenth clinician review, Patterns (en P3 and the pre-eclampsia look-alike): "im 20 weeks, can i take
 * advil for a headache" got the pre-eclampsia emergency card and the NSAID question was never answered.
 * A headache said alone in pregnancy is not pre-eclampsia (that needs a severe headache that does not go
 * away, vision changes, sudden swelling or pain below the ribs, after 20 weeks — NICE NG133; ACOG PB 222);
 * the answer says no NSAIDs from 20 weeks (FDA 2020), paracetamol is the usual choice, and a severe or
 * persistent headache with vision changes or swelling needs urgent care. Real pre-eclampsia messages keep
 * the urgent card. The reviewer's words and more phrasings in both languages, with a plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { redFlagsFor } from '../safety';
import { assistantReply } from './reply';
import { askPersona } from './testing';

const PREGNANT_T2 = 'pregnant t2 with a prenatal';
const guest = (text: string, locale: Locale) =>
  assistantReply({ text, locale, plan: null, medicines: [], history: [] });

describe('a headache said alone with an NSAID question is answered, not carded', () => {
  it.each([
    ['en-US', 'im 20 weeks, can i take advil for a headache'],
    ['en-US', '20 weeks pregnant and have a headache, is ibuprofen ok?'],
    ['en-US', "can I take nurofen for a headache? I'm 22 weeks"],
    ['zh-CN', '怀孕20周了，头痛能吃布洛芬吗'],
    ['zh-CN', '孕22周有点头疼，可以吃芬必得吗'],
    ['zh-CN', '我怀孕21周，头痛想吃点止痛药，布洛芬行吗'],
  ] as const)('%s: %s', (locale, q) => {
    expect(redFlagsFor(q, { lifeStage: null })).toEqual([]);
    for (const r of [askPersona(PREGNANT_T2, locale, q), guest(q, locale)]) {
      expect(r.urgent).toBe(false);
      // No NSAID from 20 weeks (FDA 2020) …
      expect(r.text).toMatch(locale === 'zh-CN' ? /20周/ : /20 weeks/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /布洛芬/ : /ibuprofen/i);
      // … paracetamol is the usual choice …
      expect(r.text).toMatch(locale === 'zh-CN' ? /对乙酰氨基酚/ : /paracetamol|acetaminophen/);
      // … and which headache needs urgent care.
      expect(r.text).toMatch(locale === 'zh-CN' ? /看东西模糊|视物模糊/ : /blurred vision|vision/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /肿/ : /swelling/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /子痫前期/ : /pre-eclampsia/);
    }
  });
});

describe('a headache said alone in pregnancy gets the headache line, not the pregnancy tips', () => {
  it.each([
    ['en-US', 'im 30 weeks pregnant and have a headache'],
    ['en-US', '26 weeks along and I woke up with a headache today'],
    ['zh-CN', '怀孕30周，今天有点头痛'],
    ['zh-CN', '孕26周，早上起来头疼'],
  ] as const)('%s: %s', (locale, q) => {
    for (const r of [askPersona(PREGNANT_T2, locale, q), guest(q, locale)]) {
      expect(r.urgent).toBe(false);
      expect(r.text).toMatch(locale === 'zh-CN' ? /对乙酰氨基酚/ : /paracetamol/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /子痫前期/ : /pre-eclampsia/);
      expect(r.text).not.toMatch(/孕期营养|Pregnancy nutrition/);
    }
  });
});

describe('pre-eclampsia still gets the urgent card, in both languages', () => {
  it.each([
    ['en-US', 'im 32 weeks pregnant with a severe headache that wont go away and blurred vision'],
    ['en-US', '34 weeks, my head is pounding and my face and hands have swollen up'],
    ['en-US', '30 weeks and a splitting headache, I keep seeing flashing lights, can I take advil?'],
    ['en-US', "im 31 weeks, headache for 2 days that tylenol isn't touching, can i take ibuprofen instead"],
    ['zh-CN', '怀孕32周，头痛得厉害一直不好，眼睛看东西模糊'],
    ['zh-CN', '孕34周，头疼得受不了，脸和手突然肿了'],
    ['zh-CN', '孕30周头痛欲裂，眼前冒金星，能吃布洛芬吗'],
    ['zh-CN', '孕33周头疼两天了，吃了对乙酰氨基酚也不管用，能换布洛芬吗'],
  ] as const)('%s: %s', (locale, q) => {
    for (const r of [askPersona(PREGNANT_T2, locale, q), guest(q, locale)]) {
      expect(r.urgent).toBe(true);
      expect(r.cards[0]).toMatchObject({ type: 'urgent', kind: 'pre_eclampsia' });
      expect(r.text).toMatch(locale === 'zh-CN' ? /120/ : /911/);
    }
  });
});
