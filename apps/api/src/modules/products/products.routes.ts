import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { askedLocale } from '../../lib/locale';
import { tags } from '../../lib/read-cache';
import { sendCached } from '../../plugins/read-cache';
import { OPTIONAL_PLAN_IN_BODY } from '../plans';

const route = taggedRoutes('shop');

/** Catalogue reads: prices and names from memory, live stock and the user's best voucher price. */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { getProductPage, getProducts } = app.productsService;
  app.route({
    ...route(endpoints.getPlanProducts),
    config: {
      ownership: [OPTIONAL_PLAN_IN_BODY],
    },
    handler: async (request) =>
      ok(await getProducts(app.db, request.user.id, request.body, askedLocale(request))),
  });

  app.route({
    ...route(endpoints.listProducts),
    handler: async (request, reply) => {
      const { page_num, page_size, category } = request.body;
      const userId = request.user.id;
      const lang = askedLocale(request);
      const key = `${userId}|${lang}|${category ?? ''}|${page_num}|${page_size}`;
      // Prices shown depend on the user's vouchers, whose validity is a matter of time as well.
      return sendCached(
        reply,
        key,
        [tags.catalogue, tags.stock, tags.vouchers(userId), tags.user(userId)],
        async () => {
          const page = await getProductPage(
            app.db,
            userId,
            { pageNum: page_num, pageSize: page_size, ...(category ? { category } : {}) },
            lang,
          );
          return { value: ok(page.result), expiresAt: page.pricesValidUntil };
        },
      );
    },
  });
};

export default productsRoutes;
