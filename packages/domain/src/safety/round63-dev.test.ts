import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 63 (development data once its figures were reported), in words of our own: after a kidney
// transplant, less urine, weight up and swollen legs with a tender graft are the graft's card, not a clot's.
describe('a kidney transplant with fluid building up is the transplant card (round 63)', () => {
  it.each([
    '换肾三年了 吃着环孢素 这几天尿特别少 两条腿都肿 移植的肾那儿胀痛 有点低烧',
    'kidney transplant last year, peeing way less the last 2 days, both ankles puffed up and the graft spot feels tender, bit of a temp',
  ])('%s', (text) => {
    const kinds = redFlagsFor(text).map((h) => h.kind);
    expect(kinds[0]).toBe('transplant_problem');
    expect(kinds).not.toContain('vte');
  });
});
