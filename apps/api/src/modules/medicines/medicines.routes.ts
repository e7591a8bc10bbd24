import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  medicineSearchBodySchema,
  medicineSearchResultSchema,
  medicineTaboosBodySchema,
  medicineTaboosResultSchema,
  supplementByNameBodySchema,
  supplementOptionListSchema,
  supplementOptionsResultSchema,
  supplementReviewsBodySchema,
  supplementReviewsResultSchema,
} from '@nutri/domain/contracts';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { sendCached } from '../../plugins/read-cache';
import { requestLocale } from '../../lib/locale';
import {
  checkPlanMedicines,
  reviewPlanSupplements,
  searchMedicines,
  supplementOptions,
  supplementOptionsByName,
} from './medicines.service';

const security = [{ bearer: [] }];
const planInBody = [{ resource: 'plan', in: 'body' as const, field: 'customNutritionPlanId' }];

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
 * These calls take their parameters from the query string and the body alike (the notes' clients
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

const medicinesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', mergeQueryIntoBody);
  // The stored locale rides on the auth cache, so these knowledge-base reads never touch the database.
  const locale = async (request: FastifyRequest) => requestLocale(request, undefined, request.user.locale);

  app.post(
    '/v1/question_short/search_medicine',
    {
      schema: {
        tags: ['medicines'],
        summary:
          'Search medicines by Chinese name, pinyin or initials, English generic or brand name, or class',
        security,
        body: medicineSearchBodySchema,
        response: { 200: okSchema(medicineSearchResultSchema) },
      },
    },
    async (request, reply) => {
      const { keyword, limit } = request.body;
      const lang = await locale(request);
      // Knowledge-base answers change only with a new release: no tags.
      return sendCached(reply, `${lang}|${limit ?? ''}|${keyword}`, [], async () => ({
        value: ok(searchMedicines(keyword, limit, lang)),
      }));
    },
  );

  app.post(
    '/v1/question_short/supplement_reviews_options',
    {
      schema: {
        tags: ['medicines'],
        summary: 'Supplement options grouped by category, names in both languages',
        security,
        body: z.object({}).strict().nullish(),
        response: { 200: okSchema(supplementOptionsResultSchema) },
      },
    },
    async (request, reply) => {
      const lang = await locale(request);
      return sendCached(reply, lang, [], async () => ({ value: ok(supplementOptions(lang)) }));
    },
  );

  app.post(
    '/v1/question_short/supplement_reviews_options_by_name',
    {
      schema: {
        tags: ['medicines'],
        summary: 'Search supplement options by name, alias or brand',
        security,
        body: supplementByNameBodySchema,
        response: { 200: okSchema(supplementOptionListSchema) },
      },
    },
    async (request, reply) => {
      const { name, limit } = request.body;
      const lang = await locale(request);
      return sendCached(reply, `${lang}|${limit ?? ''}|${name}`, [], async () => ({
        value: ok(supplementOptionsByName(name, limit, lang)),
      }));
    },
  );

  app.post(
    '/v1/question_short/supplement_reviews',
    {
      config: { ownership: planInBody },
      schema: {
        tags: ['medicines'],
        summary: 'Review the supplements the user takes (stored on the plan; the plan is regenerated)',
        security,
        body: supplementReviewsBodySchema,
        response: { 200: okSchema(supplementReviewsResultSchema) },
      },
    },
    async (request) =>
      ok(await reviewPlanSupplements(app.db, request.body.customNutritionPlanId, request.body.supplements)),
  );

  app.post(
    '/v1/question_short/medicine_taboos',
    {
      config: { ownership: planInBody },
      schema: {
        tags: ['medicines'],
        summary: 'Check the medicines the user takes against supplements and nutrients (stored on the plan)',
        security,
        body: medicineTaboosBodySchema,
        response: { 200: okSchema(medicineTaboosResultSchema) },
      },
    },
    async (request) =>
      ok(await checkPlanMedicines(app.db, request.body.customNutritionPlanId, request.body.medicines)),
  );
};

export default medicinesRoutes;
