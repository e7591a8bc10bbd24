/**
 * A supplement that is part of a medicine's treatment (knowledge/prescribed-companions.ts
 * `partOfTreatment`: folic acid and vitamin B12 with pemetrexed), asked about in the chat: the row
 * answers the whole message — take it as prescribed, restart it today if stopped and tell the team —
 * never "no reliable rule", "do not stop the medicine" or "your plan needs none, get it from food"
 * (fourteenth clinician review, zh P3 #1). The medicine counts when the plan has it or a message of the
 * chat names it.
 */
import { pick } from '../../contracts/common';
import { PRESCRIBED_COMPANIONS } from '../../knowledge/prescribed-companions';
import { findDrugs, findNutrients } from '../entities';
import { sourceLine, type Ctx, type Draft } from './shared';

/** Folic acid and B12 as people write them, beside the nutrient finder (叶酸片, "folic", "B12 shot"). */
const COMPANION_WORDS: Record<string, RegExp> = {
  folate: /叶酸|\bfol(ic|ate)\b/,
  vitaminB12: /b12|钴胺|甲钴胺|\bcobalamin\b|\bcyanocobalamin\b/,
};

export function treatmentCompanionAnswer(ctx: Ctx, earlier: readonly string[]): Draft | null {
  const rows = PRESCRIBED_COMPANIONS.filter((r) => r.partOfTreatment === true && r.planText);
  if (rows.length === 0) return null;
  const taken = new Set([
    ...ctx.medicines,
    ...[ctx.text, ...earlier].flatMap((t) => findDrugs(t).map((d) => d.id)),
  ]);
  const asked = new Set<string>(findNutrients(ctx.text));
  for (const [n, re] of Object.entries(COMPANION_WORDS)) if (re.test(ctx.norm)) asked.add(n);
  const row = rows.find(
    (r) => (r.drugs ?? []).some((d) => taken.has(d)) && r.nutrients.some((n) => asked.has(n)),
  );
  if (!row?.planText) return null;
  return {
    text: `**${pick(row.planText, ctx.locale)}**${sourceLine(row.source.ref, ctx.locale)}`,
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
    answersWhole: true,
  };
}
