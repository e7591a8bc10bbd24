/**
 * What the question itself names, checked whatever intent answered it (re-review H6, M4): a supplement
 * the person's medicine rules out or wants cleared first (vitamin K2 "for bones", a D3 + K2 combo on
 * warfarin) and a nutrient their condition withholds (magnesium with kidney disease, asked as a cramp
 * question that the statin answer took). An answer about bones, cramps or a combo's vitamin D must not
 * leave these out: the rule goes first, with its warning and note.
 */
import { pick, type Bilingual, type Source } from '../../contracts/common';
import type { MedicineTaboo, PlanDocument } from '../../contracts/plan';
import { taboosFor } from '../../interactions';
import type { NutrientKey } from '../../nutrients';
import { findNutrients, findSubstances, findSupplements } from '../entities';
import type { Substance } from '../../substances';
import { warningOfTaboo, type Warning } from '../followups';
import { interactionWarning } from '../safety';
import { conditionRulesFor, type ConditionDoseRule } from './dose';
import { dialysisContext } from './kidney-plan';
import { sourceLine, type Ctx, type Draft } from './shared';

/**
 * What must be said whenever a supplement is asked about, whatever else the answer says — a proven
 * harm or a claim that does not hold (re-review M7: "no known interaction" alone is not an answer).
 */
export const SUPPLEMENT_SAFETY: Partial<
  Record<Substance, { id: 'green-tea-extract'; text: Bilingual; source: Source }>
> = {
  greenTeaExtract: {
    id: 'green-tea-extract',
    text: {
      zh: '**绿茶提取物没有可靠的减肥效果**：临床试验里减掉的体重很少，没有临床意义。**浓缩的绿茶提取物与肝损伤有关**，每天EGCG达到或超过800毫克、或空腹服用时风险更高；如果出现乏力、食欲差、尿色变深、皮肤或眼睛发黄，请停止服用并尽快就医。喝绿茶（饮品）一般不是问题。',
      en: '**Green tea extract has no proven weight-loss benefit**: in trials the weight lost was tiny and not clinically meaningful. **Concentrated green tea extracts have been linked to liver injury**, with more risk at 800 mg or more of EGCG a day or when taken on an empty stomach; if you notice tiredness, poor appetite, dark urine or yellow skin or eyes, stop taking it and see a doctor soon. Green tea as a drink is not the concern.',
    },
    source: {
      ref: 'EFSA ANS Panel, Scientific opinion on the safety of green tea catechins, EFSA Journal 2018, 16(4):5239 (supplements providing 800 mg EGCG a day or more raise liver transaminases); Oketch-Rabah HA et al., United States Pharmacopeia (USP) comprehensive review of the hepatotoxicity of green tea extracts, Toxicol Rep 2020, 7:386–402; Jurgens TM et al., Green tea for weight loss and weight maintenance in overweight or obese adults, Cochrane Database Syst Rev 2012, CD008650 (small, not clinically important weight loss)',
      url: 'https://www.efsa.europa.eu/en/efsajournal/pub/5239',
    },
  },
};

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
  // Dialysis said in the chat: the plan's non-dialysis "protein is not raised" does not apply (KDOQI 2020 3.0.2).
  const rules = standingConditionRules(ctx.plan, ctx.text).filter(
    (r) =>
      !noted.has(r.id) &&
      !draft.text.includes(pick(r.text, l)) &&
      !(r.id === 'ckd-protein' && dialysisContext(ctx)),
  );
  const facts = findSubstances(ctx.text)
    .map((x) => SUPPLEMENT_SAFETY[x])
    .filter((f): f is NonNullable<typeof f> => f !== undefined && !draft.text.includes(pick(f.text, l)));
  if (taboos.length === 0 && rules.length === 0 && facts.length === 0) return draft;
  const lead = [
    ...facts.map((f) => pick(f.text, l)),
    ...taboos.map((t) => interactionWarning(t, l)),
    ...rules.map((r) => `**${pick(r.text, l)}**`),
  ];
  const warnings: Warning[] = [
    ...taboos.map(warningOfTaboo).filter((w): w is Warning => w !== null),
    ...rules.flatMap((r) => r.nutrients.map((n) => ({ kind: 'avoid_supplement' as const, substance: n }))),
  ];
  const refs = [
    ...facts.map((f) => f.source.ref),
    ...taboos.map((t) => t.source.ref),
    ...rules.map((r) => r.source.ref),
  ];
  return {
    ...draft,
    text: withSources(`${lead.join('\n\n')}\n\n${draft.text}`, refs, l),
    warnings: [...warnings, ...(draft.warnings ?? [])],
    notes: [
      ...facts.map((f) => ({ id: f.id, text: pick(f.text, l) })),
      ...rules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })),
      ...(draft.notes ?? []),
    ],
  };
}
