/**
 * An everyday question answered from a table row (issue 30 §2, issue 32 §1's form): the words that
 * select it, the people it is for, the answer in both languages and its source. Rows are data; the
 * one function in `select.ts` evaluates them.
 */
import type { Bilingual, Source } from '../../contracts/common';
import type { Intent } from '../lexicon';
import type { SafetyNote } from '../followups';

/** Who a row is for. Any one criterion that holds is enough; an empty audience is nobody. */
export interface FaqAudience {
  /** Dictionary ids or drug-table classes of a medicine the person takes or the message names. */
  medicines?: readonly string[];
  /** The plan's conditions. */
  conditions?: readonly string[];
  /** The plan's life stage (pregnant_t1 … lactating). */
  lifeStages?: readonly string[];
  /** The plan's age is at least this (an older person's appetite, protein, swallowing). */
  minAge?: number;
  /** The plan's BMI is under 18.5, or its goal is to gain weight. */
  underweight?: true;
  /** The plan's ferritin is above its range (knowledge/iron-overload.ts): iron rows are never for them. */
  ironOverload?: true;
  /** The plan's ferritin is below its range. */
  ironDeficiency?: true;
  /**
   * The plan's serum calcium is above its range (knowledge/hypercalcaemia.ts; sarcoidosis and primary
   * hyperparathyroidism are the audience's `conditions`).
   */
  hypercalcaemia?: true;
  /** The plan's glucose (fasting or random) is below 3.9 mmol/L: a low already recorded. */
  lowGlucose?: true;
  /**
   * The plan's serum potassium is below its range (a potassium of 3.1 from vomiting in pregnancy is
   * replaced by the maternity team, not by bananas: blind answer round 25, en-057).
   */
  lowPotassium?: true;
  /** The plan's serum potassium is above its range (fruit with kidney disease and a potassium of 5.8: fifty-first review, en M3). */
  highPotassium?: true;
  /** The plan's serum calcium is below its range (denosumab's boxed-warning harm; fifty-first review, zh S3). */
  lowCalcium?: true;
  /**
   * The plan's serum phosphate is below its range: a row that cuts phosphorus (the high-phosphate foods, the
   * binders) is never for them (select.ts; twenty-seventh clinician review, zh S2).
   */
  lowPhosphate?: true;
  /** The plan's serum sodium is below its range (< 135 mmol/L): no row that pushes fluids (select.ts). */
  lowSodium?: true;
  /**
   * The plan's triglycerides are 5.6 mmol/L (500 mg/dL) or more: acute pancreatitis risk, no alcohol at all
   * (thirty-first clinician review, zh S2).
   */
  severeTriglycerides?: true;
  /**
   * The plan's 25-OH vitamin D is below 50 nmol/L (20 ng/mL, deficiency by the Endocrine Society 2011): a
   * dose above the UL may be the doctor's repletion dose, not "cut it to the UL".
   */
  lowVitaminD?: true;
  /** The plan's age is at most this (a minor: 17). */
  maxAge?: number;
  /**
   * The plan holds the eating-disorder screen's finding, or the questionnaire's "make yourself sick" told beside
   * bupropion (knowledge/bupropion-eating-disorder.ts): vomiting asked about is the eating problem's, not a stomach
   * bug's (forty-seventh clinician review, en S3).
   */
  eatingDisorder?: true;
  /**
   * The plan sets no calorie deficit because weight loss is a sign of disease or not wanted
   * (knowledge/no-deficit.ts: hyperthyroidism, cancer, underweight, an eating-disorder screen, a
   * weight-gain goal, pregnancy …).
   */
  noDeficit?: true;
  /**
   * The plan holds the refeeding-risk finding (a very low BMI, or a low BMI with low potassium, phosphate or
   * magnesium; knowledge/refeeding.ts): food is built up slowly under the care team, never all at once.
   */
  refeedingRisk?: true;
  /**
   * The plan reads as nephrotic syndrome: kidney disease with a serum albumin under 30 g/L and no eGFR
   * under 30, not on dialysis (protein is not cut to the CKD 3–5 diet; KDIGO 2021).
   */
  nephrotic?: true;
  /** Said in the message, or in the one before it ("怀孕", "my CKD", "on lithium"). */
  said?: RegExp;
  /**
   * Every one of these audiences must hold as well (and the rest of this audience, when it names
   * anything): Ramadan said or in the plan AND diabetes on a medicine that can cause a low.
   */
  all?: readonly FaqAudience[];
  /** The plan's questionnaire says the person fasts in Ramadan (`religiousFasting: 'ramadan'`). */
  fastsRamadan?: true;
  /** The plan's goal is a pregnancy, for a woman of childbearing age not pregnant yet (knowledge/preconception.ts). */
  planningPregnancy?: true;
  /**
   * The plan holds a pre-pregnancy weight: its weight-gain finding gives the person's own range by week
   * (intents/life-stage.ts), which a row's general table must not replace.
   */
  prePregnancyWeight?: true;
  /** The plan's questionnaire names one of these food allergies (knowledge/food-allergens.ts). */
  foodAllergies?: readonly string[];
  /** The allergy the questionnaire's "other food allergy" field holds, as typed, matches this. */
  otherAllergy?: RegExp;
  /** The plan's questionnaire says the person smokes now or smoked before. */
  smokes?: true;
  /** The plan's diet pattern is vegan or vegetarian: rows that send them to meat or liver are not theirs. */
  plantBased?: true;
  /** The plan's ALT or AST is above its range: "a small amount of alcohol is fine" is not theirs. */
  raisedLiverTests?: true;
  /** The plan says the person is a woman: a rule for men on a medicine (thalidomide, hydroxyurea) is not hers. */
  female?: true;
  /**
   * The plan holds a prescribed treatment dose (`supervised`) of one of these nutrients: the zinc of Wilson disease is
   * the treatment, never an everyday tablet to take with food or drop (forty-sixth clinician review, zh S4).
   */
  supervised?: readonly string[];
  /**
   * The plan's intake of one of these nutrients (food and supplements, as its UL counts) is above the UL: the signs of
   * too much selenium are asked about by someone taking too much (fifty-first clinician review, en S3).
   */
  aboveUl?: readonly string[];
}

/** What a row's `compose` reads: the message, the one before it, and the plan's weight. */
export interface ComposeInput {
  text: string;
  previous?: string;
  /** The plan's body weight in kg, when there is a plan. */
  weightKg?: number;
  /** The plan's height in cm, when there is a plan (a pre-pregnancy BMI, blind answer round 24 zh-009). */
  heightCm?: number;
  /** The plan's pre-pregnancy weight in kg and completed week of pregnancy, when it holds them. */
  prePregnancyWeightKg?: number;
  gestationalWeek?: number;
  /** The plan's supervised treatment doses by nutrient (daily, the plan's unit): the chat says that number. */
  supervised?: Readonly<Partial<Record<string, number>>>;
  /** The names of the supplements the plan's review holds (what the person takes). */
  takes?: readonly string[];
  /** Dictionary ids of the person's medicines (plan and chat) and the plan's conditions. */
  medicines?: readonly string[];
  conditions?: readonly string[];
  /** The plan's serum calcium is above its range. */
  hypercalcaemia?: boolean;
  /** The nutrients the plan's intake puts above their UL (zinc, vitamin B6: causes of numb feet). */
  aboveUl?: readonly string[];
  /** The person eats no meat or fish (the plan's vegetarian or vegan diet, or said in the message). */
  plantBased?: true;
}

/**
 * What a row's text already says in its own words: the supplement facts (knowledge/supplements SUPPLEMENT_SAFETY ids)
 * and the medicine–nutrient clashes ([medicine id, target]) the chat's standing lines would otherwise put above it again
 * (intents/guards.ts withStandingRules; blind answer round 60, en-075: green tea extract's weight-loss text and the
 * bortezomib card led the row written for "does green tea stop Velcade working").
 */
export interface FaqCovers {
  facts?: readonly string[];
  clashes?: readonly (readonly [string, string])[];
}

export interface FaqRow {
  id: string;
  /** Each pattern must match the question as `normaliseQuestion` reads it (lower case, simplified). */
  when: readonly RegExp[];
  /** None of these may match. */
  unless?: readonly RegExp[];
  /** Only for these people (omitted: for anyone). */
  for?: FaqAudience;
  /** Never for these people: a row that would be wrong for them ("400 mg of caffeine" in pregnancy). */
  notFor?: FaqAudience | readonly FaqAudience[];
  /**
   * On a medicine that can harm a baby, that medicine's pregnancy rule leads and this row answers after it
   * ("which prenatal?" on hydroxyurea with iron overload; blind answer round 31, en-017).
   */
  afterMedicinePregnancyRule?: boolean;
  /**
   * The row's text already says what a weight loss the message tells means and who treats it (motor neurone
   * disease: the MND team, a feeding tube): the told-loss line "that alone needs a doctor" is not added
   * (weight-loss-told.ts).
   */
  answersWeightLoss?: true;
  /**
   * The row answers even when the message types a lab value: it is about what the values mean together
   * for this person, which the lab reader (one value against its range) cannot say.
   */
  beforeLabs?: true;
  /**
   * Only for a follow-up read with the message before it ("how long should I wait before nursing
   * after", after a question on a glass of wine): the question asked whole is answered elsewhere
   * (intents/lactation.ts), and one rule should not have two texts.
   */
  followUpOnly?: true;
  /**
   * The row answers the whole message, before it is split into parts or read as a dose or UL question:
   * one question told in several clauses ("midwife said start ferrous sulphate 200mg twice a day, but i
   * already take pregnacare with iron in it, is that too much iron?" — tenth clinician review, en P3).
   */
  wholeMessage?: true;
  /**
   * A whole-message row that answers a clash with any medicine the message names, without naming each (an
   * unknown herbal powder beside "his febuxostat and amlodipine": the list goes to the pharmacist). Without it,
   * a clash asked with a medicine the row never names is answered part by part instead.
   */
  answersAnyMedicine?: true;
  /**
   * A `wholeMessage` row that answers before a medicine's diet row (knowledge/medicine-diet.ts): the
   * situation it is written for (fasting in Ramadan on a sulfonylurea, PKU) is more specific than the
   * medicine's general row ("a ketogenic diet or fasting on a sulfonylurea", twelfth review, en P1).
   */
  beforeMedicineDiet?: true;
  /**
   * The text advises cutting carbohydrate or starch (halving rice, fewer refined carbohydrates, keto):
   * never for a person on insulin or a sulfonylurea with a low said or recorded — it adds to the lows
   * (audiences.ts LOWS_ON_GLUCOSE_LOWERING; ADA Standards of Care 2025 §6; blind answer round 16, zh-075).
   */
  cutsCarbohydrate?: true;
  /**
   * The text builds weight up (eat more often, add oil, butter and sugar, energy-dense food) or is written for a
   * weight loss not wanted (the kidney or heart team about eating little and losing weight): never for a person
   * whose plan is overweight or obese and sets a deficit, unless a weight loss they did not want is said
   * (select.ts; blind answer round 41, zh-022: "add oil and sugar, eat 5–6 times a day" for an overweight man of 67
   * with high blood pressure asking about salty beef jerky; forty-fourth clinician review, en M1: a kale smoothie "for
   * the weight loss" on warfarin at a BMI of 30 answered with the kidney team's eating-little text and Ensure).
   */
  pushesWeightGain?: true;
  /**
   * The row is about keeping to a fluid limit (heart failure, ascites, dialysis): the low-sodium guard that
   * holds back rows pushing fluids never holds it back — with a low sodium the limit is the right answer.
   */
  keepsToFluidLimit?: true;
  /**
   * A follow-up that asks the row's details again ("那具体要饭前多久饭后多久？") gets the row again: its text holds the
   * details (blind answer round 61, zh-026 and en-067, development data: entecavir's timing asked again got the
   * supplement timetable and "don't skip dinner"). Without it a follow-up never repeats the row before it.
   */
  againOnFollowUp?: true;
  /** The standing facts and clashes the text says itself (FaqCovers). */
  covers?: FaqCovers;
  /**
   * A row for a vitamin K antagonist (its audience names the class) says "warfarin" (华法林) for the person's own
   * medicine, and a person on another (acenocoumarol) reads its name there instead (faq/index.ts). These phrases of
   * the text report what was seen with warfarin itself (a case report, a trial): they keep the word.
   */
  warfarinItself?: readonly string[];
  /** The intent the answer is reported under. */
  intent: Exclude<Intent, 'urgent'>;
  /**
   * A prescriber's dose the text names (folic acid 5 mg, in µg): the answer check does not cut it to the
   * self-care upper limit (Draft.prescribedDoses).
   */
  prescribedDoses?: Partial<Record<string, number>>;
  /**
   * Safety statements the text makes that a model answer to the same question must carry too (the
   * row's text holds each note's meaning, NOTE_MEANING in followups.ts; rows.test.ts checks it).
   */
  notes?: readonly SafetyNote['id'][];
  text: Bilingual;
  /**
   * The text made from what the person named (their weight, how many eggs): the answer computed for them
   * instead of a fixed example with other amounts (blind answer round 21 lessons: "I eat two eggs" was
   * told "one egg and a glass of milk"). Returns null when the message names nothing to compute from;
   * `text` answers then.
   */
  compose?: (said: ComposeInput, zh: boolean) => string | null;
  /**
   * The text for a person who chokes (audiences.ts SWALLOWING): the same answer with soft, moist foods
   * in place of the choking hazards its food list names (knowledge/dysphagia-foods.ts, IDDSI 2019). A
   * row without it that names a hazard gets the hazard note after its text instead.
   */
  ifSwallowing?: Bilingual;
  /** The text for a vegan or vegetarian (audiences.ts PLANT_BASED): plant sources in place of meat. */
  ifPlantBased?: Bilingual;
  source: Source;
}
