import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, type Locale } from '@nutri/domain/contracts';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { sendCached } from '../../plugins/read-cache';
import { PLAN_IN_BODY } from '../plans';

const route = taggedRoutes('medicines');

/** Query values that carry lists arrive as JSON text; anything else stays a string for zod to judge. */
function fromQuery(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  if (t.startsWith('[') || t.startsWith('{')) {
    try {
      return JSON.parse(t) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * These calls take their parameters from the query string and the body alike (existing clients
 * send either); the body wins where both carry a field.
 */
async function mergeQueryIntoBody(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const keys = Object.keys(query);
  if (keys.length === 0) return;
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : {};
  const merged: Record<string, unknown> = {};
  for (const k of keys) merged[k] = fromQuery(query[k]);
  request.body = { ...merged, ...body };
}

/**
 * A knowledge-base answer in the request's language, cached by that language and what was asked. It
 * changes only with a new release, so it carries no data tags.
 */
function sendKnowledge(reply: FastifyReply, asked: string | null, answer: (lang: Locale) => unknown) {
  const lang = reply.request.locale;
  return sendCached(reply, asked === null ? lang : `${lang}|${asked}`, [], async () => ({
    value: ok(answer(lang)),
  }));
}

const medicinesRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    checkPlanMedicines,
    reviewPlanSupplements,
    searchMedicines,
    supplementOptions,
    supplementOptionsByName,
  } = app.medicinesService;
  app.addHook('preValidation', mergeQueryIntoBody);
  // The stored locale rides on the auth cache, so these knowledge-base reads never touch the database.

  app.route({
    ...route(endpoints.searchMedicines),
    handler: async (request, reply) => {
      const { keyword, limit } = request.body;
      return sendKnowledge(reply, `${limit ?? ''}|${keyword}`, (lang) =>
        searchMedicines(keyword, limit, lang),
      );
    },
  });

  app.route({
    ...route(endpoints.supplementOptions),
    handler: async (_request, reply) => sendKnowledge(reply, null, supplementOptions),
  });

  app.route({
    ...route(endpoints.searchSupplements),
    handler: async (request, reply) => {
      const { name, limit } = request.body;
      return sendKnowledge(reply, `${limit ?? ''}|${name}`, (lang) =>
        supplementOptionsByName(name, limit, lang),
      );
    },
  });

  app.route({
    ...route(endpoints.reviewSupplements),
    config: { ownership: [PLAN_IN_BODY] },
    handler: async (request) =>
      ok(await reviewPlanSupplements(app.db, request.body.customNutritionPlanId, request.body.supplements)),
  });

  app.route({
    ...route(endpoints.checkMedicineTaboos),
    config: { ownership: [PLAN_IN_BODY] },
    handler: async (request) =>
      ok(await checkPlanMedicines(app.db, request.body.customNutritionPlanId, request.body.medicines)),
  });
};

export default medicinesRoutes;
