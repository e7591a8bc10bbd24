/** Query keys of the medicine review, its one key factory. */
export const medicineReviewKeys = {
  all: ['medicine-review'] as const,
  supplementOptions: (locale: string) => ['medicine-review', 'supplement-options', locale] as const,
  plan: (planId: string) => ['medicine-review', 'plan', planId] as const,
};
