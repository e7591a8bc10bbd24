import type { LabelConfirmBody } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';

/**
 * A supplement label photo (issue 33 §3): uploaded as a `supplement_label` file, read by the API into
 * figures for review (nothing stored), then the reviewed figures confirmed into the plan's supplements.
 */
export async function readLabelPhoto(planId: string, photo: File, signal?: AbortSignal) {
  const file = await uploadFile(photo, photo.name || 'label.jpg', 'supplement_label', {
    ...(signal ? { signal } : {}),
  });
  return apiClient.call(
    'readLabel',
    { body: { customNutritionPlanId: planId, fileId: file.fileId } },
    { ...(signal ? { signal } : {}) },
  );
}

export function confirmLabel(body: LabelConfirmBody) {
  return apiClient.call('confirmLabel', { body });
}
