/** The health module's face (eslint.config.js). */
export { default as healthRoutes } from './health.routes';
