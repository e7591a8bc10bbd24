/**
 * The files module's face (eslint.config.js): uploads; other modules read an upload's row through
 * `app.filesService`.
 */
export { default as filesRepositoryPlugin } from './files.repository';
export { default as filesServicePlugin } from './files.service';
export { default as filesRoutes } from './files.routes';
