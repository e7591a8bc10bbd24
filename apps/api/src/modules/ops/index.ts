/** The ops module's face (eslint.config.js): the operators' console, `app.opsService`. */
export { default as opsRepositoryPlugin } from './ops.repository';
export { default as opsServicePlugin } from './ops.service';
export { default as opsRoutes } from './ops.routes';
