/** The today module's face (eslint.config.js): today's schedule and the day's record, `app.todayService`. */
export { default as todayRepositoryPlugin } from './today.repository';
export { default as todayServicePlugin } from './today.service';
export { default as todayRoutes } from './today.routes';
