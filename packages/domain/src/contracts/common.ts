import { z } from 'zod';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** A text in both product languages; knowledge-base rows carry these, plans carry the chosen one. */
export const bilingualSchema = z.object({ zh: z.string().min(1), en: z.string().min(1) });
export type Bilingual = z.infer<typeof bilingualSchema>;

export function pick(text: Bilingual, locale: Locale): string {
  return locale === 'zh-CN' ? text.zh : text.en;
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

export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(200), msg: z.literal('ok'), data });

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int() });
