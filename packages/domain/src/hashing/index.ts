/** Stable hashes of data, the same in Node and the browser (no I/O, no crypto module). */
import { sha256Hex } from './sha256';

/** JSON with object keys sorted, so the hash does not depend on key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  // Unit conversions in tables are functions: their source text is part of the rule.
  if (typeof value === 'function') return JSON.stringify(String(value));
  if (value === undefined) return 'null';
  return JSON.stringify(value);
}

/** 64-bit FNV-1a (as two 32-bit halves) over UTF-16 code units; no I/O, same in Node and browser. */
export function fnv1a64(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c ^ (h1 >>> 7), 0x01000193) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

export { sha256Hex } from './sha256';

/**
 * SHA-256 of a value's canonical JSON: equal data, equal hash, whatever the key order (the plan's input
 * hash; the API's `lib/stable-hash.ts` gives the same digest with `node:crypto`).
 */
export function stableHash(value: unknown): string {
  return sha256Hex(canonical(value));
}
