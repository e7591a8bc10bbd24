import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextReveal, visiblePrefix } from './reveal';

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

describe('visiblePrefix', () => {
  it.each([
    ['- 酸奶\n- 牛奶', 1, '- '],
    ['- 酸奶\n- 牛奶', 3, '- 酸奶'],
    ['Take **250 µg** a day', 7, 'Take 250 '],
    ['Take **250 µg** a day', 16, 'Take **250 µg** '],
    ['Calcium rich', 3, 'Calcium '],
  ])('%j at %i → %j', (text, n, expected) => {
    expect(visiblePrefix(text, n)).toBe(expected);
  });

  it('property: grows with n and ends as the whole text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.nat(80), (text, n) => {
        const a = visiblePrefix(text, n).replace(/\*\*/g, '');
        const b = visiblePrefix(text, n + 1).replace(/\*\*/g, '');
        expect(b.startsWith(a)).toBe(true);
        expect(visiblePrefix(text, text.length)).toBe(text);
      }),
    );
  });
});
