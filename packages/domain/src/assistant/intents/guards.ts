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
  Record<Substance, { id: 'green-tea-extract' | 'he-shou-wu'; text: Bilingual; source: Source }>
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
  // Clinician review 7, zh P4: "何首乌伤肝吗" with hepatitis B and ALT 88 U/L was out of scope.
  heShouWu: {
    id: 'he-shou-wu',
    text: {
      zh: '**何首乌可能伤肝**：何首乌（生首乌、制首乌、首乌粉和含何首乌的中成药、保健品）是国内记录最多的引起肝损伤的草药之一，国家药监局自2014年起多次发布警示，说明书要求肝功能不全者禁用、服用期间查肝功能。**有乙肝等肝病或转氨酶升高时不要吃；正在吃的请停下来**，并在这一两周内告诉你的肝病医生、复查肝功能（如果是中医开的，也请告诉开方医生你的肝病）。出现乏力、食欲差、尿色像浓茶、眼白或皮肤发黄时，请当天就医。想"养发乌发"，没有可靠证据支持它有效。',
      en: "**He shou wu (fo-ti) can harm the liver**: the root, processed or raw, its powder and the Chinese patent medicines and supplements that contain it are among the best-documented herbal causes of liver injury; China's drug regulator has issued warnings since 2014 and its labels rule it out with impaired liver function and ask for liver tests while taking it. **With hepatitis B or another liver disease, or raised liver enzymes, do not take it; if you are taking it, stop**, and tell your liver doctor within a week or two so your liver tests are repeated (if a Chinese-medicine doctor prescribed it, tell them about your liver disease too). If you get tiredness, poor appetite, tea-coloured urine or yellow eyes or skin, see a doctor the same day. There is no reliable evidence that it darkens or regrows hair.",
    },
    source: {
      ref: '国家食品药品监督管理总局：含何首乌药品说明书修订及药品不良反应信息通报（2014年起；cited from memory, notice numbers not checked）; NIH LiverTox, He Shou Wu (Polygonum multiflorum)',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK548148/',
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
export function withSources(text: string, refs: readonly string[], l: Ctx['locale']): string {
  const extra = sourceLine([...new Set(refs)].join('; '), l);
  if (!extra) return text;
  const inner = /^\n\n_[^:]+: (.*)_$/s.exec(extra)?.[1] ?? '';
  const last = /\n\n_((?:来源|Source): [^\n]*)_\s*$/.exec(text);
  return last ? `${text.slice(0, last.index)}\n\n_${last[1]}; ${inner}_` : `${text}${extra}`;
}

/** The draft with the standing rules it left out put first (nothing changes when it has them). */
export function withStandingRules(ctx: Ctx, draft: Draft): Draft {
  const l = ctx.locale;
  const standing = standingConditionRules(ctx.plan, ctx.text);
  // A "keep it within the recommended amount" line is not said where a rule takes the nutrient off
  // entirely (a thiazide's calcium line with a high calcium).
  const superseded = new Set<string>(
    standing.filter((r) => r.supersedesMonitor === true).flatMap((r) => r.nutrients),
  );
  const taboos = standingTaboos(ctx.text, ctx.medicines, l).filter(
    (t) => !draft.text.includes(t.advice) && !(t.management === 'monitor' && superseded.has(t.target)),
  );
  const noted = new Set((draft.notes ?? []).map((n) => n.id));
  const answered = new Set(draft.rules ?? []);
  // Dialysis said in the chat: the plan's non-dialysis "protein is not raised" does not apply (KDOQI 2020 3.0.2).
  const rules = standing.filter(
    (r) =>
      !noted.has(r.id) &&
      !draft.text.includes(pick(r.text, l)) &&
      !(r.coveredBy ?? []).some((id) => answered.has(`faq:${id}`)) &&
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
