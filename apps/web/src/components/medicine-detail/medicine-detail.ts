import type { MedicineDoseUnit, MedicineForm } from '@nutri/domain/contracts';
import { MEDICINE_DOSE_UNITS, MEDICINE_FORMS } from '@nutri/domain/contracts/values';

/**
 * What the person says about one medicine, as typed (issue 19.7): the amount stays text, so "0." on
 * the way to "0.5" survives; the owner parses it (and decides what an empty or bad amount means).
 */
export interface MedicineDetailDraft {
  amount: string;
  unit: MedicineDoseUnit;
  form: MedicineForm | undefined;
}

export function isMedicineDoseUnit(value: unknown): value is MedicineDoseUnit {
  return typeof value === 'string' && (MEDICINE_DOSE_UNITS as readonly string[]).includes(value);
}

export function isMedicineForm(value: unknown): value is MedicineForm {
  return typeof value === 'string' && (MEDICINE_FORMS as readonly string[]).includes(value);
}

/** A stored dose and form as the fields show them (mg when nothing was given). */
export function draftOf(
  detail:
    | { dose?: number | undefined; unit?: MedicineDoseUnit | undefined; form?: MedicineForm | undefined }
    | undefined,
): MedicineDetailDraft {
  return {
    amount: detail?.dose !== undefined ? String(detail.dose) : '',
    unit: detail?.unit ?? 'mg',
    form: detail?.form,
  };
}
