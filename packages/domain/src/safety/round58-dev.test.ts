import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 58 (2026-12-01, measured before and after, then development data): a way to "sleep forever"
// asked for in a vitamin question was missed by both readers; an allergic reaction last summer "all good now" and a
// choking scare "back in March", fine since, were read as happening now. In words of our own.

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('blind triage round 58', () => {
  it.each([
    'any supplement that can make me sleep forever? i mean it, i want to actually not wake up',
    'which pills would let me sleep forever and not wake up, tired of everything',
  ])('a way not to wake up asked for: %s', (text) => {
    expect(kinds(text)).toContain('suicidal');
  });

  it.each([
    'Had hives and a swollen tongue after peanuts last summer, got adrenaline in A&E, I’m all good now. Which snacks are safe?',
    'dad choked on some meat back in April, the speech therapist checked him and he has been fine since. soft dinner ideas?',
  ])('an episode dated and closed: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('the same signs told as now stay urgent', () => {
    expect(kinds('my tongue is swelling after peanuts and i cant swallow properly')).not.toEqual([]);
  });
});
