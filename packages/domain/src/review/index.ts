/**
 * Supplement options (search, grouping) and the review of what a user already takes. The options and
 * their search are search.ts, a product as entered resolve.ts, the intake totals intake.ts; the review
 * is a driver over the phases of gates in gates-*.ts (ADR 0045), their sentences in the catalogue's
 * `review` namespace.
 *
 * Review verdict precedence (documented contract), strongest first:
 *   avoid > unchecked > over_ul > reduce > below_dose > duplicate > no_benefit > keep
 * Every rule that fires adds an issue text; the verdict is the strongest rule that fired. A product
 * that could not be identified (name or dose unit) is `unchecked`, never `keep` (pharmacist review
 * A3: an unrecognised 5-HTP taken with sertraline was passed as "keep").
 * A product above the UL is `over_ul`; `reduce` is a product above a condition's lower daily cap
 * (`capped`: vitamin C above about 100 mg a day with an eGFR below 30, KDOQI 2020).
 */
import { pick } from '../contracts/common';
import type { ProductReview } from '../contracts/plan';
import { unitOf, type NutrientKey } from '../nutrients';
import { roundTo } from '../units';
import { doseEveryText } from '../units/words';
import { reviewContext, type ReviewContext } from './context';
import { companionsAndRuledOut, capsAndDoses, productCautions } from './gates-conditions';
import { needs } from './gates-needs';
import { duplicates, medicineTaboos, tracePotassium } from './gates-pairs';
import { productChecks } from './gates-products';
import { upperLimits } from './gates-ul';
import type { ResolvedItem } from './resolve';
import type { ReviewInput, Verdict } from './types';

export type { SupplementCategory } from '../knowledge/supplements';
export {
  resolveSupplementName,
  searchSupplementOptions,
  supplementOptionById,
  supplementOptionsByCategory,
  type SupplementCategoryGroup,
  type SupplementOption,
} from './search';
export { saysNoIron } from './resolve';
export { intakeFromSupplements, type CurrentSaltForm, type SupplementIntakeTotals } from './intake';
export type { BelowDose, ReviewInput, ReviewTaboo, RuledOut } from './types';
export {
  BIOTIN_LAB_MIN_MG,
  HERBAL_GOAL_EVIDENCE,
  SUPPLEMENT_ONLY_UL,
  SUPPLEMENT_ONLY_UL_SOURCE,
  TRIVIAL_POTASSIUM_MG,
  WHO_ANTENATAL_IRON_MAX_MG,
  WHO_ANTENATAL_IRON_MIN_MG,
} from './limits';

const PRECEDENCE: readonly Verdict[] = [
  'avoid',
  'unchecked',
  'over_ul',
  'reduce',
  'below_dose',
  'duplicate',
  'no_benefit',
  'keep',
];

/**
 * The review's phases, in the order they run: each is a table of gates (review/gates-*.ts), and later
 * gates read what earlier ones set (the verdicts, the products over a UL, the prenatal kept).
 */
const PHASES: readonly ((c: ReviewContext) => void)[] = [
  productChecks,
  upperLimits,
  duplicates,
  medicineTaboos,
  tracePotassium,
  capsAndDoses,
  companionsAndRuledOut,
  productCautions,
  needs,
];

/**
 * Review the supplements a user takes against the ULs, each other, their medicines and their needs.
 * One review per input item, in input order. See the module comment for verdict precedence.
 */
export function reviewSupplements(input: ReviewInput): ProductReview[] {
  const c = reviewContext(input);
  for (const phase of PHASES) phase(c);
  return c.items.map((it, i) => productReview(c, it, i));
}

/** One product's review: its verdict (the strongest that fired), its lines, its amounts. */
function productReview(c: ReviewContext, it: ResolvedItem, i: number): ProductReview {
  const { locale, names, verdicts, issues, overUl } = c;
  const amounts = (Object.entries(it.amounts) as [NutrientKey, number][]).map(([n, amount]) => ({
    nutrient: n,
    unit: unitOf(n),
    amount: roundTo(amount, 3),
    ...(n === 'vitaminA' ? { preformed: roundTo(it.preformedVitaminA, 3) } : {}),
    ...(it.salt && it.salt.row.nutrient === n
      ? {
          salt: {
            form: it.salt.row.id,
            name: pick(it.salt.row, locale),
            mg: roundTo(it.salt.mg, 3),
            // What was counted per mg of salt: a dried ferrous sulfate tablet holds more than the heptahydrate's 20 %.
            fraction: it.salt.mg > 0 ? roundTo(amount / it.salt.mg, 3) : it.salt.row.fraction,
          },
        }
      : {}),
  }));
  const given =
    it.input && typeof it.input.dose === 'number'
      ? {
          dose: {
            amount: it.input.dose,
            unit: it.input.unit,
            text: doseEveryText(it.input.dose, it.input.unit, it.input.every, locale),
            // As stored, so a screen that sends the supplements back keeps the strength (issue 33 §3).
            ...(it.input.perUnit ? { perUnit: { ...it.input.perUnit } } : {}),
            ...(it.input.form ? { form: it.input.form } : {}),
            ...(it.input.basis ? { basis: it.input.basis } : {}),
            ...(it.input.every && it.input.every !== 'day' ? { every: it.input.every } : {}),
          },
        }
      : {};
  return {
    name: names[i] ?? '',
    optionId: it.option?.id ?? null,
    verdict: PRECEDENCE.find((v) => verdicts[i]!.has(v)) ?? 'keep',
    issues: issues[i] ?? [],
    ...given,
    ...(it.uncounted || it.unreadable || it.unitUnread ? { uncounted: true as const } : {}),
    ...(amounts.length > 0 ? { amounts } : {}),
    ...(overUl[i]!.length > 0 ? { overUl: overUl[i]! } : {}),
  };
}
