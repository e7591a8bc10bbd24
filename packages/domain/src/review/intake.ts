/** What the user's current supplements add per day, summed over the products (the engine's intake). */
import { type SupplementIntake, type SupplementSaltForm } from '../contracts/questionnaire';
import { isNutrientKey, type NutrientKey } from '../nutrients';
import { type Substance } from '../substances';
import { label, resolveItem, saltFormOfItem } from './resolve';

export interface SupplementIntakeTotals {
  /** Sum per nutrient per day, canonical units (nutrients/index.ts); minerals as the element. */
  perNutrient: Partial<Record<NutrientKey, number>>;
  /**
   * Preformed vitamin A (retinol, retinyl esters) within `perNutrient.vitaminA`, µg RAE/day: the part
   * the vitamin A UL counts (β-carotene does not). Absent when no product contains vitamin A.
   */
  preformedVitaminA?: number;
  /** Every substance (nutrient or herbal) the resolved products contain. */
  substances: Substance[];
  /** Names (or ids) that could not be resolved to an option, or whose dose unit does not fit it. */
  unresolved: string[];
  /**
   * Products known by name whose dose is a count of their units ("2 tablets") with no known strength:
   * not counted in any amount (never guessed). Absent when there are none.
   */
  uncounted?: { zh: string; en: string }[];
  /**
   * The nutrients those uncounted products contain, each with the first such product's name: the
   * plan adds none of them on top of an amount it cannot see. Absent when there are none.
   */
  uncountedNutrients?: {
    nutrient: NutrientKey;
    name: { zh: string; en: string };
    main?: boolean;
    /** The product's amount could not be read (not a plausible amount of it), rather than its strength unknown. */
    unreadable?: true;
  }[];
  /** Products whose amount is not a plausible amount of them (grams of a microgram vitamin): not counted. */
  unreadable?: { zh: string; en: string }[];
  /**
   * Products identified by name or option whose dose unit cannot be read as an amount of them (IU of
   * nattokinase): not counted, yet their substances (and so their interactions) stand.
   */
  unitUnread?: { zh: string; en: string }[];
  /** What the resolved products are bought for (their `main`), once each. */
  mains: Substance[];
  /** Daily amount in mg of every substance with a mass unit, summed over the products. */
  dailyMg: Partial<Record<Substance, number>>;
  /**
   * What single-nutrient products of unknown strength are bought for (a vitamin E capsule entered as
   * "1 capsule"): a pair raised from a daily amount fires on them, the cautious reading.
   */
  unknownMg: Substance[];
  /**
   * Products whose mineral salt is known (typed or picked as a salt, or a catalogue option made of
   * one), with the element they give per day: a medicine can favour another form (recommend/forms).
   */
  forms: CurrentSaltForm[];
  /** A multivitamin is among the resolved products. */
  hasMulti: boolean;
  /**
   * Single-nutrient products the person marked prescribed, with what each gives of its main nutrient
   * per day: a lab's treatment dose is the prescriber's to set on top of them, never the plan's
   * (twentieth clinician review, en S4: a hospital's folic acid 1 mg told to "add 3,600 µg").
   */
  prescribedMains: { nutrient: NutrientKey; amount: number; name: { zh: string; en: string } }[];
}

/** A current product made of a known mineral salt, and the element it gives per day. */
export interface CurrentSaltForm {
  nutrient: NutrientKey;
  form: SupplementSaltForm;
  /** Element per day, in the nutrient's canonical unit. */
  amount: number;
  /** The product as the user named it (their words, else the option's name in both languages). */
  name: { zh: string; en: string };
  /** Marked prescribed: its dose is the prescriber's, so a form switch keeps it. */
  prescribed?: true;
}

/**
 * Nutrients an unrecognised product's name says it holds: calcium ("Calci-D", "Cal-Mag-D", "CalD3", 钙)
 * and vitamin D ("Vit D3", "D3 drops", colecalciferol, 维生素D). Only these two: the plan adds them most
 * often, and their names are unmistakable.
 */
const NAMED_NUTRIENTS: readonly { nutrient: NutrientKey; re: RegExp }[] = [
  { nutrient: 'calcium', re: /calc|\bcal[\s-]?(?:d\b|d3|mag)|钙/i },
  {
    nutrient: 'vitaminD',
    re: /\bvit(?:amin)?\.?\s*d\d?\b|(?:^|[\s-])d3\b|\bcald3\b|colecalciferol|cholecalciferol|ergocalciferol|维生素\s*d|维d|维他命d/i,
  },
];

function nutrientsNamedIn(name: string): NutrientKey[] {
  return NAMED_NUTRIENTS.filter((n) => n.re.test(name)).map((n) => n.nutrient);
}

/**
 * What the user's current supplements add per day. Each product's per-serving contents are scaled
 * by dose / defaultDose (compared in mass, or via IU for vitamins A, D and E). Never throws; amounts
 * are never negative.
 */
export function intakeFromSupplements(list: readonly SupplementIntake[]): SupplementIntakeTotals {
  const perNutrient: Partial<Record<NutrientKey, number>> = {};
  const substances = new Set<Substance>();
  const unresolved: string[] = [];
  const mains = new Set<Substance>();
  const dailyMg: Partial<Record<Substance, number>> = {};
  const unknownMg = new Set<Substance>();
  const forms: CurrentSaltForm[] = [];
  const prescribedMains: SupplementIntakeTotals['prescribedMains'] = [];
  const uncounted: { zh: string; en: string }[] = [];
  const uncountedNutrients: NonNullable<SupplementIntakeTotals['uncountedNutrients']> = [];
  const unreadable: { zh: string; en: string }[] = [];
  const unitUnread: { zh: string; en: string }[] = [];
  let hasMulti = false;
  let preformed = 0;
  let namedUnresolved = false;
  for (const s of Array.isArray(list) ? list : []) {
    const item = resolveItem(s);
    if (!item.option) {
      unresolved.push(label(s));
      // A product not recognised whose name says calcium or vitamin D ("Calci-D", "Vit D3 drops", 钙镁锌):
      // its amount is unseen, so none of that nutrient is added on top (fourteenth clinician review, en
      // P3 #3: Adcal-D3 unrecognised and calcium added for an 80-year-old on a thiazide).
      const typed = typeof s?.name === 'string' ? s.name : '';
      for (const nutrient of nutrientsNamedIn(typed)) {
        if (!uncountedNutrients.some((u) => u.nutrient === nutrient))
          uncountedNutrients.push({ nutrient, name: { zh: typed, en: typed } });
        namedUnresolved = true;
      }
      continue;
    }
    if (item.uncounted || item.unreadable || item.unitUnread) {
      if (item.option.category !== 'multi') unknownMg.add(item.option.main);
      const typed = typeof s.name === 'string' && s.name ? s.name : undefined;
      const name = { zh: typed ?? item.option.zh, en: typed ?? item.option.en };
      const why = item.unreadable || item.unitUnread ? { unreadable: true as const } : {};
      (item.unitUnread ? unitUnread : item.unreadable ? unreadable : uncounted).push(name);
      for (const c of item.option.contains) {
        if (!isNutrientKey(c.substance)) continue;
        // `main`: the product is bought for this nutrient (速力菲 for iron), so it may be the treatment itself.
        const main = item.option.main === c.substance;
        const seen = uncountedNutrients.find((u) => u.nutrient === c.substance);
        if (!seen)
          uncountedNutrients.push({ nutrient: c.substance, name, ...(main ? { main } : {}), ...why });
        else if (main && !seen.main) Object.assign(seen, { name, main, ...why });
      }
    }
    if (item.option.category !== 'multi') mains.add(item.option.main);
    else hasMulti = true;
    const form = saltFormOfItem(item);
    if (form) {
      const amount = item.amounts[form.nutrient] ?? 0;
      const typed = typeof s.name === 'string' && s.name ? s.name : undefined;
      if (amount > 0)
        forms.push({
          nutrient: form.nutrient,
          form: form.id,
          amount,
          name: { zh: typed ?? item.option.zh, en: typed ?? item.option.en },
          ...(s.prescribed === true ? { prescribed: true as const } : {}),
        });
    }
    const main = item.option.main;
    if (s.prescribed === true && item.option.category !== 'multi' && isNutrientKey(main)) {
      const amount = item.amounts[main] ?? 0;
      const typed = typeof s.name === 'string' && s.name ? s.name : undefined;
      if (amount > 0)
        prescribedMains.push({
          nutrient: main,
          amount,
          name: { zh: typed ?? item.option.zh, en: typed ?? item.option.en },
        });
    }
    for (const c of item.option.contains) substances.add(c.substance);
    for (const [k, v] of Object.entries(item.amounts) as [NutrientKey, number][]) {
      perNutrient[k] = (perNutrient[k] ?? 0) + v;
    }
    for (const [k, v] of Object.entries(item.substanceMg) as [Substance, number][]) {
      dailyMg[k] = (dailyMg[k] ?? 0) + v;
    }
    preformed += item.preformedVitaminA;
  }
  return {
    perNutrient,
    ...(perNutrient.vitaminA !== undefined ? { preformedVitaminA: preformed } : {}),
    substances: [...substances],
    unresolved,
    ...(uncounted.length > 0 || unreadable.length > 0 || unitUnread.length > 0 || namedUnresolved
      ? { uncountedNutrients }
      : {}),
    ...(uncounted.length > 0 ? { uncounted } : {}),
    ...(unreadable.length > 0 ? { unreadable } : {}),
    ...(unitUnread.length > 0 ? { unitUnread } : {}),
    mains: [...mains],
    dailyMg,
    unknownMg: [...unknownMg],
    forms,
    hasMulti,
    prescribedMains,
  };
}
