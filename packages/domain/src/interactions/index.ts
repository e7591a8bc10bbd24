/**
 * Medicines: dictionary look-up, search by any name, and medicine taboos (interactions with
 * supplements and nutrient depletions). Pure and synchronous; indexes are built lazily once.
 */
export { DRUG_CLASSES, DRUGS, type Drug, type DrugClass, type DrugId } from '../knowledge/drugs';
export {
  INTERACTION_RULES,
  drugRefName,
  type DrugRef,
  type InteractionRule,
  type Management,
  type Severity,
} from '../knowledge/interactions';
export { normalizeKeyword, searchDrugs, type DrugSearchHit } from './search';
export { toSimplified } from './normalize';
export { CLASS_PHRASES } from './class-phrases';
export {
  CLASS_PLACEHOLDER_PREFIX,
  classPlaceholder,
  classPlaceholderById,
  formOfText,
  medicineNameOnly,
  resolveMedicine,
  resolveMedicineEntries,
  splitDose,
  suggestMedicineIds,
  typoDistance,
  unresolvedMessage,
  type ParsedDose,
  type UnresolvedMedicine,
  type MedicineResolution,
} from './resolve';
export {
  addsBleedingRisk,
  depletionsFor,
  drugById,
  isBloodThinner,
  raisesPotassium,
  rulesForDrug,
  taboosFor,
  unknownDrugIds,
  type Depletion,
} from './taboos';
export { MEDICINE_FORM_NAMES, medicineText } from './medicine-text';
export { dietNotesFor, levelOf as sharedFoodLevelOf, type DietNote } from './diet-notes';
export { teratogenFindings } from './teratogens';
export { inLeukaemiaTreatment } from './leukaemia-treatment';
