import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import { fromEndpoint } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { registerExportPart } from '../users/users.service';
import { addressesRepository } from './addresses.repository';
import { addressView, deleteAddress, listAddresses, saveAddress } from './addresses.service';

const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.registerOwnedResource('address', 'Address', addressesRepository.owners);
  registerExportPart('addresses', async (db, userId) =>
    (await addressesRepository.exportFor(db, userId)).map(addressView),
  );
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...fromEndpoint(endpoints.listAddresses, {
      tags: ['shop'],
      summary: "The caller's delivery addresses, the default first",
    }),
    handler: async (request) => ok(await listAddresses(app.db, request.user.id)),
  });

  app.route({
    ...fromEndpoint(endpoints.saveAddress, {
      tags: ['shop'],
      summary: 'Create an address, or update one with `id`; form messages in the request locale',
    }),
    config: { ownership: [{ resource: 'address', in: 'body', field: 'id', optional: true }] },
    handler: async (request) =>
      ok(await saveAddress(app.db, request.user.id, request.body, request.body.locale ?? request.locale)),
  });

  app.route({
    ...fromEndpoint(endpoints.deleteAddress, {
      tags: ['shop'],
      summary: 'Delete an address (the newest other one becomes the default)',
    }),
    config: { ownership: [{ resource: 'address', in: 'body', field: 'id' }] },
    handler: async (request) => ok(await deleteAddress(app.db, request.user.id, request.body.id)),
  });
};

export default addressesRoutes;
