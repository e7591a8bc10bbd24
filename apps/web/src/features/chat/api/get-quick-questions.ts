import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { chatKeys } from './keys';

/** `GET v1/conversation/quick_questions` — 3–5 starter questions, personalised, in the current language. */
export async function getQuickQuestions(): Promise<string[]> {
  const data = await apiClient.call('quickQuestions');
  return Array.isArray(data?.items) ? data.items.filter((q) => typeof q === 'string' && q.trim() !== '') : [];
}

export const getQuickQuestionsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: chatKeys.quickQuestions(locale),
    queryFn: getQuickQuestions,
    staleTime: 5 * 60_000,
  });

export function useQuickQuestions() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery(getQuickQuestionsQueryOptions(locale));
}
