/**
 * Picks the everyday-question row (faq/rows-*.ts) a message asks, for this person: every `when`
 * pattern matches, no `unless` does, the person is in `for` and not in `notFor`. The most specific
 * row wins (more patterns, then a row with an audience), the first in table order on a tie. A
 * follow-up that names nothing of its own ("冷冻的肉呢" after "剩菜能吃吗") is read with the message
 * before it, but only for a row the message itself moves to: a row the earlier message alone already
 * selects would repeat the last answer, which answers nothing new.
 */
import { drugById, taboosFor, type DrugClass } from '../../interactions';
import { CLASS_WITHIN } from '../../knowledge/drugs';
import { isSubstance } from '../../substances';
import { findDrugs, findNutrients } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { readQuestion } from '../question-kind';
import type { FaqAudience, FaqRow } from './types';
import {
  ADRENAL_PRIMARY,
  IRON_NOT_WANTED,
  LOWS_ON_GLUCOSE_LOWERING,
  UNWANTED_LOSS_SAID,
  unwantedLossSaid,
  WISH_TO_LOSE,
} from './audiences';
import { LOW_SODIUM } from './rows-kidney-heart';
import { keptReadings } from '../../memo/bounded';

export interface FaqPerson {
  /** Dictionary ids of the person's medicines (plan and chat). */
  medicines: readonly string[];
  conditions: readonly string[];
  lifeStage: string;
  /** The plan's age in years, when there is a plan. */
  age?: number;
  /** The plan's ferritin is above its range. */
  ironOverload?: boolean;
  /** The plan's ferritin is below its range. */
  ironDeficiency?: boolean;
  /** The plan's serum calcium is above its range. */
  hypercalcaemia?: boolean;
  /** The plan's glucose is below its range (a low already recorded). */
  lowGlucose?: boolean;
  /** The plan's serum potassium is below its range. */
  lowPotassium?: boolean;
  highPotassium?: boolean;
  lowCalcium?: boolean;
  /** The plan's serum phosphate is below its range. */
  lowPhosphate?: boolean;
  /** The plan's serum sodium is below its range. */
  lowSodium?: boolean;
  /** The plan's triglycerides are 5.6 mmol/L or more. */
  severeTriglycerides?: boolean;
  /** The plan's 25-OH vitamin D is below 50 nmol/L (20 ng/mL). */
  lowVitaminD?: boolean;
  /** The plan sets no calorie deficit for a reason of health (knowledge/no-deficit.ts). */
  noDeficit?: boolean;
  /** The plan holds the eating-disorder screen's finding or bupropion's purging finding. */
  eatingDisorder?: boolean;
  /** The plan holds the refeeding-risk finding (knowledge/refeeding.ts). */
  refeedingRisk?: boolean;
  /** The plan reads as nephrotic syndrome (kidney disease, albumin < 30 g/L, no eGFR < 30). */
  nephrotic?: boolean;
  /** The plan's questionnaire says the person fasts in Ramadan. */
  fastsRamadan?: boolean;
  planningPregnancy?: boolean;
  /** The plan holds a pre-pregnancy weight. */
  prePregnancyWeight?: boolean;
  /** The plan's food allergies (knowledge/food-allergens.ts). */
  foodAllergies?: readonly string[];
  /** The questionnaire's "other food allergy", as typed (the plan's food-allergy-other finding). */
  otherFoodAllergy?: string;
  /** The plan says the person smokes now or smoked before. */
  smokes?: boolean;
  /** The plan's diet pattern is vegan or vegetarian. */
  plantBased?: boolean;
  /** The plan's ALT or AST is above its range. */
  raisedLiverTests?: boolean;
  /** The plan says the person is a woman. */
  female?: boolean;
  /** The plan's BMI category is overweight or obese. */
  overweight?: boolean;
  /** The plan's BMI is under 18.5, or its goal is to gain weight: no row that cuts food (carbohydrate). */
  underweight?: boolean;
  /** The nutrients the plan holds a prescribed treatment dose of. */
  supervised?: readonly string[];
  /** The nutrients the plan's intake puts above their UL. */
  aboveUl?: readonly string[];
}

export function inAudience(a: FaqAudience, person: FaqPerson, said: string): boolean {
  if (a.all) {
    if (!a.all.every((x) => inAudience(x, person, said))) return false;
    const { all: _all, ...rest } = a;
    return Object.keys(rest).length === 0 || inAudience(rest, person, said);
  }
  const ids = [...new Set([...person.medicines, ...findDrugs(said).map((d) => d.id)])];
  // Rasagiline is an MAOI by class, but the rows written for MAOIs are the antidepressant MAOIs' tyramine
  // diet and cautions: at its usual 1 mg no general tyramine diet applies (Azilect label; twenty-ninth
  // clinician review, zh M1) — its own medicine-diet row and the interaction table answer for it.
  const classes = new Set<string>(
    ids.flatMap((id) => (drugById(id)?.classes ?? []).filter((c) => !(id === 'rasagiline' && c === 'maoi'))),
  );
  if (a.medicines?.some((m) => ids.includes(m) || classes.has(m))) return true;
  if (a.conditions?.some((c) => person.conditions.includes(c))) return true;
  if (a.lifeStages?.includes(person.lifeStage)) return true;
  if (a.foodAllergies?.some((x) => person.foodAllergies?.includes(x))) return true;
  if (
    a.otherAllergy &&
    person.otherFoodAllergy &&
    a.otherAllergy.test(normaliseQuestion(person.otherFoodAllergy))
  )
    return true;
  if (a.smokes && person.smokes) return true;
  if (a.plantBased && person.plantBased) return true;
  if (a.minAge !== undefined && person.age !== undefined && person.age >= a.minAge) return true;
  if (a.maxAge !== undefined && person.age !== undefined && person.age <= a.maxAge) return true;
  if (a.underweight === true && person.underweight === true) return true;
  if (a.ironOverload === true && person.ironOverload === true) return true;
  if (a.ironDeficiency === true && person.ironDeficiency === true) return true;
  if (a.hypercalcaemia === true && person.hypercalcaemia === true) return true;
  if (a.lowGlucose === true && person.lowGlucose === true) return true;
  if (a.lowPotassium === true && person.lowPotassium === true) return true;
  if (a.highPotassium === true && person.highPotassium === true) return true;
  if (a.lowCalcium === true && person.lowCalcium === true) return true;
  if (a.lowPhosphate === true && person.lowPhosphate === true) return true;
  if (a.lowSodium === true && person.lowSodium === true) return true;
  if (a.severeTriglycerides === true && person.severeTriglycerides === true) return true;
  if (a.lowVitaminD === true && person.lowVitaminD === true) return true;
  if (a.noDeficit === true && person.noDeficit === true) return true;
  if (a.eatingDisorder === true && person.eatingDisorder === true) return true;
  if (a.refeedingRisk === true && person.refeedingRisk === true) return true;
  if (a.nephrotic === true && person.nephrotic === true) return true;
  if (a.fastsRamadan === true && person.fastsRamadan === true) return true;
  if (a.planningPregnancy === true && person.planningPregnancy === true) return true;
  if (a.prePregnancyWeight === true && person.prePregnancyWeight === true) return true;
  if (a.raisedLiverTests === true && person.raisedLiverTests === true) return true;
  if (a.female === true && person.female === true) return true;
  if (a.supervised?.some((n) => person.supervised?.includes(n))) return true;
  if (a.aboveUl?.some((n) => person.aboveUl?.includes(n))) return true;
  return a.said !== undefined && a.said.test(normaliseQuestion(said));
}

/** What a message is about: the nutrients and medicines it names. */
interface Subjects {
  nutrients: readonly string[];
  drugs: readonly string[];
  /** Taken from the message before a follow-up that names nothing: the row need share only one. */
  inherited?: true;
}

function subjectsOf(text: string): Subjects {
  return { nutrients: findNutrients(text), drugs: findDrugs(text).map((d) => d.id) };
}

/** A row's English text that cuts phosphorus: the high-phosphate diet, additives, binders. */
const PHOSPHATE_CUT =
  /\bhigh phosphate\b|\bphosphate is high\b|\bphosphate binders?\b|\bbinders?\b[^.]{0,40}\bmeals?\b|\b(cut|limit|lower|reduce)\b[^.]{0,40}\bphosph\w*|\bphosphate additives?\b[^.]{0,60}\b(cut|avoid|stop|limit)\b/i;
/** A row written about a low phosphate (refeeding, a phosphate leak): it may name the high side too. */
const LOW_PHOSPHATE_TOPIC = /\blow phosphate\b|\bphosphate is low\b|\bhypophosphat\w*/i;
/**
 * A low phosphate said ("血磷低", "磷偏低", "my phosphate is low", "hypophosphataemia") — never a low-phosphorus
 * diet ("低磷饮食", "low phosphorus foods"), which is the high side's — or in the plan.
 */
export const LOW_PHOSPHATE_SAID =
  /低磷(?!饮食|食物|食谱|的?(食物|饮食|东西|奶|牛奶|蛋白))|低血磷|血?磷(值|水平)?(偏|太|有点|有些|比较|很)?低|血?磷[^，。？?！!\d]{0,6}0\.[0-7]\d?(?!\d)|\bhypophosphat\w*|\blow (serum |blood )?phosph\w*\b(?![- ](diet|foods?|meals?|options?|snacks?|milk|binders?))|\bphosph\w*\b[^.?!]{0,20}\b(is|was|came back|are|a bit|too|very|so)\s+(a bit |too |very |so |quite )?low\b/;
export const LOW_PHOSPHATE_PERSON: FaqAudience = { lowPhosphate: true, said: LOW_PHOSPHATE_SAID };
/** A row's English text that tells the reader to get more iron in. */
const IRON_PUSH =
  /\b(iron-rich|rich in iron|high in iron|boosts? (your )?iron|raises? (your )?iron|more iron|absorb(s|ed)? (more )?iron|helps? (you )?absorb (the )?iron|good (sources?|ways?) (of|to get) iron)\b/i;
/** …unless it is about iron that is not wanted. */
const IRON_OVERLOAD_TOPIC =
  /overload|thalass|high ferritin|ferritin (is |was )?(high|raised|above)|too much iron|haemochromatosis|hemochromatosis/i;

const classesOf = (ids: readonly string[]) => ids.flatMap((id) => drugById(id)?.classes ?? []);

interface RowSubjects {
  nutrients: readonly string[];
  drugs: readonly string[];
  /** The row's medicines and their drug-table classes, and the classes its audience names. */
  classes: ReadonlySet<string>;
}

const rowSubjects = new WeakMap<FaqRow, RowSubjects>();
function subjectsOfRow(row: FaqRow): RowSubjects {
  let s = rowSubjects.get(row);
  if (!s) {
    const both = subjectsOf(`${row.text.zh}\n${row.text.en}`);
    const audience = row.for?.medicines ?? [];
    // A class the audience names counts with the class it lies within (a vitamin K antagonist is an anticoagulant).
    const wider = audience.flatMap((m) => CLASS_WITHIN[m as DrugClass] ?? []);
    s = {
      ...both,
      classes: new Set([...audience, ...wider, ...classesOf(audience), ...classesOf(both.drugs)]),
    };
    rowSubjects.set(row, s);
  }
  return s;
}

/**
 * A row answers only what its own text is about: a question naming iron is not answered by a row
 * whose text never says iron (round 8 zh-139: milk tea "会不会影响补铁" → the milk-tea sugar row),
 * and a question naming one medicine not by a row about another (en-131: minocycline with milk → the
 * isotretinoin row). A row that names no medicine is not held to the medicines asked; a medicine of
 * the same class counts (esomeprazole for a row on omeprazole).
 */
/**
 * Protein and fibre are named in passing ("好咽下去又高蛋白的东西", "high-fibre snacks"): a row on soft
 * foods for someone who chokes answers that question without saying the word (blind round 9 zh-011, a
 * regression this guard caused: the protein target replaced the swallowing answer).
 */
const IN_PASSING: ReadonlySet<string> = new Set(['protein', 'fiber']);

/**
 * Whether a medicine's label keeps it hours apart from a nutrient (levothyroxine and iron, 4 hours;
 * ciprofloxacin and calcium): the taboo table's `separate` rules, looked up once per pair.
 */
const spacedPairs = new Map<string, boolean>();
function spacedFrom(drugId: string, nutrient: string): boolean {
  const key = `${drugId}|${nutrient}`;
  let v = spacedPairs.get(key);
  if (v === undefined) {
    v =
      isSubstance(nutrient) &&
      taboosFor({ medicines: [drugId], substances: [nutrient] }, 'en-US').some(
        (t) => t.target === nutrient && t.management === 'separate',
      );
    spacedPairs.set(key, v);
  }
  return v;
}

function covers(row: FaqRow, subjects: Subjects): boolean {
  const own = subjectsOfRow(row);
  const asked = { ...subjects, nutrients: subjects.nutrients.filter((n) => !IN_PASSING.has(n)) };
  const hasNutrient = (n: string) => own.nutrients.includes(n);
  const drugless = own.drugs.length === 0 && own.classes.size === 0;
  // A row with no medicine does not answer a medicine asked beside a nutrient its label keeps apart
  // ("can I take the iron pill with my synthroid … with orange juice" → "Yes, it helps" for the juice,
  // fifteenth clinician review, en P1 serious #2): the medicine pair's spacing answers it first.
  if (drugless && asked.drugs.some((id) => asked.nutrients.some((n) => hasNutrient(n) && spacedFrom(id, n))))
    return false;
  const hasDrug = (id: string) =>
    drugless ||
    own.drugs.includes(id) ||
    own.classes.has(id) ||
    classesOf([id]).some((c) => own.classes.has(c));
  if (asked.inherited) {
    const named = [
      ...asked.nutrients.filter(hasNutrient),
      ...asked.drugs.filter((id) => !drugless && hasDrug(id)),
    ];
    return (
      asked.nutrients.length + asked.drugs.length === 0 ||
      named.length > 0 ||
      (asked.nutrients.length === 0 && drugless)
    );
  }
  return asked.nutrients.every(hasNutrient) && asked.drugs.every(hasDrug);
}

/**
 * Medicines that minerals bind in the gut, with a label window of their own (Biktarvy US PI §7, Tivicay
 * US PI §2/§7). A row that times iron, calcium, magnesium, zinc, a multivitamin or an antacid for everyone
 * ("take the iron on an empty stomach in the morning", "keep the Gaviscon 2 hours from Elevit") is not for
 * them: the medicine's own window answers instead (sixteenth blind review, en P5-S1: iron fasting in the
 * morning told to a man who takes Biktarvy at 8 am; zh P3-S1).
 */
const MINERAL_BOUND: FaqAudience = {
  medicines: ['dolutegravir', 'bictegravir-emtricitabine-tenofovir-alafenamide'],
};
const MINERAL_TIMING =
  /\b(iron|calcium|magnesium|zinc|antacids?|multivitamins?|prenatal|tums|gaviscon|elevit|centrum)\b/i;
const TIMING_INTENTS: readonly string[] = ['supplement_timing', 'supplement_pairing'];

/**
 * A row's text that pushes fluids: a litre target, drinking more or on a schedule rather than by thirst.
 * With a low blood sodium (the plan's, or said) such a row is never the answer — drinking more lowers it
 * further, and any fluid limit is the doctor's (Spasovski 2014; sertraline label §5 hyponatraemia; NICE
 * CKS Hyponatraemia). Blind answer round 25 zh-044/045, en-042: a woman of 71 on tramadol and
 * sertraline with a sodium of 129 told to drink 1.5–1.7 litres on a schedule.
 */
const FLUID_PUSH =
  /\b\d(\.\d)?(–\d(\.\d)?)? ?(litres|liters) of (drinks|water|fluids?)\b|\b(litres|liters) (of drinks )?a day\b|rather than waiting for thirst|\bdrink (enough|more|plenty)\b|\bmore (fluids|water)\b|\bplenty of (water|fluids)\b|\bfluids, (fibre|food)\b/i;
/** …unless the row is written about a low sodium. */
const LOW_SODIUM_TOPIC = /\blow (blood )?sodium\b|\bhyponatr/i;
const LOW_SODIUM_PERSON: FaqAudience = { lowSodium: true, said: LOW_SODIUM };
const ON_LITHIUM: FaqAudience = { medicines: ['lithium'], said: /锂盐|碳酸锂|\blithium\b/ };
/**
 * People for whom the guard does not hold, whatever their sodium: in primary adrenal insufficiency a low
 * sodium is the missing mineralocorticoid's, and salt and fluid are what heat and exercise need (Endocrine
 * Society 2016); on lithium the steady 2–3 litres a day is the label's rule (blind answer round 25
 * development check: Leah, sodium 133, lost her lithium-and-water answer to this guard).
 */
const FLUIDS_STAY_FOR: readonly FaqAudience[] = [ADRENAL_PRIMARY, ON_LITHIUM];

/**
 * Whether every `when` pattern of a row matches a message as the rows read it. One answer walks the 1,300 rows
 * about ten times over the same one or two texts (the row picker, every row selected, each part, the follow-up
 * read): each row's patterns are tested once per text, and the last few texts are kept (the patterns hold no
 * state: none is global or sticky, select.test.ts).
 */
const WHEN_TEXTS = 16;
const whenRead = keptReadings<string, Map<FaqRow, boolean>>(WHEN_TEXTS);
function whenHolds(row: FaqRow, norm: string): boolean {
  const rows = whenRead(norm, () => new Map());
  let holds = rows.get(row);
  if (holds === undefined) {
    holds = row.when.every((re) => re.test(norm));
    rows.set(row, holds);
  }
  return holds;
}

/** What a row's own English text does, read once per row: the guards below ask it on every message. */
interface RowText {
  fluidPush: boolean;
  phosphateCut: boolean;
  mineralTiming: boolean;
  ironPush: boolean;
}
const rowTexts = new WeakMap<FaqRow, RowText>();
function textOfRow(row: FaqRow): RowText {
  let t = rowTexts.get(row);
  if (!t) {
    const en = row.text.en;
    t = {
      fluidPush: FLUID_PUSH.test(en) && !row.keepsToFluidLimit && !LOW_SODIUM_TOPIC.test(en),
      phosphateCut: PHOSPHATE_CUT.test(en) && !LOW_PHOSPHATE_TOPIC.test(en),
      mineralTiming: TIMING_INTENTS.includes(row.intent) && MINERAL_TIMING.test(en),
      ironPush: IRON_PUSH.test(en) && !IRON_OVERLOAD_TOPIC.test(en),
    };
    rowTexts.set(row, t);
  }
  return t;
}

function matches(
  row: FaqRow,
  norm: string,
  person: FaqPerson,
  said: string,
  asked?: Subjects,
  notForSaid: string = said,
): boolean {
  if (!whenHolds(row, norm)) return false;
  const own = textOfRow(row);
  if (
    own.fluidPush &&
    inAudience(LOW_SODIUM_PERSON, person, said) &&
    !FLUIDS_STAY_FOR.some((a) => inAudience(a, person, said))
  )
    return false;
  if (own.mineralTiming && inAudience(MINERAL_BOUND, person, said)) return false;
  // Cutting phosphorus (the high-phosphate foods, binders) is never for a low phosphate said or in the plan
  // (twenty-seventh clinician review, zh S2: 血磷低 on tenofovir got the high-phosphate diet).
  if (own.phosphateCut && inAudience(LOW_PHOSPHATE_PERSON, person, said)) return false;
  // Building weight up is not for someone carrying too much of it, unless they say they are losing weight they
  // did not mean to (a plan with no deficit for a reason of health — cancer, hyperthyroidism — keeps the row).
  if (
    row.pushesWeightGain &&
    person.overweight === true &&
    person.noDeficit !== true &&
    !UNWANTED_LOSS_SAID.test(normaliseQuestion(said).replace(WISH_TO_LOSE, ' '))
  )
    return false;
  // Cutting carbohydrate adds to the lows of insulin or a sulfonylurea (blind answer round 16, zh-075), and is
  // never for someone losing weight they did not mean to lose: energy comes first (answer round 54, zh-069: a
  // steroid-raised glucose in a colitis flare, 68 → 61 kg, told to cut starch).
  // Nor for someone underweight or gaining on purpose (blind answer round 57, zh-055, development data: a man of 52 with
  // chronic pancreatitis, 56 kg at 172 cm, on fixed insulin doses, told "half to one mantou a meal").
  if (
    row.cutsCarbohydrate &&
    (inAudience(LOWS_ON_GLUCOSE_LOWERING, person, said) ||
      unwantedLossSaid(said) ||
      person.underweight === true)
  )
    return false;
  // A row that pushes iron (iron-rich foods, absorbing more) is never for someone whose iron is not wanted
  // — a high ferritin, thalassaemia (twenty-first clinician review, zh S1: liver and duck blood listed at a
  // ferritin of 3,650) — unless the row is written about that.
  if (own.ironPush && IRON_NOT_WANTED.some((a) => inAudience(a, person, said))) return false;
  if (asked && !covers(row, asked)) return false;
  if (row.unless?.some((re) => re.test(norm))) return false;
  if (row.for && !inAudience(row.for, person, said)) return false;
  const notFor: readonly FaqAudience[] = row.notFor ? [row.notFor].flat() : [];
  if (notFor.some((a) => inAudience(a, person, notForSaid))) return false;
  return true;
}

const weight = (row: FaqRow) => row.when.length * 2 + (row.for ? 1 : 0);

function best(
  rows: readonly FaqRow[],
  norm: string,
  person: FaqPerson,
  said: string,
  asked?: Subjects,
  followUp = false,
): FaqRow | null {
  let top: FaqRow | null = null;
  for (const row of rows) {
    if (row.followUpOnly && !followUp) continue;
    if (matches(row, norm, person, said, asked) && (!top || weight(row) > weight(top))) top = row;
  }
  return top;
}

/**
 * "keto" as part of a product's name ("keto collagen powder", "keto gummies", "生酮咖啡") is no ketogenic diet: the
 * rows written for the diet never answer it (answer round 54, zh-079: a collagen powder for migraine answered with
 * keto against 16:8 fasting).
 */
const DIET_WORD_IN_PRODUCT_NAME =
  /\bketo(?=[\s-]?(collagen|gumm\w*|coffee|creamer|bars?|powders?|pills?|acv|supplements?|electrolytes?|snacks?|shakes?)\b)|生酮(?=胶原|软糖|咖啡|粉|片|代餐|零食)/g;

/** The message as the rows read it. */
const rowsRead = (text: string): string => normaliseQuestion(text).replace(DIET_WORD_IN_PRODUCT_NAME, '');

export function faqRowIn(
  rows: readonly FaqRow[],
  text: string,
  person: FaqPerson,
  previous?: string,
): FaqRow | null {
  const norm = rowsRead(text);
  if (!norm) return null;
  const elliptical = previous !== undefined && readQuestion(text, previous).elliptical;
  // A follow-up that names nothing is about what the message before it named ("要吃多久才能补回来"
  // after a question on iron is about iron, not about eating exercise calories back).
  const ownSubjects = subjectsOf(text);
  const asked =
    elliptical && ownSubjects.nutrients.length === 0 && ownSubjects.drugs.length === 0
      ? { ...subjectsOf(previous), inherited: true as const }
      : ownSubjects;
  // A follow-up about "it" that asks the details of the row before it again ("ok if i move it to night time, how long
  // after dinner? i eat late") is that row's, before a row its own words select (the late-dinner row).
  const again = previous !== undefined ? againAsked(rows, text, norm, person, previous) : null;
  if (again && elliptical) return again;
  const own = best(rows, norm, person, previous ? `${previous}\n${text}` : text, asked);
  if (own) return own;
  if (previous && !elliptical) return again;
  if (!previous || !elliptical) return null;
  const joint = `${previous}\n${text}`;
  const row = best(rows, rowsRead(joint), person, joint, asked, true);
  if (!row) return null;
  // The message itself must carry part of what selects the row, and not be the earlier question again.
  if (!row.when.some((re) => re.test(norm))) return null;
  const before = best(rows, rowsRead(previous), person, previous);
  return before?.id === row.id && row.againOnFollowUp !== true ? null : row;
}

/**
 * A row the message before selected, asked again in more detail by a follow-up that names more than an elliptical one
 * ("那具体要饭前多久饭后多久？我一般7点半吃早饭"): only rows marked `againOnFollowUp`, and only when the message itself
 * carries part of what selects the row.
 */
function againAsked(
  rows: readonly FaqRow[],
  text: string,
  norm: string,
  person: FaqPerson,
  previous: string,
): FaqRow | null {
  const again = rows.filter((r) => r.againOnFollowUp === true);
  if (again.length === 0) return null;
  const before = best(again, rowsRead(previous), person, previous);
  if (!before || !before.when.some((re) => re.test(norm))) return null;
  const joint = `${previous}\n${text}`;
  return best([before], rowsRead(joint), person, joint) ?? null;
}

/**
 * Every row the message itself selects for this person, in table order, whatever else it names: the
 * rows that can answer a part another answer left out ("珍珠粉和黄连上清丸…" after "维C停了", ninth
 * clinician review, zh P1 Q8). Follow-up-only rows are not among them.
 */
export function faqRowsMatching(
  rows: readonly FaqRow[],
  text: string,
  person: FaqPerson,
  previous?: string,
): FaqRow[] {
  const norm = rowsRead(text);
  if (!norm) return [];
  // Who a row is never for may have been told in the message before ("α地贫携带者" and then "猪肝一周吃两次…"): the
  // row the message itself selects is still not theirs (blind answer round 66, zh-038).
  const notForSaid = previous !== undefined ? `${previous}\n${text}` : text;
  return rows.filter((row) => !row.followUpOnly && matches(row, norm, person, text, undefined, notForSaid));
}
