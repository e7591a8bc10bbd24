/**
 * Forty-seventh clinician review (2026-12-02): what the chat must say where it said the opposite.
 *
 * zh S3: 溴夫定 (brivudine) for shingles on 替吉奥 (S-1) was answered with "S-1 and vitamin B12 … keep taking as
 * usual", and "那我先停几天替吉奥，把溴夫定吃完再接着吃行吗？" with "no reliable rule". Brivudine (and sorivudine) with
 * fluorouracil or a prodrug is a contraindicated, potentially fatal pair: never together, at least 4 weeks after the
 * last brivudine, the shingles switched to aciclovir, valaciclovir or famciclovir today, and urgent care today if it
 * was already taken (knowledge/drug-interactions.ts holds the pair).
 *
 * en S2, M3: pregnant at 5 weeks on Qsymia with a separate Topamax, "what do I do about the Qsymia?" and "can I at
 * least keep taking it thru the weekend?" got "do not stop it" and a weight-gain line; "doesn't Qsymia have topiramate
 * too?" got "not in our dictionary". Qsymia's label says stop it at once in pregnancy (15/92 mg tapered); Topamax keeps
 * "do not stop it abruptly, call today" (knowledge/teratogens.ts `QSYMIA_IF_PREGNANT`).
 */
import { pickZh } from '../../contracts/common';
import type { Bilingual } from '../../contracts/common';
import { DRUGS } from '../../knowledge/drugs';
import { BRIVUDINE_FLUOROPYRIMIDINE_SOURCE, QSYMIA_LABEL } from '../../knowledge/drug-interactions';
import { QSYMIA_IF_PREGNANT } from '../../knowledge/teratogens';
import { findDrugs } from '../entities';
import { PREGNANT } from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

// ---- brivudine with a fluoropyrimidine --------------------------------------------------------------

/** Brivudine or sorivudine named: generic, brand, the German, Spanish and Italian spellings, BVDU. */
const BRIVUDINE = /溴夫定|索立夫定|索利夫定|\bbrivud\w*|\bzostex\b|\bbvdu\b|\bsorivud\w*|\bbv-?arau\b/;
/** Brivudine, or fluorouracil or one of its prodrugs, or "chemo", named. */
const BRIVUDINE_OR_FLUOROPYRIMIDINE = new RegExp(
  `${BRIVUDINE.source}|替吉奥|替加氟|爱斯万|维康达|卡培他滨|希罗达|氟尿嘧啶|化疗|\\b5-?fu\\b|\\bt?s-?1\\b|\\bteysuno\\b|\\btegafur\\b|\\bcapecitabine\\b|\\bxeloda\\b|\\bfluorouracil\\b|\\badrucil\\b|\\bchemo\\w*`,
);
/** A pause or gap asked about: "先停几天替吉奥", "隔开吃", "skip the S-1 for a week", "space them apart". */
const PAUSE =
  /停|先不吃|不吃了|错开|隔开|隔几天|隔一段|分开吃|缓几天|等[^，。？?]{0,6}吃完|吃完[^，。？?]{0,8}(再|接着|继续)|\bpause\w*|\bskip\w*|\bhold\w*|\bstop\w*|\bbreak\b|\btime off\b|\bapart\b|\bseparat\w*|\bspac(e|ing)\b|\bgap\b|\bwait\w*|\b(after|once) (i|the|my) (finish|course|brivud\w*|zostex)/;
/** Brivudine already taken: "已经吃了两片", "今天早上吃了", "I took the first one", "already started". */
const TAKEN =
  /已经(吃|服)了|已经吃过|已经在吃|已经开始吃|吃了(一|两|三|几|1|2|3)(片|粒|次|天|顿)|(今天|昨天|前天|早上|上午|中午|晚上)[^，。？?]{0,6}(吃|服)了|\balready (took|taken|had|started|on)\b|\bi (took|started)\b|\bi'?ve (taken|had|started|been taking)\b|\btook (one|a|my|the|two|\d)\b|\bhave been taking\b/;

/** S-1 named the way people type it ("S-1", "S1", "TS-1"): too short for the dictionary's name search. */
const S1_SAID = /替吉奥|\bt?s-?1\b|\bteysuno\b/;

/** On or naming brivudine (or sorivudine) and a fluoropyrimidine: the list, this message or the one before. */
const BRIVUDINE_AND_FLUOROPYRIMIDINE: FaqAudience = {
  all: [{ medicines: ['brivudine', 'sorivudine'] }, { medicines: ['fluoropyrimidine'], said: S1_SAID }],
};

/** How each fluoropyrimidine is named in an answer. */
const FLUOROPYRIMIDINE_NAMES: Readonly<Record<string, Bilingual>> = {
  'tegafur-gimeracil-oteracil': { zh: '替吉奥', en: 'S-1 (Teysuno)' },
  capecitabine: { zh: '卡培他滨（希罗达）', en: 'capecitabine (Xeloda)' },
  fluorouracil: { zh: '氟尿嘧啶（5-FU）', en: 'fluorouracil (5-FU)' },
};
const ANY_FLUOROPYRIMIDINE: Bilingual = {
  zh: '替吉奥、卡培他滨（希罗达）这类氟尿嘧啶类化疗药',
  en: 'S-1, capecitabine (Xeloda) or another fluoropyrimidine',
};
const FLUOROPYRIMIDINE_IDS: ReadonlySet<string> = new Set(
  DRUGS.filter((d) => (d.classes as readonly string[]).includes('fluoropyrimidine')).map((d) => d.id),
);

/** The fluoropyrimidine the person takes or named (the first), or the class said generally. */
function fluoropyrimidineOf(said: ComposeInput): Bilingual {
  const ids = [
    ...findDrugs(said.text).map((d) => d.id),
    ...(said.medicines ?? []),
    ...findDrugs(said.previous ?? '').map((d) => d.id),
  ];
  const id =
    ids.find((x) => FLUOROPYRIMIDINE_IDS.has(x)) ??
    (S1_SAID.test(`${said.previous ?? ''}\n${said.text}`.toLowerCase())
      ? 'tegafur-gimeracil-oteracil'
      : undefined);
  return (id && FLUOROPYRIMIDINE_NAMES[id]) || ANY_FLUOROPYRIMIDINE;
}

/** Brivudine or sorivudine, as the person named it or takes it. */
function antiviralOf(said: ComposeInput): Bilingual {
  const ids = [
    ...findDrugs(said.text).map((d) => d.id),
    ...findDrugs(said.previous ?? '').map((d) => d.id),
    ...(said.medicines ?? []),
  ];
  return ids.includes('sorivudine') && !ids.includes('brivudine')
    ? { zh: '索立夫定', en: 'sorivudine' }
    : { zh: '溴夫定', en: 'brivudine' };
}

/** The steps every brivudine answer ends on: switch today, the cancer medicine as planned, if taken, danger signs. */
const BRIVUDINE_STEPS: Bilingual = {
  zh: '{bv}一片也别碰。今天就联系开{bv}的诊所和你的肿瘤科（打电话也行），请他们换成阿昔洛韦、伐昔洛韦或泛昔洛韦——这几种不影响化疗药；治带状疱疹的抗病毒药最好在出疹72小时内开始，所以今天就要换。{fp}按肿瘤科的安排吃；化疗期间长了带状疱疹，本身也该让肿瘤科知道。如果已经吃了{bv}，哪怕一片：今天就去医院急诊或肿瘤科，带上两种药的药盒，在医生看过之前，两种药的下一顿都先别吃。出现嘴里溃烂疼痛、腹泻、发热或发冷、呕吐、出血或瘀斑，立即就医。',
  en: 'Take no {bv} at all. Today, contact the clinic that prescribed it and your oncology team (a phone call is enough) and ask for aciclovir, valaciclovir or famciclovir instead — they do not interact with your cancer medicine; shingles treatment works best started within 72 hours of the rash, so the switch is for today. Keep to {fp} as your oncology team has planned; shingles during chemotherapy is something they should hear about anyway. If you have already taken {bv}, even one tablet: go to the emergency department or your oncology unit today with both packs, and take no further dose of either until a doctor has seen you. Mouth sores or pain, diarrhoea, fever or chills, vomiting, bleeding or bruising need urgent care at once.',
};

const BRIVUDINE_TOGETHER: Bilingual = {
  zh: `**不能一起吃：{bv}和{fp}是说明书明确禁止的组合，可能致命。** {bv}在体内的代谢物会让分解氟尿嘧啶的酶（DPD）失效好几周，{fp}就会在体内大量蓄积，引起严重的骨髓抑制、口腔溃烂和严重腹泻，已有多例死亡。把化疗药停几天也不行：最后一次吃{bv}后至少要隔4周，才能再用这类化疗药。\n\n${BRIVUDINE_STEPS.zh}`,
  en: `**No — {bv} and {fp} must never be taken together: the labels forbid the combination, and it can be fatal.** {Bv} disables DPD, the enzyme that breaks fluorouracil down, for weeks, so {fp} builds up to toxic levels — severe bone-marrow suppression, mouth ulcers and severe diarrhoea; deaths have been reported. Pausing the cancer medicine for a few days does not help: there must be at least 4 weeks between the last {bv} and the next dose of a fluoropyrimidine.\n\n${BRIVUDINE_STEPS.en}`,
};

const BRIVUDINE_PAUSE: Bilingual = {
  zh: `**不行：把{fp}停几天、先吃完{bv}再接着吃，也不安全。** {bv}会让分解氟尿嘧啶的酶（DPD）失效好几周，说明书要求最后一次吃{bv}后至少隔4周，才能再用这类化疗药；“停几天、吃完再接着吃”，正是出过人命的用法：化疗药在体内大量蓄积，引起严重的骨髓抑制、口腔溃烂和腹泻。化疗药的安排也不要为这个自己改。\n\n${BRIVUDINE_STEPS.zh}`,
  en: `**No — pausing {fp} for a few days and restarting after the {bv} course is not safe.** {Bv} disables DPD, the enzyme that clears fluorouracil, for weeks, so the labels require at least 4 weeks between the last {bv} and the next dose of a fluoropyrimidine; a short break and then restarting is exactly how people have died — the cancer medicine builds up to toxic levels, with severe bone-marrow suppression, mouth ulcers and diarrhoea. Do not rearrange your cancer treatment yourself for this either.\n\n${BRIVUDINE_STEPS.en}`,
};

const BRIVUDINE_TAKEN: Bilingual = {
  zh: '**今天就去医院急诊或肿瘤科，带上{bv}和{fp}的药盒：吃了{bv}又在用氟尿嘧啶类化疗药，是可能致命的禁忌组合，不要等症状出来。** 在医生看过之前，两种药的下一顿都先别吃。{bv}会让这类化疗药在体内大量蓄积，引起严重的骨髓抑制、口腔溃烂和腹泻；医生会查血常规，必要时住院处理。到医院时说清：哪天开始吃{bv}、吃了几片，化疗药最后一次是什么时候。嘴里溃烂疼痛、腹泻、发热或发冷、呕吐、出血或瘀斑：立即拨打120。带状疱疹改用阿昔洛韦、伐昔洛韦或泛昔洛韦，由医生开；以后再用这类化疗药，要等最后一次{bv}满4周，由肿瘤科安排。',
  en: '**Go to the emergency department or your oncology unit today, with the {bv} and {fp} packs: {bv} taken while you are on a fluoropyrimidine is a potentially fatal combination — do not wait for symptoms.** Take no further dose of either until a doctor has seen you. {Bv} makes these cancer medicines build up to toxic levels — severe bone-marrow suppression, mouth ulcers, diarrhoea; the doctors check your blood counts and may keep you in. Tell them the day you started {bv}, how many tablets you took and when you last took the cancer medicine. Mouth sores or pain, diarrhoea, fever or chills, vomiting, bleeding or bruising: call emergency services now. The shingles can be treated with aciclovir, valaciclovir or famciclovir instead, as the doctors prescribe; the cancer medicine resumes only 4 weeks after the last {bv}, as your oncology team arranges.',
};

/** The text with the person's antiviral and fluoropyrimidine named. */
function brivudineText(t: Bilingual, said: ComposeInput, zh: boolean): string {
  const bv = antiviralOf(said);
  const fp = fluoropyrimidineOf(said);
  const name = pickZh(bv, zh);
  return pickZh(t, zh)
    .replace(/\{Bv\}/g, name.charAt(0).toUpperCase() + name.slice(1))
    .replace(/\{bv\}/g, name)
    .replace(/\{fp\}/g, pickZh(fp, zh));
}

/** The fixed text: brivudine with the class named (what `covers` and the row checks read). */
function brivudineFixed(t: Bilingual): Bilingual {
  const fill = (s: string, bv: string, fp: string) =>
    s
      .replace(/\{Bv\}/g, bv.charAt(0).toUpperCase() + bv.slice(1))
      .replace(/\{bv\}/g, bv)
      .replace(/\{fp\}/g, fp);
  return {
    zh: fill(t.zh, '溴夫定', ANY_FLUOROPYRIMIDINE.zh),
    en: fill(t.en, 'brivudine', ANY_FLUOROPYRIMIDINE.en),
  };
}

// ---- Qsymia ------------------------------------------------------------------------------------------

const QSYMIA = /qsymia|芬特明托吡酯|\bphentermine[\s/+&-]*(and[\s-]*)?topiramate\b/;
/** Topiramate named. */
const TOPIRAMATE_WORD = /托吡酯|妥泰|\btopiramate\b|\btopamax\b|\btrokendi\b|\bqudexy\b/;
/** What it holds, or whether it is the same: "里面也有托吡酯吗", "doesn't it have topiramate too". */
const CONTAINS =
  /有|含|成分|一样|同一|\b(have|has|had|contain\w*|in it|same|also|too|inside|ingredients?|made of)\b/;
/** Keeping on, or waiting: "can I keep taking it thru the weekend", "等周一门诊上班再说". */
const KEEP_OR_WAIT =
  /继续吃|接着吃|还能吃|还能不能吃|先吃着|照常吃|周末|等到|等(减重|减肥|门诊|医生)|礼拜一|周一|星期一|\bkeep (taking|on|going)\b|\bcarry on\b|\bcontinue\b|\bstill take\b|\bweekend\b|\b(until|till|til|til') monday\b|\bthru\b|\bwait\w*\b/;
/** Topamax asked about on its own (the weekend row is Qsymia's): topiramate named, Qsymia not. */
const TOPAMAX_ALONE =
  /^(?![\s\S]*(qsymia|芬特明托吡酯|phentermine))[\s\S]*(托吡酯|妥泰|\btopiramate\b|\btopamax\b|\btrokendi\b|\bqudexy\b)/;

/** Taking it, or what to do with it: the question is about the medicine ("先吃到周一", "what do I do about"). */
const TAKE_OR_DO =
  /吃|服|用|停|怎么办|怎么处理|\b(do|take|taking|keep|stop\w*|continue|about|what now|now what)\b/;

const ON_QSYMIA: FaqAudience = { medicines: ['phentermine-topiramate'] };
const QSYMIA_SAID: FaqAudience = {
  said: /qsymia|芬特明托吡酯|\bphentermine\b|减重门诊|减肥门诊|\bweight (loss )?clinic\b/,
};

/** For someone who also takes topiramate on its own: Topamax is not stopped abruptly. */
const TOPAMAX_TOO: Bilingual = {
  zh: '单独吃的托吡酯（妥泰）不一样：它治偏头痛或癫痫，不要突然停掉；今天就给开妥泰的医生或产科值班电话打电话，由他们决定怎么处理。',
  en: 'Topamax (topiramate on its own, for migraine or epilepsy) is different: do not stop it abruptly — call the doctor who prescribes it or your obstetrician’s on-call line today and let them decide.',
};

const onTopiramate = (said: ComposeInput) =>
  (said.medicines ?? []).includes('topiramate') ||
  /妥泰|\btopamax\b|\btrokendi\b|\bqudexy\b/.test(`${said.previous ?? ''}\n${said.text}`.toLowerCase());

const join = (...parts: string[]) => parts.filter(Boolean).join('\n\n');
const pick2 = (t: Bilingual, zh: boolean) => pickZh(t, zh);

const QSYMIA_WEEKEND_LEAD: Bilingual = {
  zh: '**不行，周末也不要照常吃下去。**',
  en: '**No — not even over the weekend.**',
};

const QSYMIA_HOLDS: Bilingual = {
  zh: '**是的：芬特明托吡酯缓释胶囊（Qsymia）就是芬特明加托吡酯——3.75/23规格每粒含托吡酯23毫克，7.5/46含46毫克，11.25/69含69毫克，15/92含92毫克。**',
  en: '**Yes — Qsymia is phentermine plus topiramate (extended-release): 23 mg of topiramate in the 3.75/23 capsule, 46 mg in 7.5/46, 69 mg in 11.25/69 and 92 mg in 15/92.**',
};
const QSYMIA_TWICE: Bilingual = {
  zh: '所以你同时吃妥泰，就是托吡酯吃了两份，要加在一起算：比如妥泰每天100毫克加Qsymia 7.5/46，就是每天146毫克托吡酯，副作用（手脚发麻、反应变慢、找词困难、肾结石）更多。两边开药的医生可能互相不知道：请今天就告诉开妥泰的医生和减重门诊，由他们定托吡酯每天一共吃多少；两种都不要自己改。',
  en: 'So beside Topamax you take topiramate twice, and the two add up: Topamax 100 mg a day with Qsymia 7.5/46 is 146 mg of topiramate a day, with more of its side effects (tingling, slowed thinking, trouble finding words, kidney stones). Two prescribers may not know of each other: tell both today — the one who prescribes Topamax and the weight clinic — so they settle the total; do not change either yourself.',
};
const QSYMIA_NOT_PREGNANT_CARE: Bilingual = {
  zh: '托吡酯会增加胎儿唇腭裂的风险：吃Qsymia期间要可靠避孕；如果可能怀孕了，今天就验孕并联系开药医生。',
  en: 'Topiramate raises the risk of cleft lip and palate in an unborn baby: use reliable contraception while on Qsymia, and if you might be pregnant, take a test and call the prescriber today.',
};

export const REVIEW47_A_FAQ: readonly FaqRow[] = [
  {
    // zh S3 (taken): "溴夫定已经吃了两片了，替吉奥也在吃，怎么办" — hospital today, no further dose of either.
    id: 'brivudine-fluoropyrimidine-taken',
    when: [BRIVUDINE_OR_FLUOROPYRIMIDINE, TAKEN],
    for: BRIVUDINE_AND_FLUOROPYRIMIDINE,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'drug_interaction',
    compose: (said, zh) => brivudineText(BRIVUDINE_TAKEN, said, zh),
    text: brivudineFixed(BRIVUDINE_TAKEN),
    source: BRIVUDINE_FLUOROPYRIMIDINE_SOURCE,
  },
  {
    // zh S3: "那我先停几天替吉奥，把溴夫定吃完再接着吃行吗？" — no: at least 4 weeks after the last brivudine.
    id: 'brivudine-fluoropyrimidine-pause',
    when: [BRIVUDINE_OR_FLUOROPYRIMIDINE, PAUSE],
    for: BRIVUDINE_AND_FLUOROPYRIMIDINE,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'drug_interaction',
    compose: (said, zh) => brivudineText(BRIVUDINE_PAUSE, said, zh),
    text: brivudineFixed(BRIVUDINE_PAUSE),
    source: BRIVUDINE_FLUOROPYRIMIDINE_SOURCE,
  },
  {
    // zh S3: "社区诊所给我开了溴夫定片……跟替吉奥一起吃有没有问题？" — never together; switch the antiviral today.
    id: 'brivudine-fluoropyrimidine-never-together',
    when: [BRIVUDINE],
    for: BRIVUDINE_AND_FLUOROPYRIMIDINE,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'drug_interaction',
    compose: (said, zh) => brivudineText(BRIVUDINE_TOGETHER, said, zh),
    text: brivudineFixed(BRIVUDINE_TOGETHER),
    source: BRIVUDINE_FLUOROPYRIMIDINE_SOURCE,
  },
  {
    // en M3, pregnant: "wait, doesn't Qsymia have topiramate in it too?" — yes, and the label's pregnancy instruction.
    id: 'qsymia-holds-topiramate-pregnant',
    when: [QSYMIA, TOPIRAMATE_WORD, CONTAINS],
    for: { all: [PREGNANT, ON_QSYMIA] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    compose: (said, zh) =>
      join(
        onTopiramate(said)
          ? `${pick2(QSYMIA_HOLDS, zh)}${zh ? '' : ' '}${pick2(QSYMIA_TWICE, zh)}`
          : pick2(QSYMIA_HOLDS, zh),
        pick2(QSYMIA_IF_PREGNANT, zh),
        onTopiramate(said) ? pick2(TOPAMAX_TOO, zh) : '',
      ),
    text: {
      zh: `${QSYMIA_HOLDS.zh}${QSYMIA_TWICE.zh}\n\n${QSYMIA_IF_PREGNANT.zh}\n\n${TOPAMAX_TOO.zh}`,
      en: `${QSYMIA_HOLDS.en} ${QSYMIA_TWICE.en}\n\n${QSYMIA_IF_PREGNANT.en}\n\n${TOPAMAX_TOO.en}`,
    },
    source: QSYMIA_LABEL,
  },
  {
    // en M3: the same question outside pregnancy — yes, the doses, both prescribers told.
    id: 'qsymia-holds-topiramate',
    when: [QSYMIA, TOPIRAMATE_WORD, CONTAINS],
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    compose: (said, zh) =>
      onTopiramate(said)
        ? `${pick2(QSYMIA_HOLDS, zh)}${zh ? '' : ' '}${pick2(QSYMIA_TWICE, zh)}${zh ? '' : ' '}${pick2(QSYMIA_NOT_PREGNANT_CARE, zh)}`
        : `${pick2(QSYMIA_HOLDS, zh)}${zh ? '' : ' '}${pick2(QSYMIA_NOT_PREGNANT_CARE, zh)}`,
    text: {
      zh: `${QSYMIA_HOLDS.zh}${QSYMIA_TWICE.zh}${QSYMIA_NOT_PREGNANT_CARE.zh}`,
      en: `${QSYMIA_HOLDS.en} ${QSYMIA_TWICE.en} ${QSYMIA_NOT_PREGNANT_CARE.en}`,
    },
    source: QSYMIA_LABEL,
  },
  {
    // en S2: "the weight clinic is closed till Monday. can I at least keep taking it thru the weekend?"
    id: 'qsymia-pregnant-keep-through-weekend',
    when: [KEEP_OR_WAIT, TAKE_OR_DO],
    unless: [TOPAMAX_ALONE],
    for: { all: [PREGNANT, ON_QSYMIA, QSYMIA_SAID] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    compose: (said, zh) =>
      join(
        pick2(QSYMIA_WEEKEND_LEAD, zh),
        pick2(QSYMIA_IF_PREGNANT, zh),
        onTopiramate(said) ? pick2(TOPAMAX_TOO, zh) : '',
      ),
    text: {
      zh: `${QSYMIA_WEEKEND_LEAD.zh}\n\n${QSYMIA_IF_PREGNANT.zh}`,
      en: `${QSYMIA_WEEKEND_LEAD.en}\n\n${QSYMIA_IF_PREGNANT.en}`,
    },
    source: QSYMIA_LABEL,
  },
  {
    // en S2: "What do I do about the Qsymia?" at 5 weeks — the label's instruction, not "do not stop it".
    id: 'qsymia-pregnant-what-to-do',
    when: [QSYMIA, TAKE_OR_DO],
    for: { all: [PREGNANT, ON_QSYMIA] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    compose: (said, zh) =>
      join(pick2(QSYMIA_IF_PREGNANT, zh), onTopiramate(said) ? pick2(TOPAMAX_TOO, zh) : ''),
    text: QSYMIA_IF_PREGNANT,
    source: QSYMIA_LABEL,
  },
];
