/**
 * The kinds of red flag the assistant answers with urgent-care advice, most pressing first (the
 * urgent card shows the first kind found). Kept free of imports so the
 * chat contract can name them without pulling in the detector.
 */
export const RED_FLAG_KINDS = [
  'suicidal',
  'chest_pain',
  'stroke',
  'anaphylaxis',
  'pre_eclampsia',
  'pregnancy_bleeding',
  'thunderclap_headache',
  'head_injury',
  'vte',
  'bleeding',
  'anticoagulant_bleeding',
  'serotonin_syndrome',
  'severe_hypoglycaemia',
  'hyperkalaemia',
  'muscle_breakdown',
  'breathing',
  'fainting',
  'seizure',
  'poisoning',
  'severe_pain_or_fever',
] as const;
export type RedFlagKind = (typeof RED_FLAG_KINDS)[number];
