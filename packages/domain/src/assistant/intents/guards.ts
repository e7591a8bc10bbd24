/**
 * What the question itself names, checked whatever intent answered it (re-review H6, M4): a supplement
 * the person's medicine rules out or wants cleared first (vitamin K2 "for bones", a D3 + K2 combo on
 * warfarin) and a nutrient their condition withholds (magnesium with kidney disease, asked as a cramp
 * question that the statin answer took). An answer about bones, cramps or a combo's vitamin D must not
 * leave these out: the rule goes first, with its warning and note.
 */
import { pick } from '../../contracts/common';
import type { MedicineTaboo, PlanDocument } from '../../contracts/plan';
import { taboosFor } from '../../interactions';
import type { NutrientKey } from '../../nutrients';
import { findNutrients, findSupplements } from '../entities';
import type { Substance } from '../../substances';
import { warningOfTaboo, type Warning } from '../followups';
import { interactionWarning } from '../safety';
import { conditionRulesFor, type ConditionDoseRule } from './dose';
import { sourceLine, type Ctx, type Draft } from './shared';

/** The person's medicines' avoid / ask-first rules for the substances the text names. */
export function standingTaboos(
  text: string,
  medicines: readonly string[],
  locale: Ctx['locale'],
): MedicineTaboo[] {
  // What the question itself names: nutrients and single-substance products (K2, ginkgo) — not every
  // ingredient of a named multivitamin, which the answer about that product handles (M3).
  const substances = [
    ...new Set<Substance>([
      ...findNutrients(text),
      ...findSupplements(text)
        .filter((o) => o.contains.length <= 2)
        .map((o) => o.main),
    ]),
  ];
  if (medicines.length === 0 || substances.length === 0) return [];
  const wanted = new Set<string>(substances);
  return taboosFor({ medicines, substances }, locale).filter(
    (t) =>
      t.kind === 'interaction' &&
      wanted.has(t.target) &&
      (t.management === 'avoid' || t.management === 'monitor'),
  );
}

/** Condition rules that withhold a nutrient the text names (no self-dosing). */
export function standingConditionRules(plan: PlanDocument | null, text: string): ConditionDoseRule[] {
  const out: ConditionDoseRule[] = [];
  for (const n of findNutrients(text) as NutrientKey[])
    for (const r of conditionRulesFor(plan, n))
      if (r.effect === 'no_self_dose' && !out.includes(r)) out.push(r);
  return out;
}

/** The text's source line with these references added (one source line per answer). */
function withSources(text: string, refs: readonly string[], l: Ctx['locale']): string {
  const extra = sourceLine([...new Set(refs)].join('; '), l);
  if (!extra) return text;
  const inner = /^\n\n_[^:]+: (.*)_$/s.exec(extra)?.[1] ?? '';
  const last = /\n\n_((?:来源|Source): [^\n]*)_\s*$/.exec(text);
  return last ? `${text.slice(0, last.index)}\n\n_${last[1]}; ${inner}_` : `${text}${extra}`;
}

/** The draft with the standing rules it left out put first (nothing changes when it has them). */
export function withStandingRules(ctx: Ctx, draft: Draft): Draft {
  const l = ctx.locale;
  const taboos = standingTaboos(ctx.text, ctx.medicines, l).filter((t) => !draft.text.includes(t.advice));
  const noted = new Set((draft.notes ?? []).map((n) => n.id));
  const rules = standingConditionRules(ctx.plan, ctx.text).filter(
    (r) => !noted.has(r.id) && !draft.text.includes(pick(r.text, l)),
  );
  if (taboos.length === 0 && rules.length === 0) return draft;
  const lead = [
    ...taboos.map((t) => interactionWarning(t, l)),
    ...rules.map((r) => `**${pick(r.text, l)}**`),
  ];
  const warnings: Warning[] = [
    ...taboos.map(warningOfTaboo).filter((w): w is Warning => w !== null),
    ...rules.flatMap((r) => r.nutrients.map((n) => ({ kind: 'avoid_supplement' as const, substance: n }))),
  ];
  const refs = [...taboos.map((t) => t.source.ref), ...rules.map((r) => r.source.ref)];
  return {
    ...draft,
    text: withSources(`${lead.join('\n\n')}\n\n${draft.text}`, refs, l),
    warnings: [...warnings, ...(draft.warnings ?? [])],
    notes: [...rules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })), ...(draft.notes ?? [])],
  };
}
