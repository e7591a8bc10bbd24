/**
 * Calcium that treats a low blood calcium on active vitamin D (calcitriol, alfacalcidol): a dose for the prescriber,
 * never "hold it" or "do not take it with calcitriol" — stopping it can bring on tetany (blind answer round 61, zh-003,
 * en-029, development data: Caltrate D three times a day after thyroid surgery, blood calcium 2.02 mmol/L, on calcitriol,
 * was "hold it for now"). Calcium with active vitamin D is the standard treatment of hypoparathyroidism (ESE 2015).
 */
import { drugById } from '../interactions/taboos';
import type { NutrientKey } from '../nutrients';
import type { ReviewContext } from './context';
import type { ResolvedItem } from './resolve';

export function calciumTreatingLowCalcium(it: ResolvedItem, n: NutrientKey, c: ReviewContext): boolean {
  return (
    n === 'calcium' &&
    c.input?.lowBloodCalcium === true &&
    it.option?.main === 'calcium' &&
    it.option.category !== 'multi' &&
    (c.input?.taboos ?? []).some(
      (t) =>
        t.target === 'calcium' &&
        t.drugId !== undefined &&
        (drugById(t.drugId)?.classes ?? []).includes('vitamin_d_analogue'),
    )
  );
}
