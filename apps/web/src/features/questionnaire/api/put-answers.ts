import type { PartialAnswers, QuestionnaireType } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export interface PutAnswersResult {
  customNutritionPlanId: string;
  questionnaireType: QuestionnaireType;
  complete: boolean;
  /** Required items still unanswered. */
  missing: string[];
  answers: PartialAnswers;
}

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
  return apiClient.post<PutAnswersResult>('v1/questionnaire/put', body);
}
