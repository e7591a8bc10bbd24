import { apiClient } from '../../../lib/api-client';
import { parseLoginResult, type LoginResult } from './login-result';

/** `POST /api/v1/base/login_sos` — retail (Youzan) sign-in with the `mobile` value of the page URL. */
export async function loginRetail(mobileToken: string): Promise<LoginResult> {
  const data = await apiClient.call(
    'loginRetail',
    { body: { type: 'youzan', token: mobileToken, params: {} } },
    { skipErrorCatalogue: true },
  );
  return parseLoginResult(data);
}
