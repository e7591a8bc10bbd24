import type { PartialAnswers, QuestionnaireType, ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** The answers as stored, the required items still unanswered, and the plan after this save. */
export type PutAnswersResult = ResponseOf<'putQuestionnaire'>;

/**
 * `POST v1/questionnaire/put`: saves answers (partial while in progress; `complete: true` checks the
 * whole set). A 400 carries `errors: [{ field: 'answers.age', message }]`.
 */
export function putAnswers(body: {
  customNutritionPlanId: string;
  questionnaireType: QuestionnaireType;
  answers: PartialAnswers;
  complete?: boolean;
}): Promise<PutAnswersResult> {
  return apiClient.call('putQuestionnaire', { body });
}
