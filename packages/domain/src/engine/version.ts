/**
 * The engine version stored with every plan document is derived from the knowledge tables the
 * engine reads plus a rules revision, so changing a DRI row, a food, a supplement or an interaction
 * rule changes the version and the API regenerates stored plans on their next read (its input hash
 * includes this version). Engine code is not data: a change to a rule function must bump
 * RULES_REVISION (see docs/adr/0014-engine-version-hash.md for why and the limit of this choice).
 */
import { CATALOGUE } from '../knowledge/catalogue';
import { CN_DRI } from '../knowledge/dri-cn';
import { US_DRI } from '../knowledge/dri-us';
import { DRUG_INTERACTION_RULES } from '../knowledge/drug-interactions';
import { DRUGS } from '../knowledge/drugs';
import { FOOD_SOURCES } from '../knowledge/foods';
import { INTERACTION_RULES } from '../knowledge/interactions';
import { LAB_MARKERS } from '../knowledge/lab-markers';
import { LAB_RETEST, RETEST_WITH } from '../knowledge/lab-retest';
import { SALT_FORMS } from '../knowledge/salts';
import { SUPPLEMENT_OPTIONS } from '../knowledge/supplements';
import { canonical, fnv1a64 } from '../hashing';

/** Bump when engine rule code (not a table) changes what a plan says. */
export const RULES_REVISION = 19;

/** The engine version for a given set of knowledge tables and rules revision. */
export function engineVersionFor(tables: Readonly<Record<string, unknown>>, rulesRevision: number): string {
  return `r${rulesRevision}-${fnv1a64(canonical(tables))}`;
}

/** The knowledge tables the engine version is computed over. */
export const VERSIONED_TABLES: Readonly<Record<string, unknown>> = {
  CATALOGUE,
  CN_DRI,
  US_DRI,
  DRUGS,
  DRUG_INTERACTION_RULES,
  FOOD_SOURCES,
  INTERACTION_RULES,
  LAB_MARKERS,
  LAB_RETEST,
  RETEST_WITH,
  SUPPLEMENT_OPTIONS,
  SALT_FORMS,
};
