/**
 * Blind answer round 27's unsafe zh-CN chat answers (development data), each written as a class — the
 * subject, what is asked and who asks, in both languages:
 * - stopping calcium and vitamin D with a high calcium or sarcoidosis, asked as "but she has osteoporosis"
 *   (zh-037: the thiazide note's "calcium not above the recommended amount" and the kidney vitamin A text);
 * - high-dose vitamin C with G6PD deficiency beside a sulfonamide antibiotic (zh-050: only the sulfonamide
 *   row, with the iron-overload vitamin C text and a "1000 kcal" read from "1000mg");
 * - a pregnancy planned on mycophenolate (zh-057: "no known interaction" with folic acid);
 * - a vitamin D deficiency on an enzyme-inducing antiseizure medicine, asked as a dose (zh-069, zh-073: "400
 *   IU is 稳妥");
 * - high-dose folic acid on phenytoin, phenobarbital or primidone (zh-072: the pregnancy "5 mg is safe" text
 *   for a man);
 * - promethazine for sleep swapped for melatonin with a long QT (zh-101: "do not stop promethazine");
 * - aching or weak muscles or a raised CK on colchicine (zh-144: the statin's "tell the doctor within days",
 *   no word of colchicine toxicity with clarithromycin in kidney disease).
 */
import { CHRONIC_SOURCES } from '../../knowledge/chronic-conditions';
import { HYPERCALCAEMIA_SOURCES } from '../../knowledge/hypercalcaemia';
import { QT_PROLONGING_DRUGS, QT_SOURCE } from '../../knowledge/lab-markers';
import { HIGH_CALCIUM, LOW_VITAMIN_D_SAID } from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

/** Bones or osteoporosis asked beside stopping: "全停了骨头会不会更差", "won't stopping hurt her bones". */
// Bones as a worry, not bone broth ("骨头汤", "bone broth": a dialysis soup question got this row).
const BONES =
  /骨质疏松|骨松|骨头(?!汤)|骨密度|骨折|\bosteopor\w*|\bbones?\b(?! broth)|\bfractures?\b|\bbone density\b/;

/** Stopping, or the supplements themselves: "全停了", "不补钙", "stop the calcium", "without vitamin D". */
const STOP_OR_SUPPLEMENT =
  /停|不吃|不补|不再吃|断|补钙|补d|钙|维生素 ?d|维d|\bstop\w*\b|\bwithout\b|\bquit\w*\b|\bcalcium\b|\bvitamin ?d\b|\bsupplements?\b|\btums\b/;

const G6PD: FaqAudience = {
  conditions: ['g6pd_deficiency'],
  said: /蚕豆病|g-?6-?pd|葡萄糖-?6-?磷酸脱氢酶|\bfavism\b/,
};
const VITAMIN_C =
  /维c|维生素c|vc|泡腾片|抗坏血酸|力度伸|\bvitamin c\b|\bvit c\b|\bascorbic\b|\bemergen-?c\b|\bredoxon\b/;
const SULFONAMIDE =
  /复方新诺明|新诺明|磺胺|smz|\bsmx\b|sulfamethoxazole|co-?trimoxazole|\bbactrim\b|\bseptra\b|tmp-?smx|\bsulfa\b|\bdapsone\b|氨苯砜|伯氨喹|\bprimaquine\b/;

const MYCOPHENOLATE: FaqAudience = {
  medicines: ['mycophenolate'],
  said: /吗替麦考酚酯|麦考酚|霉酚酸|骁悉|赛可平|\bmycophenol\w*|\bcellcept\b|\bmyfortic\b|\bmmf\b/,
};
/** A pregnancy wanted, planned or begun: "想要个宝宝", "备孕", "trying for a baby", "get pregnant". */
const PREGNANCY_PLANNED =
  /要(个)?(宝宝|孩子|小孩|二胎)|生(个)?(宝宝|孩子|小孩)|备孕|怀孕|孕前|受孕|怀上|\bpregnan\w*|\bconceiv\w*|\btrying for a baby\b|\bhave a baby\b|\bstart a family\b|\bbaby\b/;

/** Pregnant now: the plan's life stage, or a pregnancy told as found ("怀孕了", "found out I'm 6 weeks pregnant"). */
const PREGNANT_NOW: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
  said: /(?<!想|准备|打算|计划|备|能|可以|会)(怀孕了|怀上了)|验孕[^，。？]{0,8}(阳性|两条杠)|两条杠|\b(i'?m|i am|she'?s|she is|we'?re) (now )?(\d+|a few|six|five|four|seven|eight) ?(weeks?|wks?) pregnant\b|\bfound out (i'?m|i am|she'?s|she is|we'?re) pregnant\b|\bpositive (pregnancy |home )?test\b|\bjust (found out|learned) (i'?m|she'?s) pregnant\b/,
};

/** What is asked around it: what to prepare, folic acid, food, whether it is safe. */
const PLANNING_ASKED =
  /准备|叶酸|吃|饮食|注意|可以|能不能|行不行|安全|吗|\?|\bfolic\b|\bprepare\b|\bdiet\b|\beat\b|\bwhat\b|\bshould\b|\bcan i\b|\bsafe\b|\bplan\w*\b|\bready\b/;

const ENZYME_INDUCING: FaqAudience = {
  medicines: ['enzyme_inducing_antiepileptic'],
  said: /卡马西平|苯妥英|苯巴比妥|鲁米那|扑米酮|\bluminal\b|\bcarbamazepine\b|\btegretol\b|\bphenytoin\b|\bdilantin\b|\bphenobarb\w*|\bprimidone\b/,
};
/** A 25-OH vitamin D under 20 typed without a unit ("维生素D 11"), beside LOW_VITAMIN_D_SAID's forms. */
const LOW_D_NO_UNIT =
  /(维生素 ?d3?|维d|\bvitamin ?d3?\b|\bvit ?d3?\b)[^。？?\n\d]{0,12}(?<![\d.])1?\d(\.\d+)?(?![\d.]| ?(iu|国际单位|单位|μg|µg|mcg|ug|微克|mg|毫克|片|粒))/;
const LOW_D: FaqAudience = {
  lowVitaminD: true,
  said: new RegExp(`${LOW_VITAMIN_D_SAID.source}|${LOW_D_NO_UNIT.source}`),
};
const DOSE_ASKED =
  /够|多少|剂量|补|吃几|\benough\b|\bhow much\b|\bdose\b|\bshould i take\b|\btake more\b|\bis \d+ ?iu\b|\biu\b/;
/** The medicine asked as the cause: "跟这个药有关吗", "是不是药引起的", "is it the phenobarbital". */
const CAUSE_ASKED =
  /有关|关系|引起|导致|造成|因为|是不是.{0,6}药|\brelated\b|\bcaus\w*\b|\bbecause of\b|\bfrom (the|his|her|my) (med\w*|pills?|tablets?)\b|\bis it (the|his|her|my)\b/;

const PHENYTOIN: FaqAudience = {
  medicines: ['phenytoin', 'fosphenytoin'],
  said: /苯妥英|\bphenytoin\b|\bdilantin\b/,
};
const BARBITURATE: FaqAudience = {
  medicines: ['phenobarbital', 'primidone'],
  said: /苯巴比妥|鲁米那|扑米酮|\bphenobarb\w*|\bluminal\b|\bprimidone\b|\bmysoline\b/,
};
/** Folic acid, or its 5 mg tablet, said in the message itself (the early whole-message rows read only it). */
const FOLIC = /叶酸|\bfolic\b|\bfolate\b|(?<![\d.])5 ?(mg|毫克)/;
/** Folic acid or a high dose of it named: "叶酸", "5mg", "大剂量", "high-dose". */
const FOLIC_OR_DOSE =
  /叶酸|\bfolic\b|\bfolate\b|5 ?mg|5毫克|5000|大剂量|剂量大|\bhigh[- ]dose\b|\bfive (mg|milligrams?)\b/;
/** Asked about: whether it may be taken, is too much, or touches the antiseizure medicine. */
const MAY_I =
  /吗|能不能|可以|会不会|是不是|太大|太多|安全|药效|冲掉|浓度|行不行|\?|\bsafe\b|\bok(ay)?\b|\bcan i\b|\bshould i\b|\btoo (much|high|strong)\b|\blevels?\b|\bwork\b|\binterfere\w*\b/;

const QT: FaqAudience = { medicines: QT_PROLONGING_DRUGS, said: /qtc?|qt间期|长qt|\blong qt\b/ };
const MELATONIN = /褪黑素|\bmelatonin\b|\bcircadin\b/;
const PROMETHAZINE = /异丙嗪|非那根|\bpromethazine\b|\bphenergan\b|\bsominex\b/;

/** The swap asked: "改成", "换", "代替", "对心脏好一点", "instead", "switch", "safer for my heart". */
const SWITCH_ASKED =
  /改|换|代替|替代|心脏|安全|好一点|好些|\binstead\b|\bswitch\w*\b|\bswap\w*\b|\breplac\w*\b|\bheart\b|\bsafer\b|\bbetter\b|\bqtc?\b/;

const COLCHICINE: FaqAudience = {
  medicines: ['colchicine'],
  said: /秋水仙碱|\bcolchicine\b|\bcolcrys\b|\bmitigare\b/,
};
/** Muscle symptoms or a CK: "腿有点酸没劲", "CK 410", "muscles ache", "legs feel weak". */
const MUSCLE =
  /(?<![a-z])ck(?![a-z])|肌酸激酶|肌酶|横纹肌|肌肉[^，。？?]{0,4}(酸|痛|疼|无力|没劲)|(腿|胳膊|手臂|全身|身上)[^，。？?]{0,4}(酸|痛|疼|无力|没劲|没力气|发软)|没劲|没力气|无力|\bcreatine kinase\b|\bcpk\b|\brhabdo\w*|\bmuscles?\b[^.?!]{0,30}\b(ache|aching|sore|pain|weak|hurt)\w*|\b(aching|achy|sore|weak|heavy)\b[^.?!]{0,20}\b(legs?|muscles?|arms?|thighs?)\b|\b(legs?|arms?|thighs?)\b[^.?!]{0,20}\b(weak|achy|aching|sore|heavy)\b|\bweakness\b/;

/** Asked whether the medicines cause it or what to eat: "跟药有关吗", "吃东西要调整啥", "is it the tablets". */
const MEDICINE_OR_FOOD_ASKED =
  /药|有关|关系|怎么办|怎么回事|吃|饮食|注意|吗|\?|\bmedicines?\b|\bmeds?\b|\bdrugs?\b|\bpills?\b|\btablets?\b|\brelated\b|\bcaus\w*\b|\bdiet\b|\beat\b|\bshould\b|\bwhat\b|\bworr\w*\b/;

/**
 * Calcium and albumin said together in mg/dL and g/dL ("血钙8.3，白蛋白3.2"): the albumin-corrected calcium
 * (Payne 1973: Ca + 0.8 × (4.0 − albumin)), which says whether a low total calcium is low.
 */
function correctedCalcium(said: string): { ca: number; alb: number; corrected: number } | null {
  const ca = /(血钙|\bcalcium\b|\bca\b)[^，。？?\d]{0,8}(\d{1,2}\.\d)(?! ?mmol)/.exec(said);
  const alb = /(白蛋白|\balbumin\b|\balb\b)[^，。？?\d]{0,8}([1-5]\.\d)(?! ?g\/l)/.exec(said);
  if (!ca || !alb) return null;
  const c = Number(ca[2]);
  const a = Number(alb[2]);
  if (c < 5 || c > 14 || a < 1 || a > 5.5) return null;
  return { ca: c, alb: a, corrected: Math.round((c + 0.8 * (4 - a)) * 10) / 10 };
}

const ANTISEIZURE_D_ZH =
  '**化验已经是维生素D缺乏（25-羟维生素D低于50 nmol/L，即20 ng/mL；低于30 nmol/L、12 ng/mL属严重缺乏）时，每天400或1000国际单位的日常量不够，要由医生定一个治疗剂量（常是几周的较大剂量，再改为维持量），大约三个月后复查。** 卡马西平、苯妥英、苯巴比妥、扑米酮这类抗癫痫药会加快维生素D的分解，吃这类药的人需要的维生素D常是一般人的两到三倍。所以现在吃的量不要自己减，也不要自己一次吃大剂量——请把化验结果给医生或神经科医生看，问清楚补多少、补多久，同时查血钙。钙主要从食物来（每天300–500毫升奶或等量酸奶，加豆腐、深绿叶菜）。抗癫痫药照常吃，不要因此停药或减药。';
const ANTISEIZURE_D_EN =
  '**A test that already shows vitamin D deficiency (25-OH vitamin D under 50 nmol/L, 20 ng/mL; under 30 nmol/L, 12 ng/mL, is severe) needs a treatment dose set by your doctor — an everyday 400 or 1,000 IU a day is not enough to correct it; treatment is usually a higher dose for some weeks, then a maintenance dose, with a recheck after about three months.** Carbamazepine, phenytoin, phenobarbital and primidone speed up the breakdown of vitamin D, so people on them often need two to three times the usual amount. Do not cut what you take now, and do not start a large dose on your own — show the result to your doctor or neurologist and ask how much and for how long, with a calcium check. Calcium comes mainly from food (two to three servings of dairy or calcium-set tofu and green vegetables a day). Keep taking your antiseizure medicine as prescribed.';

function antiseizureVitaminD(said: ComposeInput, zh: boolean): string | null {
  const c = correctedCalcium(`${said.previous ?? ''} ${said.text}`);
  if (!c) return null;
  const inRange = c.corrected >= 8.5 && c.corrected <= 10.5;
  const calcium = zh
    ? `**血钙${c.ca} mg/dL要结合白蛋白看：白蛋白${c.alb} g/dL偏低时，总钙会显得低。按白蛋白校正后约${c.corrected} mg/dL（校正钙 = 血钙 + 0.8 ×（4.0 − 白蛋白）），${inRange ? '在正常范围（8.5–10.5）内，不算真的低' : c.corrected < 8.5 ? '仍然偏低，请尽快让医生复查（最好查离子钙）' : '偏高，请尽快让医生复查'}；最准的是查离子钙，由医生判断。**`
    : `**A calcium of ${c.ca} mg/dL is read with the albumin: with a low albumin (${c.alb} g/dL) the total calcium looks low. Corrected for albumin it is about ${c.corrected} mg/dL (calcium + 0.8 × (4.0 − albumin)), ${inRange ? 'inside the normal range (8.5–10.5), so not truly low' : c.corrected < 8.5 ? 'still low — ask your doctor to recheck it soon (an ionised calcium is best)' : 'high — ask your doctor to recheck it soon'}; an ionised calcium is the exact test, and your doctor reads it.**`;
  return `${calcium}\n\n${zh ? ANTISEIZURE_D_ZH : ANTISEIZURE_D_EN}`;
}

/**
 * High-dose folic acid with an antiepileptic whose level it lowers (phenytoin; phenobarbital and primidone):
 * one row per medicine, in that medicine's own name, the rest shared (round 27 zh-072; twenty-seventh
 * clinician review, en S3: the phenytoin text told a man on phenobarbital to have "the phenytoin level
 * rechecked").
 */
function highDoseFolicRow(
  id: string,
  audience: FaqAudience,
  text: FaqRow['text'],
  notFor?: FaqAudience,
): FaqRow {
  return {
    id,
    when: [FOLIC_OR_DOSE, MAY_I],
    for: { all: [audience, { said: FOLIC }] },
    ...(notFor ? { notFor } : {}),
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'medicine_question',
    prescribedDoses: { folate: 5000 },
    text,
    source: {
      ref: 'Dilantin (phenytoin) US prescribing information §7 Drug Interactions (folic acid among drugs that may decrease phenytoin serum levels) — section cited from memory; Stockley’s Drug Interactions, Phenytoin + Folic acid (also phenobarbital and primidone) — monograph cited from memory; NICE NG217 Epilepsies in children, young people and adults (2022), 1.13 (5 mg folic acid for women who could become pregnant); NIH ODS Folate Fact Sheet (folic acid can mask vitamin B12 deficiency)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=dilantin',
    },
  };
}

export const ROUND27_ZH_UNSAFE_FAQ: readonly FaqRow[] = [
  {
    // Round 27 zh-037 ("可她有骨质疏松啊，全停了骨头会不会更差" after "结节病，血钙11.4 … 维D3 5000IU、钙尔奇
    // 两片、Tums四片"): the thiazide note's "calcium not above the recommended amount".
    id: 'hypercalcaemia-stop-supplements-bones',
    when: [BONES, STOP_OR_SUPPLEMENT],
    // A high calcium in the plan or said: sarcoidosis or hyperparathyroidism alone keep their own rows
    // (review9-calcium: "I have sarcoidosis — should I take vitamin D for my bones?").
    for: HIGH_CALCIUM,
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'supplement_dose',
    text: {
      zh: '**血钙偏高（或有结节病）时，钙片、维生素D补充剂、含钙抗酸药（如Tums、碳酸钙咀嚼片）和含钙或维生素D的复合维生素都要停，即使有骨质疏松也一样——除非治疗她的专科医生查过血钙后专门开了。** 停这些补充剂几周不会让骨头明显变差；血钙高本身伤肾、也伤骨头，先把血钙降下来才是保护骨头。骨质疏松靠医生开的抗骨松药（如阿仑膦酸钠等）来治，这些处方药继续按时吃；激素（如泼尼松）也不要自己停。噻嗪类利尿剂（如氢氯噻嗪）也会升高血钙，请告诉医生。饮食里的钙保持平常量就好，不额外加，也不要把奶制品全断；每天多喝水（医生限水的除外）。什么时候、以什么剂量再补钙和维生素D，等血钙正常后由专科医生决定。这几天就复诊；如果非常口渴、尿特别多、呕吐、糊涂或昏昏欲睡，马上去急诊。',
      en: '**With a high blood calcium (or sarcoidosis), calcium tablets, vitamin D supplements, calcium antacids such as Tums and any multivitamin with calcium or vitamin D stop — osteoporosis or not — unless the specialist treating her prescribes them after checking her calcium.** A few weeks without these supplements does not noticeably weaken bones; a high calcium itself harms the kidneys and the bones, so bringing it down is what protects them. Osteoporosis is treated with the bone medicine her doctor prescribes (alendronate or similar), which she keeps taking, and she does not stop a steroid such as prednisone on her own. A thiazide water pill (hydrochlorothiazide) raises calcium too — tell the doctor. Keep food calcium ordinary — no extra, but no cutting out dairy — and drink plenty of water unless fluids are limited. When and how much calcium and vitamin D to restart is for the specialist once the calcium is normal. See the doctor in the next few days; very thirsty, passing a lot of urine, vomiting, confused or drowsy: go to the emergency department now.',
    },
    source: {
      ref: `${HYPERCALCAEMIA_SOURCES.sfeAcute.ref}; ${HYPERCALCAEMIA_SOURCES.sarcoidosis.ref}; ${HYPERCALCAEMIA_SOURCES.thiazide.ref}`,
      url: HYPERCALCAEMIA_SOURCES.sfeAcute.url,
    },
  },
  {
    // Round 27 zh-050 ("我是蚕豆病…医生现在给我开了复方新诺明，我自己一直吃维C，1000mg一天三次"): the
    // sulfonamide row alone, with the iron-overload vitamin C text; 3 g a day of vitamin C was passed over.
    id: 'g6pd-vitamin-c-with-sulfonamide',
    when: [VITAMIN_C, SULFONAMIDE],
    for: G6PD,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'dose_too_high',
    text: {
      zh: '**有问题，两样都要处理。第一，维生素C：有蚕豆病（G6PD缺乏）不要吃大剂量维生素C——一天3000毫克（1000毫克一天三次）已经超过成人的可耐受最高摄入量（每天2000毫克），每天几克的维生素C有在蚕豆病患者身上引起溶血的报告；从今天起停掉这种大剂量，维生素C从蔬菜水果里获取就够，一定要吃补充剂的每天不超过500毫克。第二，复方新诺明：它是磺胺类药，说明书提示G6PD缺乏的人用后可能溶血——今天就联系开药医生或药师，说明你有蚕豆病，医生通常会换一种对你安全的抗菌药；在医生答复前不要自己停药或换药。** 两样叠在一起，溶血的风险更高。出现浓茶色或酱油色的尿、眼睛或皮肤发黄、乏力、心慌气短，请立即就医，并告诉医生你在吃的药和维生素C。',
      en: '**Yes, there is a problem, and both parts need action. First, vitamin C: with G6PD deficiency, take no high-dose vitamin C — 3,000 mg a day (1,000 mg three times) is above the adult upper limit of 2,000 mg a day, and several grams a day have caused haemolysis in G6PD deficiency; stop the high dose from today — fruit and vegetables give enough, and a supplement, if you want one, stays under 500 mg a day. Second, co-trimoxazole (Bactrim): it is a sulfonamide, and its label warns it can cause haemolysis in G6PD deficiency — call the prescriber or a pharmacist today and say you have G6PD deficiency; another antibiotic is usually chosen. Until they answer, do not stop or swap the antibiotic on your own.** The two together add to the risk. Tea- or cola-coloured urine, yellow eyes or skin, weakness, a racing heart or breathlessness need emergency care — tell them what you take, vitamin C included.',
    },
    source: {
      ref: `${CHRONIC_SOURCES.g6pdVitaminC.ref}; ${CHRONIC_SOURCES.g6pdSulfonamide.ref}; ${CHRONIC_SOURCES.g6pdCpic.ref}`,
    },
  },
  {
    // Round 27 zh-057 ("狼疮肾炎，现在吃吗替麦考酚酯（骁悉）、羟氯喹和强的松，想要个宝宝了…叶酸现在开始吃吗"):
    // "no known interaction" with folic acid; the teratogenic mycophenolate never named.
    id: 'mycophenolate-pregnancy-planning',
    when: [PREGNANCY_PLANNED, PLANNING_ASKED],
    // "How long off it before trying" and a hydroxychloroquine question have their own rows (review9-dsl).
    unless: [
      /多久|多长时间|\bhow long\b/,
      /(羟氯喹|纷乐|\bhydroxychloroquine\b|\bplaquenil\b)[^，。？?]{0,24}(要停|停吗|停不停|伤眼|\bstop\b|\bcome off\b)|\b(stop|come off|quit) (my |the )?(hydroxychloroquine|plaquenil)\b/,
    ],
    for: MYCOPHENOLATE,
    // Pregnant now is the medicine's own pregnancy rule — the prescriber today — not a planning visit (forty-first
    // clinician review, en M11: "i just found out im 6 weeks pregnant … should i just stop the cellcept today?").
    notFor: PREGNANT_NOW,
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'pregnancy_lactation',
    prescribedDoses: { folate: 400 },
    text: {
      zh: '**最要紧的一件事：吗替麦考酚酯（骁悉）会导致流产和严重的出生缺陷，怀孕前必须由风湿科（或肾内科）医生换成怀孕可以用的药，并且至少停用6周、病情稳定后再开始备孕。** 请尽快约医生专门谈备孕，不要自己停药——自己停药可能让狼疮肾炎复发，这对你和以后的宝宝都危险；换药以前要继续可靠避孕（说明书要求）。一般建议狼疮稳定至少6个月再怀孕；羟氯喹通常整个孕期都继续吃，强的松的量由医生定。如果已经怀孕或月经推迟，今天就联系医生。**叶酸可以现在就开始：每天0.4毫克（400微克），至少在怀孕前3个月开始，吃到孕早期结束；医生可能根据情况让你用更大剂量。** 饮食上：均衡吃，蛋白质、钙和维生素D要够（吃激素的人尤其要注意钙和维生素D，按医生的量），少盐（肾炎和激素都需要）；紫锥菊等“增强免疫”的保健品和草药会和免疫抑制治疗相冲，备孕期间也不要吃，先停下来问医生。',
      en: '**The most important thing first: mycophenolate (CellCept, Myfortic) causes miscarriage and serious birth defects, so before a pregnancy your rheumatologist (or nephrologist) must switch it to a pregnancy-compatible medicine, and it must be stopped at least 6 weeks before you try to conceive, with the lupus quiet.** Book a visit about pregnancy planning soon, and do not stop it on your own — stopping can bring back the lupus nephritis, which is dangerous for you and a future baby; keep using reliable contraception until the switch (the label requires it). Lupus is usually kept quiet for at least 6 months before conceiving; hydroxychloroquine is normally continued through pregnancy, and the prednisone dose is your doctor’s. If you might already be pregnant or your period is late, contact your doctor today. **Folic acid can start now: 0.4 mg (400 µg) a day, from at least 3 months before conceiving to the end of the first trimester; your doctor may advise a higher dose.** Food: a balanced diet with enough protein, calcium and vitamin D (on a steroid especially — at the doses your doctor sets) and little salt (for the nephritis and the steroid); “immune-boosting” products and herbs such as echinacea work against immunosuppressive treatment — stop them and ask your doctor before pregnancy too.',
    },
    source: {
      ref: 'CellCept (mycophenolate mofetil) US prescribing information, Boxed Warning (embryofetal toxicity) and §5.1, §8.3 (pregnancy planning, contraception), Mycophenolate REMS (2012, updated); Sammaritano LR et al. 2020 American College of Rheumatology Guideline for the Management of Reproductive Health in Rheumatic and Musculoskeletal Diseases. Arthritis Rheumatol 2020;72:529–556 (mycophenolate stopped at least 6 weeks before conception, switched to a compatible medicine; hydroxychloroquine continued; disease quiescent 6 months) — section wording cited from memory; Andreoli L et al. EULAR recommendations for women’s health in SLE and/or APS. Ann Rheum Dis 2017;76:476–485; 国家卫生健康委 围受孕期增补叶酸预防神经管缺陷指南（2017）（孕前3个月起每日0.4 mg）',
      url: 'https://www.mycophenolaterems.com/',
    },
  },
  {
    // Round 27 zh-069 ("vitamin D 28 nmol/L，现在每天吃1000IU的D3…这剂量够吗", on carbamazepine) and zh-073
    // ("化验维生素D 11，血钙8.3，白蛋白3.2…维D要补多少", on phenytoin): "400 IU is 稳妥".
    id: 'antiseizure-vitamin-d-deficiency-dose',
    // Or the medicine asked as the cause ("维生素D只有10，是不是跟这个药有关？": twenty-seventh clinician
    // review, zh S3, got the general bones row's "400 IU is 稳妥" beside the plan's treatment dose).
    when: [
      /维生素 ?d|维d|维他命d|\bvitamin ?d\b|\bvit ?d\b|\bd3\b|25[- ]?(羟|oh)/,
      new RegExp(`${DOSE_ASKED.source}|${CAUSE_ASKED.source}`),
    ],
    for: { all: [ENZYME_INDUCING, LOW_D] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'supplement_dose',
    compose: antiseizureVitaminD,
    text: { zh: ANTISEIZURE_D_ZH, en: ANTISEIZURE_D_EN },
    source: {
      ref: 'Holick MF et al. Evaluation, treatment, and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96:1911–1930 (deficiency below 20 ng/mL, 50 nmol/L; treatment doses for deficiency; people on anticonvulsants need two to three times more vitamin D); NICE CKS Vitamin D deficiency in adults (2022: loading then maintenance, recheck about 3 months) — section cited from memory; MHRA Drug Safety Update (April 2009): antiepileptics — adverse effects on bone; Payne RB et al. BMJ 1973;4:643–646 (albumin-corrected calcium)',
      url: 'https://doi.org/10.1210/jc.2011-0385',
    },
  },
  // Round 27 zh-072 ("5mg是不是太大了？会不会把抗癫痫的药效冲掉" after "吃苯妥英钠好多年…我姐怀孕剩下的
  // 叶酸片5mg"): the pregnancy "5 mg is safe" text for a man.
  highDoseFolicRow('phenytoin-high-dose-folic-acid', PHENYTOIN, {
    zh: '**对，5毫克对你来说不是“安全随便吃”的量：大剂量叶酸（每天1毫克以上）会加快苯妥英（和苯巴比妥、扑米酮）的代谢，让血药浓度下降，有因此癫痫发作的报告。别人的5毫克叶酸片不要自己开始吃。** 吃苯妥英多年叶酸偏低很常见，确实需要处理，但要由神经科医生来定：先查维生素B12（B12缺乏时单补叶酸会掩盖它），再决定叶酸吃多少；开始或调整叶酸后要复查苯妥英的血药浓度，必要时调整苯妥英的剂量。苯妥英照常吃，不要自己改。如果是备孕或怀孕的女性，医生常会开5毫克叶酸，同样要在神经科医生跟进、查血药浓度的情况下吃。饮食上多吃深绿叶菜、豆类、柑橘，可以帮助补叶酸。出现发作变多、头晕走路不稳，尽快联系医生。',
    en: '**Yes — for you 5 mg is not a dose to take on your own: high-dose folic acid (above 1 mg a day) speeds the breakdown of phenytoin (and of phenobarbital and primidone), lowering its level, and seizures have followed. Do not start someone else’s 5 mg tablets.** A low folate after years on phenytoin is common and does need treating, but by your neurologist: vitamin B12 is checked first (folic acid alone can mask a B12 deficiency), then the folic acid dose is chosen, and the phenytoin level is rechecked after folic acid is started or changed, with the phenytoin dose adjusted if needed. Keep taking phenytoin as prescribed. A woman planning or in a pregnancy is often prescribed 5 mg — likewise with the neurologist following the levels. Dark green vegetables, beans and citrus fruit help with folate. More seizures, dizziness or unsteadiness: contact your doctor soon.',
  }),
  highDoseFolicRow(
    'barbiturate-high-dose-folic-acid',
    BARBITURATE,
    {
      zh: '**对，5毫克对你来说不是“安全随便吃”的量：大剂量叶酸（每天1毫克以上）会加快苯巴比妥（鲁米那，和扑米酮、苯妥英）的代谢，让血药浓度下降，有因此癫痫发作的报告。别人的5毫克叶酸片不要自己开始吃。** 吃苯巴比妥多年叶酸偏低很常见，确实需要处理，但要由神经科医生来定：先查维生素B12（B12缺乏时单补叶酸会掩盖它），再决定叶酸吃多少；开始或调整叶酸后要复查苯巴比妥的血药浓度，必要时调整苯巴比妥的剂量。苯巴比妥照常吃，不要自己改。如果是备孕或怀孕的女性，医生常会开5毫克叶酸，同样要在神经科医生跟进、查血药浓度的情况下吃。饮食上多吃深绿叶菜、豆类、柑橘，可以帮助补叶酸。出现发作变多、头晕走路不稳，尽快联系医生。',
      en: '**Yes — for you 5 mg is not a dose to take on your own: high-dose folic acid (above 1 mg a day) speeds the breakdown of phenobarbital (and of primidone and phenytoin), lowering its level, and seizures have followed. Do not start someone else’s 5 mg tablets.** A low folate after years on phenobarbital is common and does need treating, but by your neurologist: vitamin B12 is checked first (folic acid alone can mask a B12 deficiency), then the folic acid dose is chosen, and the phenobarbital level is rechecked after folic acid is started or changed, with the phenobarbital dose adjusted if needed. Keep taking phenobarbital as prescribed. A woman planning or in a pregnancy is often prescribed 5 mg — likewise with the neurologist following the levels. Dark green vegetables, beans and citrus fruit help with folate. More seizures, dizziness or unsteadiness: contact your doctor soon.',
    },
    PHENYTOIN,
  ),
  {
    // Round 27 zh-101 ("晚上睡不着会吃一片异丙嗪，想改成褪黑素，这样是不是对心脏好一点", QTc 486 on methadone
    // and citalopram): "do not stop promethazine, do not replace it with a supplement".
    id: 'qt-promethazine-to-melatonin',
    when: [MELATONIN, SWITCH_ASKED],
    unless: [/褪黑素[^，。？?]{0,10}(\d{2,} ?(mg|毫克))|\bmelatonin\b[^.?!]{0,10}\b\d{2,} ?mg\b/],
    for: {
      all: [
        QT,
        { said: new RegExp(`${PROMETHAZINE.source}|qtc?|qt间期|长qt|\\blong qt\\b|心脏|\\bheart\\b`) },
      ],
    },
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**你的想法是对的方向：异丙嗪会延长QT间期，和美沙酮、西酞普兰这类同样延长QT的药叠加，QT已经偏长时风险更高；褪黑素不延长QT。请这几天内就和开药医生（或药师）谈，把睡前的异丙嗪换掉——美沙酮和西酞普兰不要自己停或减。** 偶尔睡前吃一片的异丙嗪不需要慢慢减量，但换药请让医生知道，由医生一起看你的QT和其他用药。用褪黑素时用小剂量（0.5–3毫克，睡前1–2小时），它和美沙酮一起会更困，不要和酒、其他助眠药或缬草同用，第二天早上犯困就别开车。血钾、血镁偏低会让QT更危险：医生开的补钾、补镁按时吃，按时复查，呕吐腹泻时尽早告诉医生。心慌、心跳很快或乱跳、头晕要晕倒或晕倒，请立即叫急救。',
      en: '**You are thinking in the right direction: promethazine prolongs the QT interval, adding to methadone and citalopram, which prolong it too — a risk when the QT is already long — and melatonin does not prolong QT. Talk to your prescriber (or a pharmacist) in the next few days about replacing the bedtime promethazine — and do not stop or cut methadone or citalopram on your own.** An occasional bedtime promethazine needs no tapering, but let the prescriber know about the switch so they can review it with your QT and other medicines. Keep melatonin low (0.5–3 mg, 1–2 hours before bed); with methadone it adds to drowsiness, so no alcohol, other sleep aids or valerian with it, and no driving if you are drowsy the next morning. Low potassium and magnesium make a long QT more dangerous: take the potassium or magnesium you were prescribed, keep your blood tests, and tell the doctor early about vomiting or diarrhoea. Palpitations, a racing or fluttering heart, feeling faint or fainting need emergency care at once.',
    },
    source: {
      ref: `${QT_SOURCE.ref}; CredibleMeds QTdrugs list (promethazine: possible risk of torsades; methadone and citalopram: known risk; melatonin not listed) — accessed from memory; NCCIH Melatonin: What You Need To Know (2022)`,
      url: QT_SOURCE.url,
    },
  },
  {
    // Round 27 zh-144 ("他抽血CK 410，说腿有点酸没劲，这跟药有关吗" after "秋水仙碱、别嘌醇、立普妥…又加了克拉
    // 霉素"): the statin's "tell the doctor within days"; colchicine toxicity never named.
    id: 'colchicine-muscle-same-day',
    when: [MUSCLE, MEDICINE_OR_FOOD_ASKED],
    for: COLCHICINE,
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**可能和药有关，而且要今天就联系医生，不要等几天。** 吃秋水仙碱的人出现肌肉酸痛、没劲或肌酸激酶（CK）升高，可能是秋水仙碱中毒或横纹肌溶解的早期表现；克拉霉素会让秋水仙碱在体内大量蓄积，秋水仙碱说明书写明：肾功能或肝功能不好的人禁止和克拉霉素这类药同用；他汀（如阿托伐他汀/立普妥）和年纪大也会增加肌肉损伤的风险。请今天就打电话给开药医生或去看医生（下班时间去急诊），带上所有药盒，说清楚在吃秋水仙碱、立普妥，最近加了克拉霉素，以及肾功能情况；医生通常会暂停秋水仙碱或换抗生素，并复查CK和肾功能。不要自己加减药。出现尿色变深（浓茶色、可乐色）、站不起来或走不了路、腹泻呕吐、尿量明显减少，马上去急诊。饮食上没有能解决这个问题的吃法：正常吃饭，按平时的量喝水（医生限水的除外），不吃西柚（葡萄柚）和柚子，不吃红曲。',
      en: '**It may well be the medicines, and it needs a call to the doctor today — not in a few days.** On colchicine, aching or weak muscles or a raised CK (creatine kinase) can be the first signs of colchicine toxicity or rhabdomyolysis; clarithromycin makes colchicine build up in the body, and the colchicine label says it must not be given with clarithromycin or similar medicines to anyone with kidney or liver impairment; a statin (atorvastatin, Lipitor) and older age add to the muscle risk. Call the prescriber or see a doctor today (out of hours, the emergency department), take every box along, and say colchicine and Lipitor are taken, clarithromycin was just added, and how the kidneys are; the usual answer is to pause the colchicine or change the antibiotic, and recheck the CK and kidney function. Do not change the doses yourself. Dark (tea- or cola-coloured) urine, being unable to stand or walk, diarrhoea or vomiting, or passing much less urine: go to the emergency department now. No food fixes this: eat normally, drink your usual amount (unless fluids are limited), and no grapefruit, pomelo or red yeast rice.',
    },
    source: {
      ref: 'Colcrys (colchicine) US prescribing information §4 Contraindications (patients with renal or hepatic impairment must not be given colchicine with a P-gp inhibitor or a strong CYP3A4 inhibitor such as clarithromycin), §5.3 (neuromuscular toxicity and rhabdomyolysis; with statins), §7; US FDA, Information for Healthcare Professionals: new safety information for colchicine (2009; deaths with clarithromycin); Lipitor (atorvastatin) US prescribing information §5.1 (myopathy and rhabdomyolysis; colchicine, clarithromycin)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=colcrys',
    },
  },
];
