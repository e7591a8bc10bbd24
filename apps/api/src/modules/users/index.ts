/**
 * The users module's face: the only file other modules and app.ts import (eslint.config.js). Other
 * modules reach accounts through `app.usersService` (users.service.ts), never the repository.
 */
export { default as usersRepositoryPlugin } from './users.repository';
export { default as usersServicePlugin } from './users.service';
export { default as usersRoutes } from './users.routes';
