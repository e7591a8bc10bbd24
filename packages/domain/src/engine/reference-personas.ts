/**
 * The reference personas the engine's output fingerprint is computed over (issue 31 §4, ADR 0014):
 * the people the clinician reviews brought, in both locales. Any rule change that alters what one of
 * them is told changes the fingerprint, so stored plans regenerate on their next read. Add a persona
 * when a new rule would not touch any of these.
 */
import type { Answers } from '../contracts/questionnaire';

type Base = Pick<Answers, 'gender' | 'age' | 'heightCm' | 'weightKg' | 'activityLevel'>;
const p = (
  gender: Base['gender'],
  age: number,
  heightCm: number,
  weightKg: number,
  activityLevel: Base['activityLevel'] = 'light',
): Base => ({ gender, age, heightCm, weightKg, activityLevel });

const IRON_LOW = [
  { marker: 'ferritin', value: 8, unit: 'ng/mL' },
  { marker: 'hemoglobin', value: 98, unit: 'g/L' },
] as const;

export const REFERENCE_PERSONAS: readonly (readonly [string, Answers])[] = [
  ['healthy woman', { ...p('female', 35, 165, 58, 'moderate') }],
  ['healthy man, weight loss', { ...p('male', 45, 175, 95), goals: ['weight_loss'] }],
  ['vegan', { ...p('female', 28, 160, 52), dietPattern: 'vegan' }],
  [
    // Clinician review 2026-11-25 (Z5): the plan said nothing about smoking on clozapine.
    'clozapine, obesity, type 2 diabetes, smoker',
    {
      ...p('male', 42, 172, 102),
      goals: ['weight_loss'],
      conditions: ['diabetes'],
      smoking: 'current',
      medicines: ['clozapine', 'metformin'],
    },
  ],
  ['pregnant t1', { ...p('female', 30, 162, 56), lifeStage: 'pregnant_t1' }],
  [
    'pregnant t2 with a prenatal',
    {
      ...p('female', 31, 165, 70),
      lifeStage: 'pregnant_t2',
      prePregnancyWeightKg: 60,
      supplements: [{ optionId: 'elevit', dose: 800, unit: 'ug' }],
    },
  ],
  [
    'pregnant at week 24, gaining above the range',
    { ...p('female', 29, 160, 66), lifeStage: 'pregnant_t2', prePregnancyWeightKg: 55, gestationalWeek: 24 },
  ],
  [
    'eating-disorder screen positive, wants to lose weight',
    {
      ...p('female', 24, 165, 78),
      goals: ['weight_loss'],
      scoff: { sick: false, control: true, oneStone: true, fat: true, food: false },
    },
  ],
  [
    'lactating on sertraline',
    { ...p('female', 33, 160, 62), lifeStage: 'lactating', medicines: ['sertraline'] },
  ],
  ['80-year-old woman, low BMI', { ...p('female', 80, 148, 41, 'sedentary') }],
  [
    'kidney disease eGFR 22 with magnesium',
    {
      ...p('male', 68, 170, 72),
      labs: [{ marker: 'eGFR', value: 22, unit: 'mL/min/1.73m2' }],
      supplements: [{ optionId: 'magnesium-oxide', dose: 250, unit: 'mg' }],
    },
  ],
  [
    'warfarin with fish oil and vitamin E',
    {
      ...p('male', 72, 168, 70),
      medicines: ['warfarin'],
      supplements: [
        { optionId: 'fish-oil', dose: 1, unit: 'capsule' },
        { optionId: 'vitamin-e-400iu', dose: 400, unit: 'IU' },
      ],
    },
  ],
  [
    'diabetes on insulin, glucose 2.6',
    {
      ...p('male', 58, 172, 80),
      conditions: ['diabetes'],
      medicines: ['insulin-glargine', 'metformin'],
      labs: [
        { marker: 'fastingGlucose', value: 2.6, unit: 'mmol/L' },
        { marker: 'hba1c', value: 8.1, unit: '%' },
      ],
    },
  ],
  [
    'heart failure, potassium 5.4',
    {
      ...p('male', 74, 170, 72, 'sedentary'),
      conditions: ['heart_failure'],
      medicines: ['furosemide', 'spironolactone', 'lisinopril', 'digoxin'],
      labs: [{ marker: 'potassium', value: 5.4, unit: 'mmol/L' }],
    },
  ],
  [
    // The same medicines without the potassium result or kidney disease: the medicines alone hold
    // potassium back (no potassium-rich food tip).
    'spironolactone with an ACE inhibitor, no kidney disease',
    {
      ...p('male', 68, 172, 80),
      conditions: ['hypertension'],
      medicines: ['spironolactone', 'lisinopril'],
    },
  ],
  [
    'kidney transplant on tacrolimus with magnesium',
    {
      ...p('female', 45, 160, 58),
      conditions: ['kidney_transplant'],
      labs: [{ marker: 'eGFR', value: 45, unit: 'mL/min/1.73m2' }],
      medicines: ['tacrolimus', 'mycophenolate', 'prednisone'],
      supplements: [{ optionId: 'magnesium-oxide', dose: 250, unit: 'mg' }],
    },
  ],
  [
    // Her folic acid 5 mg is the rheumatologist's (marked prescribed: since the tenth review an unmarked 5 mg
    // is the prescriber's question, en P2).
    'methotrexate with folic acid 5 mg',
    {
      ...p('female', 50, 163, 64),
      medicines: ['methotrexate', 'ibuprofen'],
      supplements: [{ optionId: 'folic-acid-5mg', dose: 5000, unit: 'ug', prescribed: true }],
    },
  ],
  ['valproate, 28', { ...p('female', 28, 165, 60), medicines: ['valproate'] }],
  // Planning a pregnancy (knowledge/preconception.ts): 400 µg folic acid; on valproate her own 400 µg
  // is below the 5 mg the teratogen table's guideline sets.
  ['planning a pregnancy, 30', { ...p('female', 30, 162, 56), goals: ['pregnancy_prep'] }],
  [
    'valproate, 28, planning a pregnancy, folic acid 400 µg',
    {
      ...p('female', 28, 165, 60),
      medicines: ['valproate'],
      goals: ['pregnancy_prep'],
      supplements: [{ optionId: 'folic-acid-400', dose: 400, unit: 'ug' }],
    },
  ],
  // Conditions and medicines whose rules came from the clinician reviews of 2026-11-25: their plans
  // regenerate when those rules change (issue 31 §4).
  [
    'haemodialysis, 62',
    { ...p('male', 62, 170, 62), conditions: ['kidney_disease', 'dialysis', 'diabetes', 'hypertension'] },
  ],
  [
    'cirrhosis with ascites',
    {
      ...p('male', 58, 172, 70),
      conditions: ['cirrhosis'],
      medicines: ['spironolactone', 'furosemide'],
    },
  ],
  [
    'tuberculosis on isoniazid and rifampicin',
    { ...p('male', 45, 170, 55), medicines: ['isoniazid', 'rifampicin'] },
  ],
  // The same 5 mg runs to 12 weeks of pregnancy: her 400 µg in the first trimester is below it.
  [
    'lamotrigine, pregnant t1, folic acid 400 µg',
    {
      ...p('female', 29, 163, 58),
      lifeStage: 'pregnant_t1',
      medicines: ['lamotrigine'],
      supplements: [{ optionId: 'folic-acid-400', dose: 400, unit: 'ug' }],
    },
  ],
  [
    'lithium with hydrochlorothiazide',
    { ...p('male', 41, 178, 82), medicines: ['lithium', 'hydrochlorothiazide'] },
  ],
  ['phenelzine', { ...p('female', 52, 160, 66), medicines: ['phenelzine'] }],
  [
    'isotretinoin with minocycline',
    { ...p('female', 22, 163, 54), medicines: ['isotretinoin', 'minocycline'] },
  ],
  // Seventh clinician review of 2026-11-26 (zh P1, en E): acitretin could not be entered.
  [
    'acitretin, planning a pregnancy, vitamin A-D and beer',
    {
      ...p('female', 30, 162, 58),
      goals: ['pregnancy_prep', 'skin_hair'],
      conditions: ['dyslipidemia'],
      alcohol: 'light',
      medicines: ['acitretin'],
      supplements: [
        { optionId: 'vitamin-ad', dose: 1, unit: 'capsule' },
        { optionId: 'folic-acid-400', dose: 1, unit: 'tablet' },
      ],
    },
  ],
  [
    'iron deficiency with a multivitamin',
    {
      ...p('female', 38, 160, 55),
      labs: [...IRON_LOW],
      supplements: [{ optionId: 'multivitamin-adult', dose: 1, unit: 'tablet' }],
    },
  ],
  [
    'iron deficiency with 速力菲 by name',
    {
      ...p('female', 38, 160, 55),
      labs: [...IRON_LOW],
      supplements: [{ name: '速力菲', dose: 1, unit: 'tablet' }],
    },
  ],
  [
    'folate and B12 low',
    {
      ...p('female', 60, 158, 55),
      medicines: ['metformin', 'omeprazole'],
      labs: [
        { marker: 'serumFolate', value: 5, unit: 'nmol/L' },
        { marker: 'serumB12', value: 100, unit: 'pmol/L' },
      ],
    },
  ],
  [
    'osteoporosis on alendronate with Tums',
    {
      ...p('female', 66, 155, 50),
      medicines: ['alendronate', 'levothyroxine'],
      supplements: [{ name: 'Tums', dose: 2, unit: 'tablet' }],
    },
  ],
  [
    'zinc gluconate by salt mass',
    { ...p('male', 35, 172, 68), supplements: [{ name: '葡萄糖酸锌', dose: 70, unit: 'mg' }] },
  ],
  ['metronidazole', { ...p('female', 27, 160, 52), medicines: ['metronidazole'] }],
  // Conditions people live with (issue 31 §2): one persona each.
  [
    'bariatric surgery on omeprazole with calcium carbonate, weight loss asked',
    {
      ...p('female', 38, 165, 92),
      conditions: ['bariatric_surgery'],
      goals: ['weight_loss'],
      medicines: ['omeprazole'],
      supplements: [{ optionId: 'calcium-carbonate', dose: 600, unit: 'mg' }],
    },
  ],
  [
    'epilepsy on carbamazepine',
    { ...p('female', 26, 162, 55), conditions: ['epilepsy'], medicines: ['carbamazepine'] },
  ],
  [
    'dysphagia at 82, weight loss asked',
    { ...p('male', 82, 168, 58, 'sedentary'), conditions: ['dysphagia'], goals: ['weight_loss'] },
  ],
  [
    'gestational diabetes t2',
    {
      ...p('female', 32, 160, 70),
      lifeStage: 'pregnant_t2',
      prePregnancyWeightKg: 64,
      conditions: ['gestational_diabetes'],
    },
  ],
  [
    'gestational diabetes, fasting glucose 5.8',
    {
      ...p('female', 31, 162, 68),
      conditions: ['gestational_diabetes'],
      labs: [{ marker: 'fastingGlucose', value: 5.8, unit: 'mmol/L' }],
    },
  ],
  [
    'man on carbamazepine',
    { ...p('male', 34, 175, 72), conditions: ['epilepsy'], medicines: ['carbamazepine'] },
  ],
  [
    'gout on allopurinol, urate 520',
    {
      ...p('male', 48, 172, 84),
      conditions: ['gout'],
      medicines: ['allopurinol'],
      labs: [{ marker: 'uric acid', value: 520, unit: 'μmol/L' }],
    },
  ],
  ['inflammatory bowel disease', { ...p('female', 29, 163, 50), conditions: ['ibd'] }],
  // Clinician review 2026-11-25: E2, E4 and E5 (digoxin level, purging with K 2.9, a blood pressure
  // typed among the labs).
  [
    'amiodarone and digoxin, digoxin 2.4, K 3.1, TSH 7.8, iodine',
    {
      ...p('male', 72, 178, 82),
      conditions: ['hypertension'],
      goals: ['heart'],
      medicines: ['amiodarone', 'digoxin', 'apixaban', 'furosemide'],
      supplements: [{ optionId: 'iodine-150', dose: 1, unit: 'tablet' }],
      labs: [
        { marker: 'potassium', value: 3.1, unit: 'mmol/L' },
        { marker: 'digoxin', value: 2.4, unit: 'ng/mL' },
        { marker: 'TSH', value: 7.8, unit: 'mIU/L' },
      ],
    },
  ],
  [
    'eating-disorder screen 5 of 5, vomiting, potassium 2.9',
    {
      ...p('female', 20, 165, 49, 'very_active'),
      dietPattern: 'vegan',
      goals: ['weight_loss'],
      scoff: { sick: true, control: true, oneStone: true, fat: true, food: true },
      labs: [{ marker: 'potassium', value: 2.9, unit: 'mmol/L' }],
    },
  ],
  [
    'pregnant at week 24 on labetalol, blood pressure 162 typed as a lab',
    {
      ...p('female', 29, 165, 101),
      lifeStage: 'pregnant_t2',
      gestationalWeek: 24,
      prePregnancyWeightKg: 95,
      conditions: ['hypertension'],
      medicines: ['labetalol'],
      labs: [{ marker: 'blood pressure systolic', value: 162, unit: 'mmHg' }],
    },
  ],
  // The conditions added after the closing clinician review of 2026-11-25 (cross-cutting point 5):
  // their plans regenerate when those rules change (knowledge/chronic-conditions.ts).
  [
    'hypothyroid on levothyroxine',
    { ...p('female', 45, 160, 66), conditions: ['hypothyroid'], medicines: ['levothyroxine'] },
  ],
  [
    // Z2: Graves' disease on methimazole, underweight, iodine in a multivitamin and a tablet.
    "Graves' disease on methimazole, underweight, iodine supplements",
    {
      ...p('female', 34, 160, 45),
      conditions: ['hyperthyroid'],
      goals: ['weight_gain', 'bone'],
      medicines: ['methimazole', 'propranolol'],
      supplements: [
        { optionId: 'multivitamin-women', dose: 1, unit: 'tablet' },
        { optionId: 'iodine-150', dose: 150, unit: 'ug' },
      ],
    },
  ],
  [
    // E2: coeliac disease with iron-deficiency anaemia, little fibre.
    'coeliac disease, iron-deficiency anaemia',
    {
      ...p('female', 31, 165, 52),
      conditions: ['coeliac', 'anemia'],
      foodFrequency: { wholeGrains: 'never', vegetables: 'rarely', fruit: 'rarely', legumesNuts: 'never' },
      labs: [...IRON_LOW],
    },
  ],
  [
    // E4: sickle cell disease, transfused, ferritin 1450, folic acid 1 mg and a multivitamin with iron.
    'sickle cell disease, ferritin 1450, folic acid 1 mg',
    {
      ...p('male', 24, 178, 62),
      conditions: ['haemoglobinopathy'],
      medicines: ['ibuprofen', 'hydroxyurea'],
      supplements: [
        { optionId: 'folic-acid-400', dose: 1000, unit: 'ug' },
        { optionId: 'multivitamin-men', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: 'hemoglobin', value: 84, unit: 'g/L' },
        { marker: 'ferritin', value: 1450, unit: 'ng/mL' },
      ],
    },
  ],
  [
    // Z1: COPD on prednisone for two years, BMI 18, wants to gain weight.
    'COPD on prednisone, underweight, weight gain',
    {
      ...p('male', 68, 170, 52, 'sedentary'),
      conditions: ['copd', 'osteoporosis'],
      goals: ['weight_gain', 'bone', 'muscle'],
      medicines: ['prednisone', 'omeprazole'],
    },
  ],
  [
    // E1: breast cancer on anastrozole, overweight, asks to lose weight.
    'breast cancer on anastrozole, weight loss goal',
    {
      ...p('female', 61, 163, 74),
      conditions: ['cancer', 'osteoporosis'],
      goals: ['weight_loss'],
      medicines: ['anastrozole'],
    },
  ],
  [
    // Z5 with the condition: schizophrenia on clozapine and lithium.
    'serious mental illness on clozapine and lithium',
    {
      ...p('male', 42, 175, 98),
      conditions: ['mental_illness', 'diabetes'],
      goals: ['weight_loss'],
      smoking: 'current',
      medicines: ['clozapine', 'lithium', 'metformin'],
    },
  ],
  [
    // Seventh clinician review (en A1): co-trimoxazole started beside spironolactone and lisinopril,
    // CKD G3b and a potassium of 5.6.
    'older man, CKD 3b, spironolactone + lisinopril + co-trimoxazole, potassium 5.6',
    {
      ...p('male', 74, 178, 92),
      conditions: ['hypertension', 'kidney_disease', 'diabetes'],
      medicines: ['spironolactone', 'lisinopril', 'metformin', 'sulfamethoxazole-trimethoprim', 'ibuprofen'],
      labs: [
        { marker: 'potassium', value: 5.6, unit: 'mmol/L' },
        { marker: 'egfr', value: 41, unit: 'mL/min/1.73m2' },
      ],
    },
  ],
  [
    // Seventh clinician review (en B1, B9): ulcerative colitis on sulfasalazine, trying to conceive,
    // a prenatal and a prescribed folic acid 5 mg.
    'ulcerative colitis on sulfasalazine, trying to conceive, prescribed folic acid 5 mg',
    {
      ...p('female', 29, 163, 54),
      conditions: ['ibd', 'anemia'],
      goals: ['pregnancy_prep', 'energy'],
      medicines: ['sulfasalazine'],
      supplements: [
        { optionId: 'prenatal-multivitamin', dose: 1, unit: 'tablet' },
        { optionId: 'folic-acid-5mg', dose: 5000, unit: 'ug', prescribed: true },
      ],
    },
  ],
  [
    // Seventh clinician review (en D): 71, tramadol and sertraline, sodium 129, osteoporosis, a fall.
    'older woman on tramadol and sertraline, sodium 129',
    {
      ...p('female', 71, 160, 56, 'sedentary'),
      conditions: ['osteoporosis', 'mental_illness'],
      medicines: ['tramadol', 'sertraline'],
      labs: [{ marker: 'sodium', value: 129, unit: 'mmol/L' }],
    },
  ],
  [
    // Seventh clinician review of 2026-11-26 (zh P3, en C): simvastatin 40 mg with amlodipine, pomelo,
    // red yeast rice and a raised CK.
    'simvastatin 40 mg with amlodipine, red yeast rice, CK raised',
    {
      ...p('female', 68, 155, 63),
      conditions: ['hypertension', 'dyslipidemia'],
      goals: ['heart'],
      medicines: ['amlodipine', 'simvastatin'],
      medicineDoses: [
        { id: 'amlodipine', dose: 5, unit: 'mg' },
        { id: 'simvastatin', dose: 40, unit: 'mg' },
      ],
      supplements: [{ optionId: 'red-yeast-rice', dose: 2, unit: 'capsule' }],
      labs: [{ marker: '肌酸激酶', value: 420, unit: 'U/L' }],
    },
  ],
  [
    // Clinician review 7, zh P4: hepatitis B on entecavir, ALT 88, he shou wu and green tea extract.
    'hepatitis B on entecavir, raised ALT, he shou wu and green tea extract',
    {
      ...p('male', 46, 172, 78, 'sedentary'),
      conditions: ['liver_disease'],
      alcohol: 'moderate',
      medicines: ['entecavir'],
      supplements: [
        { name: '何首乌粉', dose: 3, unit: 'g' },
        { optionId: 'green-tea-extract', dose: 2, unit: 'capsule' },
      ],
      labs: [
        { marker: 'ALT', value: 88, unit: 'U/L' },
        { marker: 'AST', value: 70, unit: 'U/L' },
      ],
    },
  ],
  [
    // Clinician review 7, zh P5: myasthenia gravis on pyridostigmine and prednisone, magnesium oxide.
    'myasthenia gravis on pyridostigmine and prednisone, magnesium oxide',
    {
      ...p('female', 52, 158, 66, 'sedentary'),
      conditions: ['diabetes', 'osteoporosis'],
      medicines: ['pyridostigmine', 'prednisone'],
      supplements: [{ optionId: 'magnesium-oxide', dose: 2, unit: 'tablet' }],
    },
  ],
  [
    // Clinician review 8, zh P4 and en P2: linezolid for osteomyelitis beside sertraline (serotonin
    // syndrome), metformin and insulin, CKD 3a.
    'linezolid with sertraline, metformin and insulin, CKD 3a',
    {
      ...p('male', 63, 172, 82, 'sedentary'),
      conditions: ['diabetes', 'kidney_disease'],
      medicines: ['linezolid', 'sertraline', 'metformin', 'insulin-glargine'],
      medicineDoses: [
        { id: 'linezolid', dose: 600, unit: 'mg' },
        { id: 'sertraline', dose: 50, unit: 'mg' },
      ],
      labs: [{ marker: 'eGFR', value: 55, unit: 'mL/min/1.73m2' }],
    },
  ],
  [
    // Clinician review 7, zh P2: 9 weeks, 55 → 50.5 kg, potassium 3.1, sodium 132, on metoclopramide.
    'hyperemesis at 9 weeks, low potassium and sodium',
    {
      ...p('female', 27, 160, 50.5, 'sedentary'),
      lifeStage: 'pregnant_t1',
      prePregnancyWeightKg: 55,
      gestationalWeek: 9,
      medicines: ['metoclopramide'],
      supplements: [
        { optionId: 'folic-acid-400', dose: 1, unit: 'tablet' },
        { optionId: 'elevit', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: '血钾', value: 3.1, unit: 'mmol/L' },
        { marker: '血钠', value: 132, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Clinician review 8, en P4 / zh P5: Wilson disease on penicillamine, vegetarian, planning a
    // pregnancy, multivitamin, zinc 50 mg and ferrous sulfate, ferritin 12.
    'Wilson disease on penicillamine, vegetarian, iron and zinc',
    {
      ...p('female', 24, 163, 52, 'moderate'),
      dietPattern: 'vegetarian',
      goals: ['pregnancy_prep'],
      conditions: ['liver_disease', 'anemia'],
      medicines: ['penicillamine'],
      supplements: [
        { optionId: 'multivitamin-women', dose: 1, unit: 'tablet' },
        { optionId: 'zinc-50', dose: 1, unit: 'tablet' },
        { optionId: 'iron-ferrous-sulfate', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: 'ferritin', value: 12, unit: 'ng/mL' },
        { marker: 'hemoglobin', value: 11.2, unit: 'g/dL' },
      ],
    },
  ],
  [
    // Clinician review 8, en P3: chronic pancreatitis on Creon, insulin, omeprazole and tramadol, drinking.
    'chronic pancreatitis on Creon and insulin, drinking',
    {
      ...p('male', 52, 175, 56, 'sedentary'),
      alcohol: 'moderate',
      smoking: 'current',
      conditions: ['diabetes'],
      medicines: ['insulin-glargine', 'insulin-aspart', 'omeprazole', 'tramadol', 'pancrelipase'],
    },
  ],
  [
    // Clinician review 8 (zh P3, en P1): Addison's disease on hydrocortisone and fludrocortisone, high blood
    // pressure, liquorice root, sodium 133 and potassium 5.3.
    "Addison's on hydrocortisone and fludrocortisone with liquorice, hypertension",
    {
      ...p('female', 42, 165, 57),
      conditions: ['hypertension', 'hypothyroid'],
      medicines: ['hydrocortisone', 'fludrocortisone', 'levothyroxine'],
      supplements: [{ optionId: 'licorice', dose: 2, unit: 'g' }],
      labs: [
        { marker: 'sodium', value: 133, unit: 'mmol/L' },
        { marker: 'potassium', value: 5.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
      ],
    },
  ],
  [
    // Clinician review 8, zh P2 / en P5: a combined pill with St John's wort she bought herself — the
    // interaction row says condoms during and for 28 days after, and that the herb is not prescribed.
    'combined pill with St John’s wort, iron deficiency',
    {
      ...p('female', 27, 163, 50, 'active'),
      medicines: ['drospirenone-ethinylestradiol'],
      supplements: [{ optionId: 'st-johns-wort', dose: 900, unit: 'mg' }],
      labs: [...IRON_LOW],
    },
  ],
  [
    // Clinician review 9, en P1: sarcoidosis with a calcium of 11.4 mg/dL on prednisone and a thiazide,
    // self-bought vitamin D 5000 IU, Caltrate (its label's elemental 600 mg with the carbonate form), Tums
    // and a multivitamin — as she entered them.
    'sarcoidosis with a high calcium, vitamin D 5000 IU, Caltrate and Tums on prednisone',
    {
      nickname: 'Gloria',
      ...p('female', 54, 165, 78),
      dietPattern: 'omnivore',
      sunExposure: 'low',
      alcohol: 'light',
      smoking: 'never',
      digestiveIssues: ['reflux', 'constipation'],
      goals: ['bone', 'energy'],
      conditions: ['osteoporosis', 'kidney_disease', 'hypertension'],
      medicines: ['prednisone', 'hydroxychloroquine', 'hydrochlorothiazide', 'omeprazole', 'alendronate'],
      supplements: [
        {
          optionId: 'vitamin-d3-5000iu',
          name: 'Nature Made Vitamin D3 5000 IU',
          dose: 1,
          unit: 'capsule',
          perUnit: { amount: 5000, unit: 'IU' },
        },
        {
          optionId: 'calcium-carbonate-d3',
          name: 'Caltrate 600+D3',
          dose: 2,
          unit: 'tablet',
          perUnit: { amount: 600, unit: 'mg' },
          form: 'calcium_carbonate',
        },
        {
          optionId: 'calcium-carbonate-tums',
          name: 'Tums Regular Strength',
          dose: 4,
          unit: 'tablet',
          perUnit: { amount: 200, unit: 'mg' },
          form: 'calcium_carbonate',
        },
        { optionId: 'multivitamin-women', name: 'Centrum Women', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: 'Calcium', value: 11.4, unit: 'mg/dL', labRefLow: 8.6, labRefHigh: 10.3 },
        { marker: 'Vitamin D, 25-Hydroxy', value: 22, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
        { marker: 'Vitamin D, 1,25-Dihydroxy', value: 92, unit: 'pg/mL', labRefLow: 18, labRefHigh: 72 },
        { marker: 'PTH, Intact', value: 8, unit: 'pg/mL', labRefLow: 15, labRefHigh: 65 },
        { marker: 'Creatinine', value: 1.2, unit: 'mg/dL', labRefLow: 0.57, labRefHigh: 1.0 },
        { marker: 'eGFR', value: 52, unit: 'mL/min/1.73m2', labRefLow: 60, labRefHigh: 120 },
        { marker: 'Angiotensin-Converting Enzyme', value: 98, unit: 'U/L', labRefLow: 14, labRefHigh: 82 },
        { marker: 'Potassium', value: 3.4, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.2 },
      ],
    },
  ],
  [
    // Clinician review 9, zh P4: clozapine 300 mg after quitting smoking, 7–8 coffees a day, constipated on
    // lactulose and senna, obese with diabetes; neutrophils 1.6 and a clozapine level of 680 ng/mL.
    'clozapine after quitting smoking, constipated, diabetes (zh)',
    {
      ...p('male', 45, 172, 90, 'sedentary'),
      dietPattern: 'omnivore',
      foodFrequency: {
        dairy: 'rarely',
        fish: 'rarely',
        redMeat: 'daily',
        eggs: 'daily',
        legumesNuts: 'rarely',
        vegetables: 'weekly',
        fruit: 'rarely',
        wholeGrains: 'never',
      },
      sunExposure: 'low',
      smoking: 'former',
      digestiveIssues: ['constipation', 'bloating'],
      goals: ['weight_loss'],
      conditions: ['mental_illness', 'diabetes', 'dyslipidemia'],
      medicines: ['clozapine', 'metformin', 'lactulose'],
      supplements: [
        { name: '番泻叶泡水', dose: 5, unit: 'g' },
        { optionId: 'probiotics', dose: 1, unit: 'sachet' },
        { optionId: 'fish-oil', dose: 2, unit: 'capsule' },
      ],
      labs: [
        { marker: '白细胞计数', value: 3.9, unit: '×10^9/L' },
        { marker: '中性粒细胞绝对值', value: 1.6, unit: '×10^9/L' },
        { marker: '空腹血糖', value: 7.2, unit: 'mmol/L' },
        { marker: '氯氮平血药浓度', value: 680, unit: 'ng/mL' },
      ],
    },
  ],
  [
    // Clinician review 9, en P3: Tom, clozapine 400 mg, quit smoking 10 days ago (patch), 6–8 coffees,
    // constipated on Metamucil twice a day; ANC 1.9 and a clozapine level of 780 ng/mL (range 350–600).
    'clozapine after quitting smoking, Metamucil, constipated (en)',
    {
      ...p('male', 34, 178, 112, 'sedentary'),
      dietPattern: 'omnivore',
      foodFrequency: {
        dairy: 'daily',
        fish: 'rarely',
        redMeat: 'daily',
        eggs: 'weekly',
        legumesNuts: 'rarely',
        vegetables: 'rarely',
        fruit: 'rarely',
        wholeGrains: 'rarely',
      },
      smoking: 'former',
      digestiveIssues: ['constipation', 'bloating'],
      goals: ['weight_loss', 'general_health'],
      conditions: ['mental_illness', 'dyslipidemia'],
      medicines: ['clozapine', 'metformin'],
      supplements: [
        { optionId: 'psyllium', dose: 2, unit: 'scoop', perUnit: { amount: 3.4, unit: 'g' } },
        { optionId: 'green-tea-extract', dose: 2, unit: 'capsule', perUnit: { amount: 500, unit: 'mg' } },
      ],
      labs: [
        { marker: 'Absolute Neutrophil Count', value: 1.9, unit: 'K/uL', labRefLow: 1.5, labRefHigh: 7.8 },
        { marker: 'Clozapine level', value: 780, unit: 'ng/mL', labRefLow: 350, labRefHigh: 600 },
      ],
    },
  ],
  [
    // Clinician review 9, zh P2: 老刘, 66, haemodialysis on sevelamer, calcitriol, an ARB, epoetin and IV
    // iron; potassium 6.3, phosphate 2.31, calcium 2.62, iPTH 620; a low-sodium salt and Caltrate.
    'haemodialysis on sevelamer, calcitriol and valsartan, potassium 6.3',
    {
      ...p('male', 66, 170, 63, 'sedentary'),
      dietPattern: 'omnivore',
      foodFrequency: { dairy: 'daily', fruit: 'daily', vegetables: 'daily', eggs: 'daily' },
      digestiveIssues: ['constipation'],
      goals: ['general_health', 'bone'],
      conditions: ['kidney_disease', 'dialysis', 'hypertension', 'anemia'],
      medicines: ['sevelamer', 'calcitriol', 'epoetin', 'iron-sucrose', 'valsartan', 'amlodipine'],
      medicineDoses: [
        { id: 'sevelamer', dose: 1600, unit: 'mg', frequency: '每天3次 随餐' },
        { id: 'calcitriol', dose: 0.25, unit: 'µg', frequency: '每天1次' },
      ],
      supplements: [
        { optionId: 'caltrate-d600', dose: 2, unit: 'tablet' },
        { optionId: 'salt-substitute-low-sodium', dose: 5, unit: 'g', form: 'low_sodium_salt' },
        { optionId: 'multivitamin-50plus', dose: 1, unit: 'tablet' },
        { optionId: 'vitamin-c-500', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: '血钾', value: 6.3, unit: 'mmol/L' },
        { marker: '血磷', value: 2.31, unit: 'mmol/L' },
        { marker: '血钙', value: 2.62, unit: 'mmol/L' },
        { marker: '全段甲状旁腺激素', value: 620, unit: 'pg/mL' },
        { marker: '白蛋白', value: 33, unit: 'g/L' },
        { marker: '血红蛋白', value: 96, unit: 'g/L' },
        { marker: '25-羟基维生素D', value: 18, unit: 'ng/mL' },
        { marker: '肌酐', value: 920, unit: 'μmol/L' },
        { marker: '尿素', value: 28.5, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Clinician review 9, zh P1: 阿杰, 31, G6PD deficiency (蚕豆病) on co-trimoxazole, with 3 g vitamin C,
    // berberine, Huanglian Shangqing pills and pearl powder; the G6PD/6PGD ratio 0.58.
    'G6PD deficiency on co-trimoxazole with vitamin C 3 g, berberine and herbs',
    {
      ...p('male', 31, 170, 62),
      smoking: 'current',
      alcohol: 'light',
      digestiveIssues: ['diarrhea'],
      goals: ['immunity', 'energy'],
      conditions: ['anemia', 'g6pd_deficiency'],
      medicines: ['sulfamethoxazole-trimethoprim', 'omeprazole'],
      supplements: [
        { optionId: 'vitamin-c-1000', dose: 3, unit: 'tablet' },
        { optionId: 'berberine-100', dose: 3, unit: 'tablet' },
        { name: '黄连上清丸', dose: 6, unit: 'g' },
        { name: '珍珠粉', dose: 1, unit: 'g' },
      ],
      labs: [
        { marker: '血红蛋白', value: 118, unit: 'g/L' },
        { marker: 'G6PD/6PGD比值', value: 0.58, unit: '比值', labRefLow: 1.0, labRefHigh: 2.3 },
        { marker: '铁蛋白', value: 320, unit: 'ng/mL' },
      ],
    },
  ],
  [
    // Ninth clinician review, en P2: alcohol use disorder three weeks sober on disulfiram (Antabuse), with
    // prescribed thiamine and folic acid, St John's wort on sertraline, alcohol-related liver tests.
    'disulfiram, three weeks sober, thiamine, sertraline',
    {
      ...p('male', 46, 180, 68),
      alcohol: 'none',
      smoking: 'current',
      conditions: ['liver_disease', 'mental_illness'],
      medicines: ['disulfiram', 'omeprazole', 'sertraline'],
      supplements: [
        {
          optionId: 'vitamin-b1',
          dose: 3,
          unit: 'tablet',
          perUnit: { amount: 100, unit: 'mg' },
          prescribed: true,
        },
        { optionId: 'folic-acid-5mg', dose: 1, unit: 'tablet', prescribed: true },
        { optionId: 'st-johns-wort', dose: 1, unit: 'tablet', perUnit: { amount: 300, unit: 'mg' } },
      ],
      labs: [
        { marker: 'ggt', value: 168, unit: 'U/L', labRefLow: 0, labRefHigh: 55 },
        { marker: 'mcv', value: 104, unit: 'fL', labRefLow: 80, labRefHigh: 100 },
      ],
    },
  ],
  [
    // Ninth clinician review, en P5: sickle cell disease (HbSS) on hydroxyurea with transfusional iron
    // overload, buying iron and vitamin C herself, planning a pregnancy next year.
    'sickle cell disease on hydroxyurea, iron overload, planning a pregnancy',
    {
      ...p('female', 24, 163, 54),
      goals: ['energy', 'pregnancy_prep', 'immunity'],
      conditions: ['haemoglobinopathy', 'anemia'],
      medicines: ['hydroxyurea', 'ibuprofen', 'oxycodone'],
      supplements: [
        { optionId: 'iron-ferrous-sulfate', dose: 1, unit: 'tablet' },
        { optionId: 'vitamin-c-1000', dose: 1, unit: 'tablet' },
        { optionId: 'vitamin-d3-2000iu', dose: 1, unit: 'capsule' },
      ],
      labs: [
        { marker: 'hemoglobin', value: 8.1, unit: 'g/dL' },
        { marker: 'ferritin', value: 1450, unit: 'ng/mL' },
      ],
    },
  ],
  [
    // Ninth clinician review, zh P5: lupus with earlier nephritis on hydroxychloroquine, mycophenolate and
    // prednisone, planning a pregnancy, taking echinacea and dong quai.
    'lupus on mycophenolate and hydroxychloroquine, planning a pregnancy, echinacea',
    {
      ...p('female', 33, 162, 52),
      goals: ['pregnancy_prep', 'immunity', 'bone'],
      conditions: ['kidney_disease', 'anemia'],
      medicines: ['hydroxychloroquine', 'mycophenolate', 'prednisone'],
      supplements: [
        { optionId: 'caltrate-d600', dose: 1, unit: 'tablet' },
        { optionId: 'echinacea', dose: 2, unit: 'capsule' },
        { optionId: 'dong-quai', dose: 6, unit: 'g' },
      ],
      labs: [{ marker: 'hemoglobin', value: 102, unit: 'g/L' }],
    },
  ],
  [
    // Ninth clinician review, zh P3: carbamazepine (得理多) 600 mg before a pregnancy, 300 g of NFC grapefruit
    // juice a day, ginkgo, folic acid 0.4 mg, sodium 129 and a carbamazepine level of 9.8 μg/mL.
    'carbamazepine before pregnancy, grapefruit juice, sodium 129',
    {
      ...p('female', 28, 160, 64),
      dietPattern: 'omnivore',
      sunExposure: 'low',
      alcohol: 'none',
      smoking: 'never',
      goals: ['pregnancy_prep', 'weight_loss'],
      conditions: ['epilepsy'],
      medicines: ['carbamazepine'],
      medicineDoses: [{ id: 'carbamazepine', dose: 600, unit: 'mg', frequency: '早200mg 晚400mg' }],
      supplements: [
        { optionId: 'folic-acid-400', name: '斯利安叶酸片', dose: 1, unit: 'tablet' },
        { optionId: 'caltrate-d600', name: '钙尔奇D600', dose: 1, unit: 'tablet' },
        { optionId: 'ginkgo', name: '银杏叶片', dose: 1, unit: 'tablet' },
        { name: 'NFC西柚汁', dose: 300, unit: 'g' },
      ],
      labs: [
        { marker: '钠', value: 129, unit: 'mmol/L' },
        { marker: '25-羟维生素D', value: 12.5, unit: 'ng/mL' },
        { marker: '丙氨酸氨基转移酶', value: 45, unit: 'U/L' },
        { marker: 'γ-谷氨酰转肽酶', value: 88, unit: 'U/L' },
        { marker: '血红蛋白', value: 125, unit: 'g/L' },
        { marker: '卡马西平血药浓度', value: 9.8, unit: 'μg/mL' },
        { marker: '血清叶酸', value: 4.1, unit: 'ng/mL' },
      ],
    },
  ],
  [
    // Ninth clinician review, en P4: Tegretol 400 mg twice daily with Microgynon, planning a pregnancy,
    // grapefruit juice each morning, 3 litres of water a day, sodium 128, carbamazepine level 11 mg/L.
    'carbamazepine with the combined pill, grapefruit, sodium 128',
    {
      ...p('female', 29, 165, 60, 'moderate'),
      dietPattern: 'omnivore',
      sunExposure: 'low',
      alcohol: 'light',
      smoking: 'never',
      goals: ['pregnancy_prep', 'energy'],
      conditions: ['epilepsy'],
      medicines: ['carbamazepine', 'levonorgestrel-ethinylestradiol'],
      medicineDoses: [
        { id: 'carbamazepine', dose: 400, unit: 'mg', form: 'tablet', frequency: 'twice daily' },
        {
          id: 'levonorgestrel-ethinylestradiol',
          dose: 1,
          unit: 'tablet',
          form: 'tablet',
          frequency: 'once daily',
        },
      ],
      supplements: [
        { optionId: 'prenatal-multivitamin', name: 'Pregnacare Conception', dose: 1, unit: 'tablet' },
        {
          optionId: 'vitamin-d3-1000iu',
          name: 'Holland & Barrett Vitamin D3 1000 IU',
          dose: 1,
          unit: 'capsule',
          perUnit: { amount: 1000, unit: 'IU' },
        },
      ],
      labs: [
        { marker: 'Sodium', value: 128, unit: 'mmol/L', labRefLow: 133, labRefHigh: 146 },
        { marker: '25-OH Vitamin D', value: 28, unit: 'nmol/L', labRefLow: 50, labRefHigh: 175 },
        { marker: 'Serum folate', value: 4.5, unit: 'ug/L', labRefLow: 3.9, labRefHigh: 26.8 },
        { marker: 'Carbamazepine level', value: 11, unit: 'mg/L', labRefLow: 4, labRefHigh: 12 },
        { marker: 'Alkaline phosphatase', value: 140, unit: 'U/L', labRefLow: 30, labRefHigh: 130 },
        { marker: 'Adjusted calcium', value: 2.18, unit: 'mmol/L', labRefLow: 2.2, labRefHigh: 2.6 },
        { marker: 'Ferritin', value: 22, unit: 'ug/L', labRefLow: 15, labRefHigh: 150 },
      ],
    },
  ],
  [
    // Clinician review 10, zh P3: 老刘, 66, type 2 diabetes on 格华止 500 mg tid, 亚莫利 2 mg with breakfast,
    // 拜唐苹 50 mg tid and 络活喜; HbA1c 8.9 %, fasting glucose 9.8, B12 150 pmol/L, eGFR 58; bloating.
    'type 2 diabetes on metformin, glimepiride and acarbose, HbA1c 8.9, B12 150',
    {
      ...p('male', 66, 168, 75),
      dietPattern: 'omnivore',
      alcohol: 'moderate',
      smoking: 'current',
      digestiveIssues: ['bloating'],
      goals: ['weight_loss'],
      conditions: ['diabetes', 'hypertension'],
      medicines: ['metformin', 'glimepiride', 'acarbose', 'amlodipine'],
      medicineDoses: [
        { id: 'metformin', dose: 500, unit: 'mg', frequency: '每天3次' },
        { id: 'glimepiride', dose: 2, unit: 'mg', frequency: '早餐时1次' },
        { id: 'acarbose', dose: 50, unit: 'mg', frequency: '每天3次' },
      ],
      supplements: [
        { name: '苦瓜片', dose: 3, unit: 'tablet' },
        { optionId: 'chromium-picolinate', name: '吡啶甲酸铬', dose: 200, unit: 'ug' },
        { name: '肉桂胶囊', dose: 2, unit: 'capsule' },
      ],
      labs: [
        { marker: '糖化血红蛋白', value: 8.9, unit: '%' },
        { marker: '空腹血糖', value: 9.8, unit: 'mmol/L' },
        { marker: '维生素B12', value: 150, unit: 'pmol/L' },
        { marker: '肌酐', value: 110, unit: 'μmol/L' },
        { marker: 'eGFR', value: 58, unit: 'mL/min/1.73m²' },
        { marker: '甘油三酯', value: 2.6, unit: 'mmol/L' },
        { marker: 'LDL-C', value: 3.6, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Clinician review 10, en P4: Rosa, 63, type 2 diabetes on Glucotrol XL 10 mg, Lipitor 40 mg and
    // lisinopril 20 mg, low-carb; fasting glucose 64 mg/dL, HbA1c 6.1 %; red yeast rice, berberine,
    // chromium, cinnamon and bitter melon; CK 480, ALT 61.
    'type 2 diabetes on glipizide with fasting glucose 64, berberine, chromium and cinnamon',
    {
      ...p('female', 63, 157, 79),
      dietPattern: 'low_carb',
      goals: ['weight_loss', 'heart'],
      conditions: ['diabetes', 'dyslipidemia', 'hypertension'],
      medicines: ['glipizide', 'atorvastatin', 'lisinopril'],
      medicineDoses: [
        { id: 'glipizide', dose: 10, unit: 'mg', form: 'tablet', frequency: 'every morning' },
        { id: 'atorvastatin', dose: 40, unit: 'mg', form: 'tablet', frequency: 'at night' },
        { id: 'lisinopril', dose: 20, unit: 'mg', form: 'tablet', frequency: 'once daily' },
      ],
      supplements: [
        { optionId: 'red-yeast-rice', name: 'Red yeast rice 600 mg', dose: 2, unit: 'capsule' },
        { optionId: 'berberine-500', name: 'Berberine 500 mg', dose: 3, unit: 'capsule' },
        { optionId: 'chromium-picolinate', name: 'Chromium picolinate 200 mcg', dose: 200, unit: 'ug' },
        { name: 'Cinnamon capsules 1000mg', dose: 2, unit: 'capsule' },
        { name: 'bitter melon extract', dose: 1, unit: 'capsule' },
      ],
      labs: [
        { marker: 'HbA1c', value: 6.1, unit: '%' },
        { marker: 'Fasting glucose', value: 64, unit: 'mg/dL' },
        { marker: 'LDL', value: 58, unit: 'mg/dL' },
        { marker: 'CK', value: 480, unit: 'U/L' },
        { marker: 'ALT', value: 61, unit: 'U/L' },
        { marker: 'Creatinine', value: 1.1, unit: 'mg/dL' },
        { marker: 'eGFR', value: 55, unit: 'mL/min/1.73m2' },
        { marker: 'Potassium', value: 4.6, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Tenth clinician review, zh P1: 老张, 72, AF on rivaroxaban (拜瑞妥) 15 mg with 云南三七粉, nattokinase
    // entered in IU (the label's FU/IU), fish oil and ginkgo.
    'rivaroxaban with notoginseng powder and nattokinase in IU',
    {
      ...p('male', 72, 170, 68),
      dietPattern: 'omnivore',
      alcohol: 'light',
      smoking: 'former',
      goals: ['heart', 'general_health'],
      conditions: ['hypertension', 'kidney_disease'],
      medicines: ['rivaroxaban', 'metoprolol'],
      medicineDoses: [{ id: 'rivaroxaban', dose: 15, unit: 'mg', frequency: '一天一次' }],
      supplements: [
        { name: '云南三七粉', dose: 3, unit: 'g' },
        { optionId: 'nattokinase', name: '纳豆激酶', dose: 20000, unit: 'IU' },
        { optionId: 'fish-oil', name: '深海鱼油', dose: 3, unit: 'capsule' },
        { optionId: 'ginkgo', name: '银杏叶片', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: '血红蛋白', value: 108, unit: 'g/L' },
        { marker: '肌酐', value: 128, unit: 'µmol/L' },
        { marker: '25羟维生素D', value: 15, unit: 'ng/mL' },
      ],
    },
  ],
  [
    // Tenth clinician review, zh P2: 阿妈, 69, CKD G4 (eGFR 20) on irbesartan with K 5.8 and Hb 92 g/L,
    // no ferritin or transferrin saturation, low-sodium salt and Caltrate D; 开同 4 tablets three times a
    // day and 碳酸氢钠片, which the reviewer could not enter then (finding 2).
    'CKD G4 anaemia without iron studies, irbesartan, potassium 5.8',
    {
      ...p('female', 69, 152, 48, 'sedentary'),
      dietPattern: 'omnivore',
      goals: ['general_health'],
      conditions: ['kidney_disease', 'hypertension'],
      medicines: ['irbesartan', 'nifedipine', 'calcitriol', 'keto-acid-analogues', 'sodium-bicarbonate'],
      medicineDoses: [{ id: 'keto-acid-analogues', dose: 4, unit: 'tablet', frequency: '一日三次' }],
      supplements: [
        {
          optionId: 'salt-substitute-low-sodium',
          name: '低钠盐',
          dose: 5,
          unit: 'g',
          form: 'low_sodium_salt',
        },
        { optionId: 'caltrate-d600', name: '钙尔奇D', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: '血钾', value: 5.8, unit: 'mmol/L' },
        { marker: '肌酐', value: 215, unit: 'µmol/L' },
        { marker: 'eGFR', value: 20, unit: 'mL/min/1.73m2' },
        { marker: '血磷', value: 1.75, unit: 'mmol/L' },
        { marker: '血钙', value: 2.1, unit: 'mmol/L' },
        { marker: '血红蛋白', value: 92, unit: 'g/L' },
        { marker: '白蛋白', value: 34, unit: 'g/L' },
      ],
    },
  ],
  [
    // Tenth clinician review, en P2: Dwayne, 45, epilepsy on Dilantin 300 mg at bedtime + Keppra, his
    // sister's folic acid 5 mg (not prescribed), Tums, low vitamin D and folate.
    "phenytoin with his sister's folic acid 5 mg",
    {
      ...p('male', 45, 180, 84),
      dietPattern: 'omnivore',
      sunExposure: 'low',
      alcohol: 'moderate',
      smoking: 'current',
      conditions: ['epilepsy'],
      medicines: ['phenytoin', 'levetiracetam'],
      medicineDoses: [
        { id: 'phenytoin', dose: 300, unit: 'mg', frequency: 'at bedtime' },
        { id: 'levetiracetam', dose: 500, unit: 'mg', frequency: 'twice a day' },
      ],
      supplements: [
        { optionId: 'folic-acid-5mg', name: 'Folic acid 5 mg (from my sister)', dose: 1, unit: 'tablet' },
        { optionId: 'calcium-carbonate-tums', name: 'Tums Regular Strength', dose: 4, unit: 'tablet' },
      ],
      labs: [
        { marker: 'Vitamin D, 25-Hydroxy', value: 11, unit: 'ng/mL' },
        { marker: 'Calcium', value: 8.3, unit: 'mg/dL' },
        { marker: 'Albumin', value: 3.2, unit: 'g/dL' },
        { marker: 'Folate', value: 2.9, unit: 'ng/mL' },
        { marker: 'Phenytoin, Total', value: 24, unit: 'mcg/mL' },
      ],
    },
  ],
  [
    // Tenth clinician review, en P1: Maggie, 76 (UK), AF on apixaban with turmeric, ginkgo, fish oil, vitamin E
    // and St John's wort; CKD G3b from her labs, iron-deficient, a 25-OH vitamin D of 28 nmol/L.
    'apixaban with bleeding supplements, CKD G3b, iron-deficient, 76 (UK)',
    {
      nickname: 'Maggie',
      ...p('female', 76, 160, 56),
      dietPattern: 'omnivore',
      sunExposure: 'low',
      alcohol: 'light',
      smoking: 'former',
      digestiveIssues: ['constipation'],
      goals: ['heart', 'bone', 'cognition'],
      conditions: ['hypertension'],
      medicines: ['apixaban', 'bisoprolol', 'ramipril'],
      supplements: [
        { optionId: 'turmeric', dose: 2, unit: 'capsule', perUnit: { amount: 500, unit: 'mg' } },
        { optionId: 'ginkgo', dose: 1, unit: 'tablet', perUnit: { amount: 120, unit: 'mg' } },
        { optionId: 'fish-oil', dose: 2, unit: 'capsule', perUnit: { amount: 1000, unit: 'mg' } },
        { optionId: 'glucosamine', dose: 1, unit: 'tablet', perUnit: { amount: 1500, unit: 'mg' } },
        {
          optionId: 'st-johns-wort',
          name: "Kira St John's wort 300 mg (for low mood)",
          dose: 3,
          unit: 'tablet',
          perUnit: { amount: 300, unit: 'mg' },
        },
        { optionId: 'vitamin-e-400iu', dose: 1, unit: 'capsule' },
      ],
      labs: [
        { marker: 'Haemoglobin', value: 108, unit: 'g/L' },
        { marker: 'Ferritin', value: 14, unit: 'ug/L' },
        { marker: 'Creatinine', value: 125, unit: 'umol/L' },
        { marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2' },
        { marker: 'Potassium', value: 5.3, unit: 'mmol/L' },
        { marker: '25-OH Vitamin D', value: 28, unit: 'nmol/L' },
      ],
    },
  ],
  [
    // Tenth clinician review, en P5: Gary, 58, chronic back pain on OxyContin 20 mg twice a day, Percocet
    // up to 4 a day, Lyrica 150 mg twice a day, Cymbalta and Tylenol PM, drinks nightly; melatonin 10 mg,
    // valerian, kava and CBD gummies; ALT 52, sodium 132 (his wife Linda writes).
    'oxycontin, percocet, lyrica, drinks nightly, valerian, kava, CBD',
    {
      ...p('male', 58, 178, 102, 'sedentary'),
      alcohol: 'moderate',
      smoking: 'never',
      conditions: ['mental_illness'],
      medicines: [
        'oxycodone',
        'oxycodone-acetaminophen',
        'pregabalin',
        'acetaminophen',
        'duloxetine',
        'senna',
      ],
      medicineDoses: [
        { id: 'oxycodone', dose: 20, unit: 'mg', form: 'tablet', frequency: 'twice daily' },
        { id: 'pregabalin', dose: 150, unit: 'mg', form: 'capsule', frequency: 'twice daily' },
        { id: 'acetaminophen', dose: 1000, unit: 'mg', form: 'tablet', frequency: 'once daily' },
        { id: 'duloxetine', dose: 60, unit: 'mg', form: 'capsule', frequency: 'once daily' },
      ],
      supplements: [
        {
          optionId: 'melatonin',
          name: 'Melatonin 10mg gummies',
          dose: 1,
          unit: 'tablet',
          perUnit: { amount: 10, unit: 'mg' },
        },
        { optionId: 'valerian', dose: 2, unit: 'capsule' },
        { name: 'Kava kava root', dose: 2, unit: 'capsule' },
        { name: 'CBD gummies 25mg', dose: 2, unit: 'tablet', perUnit: { amount: 25, unit: 'mg' } },
      ],
      labs: [
        { marker: 'ALT', value: 52, unit: 'U/L', labRefLow: 7, labRefHigh: 40 },
        { marker: 'AST', value: 48, unit: 'U/L', labRefLow: 10, labRefHigh: 40 },
        { marker: '25-OH Vitamin D', value: 18, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
        { marker: 'eGFR', value: 72, unit: 'mL/min/1.73m2' },
        { marker: 'Sodium', value: 132, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
      ],
    },
  ],
  [
    // Tenth clinician review, zh P5: 王婷, 26 weeks pregnant with gestational diabetes on 诺和锐 and 诺和平,
    // iron-deficiency anaemia, Elevit with a women's multivitamin, two cod-liver-oil capsules, no alcohol.
    'gestational diabetes on insulin at 26 weeks, Elevit and cod liver oil, Hb 102',
    {
      ...p('female', 31, 160, 66),
      lifeStage: 'pregnant_t2',
      gestationalWeek: 26,
      prePregnancyWeightKg: 58,
      dietPattern: 'omnivore',
      alcohol: 'none',
      smoking: 'never',
      conditions: ['gestational_diabetes'],
      medicines: ['insulin-aspart', 'insulin-detemir'],
      medicineDoses: [
        { id: 'insulin-aspart', dose: 6, unit: 'IU', frequency: '三餐前' },
        { id: 'insulin-detemir', dose: 8, unit: 'IU', frequency: '睡前' },
      ],
      supplements: [
        { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
        { optionId: 'multivitamin-women', name: '汤臣倍健女士多维', dose: 1, unit: 'tablet' },
        { optionId: 'cod-liver-oil', name: '鳕鱼肝油', dose: 2, unit: 'capsule' },
        { optionId: 'caltrate-d600', name: '钙尔奇D', dose: 1, unit: 'tablet' },
        { optionId: 'algal-dha', name: '藻油DHA', dose: 1, unit: 'capsule' },
      ],
      labs: [
        { marker: '血红蛋白', value: 102, unit: 'g/L' },
        { marker: '铁蛋白', value: 12, unit: 'ng/mL' },
        { marker: '空腹血糖', value: 5.6, unit: 'mmol/L' },
        { marker: '餐后2h血糖', value: 8.2, unit: 'mmol/L' },
        { marker: '25-羟维生素D', value: 18, unit: 'ng/mL' },
        { marker: 'TSH', value: 2.1, unit: 'mIU/L' },
      ],
    },
  ],
  [
    // Tenth clinician review, zh P4: 小林, 34, Graves' hyperthyroidism on methimazole and propranolol, losing
    // weight (2.5 kg in a month), low neutrophils, planning a pregnancy next year; kelp tablets and selenium.
    "Graves' hyperthyroidism on methimazole, losing weight, low neutrophils (zh)",
    {
      nickname: '小林',
      ...p('female', 34, 162, 50, 'moderate'),
      digestiveIssues: ['diarrhea'],
      sleepQuality: 'poor',
      stressLevel: 'high',
      goals: ['weight_gain', 'energy', 'pregnancy_prep'],
      conditions: ['hyperthyroid', 'thyroid'],
      medicines: ['methimazole', 'propranolol'],
      medicineDoses: [
        { id: 'methimazole', dose: 10, unit: 'mg', frequency: '每天2次' },
        { id: 'propranolol', dose: 10, unit: 'mg', frequency: '每天3次' },
      ],
      supplements: [
        { optionId: 'multivitamin-women', name: '善存女士多维', dose: 1, unit: 'tablet' },
        { optionId: 'selenium-100', name: '硒酵母', dose: 1, unit: 'tablet' },
        { optionId: 'kelp', name: '海藻片', dose: 2, unit: 'tablet' },
      ],
      labs: [
        { marker: 'FT3', value: 12.5, unit: 'pmol/L' },
        { marker: 'FT4', value: 35, unit: 'pmol/L' },
        { marker: 'TSH', value: 0.005, unit: 'mIU/L' },
        { marker: '白细胞', value: 3.2, unit: '10^9/L' },
        { marker: '中性粒细胞绝对值', value: 1.4, unit: '10^9/L' },
        { marker: 'ALT', value: 65, unit: 'U/L' },
        { marker: 'Hb', value: 118, unit: 'g/L' },
        { marker: '铁蛋白', value: 18, unit: 'ng/mL' },
      ],
    },
  ],
  [
    // Tenth clinician review, en P3: Chloe (UK), 34 weeks pregnant with gestational hypertension on
    // labetalol and aspirin 150 mg at night, iron-deficiency anaemia, Pregnacare, cod liver oil, biotin.
    'gestational hypertension at 34 weeks on labetalol and aspirin 150 mg, Hb 98, cod liver oil',
    {
      ...p('female', 31, 165, 80, 'sedentary'),
      lifeStage: 'pregnant_t3',
      gestationalWeek: 34,
      prePregnancyWeightKg: 68,
      dietPattern: 'omnivore',
      alcohol: 'none',
      smoking: 'never',
      conditions: ['hypertension'],
      medicines: ['labetalol', 'aspirin'],
      medicineDoses: [
        { id: 'labetalol', dose: 200, unit: 'mg', form: 'tablet', frequency: 'twice a day' },
        { id: 'aspirin', dose: 150, unit: 'mg', form: 'tablet', frequency: 'at night' },
      ],
      supplements: [
        { optionId: 'prenatal-multivitamin', name: 'Pregnacare Original', dose: 1, unit: 'tablet' },
        { optionId: 'cod-liver-oil', name: 'Seven Seas cod liver oil one a day', dose: 1, unit: 'capsule' },
        { optionId: 'biotin', name: 'Hair Skin & Nails gummies (biotin)', dose: 10000, unit: 'ug' },
      ],
      labs: [
        { marker: 'Haemoglobin', value: 98, unit: 'g/L' },
        { marker: 'Ferritin', value: 9, unit: 'ug/L' },
        { marker: 'Vitamin D', value: 32, unit: 'nmol/L' },
        { marker: 'Platelets', value: 142, unit: '10^9/L' },
        { marker: 'ALT', value: 38, unit: 'U/L', labRefHigh: 33 },
      ],
    },
  ],
  [
    // Tenth clinician review, en P3 finding 1: an NSAID among a pregnant woman's medicines (ibuprofen for
    // back pain at 30 weeks) is urgent; low-dose aspirin is not (knowledge/pregnancy-medicines.ts).
    'pregnant at week 30 taking ibuprofen for back pain',
    {
      ...p('female', 33, 168, 74),
      lifeStage: 'pregnant_t3',
      gestationalWeek: 30,
      prePregnancyWeightKg: 64,
      medicines: ['ibuprofen'],
      medicineDoses: [{ id: 'ibuprofen', dose: 400, unit: 'mg', frequency: 'three times a day' }],
      supplements: [
        { optionId: 'prenatal-multivitamin', name: 'Pregnacare Original', dose: 1, unit: 'tablet' },
      ],
    },
  ],
  [
    // Eleventh clinician review, en P1: Bri (US), chronic migraine on topiramate 100 mg twice a day with
    // Junel Fe, planning a pregnancy next year; no epilepsy (topiramate is not an epilepsy finding here).
    'migraine on topiramate 100 mg twice a day with Junel Fe, planning a pregnancy',
    {
      ...p('female', 34, 165, 72),
      goals: ['pregnancy_prep', 'weight_loss'],
      dietPattern: 'omnivore',
      medicines: [
        'topiramate',
        'norethindrone-ethinylestradiol',
        'sumatriptan',
        'aspirin-acetaminophen-caffeine',
      ],
      medicineDoses: [{ id: 'topiramate', dose: 100, unit: 'mg', form: 'tablet', frequency: 'twice a day' }],
      supplements: [{ optionId: 'magnesium-glycinate', name: 'magnesium glycinate', dose: 400, unit: 'mg' }],
      labs: [
        { marker: 'Potassium', value: 3.4, unit: 'mmol/L' },
        { marker: 'Ferritin', value: 11, unit: 'ng/mL' },
        { marker: 'Hemoglobin', value: 11.6, unit: 'g/dL' },
      ],
    },
  ],
  [
    // Eleventh clinician review, en P2: Eileen (UK), 79, polymyalgia rheumatica on prednisolone 12.5 mg
    // for 5 months, ramipril, amlodipine and bendroflumethiazide; liquorice tea and Pontefract cakes; K 3.2.
    'polymyalgia on prednisolone 12.5 mg with bendroflumethiazide, liquorice, K 3.2',
    {
      ...p('female', 79, 158, 62, 'sedentary'),
      conditions: ['hypertension'],
      medicines: ['prednisolone', 'lansoprazole', 'ramipril', 'amlodipine', 'bendroflumethiazide'],
      medicineDoses: [
        { id: 'prednisolone', dose: 12.5, unit: 'mg', form: 'tablet', frequency: 'every morning' },
      ],
      labs: [
        { marker: 'Potassium', value: 3.2, unit: 'mmol/L' },
        { marker: 'Sodium', value: 133, unit: 'mmol/L', labRefLow: 133, labRefHigh: 146 },
        { marker: 'Magnesium', value: 0.68, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Eleventh clinician review, en P3: Liam (Australia), 19, cystic fibrosis with pancreatic
    // insufficiency on Trikafta and Creon, salt tablets from the CF team, St John's wort; ALT 82, Na 134.
    'cystic fibrosis on Trikafta and Creon, salt tablets, ALT 82',
    {
      ...p('male', 19, 178, 58, 'active'),
      goals: ['weight_gain'],
      medicines: [
        'elexacaftor-tezacaftor-ivacaftor',
        'pancrelipase',
        'azithromycin',
        'esomeprazole',
        'dornase-alfa',
      ],
      labs: [
        { marker: 'ALT', value: 82, unit: 'U/L' },
        { marker: 'AST', value: 51, unit: 'U/L' },
        { marker: 'Sodium', value: 134, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Eleventh clinician review, en P5: Kerry (UK), 38, methadone 85 mg with citalopram 40 mg and
    // promethazine (Sominex) most nights; QTc 486 ms, K 3.3, Mg 0.62.
    'methadone with citalopram and promethazine, QTc 486 ms, K 3.3, Mg 0.62',
    {
      ...p('female', 38, 163, 60),
      smoking: 'current',
      medicines: ['methadone', 'citalopram', 'pregabalin', 'omeprazole', 'promethazine'],
      medicineDoses: [
        { id: 'methadone', dose: 85, unit: 'mg', frequency: 'once a day' },
        { id: 'citalopram', dose: 40, unit: 'mg', form: 'tablet', frequency: 'once a day' },
      ],
      labs: [
        { marker: 'QTc', value: 486, unit: 'ms' },
        { marker: 'Potassium', value: 3.3, unit: 'mmol/L' },
        { marker: 'Magnesium', value: 0.62, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Eleventh clinician review, en P2: Eileen (UK), 79, polymyalgia rheumatica on prednisolone, a
    // thiazide and an ACE inhibitor, liquorice; Hb 118 g/L with no ferritin or iron studies.
    'Eileen: PMR on prednisolone, Hb 118 without iron studies, K 3.2 (UK)',
    {
      nickname: 'Eileen',
      ...p('female', 79, 158, 62, 'sedentary'),
      conditions: ['hypertension'],
      medicines: ['prednisolone', 'lansoprazole', 'ramipril', 'amlodipine'],
      medicineDoses: [
        { id: 'prednisolone', dose: 12.5, unit: 'mg', frequency: 'each morning' },
        { id: 'lansoprazole', dose: 30, unit: 'mg', frequency: 'once a day' },
        { id: 'ramipril', dose: 5, unit: 'mg', frequency: 'once a day' },
        { id: 'amlodipine', dose: 5, unit: 'mg', frequency: 'once a day' },
      ],
      supplements: [
        { optionId: 'cod-liver-oil', name: 'Seven Seas cod liver oil', dose: 1, unit: 'capsule' },
        { optionId: 'turmeric', name: 'Turmeric 1000 mg', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: 'Sodium', value: 133, unit: 'mmol/L', labRefLow: 133, labRefHigh: 146 },
        { marker: 'Potassium', value: 3.2, unit: 'mmol/L' },
        { marker: 'eGFR', value: 52, unit: 'mL/min/1.73m2' },
        { marker: 'Creatinine', value: 88, unit: 'umol/L' },
        { marker: 'Vitamin D', value: 38, unit: 'nmol/L' },
        { marker: 'Haemoglobin', value: 118, unit: 'g/L' },
        { marker: 'Magnesium', value: 0.68, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Eleventh clinician review, en P4: Frank (USA), 66, metastatic prostate cancer on abiraterone with
    // prednisone (abiraterone not in the dictionary yet), Zestoretic (lisinopril/HCTZ), metformin,
    // Lipitor 40 mg, Flomax; K 3.3 and Hb 12.4 g/dL with no iron studies.
    'Frank: prostate cancer on prednisone, lisinopril/HCTZ and atorvastatin, K 3.3, Hb 12.4 g/dL',
    {
      nickname: 'Frank',
      ...p('male', 66, 178, 88, 'light'),
      conditions: ['cancer', 'diabetes', 'hypertension'],
      medicines: [
        'prednisone',
        'lisinopril',
        'hydrochlorothiazide',
        'metformin',
        'atorvastatin',
        'tamsulosin',
      ],
      medicineDoses: [
        { id: 'prednisone', dose: 5, unit: 'mg', frequency: 'once a day' },
        { id: 'lisinopril', dose: 20, unit: 'mg', frequency: 'once a day' },
        { id: 'hydrochlorothiazide', dose: 25, unit: 'mg', frequency: 'once a day' },
        { id: 'metformin', dose: 1000, unit: 'mg', frequency: 'twice a day' },
        { id: 'atorvastatin', dose: 40, unit: 'mg', frequency: 'once a day' },
        { id: 'tamsulosin', dose: 0.4, unit: 'mg', frequency: 'once a day' },
      ],
      supplements: [
        { optionId: 'turmeric', name: 'Qunol turmeric 1500 mg', dose: 1, unit: 'tablet' },
        { optionId: 'vitamin-d3-5000iu', name: 'D3 5000 IU', dose: 1, unit: 'capsule' },
        { optionId: 'zinc-50', name: 'Zinc 50 mg', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: 'Potassium', value: 3.3, unit: 'mEq/L' },
        { marker: 'ALT', value: 96, unit: 'U/L' },
        { marker: 'AST', value: 71, unit: 'U/L' },
        { marker: 'HbA1c', value: 7.4, unit: '%' },
        { marker: '25-OH vitamin D', value: 24, unit: 'ng/mL' },
        { marker: 'Calcium', value: 9.4, unit: 'mg/dL' },
        { marker: 'eGFR', value: 70, unit: 'mL/min/1.73m2' },
        { marker: 'Hemoglobin', value: 12.4, unit: 'g/dL' },
        { marker: 'Vitamin B12', value: 210, unit: 'pg/mL' },
      ],
    },
  ],
  [
    // Eleventh clinician review, zh P1: 老郑, 58, primary membranous nephropathy with nephrotic syndrome
    // (albumin 21.6, creatinine 106: eGFR about 67–70), on ciclosporin (新山地明) with atorvastatin (立普妥).
    '老郑: nephrotic syndrome on ciclosporin with atorvastatin, albumin 21.6 (zh)',
    {
      nickname: '老郑',
      ...p('male', 58, 172, 81, 'light'),
      conditions: ['kidney_disease', 'dyslipidemia'],
      medicines: ['cyclosporine', 'prednisone', 'losartan', 'atorvastatin', 'furosemide', 'omeprazole'],
      medicineDoses: [
        { id: 'cyclosporine', dose: 100, unit: 'mg', frequency: '每天2次' },
        { id: 'prednisone', dose: 30, unit: 'mg', frequency: '每天1次' },
        { id: 'losartan', dose: 50, unit: 'mg', frequency: '每天1次' },
        { id: 'atorvastatin', dose: 20, unit: 'mg', frequency: '每天1次' },
        { id: 'furosemide', dose: 20, unit: 'mg', frequency: '每天1次' },
        { id: 'omeprazole', dose: 20, unit: 'mg', frequency: '每天1次' },
      ],
      supplements: [
        { optionId: 'caltrate-d600', name: '钙尔奇D600', dose: 1, unit: 'tablet' },
        { optionId: 'fish-oil', name: '鱼油', dose: 1, unit: 'capsule' },
      ],
      labs: [
        { marker: '白蛋白', value: 21.6, unit: 'g/L' },
        { marker: '肌酐', value: 106, unit: 'μmol/L', labRefLow: 57, labRefHigh: 111 },
        { marker: '钾', value: 5.4, unit: 'mmol/L' },
        { marker: '钠', value: 136, unit: 'mmol/L' },
        { marker: '镁', value: 0.63, unit: 'mmol/L' },
        { marker: '总胆固醇', value: 9.87, unit: 'mmol/L' },
        { marker: 'LDL-C', value: 6.45, unit: 'mmol/L' },
        { marker: '空腹血糖', value: 7.6, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Eleventh clinician review, zh P3: 老黄, 72, castration-resistant prostate cancer on abiraterone
    // (泽珂, not in the dictionary yet) with prednisone; K 3.3, Ca 2.02, Hb 118 with no iron studies.
    '老黄: prostate cancer on prednisone, K 3.3, Hb 118 without iron studies (zh)',
    {
      nickname: '老黄',
      ...p('male', 72, 170, 64, 'sedentary'),
      conditions: ['cancer', 'hypertension'],
      medicines: ['prednisone', 'tamsulosin', 'amlodipine'],
      medicineDoses: [
        { id: 'prednisone', dose: 5, unit: 'mg', frequency: '每天2次' },
        { id: 'tamsulosin', dose: 0.2, unit: 'mg', frequency: '每天1次' },
        { id: 'amlodipine', dose: 5, unit: 'mg', frequency: '每天1次' },
      ],
      supplements: [{ optionId: 'caltrate-d600', name: '钙尔奇D600', dose: 1, unit: 'tablet' }],
      labs: [
        { marker: '钾', value: 3.3, unit: 'mmol/L' },
        { marker: 'ALT', value: 96, unit: 'U/L' },
        { marker: 'AST', value: 71, unit: 'U/L' },
        { marker: '钙', value: 2.02, unit: 'mmol/L' },
        { marker: '25羟维生素D', value: 11.8, unit: 'ng/mL' },
        { marker: '空腹血糖', value: 7.2, unit: 'mmol/L' },
        { marker: '血红蛋白', value: 118, unit: 'g/L' },
        { marker: '肌酐', value: 88, unit: 'μmol/L' },
      ],
    },
  ],
  [
    // Eleventh clinician review, zh P4: 小林, 26, major depression on venlafaxine, underweight (BMI 18.0),
    // one meal a day, asked whether 800 kcal a day to reach 42 kg is ok.
    '小林 26: depression on venlafaxine, BMI 18, one meal a day (zh)',
    {
      nickname: '小林',
      ...p('female', 26, 160, 46, 'light'),
      conditions: ['mental_illness'],
      medicines: ['venlafaxine', 'trazodone', 'lorazepam'],
      medicineDoses: [
        { id: 'venlafaxine', dose: 150, unit: 'mg', frequency: '每天1次' },
        { id: 'trazodone', dose: 50, unit: 'mg', frequency: '睡前' },
      ],
      supplements: [
        { optionId: 'melatonin', name: '褪黑素 3 mg', dose: 1, unit: 'tablet' },
        { optionId: 'fish-oil', name: '鱼油', dose: 1, unit: 'capsule' },
      ],
      labs: [
        { marker: '25羟维生素D', value: 14.2, unit: 'ng/mL' },
        { marker: '铁蛋白', value: 9.8, unit: 'ng/mL' },
        { marker: '血红蛋白', value: 112, unit: 'g/L' },
        { marker: '钠', value: 133, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Eleventh clinician review, en P3 finding 1 (Liam, cystic fibrosis): a CFTR modulator the dictionary
    // does not know (Trikafta was then; Orkambi stands in now) is kept as typed and named as not checked,
    // so St John's wort and grapefruit are never "no known interaction" about his other medicines.
    'cystic fibrosis on Orkambi kept as typed, Creon, azithromycin, Nexium (en)',
    {
      nickname: 'Liam',
      ...p('male', 19, 178, 58, 'active'),
      goals: ['weight_gain'],
      medicines: ['pancrelipase', 'azithromycin', 'esomeprazole', 'salbutamol'],
      uncheckedMedicines: ['Orkambi'],
      supplements: [{ optionId: 'st-johns-wort', name: "St John's wort", dose: 3, unit: 'tablet' }],
    },
  ],
  [
    // Eleventh clinician review, cross-cutting (zh): a medicine the dictionary does not know (a PD-1
    // antibody, 特瑞普利单抗) kept as typed beside rabeprazole and loperamide; the plan and the chat
    // name it as not checked.
    'lung cancer on 特瑞普利单抗 kept as typed, rabeprazole, loperamide (zh)',
    {
      nickname: '刘阿姨',
      ...p('female', 66, 158, 46.5, 'sedentary'),
      goals: ['weight_gain'],
      conditions: ['cancer'],
      medicines: ['rabeprazole', 'loperamide'],
      uncheckedMedicines: ['特瑞普利单抗'],
    },
  ],
  [
    // Eleventh clinician review, en P4 (Frank): metastatic prostate cancer on Zytiga with prednisone,
    // Lupron, Zestoretic (lisinopril/HCTZ), metformin, Lipitor, Flomax; K 3.3, ALT 96.
    'metastatic prostate cancer on Zytiga with prednisone, Zestoretic, K 3.3 (en)',
    {
      nickname: 'Frank',
      ...p('male', 66, 178, 84, 'light'),
      conditions: ['cancer', 'diabetes', 'hypertension'],
      medicines: [
        'abiraterone',
        'prednisone',
        'leuprolide',
        'lisinopril-hydrochlorothiazide',
        'metformin',
        'atorvastatin',
        'tamsulosin',
      ],
      labs: [
        { marker: 'potassium', value: 3.3, unit: 'mmol/L' },
        { marker: 'ALT', value: 96, unit: 'U/L' },
      ],
    },
  ],
  [
    // Eleventh clinician review, zh P3 (老黄): mCRPC with bone metastases on 泽珂, 泼尼松, 诺雷德, 择泰, 哈乐, 络活喜.
    '老黄 mCRPC on 泽珂, 诺雷德, 择泰 (zh)',
    {
      nickname: '老黄',
      ...p('male', 72, 168, 62, 'sedentary'),
      conditions: ['cancer', 'hypertension'],
      medicines: ['abiraterone', 'prednisone', 'goserelin', 'zoledronic-acid', 'tamsulosin', 'amlodipine'],
      labs: [
        { marker: 'potassium', value: 3.3, unit: 'mmol/L' },
        { marker: 'ALT', value: 96, unit: 'U/L' },
        { marker: '血钙', value: 2.02, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Eleventh clinician review, zh P5 (陈姐): total gastrectomy 4 months ago, on 替吉奥, 甲地孕酮, 复方阿嗪米特.
    '陈姐 total gastrectomy on 替吉奥 and 甲地孕酮 (zh)',
    {
      nickname: '陈姐',
      ...p('female', 52, 160, 43, 'sedentary'),
      goals: ['weight_gain'],
      conditions: ['cancer'],
      medicines: ['tegafur-gimeracil-oteracil', 'megestrol', 'compound-azintamide'],
    },
  ],
  [
    // Eleventh clinician review, zh P2 (刘阿姨): EGFR-mutant lung cancer on 易瑞沙, 波利特, 易蒙停, 复方甘草酸苷; K 3.28.
    '刘阿姨 EGFR lung cancer on 易瑞沙, 波利特, 复方甘草酸苷 (zh)',
    {
      nickname: '刘阿姨',
      ...p('female', 66, 158, 46.5, 'sedentary'),
      goals: ['weight_gain'],
      conditions: ['cancer'],
      medicines: ['gefitinib', 'rabeprazole', 'loperamide', 'compound-glycyrrhizin'],
      labs: [{ marker: 'potassium', value: 3.28, unit: 'mmol/L' }],
    },
  ],
  [
    // Twelfth clinician review, zh P2 (小琳): 3 weeks after a caesarean, breastfeeding, on 克赛
    // (enoxaparin) with ibuprofen; Hb 88 g/L, ferritin 9 µg/L; 力蜚能 1 粒, 玛特纳 1 片, as typed.
    '小琳 postpartum on 克赛, Hb 88, ferritin 9, 力蜚能 (zh)',
    {
      nickname: '小琳',
      ...p('female', 29, 160, 62, 'sedentary'),
      lifeStage: 'lactating',
      medicines: ['enoxaparin', 'ibuprofen'],
      supplements: [
        { name: '力蜚能', dose: 1, unit: 'capsule' },
        { name: '玛特纳', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: '血红蛋白', value: 88, unit: 'g/L' },
        { marker: '铁蛋白', value: 9, unit: 'μg/L' },
        { marker: '白蛋白', value: 34, unit: 'g/L' },
      ],
    },
  ],
  [
    // Twelfth clinician review, zh P4 (小赵): 35, bismuth quadruple therapy for H. pylori; Hb 112 g/L,
    // ferritin 15 ng/mL (called "铁储备正常"); 钙尔奇D600 and 硫酸亚铁 300 mg as typed.
    '小赵 H. pylori quadruple therapy, Hb 112, ferritin 15 (zh)',
    {
      nickname: '小赵',
      ...p('male', 35, 172, 68, 'light'),
      medicines: ['rabeprazole', 'bismuth-potassium-citrate', 'tetracycline', 'metronidazole'],
      supplements: [
        { name: '钙尔奇D600', dose: 1, unit: 'tablet' },
        { name: '硫酸亚铁', dose: 300, unit: 'mg' },
      ],
      labs: [
        { marker: '血红蛋白', value: 112, unit: 'g/L' },
        { marker: '铁蛋白', value: 15, unit: 'ng/mL' },
        { marker: '维生素B12', value: 180, unit: 'pmol/L' },
      ],
    },
  ],
  [
    // Twelfth clinician review, en P2: Hannah (Ohio), 29, classical PKU off diet (Phe 12.4 mg/dL, about
    // 750 µmol/L) on Kuvan and a PKU formula, planning a pregnancy, sertraline, three Diet Cokes a day.
    'Hannah: PKU off diet, Phe 12.4 mg/dL, on Kuvan, planning a pregnancy',
    {
      nickname: 'Hannah',
      ...p('female', 29, 165, 64),
      goals: ['pregnancy_prep'],
      conditions: ['pku'],
      medicines: ['sapropterin', 'sertraline'],
      labs: [
        { marker: 'Phenylalanine', value: 12.4, unit: 'mg/dL' },
        { marker: 'Ferritin', value: 14, unit: 'ng/mL' },
        { marker: 'Hemoglobin', value: 11.6, unit: 'g/dL' },
      ],
    },
  ],
  [
    // Twelfth clinician review, zh P3 (马师傅): 54, Hui Muslim planning to fast Ramadan (封斋 15–16 h), type 2
    // diabetes on 优降糖 (glibenclamide) and metformin, 安博诺 (irbesartan/HCTZ); creatinine 118 μmol/L.
    '马师傅 Ramadan on 优降糖, metformin and 安博诺, creatinine 118 (zh)',
    {
      nickname: '马师傅',
      ...p('male', 54, 170, 82),
      goals: ['weight_loss'],
      conditions: ['diabetes', 'hypertension'],
      religiousFasting: 'ramadan',
      alcohol: 'none',
      medicines: ['glibenclamide', 'metformin', 'irbesartan-hydrochlorothiazide', 'atorvastatin'],
      labs: [
        { marker: '空腹血糖', value: 9.6, unit: 'mmol/L' },
        { marker: '糖化血红蛋白', value: 8.1, unit: '%' },
        { marker: '肌酐', value: 118, unit: 'μmol/L' },
      ],
    },
  ],
  [
    // Twelfth clinician review, en P1 (Tariq, Bradford): 58, type 2 diabetes on gliclazide, metformin and
    // Lantus, CKD G3a on ramipril, fasting Ramadan; HbA1c 64 mmol/mol, eGFR 52, K 5.1.
    'Tariq: Ramadan on gliclazide, metformin and Lantus, CKD G3a (UK)',
    {
      nickname: 'Tariq',
      ...p('male', 58, 170, 88),
      goals: ['weight_loss'],
      conditions: ['diabetes', 'kidney_disease'],
      religiousFasting: 'ramadan',
      medicines: ['gliclazide', 'metformin', 'insulin-glargine', 'ramipril', 'atorvastatin'],
      labs: [
        { marker: 'HbA1c', value: 64, unit: 'mmol/mol' },
        { marker: 'eGFR', value: 52, unit: 'mL/min/1.73m2' },
        { marker: 'Potassium', value: 5.1, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Twelfth clinician review, zh P1 (王阿姨): COPD on 舒弗美 (theophylline) and 舒利迭, new 可乐必妥
    // (levofloxacin) for a chest infection, 41 kg; K 3.3.
    '王阿姨 COPD on 舒弗美 and 可乐必妥, K 3.3 (zh)',
    {
      nickname: '王阿姨',
      ...p('female', 67, 152, 41, 'sedentary'),
      conditions: ['copd', 'osteoporosis'],
      medicines: ['theophylline', 'fluticasone-salmeterol', 'levofloxacin'],
      labs: [
        { marker: 'potassium', value: 3.3, unit: 'mmol/L' },
        { marker: 'albumin', value: 32, unit: 'g/L' },
      ],
    },
  ],
  [
    // Twelfth clinician review, en P3 (Margaret): COPD in Adelaide on Nuelin SR (theophylline), Symbicort,
    // Ventolin, Doryx; stopped smoking two weeks ago, five strong coffees a day; theophylline 22 mg/L, K 3.3.
    'Margaret COPD on Nuelin SR, quit smoking, theophylline 22 (en)',
    {
      nickname: 'Margaret',
      ...p('female', 71, 160, 45, 'sedentary'),
      smoking: 'former',
      conditions: ['copd'],
      medicines: ['theophylline', 'budesonide-formoterol', 'salbutamol', 'doxycycline'],
      labs: [
        { marker: 'theophylline', value: 22, unit: 'mg/L' },
        { marker: 'potassium', value: 3.3, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Twelfth clinician review, zh P2 (小琳): three weeks after a caesarean, breastfeeding, on 克赛
    // (enoxaparin) with 布洛芬 (ibuprofen); Hb 88 g/L, ferritin 9.
    '小琳 postpartum on 克赛 and 布洛芬, breastfeeding (zh)',
    {
      nickname: '小琳',
      ...p('female', 29, 160, 62, 'sedentary'),
      lifeStage: 'lactating',
      medicines: ['enoxaparin', 'ibuprofen'],
      labs: [
        { marker: 'hemoglobin', value: 88, unit: 'g/L' },
        { marker: 'ferritin', value: 9, unit: 'μg/L' },
      ],
    },
  ],
  [
    // Twelfth clinician review, en P4 (Kayla): bulimia, 4 Dulcolax a night, on Prozac; K 2.9 mEq/L.
    'Kayla bulimia, Dulcolax misuse, Prozac, K 2.9 (en)',
    {
      nickname: 'Kayla',
      ...p('female', 23, 165, 56, 'light'),
      goals: ['weight_loss'],
      medicines: ['fluoxetine', 'bisacodyl'],
      scoff: { sick: true, control: true, oneStone: false, fat: true, food: true },
      labs: [
        { marker: 'potassium', value: 2.9, unit: 'mmol/L' },
        { marker: 'magnesium', value: 0.62, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Thirteenth clinician review, en P1 (Dwight): hepatitis C on Epclusa (week 3), type 2 diabetes on
    // metformin, heartburn on Prilosec, Tums and Pepcid; milk thistle, turmeric 1500 mg.
    'Dwight hepatitis C on Epclusa, Prilosec, Tums, metformin (en)',
    {
      nickname: 'Dwight',
      ...p('male', 52, 178, 84, 'light'),
      smoking: 'current',
      conditions: ['liver_disease', 'diabetes'],
      medicines: ['sofosbuvir-velpatasvir', 'omeprazole', 'metformin', 'famotidine'],
      supplements: [
        { optionId: 'calcium-carbonate-tums', dose: 2, unit: 'tablet' },
        { optionId: 'milk-thistle', dose: 2, unit: 'capsule' },
        { optionId: 'turmeric', dose: 1500, unit: 'mg' },
      ],
      labs: [
        { marker: 'ALT', value: 88, unit: 'U/L' },
        { marker: 'AST', value: 71, unit: 'U/L' },
        { marker: 'HbA1c', value: 7.4, unit: '%' },
      ],
    },
  ],
  [
    // Thirteenth clinician review, en P2 (Gwen): high-output ileostomy after bowel-cancer surgery, CKD
    // G3b, on loperamide, codeine and omeprazole; Na 131, K 3.3, Mg 0.52.
    'Gwen high-output ileostomy, loperamide, codeine, Na 131 (en)',
    {
      nickname: 'Gwen',
      ...p('female', 66, 160, 54, 'sedentary'),
      conditions: ['cancer', 'kidney_disease'],
      medicines: ['loperamide', 'codeine', 'omeprazole'],
      labs: [
        { marker: 'sodium', value: 131, unit: 'mmol/L' },
        { marker: 'potassium', value: 3.3, unit: 'mmol/L' },
        { marker: 'magnesium', value: 0.52, unit: 'mmol/L' },
        { marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2' },
      ],
    },
  ],
  [
    // Thirteenth clinician review, en P3 (Jayden): bodybuilder on non-prescribed testosterone, Ostarine
    // (kept as typed), Nurofen daily; Hb 182, haematocrit 0.55.
    'Jayden bodybuilder on testosterone and Ostarine, Nurofen (en)',
    {
      nickname: 'Jayden',
      ...p('male', 27, 180, 98, 'very_active'),
      medicines: ['ibuprofen', 'testosterone'],
      uncheckedMedicines: ['Ostarine (SARM)'],
      labs: [
        { marker: 'hemoglobin', value: 182, unit: 'g/L' },
        { marker: 'creatinine', value: 135, unit: 'μmol/L' },
      ],
    },
  ],
  [
    // Thirteenth clinician review, en P4 (June): osteoporosis on Prolia with the next dose due, CKD G4,
    // low calcium and vitamin D, stopped her calcium tablets; Lasix, Pantoloc, amlodipine.
    'June Prolia due, CKD G4, low calcium, stopped calcium (en)',
    {
      nickname: 'June',
      ...p('female', 81, 152, 47, 'sedentary'),
      conditions: ['osteoporosis', 'kidney_disease'],
      medicines: ['denosumab', 'furosemide', 'pantoprazole', 'amlodipine'],
      supplements: [{ optionId: 'vitamin-d3-1000iu', dose: 1, unit: 'tablet' }],
      labs: [
        { marker: 'calcium', value: 2.02, unit: 'mmol/L' },
        { marker: 'vitamin D', value: 28, unit: 'nmol/L' },
        { marker: 'eGFR', value: 24, unit: 'mL/min/1.73m2' },
      ],
    },
  ],
  [
    // Thirteenth clinician review, en P5 (Alan): CLL on ibrutinib (Imbruvica), platelets 96; fish oil,
    // vitamin E 400 IU, turmeric, garlic; atorvastatin and amlodipine; Seville orange marmalade daily.
    'Alan CLL on Imbruvica, platelets 96, vitamin E, fish oil, garlic (en)',
    {
      nickname: 'Alan',
      ...p('male', 72, 175, 74, 'light'),
      conditions: ['cancer'],
      medicines: ['ibrutinib', 'acyclovir', 'sulfamethoxazole-trimethoprim', 'amlodipine', 'atorvastatin'],
      supplements: [
        { optionId: 'fish-oil', dose: 1, unit: 'capsule' },
        { optionId: 'vitamin-e-400iu', dose: 1, unit: 'capsule' },
        { optionId: 'turmeric', dose: 1, unit: 'capsule' },
        { optionId: 'garlic', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: 'platelets', value: 96, unit: '10^9/L' },
        { marker: 'hemoglobin', value: 118, unit: 'g/L' },
      ],
    },
  ],
  [
    // Thirteenth clinician review, cross-cutting: a medicine the dictionary does not know (zanubrutinib,
    // Brukinsa, stands in) kept as typed beside atorvastatin; the chat never answers with atorvastatin's
    // grapefruit rule when the question is about the unknown medicine.
    'CLL on Brukinsa kept as typed, atorvastatin (en)',
    {
      nickname: 'Ray',
      ...p('male', 70, 176, 78, 'light'),
      conditions: ['cancer'],
      medicines: ['atorvastatin', 'amlodipine'],
      uncheckedMedicines: ['Brukinsa (zanubrutinib)'],
    },
  ],
  [
    // The same in Chinese: 泽布替尼 (zanubrutinib) kept as typed beside 阿托伐他汀.
    '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)',
    {
      nickname: '老周',
      ...p('male', 68, 170, 66, 'light'),
      conditions: ['cancer'],
      medicines: ['atorvastatin', 'amlodipine'],
      uncheckedMedicines: ['泽布替尼'],
    },
  ],
  [
    // Thirteenth clinician review, zh P1 (老孙): 60, stable angina on 依姆多 (isosorbide mononitrate), aspirin,
    // atorvastatin and metoprolol, with a friend's 伟哥 and WeChat "male vitality" maca tablets.
    '老孙 angina on 依姆多 with 伟哥 and 微商玛卡 (zh)',
    {
      nickname: '老孙',
      ...p('male', 60, 170, 78, 'light'),
      smoking: 'current',
      alcohol: 'moderate',
      medicines: ['isosorbide-mononitrate', 'aspirin', 'atorvastatin', 'metoprolol', 'sildenafil'],
      medicineDoses: [
        { id: 'isosorbide-mononitrate', dose: 60, unit: 'mg' },
        { id: 'aspirin', dose: 100, unit: 'mg' },
        { id: 'atorvastatin', dose: 20, unit: 'mg' },
      ],
      uncheckedMedicines: ['速效救心丸', '微商黄金玛卡片（男士）'],
      supplements: [
        { optionId: 'ginseng', name: '红参片泡水', dose: 3, unit: 'g' },
        { name: '鹿鞭牡蛎肽玛卡片（微商）', dose: 2, unit: 'tablet' },
        { optionId: 'fish-oil', name: '深海鱼油', dose: 2, unit: 'capsule' },
      ],
      labs: [
        { marker: '低密度脂蛋白胆固醇', value: 2.9, unit: 'mmol/L' },
        { marker: '肌酐', value: 88, unit: 'μmol/L' },
        { marker: '钾', value: 4.1, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Thirteenth clinician review, zh P5 (刘阿姨): 58, knee osteoarthritis on 西乐葆 (celecoxib) with 芬必得
    // (ibuprofen) when it hurts, amlodipine; 土三七 wine and 何首乌 powder; ALT 186, AST 160, platelets 98.
    '刘阿姨 celecoxib with ibuprofen, 土三七 and 何首乌, ALT 186 (zh)',
    {
      nickname: '刘阿姨',
      ...p('female', 58, 158, 60, 'light'),
      medicines: ['celecoxib', 'ibuprofen', 'amlodipine'],
      medicineDoses: [
        { id: 'celecoxib', dose: 200, unit: 'mg' },
        { id: 'ibuprofen', dose: 300, unit: 'mg' },
        { id: 'amlodipine', dose: 5, unit: 'mg' },
      ],
      uncheckedMedicines: ['土三七（自己泡酒喝）'],
      supplements: [
        { optionId: 'he-shou-wu', name: '何首乌粉', dose: 10, unit: 'g' },
        { optionId: 'fish-oil', name: '鱼油', dose: 2, unit: 'capsule' },
      ],
      labs: [
        { marker: '谷丙转氨酶', value: 186, unit: 'U/L' },
        { marker: '谷草转氨酶', value: 160, unit: 'U/L' },
        { marker: '白蛋白', value: 33, unit: 'g/L' },
        { marker: '血小板', value: 98, unit: '10^9/L' },
        { marker: '肌酐', value: 70, unit: 'μmol/L' },
      ],
    },
  ],
  [
    // Thirteenth clinician review, zh P4 (小吴): 26, cutting on 康力龙 (stanozolol) and 克伦特罗 (clenbuterol)
    // from his coach, 芬必得 when sore, yohimbine fat burners; ALT 96, HDL 0.6, LDL 4.2, Hb 178.
    '小吴 cutting on 康力龙 and 克伦特罗, yohimbine (zh)',
    {
      nickname: '小吴',
      ...p('male', 26, 180, 88, 'very_active'),
      goals: ['weight_loss'],
      medicines: ['ibuprofen'],
      uncheckedMedicines: ['康力龙（司坦唑醇）', '克伦特罗（减脂用）'],
      supplements: [{ name: '育亨宾燃脂胶囊', dose: 2, unit: 'capsule' }],
      labs: [
        { marker: '谷丙转氨酶', value: 96, unit: 'U/L' },
        { marker: '高密度脂蛋白胆固醇', value: 0.6, unit: 'mmol/L' },
        { marker: '低密度脂蛋白胆固醇', value: 4.2, unit: 'mmol/L' },
        { marker: '血红蛋白', value: 178, unit: 'g/L' },
        { marker: '肌酐', value: 138, unit: 'μmol/L' },
      ],
    },
  ],
  [
    // Thirteenth clinician review, zh P3 (林老师): 50, ER-positive breast cancer on 芙瑞 (letrozole), taking
    // 大豆异黄酮, 蜂王浆 and 雪蛤膏 "补雌激素"; 25(OH)D 32 nmol/L, LDL-C 3.9.
    '林老师 letrozole with 大豆异黄酮, 蜂王浆 and 雪蛤 (zh)',
    {
      nickname: '林老师',
      ...p('female', 50, 160, 62, 'light'),
      conditions: ['cancer'],
      medicines: ['letrozole'],
      supplements: [
        { optionId: 'soy-isoflavones', name: '大豆异黄酮（美国代购）', dose: 2, unit: 'capsule' },
        { name: '蜂王浆', dose: 10, unit: 'g' },
        { name: '雪蛤膏', dose: 1, unit: 'sachet' },
      ],
      labs: [
        { marker: '25-羟基维生素D', value: 32, unit: 'nmol/L' },
        { marker: '低密度脂蛋白胆固醇', value: 3.9, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Thirteenth clinician review, zh P2 (阿强): 45, Guangdong, nasopharyngeal carcinoma in week 5 of
    // cisplatin chemoradiotherapy (顺铂 kept as typed), 8 kg lost; vitamin C effervescent 1,000 mg a day.
    '阿强 chemoradiotherapy with vitamin C 1000 mg (zh)',
    {
      nickname: '阿强',
      ...p('male', 45, 172, 58, 'sedentary'),
      conditions: ['cancer', 'dysphagia'],
      medicines: ['dexamethasone', 'morphine'],
      uncheckedMedicines: ['顺铂（化疗，每周一次）'],
      supplements: [
        { optionId: 'vitamin-c-1000', name: '维生素C泡腾片', dose: 1000, unit: 'mg' },
        { optionId: 'vitamin-e-400iu', name: '维生素E软胶囊', dose: 1, unit: 'capsule' },
      ],
      labs: [
        { marker: '白细胞', value: 1.8, unit: '10^9/L' },
        { marker: '白蛋白', value: 30, unit: 'g/L' },
      ],
    },
  ],
  [
    // Fourteenth clinician review, en P3 ("Brenda"): 80, Barnsley, nocturia on desmopressin (Noqdirna),
    // citalopram, indapamide, co-codamol 30/500; Na 130, eGFR 52, Adcal-D3 2 a day (prescribed).
    'Brenda desmopressin, citalopram, indapamide, Na 130, Adcal-D3 (en)',
    {
      nickname: 'Brenda',
      ...p('female', 80, 157, 61, 'sedentary'),
      conditions: ['kidney_disease'],
      medicines: ['desmopressin', 'citalopram', 'indapamide', 'codeine-acetaminophen', 'omeprazole'],
      supplements: [
        { name: 'Holland & Barrett Cranberry 5000mg', dose: 1, unit: 'tablet' },
        { name: 'Boots Vitamin D 25ug', dose: 1, unit: 'tablet' },
        { name: 'Adcal-D3', dose: 2, unit: 'tablet', prescribed: true },
      ],
      labs: [
        { marker: 'sodium', value: 130, unit: 'mmol/L' },
        { marker: 'potassium', value: 3.6, unit: 'mmol/L' },
        { marker: 'creatinine', value: 88, unit: 'µmol/L' },
        { marker: 'eGFR', value: 52, unit: 'mL/min/1.73m2' },
        { marker: 'calcium', value: 2.31, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Fourteenth clinician review, en P5 ("Anjali"): 32, RA on Arava (leflunomide) 20 mg, Plaquenil and
    // prednisone 5 mg, planning a pregnancy in 3 months; ALT 72; ashwagandha, Yogaraj guggulu, turmeric.
    'Anjali leflunomide, planning a pregnancy, ALT 72 (en)',
    {
      nickname: 'Anjali',
      ...p('female', 32, 160, 60),
      goals: ['pregnancy_prep'],
      medicines: ['leflunomide', 'hydroxychloroquine', 'prednisone'],
      supplements: [
        { name: 'Himalaya Ashwagandha', dose: 1, unit: 'tablet' },
        { name: 'Yogaraj guggulu', dose: 2, unit: 'tablet' },
        { optionId: 'folic-acid-400', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: 'ALT', value: 72, unit: 'U/L' },
        { marker: 'AST', value: 55, unit: 'U/L' },
      ],
    },
  ],
  [
    // Fourteenth clinician review, en P4 (Keisha): 29, Baltimore, fish and shellfish anaphylaxis (EpiPen kept
    // as typed), asthma on Symbicort and Singulair, migraine prophylaxis on propranolol; glucosamine,
    // magnesium glycinate, riboflavin 400 mg and feverfew; 25(OH)D 14 ng/mL, ferritin 22 ng/mL.
    'Keisha fish and shellfish allergy, propranolol, glucosamine (en)',
    {
      nickname: 'Keisha',
      ...p('female', 29, 165, 68, 'light'),
      foodAllergies: ['fish', 'shellfish'],
      foodFrequency: { fish: 'never' },
      medicines: ['budesonide-formoterol', 'montelukast', 'propranolol'],
      uncheckedMedicines: ['EpiPen 0.3 mg'],
      supplements: [
        { optionId: 'glucosamine', name: 'Glucosamine Chondroitin Triple Strength', dose: 2, unit: 'tablet' },
        { optionId: 'magnesium-glycinate', name: 'Magnesium glycinate 400mg', dose: 400, unit: 'mg' },
        { name: 'riboflavin 400mg (B2) for migraines', dose: 400, unit: 'mg' },
        { name: 'feverfew', dose: 1, unit: 'capsule' },
      ],
      labs: [
        { marker: '25-OH vitamin D', value: 14, unit: 'ng/mL' },
        { marker: 'ferritin', value: 22, unit: 'ng/mL' },
        { marker: 'hemoglobin', value: 12.6, unit: 'g/dL' },
      ],
    },
  ],
  [
    // Fourteenth clinician review, en P1 (Harold): 76, still smoking half a pack a day, dry AMD on
    // PreserVision AREDS (the original beta-carotene formula), 4 tablets a day.
    'Harold AREDS original formula, current smoker (en)',
    {
      nickname: 'Harold',
      ...p('male', 76, 173, 82, 'light'),
      smoking: 'current',
      medicines: ['lisinopril-hydrochlorothiazide', 'atorvastatin'],
      supplements: [{ name: 'PreserVision AREDS (original formula)', dose: 4, unit: 'tablet' }],
    },
  ],
  [
    // Fourteenth clinician review, zh P1 (老钱): 42, severe hypertriglyceridaemia and fatty liver on 力平之
    // (fenofibrate), day 2 of 世福素 (cefixime), business dinners, 藿香正气水 and hangover products.
    '老钱 cefixime and fenofibrate with fatty liver, drinks at dinners (zh)',
    {
      nickname: '老钱',
      ...p('male', 42, 172, 86, 'sedentary'),
      goals: ['weight_loss'],
      conditions: ['dyslipidemia', 'liver_disease'],
      medicines: ['cefixime', 'fenofibrate'],
      uncheckedMedicines: ['护肝片', '海王金樽 喝酒前吃', '藿香正气水'],
      labs: [
        { marker: '甘油三酯', value: 11.8, unit: 'mmol/L' },
        { marker: '丙氨酸氨基转移酶', value: 86, unit: 'U/L' },
        { marker: '尿酸', value: 512, unit: 'μmol/L' },
      ],
    },
  ],
  [
    // Fourteenth clinician review, zh P2 (老爸): 83, after an ischaemic stroke, bedridden and fed home-made
    // 匀浆 through a nasogastric tube; 拜新同 and 拜阿司匹灵 crushed down the tube; his daughter types.
    '老爸 83 after a stroke, nasogastric tube, crushed 拜新同 (zh)',
    {
      nickname: '老爸',
      ...p('male', 83, 168, 52, 'sedentary'),
      conditions: ['dysphagia', 'hypertension'],
      medicines: ['nifedipine', 'aspirin', 'atorvastatin'],
      uncheckedMedicines: ['安宫牛黄丸 一周两颗', '脑心通胶囊 打开倒进胃管'],
      labs: [
        { marker: '白蛋白', value: 28.3, unit: 'g/L' },
        { marker: '血红蛋白', value: 98, unit: 'g/L' },
        { marker: '钠', value: 131, unit: 'mmol/L' },
        { marker: '钾', value: 3.4, unit: 'mmol/L' },
      ],
    },
  ],
  [
    // Fourteenth clinician review, zh P3 (老周): 63, advanced lung adenocarcinoma on 力比泰 (pemetrexed) and
    // 可瑞达 (pembrolizumab, kept as typed) every 3 weeks; stopped his folic acid, went vegan, 芬必得 daily.
    '老周 pemetrexed, stopped his folic acid, vegan (zh)',
    {
      nickname: '老周',
      ...p('male', 63, 170, 56, 'sedentary'),
      conditions: ['cancer'],
      dietPattern: 'vegan',
      medicines: ['pemetrexed', 'dexamethasone', 'ibuprofen'],
      uncheckedMedicines: ['可瑞达（帕博利珠单抗）'],
      labs: [
        { marker: '白细胞', value: 3.1, unit: '10^9/L' },
        { marker: '血红蛋白', value: 102, unit: 'g/L' },
        { marker: '白蛋白', value: 33, unit: 'g/L' },
        { marker: '肌酐', value: 108, unit: 'μmol/L' },
      ],
    },
  ],
  [
    // Fourteenth clinician review, zh P5 (阿雅): 37, IVF with low ovarian reserve, embryo transfer next week;
    // estradiol, progesterone, low-dose aspirin; two prenatals (爱乐维 and Australian Elevit), cod-liver oil.
    '阿雅 IVF a week before transfer, two prenatals and cod-liver oil (zh)',
    {
      nickname: '阿雅',
      ...p('female', 37, 160, 55, 'light'),
      goals: ['pregnancy_prep'],
      medicines: ['estradiol', 'progesterone', 'aspirin'],
      uncheckedMedicines: ['达芙通 10mg 一天两次', 'DHEA 25mg 一天三次 海淘'],
      supplements: [
        { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
        { optionId: 'elevit', name: '澳洲版Elevit孕期复合维生素', dose: 1, unit: 'tablet' },
        { optionId: 'cod-liver-oil', name: '鱼肝油', dose: 2, unit: 'capsule' },
        { optionId: 'vitamin-e-400iu', name: '天然维生素E', dose: 1, unit: 'capsule' },
      ],
      labs: [{ marker: '25-羟基维生素D', value: 16, unit: 'ng/mL' }],
    },
  ],
  [
    // Fourteenth clinician review, en P1 (Harold) with his whole record: CKD G3a on Zestoretic
    // (lisinopril/HCTZ), low-dose aspirin 81 mg, tamsulosin, Tums; K 3.4, Ca 10.4 mg/dL, eGFR 48 — low
    // potassium answered as high (#3), aspirin 81 mg filed as an NSAID "triple whammy" (#5).
    'Harold CKD G3a on Zestoretic and aspirin 81, K 3.4, Ca 10.4 (en)',
    {
      nickname: 'Harold',
      ...p('male', 76, 173, 82, 'light'),
      smoking: 'current',
      conditions: ['kidney_disease'],
      medicines: ['lisinopril-hydrochlorothiazide', 'atorvastatin', 'tamsulosin', 'aspirin'],
      medicineDoses: [
        { id: 'lisinopril-hydrochlorothiazide', dose: 20, unit: 'mg' },
        { id: 'atorvastatin', dose: 40, unit: 'mg' },
        { id: 'aspirin', dose: 81, unit: 'mg' },
      ],
      supplements: [
        { name: 'Centrum Silver Men 50+', dose: 1, unit: 'tablet' },
        { name: 'Tums Extra Strength', dose: 3, unit: 'tablet' },
        { optionId: 'fish-oil', name: 'fish oil 1200mg', dose: 1, unit: 'capsule' },
      ],
      labs: [
        { marker: 'sodium', value: 134, unit: 'mEq/L' },
        { marker: 'potassium', value: 3.4, unit: 'mEq/L' },
        { marker: 'creatinine', value: 1.4, unit: 'mg/dL' },
        { marker: 'eGFR', value: 48, unit: 'mL/min/1.73m2' },
        { marker: 'calcium', value: 10.4, unit: 'mg/dL' },
        { marker: 'LDL', value: 92, unit: 'mg/dL' },
        { marker: '25-OH vitamin D', value: 34, unit: 'ng/mL' },
      ],
    },
  ],
  [
    // Fourteenth clinician review, zh P4 (小敏): 32, 33 weeks pregnant with intrahepatic cholestasis of
    // pregnancy (total bile acids 48.6 µmol/L) on 优思弗 (ursodeoxycholic acid) and 消胆胺 (cholestyramine);
    // itching at night, vitamin E "for the itch", 爱乐维 and 钙尔奇D.
    '小敏 ICP at 33 weeks on 优思弗 and 消胆胺 (zh)',
    {
      nickname: '小敏',
      ...p('female', 32, 160, 63, 'light'),
      lifeStage: 'pregnant_t3',
      gestationalWeek: 33,
      prePregnancyWeightKg: 52,
      conditions: ['liver_disease'],
      medicines: ['cholestyramine', 'ursodeoxycholic-acid'],
      medicineDoses: [
        { id: 'cholestyramine', dose: 4, unit: 'g' },
        { id: 'ursodeoxycholic-acid', dose: 250, unit: 'mg' },
      ],
      supplements: [
        { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
        { optionId: 'caltrate-d600', name: '钙尔奇D', dose: 1, unit: 'tablet' },
        { optionId: 'algal-dha', name: '藻油DHA', dose: 1, unit: 'capsule' },
        { optionId: 'vitamin-e-100mg', name: '维生素E软胶囊', dose: 2, unit: 'capsule' },
      ],
      labs: [
        { marker: '总胆汁酸', value: 48.6, unit: 'μmol/L', labRefLow: 0, labRefHigh: 10 },
        { marker: '谷丙转氨酶', value: 126, unit: 'U/L' },
        { marker: '谷草转氨酶', value: 98, unit: 'U/L' },
        { marker: '总胆红素', value: 18, unit: 'μmol/L' },
        { marker: '血红蛋白', value: 108, unit: 'g/L' },
        { marker: '铁蛋白', value: 11, unit: 'ng/mL' },
        { marker: '空腹血糖', value: 4.6, unit: 'mmol/L' },
      ],
    },
  ],
  // Sixteenth blind clinical review (issue 31/30): the serious findings' people, so that a stored plan
  // with one of the new pairs, the Biktarvy spacing or a lithium level regenerates on its next read.
  [
    'Stan gout CKD on colchicine with new clarithromycin and Lipitor (en)',
    {
      nickname: 'Stan',
      ...p('male', 77, 175, 90, 'sedentary'),
      conditions: ['gout', 'kidney_disease'],
      medicines: ['allopurinol', 'colchicine', 'atorvastatin', 'lisinopril', 'clarithromycin'],
      labs: [
        { marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2' },
        { marker: 'CK', value: 410, unit: 'U/L' },
      ],
    },
  ],
  [
    'Tamsin breastfeeding on Motilium with erythromycin (en)',
    {
      nickname: 'Tamsin',
      ...p('female', 32, 168, 74, 'light'),
      lifeStage: 'lactating',
      medicines: ['domperidone', 'erythromycin', 'paracetamol'],
    },
  ],
  [
    'Daniel HIV on Biktarvy with Centrum and Tums (en)',
    {
      nickname: 'Daniel',
      ...p('male', 42, 178, 92, 'moderate'),
      conditions: ['diabetes'],
      medicines: ['bictegravir-emtricitabine-tenofovir-alafenamide', 'metformin', 'omeprazole'],
      supplements: [
        { optionId: 'multivitamin-adult', name: 'Centrum Men', dose: 1, unit: 'tablet' },
        { optionId: 'calcium-carbonate-tums', name: 'Tums Ultra', dose: 2, unit: 'tablet' },
      ],
    },
  ],
  [
    'Leah on lithium, lithium 1.3 and sodium 133 (en)',
    {
      nickname: 'Leah',
      ...p('female', 38, 165, 88, 'sedentary'),
      medicines: ['lithium', 'levothyroxine', 'quetiapine', 'ibuprofen'],
      labs: [
        { marker: 'Lithium', value: 1.3, unit: 'mmol/L', labRefLow: 0.6, labRefHigh: 1.2 },
        { marker: 'Sodium', value: 133, unit: 'mmol/L' },
      ],
    },
  ],
  [
    '老赵 痛风 CKD 秋水仙碱 与 立普妥 (zh)',
    {
      nickname: '老赵',
      ...p('male', 72, 168, 75, 'light'),
      conditions: ['gout', 'kidney_disease'],
      medicines: ['febuxostat', 'colchicine', 'losartan', 'atorvastatin'],
      labs: [{ marker: '肌酸激酶', value: 420, unit: 'U/L' }],
    },
  ],
  [
    '阿伟 必妥维 钙尔奇D600 善存 达喜 (zh)',
    {
      nickname: '阿伟',
      ...p('male', 34, 175, 70, 'moderate'),
      medicines: ['bictegravir-emtricitabine-tenofovir-alafenamide', 'hydrotalcite'],
      supplements: [
        { optionId: 'caltrate-d600', name: '钙尔奇D600', dose: 1, unit: 'tablet' },
        { optionId: 'multivitamin-adult', name: '善存', dose: 1, unit: 'tablet' },
      ],
    },
  ],
  [
    // Twentieth clinician review, en S4: a hospital's folic acid 1 mg for a low folate is the treatment.
    'Walt, low folate, folic acid 1 mg prescribed and a multivitamin (en)',
    {
      nickname: 'Walt',
      ...p('male', 64, 172, 70, 'light'),
      labs: [
        { marker: 'serumFolate', value: 5, unit: 'nmol/L' },
        { marker: 'serumB12', value: 400, unit: 'pmol/L' },
      ],
      supplements: [
        { optionId: 'folic-acid-400', name: 'Folic acid 1 mg', dose: 1000, unit: 'ug', prescribed: true },
        { optionId: 'multivitamin-adult', dose: 1, unit: 'tablet' },
      ],
    },
  ],
  [
    // Nineteenth clinician review, en S2: 5,000 IU at 12 ng/mL with Crohn's and a bile-acid binder.
    'Dev, Crohn’s on cholestyramine, vitamin D 12 ng/mL, D3 5000 IU (en)',
    {
      nickname: 'Dev',
      ...p('male', 45, 178, 70, 'light'),
      conditions: ['ibd'],
      medicines: ['cholestyramine'],
      labs: [{ marker: 'vitaminD25OH', value: 12, unit: 'ng/mL' }],
      supplements: [{ optionId: 'vitamin-d3-5000iu', dose: 5000, unit: 'IU' }],
    },
  ],
  [
    // Twenty-third clinician review, en S2: a smoker's standalone beta-carotene 25,000 IU "to protect my
    // lungs" (ATBC, CARET, USPSTF 2022); a missed Xarelto dose (S1).
    'Earl: Xarelto and Cardizem, smoker, beta-carotene 25,000 IU (en)',
    {
      nickname: 'Earl',
      ...p('male', 66, 178, 88, 'light'),
      smoking: 'current',
      conditions: ['copd', 'hypertension'],
      medicines: ['rivaroxaban', 'diltiazem'],
      medicineDoses: [
        { id: 'rivaroxaban', dose: 20, unit: 'mg', form: 'tablet', frequency: 'once daily with supper' },
      ],
      supplements: [
        {
          name: 'Solgar Dry Beta Carotene 25,000 IU',
          dose: 1,
          unit: 'capsule',
          perUnit: { amount: 25000, unit: 'IU' },
        },
      ],
    },
  ],
  [
    // Twenty-third clinician review, zh S1: kidney stones with a sodium of 129 on oxcarbazepine and
    // topiramate, planning a pregnancy — the stones' 2.5–3 L is not her target.
    '马女士: oxcarbazepine and topiramate, kidney stones, sodium 129 (zh)',
    {
      nickname: '马女士',
      ...p('female', 29, 160, 55, 'light'),
      goals: ['pregnancy_prep', 'bone'],
      conditions: ['epilepsy', 'kidney_stones'],
      medicines: ['oxcarbazepine', 'topiramate'],
      labs: [
        { marker: '血钠', value: 129, unit: 'mmol/L' },
        { marker: '25羟维生素D', value: 15, unit: 'ng/mL' },
      ],
    },
  ],
  [
    // Twenty-third clinician review, zh M6/m7: 6 weeks pregnant with anaemia and a ferritin of 12, no
    // prenatal — the supervised iron rounded up to a product step (105 mg) while its text said 100 mg.
    '郭女士: 6 weeks pregnant on leflunomide, Hb 108, ferritin 12 (zh)',
    {
      nickname: '郭女士',
      ...p('female', 41, 158, 62, 'light'),
      lifeStage: 'pregnant_t1',
      gestationalWeek: 6,
      conditions: ['anemia'],
      medicines: ['leflunomide', 'celecoxib', 'prednisone'],
      supplements: [{ optionId: 'caltrate-d600', name: '钙尔奇D600', dose: 1, unit: 'tablet' }],
      labs: [
        { marker: '血红蛋白', value: 108, unit: 'g/L' },
        { marker: '铁蛋白', value: 12, unit: 'ng/mL' },
        { marker: 'ALT', value: 68, unit: 'U/L' },
      ],
    },
  ],
  [
    // Twenty-fifth clinician review, en S2: a mechanical mitral valve on warfarin with vitamin K2 taken daily —
    // the review said "do not take them together" with no word of the clinic.
    'Siobhan: mechanical valve on warfarin with daily vitamin K2 (en)',
    {
      nickname: 'Siobhan',
      ...p('female', 47, 163, 74, 'light'),
      conditions: ['hypothyroid'],
      medicines: ['warfarin', 'levothyroxine', 'omeprazole'],
      supplements: [{ optionId: 'vitamin-k2', name: 'Vitamin K2 MK-7 100 mcg', dose: 1, unit: 'capsule' }],
    },
  ],
  [
    // Twenty-eighth clinician review, en S3: an 89-year-old of 41 kg with a stage-3 pressure injury, CKD G3b
    // (eGFR 32) and an albumin of 2.7 g/dL was read as nephrotic syndrome — "keep protein at 41 g", no
    // protein drinks — where the pressure-injury guideline asks 1.25–1.5 g/kg and oral supplements.
    'Bea: 89, pressure injury, CKD G3b, albumin 2.7, furosemide with KCl (en)',
    {
      nickname: 'Bea',
      ...p('female', 89, 152, 41, 'sedentary'),
      conditions: ['heart_failure', 'kidney_disease'],
      medicines: ['donepezil', 'furosemide', 'potassium-chloride', 'lisinopril', 'metoprolol', 'mirtazapine'],
      labs: [
        { marker: 'Albumin', value: 2.7, unit: 'g/dL' },
        { marker: 'Potassium', value: 5.4, unit: 'mmol/L' },
        { marker: 'Sodium', value: 132, unit: 'mmol/L' },
        { marker: 'Creatinine', value: 1.5, unit: 'mg/dL' },
        { marker: 'eGFR', value: 32, unit: 'mL/min/1.73m2' },
        { marker: 'Hemoglobin', value: 9.6, unit: 'g/dL' },
      ],
    },
  ],
  [
    // Twenty-eighth clinician review, en S1 and S2: type 1 diabetes at 11 weeks (unplanned) with an HbA1c of
    // 7.8 % read against the non-pregnant 7.0 % and "within 2–4 weeks"; "I take my synthroid with my
    // prenatal gummies and Tums in the morning, is that ok?" got "at least 2 hours" and no levothyroxine rule.
    'Maria: 11 weeks pregnant with type 1 diabetes, HbA1c 7.8, Synthroid with a prenatal and Tums (en)',
    {
      nickname: 'Maria',
      ...p('female', 33, 163, 69, 'light'),
      lifeStage: 'pregnant_t1',
      gestationalWeek: 11,
      prePregnancyWeightKg: 68,
      conditions: ['diabetes', 'hypothyroid', 'kidney_disease'],
      medicines: ['insulin-glargine', 'insulin-lispro', 'lisinopril', 'atorvastatin', 'levothyroxine'],
      supplements: [
        { optionId: 'prenatal-multivitamin', dose: 2, unit: 'tablet' },
        { optionId: 'calcium-carbonate-tums', dose: 4, unit: 'tablet' },
      ],
      labs: [
        { marker: 'HbA1c', value: 7.8, unit: '%' },
        { marker: 'TSH', value: 5.2, unit: 'mIU/L' },
        { marker: 'Creatinine', value: 0.9, unit: 'mg/dL' },
        { marker: 'Potassium', value: 5.1, unit: 'mmol/L' },
        { marker: 'Hemoglobin', value: 11.2, unit: 'g/dL' },
        { marker: 'Ferritin', value: 18, unit: 'ng/mL' },
      ],
    },
  ],
  [
    // Thirtieth clinician review, en S6: Tums beside prescribed calcium on calcitriol and a thiazide was "keep".
    'Edna: 84, hypoparathyroidism on calcitriol and a thiazide, prescribed calcium and her own Tums (en)',
    {
      gender: 'female',
      age: 84,
      heightCm: 152,
      weightKg: 50,
      activityLevel: 'sedentary',
      alcohol: 'none',
      conditions: ['hypothyroid', 'hypertension', 'kidney_disease', 'osteoporosis'],
      medicines: ['calcitriol', 'hydrochlorothiazide', 'levothyroxine'],
      supplements: [
        {
          optionId: 'calcium-carbonate-d3',
          name: 'Caltrate 600+D3',
          dose: 2,
          unit: 'tablet',
          prescribed: true,
        },
        { optionId: 'calcium-carbonate-tums', name: 'Tums', dose: 2, unit: 'tablet' },
        { optionId: 'multivitamin-50plus', name: 'Centrum Silver', dose: 1, unit: 'tablet' },
        { optionId: 'magnesium-oxide-400', name: 'Mag-Ox', dose: 1, unit: 'tablet' },
        { optionId: 'vitamin-d3-2000iu', name: 'vitamin D3 2000', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: 'calcium', value: 8.1, unit: 'mg/dL' },
        { marker: 'magnesium', value: 1.6, unit: 'mg/dL' },
        { marker: 'albumin', value: 3.1, unit: 'g/dL' },
        { marker: 'eGFR', value: 48, unit: 'mL/min/1.73m2' },
      ],
    },
  ],
  [
    // Thirtieth clinician review, en S1–S3: no acetaminophen or NSAID warning with heavy drinking; the B
    // complex stopped for niacin was his only thiamine.
    'Mike: 10–12 beers a day, raised liver enzymes, Tylenol PM and Advil, a B complex (en)',
    {
      gender: 'male',
      age: 44,
      heightCm: 178,
      weightKg: 98,
      activityLevel: 'light',
      alcohol: 'heavy',
      smoking: 'current',
      conditions: ['liver_disease', 'hypertension'],
      medicines: ['famotidine', 'diphenhydramine-acetaminophen', 'ibuprofen', 'lisinopril'],
      supplements: [{ optionId: 'b-complex', name: 'Super B complex', dose: 1, unit: 'tablet' }],
      labs: [
        { marker: 'ALT', value: 96, unit: 'U/L' },
        { marker: 'GGT', value: 310, unit: 'U/L' },
      ],
    },
  ],
  [
    // Thirtieth clinician review, en S4: iron 72 mg told both "take less" and "keep taking it".
    'Jess: 20 weeks pregnant with Crohn’s, ferritin 11, a prenatal and Slow Fe (en)',
    {
      gender: 'female',
      age: 30,
      heightCm: 165,
      weightKg: 66,
      prePregnancyWeightKg: 60,
      gestationalWeek: 20,
      activityLevel: 'light',
      lifeStage: 'pregnant_t2',
      conditions: ['ibd', 'anemia'],
      medicines: ['azathioprine', 'mesalazine'],
      supplements: [
        { optionId: 'prenatal-multivitamin', name: 'Nature Made Prenatal', dose: 1, unit: 'tablet' },
        { optionId: 'iron-slow-fe', name: 'Slow Fe', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: 'hemoglobin', value: 10.1, unit: 'g/dL' },
        { marker: 'ferritin', value: 11, unit: 'ng/mL' },
      ],
    },
  ],
  [
    // Thirtieth clinician review, zh S2: the chat called the pairs minor where the plan holds all three.
    '老人放支架后双抗，鱼油、银杏、纳豆激酶 (zh)',
    {
      gender: 'male',
      age: 77,
      heightCm: 168,
      weightKg: 66,
      activityLevel: 'light',
      conditions: ['dyslipidemia', 'diabetes'],
      medicines: ['aspirin', 'clopidogrel', 'atorvastatin'],
      supplements: [
        { optionId: 'fish-oil', dose: 2, unit: 'capsule' },
        { optionId: 'ginkgo', dose: 1, unit: 'tablet' },
        { optionId: 'nattokinase', dose: 1, unit: 'capsule' },
      ],
    },
  ],
  // Thirty-first clinician review, en persona 2 (Geoffrey, UK): a ciprofloxacin course beside gliclazide, prescribed
  // ferrous fumarate by its salt, anaemia with a ferritin of 18 and an eGFR of 48.
  [
    'Geoffrey: 78, gliclazide with a ciprofloxacin course, prescribed ferrous fumarate, eGFR 48 (UK)',
    {
      nickname: 'Geoffrey',
      gender: 'male',
      age: 78,
      heightCm: 175,
      weightKg: 82,
      activityLevel: 'sedentary',
      lifeStage: 'none',
      dietPattern: 'omnivore',
      foodFrequency: {
        dairy: 'daily',
        fish: 'weekly',
        redMeat: 'weekly',
        eggs: 'weekly',
        legumesNuts: 'rarely',
        vegetables: 'weekly',
        fruit: 'weekly',
        wholeGrains: 'daily',
      },
      sunExposure: 'low',
      alcohol: 'light',
      smoking: 'former',
      sleepQuality: 'fair',
      stressLevel: 'low',
      digestiveIssues: ['constipation'],
      goals: ['general_health', 'energy', 'bone'],
      conditions: ['diabetes', 'anemia'],
      medicines: ['ciprofloxacin', 'gliclazide', 'metformin'],
      supplements: [
        {
          name: 'Ferrous fumarate 210mg',
          dose: 3,
          unit: 'tablet',
          perUnit: { amount: 210, unit: 'mg' },
          form: 'ferrous_fumarate',
          basis: 'salt',
          prescribed: true,
        },
        { optionId: 'adcal-d3', name: 'Adcal-D3', dose: 2, unit: 'tablet', prescribed: true },
        { optionId: 'zinc-15', name: 'Zinc 15mg', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: 'Haemoglobin', value: 112, unit: 'g/L', labRefLow: 130, labRefHigh: 180 },
        { marker: 'Ferritin', value: 18, unit: 'ug/L', labRefLow: 30, labRefHigh: 400 },
        { marker: 'HbA1c', value: 58, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 },
        { marker: 'eGFR', value: 48, unit: 'mL/min/1.73m2' },
        { marker: 'Vitamin B12', value: 160, unit: 'ng/L', labRefLow: 197, labRefHigh: 771 },
      ],
    },
  ],
  // Thirty-first clinician review, zh persona 4 (阿明, Guangxi): thalassaemia trait taking iron he bought, ferritin
  // 486 and a transferrin saturation of 52 %, doxycycline for acne.
  [
    '阿明: thalassaemia trait on his own iron, ferritin 486, doxycycline (zh)',
    {
      nickname: '阿明',
      gender: 'male',
      age: 34,
      heightCm: 168,
      weightKg: 62,
      activityLevel: 'moderate',
      lifeStage: 'none',
      dietPattern: 'omnivore',
      foodFrequency: {
        dairy: 'rarely',
        fish: 'daily',
        redMeat: 'daily',
        eggs: 'daily',
        legumesNuts: 'weekly',
        vegetables: 'daily',
        fruit: 'daily',
        wholeGrains: 'rarely',
      },
      sunExposure: 'high',
      alcohol: 'moderate',
      smoking: 'current',
      sleepQuality: 'poor',
      stressLevel: 'high',
      digestiveIssues: ['none'],
      goals: ['energy', 'pregnancy_prep'],
      conditions: ['haemoglobinopathy', 'anemia'],
      medicines: ['doxycycline'],
      supplements: [
        { optionId: 'iron-ferrous-succinate', name: '速力菲', dose: 2, unit: 'tablet' },
        { optionId: 'vitamin-c-1000', name: '维生素C泡腾片1000', dose: 1, unit: 'tablet' },
        { optionId: 'multivitamin-men', name: '善存男士', dose: 1, unit: 'tablet' },
        { name: '红桃K生血剂', dose: 1, unit: 'sachet' },
      ],
      labs: [
        { marker: '血红蛋白', value: 108, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
        { marker: '平均红细胞体积', value: 63, unit: 'fL', labRefLow: 82, labRefHigh: 100 },
        { marker: '铁蛋白', value: 486, unit: 'ng/mL', labRefLow: 30, labRefHigh: 400 },
        { marker: '转铁蛋白饱和度', value: 52, unit: '%', labRefLow: 20, labRefHigh: 50 },
        { marker: '谷丙转氨酶', value: 58, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
      ],
    },
  ],
  // Thirty-first clinician review, zh persona 3 (老刘): triglycerides 7.9 with gout, type 2 diabetes and a fatty
  // liver, baijiu three or four times a week, prescribed niacin.
  [
    '老刘: triglycerides 7.9, baijiu most weeks, gout, prescribed niacin (zh)',
    {
      nickname: '老刘',
      gender: 'male',
      age: 52,
      heightCm: 172,
      weightKg: 86,
      activityLevel: 'sedentary',
      lifeStage: 'none',
      dietPattern: 'omnivore',
      foodFrequency: {
        dairy: 'rarely',
        fish: 'weekly',
        redMeat: 'daily',
        eggs: 'daily',
        legumesNuts: 'weekly',
        vegetables: 'weekly',
        fruit: 'rarely',
        wholeGrains: 'rarely',
      },
      sunExposure: 'moderate',
      alcohol: 'heavy',
      smoking: 'current',
      sleepQuality: 'fair',
      stressLevel: 'high',
      digestiveIssues: ['reflux'],
      goals: ['weight_loss', 'heart'],
      conditions: ['dyslipidemia', 'gout', 'diabetes', 'liver_disease'],
      medicines: ['atorvastatin', 'febuxostat', 'metformin'],
      supplements: [
        { optionId: 'niacin-500', name: '烟酸缓释片（医院开的）', dose: 2, unit: 'tablet', prescribed: true },
        { optionId: 'fish-oil', name: '汤臣倍健鱼油', dose: 3, unit: 'capsule' },
        { optionId: 'multivitamin-men', name: '善存男士', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: '甘油三酯', value: 7.9, unit: 'mmol/L', labRefLow: 0.45, labRefHigh: 1.7 },
        { marker: '尿酸', value: 512, unit: 'μmol/L', labRefLow: 208, labRefHigh: 428 },
        { marker: '谷丙转氨酶', value: 72, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
        { marker: '空腹血糖', value: 7.4, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 6.1 },
        { marker: '糖化血红蛋白', value: 7.1, unit: '%', labRefLow: 4, labRefHigh: 6 },
        { marker: '总胆固醇', value: 6.2, unit: 'mmol/L', labRefLow: 0, labRefHigh: 5.18 },
      ],
    },
  ],
  // Thirty-first clinician review, en persona 1 (Brooke): trying to conceive on spironolactone and doxycycline,
  // a potassium of 5.3 against her lab's 5.1.
  [
    'Brooke: trying to conceive on spironolactone and doxycycline, potassium 5.3 (lab 3.5–5.1) (en)',
    {
      nickname: 'Brooke',
      gender: 'female',
      age: 27,
      heightCm: 165,
      weightKg: 58,
      activityLevel: 'light',
      lifeStage: 'none',
      dietPattern: 'omnivore',
      foodFrequency: {
        dairy: 'daily',
        fish: 'rarely',
        redMeat: 'rarely',
        eggs: 'weekly',
        legumesNuts: 'weekly',
        vegetables: 'daily',
        fruit: 'daily',
        wholeGrains: 'weekly',
      },
      sunExposure: 'moderate',
      alcohol: 'light',
      smoking: 'never',
      sleepQuality: 'fair',
      stressLevel: 'moderate',
      digestiveIssues: ['none'],
      goals: ['pregnancy_prep', 'skin_hair'],
      conditions: [],
      medicines: ['spironolactone', 'doxycycline'],
      supplements: [
        { optionId: 'prenatal-multivitamin', name: 'Nature Made Prenatal', dose: 1, unit: 'tablet' },
        { optionId: 'vitamin-a-10000iu', name: 'Vitamin A 10,000 IU', dose: 1, unit: 'capsule' },
        { optionId: 'biotin', name: 'Hair skin nails biotin 5000 mcg', dose: 2, unit: 'capsule' },
      ],
      labs: [
        { marker: 'Potassium', value: 5.3, unit: 'mEq/L', labRefLow: 3.5, labRefHigh: 5.1 },
        { marker: 'Ferritin', value: 14, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
        { marker: 'Hemoglobin', value: 11.6, unit: 'g/dL', labRefLow: 11.7, labRefHigh: 15.5 },
        { marker: 'TSH', value: 0.21, unit: 'uIU/mL', labRefLow: 0.45, labRefHigh: 4.5 },
      ],
    },
  ],
  [
    // Thirty-fourth clinician review, en persona 3 (Kevin) and zh persona 3 (老冯): polycystic kidney disease on
    // Jinarc (tolvaptan) with an ALT of 118 against 50 and a bilirubin of 24 against 20 — the label's
    // twice-the-upper-limit rule makes the ALT the nephrologist's today.
    'Kevin: ADPKD on Jinarc (tolvaptan), ALT 118, bilirubin 24, sodium 147 (en)',
    {
      nickname: 'Kevin',
      ...p('male', 44, 178, 80, 'active'),
      conditions: ['kidney_disease', 'hypertension', 'kidney_stones'],
      medicines: ['tolvaptan', 'ramipril', 'acetaminophen'],
      supplements: [
        { optionId: 'turmeric', name: 'Turmeric curcumin 500 mg', dose: 2, unit: 'capsule' },
        { optionId: 'green-tea-extract', name: 'Green tea extract fat burner', dose: 2, unit: 'capsule' },
        { optionId: 'vitamin-d3-1000iu', name: 'Jamieson Vitamin D3 1000 IU', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: 'Creatinine', value: 148, unit: 'umol/L', labRefLow: 60, labRefHigh: 110 },
        { marker: 'Sodium', value: 147, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
        { marker: 'ALT', value: 118, unit: 'U/L', labRefLow: 0, labRefHigh: 50 },
        { marker: 'Total bilirubin', value: 24, unit: 'umol/L', labRefLow: 0, labRefHigh: 20 },
      ],
    },
  ],
  [
    // Thirty-fourth clinician review, en persona 4 (Amma Lakshmi, her son types): CML on Tasigna (nilotinib)
    // taken after meals with Pan 40 and Shelcal, potassium 3.3 and magnesium 1.5 mg/dL — the label corrects
    // both before doses (today or tomorrow), and antacids and calcium go 2 hours from it.
    'Amma Lakshmi: CML on Tasigna after meals with Pan 40 and Shelcal, K 3.3, Mg 1.5 mg/dL (en)',
    {
      nickname: 'Amma',
      ...p('female', 72, 152, 58, 'sedentary'),
      dietPattern: 'vegetarian',
      conditions: ['cancer', 'diabetes', 'osteoporosis'],
      medicines: ['nilotinib', 'pantoprazole', 'metformin'],
      supplements: [{ optionId: 'calcium-carbonate-d3', name: 'Shelcal 500', dose: 2, unit: 'tablet' }],
      labs: [
        { marker: 'Potassium', value: 3.3, unit: 'mEq/L', labRefLow: 3.5, labRefHigh: 5.1 },
        { marker: 'Magnesium', value: 1.5, unit: 'mg/dL', labRefLow: 1.7, labRefHigh: 2.4 },
        { marker: 'HbA1c', value: 7.6, unit: '%', labRefLow: 4, labRefHigh: 5.6 },
      ],
    },
  ],
  // Blind answer round 37's personas from the thirty-third clinician review (moved here from the answer
  // evaluation's extra personas so the engine's fingerprint and the chat's tests cover them).
  [
    '老陈: rectal cancer on 希罗达 with oxaliplatin, his own 5 mg folic acid, 善存 and 灵芝 (zh)',
    {
      nickname: '老陈',
      gender: 'male',
      age: 58,
      heightCm: 172,
      weightKg: 61,
      activityLevel: 'light',
      digestiveIssues: ['diarrhea'],
      conditions: ['cancer'],
      medicines: ['capecitabine', 'ondansetron', 'loperamide'],
      uncheckedMedicines: ['奥沙利铂'],
      supplements: [
        { optionId: 'multivitamin-50plus', name: '善存银片', dose: 1, unit: 'tablet' },
        { optionId: 'folic-acid-5mg', name: '叶酸片 5mg', dose: 1, unit: 'tablet' },
        { optionId: 'reishi', name: '灵芝孢子粉', dose: 2, unit: 'g' },
      ],
      labs: [
        { marker: '中性粒细胞绝对值', value: 1.3, unit: '10^9/L', labRefLow: 1.8, labRefHigh: 6.3 },
        { marker: '血红蛋白', value: 108, unit: 'g/L', labRefLow: 130, labRefHigh: 175 },
        { marker: '丙氨酸氨基转移酶', value: 62, unit: 'U/L', labRefLow: 9, labRefHigh: 50 },
        { marker: '白蛋白', value: 34.1, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
      ],
    },
  ],
  [
    '周姐: peritoneal dialysis with diabetic nephropathy, 福斯利诺, K 3.2 (zh)',
    {
      nickname: '周姐',
      gender: 'female',
      age: 52,
      heightCm: 158,
      weightKg: 54,
      activityLevel: 'sedentary',
      conditions: ['diabetes', 'kidney_disease', 'dialysis'],
      medicines: [
        'insulin-aspart',
        'lanthanum-carbonate',
        'calcitriol',
        'epoetin',
        'nifedipine',
        'furosemide',
      ],
      supplements: [
        { optionId: 'b-complex', name: '复合维生素B', dose: 1, unit: 'tablet' },
        { optionId: 'salt-substitute-low-sodium', name: '低钠盐', dose: 5, unit: 'g' },
      ],
      labs: [
        { marker: '钾', value: 3.2, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
        { marker: '白蛋白', value: 29.5, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
        { marker: '无机磷', value: 2.05, unit: 'mmol/L', labRefLow: 0.85, labRefHigh: 1.51 },
        { marker: '血红蛋白', value: 95, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
        { marker: '糖化血红蛋白', value: 7.6, unit: '%', labRefLow: 4, labRefHigh: 6 },
      ],
    },
  ],
  [
    '小雅: bipolar on lithium and 思瑞康, 7 weeks postpartum and breastfeeding (zh)',
    {
      nickname: '小雅',
      gender: 'female',
      age: 30,
      heightCm: 163,
      weightKg: 66,
      activityLevel: 'sedentary',
      lifeStage: 'lactating',
      goals: ['weight_loss'],
      conditions: ['mental_illness', 'hypothyroid'],
      medicines: ['lithium', 'quetiapine', 'ibuprofen'],
      supplements: [
        { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
        { optionId: 'algal-dha', name: '藻油DHA', dose: 1, unit: 'capsule' },
        { optionId: 'caltrate-d600', name: '钙尔奇D600', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: '血锂', value: 1.12, unit: 'mmol/L', labRefLow: 0.6, labRefHigh: 1.2 },
        { marker: '钠', value: 134, unit: 'mmol/L', labRefLow: 137, labRefHigh: 147 },
        { marker: '促甲状腺激素', value: 6.8, unit: 'mIU/L', labRefLow: 0.27, labRefHigh: 4.2 },
        { marker: '血红蛋白', value: 112, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
      ],
    },
  ],
  [
    '老杨: hepatitis B cirrhosis with ascites, past encephalopathy, K 5.4, 低钠盐 (zh)',
    {
      nickname: '老杨',
      gender: 'male',
      age: 71,
      heightCm: 168,
      weightKg: 58,
      activityLevel: 'sedentary',
      conditions: ['liver_disease', 'cirrhosis'],
      medicines: [
        'entecavir',
        'propranolol',
        'spironolactone',
        'furosemide',
        'lactulose',
        'rifaximin',
        'compound-glycyrrhizin',
      ],
      supplements: [
        { optionId: 'salt-substitute-low-sodium', name: '低钠盐', dose: 5, unit: 'g' },
        { optionId: 'milk-thistle', name: '水飞蓟素', dose: 1, unit: 'capsule' },
        { optionId: 'reishi', name: '灵芝孢子粉', dose: 2, unit: 'g' },
        { optionId: 'vitamin-c-1000', name: '维生素C泡腾片', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: '白蛋白', value: 27.8, unit: 'g/L', labRefLow: 40, labRefHigh: 55 },
        { marker: '钠', value: 129, unit: 'mmol/L', labRefLow: 137, labRefHigh: 147 },
        { marker: '钾', value: 5.4, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 },
        { marker: '血小板', value: 52, unit: '10^9/L', labRefLow: 125, labRefHigh: 350 },
      ],
    },
  ],
  [
    'Brianna: 12 days after a caesarean, breastfeeding on Tylenol #3 (en)',
    {
      nickname: 'Brianna',
      gender: 'female',
      age: 26,
      heightCm: 165,
      weightKg: 82,
      activityLevel: 'sedentary',
      lifeStage: 'lactating',
      medicines: ['codeine-acetaminophen', 'ibuprofen'],
      supplements: [{ optionId: 'prenatal-multivitamin', name: 'prenatal vitamin', dose: 1, unit: 'tablet' }],
      labs: [{ marker: 'hemoglobin', value: 9.8, unit: 'g/dL', labRefLow: 12, labRefHigh: 15.5 }],
    },
  ],
  [
    'Ravi: myeloma on Velcade, Revlimid and dexamethasone, calcium 11.2, creatinine 1.9 (en)',
    {
      nickname: 'Ravi',
      gender: 'male',
      age: 63,
      heightCm: 168,
      weightKg: 60,
      activityLevel: 'sedentary',
      conditions: ['cancer', 'kidney_disease'],
      medicines: ['bortezomib', 'lenalidomide', 'dexamethasone', 'acyclovir', 'aspirin'],
      supplements: [{ optionId: 'calcium-carbonate-d3', name: 'Shelcal 500', dose: 1, unit: 'tablet' }],
      labs: [
        { marker: 'calcium', value: 11.2, unit: 'mg/dL', labRefLow: 8.5, labRefHigh: 10.5 },
        { marker: 'creatinine', value: 1.9, unit: 'mg/dL', labRefLow: 0.7, labRefHigh: 1.3 },
      ],
    },
  ],
  [
    'Dot: 72, autoimmune hepatitis on Imuran with allopurinol newly added, neutrophils 1.1 (en)',
    {
      nickname: 'Dot',
      gender: 'female',
      age: 72,
      heightCm: 160,
      weightKg: 63,
      activityLevel: 'light',
      conditions: ['liver_disease', 'gout'],
      medicines: ['azathioprine', 'allopurinol', 'prednisolone'],
      supplements: [{ optionId: 'calcium-carbonate-d3', name: 'Caltrate Plus', dose: 1, unit: 'tablet' }],
      labs: [{ marker: 'neutrophils', value: 1.1, unit: '10^9/L', labRefLow: 2, labRefHigh: 7.5 }],
    },
  ],
  [
    'Jun: heart transplant on Neoral with St John’s wort and pomelo, ciclosporin 62 (en)',
    {
      nickname: 'Jun',
      gender: 'male',
      age: 49,
      heightCm: 170,
      weightKg: 72,
      activityLevel: 'light',
      conditions: ['hypertension'],
      medicines: ['cyclosporine', 'mycophenolate', 'prednisone'],
      supplements: [{ optionId: 'st-johns-wort', name: "St John's wort", dose: 1, unit: 'capsule' }],
      labs: [{ marker: 'cyclosporine', value: 62, unit: 'ng/mL', labRefLow: 100, labRefHigh: 150 }],
    },
  ],
  [
    // Thirty-fifth clinician review, zh S1 and S3: 阿青, 9 weeks pregnant with HIV on 特威凯 (dolutegravir),
    // tenofovir and lamivudine: "要不要先停了 等过了三个月再吃" was read as a child's dose question, and raw
    // goat's milk "补钙" got "no reliable rule".
    '阿青: 9 weeks pregnant with HIV on dolutegravir, tenofovir and lamivudine, Hb 98, ferritin 9.6 (zh)',
    {
      nickname: '阿青',
      ...p('female', 28, 160, 50),
      lifeStage: 'pregnant_t1',
      gestationalWeek: 9,
      prePregnancyWeightKg: 49,
      conditions: ['anemia'],
      medicines: ['dolutegravir', 'tenofovir', 'lamivudine'],
      supplements: [
        { optionId: 'elevit', dose: 1, unit: 'tablet' },
        { optionId: 'caltrate-d600', dose: 1, unit: 'tablet' },
        { optionId: 'iron-polysaccharide-150', dose: 150, unit: 'mg' },
        { optionId: 'algal-dha', dose: 200, unit: 'mg' },
      ],
      labs: [
        { marker: '血红蛋白', value: 98, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
        { marker: '铁蛋白', value: 9.6, unit: 'ng/mL', labRefLow: 13, labRefHigh: 150 },
        { marker: '肌酐', value: 52, unit: 'µmol/L', labRefLow: 41, labRefHigh: 73 },
      ],
    },
  ],
  [
    // Thirty-fifth clinician review, en S2 and S3: Jen, 6 weeks pregnant on metformin (and Zepbound), alcohol
    // "light", HbA1c 5.9 %: a weekend glass of wine got only metformin's heavy-drinking text, and the
    // prediabetes answer and the plan's HbA1c findings prescribed weight loss and a yearly recheck.
    'Jen: 6 weeks pregnant on metformin and Zepbound, alcohol light, HbA1c 5.9 (en)',
    {
      nickname: 'Jen',
      ...p('female', 32, 165, 93, 'sedentary'),
      alcohol: 'light',
      lifeStage: 'pregnant_t1',
      gestationalWeek: 6,
      goals: ['weight_loss'],
      medicines: ['tirzepatide', 'metformin'],
      supplements: [
        { optionId: 'multivitamin-women', name: "OLLY The Perfect Women's Multi", dose: 2, unit: 'tablet' },
      ],
      labs: [
        { marker: 'Hemoglobin A1c', value: 5.9, unit: '%', labRefLow: 4.0, labRefHigh: 5.6 },
        { marker: 'Hemoglobin', value: 11.8, unit: 'g/dL', labRefLow: 12.0, labRefHigh: 15.5 },
        { marker: 'Ferritin', value: 14, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
        { marker: 'TSH', value: 2.9, unit: 'uIU/mL', labRefLow: 0.45, labRefHigh: 4.5 },
      ],
    },
  ],
];
