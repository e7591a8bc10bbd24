import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import { fromEndpoint } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { tags } from '../../lib/read-cache';
import { sendCached } from '../../plugins/read-cache';
import { getProductPage, getProducts } from './products.service';

/** Catalogue reads: prices and names from memory, live stock and the user's best voucher price. */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...fromEndpoint(endpoints.getPlanProducts, {
      tags: ['shop'],
      summary:
        'Products by id, or the products of a plan (with its dosage and usage, split into basis/other by the dosage rule)',
    }),
    config: {
      ownership: [{ resource: 'plan', in: 'body', field: 'customNutritionPlanId', optional: true }],
    },
    handler: async (request) =>
      ok(await getProducts(app.db, request.user.id, request.body, request.body.locale ?? request.locale)),
  });

  app.route({
    ...fromEndpoint(endpoints.listProducts, {
      tags: ['shop'],
      summary: 'The catalogue, paged (page_size at most 100), optionally one category',
    }),
    handler: async (request, reply) => {
      const { page_num, page_size, category, locale } = request.body;
      const userId = request.user.id;
      const lang = locale ?? request.locale;
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
