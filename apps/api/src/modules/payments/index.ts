/**
 * The payments module's face (eslint.config.js): paying a user's order and the providers'
 * notifications (`app.paymentsService`), and the providers a configuration asks for, which app.ts hands
 * to the app's payment registry (the shop module's `app.paymentProviders`).
 */
export { default as paymentsServicePlugin } from './payments.service';
export { default as paymentsRoutes } from './payments.routes';
export { createPaymentProviders } from './providers';
export { createDemoProvider } from './demo-provider';
export { isDemoProvider } from './providers';
