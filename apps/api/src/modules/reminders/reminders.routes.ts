import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { writeRateLimit } from '../../lib/account-caps';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { PLAN_IN_BODY, PLAN_IN_QUERY } from '../plans';
import { remindersRepository } from './reminders.repository';

const route = taggedRoutes('reminders');

/**
 * Reminders (issue 34 §2): settings per person (the plan's id, checked by the ownership rules like the
 * day's record), the device's push subscription, the VAPID key, and the calendar file by its keyed address.
 */
const remindersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const s = app.remindersService;
  app.usersService.registerExportPart('reminderSettings', remindersRepository.exportSettings);
  app.usersService.registerExportPart('pushSubscriptions', remindersRepository.exportSubscriptions);
  app.usersService.registerExportPart('remindersSent', remindersRepository.exportSends);
  app.usersService.registerExportPart('wechatConsents', remindersRepository.exportConsents);
  const limit = writeRateLimit(config, 'reminders');

  app.route({
    ...route(endpoints.getReminderSettings),
    config: { ownership: [PLAN_IN_QUERY] },
    handler: async ({ user, query }) => ok(await s.view(app.db, user.id, query.custom_nutrition_plan_id)),
  });
  app.route({
    ...route(endpoints.putReminderSettings),
    config: { ownership: [PLAN_IN_BODY], rateLimit: limit },
    handler: async ({ user, body }) => ok(await s.putSettings(app.db, user.id, body)),
  });
  app.route({
    ...route(endpoints.getVapidKey),
    handler: async () => ok(s.vapidPublicKey()),
  });
  app.route({
    ...route(endpoints.putPushSubscription),
    config: { rateLimit: limit },
    handler: async ({ user, body }) => ok(await s.putSubscription(app.db, user.id, body)),
  });
  app.route({
    ...route(endpoints.deletePushSubscription),
    config: { rateLimit: limit },
    handler: async ({ user, query }) => ok(await s.deleteSubscription(app.db, user.id, query.endpoint)),
  });
  app.route({
    ...route(endpoints.sendTestReminder),
    config: { ownership: [PLAN_IN_BODY], rateLimit: limit },
    handler: async ({ user, locale }) => ok(await s.sendTest(app.db, user.id, locale)),
  });
  app.route({
    ...route(endpoints.getWechatJsConfig),
    handler: async ({ query }) => ok(await s.wechatJsConfig(app.db, query.url)),
  });
  app.route({
    ...route(endpoints.putWechatConsent),
    config: { rateLimit: limit },
    handler: async ({ user, body }) => ok(await s.putWechatConsent(app.db, user.id, body)),
  });
  app.route({
    ...route(endpoints.getReminderCalendar),
    handler: async ({ query }, reply) => {
      const text = await s.calendar(
        app.db,
        query.custom_nutrition_plan_id,
        query.key,
        query.locale,
        new Date(),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="reminders.ics"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(text);
    },
  });
};

export default remindersRoutes;
