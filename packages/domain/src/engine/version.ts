/**
 * The engine version stored with every plan document is derived from the knowledge tables the
 * engine reads plus the fingerprint of the engine's outputs over the reference personas
 * (reference-personas.ts), so changing a DRI row, a food, a supplement, an interaction rule — or rule
 * code that changes what any reference persona is told — changes the version, and the API regenerates
 * stored plans on their next read (its input hash includes this version). The fingerprint is
 * committed (output-fingerprint.ts) and checked by a test that recomputes it: a change in outputs
 * without a new fingerprint fails the build (ADR 0014, revised by issue 31 §4).
 */
import { CATALOGUE } from '../knowledge/catalogue';
import { CHRONIC_RULES } from '../knowledge/chronic-conditions';
import { CN_DRI } from '../knowledge/dri-cn';
import { US_DRI } from '../knowledge/dri-us';
import { DRUG_INTERACTION_RULES, PRESCRIBER_NUTRIENTS } from '../knowledge/drug-interactions';
import { DRUGS } from '../knowledge/drugs';
import { FOOD_SOURCES } from '../knowledge/foods';
import { HYPERCALCAEMIA_CAUSES } from '../knowledge/hypercalcaemia';
import { INTERACTION_RULES } from '../knowledge/interactions';
import { KIDNEY_STONE_RULES, KIDNEY_STONES } from '../knowledge/kidney-stones';
import { LAB_MARKERS } from '../knowledge/lab-markers';
import { LAB_RETEST, RETEST_WITH } from '../knowledge/lab-retest';
import { MEDICINE_DIET } from '../knowledge/medicine-diet';
import { PREGNANCY_MEDICINES } from '../knowledge/pregnancy-medicines';
import { REFEEDING_PRESCRIBED_TEXT, REFEEDING_TEXT } from '../knowledge/refeeding';
import { TREATMENT_RULES } from '../knowledge/treatment';
import { SALT_FORMS } from '../knowledge/salts';
import { SUPPLEMENT_OPTIONS } from '../knowledge/supplements';
import { canonical, fnv1a64 } from '../hashing';

/** The engine version for a given set of knowledge tables and output fingerprint. */
export function engineVersionFor(
  tables: Readonly<Record<string, unknown>>,
  outputFingerprint: string,
): string {
  return `o${outputFingerprint}-${fnv1a64(canonical(tables))}`;
}

/**
 * The fingerprint of plans: a hash of every plan document (without its own version) the engine makes
 * for the reference personas in both locales.
 */
export function outputFingerprintOf(plans: readonly unknown[]): string {
  return fnv1a64(canonical(plans));
}

/** The knowledge tables the engine version is computed over. */
export const VERSIONED_TABLES: Readonly<Record<string, unknown>> = {
  CATALOGUE,
  CHRONIC_RULES,
  CN_DRI,
  US_DRI,
  DRUGS,
  DRUG_INTERACTION_RULES,
  PRESCRIBER_NUTRIENTS,
  FOOD_SOURCES,
  INTERACTION_RULES,
  KIDNEY_STONE_RULES,
  KIDNEY_STONES,
  LAB_MARKERS,
  LAB_RETEST,
  MEDICINE_DIET,
  PREGNANCY_MEDICINES,
  REFEEDING_PRESCRIBED_TEXT,
  REFEEDING_TEXT,
  RETEST_WITH,
  SUPPLEMENT_OPTIONS,
  TREATMENT_RULES,
  SALT_FORMS,
  HYPERCALCAEMIA_CAUSES,
};
