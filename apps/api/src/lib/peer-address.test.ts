import { describe, expect, it } from 'vitest';
import { keyedAddress, peerKey } from './peer-address';

describe('the address a connection is counted under', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (address, key) => {
    expect(peerKey(address)).toBe(key);
  });

  it('one /64 is one peer, whatever its host part', () => {
    expect(peerKey('2001:db8:1:2:aaaa::1')).toBe(peerKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(peerKey('2001:db8:1:3::1')).not.toBe(peerKey('2001:db8:1:2::1'));
    expect(peerKey(undefined)).toBeUndefined();
  });
});

describe('keyedAddress', () => {
  it('one key per /64 and per purpose, never the address itself', () => {
    const a = keyedAddress('secret', 'report-admission', '2001:db8:1:2::5');
    expect(keyedAddress('secret', 'report-admission', '2001:db8:1:2:ffff::9')).toBe(a);
    expect(keyedAddress('secret', 'report-admission', '2001:db8:1:3::5')).not.toBe(a);
    expect(keyedAddress('secret', 'order-hold', '2001:db8:1:2::5')).not.toBe(a);
    expect(keyedAddress('other', 'report-admission', '2001:db8:1:2::5')).not.toBe(a);
    expect(keyedAddress('secret', 'x', '10.0.0.1')).not.toContain('10.0.0.1');
  });
});
