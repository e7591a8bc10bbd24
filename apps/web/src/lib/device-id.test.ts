import { beforeEach, describe, expect, it } from 'vitest';
import { createDeviceId, getDeviceId, toBase64Url } from './device-id';

describe('device id', () => {
  beforeEach(() => localStorage.clear());

  it('is 128 random bits in base64url (22 characters, no padding)', () => {
    const id = createDeviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(createDeviceId()).not.toBe(id);
  });

  it('encodes base64url per RFC 4648 §5', () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(toBase64Url(new Uint8Array([0x66]))).toBe('Zg');
  });

  it('is made once and kept under deviceId', () => {
    const id = getDeviceId();
    expect(localStorage.getItem('deviceId')).toBe(id);
    expect(getDeviceId()).toBe(id);
  });

  it('replaces a stored value that is too short to be ours', () => {
    localStorage.setItem('deviceId', '1.2.3.4');
    const id = getDeviceId();
    expect(id).not.toBe('1.2.3.4');
    expect(localStorage.getItem('deviceId')).toBe(id);
  });
});
