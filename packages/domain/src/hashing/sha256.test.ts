import { describe, expect, it } from 'vitest';
import { canonical, sha256Hex, stableHash } from '.';

describe('sha256Hex', () => {
  // Digests printed by node:crypto's createHash('sha256') for the same UTF-8 text.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['a'.repeat(1000), '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3'],
    ['体重 70 千克 — µg/L ✓ 😀', '3bbcd11ba8023b9ecf78cb36528bf5641aec71b8a8bf61d33aff57a59ffbc169'],
    ['\ud800x', 'a87ce46793cc659b79bd187e998f8488635f707d5be0957e1d565981efd2b04b'],
  ])('%j', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });

  it('stableHash is the SHA-256 of the canonical JSON, whatever the key order', () => {
    expect(stableHash({ b: 1, a: [1, { d: 'x', c: null }] })).toBe(
      stableHash({ a: [1, { c: null, d: 'x' }], b: 1 }),
    );
    expect(stableHash({ a: 1, skipped: undefined })).toBe(sha256Hex(canonical({ a: 1 })));
  });
});
