import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { uploadFile } from '../../../lib/upload-file';

/**
 * A supplement label photo (issue 33 §3): uploaded as a `supplement_label` file and read by the API into
 * figures for review. Nothing is stored, so nothing is stale after it.
 */
export async function readLabelPhoto(
  { planId, photo }: { planId: string; photo: File },
  signal?: AbortSignal,
) {
  const file = await uploadFile(photo, photo.name || 'label.jpg', 'supplement_label', {
    ...(signal ? { signal } : {}),
  });
  return apiClient.call(
    'readLabel',
    { body: { customNutritionPlanId: planId, fileId: file.fileId } },
    { ...(signal ? { signal } : {}) },
  );
}

export function useReadLabel({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof readLabelPhoto> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: (input) => readLabelPhoto(input) });
}
