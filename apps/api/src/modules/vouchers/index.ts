/** The vouchers module's face (eslint.config.js): a user's vouchers, `app.vouchersService`. */
export { default as vouchersRepositoryPlugin } from './vouchers.repository';
export { default as vouchersServicePlugin } from './vouchers.service';
export { default as vouchersRoutes } from './vouchers.routes';
export type { VoucherGrant } from './vouchers.service';
