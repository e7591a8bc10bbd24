/**
 * The youzan module's face (eslint.config.js): the Youzan store as the retail and payment provider of
 * the users who came from its mini-program (ADR 0029), `app.youzanService`.
 */
export { default as youzanRepositoryPlugin } from './youzan.repository';
export { default as youzanServicePlugin } from './youzan.service';
export { default as youzanRoutes } from './youzan.routes';
export { youzanPaymentProviders } from './youzan-payment';
