import { AddNutritionPage } from '../../features/medicine-review/components/add-nutrition-page';

/** `/addMoreNutrition?id=<planId>` — add medicines and supplements, then back to the plan. */
export function Component() {
  return <AddNutritionPage />;
}
