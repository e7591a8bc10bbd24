import { apiClient } from '../../../lib/api-client';
import { parseLoginResult, type LoginResult } from './login-result';

/** `POST /api/v1/base/login_ip` — guest sign-in by this device's random id (ADR 0003). */
export async function loginGuest(deviceId: string): Promise<LoginResult> {
  const data = await apiClient.call('loginGuest', { body: { deviceId } }, { skipErrorCatalogue: true });
  return parseLoginResult(data);
}
