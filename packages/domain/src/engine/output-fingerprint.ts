/**
 * The committed fingerprint of the engine's outputs over the reference personas (version.ts). Written
 * by `npm run fingerprint:engine`; engine/output-fingerprint.test.ts fails when it is stale.
 */
export const OUTPUT_FINGERPRINT = '1b09dc5e0a3f5937';
