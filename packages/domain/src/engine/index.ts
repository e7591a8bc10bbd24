/**
 * The nutrition engine: `planFor(answers, locale)` → the plan document (`contracts/plan.ts`).
 * Pure and deterministic: the same input gives a deep-equal result.
 */
import { energyFor } from '../energy';
import { foodSourcesFor } from '../foods';
import { analyseLabs } from '../labs';
import {
  depletionsFor,
  dietNotesFor,
  drugById,
  raisesPotassium,
  taboosFor,
  teratogenFindings,
} from '../interactions';
import { productsFor } from '../products';
import { intakeFromSupplements, reviewSupplements } from '../review';
import { targetsFor } from '../targets';
import { createPlanner, createValidPlanner, type EngineDeps } from './plan';

export { createPlanner, createValidPlanner, EngineInputError, ENGINE_VERSION, type EngineDeps } from './plan';
export { RADAR_KEYS, DISCLAIMER } from './texts';

/** The real collaborators. */
export const ENGINE_DEPS: EngineDeps = {
  energyFor,
  targetsFor,
  taboosFor,
  depletionsFor,
  raisesPotassium,
  dietNotesFor,
  teratogenFindings,
  drugById,
  analyseLabs,
  intakeFromSupplements,
  reviewSupplements,
  productsFor,
  foodSourcesFor,
};

/**
 * Make a plan from questionnaire answers (+ medicines, supplements, labs) in the plan's locale.
 * Throws `EngineInputError` (with zod issues) when the answers are invalid; never otherwise.
 */
export const planFor = createPlanner(ENGINE_DEPS);

/** `planFor` of answers validated where they entered (`ValidAnswers`): not parsed again. */
export const planFromValid = createValidPlanner(ENGINE_DEPS);
