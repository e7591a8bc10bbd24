import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import { rowPages } from '../../lib/export-json';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { askedLocale } from '../../lib/locale';
import { pageOf } from '../../lib/page';
import { registerCodeBoundHook, registerExportPart } from '../users/users.service';
import { vouchersRepository } from './vouchers.repository';
import { grantCodeVouchers, listVouchers } from './vouchers.service';

const route = taggedRoutes('shop');

/** The code-bound hook list is process-wide; apps built again (tests) must not add it twice. */
let codeHookRegistered = false;

const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.registerOwnedResource('voucher', 'Voucher', vouchersRepository.owners);
  registerExportPart('vouchers', (db, userId) => {
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
  if (!codeHookRegistered) {
    registerCodeBoundHook(grantCodeVouchers);
    codeHookRegistered = true;
  }

  app.route({
    ...route(endpoints.queryVouchers),
    handler: async (request) =>
      ok(await listVouchers(app.db, request.user.id, pageOf(request.query), askedLocale(request))),
  });
};

export default vouchersRoutes;
