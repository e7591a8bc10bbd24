import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import { rowPages } from '../../lib/export-json';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { askedLocale } from '../../lib/locale';
import { pageOf } from '../../lib/page';
import { vouchersRepository } from './vouchers.repository';

const route = taggedRoutes('shop');

const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { grantCodeVouchers, listVouchers } = app.vouchersService;
  app.registerOwnedResource('voucher', 'Voucher', vouchersRepository.owners);
  app.usersService.registerExportPart('vouchers', (db, userId) => {
    const read = vouchersRepository.exportFor.pages(db, userId);
    return rowPages(read, 200, (v) => ({
      id: v.id,
      title: v.title,
      status: v.status,
      threshold_amount: v.thresholdAmount,
      preferential_mode: v.preferentialMode,
      value: v.value,
      validFrom: v.validFrom.toISOString(),
      validTo: v.validTo.toISOString(),
      source: v.source,
      usedOrderId: v.usedOrderId,
      createdAt: v.createdAt.toISOString(),
    }));
  });
  app.usersService.registerCodeBoundHook(grantCodeVouchers);

  app.route({
    ...route(endpoints.queryVouchers),
    handler: async (request) =>
      ok(await listVouchers(app.db, request.user.id, pageOf(request.query), askedLocale(request))),
  });
};

export default vouchersRoutes;
