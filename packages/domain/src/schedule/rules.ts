/**
 * The day's schedule rules (issue 34 §1), as data with their sources: the times of a day, the times each
 * nutrient's timing rule allows (recommend/timing.ts TIMING), when the medicines whose timing rules are
 * about food and minerals are taken, and the spacings between two things taken in a day. Nothing here is
 * a new number: the hours come from the label or fact sheet each row cites.
 */
import type { Bilingual, Source } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { PAIR_RULES } from '../assistant/pairings';
import { drugById } from '../interactions';
import { isNutrientKey, type NutrientKey } from '../nutrients';
import { TIMING } from '../recommend/timing';
import { ELTROMBOPAG_LABEL } from '../knowledge/eltrombopag';
import { BIKTARVY_LABEL } from '../knowledge/integrase-cations';
import { RILPIVIRINE_ACID, RILPIVIRINE_ORAL } from '../knowledge/rilpivirine-acid';
import { labelTimeOf } from '../knowledge/medicine-label-times';

export const SLOT_KEYS = ['wake', 'breakfast', 'lunch', 'dinner', 'bedtime'] as const;
export type SlotKey = (typeof SLOT_KEYS)[number];

interface Slot {
  key: SlotKey;
  /** Minutes after midnight in a typical day. */
  minute: number;
  label: Bilingual;
  /** As it reads inside a sentence ("take the iron with lunch"). */
  phrase: Bilingual;
}
const slot = (key: SlotKey, minute: number, label: [string, string], phrase: [string, string]): Slot => ({
  key,
  minute,
  label: { zh: label[0], en: label[1] },
  phrase: { zh: phrase[0], en: phrase[1] },
});

/** The day's times; `minute` is a typical day's, used to check spacings. */
export const SLOTS: readonly Slot[] = [
  slot(
    'wake',
    7 * 60,
    ['早上起床、早餐前空腹', 'On waking, on an empty stomach'],
    ['早上起床空腹时', 'on waking'],
  ),
  slot('breakfast', 8 * 60, ['早餐时', 'With breakfast'], ['早餐时', 'with breakfast']),
  slot(
    'lunch',
    12 * 60 + 30,
    ['午餐时（有点油脂的一餐）', 'With lunch (a meal with some fat)'],
    ['午餐时', 'with lunch'],
  ),
  slot('dinner', 18 * 60 + 30, ['晚餐时', 'With dinner'], ['晚餐时', 'with dinner']),
  slot('bedtime', 22 * 60, ['睡前', 'At bedtime'], ['睡前', 'at bedtime']),
];

/** How a dose is taken. */
export const FOODS = ['empty_stomach', 'with_food', 'with_fat', 'plain_water', 'any'] as const;
export type Food = (typeof FOODS)[number];

export interface NutrientTimeRow {
  nutrient: NutrientKey;
  /** The times the timing rule allows, best first. */
  slots: readonly SlotKey[];
  /** Times allowed when none of `slots` keeps the spacings (the dose then taken with food). */
  fallback: readonly SlotKey[];
  food: Food;
  source: Source;
}

const row = (
  nutrient: NutrientKey & keyof typeof TIMING,
  slots: readonly SlotKey[],
  food: Food,
  fallback: readonly SlotKey[] = [],
): NutrientTimeRow => ({ nutrient, slots, fallback, food, source: TIMING[nutrient].source });

/** The times each nutrient's timing rule allows, best first (recommend/timing.ts TIMING). */
export const NUTRIENT_TIMES: readonly NutrientTimeRow[] = [
  // Empty stomach, 2 h from calcium, tea and coffee; with food when no empty-stomach time keeps them.
  row('iron', ['wake', 'bedtime'], 'empty_stomach', ['lunch', 'dinner', 'breakfast']),
  // B vitamins with breakfast.
  row('thiamin', ['breakfast', 'lunch'], 'with_food', ['dinner']),
  row('riboflavin', ['breakfast', 'lunch'], 'with_food', ['dinner']),
  row('niacin', ['breakfast', 'lunch'], 'with_food', ['dinner']),
  row('vitaminB6', ['breakfast', 'lunch'], 'with_food', ['dinner']),
  row('folate', ['breakfast', 'lunch'], 'with_food', ['dinner']),
  row('vitaminB12', ['breakfast', 'lunch'], 'with_food', ['dinner']),
  // Fat-soluble: with a meal that contains fat.
  row('vitaminA', ['lunch', 'dinner', 'breakfast'], 'with_fat'),
  row('vitaminD', ['lunch', 'dinner', 'breakfast'], 'with_fat'),
  row('vitaminE', ['lunch', 'dinner', 'breakfast'], 'with_fat'),
  row('omega3', ['lunch', 'dinner', 'breakfast'], 'with_fat'),
  // With meals, at most 500 mg at a time.
  row('calcium', ['lunch', 'dinner', 'breakfast'], 'with_food'),
  // With a meal, 2 h from iron and calcium.
  row('zinc', ['dinner', 'breakfast', 'lunch', 'bedtime'], 'with_food'),
  row('vitaminC', ['breakfast', 'lunch', 'dinner'], 'with_food'),
  row('selenium', ['breakfast', 'lunch', 'dinner'], 'with_food'),
  row('iodine', ['breakfast', 'lunch', 'dinner'], 'with_food'),
  // In the evening.
  row('magnesium', ['bedtime', 'dinner'], 'any', ['lunch', 'breakfast']),
];

/** Any other nutrient: with a meal. */
export const DEFAULT_TIMES: Omit<NutrientTimeRow, 'nutrient' | 'source'> = {
  slots: ['breakfast', 'lunch', 'dinner'],
  fallback: [],
  food: 'with_food',
};

export function nutrientTimes(n: NutrientKey): Omit<NutrientTimeRow, 'nutrient' | 'source'> & {
  source?: Source;
} {
  return NUTRIENT_TIMES.find((r) => r.nutrient === n) ?? DEFAULT_TIMES;
}

/** Calcium is absorbed best 500 mg or less at a time. */
export const CALCIUM_PER_TIME = {
  mg: 500,
  source: TIMING.calcium.source,
} as const;

const SYNTHROID: Source = {
  ref: 'Synthroid (levothyroxine) US prescribing information §2.1 (once daily on an empty stomach, ½–1 hour before breakfast, with water) and §7 (calcium, iron: 4 hours apart)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=synthroid',
};
const FOSAMAX: Source = {
  ref: 'Fosamax (alendronate) US prescribing information §2.5 Important administration instructions (on waking with plain water, at least 30 minutes before the first food, drink or other medicine of the day)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=fosamax',
};
const TIVICAY: Source = {
  ref: 'Tivicay (dolutegravir) US prescribing information §2 and §7: with or without food; 2 hours before or 6 hours after cation-containing antacids, laxatives or iron/calcium supplements',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tivicay',
};

export interface MedicineTimeRow {
  id: string;
  drugIds?: readonly string[];
  classes?: readonly string[];
  /** The times it may go, best first. */
  slots: readonly SlotKey[];
  /** Minutes after the slot's time (levothyroxine 30 minutes after a bisphosphonate taken on waking). */
  after?: { id: string; minutes: number };
  food: Food;
  /** Said under the slot: how it is taken. */
  text: Bilingual;
  source: Source;
}

/** The medicines whose timing rules are about food and minerals: where they go in the day. */
export const MEDICINE_TIMES: readonly MedicineTimeRow[] = [
  {
    id: 'bisphosphonate',
    classes: ['bisphosphonate'],
    slots: ['wake'],
    food: 'plain_water',
    text: {
      zh: '一起床先吃，用一整杯白开水送服，之后30分钟内坐直或站立，不吃东西、不喝别的、不吃别的药',
      en: 'first thing on waking with a full glass of plain water; stay upright and have no food, other drinks or other medicines for 30 minutes',
    },
    source: FOSAMAX,
  },
  {
    id: 'thyroid_hormone',
    classes: ['thyroid_hormone'],
    slots: ['wake'],
    after: { id: 'bisphosphonate', minutes: 30 },
    food: 'empty_stomach',
    text: {
      zh: '空腹用白开水送服，30–60分钟后再吃早饭',
      en: 'on an empty stomach with water, 30–60 minutes before breakfast',
    },
    source: SYNTHROID,
  },
  {
    // Fifteenth clinician review, zh P5-S1: taken with breakfast and milk, the plan's iron beside it.
    id: 'eltrombopag',
    drugIds: ['eltrombopag'],
    slots: ['wake', 'bedtime'],
    food: 'empty_stomach',
    text: {
      zh: '空腹服用（或只配低钙的食物），服药前4小时内和服药后2小时内不喝牛奶、不吃奶制品和钙、铁、镁、锌补充剂或抗酸药',
      en: 'on an empty stomach (or with a low-calcium snack only); no milk or dairy, calcium, iron, magnesium or zinc supplements or antacids in the 4 hours before or the 2 hours after it',
    },
    source: ELTROMBOPAG_LABEL,
  },
  {
    id: 'dolutegravir',
    drugIds: ['dolutegravir'],
    slots: ['breakfast', 'wake', 'lunch', 'dinner', 'bedtime'],
    food: 'any',
    text: { zh: '随餐或空腹都可以', en: 'with or without food' },
    source: TIVICAY,
  },
  {
    // Sixteenth blind review, en P5-S1 / zh P3-S1: Biktarvy at 8 am beside Centrum, iron and Tums, with no
    // spacing. Its own time keeps 2 hours before or 6 hours after a mineral (MEDICINE_WINDOWS).
    id: 'bictegravir',
    drugIds: ['bictegravir-emtricitabine-tenofovir-alafenamide'],
    slots: ['breakfast', 'wake', 'lunch', 'dinner', 'bedtime'],
    food: 'any',
    text: {
      zh: '随餐或空腹都可以；钙片、铁剂、含矿物质的复合维生素和抗酸药按下面的间隔错开',
      en: 'with or without food; calcium, iron, multivitamins with minerals and antacids spaced as shown',
    },
    source: BIKTARVY_LABEL,
  },
  {
    // Twenty-seventh clinician review (en S4): rilpivirine (Odefsey, Complera, Edurant) with a meal; Tums and
    // other antacids 2 hours before or 4 hours after it (MEDICINE_WINDOWS).
    id: 'rilpivirine',
    drugIds: RILPIVIRINE_ORAL,
    slots: ['breakfast', 'dinner', 'lunch'],
    food: 'with_food',
    text: {
      zh: '和一顿正餐一起吃；抗酸药和碳酸钙（如Tums）在它之前至少2小时或之后至少4小时吃',
      en: 'with a meal; antacids and calcium carbonate (such as Tums) at least 2 hours before or 4 hours after it',
    },
    source: RILPIVIRINE_ACID,
  },
  {
    // Twenty-seventh clinician review (zh M7): efavirenz on an empty stomach, preferably at bedtime.
    id: 'efavirenz',
    drugIds: ['efavirenz'],
    slots: ['bedtime'],
    food: 'empty_stomach',
    text: { zh: '空腹，最好睡前吃', en: 'on an empty stomach, preferably at bedtime' },
    source: labelTimeOf('efavirenz')!.source,
  },
];

export function medicineTimeOf(drugId: string): MedicineTimeRow | undefined {
  const drug = drugById(drugId);
  if (!drug) return undefined;
  return MEDICINE_TIMES.find(
    (r) =>
      r.drugIds?.includes(drugId) || r.classes?.some((c) => (drug.classes as readonly string[]).includes(c)),
  );
}

/**
 * Where a medicine's spacing is not the same either way: dolutegravir 2 hours before or 6 hours after a
 * mineral (the interactions table keeps the longer side as its single "hours apart").
 */
export const MEDICINE_WINDOWS: readonly {
  drugIds: readonly string[];
  /** Hours from the medicine to the supplement when the medicine goes first. */
  medicineFirst: number;
  /** Hours from the supplement to the medicine when the supplement goes first. */
  supplementFirst: number;
  source: Source;
}[] = [
  { drugIds: ['dolutegravir'], medicineFirst: 2, supplementFirst: 6, source: TIVICAY },
  // Biktarvy: 2 hours before a mineral (its label, fasting), 6 hours after an Al/Mg one; a single pair of
  // figures for every mineral keeps the day safe without knowing which meals carry food.
  {
    drugIds: ['bictegravir-emtricitabine-tenofovir-alafenamide'],
    medicineFirst: 2,
    supplementFirst: 6,
    source: BIKTARVY_LABEL,
  },
  { drugIds: ['eltrombopag'], medicineFirst: 2, supplementFirst: 4, source: ELTROMBOPAG_LABEL },
  // Rilpivirine: an antacid (Tums) at least 2 hours before or at least 4 hours after it (Odefsey US PI §7).
  { drugIds: RILPIVIRINE_ORAL, medicineFirst: 4, supplementFirst: 2, source: RILPIVIRINE_ACID },
];

/** Hours, a single figure or a range as the label gives it ("4–6 hours after"). */
export interface Hours {
  min: number;
  max?: number;
}

/** Where the other doses of the day go around a binder: hours before it, and hours after it (null: not said). */
export interface BinderWindow {
  before: number;
  after: Hours | null;
}

/**
 * Medicines that bind other medicines and supplements in the gut (the bile acid sequestrants): every
 * other oral dose of the day is spaced from them, as their labels say — not only the nutrients the
 * interactions table names (fourteenth clinician review, zh P4 #9: the schedule beside 消胆胺 named only
 * vitamin E and folic acid, not 优思弗, 爱乐维 or 钙尔奇D). Supplements keep the interactions table's
 * 4 hours before (fat-soluble vitamins, folic acid); a medicine whose own label asks more is in
 * `BINDER_LONGER_BEFORE`. The binder's time is the prescriber's, so the schedule says the window.
 */
export interface BinderRow {
  drugIds: readonly string[];
  medicines: BinderWindow;
  supplements: BinderWindow;
  source: Source;
}

export const BINDERS: readonly BinderRow[] = [
  {
    drugIds: ['cholestyramine'],
    medicines: { before: 1, after: { min: 4, max: 6 } },
    supplements: { before: 4, after: { min: 4, max: 6 } },
    source: {
      ref: 'Questran (cholestyramine) US prescribing information, Dosage and Administration and Precautions (Drug interactions): other drugs at least 1 hour before or 4–6 hours after cholestyramine; fat-soluble vitamins and folic acid: at least 4 hours before (the interactions table)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=cholestyramine',
    },
  },
  {
    drugIds: ['colestipol'],
    medicines: { before: 1, after: { min: 4 } },
    supplements: { before: 4, after: { min: 4 } },
    source: {
      ref: "Colestid (colestipol) US prescribing information, Dosage and Administration: other drugs at least 1 hour before or 4 hours after colestipol (section wording from memory); supplements: the interactions table's 4 hours for fat-soluble vitamins",
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=colestid',
    },
  },
  {
    drugIds: ['colesevelam'],
    medicines: { before: 4, after: null },
    supplements: { before: 4, after: null },
    source: {
      ref: 'Welchol (colesevelam) US prescribing information §2 and §7: drugs with a known interaction or a narrow therapeutic index (levothyroxine, glyburide, oral contraceptives, olmesartan, phenytoin …) and fat-soluble vitamins at least 4 hours before colesevelam',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=welchol',
    },
  },
];

/** Medicines whose own label asks for more hours before a binder than the binder's label does. */
export const BINDER_LONGER_BEFORE: readonly {
  drugIds?: readonly string[];
  classes?: readonly string[];
  before: number;
  source: Source;
}[] = [
  {
    drugIds: ['ursodeoxycholic-acid'],
    before: 2,
    source: {
      ref: '优思弗（熊去氧胆酸胶囊）说明书【药物相互作用】（不应与考来烯胺、考来替泊同时服用，必须服用时至少间隔2小时）; Ursofalk SmPC §4.5',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=ursodiol',
    },
  },
  {
    // Levothyroxine and a sequestrant: 4 hours (its own label), more than cholestyramine's 1 hour.
    classes: ['thyroid_hormone'],
    before: 4,
    source: {
      ref: 'Synthroid (levothyroxine) US prescribing information §2.1 (at least 4 hours before or after drugs that interfere with its absorption) and §7 (bile acid sequestrants)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=synthroid',
    },
  },
];

export const binderOf = (drugId: string): BinderRow | undefined =>
  BINDERS.find((b) => b.drugIds.includes(drugId));

/** The row of a medicine whose own label asks for more hours before a binder. */
export function longerBeforeOf(drugId: string): (typeof BINDER_LONGER_BEFORE)[number] | undefined {
  const classes = (drugById(drugId)?.classes ?? []) as readonly string[];
  return BINDER_LONGER_BEFORE.find(
    (r) => r.drugIds?.includes(drugId) || r.classes?.some((c) => classes.includes(c)),
  );
}

/** The window of one other medicine around a binder: the binder's, with a longer "before" its own label asks. */
export function binderWindowFor(binder: BinderRow, drugId: string): BinderWindow {
  const longer = longerBeforeOf(drugId);
  return longer && longer.before > binder.medicines.before
    ? { ...binder.medicines, before: longer.before }
    : binder.medicines;
}

/** Order of importance: a medicine's spacing before two supplements', before a time's preference. */
export const PRIORITY = { medicine: 1, supplements: 2, split: 3 } as const;

/** A spacing between two things taken in a day; keys are `drug:<id>` or a nutrient key. */
export interface Separation {
  id: string;
  a: string;
  b: string;
  /** Hours from a to b when a goes first, and from b to a when b goes first. */
  aFirst: number;
  bFirst: number;
  /** The single "at least N hours apart" the plan says. */
  hours: number;
  priority: (typeof PRIORITY)[keyof typeof PRIORITY];
  why: Bilingual;
  source: Source;
}

/** The spacings between nutrients (assistant/pairings.ts) and between a nutrient and the plan's medicines. */
export function separationsFor(plan: PlanDocument): Separation[] {
  const out: Separation[] = [];
  for (const r of PAIR_RULES)
    if (r.kind === 'separate' && r.hours !== undefined && isNutrientKey(r.a) && isNutrientKey(r.b))
      out.push({
        id: r.id,
        a: r.a,
        b: r.b,
        aFirst: r.hours,
        bFirst: r.hours,
        hours: r.hours,
        priority: PRIORITY.supplements,
        why: r.text,
        source: r.source,
      });
  for (const t of plan.medicineTaboos)
    if (t.management === 'separate' && t.separateHours !== undefined && isNutrientKey(t.target)) {
      const w = MEDICINE_WINDOWS.find((x) => x.drugIds.includes(t.drugId));
      out.push({
        id: t.ruleId,
        a: `drug:${t.drugId}`,
        b: t.target,
        aFirst: w?.medicineFirst ?? t.separateHours,
        bFirst: w?.supplementFirst ?? t.separateHours,
        hours: t.separateHours,
        priority: PRIORITY.medicine,
        why: { zh: t.advice, en: t.advice },
        source: t.source,
      });
    }
  return out;
}

const DAY = 24 * 60;
const forward = (from: number, to: number) => (((to - from) % DAY) + DAY) % DAY;

/**
 * Whether two times keep a spacing in a day that repeats: from a forward to the next b at least
 * `aFirst` hours, and from b forward to the next a at least `bFirst` hours (the same time keeps none).
 */
export function keepsSeparation(s: Pick<Separation, 'aFirst' | 'bFirst'>, aMinute: number, bMinute: number) {
  if (aMinute === bMinute) return false;
  return forward(aMinute, bMinute) >= s.aFirst * 60 && forward(bMinute, aMinute) >= s.bFirst * 60;
}

export const slotPhrase = (k: SlotKey): Bilingual => SLOTS.find((s) => s.key === k)!.phrase;
