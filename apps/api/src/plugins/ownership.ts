import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { DomainError } from '../lib/errors';
import { ReadCache, tags } from '../lib/read-cache';

/**
 * One ownership guard for every route: a route declares which request fields hold ids of which
 * resource kind, and this hook answers 404 unless every id exists AND belongs to the caller.
 * "Not found" for someone else's resource on purpose: its existence is not revealed.
 */
export interface OwnershipRule {
  resource: string;
  in: 'query' | 'body' | 'params';
  field: string;
  /** Absent ids are allowed (the schema decides whether the field is required). */
  optional?: boolean;
  /**
   * The handler's own query has the owner in its WHERE and answers `ownedNotFound` when it finds no
   * row, so this hook does not look the owner up first (hot reads, ADR 0036). The route stays listed
   * for the ownership matrix, which checks the same 404s.
   */
  inWhere?: boolean;
}

/** Given ids, return a map id → owner user id for the ids that exist. */
type OwnerLookup = (db: Db, ids: string[]) => Promise<Map<string, string>>;

interface OwnedResourceOptions {
  /**
   * Rows of this kind never change owner and go only with their owner's account, so "id belongs to
   * user" may be remembered until that user is erased (read cache, ADR 0010).
   */
  ownerIsPermanent?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    ownership?: OwnershipRule[];
  }
  interface FastifyInstance {
    registerOwnedResource: (
      name: string,
      label: string,
      lookup: OwnerLookup,
      options?: OwnedResourceOptions,
    ) => void;
    /** Every route that takes an owned id, for the ownership matrix test and audits. */
    ownedRoutes: { method: string; url: string; rules: OwnershipRule[] }[];
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string): boolean => UUID.test(id);

/** The answer for an id that is not there or not the caller's: the same 404 either way. */
export function ownedNotFound(label: string, field: string): DomainError {
  return new DomainError('not_found', `${label} not found`, [
    { field, message: `${label.toLowerCase()} not found` },
  ]);
}

function idsAt(request: FastifyRequest, rule: OwnershipRule): string[] {
  const source = (request[rule.in] ?? {}) as Record<string, unknown>;
  const value = source[rule.field];
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) => String(v));
}

export default fp(
  async (app) => {
    const registry = new Map<string, { label: string; lookup: OwnerLookup; permanent: boolean }>();
    app.decorate(
      'registerOwnedResource',
      (name: string, label: string, lookup: OwnerLookup, options: OwnedResourceOptions = {}) => {
        registry.set(name, { label, lookup, permanent: options.ownerIsPermanent === true });
      },
    );
    // Only confirmed "belongs to this user" facts are kept, tagged with that user (erasing drops them).
    const confirmed = new ReadCache<string>({ enabled: app.readCacheEnabled, max: 50_000 });
    app.addHook('onClose', async () => confirmed.close());

    const ownedRoutes: { method: string; url: string; rules: OwnershipRule[] }[] = [];
    app.decorate('ownedRoutes', ownedRoutes);
    app.addHook('onRoute', (route) => {
      const rules = (route.config as { ownership?: OwnershipRule[] } | undefined)?.ownership;
      if (!rules?.length) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') ownedRoutes.push({ method, url: route.url, rules });
      }
    });

    app.addHook('preHandler', async (request) => {
      const rules = request.routeOptions.config.ownership;
      if (!rules || rules.length === 0) return;
      const userId = request.user?.id;
      if (!userId) throw new DomainError('unauthorized', 'Sign-in required');
      for (const rule of rules) {
        if (rule.inWhere) continue;
        const entry = registry.get(rule.resource);
        if (!entry) throw new Error(`ownership: unknown resource kind ${rule.resource}`);
        const ids = [...new Set(idsAt(request, rule))];
        if (ids.length === 0) continue;
        const notFound = ownedNotFound(entry.label, rule.field);
        if (ids.some((id) => !UUID.test(id))) throw notFound;
        if (entry.permanent && confirmed.enabled) {
          for (const id of ids) {
            await confirmed.get(`${rule.resource}:${id}:${userId}`, [tags.user(userId)], async () => {
              const owners = await entry.lookup(app.db, [id]);
              if (owners.get(id) !== userId) throw notFound;
              return { value: userId };
            });
          }
          continue;
        }
        const owners = await entry.lookup(app.db, ids);
        if (ids.some((id) => owners.get(id) !== userId)) throw notFound;
      }
    });
  },
  { name: 'ownership', dependencies: ['db', 'read-cache'] },
);
