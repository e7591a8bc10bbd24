/**
 * Red-flag safety layer (the "safety outranks everything" rule of the second wave): one detector for the built-in assistant and every model
 * answer, its lexicon and rules with sources, and the urgent answer's wording and numbers.
 */
export { RED_FLAG_KINDS, type RedFlagKind } from './kinds';
export {
  mergeProfiles,
  profileFromMessages,
  activeText,
  redFlagFeatures,
  ruleFlagsFor,
  type RedFlagHit,
  type RedFlagProfile,
} from './detect';
export { redFlagsFor, withdrawnBy } from './joined';
export {
  localiseNumbers,
  numbersFor,
  REGION_NUMBERS,
  regionCodeOf,
  regionFor,
  regionOfTag,
  regionSaid,
  withOtherChineseNumbers,
  type RegionCode,
} from './regions';
export { careUnderWay, declinesCare, ownReadingIsTheEarlierEmergency, STILL_URGENT_LEAD } from './pushback';
export { triageScore, type TriageScore } from './triage/model';
export {
  PARACETAMOL_EXCESS,
  PARACETAMOL_SIGNS,
  PARACETAMOL_OVERDOSE_TEXT,
  PARACETAMOL_OVERDOSE_SOURCE,
} from './paracetamol-overdose';
export { FEATURES, foldText, RED_FLAG_RULES, type Feature } from './lexicon';
export {
  BREATHING_FIRST_AID,
  COLLAPSE_TEXT,
  COPD_FIRST_AID,
  COPD_SAID,
  BREATHING_FIRST_AID_FEATURES,
  CRISIS_LEAD,
  EMERGENCY_NUMBERS,
  EMERGENCY_SOURCE,
  emergencyCalls,
  HYPEREMESIS_TEXT,
  medicineToxicityLines,
  kindsNamedInstead,
  heartFailureLines,
  adrenalCrisisLines,
  ADRENAL_INSUFFICIENCY_SAID,
  RED_FLAG_TEXT,
  SUICIDAL_ABOUT_ANOTHER,
  WOUND_BLEEDING,
  ANAPHYLAXIS_AFTER_EPINEPHRINE,
  SEVERE_HYPOGLYCAEMIA_ON_AGI,
  SEVERE_HYPOGLYCAEMIA_KIDNEY,
  URGENT_LEAD,
  DONT_WAIT_LINE,
  urgentLeadsFor,
  type EmergencyCall,
} from './texts';
export { crisisAboutAnother } from './about-another';
