import { REGION_CODES, type UserInfo } from '@nutri/domain/contracts';
import type { UserRow } from './users.repository';

/** The public shape of a user: never the device id or the mobile number. */
export function userView(
  row: Pick<UserRow, 'id' | 'isYouZan' | 'locale' | 'nickname' | 'createdAt'> & { region?: string | null },
  invCode: string | null,
): UserInfo {
  return {
    id: row.id,
    isYouZan: row.isYouZan,
    locale: row.locale === 'zh-CN' || row.locale === 'en-US' ? row.locale : null,
    region: (REGION_CODES as readonly string[]).includes(row.region ?? '')
      ? (row.region as UserInfo['region'])
      : null,
    nickname: row.nickname,
    invCode,
    createdAt: row.createdAt.toISOString(),
  };
}
