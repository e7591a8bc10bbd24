import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind answer round 13 en-062 (unsafe): "I'm on a water pill (furosemide), shouldn't I be taking a
// potassium supplement to replace what I pee out?" got the critical-lab card ("the result you mention")
// from the learned reader, with no result in the message. A lab named with no result told is a question
// about the nutrient; a value, or a result said to be critical or high, stays the reader's to judge.
describe('en-062: no critical-lab card without a result told', () => {
  it.each([
    "I'm on a water pill (furosemide), shouldn't I be taking a potassium supplement to replace what I pee out?",
    'on furosemide, shouldnt i take potasium to replace what i pee out',
    'water pill makes me pee out my potassium, shouldnt i replace it with a supplement',
  ])('%s', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).not.toContain('critical_lab');
  });

  it.each(['my potassium is 6.8 and my heart is racing', '血钾6.9 心慌'])(
    'a result told stays urgent: %s',
    (text) => {
      expect(redFlagsFor(text).length).toBeGreaterThan(0);
    },
  );
});
