/**
 * The upload contract's limits (`@nutri/domain/contracts`: UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES,
 * REPORT_STAGES), restated here because importing values from the contracts module pulls zod and every
 * schema (~31 KiB gzip) into this screen. `limits.test.ts` fails when the two disagree.
 */

/** Upload limit in bytes (10 MiB); the server answers 413 beyond it. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Types the server accepts (decided there by content). */
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** The stages of each file in the report stream, in order. */
export const REPORT_STAGES = ['received', 'text_extracted', 'markers_found', 'analysed'] as const;
