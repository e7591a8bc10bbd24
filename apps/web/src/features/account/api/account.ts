import type { ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** `GET v1/user/export`: everything stored about the signed-in person, as JSON. */
export function exportAccount(): Promise<ResponseOf<'exportAccount'>> {
  return apiClient.call('exportAccount', {});
}

/** `POST v1/user/delete`: erases the account and all it holds (plans, reports, files, chats, orders). */
export function deleteAccount(): Promise<ResponseOf<'deleteAccount'>> {
  return apiClient.call('deleteAccount', { body: { confirm: true } });
}
