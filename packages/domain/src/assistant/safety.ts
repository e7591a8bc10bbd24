/**
 * The safety check every answer passes before it is shown, from the built-in assistant or a model:
 *
 * 1. a dose stated above the tolerable upper intake level (UL) → the sentence is replaced by the
 *    UL statement (ULs from the plan, or from targetsFor for reference adults);
 * 2. advice to stop a prescribed medicine → the sentence is removed and the "never stop" statement
 *    is appended;
 * 3. a supplement or nutrient that interacts with one of the user's own medicines (taboosFor) named
 *    without naming that medicine → the engine's interaction warning is appended.
 *
 * Sentences that warn about going over the UL ("exceeds the UL", "超过上限") are warnings, not dose
 * advice, and are left alone. The fixed text passes the check again (idempotent).
 */
import { LIVER_RULES } from '../knowledge/liver';
import { prescribedCompanionsFor } from '../review/companions';
import { localeOf, pick, type Locale } from '../contracts/common';
import type { MedicineTaboo, PlanDocument } from '../contracts/plan';
import { taboosFor } from '../interactions';
import { findDrugs, findStatedAmounts, findSubstances } from './entities';
import { amount, L, nutrientName, nutrientViews } from './format';
import { NEVER_STOP, SEVERITY_LABEL } from './knowledge';
import { MEDICINE_WORDS, normaliseQuestion } from './lexicon';
import { WHO_ANTENATAL_IRON_MAX_MG } from '../review';
import { isLoadingCourse, OMEGA3_RANGE, PRESCRIBED, supervisedIn } from './intents/stated-dose';
import { prescribedAmountIn } from './intents/prescribed-supplement';
import { isNutrientKey } from '../nutrients';
import { clause, withoutRuleText } from './rule-text';
import { TERATOGENS } from '../knowledge/teratogens';
import { PREGNANCY_MEDICINES } from '../knowledge/pregnancy-medicines';
import { DRUG_INTERACTION_RULES } from '../knowledge/drug-interactions';
import { POTASSIUM_MEDICINE_TEXT } from '../knowledge/potassium-medicines';
import { METOCLOPRAMIDE_TD_TEXT } from '../knowledge/tardive-dyskinesia';
import { RILPIVIRINE_PPI_STOP } from '../knowledge/rilpivirine-acid';
import { KIDNEY_MEDICINES } from '../knowledge/kidney-medicines';
import { MEDICINE_DIET } from '../knowledge/medicine-diet';
import { RED_FLAG_TEXT } from '../safety/texts';
import { MYASTHENIA_QUININE_TEXT } from './faq/rows-medicines';
import { labelStopNotes } from '../knowledge/lab-markers';

export interface SafetyContext {
  locale: Locale;
  plan: PlanDocument | null;
  /** Drug ids the user takes. */
  medicines: readonly string[];
  /** Prescription doses the answer states as the prescriber's (Draft.prescribedDoses), canonical units. */
  prescribedDoses?: Partial<Record<string, number>>;
  /**
   * The person's own words the answer repeats as a part's heading ("**1. I take ferrous fumarate 210mg
   * twice a day from my GP**"): a quotation, not advice, never replaced by the UL sentence (fifteenth
   * clinician review, en P5: the heading became "**1.The tolerable upper intake level …").
   */
  quoted?: readonly string[];
}

export interface SafetyResult {
  ok: boolean;
  fixedText: string;
  /** Machine-readable: `dose_above_ul:<nutrient>`, `stop_medicine`, `missed_interaction:<ruleId>`. */
  problems: string[];
}

/** Sentences with their end punctuation; joining them gives back the text. */
function sentences(text: string): string[] {
  return text.split(/(?<=[。！？!?；;\n])|(?<=\.)(?=\s)/u).filter((s) => s !== '');
}

const EXCEED = /超过|高于|超出|exceed|above|over the|more than|too (much|high)/;
const UL_WORD = /上限|\bul\b|upper (intake )?limit|最高摄入/;
const NEED =
  /\bneed\b|\btarget\b|\brda\b|\brecommended (daily )?(intake|amount)\b|需要|目标|推荐摄入量|推荐量/;
const TAKE = /\btake\b|\btaking\b|\bsupplement|\bdose\b|\bpills?\b|\btablets?\b|补充|服用|吃|剂量|片|粒/;

const STOP_VERBS =
  /停药|断药|停服|停用|停掉|停止服用|停止使用|停止吃|(?:别|(?<!要)不要|不用|无需|不必|可以不)再?(?:吃|服用|用(?!来))|\b(?:stop|stopping|quit|discontinue|cease|halt)\b|\b(?:come|get|go) off\b|\bno longer (?:need to )?take\b/g;
const ALWAYS_MEDICINE = /^(停药|断药)$/;
/**
 * "不要用X", "别吃X" without 再 says not to use something (低钠盐, 含镁的泻药, 奎宁, someone else's
 * tablets), not to stop a medicine of one's own: advice to stop only when X is one of the person's
 * medicines or their medicine said as such.
 */
const AVOID_VERB = /^(?:别|不要|不用|无需|不必)(?:吃|服用|用)$/;
const OWN_MEDICINE =
  /^[^，。,.;；]{0,4}(你|您)(现在|正在)?(吃|用|服用)?的[^，。,.;；]{0,6}(药|medicine|medication)/;
const NEGATION =
  /(不要|不可|不能|勿|别|切勿|请勿|不得|不建议|避免|无需|不必|不用|没必要|用不着|不是|并非|don['’]?t|do not|never|\bnot\b|n['’]t|without|no need to|must not|avoid)[^。！？!?.]{0,8}$/;

/**
 * A label's own instruction to stop a medicine, as our sourced data says it (leflunomide in pregnancy:
 * "stop it and start the accelerated elimination", knowledge/teratogens.ts `ifPregnant`): not advice to
 * stop on one's own, so never cut (fourteenth clinician review, en P5 #2). Only these texts pass; any
 * other stop advice is still removed.
 */
let labelStops: readonly string[] | undefined;
function isLabelStop(s: string): boolean {
  labelStops ??= [
    ...TERATOGENS.flatMap((r) => (r.ifPregnant ? [r.ifPregnant.zh, r.ifPregnant.en] : [])),
    // A medicine its label rules out in pregnancy (ergotamine; forty-third clinician review, zh S3).
    ...PREGNANCY_MEDICINES.flatMap((r) => (r.labelStop ? [r.text.zh, r.text.en] : [])),
    // Potassium taken as a medicine while the potassium is above the range (潘南金's label: contraindicated
    // in hyperkalaemia): not the next dose, the prescriber today (seventeenth blind review, zh Z2 S1).
    POTASSIUM_MEDICINE_TEXT.hold.zh,
    POTASSIUM_MEDICINE_TEXT.hold.en,
    // Tardive dyskinesia on metoclopramide: the label has it stopped, by the prescriber within a day or two
    // (twenty-seventh clinician review, en S2).
    METOCLOPRAMIDE_TD_TEXT.zh,
    METOCLOPRAMIDE_TD_TEXT.en,
    // A proton pump inhibitor beside rilpivirine: the label's contraindication; one bought over the counter is
    // not taken any more (thirty-fifth clinician review, M1).
    RILPIVIRINE_PPI_STOP.zh,
    RILPIVIRINE_PPI_STOP.en,
    // No NSAID painkiller with cirrhosis (EASL 2018): an over-the-counter medicine not to start, said by the
    // guideline (thirty-third clinician review, zh S2).
    LIVER_RULES.nsaids.text.zh,
    LIVER_RULES.nsaids.text.en,
    // A bleed on a blood thinner: no further dose until a doctor has seen you, from the cards and the kidney rows
    // (NOAC labels §5.2; thirty-fifth clinician review zh S2, thirty-sixth en S3).
    // A lab note that is the label's own stop (agomelatine from 3× the upper limit of a liver test; fortieth review, zh S3).
    ...labelStopNotes().flatMap((n) => [n.text.zh, n.text.en]),
    MYASTHENIA_QUININE_TEXT.zh,
    MYASTHENIA_QUININE_TEXT.en,
    RED_FLAG_TEXT.bleeding.zh,
    RED_FLAG_TEXT.bleeding.en,
    RED_FLAG_TEXT.anticoagulant_bleeding.zh,
    RED_FLAG_TEXT.anticoagulant_bleeding.en,
    ...KIDNEY_MEDICINES.flatMap((r) => [r.text.zh, r.text.en]),
    // Never stop a barbiturate or benzodiazepine in order to drink (thirty-fifth review, zh M8): a stop warned of.
    ...MEDICINE_DIET.filter((r) => r.id === 'alcohol-sedative').flatMap((r) => [r.text.zh, r.text.en]),
    // The labels' own stops beside HIV medicines: a self-bought PPI with atazanavir, regular NSAIDs on tenofovir
    // (Reyataz PI §7, Viread PI §5; thirty-sixth clinician review); tizanidine's next dose skipped beside
    // fluvoxamine or ciprofloxacin (Zanaflex PI §4; thirty-ninth clinician review, zh S1, en S2).
    ...DRUG_INTERACTION_RULES.flatMap((r) =>
      'drugId' in r.a &&
      ['atazanavir', 'tenofovir', 'emtricitabine-rilpivirine-tenofovir-disoproxil', 'tizanidine'].includes(
        r.a.drugId,
      )
        ? [r.advice.zh, r.advice.en]
        : [],
    ),
    ...DRUG_INTERACTION_RULES.flatMap((r) =>
      'drugClass' in r.b && r.b.drugClass === 'potassium_supplement' && r.whenRaised
        ? [r.whenRaised.advice.zh, r.whenRaised.advice.en]
        : [],
    ),
  ].map(normaliseQuestion);
  // The interaction warning's "Advice:" lead is ours, not the label's (interactionWarning below).
  const t = s
    .replace(/\*\*/g, '')
    .trim()
    .replace(/^(建议[:：]|advice:)\s*/, '');
  return t.length >= 12 && labelStops.some((x) => x.replace(/\*\*/g, '').includes(t));
}

/** "Don't reduce or stop any prescribed medicine": the negation governs both verbs. */
const NOT_CHANGE_OR =
  /(don['’]?t|do not|never|must not|不要|别|切勿|请勿)\s*(reduce|cut|lower|change|skip|miss|减量|减少|改)\s*(or|或|或者)\s*$/;
const TIME_BEFORE_STOP =
  /\b(after|before|when|until|since|once|while|if)( (you|they|he|she|i|we))?\s*$|(开始|加上|加用|\bstart(ing)?|\bbegin(ning)?)[、,，/ ]*(或|or)?\s*$|比(自己)?$/;
// After the stop: a time ("停药后"), or what follows a stop ("停药就回来", "自己停药会失去…的好处").
const TIME_AFTER_STOP = /^\s*(后|以后|之后|前|之前|时|的时候|期间|那天|当天|的话|了以后|就(?!好)|便|会|也会)/;

const STOP_CONSEQUENCE =
  /^stopping\b[^.;:!?()]{0,40}\b(brings?|causes?|triggers?|risks?|leads? to|results? in|(can|could|may|might|will) (bring|cause|trigger|lead to|result in|make))\b/;

function advisesStopping(sentence: string, medicines: readonly string[]): boolean {
  const s = normaliseQuestion(sentence);
  if (isLabelStop(s)) return false;
  for (const m of s.matchAll(STOP_VERBS)) {
    const before = s.slice(Math.max(0, m.index - 24), m.index);
    // "不要再吃华法林" is itself the advice; its own 不要 is not a negation of something else.
    if (NEGATION.test(before) || NOT_CHANGE_OR.test(before)) continue;
    // "自己把营养液停掉": what is stopped stands before the verb; not a medicine, not medicine advice
    const held = /把([^，。,.;；把]{1,10})$/.exec(before);
    if (held) {
      if (MEDICINE_WORDS.test(held[1]!) || findDrugs(held[1]!).length > 0) return true;
      continue;
    }
    // A time told by a stop, not advice to stop: "停药后两周内", "for two weeks after stopping", "when you
    // stop" (blind answer round 21, zh-117: the MAOI rows' lead was cut; 21 rows lost a sentence so).
    if (TIME_BEFORE_STOP.test(before)) continue;
    if (TIME_AFTER_STOP.test(s.slice(m.index + m[0].length, m.index + m[0].length + 4))) continue;
    // "stopping methadone suddenly brings withdrawal": what a stop does, told as a reason not to stop
    // (twenty-eighth clinician review, en M7: the QT note lost its "do not stop any of them yourself"
    // and its closing bold to this).
    if (STOP_CONSEQUENCE.test(s.slice(m.index, m.index + 60))) continue;
    const after = s.slice(m.index, m.index + m[0].length + 40);
    if (AVOID_VERB.test(m[0])) {
      const object = s.slice(m.index + m[0].length, m.index + m[0].length + 16);
      if (OWN_MEDICINE.test(object) || findDrugs(object).some((d) => medicines.includes(d.id))) return true;
      continue;
    }
    if (ALWAYS_MEDICINE.test(m[0]) || MEDICINE_WORDS.test(after) || findDrugs(after).length > 0) return true;
  }
  return false;
}

function ulStatement(
  key: Parameters<typeof nutrientName>[0],
  ul: number,
  unit: Parameters<typeof amount>[1],
  scope: 'total' | 'supplements' | null,
  locale: Locale,
): string {
  const name = nutrientName(key, locale);
  return scope === 'supplements'
    ? L(
        locale,
        `${name}补充剂的每日可耐受最高摄入量（UL）是 ${amount(ul, unit)}，请不要超过。`,
        `The tolerable upper intake level (UL) for ${name} from supplements is ${amount(ul, unit)} a day; do not go above it.`,
      )
    : L(
        locale,
        `${name}的每日可耐受最高摄入量（UL）是 ${amount(ul, unit)}（食物和补充剂合计），请不要超过。`,
        `The tolerable upper intake level (UL) for ${name} is ${amount(ul, unit)} a day from all sources; do not go above it.`,
      );
}

/** The interaction warning the engine gives for a taboo (also used by the built-in answers). */
export function interactionWarning(t: MedicineTaboo, locale: Locale): string {
  const severity = pick(SEVERITY_LABEL[t.severity], locale);
  return L(
    locale,
    `⚠️ **与你正在服用的${t.drug}有相互作用**（${severity}）：${t.supplement}——${clause(t.mechanism)}。建议：${t.advice}`,
    `⚠️ **Interaction with your medicine ${t.drug}** (${severity}): ${t.supplement} — ${clause(t.mechanism)}. Advice: ${t.advice}`,
  );
}

export function checkAnswer(text: string, ctx: SafetyContext): SafetyResult {
  const locale = localeOf(ctx?.locale);
  const input = typeof text === 'string' ? text : '';
  const medicines = Array.isArray(ctx?.medicines) ? ctx.medicines : [];
  const views = nutrientViews(ctx?.plan ?? null, locale);
  // A supervised treatment in the plan (lab-proven deficiency, issue 15 §3) may exceed the UL: the
  // answer may repeat that dose, but nothing above it.
  const supervised = new Map<string, number>();
  // The day's total is said too: the dose added plus what the current supplements give.
  for (const r of ctx?.plan?.recommendations ?? []) {
    if (!r.supervised) continue;
    const current = isNutrientKey(r.nutrient) ? (views.get(r.nutrient)?.fromSupplements ?? 0) : 0;
    supervised.set(r.nutrient, Math.max(supervised.get(r.nutrient) ?? 0, r.dose + current));
  }
  // Current supplements that already reach the treatment dose (a prenatal's 60 mg iron with low
  // ferritin): the answer may repeat that amount too (re-review H3).
  for (const n of ctx?.plan?.nutrients ?? []) {
    if (isNutrientKey(n.key) && supervisedIn(ctx.plan, n.key) && (n.fromSupplements ?? 0) > 0)
      supervised.set(n.key, Math.max(supervised.get(n.key) ?? 0, n.fromSupplements ?? 0));
  }
  // A product the person's doctor prescribed (the review's `overUl … prescribed`): the day's total it is
  // part of may be said as it is, never replaced by "do not go above the UL" (fifteenth clinician
  // review, en P5 serious #1).
  for (const n of ctx?.plan?.nutrients ?? [])
    if (isNutrientKey(n.key) && prescribedAmountIn(ctx.plan, n.key) > 0)
      // Said rounded to a whole unit ("139 mg" for 138.6).
      supervised.set(n.key, Math.max(supervised.get(n.key) ?? 0, Math.ceil(n.fromSupplements ?? 0)));
  // Pregnant: daily iron up to the WHO antenatal 60 mg is the standard supplement, not a UL breach
  // (answer round 5, zh-035: a prenatal's 60 mg was replaced by "do not go above 42 mg").
  if (['pregnant_t1', 'pregnant_t2', 'pregnant_t3'].includes(ctx?.plan?.profile.lifeStage ?? 'none'))
    supervised.set('iron', Math.max(supervised.get('iron') ?? 0, WHO_ANTENATAL_IRON_MAX_MG));
  // A guideline's prescription dose for the person's medicine (folic acid 5 mg on valproate): said as
  // the prescriber's dose, it is not a UL breach (knowledge/prescribed-companions.ts).
  for (const c of prescribedCompanionsFor(
    medicines.filter((m): m is string => typeof m === 'string'),
    locale,
  ))
    if (c.prescribedDailyMax !== undefined)
      supervised.set(c.nutrient, Math.max(supervised.get(c.nutrient) ?? 0, c.prescribedDailyMax));
  for (const [k, v] of Object.entries(ctx?.prescribedDoses ?? {}))
    if (typeof v === 'number' && Number.isFinite(v)) supervised.set(k, Math.max(supervised.get(k) ?? 0, v));
  const problems: string[] = [];
  let stopFound = false;
  // The source line cites guidelines ("50,000 IU once a week for 8 weeks"): a citation, not advice.
  // Chinese source lines read "_来源：…_" or "_来源（外文文献保留原标题）：…_" (full-width colon).
  const cite = /\n\n_(?:来源|Source)(?:（[^）\n]*）)?[:：] ?[^\n]*_\s*$/.exec(input);
  const body = cite ? input.slice(0, cite.index) : input;
  // A guideline's vitamin D loading course is a prescription: said as one, it is not a UL breach.
  const prescribed = PRESCRIBED.test(normaliseQuestion(body));

  const kept: string[] = [];
  const quoted = new Set((ctx?.quoted ?? []).map((q) => normaliseQuestion(q.replace(/[*_`#>]/g, '').trim())));
  const isQuoted = (sentence: string) =>
    quoted.size > 0 &&
    quoted.has(normaliseQuestion(sentence.replace(/^\s*\*\*\d+\.\s*|\*\*\s*$/g, '').trim()));
  for (const sentence of sentences(body)) {
    if (isQuoted(sentence)) {
      kept.push(sentence);
      continue;
    }
    if (
      advisesStopping(
        sentence,
        medicines.filter((m): m is string => typeof m === 'string'),
      )
    ) {
      stopFound = true;
      if (/\n$/.test(sentence)) kept.push('\n');
      continue;
    }
    const norm = normaliseQuestion(sentence);
    const isWarning = EXCEED.test(norm) && UL_WORD.test(norm);
    // "You need 420 mg of magnesium a day" states the person's own target, not a supplement dose:
    // for a UL that counts supplements only (magnesium, folic acid, niacin) the target may be higher.
    const isNeed = NEED.test(norm) && !TAKE.test(norm.replace(/[（(][^）)]*[）)]/gu, ''));
    const over = isWarning
      ? undefined
      : findStatedAmounts(sentence).find((a) => {
          const v = views.get(a.nutrient);
          const ul = v?.ul;
          if (ul === null || ul === undefined) return false;
          if (isNeed && v!.ulScope === 'supplements' && a.amount <= v!.target + 1e-9) return false;
          if (prescribed && isLoadingCourse(a)) return false;
          // The Chinese 2 g EPA+DHA is the AMDR's upper end, not a UL; EFSA 2012 sets the ceiling.
          const limit = a.nutrient === 'omega3' ? Math.max(ul, OMEGA3_RANGE.efsaSafeMg) : ul;
          return a.amount > Math.max(limit, supervised.get(a.nutrient) ?? 0) + 1e-9;
        });
    if (over) {
      const v = views.get(over.nutrient)!;
      problems.push(`dose_above_ul:${over.nutrient}`);
      const trailing = /\s+$/.exec(sentence)?.[0] ?? '';
      kept.push(ulStatement(over.nutrient, v.ul!, v.unit, v.ulScope, locale) + trailing);
      continue;
    }
    kept.push(sentence);
  }
  let fixed = kept.join('').replace(/^\s+/, '') + (cite ? cite[0] : '');
  if (stopFound) {
    problems.push('stop_medicine');
    fixed = `${fixed.trimEnd()}\n\n${pick(NEVER_STOP, locale)}`;
  }

  if (medicines.length > 0) {
    // A warning can name further substances ("multivitamins count too"), so repeat until no rule is
    // left unmentioned; each rule is added at most once, so this ends.
    const seen = new Set<string>();
    for (let round = 0; round < 5; round++) {
      const substances = findSubstances(withoutRuleText(fixed, medicines, locale));
      if (substances.length === 0) break;
      const named = new Set(findDrugs(fixed).map((d) => d.id));
      const warnings: string[] = [];
      for (const t of taboosFor({ medicines, substances }, locale)) {
        // A minor interaction is context, not a safety gap: appending it under an answer that only
        // names a product class (statin × niacin under "no ordinary multivitamin with CKD") reads as
        // a contradiction (clinical re-review, CKD multivitamin).
        if (t.kind !== 'interaction' || t.severity === 'minor' || named.has(t.drugId) || seen.has(t.ruleId))
          continue;
        seen.add(t.ruleId);
        problems.push(`missed_interaction:${t.ruleId}`);
        warnings.push(interactionWarning(t, locale));
      }
      if (warnings.length === 0) break;
      fixed = `${fixed.trimEnd()}\n\n${warnings.join('\n\n')}`;
    }
  }
  return { ok: problems.length === 0, fixedText: problems.length === 0 ? input : fixed, problems };
}
