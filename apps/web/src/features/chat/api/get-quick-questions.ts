import { apiClient } from '../../../lib/api-client';

/** `GET v1/conversation/quick_questions` — 3–5 starter questions, personalised, in the current language. */
export async function getQuickQuestions(): Promise<string[]> {
  const data = await apiClient.call('quickQuestions');
  return Array.isArray(data?.items) ? data.items.filter((q) => typeof q === 'string' && q.trim() !== '') : [];
}
