import { pick, type Bilingual, type Locale, type Reason, type Source } from '../contracts/common';
import type { NutrientStatus } from '../contracts/plan';
import { FOOD_GROUPS, type Answers } from '../contracts/questionnaire';
import {
  foodGroupSource,
  portionAmount,
  SALT_IODINE_SOURCE,
  SALT_IODINE_ZH_UG,
  STAPLE_SOURCE,
  TYPICAL_DIET_SOURCE,
  type FoodIntakeEstimate,
} from '../intake';
import { isNutrientKey, NUTRIENT_KEYS, NUTRIENTS, type NutrientKey } from '../nutrients';
import type { NutrientUnit } from '../units';
import { BASIS_LABEL, type NutrientTarget, type TargetAdjustment } from '../targets';
import { DEPLETION_POINTS, KIDNEY_POTASSIUM, PREGNANCY_FOLATE, RISK_RULES } from './rules';
import { PRECONCEPTION_FOLATE } from '../knowledge/preconception';

export { RISK_RULES, KIDNEY_POTASSIUM, PREGNANCY_FOLATE, DEPLETION_POINTS } from './rules';

/**
 * Status levels (documented contract):
 *   low  : score < 50
 *   fair : 50 ≤ score < 75
 *   good : score ≥ 75
 * The intake score maps (food + supplements) / target linearly, reaching 100 at 120 % of target:
 * 60 % of target → 50 (fair), 90 % → 75 (good). Risk rules then add or remove points.
 */
export const LEVEL_THRESHOLDS = { fair: 50, good: 75 } as const;
export const FULL_SCORE_RATIO = 1.2;

export type Level = 'low' | 'fair' | 'good';

export function levelOf(score: number): Level {
  if (!(score >= LEVEL_THRESHOLDS.fair)) return 'low';
  return score >= LEVEL_THRESHOLDS.good ? 'good' : 'fair';
}

/** What the status step needs from a nutrient's target row (targets module). */
export interface TargetInfo {
  target: number;
  ul: number | null;
  ulScope: 'total' | 'supplements' | null;
  unit: NutrientUnit;
  source: Source;
  /** The kind of reference value (RNI/RDA/AI/AMDR): the label names exactly this. */
  basis?: NutrientTarget['basis'];
  /** The table and year the figure comes from. */
  standard?: Bilingual;
  range?: { min: number; max: number };
  adjustments?: readonly TargetAdjustment[];
}

/** A medicine that lowers a nutrient (interactions module, `depletionsFor`). */
export interface DepletionInfo {
  drugId: string;
  nutrient: string;
  ruleId: string;
  severity: 'major' | 'moderate' | 'minor';
  source: Source;
  mechanism: Bilingual;
}

/** A lab value's verdict on a nutrient (labs module, `analyseLabs().effects`). */
export interface LabEffect {
  nutrient: string;
  score: number;
  reason: Reason;
}

export interface StatusInput {
  answers: Answers;
  /** The reader's language. */
  locale: Locale;
  /** The locale whose tables the plan uses (typical diet, salt iodisation, RNI vs RDA); default: `locale`. */
  standards?: Locale;
  targets: Readonly<Record<NutrientKey, TargetInfo>>;
  food: FoodIntakeEstimate;
  /** Current intake from supplements per nutrient, canonical units. */
  supplements: Partial<Record<NutrientKey, number>>;
  /** Preformed vitamin A within `supplements.vitaminA` (µg RAE); absent = all of it is preformed. */
  supplementPreformedVitaminA?: number;
  depletions?: readonly DepletionInfo[];
  labEffects?: readonly LabEffect[];
  /** Display name of a drug id; defaults to the id. */
  drugName?: (drugId: string) => string;
  /**
   * She is planning a pregnancy with no medicine that sets a higher dose (engine: goal
   * `pregnancy_prep`, knowledge/preconception.ts): folic acid is advised as in pregnancy.
   */
  preconceptionFolate?: boolean;
  /**
   * Folic acid a medicine's guideline sets above the UL before conception and in early pregnancy (5 mg on valproate and
   * other antiepileptics, knowledge/teratogens.ts): folate up to it is the prescriber's dose, not "more is not better".
   */
  folicAcidPrescribedUg?: number;
}

/** A nutrient's status plus what the recommender needs to know about why. */
export interface NutrientStatusDetail extends NutrientStatus {
  key: NutrientKey;
  /** A lab effect set the score (labs outrank answers). */
  labDriven: boolean;
  /** A reason strong enough to recommend at `fair`: lab-confirmed, pregnancy folate, a depleting medicine. */
  strong: boolean;
  /** A condition forbids scoring this nutrient low (kidney disease → potassium). */
  protected: boolean;
  /** What counts against the UL (see nutrientStatusSchema.ulCounted); always set by statusFor. */
  ulCounted?: number;
  /** A target range (target = its lower bound), e.g. osteoporosis vitamin D 20–30 µg. */
  range?: { min: number; max: number };
}

const clamp = (n: number) => (Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 0);

/** Compact number for sentences: 3 significant figures at most, no float noise. */
export function fmt(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const abs = Math.abs(n);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : 2;
  const f = 10 ** digits;
  const rounded = Math.round(n * f) / f;
  // Number → string is the engine's single most frequent cost; targets and food estimates repeat
  // across plans, so a small cache of the rounded value's text pays off. Bounded: cleared when full.
  let text = FMT_CACHE.get(rounded);
  if (text === undefined) {
    if (FMT_CACHE.size >= 4096) FMT_CACHE.clear();
    text = String(rounded);
    FMT_CACHE.set(rounded, text);
  }
  return text;
}
const FMT_CACHE = new Map<number, string>();

/** Unit as printed in sentences: µg rather than the key spelling `ug`. */
export function unitLabel(unit: NutrientUnit): string {
  return unit === 'ug' ? 'µg' : unit;
}

/** Score of intake alone: linear in intake/target, 100 at 120 % of target. */
export function intakeScore(intake: number, target: number): number {
  if (!(target > 0)) return 100;
  if (!Number.isFinite(intake) || intake <= 0) return 0;
  return clamp((Math.min(intake / target, FULL_SCORE_RATIO) / FULL_SCORE_RATIO) * 100);
}

const STANDARD_LABEL: Record<Locale, Bilingual> = {
  'zh-CN': { zh: '中国居民膳食营养素参考摄入量(2023)', en: 'Chinese DRIs 2023' },
  'en-US': { zh: '美国膳食营养素参考摄入量', en: 'US Dietary Reference Intakes' },
};

const PREGNANT = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);
const SALT_IODINE_NOTE: Bilingual = {
  zh: '其中约 {ug} µg 来自加碘盐（按每天 5 克盐估计）',
  en: 'about {ug} µg of it from iodised salt (5 g salt a day)',
};

// Built once: plans share these immutable source objects instead of concatenating per nutrient.
const FOOD_SOURCE: Record<Locale, { answered: Source; typical: Source }> = {
  'zh-CN': {
    answered: STAPLE_SOURCE,
    typical: Object.freeze({ ref: `${STAPLE_SOURCE.ref}; ${TYPICAL_DIET_SOURCE['zh-CN'].ref}` }),
  },
  'en-US': {
    answered: STAPLE_SOURCE,
    typical: Object.freeze({ ref: `${STAPLE_SOURCE.ref}; ${TYPICAL_DIET_SOURCE['en-US'].ref}` }),
  },
};
const GROUP_SOURCE = Object.fromEntries(
  FOOD_GROUPS.map((g) => [g, Object.freeze(foodGroupSource(g))]),
) as Record<(typeof FOOD_GROUPS)[number], Source>;

/** Rule reasons per locale, built on first use and shared (frozen) across plans. */
const RULE_REASONS = new Map<string, Reason>();
function ruleReason(rule: (typeof RISK_RULES)[number], locale: Locale, key: NutrientKey): Reason {
  const own = rule.textFor?.[key];
  const k = own ? `${locale}:${rule.id}:${key}` : `${locale}:${rule.id}`;
  let r = RULE_REASONS.get(k);
  if (!r) {
    r = Object.freeze({
      kind: rule.kind,
      ref: rule.ref,
      text: pick(own ?? rule.text, locale),
      source: rule.source,
    });
    RULE_REASONS.set(k, r);
  }
  return r;
}

/**
 * Score every nutrient 0–100 with a level and its reasons.
 * Intake score from (food + current supplements) vs target, then risk rules (diet pattern, sun,
 * alcohol, smoking, age, life stage, conditions), then depleting medicines. A lab effect for a
 * nutrient replaces all of that (labs outrank answers; with several effects the lowest wins, the
 * cautious reading). Total on odd input: missing targets score 100 with a standard reason.
 */
export function statusFor(input: StatusInput): NutrientStatusDetail[] {
  const { answers, targets, food, supplements } = input;
  const locale = input.locale;
  const standards = input.standards ?? locale;
  const t = (b: Bilingual) => pick(b, locale);
  const drugName = input.drugName ?? ((id: string) => id);

  // The rules that apply to this person, grouped by the nutrient they move.
  const rulesBy = new Map<NutrientKey, { rule: (typeof RISK_RULES)[number]; points: number }[]>();
  for (const rule of RISK_RULES) {
    if (!rule.when(answers)) continue;
    for (const [k, points] of Object.entries(rule.points) as [NutrientKey, number][]) {
      const list = rulesBy.get(k);
      if (list) list.push({ rule, points });
      else rulesBy.set(k, [{ rule, points }]);
    }
  }
  const pregnant = PREGNANT.has(answers.lifeStage ?? 'none');
  const kidney = answers.conditions?.includes('kidney_disease') ?? false;

  const depletionsBy = new Map<NutrientKey, DepletionInfo[]>();
  for (const d of input.depletions ?? []) {
    if (!isNutrientKey(d.nutrient)) continue;
    const list = depletionsBy.get(d.nutrient);
    if (list) list.push(d);
    else depletionsBy.set(d.nutrient, [d]);
  }
  const labsBy = new Map<NutrientKey, LabEffect[]>();
  for (const e of input.labEffects ?? []) {
    if (!isNutrientKey(e.nutrient) || !Number.isFinite(e.score)) continue;
    const list = labsBy.get(e.nutrient);
    if (list) list.push(e);
    else labsBy.set(e.nutrient, [e]);
  }

  // Groups the user eats never/rarely (answered or excluded by diet): the candidates for "why low".
  const missing: { group: (typeof FOOD_GROUPS)[number]; frequency: 'never' | 'rarely' }[] = [];
  for (const group of FOOD_GROUPS) {
    const f = food.frequencies[group];
    if (f.origin !== 'typical' && (f.frequency === 'never' || f.frequency === 'rarely')) {
      missing.push({ group, frequency: f.frequency });
    }
  }

  const out: NutrientStatusDetail[] = [];
  for (const key of NUTRIENT_KEYS) {
    const row = targets[key] as TargetInfo | undefined;
    const unit = row?.unit ?? NUTRIENTS[key].unit;
    const target = row && Number.isFinite(row.target) ? row.target : 0;
    const fromFood = food.perNutrient[key] ?? 0;
    const fromSupplements = supplements[key] ?? 0;
    const reasons: Reason[] = [];
    const u = unitLabel(unit);
    let strong = false;
    let isProtected = false;

    if (row) {
      // The label names the kind of value the table prints (RNI/RDA vs AI) and the table and year
      // the figure comes from (issue 15 §4), never a blanket "recommended intake (2023)".
      const kind = t(BASIS_LABEL[row.basis ?? (standards === 'zh-CN' ? 'RNI' : 'RDA')]);
      const standard = t(row.standard ?? STANDARD_LABEL[standards]);
      // A rule moved the target: the table's figure keeps its own label, the new target its own.
      const tableValue = row.adjustments?.[0]?.from ?? target;
      const goal = row.range ? `${fmt(row.range.min)}–${fmt(row.range.max)}` : fmt(target);
      const moved = row.adjustments !== undefined && row.adjustments.length > 0;
      // A target at (or above) the UL is named as such: there is no room between the two.
      const atUl = moved && row.ul !== null && target >= row.ul;
      reasons.push({
        kind: 'standard',
        ref: `target:${key}`,
        text:
          locale === 'zh-CN'
            ? `${kind} ${fmt(tableValue)} ${u}/天，依据${standard}${moved ? `；你的目标 ${goal} ${u}/天${atUl ? '（即可耐受最高摄入量，二者相同）' : ''}` : ''}`
            : `${kind} ${fmt(tableValue)} ${u}/day, ${standard}${moved ? `; your target ${goal} ${u}/day${atUl ? ' (this is the upper limit itself: target and limit are the same)' : ''}` : ''}`,
        source: row.source,
      });
      for (const adj of row.adjustments ?? []) {
        reasons.push({
          kind: 'answer',
          ref: `target-adjustment:${adj.id}`,
          text: t(adj.text),
          source: adj.source,
        });
      }
    }
    reasons.push({
      kind: 'answer',
      ref: `food:${key}`,
      // With kidney disease the potassium intake for healthy kidneys is no need of hers (fiftieth clinician review,
      // en S1: "food gives 1335 of the 3400 mg/day you need" beside a potassium of 6.1 on dialysis; NASEM 2019).
      text:
        key === 'potassium' && kidney
          ? locale === 'zh-CN'
            ? `按饮食估计每天从食物摄入约 ${fmt(fromFood)} ${u}；${fmt(target)} ${u} 是肾功能正常的人的适宜摄入量，有肾病时不适用：你每天的钾由肾内科医生按血钾来定，血钾偏高时要少吃${food.usedTypical ? '（未回答的项目按当地典型饮食估计）' : ''}`
            : `Food gives about ${fmt(fromFood)} ${u}/day; ${fmt(target)} ${u} is the intake for healthy kidneys and does not apply with kidney disease: your kidney team sets your potassium from your blood level, and with a high one it is less${food.usedTypical ? ' (unanswered diet items assume a typical local diet)' : ''}`
          : locale === 'zh-CN'
            ? `按饮食估计每天从食物摄入约 ${fmt(fromFood)} ${u}，推荐 ${fmt(target)} ${u}${food.usedTypical ? '（未回答的项目按当地典型饮食估计）' : ''}`
            : `Food gives about ${fmt(fromFood)} of the ${fmt(target)} ${u}/day you need${food.usedTypical ? ' (unanswered diet items assume a typical local diet)' : ''}`,
      source: food.usedTypical ? FOOD_SOURCE[standards].typical : FOOD_SOURCE[standards].answered,
    });
    // zh-CN counts iodised salt (China's salt iodisation standard), en-US does not: the one sourced
    // locale rule that moves an intake estimate this much, so it is said where the estimate is shown.
    if (key === 'iodine' && standards === 'zh-CN' && fromFood >= SALT_IODINE_ZH_UG) {
      reasons.push({
        kind: 'answer',
        ref: 'food:iodine:salt',
        text: t(SALT_IODINE_NOTE).replace('{ug}', String(SALT_IODINE_ZH_UG)),
        source: SALT_IODINE_SOURCE,
      });
    }
    if (missing.length > 0) reasons.push(...shortfallReasons(key, target, missing, locale, standards));
    if (fromSupplements > 0) {
      reasons.push({
        kind: 'supplement',
        ref: `supplements:${key}`,
        text:
          locale === 'zh-CN'
            ? `目前的补充剂每天提供 ${fmt(fromSupplements)} ${u}`
            : `Your current supplements add ${fmt(fromSupplements)} ${u}/day`,
        source: { ref: 'Your supplement list (label amounts)' },
      });
    }

    let score = intakeScore(fromFood + fromSupplements, target);
    // A target already raised for the diet (en-US vegetarian iron/zinc) is not penalised again.
    const dietInTarget = row?.adjustments?.some((x) => x.id.startsWith('vegetarian_')) ?? false;
    for (const { rule, points } of rulesBy.get(key) ?? []) {
      if (dietInTarget && (rule.id === 'vegan' || rule.id === 'vegetarian')) continue;
      score += points;
      reasons.push(ruleReason(rule, locale, key));
    }
    for (const d of depletionsBy.get(key) ?? []) {
      // A minor depletion is a note (the plan's depletion finding), not a cause: on its own it must
      // never make a nutrient "strong", targeted or the lead reason of a supplement (re-review M10:
      // a PPI's minor effect on non-haem iron gave routine iron with no ferritin or Hb).
      if (d.severity === 'minor') continue;
      score += DEPLETION_POINTS[d.severity] ?? 0;
      strong = true;
      reasons.push({
        kind: 'medicine',
        ref: `drug:${d.drugId}`,
        text: `${drugName(d.drugId)}: ${t(d.mechanism)}`,
        source: d.source,
      });
    }
    // Pregnancy folate: folic acid is advised whatever the diet (the recommender doses it), but the
    // status stays what intake says: food above the target is adequate (dietitian M7), not "low".
    if (key === 'folate' && pregnant && fromSupplements <= 0) {
      strong = true;
      reasons.push({
        kind: 'lifeStage',
        ref: PREGNANCY_FOLATE.ref,
        text: t(PREGNANCY_FOLATE.text),
        source: PREGNANCY_FOLATE.source,
      });
    } else if (key === 'folate' && input.preconceptionFolate === true && fromSupplements <= 0) {
      // Planning a pregnancy: the same 400 µg from before conception (WHO 2016; USPSTF 2023).
      strong = true;
      reasons.push({
        kind: 'answer',
        ref: PRECONCEPTION_FOLATE.ref,
        text: t(PRECONCEPTION_FOLATE.text),
        source: PRECONCEPTION_FOLATE.source,
      });
    }
    score = clamp(score);

    const labs = labsBy.get(key);
    let labDriven = false;
    if (labs && labs.length > 0) {
      labDriven = true;
      score = clamp(Math.min(...labs.map((e) => e.score)));
      if (score < LEVEL_THRESHOLDS.good) strong = true;
      // Lab reasons first: they decided the score.
      reasons.unshift(...labs.map((e) => e.reason));
    }

    if (key === 'potassium' && kidney) {
      isProtected = true;
      strong = false;
      score = Math.max(score, LEVEL_THRESHOLDS.fair);
      reasons.unshift({
        kind: 'condition',
        ref: KIDNEY_POTASSIUM.ref,
        text: t(KIDNEY_POTASSIUM.text),
        source: KIDNEY_POTASSIUM.source,
      });
    }

    const ulScope = row?.ulScope ?? null;
    // Vitamin A: the UL is for preformed vitamin A only (IOM 2001; Chinese DRIs likewise).
    const ulCounted =
      key === 'vitaminA'
        ? (food.preformedVitaminA ?? fromFood) + (input.supplementPreformedVitaminA ?? fromSupplements)
        : (ulScope === 'supplements' ? 0 : fromFood) + fromSupplements;
    // Above the UL is never "good" on the table or the radar (tenth clinician review, zh P4: iodine at
    // 13 times the UL on methimazole read "good" beside the review's "over the UL").
    const ul = row?.ul ?? null;
    // Forty-eighth clinician review, zh M2: 1,200 µg on valproate at 6 weeks was "above the UL: more is not better"
    // beside the finding asking for 5 mg.
    // Only above the UL: below it nothing is "above the usual upper limit" to explain.
    const prescribedAbove =
      key === 'folate' &&
      input.folicAcidPrescribedUg !== undefined &&
      ul !== null &&
      ulCounted > ul * (1 + 1e-9) &&
      ulCounted <= input.folicAcidPrescribedUg * (1 + 1e-9);
    if (prescribedAbove)
      reasons.unshift({
        kind: 'medicine',
        ref: 'ul:folate:prescribed',
        text:
          locale === 'zh-CN'
            ? `每日合计约 ${fmt(ulCounted)} ${u}：你在吃的药要求更高剂量的叶酸（医生开的每天约 ${fmt(input.folicAcidPrescribedUg! / 1000)} 毫克），超过一般上限是治疗用量，不算过量；按医生开的量吃`
            : `About ${fmt(ulCounted)} ${u}/day in all: your medicine calls for a higher folic acid dose (about ${fmt(input.folicAcidPrescribedUg! / 1000)} mg a day, prescribed), so above the usual upper limit is a treatment dose, not an excess; take what your doctor prescribes`,
        source: row!.source,
      });
    else if (ul !== null && Number.isFinite(ul) && ul > 0 && ulCounted > ul * (1 + 1e-9)) {
      score = Math.min(score, LEVEL_THRESHOLDS.good - 1);
      reasons.unshift({
        kind: 'supplement',
        ref: `ul:${key}`,
        text:
          locale === 'zh-CN'
            ? `每日合计约 ${fmt(ulCounted)} ${u}，超过可耐受最高摄入量 ${fmt(ul)} ${u}：不是越多越好，请看补充剂审核`
            : `About ${fmt(ulCounted)} ${u}/day in all, above the upper limit of ${fmt(ul)} ${u}: more is not better; see your supplement review`,
        source: row!.source,
      });
    }
    out.push({
      key,
      unit,
      target,
      ul: row?.ul ?? null,
      ulScope,
      ulCounted: Math.round(ulCounted * 1000) / 1000,
      fromFood,
      fromSupplements,
      score,
      level: levelOf(score),
      reasons,
      labDriven,
      strong,
      protected: isProtected,
      ...(row?.range ? { range: row.range } : {}),
    });
  }
  return out;
}

/**
 * "Why low": food groups the user eats never/rarely (or excludes by diet) whose daily portion would
 * supply at least a quarter of the target. At most two, largest first.
 */
function shortfallReasons(
  key: NutrientKey,
  target: number,
  missing: readonly { group: (typeof FOOD_GROUPS)[number]; frequency: 'never' | 'rarely' }[],
  locale: Locale,
  standards: Locale,
): Reason[] {
  if (!(target > 0)) return [];
  const floor = target / 4;
  // The two largest contributions among the missing groups, without allocating a sorted copy.
  let first: (typeof missing)[number] | undefined;
  let firstAmount = 0;
  let second: (typeof missing)[number] | undefined;
  let secondAmount = 0;
  for (const m of missing) {
    const amount = portionAmount(m.group, key, standards);
    if (amount < floor) continue;
    if (amount > firstAmount) {
      second = first;
      secondAmount = firstAmount;
      first = m;
      firstAmount = amount;
    } else if (amount > secondAmount) {
      second = m;
      secondAmount = amount;
    }
  }
  if (!first) return [];
  const hits = second ? [first, second] : [first];
  return hits.map(({ group, frequency }) => {
    const name = GROUP_NAMES[group];
    return {
      kind: 'answer' as const,
      ref: `foodFrequency.${group}=${frequency}`,
      text:
        locale === 'zh-CN'
          ? `${name.zh}是主要来源之一，而你${frequency === 'never' ? '不吃' : '很少吃'}`
          : `${name.en} are a main source, and you ${frequency === 'never' ? 'never eat them' : 'rarely eat them'}`,
      source: GROUP_SOURCE[group],
    };
  });
}

const GROUP_NAMES = {
  dairy: { zh: '奶类', en: 'Dairy foods' },
  fish: { zh: '鱼虾水产', en: 'Fish and seafood' },
  redMeat: { zh: '畜禽肉', en: 'Meats' },
  eggs: { zh: '蛋类', en: 'Eggs' },
  legumesNuts: { zh: '大豆和坚果', en: 'Soy, legumes and nuts' },
  vegetables: { zh: '蔬菜', en: 'Vegetables' },
  fruit: { zh: '水果', en: 'Fruits' },
  wholeGrains: { zh: '全谷物', en: 'Whole grains' },
} as const satisfies Record<(typeof FOOD_GROUPS)[number], Bilingual>;
