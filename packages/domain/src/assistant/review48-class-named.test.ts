/**
 * Forty-eighth clinician review (2026-12-02), zh M3, as answered since: the vomited-dose answer speaks of antiepileptics,
 * and the guard then said "valproate: not covered" below it. A medicine's class, named in either language, addresses it.
 */
import { describe, expect, it } from 'vitest';
import { unaddressed } from './cannot';
import { assistantReply } from './reply';

describe('a medicine addressed by its class', () => {
  it.each([
    ['zh-CN', '吃完德巴金半小时吐了，要不要补吃一片？'],
    ['en-US', 'threw up 30 min after my depakote, should i take another one?'],
  ] as const)('%s: the vomited-dose answer, with no "not covered" line for valproate', (locale, text) => {
    const r = assistantReply({ text, locale, plan: null, medicines: ['valproate'] });
    expect(r.text).toMatch(/不要自己加倍|never double up/);
    expect(r.text).not.toMatch(/上面的回答没有涉及|the answer above does not cover it/);
  });
  it('the class in Chinese counts; an answer naming no class or medicine does not', () => {
    expect(
      unaddressed('德巴金能和维生素D一起吃吗', '抗癫痫药和维生素D……', 'zh-CN').map((m) => m.key),
    ).not.toContain('drug:valproate');
    expect(
      unaddressed('德巴金能和维生素D一起吃吗', '维生素D每天400国际单位', 'zh-CN').map((m) => m.key),
    ).toContain('drug:valproate');
  });
});
