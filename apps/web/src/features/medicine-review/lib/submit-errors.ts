/**
 * Turns a refused submit into something the screen can point at: the API names bad items by their index
 * in the request (`medicines.1`, `supplements.0.optionId`), which this maps back to the picked items.
 */
import type { FieldError } from '../../../lib/api-client';

export interface ItemErrors {
  medicineIds: string[];
  supplementKeys: string[];
}

const INDEX = /^(medicines|supplements)\.(\d+)(?:\.|$)/;

/**
 * `sentMedicineIds` and `sentSupplementKeys` are the lists in the order they were sent; field errors
 * that name no item (or an index out of range) are ignored here and shown as the general message.
 */
export function itemErrorsFrom(
  errors: readonly FieldError[] | undefined,
  sentMedicineIds: readonly string[],
  sentSupplementKeys: readonly string[],
): ItemErrors {
  const medicineIds = new Set<string>();
  const supplementKeys = new Set<string>();
  for (const e of errors ?? []) {
    const m = INDEX.exec(e.field);
    if (!m) continue;
    const i = Number(m[2]);
    if (m[1] === 'medicines') {
      const id = sentMedicineIds[i];
      if (id !== undefined) medicineIds.add(id);
    } else {
      const key = sentSupplementKeys[i];
      if (key !== undefined) supplementKeys.add(key);
    }
  }
  return { medicineIds: [...medicineIds], supplementKeys: [...supplementKeys] };
}
