/**
 * The committed fingerprint of the engine's outputs over the reference personas (version.ts). Written
 * by `npm run fingerprint:engine`; engine/output-fingerprint.test.ts fails when it is stale.
 */
export const OUTPUT_FINGERPRINT = '9c52cc28980d36f5';
