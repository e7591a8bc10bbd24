/**
 * The committed fingerprint of the engine's outputs over the reference personas (version.ts). Written
 * by `npm run fingerprint:engine`; engine/output-fingerprint.test.ts fails when it is stale.
 */
export const OUTPUT_FINGERPRINT = '6647787aaa23b399';
