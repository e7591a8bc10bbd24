/** What the review of a user's supplements is given (the engine builds it, engine/plan.ts `reviewStep`). */
import { type Locale } from '../contracts/common';
import type { ProductReview } from '../contracts/plan';
import { type SupplementIntake, type SupplementSaltForm } from '../contracts/questionnaire';
import { type NutrientKey } from '../nutrients';
import type { Companion } from './companions';

export interface ReviewTaboo {
  /** Nutrient key, substance id or supplement option id the rule concerns. */
  target: string;
  severity: 'major' | 'moderate' | 'minor';
  management: 'avoid' | 'separate' | 'monitor';
  /** Drug name in the review's locale. */
  drug: string;
  /** The medicine's id (knowledge/drugs.ts), when the rule is a medicine's. */
  drugId?: string;
  separateHours?: number;
  /**
   * A warning over several products (the cumulative bleeding warning): the substances it covers, so
   * each product bought for one follows it (a product's verdict is never "keep" beside "avoid").
   */
  covers?: readonly string[];
}

export interface ReviewInput {
  supplements: readonly SupplementIntake[];
  targets: Readonly<
    Record<NutrientKey, { target: number; ul: number | null; ulScope?: 'total' | 'supplements' | null }>
  >;
  /** Estimated intake from food per day, canonical units. Counted against total-scope ULs. */
  foodIntake?: Partial<Record<NutrientKey, number>>;
  /** Preformed vitamin A from food, µg RAE/day: what the vitamin A UL counts from food. */
  foodPreformedVitaminA?: number;
  taboos: readonly ReviewTaboo[];
  lowNutrients: readonly NutrientKey[];
  /**
   * Nutrients a lab result shows low (not an intake estimate). A vitamin D product above the UL and
   * within a repletion dose, with a low 25-OH D, is the doctor's to set, never "stop taking it daily"
   * (nineteenth clinician review, en S2: 5,000 IU at 12 ng/mL with malabsorption told to stop).
   */
  lowByLab?: readonly NutrientKey[];
  /** Questionnaire goals; decide whether a non-nutrient product has a benefit. */
  goals?: readonly string[];
  /**
   * A medicine favours another form of a mineral (recommend/forms): products made of `from` get the
   * switch advice (`text` in the review's locale, {amount} and {salt} filled per product).
   */
  formSwitches?: readonly {
    nutrient: NutrientKey;
    from: SupplementSaltForm;
    text: string;
    toFraction: number;
  }[];
  /**
   * Nutrients under a supervised treatment in this plan (a lab-confirmed deficiency, recommend/
   * treatment), with the guideline range's daily maximum. For these the self-supplementation UL does
   * not apply to supplements within that maximum (NIH ODS: ULs do not apply to people taking a
   * nutrient under medical care), and an estimated food intake never turns them into "over the UL"
   * (pharmacist review B3: D3 2,000 IU + 1.12 µg imputed food was flagged over the 50 µg UL).
   */
  supervised?: readonly {
    nutrient: NutrientKey;
    max: number;
    /** The guideline range's lower bound, and the plan's dose on top of the supplements (a top-up). */
    min?: number;
    add?: number;
  }[];
  /**
   * Nutrients the person's condition rules out as supplements (kidney disease: potassium and
   * magnesium), with the plan's reason in the review's locale. A product bought for one is `avoid`; a
   * product that merely contains some gets a note to ask the doctor (pharmacist and dietitian review,
   * 2026-11-24: magnesium oxide at eGFR 22 was "keep" while the plan said no magnesium supplement).
   */
  ruledOut?: readonly RuledOut[];
  /**
   * Nutrients the person's condition caps far below the UL (eGFR < 30: vitamin C at about the RDA,
   * KDOQI/Academy 2020): unprescribed products are `reduce` with `text` while the products' total is
   * above `maxDaily` (canonical units), and never judged against the UL alone.
   */
  capped?: readonly {
    nutrient: NutrientKey;
    maxDaily: number;
    text: string;
    /** `avoid` rather than `reduce` above the cap (high-dose antioxidants with cancer). */
    verdict?: 'avoid';
  }[];
  /**
   * Supplements prescribed with the person's medicines (review/companions.ts): kept with the reason,
   * never "adds little", and not "avoid" for a condition rule the companion overrides.
   */
  companions?: readonly Companion[];
  /**
   * Pregnant: iron from supplements up to WHO's antenatal 60 mg a day is within the recommended range,
   * not "over the UL" (issue 31 §3, decision; WHO 2016 antenatal care A.2.1: 30–60 mg elemental iron).
   */
  pregnant?: boolean;
  /**
   * Trying to conceive (IVF included): with `pregnant`, the prenatal with the folic acid is never the one
   * told to stop (fourteenth clinician review, zh P5 #1; see `keepOnePrenatal`).
   */
  planning?: boolean;
  /** Breastfeeding: a product whose own warning rules out breastfeeding (kelp) is `avoid`. */
  lactating?: boolean;
  /** `false` for a man or a woman outside childbearing age: a warning's `textNoPregnancy` is said instead. */
  pregnancyPossible?: boolean;
  /** The person's conditions: a product whose own warning rules out one of them is `avoid`. */
  conditions?: readonly string[];
  /**
   * Products a condition rules out by what they are, known or only typed ("黄连上清丸", "珍珠粉", berberine
   * with G6PD deficiency; ninth clinician review, zh P1): a product whose name matches `names`, or whose
   * main substance is one of `substances`, is `avoid` with `text` (a prescribed one gets the text only).
   */
  namedAvoid?: readonly { names: RegExp; substances?: readonly string[]; text: string }[];
  /**
   * Products a condition makes a caution for by what they are, known or only typed (dandelion root with
   * kidney disease, knowledge/herb-cautions.ts): matched as `namedAvoid`, the text said, the verdict
   * left to the other rules.
   */
  namedCaution?: readonly { names: RegExp; substances?: readonly string[]; text: string }[];
  /**
   * ALT or AST above the range: a product whose own warning rules out liver disease is `avoid` as
   * with a liver condition (clinician review 7, zh P4: green tea extract "no benefit" at ALT 88 U/L
   * beside the ALT line "the plan avoids green tea extract").
   */
  liverEnzymesRaised?: boolean;
  /**
   * A daily dose a guideline sets for this person that her own products must reach (folic acid 5 mg
   * before conception on an antiepileptic, knowledge/teratogens.ts): a product of the nutrient, when
   * all her products together give less, is `below_dose` with `text` (`{amount}`: that total) instead
   * of the companion's "keep taking it as prescribed" — never "keep" as if enough, never "avoid".
   */
  belowDose?: readonly BelowDose[];
  /**
   * Nutrients the plan advises whatever the food estimate (folic acid when planning a pregnancy,
   * knowledge/preconception.ts): a product bought for one is never "adds little".
   */
  advised?: readonly NutrientKey[];
  /**
   * Nutrients the person needs a source of whatever another nutrient's limit says (thiamine for a heavy
   * drinker, NICE CG100): a product carrying one that is told to stop says how to keep that source.
   */
  keepSource?: readonly { nutrient: NutrientKey; text: string }[];
  /** The plan's serum calcium (corrected for albumin when one is given) is below its range. */
  lowBloodCalcium?: boolean;
  locale: Locale;
}

/** A guideline's daily dose for this person (canonical unit) and what to say when her products fall short. */
export interface BelowDose {
  nutrient: NutrientKey;
  min: number;
  text: string;
}

/** A nutrient ruled out as a supplement: why (for a product bought for it), and what to do about a product that contains some. */
export interface RuledOut {
  nutrient: NutrientKey;
  text: string;
  /** Absent: a product that merely contains some is left to the other rules. */
  containsText?: string;
  /**
   * A product that merely contains some is `avoid` too, with `containsText` if given, else `text` (iron
   * overload: no supplemental iron at all, a multivitamin with iron included; knowledge/iron-overload.ts).
   */
  containsAvoid?: boolean;
  /**
   * Only a single-nutrient product: a multivitamin's small amount is left to the other rules (with
   * `containsAvoid`, a multivitamin that contains some gets `containsText` only).
   */
  notMultivitamin?: boolean;
  /**
   * Vitamin A only: the rule concerns preformed vitamin A (retinol), so a product whose vitamin A is all
   * β-carotene is left to the other rules (liver disease: IOM 2001; eighteenth clinician review, E4 S3).
   */
  preformedOnly?: boolean;
  /** The rule's text is the product's first issue, before its UL lines (what the chat quotes first). */
  lead?: boolean;
  /**
   * Said instead of "keep taking it as prescribed" for a product marked prescribed (a high calcium: call
   * the prescriber today about the calcium; knowledge/hypercalcaemia.ts).
   */
  prescribedText?: string;
}

export type Verdict = ProductReview['verdict'];
