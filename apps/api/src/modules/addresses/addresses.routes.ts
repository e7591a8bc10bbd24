import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressIdBodySchema,
  addressListBodySchema,
  addressListSchema,
  addressSaveBodySchema,
  addressViewSchema,
} from '@nutri/domain/contracts';
import { ok, okSchema } from '../../lib/envelope';
import { registerExportPart } from '../users/users.service';
import { shopLocale } from '../shop/request-locale';
import { addressesRepository } from './addresses.repository';
import { addressView, deleteAddress, listAddresses, saveAddress } from './addresses.service';

const security = [{ bearer: [] }];

const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.registerOwnedResource('address', 'Address', addressesRepository.owners);
  registerExportPart('addresses', async (db, userId) =>
    (await addressesRepository.exportFor(db, userId)).map(addressView),
  );
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/v1/address/list',
    {
      schema: {
        tags: ['shop'],
        summary: "The caller's delivery addresses, the default first",
        security,
        body: addressListBodySchema,
        response: { 200: okSchema(addressListSchema) },
      },
    },
    async (request) => ok(await listAddresses(app.db, request.user.id)),
  );

  app.post(
    '/v1/address/save',
    {
      config: { ownership: [{ resource: 'address', in: 'body', field: 'id', optional: true }] },
      schema: {
        tags: ['shop'],
        summary:
          'Create an address, or update one with `id`; messages of PRODUCT.md §5 in the request locale',
        security,
        body: addressSaveBodySchema,
        response: { 200: okSchema(addressViewSchema) },
      },
    },
    async (request) =>
      ok(await saveAddress(app.db, request.user.id, request.body, shopLocale(request, request.body.locale))),
  );

  app.post(
    '/v1/address/delete',
    {
      config: { ownership: [{ resource: 'address', in: 'body', field: 'id' }] },
      schema: {
        tags: ['shop'],
        summary: 'Delete an address (the newest other one becomes the default)',
        security,
        body: addressIdBodySchema,
        response: { 200: okSchema(z.object({ id: z.string(), deleted: z.literal(true) })) },
      },
    },
    async (request) => ok(await deleteAddress(app.db, request.user.id, request.body.id)),
  );
};

export default addressesRoutes;
