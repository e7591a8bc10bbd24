import { apiClient } from '../../../lib/api-client';
import { parseUserInfo, type UserInfo } from '../../../stores/user-store';

/** `POST /api/v1/userinfo` — the signed-in user. */
export async function getUserInfo(): Promise<UserInfo | null> {
  return parseUserInfo(await apiClient.call('userInfo'));
}
