import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// Blind answer round 21, zh-067 (unsafe): "听说蔓越莓汁和西柚跟药有冲突，我这个药能喝吗" on warfarin got "no known
// interaction of grapefruit extract" and no word on cranberry. Cranberry with warfarin is its own rule
// whatever else the message names (BNF; MHRA 2004).
const WARFARIN = 'warfarin with fish oil and vitamin E';

describe('cranberry on warfarin, named beside something else', () => {
  it.each([
    ['zh-CN', '听说蔓越莓汁和西柚跟药有冲突，我这个药能喝吗', /避免大量喝蔓越莓汁/],
    ['zh-CN', '蔓越莓胶囊和鱼油一起吃行吗', /避免大量喝蔓越莓汁/],
    [
      'en-US',
      'heard cranberry juice and grapefruit clash with meds, can I drink them?',
      /avoid large amounts of cranberry juice/,
    ],
  ] as const)(
    '%s: %s',
    (locale, text, says) => {
      expect(askAs({ persona: WARFARIN, locale, text }).text).toMatch(says);
    },
    30_000,
  );

  it('a supplement beside greens keeps its pairing answer, not the warfarin food rule', () => {
    const r = askAs({ persona: WARFARIN, locale: 'zh-CN', text: '钙片配菠菜吃行不行' });
    expect(r.text).not.toMatch(/避免大量喝蔓越莓汁/);
  }, 30_000);
});
