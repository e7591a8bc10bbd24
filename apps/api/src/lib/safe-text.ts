import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@nutri/domain/contracts';
import { DomainError } from './errors';

const MAX_DEPTH = 64;

/** The path of the first string (value or object key) the database could not store, or null. */
function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return hasUnstorableText(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findUnstorableText(value[i], [...path, String(i)], depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasUnstorableText(key))
      return [...path, [...key].map((c) => (hasUnstorableText(c) ? '?' : c)).join('')];
    const hit = findUnstorableText(item, [...path, key], depth + 1);
    if (hit) return hit;
  }
  return null;
}

/**
 * preValidation hook: a body, query or route parameter holding text PostgreSQL cannot store is a 400
 * naming the field, before any handler or query sees it.
 */
export async function rejectUnstorableText(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  for (const [part, value] of [
    ['body', request.body],
    ['query', request.query],
    ['params', request.params],
  ] as const) {
    const hit = findUnstorableText(value);
    if (hit) {
      const field = hit.length > 0 ? hit.join('.') : part;
      throw new DomainError('bad_request', `Invalid request: ${field} ${UNSTORABLE_TEXT_MESSAGE}`, [
        { field, message: UNSTORABLE_TEXT_MESSAGE },
      ]);
    }
  }
}
