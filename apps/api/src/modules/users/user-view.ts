import type { UserInfo } from '@nutri/domain/contracts';
import type { UserRow } from './users.repository';

/** The public shape of a user: never the device id or the mobile number. */
export function userView(
  row: Pick<UserRow, 'id' | 'isYouZan' | 'locale' | 'nickname' | 'createdAt'>,
  invCode: string | null,
): UserInfo {
  return {
    id: row.id,
    isYouZan: row.isYouZan,
    locale: row.locale === 'zh-CN' || row.locale === 'en-US' ? row.locale : null,
    nickname: row.nickname,
    invCode,
    createdAt: row.createdAt.toISOString(),
  };
}
