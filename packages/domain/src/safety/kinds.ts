/**
 * The kinds of red flag the assistant answers with urgent-care advice, most pressing first (the
 * urgent card shows the first kind found). Kept free of imports so the
 * chat contract can name them without pulling in the detector.
 */
export const RED_FLAG_KINDS = [
  'suicidal',
  // Thoughts of harming one's baby (severe postpartum depression or psychosis): a crisis line and
  // someone with the mother now, like suicidal thoughts.
  'perinatal_crisis',
  'chest_pain',
  // In pregnancy a headache with vision signs is eclampsia until shown otherwise: its card (obstetric
  // emergency, 120/911) leads the stroke card that the same vision signs also raise.
  'pre_eclampsia',
  'stroke',
  'anaphylaxis',
  'pregnancy_bleeding',
  'thunderclap_headache',
  'head_injury',
  'vte',
  'bleeding',
  'anticoagulant_bleeding',
  'serotonin_syndrome',
  'severe_hypoglycaemia',
  'hyperkalaemia',
  // A lab value typed into the chat beyond the critical limits the report review uses (Kost 1990).
  'critical_lab',
  'muscle_breakdown',
  'breathing',
  'fainting',
  'seizure',
  'poisoning',
  'severe_pain_or_fever',
] as const;
export type RedFlagKind = (typeof RED_FLAG_KINDS)[number];
