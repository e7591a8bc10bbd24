import { getDeviceId } from '../../lib/device-id';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { showToast } from '../../lib/toast';
import { readMobile, type LocationLike } from '../../lib/url';
import { useUserStore } from '../../stores/user-store';
import { loginGuest } from './api/login-guest';
import { loginRetail } from './api/login-retail';
import type { LoginResult } from './api/login-result';
import { retailFallbackNotice } from './retail-fallback';
import { getUserInfo } from './api/get-user-info';

/** Thrown by {@link ensureSession} when automatic sign-in failed; the router shows a retry screen. */
export class SignInError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'SignInError';
  }
}

function messageOf(e: unknown): string {
  if (e instanceof Error && e.message) return e.message;
  if (typeof e === 'string') return e;
  return String(e);
}

let inFlight: Promise<void> | null = null;

/**
 * Retail sign-in, or — when the server says this entry cannot sign anyone in (not set up here, or a bad
 * link) — a guest sign-in with a notice in the person's language that does not block the screen
 * (issue 19 §5). The page stays usable; the notice says why it is a guest session.
 */
async function retailOrGuest(mobile: string): Promise<LoginResult> {
  try {
    return await loginRetail(mobile);
  } catch (e) {
    const notice = retailFallbackNotice(e);
    if (notice === null) throw e;
    const guest = await loginGuest(getDeviceId());
    notify({ message: t(notice), type: 'warning' });
    return guest;
  }
}

async function signIn(location: LocationLike): Promise<void> {
  const mobile = readMobile(location);
  try {
    const result = mobile !== null ? await retailOrGuest(mobile) : await loginGuest(getDeviceId());
    useUserStore.getState().setSession(result);
  } catch (e) {
    const detail = messageOf(e);
    void showToast(t('auth.loginFailed', { error: detail }));
    throw new SignInError(detail);
  }
}

/**
 * The navigation guard (docs/product-rules.md#screens-and-navigation): without a token, sign in (retail
 * when the URL carries `mobile`, else guest with this device's id) and resolve only on success.
 * Concurrent navigations share one sign-in request.
 */
export function ensureSession(location: LocationLike = window.location): Promise<void> {
  if (useUserStore.getState().token) return Promise.resolve();
  inFlight ??= signIn(location).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let refreshed = false;

/**
 * Once per page load, when a token was already held, refresh the stored user in the background. This is
 * also how a token that expired while the app was closed (JWTs live 7 days) is noticed: the 401 goes
 * through the client's catalogue (token cleared, back to `/`, toast), and the guard signs in again.
 * Never blocks navigation; other failures are ignored (the next real call reports them).
 */
export function refreshUserOnce(): void {
  if (refreshed) return;
  refreshed = true;
  const { token } = useUserStore.getState();
  if (!token) return;
  getUserInfo().then(
    (user) => {
      if (user && useUserStore.getState().token === token) useUserStore.getState().setUserInfo(user);
    },
    () => undefined,
  );
}
