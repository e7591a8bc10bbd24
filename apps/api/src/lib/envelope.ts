import { z } from 'zod';

/** Success envelope (docs/product-rules.md#http-api): every 200 answer is `{ code: 200, msg: 'ok', data }`. */
export function ok<T>(data: T): { code: 200; msg: 'ok'; data: T } {
  return { code: 200, msg: 'ok', data };
}

export const okSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(200), msg: z.literal('ok'), data });

export const errorSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  errors: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
        suggestions: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
      }),
    )
    .optional(),
  requestId: z.string().optional(),
});
