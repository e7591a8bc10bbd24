import type { OwnershipRule } from '../../plugins/ownership';

/**
 * Where a plan's id travels in a request, for the routes' ownership rules: the plan must be the
 * caller's, else 404 (plugins/ownership.ts). The body and the query spell the field differently.
 */
export const PLAN_IN_BODY = {
  resource: 'plan',
  in: 'body',
  field: 'customNutritionPlanId',
} as const satisfies OwnershipRule;
export const PLAN_IN_QUERY = {
  resource: 'plan',
  in: 'query',
  field: 'custom_nutrition_plan_id',
} as const satisfies OwnershipRule;

/** A plan id the call may leave out (the schema says whether it is required). */
export const OPTIONAL_PLAN_IN_BODY = { ...PLAN_IN_BODY, optional: true } as const satisfies OwnershipRule;
