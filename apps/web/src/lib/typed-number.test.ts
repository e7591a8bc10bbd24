import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readTypedNumber } from './typed-number';

describe('readTypedNumber', () => {
  it.each([
    ['12', 12],
    [' 6.5 ', 6.5],
    ['0', 0],
    ['6,5', 6.5],
    ['6，5', 6.5],
    ['１１８', 118],
    ['５．２', 5.2],
    ['５。２', 5.2],
    ['.5', 0.5],
    ['1.', 1],
    ['0.', 0],
    ['007', 7],
  ])('reads %j as %d', (text, value) => expect(readTypedNumber(text)).toBe(value));

  it.each(['', '   ', '.', '-1', '+1', '1e3', 'abc', '1.2.3', '1,000.5', '12 mg', 'NaN', 'Infinity', '0x10'])(
    'refuses %j',
    (text) => expect(readTypedNumber(text)).toBeNull(),
  );

  it('refuses a figure too long to be a number', () => expect(readTypedNumber('9'.repeat(400))).toBeNull());

  it('reads back every decimal it is shown, with any decimal mark and digits of either width', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom('.', ',', '，', '．', '。'),
        fc.boolean(),
        (whole, fraction, mark, wide) => {
          const text = `${whole}${mark}${String(fraction).padStart(3, '0')}`;
          const typed = wide
            ? text.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0))
            : text;
          expect(readTypedNumber(typed)).toBe(Number(`${whole}.${String(fraction).padStart(3, '0')}`));
        },
      ),
    );
  });

  it('never throws, and gives a finite number or null', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = readTypedNumber(s);
        expect(n === null || (Number.isFinite(n) && n >= 0)).toBe(true);
      }),
    );
  });
});
