import { REGION_CODES } from '@nutri/domain/contracts/values';
import { apiClient } from '../../../lib/api-client';
import { parseUserInfo, type UserInfo } from '../../../stores/user-store';

export type RegionCode = (typeof REGION_CODES)[number];
export { REGION_CODES };

/**
 * `POST v1/userinfo {region}` — the country the emergency and crisis numbers of urgent answers follow
 * (null: not set; the language's region, then the default decide). Twelfth clinician review, en P1/P3.
 */
export async function setRegion(region: RegionCode | null): Promise<UserInfo | null> {
  return parseUserInfo(await apiClient.call('userInfo', { body: { region } }));
}
