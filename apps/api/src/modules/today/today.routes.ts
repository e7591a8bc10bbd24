import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { writeRateLimit } from '../../lib/account-caps';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { PLAN_IN_BODY, PLAN_IN_QUERY } from '../plans';
import { todayRepository } from './today.repository';

const route = taggedRoutes('today');

/**
 * Today's schedule and the day's record (issue 34 §1), per person: the plan's id names the person (the
 * account holder or a family member) and must be the caller's, else 404 (ownership rules).
 */
const todayRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { setTick, today, week } = app.todayService;
  app.usersService.registerExportPart('dayRecords', todayRepository.exportFor);

  const inQuery = { ownership: [PLAN_IN_QUERY] };
  const tickLimit = writeRateLimit(config, 'tick');
  app.route({
    ...route(endpoints.getToday),
    config: inQuery,
    handler: async ({ user, query }) =>
      ok(await today(app.db, user.id, query.custom_nutrition_plan_id, query.date)),
  });
  app.route({
    ...route(endpoints.tickDose),
    config: { ownership: [PLAN_IN_BODY], rateLimit: tickLimit },
    handler: async ({ user, body }) =>
      ok(await setTick(app.db, user.id, body.customNutritionPlanId, body.date, body.itemId, true)),
  });
  app.route({
    ...route(endpoints.untickDose),
    config: { ...inQuery, rateLimit: tickLimit },
    handler: async ({ user, query: q }) =>
      ok(await setTick(app.db, user.id, q.custom_nutrition_plan_id, q.date, q.item_id, false)),
  });
  app.route({
    ...route(endpoints.getWeekRecords),
    config: inQuery,
    handler: async ({ query }) => ok(await week(app.db, query.custom_nutrition_plan_id, query.end)),
  });
};

export default todayRoutes;
