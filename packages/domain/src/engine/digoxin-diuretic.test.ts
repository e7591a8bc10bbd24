/**
 * Digoxin with a loop or thiazide diuretic (Lanoxin label §5.5, §7): low potassium or magnesium makes
 * digoxin toxic, and the pair's advice says to take them only as the doctor advises — so the plan
 * recommends and sells neither (knowledge/drug-interactions.ts PRESCRIBER_NUTRIENTS); the diuretic
 * alone still may get magnesium for its depletion.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, findingOf, person, recOf, REFERENCE_PERSONAS } from '../testing';
import { planFor } from './index';

const heartFailure = new Map(REFERENCE_PERSONAS).get('heart failure, potassium 5.4')!;
const older = person('male', 74, 170, 72, 'sedentary');
const sells = (d: ReturnType<typeof planFor>, n: string) => d.products.some((p) => p.nutrients.includes(n));

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it.each<[string, Answers]>([
    ['the heart-failure persona (furosemide, spironolactone, lisinopril, digoxin)', heartFailure],
    ['digoxin with furosemide', { ...older, medicines: ['digoxin', 'furosemide'] }],
    ['digoxin with hydrochlorothiazide', { ...older, medicines: ['digoxin', 'hydrochlorothiazide'] }],
    // India's Lanoxin with Dytor (fiftieth clinician review, en M11: magnesium 300 mg had been recommended)
    ['digoxin with torsemide', { ...older, medicines: ['digoxin', 'torsemide'] }],
  ])('%s: no magnesium or potassium recommended or sold; the doctor prescribes them', (_, answers) => {
    const d = planFor(answers, locale);
    for (const n of ['magnesium', 'potassium']) {
      expect(recOf(d, n), n).toBeUndefined();
      expect(sells(d, n), n).toBe(false);
    }
    // Where the diuretic's depletion would have given magnesium, the plan says why it does not.
    const skipped = findingOf(d, 'skipped:magnesium');
    if (skipped) expect(skipped.text).toMatch(zh ? /地高辛.*医生/ : /digoxin.*doctor/);
  });

  it('the heart-failure persona is told that magnesium is the doctor’s to prescribe', () => {
    expect(findingOf(planFor(heartFailure, locale), 'skipped:magnesium')?.text).toMatch(
      zh ? /地高辛.*医生/ : /digoxin.*doctor/,
    );
  });

  it('furosemide without digoxin: its magnesium depletion may still be met with a supplement', () => {
    const d = planFor({ ...older, medicines: ['furosemide'] }, locale);
    expect(recOf(d, 'magnesium')).toBeDefined();
  });
});
