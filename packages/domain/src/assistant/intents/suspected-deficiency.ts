/**
 * A deficiency suspected in the chat — "does metformin lower B12? my feet tingle", "医生说有点贫血" — and
 * then "how much should I take?": the answer is the situation's, never the everyday need or the plan's
 * "no supplement, food first" line (blind answer round 13: en-149 and zh-073 got the 2.4 µg B12 need as
 * the dose for a suspected deficiency on metformin; zh-152, an anaemic woman of 80, was told her plan has
 * no iron and to eat iron foods first). A suspected deficiency is tested first and a proven one treated
 * at the doctor's dose; anaemia has its cause found first.
 *
 * Read on this message and the person's message before it (a follow-up keeps its subject and its
 * situation). Not used where the plan already holds the answer: a supervised treatment dose, a
 * no-self-dose rule, the bariatric team's dose (intents/dose.ts decides).
 */
import type { Bilingual, Locale, Source } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import { drugById } from '../../interactions';
import type { NutrientKey } from '../../nutrients';
import { referralGroupFor } from '../../recommend/treatment';
import { findDrugs } from '../entities';
import { L } from '../format';
import { normaliseQuestion } from '../lexicon';

export interface SuspectedDeficiency {
  id: 'b12-deficiency-suspected' | 'anaemia-iron-suspected';
  text: string;
  source: Source;
}

/** What the person's chat says, this message and the one before it. */
interface Said {
  text: string;
  plan: PlanDocument | null;
  medicines: readonly string[];
  locale: Locale;
}

/** A deficiency or a low level said ("缺B12", "偏低", "low in b12", "does metformin lower b12"). */
const LOW_SAID =
  /缺|偏低|不足|低了|太低|降低|不够|\bdeficien\w*|\blow(er|ers|ering)?\b|\bdeplet\w*|\bdrain\w*|\bshort (of|on)\b/;
/** Nerve symptoms of a low B12: numb, tingling, "walking on cotton". */
const NEUROPATHY_SAID =
  /麻|刺痛|针扎|踩棉花|\bnumb\w*|\btingl\w*|\bpins and needles\b|\bneuropath\w*|\bwalking on cotton\b|\bburning feet\b/;
/** Anaemia said ("有点贫血", "血红蛋白低", "she's anaemic", "low hemoglobin"). */
const ANAEMIA_SAID =
  /贫血|血红蛋白[^，。,.]{0,4}(低|少|不够)|血色素[^，。,.]{0,4}(低|少|不够)|\ban(a)?emi\w*|\blow (h(a)?emoglobin|hb|haemoglobin|blood count)\b|\b(h(a)?emoglobin|hb) (is |was )?(low|down)\b/;
/** Traditional "blood tonics" that are not iron treatment. */
const BLOOD_TONICS_SAID =
  /红枣|大枣|桂圆|龙眼|红糖|阿胶|\bred dates?\b|\bjujubes?\b|\blongans?\b|\bbrown sugar\b/;

/** Medicines that lower B12 over years: metformin, and acid reducers (PPIs, H2 blockers). */
const B12_LOWERING_CLASSES = new Set(['biguanide', 'ppi', 'h2_blocker']);

function b12Lowering(said: Said, joint: string): 'metformin' | 'acid' | null {
  const ids = [
    ...said.medicines,
    ...(said.plan?.profile.medicines ?? []),
    ...findDrugs(joint).map((d) => d.id),
  ];
  const classes = ids.flatMap((id) => drugById(id)?.classes ?? []).filter((c) => B12_LOWERING_CLASSES.has(c));
  // "二甲双瓜" (a common typo) is metformin too.
  if (classes.includes('biguanide') || /二甲双[胍瓜]|\bmetf\w*min\b/.test(joint)) return 'metformin';
  return classes.length > 0 ? 'acid' : null;
}

const B12_SOURCE: Source = {
  ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §9 Pharmacologic Approaches to Glycemic Treatment (periodic vitamin B12 measurement on long-term metformin, especially with peripheral neuropathy); NICE NG239 Vitamin B12 deficiency in over 16s: diagnosis and management (2024); Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496–513',
  url: 'https://www.nice.org.uk/guidance/ng239',
};

const IRON_SOURCE: Source = {
  ref: 'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051; NICE CKS Anaemia – iron deficiency',
  url: 'https://doi.org/10.1136/gutjnl-2021-325210',
};

function b12Line(said: Said, joint: string): string {
  const l = said.locale;
  const medicine = b12Lowering(said, joint);
  const nerves = NEUROPATHY_SAID.test(joint);
  const why: Bilingual | null =
    medicine === 'metformin'
      ? {
          zh: '长期吃二甲双胍会让维生素B12吸收变少，指南建议定期查B12，有手脚麻木刺痛时更要查。',
          en: 'Long-term metformin lowers B12 absorption, and guidelines advise checking B12 periodically, especially with numbness or tingling.',
        }
      : medicine === 'acid'
        ? {
            zh: '长期吃抑酸药（如奥美拉唑）会让食物里的维生素B12吸收变少。',
            en: 'Years of an acid reducer (omeprazole and the like) lower the B12 absorbed from food.',
          }
        : null;
  const numb: Bilingual = {
    zh: '手脚发麻刺痛请在1–2周内看医生；走路不稳或腿没力气，请几天内就医。',
    en: 'Numb or tingling feet need a doctor within 1–2 weeks — within days if walking gets unsteady or the legs weak.',
  };
  const keep: Bilingual =
    medicine === 'metformin'
      ? { zh: '二甲双胍照常吃，不要因此停药。', en: 'Keep taking your metformin.' }
      : medicine === 'acid'
        ? {
            zh: '抑酸药要不要继续吃，请问开药医生，不要自己停。',
            en: 'Ask the prescriber whether you still need the acid reducer; do not stop it on your own.',
          }
        : { zh: '', en: '' };
  return L(
    l,
    `**先查血里的维生素B12，再定吃多少。**${why ? why.zh : ''}查出来偏低，治疗剂量由医生定：常用口服维生素B12每天约1000微克；有麻木、刺痛、走路不稳这类神经症状时，医生通常先打针。每天2.4微克只是日常需要量，不能治疗缺乏，也代替不了检查。${nerves ? numb.zh : ''}${keep.zh}`,
    `**Get your vitamin B12 measured before any dose.** ${why ? `${why.en} ` : ''}If it is low, the treatment dose is your doctor's: oral B12 of about 1,000 µg a day is common, and injections come first when there are nerve symptoms such as numbness, tingling or unsteady walking. The 2.4 µg a day adults need is not a treatment for a deficiency and does not replace the test.${nerves ? ` ${numb.en}` : ''}${keep.en ? ` ${keep.en}` : ''}`,
  );
}

function ironLine(said: Said, joint: string): string {
  const l = said.locale;
  const gut = said.plan ? referralGroupFor(said.plan.profile) === 'gi' : true;
  const gutText: Bilingual = said.plan
    ? {
        zh: '老年人、男性和绝经后女性缺铁，最常见的原因是胃肠道慢慢出血（溃疡、息肉或肿瘤），医生通常会安排大便潜血或胃肠镜检查，这一步不要省。',
        en: 'In an older person, a man or a woman past the menopause, iron deficiency most often comes from slow bleeding in the gut (an ulcer, a polyp or a cancer), so the doctor usually arranges a stool test, gastroscopy or colonoscopy — do not skip it.',
      }
    : {
        zh: '男性和绝经后女性（包括老年人）缺铁，最常见的原因是胃肠道慢慢出血，医生通常会安排大便潜血或胃肠镜检查，这一步不要省。',
        en: 'In a man or a woman past the menopause (older people included), iron deficiency most often comes from slow bleeding in the gut, so the doctor usually arranges a stool test, gastroscopy or colonoscopy — do not skip it.',
      };
  const tonics = BLOOD_TONICS_SAID.test(joint);
  return L(
    l,
    `**贫血要先由医生查明原因，再决定吃不吃铁片：**一般查血常规和铁蛋白，常常同时查维生素B12和叶酸。化验证实缺铁才吃铁剂，剂量和吃多久由医生定；日常补铁的参考量不适用于贫血，光靠食物也治不了缺铁性贫血。${gut ? gutText.zh : ''}${tonics ? '红枣、桂圆、红糖含铁很少，也不好吸收，不能治疗贫血；可以当食物吃，但代替不了检查和医生开的铁剂。' : ''}大便发黑像柏油，或者头晕、心慌、气短越来越重，请尽快就医。`,
    `**Anaemia needs its cause found by a doctor before any iron:** usually a blood count and ferritin, often with B12 and folate. Iron is taken only if the tests show iron deficiency, at the dose and for the time the doctor sets; the everyday iron figure does not apply to anaemia, and food alone does not treat iron-deficiency anaemia. ${gut ? `${gutText.en} ` : ''}${tonics ? 'Red dates, longan and brown sugar hold very little iron, poorly absorbed, and do not treat anaemia: fine as food, but no substitute for the tests or the iron the doctor prescribes. ' : ''}Black, tarry stools, or dizziness, a racing heart or breathlessness that gets worse, need a doctor soon.`,
  );
}

/** The plan's haemoglobin is low. */
const lowHaemoglobin = (plan: PlanDocument | null) =>
  plan?.reportAnalysis?.markers.some((m) => m.key === 'hemoglobin' && m.flag === 'low') === true;

/**
 * The situation's answer for `n` when the chat (this message or the one before) suspects a deficiency,
 * or the plan's haemoglobin is low for iron; null otherwise.
 */
export function suspectedDeficiency(
  said: Said & { previous?: string },
  n: NutrientKey,
): SuspectedDeficiency | null {
  const joint = normaliseQuestion(`${said.previous ?? ''}\n${said.text}`);
  if (n === 'vitaminB12' && (LOW_SAID.test(joint) || NEUROPATHY_SAID.test(joint)))
    return { id: 'b12-deficiency-suspected', text: b12Line(said, joint), source: B12_SOURCE };
  // Pregnancy keeps its own answer (a trial of oral iron on a low haemoglobin, BSH 2020).
  const pregnant = said.plan?.profile.lifeStage?.startsWith('pregnant') === true;
  // A low ferritin in the plan proves iron deficiency: the plan's treatment answer (intents/dose.ts).
  // A ferritin above its range is iron overload: "no iron" with the value is the plan's answer
  // (knowledge/iron-overload.ts), never "iron if the tests show deficiency".
  const known =
    said.plan?.reportAnalysis?.markers.some(
      (m) => m.key === 'ferritin' && (m.flag === 'low' || m.flag === 'high'),
    ) === true;
  if (n === 'iron' && !pregnant && !known && (ANAEMIA_SAID.test(joint) || lowHaemoglobin(said.plan)))
    return { id: 'anaemia-iron-suspected', text: ironLine(said, joint), source: IRON_SOURCE };
  return null;
}
