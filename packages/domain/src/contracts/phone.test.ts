import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMainlandMobile, maskMobile, MOBILE_PATTERN, normalizeMobile } from './phone';

describe('normalizeMobile (issue 19 §4)', () => {
  it.each([
    ['+86 138 0013 8000', '13800138000'],
    ['138-0013-8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['８６１３８００１３８０００', '13800138000'],
    ['＋８６ １３８ ００１３ ８０００', '13800138000'],
    ['１３８－００１３－８０００', '13800138000'],
    ['138—0013—8000', '13800138000'],
    ['(+86) 138.0013.8000', '13800138000'],
    ['（＋86）13800138000', '13800138000'],
    ['\u300013800138000\u3000', '13800138000'],
  ])('%j → %j', (raw, want) => {
    expect(normalizeMobile(raw)).toBe(want);
    expect(isMainlandMobile(raw)).toBe(true);
  });

  it.each([
    '',
    '1380013800',
    '138001380000',
    '12800138000',
    '+1 415 555 0100',
    '+86 12800138000',
    '138 0013 800O',
    'phone',
    '86 86 13800138000',
  ])('%j is not a mainland mobile', (raw) => expect(isMainlandMobile(raw)).toBe(false));

  const mobile = fc
    .tuple(
      fc.integer({ min: 3, max: 9 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
    )
    .map(([second, rest]) => `1${second}${rest.join('')}`);
  const separator = fc.constantFrom('', ' ', '-', '.', '\u3000', '－', '—', ' - ');
  const prefix = fc.constantFrom('', '+86', '+86 ', '0086', '0086 ', '86', '(+86) ', '＋86 ');
  const fullWidth = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));

  it('any way of writing a mainland mobile gives back its 11 digits', () => {
    fc.assert(
      fc.property(
        mobile,
        prefix,
        fc.array(separator, { minLength: 10, maxLength: 10 }),
        fc.boolean(),
        (number, pre, seps, wide) => {
          const digits = [...number];
          const written = pre + digits.map((d, i) => d + (seps[i] ?? '')).join('');
          expect(normalizeMobile(wide ? fullWidth(written) : written)).toBe(number);
        },
      ),
    );
  });

  it('is idempotent and never leaves a separator', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const once = normalizeMobile(raw);
        expect(normalizeMobile(once)).toBe(once);
        expect(once).not.toMatch(/[\s\-.()]/);
      }),
    );
  });

  it('a number it accepts is always 11 digits starting 13–19', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789+- ()８６'), maxLength: 20 }), (raw) => {
        if (isMainlandMobile(raw)) expect(normalizeMobile(raw)).toMatch(MOBILE_PATTERN);
      }),
    );
  });
});

describe('maskMobile', () => {
  it.each([
    ['13800138000', '138****8000'],
    ['+86 138-0013-8000', '138****8000'],
    ['+4915112345678', '********5678'],
    ['123', '123'],
  ])('%j → %j', (raw, want) => expect(maskMobile(raw)).toBe(want));

  it('keeps the first 3 and last 4 digits of every mainland mobile, nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 13_000_000_000, max: 19_999_999_999 }).map(String), (number) => {
        const masked = maskMobile(number);
        expect(masked).toMatch(/^1[3-9]\d\*{4}\d{4}$/);
        expect(masked.slice(0, 3) + masked.slice(7)).toBe(number.slice(0, 3) + number.slice(7));
      }),
    );
  });
});
