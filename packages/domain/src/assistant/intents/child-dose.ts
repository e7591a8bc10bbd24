/**
 * "How much calcium does my 2-year-old need?", "我16岁要吃多少铁": a dose question about someone under
 * 18. Plans and the everyday tables are for adults, so an adult figure (or a parent's own plan) would
 * be the wrong number — the clinician review of 2026-11-25 (late, E1 §1–2) found a toddler told the
 * adult calcium need and the adult vitamin D upper limit (100 µg, where hers is 63 µg). Calcium,
 * vitamin D and iron get the age band's figure from the US Dietary Reference Intakes as the NIH Office
 * of Dietary Supplements tabulates them; other nutrients get no number, only who sets it.
 */
import type { NutrientKey } from '../../nutrients';
import { L, nutrientName } from '../format';
import { normaliseQuestion } from '../lexicon';
import { chineseNumberSaid, countSaid } from '../../units/number-words';
import { PREGNANCY_SAID } from '../faq/audiences';
import { sourceLine, type Ctx, type Draft } from './shared';
import { US_DRI } from '../../knowledge/dri-us';

/** An age band of the DRI tables, in months from birth (upper bound exclusive). */
interface Band {
  fromMonths: number;
  toMonths: number;
  zh: string;
  en: string;
}

const BANDS: readonly Band[] = [
  { fromMonths: 0, toMonths: 6, zh: '0–6个月', en: '0–6 months' },
  { fromMonths: 6, toMonths: 12, zh: '7–12个月', en: '7–12 months' },
  { fromMonths: 12, toMonths: 48, zh: '1–3岁', en: '1–3 years' },
  { fromMonths: 48, toMonths: 108, zh: '4–8岁', en: '4–8 years' },
  { fromMonths: 108, toMonths: 168, zh: '9–13岁', en: '9–13 years' },
  { fromMonths: 168, toMonths: 216, zh: '14–18岁', en: '14–18 years' },
];

interface ChildRow {
  unit: 'mg' | 'µg';
  /** Need per band (RDA, or AI for infants); iron and zinc at 14–18 differ by sex: [girls, boys]. */
  need: readonly (number | readonly [number, number])[];
  /** UL per band; null where none is set (vitamin B12; iodine in infants). */
  ul: readonly (number | null)[];
  source: string;
}

const CALCIUM_SOURCE =
  'NIH ODS Calcium fact sheet for health professionals, Table 1 (RDAs) and Table 3 (ULs), from IOM Dietary Reference Intakes for Calcium and Vitamin D (2011)';
const VITAMIN_D_SOURCE =
  'NIH ODS Vitamin D fact sheet for health professionals, Table 2 (RDAs) and Table 4 (ULs), from IOM Dietary Reference Intakes for Calcium and Vitamin D (2011)';
const B12_SOURCE =
  'NIH ODS Vitamin B12 fact sheet for health professionals, Table 1 (RDAs; no UL set), from IOM Dietary Reference Intakes (1998)';
const ZINC_SOURCE =
  'NIH ODS Zinc fact sheet for health professionals, Table 1 (RDAs) and Table 3 (ULs), from IOM Dietary Reference Intakes (2001)';
const IODINE_SOURCE =
  'NIH ODS Iodine fact sheet for health professionals, Table 1 (RDAs) and Table 3 (ULs), from IOM Dietary Reference Intakes (2001)';
const IRON_SOURCE =
  'NIH ODS Iron fact sheet for health professionals, Table 1 (RDAs) and Table 3 (ULs), from IOM Dietary Reference Intakes (2001)';
/** NIH ODS health-professional fact sheets, DRI tables (IOM 2011 for calcium and vitamin D; IOM 2001 for iron). */
const CHILD_DRI: Partial<Record<NutrientKey, ChildRow>> = {
  calcium: {
    unit: 'mg',
    need: [200, 260, 700, 1000, 1300, 1300],
    ul: [1000, 1500, 2500, 2500, 3000, 3000],
    source: CALCIUM_SOURCE,
  },
  vitaminD: {
    unit: 'µg',
    need: [10, 10, 15, 15, 15, 15],
    ul: [25, 38, 63, 75, 100, 100],
    source: VITAMIN_D_SOURCE,
  },
  vitaminB12: {
    unit: 'µg',
    need: [0.4, 0.5, 0.9, 1.2, 1.8, 2.4],
    ul: [null, null, null, null, null, null],
    source: B12_SOURCE,
  },
  zinc: {
    unit: 'mg',
    need: [2, 3, 3, 5, 8, [9, 11]],
    ul: [4, 5, 7, 12, 23, 34],
    source: ZINC_SOURCE,
  },
  iodine: {
    unit: 'µg',
    need: [110, 130, 90, 90, 120, 150],
    ul: [null, null, 200, 300, 600, 900],
    source: IODINE_SOURCE,
  },
  iron: {
    unit: 'mg',
    need: [0.27, 11, 7, 10, 8, [15, 11]],
    ul: [40, 40, 40, 40, 40, 45],
    source: IRON_SOURCE,
  },
};

/**
 * Pregnant at 14–18 (fourteenth clinician review, en P2 #2: "im 17 and pregnant" was given the
 * non-pregnant teen figures, iron 15 mg and iodine 150 µg): the IOM pregnancy rows for 14–18 years, as
 * the NIH ODS fact sheets print them. A pregnancy under 14 takes the same rows (the tables stop at 14).
 */
const PREGNANT_14_18: Partial<
  Record<NutrientKey, { unit: 'mg' | 'µg'; need: number; ul: number | null; source: string }>
> = {
  calcium: { unit: 'mg', need: 1300, ul: 3000, source: CALCIUM_SOURCE },
  vitaminD: { unit: 'µg', need: 15, ul: 100, source: VITAMIN_D_SOURCE },
  vitaminB12: { unit: 'µg', need: 2.6, ul: null, source: B12_SOURCE },
  zinc: { unit: 'mg', need: 12, ul: 34, source: ZINC_SOURCE },
  iodine: { unit: 'µg', need: 220, ul: 900, source: IODINE_SOURCE },
  iron: { unit: 'mg', need: 27, ul: 45, source: IRON_SOURCE },
  // Folate in µg DFE; the UL is for folic acid from supplements and fortified food.
  folate: {
    unit: 'µg',
    need: 600,
    ul: 800,
    source:
      'NIH ODS Folate fact sheet for health professionals, Table 1 (RDAs) and Table 4 (ULs), from IOM Dietary Reference Intakes (1998)',
  },
  // Vitamin A in µg RAE; the UL is for preformed vitamin A.
  vitaminA: {
    unit: 'µg',
    need: 750,
    ul: 2800,
    source:
      'NIH ODS Vitamin A fact sheet for health professionals, Table 1 (RDAs) and Table 3 (ULs), from IOM Dietary Reference Intakes (2001)',
  },
};

/** Pregnancy said in this message or the one before it (faq/audiences.ts `PREGNANCY_SAID`). */
function pregnancySaid(ctx: Ctx): boolean {
  return [ctx.text, ctx.previous ?? ''].some((t) => PREGNANCY_SAID.test(normaliseQuestion(t)));
}

/** The answer for a pregnant girl under 19: the pregnancy row, and her prenatal provider. */
function pregnantTeenDose(ctx: Ctx, n: NutrientKey): Draft {
  const l = ctx.locale;
  const name = nutrientName(n, l);
  const row = PREGNANT_14_18[n];
  const lines: string[] = [];
  if (row) {
    const need = `${fmtN(row.need)} ${row.unit}`;
    const iu = n === 'vitaminD' ? ' (600 IU)' : '';
    lines.push(
      row.ul === null
        ? L(
            l,
            `**怀孕时（14–18岁）每天需要${name}约 ${need}**——按孕期的数字，不是同龄没怀孕女孩的。`,
            `**Pregnant at 14–18, the need is about ${need}${iu} of ${name} a day** — the pregnancy figure, not that of a teen who isn't pregnant.`,
          )
        : L(
            l,
            `**怀孕时（14–18岁）每天需要${name}约 ${need}；每天可耐受最高摄入量（UL）是 ${fmtN(row.ul)} ${row.unit}**——按孕期的数字，不是同龄没怀孕女孩的。`,
            `**Pregnant at 14–18, the need is about ${need}${iu} of ${name} a day; the tolerable upper intake level (UL) is ${fmtN(row.ul)} ${row.unit}** — the pregnancy figure, not that of a teen who isn't pregnant.`,
          ),
    );
  } else {
    lines.push(
      L(
        l,
        `**怀孕时${name}的需要量和没怀孕时不同；我这里没有14–18岁孕期的可靠数字，请问产科医生或助产士。**`,
        `**In pregnancy the need for ${name} differs; I have no reliable figure for it at 14–18, so please ask your prenatal provider.**`,
      ),
    );
  }
  lines.push(
    L(
      l,
      '每天一片含铁、叶酸和碘的孕妇维生素能补上大部分；吃的每一种补充剂和量都告诉产科医生或助产士（验出贫血时，补铁的剂量由医生定）。不要节食或少吃饭。请尽早开始产检，学校的校医可以帮你找到产检的地方。',
      "One prenatal vitamin a day with iron, folic acid and iodine covers most of it; tell your prenatal provider (OB, midwife or clinic) every supplement you take and how much (if you are anaemic, they set the iron treatment dose). Don't diet or skip meals. Start prenatal care as early as you can; your school nurse can help you find it.",
    ),
  );
  return { text: lines.join('\n\n') + (row ? sourceLine(row.source, l) : ''), suggestions: [] };
}

/** Vitamin D in IU as the same tables print it, per band. */
const VITAMIN_D_IU = {
  need: [400, 400, 600, 600, 600, 600],
  ul: [1000, 1500, 2500, 3000, 4000, 4000],
} as const;

/** A child's vitamin D figures at this age: the band's label, its UL in IU and µg (the tables' own). */
export function childVitaminDLimits(months: number): {
  band: { zh: string; en: string };
  ulIu: number;
  ulUg: number;
  needIu: number;
  source: string;
} {
  const i = bandOf(months);
  const band = BANDS[i]!;
  return {
    band: { zh: band.zh, en: band.en },
    ulIu: VITAMIN_D_IU.ul[i]!,
    ulUg: CHILD_DRI.vitaminD!.ul[i]!,
    needIu: VITAMIN_D_IU.need[i]!,
    source: VITAMIN_D_SOURCE,
  };
}

const CHILD_WORDS =
  /孩子|小孩|宝宝|宝贝|小宝|大宝|二宝|三宝|宝儿|囡囡|小家伙|娃|女儿|儿子|闺女|孙子|孙女|外孙|幼儿|儿童|学生|\b(daughter|son|kid|child|children|baby|toddler|boy|girl|teen|teenager|grandson|granddaughter)s?\b/;
const YEARS = /(\d{1,2})\s*(?:周岁|岁半?|-?\s*(?:years?|yrs?|yo)\b(?:[- ]old)?)/g;
const MONTHS = /(\d{1,2})\s*(?:个多?月|月大|-?\s*(?:months?|mos?)\b(?:[- ]old)?)/g;
/**
 * A span of time, not an age: "start trying for a baby in about 6 months", "for another 6 months", "3个月后
 * 要宝宝" (ninth clinician review, en P4 Q2: answered with a child aged 7–12 months).
 */
const SPAN_BEFORE =
  /(?:\b(?:in|within|after|for|another|next|over|past|last|every|until)|再过|还有|最近)(?:\s+(?:about|around|roughly|nearly|almost|over|the next|the past|the last|another|a))*\s*$/;
const SPAN_AFTER = /^\s*(?:ago|later|from now|time|后|以后|之后|内|以内|前|以前|里|来)/;

/** The first number of `re` in `t` that is an age, not a span of time. */
function ageNumber(re: RegExp, t: string): number | null {
  for (const m of t.matchAll(re)) {
    const before = t.slice(Math.max(0, m.index - 30), m.index);
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 12);
    // "for 7 years old" is an age ("old" said), not a span like "for 7 years" (blind answer round 50).
    if (!/old$/.test(m[0]) && (SPAN_BEFORE.test(before) || SPAN_AFTER.test(after))) continue;
    return Number(m[1]);
  }
  return null;
}
/** "my son is 4", "she's 2", "孩子今年3": an age said after the child. */
const IS_AGE =
  /\b(?:(?:daughter|son|grandson|granddaughter|grandchild|kid|child|baby|toddler|boy|girl)(?: [a-z]+)?|she|he)(?:'s| is) (\d{1,2})(?!\.\d)\b(?! ?(?:kg|lb|cm|mg|pounds|kilos|months?|mos?\b|weeks?|wks?|days?|hours?))|(?:孩子|儿子|女儿|孙子|孙女|外孙|外孙女|宝宝|小孩|娃)(?:今年|现在)?(\d{1,2})(?![\d.]|\s*(?:斤|公斤|kg|克|g\b|厘米|cm|个?月|周|天))/;
const BREASTFEEDING = /哺乳|母乳|喂奶|\bbreast ?feed\w*|\bnursing\b|\bpumping\b|\bmy (breast ?)?milk\b/;
/** The same words, every one (removed to read a baby's age beside them: child-food.ts). */
export const BREASTFEEDING_WORDS = new RegExp(BREASTFEEDING.source, 'g');
/** "she", "her", "他", "孩子": the child of an earlier turn. */
const CHILD_REFERENCE = /\b(she|her|he|him|his|they|them)\b|她|他|孩子|宝宝|小孩|娃/;
// "im 7 weeks" (pregnant), "I'm 60 kg": a number with a unit after it is not an age (blind answer round 7,
// en-029: a woman 7 weeks pregnant was answered about a child aged 4–8).
const NOT_AGE_AFTER = String.raw`(?!\s*(?:weeks?|wks?|w\b|months?|mos?\b|days?|kg|kgs|kilos?|lbs?|pounds?|stone|cm|ft|%|weeks? pregnant))`;
const SELF_TEEN = new RegExp(
  String.raw`我\s*(\d{1,2})\s*岁|\bi'?m (\d{1,2})\b${NOT_AGE_AFTER}|\bi am (\d{1,2})\b${NOT_AGE_AFTER}`,
);

/** The age in months of the child the question asks about, or null when it is not about a child. */
/**
 * A span of months, not an age: "3 months out of hospital", "6 months after surgery", "出院三个月了", "确诊两个月" (blind
 * answer round 62, en-051, development data: a woman of 20 three months out of hospital got the child's "can't").
 */
const MONTHS_SPAN =
  /\b\d{1,2} ?(?:months?|mos?) (?:out of|since|after|ago|post|into|of (?:treatment|recovery|therapy)|in (?:recovery|treatment))\b|(?:出院|手术|住院|确诊|发病|生病|治疗|开始|停药|恢复)了?\s*\d{1,2}\s*个多?月|\d{1,2}\s*个多?月(?:以来|之前|以前|前)/g;
export function childAgeMonths(text: string): number | null {
  const t = withAgeDigits(normaliseQuestion(text));
  // A breastfeeding mother asking about herself and her baby: the lactation answers' question.
  if (BREASTFEEDING.test(t)) return null;
  const self = SELF_TEEN.exec(t);
  if (self) {
    const y = Number(self[1] ?? self[2] ?? self[3]);
    return y < 18 ? y * 12 : null;
  }
  const years = ageNumber(YEARS, t);
  // An adult's age said beside a span of months ("女儿20岁，出院三个月了"): no child (blind answer round 62, zh-055).
  if (years !== null && years >= 18) return null;
  const months = ageNumber(MONTHS, t.replace(MONTHS_SPAN, ' '));
  if (months !== null && CHILD_WORDS.test(t)) return months < 36 ? months : null;
  if (years !== null) {
    if (years < 18 && (CHILD_WORDS.test(t) || /岁|years?[- ]old|yo\b/.test(t))) return years * 12;
    return null;
  }
  const is = IS_AGE.exec(t);
  if (is) {
    const y = Number(is[1] ?? is[2]);
    return y < 18 ? y * 12 : null;
  }
  if (/\btoddler\b|幼儿/.test(t)) return 24;
  return null;
}

/**
 * Ages said in words as digits ("两岁" → "2岁", "十二岁" → "12岁", "三个月" → "3个月", "two year old" → "2 year old"): round 52
 * zh-028 (development data) — "两岁体检" was no child, and a 2-year-old's iron got pregnancy text. The words are the
 * shared number words (units/number-words.ts).
 */
function withAgeDigits(text: string): string {
  const t = text.replace(
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)(?=[- ](?:years?|yrs?|months?|mos?)\b|[- ]?yo\b)/g,
    (m) => String(countSaid(m) ?? m),
  );
  return t.replace(
    /(?<![一二两三四五六七八九十百千万\d])(十[一二三四五六七八九]?|[一二两三四五六七八九]十?[一二三四五六七八九]?)(?=\s*(?:周岁|岁|个多?月|月大))/g,
    (m) => String(chineseNumberSaid(m) ?? m),
  );
}

/**
 * The child of this question, or of the latest earlier question when this one points back to them
 * ("Does she need vitamin D drops?" after "my 2-year-old daughter…").
 */
export function childAgeInChat(text: string, earlierUserTurns: readonly string[]): number | null {
  const own = childAgeMonths(text);
  if (own !== null) return own;
  if (!CHILD_REFERENCE.test(normaliseQuestion(text))) return null;
  for (const said of [...earlierUserTurns].reverse()) {
    const m = childAgeMonths(said);
    if (m !== null) return m;
  }
  return null;
}

function bandOf(months: number): number {
  const i = BANDS.findIndex((b) => months >= b.fromMonths && months < b.toMonths);
  return i < 0 ? BANDS.length - 1 : i;
}

const fmtN = (n: number): string => String(Math.round(n * 100) / 100);

/** The UL of an adult of 19–30 in the US table, in the children's unit, or null. */
function adultUl(n: NutrientKey, unit: string): number | null {
  const row = (
    US_DRI as Partial<Record<NutrientKey, { unit: string; male: Record<string, readonly (number | null)[]> }>>
  )[n];
  if (!row || row.unit.replace('ug', 'µg') !== unit.replace('ug', 'µg')) return null;
  return row.male['19-30']?.[1] ?? null;
}

/** The answer to a dose question about a child of this age. */
export function childDose(ctx: Ctx, n: NutrientKey, months: number): Draft {
  // A pregnant girl (9 or older): the pregnancy row for 14–18, never the non-pregnant band's.
  if (months >= 108 && pregnancySaid(ctx)) return pregnantTeenDose(ctx, n);
  const l = ctx.locale;
  const name = nutrientName(n, l);
  const i = bandOf(months);
  const band = BANDS[i]!;
  const row = CHILD_DRI[n];
  const lines: string[] = [];
  if (row) {
    const need = row.need[i]!;
    const needText =
      typeof need === 'number'
        ? `${fmtN(need)} ${row.unit}`
        : L(
            l,
            `女孩 ${fmtN(need[0])} ${row.unit}，男孩 ${fmtN(need[1])} ${row.unit}`,
            `girls ${fmtN(need[0])} ${row.unit}, boys ${fmtN(need[1])} ${row.unit}`,
          );
    // The IU figures are the tables' own (63 µg is printed as 2,500 IU, not 63 × 40).
    const needIu = n === 'vitaminD' ? ` (${VITAMIN_D_IU.need[i]} IU)` : '';
    const ulIu = n === 'vitaminD' ? ` (${VITAMIN_D_IU.ul[i]} IU)` : '';
    const ul = row.ul[i] ?? null;
    // The children's UL is not always lower: calcium's 2,500–3,000 mg from age 1 is the adult's or above (blind answer
    // round 65, zh-024 and zh-029, development data: "比成年人的上限低" for a 3-year-old and a boy of 13).
    const adult = adultUl(n, row.unit);
    const lower = ul !== null && adult !== null && ul < adult;
    lines.push(
      ul === null
        ? L(
            l,
            `**${band.zh}每天需要${name}约 ${needText}**，比成年人少，不能按成年人的量吃。`,
            `**At ${band.en} the need is about ${needText} of ${name} a day** — less than an adult's, so an adult dose is not for this age.`,
          )
        : L(
            l,
            `**${band.zh}每天需要${name}约 ${needText}${needIu}；每天可耐受最高摄入量（UL）是 ${fmtN(ul)} ${row.unit}${ulIu}**，${lower ? '比成年人的上限低，' : ''}不能按成年人补充剂的量吃。`,
            `**At ${band.en} the need is about ${needText}${needIu} of ${name} a day; the tolerable upper intake level (UL) is ${fmtN(ul)} ${row.unit}${ulIu}** — ${lower ? "lower than an adult's, so " : ''}an adult supplement dose is not for this age.`,
          ),
    );
  } else {
    lines.push(
      L(
        l,
        `**孩子每天需要多少${name}要按年龄定，和成年人不同；我这里没有${band.zh}孩子的可靠数字，请问孩子的儿科医生或儿童保健医生。**`,
        `**A child's need for ${name} depends on age and differs from an adult's; I have no reliable figure for a child aged ${band.en}, so please ask the child's paediatrician.**`,
      ),
    );
  }
  lines.push(
    L(
      l,
      '能从食物吃够的先从食物来；要不要给孩子吃补充剂、吃多少，请先问儿科医生（有过敏、挑食或慢性病时请找儿科营养师一起安排）。补充剂请放在孩子拿不到的地方：误吞成人的铁剂对幼儿很危险。这里的营养方案是给成年人用的，不能替孩子生成方案。',
      'Food comes first where it can cover the need; ask the paediatrician before giving a supplement and how much (with an allergy, picky eating or a long-term illness, plan it with a paediatric dietitian). Keep supplements out of reach: a young child who swallows adult iron tablets is in danger. The plans here are for adults and cannot be made for a child.',
    ),
  );
  const text = lines.join('\n\n') + (row ? sourceLine(row.source, l) : '');
  return { text, suggestions: [] };
}

/**
 * The age band's figures for a tip set's nutrients (the vegan tips asked about an 8-year-old listed
 * adult targets; clinician review 2026-11-25 fourth, en P5): the nutrients with a child row, then who
 * sets the rest. Returns the lines and the sources they cite.
 */
export function childTargetsBlock(
  months: number,
  keys: readonly NutrientKey[],
  locale: Ctx['locale'],
): { text: string; refs: string[] } {
  const i = bandOf(months);
  const band = BANDS[i]!;
  const lines: string[] = [];
  const refs: string[] = [];
  for (const k of keys) {
    const row = CHILD_DRI[k];
    if (!row) continue;
    const need = row.need[i]!;
    const needText =
      typeof need === 'number'
        ? `${fmtN(need)} ${row.unit}`
        : L(
            locale,
            `女孩 ${fmtN(need[0])} ${row.unit}，男孩 ${fmtN(need[1])} ${row.unit}`,
            `girls ${fmtN(need[0])} ${row.unit}, boys ${fmtN(need[1])} ${row.unit}`,
          );
    const ul = row.ul[i] ?? null;
    lines.push(
      `- ${nutrientName(k, locale)}: ${needText}${ul === null ? '' : L(locale, `（上限 ${fmtN(ul)} ${row.unit}）`, ` (upper limit ${fmtN(ul)} ${row.unit})`)}`,
    );
    refs.push(row.source);
  }
  const head = L(locale, `${band.zh}孩子的每日需要量：`, `Daily needs at ${band.en}:`);
  const tail = L(
    locale,
    '其他营养素孩子的量也和成年人不同；要不要给孩子吃补充剂、吃多少，请先问儿科医生或儿科营养师。这里的营养方案只给成年人生成。',
    "Other nutrients differ from an adult's too; ask the paediatrician or a paediatric dietitian before giving a supplement and how much. The plans here are made for adults only.",
  );
  return { text: `${head}\n${lines.join('\n')}\n\n${tail}`, refs };
}
