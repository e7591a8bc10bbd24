import { STORAGE_KEYS, readString, writeString } from './storage';

/** 16 bytes = 128 bits, ADR 0003's minimum so ids cannot be guessed; base64url of it is 22 characters. */
const DEVICE_ID_BYTES = 16;
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22,}$/;

/** base64url without padding, per RFC 4648 §5. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh random device id: 128 bits from the platform's CSPRNG, base64url. */
export function createDeviceId(): string {
  const bytes = new Uint8Array(DEVICE_ID_BYTES);
  crypto.getRandomValues(bytes);
  return toBase64Url(bytes);
}

/**
 * The device id used for guest sign-in, made once and kept under `deviceId`. A stored value that does not
 * look like one we made (too short, wrong alphabet) is replaced, so a tampered value cannot collide with
 * another device's account by being short.
 */
export function getDeviceId(): string {
  const stored = readString(STORAGE_KEYS.deviceId);
  if (stored !== null && DEVICE_ID_PATTERN.test(stored)) return stored;
  const id = createDeviceId();
  writeString(STORAGE_KEYS.deviceId, id);
  return id;
}
