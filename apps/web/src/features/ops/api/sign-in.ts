import { useMutation } from '@tanstack/react-query';
import type { OpsSignInBody, OpsSignInResult } from '@nutri/domain/contracts';
import type { MutationConfig } from '../../../lib/react-query';
import { opsClient } from './ops-client';

/** An operator's sign-in; a refusal (401, 429) is the form's to show, so no 401 reaction runs. */
export function signIn(body: OpsSignInBody): Promise<OpsSignInResult> {
  return opsClient.call('opsSignIn', { body }, { skipErrorCatalogue: true });
}

export function useSignIn({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signIn> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signIn });
}
