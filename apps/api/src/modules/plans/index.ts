/**
 * The plans module's face: the only file other modules and app.ts import (eslint.config.js). What a
 * plan does at run time other modules reach through `app.plansService` (plans.service.ts).
 */
export { default as plansRepositoryPlugin } from './plans.repository';
export { default as plansServicePlugin } from './plans.service';
export { default as plansRoutes } from './plans.routes';
export { OPTIONAL_PLAN_IN_BODY, PLAN_IN_BODY, PLAN_IN_QUERY } from './plan-ownership';
