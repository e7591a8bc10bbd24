import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import ssePlugin from '@fastify/sse';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import dbPlugin from './plugins/db';
import readCachePlugin from './plugins/read-cache';
import errorsPlugin from './plugins/errors';
import slowClientsPlugin from './plugins/slow-clients';
import securityHeadersPlugin from './plugins/security-headers';
import authPlugin from './plugins/auth';
import ownershipPlugin from './plugins/ownership';
import swaggerPlugin from './plugins/swagger';
import webPlugin from './plugins/web';
import staticImagesPlugin from './plugins/static-images';
import { healthRoutes } from './modules/health';
import { addressesRepositoryPlugin, addressesRoutes, addressesServicePlugin } from './modules/addresses';
import { authRoutes, authServicePlugin } from './modules/auth';
import {
  conversationsRepositoryPlugin,
  conversationsRoutes,
  conversationsServicePlugin,
} from './modules/conversations';
import { filesRepositoryPlugin, filesRoutes, filesServicePlugin } from './modules/files';
import { labelsRoutes, labelsServicePlugin } from './modules/labels';
import { medicinesRoutes, medicinesServicePlugin } from './modules/medicines';
import { operationLogsRoutes } from './modules/operation-logs';
import { operatorsRepositoryPlugin, operatorsServicePlugin } from './modules/operators';
import { opsRepositoryPlugin, opsRoutes, opsServicePlugin } from './modules/ops';
import {
  orderLifePlugin,
  orderLifeRepositoryPlugin,
  ordersRepositoryPlugin,
  ordersRoutes,
  ordersServicePlugin,
  startOrderTimeoutJob,
} from './modules/orders';
import { createPaymentProviders, paymentsRoutes, paymentsServicePlugin } from './modules/payments';
import { plansRepositoryPlugin, plansRoutes, plansServicePlugin } from './modules/plans';
import { productsRepositoryPlugin, productsRoutes, productsServicePlugin } from './modules/products';
import {
  reportExtractionPlugin,
  reportsRepositoryPlugin,
  reportsRoutes,
  reportsServicePlugin,
} from './modules/reports';
import { paymentProvidersPlugin, retailProvidersPlugin } from './modules/shop';
import { todayRepositoryPlugin, todayRoutes, todayServicePlugin } from './modules/today';
import {
  remindersRepositoryPlugin,
  remindersRoutes,
  remindersServicePlugin,
  startReminderJob,
} from './modules/reminders';
import { usersRepositoryPlugin, usersRoutes, usersServicePlugin } from './modules/users';
import { vouchersRepositoryPlugin, vouchersRoutes, vouchersServicePlugin } from './modules/vouchers';
import { wechatRoutes, wechatServicePlugin } from './modules/wechat';
import {
  youzanPaymentProviders,
  youzanRepositoryPlugin,
  youzanRoutes,
  youzanServicePlugin,
} from './modules/youzan';
import { seedDatabase } from './db/seeds';
import { readTextBody } from './lib/json-body';
import { rateLimitStore as storeFor } from './lib/rate-limit';
import { rejectUnstorableText } from './lib/safe-text';
import { installJobs } from './lib/jobs';

export interface BuildOptions {
  config: Config;
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  logger?: boolean;
  /** Where the log goes (tests capture it); stdout otherwise. */
  logStream?: { write(line: string): void };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** `/a?name=外婆&id=1` → `/a?name=…&id=…`: parameter names stay for debugging, values never reach the log. */
function withoutQueryValues(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const names = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]!.slice(0, 40)}=…`);
  return `${url.slice(0, q)}?${names.join('&')}`;
}

/** Fixed assembly order: core settings, plugins, then modules under /api. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          // A query string may carry a person's words (a family member's name on the legacy rename
          // GET, issue 35): the log keeps the path and the parameter names, never their values.
          serializers: {
            req: (req: FastifyRequest) => ({
              method: req.method,
              url: withoutQueryValues(req.url),
              host: req.host,
              remoteAddress: req.ip,
              remotePort: req.socket?.remotePort,
            }),
          },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    pluginTimeout: config.pluginTimeoutMs,
    bodyLimit: config.bodyLimit,
    // A hop count believes that many addresses from the right of X-Forwarded-For (what Fastify does
    // with a number at run time; its types take it as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Issue 16.4: Fastify's default turns Node's whole-request time-out off. Headers are cut by Node,
    // bodies by plugins/slow-clients.ts (per route); this whole-request one is only a backstop.
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: config.http.checkIntervalMs,
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  // An empty body sent as JSON means "no body" (clients that always set the header), not a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    readTextBody(
      request,
      payload,
      (text, next) => {
        if (text.trim() === '') return next(null, undefined);
        return parseJson(request, text, next);
      },
      done,
    );
  });

  app.setValidatorCompiler(validatorCompiler);
  // Every request text, whatever its route's schema, must be storable (issue 16.1): checked once here
  // so a field added later cannot reopen the 500.
  app.addHook('preValidation', rejectUnstorableText);
  app.setSerializerCompiler(serializerCompiler);
  // Set when the request arrives, so every answer carries it (errors and 404s included).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(slowClientsPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { frameOrigin: config.retailShopOrigin });
  await app.register(dbPlugin, { config, database });
  // After the database: the store may be its shared table (ADR 0035).
  const store = storeFor(config, app.database);
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      code: 429,
      msg: `Too many attempts, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      message: `Too many attempts, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      requestId: request.id,
    }),
  });
  await app.register(readCachePlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(ownershipPlugin);
  await app.register(swaggerPlugin, { ui: config.apiDocs });
  await app.register(ssePlugin);

  // Each module's repositories and services (fastify/demo's plugins/app): named plugins that decorate
  // the app (`app.plansService`) and name the plugins they need, so a missing or misordered one stops
  // the start. A module reaches another only through these decorations and its face (index.ts).
  await app.register(usersRepositoryPlugin);
  await app.register(usersServicePlugin);
  await app.register(authServicePlugin, { config });
  await app.register(wechatServicePlugin, { config });
  await app.register(operatorsRepositoryPlugin);
  await app.register(operatorsServicePlugin);
  await app.register(plansRepositoryPlugin);
  await app.register(plansServicePlugin);
  await app.register(filesRepositoryPlugin);
  await app.register(filesServicePlugin);
  await app.register(reportsRepositoryPlugin);
  await app.register(reportsServicePlugin);
  await app.register(labelsServicePlugin);
  await app.register(medicinesServicePlugin);
  await app.register(todayRepositoryPlugin);
  await app.register(todayServicePlugin);
  await app.register(conversationsRepositoryPlugin);
  await app.register(conversationsServicePlugin);
  // The shop: where orders go and where money goes (its ports), then what builds on them.
  await app.register(retailProvidersPlugin);
  await app.register(paymentProvidersPlugin, {
    providers: [
      ...createPaymentProviders(config, app.log),
      ...youzanPaymentProviders(app.db, config, app.log),
    ],
    active: config.payments.provider,
  });
  await app.register(vouchersRepositoryPlugin);
  await app.register(vouchersServicePlugin);
  await app.register(productsRepositoryPlugin);
  await app.register(productsServicePlugin);
  await app.register(addressesRepositoryPlugin);
  await app.register(addressesServicePlugin);
  await app.register(ordersRepositoryPlugin);
  await app.register(orderLifeRepositoryPlugin);
  await app.register(orderLifePlugin);
  await app.register(ordersServicePlugin, { config });
  await app.register(paymentsServicePlugin);
  await app.register(opsRepositoryPlugin);
  await app.register(opsServicePlugin);
  await app.register(youzanRepositoryPlugin);
  await app.register(youzanServicePlugin, { config });
  await app.register(remindersRepositoryPlugin);
  await app.register(remindersServicePlugin, { config });

  await seedDatabase(app);
  await installJobs(app, config);
  // After the job queue, so on close its processes stop after the report jobs and before the queue.
  await app.register(reportExtractionPlugin, { config });
  await startOrderTimeoutJob(app, config.orders.sweepIntervalMs);
  await startReminderJob(app, config.reminders.sweepIntervalMs);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { config });
      await api.register(usersRoutes, { config });
      await api.register(operationLogsRoutes, { config });
      // The plan read's next lab tests come from the reports module (plans never imports reports).
      await api.register(plansRoutes, { config, retest: app.reportsService.retestFor });
      await api.register(todayRoutes, { config });
      await api.register(remindersRoutes, { config });
      await api.register(conversationsRoutes, { config });
      await api.register(filesRoutes, { config });
      await api.register(labelsRoutes, { config });
      await api.register(reportsRoutes, { config });
      // The shop's calls: catalogue, vouchers, addresses, orders, payments.
      await api.register(productsRoutes);
      await api.register(vouchersRoutes);
      await api.register(addressesRoutes, { config });
      await api.register(ordersRoutes, { config });
      await api.register(paymentsRoutes);
      await api.register(youzanRoutes);
      await api.register(medicinesRoutes);
      await api.register(wechatRoutes);
      await api.register(opsRoutes, { config });
    },
    { prefix: '/api' },
  );

  await app.register(staticImagesPlugin);
  await app.register(webPlugin, { config });
  return app;
}
