/**
 * Limits of the API contracts as plain values, with no zod: the web app imports them from here so its
 * screens check the same numbers as the server without loading the schema library. The contracts
 * (`../contracts`) build their schemas from these and re-export them.
 */

/** Upload categories (`v1/file/upload?path=`): an allow-list, never a file-system path. */
export const FILE_CATEGORIES = ['health_report', 'avatar', 'supplement_label'] as const;

/** Types the server accepts, decided there by the file's content. */
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** Largest upload in bytes (10 MiB); the server answers 413 beyond it. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The stages of each file in the report stream, in order. */
export const REPORT_STAGES = ['received', 'text_extracted', 'markers_found', 'analysed'] as const;

/** Longest chat message in characters. */
export const CHAT_CONTENT_MAX = 2000;

/**
 * Lab values a confirmed report may keep, and distinct lab markers a plan may hold (typed answers and
 * confirmed reports merged, the newest value per marker). Past these a confirm is refused before
 * anything is marked confirmed (issue 16.2: a 51st report used to break the plan for good).
 */
export const LAB_MARKERS_PER_REPORT_MAX = 100;
export const LAB_MARKERS_PER_PLAN_MAX = 100;

/** Largest lab value or printed range bound accepted (in any unit a lab prints). */
export const LAB_VALUE_MAX = 100_000;

/**
 * The ranges of the questionnaire's numbers (adults only; height in cm, weight in kg): the answers'
 * schema is built from them, and the web's steps offer and check the same ones.
 */
export const ANSWER_RANGES = {
  age: { min: 18, max: 100 },
  heightCm: { min: 100, max: 250 },
  weightKg: { min: 25, max: 300 },
  prePregnancyWeightKg: { min: 25, max: 300 },
  /** Completed weeks of pregnancy: 42 is where post-term ends (ACOG). */
  gestationalWeek: { min: 1, max: 42 },
} as const;
