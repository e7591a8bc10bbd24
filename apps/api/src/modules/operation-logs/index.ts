/** The operation-logs module's face (eslint.config.js): its routes; the logs are kept by the users module. */
export { default as operationLogsRoutes } from './operation-logs.routes';
