/**
 * Who asks, as the emergency rules read them: the plan's profile and results, the medicines given and
 * behind the plan's taboos, and what the person said about themselves earlier in the chat.
 */
import type { PlanDocument } from '../contracts/plan';
import { MAGNESIUM_SEVERE_BELOW } from '../knowledge/lab-markers';
import { mergeProfiles, profileFromMessages, type RedFlagProfile } from '../safety';
import { uncheckedMedicinesOf } from './unchecked-medicines';
import { eatingScreenPositive } from './intents/weight';
import type { ChatTurn } from './reply-types';

/**
 * What the red-flag detector knows about the user: life stage and conditions from the plan's profile,
 * medicines from the input and the plan (drug classes such as anticoagulants are looked up), and what
 * the user said about themselves in earlier turns of the conversation.
 */
export function redFlagProfileOf(
  plan: PlanDocument | null,
  medicines: readonly unknown[] = [],
  history: readonly ChatTurn[] = [],
): RedFlagProfile {
  const profile = plan?.profile;
  const meds = [...medicines, ...(profile?.medicines ?? []), ...planMedicines(plan)];
  const said = (Array.isArray(history) ? history : [])
    .filter((h) => h?.role === 'user' && typeof h.content === 'string')
    .map((h) => h.content);
  const potassium = plan?.reportAnalysis?.markers.find((m) => m.key === 'serumPotassium')?.value;
  const magnesium = plan?.reportAnalysis?.markers.find((m) => m.key === 'serumMagnesium');
  const vitaminD = plan?.nutrients.find((n) => n.key === 'vitaminD');
  return mergeProfiles(
    {
      lifeStage: profile?.lifeStage ?? null,
      conditions: profile?.conditions ?? [],
      medicines: [...new Set(meds.filter((m): m is string => typeof m === 'string'))],
      // A positive eating-disorder screen (its finding) and a potassium below 3.0 mmol/L (NICE CKS 2023):
      // palpitations or dizziness then need electrolytes and an ECG the same day (MEED 2022).
      purging: eatingScreenPositive({ plan }),
      lowPotassium: typeof potassium === 'number' && potassium < LOW_POTASSIUM_URGENT,
      // A magnesium below 0.5 mmol/L (severe; MAGNESIUM_SEVERE_BELOW): palpitations or twitching the same day.
      lowMagnesium:
        magnesium !== undefined &&
        magnesium.unit === 'mmol/L' &&
        typeof magnesium.value === 'number' &&
        magnesium.value < MAGNESIUM_SEVERE_BELOW,
      // A serum calcium above the range, and vitamin D supplements above the UL: with thirst, passing
      // urine often, vomiting or confusion, hypercalcaemia (ninth clinician review, en P1).
      highCalcium: (plan?.reportAnalysis?.markers ?? []).some(
        (m) => m.key === 'serumCalcium' && m.flag === 'high',
      ),
      highDoseVitaminD:
        vitaminD !== undefined &&
        typeof vitaminD.ul === 'number' &&
        (vitaminD.fromSupplements ?? 0) > vitaminD.ul,
    },
    // Medicines the dictionary does not know, as typed in the plan ("Imbruvica (ibrutinib) 420mg"): their
    // context reads like words said (thirteenth clinician review, en P5 #4).
    profileFromMessages([...said, ...uncheckedMedicinesOf(plan)]),
  );
}

/** Below this potassium (mmol/L) palpitations or dizziness are a same-day matter (NICE CKS Hypokalaemia 2023). */
const LOW_POTASSIUM_URGENT = 3.0;

/** Drug ids behind the plan's taboos (the plan document does not list medicines by themselves). */
export function planMedicines(plan: PlanDocument | null): string[] {
  return [...new Set((plan?.medicineTaboos ?? []).map((t) => t.drugId))];
}
