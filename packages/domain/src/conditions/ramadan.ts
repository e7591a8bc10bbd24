/**
 * The plan's `ramadan` finding (twelfth clinician review, zh P3 and en P1): when the questionnaire says the
 * person fasts in Ramadan, the rows of knowledge/ramadan.ts that apply — the diabetes review before
 * Ramadan, glibenclamide, dose changes only with the doctor, metformin, when to break the fast, a
 * diuretic's timing, and the food of suhoor and iftar. Pure and total.
 */
import { pick, type Locale, type Reason } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import {
  GLUCOSE_LOWERING_CLASSES,
  RAMADAN_DIURETIC_CLASSES,
  RAMADAN_HYPO_CLASSES,
  RAMADAN_RULES,
  type RamadanRule,
} from '../knowledge/ramadan';
import { GLIBENCLAMIDE_PRODUCTS } from '../knowledge/sulfonylurea-duplicates';

export interface RamadanInput {
  locale: Locale;
  /** The questionnaire's `religiousFasting`. */
  religiousFasting: string | undefined;
  conditions: readonly string[];
  /** The person's medicines (dictionary ids) and their classes. */
  medicines: readonly { id: string; classes: readonly string[] }[];
}

const hasClass = (p: RamadanInput, classes: readonly string[]) =>
  p.medicines.some((m) => m.classes.some((c) => classes.includes(c)));

function applies(rule: RamadanRule, p: RamadanInput): boolean {
  const diabetes =
    p.conditions.includes('diabetes') || hasClass(p, GLUCOSE_LOWERING_CLASSES as readonly string[]);
  switch (rule.id) {
    case 'ramadan.diabetes-review':
    case 'ramadan.break-fast':
      return diabetes;
    case 'ramadan.glibenclamide':
      // 消渴丸 holds glibenclamide too (forty-eighth clinician review).
      return p.medicines.some((m) => (GLIBENCLAMIDE_PRODUCTS as readonly string[]).includes(m.id));
    case 'ramadan.dose-changes':
      return hasClass(p, RAMADAN_HYPO_CLASSES as readonly string[]);
    case 'ramadan.metformin':
      return p.medicines.some((m) => m.classes.includes('biguanide'));
    case 'ramadan.diuretic':
      return hasClass(p, RAMADAN_DIURETIC_CLASSES as readonly string[]);
    case 'ramadan.food':
      return true;
  }
}

/** The `ramadan` finding, or null when the person does not fast in Ramadan. */
export function ramadanFinding(p: RamadanInput): Finding | null {
  if (p.religiousFasting !== 'ramadan') return null;
  const rows = RAMADAN_RULES.filter((r) => applies(r, p));
  const zh = p.locale === 'zh-CN';
  const lead = zh ? '斋月封斋' : 'Fasting in Ramadan';
  const risky = hasClass(p, [...RAMADAN_HYPO_CLASSES, ...RAMADAN_DIURETIC_CLASSES]);
  return {
    id: 'ramadan',
    severity: risky ? 'warning' : 'info',
    text: `${lead}${zh ? '：' : ': '}${rows.map((r) => pick(r.text, p.locale)).join(zh ? '' : ' ')}`,
    reasons: rows.map((r): Reason => ({
      kind: 'answer',
      ref: `religiousFasting=ramadan#${r.id}`,
      text: lead,
      source: r.source,
    })),
  };
}
