/** The upload contract's limits, from the zod-free `@nutri/domain/limits` (the same values the server checks). */
export { REPORT_STAGES, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@nutri/domain/limits';
