import { pick, type Locale, type Reason } from '../contracts/common';
import type { LabMarkerResult } from '../contracts/plan';
import {
  POSTMENOPAUSAL_AGE_PROXY,
  TREATMENT_RULES,
  URGENCY_TEXT,
  type ReferralGroup,
  type TreatmentRule,
} from '../knowledge/treatment';
import { fmt, unitLabel } from '../status';
import { unitOf, type NutrientKey } from '../nutrients';

export { TREATMENT_RULES } from '../knowledge/treatment';
export type { TreatmentRule, TreatmentUrgency } from '../knowledge/treatment';

/** A lab-confirmed deficiency and the supervised treatment the guideline gives for it. */
export interface TreatmentDecision {
  nutrient: NutrientKey;
  /**
   * The rule as it applies to this person: a rule with `referrals` has its `see`, `why`, `urgency`
   * and `source` replaced by the person's group (and the kidney note added to `why`).
   */
  rule: TreatmentRule;
  /** The referral group used, for rules that refer by sex, age and life stage. */
  group?: ReferralGroup;
  markerKey: string;
  value: number;
  unit: string;
  /** Who to see, in the plan's locale (the kidney team with kidney disease). */
  see: string;
  /** The lab reason that proves the deficiency, sourced to the treatment guideline. */
  reason: Reason;
}

/** A deficiency whose treatment waits for another test (folate before B12 is known). */
export interface TreatmentHold {
  nutrient: NutrientKey;
  text: string;
  reason: Reason;
}

export interface TreatmentContext {
  locale: Locale;
  /**
   * Whose guideline sets the cut-offs and doses (the plan's standards); default: `locale`. A plan read in
   * the other language keeps its doses (a zh-CN plan with anaemia in pregnancy, 105 mg of iron, read in
   * English gave 60 mg: engine/language.test.ts's property, seed 1375161433).
   */
  standards?: Locale;
  /** Kidney disease (answered or eGFR < 60): the kidney team supervises the treatment. */
  kidney?: boolean;
  sex?: 'male' | 'female';
  /** Years. */
  age?: number;
  /** `pregnant_t1…t3`, `lactating` or `none`. */
  lifeStage?: string;
}

/**
 * The referral group for a cause-finding referral: pregnancy → obstetric team, breastfeeding →
 * postpartum, men and women ≥ 50 (post-menopausal proxy) → gut investigation, other women →
 * menstrual causes first. Null when the sex is unknown.
 */
export function referralGroupFor(
  ctx: Pick<TreatmentContext, 'sex' | 'age' | 'lifeStage'>,
): ReferralGroup | null {
  const stage = typeof ctx.lifeStage === 'string' ? ctx.lifeStage : 'none';
  if (ctx.sex === 'female' && stage.startsWith('pregnant')) return 'pregnant';
  if (ctx.sex === 'female' && stage === 'lactating') return 'postpartum';
  if (ctx.sex === 'male') return 'gi';
  if (ctx.sex === 'female') {
    const age = typeof ctx.age === 'number' && Number.isFinite(ctx.age) ? ctx.age : null;
    return age !== null && age >= POSTMENOPAUSAL_AGE_PROXY ? 'gi' : 'menstruating';
  }
  return null;
}

/** The rule with the person's referral applied (see `TreatmentDecision.rule`). */
function personalised(
  rule: TreatmentRule,
  group: ReferralGroup | null,
  kidney: boolean,
  anaemia: boolean,
  standards: Locale,
): TreatmentRule {
  const ref = group && rule.referrals ? rule.referrals[group] : undefined;
  if (!ref) return rule;
  const own = anaemia ? ref.withAnaemiaByStandard?.[standards] : undefined;
  const why =
    kidney && rule.alsoKidney
      ? { zh: `${ref.why.zh}；${rule.alsoKidney.zh}`, en: `${ref.why.en}; ${rule.alsoKidney.en}` }
      : ref.why;
  // The standard's own dose: the "how" text names the dose too ("元素铁 60 mg…"), so it follows.
  const from = `${fmt(rule.dose)} ${unitLabel(unitOf(rule.nutrient))}`;
  const to = own ? `${fmt(own.dose)} ${unitLabel(unitOf(rule.nutrient))}` : from;
  return {
    ...rule,
    how: { zh: rule.how.zh.replace(from, to), en: rule.how.en.replace(from, to) },
    see: ref.see,
    why,
    urgency: anaemia && ref.urgencyWithAnaemia ? ref.urgencyWithAnaemia : rule.urgency,
    retestWeeks: ref.retestWeeks ?? rule.retestWeeks,
    dose: own?.dose ?? rule.dose,
    range: own?.range ?? (anaemia ? ref.rangeWithAnaemia : undefined) ?? ref.range ?? rule.range,
    // The dose's guideline and the referral's, so the treatment reason cites both.
    source: {
      ref: `${rule.source.ref}; ${ref.source.ref}`,
      ...(ref.source.url ? { url: ref.source.url } : {}),
    },
  };
}

/**
 * The supervised treatments the analysed labs call for: one per rule whose marker is below its
 * cut-off (value < cutoff, on the marker's rounded canonical value). A rule with `requiresNormal`
 * is held back (returned in `held`) unless that marker is present and not low. Total: unknown or
 * malformed markers are ignored.
 */
export function treatmentsFor(
  markers: readonly LabMarkerResult[],
  ctx: TreatmentContext,
): { treatments: TreatmentDecision[]; held: TreatmentHold[] } {
  const locale = ctx.locale;
  const standards = ctx.standards ?? locale;
  const byKey = new Map<string, LabMarkerResult>();
  for (const m of Array.isArray(markers) ? markers : []) {
    if (m && typeof m.key === 'string' && Number.isFinite(m.value)) byKey.set(m.key, m);
  }
  const treatments: TreatmentDecision[] = [];
  const held: TreatmentHold[] = [];
  const group = referralGroupFor(ctx);
  // Anaemia by the guideline's cut-off, not by the report's range alone: a haemoglobin of 112 g/L in pregnancy
  // under a printed 115 is no anaemia by the WHO's 110, and counting it as one added 45 mg of iron to a prenatal
  // that already gave the 60 mg of non-anaemic iron deficiency (forty-eighth clinician review, zh M1; labs/index.ts:
  // a flag set by the report's range alone sets no nutrient status).
  const hb = byKey.get('hemoglobin');
  const anaemia = hb?.flag === 'low' && (hb.refLow === null || hb.value < hb.refLow);
  for (const base of TREATMENT_RULES as readonly TreatmentRule[]) {
    const m = byKey.get(base.marker);
    if (!m) continue;
    // With anaemia a higher cut-off, when the lab reading itself says low for it (labs/index.ts).
    const withAnaemia =
      !(m.value < base.cutoff[standards]) &&
      anaemia &&
      m.flag === 'low' &&
      base.cutoffWithAnaemia !== undefined &&
      m.value < base.cutoffWithAnaemia;
    if (!(m.value < base.cutoff[standards]) && !withAnaemia) continue;
    const rule = personalised(base, group, ctx.kidney === true, anaemia, standards);
    const cut = withAnaemia ? base.cutoffWithAnaemia! : rule.cutoff[standards];
    const reason: Reason = {
      kind: 'lab',
      ref: `lab:${m.key}=${m.value}`,
      text:
        locale === 'zh-CN'
          ? `化验：${m.name} ${fmt(m.value)} ${m.unit}，低于缺乏界值 ${fmt(cut)} ${m.unit}${withAnaemia ? '（已有贫血）' : ''}`
          : `Lab: ${m.name} ${fmt(m.value)} ${m.unit}, below the deficiency cut-off of ${fmt(cut)} ${m.unit}${withAnaemia ? ' (with anaemia)' : ''}`,
      source: rule.source,
    };
    if (rule.requiresNormal) {
      const other = byKey.get(rule.requiresNormal.marker);
      if (!other || other.flag === 'low') {
        // "Check B12 first" only when B12 is not known; a known low B12 is treated first (BSH 2014).
        const why = other ? rule.requiresNormal.whyLow : rule.requiresNormal.why;
        held.push({ nutrient: rule.nutrient, text: pick(why, locale), reason });
        continue;
      }
    }
    treatments.push({
      nutrient: rule.nutrient,
      rule,
      ...(rule !== base && group ? { group } : {}),
      markerKey: m.key,
      value: m.value,
      unit: m.unit,
      see: pick(ctx.kidney && rule.seeKidney ? rule.seeKidney : rule.see, locale),
      reason,
    });
  }
  return { treatments, held };
}

/**
 * The rule's "how" text; with `total` (current supplements plus the plan's top-up, when that differs
 * from the guideline dose) the guideline dose's figure reads as the total, so the card, its text and
 * the review say one number ("add 45 mg, 70 mg a day in all" beside "70 mg elemental iron", never
 * beside "60 mg"; clinician review 2026-11-25 closing, cross-cutting §7).
 */
export function treatmentHow(r: TreatmentDecision['rule'], locale: Locale, total?: number): string {
  const how = pick(r.how, locale);
  if (total === undefined || Math.abs(total - r.dose) < 1e-9) return how;
  const u = unitLabel(unitOf(r.nutrient));
  const from = `${fmt(r.dose)} ${u}`;
  if (!how.includes(from)) return how;
  // Vitamin D's IU figure beside it follows the total too ("2,000 IU (45 µg)" was printed; fifth
  // clinician review of 2026-11-25, en P4): 1 µg = 40 IU.
  const iu = r.nutrient === 'vitaminD' ? Math.round(total * IU_PER_UG_VITAMIN_D) : null;
  const withIu =
    iu === null
      ? how
      : how.replace(
          /\d[\d,]* IU(\s*[（(])/,
          `${locale === 'zh-CN' ? String(iu) : iu.toLocaleString('en-US')} IU$1`,
        );
  return withIu.replace(from, `${fmt(total)} ${u}`);
}

/** International units per microgram of vitamin D (NIH ODS). */
const IU_PER_UG_VITAMIN_D = 40;

/** The one-paragraph "under medical supervision" text of a treatment: what, who, how soon, why, re-test. */
export function treatmentText(d: TreatmentDecision, locale: Locale, total?: number): string {
  const r = d.rule;
  const u = unitLabel(unitOf(r.nutrient));
  const range = r.range.min === r.range.max ? fmt(r.range.min) : `${fmt(r.range.min)}–${fmt(r.range.max)}`;
  const maintenance = r.rangeKind === 'maintenance';
  return locale === 'zh-CN'
    ? `治疗剂量，须在医生监督下使用：${treatmentHow(r, 'zh-CN', total)}（${maintenance ? '指南维持剂量范围' : '指南治疗范围'} ${range} ${u}/天${maintenance ? '；纠正缺乏的大剂量补充方案由医生决定' : ''}）。请${pick(URGENCY_TEXT[r.urgency], 'zh-CN')}，看${d.see}：${pick(r.why, 'zh-CN')}。${r.retestWeeks.min}–${r.retestWeeks.max} 周后复查`
    : `Treatment dose, under medical supervision: ${treatmentHow(r, 'en-US', total)} (${maintenance ? 'guideline maintenance range' : 'guideline range'} ${range} ${u}/day${maintenance ? '; a higher repletion course is for your doctor to decide' : ''}). See ${d.see} ${pick(URGENCY_TEXT[r.urgency], 'en-US')}: ${pick(r.why, 'en-US')}. Re-test in ${r.retestWeeks.min}–${r.retestWeeks.max} weeks`;
}

/**
 * The treatment range for this person: their referral group's (postpartum iron up to 200 mg a day,
 * 中华医学会围产医学分会 2014), else the rule's; null when no rule treats the nutrient. What the chat
 * holds a product to when the plan adds no dose of its own (twelfth clinician review, zh P2 #2).
 */
export function treatmentRangeFor(
  nutrient: NutrientKey,
  ctx: Pick<TreatmentContext, 'sex' | 'age' | 'lifeStage'>,
): { min: number; max: number } | null {
  const rule = (TREATMENT_RULES as readonly TreatmentRule[]).find((r) => r.nutrient === nutrient);
  if (!rule) return null;
  const group = referralGroupFor(ctx);
  return (group && rule.referrals?.[group]?.range) || rule.range;
}
