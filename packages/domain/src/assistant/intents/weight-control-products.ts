/**
 * Products bought without a prescription to control weight: stimulant laxatives (Dulcolax, senna,
 * 番泻叶, slimming teas), "water pills" (Diurex, 排水消肿茶) and diet pills (Hydroxycut, fat burners,
 * 微商减肥胶囊). Twelfth clinician review, en P4 (Kayla, 23, bulimia, K 2.9 on Prozac): "Is it ok to take
 * 4 dulcolax at night to get rid of the bloating?" was answered "do not start, stop or change a medicine
 * on your own" — which tells her to carry on; "the diurex makes me drop like 3 lbs overnight" was
 * out of scope; "Can I take Hydroxycut with my Prozac?" was "no reliable rule".
 *
 * The answer says what the label allows (Dulcolax: 1–3 tablets once a day, no more than a week without a
 * doctor), that laxatives and water pills take off water and potassium, not calories or fat, that a low
 * potassium needs a doctor (today below 3.0 mmol/L: MEED 2022), that diet pills are stimulants that keep
 * an eating disorder going, and — for someone who has used laxatives daily — not to stop suddenly
 * without support. It never says "do not stop your medicine on your own": these are not prescribed.
 *
 * Read for the whole class: a laxative with a weight, bloating or purging context, a count above the
 * label, or a positive eating-disorder screen; a water pill or a diet pill named at all.
 */
import { pick, type Bilingual, type Locale } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import { MEED_2022, PURGING_POTASSIUM_BELOW } from '../../knowledge/scoff';
import { drugById } from '../../interactions';
import { findDrugs } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { statedLabs } from './labs';
import { sourceLine } from './shared';
import { countSaid } from '../../units/number-words';

const LAXATIVE =
  /泻药|番泻叶|果导|酚酞|比沙可啶|便塞停|\blaxatives?\b|\bdulcolax\b|\bbisacodyl\b|\bsenna\b|\bsenokot\b|\bsennosides?\b|\bex-?lax\b/;
/** Teas with a laxative or a diuretic in them: this answer only with purging or a positive screen. */
const LAXATIVE_TEA = /减肥茶|排毒茶|刮油茶|通便茶|\b(detox|skinny|slimming|teatox) teas?\b|\bsmooth move\b/;
/** Sold over the counter as a water pill (Diurex: pamabrom). */
const WATER_PILL_OTC = /\bdiurex\b|\bpamabrom\b/;
/** "Water tablets" said: a weight context needed, and never the person's own prescribed diuretic. */
const WATER_PILL = /\bwater (pills?|tablets?)\b|利尿(药|片)|排水(药|片)/;
const WATER_TEA = /排水(茶|消肿)|消肿(片|茶)|去水肿|利尿茶/;
const DIET_PILL =
  /\bhydroxycut\b|\bfat ?burners?\b|\bdiet pills?\b|\bslimming (pills?|capsules?)\b|\bweight.?loss pills?\b|减肥(药|胶囊|片)|瘦身(胶囊|药|片)|燃脂(胶囊|片)|微商/;
/** Named products sold for weight: always this answer (Hydroxycut). */
const DIET_PILL_NAMED = /\bhydroxycut\b/;
/**
 * Where it was bought (微商, 朋友圈): a diet pill only when the message speaks of weight or names a
 * slimming product — a 微商 selenium, maca or fish oil is not one (fourteenth clinician review, zh P3 #2:
 * "微商说硒片能抗癌，我一天吃两片200微克的，多不多？" got the slimming-pill and eating-disorder text).
 */
const BOUGHT_FROM_WECHAT = /微商|朋友圈买/;
const SLIMMING_NAMED =
  /\bfat ?burners?\b|\bdiet pills?\b|\bslimming (pills?|capsules?)\b|\bweight.?loss pills?\b|减肥|瘦身|燃脂|刮油|排油|掉秤/;
/** Purging said: vomiting on purpose, laxatives or water pills "to get rid of" food or weight. */
const PURGE =
  /催吐|抠喉|吐掉|吃完(就)?(想)?吐|\bpurg\w*\b|\bthrow\w* up\b|\bmake myself (sick|throw up)\b|\bbulimi\w*\b|暴食症|贪食症/;
/** The product is a peer's: a friend, a sister, a classmate (a parent asking has the help line above). */
const SOMEONE_ELSE =
  /闺蜜|朋友|同学|室友|舍友|姐姐|妹妹|\bmy (friend|friends|bestie|bff|sister|sis|brother|roommate|classmate|girlfriend|boyfriend|teammate)\b/;
/** A weight, bloating or purging context: the product is used to control weight. */
const WEIGHT_CONTEXT =
  /减肥|减重|瘦|体重|掉秤|斤|肚子胀|胀气|腹胀|催吐|吐掉|\b(lose|losing|lost|drop\w*) (weight|pounds|lbs?|kg)\b|\bweight\b|\blbs?\b|\bpounds\b|\bbloat\w*\b|\bflat (stomach|tummy)\b|\bpurg\w*\b|\bthrow\w* up\b|\bmake myself sick\b/;
/**
 * A laxative taken straight after eating is taken against the food (blind answer round 19 en-158, a
 * teenager: "my friend takes laxatives after she eats, does that actually work" was declined) — unless
 * constipation is what it is for.
 */
const AFTER_EATING =
  /(吃完|饭后|吃了饭|吃完饭)(就|马上|立刻)?(吃|喝|用)|\bafter (she|he|i|they|we|u|you) (eats?|ate|eating|binges?)\b|\bafter (every |each |a )?(big |large )?(meals?|eating|dinner|lunch|bingeing|binging|binges?)\b/;
/** The weight words of WEIGHT_CONTEXT without bloating (which constipation brings on its own). */
const WEIGHT_WORDS =
  /减肥|减重|瘦|体重|掉秤|斤|催吐|吐掉|\b(lose|losing|lost|drop\w*) (weight|pounds|lbs?|kg)\b|\bweight\b|\blbs?\b|\bpounds\b|\bflat (stomach|tummy)\b|\bpurg\w*\b|\bthrow\w* up\b|\bmake myself sick\b/;
/** On clozapine: the person's medicine, or named. */
const onClozapine = (text: string, medicines: readonly string[]) =>
  medicines.includes('clozapine') || findDrugs(text).some((d) => d.id === 'clozapine');
const CONSTIPATION = /便秘|大便(干|硬|难)|拉不出|\bconstipat\w*|\bcant (go|poop)\b|\bhard stools?\b/;

/** Bisacodyl tablets said ("4 dulcolax", "吃4片便塞停"). */
const TABLETS =
  /(\d+|一|两|二|三|四|五|六|七|八|九|十)\s*(?:片|粒|颗)?\s*(?:dulcolax|bisacodyl|便塞停|比沙可啶)|(?:dulcolax|bisacodyl|便塞停|比沙可啶)[^。.?？]{0,12}?(\d+|一|两|二|三|四|五|六|七|八|九|十)\s*(?:片|粒|颗|tablets?|pills?|tabs?)/;
/** Dulcolax (bisacodyl 5 mg) Drug Facts: adults 1 to 3 tablets in a single daily dose. */
const BISACODYL_LABEL_MAX_TABLETS = 3;

const TEXT = {
  laxativeOver: {
    zh: '**不行：{n}片比说明书允许的多。比沙可啶（便塞停、Dulcolax）成人每天最多一次吃1–3片，自己用不要超过一周。**',
    en: '**No — {n} tablets is more than the label allows. Dulcolax (bisacodyl) is 1 to 3 tablets once a day for adults, and not for more than a week without a doctor.**',
  },
  laxative: {
    zh: '**泻药不能帮你减掉热量或脂肪。** 食物在小肠里就已经吸收了，泻药作用在大肠，拉掉的主要是水和电解质，尤其是钾；掉的“体重”是水，喝水后就回来。天天用还会让肠子越来越依赖泻药，肚子胀反而更重。自己买的刺激性泻药按说明书用，不要超过说明书的最大量，自己用不要超过一周。',
    en: '**Laxatives do not remove calories or fat.** Food is absorbed in the small bowel before a stimulant laxative acts on the large bowel, so what you lose is water and salts — potassium above all — and the "weight" comes back when you drink. Used every day, they make the bowel depend on them and bloating worse. Keep to the label’s maximum and to no more than a week without a doctor.',
  },
  waterPill: {
    zh: '**不是好事：利尿药、排水消肿茶让体重一夜之间掉几斤，掉的是水，不是脂肪，喝水后就回来。** 同时还会带走钾；再加上呕吐或泻药，血钾会更低，可能引起危险的心律失常。',
    en: '**No — a water pill takes off water, not fat, and the pounds come back as soon as you drink.** It also takes potassium with it; with vomiting or laxatives on top, potassium falls further and can upset the heart’s rhythm.',
  },
  dietPill: {
    zh: '**请不要吃。** 自己买的减肥药、燃脂胶囊大多靠大量咖啡因等兴奋剂起作用，会让心跳加快、血压升高；微商和网购的减肥胶囊还常被查出偷偷加了西布曲明（已撤市）、酚酞等违禁药，标签上不写。血钾低、在催吐或用泻药时，这些都会增加心律失常的风险；减肥药也会让进食问题持续下去。你在吃的精神科药物，也请先问开药的医生，不要自己再加减肥药。',
    en: '**Please don’t.** Over-the-counter diet pills and fat burners, Hydroxycut among them, work mainly through large doses of caffeine and other stimulants that speed the heart and raise blood pressure (the FDA warned in 2009 that Hydroxycut products were linked to serious liver injury, and they were recalled). With a low potassium, vomiting or laxatives, a stimulant adds to the risk of a dangerous heart rhythm, and diet pills keep an eating disorder going. Do not add one to a medicine your doctor prescribes — ask them first.',
  },
  potassiumToday: {
    zh: '**你的血钾是{k} mmol/L，低于3.0：请今天就去看医生**，复查血钾、血镁并做心电图，补钾由医生安排；只靠多吃香蕉补不上来。心慌、心跳乱、明显无力或晕倒，请立即拨打120。',
    en: '**Your potassium is {k} mmol/L, below 3.0: please see a doctor today** for a repeat potassium and magnesium test and an ECG, with potassium replaced as the doctor decides; bananas will not correct it. Palpitations, a skipping heartbeat, marked weakness or fainting: call emergency services now.',
  },
  potassiumLow: {
    zh: '你的血钾是{k} mmol/L，已经偏低：请这周内让医生复查血钾、血镁，并把用这些产品的情况告诉医生。',
    en: 'Your potassium is {k} mmol/L, already low: have your doctor recheck potassium and magnesium this week, and tell them about these products.',
  },
  stopping: {
    zh: '**如果你已经天天吃泻药很久了，不要自己一下子全停**，也不要再加量：请今天把用泻药的情况告诉医生，在医生帮助下逐步减停；刚停的一段时间可能会便秘、腹胀、水肿，这是暂时的，不是长胖。',
    en: '**If you have taken laxatives every day for a long time, do not stop all at once on your own** — and do not take more: tell your doctor about them today so you can cut down with support; for a while after stopping you may feel constipated, bloated or puffy, which passes and is not fat.',
  },
  friend: {
    zh: '**担心的是朋友或家人的话：** 可以私下跟她说你担心她，不用争论吃了多少、胖不胖；鼓励她去看医生，愿意的话陪她去。你还没成年的话，把这件事告诉一个你信任的大人——父母、班主任或校医。她要是晕倒、心跳乱或抽筋，马上打120。',
    en: '**If it is a friend or someone in your family:** tell them privately that you are worried about them, without arguing about food or weight, and encourage them to see a doctor — offer to go along. If you are under 18, tell an adult you trust: a parent, a school nurse or a counsellor. If they faint, have a racing or irregular heartbeat or cramps, call 911.',
  },
  help: {
    zh: '用泻药、利尿药、减肥药或催吐来控制体重，是需要专业帮助的信号，这很常见，也是可以治疗的：请找信任的医生（全科医生、精神心理科或进食障碍门诊）谈一谈。',
    en: 'Using laxatives, water pills, diet pills or vomiting to control weight is a sign to get support — it is common and treatable: please talk to a doctor you trust (your GP or an eating-disorder service; in the US the NEDA helpline can point you to one).',
  },
} as const satisfies Record<string, Bilingual>;

const SOURCES = {
  laxativeOver:
    'Dulcolax (bisacodyl 5 mg) Drug Facts label (adults and children 12 years and over: 1 to 3 tablets in a single daily dose; stop use and ask a doctor if you need a laxative for more than 1 week)',
  laxative:
    'US OTC stimulant laxative Drug Facts labels, Warnings (stop use and ask a doctor if you need a laxative for more than 1 week); NICE NG69 Eating disorders: recognition and treatment (2017, updated 2020) (laxatives and diuretics used to control weight: physical risk and electrolyte monitoring; laxatives do not reduce calorie absorption, and stopping them is done gradually with support)',
  waterPill:
    'NICE NG69 Eating disorders: recognition and treatment (2017, updated 2020) (diuretic misuse: fluid and electrolyte loss)',
  dietPill:
    'US FDA, FDA warns consumers to stop using Hydroxycut products (May 2009: serious liver injury; products recalled); US FDA, Tainted Weight Loss Products (hidden sibutramine, phenolphthalein and other drugs); NICE NG69 Eating disorders: recognition and treatment (2017, updated 2020)',
} as const;

export type WeightProductKind = 'laxative' | 'waterPill' | 'dietPill';

/** The potassium that counts: typed in this message, else the plan's. */
function potassiumOf(plan: PlanDocument | null, text: string): number | null {
  const said = statedLabs(text).find((s) => s.marker.key === 'serumPotassium');
  if (said && said.value > 1 && said.value < 10) return said.value;
  return plan?.reportAnalysis?.markers.find((m) => m.key === 'serumPotassium')?.value ?? null;
}

function tabletsSaid(t: string): number | null {
  const m = TABLETS.exec(t);
  const raw = m?.[1] ?? m?.[2];
  if (!raw) return null;
  return countSaid(raw);
}

/** The kinds of no-prescription weight-control product a message asks about, in that context. */
export function weightProductsAsked(
  text: string,
  input: { medicines: readonly string[]; eatingScreenPositive: boolean },
): WeightProductKind[] {
  const t = normaliseQuestion(text);
  if (!t) return [];
  const drugs = findDrugs(text);
  const laxativeNamed = LAXATIVE.test(t) || drugs.some((d) => d.classes.includes('stimulant_laxative'));
  // A prescribed diuretic ("my furosemide water pill", or one the person takes) is the prescriber's.
  const diuretic = (id: string) => (drugById(id)?.classes ?? []).some((c) => /diuretic/.test(c));
  const prescribedDiuretic = drugs.some((d) => diuretic(d.id)) || input.medicines.some((id) => diuretic(id));
  const purging = input.eatingScreenPositive || PURGE.test(t);
  // Bloating told beside constipation is the constipation's, not a weight context (blind answer round 27
  // en-045: "constipated really bad, bloated every day … senna leaf tea and lactulose" on clozapine got the
  // laxative-misuse text and its "no more than a week"); on clozapine the laxatives are the treatment
  // (MHRA 2020) and faq/rows-round27-unsafe-en.ts answers, unless weight or purging is said.
  const constipationBloating = CONSTIPATION.test(t) && !WEIGHT_WORDS.test(t) && !PURGE.test(t);
  if (laxativeNamed && constipationBloating && onClozapine(text, input.medicines)) return [];
  const context =
    (WEIGHT_CONTEXT.test(t) && !(constipationBloating && !input.eatingScreenPositive)) ||
    purging ||
    (AFTER_EATING.test(t) && !CONSTIPATION.test(t)) ||
    (tabletsSaid(t) ?? 0) > BISACODYL_LABEL_MAX_TABLETS;
  // Teas and a diet pill asked about by someone with no sign of purging keep the everyday rows
  // (slimming-teas, diet-pills), which say the same to everyone.
  const out: WeightProductKind[] = [];
  if ((laxativeNamed && context) || (LAXATIVE_TEA.test(t) && purging)) out.push('laxative');
  if (
    !prescribedDiuretic &&
    (WATER_PILL_OTC.test(t) ||
      (WATER_PILL.test(t) && (WEIGHT_CONTEXT.test(t) || purging)) ||
      (WATER_TEA.test(t) && purging))
  )
    out.push('waterPill');
  if (
    DIET_PILL_NAMED.test(t) ||
    (BOUGHT_FROM_WECHAT.test(t) && (SLIMMING_NAMED.test(t) || WEIGHT_CONTEXT.test(t))) ||
    (DIET_PILL.test(t) && purging)
  )
    out.push('dietPill');
  return out;
}

/** The answer, or null when the message asks about none of these products in a weight context. */
export function weightControlProductAnswer(input: {
  text: string;
  plan: PlanDocument | null;
  medicines: readonly string[];
  eatingScreenPositive: boolean;
  locale: Locale;
}): string | null {
  const kinds = weightProductsAsked(input.text, input);
  if (kinds.length === 0) return null;
  const l = input.locale;
  const t = normaliseQuestion(input.text);
  const lines: string[] = [];
  const refs: string[] = [];
  if (kinds.includes('laxative')) {
    const n = tabletsSaid(t);
    if (n !== null && n > BISACODYL_LABEL_MAX_TABLETS) {
      lines.push(pick(TEXT.laxativeOver, l).replace('{n}', String(n)));
      refs.push(SOURCES.laxativeOver);
    }
    lines.push(pick(TEXT.laxative, l));
    refs.push(SOURCES.laxative);
  }
  if (kinds.includes('waterPill')) {
    lines.push(pick(TEXT.waterPill, l));
    refs.push(SOURCES.waterPill);
  }
  if (kinds.includes('dietPill')) {
    lines.push(pick(TEXT.dietPill, l));
    refs.push(SOURCES.dietPill);
  }
  const k = potassiumOf(input.plan, input.text);
  if (k !== null && k < PURGING_POTASSIUM_BELOW) {
    lines.push(pick(TEXT.potassiumToday, l).replace('{k}', String(k)));
    refs.push(MEED_2022.ref);
  } else if (k !== null && k < 3.5) lines.push(pick(TEXT.potassiumLow, l).replace('{k}', String(k)));
  if (kinds.includes('laxative')) lines.push(pick(TEXT.stopping, l));
  lines.push(pick(TEXT.help, l));
  if (SOMEONE_ELSE.test(t)) lines.push(pick(TEXT.friend, l));
  return lines.join('\n\n') + sourceLine([...new Set(refs)].join('; '), l);
}
