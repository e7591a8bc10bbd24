/**
 * Test support (never imported by production code): the fifteenth clinician review's en-US personas as
 * the reviewer entered them through the questionnaire (docs/clinician-reviews), trimmed to what the
 * findings turn on, and a helper that asks as one of them — with the plan and medicines, or as a guest.
 */
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply, type AssistantReply, type ChatTurn } from './reply';
import { storedPlanFor } from './testing';

/** P1: 11 weeks pregnant, Hashimoto's on Synthroid 75 µg, iron-deficiency anaemia, her own prenatal and Tums. */
export const EMILY: Answers = {
  nickname: 'Emily',
  gender: 'female',
  age: 33,
  heightCm: 165,
  weightKg: 68,
  activityLevel: 'light',
  lifeStage: 'pregnant_t1',
  prePregnancyWeightKg: 66,
  gestationalWeek: 11,
  conditions: ['hypothyroid', 'anemia'],
  medicines: ['levothyroxine'],
  medicineDoses: [{ id: 'levothyroxine', dose: 75, unit: 'µg', form: 'tablet', frequency: 'once daily' }],
  supplements: [
    { optionId: 'prenatal-multivitamin', name: 'Nature Made Prenatal Multi + DHA', dose: 1, unit: 'capsule' },
    {
      optionId: 'calcium-carbonate-tums',
      name: 'Tums Ultra Strength 1000',
      dose: 4,
      unit: 'tablet',
      perUnit: { amount: 400, unit: 'mg' },
      form: 'calcium_carbonate',
      basis: 'elemental',
    },
  ],
  labs: [
    { marker: 'TSH', value: 4.82, unit: 'uIU/mL', labRefLow: 0.45, labRefHigh: 4.5 },
    { marker: 'Hemoglobin', value: 10.9, unit: 'g/dL', labRefLow: 11.1, labRefHigh: 15.9 },
    { marker: 'Ferritin', value: 11, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
  ],
};

/** P3: 84, Alzheimer's, on Aricept, Namenda, Toprol XL and omeprazole; Na 133; eats little. */
export const DOROTHY: Answers = {
  nickname: 'Mom (Dorothy)',
  gender: 'female',
  age: 84,
  heightCm: 157,
  weightKg: 47,
  activityLevel: 'sedentary',
  conditions: ['hypertension'],
  medicines: ['donepezil', 'memantine', 'metoprolol', 'omeprazole'],
  uncheckedMedicines: ['Tylenol PM (acetaminophen 500 mg / diphenhydramine 25 mg)'],
  labs: [
    { marker: 'Vitamin B12', value: 198, unit: 'pg/mL', labRefLow: 232, labRefHigh: 1245 },
    { marker: 'Albumin', value: 3.2, unit: 'g/dL', labRefLow: 3.5, labRefHigh: 5.2 },
    { marker: 'Sodium', value: 133, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 },
  ],
};

/** P4: 36, obesity, Mounjaro just raised to 7.5 mg, Microgynon 30, smokes. */
export const ASH: Answers = {
  nickname: 'Ash',
  gender: 'female',
  age: 36,
  heightCm: 168,
  weightKg: 102,
  activityLevel: 'light',
  smoking: 'current',
  goals: ['weight_loss'],
  medicines: ['tirzepatide', 'levonorgestrel-ethinylestradiol'],
  medicineDoses: [{ id: 'tirzepatide', dose: 7.5, unit: 'mg', form: 'injection', frequency: 'once weekly' }],
};

/** P5: 58, restless legs on ropinirole, GP-prescribed ferrous fumarate 210 mg twice a day. */
export const SANDRA: Answers = {
  nickname: 'Sandra',
  gender: 'female',
  age: 58,
  heightCm: 162,
  weightKg: 74,
  activityLevel: 'light',
  conditions: ['anemia'],
  medicines: ['ropinirole', 'omeprazole', 'sertraline'],
  supplements: [
    {
      name: 'Ferrous fumarate 210 mg tablets (GP prescription)',
      dose: 2,
      unit: 'tablet',
      perUnit: { amount: 210, unit: 'mg' },
      form: 'ferrous_fumarate',
      basis: 'salt',
      prescribed: true,
    },
  ],
  labs: [
    { marker: 'Ferritin', value: 28, unit: 'ug/L', labRefLow: 13, labRefHigh: 150 },
    { marker: 'Transferrin saturation', value: 14, unit: '%', labRefLow: 20, labRefHigh: 50 },
  ],
};

const PERSONAS = { EMILY, DOROTHY, ASH, SANDRA } as const;
const REGION = { EMILY: 'US', DOROTHY: 'US', ASH: 'AU', SANDRA: 'GB' } as const;

/**
 * A message asked as one of this review's personas: with the plan and medicines, or as a guest (no plan,
 * none entered), after an earlier message whose answer is not replayed.
 */
export function askAs(
  who: keyof typeof PERSONAS,
  locale: Locale,
  text: string,
  options: { withPlan?: boolean; previous?: string; medicines?: readonly string[] } = {},
): AssistantReply {
  const answers = PERSONAS[who];
  const withPlan = options.withPlan ?? true;
  const history: ChatTurn[] = options.previous
    ? [
        { role: 'user', content: options.previous },
        { role: 'assistant', content: '…' },
      ]
    : [];
  return assistantReply({
    text,
    locale,
    plan: withPlan ? storedPlanFor(`review15 ${who}`, answers, locale) : null,
    medicines: options.medicines ?? (withPlan ? [...(answers.medicines ?? [])] : []),
    history,
    region: REGION[who],
  });
}
