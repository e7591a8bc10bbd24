import { ApiError } from '../../../lib/api-client';
import { parseUserInfo, type UserInfo } from '../../../stores/user-store';

export interface LoginResult {
  accessToken: string;
  user: UserInfo | null;
}

/** Checks the login answer's shape: a success without a token is a failure, not a silent guest. */
export function parseLoginResult(data: unknown): LoginResult {
  const d = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (typeof d.accessToken !== 'string' || d.accessToken === '') {
    throw new ApiError({ status: 200, code: 500, msg: 'no access token in the sign-in answer', body: data });
  }
  return { accessToken: d.accessToken, user: parseUserInfo(d.user) };
}
