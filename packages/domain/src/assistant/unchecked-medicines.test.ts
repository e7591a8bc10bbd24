/**
 * Eleventh clinician review, cross-cutting ("unlisted medicines are rejected, not recorded; the chat then
 * says 'no known interaction' about the medicines it does know") and en P3 #6 (Trikafta absent, St John's
 * wort cleared with "no known interaction between Pancrelipase, Azithromycin, Esomeprazole…"). A medicine
 * kept as typed is named in the plan as not checked, with who to ask, and the chat never says "no known
 * interaction" while it is in play: it names the unchecked medicine instead.
 *
 * Trikafta is in the dictionary since the same review (wip/enmeds11); Orkambi, another CFTR modulator
 * it does not know, stands in for "a medicine the dictionary does not know".
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts';
import { askPersona, storedPlanFor } from './testing';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';

const LIAM = 'cystic fibrosis on Orkambi kept as typed, Creon, azithromycin, Nexium (en)';
const LIU = 'lung cancer on 特瑞普利单抗 kept as typed, rabeprazole, loperamide (zh)';
const NO_RULE = /no known interaction|interaction table has no rule|已知相互作用|相互作用表里没有/i;

const ask = (persona: string, locale: Locale, text: string, withPlan = true) =>
  askPersona(persona, locale, text, { withPlan });

describe('a medicine kept as typed is named as not checked (eleventh clinician review)', () => {
  it('the plan names it first, with who to ask, and lists it for the chat (en and zh)', () => {
    const answers = new Map(REFERENCE_PERSONAS);
    const en = storedPlanFor(LIAM, answers.get(LIAM)!, 'en-US');
    expect(en.findings[0]!.id).toBe('medicines.unresolved');
    expect(en.findings[0]!.text).toMatch(/I could not check 'Orkambi'/);
    expect(en.findings[0]!.text).toMatch(/pharmacist who dispenses it/);
    expect(en.profile.medicinesUnchecked).toEqual(['Orkambi']);
    const zh = storedPlanFor(LIU, answers.get(LIU)!, 'zh-CN');
    expect(zh.findings[0]!.text).toMatch(/我无法核对 “特瑞普利单抗”/);
    expect(zh.findings[0]!.text).toMatch(/药师/);
    expect(zh.profile.medicinesUnchecked).toEqual(['特瑞普利单抗']);
  });

  it.each([
    // The reviewer's words, then two other phrasings.
    "His mate gave him St John's wort for his mood … Is that ok with his Orkambi?",
    'Can he take St Johns wort with his tablets?',
    'He also has a big glass of grapefruit juice most mornings. Is grapefruit a problem with any of his tablets?',
  ])('en, with a plan: %s', (q) => {
    const r = ask(LIAM, 'en-US', q);
    expect(r.text).not.toMatch(NO_RULE);
    expect(r.text).toMatch(/I could not check \*\*Orkambi\*\*/);
    expect(r.text).toMatch(/pharmacist who dispenses it/);
  });

  it.each([
    // The reviewer's words (with the unlisted medicine of this persona), then two other phrasings.
    '她听人说西柚能抗癌，最近每天早上喝一大杯西柚汁，跟她的药有没有影响？',
    '灵芝孢子粉和西洋参能跟她的药一起吃吗？',
    '善存银片跟她现在吃的药有冲突吗？',
  ])('zh, with a plan: %s', (q) => {
    const r = ask(LIU, 'zh-CN', q);
    expect(r.text).not.toMatch(NO_RULE);
    expect(r.text).toMatch(/我无法核对 \*\*特瑞普利单抗\*\*/);
    expect(r.text).toMatch(/药师/);
  });

  it('a known interaction in the same answer is kept (rabeprazole × magnesium)', () => {
    const r = ask(LIU, 'zh-CN', '镁片跟雷贝拉唑一起吃有问题吗？');
    expect(r.text).not.toMatch(NO_RULE);
    expect(r.text).toMatch(/雷贝拉唑/);
  });

  it('as a guest (no plan, nothing kept as typed) the answer is as before', () => {
    const r = ask(LIAM, 'en-US', 'Can I take fish oil with Nexium?', false);
    expect(r.text).not.toMatch(/I could not check/);
  });
});
