/**
 * The kinds of red flag the assistant answers with urgent-care advice, most pressing first (the
 * urgent card shows the first kind found). Kept free of imports so the
 * chat contract can name them without pulling in the detector.
 */
export const RED_FLAG_KINDS = [
  'suicidal',
  // Starving, purging, laxatives or diet pills to lose weight (any age; a minor always): referral today,
  // never weight-loss advice.
  'eating_disorder',
  // Thoughts of harming one's baby (severe postpartum depression or psychosis): a crisis line and
  // someone with the mother now, like suicidal thoughts.
  'perinatal_crisis',
  // Sickle cell disease with a fever, chest pain or breathlessness: acute chest syndrome or a serious
  // infection, named before the chest-pain card's heart attack (ninth clinician review, en P5).
  'sickle_cell_crisis',
  // An opioid with a body that cannot be woken, slow, gurgling or stopped breathing, blue lips or
  // pinpoint pupils: call the emergency number, naloxone, on the side (tenth clinician review, en P5).
  'opioid_overdose',
  'chest_pain',
  // In pregnancy a headache with vision signs is eclampsia until shown otherwise: its card (obstetric
  // emergency, 120/911) leads the stroke card that the same vision signs also raise.
  'pre_eclampsia',
  'stroke',
  'anaphylaxis',
  'pregnancy_bleeding',
  'ectopic_pregnancy',
  'reduced_fetal_movements',
  'thunderclap_headache',
  'head_injury',
  'fall_on_anticoagulant',
  'vte',
  'bleeding',
  'anticoagulant_bleeding',
  'serotonin_syndrome',
  'maoi_crisis',
  'lithium_toxicity',
  // A digoxin level above 2.0 ng/mL typed in the chat, or digoxin with its toxicity signs (Lanoxin PI §5.3).
  'digoxin_toxicity',
  'disulfiram_reaction',
  'severe_hypoglycaemia',
  'hyperglycaemic_crisis',
  'hyperkalaemia',
  // Magnesium below 0.5 mmol/L in the plan's labs with palpitations, twitching or cramps (FDA 2011 PPI
  // communication; Ayuk & Gittoes 2011): electrolytes and an ECG the same day.
  'hypomagnesaemia',
  // A high calcium, sarcoidosis or high-dose vitamin D with great thirst, passing urine often, vomiting
  // or confusion (Society for Endocrinology emergency guidance 2016): the emergency department now.
  'hypercalcaemia',
  // Potassium below 3.0 mmol/L in the plan's labs with palpitations, dizziness or weakness (NICE CKS 2023).
  'hypokalaemia',
  'missed_dialysis',
  // A lab value typed into the chat beyond the critical limits the report review uses (Kost 1990).
  'critical_lab',
  'muscle_breakdown',
  'severe_skin_reaction',
  'immunosuppressed_fever',
  'transplant_problem',
  'bowel_obstruction',
  'wernicke',
  'breathing',
  'aspiration',
  'fainting',
  'seizure',
  'child_ingestion',
  'poisoning',
  'child_dehydration',
  'severe_pain_or_fever',
  // The learned reader reads thoughts of self-harm or of harming a baby, but not surely enough for the
  // crisis card alone: the card asks about them plainly and gives the crisis line with the emergency number.
  'possible_crisis',
  // The learned reader is sure the message is urgent but no one kind leads: the card says these signs
  // need care today and names no condition that could be the wrong one.
  'urgent_general',
] as const;
export type RedFlagKind = (typeof RED_FLAG_KINDS)[number];
