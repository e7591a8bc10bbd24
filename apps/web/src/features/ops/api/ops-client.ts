import { createApiClient } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { useOpsSession } from '../lib/ops-session';

/**
 * The operator page's own client: the same typed calls by name as the app's (ADR 0024), with the
 * operator's token instead of the user's. A 401 ends the operator's sign-in (expired or disabled); a 403
 * is shown where it happened, not as the app's toast.
 */
export const opsClient = createApiClient({
  baseUrl: '/api',
  getToken: () => useOpsSession.getState().session?.token ?? null,
  getLocale: () => useLocaleStore.getState().locale,
  onUnauthorized: () => {
    if (useOpsSession.getState().session) useOpsSession.getState().signOut(true);
  },
  onForbidden: () => undefined,
  fetch: (input, init) => globalThis.fetch(input, init),
});
