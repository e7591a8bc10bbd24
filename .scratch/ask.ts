import { planFor } from '../packages/domain/src/engine';
import { assistantReply } from '../packages/domain/src/assistant/index';
import { REVIEW_PERSONAS, reviewMedicines } from '../packages/domain/src/assistant/testing-review';
const [persona, locale, ...qs] = process.argv.slice(2);
const plan = { ...planFor((REVIEW_PERSONAS as any)[persona], locale as any), id: 'doc', customNutritionPlanId: 'plan', nickname: persona, questionnaireType: 'deep_questionnaire', nextStep: '3', createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' } as any;
for (const q of qs) {
  const r = (assistantReply as any)({ text: q, locale, plan, medicines: (reviewMedicines as any)(persona) });
  console.log('Q:', q, '→', r.intent); console.log(r.text); console.log('---');
}
