/**
 * The committed fingerprint of the engine's outputs over the reference personas (version.ts). Written
 * by `npm run fingerprint:engine`; engine/output-fingerprint.test.ts fails when it is stale.
 */
export const OUTPUT_FINGERPRINT = '2b9b89a8ee7a4e6e';
