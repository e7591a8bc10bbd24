/**
 * Everyday questions about a medicine that the learned reader read as emergencies. The first two (forty-sixth
 * clinician review, en S2 and en M13): a positive pregnancy test told on a medicine with no pain, bleeding or faint ("just got a faint
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

/**
 * Tingling or numb feet or hands for some days, asked about as a medicine's effect ("My feet have been tingling and
 * kind of numb the last couple days. Is that from something I'm taking?"): the medicine's question — metronidazole's
 * or a quinolone's neuropathy, the prescriber today — not the general card (fifty-first clinician review, en S5; the
 * learned reader retrained with rounds 70–86 read it urgent at 0.51 with no kind). One side, the face, speech,
 * weakness, walking, the chest or breath, a sudden start, the back or the bladder keeps the card (a stroke, a cord
 * compressed, Guillain–Barré climbing).
 */
const TINGLING = /麻|刺痛|针扎|蚂蚁爬|\b(tingl\w*|numb\w*|pins and needles|prickl\w*|burning)\b/;
const FEET_OR_HANDS = /脚|手指|手|脚趾|脚底|\b(feet|foot|toes|hands|fingers|soles)\b/;
const OVER_DAYS =
  /(这|最近|近)[两几些]天|[两几三四五]天了|几(个)?(周|星期)|一段时间|最近|\b(last|past) (couple( of)?|few|several|two|three) (days|weeks)\b|\bfor (a few |several |two |three )?(days|weeks|a while)\b|\b(lately|recently)\b/;
const TINGLING_NOT_ONLY =
  /一侧|半边|单侧|左|右|脸|嘴角|口角|说话|口齿|无力|没力|没劲|走不了|走不稳|站不稳|胸|喘|憋|突然|大小便|失禁|腰|背|往上|抽|晕|\b(one side|left|right|face|droop\w*|slurr\w*|speech|weak\w*|can.?t walk|unsteady|chest|breath\w*|sudden\w*|bladder|bowel|incontinen\w*|back|spread\w*|creeping|climbing|giving (way|out)|faint\w*|dizz\w*|seiz\w*|potassium)\b/;
/** Tingling feet or hands told over days and asked about, with nothing that makes it a stroke, the spine or GBS. */
export function slowTinglingOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return TINGLING.test(t) && FEET_OR_HANDS.test(t) && OVER_DAYS.test(t) && !TINGLING_NOT_ONLY.test(t);
}

/**
 * Whether codeine (Tylenol #3, co-codamol) is safe while breastfeeding, asked by the mother ("is my tylenol 3 ok while
 * breastfeeding? baby seems really sleepy today"): the codeine-while-nursing row answers, which says to switch today and
 * to call 911 at once if the baby is hard to wake, too sleepy to feed, floppy or breathing slowly (FDA Drug Safety
 * Communication, April 2017); the general card says none of that (rows-dev37-perinatal.test.ts, after the retrain
 * with rounds 70–86 read it urgent at 0.91 with no kind). A baby who cannot be woken, is blue, limp or not breathing
 * keeps the card.
 */
const CODEINE =
  /可待因|泰诺(林)?3|泰诺3号|氨酚待因|\b(codeine|tylenol (#|no\.? ?|number )?3|tylenol with codeine|t3s?|co-?codamol|panadeine|solpadeine|nurofen plus)\b/;
const NURSING = /哺乳|喂奶|母乳|喂母乳|\b(breast ?feed\w*|breastfed|nursing|pumping|breast ?milk)\b/;
const ASKED = /[?？]|吗|能不能|可以|行不行|要不要|\b(is|are|can|should|ok|okay|safe)\b/;
const BABY_IN_DANGER =
  /叫不醒|不呼吸|没(有)?呼吸|呼吸停|发紫|发青|青紫|软绵绵|\b(not breathing|stopped breathing|won.?t wake|can.?t wake|unresponsive|blue|limp|floppy)\b/;
export function codeineWhileNursingAsked(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return CODEINE.test(t) && NURSING.test(t) && ASKED.test(t) && !BABY_IN_DANGER.test(t);
}
