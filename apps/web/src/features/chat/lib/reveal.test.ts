import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextReveal } from './reveal';

describe('nextReveal', () => {
  it('writes a 600-character answer over about a second of frames, in many steps', () => {
    const steps: number[] = [];
    for (let shown = 0; shown < 600; shown = nextReveal(shown, 600)) steps.push(shown);
    expect(steps.length).toBeGreaterThan(20);
    expect(steps.length).toBeLessThan(120); // 2 s at 60 frames a second
  });

  it('property: always moves forward, never past what has arrived, and reaches it', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const [shown, total] = a <= b ? [a, b] : [b, a];
        const next = nextReveal(shown, total);
        expect(next).toBeLessThanOrEqual(total);
        expect(next > shown || shown === total).toBe(true);
      }),
    );
  });
});
