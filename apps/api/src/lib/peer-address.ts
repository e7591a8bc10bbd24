import { createHmac } from 'node:crypto';

/** The address a connection is counted under: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
export function peerKey(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const bare = address.split('%')[0] ?? address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1];
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A keyed hash of a client's address (IPv6: its /64) for counting what one place does, stored instead
 * of the address itself; `purpose` keeps the keys of different counts apart.
 */
export function keyedAddress(secret: string, purpose: string, address: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${peerKey(address) ?? address}`)
    .digest('base64url');
}
