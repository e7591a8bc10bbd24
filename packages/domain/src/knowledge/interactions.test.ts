import { describe, expect, it } from 'vitest';
import { bilingualSchema, sourceSchema } from '../contracts/common';
import { SEVERITIES } from '../contracts/plan';
import { isNutrientKey } from '../nutrients';
import { isSubstance } from '../substances';
import { DRUG_CLASSES, DRUGS } from './drugs';
import { INTERACTION_RULES } from './interactions';

const HAN = /\p{Script=Han}/u;
const drugIds = new Set<string>(DRUGS.map((d) => d.id));
const usedClasses = new Set<string>(DRUGS.flatMap((d) => d.classes));

describe('interaction rules', () => {
  it('holds at least 80 rules with unique ids', () => {
    expect(INTERACTION_RULES.length).toBeGreaterThanOrEqual(80);
    const ids = INTERACTION_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never repeats the same drug-or-class × substance × kind', () => {
    const keys = INTERACTION_RULES.map(
      (r) => `${'drugId' in r.drug ? r.drug.drugId : `class:${r.drug.drugClass}`}|${r.substance}|${r.kind}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(INTERACTION_RULES.map((r) => [r.id, r] as const))('%s is well formed', (_id, r) => {
    // Names a drug in the dictionary, or a class at least one dictionary drug belongs to.
    if ('drugId' in r.drug) expect(drugIds.has(r.drug.drugId)).toBe(true);
    else {
      expect(Object.hasOwn(DRUG_CLASSES, r.drug.drugClass)).toBe(true);
      expect(usedClasses.has(r.drug.drugClass)).toBe(true);
    }
    expect(isSubstance(r.substance)).toBe(true);
    if (r.kind === 'depletion') expect(isNutrientKey(r.substance)).toBe(true);
    expect(SEVERITIES).toContain(r.severity);
    // Source: a publication reference, and a valid URL when one is given.
    expect(sourceSchema.safeParse(r.source).success).toBe(true);
    expect(r.source.ref.length).toBeGreaterThan(10);
    // separateHours present exactly when the management is to separate.
    if (r.management === 'separate') {
      expect(r.separateHours).toBeGreaterThan(0);
      expect(r.separateHours).toBeLessThanOrEqual(12);
    } else {
      expect(r.separateHours).toBeUndefined();
    }
    for (const text of [r.mechanism, r.advice]) {
      expect(bilingualSchema.safeParse(text).success).toBe(true);
      expect(text.zh).toMatch(HAN);
      expect(text.en).not.toMatch(HAN);
    }
  });

  it('never tells anyone to stop a prescribed medicine', () => {
    for (const r of INTERACTION_RULES) {
      expect(r.advice.en, r.id).not.toMatch(
        /\b(stop|discontinue|quit)\b[^.;]*\b(medicine|medication|prescription|drug)\b/i,
      );
      expect(r.advice.zh, r.id).not.toMatch(/停药|停用(该|此|处方)?药|停服/);
    }
  });

  it('gives every separate-rule a window in its advice text', () => {
    for (const r of INTERACTION_RULES.filter((x) => x.management === 'separate')) {
      expect(r.advice.en, r.id).toMatch(/\d\s*hours?/);
      expect(r.advice.zh, r.id).toMatch(/\d\s*小时/);
    }
  });

  it('has both kinds and every severity', () => {
    const kinds = new Set(INTERACTION_RULES.map((r) => r.kind));
    expect(kinds).toEqual(new Set(['interaction', 'depletion']));
    expect(new Set(INTERACTION_RULES.map((r) => r.severity))).toEqual(new Set(SEVERITIES));
  });
});
