import { CANCER_TREATMENT_CONDITIONS, LEUKAEMIA_THIOPURINES } from '../knowledge/leukaemia-maintenance';

/**
 * Whether these medicines and conditions are leukaemia (cancer) treatment (forty-eighth clinician review, S2 and S3):
 * cancer among the conditions, or a thiopurine (mercaptopurine, thioguanine) beside methotrexate — the two together are
 * the maintenance of ALL, never a rheumatology regimen.
 */
export function inLeukaemiaTreatment(
  medicines: readonly string[],
  conditions: readonly string[] = [],
): boolean {
  return (
    conditions.some((c) => CANCER_TREATMENT_CONDITIONS.includes(c)) ||
    (medicines.includes('methotrexate') && medicines.some((m) => LEUKAEMIA_THIOPURINES.includes(m)))
  );
}
