/** The products module's face (eslint.config.js): the catalogue and its stock, `app.productsService`. */
export { default as productsRepositoryPlugin } from './products.repository';
export { default as productsServicePlugin } from './products.service';
export { default as productsRoutes } from './products.routes';
export { IMAGE_PREFIX } from './products.service';
