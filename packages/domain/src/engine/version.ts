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

/** Bump when engine rule code (not a table) changes what a plan says. */
export const RULES_REVISION = 9;

/** JSON with object keys sorted, so the hash does not depend on key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  // Unit conversions in tables are functions: their source text is part of the rule.
  if (typeof value === 'function') return JSON.stringify(String(value));
  if (value === undefined) return 'null';
  return JSON.stringify(value);
}

/** 64-bit FNV-1a (as two 32-bit halves) over UTF-16 code units; no I/O, same in Node and browser. */
function fnv1a64(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c ^ (h1 >>> 7), 0x01000193) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

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
