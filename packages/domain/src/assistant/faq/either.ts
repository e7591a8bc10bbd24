/**
 * One `when` pattern for a row merged from two rows written for the same class (blind answer round 22's
 * parallel batches): it matches when every pattern of one branch matches and none of that branch's own
 * exclusions does. A row's `when` patterns must all hold (select.ts), so two rows' lists cannot simply be
 * joined; each branch keeps the words, and the exclusions, its row was tested with.
 */
export interface WhenBranch {
  /** Every one of these must match (the row's `when`). */
  all: readonly RegExp[];
  /** None of these may match (the row's `unless`, where the other branch must not be held to it). */
  none?: readonly RegExp[];
}

export function eitherOf(...branches: readonly WhenBranch[]): RegExp {
  const part = (re: RegExp, look: '=' | '!') => {
    if (re.flags !== '') throw new Error(`eitherOf: pattern with flags ${re.flags}`);
    return `(?${look}[\\s\\S]*?(?:${re.source}))`;
  };
  const alternatives = branches.map(
    ({ all, none = [] }) =>
      all.map((re) => part(re, '=')).join('') + none.map((re) => part(re, '!')).join(''),
  );
  return new RegExp(`^(?:${alternatives.join('|')})`);
}

/** A pattern that matches when any of these does (a merged row's words, for its weight in select.ts). */
export const anyOf = (...res: readonly RegExp[]): RegExp => new RegExp(res.map((re) => re.source).join('|'));
