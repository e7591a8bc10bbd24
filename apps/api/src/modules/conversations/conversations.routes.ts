import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Locale } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { pageOf } from '../../lib/page';
import { writeRateLimit } from '../../lib/account-caps';
import { perUserRateLimit } from '../../lib/rate-limit';
import { openSse } from '../../lib/sse';
import { chosenLocale, firstLanguageTag } from '../../lib/locale';
import { conversationsRepository } from './conversations.repository';
import { ChatRuntime } from './conversations.service';

const route = taggedRoutes('conversations');

const LOCAL_STOP_WAIT_MS = 50;

/** The chat's 429 sentence, in the user's language, with the wait the client shows. */
function chatRateMessage(locale: Locale, max: number, waitS: number): string {
  return locale === 'en-US'
    ? `You are sending messages too quickly: at most ${max} per minute. Please wait ${waitS} seconds and try again.`
    : `发送太频繁了：每分钟最多 ${max} 条。请 ${waitS} 秒后再试。`;
}

const conversationsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const {
    giveFeedback,
    listConversations,
    listMessages,
    newConversation,
    prepareSend,
    quickQuestions,
    streamAnswer,
    chatLocale,
  } = app.conversationsService;
  app.registerOwnedResource('conversation', 'Conversation', conversationsRepository.owners);
  app.registerOwnedResource('message', 'Message', conversationsRepository.messageOwners);
  app.usersService.registerExportPart('conversations', conversationsRepository.exportFor);
  // On the embedded database every instance is this process: an ack comes within a few loop turns.
  const stopWaitMs = app.database.kind === 'postgres' ? config.chat.stopWaitMs : LOCAL_STOP_WAIT_MS;
  const runtime = new ChatRuntime(app.database.bus, stopWaitMs, app.log);
  app.addHook('onClose', async () => runtime.close());

  app.route({
    ...route(endpoints.newConversation),
    config: { rateLimit: writeRateLimit(config, 'conversation') },
    handler: async (request) =>
      ok(await newConversation(app.db, request.user.id, request.body.title, request.locale)),
  });

  app.route({
    ...route(endpoints.listConversations),
    handler: async (request) => ok(await listConversations(app.db, request.user.id, pageOf(request.body))),
  });

  app.route({
    ...route(endpoints.listMessages),
    config: { ownership: [{ resource: 'conversation', in: 'query', field: 'conversation_id' }] },
    handler: async (request) =>
      ok(await listMessages(app.db, request.query.conversation_id, pageOf(request.query))),
  });

  app.route({
    ...route(endpoints.sendMessage),
    config: {
      ownership: [{ resource: 'conversation', in: 'body', field: 'conversationId' }],
      // Per user; @fastify/rate-limit's store forgets a window once it has passed.
      rateLimit: perUserRateLimit('chat', config.chat.rateLimitMax, chatRateMessage),
    },
    handler: async (request, reply) => {
      const locale = await chatLocale(app.db, request.user.id, chosenLocale(request));
      // The emergency numbers follow the person's country: set in their settings, else the region of
      // the request's first language tag ("en-GB"), unless the chat names one (safety/regions.ts).
      const prepared0 = await prepareSend(app.db, request.user.id, request.body, locale);
      const prepared = {
        ...prepared0,
        // A country said earlier in the conversation outranks the one set (safety/regions.ts).
        region: prepared0.regionSaidEarlier ?? request.user.region ?? null,
        languageTag: firstLanguageTag(request.headers['accept-language']),
      };
      const sse = openSse(request, reply);
      const controller = runtime.begin(prepared.conversation.id);
      sse.onClose(() => controller.abort());
      // The request's own 'close' can fire as soon as its body is read (before the stream opens), so
      // a client leaving is detected on the response: closed before we ended it.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      try {
        await streamAnswer(
          app.db,
          config,
          prepared,
          (e) => sse.send(e.event, e.data),
          controller.signal,
          request.log,
        );
      } catch (err) {
        request.log.error({ err }, 'chat answer failed');
        sse.send('error', { code: 500, msg: 'The answer could not be produced, please try again' });
      } finally {
        runtime.end(prepared.conversation.id, controller);
        await sse.end();
      }
    },
  });

  app.route({
    ...route(endpoints.stopAnswer),
    config: { ownership: [{ resource: 'conversation', in: 'body', field: 'conversationId' }] },
    handler: async (request) => ok({ stopped: await runtime.stop(request.body.conversationId) }),
  });

  app.route({
    ...route(endpoints.sendFeedback),
    config: { ownership: [{ resource: 'message', in: 'body', field: 'messageId' }] },
    handler: async (request) => ok(await giveFeedback(app.db, request.user.id, request.body)),
  });

  app.route({
    ...route(endpoints.quickQuestions),
    handler: async (request) =>
      ok(
        await quickQuestions(
          app.db,
          request.user.id,
          await chatLocale(app.db, request.user.id, chosenLocale(request)),
        ),
      ),
  });
};

export default conversationsRoutes;
