/**
 * How a medicine × medicine rule is written: its two sides (a drug or a class) and the id made from them
 * (`<a>+<b>[.<dose tag>]`). One builder for every table of such rules — `./drug-interactions` and the
 * tables spread into it (`./enzyme-inhibitor-pairs`, `./integrase-cations`) — so an id means the same
 * thing in each and `drug-interactions.test.ts` can hold them all to one uniqueness check.
 */
import type { Source } from '../contracts/common';
import type { DrugClass, DrugId } from './drugs';
import type { DrugRef } from './interactions';
import type { DoseCondition, DrugInteractionRule } from './drug-interactions';

export const d = (drugId: DrugId): DrugRef => ({ drugId });
export const c = (drugClass: DrugClass): DrugRef => ({ drugClass });
const key = (r: DrugRef): string => ('drugId' in r ? r.drugId : `class:${r.drugClass}`);

/** The body of a rule: what it says and how strongly, without its sides and source. */
export type RuleBody = Pick<
  DrugInteractionRule,
  'severity' | 'management' | 'mechanism' | 'advice' | 'whenRaised'
>;

export function row(
  a: DrugRef,
  b: DrugRef,
  body: RuleBody,
  source: Source,
  bDose?: DoseCondition,
  doseTag?: string,
): DrugInteractionRule {
  return {
    id: `${key(a)}+${key(b)}${doseTag ? `.${doseTag}` : ''}`,
    a,
    b,
    ...(bDose ? { bDose } : {}),
    ...body,
    source,
  };
}
