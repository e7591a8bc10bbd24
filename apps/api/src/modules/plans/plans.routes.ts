import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lastPlanSchema,
  newPlanBodySchema,
  PLAN_SECTIONS,
  planDocumentSchema,
  planIdQuerySchema,
  planListSchema,
  planSummarySchema,
  questionnairePutBodySchema,
  questionnairePutResultSchema,
  updateNicknameQuerySchema,
} from '@nutri/domain/contracts';
import { ok, okSchema } from '../../lib/envelope';
import { tags } from '../../lib/read-cache';
import { sendCached } from '../../plugins/read-cache';
import { requestLocale } from '../../lib/locale';
import { openSse } from '../../lib/sse';
import { registerExportPart } from '../users/users.service';
import { plansRepository } from './plans.repository';
import {
  createPlan,
  ensureDocument,
  lastPlan,
  listPlans,
  putQuestionnaire,
  renamePlan,
} from './plans.service';

const ownsPlanInQuery = [{ resource: 'plan', in: 'query' as const, field: 'custom_nutrition_plan_id' }];
const security = [{ bearer: [] }];

const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  // Plans have no delete and no transfer: they go only with their owner's account.
  app.registerOwnedResource('plan', 'Plan', plansRepository.owners, { ownerIsPermanent: true });
  registerExportPart('plans', plansRepository.exportFor);
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/v1/custom_nutrition_plan/new',
    {
      schema: {
        tags: ['plans'],
        summary: 'Create a plan (one per person); its locale fixes the standards it uses',
        security,
        body: newPlanBodySchema,
        response: { 200: okSchema(planSummarySchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request, request.body.locale, request.user.locale);
      return ok(await createPlan(app.db, request.user.id, request.body, locale));
    },
  );

  app.post(
    '/v1/questionnaire/put',
    {
      config: { ownership: [{ resource: 'plan', in: 'body', field: 'customNutritionPlanId' }] },
      schema: {
        tags: ['plans'],
        summary:
          'Save answers (partial while in progress; `complete: true` validates the whole set and generates the plan)',
        security,
        body: questionnairePutBodySchema,
        response: { 200: okSchema(questionnairePutResultSchema) },
      },
    },
    async (request) => ok(await putQuestionnaire(app.db, request.user.id, request.body)),
  );

  app.get(
    '/v1/precise_nutrition_plan/get_by_custom_nutrition_plan',
    {
      config: { ownership: ownsPlanInQuery },
      schema: {
        tags: ['plans'],
        summary: 'The plan document (regenerated when its inputs changed)',
        security,
        querystring: planIdQuerySchema,
        response: { 200: okSchema(planDocumentSchema) },
      },
    },
    async (request, reply) => {
      const planId = request.query.custom_nutrition_plan_id;
      return sendCached(reply, planId, [tags.plan(planId), tags.user(request.user.id)], async () => ({
        value: ok(await ensureDocument(app.db, planId)),
      }));
    },
  );

  app.get(
    '/v1/precise_nutrition_plan/stream',
    {
      config: { ownership: ownsPlanInQuery },
      schema: {
        tags: ['plans'],
        summary:
          'Server-sent events: `progress` {step,total,section} and `section` {name,data} for each section, then `done` {plan}; `error` {code,msg}',
        security,
        querystring: planIdQuerySchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // Errors before the stream opens (e.g. questionnaire incomplete) answer with the JSON envelope.
      const document = await ensureDocument(app.db, request.query.custom_nutrition_plan_id);
      const sse = openSse(request, reply);
      try {
        const total = PLAN_SECTIONS.length;
        for (const [i, name] of PLAN_SECTIONS.entries()) {
          if (sse.closed) return;
          sse.send('progress', { step: i + 1, total, section: name });
          sse.send('section', { name, data: document[name] });
          // Yield between sections so each is flushed to the client as its own chunk.
          await new Promise((r) => setImmediate(r));
        }
        sse.send('done', { plan: document });
      } catch (err) {
        request.log.error({ err }, 'plan stream failed');
        sse.send('error', { code: 500, msg: 'Plan generation failed, please try again' });
      } finally {
        sse.end();
      }
    },
  );

  app.get(
    '/v1/precise_nutrition_plan/update_nickname',
    {
      config: { ownership: ownsPlanInQuery },
      schema: {
        tags: ['plans'],
        summary: 'Rename the person a plan is for',
        security,
        querystring: updateNicknameQuerySchema,
        response: { 200: okSchema(planSummarySchema) },
      },
    },
    async (request) =>
      ok(await renamePlan(app.db, request.query.custom_nutrition_plan_id, request.query.nickname)),
  );

  app.get(
    '/v1/precise_nutrition_plan/get_by_user',
    {
      schema: {
        tags: ['plans'],
        summary: "The signed-in user's plans, newest first",
        security,
        response: { 200: okSchema(planListSchema) },
      },
    },
    async (request) => ok(await listPlans(app.db, request.user.id)),
  );

  app.get(
    '/v1/custom_nutrition_plan/get_last_by_user',
    {
      schema: {
        tags: ['plans'],
        summary: 'The newest plan and its document (null when there is none)',
        security,
        response: { 200: okSchema(lastPlanSchema) },
      },
    },
    async (request) => ok(await lastPlan(app.db, request.user.id)),
  );
};

export default plansRoutes;
