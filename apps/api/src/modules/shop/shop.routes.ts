import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import productsRoutes from '../products/products.routes';
import vouchersRoutes from '../vouchers/vouchers.routes';
import addressesRoutes from '../addresses/addresses.routes';
import ordersRoutes from '../orders/orders.routes';
import paymentsRoutes from '../payments/payments.routes';

/** The shop's calls (catalogue, vouchers, addresses, orders, payments), registered under /api as one unit. */
const shopRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(productsRoutes);
  await app.register(vouchersRoutes);
  await app.register(addressesRoutes, { config });
  await app.register(ordersRoutes, { config });
  await app.register(paymentsRoutes);
};

export default shopRoutes;
