/**
 * Chat rules for the conditions added after the closing clinician review of 2026-11-25:
 *
 * - Z1 §5: "想直接停泼尼松" after two years got "no reliable rule … 不要自己停用" without the reason. A
 *   question about stopping a systemic steroid (prednisone and the rest, or "激素"/"steroids" with one on
 *   the list) is told: do not stop suddenly — adrenal crisis — taper only with the doctor.
 * - Cancer (the brief of the closing review's conditions): antioxidant supplements or herbal products asked
 *   about with cancer or during chemotherapy or radiotherapy → not without the oncology team.
 * - E2 §1, §2, §5: "a little gluten now and then?", "are oats safe?", "gluten in my vitamins?" with
 *   coeliac disease (the plan's, or said) were declined. They get the coeliac rule: strict and lifelong,
 *   oats only labelled gluten-free and tolerated, the label ("gluten-free"/"无麸质") for supplements and
 *   medicines, which the plan cannot verify.
 */
import type { Bilingual, Source } from '../../contracts/common';
import { drugById } from '../../interactions';
import { CHRONIC_SOURCES } from '../../knowledge/chronic-conditions';
import { findDrugs } from '../entities';

interface Rule {
  text: Bilingual;
  source: Source;
}

export const CHRONIC_TOPIC_RULES = {
  'steroid-stop': {
    text: {
      zh: '**长期吃激素（如泼尼松）不能自己突然停。** 吃了几周以上，身体自己的肾上腺会“偷懒”，少做甚至不做皮质醇；一下子中断可能引起肾上腺危象——极度乏力、呕吐、低血压、意识不清，会危及生命。想减量，请先和开药的医生商量：医生会按你的病情安排逐渐减量，减量期间如果出现上面这些症状、或者生病发烧呕吐，要马上联系医生或去急诊。',
      en: '**Do not stop long-term steroids such as prednisone suddenly on your own.** After more than a few weeks your adrenal glands make little or none of their own cortisol; ending the tablets abruptly can cause an adrenal crisis — severe weakness, vomiting, low blood pressure, confusion — which is life-threatening. If you want to cut down, talk to the doctor who prescribes it first: they plan a gradual taper for your condition. During a taper, those symptoms, or an illness with fever or vomiting, need your doctor or the emergency department at once.',
    },
    source: CHRONIC_SOURCES.steroidWithdrawal,
  },
  // Eleventh clinician review, en P2: "she's had a tummy bug … being sick … Can she just skip the
  // prednisolone for a couple of days?" got a calcium text. Illness is when a steroid must not be missed.
  'steroid-sick-day': {
    text: {
      zh: '**生病期间不要跳过或停掉激素（泼尼松、泼尼松龙等）——生病时身体需要的激素更多，不是更少。** 长期吃激素几周以上，自己的肾上腺几乎不再产生皮质醇；呕吐、腹泻时漏服，可能引起肾上腺危象（极度乏力、头晕或晕倒、意识不清、低血压），会危及生命。照常吃；发烧或病得要卧床时，今天就联系开药医生，问要不要按“生病期规则”临时加量。**如果吐得吃不下药、药吐出来了、腹泻止不住，或者嗜睡、意识不清、站不稳：现在就去急诊或叫急救**，告诉医生在长期吃激素（出示激素急救卡），可能需要打氢化可的松。同时在吃降压药（普利类、沙坦类）、利尿药或二甲双胍的，吐泻、喝不进水时这些药通常要先停到能正常吃喝为止——今天问全科医生或药师（“生病期用药规则”），不要自己决定激素的量。',
      en: '**Do not stop or skip a steroid such as prednisolone or prednisone while ill — illness is when the body needs more steroid, not less.** After a few weeks on it the adrenal glands make little cortisol of their own, and missed doses during vomiting or diarrhoea can bring on an adrenal crisis (severe weakness, dizziness or fainting, confusion, low blood pressure), which is life-threatening. Keep taking it; with a fever or an illness that keeps you in bed, call the prescriber today about the sick-day rules (often a temporary higher dose). **If the tablets cannot be kept down or are vomited back, the diarrhoea will not settle, or there is drowsiness, confusion or faintness: get emergency care now** and say it is long-term steroid treatment (show the steroid emergency card) — a hydrocortisone injection may be needed. If an ACE inhibitor (ramipril …) or ARB, a water pill or metformin is taken too, these are usually paused while vomiting or unable to drink, until eating and drinking again: ask the GP or pharmacist today (sick-day rules); the steroid dose is the doctor’s to change, never to drop.',
    },
    source: {
      ref: 'NHS England National Patient Safety Alert NatPSA/2020/005/NHSPS: Steroid Emergency Card to support early recognition and treatment of adrenal crisis in adults (2020); Simpson H et al. Guidance for the prevention and emergency management of adult patients with adrenal insufficiency. Clin Med 2020;20:371–378 (sick-day rules; vomiting or diarrhoea → hydrocortisone injection and urgent care); Society for Endocrinology, Steroid Emergency Card and sick day rules for patients on long-term glucocorticoids; Think Kidneys / NICE CKS medicines sick day guidance (ACE inhibitors, ARBs, diuretics, metformin) — cited from memory',
      url: 'https://www.endocrinology.org/clinical-practice/clinical-guidance/adrenal-crisis/',
    },
  },
  'coeliac-gluten': {
    text: {
      zh: '**乳糜泻要严格、终身地不吃麸质，偶尔“吃一点”也不行。** 即使没有症状，少量麸质也会继续损伤小肠，影响铁、叶酸、钙和维生素D的吸收。不吃小麦（面粉、面条、馒头、面包、全麦食品、麦麸）、大麦和黑麦。燕麦本身大多能耐受，但普通燕麦常混有小麦：只选标明“无麸质”的燕麦，在医生或营养师指导下少量开始，有不适就停。补充剂和药品也可能含麸质（辅料里的小麦淀粉等）：买之前看标签是否写明“无麸质”，拿不准时问药师或厂家——本方案无法核实产品是否含麸质。',
      en: '**Coeliac disease needs a strict, lifelong gluten-free diet — “a little now and then” is not safe.** Even without symptoms small amounts keep damaging the small bowel and the absorption of iron, folate, calcium and vitamin D. No wheat (flour, bread, pasta, wholemeal foods, bran, spelt, semolina), barley or rye. Oats themselves are tolerated by most, but ordinary oats are often contaminated with wheat: use only oats labelled gluten-free, start small with your doctor or dietitian, and stop if you react. Supplements and medicines can contain gluten too (wheat starch among the fillers): check that the label says “gluten-free”, and ask your pharmacist or the maker if unsure — this plan cannot verify whether a product contains gluten.',
    },
    source: {
      ref: `${CHRONIC_SOURCES.coeliacBsg.ref}; ${CHRONIC_SOURCES.glutenFreeLabel.ref}`,
      url: CHRONIC_SOURCES.coeliacBsg.url,
    },
  },
  'cancer-antioxidants': {
    text: {
      zh: '**化疗或放疗期间，不要自己吃大剂量抗氧化补充剂（维生素C、维生素E、β-胡萝卜素、硒、辅酶Q10等）或草药（如姜黄素），先问肿瘤科团队。** 有研究发现，化疗期间服用抗氧化补充剂的人复发更多；它们可能削弱治疗效果，有的草药还会和抗癌药相互作用。从日常饮食（蔬菜、水果）获得这些营养素不受影响。治疗结束后想吃补充剂，也请先和团队确认。',
      en: '**During chemotherapy or radiotherapy take no high-dose antioxidant supplements (vitamin C, vitamin E, beta-carotene, selenium, coenzyme Q10 and the like) or herbal products such as curcumin without asking your oncology team first.** In a large trial, people who took antioxidant supplements during chemotherapy had more recurrences; they may weaken the treatment, and some herbal products interact with cancer medicines. Getting these nutrients from everyday food (vegetables, fruit) is fine. After treatment, check any supplement with the team too.',
    },
    source: CHRONIC_SOURCES.cancerAntioxidants,
  },
  'sickle-nsaids': {
    text: {
      zh: '**有镰状细胞病时，每天或长期吃布洛芬等非甾体抗炎止痛药，要先和血液科医生商量。** 镰状细胞病本来就容易损伤肾脏，长期用这类止痛药会进一步伤肾；医生会帮你定一个长期的止痛方案，并定期查肾功能和尿蛋白。疼痛发作时该用的止痛药照常按医生的方案用；如果疼得厉害、在家控制不住，或者伴有发烧、胸痛、气短，请马上去医院。',
      en: '**With sickle cell disease, talk to your haematologist before taking ibuprofen or another NSAID painkiller daily or long term.** Sickle cell disease already puts the kidneys at risk, and regular NSAIDs add to the damage; your haematologist can agree a long-term pain plan with you and check your kidney function and urine protein regularly. During a pain episode use the pain relief your plan from the doctor sets; severe pain you cannot control at home, or pain with fever, chest pain or breathlessness, needs hospital care at once.',
    },
    source: CHRONIC_SOURCES.sickleNhlbi,
  },
} as const satisfies Record<string, Rule>;

const STEROID_WORDS = /激素|\bsteroids?\b|\bcorticosteroids?\b/;
const STOP =
  /停|不吃了|不想吃了|断掉|戒掉|\bstop\w*\b|\bquit\w*\b|\bcome off\b|\bget off\b|\bcold turkey\b|\bwean\w*\b|\btaper\w*\b/;
/** Stopping something else (a supplement) while on a steroid is not this question. */
const OTHER_STOP = /钙|维生素|鱼油|补充剂|\bcalcium\b|\bvitamins?\b|\bsupplements?\b|\bfish oil\b/;

/** A systemic corticosteroid named, or "激素/steroids" said with one taken or named. */
function steroidSaid(t: string, text: string, medicines: readonly string[]): boolean {
  const systemic = (id: string) => (drugById(id)?.classes ?? []).includes('corticosteroid');
  if (findDrugs(text).some((d) => systemic(d.id))) return true;
  return STEROID_WORDS.test(t) && (medicines.some(systemic) || !/吸入|\binhal\w*\b|\bcream\b|药膏/.test(t));
}

/** "Can I stop my prednisone?", "想直接停泼尼松": stopping a systemic steroid. */
export function asksSteroidStop(t: string, text: string, medicines: readonly string[]): boolean {
  return STOP.test(t) && !OTHER_STOP.test(t) && steroidSaid(t, text, medicines);
}

/** Missing a dose: "skip", "miss", "leave off", "hold off", "跳过", "漏吃", "先不吃". */
const SKIP =
  /跳过|漏(吃|服)|先不吃|不吃了|停几天|先停|\bskip\w*\b|\bmiss\w*\b|\bleave (it |them )?off\b|\bhold (it |them )?off\b|\bgo without\b|\bnot take\b|\bdon'?t take\b/;
/** Being ill now: vomiting, diarrhoea, a stomach bug, a fever, tablets not kept down. */
const ILL =
  /吐|呕|拉肚子|腹泻|发烧|发热|肠胃炎|吃不下|\b(vomit\w*|being sick|been sick|throw\w* up|threw up|tummy bug|stomach bug|gastro\w*|diarrh\w*|the runs|fever\w*|flu|can'?t keep (anything|it|them|food|tablets) down|off (her|his|my) food)\b/;

/**
 * "Can she skip the prednisolone while she's being sick?": missing or stopping a systemic steroid during an
 * illness — the sick-day rules and the adrenal-crisis warning (eleventh clinician review, en P2 finding 2).
 */
export function asksSteroidSickDay(t: string, text: string, medicines: readonly string[]): boolean {
  return (
    (SKIP.test(t) || STOP.test(t)) && ILL.test(t) && !OTHER_STOP.test(t) && steroidSaid(t, text, medicines)
  );
}

/** The sick-day line of an urgent answer: a systemic steroid taken or named, with the illness told. */
export function steroidSickDayLines(
  medicines: readonly string[],
  text: string,
  locale: 'zh-CN' | 'en-US',
): string[] {
  const t = text.toLowerCase();
  const systemic = (id: string) => (drugById(id)?.classes ?? []).includes('corticosteroid');
  const on = medicines.some(systemic) || findDrugs(text).some((d) => systemic(d.id));
  if (!on || !ILL.test(t) || !(SKIP.test(t) || STOP.test(t) || /\bsteroids?\b|激素/.test(t))) return [];
  const rule = CHRONIC_TOPIC_RULES['steroid-sick-day'];
  return [locale === 'zh-CN' ? rule.text.zh : rule.text.en];
}

const COELIAC_WORDS = /乳糜泻|麸质不耐受|麦胶性肠病|\bc(o)?eliac\b|\bsprue\b/;
const GLUTEN_WORDS =
  /麸质|面筋|小麦|大麦|黑麦|燕麦|面粉|面条|馒头|面包|包子|饺子|挂面|\bgluten\b|\boats?\b|\boatmeal\b|\bwheat\b|\bbarley\b|\brye\b|\bbread\b|\bpasta\b|\bnoodles?\b/;

/** Gluten, wheat or oats asked about with coeliac disease (the plan's condition, or said). */
export function asksCoeliacGluten(t: string, conditions: readonly string[]): boolean {
  return (conditions.includes('coeliac') || COELIAC_WORDS.test(t)) && GLUTEN_WORDS.test(t);
}

const ANTIOXIDANTS =
  /抗氧化|维生素\s*c|维c|维生素\s*e|硒|β-?胡萝卜素|胡萝卜素|辅酶\s*q10|姜黄|\bantioxidants?\b|\bvitamin [ce]\b|\bselenium\b|\bbeta.?carotene\b|\bcoq10\b|\bco-?enzyme q10\b|\bturmeric\b|\bcurcumin\b/;
const TREATMENT_WORDS = /化疗|放疗|\bchemo\w*|\bradiotherapy\b|\bradiation\b/;

/** A supplement of an antioxidant asked about with cancer (the plan's `cancer`, or chemo/radiotherapy said). */
export function asksCancerAntioxidant(t: string, conditions: readonly string[]): boolean {
  return (conditions.includes('cancer') || TREATMENT_WORDS.test(t)) && ANTIOXIDANTS.test(t);
}

const PAINKILLER_WORDS =
  /布洛芬|止痛药|止疼药|消炎药|\bibuprofen\b|\bpainkillers?\b|\bnsaids?\b|\bnaproxen\b|\badvil\b|\bmotrin\b/;
const REGULAR =
  /每天|天天|经常|长期|一直|\bdaily\b|\bevery day\b|\bregular\w*|\blong.?term\b|\ball the time\b/;

/** Regular NSAIDs asked about with sickle cell disease or thalassaemia in the plan. */
export function asksSickleNsaids(t: string, text: string, conditions: readonly string[]): boolean {
  if (!conditions.includes('haemoglobinopathy') || !REGULAR.test(t)) return false;
  // Low-dose aspirin (an antiplatelet) is its prescriber's, not a painkiller question.
  const nsaid = findDrugs(text).some((d) => {
    const classes: readonly string[] = drugById(d.id)?.classes ?? [];
    return classes.includes('nsaid') && !classes.includes('antiplatelet');
  });
  return nsaid || PAINKILLER_WORDS.test(t);
}
