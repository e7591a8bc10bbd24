/**
 * Two everyday questions about a medicine that the learned reader read as emergencies (forty-sixth clinician review,
 * en S2 and en M13): a positive pregnancy test told on a medicine with no pain, bleeding or faint ("just got a faint
 * positive, I took my Arava this morning, what do I do" → the ectopic-pregnancy card, with the leflunomide steps left
 * out), and whether to take or skip the next dose, told with no symptom and nothing taken in excess ("I already took
 * 2 of the Biaxin and my colchicine this morning, should I skip tonight's colchicine?" → the general card). Each is
 * the medicine's question; a sign named, or more taken than prescribed, keeps the card.
 */
import { foldText } from './lexicon';
import { positiveTestOr } from './pregnancy-test-said';

/** Wider than a test told: any 阳性 or "positive" with a pregnancy, since only a veto of the card rests on it. */
const POSITIVE_TEST = positiveTestOr(/验孕|阳性|怀上了|怀孕了|\b(positive|pregnancy test)\b/);
/** What an ectopic pregnancy shows (RCOG GTG 21, NICE NG126): pain, bleeding, the shoulder tip, a faint. */
const ECTOPIC_SIGNS =
  /痛|疼|出血|见红|流血|血块|肩|晕|昏|头昏|脸色|发白|虚|坠|\b(pain\w*|cramp\w*|ache\w*|hurt\w*|bleed\w*|spott\w*|blood|clots?|shoulder|dizz\w*|faint(ed|ing)?\b|pass(ed)? out|collaps\w*|light.?headed|pale|sweat\w*|tender\w*)/;

/** A positive pregnancy test told with none of an ectopic pregnancy's signs. */
export function positiveTestNoSigns(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  // "a faint line" is the test's, not a faint.
  return POSITIVE_TEST.test(t) && !ECTOPIC_SIGNS.test(t.replace(/\bfaint (line|positive)\b/g, 'line'));
}

/** "Skip tonight's colchicine?", "下一顿还吃不吃": a question of the next dose. */
const NEXT_DOSE =
  /(下一顿|下一次|下顿|晚上那顿|今晚的|明早的|下午那次)[^，。？?]{0,8}(还)?(吃不吃|要不要吃|能不能吃|跳过|先不吃|停)|(跳过|先不吃|少吃一次)[^，。？?]{0,6}(今晚|晚上|下一)|\b(skip|miss|hold|leave out|take|have)\b[^.?!]{0,12}\b(tonight'?s|the next|my next|tomorrow'?s|this evening'?s|the evening|the night(time)?)\b[^.?!]{0,16}\b(dose|pill|tablet|one|colchicine|medicine|meds?)\b/;
/** Anything of the body, or more taken than prescribed: the question is not only the next dose's. */
const SIGN_OR_EXCESS =
  /痛|疼|吐|泻|拉肚子|晕|昏|喘|憋|出血|疹|肿|乏力|没力气|心慌|抽|黄|尿色|酱油|浓茶|多吃了|吃多了|吃错|一整|全吃|加倍|双倍|\d{2,} ?(片|粒)|\b(pain\w*|vomit\w*|threw up|throw(ing)? up|diarrh\w*|runs|dizz\w*|faint\w*|breath\w*|bleed\w*|rash\w*|swell\w*|swollen|weak\w*|palpitat\w*|racing|pounding|seiz\w*|yellow|dark (urine|pee)|sick|nause\w*|double\w*|too many|extra|whole (bottle|pack|strip|box)|all of (them|it|the)|overdos\w*|by mistake|accident\w*|\d{2,} (pills|tablets|tabs|capsules))\b/;

/** Whether to take or skip the next dose, with nothing of the body and nothing taken in excess. */
export function nextDoseAskedNoSigns(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return NEXT_DOSE.test(t) && !SIGN_OR_EXCESS.test(t);
}

/**
 * "Dripping pills" (滴丸, compound danshen dripping pills) is a product's name, not blood dripping: the learned reader
 * read "on warfarin and he also takes danshen dripping pills — is that ok?" as bleeding on a blood thinner (blind
 * answer round 44 development data). With the name and no sign of bleeding anywhere, the question is the pair's.
 */
const DRIPPING_PILLS = /\b(dripping|drip|drop) pills?\b/;
const BLEEDING_WORDS =
  /血|瘀|淤|青紫|黑便|\b(blood\w*|bleed\w*|bruis\w*|black (stools?|poo|poop)|tarry|nosebleeds?|vomit\w*|dizz\w*|faint\w*|head|fell|fall(en)?)\b/;

/** A dripping-pills product named beside a blood thinner, with no word of bleeding or a fall. */
export function drippingPillsNoBleeding(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  if (!DRIPPING_PILLS.test(t)) return false;
  return !BLEEDING_WORDS.test(t.replace(new RegExp(DRIPPING_PILLS.source, 'g'), ' '));
}

/**
 * A dose vomited once and taking it again asked ("took my pill this morning and then vomited, do I need to take it
 * again?", "吃完德巴金半小时吐了，要不要补吃一片"): the medicine's question (forty-eighth clinician review, zh M3; the
 * learned reader read the English as a poisoning at 0.87). Anything else of the body, more taken than prescribed, a
 * child, or vomiting that keeps on keeps the card.
 */
const DOSE_VOMITED =
  /(吃完|吃了|服完|服了|刚吃|吃药|服药)[^，。？?!！]{0,20}(吐了|吐出来|吐掉)|\b(took|taken|had|taking) (my|the|her|his|this morning'?s|tonight'?s) [^.?!]{0,30}\b(then|and|but) (vomited|threw up|was sick|puked|got sick)\b|\b(vomited|threw up|was sick|puked)\b[^.?!]{0,30}\bafter (taking|i took|my|the)\b/;
const RETAKE_ASKED =
  /要不要(再|补|重新)|补吃|再吃一(片|粒|次)|重新吃|\b(take|have) (it|another|one more|the dose|another dose) ?(again)?\b[^.?!]{0,12}\?|\bre-?dose\b|\btake another\b|\b(need|have) to (take|retake) (it|another|the dose)\b/;
const NOT_ONLY_A_DOSE_VOMITED =
  /痛|疼|泻|晕|昏|喘|憋|出血|血|疹|肿|心慌|抽|黄|一直吐|吐个不停|还在吐|多吃了|吃多了|吃错|一整|全吃|加倍|双倍|孩子|宝宝|小孩|\d{2,} ?(片|粒)|\b(pain\w*|diarrh\w*|dizz\w*|faint\w*|breath\w*|bleed\w*|blood\w*|rash\w*|swell\w*|swollen|palpitat\w*|seiz\w*|yellow|confus\w*|drows\w*|keeps? (vomiting|throwing up|being sick)|can'?t keep|cant keep|too many|extra|whole (bottle|pack|strip|box)|all of (them|it|the)|overdos\w*|by mistake|accident\w*|kid|child|toddler|baby|son|daughter|\d{2,} (pills|tablets|tabs|capsules))\b/;

/** A dose vomited and taking it again asked, with nothing else of the body and nothing taken in excess. */
export function doseVomitedRetakeAsked(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return DOSE_VOMITED.test(t) && RETAKE_ASKED.test(t) && !NOT_ONLY_A_DOSE_VOMITED.test(t);
}

/**
 * A regimen told as prescribed — "milk thistle 140mg three times a day plus 护肝片 4 tablets three times a day. Do I
 * really need both?" — read as a poisoning by the learned reader (blind answer round 48, en-072, development data once
 * its answers were recorded). A dose said with how often it is taken is a schedule, not an overdose. Anything of the
 * body, more taken than prescribed, all at once, or a child or someone else swallowing something keeps the card.
 */
const REGIMEN =
  /(每天|每日|一天|一日|天天)[^，。？?!！]{0,3}(一|两|二|三|四|1|2|3|4)次|\b(once|twice|three times|four times|[1-4] ?(x|times)) (a|per|each|every) day\b|\b(once|twice|three times|four times|[1-4] ?(x|times)) daily\b|\b(bd|bid|tds|tid|qds|qid)\b/;
const NOT_ONLY_A_REGIMEN = new RegExp(
  `${SIGN_OR_EXCESS.source}|${NOT_ONLY_A_DOSE_VOMITED.source}|一次(吃|服|吞)了|一下子|一口气|误服|误吃|吞了|\\b(at once|all together|in one go|swallowed|got into|found (him|her|them)|ate (a|the|some|all|her|his|my))\\b`,
);

/** A regimen told (how much and how often), with nothing of the body and nothing taken in excess. */
export function regimenToldNoSigns(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return REGIMEN.test(t) && !NOT_ONLY_A_REGIMEN.test(t);
}
