/**
 * Blind triage round 38's misses as classes (development data once its figures were reported,
 * docs/triage-rounds/round-38/): new phrasings of each class beside the round's own (its carer's-card cases are
 * in about-another.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { askAs } from '../assistant/faq/testing';
import { redFlagsFor } from './joined';

const kindsOf = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('blind triage round 38: the classes it missed', () => {
  it.each([
    // A chemotherapy named by its drug; a blood cancer under treatment; a count low "一直"; 100.9 °F.
    [
      'im on capecitabine, had oxaliplatin 10 days ago, thermometer said 100.9 tonight',
      'immunosuppressed_fever',
    ],
    ['mom is on FOLFOX, temp 101.2 and shaking chills', 'immunosuppressed_fever'],
    ['我儿子白血病在做维持治疗，血象一直偏低，量了38.7，一直喊冷', 'immunosuppressed_fever'],
    ['我爸淋巴瘤化疗中，今天烧到38.6', 'immunosuppressed_fever'],
    // Insulin misspelt.
    ['刚打完胰岛速忘了吃饭 现在心跳好快 一直出汗手抖', 'severe_hypoglycaemia'],
    // Someone else's farewells: belongings handed over, "look after mum for me", joining the dead.
    [
      "My brother keeps saying there's no point anymore and yesterday he gave me his guitar and his watch. He also said 'look after mum for me'.",
      'suicidal',
    ],
    [
      "Dad keeps saying since mum passed that he wants to go and be with her. He's given away all his tools.",
      'suicidal',
    ],
  ])('%s → %s', (text, kind) => {
    expect(kindsOf(text)).toContain(kind);
  });

  it.each([
    // A temperature of 100.2 °F is not read as 100.9's normal; the 100 of 100.9 is not "normal".
    ['thermometer said 100.2 this morning, no chemo, just a cold'],
    ['my brother keeps saying my cooking is the death of him lol, what should I make'],
  ])('quiet: %s', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });
});

describe('the pneumonitis line for breathlessness told in other words', () => {
  it.each([
    ['zh-CN', '我妈在做免疫治疗（PD-1），这一周越来越喘，今天坐着呼吸都很急，还烧到38度', /免疫相关性肺炎/],
    ['zh-CN', '我爷爷一直吃胺碘酮，今天突然喘得厉害，咳个不停', /胺碘酮引起的肺毒性/],
    [
      'en-US',
      'client on erlotinib, breathing rate about 30, coughing, temp 38.4',
      /interstitial lung disease/,
    ],
  ] as const)('%s: %s', (locale, text, line) => {
    const r = askAs({ locale, text });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(line);
  });
});
