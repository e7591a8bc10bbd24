/**
 * The plan's finding for bupropion with an eating disorder (forty-seventh clinician review, en S3): the label rules
 * bupropion out with bulimia or anorexia nervosa (seizures), said when the questionnaire tells the purging or the
 * screen is positive. The texts, the medicines and the source are knowledge/bupropion-eating-disorder.ts.
 */
import { pick, type Locale } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import {
  BUPROPION_EATING_DISORDER_SOURCE,
  BUPROPION_EATING_DISORDER_TEXT,
  BUPROPION_LOW_ELECTROLYTE_TEXT,
  BUPROPION_MEDICINES,
  BUPROPION_NAMES_JOIN,
} from '../knowledge/bupropion-eating-disorder';

/**
 * The plan's finding for bupropion (alone or in Contrave) with purging told in the SCOFF or a positive screen, or
 * null. `names`: the dictionary's name of each medicine in the plan's language.
 */
export function bupropionEatingDisorderFinding(p: {
  medicines: readonly string[];
  /** The SCOFF's "make yourself sick" is yes, or the screen is positive. */
  eatingDisorderSignal: boolean;
  markers: readonly { key: string; flag: string }[] | undefined;
  names: ReadonlyMap<string, string>;
  locale: Locale;
}): Finding | null {
  if (!p.eatingDisorderSignal) return null;
  const taken = p.medicines.filter((id) => (BUPROPION_MEDICINES as readonly string[]).includes(id));
  if (taken.length === 0) return null;
  const lowElectrolyte = (p.markers ?? []).some(
    (m) => (m.key === 'serumPotassium' || m.key === 'serumMagnesium') && m.flag === 'low',
  );
  const text = pick(BUPROPION_EATING_DISORDER_TEXT, p.locale)
    .replace('{drug}', taken.map((id) => p.names.get(id) ?? id).join(pick(BUPROPION_NAMES_JOIN, p.locale)))
    .replace('{lowK}', lowElectrolyte ? pick(BUPROPION_LOW_ELECTROLYTE_TEXT, p.locale) : '');
  return {
    id: 'medicine-eating-disorder:bupropion',
    severity: 'warning',
    text,
    reasons: taken.map((id) => ({
      kind: 'medicine' as const,
      ref: `drug:${id}`,
      text,
      source: BUPROPION_EATING_DISORDER_SOURCE,
    })),
  };
}
