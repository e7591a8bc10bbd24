import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * Server data cache for the screens. Client errors (4xx) are answers, not glitches: retrying them only
 * repeats the 401/403 reactions, so only network failures and 5xx are retried, once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});
