import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasUnstorableText, queryInt, safeText, stripInvisible } from './common';
import { normalizeMobile, validateAddress } from './shop';

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

describe('bidirectional and zero-width controls are removed from stored text (issue 35)', () => {
  it.each([
    ['\u202Egnp.exe', 'gnp.exe'],
    ['张\u200B三', '张三'],
    ['\uFEFFLi Lei\u2066', 'Li Lei'],
    ['a\u200E\u200Fb\u061C', 'ab'],
    ['妈妈 😀', '妈妈 😀'],
  ])('%j → %j', (typed, stored) => {
    expect(stripInvisible(typed)).toBe(stored);
    expect(safeText(100).parse(typed)).toBe(stored);
  });

  it('in an address, every field, before the length and empty checks', () => {
    const { value, errors } = validateAddress(
      {
        name: '\u202E\u200B',
        phone: '13912345678',
        area: '广东省\u2067 深圳市',
        detail: '科技园路\u202E1号',
      },
      'zh-CN',
    );
    expect(value).toMatchObject({ name: '', area: '广东省 深圳市', detail: '科技园路1号' });
    expect(errors.map((e) => e.field)).toEqual(['name']);
  });

  it('no stored text keeps one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(
          /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/.test(stripInvisible(s)),
        ).toBe(false);
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
