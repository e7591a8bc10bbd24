import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productGetAllBodySchema,
  productGetBodySchema,
  productGetResultSchema,
  productPageSchema,
} from '@nutri/domain/contracts';
import { ok, okSchema } from '../../lib/envelope';
import { shopLocale } from '../shop/request-locale';
import { getProductPage, getProducts } from './products.service';

const security = [{ bearer: [] }];

/** Catalogue reads: prices and names from memory, live stock and the user's best voucher price. */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/v1/product/get',
    {
      config: {
        ownership: [{ resource: 'plan', in: 'body', field: 'customNutritionPlanId', optional: true }],
      },
      schema: {
        tags: ['shop'],
        summary:
          'Products by id, or the products of a plan (with its dosage and usage, split into basis/other by the dosage rule)',
        security,
        body: productGetBodySchema,
        response: { 200: okSchema(productGetResultSchema) },
      },
    },
    async (request) =>
      ok(
        await getProducts(
          app.db,
          request.user.id,
          request.body,
          await shopLocale(app.db, request, request.body.locale),
        ),
      ),
  );

  app.post(
    '/v1/product/get_all',
    {
      schema: {
        tags: ['shop'],
        summary: 'The catalogue, paged (page_size at most 100), optionally one category',
        security,
        body: productGetAllBodySchema,
        response: { 200: okSchema(productPageSchema) },
      },
    },
    async (request) => {
      const { page_num, page_size, category, locale } = request.body;
      return ok(
        await getProductPage(
          app.db,
          request.user.id,
          { pageNum: page_num, pageSize: page_size, ...(category ? { category } : {}) },
          await shopLocale(app.db, request, locale),
        ),
      );
    },
  );
};

export default productsRoutes;
