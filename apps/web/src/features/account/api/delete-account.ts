import { useMutation } from '@tanstack/react-query';
import type { ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/** `POST v1/user/delete`: erases the account and all it holds (plans, reports, files, chats, orders). */
export function deleteAccount(): Promise<ResponseOf<'deleteAccount'>> {
  return apiClient.call('deleteAccount', { body: { confirm: true } });
}

/** Nothing to invalidate: the page forgets this device and starts over (the caller's `onSuccess`). */
export function useDeleteAccount({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: deleteAccount });
}
