import { z } from 'zod';
import { FILE_CATEGORIES, REPORT_STAGES, UPLOAD_MIME_TYPES } from '../limits';
import { LAB_FLAGS, planDocumentSchema } from './plan';

// The upload and report limits are part of this contract; they are defined with the other limits.
export {
  FILE_CATEGORIES,
  LAB_MARKERS_PER_PLAN_MAX,
  LAB_MARKERS_PER_REPORT_MAX,
  REPORT_STAGES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
} from '../limits';

/**
 * Uploads and health reports (`v1/file/upload`, `v1/health_report/put`): the upload
 * answer, the report analysis stream's events, the review step and its confirmation.
 */

/** Upload categories: one from this list, never a path, so a client cannot choose where a file lands. */
export type FileCategory = (typeof FILE_CATEGORIES)[number];

/** Types decided by the file's content (magic bytes), not its name or declared type. */
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

const id = z.string().uuid('must be a valid id');

export const fileUploadQuerySchema = z
  .object({
    path: z.enum(FILE_CATEGORIES, { message: `must be one of ${FILE_CATEGORIES.join(', ')}` }),
  })
  .strict();

export const uploadedFileSchema = z.object({
  fileId: z.string(),
  /** Where the owner reads the bytes back (same-origin API path; needs the bearer token). */
  url: z.string(),
  /** The client's file name, sanitised, for display only. */
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  mime: z.enum(UPLOAD_MIME_TYPES),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const fileContentQuerySchema = z.object({ file_id: id }).strict();

export const healthReportPutBodySchema = z
  .object({
    customNutritionPlanId: id,
    fileIds: z.array(id).min(1, 'needs at least one file').max(10, 'at most 10 files'),
  })
  .strict();

export const EXTRACTION_METHODS = ['pdf_text', 'ocr'] as const;
export type ReportStage = (typeof REPORT_STAGES)[number];

/** `event: progress` of the report stream, one per file and stage, in stage order. */
export const reportProgressEventSchema = z.object({
  fileId: z.string(),
  stage: z.enum(REPORT_STAGES),
  /** text_extracted: how the text was read. */
  method: z.enum(EXTRACTION_METHODS).optional(),
  /** text_extracted: characters of text read. */
  characters: z.number().int().optional(),
  /** text_extracted (PDF): pages, and pages that had no text layer. */
  pages: z.number().int().optional(),
  pagesWithoutText: z.number().int().optional(),
  /** markers_found: how many lab values were recognised. */
  count: z.number().int().optional(),
  /** A sentence for the user in the request locale (no markers, scanned pages, unreadable file). */
  message: z.string().optional(),
});
export type ReportProgressEvent = z.infer<typeof reportProgressEventSchema>;

/**
 * Per unit of a marker, the check limits of the review (issue 18.4, labs/check): a value beyond one is
 * highlighted, because it is more likely misread than measured; null: no check on that side.
 */
export const checkLimitsByUnitSchema = z.record(
  z.string(),
  z.object({ low: z.number().nullable(), high: z.number().nullable() }),
);
export type CheckLimitsByUnit = z.infer<typeof checkLimitsByUnitSchema>;

/** A value found in a report, waiting for the user's review. Value, unit and ranges as printed. */
export const reviewMarkerSchema = z.object({
  id: z.string(),
  /** Marker key of the knowledge base. */
  marker: z.string(),
  /** Marker name in the request locale. */
  name: z.string(),
  value: z.number(),
  unit: z.string(),
  /**
   * The unit as the file's text read it, when the reader repaired it to `unit` (issue 33: OCR read
   * "ng/mL" as "ngjmL"; labs/extract/unit-repair.ts), shown beside the repair. Absent when read as spelled.
   */
  unitRead: z.string().optional(),
  /**
   * A value beyond its check limit that reads as a lost decimal point ("1325" g/L for 132.5): the
   * value with the point put back, offered in the review; the value itself is never changed for it.
   */
  likelyValue: z.number().optional(),
  /**
   * The units this marker is printed in, for the review's unit picker (issue 18.4): the read unit first
   * when it is not one of them. Absent on reports stored before it was sent.
   */
  units: z.array(z.string()).optional(),
  /** The check limits in each of `units`. Absent on reports stored before they were sent. */
  limits: checkLimitsByUnitSchema.optional(),
  /** The person said this value, beyond a check limit, is what the report says. */
  checked: z.boolean().optional(),
  /** The lab's printed range, in `unit` (null: not printed). */
  labRefLow: z.number().nullable(),
  labRefHigh: z.number().nullable(),
  /** Our flag against our range for this person (null: unit not recognised, cannot flag). */
  flag: z.enum(LAB_FLAGS).nullable(),
  /** Our range in `unit` (null: none or unit not recognised). */
  ourRefLow: z.number().nullable(),
  ourRefHigh: z.number().nullable(),
  fileId: z.string(),
  /** The report line the value was read from. */
  line: z.string(),
  /** Review step: the user changed the value or unit read from the file. */
  corrected: z.boolean(),
  /** Review step: the user dropped this value; it does not reach the plan. */
  dropped: z.boolean(),
});
export type ReviewMarker = z.infer<typeof reviewMarkerSchema>;

/**
 * `analysing` until the report's job has read its files (issue 21.2), then `review`; `failed` when the
 * analysis gave up (`failure` says why); `confirmed` after the review.
 */
export const REPORT_STATUSES = ['analysing', 'review', 'confirmed', 'failed'] as const;

/** Per-file outcome of extraction, kept on the report. */
export const reportFileResultSchema = z.object({
  fileId: z.string(),
  method: z.enum(EXTRACTION_METHODS).nullable(),
  characters: z.number().int(),
  pages: z.number().int().nullable(),
  pagesWithoutText: z.number().int().nullable(),
  count: z.number().int(),
  message: z.string().nullable(),
});
export type ReportFileResult = z.infer<typeof reportFileResultSchema>;

/** `event: review` and `GET v1/health_report/get`. */
export const healthReportSchema = z.object({
  reportId: z.string(),
  customNutritionPlanId: z.string(),
  status: z.enum(REPORT_STATUSES),
  fileIds: z.array(z.string()),
  files: z.array(reportFileResultSchema),
  markers: z.array(reviewMarkerSchema),
  /** `failed`: why, in the language of the request that started the analysis. */
  failure: z.string().optional(),
  /**
   * Review step: the markers a person may add when the reader missed a printed row (issue 18.4), with
   * their names in the request's language and the units each is printed in.
   */
  addable: z
    .array(
      z.object({
        marker: z.string(),
        name: z.string(),
        units: z.array(z.string()),
        limits: checkLimitsByUnitSchema.optional(),
      }),
    )
    .optional(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

/**
 * A plan's lab values over time (issue 18.5): per marker, every confirmed value oldest first, with the
 * change since the test before in the latest value's unit (null when the two cannot be compared).
 */
export const labHistorySchema = z.object({
  markers: z.array(
    z.object({
      marker: z.string(),
      name: z.string(),
      points: z.array(
        z.object({ reportId: z.string(), value: z.number(), unit: z.string(), date: z.string() }),
      ),
      change: z.number().nullable(),
    }),
  ),
});
export type LabHistory = z.infer<typeof labHistorySchema>;

export const healthReportGetQuerySchema = z.object({ report_id: id }).strict();

const positive = z.number().finite().min(0).max(100_000);

export const healthReportConfirmBodySchema = z
  .object({
    reportId: id,
    /**
     * Corrections: one entry per marker to change or drop; markers not listed are kept as found.
     * `value` and `unit` replace what was read (OCR misreads); `drop` removes the marker. A kept value
     * beyond its check limit (labs/check) is refused until its entry says `checked: true`.
     */
    markers: z
      .array(
        z
          .object({
            id: z.string().min(1).max(64),
            value: positive.optional(),
            unit: z.string().trim().min(1).max(20).optional(),
            drop: z.boolean().optional(),
            /** The value is beyond its check limit and the person compared it with the report. */
            checked: z.literal(true).optional(),
          })
          .strict(),
      )
      .max(200),
    /** Values the reader missed, typed from the report: marker key, value and the printed unit. */
    add: z
      .array(
        z
          .object({
            marker: z.string().min(1).max(64),
            value: positive,
            unit: z.string().trim().min(1).max(20),
            checked: z.literal(true).optional(),
          })
          .strict(),
      )
      .max(50)
      .optional(),
  })
  .strict();
export type HealthReportConfirmBody = z.infer<typeof healthReportConfirmBodySchema>;

/**
 * Answer of `v1/health_report/confirm`: the confirmed report and the regenerated plan document
 * (null while the plan's questionnaire is unfinished; the values are kept and used once it is).
 */
export const healthReportConfirmResultSchema = z.object({
  report: healthReportSchema,
  plan: planDocumentSchema.nullable(),
});
export type HealthReportConfirmResult = z.infer<typeof healthReportConfirmResultSchema>;
