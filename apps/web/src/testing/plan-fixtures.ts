import type { PlanDocument } from '@nutri/domain/contracts';

/** A plan's review of a product taken by the count of its units: two calcium + vitamin D3 tablets a day. */
export const TWO_CALCIUM_D3_TABLETS: PlanDocument['productReviews'][number] = {
  name: 'NutriHome Calcium + vitamin D3 tablets',
  optionId: 'p-ca-d3',
  verdict: 'keep',
  issues: [],
  dose: { amount: 2, unit: 'tablet', text: '2 tablets' },
};
