/**
 * The gates of the person's conditions and the product's own cautions: a condition's cap below the UL,
 * a guideline's dose her products do not reach, the companion of a medicine, a nutrient a condition rules
 * out, the product's own warning, pregnancy, a medicine's favoured salt form, biotin before blood tests.
 */
import { hasLiverDisease } from '../contracts/questionnaire';
import type { SupplementOptionRow } from '../knowledge/supplements';
import { say, textIn } from '../messages';
import type { Companion } from './companions';
import type { ReviewContext } from './context';
import { fmt, nutrientName } from './format';
import { applyEach, applyFirst, eachItem, gate, type Subject } from './gate';
import { BIOTIN_LAB_MIN_MG, THYROID_CONDITIONS } from './limits';
import { saltFormOfItem, type ResolvedItem } from './resolve';
import type { BelowDose, ReviewInput, RuledOut } from './types';

// ---- caps and doses ------------------------------------------------------------------------------

type Cap = NonNullable<ReviewInput['capped']>[number];

const CAPPED = gate<Subject & { cap: Cap }>()({
  id: 'capped',
  why: "A condition's cap below the UL (eGFR < 30: vitamin C, KDOQI 2020): the products that supply the nutrient are `reduce` (or `avoid`), a multivitamin's small share only when it alone goes over",
  when: ({ it, cap }) => {
    const amt = it.amounts[cap.nutrient] ?? 0;
    if (!(amt > 0) || it.input?.prescribed === true) return false;
    return it.option?.main === cap.nutrient || amt > cap.maxDaily + 1e-9;
  },
  text: 'review.quoted',
  apply: ({ cap }) => ({ verdict: cap.verdict ?? 'reduce', params: { text: cap.text } }),
});

const BELOW_DOSE = gate<Subject & { b: BelowDose; total: number }>()({
  id: 'below_dose',
  why: "A guideline's dose her products do not reach (folic acid 5 mg before conception on an antiepileptic): the products of the nutrient, those bought for it, else those containing it",
  when: () => true,
  text: 'review.quoted',
  apply: ({ i, b, total }, c) => {
    c.below.add(i);
    return { verdict: 'below_dose', params: { text: b.text.replace('{amount}', fmt(total)) } };
  },
});

export function capsAndDoses(c: ReviewContext): void {
  for (const cap of c.input?.capped ?? []) {
    if (!cap || !Number.isFinite(cap.maxDaily)) continue;
    const total = c.totals[cap.nutrient] ?? 0;
    if (!(total > cap.maxDaily + 1e-9)) continue;
    applyEach(
      c,
      [CAPPED],
      eachItem(c).map((s) => ({ ...s, cap })),
    );
  }
  for (const b of c.input?.belowDose ?? []) {
    const total = c.items.reduce((sum, it) => sum + (it.amounts[b.nutrient] ?? 0), 0);
    if (!(total > 0) || total >= b.min - 1e-9) continue;
    const bought = eachItem(c).filter((s) => s.it.option?.main === b.nutrient);
    const holding =
      bought.length > 0 ? bought : eachItem(c).filter((s) => (s.it.amounts[b.nutrient] ?? 0) > 0);
    applyEach(
      c,
      [BELOW_DOSE],
      holding.map((s) => ({ ...s, b, total })),
    );
  }
}

// ---- companions and ruled-out nutrients ----------------------------------------------------------

const ruledOutOf = (c: ReviewContext): readonly RuledOut[] => c.input?.ruledOut ?? [];

// A companion's "keep taking them" is not said of a product the condition rules out (a high calcium:
// the steroid's calcium and vitamin D; ninth clinician review, en P1), unless the companion overrides it.
const ruledOutHere = (c: ReviewContext, it: ResolvedItem, companion: Companion): boolean =>
  !companion.overridesRuledOut &&
  it.input?.prescribed !== true &&
  ruledOutOf(c).some(
    (r) =>
      (r.nutrient === it.option?.main && !(r.notMultivitamin === true && it.option.category === 'multi')) ||
      (r.containsAvoid === true && (it.option?.contains ?? []).some((x) => x.substance === r.nutrient)),
  );

const companionOf = (c: ReviewContext, it: ResolvedItem): Companion | undefined =>
  it.option && c.companions.find((x) => x.nutrient === it.option!.main);

const COMPANION = gate<Subject>()({
  id: 'companion',
  why: "Prescribed companions of the person's medicines (review/companions.ts): kept with the reason — not above the UL unmarked, not below a guideline's dose, not beside a condition's or another medicine's \"avoid\"",
  when: ({ it, i }, c) => {
    const companion = companionOf(c, it);
    // Not said of a product above the UL she has not marked prescribed: it is not the companion.
    const mine = it.input?.prescribed === true || (it.option !== undefined && c.withinUl(it, it.option.main));
    return (
      !!companion &&
      mine &&
      !c.below.has(i) &&
      !ruledOutHere(c, it, companion) &&
      !c.verdicts[i]!.has('avoid')
    );
  },
  text: 'review.quoted',
  apply: ({ it }, c) => ({ params: { text: companionOf(c, it)!.text } }),
});

interface RuledOutCase extends Subject {
  o: SupplementOptionRow;
  /** The rule for the nutrient the product is bought for. */
  bought: RuledOut | undefined;
  /** A rule that rules out a product merely containing its nutrient. */
  avoidContained: RuledOut | undefined;
  companion: Companion | undefined;
}

// What the product holds of the rule's nutrient (preformed vitamin A only, where the rule says so).
const holds = (o: SupplementOptionRow, r: RuledOut): boolean =>
  o.contains.some(
    (x) => x.substance === r.nutrient && !(r.preformedOnly === true && x.form === 'beta_carotene'),
  );

const ruled = gate<RuledOutCase>();
const prescribedBought = ({ bought, companion, it }: RuledOutCase): boolean =>
  !!bought && (!!companion?.overridesRuledOut || it.input?.prescribed === true);

/** A nutrient the condition rules out: the first gate that fits the product. */
const RULED_OUT_GATES = [
  ruled({
    id: 'ruled_out.prescribed_text',
    why: "Knowledge/hypercalcaemia.ts: a product marked prescribed gets the rule's own words for it (call the prescriber today)",
    when: (s) =>
      prescribedBought(s) && s.bought!.prescribedText !== undefined && s.it.input?.prescribed === true,
    text: 'review.quoted',
    apply: (s) => ({ params: { text: s.bought!.prescribedText! } }),
  }),
  ruled({
    id: 'ruled_out.prescribed',
    why: "The prescriber gave it for a measured need: the condition's rule becomes a note to check",
    when: prescribedBought,
    text: 'review.ruledOut.prescribed',
    apply: (s) => ({ params: { text: s.bought!.text } }),
  }),
  ruled({
    id: 'ruled_out.bought',
    why: 'Pharmacist and dietitian review 2026-11-24: a product bought for a nutrient the condition rules out is `avoid` (magnesium oxide at eGFR 22)',
    when: (s) => !!s.bought,
    text: 'review.quoted',
    apply: (s) => ({ verdict: 'avoid', params: { text: s.bought!.text }, lead: s.bought!.lead === true }),
  }),
  ruled({
    id: 'ruled_out.contained',
    why: 'Knowledge/iron-overload.ts: no supplemental iron at all, a multivitamin with iron included',
    when: (s) => !!s.avoidContained && s.it.input?.prescribed !== true,
    text: 'review.quoted',
    apply: ({ avoidContained: r }) => ({
      verdict: 'avoid',
      params: { text: r!.containsText ?? r!.text },
      lead: r!.lead === true,
    }),
  }),
];

/** One line per reason: the kidney's potassium and magnesium, a high calcium's calcium and vitamin D. */
const CONTAINS = gate<Subject & { what: string; note: string }>()({
  id: 'ruled_out.contains',
  why: 'A product that merely contains a ruled-out nutrient: a note to ask the doctor',
  when: () => true,
  text: 'review.ruledOut.contains',
  apply: ({ what, note }) => ({ params: { what, note } }),
});

function containsNotes(c: ReviewContext, s: RuledOutCase): (Subject & { what: string; note: string })[] {
  const contained = ruledOutOf(c).filter((r) => r.containsText !== undefined && holds(s.o, r));
  return [...new Set(contained.map((r) => r.containsText!))].map((note) => ({
    ...s,
    note,
    what: contained
      .filter((r) => r.containsText === note)
      .map((r) => nutrientName(r.nutrient, c.locale))
      .join(say('review.ruledOut.and', {}, c.locale)),
  }));
}

export function companionsAndRuledOut(c: ReviewContext): void {
  applyEach(c, [COMPANION], eachItem(c));
  const ruledOut = ruledOutOf(c);
  c.items.forEach((it, i) => {
    const o = it.option;
    if (!o || ruledOut.length === 0) return;
    const s: RuledOutCase = {
      it,
      i,
      o,
      bought: ruledOut.find(
        (r) =>
          r.nutrient === o.main &&
          !(r.notMultivitamin === true && o.category === 'multi') &&
          (r.preformedOnly !== true || holds(o, r)),
      ),
      avoidContained: ruledOut.find(
        (r) =>
          r.containsAvoid === true && holds(o, r) && !(r.notMultivitamin === true && o.category === 'multi'),
      ),
      companion: c.companions.find((x) => x.nutrient === o.main),
    };
    if (!applyFirst(c, RULED_OUT_GATES, s)) applyEach(c, [CONTAINS], containsNotes(c, s));
  });
}

// ---- the product's own cautions ------------------------------------------------------------------

const product = gate<Subject>();

/** Where the product's own warning rules it out for this person. */
function warnedOff(c: ReviewContext, it: ResolvedItem): boolean {
  const avoidIn = it.option?.warning?.avoidIn;
  const input = c.input;
  return (
    avoidIn?.includes('everyone') === true ||
    (input?.pregnant === true && avoidIn?.includes('pregnancy') === true) ||
    (input?.lactating === true && avoidIn?.includes('lactation') === true) ||
    (avoidIn?.includes('thyroid') === true &&
      (input?.conditions ?? []).some((x) => THYROID_CONDITIONS.has(x))) ||
    (avoidIn?.includes('liver') === true &&
      (hasLiverDisease(input?.conditions) || input?.liverEnzymesRaised === true))
  );
}

const pregnancyCaution = (c: ReviewContext, it: ResolvedItem) =>
  c.input?.pregnant === true || c.input?.lactating === true ? it.option?.pregnancyCaution : undefined;

/** The pregnancy caution's line for high amounts ("{mg}" filled), or '' below them. */
function highLine(c: ReviewContext, it: ResolvedItem): string {
  const caution = it.option!.pregnancyCaution!;
  const mg = it.option ? (it.substanceMg[it.option.main] ?? 0) : 0;
  return caution.high && caution.highFromMg !== undefined && mg >= caution.highFromMg
    ? textIn(caution.high, c.locale).replace('{mg}', fmt(mg))
    : '';
}

/** The product's own cautions, in the order they are said. */
const CAUTION_GATES = [
  product({
    id: 'warning',
    why: "Clinician review 2026-11-25 closing §6 and products §3: the product's own warning is always said; where it rules out her pregnancy, breastfeeding, thyroid or liver, she is told not to take it (a prescribed one stays the doctor's)",
    when: (s) => !!s.it.option?.warning,
    text: 'review.quoted',
    apply: ({ it }, c) => ({
      verdict: warnedOff(c, it) && it.input?.prescribed !== true ? 'avoid' : undefined,
      params: {
        text: textIn(
          (c.input?.pregnancyPossible === false ? it.option!.warning!.textNoPregnancy : undefined) ??
            it.option!.warning!.text,
          c.locale,
        ),
      },
    }),
  }),
];

/** Pregnancy or breastfeeding with a product whose safety there is not established (twenty-sixth clinician review, en M2). */
const PREGNANCY_GATES = [
  product({
    id: 'pregnancy_caution.high',
    why: 'Not on her own — her obstetrician decides; with the line for a high amount',
    when: (s, c) => !!pregnancyCaution(c, s.it) && highLine(c, s.it) !== '',
    text: 'review.pregnancyCaution',
    apply: ({ it }, c) => ({
      verdict: it.input?.prescribed !== true ? 'avoid' : undefined,
      params: { text: textIn(it.option!.pregnancyCaution!.text, c.locale), high: highLine(c, it) },
    }),
  }),
  product({
    id: 'pregnancy_caution',
    why: "Not on her own — her obstetrician decides; a prescribed one stays the prescriber's, with the line",
    when: (s, c) => !!pregnancyCaution(c, s.it) && highLine(c, s.it) === '',
    text: 'review.quoted',
    apply: ({ it }, c) => ({
      verdict: it.input?.prescribed !== true ? 'avoid' : undefined,
      params: { text: textIn(it.option!.pregnancyCaution!.text, c.locale) },
    }),
  }),
];

type FormSwitch = NonNullable<ReviewInput['formSwitches']>[number];

const FORM_SWITCH = gate<Subject & { sw: FormSwitch }>()({
  id: 'form_switch',
  why: 'Pharmacist review A9: a medicine favours another form of this mineral (PPI → calcium citrate): switch the form at the same elemental dose rather than add a product',
  when: ({ it, sw }) =>
    !!it.option && saltFormOfItem(it)?.id === sw.from && (it.amounts[sw.nutrient] ?? 0) > 0,
  text: 'review.quoted',
  apply: ({ it, sw }) => {
    const amount = it.amounts[sw.nutrient] ?? 0;
    const fraction = sw.toFraction > 0 ? sw.toFraction : 1;
    return {
      params: {
        text: sw.text
          .replace('{amount}', fmt(amount))
          .replace('{salt}', fmt(Math.round(amount / fraction / 10) * 10)),
      },
    };
  },
});

const BIOTIN = product({
  id: 'biotin',
  why: "Pharmacist review B2: biotin falsifies many blood tests, for anyone who has them (the taboo list carries the thyroid medicines' warning)",
  when: ({ it }) =>
    !!it.option && typeof it.substanceMg.biotin === 'number' && it.substanceMg.biotin >= BIOTIN_LAB_MIN_MG,
  text: 'review.biotin',
  apply: ({ it }) => ({ params: { ug: fmt(it.substanceMg.biotin! * 1000) } }),
});

export function productCautions(c: ReviewContext): void {
  applyEach(c, CAUTION_GATES, eachItem(c));
  // Both wordings of the pregnancy caution are one rule: each product gets the one that fits.
  eachItem(c).forEach((s) => applyFirst(c, PREGNANCY_GATES, s));
  for (const sw of c.input?.formSwitches ?? [])
    applyEach(
      c,
      [FORM_SWITCH],
      eachItem(c).map((s) => ({ ...s, sw })),
    );
  applyEach(c, [BIOTIN], eachItem(c));
}
