import type { Bilingual, Source } from '../contracts/common';

/**
 * What leads the answer when a woman on a medicine that can harm an unborn baby (knowledge/teratogens.ts)
 * says she had sex without contraception, or that her period is late (issue 31/30, sixteenth clinician
 * review, zh P5-S1 and P5-S2): "我和男朋友没有避孕，吃泰尔丝期间会有问题吗？" got only the minocycline
 * interaction; "我月经推迟两周了，还在吃泰尔丝" got "do not stop the medicine" and no pregnancy test.
 * These are the words a careful pharmacist says first, whatever else the answer goes on to say.
 *
 * `{drug}` is the medicine's name in the answer's language.
 */
export interface TeratogenLead {
  /** A late or missed period, or a positive test: test today, and the label's instruction. */
  late: Bilingual;
  /** Sex without contraception: the risk, the contraception rule, a test, emergency contraception. */
  unprotected: Bilingual;
  source: Source;
}

const TEST_AND_EC_SOURCE =
  'NHS, Doing a pregnancy test (a urine test is reliable from 21 days after unprotected sex; section from memory); WHO Emergency contraception fact sheet (2021: levonorgestrel within 72 hours, sooner is better; from memory)';

/**
 * Isotretinoin's own lead: the label says stop at once if pregnancy occurs (the row's `ifPregnant`
 * follows this text in the answer), and the contraception rule is the pregnancy prevention programme's.
 */
export const ISOTRETINOIN_LEAD: TeratogenLead = {
  late: {
    zh: '**月经推迟又在吃异维A酸（泰尔丝）：今天就验孕**——用早孕试纸测晨尿，或去医院抽血查HCG。',
    en: '**A late period while taking isotretinoin: do a pregnancy test today** — a urine test on first-morning urine, or a blood hCG test.',
  },
  unprotected: {
    zh: '**吃异维A酸（泰尔丝）期间没有避孕，是很严重的问题：异维A酸会导致严重的胎儿畸形，哪怕只怀孕几天也有风险。** 说明书和妊娠预防计划（美国iPLEDGE、欧盟妊娠预防计划）的规定是：从开始服药前1个月、整个服药期间，一直到最后一次服药后1个月，必须同时用两种有效的避孕方法（例如短效避孕药加避孕套），或者用一种高效的方法（宫内节育器、皮下埋植）。\n\n**现在要做的：今天先验一次孕，这次同房满3周后再验一次；同房后72小时内，可以马上到药店问药师紧急避孕药（越早越有效）；今天就告诉开药的皮肤科医生你没有避孕。**',
    en: '**Sex without contraception while taking isotretinoin is a serious problem: isotretinoin causes severe birth defects, even in the first days of a pregnancy.** The label and the pregnancy prevention programme (iPLEDGE in the US, the EU pregnancy prevention programme) require two effective methods used together (for example the pill plus condoms), or one highly effective method (an IUD or an implant), from a month before starting, throughout, and until a month after the last dose.\n\n**What to do now: take a pregnancy test today and again 3 weeks after this sex; within 72 hours of it, ask a pharmacist for emergency contraception straight away (the sooner, the better); and tell your prescribing dermatologist today that you had sex without contraception.**',
  },
  source: {
    ref: `Absorica/Accutane (isotretinoin) US prescribing information, boxed warning and §5.1 (two forms of effective contraception from 1 month before to 1 month after; what to do if pregnancy occurs) and iPLEDGE REMS; EMA 2018 retinoids pregnancy prevention programme (one highly effective, user-independent method or two complementary user-dependent methods); 异维A酸软胶囊（泰尔丝）说明书【禁忌】【注意事项】（章节凭记忆）; ${TEST_AND_EC_SOURCE}`,
    url: 'https://www.ema.europa.eu/en/medicines/human/referrals/retinoid-containing-medicinal-products',
  },
};

/**
 * Every other medicine with a pregnancy row: the prescriber decides what happens to it — stopping an
 * antiepileptic, an anticoagulant or lithium on one's own has risks of its own — so "do not stop it
 * yourself, call today" (a row with its own `ifPregnant`, leflunomide, says what its label says instead).
 */
export const GENERAL_TERATOGEN_LEAD: TeratogenLead = {
  late: {
    zh: '**月经推迟又在吃{drug}（可能影响胎儿的药）：今天就验孕**（早孕试纸测晨尿，或去医院抽血查HCG），**今天就联系开药的医生**，说明你在吃{drug}、最后一次吃是什么时候。不要自己停药——突然停药可能让原来的病加重，药怎么调整由医生决定；验孕阳性请尽快看产科。',
    en: '**A late period while taking {drug} (a medicine that can harm an unborn baby): do a pregnancy test today** (a urine test on first-morning urine, or a blood hCG test) **and contact the prescriber today**, saying you take {drug} and when you last took it. Do not stop it on your own — stopping suddenly can make the illness it treats worse, and the prescriber decides what to change; if the test is positive, see an obstetrician soon.',
  },
  unprotected: {
    zh: '**吃{drug}期间没有避孕，需要重视：这种药可能伤害胎儿。** 今天先验一次孕，这次同房满3周后再验一次；同房后72小时内可以到药店问药师紧急避孕药（越早越有效）。**今天就联系开药的医生**，定一种可靠的避孕方法；想要孩子要先和医生商量换药。不要自己停药，月经推迟就马上验孕并告诉医生。',
    en: '**Sex without contraception while taking {drug} needs attention: this medicine can harm an unborn baby.** Take a pregnancy test today and again 3 weeks after this sex; within 72 hours of it, a pharmacist can give you emergency contraception (the sooner, the better). **Contact your prescriber today** to agree a reliable method of contraception; before trying for a baby, plan a change of medicine with them. Do not stop the medicine on your own, and if your period is late, test at once and tell the prescriber.',
  },
  source: {
    ref: `MHRA Drug Safety Update, medicines with teratogenic potential: what is effective contraception and how often is pregnancy testing needed (2019; section from memory); ${TEST_AND_EC_SOURCE}`,
    url: 'https://www.gov.uk/drug-safety-update/medicines-with-teratogenic-potential-what-is-effective-contraception-and-how-often-is-pregnancy-testing-needed',
  },
};

/** The lead of a medicine's pregnancy row (by `TeratogenRow.id`). */
export function teratogenLeadFor(rowId: string): TeratogenLead {
  return rowId === 'isotretinoin' ? ISOTRETINOIN_LEAD : GENERAL_TERATOGEN_LEAD;
}
