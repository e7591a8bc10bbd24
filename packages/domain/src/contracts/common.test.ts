import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasUnstorableText, queryInt, safeText } from './common';
import { normalizeMobile } from './shop';

describe('hasUnstorableText / safeText (issue 16.1)', () => {
  it.each([
    ['a\u0000b', true],
    ['a\uD800b', true],
    ['\uDC00', true],
    ['😀 emoji pair', false],
    ['化验单', false],
    ['', false],
  ])('%j → %s', (text, bad) => {
    expect(hasUnstorableText(text)).toBe(bad);
    expect(safeText(100).safeParse(text).success).toBe(!bad);
  });

  it('any well-formed text without NUL is storable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(hasUnstorableText(s.replaceAll('\u0000', ''))).toBe(false);
      }),
    );
  });
});

describe('queryInt (issue 16.8)', () => {
  const schema = queryInt(1, 200);
  it.each(['5', 5, '200'])('%j is accepted', (v) => expect(schema.safeParse(v).success).toBe(true));
  it.each(['0x10', '1e3', ' 5', '5 ', '2.0', '-1', '', 'true', true, [5], 1.5, '201', '0'])(
    '%j is refused',
    (v) => expect(schema.safeParse(v).success).toBe(false),
  );
});

describe('normalizeMobile (issue 16.9)', () => {
  it.each([
    ['13800138000', '13800138000'],
    ['+8613800138000', '13800138000'],
    ['+86 138-0013-8000', '13800138000'],
    ['008613800138000', '13800138000'],
    ['8613800138000', '13800138000'],
    [' (138) 0013 8000 ', '13800138000'],
    ['+4915112345678', '+4915112345678'],
    ['+8612800138000', '+8612800138000'],
  ])('%j → %j', (raw, want) => expect(normalizeMobile(raw)).toBe(want));
});
