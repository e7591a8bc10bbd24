import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { writeRateLimit } from '../../lib/account-caps';
import { rowPages } from '../../lib/export-json';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { askedLocale } from '../../lib/locale';
import { addressesRepository } from './addresses.repository';

const route = taggedRoutes('shop');

const addressesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { addressView, deleteAddress, listAddresses, saveAddress } = app.addressesService;
  app.registerOwnedResource('address', 'Address', addressesRepository.owners);
  app.usersService.registerExportPart('addresses', (db, userId) => {
    const read = addressesRepository.exportFor.pages(db, userId);
    return rowPages(read, 100, addressView);
  });

  app.route({
    ...route(endpoints.listAddresses),
    handler: async (request) => ok(await listAddresses(app.db, request.user.id)),
  });

  app.route({
    ...route(endpoints.saveAddress),
    config: {
      ownership: [{ resource: 'address', in: 'body', field: 'id', optional: true }],
      rateLimit: writeRateLimit(config, 'address'),
    },
    handler: async (request) =>
      ok(await saveAddress(app.db, request.user.id, request.body, askedLocale(request))),
  });

  app.route({
    ...route(endpoints.deleteAddress),
    config: { ownership: [{ resource: 'address', in: 'body', field: 'id' }] },
    handler: async (request) => ok(await deleteAddress(app.db, request.user.id, request.body.id)),
  });
};

export default addressesRoutes;
