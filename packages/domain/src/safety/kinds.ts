/**
 * The kinds of red flag the assistant answers with urgent-care advice. Kept free of imports so the
 * chat contract can name them without pulling in the detector.
 */
export const RED_FLAG_KINDS = [
  'suicidal',
  'chest_pain',
  'stroke',
  'anaphylaxis',
  'pre_eclampsia',
  'bleeding',
  'severe_hypoglycaemia',
  'hyperkalaemia',
  'muscle_breakdown',
  'breathing',
  'fainting',
  'seizure',
  'poisoning',
] as const;
export type RedFlagKind = (typeof RED_FLAG_KINDS)[number];
