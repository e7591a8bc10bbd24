/**
 * A low potassium with palpitations, cramps or weakness (eleventh clinician review, zh P3 finding 2:
 * "心慌，小腿晚上抽筋，是不是缺钙了" with K 3.3 on abiraterone and prednisone was answered as a lack of
 * calcium; en P4 finding 3: severe cramps, too weak to get up and a "flip-flopping" heart with K 3.3 on
 * hydrochlorothiazide got the statin text "within a few days" and `urgent: false`).
 *
 * The potassium is the plan's (below its range) or one typed in the message or the one before. With
 * palpitations, an irregular heartbeat or weakness so bad one cannot stand: an emergency (arrhythmia;
 * an ECG and electrolytes now). With cramps or weakness alone: a doctor the same day. It is read here,
 * in the assistant's plan-aware answers, after the red-flag detector (which knows no plan values) and
 * before any intent, so no calcium, statin or food answer comes first.
 */
import { pick, type Bilingual, type Locale } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import { drugById } from '../../interactions';
import { medicineToxicityLines, redFlagFeatures } from '../../safety';
import { normaliseQuestion } from '../lexicon';
import { statedLabs } from './labs';
import { sourceLine } from './shared';

/** Below this (mmol/L, = mEq/L) potassium is low (the lab-markers range; KDIGO, NICE CKS). */
const LOW_POTASSIUM = 3.5;
/** Below this a low potassium is moderate or severe: a doctor the same day (NICE CKS Hypokalaemia). */
const SAME_DAY_POTASSIUM = 3.0;

const PALPITATIONS =
  /心慌|心悸|心跳(乱|快|不齐|漏|停|忽快忽慢|得厉害)|早搏|心律不齐|\bpalpitations?\b|\bheart\b[^.?!]{0,30}\b(racing|pounding|fluttering|flutters?|skipping|skips?|flip-?flopping|flip-?flops|irregular|jumping)\b|\bskipp(ing|ed) beats?\b|\birregular (heart ?beat|pulse)\b/;
const CANNOT_STAND =
  /站不(起来|稳|住)|起不来|扶着都站不|瘫软|动不了|\b(can'?t|cannot|can ?not|unable to|hardly|barely) (stand|get up|walk)\b|\btoo weak to (stand|get up|walk)\b|\bso weak\b/;
const DISEASE_NAMES =
  /(重症)?肌无力(症|患者|病人|的人)?(?!了|得|的厉害|加重)|\bmyasthenia( gravis)?\b|\bmuscle weakness disease\b/g;
const CRAMPS_OR_WEAK =
  /抽筋|痉挛|没劲|没力气|无力|乏力|腿软|\bcramp\w*\b|\bweak(ness)?\b|\bcharley horses?\b/;

/** Medicines that lower potassium, named in the answer when the person takes one. */
const LOWERING_CLASSES: ReadonlySet<string> = new Set([
  'thiazide_diuretic',
  'loop_diuretic',
  'corticosteroid',
  // Twelfth clinician review (en P4): stimulant laxatives taken daily drain potassium (NICE NG69).
  'stimulant_laxative',
]);
/**
 * Twelfth clinician review (zh P1 #5, en P3 #7): theophylline and the β2-agonists lower potassium too
 * (Theo-24 prescribing information, hypokalaemia with toxicity; Advair/Seretide prescribing information
 * §5, hypokalaemia with β2-agonists). By id: the class `bronchodilator` holds tiotropium, which does not.
 */
const LOWERING_DRUGS: ReadonlySet<string> = new Set([
  'theophylline',
  'salbutamol',
  'fluticasone-salmeterol',
  'budesonide-formoterol',
]);

/**
 * Medicines that keep potassium in (fourteenth clinician review, en P1 #3: Harold, K 3.4 on lisinopril
 * with hydrochlorothiazide and CKD G3a, was given the high-potassium foods text): with them, or with
 * kidney disease, tablets of one's own can overshoot, so the low-potassium answer says why (Zestoretic
 * US PI §5; KDOQI 2020 guideline 6.4).
 */
const KEEPING_CLASSES: ReadonlySet<string> = new Set(['ace_inhibitor', 'arb', 'potassium_sparing_diuretic']);
/** Medicines whose own potassium answers speak for them (digoxin's target, abiraterone's steroid). */
const OWN_POTASSIUM_ANSWER: ReadonlySet<string> = new Set(['digoxin', 'abiraterone']);
const KIDNEY_CONDITIONS: ReadonlySet<string> = new Set(['kidney_disease', 'dialysis']);

/** A question about bananas, potassium-rich food or potassium tablets (no symptom named). */
const ASKS_POTASSIUM =
  /香蕉|补钾|钾片|氯化钾|枸橼酸钾|缓释钾|(?:吃|补|喝)[^，。？?]{0,4}钾|\bbananas?\b|\bslow-?k\b|\bk-?dur\b|\bpotassium (tablets?|pills?|supplements?|chloride)\b/;
/**
 * Potassium named with what to eat to bring it up ("血钾2.9 … 平时吃什么能补回来", "my potassium was 2.9,
 * what foods should I eat to bring it up?"): the same question in other words (blind answer round 28,
 * zh-082, unsafe — a typed 2.9 got a food list in cups and the generic target).
 */
const POTASSIUM_NAMED = /钾|\bpotassium\b|\bk\b(?= ?(?:is|was|of|at|came|came back|level)? ?[0-9])/;
const FOOD_TO_RAISE =
  /吃什么|吃啥|食物|食疗|饮食|补回来|补上来|补起来|怎么补|能补|升上来|\bfoods?\b|\beat\b|\bdiet\b|\bbring (it|that|them|my \w+)? ?(back )?up\b|\braise\b|\bboost\b|\bincrease\b|\bget (it|that) up\b/;

/** A magnesium typed in the message or the plan's, below 0.7 mmol/L (NICE CKS Hypomagnesaemia). */
const LOW_MAGNESIUM = 0.7;

const TEXT = {
  urgent: {
    zh: '**血钾偏低（{k} mmol/L）又出现心慌、心跳乱，或者无力到站不起来，可能是低钾引起的心律失常或肌肉无力：请立即就医（急诊），或马上拨打120。** 不要在家等着观察，也不要自己靠吃香蕉或补钾药来纠正——需要马上查血钾、血镁，做心电图，由医生补钾。这不是缺钙，也不是他汀引起的肌肉酸痛，先不要为此多吃钙片。',
    en: '**A low potassium ({k} mmol/L) with palpitations, a skipping or fluttering heartbeat, or weakness so bad you cannot stand can mean a dangerous heart rhythm or muscle weakness from the low potassium: go to the emergency department now or call 911.** Do not wait and see at home, and do not try to fix it with bananas or potassium tablets yourself — potassium and magnesium need checking now with an ECG, and potassium is replaced by the doctor. This is not a lack of calcium or a statin ache; do not take extra calcium for it.',
  },
  sameDay: {
    zh: '**血钾偏低（{k} mmol/L）又出现抽筋或乏力，请今天就去看医生（当天门诊或急诊），复查血钾、血镁，必要时做心电图**；补钾多少由医生决定，只靠饮食一般补不上来。这不是缺钙，先不要为此多吃钙片。如果出现心慌、心跳乱，或者无力到站不起来，请立即就医或拨打120。',
    en: '**A low potassium ({k} mmol/L) with cramps or weakness needs a doctor today (a same-day appointment or urgent care) to recheck potassium and magnesium, with an ECG if needed**; the doctor decides how much potassium to give — food alone rarely corrects it. This is not a lack of calcium; do not take extra calcium for it. Palpitations, a skipping heartbeat or weakness so bad you cannot stand: go to the emergency department now or call 911.',
  },
  question: {
    zh: '**血钾{k} mmol/L偏低：多吃香蕉、土豆、绿叶菜等含钾的食物有一点帮助，但补不上来，也不能代替治疗。** 请{when}让医生复查血钾（最好连同血镁），要不要吃补钾药、吃多少由医生决定，不要自己买钾片吃。出现心慌、心跳乱、抽筋、明显无力或反复呕吐，请当天就医；心跳乱又无力到站不起来，请立即拨打急救电话。',
    en: '**A potassium of {k} mmol/L is low: bananas, potatoes and leafy greens help a little, but food will not correct it and is no treatment.** Have your doctor recheck it {when} (with magnesium if possible); whether you need potassium tablets, and how much, is theirs to decide — do not buy potassium tablets yourself. Palpitations, a skipping heartbeat, cramps, marked weakness or repeated vomiting need a doctor the same day; a racing or skipping heart with weakness so bad you cannot stand needs an ambulance now.',
  },
  today: { zh: '今天就', en: 'today' },
  thisWeek: { zh: '这周内', en: 'this week' },
  magnesium: {
    zh: '你的血镁也偏低（{mg} mmol/L）：镁低的时候，钾很难补上来，请医生把镁一起查、一起补；坚果、豆类、全谷物和深绿色蔬菜同时含镁和钾，可以正常多吃。',
    en: 'Your magnesium is low too ({mg} mmol/L): while magnesium is low, potassium is hard to bring up, so ask the doctor to check and replace both; nuts, beans, whole grains and dark green vegetables carry both and are fine to eat more of.',
  },
  medicinesNoAbiraterone: {
    zh: '你在吃的{names}会让血钾降低，请把正在吃的所有药告诉医生。',
    en: 'Your {names} can lower potassium: tell the doctor every medicine you take.',
  },
  keeps: {
    zh: '你在吃的{names}会让身体留住钾{kidney}：补钾药只能按医生开的量吃并按时复查，自己买的钾片可能让血钾一下子升得过高。血钾偏低时，平常量的含钾食物（比如每天一根香蕉、一份土豆或绿叶菜）不用限制。',
    en: 'Your {names} keeps potassium in{kidney}: potassium tablets only at the dose your prescriber sets, with a recheck — tablets bought on your own can overshoot to a dangerous high. While your potassium is low, ordinary portions of potassium-rich food (a banana, a potato or a serving of greens a day) need no limit.',
  },
  keepsKidney: { zh: '，肾功能下降时更明显', en: ', more so with reduced kidney function' },
  kidney: {
    zh: '你有肾脏病，肾脏排钾的能力下降：补钾药只能按医生开的量吃并按时复查，自己买的钾片可能让血钾一下子升得过高。血钾偏低时，平常量的含钾食物（比如每天一根香蕉、一份土豆或绿叶菜）不用限制。',
    en: 'With kidney disease the kidneys clear potassium less well: potassium tablets only at the dose your prescriber sets, with a recheck — tablets bought on your own can overshoot to a dangerous high. While your potassium is low, ordinary portions of potassium-rich food (a banana, a potato or a serving of greens a day) need no limit.',
  },
  diuretic: {
    zh: '你在吃的{names}是利尿药，会让血钾降低，这很可能是血钾偏低的原因：请让开药的医生复查血钾，并看看利尿药要不要调整；不要自己停药或改剂量。',
    en: 'Your {names} is a water pill that can lower potassium — the likely reason it is low: ask your prescriber to recheck it and review the water pill; do not stop or change it yourself.',
  },
  medicines: {
    zh: '你在吃的{names}会让血钾降低，请把正在吃的所有药（包括阿比特龙等）告诉医生。',
    en: 'Your {names} can lower potassium: tell the doctor every medicine you take (abiraterone included, if you take it).',
  },
} as const satisfies Record<string, Bilingual>;

const SOURCE =
  'NICE CKS Hypokalaemia (2023: potassium below 3.5 mmol/L; arrhythmia, palpitations and muscle weakness or paralysis need urgent assessment with an ECG; thiazide and loop diuretics and corticosteroids cause it)';
const MAGNESIUM_SOURCE =
  'NICE CKS Hypomagnesaemia (magnesium below 0.7 mmol/L; hypokalaemia is refractory until magnesium is corrected)';
/** Cited only for someone on abiraterone (twelfth clinician review, en P4 #8: a Zytiga source for bulimia). */
const ABIRATERONE_SOURCE =
  'Zytiga (abiraterone) prescribing information §5.1 (hypokalaemia from mineralocorticoid excess: correct before and during treatment) — sections cited from memory';

/** Cited when a medicine keeps potassium in, or the kidneys are weak (fourteenth review, en P1 #3). */
const KEEPING_SOURCE =
  'Zestoretic (lisinopril and hydrochlorothiazide) US prescribing information §5 (hypokalaemia from the thiazide; hyperkalaemia from the ACE inhibitor, more with renal impairment and potassium supplements); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 6.4 (adjust dietary potassium to keep serum potassium in range)';

const BRONCHODILATOR_SOURCE =
  'Theo-24 (theophylline) US prescribing information, Warnings (hypokalaemia with raised levels; cited from memory); Advair Diskus (fluticasone/salmeterol) US prescribing information §5 Warnings and Precautions (hypokalaemia with β2-agonists; cited from memory)';

/** The potassium that counts: typed in this message or the one before, else the plan's when low. */
function potassiumOf(plan: PlanDocument | null, text: string, previous: string | undefined): number | null {
  for (const said of [text, previous ?? '']) {
    const k = statedLabs(said).find((s) => s.marker.key === 'serumPotassium');
    if (k && k.value > 1 && k.value < 10) return k.value;
  }
  const m = plan?.reportAnalysis?.markers.find((x) => x.key === 'serumPotassium');
  return m && m.value < LOW_POTASSIUM ? m.value : null;
}

/** The magnesium that counts: typed in this message or the one before, else the plan's; only when low. */
function magnesiumOf(plan: PlanDocument | null, text: string, previous: string | undefined): number | null {
  for (const said of [text, previous ?? '']) {
    const m = statedLabs(said).find((s) => s.marker.key === 'serumMagnesium');
    if (m && m.value > 0.1 && m.value < 3) return m.value < LOW_MAGNESIUM ? m.value : null;
  }
  const m = plan?.reportAnalysis?.markers.find((x) => x.key === 'serumMagnesium');
  return m && m.value < LOW_MAGNESIUM ? m.value : null;
}

export interface LowPotassiumAnswer {
  text: string;
  /** Palpitations or cannot stand: the emergency card. */
  urgent: boolean;
  /** A symptom told (the same-day or urgent card), not a question about potassium food or tablets. */
  symptoms: boolean;
}

/** A low potassium with palpitations, cramps or weakness; null when either is missing. */
export function lowPotassiumSymptoms(input: {
  text: string;
  plan: PlanDocument | null;
  medicines: readonly string[];
  previous?: string;
  locale: Locale;
  /** The plan's conditions or the chat's (kidney disease changes what potassium tablets risk). */
  conditions?: readonly string[];
}): LowPotassiumAnswer | null {
  // The name of a disease is not its symptom: "重症肌无力", "myasthenia" (nineteenth clinician review, zh S3:
  // "听说镁对肌无力不好？…甘氨酸镁还能吃吗" on a potassium of 3.4 got the low-potassium card and no word on
  // magnesium).
  const t = normaliseQuestion(input.text).replace(DISEASE_NAMES, ' ');
  // The triage lexicon's palpitations too ("心里扑通扑通乱跳，有时候漏一拍": twenty-sixth clinician review, zh M1).
  const palpitations = PALPITATIONS.test(t) || redFlagFeatures(t).has('palpitations');
  const cannotStand = CANNOT_STAND.test(t);
  const symptoms = palpitations || cannotStand || CRAMPS_OR_WEAK.test(t);
  // A question without symptoms is answered here with no medicine at all, or for a medicine that lowers
  // or keeps potassium, or with kidney disease (the potassium answers otherwise assume a high one:
  // fourteenth review, en P1 #3); digoxin and abiraterone keep their own potassium answers.
  const classesOf = (id: string): readonly string[] => drugById(id)?.classes ?? [];
  const kidney = (input.conditions ?? []).some((c) => KIDNEY_CONDITIONS.has(c));
  const keepers = [...new Set(input.medicines)].filter((id) =>
    classesOf(id).some((c) => KEEPING_CLASSES.has(c)),
  );
  const questionHere =
    input.medicines.length === 0 ||
    input.medicines.some((id) => LOWERING_DRUGS.has(id) || classesOf(id).includes('stimulant_laxative')) ||
    (!input.medicines.some((id) => OWN_POTASSIUM_ANSWER.has(id)) &&
      (kidney ||
        keepers.length > 0 ||
        input.medicines.some((id) => classesOf(id).some((c) => LOWERING_CLASSES.has(c)))));
  const asks = ASKS_POTASSIUM.test(t) || (POTASSIUM_NAMED.test(t) && FOOD_TO_RAISE.test(t));
  if (!symptoms && !(asks && questionHere)) return null;
  const k = potassiumOf(input.plan, input.text, input.previous);
  if (k === null || !(k < LOW_POTASSIUM)) return null;
  const l = input.locale;
  const urgent = palpitations || cannotStand;
  // The eleventh review's personas: abiraterone lowers potassium through its mineralocorticoid excess.
  const abiraterone = input.medicines.includes('abiraterone');
  const lowering = [...new Set(input.medicines)]
    .map((id) => drugById(id))
    .filter((d) => d && (LOWERING_DRUGS.has(d.id) || d.classes.some((c) => LOWERING_CLASSES.has(c))))
    .map((d) => (l === 'zh-CN' ? d!.zh : d!.en.toLowerCase()));
  const lines = [
    symptoms
      ? pick(urgent ? TEXT.urgent : TEXT.sameDay, l).replace('{k}', String(k))
      : pick(TEXT.question, l)
          .replace('{k}', String(k))
          .replace('{when}', pick(k < SAME_DAY_POTASSIUM ? TEXT.today : TEXT.thisWeek, l)),
  ];
  const sep = l === 'zh-CN' ? '、' : ', ';
  const nameOf = (id: string): string => {
    const d = drugById(id);
    return !d ? id : l === 'zh-CN' ? d.zh : d.en.toLowerCase();
  };
  // A question with no symptom: why tablets of one's own are not the answer here, and the water pill
  // as the likely cause (fourteenth review, en P1 #3).
  const diuretics = [...new Set(input.medicines)].filter((id) =>
    classesOf(id).some((c) => c === 'thiazide_diuretic' || c === 'loop_diuretic'),
  );
  if (!symptoms && keepers.length > 0)
    lines.push(
      pick(TEXT.keeps, l)
        .replace('{names}', keepers.map(nameOf).join(sep))
        .replace('{kidney}', kidney ? pick(TEXT.keepsKidney, l) : ''),
    );
  else if (!symptoms && kidney) lines.push(pick(TEXT.kidney, l));
  if (!symptoms && diuretics.length > 0)
    lines.push(pick(TEXT.diuretic, l).replace('{names}', diuretics.map(nameOf).join(sep)));
  else if (lowering.length > 0) {
    const said = abiraterone ? TEXT.medicines : TEXT.medicinesNoAbiraterone;
    lines.push(pick(said, l).replace('{names}', lowering.join(sep)));
  }
  // A low magnesium beside it keeps the potassium from coming up until it is corrected too.
  const mg = magnesiumOf(input.plan, input.text, input.previous);
  if (mg !== null) lines.push(pick(TEXT.magnesium, l).replace('{mg}', String(mg)));
  // Nausea, a racing heart and tremor on theophylline: its toxicity is named too (en P3 #4).
  if (symptoms) lines.push(...medicineToxicityLines(input.medicines, input.text, l));
  const sources = [
    SOURCE,
    ...(abiraterone ? [ABIRATERONE_SOURCE] : []),
    ...(mg !== null ? [MAGNESIUM_SOURCE] : []),
    ...(input.medicines.some((id) => LOWERING_DRUGS.has(id)) ? [BRONCHODILATOR_SOURCE] : []),
    ...(!symptoms && (keepers.length > 0 || kidney || diuretics.length > 0) ? [KEEPING_SOURCE] : []),
  ];
  return {
    text: lines.join('\n\n') + sourceLine(sources.join('; '), l),
    urgent,
    symptoms,
  };
}
