import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamps } from './columns';
import { userRow } from './users';
import { plans } from './plans';

/** Uploaded files: stored under a random key, never the client's file name. */
export const files = pgTable(
  'files',
  {
    ...userRow(),
    category: text('category').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The client's name, for display only (sanitised). */
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_user_idx').on(t.userId)],
);

/**
 * The upload quota's ledger (issue 16.5): one row per upload of the last 24 hours, reserved before the
 * body is read (`bytes` then being the most it may hold) and settled with the stored size in the
 * transaction that writes the file's row; a refused or failed upload's row is deleted. Rows outlive
 * their files: the quota counts uploads, not what is kept.
 */
export const uploadLedger = pgTable(
  'upload_ledger',
  {
    ...userRow(),
    bytes: integer('bytes').notNull(),
    settled: boolean('settled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('upload_ledger_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A report's life (issue 21.2): `analysing` from the request until its job stores what it read
 * (`review`) or gives up (`failed`, the reason in `extraction.error`); `confirmed` after the review.
 */
type ReportStatus = 'analysing' | 'review' | 'confirmed' | 'failed';

/** A health-report analysis: extracted markers wait in `review` until the user confirms them. */
export const reports = pgTable(
  'reports',
  {
    ...userRow(),
    planId: belongsTo('plan_id', () => plans.id),
    status: text('status').$type<ReportStatus>().notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull(),
    /** Per file: pages, characters, method (text layer / OCR), markers found, messages. */
    extraction: jsonb('extraction').notNull(),
    /** Candidate lab values for the review step. */
    markers: jsonb('markers').notNull(),
    /** A keyed hash of the address that asked, while the analysis runs (per-address admission); then null. */
    admittedFrom: text('admitted_from'),
    ...timestamps(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('reports_plan_idx').on(t.planId)],
);
