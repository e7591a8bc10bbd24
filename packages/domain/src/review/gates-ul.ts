/**
 * The upper-limit gates: each nutrient's total from the products (and food where its UL counts food)
 * against its UL, or against the treatment range of a supervised treatment, and the product to stop
 * when one product alone puts the total over. Per nutrient one regime applies (the first that fits);
 * within it, each product gets the first gate that fits it.
 */
import { roundTo, VITAMIN_D_IU_PER_UG } from '../units';
import {
  courseOf,
  SUPPLEMENT_PERIOD_DAYS as PERIOD_DAYS,
  type SupplementCourse,
} from '../contracts/answer-values';
import { HYPERCALCAEMIA_NUTRIENTS } from '../knowledge/hypercalcaemia';
import {
  fillAboveUl,
  SMALL_DAILY_VITAMIN_D_UG,
  ulMultiple,
  VITAMIN_D_LOADING_STRENGTH_UG,
  VITAMIN_D_REPLETION_MAX_UG,
  vitaminDCourseText,
} from '../knowledge/above-ul';
import { say } from '../messages';
import { unitOf, type NutrientKey } from '../nutrients';
import type { Locale } from '../contracts/common';
import type { ReviewContext } from './context';
import { fmt, nutrientInSentence, nutrientName, unitText } from './format';
import { applyEach, applyFirst, gate, type Subject } from './gate';
import { FOLIC_ACID_PRESCRIPTION_MAX_UG, SUPPLEMENT_ONLY_UL, WHO_ANTENATAL_IRON_MAX_MG } from './limits';
import type { ResolvedItem } from './resolve';
import { calciumTreatingLowCalcium } from './low-calcium';

/** A nutrient whose products' total is judged, with its UL and unit. */
interface NutrientCase {
  n: NutrientKey;
  /** From the products, towards the UL. */
  supp: number;
  ul: number;
  /** The unit as the sentences write it (µg). */
  u: string;
  /** The top of a supervised treatment's range for the nutrient, if one is in the plan. */
  treatmentMax: number | undefined;
}

/** One product of a nutrient judged against its UL or treatment range. */
interface UlCase extends Subject {
  nc: NutrientCase;
  /** What this product gives towards the UL. */
  amt: number;
}

// ---- within a supervised treatment ---------------------------------------------------------------

interface SupervisedCase extends UlCase {
  treatmentMax: number;
  topUp: { min: number; add: number } | undefined;
}

const supervised = gate<SupervisedCase>();
const belowTopUp = (s: SupervisedCase): boolean => s.topUp !== undefined && s.nc.supp < s.topUp.min - 1e-9;

const SUPERVISED_GATES = [
  supervised({
    id: 'supervised.top_up',
    why: "Below the treatment range with the plan's top-up: her products are part of one treatment dose, said with the plan's own numbers (the card says the same: add X, Y in all)",
    when: belowTopUp,
    text: 'review.supervised.topUp',
    apply: ({ nc, topUp, treatmentMax }, c) => ({
      params: {
        nutrient: nutrientName(nc.n, c.locale),
        supp: fmt(nc.supp),
        u: nc.u,
        min: fmt(topUp!.min),
        max: fmt(treatmentMax),
        add: fmt(topUp!.add),
        all: fmt(nc.supp + topUp!.add),
        ul: fmt(nc.ul),
      },
    }),
  }),
  supervised({
    id: 'supervised.within',
    why: 'NIH ODS: ULs do not apply to a nutrient taken under medical care; within the treatment range it is never "over the UL" (pharmacist review B3)',
    when: (s) => !belowTopUp(s),
    text: 'review.supervised.within',
    apply: ({ nc, treatmentMax }, c) => ({
      params: {
        nutrient: nutrientName(nc.n, c.locale),
        supp: fmt(nc.supp),
        u: nc.u,
        max: fmt(treatmentMax),
        ul: fmt(nc.ul),
      },
    }),
  }),
];

function withinTreatment(nc: NutrientCase, c: ReviewContext): void {
  // Within a supervised treatment: counted from supplements only, never "over the UL".
  const t = c.targets[nc.n];
  const scope = t?.ulScope ?? (SUPPLEMENT_ONLY_UL.has(nc.n) ? 'supplements' : 'total');
  const food = scope === 'total' ? Math.max(0, c.food[nc.n] ?? 0) : 0;
  if (!(nc.supp + food > nc.ul + 1e-9)) return;
  const topUp = topUps(c).get(nc.n);
  const subjects = c.items.flatMap((it, i) =>
    c.ulPart(it, nc.n) > 0
      ? [{ it, i, nc, amt: c.ulPart(it, nc.n), treatmentMax: nc.treatmentMax!, topUp }]
      : [],
  );
  applyEach(c, SUPERVISED_GATES, subjects);
}

// ---- above a supervised treatment's range --------------------------------------------------------

interface TreatmentCase extends UlCase {
  treatmentMax: number;
  prescribed: boolean;
  /** The sentence's head: the total against the treatment range. */
  head: string;
}

const treatment = gate<TreatmentCase>();

/** A lab-confirmed deficiency needs treating: the product is for the doctor to bring into the range. */
const TREATMENT_GATES = [
  treatment({
    id: 'treatment.vitamin_d_course',
    why: 'Forty-ninth clinician review, en S8: a vitamin D strength once a week or a month with a lab-proven deficiency is a repletion course or a maintenance dose, the doctor\'s — never "stop taking this product daily"',
    when: ({ nc, it, amt }) =>
      nc.n === 'vitaminD' && itemCourse(it) !== undefined && amt <= VITAMIN_D_REPLETION_MAX_UG + 1e-9,
    text: 'review.quoted',
    apply: ({ it, amt }, c) => ({
      params: {
        text: vitaminDCourseText(
          amt * PERIOD_DAYS[itemCourse(it)!] * VITAMIN_D_IU_PER_UG,
          itemCourse(it)!,
          c.locale,
        ),
      },
    }),
  }),
  treatment({
    id: 'treatment.beside_vitamin_d_course',
    why: 'Forty-ninth clinician review, en S8: Shelcal (calcium with 250 IU of D) beside the weekly course, with a low calcium, was "leave out the extra product with vitamin D" — its few µg of D are not what to leave out',
    when: ({ nc, it, amt }, c) =>
      nc.n === 'vitaminD' &&
      itemCourse(it) === undefined &&
      amt <= SMALL_DAILY_VITAMIN_D_UG + 1e-9 &&
      c.items.some((x) => itemCourse(x) !== undefined),
    text: 'review.treatment.besideVitaminDCourse',
    apply: ({ amt }) => ({ params: { amount: fmt(amt) } }),
  }),
  treatment({
    id: 'treatment.prenatal',
    why: 'Fifteenth clinician review, zh P1-S1: a prenatal with up to 60 mg iron in pregnancy is her folic acid and iodine, kept, the total for the obstetrician (docs/product-rules.md, prenatal-kept-above-range)',
    when: ({ nc, it, amt }, c) =>
      nc.n === 'iron' &&
      c.input?.pregnant === true &&
      it.option?.category === 'multi' &&
      amt <= WHO_ANTENATAL_IRON_MAX_MG + 1e-9,
    text: 'review.treatment.prenatal',
    apply: ({ head, amt, nc }) => ({ params: { head, amount: fmt(amt), u: nc.u } }),
  }),
  treatment({
    id: 'treatment.prescribed',
    why: 'A prescribed product stays prescribed (ADR 0006); the prescriber checks the daily total',
    when: (s) => s.prescribed,
    text: 'review.treatment.prescribed',
    apply: ({ head, amt, nc }) => ({ params: { head, amount: fmt(amt), u: nc.u } }),
  }),
  treatment({
    id: 'treatment.far_above',
    why: 'Twelfth clinician review, zh P2 #2: far above the range (more than twice its top) and over the UL, it is still over the UL',
    when: ({ amt, nc, treatmentMax }) => amt > nc.ul + 1e-9 && amt > 2 * treatmentMax + 1e-9,
    text: 'review.treatment.farAbove',
    apply: ({ head, amt, nc }, c) => ({
      verdict: 'over_ul',
      params: { head, amount: fmt(amt), u: nc.u, stop: stopDaily(nc.n, amt, nc.ul, nc.u, c.locale) },
    }),
  }),
  treatment({
    id: 'treatment.above_ul',
    why: 'Twelfth clinician review, zh P2 #2 and cross-cutting #2: a treatment above the range is never "stop taking it daily" against the self-supplementation UL',
    when: ({ amt, nc }) => amt > nc.ul + 1e-9,
    text: 'review.treatment.aboveUl',
    apply: ({ head, amt, nc }) => ({ verdict: 'reduce', params: { head, amount: fmt(amt), u: nc.u } }),
  }),
  treatment({
    id: 'treatment.within_ul',
    why: 'A higher dose does not replete faster: the doctor confirms the total, the extra product can go',
    when: () => true,
    text: 'review.treatment.withinUl',
    apply: ({ head, amt, nc }, c) => ({
      verdict: 'reduce',
      params: { head, amount: fmt(amt), u: nc.u, nutrient: nutrientInSentence(nc.n, c.locale) },
    }),
  }),
];

// Above the guideline's treatment range for a lab-proven deficiency: flagged against that range, never
// against the self-supplementation UL, which does not apply to supervised treatment (NIH ODS; clinician
// review 2026-11-25 closing, cross-cutting §7: 105 mg `keep` but 148 mg "above the upper limit of 45 mg").
function aboveTreatment(nc: NutrientCase, c: ReviewContext): void {
  const treatmentMax = nc.treatmentMax!;
  const min = supervisedMin(c).get(nc.n);
  const head = say(
    'review.treatment.head',
    {
      nutrient: nutrientName(nc.n, c.locale),
      supp: fmt(nc.supp),
      u: nc.u,
      limit:
        min !== undefined
          ? say('review.treatment.range', { min: fmt(min), max: fmt(treatmentMax), u: nc.u }, c.locale)
          : say('review.treatment.upTo', { max: fmt(treatmentMax), u: nc.u }, c.locale),
      ul: fmt(nc.ul),
    },
    c.locale,
  );
  c.items.forEach((it, i) => {
    const amt = c.ulPart(it, nc.n);
    if (!(amt > 0)) return;
    const prescribed = it.input?.prescribed === true || c.companionAboveUl(it, nc.n, amt);
    c.overUl[i]!.push({
      nutrient: nc.n,
      unit: unitOf(nc.n),
      total: roundTo(nc.supp, 2),
      ul: nc.ul,
      prescribed,
    });
    applyFirst(c, TREATMENT_GATES, { it, i, nc, amt, treatmentMax, prescribed, head });
  });
}

// ---- over the UL ---------------------------------------------------------------------------------

interface OverCase extends UlCase {
  total: number;
  prescribed: boolean;
  /** What the products the person marked prescribed (or her medicines' companions) give. */
  prescribedShare: number;
  /** Without the prescribed share, her own products are within the UL. */
  ownWithinUl: boolean;
  /** The one product whose removal alone brings the total within the UL (`productToStop`). */
  stopOne: number | undefined;
  /**
   * The product with a dose only a prescriber gives, not marked prescribed (`rxDoseItem`), without which her own
   * products are within the UL: the question is that dose's, for the prescriber — never "stop it" said beside it.
   */
  besideRx: number | undefined;
  fromFood: number;
}

const over = gate<OverCase>();

/** The product's own share is not what puts the total over: said, never `over_ul` for it. */
const SHARE_GATES = [
  over({
    id: 'ul.kept_beside',
    why: 'Twenty-seventh clinician review, zh S1 and M8: the total is over only because of the one product to stop, so this one is kept, with no over_ul of its own',
    // A prenatal in pregnancy is kept beside the one product to stop even where the nutrient is ruled out as a
    // product of its own (vitamin A): Elevit over_ul beside three vitamin AD softgels left it off the schedule, with
    // her folic acid (fiftieth clinician review, zh S3).
    when: (s, c) =>
      s.stopOne !== undefined &&
      s.i !== s.stopOne &&
      !s.prescribed &&
      (!ruledOutFor(c, s.nc.n) || (c.input?.pregnant === true && s.it.option?.category === 'multi')),
    text: 'review.ul.keptBeside',
    apply: (s, c) => {
      if (c.input?.pregnant === true && s.it.option?.category === 'multi') c.keptPrenatal.add(s.i);
      return {
        params: {
          nutrient: nutrientName(s.nc.n, c.locale),
          total: fmt(s.total),
          u: s.nc.u,
          ul: fmt(s.nc.ul),
          other: say('review.name', { name: c.names[s.stopOne!] ?? '' }, c.locale),
          amount: fmt(s.amt),
        },
      };
    },
  }),
  over({
    id: 'ul.beside_rx_dose',
    why: 'Read-through of blind answer round 62: a low 25-OH D with a 5,000 IU capsule, a multivitamin and calcium with D — the multivitamin was told it "need not be stopped" once the capsule is, which the capsule\'s own line says is the prescriber\'s dose to ask about',
    when: (s) => s.besideRx !== undefined && s.i !== s.besideRx && !s.prescribed,
    text: 'review.ul.besideRxDose',
    apply: (s, c) => ({
      params: {
        nutrient: nutrientName(s.nc.n, c.locale),
        total: fmt(s.total),
        u: s.nc.u,
        ul: fmt(s.nc.ul),
        other: say('review.name', { name: c.names[s.besideRx!] ?? '' }, c.locale),
        amount: fmt(s.amt),
      },
    }),
  }),
  over({
    id: 'ul.added_to_prescribed',
    why: 'Thirtieth clinician review, en S6: with a medicine that has a rule about this nutrient (active vitamin D or a thiazide beside calcium), a product added on top of a prescribed dose that already passes the UL is not "keep it" — not while the blood calcium is low (twenty-first review, en S1)',
    when: (s, c) => !!ruledBy(s, c),
    text: 'review.ul.addedToPrescribed',
    apply: (s, c) => ({
      verdict: 'avoid',
      params: {
        nutrient: nutrientName(s.nc.n, c.locale),
        total: fmt(s.total),
        u: s.nc.u,
        prescribed: fmt(s.prescribedShare),
        ul: fmt(s.nc.ul),
        drug: ruledBy(s, c)!,
        amount: fmt(s.amt),
      },
    }),
  }),
  over({
    id: 'ul.own_within_ul',
    why: 'Seventh clinician review, en B9: only what the person chose is held to the UL, a prescription dose is not',
    when: (s) => !s.prescribed && s.ownWithinUl,
    text: 'review.ul.ownWithinUl',
    apply: (s, c) => ({
      params: {
        nutrient: nutrientName(s.nc.n, c.locale),
        ul: fmt(s.nc.ul),
        u: s.nc.u,
        prescribed: fmt(s.prescribedShare),
        amount: fmt(s.amt),
      },
    }),
  }),
];

/** The medicine whose rule about this nutrient makes a product added on top of a prescribed dose a risk. */
const ruledBy = (s: OverCase, c: ReviewContext): string | undefined =>
  !s.prescribed &&
  s.ownWithinUl &&
  HYPERCALCAEMIA_NUTRIENTS.includes(s.nc.n) &&
  c.input?.lowBloodCalcium !== true
    ? c.input?.taboos?.find((t) => t.target === s.nc.n)?.drug
    : undefined;

/**
 * A prescription dose of a companion of her medicines (folic acid 5 mg on an antiepileptic or
 * methotrexate) she has not marked prescribed, or a vitamin D repletion dose with a low 25-OH D (ES 2011:
 * 6,000 IU a day, 6,000–10,000 IU with malabsorption or interfering drugs).
 */
const rxDose = ({ it, nc, amt }: OverCase, c: ReviewContext): boolean => rxDoseItem(it, nc.n, amt, c);
function rxDoseItem(it: ResolvedItem, n: NutrientKey, amt: number, c: ReviewContext): boolean {
  return (
    ironWithFolicAcid(it, n, amt) ||
    calciumTreatingLowCalcium(it, n, c) ||
    // A vitamin D strength once a week or a month is a prescriber's course, never "stop taking it daily" (en S8).
    (n === 'vitaminD' && itemCourse(it) !== undefined && amt <= VITAMIN_D_REPLETION_MAX_UG + 1e-9) ||
    (it.option?.main === n &&
      it.option.category !== 'multi' &&
      (c.companions.some(
        (x) => x.nutrient === n && x.prescribedDailyMax !== undefined && amt <= x.prescribedDailyMax + 1e-9,
      ) ||
        (n === 'vitaminD' &&
          (c.input?.lowByLab ?? []).includes('vitaminD') &&
          amt <= VITAMIN_D_REPLETION_MAX_UG + 1e-9)))
  );
}

/** How often a product is taken when not daily: a week or a month. */
const itemCourse = (it: ResolvedItem): SupplementCourse | undefined => courseOf(it.input?.every);

/**
 * The folic acid of an iron tablet that prints both ("Livogen (ferrous fumarate 152mg + folic acid 1.5mg)"): an
 * iron–folic acid treatment tablet, its folic acid a prescriber's dose, never "stop taking this product" — that
 * would stop the iron (forty-ninth clinician review, en S7).
 */
const ironWithFolicAcid = (it: ResolvedItem, n: NutrientKey, amt: number): boolean =>
  n === 'folate' && it.salt?.row.nutrient === 'iron' && amt <= FOLIC_ACID_PRESCRIPTION_MAX_UG + 1e-9;

/** The total over the UL: its head, from supplements and food. */
function overHead(s: OverCase, c: ReviewContext): string {
  const { nc } = s;
  return say(
    'review.ul.head',
    {
      what:
        nc.n === 'vitaminA' ? say('review.ul.preformedVitaminA', {}, c.locale) : nutrientName(nc.n, c.locale),
      total: fmt(s.total),
      u: nc.u,
      supp: fmt(nc.supp),
      food: s.fromFood > 0 ? say('review.ul.food', { food: fmt(s.fromFood), u: nc.u }, c.locale) : '',
    },
    c.locale,
  );
}

/** The product's share puts the total over the UL (`overUl` recorded before these). */
const OVER_GATES = [
  over({
    id: 'ul.vitamin_d_loading_prescribed',
    why: 'Fourteenth clinician review, en P5 #4: a vitamin D loading strength marked prescribed but listed as daily is a weekly prescription, never "keep taking it as prescribed"',
    when: (s) => s.prescribed && s.nc.n === 'vitaminD' && s.amt >= VITAMIN_D_LOADING_STRENGTH_UG - 1e-9,
    text: 'review.quoted',
    apply: ({ nc, amt }, c) => ({
      verdict: 'over_ul',
      params: {
        text: fillAboveUl('review-vitd-loading-prescribed-daily', c.locale, {
          amount: `${fmt(amt)} ${nc.u}`,
          ul: `${fmt(nc.ul)} ${nc.u}`,
          multiple: ulMultiple(amt, nc.ul),
          perDose: `${fmt(amt * VITAMIN_D_IU_PER_UG)} IU`,
        }),
      },
    }),
  }),
  over({
    id: 'ul.prescribed',
    why: 'ADR 0006: a prescribed dose above the UL is a treatment dose, never "reduce" or "stop"; the UL is for self-supplementation',
    when: (s) => s.prescribed,
    text: 'review.ul.prescribed',
    apply: (s, c) => ({ params: { head: overHead(s, c), ul: fmt(s.nc.ul), u: s.nc.u, amount: fmt(s.amt) } }),
  }),
  over({
    id: 'ul.rx_dose',
    why: 'Tenth clinician review, en P2: a prescription dose she has not marked prescribed is the prescriber\'s dose to ask about, never "keep taking it as prescribed"',
    when: rxDose,
    text: 'review.ul.rxDose',
    apply: (s, c) => {
      c.unmarkedRxDose.add(s.i);
      const entry = c.overUl[s.i]!.at(-1);
      if (entry?.nutrient === s.nc.n) entry.rxDose = true;
      return {
        verdict: 'over_ul',
        params: { head: overHead(s, c), ul: fmt(s.nc.ul), u: s.nc.u, amount: fmt(s.amt) },
      };
    },
  }),
  over({
    id: 'ul.over',
    why: 'Over the UL: this product alone above it every day is "stop taking it daily" (tenth review, en P1), and the one product to stop says so',
    when: () => true,
    text: 'review.ul.over',
    apply: (s, c) => {
      const { nc, amt, i } = s;
      const more = [
        ...(amt > nc.ul + 1e-9 ? [stopDaily(nc.n, amt, nc.ul, nc.u, c.locale)] : []),
        ...(s.stopOne === i && !ruledOutFor(c, nc.n) ? [stopThisOne(c, i, nc, s.total, amt)] : []),
      ];
      return {
        verdict: 'over_ul',
        params: {
          head: overHead(s, c),
          ul: fmt(nc.ul),
          u: nc.u,
          amount: fmt(amt),
          more: more.map((x) => ` ${x}`).join(''),
        },
      };
    },
  }),
];

function overTheUl(nc: NutrientCase, c: ReviewContext): void {
  const { n, supp, ul } = nc;
  const t = c.targets[n];
  const scope = t?.ulScope ?? (SUPPLEMENT_ONLY_UL.has(n) ? 'supplements' : 'total');
  const foodIn = n === 'vitaminA' ? (c.input?.foodPreformedVitaminA ?? c.food[n]) : c.food[n];
  const fromFood = scope === 'total' ? Math.max(0, foodIn ?? 0) : 0;
  const total = supp + fromFood;
  if (!(total > ul + 1e-9)) return;
  // A multivitamin is not the prescribed companion, whatever its main nutrient (a prenatal's folate).
  const isPrescribed = (it: ResolvedItem) =>
    it.input?.prescribed === true || c.companionAboveUl(it, n, c.ulPart(it, n));
  const prescribedShare = c.items.reduce((sum, it) => sum + (isPrescribed(it) ? c.ulPart(it, n) : 0), 0);
  const ownWithinUl = prescribedShare > 0 && total - prescribedShare <= ul + 1e-9;
  // A dose only a prescriber gives (a vitamin D repletion dose with a low 25-OH D …) is no product to stop: its own line
  // sends it to the prescriber, and the products beside it are kept when they are within the UL without it.
  const rxItems = c.items.flatMap((it, i) =>
    !isPrescribed(it) && rxDoseItem(it, n, c.ulPart(it, n), c) ? [i] : [],
  );
  const rxShare = rxItems.reduce((sum, i) => sum + c.ulPart(c.items[i]!, n), 0);
  const besideRx =
    !ownWithinUl && rxItems.length === 1 && total - prescribedShare - rxShare <= ul + 1e-9
      ? rxItems[0]
      : undefined;
  const stopOne =
    ownWithinUl || besideRx !== undefined
      ? undefined
      : productToStop(
          c.items,
          n,
          total,
          ul,
          c.ulPart,
          (it) => isPrescribed(it) || rxDoseItem(it, n, c.ulPart(it, n), c),
        );
  c.items.forEach((it, i) => {
    const amt = c.ulPart(it, n);
    if (!amt || amt <= 0) return;
    const s: OverCase = {
      it,
      i,
      nc,
      amt,
      total,
      prescribed: isPrescribed(it),
      prescribedShare,
      ownWithinUl,
      stopOne,
      besideRx,
      fromFood,
    };
    if (applyFirst(c, SHARE_GATES, s)) return;
    c.overUl[i]!.push({
      nutrient: n,
      unit: unitOf(n),
      total: roundTo(total, 2),
      ul,
      prescribed: s.prescribed,
    });
    applyFirst(c, OVER_GATES, s);
  });
}

// ---- the regimes, per nutrient -------------------------------------------------------------------

/** Which judgement a nutrient's total gets: the first regime that fits. */
const REGIMES: readonly {
  id: string;
  why: string;
  when: (nc: NutrientCase, c: ReviewContext) => boolean;
  run: (nc: NutrientCase, c: ReviewContext) => void;
}[] = [
  {
    id: 'supervised',
    why: 'Within a supervised treatment (a lab-confirmed deficiency): the self-supplementation UL does not apply',
    when: (nc) => nc.treatmentMax !== undefined && nc.supp <= Math.max(nc.treatmentMax, nc.ul) + 1e-9,
    run: withinTreatment,
  },
  {
    id: 'treatment',
    why: "Above a supervised treatment's range: judged against that range, not the UL",
    when: (nc) => nc.treatmentMax !== undefined,
    run: aboveTreatment,
  },
  {
    id: 'antenatal_iron',
    why: 'Issue 31 §3; WHO 2016 antenatal care A.2.1: in pregnancy iron up to 60 mg a day is within the recommended range — said after the verdicts, so "keep taking it" only for a product no other rule rules out (clinician review 2026-11-25 late, Z4 §1)',
    when: (nc, c) =>
      nc.n === 'iron' && c.input?.pregnant === true && nc.supp <= WHO_ANTENATAL_IRON_MAX_MG + 1e-9,
    run: (nc, c) =>
      c.items.forEach((it, i) => {
        if ((it.amounts.iron ?? 0) > 0) c.antenatalIron.push({ i, total: nc.supp });
      }),
  },
  {
    id: 'ul',
    why: 'Over the UL, from supplements and food where the UL counts food',
    when: () => true,
    run: overTheUl,
  },
];

const supervisedMax = (c: ReviewContext): Map<NutrientKey, number> => {
  const out = new Map<NutrientKey, number>();
  for (const x of c.input?.supervised ?? [])
    if (x && Number.isFinite(x.max)) out.set(x.nutrient, Math.max(x.max, out.get(x.nutrient) ?? 0));
  return out;
};
const supervisedMin = (c: ReviewContext): Map<NutrientKey, number> => {
  const out = new Map<NutrientKey, number>();
  for (const x of c.input?.supervised ?? [])
    if (x && typeof x.min === 'number' && Number.isFinite(x.min)) out.set(x.nutrient, x.min);
  return out;
};
const topUps = (c: ReviewContext): Map<NutrientKey, { min: number; add: number }> => {
  const out = new Map<NutrientKey, { min: number; add: number }>();
  for (const x of c.input?.supervised ?? [])
    if (x && typeof x.min === 'number' && typeof x.add === 'number' && x.add > 0)
      out.set(x.nutrient, { min: x.min, add: x.add });
  return out;
};

/** Upper limits, summed across products, nutrient by nutrient. */
export function upperLimits(c: ReviewContext): void {
  const maxima = supervisedMax(c);
  for (const [n, supp] of Object.entries(c.totals) as [NutrientKey, number][]) {
    const ul = c.targets[n]?.ul;
    if (typeof ul !== 'number' || !Number.isFinite(ul)) continue;
    const nc: NutrientCase = { n, supp, ul, u: unitText(unitOf(n)), treatmentMax: maxima.get(n) };
    REGIMES.find((r) => r.when(nc, c))!.run(nc, c);
  }
}

// ---- the product to stop -------------------------------------------------------------------------

/**
 * Over the UL only because of one product: the one whose removal alone brings the total (with food
 * where the UL counts it) within the UL. A single-nutrient add-on goes before a multivitamin or prenatal,
 * then the larger amount, then the one listed later; a prescribed product is never the one. With two
 * multivitamins among the products, or when no single removal is enough, none is chosen and every
 * product stays over the UL (twenty-seventh clinician review, zh S1: 爱乐维 0.8 mg with 叶酸 0.4 mg, both
 * told to stop; zh M8: 善存男士 with a 50 mg zinc tablet).
 */
function productToStop<T extends { option?: { category: string } | undefined }>(
  items: readonly T[],
  n: NutrientKey,
  total: number,
  ul: number,
  ulPart: (it: T, n: NutrientKey) => number,
  isPrescribed: (it: T) => boolean,
): number | undefined {
  const present = items.flatMap((it, i) => (ulPart(it, n) > 0 ? [i] : []));
  if (present.length < 2) return undefined;
  const multi = (i: number) => items[i]!.option?.category === 'multi';
  if (present.filter(multi).length > 1) return undefined;
  const ranked = present
    .filter((i) => !isPrescribed(items[i]!) && total - ulPart(items[i]!, n) <= ul + 1e-9)
    .sort(
      (a, b) => Number(multi(a)) - Number(multi(b)) || ulPart(items[b]!, n) - ulPart(items[a]!, n) || b - a,
    );
  return ranked[0];
}

/**
 * The nutrient is ruled out for this person (a high calcium: no calcium or vitamin D at all): no "the others need not
 * be stopped" beside it (forty-second clinician review, zh M9).
 */
const ruledOutFor = (c: ReviewContext, n: NutrientKey): boolean =>
  (c.input?.ruledOut ?? []).some((r) => r.nutrient === n);

/** The line on the one product to stop: the total without it, and the others kept by name. */
function stopThisOne(c: ReviewContext, i: number, nc: NutrientCase, total: number, amt: number): string {
  const kept = c.items
    .flatMap((it, j) => (j !== i && c.ulPart(it, nc.n) > 0 ? [c.names[j] ?? ''] : []))
    .map((name) => say('review.name', { name }, c.locale))
    .join(say('review.list', {}, c.locale));
  return say('review.ul.stopThisOne', { total: fmt(total - amt), u: nc.u, kept }, c.locale);
}

/**
 * "Stop taking this product daily: … is N times the UL", and for a vitamin D loading strength what it is
 * (knowledge/above-ul.ts; tenth clinician review, en P1 finding 2).
 */
function stopDaily(n: NutrientKey, amt: number, ul: number, u: string, locale: Locale): string {
  const values = {
    amount: `${fmt(amt)} ${u}`,
    ul: `${fmt(ul)} ${u}`,
    multiple: ulMultiple(amt, ul),
    perDose: n === 'vitaminD' ? `${fmt(amt * VITAMIN_D_IU_PER_UG)} IU` : `${fmt(amt)} ${u}`,
  };
  const loading = n === 'vitaminD' && amt >= VITAMIN_D_LOADING_STRENGTH_UG - 1e-9;
  return [
    fillAboveUl('review-stop-daily', locale, values),
    ...(loading ? [fillAboveUl('review-vitd-loading-strength', locale, values)] : []),
  ].join(' ');
}
