import { useMutation } from '@tanstack/react-query';
import type { ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/** `GET v1/user/export`: everything stored about the signed-in person, as JSON. */
export function exportAccount(): Promise<ResponseOf<'exportAccount'>> {
  return apiClient.call('exportAccount', {});
}

/** A download on a tap, not a view: a mutation, and nothing is stale after it. */
export function useExportAccount({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof exportAccount> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: exportAccount });
}
