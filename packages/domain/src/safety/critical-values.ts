/**
 * Lab values typed into the chat that need care the same day ("钾6.8", "血糖才2.4", "hgb 5.8 g/dL"): read
 * with the report reader (`extractMarkers`) and judged by the critical limits the report review uses
 * (Kost 1990, knowledge/lab-check-limits.ts), at or beyond the limit. Only the markers with a published
 * critical limit are urgent here: the check rule's limits elsewhere mean "probably misread", and an
 * eGFR under 15 or a ferritin over 1000 is known disease, not an emergency today.
 *
 * A glucose below 3.0 mmol/L (54 mg/dL) in chat is level-2 hypoglycaemia (ADA Standards of Care 2025,
 * §6): the hypoglycaemia card, which says what to do now, rather than the laboratory card.
 */
import { extractMarkers } from '../labs/extract';
import { convertLabValue, findMarker } from '../labs';
import { checkLimits } from '../labs/check';
import type { RedFlagKind } from './kinds';

/** The markers with a published critical limit (Kost 1990) and the unit assumed when none is typed. */
const CRITICAL_MARKERS: Readonly<Record<string, (value: number) => string>> = {
  // mmol/L and mEq/L are the same number for potassium and sodium
  serumPotassium: () => 'mmol/L',
  serumSodium: () => 'mmol/L',
  // Below 30 a glucose is mmol/L; from 30 see glucoseUnitOf (a Chinese message's 30–69 is mmol/L).
  fastingGlucose: (v) => (v >= 30 ? 'mg/dL' : 'mmol/L'),
  serumCalcium: (v) => (v >= 5 ? 'mg/dL' : 'mmol/L'),
  // "Hb 55" is g/L, "hgb 5.8" is g/dL
  hemoglobin: (v) => (v >= 25 ? 'g/L' : 'g/dL'),
  // Reports in China and the US print ng/mL; "digoxin 125" without a unit is a dose in µg, not a level
  // (an unknown unit: not read).
  digoxin: (v) => (v <= 10 ? 'ng/mL' : ''),
  // "血锂浓度1.1 mmol/L，这个高不高" was left to the learned reader, which read it as critical (blind answer
  // round 17 zh-078, development data once reported): read here, a level under the toxic line is the lab
  // answer's (above range: the psychiatrist within days; above 1.2 the same day). Above 10 it is a dose.
  lithium: (v) => (v <= 10 ? 'mmol/L' : ''),
};

/**
 * Markers read only to keep a value well under its high line quiet: "甘油三酯2.8 mmol/L" and "肌酐 238
 * μmol/L" with known kidney disease were left to the learned reader, which gave them the critical-lab card
 * (blind answer round 18 zh-156, zh-050, development data once reported). Nothing here raises a card: a
 * value at or over the line (triglycerides 11.2 mmol/L, 1000 mg/dL — Endocrine Society 2012; creatinine 654
 * µmol/L — Kost 1990), under the bottom of the range, or in a unit that does not fit is still the learned
 * reader's, and its own answers (the severe-triglycerides text, the unit asked) stay as they were.
 */
const QUIET_UNDER_HIGH: Readonly<Record<string, (value: number) => string>> = {
  triglycerides: (v) => (v >= 50 ? 'mg/dL' : 'mmol/L'),
  creatinine: (v) => (v >= 20 ? 'μmol/L' : 'mg/dL'),
  // "血磷1.9 mmol/L偏高" on known kidney disease got the critical-lab card (blind answer round 19 zh-059).
  // Read only with its unit: 1.9 is high in mmol/L and low in mg/dL.
  serumPhosphate: () => '',
};

/**
 * Where the review's limits are its check rule (a tenfold slip), not a line for today: the critical limits
 * of Kost 1990 (phosphorus 1.0 and 8.9 mg/dL, 0.32 and 2.87 mmol/L).
 */
const QUIET_LINES: Readonly<Record<string, { low: number; high: number }>> = {
  serumPhosphate: { low: 0.32, high: 2.87 },
};

/** A triglyceride or creatinine typed and read well inside its limits (see QUIET_UNDER_HIGH). */
function quietUnderHigh(
  m: { marker: string; value: number; unit: string; unitKnown: boolean },
  text: string,
): boolean {
  const assume = QUIET_UNDER_HIGH[m.marker];
  if (!assume || !Number.isFinite(m.value)) return false;
  if (m.marker === 'creatinine' && creatinineChangeTold(text)) return false;
  // "mmol/L偏高，平时爱喝可乐…": the report reader keeps the words after a unit with it in a chat message.
  const lead = /^(mmol\/l|mg\/dl|[μµu]mol\/l)/i.exec(m.unit)?.[1];
  const unit = m.unitKnown
    ? m.unit
    : lead
      ? lead.replace(/^u/i, 'μ').replace(/^µ/, 'μ').replace(/l$/, 'L').replace(/dl$/i, 'dL')
      : assume(m.value);
  const canonical = convertLabValue(m.marker, m.value, unit);
  const lines = QUIET_LINES[m.marker];
  const { low, high } = checkLimits(m.marker);
  const top = lines?.high ?? high?.value;
  const bottom = lines?.low ?? low?.value;
  if (canonical === null || top === undefined) return false;
  return canonical < top && (bottom === undefined || canonical > bottom);
}

/**
 * Markers whose same-day line is not the check limit of the report review: lithium is toxic from 1.5
 * mmol/L (BNF Lithium carbonate; NICE CG185 1.10 — knowledge/lab-markers.ts `lithium`), where the review's
 * check rule would wait for 5.0.
 */
const URGENT_HIGH_FROM: Readonly<Record<string, number>> = { lithium: 1.5 };

/**
 * How many times its critical limit a unitless value may be and still be read as the marker's level; beyond
 * it the number is a dose or a count ("calcium 1000" is a tablet's milligrams, not 250 mmol/L).
 */
const IMPLAUSIBLE_TIMES = 5;

/** Markers whose label puts the line above the limit, not at it ("above 2 ng/mL", Lanoxin PI §5.3). */
const STRICT_HIGH: ReadonlySet<string> = new Set(['digoxin']);

/** Markers whose critical value names its own card rather than the general laboratory one. */
const CRITICAL_KIND: Readonly<Record<string, RedFlagKind>> = {
  // Above 2.0 ng/mL (Lanoxin PI 2019 §5.3): the prescriber today, the emergency department with symptoms.
  digoxin: 'digoxin_toxicity',
  // From 1.5 mmol/L (BNF): the lithium card, which names the signs and says to stop today's dose.
  lithium: 'lithium_toxicity',
};

/**
 * An INR typed into the chat ("INR 9.2", "inr came back 9.4", "INR值5.6"). The report reader's INR marker
 * (knowledge/lab-markers.ts, key 'inr') has no card of its own among CRITICAL_MARKERS, so it is read here. Below INR_URGENT_FROM the warfarin answers own it (contact the clinic
 * today above 3 — ACCP/CHEST 2012 — ahead of any food asked with it).
 */
const INR_VALUE = /\binr\b[^\d\n]{0,16}?(\d{1,2}(?:\.\d{1,2})?)(?!\d)/gi;
/**
 * From 9 the clinician gives vitamin K the same day (ACCP 8th ed., Ansell et al., Chest 2008;133:160S–198S:
 * INR ≥ 9 without significant bleeding — hold warfarin, oral vitamin K1; CHEST 2012 moved the line to
 * 10): the urgent card, not only the warfarin answer's "contact the clinic today".
 */
const INR_URGENT_FROM = 9;

function inrValues(text: string): number[] {
  return [...text.matchAll(INR_VALUE)].map((m) => Number(m[1]));
}

/**
 * A blood glucose said the way people say it in a chat rather than the way a report prints it: "my
 * sugar is 2.4", "bg 40 mg/dl", "cgm reading 2.3 mmol/l", "xuetang 2.5". "Reading" and "meter" name a
 * glucose only with a glucose unit (a blood-pressure reading has none); a number of 30 or more
 * without a unit is mg/dL, as for the report reader.
 */
const NOT_A_GLUCOSE_UNIT =
  '(?!\\s*(?:g\\b|grams?|克|%|tsp|teaspoons?|tbsp|spoons?|勺|块|cubes?|kcal|cals?\\b|calories|oz|ml|mg(?!\\s*\\/)|kg|lbs?|pounds|斤|years?|yrs?|yo\\b|岁|min|minutes|hours?|hrs?|h\\b|小时|分钟|钟头|days?|天|weeks?|wks?|months?|mos?\\b|个月|times|次|pieces|片|颗|粒|型|年|个|周|点|号|元|倍|斤|公斤|支|针|' +
  // A count of food or drinks ("better for sugar? I am eating 3 chapati", blind answer round 13 en-159).
  'chapatis?|chapattis?|rotis?|idlis?|dosas?|slices?|bowls?|cups?|cans?|bottles?|glasses|meals?|servings?|portions?|eggs?|碗|杯|顿|瓶|罐))';
/**
 * A number that counts or rates rather than measures: "day 2 of no sweets", "week 3", "on a scale of 1
 * to 10", "7 out of 10" (round 10 look-alikes: "blood sugar on a scale of 1 to 10" was a glucose of 1), and a
 * difference between two readings ("测两次差了0.5", blind triage round 32: a glucose of 0.5).
 */
const NOT_A_LEVEL_BEFORE =
  '(?<!\\b(?:day|days|week|weeks|wk|month|months|year|years|hour|hours|stage|step|round|phase|cycle|grade|page|chapter|scale of|rate it)\\s{0,2})(?<!第\\s?)(?<!(?:差了?|相差了?|差距|误差|差值|\\bdifference of|\\boff by|\\bdiffer(?:s|ed)? by)\\s{0,2})';
const NOT_A_LEVEL_AFTER = '(?!\\s*(?:to|-|–)\\s*10\\b|\\s*out of\\b|\\s*\\/\\s*10\\b)';
const CHAT_GLUCOSE = new RegExp(
  '(?:\\b(?:(?:blood |my |his |her |fasting )?sugars?|bgl?|bsl?|glucose|xue ?tang|cgm|libre|dexcom)\\b|血糖|探头|扎手指|扎指头|指尖血|测指尖)[^\\d\\n]{0,24}?(?<![a-z\\d.])(?<!type\\s{0,2})(?<!\\bt)' +
    NOT_A_LEVEL_BEFORE +
    '(\\d{1,3}(?:\\.\\d{1,2})?)(?![\\d/])' +
    NOT_A_LEVEL_AFTER +
    NOT_A_GLUCOSE_UNIT +
    '\\s*(mmol\\s*\\/\\s*l|mg\\s*\\/\\s*dl)?' +
    '|\\b(?:reading|meter|finger ?(?:stick|prick))\\b[^\\d\\n]{0,32}?(\\d{1,3}(?:\\.\\d{1,2})?)\\s*(mmol\\s*\\/\\s*l|mg\\s*\\/\\s*dl)',
  'gi',
);

/** "我才35", "今年35岁", "i'm only 35": a person's age, never a glucose (blind triage round 55, development data once reported). */
const AGE_SAID =
  /(我|他|她|孩子|宝宝|人家)(才|今年|已经|都)\s*\d{1,3}(?!\s*(\.\d|点|mmol|mg|毫摩))(?=\s|$|[岁，。！？,.!?了啊呀嘛])|\b(i'?m|i am|he'?s|she'?s|he is|she is) (only |just )?\d{1,2}(?= |$|[,.!?])(?! ?(mmol|mg))/gi;

function chatGlucoseMmol(text: string): number[] {
  const out: number[] = [];
  for (const m of text.replace(AGE_SAID, ' ').matchAll(CHAT_GLUCOSE)) {
    const value = Number(m[1] ?? m[3]);
    const unit = (m[2] ?? m[4] ?? '').replace(/\s/g, '').toLowerCase();
    if (!Number.isFinite(value) || value <= 0) continue;
    const mgdl = unit === 'mg/dl' || (unit === '' && glucoseUnitOf(value, text) === 'mg/dL');
    out.push(mgdl ? value / 18 : value);
  }
  return out;
}

/** The blood glucose values said in a message as people say them, in mmol/L (for the chat's answers). */
export function chatGlucoseMmolValues(text: string): number[] {
  return chatGlucoseMmol(typeof text === 'string' ? text : '');
}

/**
 * A glucose meter or sensor that shows LO is below what it can measure (about 1.1 mmol/L, 20 mg/dL;
 * HI is above about 33 mmol/L, 600 mg/dL — the meters' manuals): a level-2 hypoglycaemia or a
 * hyperglycaemic crisis, whatever the number.
 */
const METER_LO =
  /\b(cgm|meter|libre|dexcom|sensor|monitor|glucometer|sugar|bg|reading)\b[^\n.]{0,20}\b(says|shows|reads|showing|reading|displays?|just|only)\s*[:"']?\s*lo\b|\bLO\b.{0,20}\b(cgm|meter|libre|dexcom|sensor|glucometer)\b|血糖仪[^\n。]{0,8}(显示|是|出现)\s*lo\b/i;
const METER_HI =
  /\b(cgm|meter|libre|dexcom|sensor|monitor|glucometer)\b[^\n.]{0,20}\b(says|shows|reads|showing|reading|just)\s*"?hi"?\b|血糖仪[^\n。]{0,8}(显示|是|出现)\s*hi\b/i;

/** ADA level-2 hypoglycaemia: below 3.0 mmol/L (54 mg/dL). */
const LEVEL_2_HYPO = 3.0;

/** A reading placed on an earlier day ("上回", "last week", "the other morning"). */
export const EARLIER_DAY =
  /上回|上次|上周|上星期|上礼拜|上个月|前几天|前些天|前天|昨天|昨晚|那天|之前|以前|有一次|有次|\blast (week|time|month|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b|\byesterday\b|\bthe other (day|morning|night)\b|\b(a few|a couple of|few|couple|\d+) (days|weeks|nights) ago\b|\bonce\b|\bback in\b|\bpreviously\b|\bearlier this (week|month)\b|\b(on|in|from) (my|the|his|her) (last|latest|recent|previous) (labs?|blood ?(test|work)s?|bloods|results?|checkup|check-up|physical)\b|\b(last|latest|recent|previous) (labs?|blood ?(test|work)s?|bloods|checkup|check-up|physical)\b|上回化验|化验单上|体检(报告|单|的时候|时|查出)/i;
/** Said of now or today: the reading may be the emergency itself. */
export const NOW_OR_TODAY =
  /现在|此刻|刚刚|刚才|刚测|刚量|正在|这会|目前|今天|今早|今晚|\bnow\b|\bright now\b|\bcurrently\b|\bat the moment\b|\bjust (now|checked|tested|got|read|did)\b|\bthis (morning|evening|afternoon)\b|\btonight\b|\btoday\b|\bkeeps? dropping\b/i;

/**
 * A low told as an earlier day's reading and nothing of now ("上回空腹血糖测出来才2.6，医生说太低了，睡前要不要加
 * 夜宵"): a question about the dose and the bedtime snack, answered by the insulin low row (a dose
 * review within days), not the emergency card (blind answer round 12, zh-071, en-071). Signs said with it
 * (shaking, confusion, cannot be woken) are read by their own rules whatever the day.
 */
export function earlierDayOnly(text: string): boolean {
  return EARLIER_DAY.test(text) && !NOW_OR_TODAY.test(text.replace(WELL_NOW, ' '));
}

/**
 * "(im ok now)", "他现在没事了": being well now says the low is over, not that the reading is today's (blind
 * answer round 19 en-070, development data once reported: "my fasting sugar was 2.6 the other morning (im
 * ok now)" got the emergency card instead of the bedtime snack).
 */
const WELL_NOW =
  /\b(i'?m|i am|im|he'?s|hes|she'?s|shes|he is|she is|we'?re|all|feel(ing)?|doing|back to) (totally |fine and |ok and |all )?(ok|okay|fine|better|good|alright|all right|normal)( again)? now\b|(现在|目前)(已经)?(没事|好了|正常|好多了|恢复)(了)?/gi;

/**
 * The message as report lines: a full stop that ends a sentence ("came back 2.4. is that ok?") or a
 * question or exclamation mark starts a new line, so the report reader does not take "2.4." and the
 * words after it for a value with a unit.
 */
/** A level with a lab unit ("4.8 mmol/L", "145 µmol/L", "9.1 g/dL"). */
const VALUE_WITH_UNIT =
  /\d(\.\d+)?\s*(m?mol\/l|[µu]mol\/l|mg\/dl|g\/dl|g\/l|mg\/l|u\/l|iu\/l|meq\/l|ng\/ml|pmol\/l|nmol\/l|%)/i;

/**
 * The message cut into sentences, one per line. A sentence that gives a level with its unit and names no marker is
 * read as a level of the marker the sentence before it named: "my potassium can go up. Last result was 4.8 mmol/L" is a
 * potassium of 4.8 (blind answer round 46, en-009: read by neither reader, and the learned reader's critical card
 * stood on a normal potassium).
 */
function sentences(text: string): string {
  const lines = text.replace(/\.(?=\s|$)|[?？!！。；;]/g, '\n').split('\n');
  return lines
    .map((line, i) => {
      if (i === 0 || !VALUE_WITH_UNIT.test(line) || extractMarkers(line).length > 0) return line;
      const named = findMarker(lines[i - 1]!);
      return named ? `${named.en} ${line}` : line;
    })
    .join('\n');
}

const HAS_CJK = /[\u3400-\u9fff]/;
/**
 * A number followed by a count or a kind ("2型", "2个", "3针", "10年", "my 22 week check") is not a
 * level: "Hb at my 22 week check was 10.4 g/dL" read a haemoglobin of 22 g/dL (blind answer round 18 en-026).
 */
const COUNTED =
  // An age: "dad had a heart attack at 60" read a sodium of 60 (blind triage round 34).
  /\b(age|aged)\s+\d{1,3}\b|\bat (the )?age (of )?\d{1,3}\b|\b(attack|stroke|died|passed away|diagnosed|retired|born) at \d{1,3}\b|\d+(\.\d+)?\s*(型|个|针|年|岁|片|粒|颗|次|天|周|个?月(?!经)|点|号|元|块|倍|斤|公斤|支|瓶|盒|袋|杯|碗|顿|类|级|期)|\d+(\.\d+)?\s*(小时|钟头|分钟)|\b\d+(\.\d+)?\s*-?\s*(weeks?|wks?|days?|months?|years?|yrs?|hours?|hrs?|h|minutes?|mins?)\b/gi;
/**
 * A number that is part of a name: "omega 3", "ω-3", "欧米伽3", "CoQ10", "D3", "K2", "B12" — "is fish oil ok
 * with lithium? heard omega 3 is good" read a lithium of 3 (blind answer round 23 en-115, development data
 * once reported). A level typed after "vitamin D" ("vitamin d 15") is kept, and so is a potassium typed
 * "k2.8".
 */
const NAMED_NUMBER =
  /\b(omega|ω)\s*-?\s*\d\b|欧米伽\s*\d|\bco-?q\s*-?\s*10\b|\b(d3|k2|b1|b6|b12)(?![.,]?\d)\b/gi;
/**
 * A urine value ("24 hour urine calcium 7.8 mmol", "24小时尿钙7.8", "urine sodium 20"): no blood level — a 24-hour urine
 * calcium of 7.8 mmol read a blood calcium of 7.8 mmol/L (blind answer round 63, en-006, development data: 911 for a
 * question about kidney stones).
 */
const URINE_VALUE =
  /(?:24\s*(?:小时|h|hours?|hrs?|-hour|-hr)\s*)?(?:尿|urine|urinary)\s*(?:钙|钠|钾|蛋白|肌酐|镁|磷|calcium|sodium|potassium|protein|creatinine|magnesium|phosphate|albumin)[^,.;，。；?？!！]{0,24}?\d+(?:\.\d+)?/gi;

/**
 * A medicine or supplement named as its salt (苯妥英钠, 丙戊酸钠, 阿仑膦酸钠, 氯化钾, 瑞舒伐他汀钙, 碳酸钙): its element is
 * no blood level — "吃Eptoin（苯妥英钠）100mg一天三次" read a sodium of 100 (blind answer round 61, zh-054, development data).
 */
const SALT_NAME = /(?<=[酸化素英芬生膦林坦汀唑癸])(钠|钾|钙|镁)/g;
const COUNT_WORD =
  /^\s*(型|个|针|年|岁|片|粒|颗|次|天|周|个?月(?!经)|点|号|元|块|倍|斤|公斤|支|瓶|盒|袋|杯|碗|顿|类|级|期|度|(type|years?|yrs?|pills?|tablets?|caps(ules)?|times|days?|weeks?|months?|shots?|units?|kids?|x)\b)/i;
/**
 * A product's count, with at most two words of a brand between ("4 SaltStick caps", "2 liquid iv packets"; blind
 * answer round 66, en-040, development data: a sodium tally of salt capsules got the critical-lab card). The chat reads
 * folded, lower-case text, so the brand's words are told by what they are not: no time, link, article, pronoun, number
 * or unit word may stand between — "potassium 2.5 after two cups", "sodium 118 today, 3 cups of tea" stay levels.
 */
const NOT_A_BRAND_WORD =
  /(after|before|with|without|and|or|but|then|than|since|until|today|yesterday|tonight|now|this|that|these|those|morning|evening|night|week|month|the|a|an|of|in|on|at|for|from|to|by|my|his|her|their|our|your|its|he|she|they|i|we|you|it|one|two|three|four|five|six|seven|eight|nine|ten|few|some|more|less|is|was|were|are|be|been|had|has|have|plus|about|around|like|so|very|too|also|still|only|just|per|each|every|daily|mmol|meq|mg|mcg|g|ml|l|dl|normal|high|low|level|result|results|reading)/;
const PRODUCT_COUNT = new RegExp(
  `^\\s*((?!${NOT_A_BRAND_WORD.source}\\b)[a-z][\\w.-]*\\s+){0,2}(caps|capsules|tabs|tablets|packets?|sachets?|sticks?|scoops?|servings?|cubes?|bags?|bottles?|cans?|gummies|softgels?|chews)\\b`,
  'i',
);

/** The unit read and the words after it on its line: "SaltStick" is read as the unit of "4 SaltStick caps". */
function unitAndAfter(line: string, unit: string): string {
  const at = unit ? line.indexOf(unit) : -1;
  return at < 0 ? unit : line.slice(at);
}

/**
 * The unit of a glucose typed without one. Below 30 it is mmol/L. From 30 to 69 it is mmol/L in a
 * Chinese message — meters in China show mmol/L, and a hyperosmolar state reaches 33–60 mmol/L (ADA
 * hyperglycaemic crises consensus 2024) — and mg/dL otherwise ("sugar 45" in the US is a low). Read the
 * other way, "血糖33.5" became 1.9 mmol/L and a hypoglycaemia card telling a person with a glucose of
 * 33.5 mmol/L to take sugar.
 */
function glucoseUnitOf(value: number, text: string): string {
  if (value < 30) return 'mmol/L';
  return HAS_CJK.test(text) && value < 70 ? 'mmol/L' : 'mg/dL';
}

/**
 * A creatinine told after a kidney transplant or beside an earlier value ("2.9, last month it was 1.3") is
 * a rise — rejection, drug toxicity or acute kidney injury — which no single line judges: the learned
 * reader does (blind triage round 24, development data).
 */
const CREATININE_CHANGE =
  /移植|上次|上个月|以前|之前|原来|升到|涨到|翻倍|\btransplant\w*|\blast (month|week|time|year|check|test)\b|\bbefore\b|\bwas (only |just )?\d|\bwent up\b|\bup from\b|\bfrom \d+(\.\d+)? to\b|\bdoubled\b|\brising\b|\bjumped\b/i;
function creatinineChangeTold(text: string): boolean {
  return CREATININE_CHANGE.test(text);
}

/** The red-flag kinds of the lab values typed in a message (empty when none is critical). */
export function criticalValueKinds(text: string): RedFlagKind[] {
  const kinds = new Set<RedFlagKind>();
  let markers: ReturnType<typeof extractMarkers> = [];
  try {
    markers = extractMarkers(
      sentences(
        text
          .replace(URINE_VALUE, ' ')
          .replace(NAMED_NUMBER, ' ')
          .replace(COUNTED, ' ')
          .replace(SALT_NAME, '盐'),
      ),
    );
  } catch {
    // An unreadable message for the report reader may still hold a chat glucose or an INR.
  }
  for (const m of markers) {
    const assume = CRITICAL_MARKERS[m.marker];
    if (!assume) continue;
    // "glucose 30g gel", "potassium 99 mg tablets": an amount of a product, not a blood level.
    // "100mg一天三次": the unit read runs on into the words after it ("58克每升" is a level per litre).
    if (!m.unitKnown && /^(g|mg|kg|µg|μg|ug|mcg|克|毫克|ml|iu)(?![a-z/]|\s*(每|\/|per\b))/i.test(m.unit))
      continue;
    // "血糖 2型糖尿病", "血糖仪 2个", "血糖 3针胰岛素": a count or a kind, not a level (a hypo card for
    // "血糖 2型糖尿病 能吃红薯吗" was a false alarm).
    if (!m.unitKnown && (COUNT_WORD.test(m.unit) || PRODUCT_COUNT.test(unitAndAfter(m.line, m.unit))))
      continue;
    const unit = m.unitKnown
      ? m.unit
      : m.marker === 'fastingGlucose'
        ? glucoseUnitOf(m.value, text)
        : assume(m.value);
    const canonical = convertLabValue(m.marker, m.value, unit);
    if (canonical === null) continue;
    if (m.marker === 'fastingGlucose' && canonical < LEVEL_2_HYPO) {
      if (!earlierDayOnly(text)) kinds.add('severe_hypoglycaemia');
      continue;
    }
    const limits = checkLimits(m.marker);
    const urgentFrom = URGENT_HIGH_FROM[m.marker];
    const low = limits.low;
    const high = urgentFrom !== undefined ? { value: urgentFrom } : limits.high;
    // A number typed without a unit far beyond any living value is not this marker's level: "钙尔奇一片加维D3
    // 1000" read calcium 1000 from a vitamin D dose (ninth clinician review, zh P5 Q3: a critical-lab card
    // for a vitamin D question).
    if (!m.unitKnown && high && canonical > IMPLAUSIBLE_TIMES * high.value) continue;
    const over = high && (STRICT_HIGH.has(m.marker) ? canonical > high.value : canonical >= high.value);
    if ((low && canonical <= low.value) || over) kinds.add(CRITICAL_KIND[m.marker] ?? 'critical_lab');
  }
  for (const k of chatGlucoseKinds(text)) kinds.add(k);
  if (inrValues(text).some((v) => v >= INR_URGENT_FROM)) kinds.add('critical_lab');
  return [...kinds];
}

/** A question about what a meter's screen means, not a reading ("说明书上写显示HI和LO，什么意思"). */
const ABOUT_THE_METER = /说明书|什么意思|啥意思|是什么|\bmanual\b|\bwhat (does|do|is)\b.{0,30}\bmean/i;

/**
 * A glucose told in the chat from which it is an emergency today: 25 mmol/L (450 mg/dL), the critical value
 * Chinese hospital laboratories report (常见危急值项目: 血糖 ≥ 25 mmol/L) and the line the writers' kinds use;
 * Kost's US mean (26.9) is kept for reports. Blind triage round 35 (development data once reported): "空腹
 * 血糖测出来26.5 … 最近就是口渴" with no known diabetes was missed.
 */
const CHAT_GLUCOSE_CRITICAL_HIGH = 25;

/** The red-flag kinds of a blood glucose said as people say it, or a meter's LO/HI. */
export function chatGlucoseKinds(text: string): RedFlagKind[] {
  const kinds = new Set<RedFlagKind>();
  const high = Math.min(checkLimits('fastingGlucose').high?.value ?? Infinity, CHAT_GLUCOSE_CRITICAL_HIGH);
  for (const mmol of chatGlucoseMmol(text)) {
    if (mmol < LEVEL_2_HYPO) {
      if (!earlierDayOnly(text)) kinds.add('severe_hypoglycaemia');
    } else if (high !== undefined && mmol >= high) kinds.add('critical_lab');
  }
  if (!ABOUT_THE_METER.test(text)) {
    if (METER_LO.test(text)) kinds.add('severe_hypoglycaemia');
    if (METER_HI.test(text)) kinds.add('hyperglycaemic_crisis');
  }
  return [...kinds];
}

/** Whether the message holds a lab value this reader can judge (one of the markers with a critical limit). */
/** Potassium values (mmol/L) typed in the message, as the report reader reads them. */
export function potassiumValuesIn(text: unknown): number[] {
  if (typeof text !== 'string') return [];
  try {
    return extractMarkers(sentences(text))
      .filter((m) => m.marker === 'serumPotassium' && Number.isFinite(m.value))
      .map((m) => m.value);
  } catch {
    return [];
  }
}

/**
 * Markers no value of which needs care the same day by itself: an HbA1c is a three-month average (no laboratory lists
 * it among critical values; ADA Standards of Care 2025 §6 judges it against targets). Read, it is judged — "HbA1c came
 * back 41 mmol/mol … cutting the sugar from her milkshakes?" got the critical-lab card (blind answer round 57, en-038,
 * development data).
 */
const NEVER_CRITICAL: ReadonlySet<string> = new Set(['hba1c']);

export function readableLabValue(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  if (inrValues(text).length > 0 || chatGlucoseMmol(text).length > 0) return true;
  try {
    return extractMarkers(sentences(text)).some(
      (m) =>
        ((CRITICAL_MARKERS[m.marker] !== undefined || NEVER_CRITICAL.has(m.marker)) &&
          Number.isFinite(m.value)) ||
        quietUnderHigh(m, text),
    );
  } catch {
    return false;
  }
}
