import { randomBytes } from 'node:crypto';

/** `<userId>/<random>`: made by the server only (see `Storage`). */
const KEY = /^[0-9a-f-]{36}\/[A-Za-z0-9_-]{16,64}$/;
const PREFIX = /^[0-9a-f-]{36}$/;

/** A fresh storage key for a user's file: 128 random bits under the user's prefix. */
export function newStorageKey(userId: string): string {
  return `${userId}/${randomBytes(16).toString('base64url')}`;
}

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('storage: malformed key');
  return key;
}

export function checkedPrefix(prefix: string): string {
  if (!PREFIX.test(prefix)) throw new Error('storage: malformed prefix');
  return prefix;
}
