import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  isMinorAge,
  localeOf,
  MINOR_MESSAGE,
  PLAN_SECTIONS,
  type Locale,
  type PlanDocument,
  type PlanSummary,
} from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { writeRateLimit } from '../../lib/account-caps';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { askedLocale } from '../../lib/locale';
import { tags as cacheTags } from '../../lib/read-cache';
import { isUuid, ownedNotFound } from '../../plugins/ownership';
import { sendCached } from '../../plugins/read-cache';
import { openSse } from '../../lib/sse';
import { DomainError } from '../../lib/errors';
import { plansRepository } from './plans.repository';
import type { PlanRetest } from './plans.service';
import type { Db } from '../../db/client';
import { PLAN_IN_BODY, PLAN_IN_QUERY } from './plan-ownership';

const route = taggedRoutes('plans');

/**
 * The refusal of answers giving an age under 18 (issue 31 §2; docs/product-rules.md#engine): a 400
 * naming `answers.age`, whose message is the young-person text every client shows (contracts
 * `MINOR_MESSAGE`: no figures, no dieting, talk to a parent or school doctor) in the plan's language —
 * the caller's own plan only; otherwise the request's. Nothing when the body gives no such age.
 */
async function minorRefusal(
  db: Db,
  body: unknown,
  userId: string,
  requestLocale: Locale,
): Promise<DomainError | undefined> {
  if (typeof body !== 'object' || body === null) return undefined;
  const { answers, customNutritionPlanId: planId } = body as {
    answers?: unknown;
    customNutritionPlanId?: unknown;
  };
  if (typeof answers !== 'object' || answers === null || !isMinorAge((answers as { age?: unknown }).age))
    return undefined;
  const plan =
    typeof planId === 'string' && isUuid(planId) ? await plansRepository.byId(db, planId) : undefined;
  const locale = plan && plan.userId === userId ? localeOf(plan.locale) : requestLocale;
  const message = MINOR_MESSAGE[locale === 'en-US' ? 'en' : 'zh'];
  return new DomainError('bad_request', message, [{ field: 'answers.age', message }], undefined, 'under_18');
}

/**
 * `retest`: the document's next lab tests, from the confirmed reports' test dates (the reports module's;
 * app.ts hands it in, so this module never imports reports, which imports plans).
 */
const plansRoutes: FastifyPluginAsyncZod<{ config: Config; retest: PlanRetest }> = async (
  app,
  { config, retest },
) => {
  const {
    createPlan,
    documentIn,
    ensureDocument,
    lastPlan,
    listPlans,
    planVersion,
    planVersions,
    putQuestionnaire,
    questionnaireView,
    readPlanDocument,
    renamePlan,
  } = app.plansService;
  /** The document with its next lab tests, names in the plan's language like the rest of it. */
  const withRetestDue = async (db: Db, document: PlanDocument): Promise<PlanDocument> => ({
    ...document,
    ...(await retest(db, document, document.locale)),
  });

  // Plans never change owner. A deleted plan's id may stay confirmed as its owner's in the ownership
  // cache: harmless, since every call on it then finds nothing and answers 404.
  app.registerOwnedResource('plan', 'Plan', plansRepository.owners, { ownerIsPermanent: true });
  app.usersService.registerExportPart('plans', plansRepository.exportFor);

  app.route({
    ...route(endpoints.createPlan),
    config: { rateLimit: writeRateLimit(config, 'plan') },
    handler: async (request) => {
      const locale = askedLocale(request);
      return ok(await createPlan(app.db, request.user.id, request.body, locale));
    },
  });

  app.route({
    ...route(endpoints.putQuestionnaire),
    config: { ownership: [PLAN_IN_BODY], rateLimit: writeRateLimit(config, 'questionnaire') },
    // Under 18 (issue 31 §2): refused in the plan's language with the young-person message, before
    // the schema's English age rule would answer.
    preValidation: async (request) => {
      const refusal = await minorRefusal(app.db, request.body, request.user.id, request.locale);
      if (refusal) throw refusal;
    },
    handler: async (request) => ok(await putQuestionnaire(app.db, request.user.id, request.body)),
  });

  app.route({
    ...route(endpoints.getPlanDocument),
    // The read's own query checks the owner (ADR 0036).
    config: { ownership: [{ ...PLAN_IN_QUERY, inWhere: true }] },
    handler: async (request, reply) => {
      const planId = request.query.custom_nutrition_plan_id;
      const language = request.query.locale;
      const userId = request.user.id;
      const how = {
        notFound: () => ownedNotFound('Plan', 'custom_nutrition_plan_id'),
        retest: (document: PlanDocument, locale: Locale) => retest(app.db, document, locale),
      };
      if (!isUuid(planId)) throw how.notFound();
      const read = () => readPlanDocument(app.db, planId, userId, language, how);
      if (app.replyCache.enabled) {
        // Keyed by the caller too: only the owner's read (which found the row) is ever kept.
        return sendCached(
          reply,
          `${userId}|${planId}|${language ?? ''}`,
          [cacheTags.plan(planId), cacheTags.user(userId)],
          async () => {
            const r = await read();
            return { value: ok('text' in r ? (JSON.parse(r.text) as PlanDocument) : r.document) };
          },
        );
      }
      const r = await read();
      if ('document' in r) return ok(r.document);
      // Already the contract's shape (validated when stored): sent as it is, the serializer skipped.
      const plain: FastifyReply = reply;
      return plain.type('application/json; charset=utf-8').send(`{"code":200,"msg":"ok","data":${r.text}}`);
    },
  });

  app.route({
    ...route(endpoints.streamPlan),
    config: { ownership: [PLAN_IN_QUERY] },
    handler: async (request, reply) => {
      // Errors before the stream opens (e.g. questionnaire incomplete) answer with the JSON envelope.
      const document = await withRetestDue(
        app.db,
        await documentIn(app.db, request.query.custom_nutrition_plan_id, request.query.locale),
      );
      const sse = openSse(request, reply);
      try {
        const total = PLAN_SECTIONS.length;
        const head: Record<string, unknown> = { ...document };
        for (const [i, name] of PLAN_SECTIONS.entries()) {
          if (sse.closed) return;
          sse.send('progress', { step: i + 1, total, section: name });
          sse.send('section', { name, data: document[name] });
          delete head[name];
          // Yield between sections so each is flushed to the client as its own chunk.
          await new Promise((r) => setImmediate(r));
        }
        // The sections went out one by one; the end carries only what is left, not the document again.
        sse.send('done', { plan: head });
      } catch (err) {
        request.log.error({ err }, 'plan stream failed');
        sse.send('error', { code: 500, msg: 'Plan generation failed, please try again' });
      } finally {
        await sse.end();
      }
    },
  });

  app.route({
    ...route(endpoints.renamePlan),
    config: { ownership: [PLAN_IN_QUERY], rateLimit: writeRateLimit(config, 'rename') },
    handler: async (request) =>
      ok(await renamePlan(app.db, request.query.custom_nutrition_plan_id, request.query.nickname)),
  });

  app.route({
    ...route(endpoints.renamePlanInBody),
    config: { ownership: [PLAN_IN_BODY], rateLimit: writeRateLimit(config, 'rename') },
    handler: async (request) =>
      ok(await renamePlan(app.db, request.body.customNutritionPlanId, request.body.nickname)),
  });

  app.route({
    ...route(endpoints.listPlans),
    handler: async (request) => {
      const plans = await listPlans(app.db, request.user.id);
      // Each finished plan's document is read (and regenerated if stale) so the dates follow today's
      // rules; one after the other, as a regeneration writes.
      const list: PlanSummary[] = [];
      for (const plan of plans.list) {
        const document = plan.questionnaireComplete ? await ensureDocument(app.db, plan.id) : null;
        list.push({
          ...plan,
          retestDue: document ? (await retest(app.db, document, request.locale)).retestDue : [],
        });
      }
      return ok({ ...plans, list });
    },
  });

  app.route({
    ...route(endpoints.getLastPlan),
    handler: async (request) => ok(await lastPlan(app.db, request.user.id)),
  });

  app.route({
    ...route(endpoints.deletePlan),
    config: { ownership: [PLAN_IN_BODY] },
    handler: async (request) => {
      if (!(await plansRepository.remove(app.db, request.body.customNutritionPlanId))) {
        throw new DomainError('not_found', 'Plan not found');
      }
      return ok({ deleted: true as const });
    },
  });

  app.route({
    ...route(endpoints.getQuestionnaire),
    config: { ownership: [PLAN_IN_QUERY] },
    handler: async (request) =>
      ok(await questionnaireView(app.db, request.query.custom_nutrition_plan_id, request.locale)),
  });

  app.route({
    ...route(endpoints.listPlanVersions),
    config: { ownership: [PLAN_IN_QUERY] },
    handler: async (request) => ok(await planVersions(app.db, request.query.custom_nutrition_plan_id)),
  });

  app.route({
    ...route(endpoints.getPlanVersion),
    config: { ownership: [PLAN_IN_QUERY] },
    handler: async (request) =>
      ok(await planVersion(app.db, request.query.custom_nutrition_plan_id, request.query.version)),
  });
};

export default plansRoutes;
