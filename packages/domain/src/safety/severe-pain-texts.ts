/**
 * The card for severe pain or a high fever says the causes the message's signs point to, and only those
 * (issue 30 §1: a card names the likely reason only when it is the likely one). One fixed list of infant
 * fever, meningitis and appendicitis was said to a stone former with loin colic and rigors and to a man
 * on valproate with pain through to his back (fifteenth clinician review, zh P3 #1 and P4 #3). With no
 * scenario's signs, a general line: severe pain or a high fever needs a doctor now.
 */
import type { Bilingual } from '../contracts/common';

interface Scenario {
  /** Any of these features of the message makes the line fit. */
  any: readonly string[];
  /** And all of these (empty: none needed). */
  all?: readonly string[];
  /** And none of these: a cause the signs already name better. */
  none?: readonly string[];
  text: Bilingual;
}

const GENERAL: Bilingual = {
  zh: '剧烈的疼痛或高烧需要医生当面检查：请立即去急诊或拨打120，不要等待，也不要先靠止痛药、退烧药或饮食硬撑。',
  en: 'Severe pain or a high fever needs a doctor to examine you in person: go to the emergency department or call 911 now; do not wait or try to manage it first with painkillers, fever reducers or diet.',
};

/** Loin colic with fever: an infected, blocked kidney (EAU Urolithiasis 2024). */
export const OBSTRUCTED_INFECTED_KIDNEY: Bilingual = {
  zh: '腰部一侧绞痛同时发烧、打寒战，尤其是有肾结石的人，最可能是结石堵住了尿路又合并感染（梗阻性肾盂肾炎），几个小时内就可能发展成脓毒症，常需要紧急引流：请立即去急诊或拨打120，并告诉医生你有肾结石。',
  en: 'Colicky pain in the loin or side with a fever or shaking chills, above all in someone with kidney stones, is most likely a stone blocking the urine with an infection behind it (obstructed pyelonephritis). It can turn into sepsis within hours and often needs urgent drainage: go to the emergency department or call 911 now, and tell them you have kidney stones.',
};

/**
 * Pain through to the back with vomiting: acute pancreatitis (ACG 2024; Depakote boxed warning; the GLP-1
 * medicines' labels — twenty-ninth clinician review, zh M10: valproate was named to a woman on 诺和盈 and
 * semaglutide was not).
 */
export const PANCREATITIS: Bilingual = {
  zh: '上腹部剧痛、痛到后背、反复呕吐、弯腰前倾才好受一点，可能是急性胰腺炎，需要立即去急诊抽血（淀粉酶、脂肪酶）检查；在医生看过之前不要吃东西。在用可能引起胰腺炎的药，一定告诉急诊医生：司美格鲁肽（诺和泰、诺和盈）、利拉鲁肽、替尔泊肽这类降糖减重针（说明书要求怀疑胰腺炎时先暂停），丙戊酸钠（德巴金，说明书黑框警告），硫唑嘌呤等；药怎么处理由医生决定。',
  en: 'Severe pain high in the belly that goes through to the back, with vomiting and some relief from bending forward, can be acute pancreatitis: go to the emergency department now for blood tests (lipase); eat nothing until a doctor has seen you. Tell them about any medicine that can cause pancreatitis: a GLP-1 medicine such as semaglutide (Ozempic, Wegovy), liraglutide or tirzepatide (Mounjaro, Zepbound) — its label says it is paused while pancreatitis is suspected — valproate (Depakote, a boxed warning), azathioprine; the doctor decides what happens to the medicine.',
};

/** In order: the first fitting lines are said, each once. Sources in SEVERE_PAIN_SOURCES. */
const SCENARIOS: readonly Scenario[] = [
  {
    any: ['flank_pain'],
    all: ['fever'],
    text: OBSTRUCTED_INFECTED_KIDNEY,
  },
  {
    any: ['epigastric_back'],
    none: ['flank_pain'],
    text: PANCREATITIS,
  },
  {
    any: ['infant_u3m'],
    text: {
      zh: '不满3个月的宝宝体温达到38℃或以上，需要立即去急诊或拨打120，不要等待。',
      en: 'A baby under 3 months with a temperature of 38 °C (100.4 °F) or more needs the emergency department or 911 now.',
    },
  },
  {
    any: ['stiff_neck', 'photophobia', 'purpura', 'nonblanch_rash'],
    text: {
      zh: '发烧伴脖子僵硬、怕光、剧烈头痛或精神差，或皮肤出现用玻璃杯按压也不褪色的紫红色皮疹，可能是脑膜炎或败血症：请立即拨打120，不要等待。',
      en: 'A fever with a stiff neck, dislike of bright light, a bad headache or drowsiness, or a purple rash that does not fade when you press a glass on it, can be meningitis or sepsis: call 911 now.',
    },
  },
  {
    any: ['rigid_belly', 'rlq_pain', 'rlq_migrating', 'abdominal_severe'],
    text: {
      zh: '肚子剧痛、硬得像木板、一动就痛，或右下腹痛伴发烧呕吐（可能是阑尾炎或腹膜炎），需要立即去急诊；在医生看过之前不要吃东西，也不要吃止痛药硬撑。',
      en: 'Severe tummy pain, a belly that is hard as a board and hurts to move, or pain low on the right with fever and vomiting (possible appendicitis or peritonitis) needs the emergency department now; eat nothing and do not mask it with painkillers until a doctor has seen you.',
    },
  },
  {
    any: ['testis_pain'],
    text: {
      zh: '睾丸（蛋蛋）突然剧痛或肿起来，可能是睾丸扭转，几个小时内就可能坏死，需要立即去急诊。',
      en: 'Sudden severe pain or swelling in a testicle can be testicular torsion, which can lose the testicle within hours: go to the emergency department now.',
    },
  },
  {
    // Forty-seventh clinician review, zh S1: on topiramate the card names it, and the stopping is the doctor's.
    any: ['ctx_topiramate'],
    all: ['eye_pain'],
    text: {
      zh: '在吃托吡酯（妥泰）时眼睛突然胀痛、看东西模糊、看灯有彩色光圈或伴头痛呕吐，可能是托吡酯引起的急性近视和闭角型青光眼，耽误可能失明：请立即去急诊眼科或拨打120，带上药盒告诉医生你在吃托吡酯，托吡酯要不要停、怎么停由急诊或眼科医生当场决定；不要在家吃止痛药观察。',
      en: 'Sudden eye pain, blurred vision, coloured halos round lights or a headache with vomiting while on topiramate (Topamax, Qsymia) can be the acute myopia and angle-closure glaucoma topiramate causes, which can cost the sight: go to an emergency eye department or call 911 now, take the box and tell them you take topiramate — whether and how to stop it is for the emergency or eye doctor to decide there; do not wait it out at home with painkillers.',
    },
  },
  {
    any: ['eye_pain'],
    none: ['ctx_topiramate'],
    text: {
      zh: '眼睛剧痛、看灯有彩色光圈或伴呕吐，可能是急性闭角型青光眼，需要立即去急诊眼科。',
      en: 'A painful eye with coloured halos round lights or vomiting can be acute angle-closure glaucoma: go to an emergency eye department now.',
    },
  },
  {
    any: ['high_fever'],
    text: {
      zh: '高烧持续不退需要今天就医；出现精神差、呼吸急促或皮疹时立即拨打120。',
      en: 'A high fever that does not come down needs a doctor today; call 911 now with drowsiness, fast breathing or a rash.',
    },
  },
];

/** Where the scenarios' lines come from (kept beside the rules' own source in lexicon.ts). */
export const SEVERE_PAIN_SOURCES: Bilingual = {
  zh: '欧洲泌尿外科学会尿路结石指南（2024）：梗阻合并感染的肾脏需紧急减压；美国胃肠病学会急性胰腺炎指南（2024）；德巴金（丙戊酸钠）说明书黑框警告：胰腺炎；司美格鲁肽（诺和泰、诺和盈）说明书警告：急性胰腺炎，怀疑时停用（章节凭记忆）；英国国家卫生与临床优化研究所 NG143 五岁以下儿童发热（2019，2021更新）；NG240 细菌性脑膜炎和脑膜炎球菌病（2024）；英国国家医疗服务体系“阑尾炎”“睾丸扭转”页面；美国眼科学会闭角型青光眼临床指南（2020）',
  en: 'EAU Guidelines on Urolithiasis (2024): urgent decompression of an obstructed, infected kidney; ACG Guideline: Management of Acute Pancreatitis (2024); Depakote (divalproex) US Prescribing Information, Boxed Warning: Pancreatitis; Ozempic/Wegovy (semaglutide) US Prescribing Information §5 Acute pancreatitis (discontinue if suspected — section from memory); NICE NG143 Fever in under 5s (2019, updated 2021); NICE NG240 Bacterial meningitis and meningococcal disease (2024); NHS "Appendicitis" and "Testicular torsion"; AAO Primary Angle-Closure Disease PPP (2020)',
};

/** The lines of the scenarios the features fit, or the general line when none does. */
export function severePainText(features: readonly string[]): Bilingual {
  const has = new Set(features);
  const fitting = SCENARIOS.filter(
    (s) =>
      s.any.some((f) => has.has(f)) &&
      (s.all ?? []).every((f) => has.has(f)) &&
      !(s.none ?? []).some((f) => has.has(f)),
  );
  if (fitting.length === 0) return GENERAL;
  return {
    zh: fitting.map((s) => s.text.zh).join(''),
    en: fitting.map((s) => s.text.en).join(' '),
  };
}
