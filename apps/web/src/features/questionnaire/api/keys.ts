/** Query keys of the questionnaire, its one key factory. */
export const questionnaireKeys = {
  all: ['questionnaire'] as const,
  /** What a plan already knows, to open a questionnaire on it pre-filled. */
  known: (planId: string | null) => ['questionnaire', planId] as const,
};
