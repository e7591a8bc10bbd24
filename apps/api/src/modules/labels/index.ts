/** The labels module's face (eslint.config.js): supplement label photos, `app.labelsService`. */
export { default as labelsServicePlugin } from './labels.service';
export { default as labelsRoutes } from './labels.routes';
