import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A module's repository or service as a named plugin (ADR 0044; fastify/demo's `tasks-repository.ts`):
 * it decorates the app with `key`, made by `make` from the app once the plugins `dependencies` names
 * have decorated it. The key's type is the module's own `declare module 'fastify'` entry.
 */
export function decorationPlugin<K extends keyof FastifyInstance>(
  key: K,
  make: (app: FastifyInstance) => FastifyInstance[K],
  meta: { name: string; dependencies?: string[] },
) {
  return fp(async (app) => {
    app.decorate<unknown>(key, make(app));
  }, meta);
}
