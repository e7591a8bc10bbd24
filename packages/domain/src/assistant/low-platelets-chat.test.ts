/**
 * Fifteenth clinician review, zh P5-S2 (chat): platelets 28 ×10⁹/L — fish oil was "ruled out, but the
 * omega-3 it gives is still needed: choose a replacement", and nattokinase "no known interaction". With a
 * count below 50 the nutrient itself is the risk: no replacement, ask the haematologist; a product that
 * adds to bleeding is "do not take it now". Look-alikes: platelets 150 keep the ordinary answers.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import type { Locale } from '../contracts/common';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';
import { person } from '../testing';

const itp = (platelets: number): Answers => ({
  ...person('female', 41, 160, 61.5, 'light'),
  medicines: ['eltrombopag', 'prednisone'],
  supplements: [{ optionId: 'fish-oil', name: '深海鱼油 1000mg', dose: 2, unit: 'capsule' }],
  labs: [{ marker: '血小板计数(PLT)', value: platelets, unit: '10^9/L', labRefLow: 125, labRefHigh: 350 }],
});

function ask(platelets: number, locale: Locale, text: string) {
  const a = itp(platelets);
  return assistantReply({
    text,
    locale,
    plan: storedPlanFor(`itp-${platelets}`, a, locale),
    medicines: [...(a.medicines ?? [])],
    history: [],
  });
}

describe('low platelets in the chat', () => {
  it.each([
    ['zh-CN', '鱼油还能接着吃吗？我血小板28', /血液科/, /换用的产品请仍含|仍然需要/],
    ['zh-CN', '鱼油一天吃多少合适', /血液科/, /换用的产品请仍含|仍然需要/],
    [
      'en-US',
      'can i keep taking my fish oil? platelets are 28',
      /haematologist/,
      /still needed|choose a replacement/,
    ],
    ['en-US', 'how much omega 3 should i take', /haematologist/, /still needed|choose a replacement/],
  ] as const)('%s: %s → no replacement, the haematologist', (locale, q, must, never) => {
    const r = ask(28, locale, q);
    expect(r.text).toMatch(must);
    expect(r.text).not.toMatch(never);
  });

  it.each([
    ['zh-CN', '纳豆激酶能吃吗', /现在不要吃/],
    ['zh-CN', '听说银杏叶对脑子好，我能吃吗', /现在不要吃/],
    ['en-US', 'is nattokinase ok for me', /Do not take it now/],
    ['en-US', 'can I try turmeric capsules for my joints', /Do not take it now/],
  ] as const)('%s: %s → do not take it now', (locale, q, must) => {
    const r = ask(28, locale, q);
    expect(r.text).toMatch(must);
    expect(r.text).not.toMatch(/没有.*已知相互作用|no known interaction/);
  });

  it('platelets 150: the ordinary nattokinase answer, no platelet line', () => {
    const r = ask(150, 'en-US', 'is nattokinase ok for me');
    expect(r.text).not.toMatch(/below 50/);
  });
});
