/**
 * Follow-up questions as data, and the rule that they never contradict a warning just given
 * (issue 15 §7): after "do not add vitamin K with warfarin" no "when should I take vitamin K?", after
 * "see a doctor" no "which products should I buy?". Answers carry their warnings as structured data
 * (kind + substance), set where the warning is decided (the engine's interaction rules, the UL check,
 * a referral), so the filter works by meaning, never by matching the wording of a suggestion.
 */
import type { Bilingual, Locale } from '../contracts/common';
import type { MedicineTaboo } from '../contracts/plan';
import { taboosFor } from '../interactions';
import { findDrugs, findSubstances } from './entities';
import { normaliseQuestion } from './lexicon';
import { withoutRuleText } from './rule-text';

/** What a suggested follow-up question asks about. */
export const FOLLOW_UP_KINDS = [
  'how_much',
  'foods',
  'timing',
  'signs',
  'why',
  'too_high',
  'interaction',
  'plan',
  'products',
  'start',
  'bmi',
] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

export interface FollowUp {
  kind: FollowUpKind;
  /** The nutrient or supplement the question is about, when it is about one. */
  substance?: string;
  text: string;
}

/**
 * What an answer warned about. `substance` is a nutrient key or supplement id (`coq10`).
 * - avoid_supplement: the engine says not to add it (interaction rule with management `avoid`);
 * - ask_prescriber_first: only after telling the prescriber (interaction rule with `monitor`);
 * - reduce_dose: the amount is above the upper limit;
 * - see_doctor: a referral (symptoms, a blood test, a treatment dose under supervision);
 * - tell_prescriber: a medicine side effect to report (statin muscle symptoms), not to self-treat.
 */
export const WARNING_KINDS = [
  'avoid_supplement',
  'ask_prescriber_first',
  'reduce_dose',
  'see_doctor',
  'tell_prescriber',
] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

export interface Warning {
  kind: WarningKind;
  substance?: string;
}

/**
 * Which follow-ups each warning rules out: `same` only when the follow-up is about the warned
 * substance, `any` whatever it is about. Buying or timing a supplement right after being told not
 * to take it, or to see a doctor first, reads as the opposite advice.
 */
export const FORBIDDEN_AFTER = {
  avoid_supplement: {
    same: ['timing', 'how_much', 'why', 'products', 'too_high'],
    any: ['products'],
    why: {
      zh: '刚说“不要加服”，就不能再问“什么时候吃/吃多少/买哪个”',
      en: 'Right after "do not add it", asking when or how much to take, or what to buy, says the opposite',
    },
  },
  ask_prescriber_first: {
    same: ['timing', 'how_much', 'products'],
    any: ['products'],
    why: {
      zh: '需要先告诉开药医生的补充剂，不推荐直接安排服用或购买',
      en: 'A supplement to clear with the prescriber first is not one to schedule or buy yet',
    },
  },
  reduce_dose: {
    same: ['products'],
    any: ['products'],
    why: {
      zh: '已经超过上限时不推荐购买',
      en: 'No shopping prompt when the amount is already above the upper limit',
    },
  },
  see_doctor: {
    same: [],
    any: ['products', 'timing'],
    why: {
      zh: '建议就医/检查时，不以补充剂或购买代替',
      en: 'After "see a doctor", no supplement schedule or purchase in its place',
    },
  },
  tell_prescriber: {
    same: ['timing', 'how_much', 'why', 'products'],
    any: ['products', 'timing'],
    why: {
      zh: '药物副作用先告诉开药医生，不以自行补充代替',
      en: 'A medicine side effect goes to the prescriber first, not to self-treatment',
    },
  },
} as const satisfies Record<
  WarningKind,
  { same: readonly FollowUpKind[]; any: readonly FollowUpKind[]; why: Bilingual }
>;

/** True when the follow-up contradicts one of the warnings. */
export function contradicts(f: FollowUp, warnings: readonly Warning[]): boolean {
  return warnings.some((w) => {
    const rule = FORBIDDEN_AFTER[w.kind];
    if ((rule.any as readonly FollowUpKind[]).includes(f.kind)) return true;
    return (
      w.substance !== undefined &&
      f.substance === w.substance &&
      (rule.same as readonly FollowUpKind[]).includes(f.kind)
    );
  });
}

export function filterFollowUps(list: readonly FollowUp[], warnings: readonly Warning[]): FollowUp[] {
  return list.filter((f) => !contradicts(f, warnings));
}

/** The warning an interaction rule of the engine amounts to (none for "take them apart"). */
export function warningOfTaboo(t: Pick<MedicineTaboo, 'kind' | 'management' | 'target'>): Warning | null {
  if (t.kind !== 'interaction') return null;
  if (t.management === 'avoid') return { kind: 'avoid_supplement', substance: t.target };
  if (t.management === 'monitor') return { kind: 'ask_prescriber_first', substance: t.target };
  return null;
}

/** Referral wording, by meaning: see / get checked by a doctor, urgent care, a blood test. */
const REFERRAL = [
  /就医|就诊|看医生|去医院|看急诊|急诊|找医生(看|检查)|请医生(检查|评估)|做(个)?血(液)?检查|查血|抽血/,
  /\bsee (a|your|the) (doctor|gp|physician)\b|\bget (it |yourself )?(checked|seen)\b|\bseek (medical|urgent) (care|help|attention)\b|\bgo to (the )?(er|emergency|hospital|urgent care)\b|\bblood test\b|\bmedical supervision\b|\bcall (120|911)\b/,
] as const;

const UNDER_SUPERVISION = /医生监督|医疗监督|under medical supervision|under a doctor/;
const PRESCRIBER = /开药(的)?医生|处方医生|主治医生|\bprescriber\b|\bprescribing doctor\b/;

/**
 * The warnings a finished answer carries, read from its text by meaning: interaction rules of the
 * engine for the supplements it names with the medicines in play (`avoid` / `monitor`), a referral to
 * a doctor, an over-limit verdict (from `checkAnswer` problems). Used for model answers, whose
 * wording we do not control; built-in answers also declare their warnings where they decide them.
 */
export function warningsInAnswer(
  text: string,
  ctx: { locale: Locale; medicines: readonly string[]; problems?: readonly string[] },
): Warning[] {
  const out: Warning[] = [];
  const t = normaliseQuestion(text);
  const medicines = [...new Set([...ctx.medicines, ...findDrugs(text).map((d) => d.id)])];
  // The engine's own rule wording names product classes ("multivitamins count too"): not a mention.
  const substances = findSubstances(withoutRuleText(text, medicines, ctx.locale));
  if (medicines.length && substances.length) {
    for (const taboo of taboosFor({ medicines, substances }, ctx.locale)) {
      const w = warningOfTaboo(taboo);
      if (w) out.push(w);
    }
  }
  if (REFERRAL.some((re) => re.test(t)) && !UNDER_SUPERVISION.test(t)) out.push({ kind: 'see_doctor' });
  if (PRESCRIBER.test(t) && /副作用|肌肉|muscle|side effect/.test(t)) out.push({ kind: 'tell_prescriber' });
  for (const p of ctx.problems ?? []) {
    const m = /^dose_above_ul:(.+)$/.exec(p);
    if (m) out.push({ kind: 'reduce_dose', substance: m[1] });
  }
  return dedupeWarnings(out);
}

export function dedupeWarnings(list: readonly Warning[]): Warning[] {
  const seen = new Set<string>();
  return list.filter((w) => {
    const key = `${w.kind}:${w.substance ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---- safety notes a model answer must carry -------------------------------------------------------

/**
 * A safety statement the built-in answer makes that a model answer to the same question must carry
 * too (statin muscle aches → the prescriber; kidney disease → no potassium or magnesium on your own).
 * `id` names the meaning; NOTE_MEANING says how to recognise it in any wording.
 */
export interface SafetyNote {
  id: keyof typeof NOTE_MEANING;
  text: string;
}

/** How each note is recognised in an answer, in both languages (all patterns of a row must match). */
export const NOTE_MEANING = {
  'statin-prescriber': [
    /医生|医师|药师|\b(doctor|prescriber|physician|gp|pharmacist|clinician)\b/,
    /肌|疼|痛|muscle|ache|pain|symptom/,
  ],
  'statin-urgent': [
    /尿|urine|pee/,
    /急诊|就医|120|911|今天|当天|urgent|emergency|today|right away|immediately/,
  ],
  'ckd-potassium': [/肾|kidney|renal|nephrolog/, /钾|potassium/],
  'ckd-magnesium': [/肾|kidney|renal|nephrolog/, /镁|magnesium/],
  'transplant-magnesium': [/移植|transplant/, /镁|magnesium/, /处方|医生开|prescri/],
  'ckd-protein': [
    /肾|kidney|renal|nephrolog/,
    /蛋白|protein/,
    /营养师|肾内科|医生|dietitian|kidney (team|doctor)|nephrolog|doctor/,
  ],
  'ckd-protein-yield': [/肾|kidney/, /蛋白|protein/, /1\.3/],
  'ckd-protein-kdigo': [/肾|kidney/, /蛋白|protein/, /0\.8/],
  'cancer-kidney-protein': [/癌|cancer/, /蛋白|protein/, /1\.0–1\.2|1\.0-1\.2/, /1\.3/],
  'transplant-protein': [/移植|transplant/, /0\.8/],
  'dialysis-protein': [/透析|dialysis/, /蛋白|protein/, /营养师|dietitian/],
  'dialysis-calcium-vitamin-d': [/透析|dialysis/, /钙|维生素d|calcium|vitamin d/, /处方|prescribe/],
  'salt-substitute': [
    /代盐|低钠盐|替代盐|salt substitute|lo-? ?salt|potassium chloride|氯化钾/,
    /不要|别用|不能|避免|不宜|\bdo not\b|\bdon'?t\b|\bavoid\b|\bnot\b/,
  ],
  'pregnancy-retinol': [/视黄醇|维生素a|retinol|vitamin a/, /孕|pregnan|birth defect|胎儿/],
  'liver-retinol': [/视黄醇|维生素a|retinol|vitamin a/, /肝|liver/, /上限|\bul\b|upper limit/],
  'thyroid-iodine': [
    /碘|海带|\biodine\b|\bkelp\b/,
    /医生|不要|\bdoctor\b|\bendocrinolog|\bdon'?t\b|\bdo not\b|\bnot\b/,
  ],
  // Medicine questions (intents/medicines.ts).
  'missed-dose-warfarin': [
    /双倍|两倍|加倍|两份|\bdouble\b|\btwo doses\b/,
    /不要|别|不能|勿|\bdon'?t\b|\bdo not\b|\bnever\b|\bnot\b/,
  ],
  'missed-dose-doac': [
    /两片|双倍|两倍|加倍|\btwo doses\b|\bdouble up\b/,
    /不要|别|不能|勿|\bdon'?t\b|\bdo not\b|\bnever\b|\bnot\b/,
  ],
  'missed-dose': [
    /双倍|两倍|加倍|两份|\bdouble\b|\btwo doses\b/,
    /不要|别|不能|勿|\bdon'?t\b|\bdo not\b|\bnever\b|\bnot\b/,
  ],
  'inr-high': [
    /抗凝门诊|医生|\bclinic\b|\bprescriber\b|\bdoctor\b/,
    /今天|当天|马上|\btoday\b|\bsame day\b|\bright away\b/,
  ],
  'inr-clinic-said-hold': [/门诊|医生|\bclinic\b|\bprescriber\b/, /今天|急诊|\btoday\b|\bemergency\b/],
  'inr-checks': [/抗凝门诊|\bclinic\b/, /4周|12周|\b4 weeks\b|\b12 weeks\b/],
  'inr-very-high': [/今天|急诊|\btoday\b|\bemergency\b/, /医|\bdoctor\b|\bclinic\b|\bemergency\b/],
  'inr-low': [/门诊|医生|\bclinic\b|\bprescriber\b|\bdoctor\b/],
  'inr-nutrition-drink': [/抗凝门诊|\bclinic\b/, /突然停|\bstopping it suddenly\b/],
  'levothyroxine-overreplacement': [/医生|\bdoctor\b|\bprescriber\b/, /tsh|促甲状腺/],
  'ppi-magnesium': [/就医|医生|\bdoctor\b/, /镁|magnesium/],
  'ppi-magnesium-planned': [/就医|医生|\bdoctor\b/, /镁|magnesium/],
  'ppi-magnesium-severe': [/今天|\btoday\b/, /镁|magnesium/],
  'stop-medicine': [/不要|别|勿|\bdon'?t\b|\bdo not\b|\bnever\b/, /停|\bstop/],
  'swap-ppi': [/胃酸|\bacid\b/, /钙|calcium/],
  'stop-psychiatric': [/尤其不能自己突然停|\bmust not be stopped suddenly\b/, /精神科医生|\bpsychiatrist\b/],
  'stop-antidepressant': [/不能自己突然停|\bmust not be stopped suddenly\b/, /医生|\bdoctor\b|\bgp\b/],
  'swap-anticoagulant': [/血栓|中风|\bclots?\b|\bstroke\b/],
  'swap-statin': [/他汀|\bstatin/, /红曲|red yeast|代替|\breplace\b/],
  'swap-otc-nsaid': [/伤胃|伤肾|\bkidneys?\b|\bstomach\b/, /药师|\bpharmacist\b/],
  'blood-activating-herbs': [/出血|\bbleed/, /不要|别|避免|\bdon'?t\b|\bdo not\b|\bavoid\b/],
  'blood-activating-general': [/出血|\bbleed/],
  'postpartum-herbs': [/出血|\bbleed/, /不要喝|\bdo not take\b/],
  'levothyroxine-timing': [/空腹|\bempty stomach\b/, /30|60|一小时|\bhour\b/, /4 ?小时|4 hours|four hours/],
  'green-tea-extract': [/肝|\bliver\b/, /800/, /减肥|减重|weight/],
  'he-shou-wu': [/肝|\bliver\b/, /不要吃|停|\bstop\b|\bdo not take\b/],
  'oestrogenic-products': [/雌激素|\boestrogen/, /乳腺癌|\bbreast cancer\b/],
  'tu-san-qi': [/肝|\bliver\b/, /不是三七|\bnot notoginseng\b/, /停|\bstop\b/],
  'angong-niuhuang': [/汞|\bmercury\b/, /砷|\barsenic\b/, /药师|医生|\bpharmacist\b|\bdoctor\b/],
  // A supplement a doctor prescribed above the UL (intents/prescribed-supplement.ts): kept, never cut.
  'prescribed-supplement-kept': [/按医嘱|\bas prescribed\b/, /不要自己减量|\bdo not cut it\b/],
  // Stated doses (intents/stated-dose.ts): a prescribed loading course is kept, never cut.
  'vitd-loading-course': [
    /按医嘱|遵医嘱|按处方|\bas prescribed\b/,
    /复查|\bre-?test|\bre-?check/,
    /不要[^。]{0,6}减|\bdo not cut\b|\bdon'?t cut\b|\bnot cut\b/,
  ],
  'vitd-loading-self': [
    /医生|\bdoctor\b/,
    /不要自己|不要自行|\bon your own\b|\byourself\b/,
    /25\(oh\)d|化验|血|\bblood test\b|\blevel\b/,
  ],
  'vitd-daily-preferred': [/每天|\bdaily\b/, /每周|每月|\bweekly\b|\bmonthly\b/],
  // A vitamin D loading strength proposed daily (knowledge/above-ul.ts; tenth clinician review, en P1).
  'vitd-loading-strength-daily': [
    /每周|\bweekly\b|\bonce a week\b/,
    /不要每天|不能每天|\bnot (take it |)daily\b|\bdo not take it daily\b|\bnot a daily\b|\bnever daily\b/,
    /血钙|\bcalcium\b/,
  ],
  'omega3-amdr': [/amdr|推荐范围|acceptable range/, /不是|\bnot\b/],
  // The plan's own findings (intents/plan-answers.ts).
  'metformin-kidney': [
    /二甲双胍|metformin/,
    /肾|egfr|kidney/,
    /医生|\bdoctor\b|\bprescriber\b/,
    /不要自己|不要自行|自己调整|\bon your own\b|\byourself\b/,
  ],
  'ckd-multivitamin': [/复合维生素|multivitamin/, /肾|kidney/, /医生|营养师|\bdoctor\b|\bdietitian\b/],
  'warfarin-greens': [/稳定|保持一样|\bsteady\b|\bsame amount\b/, /inr|抗凝门诊|\bclinic\b/],
  'warfarin-cranberry': [/蔓越莓|cranberr/, /避免|不要|\bavoid\b/],
  'warfarin-natto': [/纳豆|natto/, /不要吃|\bdo not eat\b/],
  // Everyday questions (intents/everyday.ts).
  'ginger-nausea': [/姜|\bginger\b/, /恶心|孕吐|\bnausea\b/, /医生|\bobstetrician\b|\bdoctor\b/],
  fenugreek: [/葫芦巴|胡芦巴|\bfenugreek\b/, /证据|\bevidence\b/, /血糖|\bblood sugar\b/],
  creatine: [/肌酸|\bcreatine\b/, /3–5|3-5/, /肾|\bkidney\b/],
  'creatine-kidney': [/肌酸|\bcreatine\b/, /肾|\bkidney\b/, /不要自行|\bon your own\b/],
  'creatine-minor': [/肌酸|\bcreatine\b/, /18/, /儿科医生|队医|\bpaediatrician\b|\bteam doctor\b/],
  'star-fruit': [/杨桃|\bstar fruit\b/, /肾|\bkidney/, /不要|\bdo not\b/],
  'pregnancy-food-safety': [/生鱼|刺身|\braw\b/, /李斯特|listeria/i],
  'ckd-nsaid': [/布洛芬|ibuprofen|nsaid/i, /对乙酰氨基酚|paracetamol|acetaminophen/i],
  'gout-alcohol': [/啤酒|\bbeer\b/, /尿酸|urate/],
  'iron-retest': [/2–4|2-4/, /3个月|3 (more )?months/],
  'preconception-folate': [/400/, /12/],
  'bisphosphonate-oesophagus': [/急诊|\bemergency\b/, /白开水|\bplain water\b/],
  'bisphosphonate-upright': [/30/, /白开水|\bplain water\b/],
  'methotrexate-mouth-sores': [/风湿免疫科|\brheumatologist\b/, /血常规|\bblood count\b/],
  'radioiodine-low-iodine': [/无碘盐|\bnon-iodised salt\b/, /核医学|\bnuclear medicine\b/],
  'b12-plant-sources': [/螺旋藻|\bspirulina\b/, /补充剂|\bsupplement\b/],
  'pregnancy-nausea': [/脱水|\bdehydrat/, /今天就去医院|\bhospital today\b/],
  'gout-drinks': [/2000|2 litres/, /小苏打|baking soda/, /维生素c|vitamin c/i],
  'potassium-foods': [/香蕉|\bbananas\b/, /苹果|\bapples\b/, /医生|\bdoctor\b/],
  'ibd-stricture': [/狭窄|\bstrictur/, /生|\braw\b/, /少渣|\blow.?residue\b/],
  'ibd-fibre': [/狭窄|\bstrictur/, /少渣|\blow.?residue\b/],
  'immuno-food-safety': [
    /生蚝|贝类|\boysters?\b|\bshellfish\b/,
    /巴氏|\bunpasteuri[sz]ed\b/,
    /加热|\bheated\b/,
  ],
  'immuno-probiotic': [/益生菌|\bprobiotic/, /医生|\bspecialist\b|\bdoctor\b/],
  'dysphagia-drinks': [/言语治疗师|\bspeech/, /坐直|\bupright\b/, /增稠|\bthicken/],
  'dysphagia-sticky': [/汤圆|糯米|\bsticky rice\b|\bglutinous\b/, /果冻|\bjelly\b/],
  'dysphagia-weight': [/软|\bsoft\b/, /口服营养补充|\boral nutritional supplements?\b/],
  'crush-medicine': [/药师|\bpharmacist\b/, /缓释|\bmodified.release\b/, /肠溶|\benteric/],
  'levothyroxine-together': [/分开|\bseparate\b/, /4 ?小时|\b4 hours\b/, /30–60|30-60/],
  'levothyroxine-together-pregnancy': [/分开|\bseparate\b/, /4 ?小时|\b4 hours\b/, /4周|\b4 weeks\b/],
  'levothyroxine-bedtime': [/睡前|\bbedtime\b/, /3 ?小时|\b3 hours\b/],
  'hyperthyroid-iodine': [/海带|紫菜|海藻|\bkelp\b|\bseaweed\b/, /限|不要|\blimit\b|\bno\b|\bdo not\b/],
  'antithyroid-low-wbc': [/医生|\bprescriber\b|\bdoctor\b/, /发烧|发热|\bfever\b/, /血常规|\bblood count\b/],
  'drug-low-wbc': [/医生|\bprescriber\b/, /0\.5/, /血常规|\bblood count\b/],
  'chemo-low-wbc': [/38\.0/, /急诊|\bemergency department\b/],
  'low-wbc': [/复查|\brecheck\b/, /医生|\bdoctor\b/],
  // A deficiency suspected in the chat: tested first, the doctor's dose (blind answer round 13).
  'b12-deficiency-suspected': [/查|\bmeasured\b|\btest/, /医生|\bdoctor\b/],
  'anaemia-iron-suspected': [/原因|\bcause\b/, /铁|\biron\b/, /医生|\bdoctor\b/],
  'hyperthyroid-iodine-dose': [
    /甲亢|\bhyperthyroid\w*|\boveractive\b/,
    /碘|\biodine\b/,
    /不要|\bno\b|\bdo not\b/,
  ],
  'diet-pills': [/左旋肉碱|\bcarnitine\b/, /西布曲明|\bsibutramine\b/, /医生|\bdoctor\b/],
  'cancer-new-symptom': [/肿瘤科|\boncology team\b/, /几天之内|\bwithin days\b/, /当天|\bsame day\b/],
  'haemoglobinopathy-iron': [/不是缺铁|\bnot caused by a lack of iron\b/, /血液科|\bhaematologist\b/],
  'ckd-anaemia-iron': [
    /铁蛋白|\bferritin\b/,
    /肾内科|\bnephrologist\b/,
    /不推荐铁剂|不要自己吃铁剂|\bno iron\b/,
  ],
  'anaemia-iron-studies': [/铁蛋白|\bferritin\b/, /不推荐铁剂|\bno iron\b/],
  'prescribed-iron-anaemia': [/照医嘱|\bas prescribed\b/, /铁蛋白|\bferritin\b/],
  'iron-taken-anaemia': [/不要自己停|\bdo not stop it\b/, /铁蛋白|\bferritin\b/],
  'haemoglobinopathy-folate': [/叶酸|\bfolic acid\b/, /处方|\bprescribe/],
  'iron-overload-vitamin-c': [/维生素C|\bvitamin C\b/, /铁|\biron\b/],
  'low-platelets-bleeding': [/血小板|\bplatelets?\b/, /血液科|\bhaematologist\b/, /出血|\bbleeding\b/],
  'hypercalcaemia-calcium-vitamin-d': [
    /钙|\bcalcium\b/,
    /维生素D|\bvitamin D\b/,
    /不要|停|\bno\b|\bstop\b|\bnot\b/,
    /医生|\bspecialist\b|\bdoctor\b|\bendocrinologist\b/,
  ],
  'steroid-sick-day': [/不要跳过或停掉激素|\bDo not stop or skip\b/, /肾上腺危象|\badrenal crisis\b/],
  'steroid-stop': [/不能自己突然停|\bdo not stop\b/i, /肾上腺危象|\badrenal crisis\b/, /逐渐减量|\btaper\b/],
  'cancer-antioxidants': [/肿瘤科团队|\boncology team\b/, /抗氧化|\bantioxidant/],
  'chemo-diarrhoea': [
    /肿瘤科团队|\boncology team\b/,
    /卡培他滨|\bcapecitabine\b|要不要先停|\bwhether to hold\b/,
  ],
  'cmpa-lactose-free': [
    /牛奶蛋白|\bmilk protein\b|\bcow’s milk with its protein\b/,
    /无乳糖|\blactose-free\b/,
  ],
  'sickle-nsaids': [/血液科|\bhaematologist\b/, /肾|\bkidney/],
  'coeliac-gluten': [/终身|\blifelong\b/, /无麸质|\bgluten-free\b/, /燕麦|\boats\b/, /标签|\blabel\b/],
  'star-fruit-kidney': [/杨桃|\bstar fruit\b/, /肾|\bkidney/, /不要|\bdo not\b/, /就医|\bemergency\b/],
  'exercise-cramps': [/抽筋|\bcramps?\b/, /疲劳|\bfatigue\b/, /拉伸|\bstretch/],
  'salt-ckd': [/2 ?克|2 g/, /5 ?克|5 g/, /肾|\bkidney\b/],
  salt: [/5 ?克|2,300|2300/],
  'iron-alternate-day': [/隔天|\bevery other day\b|\balternate/, /吸收|\babsorb/],
  'iron-alternate-day-supervised': [/医生|\bdoctor\b|\bobstetrician\b/],
  'missed-supplement': [/恢复|\brestart\b/, /双倍|加倍|\bdouble\b/],
  water: [/1500|2\.7/],
  'water-limit': [/医生|\bdoctor\b/, /限制|\blimit\b/],
  'water-dialysis': [/透析|dialysis/, /液体|fluid/, /1500|1\.5/],
  'water-low-sodium': [/血钠|\bsodium\b/, /限水|液体量|\bfluid limit\b/, /渴|\bthirsty\b/],
  'iron-constipation': [/便秘|\bconstipation\b/, /隔天|\bevery other day\b/],
  'iron-folk-foods': [/红枣|\bred dates\b/, /红肉|\bred meat\b/],
  'caffeine-lactation': [/200/, /300/],
  'iron-overload-diet': [/维生素C|\bvitamin C\b/, /生的贝类|\braw shellfish\b/],
  'iron-overload-diet-transfusion': [/去铁|\bchelation\b/, /生的贝类|\braw shellfish\b/],
  gout: [/啤酒|\bbeer\b/, /360/],
  'd3-or-d2': [/d3/, /d2/],
  caffeine: [/400/],
  'caffeine-pregnancy': [/200/],
  'caffeine-conception': [/200/, /备孕|\bconceive\b/],
  'hypo-treatment': [/15/, /15 ?分钟|15 minutes/],
  // A low before exercise, alcohol on insulin, caffeine on an ADHD stimulant (intents/sport-diabetes.ts).
  'hypo-before-exercise': [/90–100|5\.0–5\.6/, /随身|\bcarry\b/],
  'alcohol-insulin-exercise': [/低血糖|\blow\b/, /睡前|\bbefore bed\b/],
  'exercise-lows': [/低血糖|\blows?\b/, /睡前|\bbefore bed\b|\bbedtime\b/],
  'night-lows-insulin': [/糖尿病医生|\bdiabetes doctor\b/, /睡前|\bbed\b/],
  'insulin-omission': [/酮症酸中毒|\bketoacidosis\b/, /糖尿病医生|\bdiabetes doctor\b/],
  'stimulant-caffeine': [/能量饮料|\benergy drinks?\b/, /心率|\bheart rate\b/],
  alcohol: [/15 ?克|15 g|1 drink/, /孕|\bpregnan/],
  'alcohol-pregnancy': [/没有已知安全|\bno known safe\b/],
  'alcohol-recovery': [/零|\bnone\b/, /戒酒门诊|\balcohol service\b/],
  // Breastfeeding (intents/lactation.ts).
  'infant-vitamin-d': [
    /400/,
    /宝宝|婴儿|\bbaby\b|\binfant/,
    /滴剂|\bdrops\b/,
    /不能代替|不够|does not cover|doesn'?t cover|not enough|not cover/,
  ],
  'lactation-alcohol': [/2 ?小时|2 hours|two hours/, /酒|alcohol|drink/],
  'lactation-medicine': [/医生|药师|\bdoctor\b|\bpharmacist\b/, /哺乳|breastfeed/],
  // A positive eating-disorder screen (intents/weight.ts): the referral, whatever else the answer says.
  'eating-screen-referral': [/进食障碍|精神心理|eating.disorder/, /医生|门诊|\bdoctor\b|\bgp\b|\bservice\b/],
} as const satisfies Record<string, readonly RegExp[]>;

export function noteCovered(text: string, id: SafetyNote['id']): boolean {
  const t = normaliseQuestion(text);
  return NOTE_MEANING[id].every((re) => re.test(t));
}

/** The text with every note it does not already carry (by meaning) appended; idempotent. */
export function applySafetyNotes(
  text: string,
  notes: readonly SafetyNote[],
): { text: string; added: SafetyNote['id'][] } {
  let out = typeof text === 'string' ? text : '';
  const added: SafetyNote['id'][] = [];
  for (const n of Array.isArray(notes) ? notes : []) {
    if (noteCovered(out, n.id)) continue;
    out = `${out.trimEnd()}\n\n${n.text}`;
    added.push(n.id);
  }
  return { text: out, added };
}
