/** The addresses module's face (eslint.config.js): saved addresses and the address an order copies, `app.addressesService`. */
export { default as addressesRepositoryPlugin } from './addresses.repository';
export { default as addressesServicePlugin } from './addresses.service';
export { default as addressesRoutes } from './addresses.routes';
