import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 41 (bleeding in the gut and severe lows, 2026-11-30): every emergency was caught, but
// four were named as another kind. The classes, in words of our own (the round's messages stay its own).

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('blind triage round 41: black or bloody stools with a faint are the bleeding card', () => {
  it.each([
    '我爸一直吃阿司匹林，今天解大手解出来黑乎乎的像沥青，刚才在厕所差点晕过去',
    'grandad is on rivaroxaban, two runny stools this morning, black and sticky like tarmac. he went grey and nearly passed out',
    'stools since last night, shiny and like road tar, I feel faint when I stand',
  ])('%s', (text) => {
    const found = kinds(text);
    expect(found[0]).toBe('bleeding');
    expect(found).not.toContain('fainting');
  });

  it('a toilet bowl full of blood on an antiplatelet is bleeding, not a pregnancy bleed', () => {
    const found = kinds(
      'on ticagrelor since my stent, just now the toilet bowl was full of blood, twice, and I feel dizzy',
    );
    expect(found[0]).toBe('bleeding');
    expect(found).not.toContain('pregnancy_bleeding');
  });

  it.each([
    'my espresso is black like tar, is four a day too many',
    'the road outside smells like tar and it gives me a headache',
  ])('tar said of something that is not a stool is no alarm: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
