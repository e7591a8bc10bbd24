import { z } from 'zod';
import { REGION_CODES } from './values';
import { stripInvisible } from './text';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export const localeSchema = z.enum(LOCALES);
/** A country code of `REGION_CODES` (contracts/values.ts): userinfo `region`. */
export const regionSchema = z.enum(REGION_CODES);
export type Locale = z.infer<typeof localeSchema>;

/** A text in both product languages; knowledge-base rows carry these, plans carry the chosen one. */
export const bilingualSchema = z.object({ zh: z.string().min(1), en: z.string().min(1) });
export type Bilingual = z.infer<typeof bilingualSchema>;

/**
 * Untyped input as a supported locale, at a public entry point of the domain: English only when asked
 * for exactly, Chinese (the first market) otherwise. Inside the domain a `Locale` is already one.
 */
export function localeOf(value: unknown): Locale {
  return value === 'en-US' ? 'en-US' : 'zh-CN';
}

export function pick(text: Bilingual, locale: Locale): string {
  return locale === 'zh-CN' ? text.zh : text.en;
}

/** The same for the assistant's composers, which are told the language as "Chinese or not". */
export function pickZh<Z, E>(text: { zh: Z; en: E }, zh: boolean): Z | E {
  return zh ? text.zh : text.en;
}

/** Where a number or rule comes from: a publication and table, or a fact-sheet address. */
export const sourceSchema = z.object({
  ref: z.string().min(1),
  url: z.string().url().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/**
 * Why the engine said something: which input caused it, and the rule's source.
 * Every score, recommendation, finding and warning carries at least one.
 */
export const reasonSchema = z.object({
  kind: z.enum([
    'answer',
    'lab',
    'medicine',
    'lifeStage',
    'condition',
    'supplement',
    'standard',
    'age',
    'sex',
  ]),
  /** The input that triggered it, e.g. `foodFrequency.dairy=never`, `lab:ferritin=12`, `drug:metformin`. */
  ref: z.string(),
  /** Human sentence in the plan's locale. */
  text: z.string(),
  source: sourceSchema,
});
export type Reason = z.infer<typeof reasonSchema>;

/** When a stored record was made and last changed (ISO 8601). */
export const timestampFields = { createdAt: z.string(), updatedAt: z.string() };

export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(200), msg: z.literal('ok'), data });

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /**
   * A stable machine-readable cause where a client acts on it (e.g. `retail_sign_in_not_configured`);
   * `msg` is for people and may change wording or language.
   */
  reason: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int() });

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when a text holds something PostgreSQL cannot store in a text column (U+0000) or that is not
 * valid Unicode (an unpaired UTF-16 surrogate). Such input used to reach the database and fail there
 * with a 500 (issue 16.1); every request text is checked against this one rule instead.
 */
export function hasUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

export { stripInvisible } from './text';

/**
 * The shared free-text schema for request bodies: storable text of at most `max` characters, with
 * bidirectional and zero-width controls removed.
 */
export const safeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !hasUnstorableText(s), UNSTORABLE_TEXT_MESSAGE)
    .overwrite(stripInvisible);

/**
 * A non-negative integer that arrives as a query string: decimal digits only. `z.coerce` accepted
 * `0x10`, `1e3`, ` 5`, `2.0` and `true` (issue 16.8). Numbers are accepted as they are (JSON bodies).
 */
export const queryInt = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,15}$/, 'must be a whole number written in decimal digits')])
    .transform((v) => (typeof v === 'number' ? v : Number(v)))
    .pipe(z.number().int().min(min).max(max));

/** The highest `page_num` a list call takes. */
const PAGE_NUM_MAX = 100_000;

/**
 * The paging fields of a list call read from a query string (decimal digits, as {@link queryInt}):
 * `page_num` from 1, `page_size` up to `max`, `size` when absent.
 */
export const pageQueryFields = (max: number, size = 20) => ({
  page_num: queryInt(1, PAGE_NUM_MAX).default(1),
  page_size: queryInt(1, max).default(size),
});

/** The same paging fields in a JSON body: numbers only. */
export const pageBodyFields = (max: number) => ({
  page_num: z.number().int().min(1).max(PAGE_NUM_MAX).default(1),
  page_size: z.number().int().min(1).max(max).default(20),
});

/** What a field error is made from: a zod issue, or the same read back from a validation error. */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string | undefined;
  /** A failed union's issues, one list per branch, with paths relative to the union. */
  readonly errors?: readonly (readonly IssueLike[])[] | undefined;
}

/**
 * An issue as the field errors it stands for. A failed union (a medicine as text or as an object)
 * becomes the issues of the one branch the value was meant for — the branch that did not fail on the
 * value's own type — so a bad amount names `medicines.2.dose.amount`, not just `medicines.2`. A
 * union no single branch fits stays one issue.
 */
export function fieldIssuesOf(issue: IssueLike): { path: PropertyKey[]; message: string }[] {
  const branches: readonly (readonly IssueLike[])[] =
    issue.code === 'invalid_union' && Array.isArray(issue.errors) ? issue.errors : [];
  const fitting = branches.filter(
    (b) => b.length > 0 && !b.some((i: IssueLike) => i.code === 'invalid_type' && i.path.length === 0),
  );
  if (fitting.length !== 1) return [{ path: [...issue.path], message: issue.message }];
  return fitting[0]!.flatMap((i: IssueLike) =>
    fieldIssuesOf(i).map((x) => ({ path: [...issue.path, ...x.path], message: x.message })),
  );
}
