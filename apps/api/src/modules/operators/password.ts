import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Operator passwords, hashed with scrypt from node:crypto (ADR 0030): no native package to build, and
 * each hash carries its own salt and cost, so the cost can rise later without locking anyone out (a
 * hash made with older parameters still verifies with them).
 *
 * Stored as `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>`.
 */
export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt line N=2^16, r=8, p=2 (64 MiB, about 0.1–0.4 s a hash): slow to guess, fine to sign in.
 * The server's choice is `config.operatorPassword` (OPERATOR_SCRYPT_LOG2N), which defaults to this.
 */
export const DEFAULT_SCRYPT: ScryptParams = { log2N: 16, r: 8, p: 2 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Bounds on what a stored hash may ask for, so a tampered row cannot make a sign-in eat the machine. */
const LIMITS = { log2N: [10, 20], r: [1, 32], p: [1, 16] } as const;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.log2N;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    maxmem: 128 * N * params.r * 2 + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** The parameters of a stored hash, or null when it is not one this module made. */
export function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map((x) => (/^\d{1,2}$/.test(x!) ? Number(x) : NaN)) as [
    number,
    number,
    number,
  ];
  const within = (v: number, [lo, hi]: readonly [number, number]) =>
    Number.isInteger(v) && v >= lo && v <= hi;
  if (!within(log2N, LIMITS.log2N) || !within(r, LIMITS.r) || !within(p, LIMITS.p)) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length < SALT_BYTES || key.length !== KEY_BYTES) return null;
  return { params: { log2N, r, p }, salt, key };
}

/** Whether the password matches the stored hash; the comparison takes the same time wherever it differs. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

const dummies = new Map<string, Promise<string>>();

/**
 * A hash of nothing anyone knows, with the cost new accounts get, verified against when the name is
 * unknown or disabled, so that a sign-in takes as long whether or not the account exists.
 */
export function dummyHash(params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const key = `${params.log2N}/${params.r}/${params.p}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(24).toString('base64'), params);
    dummies.set(key, dummy);
  }
  return dummy;
}
