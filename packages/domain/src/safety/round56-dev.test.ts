import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 56 (2026-12-01, measured before and after, then development data): a birth told as "had my little
// lad 5 days ago" set no postpartum context, so a headache with blurred vision and pain under the right ribs — severe
// pre-eclampsia after the birth — was missed by both readers. In words of our own.

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('blind triage round 56', () => {
  it.each([
    'had my wee girl 4 days ago and now a splitting headache, seeing flashing lights and pain under my right ribs',
    'had our son a week ago, today bad headache and blurry vision that will not go',
  ])('after the birth: %s', (text) => {
    expect(kinds(text)).toContain('pre_eclampsia');
  });

  it('a birth told that way with a diet question raises nothing', () => {
    expect(kinds('had my daughter 3 weeks ago, what should I eat for energy while breastfeeding?')).toEqual(
      [],
    );
  });
});
