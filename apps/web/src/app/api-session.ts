import { setApiSession } from '../lib/api-client';
import { t } from '../lib/i18n';
import { navigateTo } from '../lib/navigation';
import { notify } from '../lib/notify';
import { showToast } from '../lib/toast';
import { useLocaleStore } from '../stores/locale-store';
import { useUserStore } from '../stores/user-store';

/**
 * The app's side of the API client: the bearer token and the language come from the stores, and the
 * client's error catalogue reacts here — 401: forget the token, go to the start page (the route guard
 * signs in again) and say the session expired; 403: a red banner with the server's message.
 */
setApiSession({
  getToken: () => useUserStore.getState().token,
  getLocale: () => useLocaleStore.getState().locale,
  onUnauthorized: () => {
    useUserStore.getState().clearSession();
    navigateTo('/', { replace: true });
    void showToast(t('errors.sessionExpired'));
  },
  onForbidden: (message) => notify({ message, type: 'danger' }),
});
