import { pick, type Bilingual, type Locale, type Reason, type Source } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import type { SupplementSaltForm } from '../contracts/questionnaire';
import { CONDITION_SOURCES } from '../knowledge/conditions';
import { saltFormById } from '../knowledge/salts';
import type { NutrientKey } from '../nutrients';
import { fmt } from '../status';
import { say } from '../messages';

/**
 * A medicine that favours one form of a mineral the person already takes in another form
 * (pharmacist review A9): the advice is to switch the existing product's form at the same elemental
 * dose, never to add a second product of the same mineral. The dose arithmetic (target − food −
 * current supplements) already counts the existing product.
 */
export interface FormSwitchRule {
  id: string;
  nutrient: NutrientKey;
  from: SupplementSaltForm;
  to: SupplementSaltForm;
  /** What triggers it: an acid-reducing medicine, or bariatric surgery (the planner knows both). */
  when: 'acid_reducer' | 'bariatric';
  /** Plan finding; {name} the product, {amount} element mg/day, {salt} the new salt's mg/day. */
  finding: Bilingual;
  /** Issue on the product's review; same placeholders. */
  review: Bilingual;
  /**
   * The same advice when the day's total is above the UL: the new form at the room left under the UL,
   * never at the same dose (clinician review 2026-11-25, products §5). {amount} the room (element mg),
   * {salt} the new salt's mg, {total} the day's total, {ul} the UL, {current} what the products give now.
   */
  capped: { finding: Bilingual; review: Bilingual };
  source: Source;
}

/** The total above the UL leaves no room for the product at all: none of it, and ask the doctor. */
const NO_ROOM: Bilingual = {
  zh: '你每天的钙合计 {total} mg，已超过可耐受最高摄入量 {ul} mg；不算「{name}」，饮食和其他产品已经到了上限：先停用它（不必换成枸橼酸钙），其他含钙产品也请和医生或药师核对',
  en: 'Your calcium totals {total} mg a day, above the upper limit of {ul} mg; without "{name}", food and your other products already reach the limit: stop it for now (no citrate switch needed), and go over your other calcium products with your doctor or pharmacist',
};

/**
 * Antacids that contain aluminium: a citrate beside them multiplies the aluminium absorbed (Nolan CR et al.,
 * Kidney Int 1990;38:937; KDOQI bone metabolism in CKD 2003, guideline 5), so no calcium is moved to citrate
 * for their takers (thirty-seventh clinician review, zh S3: 达喜 three times a day with a raised creatinine).
 */
export const ALUMINIUM_ANTACIDS: readonly string[] = ['hydrotalcite', 'aluminum-hydroxide', 'sucralfate'];
export const CITRATE_ALUMINIUM_SOURCE: Source = {
  ref: 'Nolan CR, Califano JR, Butzin CA. Influence of calcium acetate or calcium citrate on intestinal aluminum absorption. Kidney Int 1990;38:937–941; National Kidney Foundation KDOQI Clinical Practice Guidelines for Bone Metabolism and Disease in Chronic Kidney Disease (2003), Guideline 5 (avoid aluminium; avoid citrate with aluminium-containing compounds) — guideline numbers from memory',
  url: 'https://pubmed.ncbi.nlm.nih.gov/2266680/',
};

export const FORM_SWITCHES = [
  // First: after bariatric surgery the reason is the operation, whatever the medicines.
  {
    id: 'bariatric-calcium-citrate',
    nutrient: 'calcium',
    from: 'calcium_carbonate',
    to: 'calcium_citrate',
    when: 'bariatric',
    finding: {
      zh: '减重手术后：你的「{name}」是碳酸钙，术后胃酸少，碳酸钙吸收差。建议换成枸橼酸钙，元素钙量不变（每天 {amount} mg 钙，约 {salt} mg 枸橼酸钙），分几次服用，不要再另加一种钙片',
      en: 'After bariatric surgery: your "{name}" is calcium carbonate, which is poorly absorbed with the little stomach acid left. Switch it to calcium citrate at the same elemental dose ({amount} mg calcium a day; weighed as the citrate salt, about {salt} mg), in divided doses, rather than adding a second calcium product',
    },
    review: {
      zh: '减重手术后碳酸钙吸收差，建议换成枸橼酸钙，元素钙量不变（每天 {amount} mg 钙，约 {salt} mg 枸橼酸钙），分几次服用，而不是另加一种钙片。',
      en: 'After bariatric surgery calcium carbonate is poorly absorbed, so switch to calcium citrate at the same elemental dose ({amount} mg calcium a day; weighed as the citrate salt, about {salt} mg), in divided doses, instead of adding a second calcium product.',
    },
    capped: {
      finding: {
        zh: '减重手术后：你的「{name}」是碳酸钙，术后胃酸少，碳酸钙吸收差，建议换成枸橼酸钙。但你每天的钙合计 {total} mg，已超过可耐受最高摄入量 {ul} mg：换的时候不要按现在的 {current} mg，每天最多 {amount} mg 钙（约 {salt} mg 枸橼酸钙），分几次服用，不要再另加一种钙片；请和减重手术团队核对',
        en: 'After bariatric surgery: your "{name}" is calcium carbonate, which is poorly absorbed with the little stomach acid left, so switch to calcium citrate. But your calcium totals {total} mg a day, above the upper limit of {ul} mg: switch at no more than {amount} mg calcium a day; weighed as the citrate salt, about {salt} mg), not the {current} mg you take now, in divided doses, with no second calcium product; check it with your bariatric team',
      },
      review: {
        zh: '减重手术后碳酸钙吸收差，建议换成枸橼酸钙；你每天的钙合计 {total} mg，超过可耐受最高摄入量 {ul} mg，所以换的时候每天最多 {amount} mg 钙（约 {salt} mg 枸橼酸钙），不要按现在的 {current} mg，并和减重手术团队核对。',
        en: 'After bariatric surgery calcium carbonate is poorly absorbed, so switch to calcium citrate; your calcium totals {total} mg a day, above the upper limit of {ul} mg, so take no more than {amount} mg calcium a day; weighed as the citrate salt, about {salt} mg) when you switch, not the {current} mg you take now, and check it with your bariatric team.',
      },
    },
    source: CONDITION_SOURCES.asmbs2019,
  },
  {
    id: 'acid-reducer-calcium-citrate',
    nutrient: 'calcium',
    from: 'calcium_carbonate',
    to: 'calcium_citrate',
    when: 'acid_reducer',
    finding: {
      zh: '正在服用抑酸药（质子泵抑制剂或H2受体阻断剂）：你的「{name}」是碳酸钙，需要胃酸才能充分吸收。建议换成枸橼酸钙，元素钙量不变（每天 {amount} mg 钙，约 {salt} mg 枸橼酸钙），不要再另加一种钙片；其他药物请勿自行调整',
      en: 'You take an acid-reducing medicine (PPI or H2 blocker): your "{name}" is calcium carbonate, which needs stomach acid to be absorbed well. Switch it to calcium citrate at the same elemental dose ({amount} mg calcium a day; weighed as the citrate salt, about {salt} mg) rather than adding a second calcium product; do not change your medicines yourself',
    },
    review: {
      zh: '你在服用抑酸药：碳酸钙需要胃酸才能充分吸收，建议换成枸橼酸钙，元素钙量不变（每天 {amount} mg 钙，约 {salt} mg 枸橼酸钙），而不是另加一种钙片。',
      en: 'You take an acid-reducing medicine: calcium carbonate needs stomach acid to be absorbed well, so switch to calcium citrate at the same elemental dose ({amount} mg calcium a day; weighed as the citrate salt, about {salt} mg) instead of adding a second calcium product.',
    },
    capped: {
      finding: {
        zh: '正在服用抑酸药（质子泵抑制剂或H2受体阻断剂）：你的「{name}」是碳酸钙，需要胃酸才能充分吸收，建议换成枸橼酸钙。但你每天的钙合计 {total} mg，已超过可耐受最高摄入量 {ul} mg：换的时候不要按现在的 {current} mg，每天最多 {amount} mg 钙（约 {salt} mg 枸橼酸钙），不要再另加一种钙片；其他药物请勿自行调整',
        en: 'You take an acid-reducing medicine (PPI or H2 blocker): your "{name}" is calcium carbonate, which needs stomach acid to be absorbed well, so switch to calcium citrate. But your calcium totals {total} mg a day, above the upper limit of {ul} mg: switch at no more than {amount} mg calcium a day; weighed as the citrate salt, about {salt} mg), not the {current} mg you take now, with no second calcium product; do not change your medicines yourself',
      },
      review: {
        zh: '你在服用抑酸药：碳酸钙需要胃酸才能充分吸收，建议换成枸橼酸钙；你每天的钙合计 {total} mg，超过可耐受最高摄入量 {ul} mg，所以换的时候每天最多 {amount} mg 钙（约 {salt} mg 枸橼酸钙），不要按现在的 {current} mg。',
        en: 'You take an acid-reducing medicine: calcium carbonate needs stomach acid to be absorbed well, so switch to calcium citrate; your calcium totals {total} mg a day, above the upper limit of {ul} mg, so take no more than {amount} mg calcium a day; weighed as the citrate salt, about {salt} mg) when you switch, not the {current} mg you take now.',
      },
    },
    source: {
      ref: 'NIH ODS Calcium fact sheet for health professionals (2024): calcium citrate is absorbed with or without food and helps people with reduced stomach acid, e.g. on acid-reducing medicines; calcium carbonate 40 %, citrate 21 % elemental calcium; 原发性骨质疏松症诊疗指南（中华医学会骨质疏松和骨矿盐疾病分会, 2022）：枸橼酸钙适用于胃酸缺乏者',
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    },
  },
] as const satisfies readonly FormSwitchRule[];

/** A current product made of a known salt (review `intakeFromSupplements().forms`). */
export interface CurrentForm {
  nutrient: NutrientKey;
  form: SupplementSaltForm;
  amount: number;
  name: { zh: string; en: string };
  /** Prescribed: the switch keeps the prescriber's dose (the review tells her to ask the prescriber). */
  prescribed?: true;
}

/** What the review needs to say "switch this product" (issue text already in the plan's locale). */
export interface FormSwitchAdvice {
  ruleId: string;
  nutrient: NutrientKey;
  from: SupplementSaltForm;
  /** Issue text with {amount} and {salt} still to fill per product. */
  text: string;
  /** Element fraction of the new salt (to compute {salt}). */
  toFraction: number;
}

/**
 * The form switches that apply: one finding per rule (summing every product in the old form) and
 * the review advice for those products.
 */
export function formSwitchesFor(
  current: readonly CurrentForm[],
  ctx: {
    onAcidReducer: boolean;
    bariatric?: boolean;
    locale: Locale;
    /**
     * Each nutrient's UL and what counts against it today (food and supplements by the UL's scope;
     * status `ulCounted`): a switch never keeps a dose that leaves the day above the UL.
     */
    limits?: readonly { nutrient: NutrientKey; ul: number | null; counted: number }[];
    /** The aluminium antacids taken (names in the locale): no switch to a citrate, the reason said instead. */
    aluminium?: readonly string[];
  },
): { findings: Finding[]; advice: FormSwitchAdvice[] } {
  const findings: Finding[] = [];
  const advice: FormSwitchAdvice[] = [];
  const zh = ctx.locale === 'zh-CN';
  // One switch per nutrient and old form: the first rule that applies gives its reason.
  const switched = new Set<string>();
  for (const rule of FORM_SWITCHES as readonly FormSwitchRule[]) {
    if (rule.when === 'acid_reducer' && !ctx.onAcidReducer) continue;
    if (rule.when === 'bariatric' && ctx.bariatric !== true) continue;
    if (switched.has(`${rule.nutrient}:${rule.from}`)) continue;
    const hits = current.filter((c) => c.nutrient === rule.nutrient && c.form === rule.from && c.amount > 0);
    if (hits.length === 0) continue;
    if (rule.to === 'calcium_citrate' && (ctx.aluminium?.length ?? 0) > 0) {
      switched.add(`${rule.nutrient}:${rule.from}`);
      const text = say(
        'findings.calciumCitrateAluminium',
        { drugs: (ctx.aluminium ?? []).join(say('review.list', {}, ctx.locale)) },
        ctx.locale,
      );
      findings.push({
        id: `form-kept:${rule.nutrient}`,
        severity: 'warning',
        text,
        reasons: [{ kind: 'medicine', ref: 'class:antacid', text, source: CITRATE_ALUMINIUM_SOURCE }],
      });
      continue;
    }
    const fraction = saltFormById(rule.to)?.fraction ?? 1;
    const amount = hits.reduce((sum, c) => sum + c.amount, 0);
    const names = hits.map((c) => pick(c.name, ctx.locale)).join(zh ? '」「' : '", "');
    // Above the UL: the new form at the room left under it (rounded down to 10 mg), said with its numbers.
    const limit = ctx.limits?.find((x) => x.nutrient === rule.nutrient);
    // A prescribed product keeps the prescriber's dose: its over-UL review line sends her to the prescriber.
    const prescribed = hits.some((c) => c.prescribed === true);
    const over =
      !prescribed && limit && typeof limit.ul === 'number' && limit.counted > limit.ul + 1e-9 ? limit : null;
    const room = over ? Math.max(0, Math.floor((over.ul! - (over.counted - amount)) / 10) * 10) : amount;
    const template = (b: Bilingual, capped: Bilingual): Bilingual =>
      !over ? b : room > 0 ? capped : NO_ROOM;
    const fill = (b: Bilingual) =>
      pick(b, ctx.locale)
        .replace('{name}', names)
        .replace('{total}', fmt(over?.counted ?? 0))
        .replace('{ul}', fmt(over?.ul ?? 0))
        .replace('{current}', fmt(amount))
        .replace('{amount}', fmt(room))
        .replace('{salt}', fmt(Math.round(room / fraction / 10) * 10));
    switched.add(`${rule.nutrient}:${rule.from}`);
    const reason: Reason = {
      kind: rule.when === 'bariatric' ? 'condition' : 'medicine',
      ref: rule.when === 'bariatric' ? 'conditions=bariatric_surgery' : 'class:acid_reducer',
      text: fill(template(rule.finding, rule.capped.finding)),
      source: rule.source,
    };
    findings.push({
      id: `form-switch:${rule.nutrient}`,
      severity: 'warning',
      text: fill(template(rule.finding, rule.capped.finding)),
      reasons: [reason],
    });
    advice.push({
      ruleId: rule.id,
      nutrient: rule.nutrient,
      from: rule.from,
      // Above the UL the advice is for all the products together, filled here; else per product.
      text: over ? fill(template(rule.review, rule.capped.review)) : pick(rule.review, ctx.locale),
      toFraction: fraction,
    });
  }
  return { findings, advice };
}
