import { z } from 'zod';

/** Success envelope (docs/product-rules.md#http-api): every 200 answer is `{ code: 200, msg: 'ok', data }`. */
export function ok<T>(data: T): { code: 200; msg: 'ok'; data: T } {
  return { code: 200, msg: 'ok', data };
}

export const okSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(200), msg: z.literal('ok'), data });
