/**
 * Test support shared by the domain's tests and the API's HTTP tests (`@nutri/domain/testing`): the
 * reviewers' personas and question tables, stored plan documents built by the engine, and readers
 * for a plan's parts. Never imported by production code.
 */
import type { Locale } from '../contracts/common';
import type { EngineResult } from '../contracts/plan';
import type { Answers } from '../contracts/questionnaire';
import { foodIntakeFor } from '../intake';
import { statusFor, type DepletionInfo, type LabEffect } from '../status';
import { targetsFor } from '../targets';

export { LOCALES } from '../contracts/common';

type PlanParts = Pick<EngineResult, 'recommendations' | 'nutrients' | 'findings' | 'reportAnalysis'>;

export const recOf = (p: Pick<PlanParts, 'recommendations'>, nutrient: string) =>
  p.recommendations.find((r) => r.nutrient === nutrient);
export const statusOf = (p: Pick<PlanParts, 'nutrients'>, key: string) =>
  p.nutrients.find((n) => n.key === key)!;
export const findingOf = (p: Pick<PlanParts, 'findings'>, id: string) => p.findings.find((f) => f.id === id);
export const markerOf = (p: Pick<PlanParts, 'reportAnalysis'>, key: string) =>
  p.reportAnalysis?.markers.find((m) => m.key === key);

/** Who the person is and how active: the answers every plan needs, and all the energy module reads. */
export type Person = Required<Pick<Answers, 'gender' | 'age' | 'heightCm' | 'weightKg' | 'activityLevel'>>;

/** A person in the order the form asks; fits both `Answers` and the energy module's `EnergyInput`. */
export const person = (
  gender: Person['gender'],
  age: number,
  heightCm: number,
  weightKg: number,
  activityLevel: Person['activityLevel'],
): Person => ({ gender, age, heightCm, weightKg, activityLevel });

/** A woman of 35 of average build, moderately active: the base most engine examples vary. */
export const ADULT_WOMAN: Answers = person('female', 35, 165, 58, 'moderate');

/** A woman of 20, slight and lightly active, as the leukaemia reviews wrote her; `extra` adds the rest. */
export const youngWoman = (extra: Partial<Answers> = {}): Answers => ({
  nickname: 'L',
  gender: 'female',
  age: 20,
  heightCm: 160,
  weightKg: 50,
  activityLevel: 'light',
  ...extra,
});

/** Acute lymphoblastic leukaemia in maintenance: mercaptopurine, weekly methotrexate and co-trimoxazole prophylaxis. */
export const ALL_MAINTENANCE_MEDICINES: readonly string[] = [
  'mercaptopurine',
  'methotrexate',
  'sulfamethoxazole-trimethoprim',
];

/** The woman in ALL maintenance, cancer ticked (forty-eighth clinician review, S2 and S3). */
export const ALL_MAINTENANCE: Answers = youngWoman({
  conditions: ['cancer'],
  medicines: [...ALL_MAINTENANCE_MEDICINES],
});

/** Every food group eaten daily: a diet that covers the food-sourced nutrients. */
export const EVERY_FOOD_DAILY: NonNullable<Answers['foodFrequency']> = {
  dairy: 'daily',
  fish: 'daily',
  redMeat: 'daily',
  eggs: 'daily',
  legumesNuts: 'daily',
  vegetables: 'daily',
  fruit: 'daily',
  wholeGrains: 'daily',
};

/** The nutrient statuses the engine gives these answers, with supplements, depletions and labs. */
export function statusesOf(
  answers: Answers,
  locale: Locale,
  extra: {
    supplements?: Record<string, number>;
    depletions?: DepletionInfo[];
    labEffects?: LabEffect[];
  } = {},
) {
  return statusFor({
    answers,
    locale,
    targets: targetsFor(
      { sex: answers.gender, age: answers.age, lifeStage: answers.lifeStage, weightKg: answers.weightKg },
      locale,
    ),
    food: foodIntakeFor(answers, locale),
    supplements: extra.supplements ?? {},
    depletions: extra.depletions,
    labEffects: extra.labEffects,
  });
}

/**
 * Brand → generic pairs as printed on the labels (DailyMed "Rx only" titles; NMPA 说明书 商品名): the
 * drug table must list each brand under exactly its generic, and the resolver must read it so.
 */
export const LABEL_BRANDS: readonly (readonly [brand: string, id: string])[] = [
  ['Synthroid', 'levothyroxine'],
  ['优甲乐', 'levothyroxine'],
  ['Coumadin', 'warfarin'],
  ['Eliquis', 'apixaban'],
  ['Xarelto', 'rivaroxaban'],
  ['Lipitor', 'atorvastatin'],
  ['立普妥', 'atorvastatin'],
  ['Glucophage', 'metformin'],
  ['格华止', 'metformin'],
  ['拜阿司匹林', 'aspirin'],
  ['Hyzaar', 'losartan-hydrochlorothiazide'],
  ['Janumet', 'sitagliptin-metformin'],
  ['Exforge', 'amlodipine-valsartan'],
  ['Caduet', 'amlodipine-atorvastatin'],
  ['Biktarvy', 'bictegravir-emtricitabine-tenofovir-alafenamide'],
  ['Premarin', 'conjugated-estrogens'],
  // twelfth clinician review: Australia's and China's theophylline
  ['Nuelin', 'theophylline'],
  ['Nuelin SR', 'theophylline'],
  ['舒弗美', 'theophylline'],
  ['可乐必妥', 'levofloxacin'],
];

export { answersArbitrary, type AnswerPools } from '../engine/testing';
/** The reviewers' personas the engine's fingerprint is computed over, for the API's HTTP tests of them. */
export { REFERENCE_PERSONAS } from '../engine/reference-personas';
export * from '../assistant/testing';
export * from '../assistant/testing-answers';
export * from '../assistant/testing-review';
export { findingsMissingALanguage, REREVIEW_CASES } from '../assistant/testing-rereview';
