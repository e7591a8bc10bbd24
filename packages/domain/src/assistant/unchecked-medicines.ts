/**
 * Medicines the dictionary does not know (kept as typed in the questionnaire, `profile.medicinesUnchecked`):
 * while one of them is in play the chat never says "no known interaction" (eleventh clinician review,
 * cross-cutting: 易瑞沙 and Trikafta absent, then "our rules list no known interaction between
 * rabeprazole, loperamide and grapefruit" about the medicines it did know). The no-rule sentence is
 * replaced by one naming the unchecked medicine and who to ask; a known interaction in the same
 * answer stays.
 */
import type { Locale, PlanDocument } from '../contracts';
import type { Draft } from './intents/shared';
import { performanceDrugsNamed } from '../knowledge/performance-drugs';
import { resolveSupplementName } from '../review';
import { dietNotesFor } from '../interactions/diet-notes';
import { ALCOHOL_MEDICINE_WORDS } from '../knowledge/medicine-diet';
import { findDrugs } from './entities';

/** The rows for which any alcohol, an ethanol-made medicine too, is the whole danger. */
const NO_ALCOHOL_ROWS: ReadonlySet<string> = new Set(['no-alcohol-antibiotics', 'disulfiram-no-alcohol']);
/** A cephalosporin or nitroimidazole named as a class ("头孢", "cephalosporins"). */
const NO_ALCOHOL_CLASS_SAID = /头孢|甲硝唑|替硝唑|\bcephalospor\w*|\bmetronidazole\b|\btinidazole\b/i;

/**
 * An ethanol-made Chinese medicine (藿香正气水, 十滴水) kept as typed, asked about by someone on a
 * cephalosporin, metronidazole or disulfiram: it is not an unknown medicine but a drink, answered by the
 * medicine's no-alcohol row (fourteenth clinician review, zh P1 #2).
 */
export function isAlcoholForThem(name: string, plan: PlanDocument | null, question: string): boolean {
  if (!ALCOHOL_MEDICINE_WORDS.test(name.toLowerCase())) return false;
  if (NO_ALCOHOL_CLASS_SAID.test(question)) return true;
  const ids = [...(plan?.profile.medicines ?? []), ...findDrugs(question).map((d) => d.id)];
  return dietNotesFor(ids, 'en-US').some((n) => NO_ALCOHOL_ROWS.has(n.id));
}

/**
 * A paragraph or line that reads as "our table has no rule for these together" — every form the chat
 * uses ("规则库中没有…已知相互作用", "相互作用表里没有…规则", "no known interaction", "interaction table
 * has no rule"). A line with a warning sign carries a rule, and is kept.
 */
const NO_RULE =
  /已知相互作用|相互作用表里没有|规则库中没有|no known interaction|interaction table has no rule|rules list no known/i;

/**
 * A question about taking something with one's medicines ("with his tablets", "跟她的药一起吃"): the
 * unchecked medicine is in play even when the answer has no rule line to replace.
 */
const WITH_MEDICINES =
  /(跟|和|与|同)(他|她|我|你)?(的)?(现在)?(吃的)?(药|药物)|一起吃|同服|相互作用|冲突|\binteract\w*\b|\bwith (his|her|my|your|their|the) (medicines?|medications?|meds|tablets|pills|drugs)\b/i;

/** A product put on the skin, eye, ear or nose, by its name (a patch is left out: nicotine, fentanyl and hormone patches act on the whole body). */
const TOPICAL =
  /乳膏|软膏|霜剂|药膏|凝胶|滴眼液|眼药水|眼膏|滴耳液|滴鼻液|喷鼻剂|洗剂|搽剂|外用|\b(cream|ointment|gel|lotion|eye ?drops?|ear ?drops?|nasal spray|shampoo|topical)\b/i;

/**
 * The unchecked medicines of a plan, as the person typed them — not those whose name says what they are
 * (土三七, 何首乌, 康力龙, 克伦特罗: thirteenth clinician review), which the chat answers by name.
 */
export function uncheckedMedicinesOf(plan: PlanDocument | null): string[] {
  return (plan?.profile.medicinesUnchecked ?? []).filter((n) => !namesItsHarm(n));
}

function namesItsHarm(name: string): boolean {
  return (
    resolveSupplementName(name)?.warning !== undefined || performanceDrugsNamed(name.toLowerCase()).length > 0
  );
}

/** Words of a kept-as-typed name that do not name the medicine ("tablet", "daily", "mg"). */
const NOT_A_NAME =
  /^(tabs?|tablets?|capsules?|caps|daily|once|twice|a|an|the|day|week|weekly|month|months|every|injection|injections|shot|mg|mcg|ml|iu|units?|per|and|or|with|for|of|qds|tds|bd|od|prn|as|needed|sachets?|oral|solution|cream|spray|inhaler|ultra|strength|extra|plus)$/i;

/**
 * Words of a kept-as-typed name that say what it is for or where it goes ("psoriasis cream (clobetasol)",
 * "eye drops for glaucoma"): a question that speaks of the psoriasis has not named the cream (forty-fourth
 * clinician review, en S3: "the psoriasis gets me down … fine with the Yaz?" answered as the cream's question,
 * and St John's wort with the pill went unsaid).
 */
const WHAT_IT_IS_FOR =
  /^(psoriasis|eczema|dermatitis|acne|rosacea|arthritis|asthma|allergy|allergies|hayfever|migraine|pain|painkiller|heart|skin|scalp|blood|pressure|sugar|thyroid|cholesterol|sleep|mood|anxiety|depression|knee|knees|back|joint|joints|muscle|eyes?|drops|patch|patches|gel|ointment|lotion|rash|itch|itching|hair|nails|face|stomach|heartburn|reflux|cold|colds|flu|cough|nasal|topical|generic|brand|doctor|prescribed|prescription|herbal|chinese|medicine|tonic|syrup|wash|shampoo|vaginal|pessary|pessaries|suppository|suppositories|steroid|afib|atrial|fibrillation|diabetes|hypertension|started|stopped|taking|since|weeks|days|years|dinner|breakfast|lunch|bedtime|meal|meals|food|water|left|right|both|side|only|when|sometimes|about|around|maybe|think|cardiologist|dermatologist|psychiatrist|specialist)$/i;

/** The words of a name typed into the questionnaire that would show it named in a question. */
export function nameWords(name: string): string[] {
  const words = name
    .toLowerCase()
    .split(/[^a-z\u4e00-\u9fa5-]+/)
    .filter((w) => w.length >= 4 && !NOT_A_NAME.test(w) && !WHAT_IT_IS_FOR.test(w));
  const han = name.replace(/[^\u4e00-\u9fa5]/g, '').replace(/(片|胶囊|注射液|针)$/, '');
  return [...words, ...(han.length >= 2 ? [han] : [])];
}

/** Whether an answer names a kept-as-typed medicine by one of its own words ("DHEA"). */
export function answerNames(answer: string, name: string): boolean {
  const a = answer.toLowerCase();
  // A "can't" that quotes the question names it without a rule for it.
  if (/没有可靠的规则|无法核对|no reliable rule|could not check|not in our medicine dictionary/.test(a))
    return false;
  return nameWords(name).some((w) => {
    const i = a.indexOf(w);
    if (i < 0) return false;
    // An English word counts whole ("dhea", not inside another word); a Chinese name as it stands.
    if (!/^[a-z-]+$/.test(w)) return true;
    return !/[a-z]/.test(a[i - 1] ?? '') && !/[a-z]/.test(a[i + w.length] ?? '');
  });
}

/** The sentence that names the unchecked medicines and who to ask, in the plan's words. */
export function uncheckedMedicinesLine(names: readonly string[], locale: Locale): string {
  if (locale === 'zh-CN') {
    const list = names.map((n) => `**${n}**`).join('、');
    return `我无法核对 ${list}：它不在我们的药物词典里，所以我不能说这和它没有相互作用。吃任何补充剂、草本、保健品或西柚汁之前，请先问给你配这个药的药师或开药的医生。`;
  }
  const list = names.map((n) => `**${n}**`).join(', ');
  return `I could not check ${list}: it is not in our medicine dictionary, so I cannot tell you there is no interaction with it. Ask the pharmacist who dispenses it, or the doctor who prescribed it, before taking any supplement, herbal product or grapefruit juice.`;
}

/**
 * The draft with every "no known interaction" line replaced by the unchecked-medicine line (said once,
 * first), when the plan holds a medicine the dictionary does not know and the answer or the question
 * touches medicines together (or names the unchecked one); unchanged otherwise.
 */
export function withUncheckedMedicines(
  draft: Draft,
  plan: PlanDocument | null,
  locale: Locale,
  question: string,
): Draft {
  // A name the answer itself speaks of has a rule of its own (the DHEA row; fourteenth review, zh P5 #4). A cream,
  // ointment or eye drop kept as typed is not taken by mouth: it does not stand between a supplement and the
  // answer (forty-fourth clinician review, zh M4: 卤米松乳膏 left "can I take vitamin E for dry lips" unanswered).
  const names = uncheckedMedicinesOf(plan).filter(
    (n) => !isAlcoholForThem(n, plan, question) && !answerNames(draft.text, n) && !TOPICAL.test(n),
  );
  if (names.length === 0) return draft;
  const named = names.some((n) => question.toLowerCase().includes(n.toLowerCase()));
  if (!NO_RULE.test(draft.text) && !named && !WITH_MEDICINES.test(question)) return draft;
  const kept = draft.text
    .split('\n')
    .filter((line) => !NO_RULE.test(line) || /⚠️/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const lead = uncheckedMedicinesLine(names, locale);
  return { ...draft, text: kept ? `${lead}\n\n${kept}` : lead };
}
