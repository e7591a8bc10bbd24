import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, parseHash, verifyPassword } from './password';

/** A cheap cost: these tests are about the format and the comparison, not the strength. */
const CHEAP = { log2N: 10, r: 8, p: 1 };

describe('operator password hashes (scrypt)', () => {
  it('verifies the right password and refuses others, with the salt and cost stored per hash', async () => {
    const a = await hashPassword('correct horse battery', CHEAP);
    const b = await hashPassword('correct horse battery', CHEAP);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('uses the default cost N=2^16, r=8, p=2 and verifies with the parameters a hash carries', async () => {
    const strong = await hashPassword('a password of length');
    expect(parseHash(strong)?.params).toEqual({ log2N: 16, r: 8, p: 2 });
    expect(await verifyPassword('a password of length', strong)).toBe(true);
  });

  it('treats the same text in composed and decomposed Unicode as one password', async () => {
    const h = await hashPassword('caf\u00e9-operator-1', CHEAP);
    expect(await verifyPassword('cafe\u0301-operator-1', h)).toBe(true);
  });

  it.each([
    ['not a hash', 'plain'],
    ['another scheme', 'bcrypt$10$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA'],
    ['a cost beyond the bounds', `scrypt$30$8$1$${'A'.repeat(24)}$${Buffer.alloc(32).toString('base64')}`],
    ['a short key', `scrypt$10$8$1$${Buffer.alloc(16).toString('base64')}$AAAA`],
  ])('refuses %s without throwing', async (_label, stored) => {
    expect(parseHash(stored)).toBeNull();
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('has one dummy hash that no password matches', async () => {
    const d = await dummyHash(CHEAP);
    expect(await dummyHash(CHEAP)).toBe(d);
    expect(await verifyPassword('', d)).toBe(false);
  });
});
