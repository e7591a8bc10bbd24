/**
 * The gates on pairs: a product bought for the same thing as an earlier one, and a product with one of
 * the person's medicines (the taboo list the engine builds: interactions, the cumulative bleeding
 * warning, a medicine's rule about a nutrient). Each product gets the first taboo gate that fits it.
 */
import { pick } from '../contracts/common';
import { isVitaminKAntagonist, vitaminKAntagonistName } from '../knowledge/drugs';
import { INTERACTION_RULES } from '../knowledge/interactions';
import { say } from '../messages';
import { isNutrientKey } from '../nutrients';
import { isSubstance } from '../substances';
import type { SupplementOptionRow } from '../knowledge/supplements';
import type { ReviewContext } from './context';
import { fmt, nutrientName } from './format';
import { applyEach, applyFirst, gate, type Subject } from './gate';
import { calciumTreatingLowCalcium } from './low-calcium';
import { TRIVIAL_POTASSIUM_MG } from './limits';
import type { ResolvedItem } from './resolve';
import type { ReviewTaboo } from './types';

// ---- duplicates ----------------------------------------------------------------------------------

interface DuplicateCase extends Subject {
  /** The earlier product bought for the same thing. */
  first: number;
  /** What both are bought for: a nutrient or substance, or `multi`. */
  key: string;
}

const DUPLICATE = gate<DuplicateCase>()({
  id: 'duplicate',
  why: 'A later product bought for the same thing as an earlier one (the same main nutrient, or two multivitamins)',
  when: () => true,
  text: 'review.duplicate.text',
  apply: ({ first, key, it }, c) => ({
    verdict: 'duplicate',
    params: {
      first: c.names[first] ?? '',
      what:
        key === 'multi'
          ? say('review.duplicate.multi', {}, c.locale)
          : isNutrientKey(key)
            ? nutrientName(key, c.locale)
            : pick(it.option!, c.locale),
    },
  }),
});

export function duplicates(c: ReviewContext): void {
  const firstByKey = new Map<string, number>();
  const found: DuplicateCase[] = [];
  c.items.forEach((it, i) => {
    if (!it.option) return;
    const key = it.option.category === 'multi' ? 'multi' : it.option.main;
    const first = firstByKey.get(key);
    if (first === undefined) firstByKey.set(key, i);
    else found.push({ it, i, first, key });
  });
  applyEach(c, [DUPLICATE], found);
}

// ---- medicines -----------------------------------------------------------------------------------

interface TabooCase extends Subject {
  o: SupplementOptionRow;
  taboo: ReviewTaboo;
  /** The medicine's name, or "your medicine". */
  drug: string;
  /** The product is one the cumulative bleeding warning covers. */
  covered: boolean;
}

const taboo = gate<TabooCase>();
const drugOf = ({ drug }: TabooCase) => ({ drug });

/** One medicine's rule against one product: the first gate that fits says it. */
const TABOO_GATES = [
  taboo({
    id: 'taboo.bleeding_prescribed',
    why: 'A prescribed product in the bleeding stack stays prescribed; the prescriber must hear of the others',
    when: (s, c) => s.covered && c.prescribedOf(s.it, s.o.main),
    text: 'review.taboo.bleedingPrescribed',
    apply: (s) => ({ params: drugOf(s) }),
  }),
  taboo({
    id: 'taboo.bleeding',
    why: 'The cumulative bleeding warning is major/avoid: the strongest taboo for the product decides its verdict',
    when: (s) => s.covered,
    text: 'review.taboo.bleeding',
    apply: (s) => ({ verdict: 'avoid', params: drugOf(s) }),
  }),
  taboo({
    id: 'taboo.prescribed',
    why: 'Issue 31 §1; clinician review 2026-11-25, products §4: a prescribed supplement stays prescribed, never "avoid" — but the prescriber must hear of the pair',
    when: ({ taboo: t, it, o }, c) =>
      t.management === 'avoid' &&
      (it.input?.prescribed === true ||
        (o.main === t.target && c.prescribedOf(it, o.main) && c.companionOfTabooDrug(o.main, t.drugId))),
    text: 'review.taboo.prescribed',
    apply: (s) => ({ params: drugOf(s) }),
  }),
  taboo({
    id: 'taboo.warfarin_vitamin_k',
    why: 'Twenty-fifth clinician review, en S2: a vitamin K product taken daily beside warfarin (or another vitamin K antagonist, acenocoumarol) set the dose; stopping it suddenly raises the INR — the clinic decides',
    when: ({ taboo: t }) => t.target === 'vitaminK' && isVitaminKAntagonist(t.drugId),
    text: 'review.taboo.warfarinVitaminK',
    apply: (s, c) => ({
      verdict: 'avoid',
      params: {
        ...drugOf(s),
        vka: pick(vitaminKAntagonistName([s.taboo.drugId]) ?? { zh: s.drug, en: s.drug }, c.locale),
      },
    }),
  }),
  taboo({
    id: 'taboo.calcium_treating_low',
    why: 'Blind answer round 61, zh-003 and en-029 (development data): a calcium product with a little vitamin D, treating a low blood calcium on calcitriol, was "do not take them together" — its calcium is the treatment, its vitamin D a question for the prescriber',
    when: ({ taboo: t, it, o }, c) =>
      t.target === 'vitaminD' && o.main === 'calcium' && calciumTreatingLowCalcium(it, 'calcium', c),
    text: 'review.taboo.calciumTreatingLow',
    apply: (s) => ({ params: drugOf(s) }),
  }),
  taboo({
    id: 'taboo.major',
    why: 'A major interaction to avoid',
    when: ({ taboo: t }) => t.severity === 'major' && t.management === 'avoid',
    text: 'review.taboo.major',
    apply: (s) => ({ verdict: 'avoid', params: drugOf(s) }),
  }),
  taboo({
    id: 'taboo.separate_hours',
    why: "Taken apart from the medicine by the rule's hours",
    when: ({ taboo: t }) => t.management === 'separate' && separateHours(t) !== null,
    text: 'review.taboo.separateHours',
    apply: (s) => ({ params: { drug: s.drug, hours: separateHours(s.taboo)! } }),
  }),
  taboo({
    id: 'taboo.separate',
    why: 'Taken apart from the medicine, the rule giving no hours',
    when: ({ taboo: t }) => t.management === 'separate',
    text: 'review.taboo.separate',
    apply: (s) => ({ params: drugOf(s) }),
  }),
  taboo({
    id: 'taboo.avoid_bought',
    why: 'The product is bought for what the rule says to avoid (vitamin E 400 IU with warfarin, potassium chloride with an ACE inhibitor): "keep" would contradict it; a multivitamin that merely contains some gets the advice line below',
    when: ({ taboo: t, o }) => t.management === 'avoid' && o.main === t.target,
    text: 'review.taboo.avoidBought',
    apply: (s) => ({ verdict: 'avoid', params: drugOf(s) }),
  }),
  taboo({
    id: 'taboo.avoid',
    why: 'A product that merely contains what the rule avoids: advised, the verdict left to the other rules',
    when: ({ taboo: t }) => t.management === 'avoid',
    text: 'review.taboo.avoid',
    apply: (s) => ({ params: drugOf(s) }),
  }),
  taboo({
    id: 'taboo.monitor',
    why: 'Any other pair: monitored',
    when: () => true,
    text: 'review.taboo.monitor',
    apply: (s) => ({ params: drugOf(s) }),
  }),
];

const separateHours = (t: ReviewTaboo): number | null =>
  typeof t.separateHours === 'number' && t.separateHours > 0 ? t.separateHours : null;

/**
 * A multivitamin's trace of potassium is not the "potassium supplement or salt substitute" a
 * potassium-raising medicine's label warns of: never ruled out for it (clinician review 2026-11-25,
 * products §6; Aldactone US PI §5.1/§7.1, Yasmin US PI §5.2, FDA's 99 mg OTC limit). Noted for one line
 * after the medicines instead.
 */
function traceOfPotassium(c: ReviewContext, s: TabooCase): boolean {
  const { it, o, taboo: t } = s;
  const potassium = it.uncounted || it.unreadable || it.unitUnread ? undefined : it.amounts.potassium;
  if (!(
    t.target === 'potassium' &&
    t.management === 'avoid' &&
    o.main !== 'potassium' &&
    potassium !== undefined &&
    potassium <= TRIVIAL_POTASSIUM_MG
  ))
    return false;
  const seen = c.traceK.get(s.i) ?? { mg: potassium, drugs: [] };
  if (!seen.drugs.includes(s.drug)) seen.drugs.push(s.drug);
  c.traceK.set(s.i, seen);
  return true;
}

/** Medicine by medicine, each product its rule concerns. */
export function medicineTaboos(c: ReviewContext): void {
  for (const t of Array.isArray(c.input?.taboos) ? c.input.taboos : []) {
    if (!t || typeof t.target !== 'string') continue;
    const below = belowTabooDose(c.items, t);
    c.items.forEach((it, i) => {
      const o = it.option;
      if (!o || below.has(i)) return;
      const covered = Array.isArray(t.covers) && t.covers.includes(o.main);
      const hit =
        covered ||
        o.id === t.target ||
        o.main === t.target ||
        o.contains.some((x) => x.substance === t.target);
      if (!hit) return;
      const drug = t.drug || say('review.taboo.yourMedicine', {}, c.locale);
      const s: TabooCase = { it, i, o, taboo: t, drug, covered };
      if (!traceOfPotassium(c, s)) applyFirst(c, TABOO_GATES, s);
    });
  }
}

const TRACE_POTASSIUM = gate<Subject & { mg: number; drugs: readonly string[] }>();

/** One line for a trace of potassium beside every potassium-raising medicine. */
const TRACE_POTASSIUM_GATES = [
  TRACE_POTASSIUM({
    id: 'trace_potassium.one',
    why: "Clinician review 2026-11-25, products §6: a trace of potassium is not what the medicine's label warns of",
    when: (s) => s.drugs.length <= 1,
    text: 'review.tracePotassium.one',
    apply: (s, c) => ({
      params: { mg: fmt(s.mg), drugs: s.drugs.join(say('review.tracePotassium.and', {}, c.locale)) },
    }),
  }),
  TRACE_POTASSIUM({
    id: 'trace_potassium.many',
    why: 'The same, beside several potassium-raising medicines (their labels)',
    when: (s) => s.drugs.length > 1,
    text: 'review.tracePotassium.many',
    apply: (s, c) => ({
      params: { mg: fmt(s.mg), drugs: s.drugs.join(say('review.tracePotassium.and', {}, c.locale)) },
    }),
  }),
];

export function tracePotassium(c: ReviewContext): void {
  for (const [i, { mg, drugs }] of c.traceK)
    applyFirst(c, TRACE_POTASSIUM_GATES, { i, it: c.items[i]!, mg, drugs });
}

/** Interaction rules with a daily threshold (vitamin E's bleeding pair from 100 mg), by rule id. */
const RULE_MIN_DAILY_MG: ReadonlyMap<string, number> = new Map(
  INTERACTION_RULES.flatMap((r) => (r.minDailyMg !== undefined ? [[r.id, r.minDailyMg] as const] : [])),
);

/**
 * A pair raised from a daily amount (vitamin E with a blood thinner from 100 mg) belongs to the products
 * that reach that amount on their own: a multivitamin's or prenatal's nutritional 15 mg beside a 400 IU
 * capsule carries no "best not taken with aspirin" (twenty-seventh clinician review, zh S1). A product
 * bought for the substance whose strength is unknown counts as reaching it. When no product reaches it on
 * its own (two 60 mg products), every product holding the substance carries the pair, as before.
 */
function belowTabooDose(
  items: readonly ResolvedItem[],
  taboo: { kind: string; ruleId: string; target: string },
): ReadonlySet<number> {
  const min = taboo.kind === 'interaction' ? RULE_MIN_DAILY_MG.get(taboo.ruleId) : undefined;
  if (min === undefined || !isSubstance(taboo.target)) return new Set();
  const substance = taboo.target;
  const holds = items.flatMap((it, i) =>
    it.option?.contains.some((c) => c.substance === substance) ? [i] : [],
  );
  const reaches = (it: ResolvedItem): boolean => {
    const unknown = it.uncounted || it.unreadable || it.unitUnread;
    if (unknown) return it.option?.main === substance && it.option.category !== 'multi';
    return (it.substanceMg[substance] ?? 0) >= min - 1e-9;
  };
  if (!holds.some((i) => reaches(items[i]!))) return new Set();
  return new Set(holds.filter((i) => !reaches(items[i]!)));
}
