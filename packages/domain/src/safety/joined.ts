import { givingAskedNotDone } from './giving-asked';
import {
  doseVomitedRetakeAsked,
  drippingPillsNoBleeding,
  nextDoseAskedNoSigns,
  regimenToldNoSigns,
  positiveTestNoSigns,
  slowTinglingOnly,
  codeineWhileNursingAsked,
} from './quiet-medicine-questions';
import { positiveTestOr } from './pregnancy-test-said';
import { hairNailsBreathOnly } from './hair-nails-breath';
import { exerciseStitchOnly } from './exercise-stitch';
import { preEclampsiaWorryOnly } from './pre-eclampsia-worry';
import { babyBluesOnly } from './baby-blues';
import { learnedClearOnAPastOrWorry } from './learned-veto';
import {
  activeReading,
  alreadyTreated,
  CRISIS_COMPANIONS,
  profileFeatures,
  redFlagFeatures,
  jokedDeathWishOnly,
  lowOverOnEarlierDay,
  lowTreatedAndOver,
  ruleFlagsFor,
  SUBSUMES,
  subsumedBy,
  type RedFlagHit,
  type RedFlagProfile,
} from './detect';
import type { Feature } from './lexicon';
import type { RedFlagKind } from './kinds';
import { potassiumValuesIn, readableLabValue } from './critical-values';
import { datesOrCloses, PAST as PAST_TOLD } from './clauses';
import { CONTEXT_FEATURES, foldText, IDIOMS } from './lexicon';
import { triageScore, type TriageScore } from './triage/model';
import { insulinOmittedForWeight } from './insulin-omission';
import { withoutPreEclampsiaBeforeTwentyWeeks } from './gestation';

/**
 * Kinds that are emergencies only in a context (pregnancy, kidney disease, diabetes medicines, a blood
 * thinner, a serotonergic medicine): the learned reader reads text alone, so its verdict of such a kind
 * stands only when the message or the profile gives the context, as the rules require.
 */
const NEEDS_CONTEXT: Partial<Record<RedFlagKind, readonly Feature[]>> = {
  pre_eclampsia: ['ctx_pregnant'],
  pregnancy_bleeding: ['ctx_pregnant'],
  severe_hypoglycaemia: ['ctx_diabetes'],
  anticoagulant_bleeding: ['ctx_anticoag'],
  head_injury: ['ctx_anticoag'],
  serotonin_syndrome: ['ctx_serotonergic'],
  hyperkalaemia: ['ctx_ckd'],
  digoxin_toxicity: ['ctx_digoxin'],
  hypokalaemia: ['ctx_low_potassium'],
  hypomagnesaemia: ['ctx_low_magnesium'],
};
/** How sure the learned reader must be to give the suicide-crisis card alone. */
const CRISIS_MIN = 0.9;
/**
 * Retrained with rounds 70–86 the reader reads plain crises a little less surely: "im 16 and i cut again tonight,
 * deeper than before and i kinda want to keep going", "Does fish oil help with wanting to die? … scared of what I'll do
 * tonight" at 0.88–0.89, the crisis kind at 0.95–0.99 of it, went from the crisis card to the one that asks. With a word
 * of the cue list said and the crisis kind all but alone, this certainty gives the crisis card; the cue keeps a message
 * with none of those words off it (the possible-crisis card was already shown there, so no new alarm).
 */
const CRISIS_NEAR_MIN = 0.85;
const CRISIS_NEAR_SHARE = 0.9;
function crisisSure(learned: TriageScore, crisisCue: boolean): boolean {
  return (
    learned.urgent >= CRISIS_MIN ||
    (crisisCue && learned.urgent >= CRISIS_NEAR_MIN && (learned.top?.share ?? 0) >= CRISIS_NEAR_SHARE)
  );
}
/** How sure it must be of an emergency it cannot name, with a crisis leading weakly, for the general card. */
const UNNAMED_URGENT_MIN = 0.9;
/**
 * Words about death, an ending, a method or a goodbye, broad on purpose: below CRISIS_MIN the learned
 * reader's crisis reading is asked about only when the message holds one of them — "我想先自己把药停了再
 * 备孕" reads like "我想…自己…了" to it and has none.
 */
/** Pregnancy news told as news: a test just positive, "just found out I'm pregnant". */
/**
 * A pregnancy found out, or wondered about (a late period, "could I be pregnant": forty-eighth clinician review, en S1 —
 * "9 days late … on Nuvigil … is Nuvigil bad for a baby?" got the perinatal crisis card and the 988 line).
 */
const PREGNANCY_NEWS =
  /\b(just )?(found out|find out|learned|confirmed) (i'?m|i am|we'?re|we are|she'?s|she is) (\d+ ?(weeks?|wks?) )?pregnant\b|\b(positive (pregnancy )?test|got (a|my) bfp|bfp)\b|刚(知道|发现|测出|验出|查出)(自己|我)?怀孕|验孕(棒|纸)?(两条杠|阳性)|两条杠|\b(could|might|may|can) (i|she|we) (be|have gotten|have got|get) pregnant\b|\bam i pregnant\b|\b(my |her )?periods? (is |was |are |has been |have been )?(\d+|a few|few|two|three|several|a|one|a couple of) (days?|weeks?) late\b|\b(missed|skipped) (my|her|a) period\b|\blate period\b|(月经|例假|大姨妈|姨妈)[^，。！？,.!?]{0,6}(推迟|晚了|没来|迟了)|(是不是|会不会|可能|该不会)[^，。！？,.!?]{0,4}怀(孕|上)了?/;
/** Sickness in pregnancy told ("孕吐", "怀孕后天天吐", "morning sickness", "pregnant and throwing up"). */
const PREGNANCY_SICKNESS =
  /孕吐|(怀孕|怀上|孕期|孕早期|孕)[^，。！？,.!?]{0,8}吐|\b(morning sickness|hyperemesis|pregnancy sickness)\b|\b(pregnan\w*|preggo|preggers|expecting|\d+ ?(weeks?|wks?))\b[^.?!]{0,30}\b(vomit\w*|throw\w* (it |them |everything )?up|threw (it |them |everything )?up|being sick|nause\w*)\b/;
const CRISIS_CUES = new RegExp(
  [
    '死|活着|活下去|不想活|结束|了断|解决掉|自杀|轻生|不醒|睡过去|离开这个世界|跳楼|跳下去|从几楼|割腕|划|烧炭|农药|',
    '安眠药|一整瓶|一整板|整瓶|整板|攒|遗书|纸条|交代|后事|累赘|没有我|不配|伤害|掐|摔|扔|魔鬼|声音|再见了|永别|反锁|绳子|麻烦大家|不会再麻烦',
    '|\\b(die|dying|dead|death|kill|suicid\\w*|end (it|things|this|my life)|ending it|for good|wake up|not be around|',
    'won.?t be around|better off|goodbye|note|whole bottle|all (my|the|his|her) pills|too many|overdose|od|',
    'hurt (myself|the baby|my baby|him|her)|cut(ting)? myself|jump|rope|voices|no point|burden|',
    // hopelessness said (forty-second clinician review, en S2: "hopeless, like whats even the point")
    'hopeless\\w*|no hope|(what.?s|whats) (even )?the point( of (anything|it all|living|life|trying|going on|being (here|alive)|me|any of (this|it)))?(?! of)|',
    'before i go|heaven|engine running|garage|insecticide|pesticide|bleach|',
    'don.?t (really )?care (if|anymore|what happens)|find out tonight|give (her|him|them) back|walls (are )?talking|behind glass|',
    'not (really )?(real|mine)|make it (all )?stop|disappear|tired of (living|everything))\\b',
    '|伤害|shang ?hai|去找|找你妈|找我妈|找他爸|多久会走|就走了|走了算了|不在了|天堂|带走|带着(宝宝|孩子|娃)|',
    '收拾好|存折|写了?(一)?封信|没了就好|一起没了|听见|听到|胡言乱语|送走|楼顶|天台|顶楼|阳台|露台|窗台|桥上|河边|江边|海边|湖边|轨道|铁轨|冲下去|跳落|不回来|拖累|连累|最后一(次|晚|天)|',
    '\\b(lined up|saying goodbye|said goodbye|door is locked|not answering|rooftop|roof|bridge|overpass|ledge|railway|tracks|the last (one|night|time|day)|(tonight|today) (is|to be) the last|finish (it|things)|rat poison|not coming back)\\b|',
    '不真实|没合眼|不是我的|不想要这个|消失|一了百了|绝望|没希望|活着有什么意思|xiang ?si|bu ?xiang ?huo|要是没了|我没了|保险(能|会)?赔',
    // Self-harm, a plan in other words, goodbyes and intrusive thoughts of harming a baby (blind triage
    // round 16, folded into training after its figures were reported).
    '|\\b(cut (again|deeper|tonight|my (arms?|wrists?|legs?|thighs?))|self.?harm\\w*|fade(d)? (out|away)|go be with|gave away|giving away|',
    'take them all|take it all|down the stairs|needs? to be saved|deserves? a better (mum|mom|mother|dad|father))\\b',
    // Means counted out, asked how quick, a night chosen, a last meal (blind triage round 18, folded in
    // after its figures were reported): "if someone took like 40 of their antidepressants would it be quick",
    // "tonights the night, I just wanted to eat one last nice meal first".
    // Someone else's tablets counted too ("40 of their mum's sleeping tablets … i have them in my room now", blind
    // triage round 70, development data once reported).
    "|\\b([2-9]\\d|[1-9]\\d\\d) (of )?(my |their |his |her |the |these |those )?([\\w'’]+ ){0,2}(pills|tablets|caps(ules)?|antidepressants|meds|painkillers|sleeping pills)\\b",
    '|\\b(would it be (quick|painless|fast)|be quick\\?|out of the (packets?|blister\\w*|bottles?)|tonight.?s the night|one last (nice |good |big |proper )?(meal|dinner|supper|feast)|planning it)\\b',
    '|几十片|[2-9]\\d片|一百片|会不会很快|快不快|最后一顿|最后的晚餐|今晚就是|就今晚|计划好了|计划了(很久|好久|几个月|几周|几个星期)',
    // Means saved up, a whole box asked about, letters written for the family, "will it hurt" (blind triage
    // round 33, folded in after its figures were reported: "been saving up my sertraline", "the whole box … i
    // already wrote letters for my family").
    '|\\b((don.?t|do not|can.?t|cannot) see (the|any) point|saving (them |it |these |those )?up|saving up (my|all|the|some)|stockpil\\w*|hoard(ing|ed)? (my|the|all)|the whole (box|pack|packet|strip|blister|bottle|tub)|wrote (some |a |my )?(letters?|notes?) (for|to)|(will|would|does|did) it hurt\\?|if it (will|would) hurt)\\b',
    // Done with everything, a quick-acting mix asked about with the means at hand, a letter left for the
    // family (blind triage round 34, folded in after its figures were reported: "does tylenol mixed with
    // alcohol work fast? … im done with everything and i have 2 bottles here").
    '|\\b(done with (everything|it all|life|all of (it|this))|can.?t (do|take) (this|it) any ?more|(work|works|act|acts|kill|kills) (fast|quick(ly)?)\\?|([2-9]|two|three|four) bottles (here|at home|left|in (the|my) (cupboard|cabinet|bag|room))|(written|wrote|left) (a |my )?(letter|note)s? (to|for) (my )?(partner|husband|wife|family|kids|children|mum|mom|dad|parents|boyfriend|girlfriend))\\b',
    '|受够了|撑不下去|熬不下去|活够了|给(老公|老婆|家人|孩子|爸妈|父母)写了?(一)?封信',
  ].join(''),
  'i',
);
/**
 * A word of a crisis in the message; one inside a dish name or an idiom ("suicide wings", "death by chocolate") is no
 * cue (the lexicon's IDIOMS; blind triage round 36's look-alike, read 0.51 as a crisis once rounds 63–64 were folded in).
 */
const crisisCueIn = (text: unknown): boolean =>
  typeof text === 'string' &&
  CRISIS_CUES.test(text) &&
  CRISIS_CUES.test(text.toLowerCase().replace(IDIOMS, ' '));

/** A sign of a crisis the rules read, hopelessness apart (see its use in the joined reading). */
const crisisCompanionRead = (features: ReadonlySet<Feature>): boolean =>
  CRISIS_COMPANIONS.some((f) => f !== 'hopeless' && features.has(f));

/**
 * A knock to the head needs care without a blood thinner when it comes with one of NICE's signs (NG232,
 * 2023: vomiting, loss of consciousness, amnesia or repeated questions, drowsiness, confusion, a seizure,
 * double vision, slurred speech, a worsening headache): the learned reader's head injury stands then.
 */
const HEAD_INJURY_SIGNS = new RegExp(
  [
    '吐|呕|晕过去|昏|不省人事|不记得|想不起|重复|一直问|犯困|嗜睡|想睡|越来越困|越来越想睡|困得不行|眼前一黑|两眼一黑|眼前发黑|叫不醒|就一直睡|一直在睡|一直睡(着|了|个不停|不醒)|叫.{0,3}(都)?(不太|不怎么|不)(想)?醒|睁不开眼|软绵绵|迷糊|糊涂|懵|反应慢|说话(不清|含糊|慢|奇怪)|抽|重影|看东西(模糊|花)|越来越(疼|痛)|',
    '\\b(tu|ou ?tu|hun ?mi|kun|xiang ?shui)\\b|',
    '\\b(vomit\\w*|threw up|thrown up|throws up|throw(ing)? up|puk\\w*|sick|doz(e|es|ed|ing) off|dozing|nodding off|(keeps?|kept|keep) falling asleep|nause\\w*|passed out|knocked out|out for (a |about |like |maybe )?(few |couple (of )?)?(\\d+ |some |several )?(sec|min|moment|while)\\w*|blacked out|black(ed)? out|unconscious|',
    'lost consciousness|(cant|can not|doesnt|does not|dont) remember|memory|repeat\\w*|same questions?|asking the same|drowsy|sleepy|',
    'keeps? (wanting to )?sleep|wont wake|(cant|can not|cannot|couldnt) (really )?(wake|rouse)|snoring|(blood|fluid) (coming )?(from|out of) (his|her|my|the) (ear|ears|nose)|confus\\w*|foggy|dazed|out of it|seizure|fit|double|blurr\\w*|seeing stars|slurr\\w*|',
    'speech|worse|worsening|getting worse)\\b',
  ].join(''),
);

/**
 * What makes restriction an emergency rather than a diet question (the triage brief's eating_disorder:
 * starving for days, purging, laxatives or diet pills, fainting, a body failing; NICE NG69, 2017): a
 * planned 700-kcal day is answered by the diet's supervision line, not by this card.
 */
const EATING_DISORDER_SIGNS = new RegExp(
  [
    '吐|呕|抠喉|扣喉|泻|减肥药|排油|罪恶感|晕|眼前(发|就)?黑|心慌|心跳|心悸|掉头发|月经(停|没来)|皮包骨|瘦了(很多|好多)|只喝水|',
    '[几两三四五六七八九十\\d]+(天|周|个星期|个月)(没|都没|不|都不)|(一|1)(周|个?星期|个?礼拜).{0,3}(只|就|才)吃了?(一|两|二|三|1|2|3)顿|不吃饭|唔食|饿(了)?[几两三四五六七八九十\\d]+天|(1\\d|十[一二三四五六七八九]?|[一二三四五六七八九])岁|',
    '\\b(tu|kou ?tu|xie ?yao|yun|jue ?shi)\\b|',
    '\\b(purg\\w*|make (myself|herself|himself) (sick|throw up|vomit)|throw\\w* up|vomit\\w*|puk\\w*|laxative\\w*|dulcolax|senna|bisacodyl|ex-?lax|',
    'only (ate|eaten|had) (one|two|1|2) meals? (in|this|all|a) ?(the |a )?week|diet pills?|fat burners?|water fast\\w*|(haven.?t|hasn.?t|didn.?t|not|no) (eaten|eating|food)|starv\\w*|days? (without|of no) food|',
    'seeing stars|skipp\\w* (all|every) (my )?meals|under [1-4]\\d\\d ?(cals?|calories|kcal)|faint\\w*|passed out|dizz\\w*|black(ed|ing)? out|heart( \\w+){0,2} (racing|pounding|slow|skip\\w*|flutter\\w*|weird)|flutter\\w*|palpitations|',
    '\\b([1-4]\\d\\d|[1-9]\\d) ?(calories|cals?|kcal)( a| per)? day|so cold|freezing all the time|',
    'hair (is )?falling|period (stopped|gone)|skin and bones|feel huge|guilt\\w*|teen\\w*|1\\d ?(yo|years? old)|daughter|son)\\b',
  ].join(''),
);

/**
 * Restriction or purging said in the message: palpitations and dizziness on standing are the eating-
 * disorder card's signs only beside it (MEED 2022; cardio review E4 — "My heart has been fluttering and I
 * feel dizzy when I stand up" from a healthy 20-year-old is not that card). Purging said in an earlier turn
 * or a positive screen in the plan reaches the card through the conversation's own gates.
 */
const RESTRICTION_SAID = new RegExp(
  [
    // Vomiting alone is no restriction: theophylline toxicity told as "吃完药以后一直恶心，已经吐了三次，心跳得特别快"
    // was given the eating-disorder card (forty-fifth clinician review, zh minor 10). Vomiting on purpose is.
    '催吐|抠吐|扣吐|抠着吐|故意(吐|呕)|自己(去)?(吐|呕)|(饭后|餐后|每顿)[^，。？！,.?!]{0,6}(吐|呕)|(吃完|吃了|吃饱)[^，。？！,.?!]{0,4}(就|都|全)?(去)?(吐|呕)|吐掉|抠喉|扣喉|泻药|利尿|减肥|节食|绝食|断食|断碳|辟谷|瘦|不吃|没吃|不食|冇食|没食|饿|只喝水|只吃|\\d+ ?卡|卡路里|大卡|热量|体重|胖|罪恶感|厌食|暴食|月经(停|没来)|皮包骨|',
    '(这周|这个星期|一周|一个星期|一天|今天|三天|两天)(就|只|才)吃了|\\b(tu|kou ?tu|xie ?yao|jian ?fei|jie ?shi|jue ?shi|duan ?shi|mei ?chi|bu ?chi|tai ?pang|hen ?pang|pang)\\b|',
    '\\b(purg\\w*|make (myself|herself|himself) (sick|throw up|vomit)|throw\\w* up|threw up|vomit\\w*|puk\\w*|laxative\\w*|dulcolax|senna|bisacodyl|ex-?lax|',
    'diet\\w*|fat burners?|fast\\w*|eat\\w*|ate|food|meals?|starv\\w*|calories|cals?|kcal|weight|weigh|lbs?|kg|pounds|thin|skinny|fat|huge|',
    'anorexi\\w*|bulimi\\w*|binge\\w*|restrict\\w*|period (stopped|gone)|skin and bones|guilt\\w*)\\b',
  ].join(''),
);

/**
 * A stroke read by the learned reader stands with one of its signs said (FAST and BE-FAST: face, arm or leg,
 * speech, sight, balance, sudden confusion or headache — NICE NG128 2019; 中国卒中中心 "BE FAST"), broad on
 * purpose: "我刚才说错了，是41公斤，82斤" (a corrected weight, twelfth clinician review zh P1) has none.
 */
const STROKE_SIGNS = new RegExp(
  [
    '脸|面|嘴|口角|口眼|歪|流口水|胳膊|手|腿|脚|半边|一边|一侧|偏瘫|麻|没劲|无力|抬不起|拿不住|说话|讲话|口齿|舌头|吐字|讲唔|',
    '说不出|说不清|听不懂|看不见|看不清|眼|视|重影|糊涂|迷糊|不认人|不认识|反应|走路|站不|晕|头痛|头疼|中风|脑梗|脑出血|卒中|',
    '\\b(lian|zui|shou|tui|jiao|shuo ?hua|she ?tou|ban ?bian|zuo ?bian|you ?bian|ma|wai|kan ?bu|yun|tou ?teng)\\b|',
    '\\b(face|facial|mouth|smile|droop\\w*|lopsided|arm|leg|hand|side|weak\\w*|numb\\w*|tingl\\w*|speech|speak\\w*|talk\\w*|words?|slurr\\w*|',
    'gibberish|nonsense|make sense|making sense|wrong words|star(e|ed|es|ing)|tell me|sight|vision|see|seeing|blind|eyes?|confus\\w*|balance|walk\\w*|stand|dizz\\w*|headache|stroke|tia)\\b',
  ].join(''),
);

/**
 * A high glucose is a crisis with its signs (IDF/ADA 2024 hyperglycaemic crises; 中国2型糖尿病防治指南
 * 2020 高血糖危象): thirst, passing a lot of urine, vomiting, tummy pain, fruity breath, deep fast
 * breathing, drowsiness, ketones, a meter reading "HI". A number alone ("我血糖今天测了160" — mg/dL) is the
 * lab answer, and a value of 25 mmol/L or more is the critical-value reader's.
 */
const HYPERGLYCAEMIA_SIGNS = new RegExp(
  [
    '渴|尿多|老想尿|一直尿|吐|呕|恶心|肚子痛|肚子疼|腹痛|烂苹果|丙酮|酮|呼吸|喘|深大|昏|嗜睡|犯困|想睡|叫不醒|糊涂|迷糊|没精神|乏力|',
    '测不出|爆表|超出|\\b(thirst\\w*|pee\\w*|urinat\\w*|vomit\\w*|throw\\w* up|threw up|puk\\w*|nause\\w*|sick|stomach|belly|tummy|fruity|acetone|',
    'nail polish|ketone\\w*|keto\\w*|dka|hhs|breath\\w*|drows\\w*|sleepy|confus\\w*|out of it|weak\\w*|exhausted|reads? high|says high|too high to read)\\b',
  ].join(''),
);

/** Signs of a high sugar going to ketoacidosis — never "keto" (the diet) or "tired" alone. */
const KETOACIDOSIS_SIGNS = new RegExp(
  [
    '渴|尿多|老想尿|一直尿|吐|呕|恶心|肚子痛|肚子疼|腹痛|烂苹果|丙酮|酮体|尿酮|血酮|酮症|呼吸(很|特别|又)?(深|快|急)|深大呼吸|嗜睡|叫不醒|糊涂|迷糊|',
    '\\b(thirst\\w*|peeing (a lot|all the time|constantly|nonstop)|urinat\\w*|vomit\\w*|throw\\w* up|threw up|puk\\w*|nause\\w*|',
    'stomach (pain|ache|hurts)|belly (pain|ache|hurts)|fruity|acetone|nail polish|ketones?|ketoacidosis|dka|hhs|',
    'breathing (fast|hard|deep\\w*)|drows\\w*|confus\\w*|reads? high|says high|too high to read)\\b',
  ].join(''),
);

function insulinOmittedWithHighSigns(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const folded = foldText(text);
  return insulinOmittedForWeight(folded) && KETOACIDOSIS_SIGNS.test(folded) && !LOW_TOLD.test(folded);
}

/** Insulin left out to lose weight, told with no sign of ketoacidosis and no low. */
function omittedInsulinOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const folded = foldText(text);
  return insulinOmittedForWeight(folded) && !HYPERGLYCAEMIA_SIGNS.test(folded) && !LOW_TOLD.test(folded);
}

const BRAIN_FREEZE = /\bbrain[- ]?freeze\b|\bice[- ]?cream headaches?\b|冰淇淋头痛|冰激凌头痛|脑冻/;

const TAKEN_TWICE =
  /\b(took|taken|take|had)\b[^.?!]{0,40}\b(twice|two times|double|2x|an extra)\b|\b(took|taken|had)\b[^.?!]{0,10}\b(2|two)\b[^.?!]{0,30}\binstead of (1|one)\b|\b(doubled|double[- ]dosed)\b|\bdouble dose\b|(吃|服|喝)(了)?(两|2)(次|遍|回)|多吃了(一|1)(次|片|粒|颗)|重复(吃|服)/;
const EVERYDAY_VITAMIN =
  /\bvit(amin)?\.? ?(d3?|c|b ?\d{0,2}|e)\b|\b(d3|multivitamins?|multi|fish oil|omega[- ]?3|magnesium|calcium|probiotics?|biotin|b complex|collagen)\b|维生素|维他命|鱼油|钙片|镁|益生菌|复合维生素|善存/;
const NOT_EVERYDAY =
  /\biron\b|ferrous|铁|\b(baby|toddler|kid|child|son|daughter|\d+ ?(yo|year old|month old))\b|孩子|宝宝|小孩|儿子|女儿|\b(pills? of|insulin|warfarin|tylenol|acetaminophen|paracetamol|lithium|digoxin)\b|药/;
const FEELS_FINE =
  /\bprobably nothing\b|\bno symptoms\b|\b(feel|feeling|i'?m|im|seem)( totally| completely)? (fine|ok|okay|good|normal)\b|没(什么)?(感觉|不舒服)|感觉(还)?(正常|挺好|还好|没事)/;

const DOSE_FORGOTTEN =
  /\b(forgot|forget|forgotten|missed|skipped|didn'?t take|did not take)\b|忘(了|记)?(吃|服|打)|漏(吃|服|了)|没(吃|服)/;
const TWO_ASKED =
  /\b(should|can|do|could|shall) i (just )?(take|have|do) (two|2|both|a double|double|an extra|the missed one)\b|\bdouble (up|dose)\b[^.!]{0,30}\?|\bdouble up\b|\btake (two|2|both) (tonight|today|now|tomorrow|together)\b|(要|能|可以|该|需要)?(吃|补|服)(两|2)(片|次|粒|颗)(吗|么|嘛|呢)?|吃双倍|补(吃|上|回来)/;
const ALREADY_TWO =
  /\b(took|taken|have taken|ve taken|ate|swallowed)\b[^.?!]{0,25}\b(two|2|double|twice|both|extra)\b|(吃|服)了(两|2)(片|次|粒|颗)|多吃了|吃重了|重复吃了/;

function missedDoseAsked(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  if (!DOSE_FORGOTTEN.test(t) || !TWO_ASKED.test(t) || ALREADY_TWO.test(t)) return false;
  // "tonight" is a time word the crisis rules read (suicide_timing), not a sign of the body.
  const signs = [...redFlagFeatures(text)].filter(
    (f) => !SIGN_FEATURE_IGNORED.has(f) && f !== 'suicide_timing',
  );
  return signs.length === 0;
}

/**
 * One extra everyday supplement ("鱼油多吃了一粒 … 会overdose吗哈哈", "took 2 multivitamins instead of 1") with
 * no sign of the body told: the amount answer, not the poisoning card, from either reader (blind triage
 * round 34, development data once reported; an extra fish oil, vitamin D or multivitamin in an adult is no
 * poisoning — NHS "taken an extra dose by accident"). Iron, a child or a medicine keep the card's readers.
 */
function extraVitaminNoSigns(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  if (!TAKEN_TWICE.test(t) || !EVERYDAY_VITAMIN.test(t) || NOT_EVERYDAY.test(t)) return false;
  const signs = [...redFlagFeatures(text)].filter(
    (f) => !SIGN_FEATURE_IGNORED.has(f) && f !== 'overdose' && f !== 'accidental',
  );
  return signs.length === 0;
}

function vitaminTakenTwiceOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return TAKEN_TWICE.test(t) && EVERYDAY_VITAMIN.test(t) && FEELS_FINE.test(t) && !NOT_EVERYDAY.test(t);
}

/** A low told: shaking, sweating, a hypo (the learned reader's low-sugar card stands then). */
const LOW_TOLD =
  /低血糖|血糖(偏)?低|手抖|发抖|出汗|冒冷汗|心慌|\b(lows?|hypos?|going low|shak\w*|sweat\w*|trembl\w*)\b/;

/**
 * What makes muscle pain muscle breakdown rather than a statin question: dark urine, weakness, pain too
 * severe to move or swelling, or a high CK (the triage brief's muscle_breakdown; MHRA statin advice 2014;
 * ACC/AHA 2018 statin safety statement). "On atorvastatin and my legs ache, should I take CoQ10?" is the
 * statin-aches answer: see the prescriber (answers.test.ts §7).
 */
const MUSCLE_BREAKDOWN_SIGNS = new RegExp(
  [
    '尿|小便|酱油|浓茶|可乐|颜色|深|黑|没力|无力|没劲|站不|走不|爬不|端不住|动不了|抬不起|肿|剧烈|疼得|痛得|厉害|受不了|肌酸激酶|\\bck\\b|',
    '\\b(niao|ke ?le|hei|mei ?li|li ?hai|orina|negra|oscura|dolor)\\b|',
    '\\b(pee|piss|urine|wee|dark|black\\w*|cola|tea.?colou?red|brown|weak\\w*|can.?t (stand|walk|move|lift|get up)|unable to|swollen|swelling|severe\\w*|excruciating|unbearable|agony|worst|',
    'ck|creatine kinase|rhabdo\\w*|marathon|crossfit)\\b',
  ].join(''),
);

/**
 * What makes a lithium question an emergency rather than a diet question: the signs of toxicity or of
 * the dehydration that leads to it (NICE CKS Bipolar disorder — lithium toxicity; Priadel SmPC §4.9:
 * coarse tremor, vomiting, diarrhoea, unsteadiness, slurred speech, confusion, drowsiness, muscle
 * twitching, fits). "On lithium, should I cut down on salt?" is answered by the diet rule, not this card.
 */
const LITHIUM_TOXICITY_SIGNS = new RegExp(
  [
    '\\b(tu|ou ?tu|fu ?xie|la ?du ?zi|dou|zou ?lu ?bu ?wen|hu ?tu)\\b|抖|颤|吐|呕|恶心|头晕|晕|走不了直线|走不直|绊倒|摔|特别困|拉肚子|腹泻|拉稀|站不稳|走不稳|走路不稳|摇晃|说话(不清|含糊)|大舌头|糊涂|迷糊|犯困|嗜睡|昏|抽|肌肉跳|口渴得厉害|脱水|发烧|中暑|',
    '\\b(trembl\\w*|tremor\\w*|shak\\w*|vomit\\w*|throw\\w* up|threw up|puk\\w*|nause\\w*|dizz\\w*|walk straight|trip\\w*|diarrh\\w*|the runs|unsteady|wobbly|stumbl\\w*|',
    'slurr\\w*|confus\\w*|foggy|drowsy|sleepy|out of it|twitch\\w*|jerk\\w*|seizure|fit|dehydrat\\w*|heat ?stroke|fever|sick)\\b',
  ].join(''),
  'i',
);

/**
 * What makes a high potassium an emergency now rather than a diet or supplement question: its signs
 * (muscle weakness, heavy legs, numbness or tingling, a slow, skipping or fluttering heartbeat, a faint,
 * breathlessness — NICE CKS Hyperkalaemia 2023; UK Kidney Association 2023) or a potassium told. "Can my
 * husband take magnesium or CoQ10 for his heart? he's on digoxin, furosemide, spironolactone and
 * lisinopril" names the medicines and nothing else (blind answer round 35 en-075, development data).
 */
const HIGH_POTASSIUM_SIGNS = new RegExp(
  [
    '钾|鉀|无力|没力|没劲|乏力|软|麻|刺|针扎|心(跳|慌|悸|律|率|口|里|脏(跳|乱|怦|扑|咚|停|漏|不舒服|难受))|晕|慌|跳|抬不起|动不了|站不|走不|腿|手|胸|喘|气|危急|',
    '\\b(xin|tui|wu ?li|mei ?li|ma|yun|xue ?jia)\\b|',
    // "for his heart" is no sign; the heart doing something is.
    '\\b(potassium|k|weak\\w*|heavy|numb\\w*|tingl\\w*|pins|heart ?beats?|heart.?rate|pulse|beat\\w*|flutter\\w*|skip\\w*|palpitat\\w*|faint\\w*|dizz\\w*|',
    'heart( is| was| keeps?| feels?| went| goes| doing)?( \\w+)? (racing|pounding|slow\\w*|skip\\w*|flutter\\w*|jump\\w*|miss\\w*|funny|weird|odd|strange|irregular|stop\\w*|thump\\w*|flip\\w*|pause\\w*|all over)|',
    'chest|breath\\w*|paraly\\w*|legs?|arms?|can.?t (move|stand|walk|lift)|collaps\\w*|floppy|jelly|limp|critical\\w*)\\b',
  ].join(''),
  'i',
);

/**
 * Bleeding on a blood thinner is told by what is seen or where (blood, a colour, a bruise, a nose or gums,
 * a flow that will not stop, a knock) — words broad on purpose (rounds 17–41 and the training data: 1,038
 * messages of the kind, each with one). "Can i drink cranberry juice on warfarin? bladder's been playing
 * up" tells none, and is the cranberry question (blind answer round 35 en-068, development data).
 */
const BLEEDING_SEEN = new RegExp(
  [
    '血|红|粉|紫|青|瘀|淤|黑|柏油|咖啡|酱油|茶色|可乐|洗肉水|西瓜|湿透|止不住|不停|流|渗|肿|摔|撞|磕|',
    '\\b(bleed\\w*|blood\\w*|red\\w*|pink\\w*|purple|bruis\\w*|black\\w*|tar\\w*|coffee|cola|brown\\w*|dark\\w*|rust\\w*|ros[eé]|nose\\w*|gums?|clots?|',
    'stop\\w*|keeps? (coming|going|running|pouring)|pour\\w*|soak\\w*|gush\\w*|drip\\w*|spot\\w*|ooz\\w*|xue|hong|fen|liu|tea|wine|ketchup|jam|maroon|',
    'crimson|scarlet|meat|watermelon|sangr\\w*|heavy|heavier|flood\\w*|haemat\\w*|hemat\\w*|melena|vomit\\w*|cough\\w*|hit|fell|fall\\w*|knock\\w*|swell\\w*|swollen|lump)\\b',
  ].join(''),
  'i',
);

/**
 * Bleeding in pregnancy is told by something seen (blood, spotting, a pad, a colour, a flow) — broad on
 * purpose. "孕20周，克罗恩…一吃(铁)肚子就绞着疼还拉…能换别的铁吗" tells none, and is the iron question (blind
 * answer round 37, zh-005, development data: the learned reader's pregnancy-bleeding card, 120).
 */
/** Blood named as a test or a tonic, not seen: "血红蛋白10.1", "抽血", "补血", "贫血", "blood test". */
const BLOOD_TEST_WORDS =
  /血红蛋白|红细胞|血常规|血糖|血压|血脂|血钾|血钠|血钙|血镁|血氨|血清|血小板|血型|验血|抽血|补血|贫血|造血|\bblood (tests?|work|pressure|sugars?|counts?|levels?|results?|type|thinners?)\b|\bred (blood )?cells?\b/g;
const PREGNANCY_BLEEDING_SEEN = new RegExp(
  [
    '血|红|粉|褐|咖啡|湿|垫|卫生巾|护垫|内裤|流|块|渗|',
    '\\b(bleed\\w*|blood\\w*|red\\w*|pink\\w*|brown\\w*|spot\\w*|clots?|pads?|panty|liners?|soak\\w*|gush\\w*|pour\\w*|flow\\w*|trickl\\w*|',
    'period|discharge|wet|xue|hong|liu|passing|passed|tissue|miscarr\\w*|losing)\\b',
  ].join(''),
  'i',
);

/**
 * Medicines and conditions that raise potassium, as people name them: brands (安体舒通), the calcineurin
 * inhibitors after a transplant (他克莫司, ciclosporin — Prograf PI §5.12), potassium pills, kidney disease
 * in pinyin, and 降压药 (in China most blood-pressure pills taken with a potassium question are ACE
 * inhibitors or ARBs; a muscle-weakness-and-palpitations message with one is not left unanswered).
 */
const POTASSIUM_RAISERS =
  /钾|鉀|potassium|spironolactone|螺内酯|安体舒通|aldactone|eplerenone|依普利酮|普利|沙坦|\w+pril\b|\w+sartan\b|tacrolimus|他克莫司|prograf|ciclosporin|cyclosporine|环孢素|trimethoprim|降压药|降壓藥|dialysis|透析|xue ?jia|shen ?bing|肾病|腎|\bspiro\b/i;

/**
 * The red flags in a user's message: the phrase rules and the learned reader joined (ADR 0038). A
 * message is urgent if either says so. The rules name the kind when they fire (their features are
 * exact), except that a specific cause the learned reader is sure of replaces the general signs it
 * explains (an MAOI crisis, not a thunderclap headache; lithium toxicity, not a stroke — SUBSUMES). When
 * the rules are silent, the learned reader — reading what the rules take as the present — names a kind
 * only when one clearly leads, and the card stays general ("these signs need care today") rather than
 * name a condition that may be the wrong one.
 */
/**
 * Movements said to be as lively as ever today ("she's super active today as usual", "一直在动"), with no
 * word of fewer, weaker, slower or different movements and no "usually … but today": a question about
 * normal movements, not the reduced-movements card (blind triage round 33, development data once reported;
 * every reduced-movements message of the training corpus and rounds keeps its card — round33-dev.test.ts).
 */
const MOVEMENTS_ACTIVE =
  /\b(kicks? (like crazy|a lot|all the time|nonstop)|super active|very active|really active|so active|moving (a lot|loads|lots|all the time|like crazy)|as usual|as always|like normal)\b|动得(很|特别|可|超)?欢|很活跃|特别活跃|一直在动|跟平时一样|和平时一样|照常/;
const MOVEMENTS_USUAL = /平时|平常|以前|往常|昨天|\b(usually|normally|yesterday|used to)\b/;
const MOVEMENTS_FEWER =
  /少|弱|不动|没动|没有动|没怎么|没咋|不咋|动静|一下|几下|冇|唔郁|感觉不到|摸不到|安静|静悄悄|不踢|没踢|胎动没|停了|不见|慢|懒|\b(less|fewer|slow\w*|quiet\w*|still|stopp?ed|not (moving|kicking|felt|feeling|as active|much|so|very)|no (kicks?|movements?|moves?)|(hasn.?t|haven.?t|didn.?t|hadn.?t|isn.?t|wasn.?t) (been )?(moved?|moving|kicked?|kicking|felt|active)|can.?t (feel|notice)|cannot (feel|notice)|don.?t (feel|notice)|barely|hardly|lazy|sluggish|reduced|decreas\w*|weak\w*|changed?|different|nothing|few|only|zero|none)\b/;
/**
 * Counted since and found as usual: "吃完饭躺下数了一下，一个小时动了十几下，跟平时差不多了" (blind triage round 76, zh, a false
 * alarm seen in the before print: development data once reported) — ten or more in the count, and "the same as usual".
 */
const MOVEMENTS_COUNTED_USUAL =
  /(动|踢)了?[^，。？！]{0,3}(十几|十多|二十几|二十多|几十|1\d|[2-9]\d)(下|次)[^。？！]{0,20}(跟|和|与)(平时|平常|往常|以前)(差不多|一样)/;
function movementsAsUsual(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  // "still moving normally and kicking my ribs as always" (blind triage round 34): "still" moving and
  // moving "normally" are the lively movements themselves, not "still no kicks" or "usually … but today".
  const t = foldText(text)
    .replace(/\bstill (moving|kicking|active|wriggling|squirming)\b/g, '$1')
    .replace(/\b(moving|kicking|movements?|moves?) (normally|as normal)\b/g, '$1 as usual');
  return (
    (MOVEMENTS_ACTIVE.test(t) && !MOVEMENTS_USUAL.test(t) && !MOVEMENTS_FEWER.test(t)) ||
    MOVEMENTS_BACK.test(t) ||
    MOVEMENTS_COUNTED_USUAL.test(t)
  );
}
/**
 * A quiet spell told as over: "quieter this morning … but she's been kicking away like normal all afternoon, same
 * pattern as always" (blind triage round 70, development data once reported) — the movements back to their usual
 * pattern since, with the words for it said after a "but", "now" or "since".
 */
const MOVEMENTS_BACK =
  /\b(but|now|since (then|lunch|dinner|breakfast)|after (that|lunch|dinner|eating|a snack))\b[^.?!]{0,60}\b(kick\w*|moving|wriggl\w*|squirm\w*|rolling)\b[^.?!]{0,20}\b(like normal|as normal|as usual|as always|normally|same pattern as (always|usual|ever))\b(?![^.?!]{0,30}\b(but|until|except)\b)|(后来|现在|之后|吃完[^，。]{0,4}后?)[^，。？！]{0,15}(又|恢复|重新)[^，。？！]{0,6}(跟平时一样|和平时一样|像平时一样|正常)(动|踢|地动|地踢)/;

/**
 * Black stools after blood eaten (鸭血, 毛血旺, black pudding), iron or bismuth, the person well ("人一点事都
 * 没有"), with no sign of a bleed — no tarry or sticky stool, no dizziness, faintness, weakness, pain or
 * blood vomited, and no blood thinner: the food or the medicine colours the stool (NHS: black stools; iron
 * and bismuth labels), not the bleeding card (blind triage round 33, development data once reported).
 */
const BLACK_STOOL =
  /舌头[^，。]{0,4}黑|\b(black|dark|hairy black) tongue\b|\btongue (is|was|turned|looks?|went) (black|dark)\b|黑便|(大便|便便|粪便|拉的|屎|粑粑)[^，。]{0,8}黑|拉[^，。]{0,2}黑|\b(black|dark) (stools?|poo+p?|poos?|bowel movements?)\b|\b(stools?|poo+p?|poos?) (is|are|was|were|turned|looks?) (black|dark)\b/;
const STOOL_COLOURED_BY =
  /鸭血|猪血|血豆腐|血旺|毛血旺|动物血|血肠|铁剂|补铁|硫酸亚铁|琥珀酸亚铁|富马酸亚铁|力蜚能|速力菲|铋|\b(black pudding|blood sausage|blood tofu|iron (pills?|tablets?|supplements?)|ferrous|bismuth|pepto)\b/;
// An NSAID taken for weeks, or the sight going dark on standing, is a bleed's context, never iron's colour
// ("吃了快一个月布洛芬，这两天大便黑乎乎的，今天站起来眼前一黑，是因为我同时吃了补铁的吗": blind triage round 36).
const BLEED_SIGNS =
  /眼前(一|发)?黑|黑蒙|布洛芬|双氯芬酸|萘普生|塞来昔布|芬必得|扶他林|\b(ibuprofen|naproxen|diclofenac|advil|motrin|aleve|nurofen|nsaids?|celecoxib)\b|柏油|黏|粘|头晕|头昏|晕|乏力|没力|心慌|心跳快|冒汗|出汗|吐血|呕血|咖啡|肚子(很|好|特别)?痛|腹痛|胃痛|脸色(发)?白|苍白|华法林|醋硝香豆素|苯丙香豆素|利伐沙班|阿哌沙班|达比加群|氯吡格雷|阿司匹林|抗凝|\b(tarry|sticky|tar|dizz\w*|faint\w*|light.?headed|weak\w*|pale|sweat\w*|vomit\w*|pain\w*|cramp\w*|warfarin|coumadin|acitrom|sintrom|acenocoumarol|phenprocoumon|marc(o)?umar|eliquis|apixaban|xarelto|rivaroxaban|dabigatran|clopidogrel|plavix|aspirin|blood thinner\w*)\b/;
/**
 * A supplement or herb asked about beside a blood thinner ("I take turmeric, ginkgo, fish oil and vitamin E
 * alongside my apixaban … should I be stopping any of them?", "吃着华法林，银杏和鱼油还能吃吗"), with no bleed
 * told and nothing of the body: the supplement answer (which add bleeding risk, which lower the drug), not
 * the bleeding card the learned reader read at 0.56 (blind answer round 26, en-080).
 */
const SUPPLEMENT_NAMED =
  /保健品|补充剂|营养品|维生素|鱼油|银杏|姜黄|当归|丹参|三七|人参|贯叶连翘|圣约翰草|大蒜(素|精|胶囊|片)|纳豆激酶|辅酶|\b(supplements?|vitamins?|vitamin [a-z]\d?|fish oils?|omega.?3|krill|ginkgo|turmeric|curcumin|ginseng|garlic (pills?|tablets?|capsules?|supplements?)|st\.? john.?s wort|dong quai|nattokinase|coq10|herbs?|herbal)\b/;
const BLEED_TOLD = new RegExp(
  [
    String.raw`出血|流血|血(尿|便)|尿血|便血|吐血|咯血|咳血|瘀|淤|青紫|一块青|黑便|牙龈|鼻血|\b(bleed\w*|blood in|bloody|bruis\w*|nosebleeds?|black stools?|tarry|pink (urine|pee)|red (urine|pee)|coughing (up )?blood|vomiting blood)\b`,
    // Any blood told of, bar the blood-thinning the question is about and the usual tests ("thins the blood",
    // 血压, 血糖): "her nose has been pouring blood", "满嘴血", "还往外冒血" are bleeds (blind triage rounds 17–33,
    // re-run after this veto: four bleeds it had dropped).
    String.raw`(?<!活|薄|补|抗|稀释|化验|验|抽)血(?!压|糖|脂|钾|钠|常规|栓|小板|液检查|检|型|管)|紫|流个不停|止不住|\b(?<!\bthin\w* (the |my |your |his |her |our )?)blood\b(?! ?(thinners?|pressure|sugars?|tests?|work|levels?|clots?|counts?|type))`,
  ].join('|'),
);
function anticoagulantSupplementAsked(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return SUPPLEMENT_NAMED.test(t) && !BLEED_TOLD.test(t) && nothingOfTheBodyTold(text);
}

function blackStoolExplained(text: unknown, profile?: RedFlagProfile | null): boolean {
  if (typeof text !== 'string' || ruleContext(text, profile).has('ctx_anticoag')) return false;
  const t = foldText(text);
  return BLACK_STOOL.test(t) && STOOL_COLOURED_BY.test(t) && !BLEED_SIGNS.test(t);
}

/**
 * Red stools or red specks after red food (火龙果, strawberries, beetroot), the person well, no sign of a
 * bleed and no blood thinner: the food colours the stool (NHS: blood in poo; beeturia), not the bleeding
 * card (blind triage round 34, development data once reported: "偷吃了好多草莓 今天便便有红色的点 是草莓籽吧").
 */
const RED_STOOL =
  /(大便|便便|粪便|拉的|屎|粑粑|尿)[^，。]{0,8}红|\b(red|pink|reddish|magenta|purple) (stools?|poo+p?|poos?|specks?|bits|flecks|urine|pee|wee)\b|\b(stools?|poo+p?|poos?|urine|pee|wee) (is|are|was|were|turned|looks?|has|had|came out) (red|pink|reddish|magenta|purple)\b/;
const RED_COLOURED_BY =
  /火龙果|草莓|甜菜|红菜头|西瓜|番茄|西红柿|红曲|苋菜|\b(beets?|beetroot|dragon ?fruit|pitaya|strawberr\w*|red velvet|food colou?ring|red (jell-?o|gelatin|popsicles?|candy|drinks?|gatorade|sweets)|tomato(es)?|watermelon|cranberr\w*|kool-?aid)\b/;
function redStoolExplained(text: unknown, profile?: RedFlagProfile | null): boolean {
  if (typeof text !== 'string' || ruleContext(text, profile).has('ctx_anticoag')) return false;
  const t = foldText(text);
  return RED_STOOL.test(t) && RED_COLOURED_BY.test(t) && !BLEED_SIGNS.test(t);
}

/**
 * Something a child put in its mouth that is told harmless on its label ("无毒" crayon, "non-toxic" paint),
 * spat out or the child well, with no sign of harm: the everyday question, not the ingestion card (blind
 * triage round 34, development data once reported). Medicines, vitamins, batteries, magnets and cleaning
 * products are never this (the card stands for them even when the child "seems fine").
 */
const NON_TOXIC = /无毒|不含毒|食品级|可食用|\bnon-?toxic\b|\bap (seal|certified)\b|\bfood[- ]grade\b/;
const NEVER_HARMLESS =
  /药|片|丸|维生素|钙|铁|电池|纽扣|磁|洗衣|洗碗|消毒|漂白|清洁|酒精|农药|\b(pills?|tablets?|meds?|medicine|vitamins?|gumm(y|ies)|iron|batter(y|ies)|magnets?|detergent|pods?|bleach|cleaner|alcohol|pesticide|poison)\b/;
const INGESTION_HARM =
  /咳|喘|呛|吐了(好几|几)次|一直吐|没精神|嗜睡|叫不醒|抽|肚子(痛|疼)|流口水|吞不下|\b(cough\w*|chok\w*|wheez\w*|vomit\w* (again|twice|several|a lot)|keeps? vomit\w*|drowsy|sleepy|floppy|drool\w*|can.?t swallow|belly ?ache|tummy ?ache)\b/;
function harmlessThingMouthed(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return NON_TOXIC.test(t) && !NEVER_HARMLESS.test(t) && !INGESTION_HARM.test(t);
}

/**
 * Blind triage round 34's look-alikes, read by the learned reader alone (development data once reported):
 * a child with one loose stool who drinks, wees and plays; a stroke years ago with weakness unchanged since;
 * a small bruise from a bump on a blood thinner, not growing. Each stands only when the rules are silent and
 * nothing new, worse or dangerous is told beside it.
 */
const CHILD_GUT_MILD =
  /\b(runny|loose|watery|soft) (poo+p?|poos?|stools?|nappy|diaper)\b|\bdiarrh\w*|\bthrew up\b|\bvomit\w*|拉肚子|拉稀|稀便|大便(有点)?稀|吐了/;
const CHILD_WELL =
  /\b(?<!(not|isn.?t|isnt|stopped|no|nor|hardly|barely) )(drinking|peeing|weeing|running around|playing|(eating|feeding) (well|fine|normally|ok)|as usual|normal self)\b|活蹦乱跳|精神(很|挺|还)?好|能吃能喝|尿(也)?(正常|不少|挺多)|还在玩|照样玩/;
const CHILD_DANGER =
  /\b(no|not|hasn.?t|hasnt|haven.?t|hadn.?t|few|very few|hardly any|barely any|fewer)( had| been| any)? (a )?(wet|peed|weed|pee|wee)|\bsunken|\bfloppy|\bletharg\w*|\b(won.?t|will not|not|refus\w*) (drink|wake|waking|feed|feeding|fluids|anything)|\brefus\w*|\bsleepy|\bdrowsy|\blying there|\bdry (mouth|lips|tongue)|\bno tears|\bnot playing|\bblood\w*|\bgreen\b|\bbilious|\bhigh fever|\bnon.?stop|\bevery (hour|feed|\d+ ?min)|\b\d+ times\b|\b(newborn|infant|\d+ (weeks?|wks?|days?|months?|mos?) old)\b|不尿|没尿|尿少|眼窝|凹|没精神|蔫|嗜睡|叫不醒|不喝|带血|绿色|一直(吐|拉)|高烧|新生儿|[一二三四五六七八九十\d]+(个)?(天|周|月)(大)?的(宝宝|孩子|婴儿)|好几次|[三四五六七八九十\d]+次/;
function childGutMildWell(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return (
    CHILD_GUT_MILD.test(t) &&
    CHILD_WELL.test(t) &&
    !CHILD_DANGER.test(t) &&
    !SWALLOW_TOLD.test(t) &&
    !NEVER_HARMLESS.test(t)
  );
}
const LONG_STABLE =
  /\b(unchanged|stable|since then|ever since|residual|has been the same|no (new|change))\b|后遗症|一直这样|没(有)?(什么)?变化|(很|挺|一直)?稳定/;
const NEW_OR_WORSE =
  /\b(sudden\w*|new|today|this (morning|afternoon|evening)|tonight|just now|an hour ago|worse|worsen\w*|again)\b|突然|今天|刚才|刚刚|加重|更(严重|厉害)|又/;
function oldStrokeStable(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return PAST_TOLD.test(t) && LONG_STABLE.test(t) && !NEW_OR_WORSE.test(t);
}
const SMALL_BRUISE =
  /\b(small|little|tiny|minor) bruises?\b|\bbruise[^.?!]{0,30}\bsize of (a |an )?(quarter|dime|nickel|penny|coin|pea|grape|thumbnail|fingernail)\b|一小块(淤青|青紫|瘀斑|乌青)|小(块)?(淤青|乌青)/;
const BRUISE_BIG =
  /\b(big|large|huge|lots of|many|several|all over|everywhere|spreading|unexplained|for no reason|getting bigger|growing|swollen|swelling)\b|大片|很多|好几块|到处|莫名|不明原因|越来越大|肿/;
/**
 * A small knock to one's own head told with its signs ruled out ("banged my head on the car door yesterday, just a small
 * bump, no headache or feeling sick, I'm 25 and not on any meds"): NICE NG232's home-advice case — an adult, no blood
 * thinner, no sign — not the head-injury card (blind triage round 83, en, development data once recorded). Someone else's
 * head, a child, an age of 65 or more, a blood thinner or aspirin, a fall from a height, a lost or changed consciousness,
 * being sick, a worse headache, fits, a leak from the ear or nose, a dent, or anything today keep it.
 */
const HEAD_KNOCK =
  /\b(bang\w*|bump\w*|hit|knock\w*|smack\w*|whack\w*) my head\b|我[^，。？?]{0,6}(磕(到|了)(一下)?头|撞(到|了)(一下)?头)|我(的)?头(被)?(磕|撞)(了一下|到了)/;
/** Someone else's knock: a parent's or a partner's age is seldom told, so the card stays (read-through). */
const ANOTHER_PERSON =
  /爸|妈|爷|奶|外婆|外公|姥|老公|老婆|儿子|女儿|孙|\b(my |our )?(dad|father|mum|mom|mother|grand\w*|husband|wife|partner|son|daughter|kid|child|baby|toddler|he|she|his|her)\b/;
const HEAD_SIGNS_RULED_OUT =
  /\b(no|without (a|any)?) ?(headache|dizz\w*|vomit\w*|nausea|sickness|confusion)\b|\bnot (feeling )?(sick|dizzy|nauseous|confused)\b|\bfeel(ing|s)? (totally |completely |perfectly )?(fine|normal|ok|okay)\b|\bjust a (small |little |tiny |minor )?(bump|lump|bruise|knock|egg)\b|没(有)?(头痛|头疼|头晕|吐|恶心)|不(头痛|头疼|头晕|恶心)|(人|精神)(都)?(挺|很)?(好|正常)/;
const HEAD_DANGER =
  /\b(blood thinner\w*|anticoag\w*|warfarin|coumadin|eliquis|apixaban|xarelto|rivaroxaban|pradaxa|dabigatran|edoxaban|lixiana|clopidogrel|plavix|aspirin|brilinta|ticagrelor|heparin|clexane|enoxaparin|pass(ed)? out|knocked out|blacked out|unconscious|lost consciousness|can.?t remember|forg[eo]t\w*|memory|confus\w*|drows\w*|sleepy|threw up|vomited|being sick|was sick|getting worse|worse|worst|seiz\w*|fit|fitting|clear fluid|leak\w*|bleeding from (his |her |my )?(ear|nose)|dent|stairs|ladder|roof|height|car (crash|accident)|bike|motorbike|baby|toddler|infant|months? old|grandma|grandpa|nan|granny|elderly|\d+ ?(yo|year old)|today|tonight|this (morning|afternoon|evening)|just now)\b|抗凝|华法林|利伐沙班|阿哌沙班|达比加群|阿司匹林|氯吡格雷|晕过去|昏|不记得|想不起|糊涂|嗜睡|想睡|吐了|越来越|抽|流(血|水)|楼梯|梯子|高处|车祸|宝宝|孩子|婴儿|老人|今天|刚才|刚刚/;
/** An age told and 65 or more ("I'm 72"): NICE's threshold for a scan after any head injury. */
const AGE_SIXTY_FIVE_PLUS = /\b(i'?m|i am|im|aged?) (6[5-9]|[7-9]\d|1[01]\d)\b|(6[5-9]|[7-9]\d)岁/;
function headKnockNoSigns(text: unknown, profile: RedFlagProfile | null | undefined): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text).replace(/\b(i'?m|i am|im) \d{1,2} and\b/g, ' ');
  if (!HEAD_KNOCK.test(t) || !HEAD_SIGNS_RULED_OUT.test(t) || ANOTHER_PERSON.test(t)) return false;
  if (HEAD_DANGER.test(t) || AGE_SIXTY_FIVE_PLUS.test(foldText(text))) return false;
  const context = ruleContext(text, profile);
  return !context.has('ctx_anticoag') && !context.has('ctx_aspirin');
}

function smallBruiseFromBump(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text).replace(
    /\b(not|isn.?t|isnt|hasn.?t|hasnt) (getting |gotten |been getting )?(any )?(bigger|growing|spreading|worse)\b|没(有)?(变大|扩大|长大)/g,
    ' ',
  );
  return (
    SMALL_BRUISE.test(t) &&
    !BRUISE_BIG.test(t) &&
    !BLEED_TOLD.test(t.replace(/\bbruis\w*|淤青|青紫|瘀斑|乌青/g, ' '))
  );
}

/**
 * Dumping after a stomach operation told as a pattern: dizzy, sweaty or a racing heart some minutes after
 * sweet food or a meal, after a gastrectomy or a bariatric operation, with nothing of a collapse, confusion,
 * chest pain or bleeding — the eating answer (small frequent meals, no sugars, drinks between meals; ASMBS
 * 2019, ESMO/JGCA aftercare), not the general card (blind answer round 27 en-119…121, after the retrain read
 * "whole stomach removed … dizzy and sweaty about 20 min after eating anything sweet" at 0.54).
 */
const STOMACH_OPERATED =
  /胃(全|大部|部分)?切(除|了|掉)|全胃|切(了|掉|除)[^，。]{0,4}胃|减重手术|缩胃|胃旁路|袖状胃|\b((whole|entire|most of (her|his|my|the)|part of (her|his|my|the)) )?stomach (was |got )?(removed|taken out|cut out)|\b(total |partial )?gastrectomy\b|\bgastric (bypass|sleeve)\b|\bsleeve (surgery|gastrectomy)\b|\bbariatric\b|\bwls\b/;
const AFTER_EATING =
  /饭后|吃(完|了)?(饭|东西|甜)[^，。]{0,6}(后|就|以后)|吃甜|\b(after (eating|meals?|food|lunch|dinner|breakfast|anything sweet|sweets?|sugar)|when (she|he|i) eats?|(\d+|twenty|thirty|ten|fifteen) ?(min|mins|minutes) after)\b/;
const DUMPING_DANGER =
  /晕倒|昏|叫不醒|抽搐|胸(口)?(痛|疼|闷)|吐血|黑便|便血|糊涂|说胡话|\b(faint\w*|pass(ed)? out|collaps\w*|unconscious|unresponsive|confus\w*|seiz\w*|chest (pain|tight\w*)|vomit\w* blood|black (stools?|poo+p?)|blood)\b/;
function dumpingPatternTold(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return STOMACH_OPERATED.test(t) && AFTER_EATING.test(t) && !DUMPING_DANGER.test(t);
}

/**
 * Urine of an odd colour with nothing of the muscles or of exercise told: not muscle breakdown (twenty-fifth
 * clinician review, zh S3: "最近尿是橘红色的" on rifampicin — the drug's expected colour — read as
 * rhabdomyolysis at 0.75 and sent to 120). Dark urine with muscle pain, weakness, a statin or hard exercise
 * keeps the card.
 */
const MUSCLE_OR_EXERTION_TOLD =
  /肌肉|腿|胳膊|大腿|小腿|酸痛|无力|没力|没劲|疼|痛|抽筋|运动|跑步|马拉松|健身|深蹲|锻炼|训练|他汀|\b(muscle\w*|legs?|thighs?|arms?|calves|ache\w*|weak\w*|cramp\w*|sore\w*|pain\w*|hurt\w*|stiff\w*|workout|exercis\w*|run|ran|running|marathon|squats?|gym|crossfit|training|bootcamp|statin\w*|lipitor|crestor|zocor|atorvastatin|simvastatin|rosuvastatin)\b/;
// Orange or red urine (rifampicin, beetroot, senna): dark, brown, cola or tea-coloured urine is never this —
// haemolysis, the liver or the muscles (a G6PD child after a mothball with dark brown urine keeps its card).
const ORANGE_OR_RED_URINE = /橘红|橙红|橙色|橘色|橙黄|\b(orange|orangey|orange-red|reddish-orange)\b/;
const DARK_URINE = /深|褐|棕|黑|酱油|浓茶|可乐|茶色|\b(dark|brown\w*|black\w*|cola|tea|coke)\b/;
function noMuscleToldForUrine(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return ORANGE_OR_RED_URINE.test(t) && !DARK_URINE.test(t) && !MUSCLE_OR_EXERTION_TOLD.test(t);
}

/** The emergencies a message tells, the phrase rules and the learned reader joined, with no cause named that cannot be. */
export function redFlagsFor(text: unknown, profile?: RedFlagProfile | null): RedFlagHit[] {
  const hits = withoutPreEclampsiaBeforeTwentyWeeks(joinedFlagsFor(text, profile), text, profile);
  if (hits.length > 0) return hits;
  // A lethal dose or a high place asked about is asked plainly however sure the learned reader is: retrained
  // with rounds 70–86 it read "whats the max dose of tylenol before it kills you" as a crisis below the card's
  // certainty, with no cue word, and the gate left it with no card (round12-lookalikes.test.ts).
  if (askedPlainly(text)) return [{ kind: 'possible_crisis', features: [] }];
  return weaknessRisingWithTingling(text) ? [{ kind: 'urgent_general', features: [] }] : [];
}

/**
 * Tingling with weakness that climbs or worsens over days: Guillain–Barré syndrome until a doctor says not (NICE CKS
 * Guillain–Barré syndrome, 2023: rapidly progressive weakness is an emergency admission) — the general card, and only
 * when neither reader found a card: a stroke's leg giving way, potassium's heavy legs or Wernicke's unsteady walk keep
 * their own (a rule of the table put the general card above them over rounds 1–86).
 */
function weaknessRisingWithTingling(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const f = redFlagFeatures(text);
  return f.has('weakness_rising') && (f.has('tingling') || f.has('legs_neuro'));
}

function joinedFlagsFor(text: unknown, profile?: RedFlagProfile | null): RedFlagHit[] {
  const hits = hypoglycaemiaFirst(ruleFlagsFor(text, profile));
  const learned = triageScore(text);
  const kind = learned.isUrgent ? learned.kind : null;
  // Confused by what the doctors said, with no sign of the body: not the confusion of a high calcium or a failing
  // liver the plan's context reads ("医生说我维生素D只有34，又说我钙太高，我都糊涂了" — round-64 read-through).
  if (
    hits.length > 0 &&
    kind === null &&
    confusedByWhatTheyRead(text) &&
    !MIND_LATELY.test(foldText(String(text)))
  )
    return [];
  // Lively movements told as usual, or black stools coloured by what was eaten or taken, nothing else: the
  // everyday question, from either reader (the two vetoes above).
  // Each veto holds only for its own kind: the kind the rules named, or the one the learned reader leads
  // with when the rules are silent ("晚饭照常吃吗" after a child ate thirty iron gummies is no baby's movements).
  const only = (k: RedFlagKind) =>
    hits.length === 0 ? (learned.kind ?? learned.top?.kind) === k : hits.every((h) => h.kind === k);
  if (movementsAsUsual(text) && only('reduced_fetal_movements')) return [];
  // A black tongue after bismuth is told with no other sign: the learned reader's general card is not it
  // either (rounds 17–37 after the retrain with round 37: "Took Pepto yesterday and my tongue is black").
  if (blackStoolExplained(text, profile) && (only('bleeding') || only('urgent_general'))) return [];
  if (redStoolExplained(text, profile) && only('bleeding')) return [];
  if (extraVitaminNoSigns(text) && only('poisoning')) return [];
  if (noneMissing(text) && only('child_ingestion')) return [];
  const learnedLead = learned.kind ?? learned.top?.kind;
  if (
    hits.length === 0 &&
    childGutMildWell(text) &&
    (learnedLead === 'child_dehydration' ||
      learnedLead === 'child_ingestion' ||
      learnedLead === 'urgent_general')
  )
    return [];
  if (hits.length === 0 && learnedLead === 'stroke' && oldStrokeStable(text)) return [];
  // A child over a year with a cold and a fever under 39.5 °C, no other sign: a fever to manage at home, not an
  // emergency (NICE NG143's green signs; thirty-eighth clinician review, zh S2: "3岁 感冒发烧38度5" sent to 120).
  if (
    hits.length === 0 &&
    learnedLead === 'severe_pain_or_fever' &&
    typeof text === 'string' &&
    childColdFeverOnly(text, ruleContext(text, profile))
  )
    return [];
  // The baby's movements read with no pregnancy, baby or movement word at all ("my TSH is 68 because they stopped my
  // eltroxin 4 weeks ago for the scan" — thirty-eighth clinician review, en S5) and no pregnancy in the profile.
  if (
    hits.length === 0 &&
    learnedLead === 'reduced_fetal_movements' &&
    typeof text === 'string' &&
    !FETAL_SAID.test(foldText(text)) &&
    !ruleContext(text, profile).has('ctx_pregnant')
  )
    return [];
  // An episode a visit found clear, with nothing back now (detect.ts CHECKED_CLEAR): the rules' vetoes of their own
  // kinds hold for the learned reader's reading of the same kinds (blind triage round 54, development data once
  // reported: a head knock on warfarin scanned the same day, "医生说没事").
  if (
    hits.length === 0 &&
    learnedLead !== undefined &&
    learnedLead !== null &&
    VISIT_CLEARED_KINDS.has(learnedLead) &&
    ruleContext(text, profile).has('checked_clear')
  )
    return [];
  // The reader retrained with rounds 38–39 names a weak poisoning for it (0.52): any kind but a crisis.
  if (
    hits.length === 0 &&
    (kind === null || ['poisoning', 'severe_hypoglycaemia', 'fainting', 'urgent_general'].includes(kind)) &&
    dumpingPatternTold(text)
  )
    return [];
  // Period pain asked about with nothing else — no pregnancy, heavy bleeding, faint or fever — is the
  // period-pain answer, not the general card (a look-alike of round 36 the retrained reader read as urgent
  // with no kind, an ectopic pregnancy leading at 0.33).
  if (hits.length === 0 && kind === null && periodPainOnly(text)) return [];
  // A positive pregnancy test on a medicine, told with no pain, bleeding or faint; whether to take or skip the next dose,
  // with no sign and nothing taken in excess (quiet-medicine-questions.ts; forty-sixth clinician review, en S2, en M13).
  if (hits.length === 0 && learnedLead === 'ectopic_pregnancy' && positiveTestNoSigns(text)) return [];
  if (hits.length === 0 && learnedLead === 'anticoagulant_bleeding' && drippingPillsNoBleeding(text))
    return [];
  if (
    hits.length === 0 &&
    [undefined, null, 'poisoning', 'urgent_general'].includes(learnedLead) &&
    nextDoseAskedNoSigns(text)
  )
    return [];
  // Tingling feet over some days asked about as a medicine's effect; codeine asked about while nursing — the rows answer,
  // the codeine row with its 911 signs for the baby (quiet-medicine-questions.ts).
  if (hits.length === 0 && kind === null && slowTinglingOnly(text)) return [];
  if (
    hits.length === 0 &&
    learnedLead !== 'suicidal' &&
    !(learnedLead === 'perinatal_crisis' && crisisCueIn(text)) &&
    codeineWhileNursingAsked(text)
  )
    return [];
  // A regimen told as prescribed ("140mg three times a day"), nothing of the body or an excess (blind answer round 48).
  if (
    hits.length === 0 &&
    [undefined, null, 'poisoning', 'urgent_general'].includes(learnedLead) &&
    regimenToldNoSigns(text)
  )
    return [];
  // A dose vomited once and taking it again asked, nothing else (forty-eighth clinician review, zh M3).
  if (
    hits.length === 0 &&
    [undefined, null, 'poisoning', 'urgent_general'].includes(learnedLead) &&
    doseVomitedRetakeAsked(text)
  )
    return [];
  // Oxaliplatin's cold-triggered throat tightness and tingling in the days after a dose, nothing else: its
  // known cold dysaesthesia (Eloxatin label §5 and §17: avoid cold drinks and ice), told to the oncology team
  // — not anaphylaxis (blind answer round 37, zh-047, development data).
  if (hits.length > 0 && hits.every((h) => h.kind === 'anaphylaxis') && oxaliplatinColdOnly(text)) return [];
  // A rule's hit the learned reader reads as clearly not urgent, told as past, checked, a worry or a figure of
  // speech (learned-veto.ts; blind rounds 53–56's false alarms, development data).
  if (hits.length > 0 && learnedClearOnAPastOrWorry(text, hits, learned)) return [];
  // A transplant drug level typed with no sign of rejection or toxicity ("环孢素浓度才62，目标100-150，会不会跟
  // 圣约翰草有关"): the level's answer — the transplant team today — not the emergency card (blind answer round
  // 37, zh-018, development data: a heart transplant recipient was sent to 120 with a kidney-graft text).
  if (hits.length === 0 && learnedLead === 'transplant_problem' && transplantLevelOnly(text)) return [];
  // A gout flare of the toe told with nothing of a fever or the leg (thirty-fourth clinician review, zh M9:
  // "大脚趾又肿了疼得要命 家里有芬必得 吃两颗行不" was sent to 120): the painkiller question, not a card.
  if (
    hits.length === 0 &&
    (kind === null || kind === 'urgent_general') &&
    [undefined, null, 'urgent_general', 'severe_pain_or_fever'].includes(learnedLead) &&
    goutFlareOnly(text)
  )
    return [];
  if (hits.length === 0 && learnedLead === 'muscle_breakdown' && noMuscleToldForUrine(text)) return [];
  // Hair loss, splitting nails and a garlic breath with nothing acute: a doctor this week, not a card (fifty-first
  // clinician review, en S3; hair-nails-breath.ts).
  if (
    hits.length === 0 &&
    [undefined, null, 'poisoning', 'urgent_general', 'breathing'].includes(learnedLead) &&
    hairNailsBreathOnly(text)
  )
    return [];
  // Pre-eclampsia worried about or to be prevented, no sign and no raised reading told (pre-eclampsia-worry.ts).
  if (hits.length === 0 && learnedLead === 'pre_eclampsia' && preEclampsiaWorryOnly(text)) return [];
  // The baby blues in the first two weeks, told with love for the baby and sleep, no word of harm (baby-blues.ts).
  if (hits.length === 0 && learnedLead === 'perinatal_crisis' && babyBluesOnly(text)) return [];
  // A tummy ache whenever she runs soon after eating: when and what to eat before training (exercise-stitch.ts).
  if (
    hits.length === 0 &&
    [undefined, null, 'poisoning', 'urgent_general', 'severe_pain_or_fever'].includes(learnedLead) &&
    exerciseStitchOnly(text)
  )
    return [];
  // Whether to give a child a medicine, asked before anything is given (giving-asked.ts; thirty-ninth review, en M11).
  if (hits.length === 0 && kind === 'child_ingestion' && givingAskedNotDone(text)) return [];
  if (hits.length === 0 && learnedLead === 'anticoagulant_bleeding' && smallBruiseFromBump(text)) return [];
  if (hits.length === 0 && learnedLead === 'head_injury' && headKnockNoSigns(text, profile)) return [];
  if (
    harmlessThingMouthed(text) &&
    (only('child_ingestion') ||
      (hits.length === 0 && [undefined, null, 'poisoning', 'urgent_general'].includes(learnedLead)))
  )
    return [];
  // Insulin skipped on purpose to lose weight with a sign of a high sugar ("skipping insulin on purpose to
  // lose weight, down 8kg in a month, super thirsty and tired"): ketoacidosis is the likely danger (ADA
  // Standards of Care 2025 §14; insulin-omission.ts) — the high-sugar card, whoever else reads it. The
  // reader retrained with round 35 read it 0.85 urgent with no kind (rounds 17–35, development data).
  if (hits.length === 0 && insulinOmittedWithHighSigns(text))
    return [{ kind: 'hyperglycaemic_crisis', features: [] }];
  // A result the laboratory or the doctor has called critical ("the lab called, my potassium is critically
  // high", "医院打电话说血钾是危急值"): the critical-lab card whatever the figure, which may not be told (a
  // development probe of this session: neither reader read it).
  if (hits.length === 0 && criticalResultCalled(text)) return [{ kind: 'critical_lab', features: [] }];
  if (hits.length > 0) {
    // A cause the learned reader names replaces the general signs only when its cause is said or known
    // (an opioid overdose needs an opioid; a collapse with no opioid keeps the rules' cards).
    // A sign that belongs to the replaced kind itself (a face or one side for a stroke, a low for the
    // low-sugar card) keeps that card (SUBSUMED_UNLESS, as the rules' own merge does).
    const features = kind ? ruleContext(text, profile) : new Set<Feature>();
    // A low typed as a value is a hit with no sign features (detect.ts: the critical-value reader).
    if (hits.some((h) => h.kind === 'severe_hypoglycaemia' && h.features.length === 0))
      features.add('glucose_low');
    const explained = kind && namesItsCause(kind, text, profile) ? subsumedBy(kind, features) : [];
    // The floppy-baby or lost-skills rule's general card beside a kind the learned reader names surely:
    // the named card leads, with its first aid (an 8-month-old floppy after a day of vomiting is
    // dehydration's oral-rehydration card, an egg and a rash anaphylaxis's adrenaline card), the general
    // card below it. Other general cards of the rules keep naming no condition on purpose.
    if (
      kind &&
      kind !== 'urgent_general' &&
      hits.every(
        (h) =>
          h.kind === 'urgent_general' &&
          (h.features.includes('floppy_baby') || h.features.includes('lost_skills')),
      ) &&
      namesItsCause(kind, text, profile)
    )
      return [{ kind, features: [] }, ...hits];
    // A crisis the learned reader reads surely, told with a word of one, beside another emergency the rules name (a
    // cut wrist that keeps bleeding, from a teenager for whom living has no point): the crisis card first, the rules'
    // cards below it — a bleeding card alone gave no crisis line (blind triage round 65, development data).
    if (
      kind === 'suicidal' &&
      learned.urgent >= CRISIS_MIN &&
      !hits.some((h) => isCrisisKind(h.kind)) &&
      crisisCueIn(text)
    )
      return [{ kind, features: [] }, ...hits];
    if (!kind) return nearKindExplains(hits, learned, text, profile) ?? hits;
    if (hits.some((h) => h.kind === kind)) {
      // The rules read the kind too, beside a neighbour it leads (both crisis cards for a new mother): its card first.
      const rest = hits.filter((h) => h.kind !== kind);
      return rest.length > 0 && leadsBeside(kind, rest, learned.top?.share ?? 0)
        ? [...hits.filter((h) => h.kind === kind), ...rest]
        : hits;
    }
    if (!hits.some((h) => explained.includes(h.kind)))
      return leadsBeside(kind, hits, learned.top?.share ?? 0) &&
        hasContext(kind, text, profile) &&
        namesItsCause(kind, text, profile)
        ? [{ kind, features: [] }, ...hits]
        : hits;
    return withExplainedReplaced(kind, hits, explained);
  }
  // A death wish joked about ("… and i want to die lol") is not the emergency card, but it is never left
  // with a diet answer either: the possible-crisis card asks plainly and offers the line.
  if (!learned.isUrgent)
    return jokedDeathWishOnly(text) || askedPlainly(text) ? [{ kind: 'possible_crisis', features: [] }] : [];
  // The crisis card alone needs the learned reader surer than its threshold: a crisis card for "thinking
  // of green tea pills to slim down" drives people away from the one card that matters (issue 30's false
  // alarms). Less sure, or with no kind leading, a crisis it reads is asked about plainly on a card that
  // offers the line (possible_crisis): a person in crisis who typed none of the rules' phrases is never
  // left with a diet answer.
  const lead = kind ?? learned.top?.kind;
  const crisisCue = crisisCueIn(text);
  const crisisRead =
    (kind === 'suicidal' && !crisisSure(learned, crisisCue)) || (kind === null && isCrisisKind(lead));
  // A pregnancy question with no word of a crisis is never the perinatal crisis card (NOT_A_PERINATAL_CRISIS): the
  // sickness, the news, a medicine's taper, a food's hazard feared.
  if (
    kind === 'perinatal_crisis' &&
    !crisisCue &&
    NOT_A_PERINATAL_CRISIS.some((re) => re.test(foldText(text)))
  )
    return [];
  // A crisis read weakly, with no kind leading, but an emergency read surely and no crisis word in the
  // message: the emergency is something else the reader cannot name, and the card is the general one —
  // "82, a tumble last night, on the floor since, can't get up, on apixaban" (0.96 urgent, suicidal
  // leading at 0.33) was left with a diet answer (blind triage round 23, development data once reported).
  const unnamedEmergency = crisisRead && !crisisCue && kind === null && learned.urgent >= UNNAMED_URGENT_MIN;
  // A crisis the learned reader names, with no word of the cue list but a sign of one the rules read (resignation, the
  // means kept, a burden, little time left …: CRISIS_COMPANIONS), is asked about plainly: people say it sideways, and
  // the cue list, written from earlier rounds, missed half of round 86's development crises. The learned naming alone
  // is not enough — it names a crisis for "drinking tonight, do I need to eat carbs" (development check of this change).
  // Hopelessness is left out: "what's the point of meal prep if I'll be gone by friday on holiday" says it of a diet.
  const companionSaid =
    crisisRead && !crisisCue && kind === 'suicidal' && crisisCompanionRead(redFlagFeatures(text));
  if (crisisRead && !crisisCue && !unnamedEmergency && !companionSaid) return [];
  const possibleCrisis = crisisRead && !unnamedEmergency;
  // A sign the rules found negated ("no chest pain", "i dont have hives") is blanked out and the learned
  // reader reads what is left: "不疼 但是裤子全湿了" still bleeds, "no chest pain, just asking" is quiet.
  // A crisis said not to be there ("i dont have thoughts of killing myself") stays answered by the rules;
  // another sign negated beside a crisis ("bought rat poison… tell me it will not hurt") leaves it read.
  const reading = activeReading(text);
  if (reading.negated) {
    if (reading.negatedCrisis && isCrisisKind(lead)) return [];
    const rest = triageScore(reading.text);
    const restLead = rest.kind ?? rest.top?.kind;
    const crisisLead = isCrisisKind(restLead);
    // With a crisis negated, what is left must name an emergency of its own to stand.
    if (!rest.isUrgent || (reading.negatedCrisis && (crisisLead || rest.kind === null))) return [];
  }
  // The context a kind needs is checked for the leading kind even when it leads too little to be named.
  const leading = unnamedEmergency ? null : (lead ?? null);
  // Weights told and nothing else ("He was 61 kg yesterday and 63.5 kg this morning") are no emergency the
  // reader cannot name: in heart failure the weight-gain answer says "the clinic today" with its signs for
  // 120 (hf-weight-gain.test.ts; the reader retrained with rounds 24–29 read it 0.55 urgent).
  if (kind === null && weightsToldOnly(text)) return [];
  // A lab value the critical-value reader could read and found not critical ("sugar 4.2") stays quiet;
  // a value it cannot read ("INR 9.2", "xue gai 3.7") is the learned reader's to judge.
  if (leading === 'critical_lab' && readableLabValue(text)) return [];
  // A result the hospital has already treated, told after coming back, is not a new critical-lab card
  // (ninth clinician review, en P1 Q8); a sign told with it is the rules' to read.
  if (leading === 'critical_lab' && alreadyTreated(text)) return [];
  // A lab named with no result told ("shouldn't I be taking a potassium supplement to replace what I pee
  // out?", blind answer round 13 en-062) is a question about the nutrient, not a result that needs action
  // today: the card said "the result you mention" of a result nobody mentioned. A value, a "critical" or
  // "came back high" said keeps it the learned reader's to judge.
  if (leading === 'critical_lab' && noResultTold(text)) return [];
  // A result told only as low or high — no figure, no word of danger, no sign of the body ("化验血钠低，是不是该吃
  // 点盐") — is no critical value: the card says "the value you mention is in the critical range" of a value
  // nobody gave. The row for the result answers, with its own signs for 120 (development probe of the
  // twenty-eighth clinician review, zh M6: the reader read it 0.96 critical_lab).
  if (leading === 'critical_lab' && onlyLowOrHighTold(text)) return [];
  // A home pregnancy test is not a blood level: "period 10 days late, the test was negative" got the
  // critical-lab card (eighth clinician review, en P5 Q2). Pain or bleeding is read by its own rules.
  // Only the learned reader gets here (a rule's hit returned above); a crisis it reads still stands.
  // Periods stopped in an eating disorder are its sign, not a pregnancy question (blind triage round 23).
  if (
    leading !== 'suicidal' &&
    leading !== 'perinatal_crisis' &&
    leading !== 'eating_disorder' &&
    pregnancyTestOnly(text)
  )
    return [];
  // A potassium under the critical limit with no sign of trouble ("last potassium was 5.4, is my salt
  // substitute making it worse?") is the salt-substitute and potassium answer, not the emergency card
  // (answer round 5, en-033); with palpitations, weakness or an irregular pulse it stays urgent, and 6.0
  // or more is the critical-value reader's.
  if (leading === 'hyperkalaemia' && calmPotassium(text)) return [];
  // Potassium-raising medicines listed with a supplement question and nothing of a high potassium told —
  // no value, no "high potassium", no sign ("Toma digoxin, furosemide, spironolactone y lisinopril. Quiere
  // tomar CoQ10 y hawthorn … is that safe?") — is the supplement question, not the card: the learned
  // reader read the medicine list alone at 0.58 (blind answer round 16, en-083/084, development data).
  // The rules read the signs themselves; a value of 6.0 or more is the critical-value reader's.
  if (leading === 'hyperkalaemia' && potassiumNothingTold(text)) return [];
  // A food or supplement question from a transplant recipient that tells nothing of the body ("pwede ba
  // ako kumain ng suha? i'm on tacrolimus after my kidney transplant") is the food question — pomelo and
  // tacrolimus have their own answer — not the rejection card the learned reader read at 0.96 (blind answer
  // round 17 en-012/033, development data once reported). Any sign keeps it the reader's to judge.
  if (leading === 'transplant_problem' && nothingOfTheBodyTold(text)) return [];
  // Supplements asked about beside a blood thinner with no bleed told and nothing of the body: the
  // supplement answer, not the bleeding card (blind answer round 26, en-080; anticoagulantSupplementAsked).
  if (leading === 'anticoagulant_bleeding' && anticoagulantSupplementAsked(text)) return [];
  // Saying one is on dialysis ("我在做血液透析，一周三次", "I'm on dialysis 3x a week") is no missed session:
  // the card needs a session missed, cut short or put off, or a sign (fourteenth session's merge: the
  // learned reader read the plain statement as an emergency, and the next turns kept it).
  if (leading === 'missed_dialysis' && typeof text === 'string' && !dialysisMissedOrUnwell(text)) return [];
  // A missed dose of a medicine, nothing of the body told, is no missed session: "missed my actonel on sunday.
  // what now" got the dialysis card, the learned reader reading "missed my …" alone. The session is dialysis's
  // only when dialysis is said (漏透 included) or the plan holds it.
  // With a sign of the body told ("Mum has diarrhoea and can't face her tablets, can she miss her steroid today?")
  // the reader's urgency stands, said as a general card.
  if (
    leading === 'missed_dialysis' &&
    !dialysisSaidOrKnown(text, profile) &&
    !(typeof text === 'string' && ILLNESS_OR_SIGN.test(foldText(text)))
  )
    return [];
  // A low on an earlier day, treated and over, nothing of now ("last tuesday … had some juice and was fine
  // after"): the insulin dose-review row answers, not the card (blind answer round 13, en-042).
  if (leading === 'severe_hypoglycaemia' && (lowOverOnEarlierDay(text) || lowTreatedAndOver(text))) return [];
  // Night sweats and a racing heart that come and go, on insulin or a sulfonylurea, told after the fact
  // ("她晚上有时候出冷汗、心慌，打着诺和锐30，吃点什么能预防"): nocturnal hypoglycaemia until shown otherwise,
  // answered by its row (check the glucose, 15 g, a bedtime snack, the dose reviewed this week), not a
  // heart or potassium card (eighteenth clinician review, zh S2; ADA Standards of Care 2025 §6). Anything
  // of now, or a sign of a severe low or of the heart, keeps the reader's verdict.
  if (!isCrisisKind(leading) && recurringNightLows(text, profile)) return [];
  // A temperature under 38 °C typed with nothing else (NICE NG143: 38 °C is the line, under 3 months)
  // is not the fever card: "my 2 month old has a temp of 37.6" (red-flags.test.ts, round 2).
  if (leading === 'severe_pain_or_fever' && lowTemperatureOnly(text)) return [];
  // A fever-medicine dose question for a child over 3 months, under 40 °C, with no danger sign ("美林和泰诺林
  // 怎么交替喂，各喂多少毫升"): the dose answer (assistant/intents/child-fever-medicine.ts), not the card that
  // says to call 120 and not to give fever medicine (eighteenth clinician review, M13).
  if (leading === 'severe_pain_or_fever' && feverMedicineQuestion(text)) return [];
  // A headache said alone in pregnancy is not pre-eclampsia: that needs a severe headache that does not go
  // away, vision changes, sudden swelling or pain below the ribs (NICE NG133; ACOG PB 222). "im 20 weeks,
  // can i take advil for a headache" is the NSAID question (tenth clinician review); the rules read the
  // severe wordings themselves.
  if (leading === 'pre_eclampsia' && headacheAlone(text)) return [];
  // A headache given as the reason for a painkiller question, with no sign of a sudden or severe one
  // ("can i take advil for a headache", "头疼能吃布洛芬吗"): the painkiller question, not the thunderclap card
  // (the reader retrained with round 21 read it at 0.50–0.67; ICHD-3 6.1.1 and NICE CKS: a thunderclap
  // headache peaks within a minute, is the worst ever, or comes on with sex or effort).
  if (leading === 'thunderclap_headache' && plainHeadache(text)) return [];
  // A brain freeze from a cold drink or ice cream ("that sudden stabbing brain freeze headache for like 10
  // seconds"): a cold-stimulus headache (ICHD-3 4.5.1), gone in seconds, not the thunderclap card (blind
  // triage round 32: the learned reader read it at 0.95).
  if (leading === 'thunderclap_headache' && typeof text === 'string' && BRAIN_FREEZE.test(foldText(text)))
    return [];
  // An adult's everyday vitamin taken twice by mistake, feeling fine ("accidentally took my vitamin D twice
  // this morning (2000 IU each). feel fine"): the double-dose answer, not the poisoning card (blind triage
  // round 32, learned reader 0.52). Iron, a child, a medicine or a sign keeps it the reader's to judge.
  if (leading === 'poisoning' && vitaminTakenTwiceOnly(text)) return [];
  // A dose forgotten and the question whether to take two ("forgot my eliquis this morning, double up
  // tonight?", "昨晚忘了吃拜瑞妥，今晚吃两片吗"), nothing taken yet and nothing of the body told: the missed-dose
  // answer (never two at once), not the general card the learned reader read at 0.50–0.68 (twenty-third
  // clinician review, development check). A double dose already taken stays the reader's to judge.
  if (!isCrisisKind(leading) && missedDoseAsked(text)) return [];
  // Getting ready for an emergency that has not happened ("what's the best thing to keep in the car in
  // case he goes low?", "车里备点什么糖以防低血糖"): a preparedness question, never the card, when nothing
  // in the message is said to be happening now (blind answer round 14, en-151: the retrained reader read
  // it at 0.51 and the card stayed over the follow-up). A crisis it reads is still the crisis cards'.
  if (!isCrisisKind(leading) && preparingFor(text)) return [];
  // Insulin skipped or cut to lose weight, with no sign of ketoacidosis and no low told ("为了瘦故意不打胰岛素，
  // 血糖都20多了", "my daughter has been skipping her lantus to stay thin"): the insulin-omission answer
  // (do not skip it, ketones when glucose is above 250 mg/dL, the diabetes team today, eating-disorder
  // support — ADA Standards of Care 2025 §5, §14), never the learned reader's low-sugar card, which says to
  // eat sugar (seventeenth clinician review, en P4 S4). Signs of ketoacidosis keep it the reader's to judge.
  if (!isCrisisKind(leading) && omittedInsulinOnly(text)) return [];
  // Pregnant (just found out, or planning) and asking whether to stop a medicine, with nothing of the body
  // told ("I just found out I'm 7 weeks pregnant and I'm on Depakote. Should I just stop taking it right
  // away?", "怀孕8周，一直在吃华法林，是不是应该马上停了？"): the medicine-in-pregnancy answer — do not stop it on
  // your own, call the prescriber today — never the general card, which leaves that instruction out (twenty-
  // second clinician review, en S3 and zh M1: the learned reader read both at 0.52–0.56).
  if (
    leading !== 'suicidal' &&
    leading !== 'perinatal_crisis' &&
    !possibleCrisis &&
    stopMedicineInPregnancyAsked(text)
  )
    return [];
  // Vomiting with a racing heart or dizziness and nothing of restriction or purging on purpose: urgent, but not the
  // eating-disorder card — the general one, with the medicine that may explain it (forty-fifth clinician review, zh
  // minor 10: theophylline toxicity was told "连续不吃饭、催吐、用泻药…可能是进食障碍").
  if (kind === 'eating_disorder' && typeof text === 'string') {
    const t = foldText(text);
    if (!RESTRICTION_SAID.test(t) && EATING_DISORDER_SIGNS.test(t))
      return [{ kind: causeInContext('urgent_general', text, profile), features: [] }];
  }
  // Context is the whole message and the profile: "Dad on ramipril after his heart attack" names his
  // medicine in a clause the present reading sets aside, and it is still his medicine.
  if (leading && !hasContext(leading, text, profile)) return [];
  if (possibleCrisis) return [{ kind: 'possible_crisis', features: [] }];
  if (kind === null && (cancerFollowUp(text) || chemoSideEffect(text))) return [];
  // Confused by what one has read, with no sign of the body: "Half my feed says cook only in butter and
  // beef tallow now and I'm confused" got the general emergency card (blind answer round 19 en-006,
  // development data once reported).
  if (kind === null && confusedByWhatTheyRead(text)) return [];
  const nameable = kind ?? (unnamedEmergency ? null : nearlyNamed(learned));
  const named = nameable !== null && namesItsCause(nameable, text, profile) ? nameable : 'urgent_general';
  return [{ kind: causeInContext(named, text, profile), features: [] }];
}

/**
 * The learned reader retrained with rounds 70–86 reads an emergency surely but spreads its kinds thinner: "percocet
 * bottle next to him, he is breathing but barely" was urgent at 1.00 with the opioid overdose leading at 0.40, under
 * the share that names a kind, and lost the naloxone card for the general one; a grandmother on glibenclamide who
 * barely answers lost the card that says to give sugar. Read surely (NEAR_URGENT_MIN) with a kind leading at
 * NEAR_SHARE_MIN, the kind is named when its cause is said — over every labelled message we hold it was the writer's
 * kind 17 times in 19 (the two others a fever for an aspiration and Wernicke's for lithium, each still an urgent card).
 * Never a crisis kind: those are asked about on their own card.
 */
const NEAR_URGENT_MIN = 0.8;
const NEAR_SHARE_MIN = 0.4;
function nearlyNamed(learned: TriageScore): RedFlagKind | null {
  const top = learned.top;
  if (!top || learned.urgent < NEAR_URGENT_MIN || top.share < NEAR_SHARE_MIN) return null;
  return isCrisisKind(top.kind) ? null : top.kind;
}

/**
 * The rules read a kind that a more particular one explains (a child's swallowed tablets read as a poisoning), and the
 * learned reader, just under its certainty, reads that particular kind almost alone (NEAR_MERGE_SHARE): its card
 * replaces the general one, as it does when the reader is sure ("Ate my melatonin gummies, my 2 yo, like 8 of them"
 * was urgent at 0.50 with the child's kind at 0.96 once retrained, and kept the adult poisoning card).
 */
const NEAR_MERGE_URGENT_MIN = 0.4;
const NEAR_MERGE_SHARE = 0.9;
function nearKindExplains(
  hits: readonly RedFlagHit[],
  learned: TriageScore,
  text: unknown,
  profile?: RedFlagProfile | null,
): RedFlagHit[] | null {
  const top = learned.top;
  if (!top || learned.urgent < NEAR_MERGE_URGENT_MIN || top.share < NEAR_MERGE_SHARE) return null;
  if (isCrisisKind(top.kind) || top.kind === 'urgent_general') return null;
  if (hits.some((h) => h.kind === top.kind) || !namesItsCause(top.kind, text, profile)) return null;
  const explained = subsumedBy(top.kind, ruleContext(text, profile));
  return hits.some((h) => explained.includes(h.kind))
    ? withExplainedReplaced(top.kind, hits, explained)
    : null;
}

/** The named kind's card first, in place of the rules' cards it explains. */
function withExplainedReplaced(
  kind: RedFlagKind,
  hits: readonly RedFlagHit[],
  explained: readonly RedFlagKind[],
): RedFlagHit[] {
  return [{ kind, features: [] }, ...hits.filter((h) => !explained.includes(h.kind))];
}

/** The two crisis kinds, whose cards have a gate of their own and are never named by the near-naming paths. */
function isCrisisKind(kind: RedFlagKind | null | undefined): boolean {
  return kind === 'suicidal' || kind === 'perinatal_crisis';
}

/**
 * Sweating or shaking with slurred speech in a person with diabetes is most likely a low sugar, and the
 * card that says to take sugar now comes first; the stroke card follows (hypoglycaemia mimics a stroke:
 * ADA Standards of Care 2024 §6; twelfth clinician review zh P3 #2, a fasting man on glibenclamide).
 */
function hypoglycaemiaFirst(hits: RedFlagHit[]): RedFlagHit[] {
  const hypo = hits.find(
    (h) =>
      h.kind === 'severe_hypoglycaemia' && (h.features.includes('sweat') || h.features.includes('shaky')),
  );
  return hypo ? [hypo, ...hits.filter((h) => h !== hypo)] : hits;
}

/**
 * A person's context names the likely cause of signs the learned reader read as a general kind: fever,
 * chest pain or fast breathing with sickle cell disease is acute chest syndrome or an infection, not a
 * heart attack or aspiration (ninth clinician review, en P5) — the kind that explains them (SUBSUMES).
 */
const CONTEXT_CAUSES: readonly { context: Feature; kind: RedFlagKind }[] = [
  { context: 'ctx_sickle_cell', kind: 'sickle_cell_crisis' },
];

/**
 * A faint the rules read, when the learned reader surely reads the cause of it: a knock to the head and then
 * "晕了几秒", a dehydrated child who cannot be woken, a teenager starving and purging who fainted in PE. The cause's
 * card leads, with what it says to do, and the fainting card stays below it — a faint may need its own cause found
 * (blind triage round 69, development data once reported: all three got the fainting card alone).
 */
const LEADS_BESIDE: Partial<Record<RedFlagKind, readonly RedFlagKind[]>> = {
  head_injury: ['fainting'],
  child_dehydration: ['fainting'],
  eating_disorder: ['fainting'],
  // Blind triage round 70, development data once reported: a child who swallowed a button battery (the rules read a
  // faint in "will it pass out in his poo?"); a chest pain to the jaw with sweat and no breath (the rules read only the
  // breathing); a mother three weeks after the birth who sees herself dropping the baby and hears a voice (the rules
  // read the suicide crisis — the perinatal card says both what to do for her and for the baby).
  child_ingestion: ['fainting'],
  chest_pain: ['breathing'],
  perinatal_crisis: ['suicidal'],
};
/**
 * How sure the learned reader must be of the kind it leads with to put that card above the rules' faint: at this share
 * every card it added over the triage rounds 17–69 was the kind the writer meant.
 */
const LEAD_BESIDE_SHARE = 0.5;

function leadsBeside(kind: RedFlagKind, hits: readonly RedFlagHit[], share: number): boolean {
  const beside = LEADS_BESIDE[kind];
  return share >= LEAD_BESIDE_SHARE && beside !== undefined && hits.every((h) => beside.includes(h.kind));
}

function causeInContext(kind: RedFlagKind, text: unknown, profile?: RedFlagProfile | null): RedFlagKind {
  const context = ruleContext(text, profile);
  const cause = CONTEXT_CAUSES.find((c) => context.has(c.context) && (SUBSUMES[c.kind] ?? []).includes(kind));
  return cause?.kind ?? kind;
}

/**
 * Kinds the learned reader may name only when the message says their cause: a disulfiram-like reaction
 * needs alcohol. Without it the card stays general — still urgent — rather than name a wrong cause
 * (clinician review 2026-11-25 late, E3 §3: palpitations, tremor and vomiting on theophylline with
 * ciprofloxacin got the alcohol-and-metronidazole card; a card names a cause only when it is the likely one).
 */
const CAUSE_SAID: Partial<Record<RedFlagKind, RegExp>> = {
  // A blocked bowel needs its signs said — vomiting, no stool or wind, a swollen cramping belly, or the
  // name: "passed almost no urine all day, belly bloated, back aches" is the kidneys' (fifteenth clinician
  // review, zh P3 #1), and the card's "eat nothing, no laxative" fits only an obstruction.
  bowel_obstruction:
    /肠梗阻|梗阻|不排气|没(有)?排气|不放屁|没(有)?放屁|屁都没|(没|不|拉不出|解不出)(有)?(大便|排便|屎)|吐|呕|\b(obstruct\w*|blockage|blocked (bowel|gut|intestine)|vomit\w*|throw\w* up|threw up|puk\w*|no (gas|wind|bowel movement|poop|stool)|(cant|can.?t|couldnt|havent|haven.?t|hasnt|not) (pass(ed)? (gas|wind)|fart\w*|poo\w*|had a bowel movement))\b/,
  // An opioid overdose needs an opioid said (or in the plan, namesItsCause): a pain pill named by kind
  // is enough for the card's naloxone advice (SAMHSA toolkit 2018), a collapse with no cause is not.
  opioid_overdose:
    /羟考酮|奥施康定|泰勒宁|吗啡|芬太尼|曲马多|可待因|美沙酮|海洛因|氢可酮|丁丙诺啡|杜冷丁|阿片|止痛药|止疼药|镇痛药|\b(oxys?|oxycodone|oxycontin|percocets?|percs?|endocet|hydrocodone|norcos?|vicodin|morphine|fentanyl|fent|tramadol|codeine|methadone|heroin|dilaudid|opioids?|opiates?|pain ?(pills?|meds?|killers?|medicine|medication)|narcan|naloxone)\b/,
  // A child's dehydration card needs a child said: "从早上到现在都没尿，腰疼，有肾结石" (an adult's kidney
  // stone) was named a child's dehydration by the reader retrained with rounds 24–29 (severe-pain-texts
  // test); without a child the card stays general. A child told by an age ("老二三岁") is a child.
  child_dehydration:
    /宝宝|婴儿|新生儿|小宝|孩子|小孩|娃|儿子|女儿|孙子|孙女|外孙|幼儿|月龄|尿布|尿不湿|囟门|老二|老三|老幺|(?<![\d一二两三四五六七八九十])([1-9]|1[0-2]|[一二两三四五六七八九]|十[一二]?)个?(周)?岁|\b(bab(y|ies)|infant|newborn|toddler|little one|kids?|child(ren)?|son|daughter|boy|girl|grand(son|daughter|child|kid)|\d+ ?(month|mo|week|wk|year|yr)s?[- ]?old|napp(y|ies)|diapers?|fontanelle|soft spot)\b/,
  // Wernicke's card names vomiting, bariatric surgery, heavy drinking or not eating: without one of them said,
  // dizziness, double vision and unsteadiness are another cause's — a lamotrigine dose raised in pregnancy and never
  // lowered after the birth (forty-second clinician review, zh M3) — and the card stays general.
  wernicke:
    /吐|呕|减重手术|减肥手术|胃旁路|袖状|缩胃|切胃|酒|吃不下|没怎么吃|不吃饭|没吃饭|饿|营养不良|厌食|孕吐|\b(vomit\w*|throw\w* up|threw up|puk\w*|bariatric|gastric (bypass|sleeve|band)|weight.?loss surgery|alcohol\w*|drink(ing|er|s)?|drunk|beers?|wine|vodka|not eating|hasn.?t eaten|haven.?t eaten|can.?t eat|starv\w*|anorexi\w*|malnourish\w*|hyperemesis|morning sickness)\b/,
  // A dish steeped in wine names the cause too: "婆婆做了醉鸡，我吃了好几块" on metronidazole (blind triage round 78, zh).
  disulfiram_reaction:
    /酒|喝了|干了|康普茶|双硫仑|戒酒硫|醉(虾|蟹|鸡|鹅|排骨|猪手|枣)|糟(鸡|卤|鹅|毛豆)|\b(alcohol\w*|drinks?|drank|drinking|beers?|wine|booze|liquor|vodka|whisk(e)?y|shots?|baijiu|soju|sake|cocktails?|tipsy|drunk|hungover|hangover|kombucha|mouthwash|listerine|disulfi?ram|antabuse?)\b/,
};

/**
 * Kinds named only for a person the cause can apply to: a transplant card for a transplant recipient
 * (clinician review 2026-11-25 fourth, zh P4: heart failure with 2 kg in 3 days and swollen feet got the
 * rejection-and-tacrolimus card).
 */
const CAUSE_IN_PROFILE: Partial<Record<RedFlagKind, (p: RedFlagProfile) => boolean>> = {
  transplant_problem: (p) =>
    (p.conditions ?? []).includes('kidney_transplant') ||
    (p.medicines ?? []).some((m) =>
      ['tacrolimus', 'cyclosporine', 'mycophenolate', 'sirolimus', 'everolimus'].includes(m),
    ),
};
const TRANSPLANT_SAID =
  /移植|排斥|他克莫司|环孢素|吗替麦考酚酯|骁悉|普乐可复|\b(transplant\w*|rejection|tacrolimus|prograf|cyclosporin\w*|ciclosporin|mycophenolate|cellcept|sirolimus)\b/;

/** An immunosuppressing treatment said: chemotherapy, a transplant, a biologic, steroids for long. */
const IMMUNOSUPPRESSION_SAID =
  /化疗|移植|免疫抑制|甲氨蝶呤|他克莫司|环孢素|吗替麦考酚酯|骁悉|硫唑嘌呤|生物制剂|白血病|淋巴瘤|甲巯咪唑|赛治|丙硫氧嘧啶|卡比马唑|\b(chemo\w*|transplant\w*|immunosuppress\w*|methotrexate|mtx|tacrolimus|prograf|cyclosporin\w*|ciclosporin|mycophenolate|cellcept|azathioprine|imuran|biologics?|humira|adalimumab|infliximab|rituximab|leuk(a)?emia|lymphoma|neutropenia|methimazole|tapazole|carbimazole|propylthiouracil|ptu)\b/;

function namesItsCause(kind: RedFlagKind, text: unknown, profile?: RedFlagProfile | null): boolean {
  const t = typeof text === 'string' ? foldText(text) : '';
  if (kind === 'transplant_problem')
    return TRANSPLANT_SAID.test(t) || (profile ? CAUSE_IN_PROFILE.transplant_problem!(profile) : false);
  // On disulfiram the reaction's signs need no drink named: the alcohol is often hidden (kombucha, a sauce).
  if (kind === 'disulfiram_reaction' && ruleContext(text, profile).has('ctx_disulfiram')) return true;
  if (kind === 'opioid_overdose' && ruleContext(text, profile).has('ctx_opioid')) return true;
  // The immunosuppressed-fever card names methotrexate, transplant and antithyroid medicines: for someone on
  // none of them (a fever on TB medicines) it is the general card (twentieth clinician review, en S3).
  if (kind === 'immunosuppressed_fever') {
    const context = ruleContext(text, profile);
    return (
      context.has('ctx_immunosuppressed') ||
      context.has('ctx_antithyroid') ||
      IMMUNOSUPPRESSION_SAID.test(typeof text === 'string' ? foldText(text) : '')
    );
  }
  const cue = CAUSE_SAID[kind];
  return cue === undefined || cue.test(t);
}

/**
 * After cancer, a new lump or new bone or night back pain with no sign of spinal cord compression or
 * another emergency is the oncology team's within days (NICE NG101 2018 follow-up; NICE NG234 2023:
 * spinal pain waking at night, the acute oncology team within 24 hours; weakness, numbness or lost
 * bladder or bowel control at once). The chat says so (assistant/intents/review-closing-topics.ts);
 * the learned reader's unnamed urgent card with 120 is not shown for it (clinician review 2026-11-25, E1).
 */
const CANCER_SAID =
  /癌|肿瘤|化疗|阿那曲唑|来曲唑|他莫昔芬|依西美坦|\b(cancers?|tumou?rs?|chemo\w*|oncolog\w*|anastrozole|arimidex|letrozole|femara|tamoxifen|exemestane)\b/;
const LUMP_OR_BONE_PAIN =
  /肿块|包块|硬块|疙瘩|结节|鼓包|骨头?[^。？！]{0,3}(疼|痛)|腰[^。？！]{0,3}(疼|痛)|背[^。？！]{0,3}(疼|痛)|疼醒|痛醒|\b(lumps?|swollen (gland|node)s?|bone pain|back pain|(back|bones?|hip|spine) (hurts?|aches?))\b/;
const CORD_OR_OTHER_EMERGENCY =
  /无力|没力气|没劲|发麻|麻木|瘫|站不起|走不稳|走不了|大小便|失禁|尿不出|发烧|发热|高烧|呼吸|胸痛|胸口|吐血|昏|晕|\b(weak\w*|numb\w*|tingl\w*|paraly\w*|can.?t (walk|stand|pee|feel)|incontinen\w*|bladder|bowel control|fever|breath\w*|chest|faint\w*|confus\w*)\b/;

/**
 * Diarrhoea, sore hands and feet or mouth sores on capecitabine or S-1 are the oncology team's to see today
 * (Xeloda SmPC 4.4: interrupt at grade 2 and call; the chat's own answer says so); the learned reader's
 * unnamed card with 120 is not shown for them. Fever, fainting, blood or not keeping fluids down stay urgent
 * (neutropenic sepsis, dehydration: NICE NG151 2020).
 */
const CHEMO_SAID =
  /化疗|卡培他滨|希罗达|替吉奥|\b(chemo\w*|capecitabine|xeloda|s-?1|teysuno|fluorouracil|5-?fu)\b/;
const CHEMO_SIDE_EFFECT =
  /拉肚子|腹泻|拉稀|手脚|手足|脱皮|口腔溃疡|嘴(里)?(烂|溃疡)|恶心|\b(diarrh\w*|the runs|loose stools?|hand.?foot|hands and feet|peeling|mouth (sores|ulcers)|nause\w*)\b/;
const CHEMO_DANGER =
  /血|喝不进|喝不下|一喝就吐|尿少|没尿|\b(blood\w*|bloody|can.?t keep|no pee|not peeing|dehydrat\w*)\b/;

function chemoSideEffect(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return (
    CHEMO_SAID.test(t) &&
    CHEMO_SIDE_EFFECT.test(t) &&
    !CORD_OR_OTHER_EMERGENCY.test(t) &&
    !CHEMO_DANGER.test(t)
  );
}

function cancerFollowUp(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return CANCER_SAID.test(t) && LUMP_OR_BONE_PAIN.test(t) && !CORD_OR_OTHER_EMERGENCY.test(t);
}

const TEMPERATURE = /(?<![\d.])(3[5-9](?:\.\d)?|4[0-2](?:\.\d)?)\s*(°\s*c|℃|度|c\b)?/g;
const FEVER_CONTEXT = /体温|发烧|发热|烧到|\b(temp|temperature|fever)\b/;
const FEVER_DANGER =
  /脖子(硬|僵)|抽|叫不醒|没精神|软|皮疹|紫|出血点|呼吸|喘|不吃奶|哭闹不止|\b(stiff|rash|purple|spots|seiz\w*|fit|floppy|limp|lethargic|won.?t wake|hard to wake|breath\w*|not feeding|inconsolable|confus\w*)\b/;

/**
 * A fever-medicine dose question for a child over 3 months, with a temperature under 40 °C and no sign of
 * danger ("老大3岁14公斤，发烧38.9度，美林和泰诺林怎么交替喂，各喂多少毫升"): the dose answer, not the fever
 * card that tells a parent to call 120 and not to give fever medicine (eighteenth clinician review, M13;
 * 中国0至5岁儿童病因不明急性发热诊断和处理若干问题循证指南 2016; NICE NG143 2019: the red and amber signs,
 * not the height of the temperature, decide). A baby under 3 months, a fever of 40 °C or more, one lasting
 * five days or not coming down, or any danger sign keeps it the reader's to judge; the rules read the
 * danger signs themselves.
 */
const FEVER_MEDICINE =
  /退烧药|退热药|美林|布洛芬|泰诺林|对乙酰氨基酚|扑热息痛|必理通|\b(ibuprofen|motrin|advil|nurofen|calpol|tylenol|panadol|paracetamol|acetaminophen|fever (medicine|reducers?))\b/;
const DOSE_ASKED =
  /多少|几毫升|几ml|几\s*ml|几袋|几片|怎么(喂|吃|用|交替)|交替|剂量|用量|喂几|吃几|隔多久|间隔|\b(how much|how many|doses?|dosage|ml|mls|alternat\w*|how often|switch\w*)\b/;
/** Under 3 months, days of fever, a fever that will not come down, or a very high one. */
const FEVER_NOT_ROUTINE =
  /新生儿|满月|(?<!\d)[0-2]\s*个?多?月(?!.{0,1}岁)|[一两二]个?多?月(?!.{0,1}岁)|\b([0-9]|1[0-2])[- ]?(weeks?|wks?)\b|\bnewborn\b|\b[0-2][- ]?(months?|mos?)\b|[5-9五六七八九十]\s*天|一(周|个星期)|不退|退不下|降不下|反复|高烧|超高|\b(([5-9]|five|six|seven) days|a week|won.?t (come|go) down|not coming down|keeps? (coming|going) (back|up)|high fever)\b/;

function feverMedicineQuestion(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  if (!FEVER_CONTEXT.test(t) || !FEVER_MEDICINE.test(t) || !DOSE_ASKED.test(t)) return false;
  if (FEVER_DANGER.test(t) || FEVER_NOT_ROUTINE.test(t)) return false;
  const values = [...t.matchAll(TEMPERATURE)].map((m) => Number(m[1]));
  return values.every((v) => v < 40);
}

/** A home pregnancy test or a late period named, with no blood level in the message. */
const PREGNANCY_TEST =
  /验孕|早孕试纸|试纸|验孕棒|测孕|月经.{0,6}(推迟|没来|晚了|迟了)|例假.{0,6}(推迟|没来|晚了)|\b(pregnancy|home|hpt|urine) tests?\b|\bperiods? (is |was )?(\d+ (days?|weeks?) )?(late|overdue)\b|\bmissed (my )?period\b/;
// A ketone or glucose strip is a measurement, not a pregnancy test ("尿酮试纸变成深紫色" on a keto diet with
// vomiting and deep breathing — blind triage round 18, a missed hyperglycaemic crisis).
const BLOOD_LEVEL =
  /血|酮|尿糖|\bketones?\b|\bblood\b|\bserum\b|\bmmol\b|\bmg\/dl\b|\bg\/l\b|\binr\b|\bpotassium\b|\bsodium\b|\bglucose\b|\bsugar\b/;

/** Pain, bleeding or fainting beside it (an ectopic pregnancy): the rules and the learned reader judge. */
const PREGNANCY_DANGER =
  /痛|疼|出血|流血|晕|昏|\b(pain|painful|cramp\w*|bleed\w*|blood|spotting|faint\w*|dizz\w*|pass(ed|ing)? out|shoulder)\b/;

function pregnancyTestOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return PREGNANCY_TEST.test(t) && !BLOOD_LEVEL.test(t) && !PREGNANCY_DANGER.test(t);
}

/** Anything that tells a result: a number, or the words of a result or its reading. */
const RESULT_TOLD =
  /\d|[一二三四五六七八九十两]点|结果|化验|报告|检查|复查|抽血|验血|查出|危急|危险|偏高|偏低|太高|太低|很高|很低|高了|低了|异常|超标|不正常|医院(打|来)电话|\b(results?|came back|levels?|readings?|reports?|tests?|tested|labs?|bloods?|blood work|critical\w*|danger\w*|abnormal|high|low|elevated|raised|out of range|called me)\b/;

/** A figure, a word of danger or severity, a sign of the body, or the hospital's call: more than "low" or "high". */
const SEVERITY_OR_SIGN_TOLD =
  /\d|[一二三四五六七八九十两]点|[一二三四五六七八九][十百]|[十百][几幾]|g\/l|g\/dl|mmol|mg\/dl|mol\/l|u\/l|危急|危险|严重|太高|太低|很高|很低|特别(高|低)|非常(高|低)|极(高|低)|超级(高|低)|医院(打|来)(了)?电话|急诊|叫我(去|回)|心慌|心跳|没力|无力|没劲|晕|胸|呕|吐|抽筋|抽搐|麻|糊涂|迷糊|叫不醒|喘|\b(critical\w*|danger\w*|panic|very|extremely|really|super|too (high|low)|sever\w*|called( me)?|er|emergency|a&e|palpitat\w*|heart\w*|weak\w*|dizz\w*|faint\w*|chest|vomit\w*|throw\w* up|cramp\w*|seiz\w*|confus\w*|numb\w*|tingl\w*|breath\w*)\b/;
function onlyLowOrHighTold(text: unknown): boolean {
  return typeof text === 'string' && !SEVERITY_OR_SIGN_TOLD.test(foldText(text));
}

const LAB_NAMED =
  /血钾|血钠|血钙|血糖|血红蛋白|血色素|血小板|白细胞|中性粒|inr|凝血|肌酐|钾|钠|\b(potassium|sodium|calcium|glucose|sugar|inr|ha?emoglobin|hb|platelets?|white (cells?|count)|neutrophils?|creatinine|lab|labs|results?|blood (test|work))\b/;
const CALLED_CRITICAL =
  /危急值|危急|\b(critically (high|low)|critical (value|result|level|lab)s?|panic (value|level)s?)\b|\b(is|was|came back|are|were) critical\b/;
const NOT_CRITICAL =
  /(不是|不算|没有|没到|并非|不到)[^，。,.]{0,4}危急|危急值(是|指|为|定|算)?(多少|什么|怎么|几)|什么(是|叫|算)危急|\bwhat (is|are|counts as) (a |the )?critical\b|\bhow (high|low) is critical\b|\bat what (level|value)\b|\b(not|isn'?t|wasn'?t|never|no longer|wasnt|isnt)\b[^,.]{0,12}\b(critical|dangerous)/;
function criticalResultCalled(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return LAB_NAMED.test(t) && CALLED_CRITICAL.test(t) && !NOT_CRITICAL.test(t) && !PAST_TOLD.test(t);
}

const PERIOD_PAIN =
  /月经|例假|大姨妈|来事|痛经|经期|\b(period|periods|menstrual|menstruation|time of the month)\b/;
const PERIOD_DANGER =
  /怀孕|孕|停经|推迟|没来|验孕|两条杠|晕|昏|大出血|血崩|止不住|一小时.{0,4}(一片|一张|湿透)|发烧|发热|高烧|呕吐|\b(pregnan\w*|late|missed|positive test|faint\w*|pass(ed)? out|dizzy|soak\w*|flooding|clots? (the size|as big)|fever|temp\w*|vomit\w*|one.?sided|shoulder)\b/;
function periodPainOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return PERIOD_PAIN.test(t) && !PERIOD_DANGER.test(t);
}

const OXALIPLATIN = /奥沙利铂|乐沙定|艾恒|\b(oxaliplatin|eloxatin|folfox|capox|xelox)\b/;
const COLD_TRIGGER = /凉|冷|冰|\b(cold|ice|iced|icy|chilled|fridge)\b/;
const ANAPHYLAXIS_BEYOND_COLD =
  /喘不|呼吸(困难|不上)|憋|透不过气|嘴唇肿|脸肿|眼睛肿|舌头肿|疹|风团|痒|晕|昏|输液的时候|正在输|\b(can.?t breathe|short of breath|breathless\w*|wheez\w*|rash\w*|hives|itch\w*|swollen (lips?|face|tongue|eyes?)|(lips?|face|tongue) (is |are )?swell\w*|faint\w*|dizz\w*|collaps\w*|during the (infusion|drip))\b/;
function oxaliplatinColdOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return OXALIPLATIN.test(t) && COLD_TRIGGER.test(t) && !ANAPHYLAXIS_BEYOND_COLD.test(t);
}

/** A transplant medicine's blood level told, with nothing of the body: the level's question. */
const TRANSPLANT_LEVEL =
  /浓度|谷值|\b(trough|levels?|blood levels?)\b[^.?!]{0,30}\d|\b(cyclosporine|ciclosporin|tacrolimus|neoral|prograf|sirolimus|everolimus)\b[^.?!]{0,30}\b\d{2,3}\b/;
const TRANSPLANT_SIGNS =
  /发烧|发热|烧到|寒战|疼|痛|尿少|尿量|没尿|浮肿|水肿|肿了|喘|气短|憋气|胸闷|手抖|抖得|头痛|抽搐|乏力|没力气|恶心|呕吐|吐了|拉肚子|腹泻|心慌|黄疸|发黄|晕|\b(fever\w*|temp\w*|chills?|pain\w*|tender\w*|sore|less (urine|pee)|not peeing|swell\w*|swollen|breath\w*|tremor\w*|shak\w*|headaches?|seizures?|fits?|vomit\w*|diarrh\w*|tired\w*|weak\w*|dizz\w*|faint\w*|palpitation\w*|yellow|jaundice\w*)\b/;
function transplantLevelOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return TRANSPLANT_LEVEL.test(t) && !TRANSPLANT_SIGNS.test(t);
}

/**
 * A flare of gout in a toe, with no fever or chills (septic arthritis: NICE CKS Gout, a hot joint with fever
 * is the same day's), no calf or leg swelling (a clot), no injury: the flare's care, not the emergency card
 * (ACR 2020 gout guideline: flares are treated at home with the prescriber's plan).
 */
const GOUT_TOE = /痛风|(大)?脚趾|脚(大)?拇(指|趾)|大拇(脚)?趾|\b(gout\w*|big toe|toe joint|my toe)\b/;
const GOUT_DANGER =
  /发烧|发热|高烧|烧到|寒战|打(哆嗦|冷战)|发冷|小腿|腿肚|整条腿|腿(也|都)?肿|摔|扭|撞|伤口|流脓|发黑|发紫|胸|喘|气短|\b(fever\w*|temp\w*|chills?|shiver\w*|rigors?|calf|calves|whole leg|legs? (is |are )?swollen|fell|fall|injur\w*|wound|pus|black|purple|chest|breath\w*)\b/;
function goutFlareOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return GOUT_TOE.test(t) && !GOUT_DANGER.test(t);
}

function noResultTold(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  // An age ("dad had a heart attack at 60") and blood pressure or sugar named are no lab result told
  // (blind triage round 34, development data once reported).
  const t = foldText(text)
    .replace(/\bblood (pressures?|sugars?|thinners?)\b/g, ' ')
    .replace(
      /\b(at|age|aged|when (he|she|i|they) (was|were)) \d{1,3}\b|\d{1,3} ?(years? old|yrs? old|yo\b)|\d{1,3}岁/g,
      ' ',
    );
  return !RESULT_TOLD.test(t);
}

/**
 * Tablets dropped or spilled near a child and counted: none missing ("counted them all and none are
 * missing, 60 out of 60", "数了一粒不少"), nothing said swallowed — the storage question, not the ingestion
 * card (blind triage round 34, development data once reported).
 */
const NONE_MISSING =
  /\bnone (are |were |is )?missing\b|\b(all|every one|everything) (\d+ )?(is |are |was |were )?(there|accounted for)\b|\b(?<n>\d+) out of \k<n>\b|一(粒|片|颗|个)(都)?(没少|不少)|一个不少|数(了|过)[^，。]{0,8}(没少|都在|齐了|够数)/;
const SWALLOW_TOLD =
  /吃了|吞了|咽了|舔了|含着|嚼|\b(swallow\w*|ate|eaten|chew\w*|licked|in (his|her|their) mouth|sucking on)\b/;
function noneMissing(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return NONE_MISSING.test(t) && !SWALLOW_TOLD.test(t);
}

function lowTemperatureOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  if (!FEVER_CONTEXT.test(t) || FEVER_DANGER.test(t)) return false;
  const values = [...t.matchAll(TEMPERATURE)].map((m) => Number(m[1]));
  return values.length > 0 && values.every((v) => v < 38);
}

const POTASSIUM_CRITICAL_FROM = 6.0;
const POTASSIUM_TROUBLE =
  /心慌|心悸|心跳|胸闷|无力|没劲|乏力|发麻|麻木|瘫|晕|喘|\b(palpitat\w*|racing|pounding|irregular|skipp\w*|flutter\w*|weak\w*|numb\w*|tingl\w*|paraly\w*|faint\w*|dizz\w*|chest|breath\w*|can.?t (move|walk|stand))\b/;

/** A high potassium said in words ("血钾高", "高钾", "my potassium is high", "hyperkalemia"). */
const POTASSIUM_SAID_HIGH =
  /高钾|高血钾|钾[^，。,.？?！!]{0,6}(高|超标|超了|危急)|\bhyperkal\w*|\b(high|raised|elevated|critical) (potassium|k\+?)\b|\bpotassium\b[^.?!]{0,25}\b(high|critical|raised|elevated|too much)\b/;

/**
 * Any word of the body doing something, read generously: this gate only quiets a message that tells
 * nothing at all ("腿软", "心口跳得好乱", "legs gave out", "heart going…" stay the reader's to judge).
 */
const BODY_SIGN_WORD =
  /心口|心脏|心里|心跳|心慌|胸|跳得|乱跳|慌|乏力|无力|没力|冇力|没劲|发软|腿软|脚软|麻|沉|好重|灌了铅|抽筋|瘫|晕|喘|走不|行唔到|站不|\b(heart(?! (failure|medicines?|meds|pills?|tablets?|doctor|clinic|team|specialist))|pulse|chest|weak\w*|numb\w*|tingl\w*|heavy|lead|gave out|give out|giving out|collaps\w*|faint\w*|dizz\w*|breath\w*|paraly\w*|palpitat\w*|flutter\w*|racing|pounding|skipp\w*|irregular|can.?t (move|walk|stand))\b/;
const SIGN_FEATURE_IGNORED = new Set<string>([
  ...CONTEXT_FEATURES,
  'k_intake',
  'k_sparing',
  'k_high',
  'k_raised',
]);

/**
 * Signs of rejection or a drug level out of range after a transplant, read generously (KDIGO 2009;
 * Prograf PI §5): fever, less urine, pain or swelling over the graft, weight up, a creatinine or a level
 * told, tremor, headache, vomiting, yellow eyes, breathlessness, missed or cut doses.
 */
const TRANSPLANT_SIGN_WORD =
  /烧|热|体温|尿|疼|痛|胀|肿|体重|涨|肌酐|浓度|抖|头|吐|泻|拉肚子|黄|喘|憋|漏|减了|忘了?吃|没吃|不吃药|\b(fever|temp\w*|feverish|pee\w*|urin\w*|output|pain\w*|sore|tender|hurt\w*|ache\w*|swell\w*|swoll\w*|puff\w*|weight|kilos?|kg|lbs?|creatinine|level|tremor\w*|trembl\w*|shak\w*|headache|vomit\w*|throw\w* up|diarrh\w*|yellow|jaundic\w*|breath\w*|cough\w*|flu|skipp\w*|miss\w*|forgot)\b/;

/** Nothing told of the body: no sign word (`BODY_SIGN_WORD`, `TRANSPLANT_SIGN_WORD`) and no sign feature. */
function nothingOfTheBodyTold(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  if (BODY_SIGN_WORD.test(t) || TRANSPLANT_SIGN_WORD.test(t) || POTASSIUM_TROUBLE.test(t)) return false;
  return [...redFlagFeatures(text)].every((f) => SIGN_FEATURE_IGNORED.has(f));
}

const PREGNANCY_SAID =
  /怀孕|怀上|孕\d+周|\d+周(的)?(身孕|孕)|备孕|\bpregnan\w*|\btrying (to conceive|for a baby)\b/;
const STOP_MEDICINE_ASKED =
  /(要不要|该不该|是不是(应该|要|得)?|能不能|需不需要|可以)[^，。？?]{0,8}(停|停掉|停药|不吃)|停(了|掉)?(吗|呢)|\b(should|do|can|must) i\b[^.?!]{0,25}\b(stop|quit|come off|keep taking|still take|continue)\b|\bstop (taking )?(it|them|my \w+)\b/;

/** Pregnant or planning, asking whether to stop a medicine, and nothing of the body told. */
function stopMedicineInPregnancyAsked(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return PREGNANCY_SAID.test(t) && STOP_MEDICINE_ASKED.test(t) && nothingOfTheBodyTold(text);
}

/** Nothing of a high potassium told: no value, no "high" said, no sign of the body at all. */
function potassiumNothingTold(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  if (potassiumValuesIn(text).length > 0 || POTASSIUM_SAID_HIGH.test(t)) return false;
  if (POTASSIUM_TROUBLE.test(t) || BODY_SIGN_WORD.test(t)) return false;
  return [...redFlagFeatures(text)].every((f) => SIGN_FEATURE_IGNORED.has(f));
}

function calmPotassium(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const values = potassiumValuesIn(text);
  return (
    values.length > 0 &&
    values.every((v) => v < POTASSIUM_CRITICAL_FROM) &&
    !POTASSIUM_TROUBLE.test(foldText(text))
  );
}

/**
 * Asked plainly on the possible-crisis card even when nothing else reads urgent (round 12: "I'm standing
 * on the bridge near my work rn" beside a protein-powder question, "max dose of tylenol before it kills
 * you, asking for me"): standing at a height or on the tracks now, how much of something kills, or whether a
 * whole bottle of a medicine is painless.
 * The card asks and offers the crisis line; it never calls 120 for them.
 */
const HIGH_PLACE_NOW =
  /(站在|坐在|蹲在|爬到|在)[^。？！?!]{0,6}(楼顶|天台|桥上|桥边|江边|河边|窗台|窗户外|铁轨|轨道上|楼顶边)|\b(standing|sitting|stood|sat|i.?m|im) (on|at|by|near|out on) (the |a |my )?(\w+ )?(edge of the )?(bridge|roof|rooftop|ledge|overpass|tracks|railway|window ?sill|window ledge|cliff)\b/;
const LETHAL_DOSE =
  /致死量|吃多少(片|粒|颗)?(会|能|就)?(死|没命|走)|多少片(会|能)?(死|没命)|\b(lethal|fatal|deadly) (dose|amount)\b|\b(whole|entire) (bunch|bottle|pack|packet|box|strip) of [^.?!]{0,30}\b(is |be |would be )?painless\b|\bbefore (it|they) kills?\b|\benough to (die|kill (me|myself|you))\b|\bhow (much|many) [^.?!]{0,30}\bto (die|kill)\b/;

function askedPlainly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return HIGH_PLACE_NOW.test(t) || LETHAL_DOSE.test(t);
}

/**
 * What makes a headache in pregnancy possibly pre-eclampsia (NICE NG133 §1.1; ACOG PB 222): how bad or how
 * long it is, a painkiller that did not help, vision changes, swelling, pain below the ribs or a blood
 * pressure. Broad on purpose: only a message with none of them is a headache said alone.
 */
const PRE_ECLAMPSIA_SIGNS = new RegExp(
  [
    '剧烈|厉害|受不了|欲裂|要炸|炸裂|要命|一直|不停|持续|好几天|[两三四五几]天|不管用|没用|不见好|没好|不好转|越来越|加重|',
    '看不清|模糊|眼花|花了|花的|重影|冒金星|金星|闪|黑影|发黑|视力|眼睛|怕光|刺眼|肿|浮肿|右上腹|上腹|胃口?(疼|痛)|肋骨|心口|血压(高|偏高|升高|上来|1[4-9]\\d|2\\d\\d)|高血压|呕吐|吐了|',
    '特别|非常|很(痛|疼)|好(痛|疼)|太(痛|疼)|(痛|疼)死|几个小时|从早上|一整天|尿蛋白|蛋白尿|抽|迷糊|糊涂|晕|说话|气短|喘|',
    // A blood pressure at or above 140/90 (a normal reading told, "BP at home is 110/68", is no sign).
    '(1[4-9]\\d|2\\d\\d)\\s*\\/\\s*\\d{2,3}|\\d{2,3}\\s*\\/\\s*(9\\d|1[0-4]\\d)|',
    '\\b(severe|bad|worst|terrible|awful|horrible|pounding|splitting|throbbing|killing|blinding|intense|excruciating|',
    'persistent|constant|all day|for (\\d+|two|three|a few|several) days|days|won.?t go|not going away|doesn.?t go|does not go|keeps? coming back|',
    'nothing helps|didn.?t help|not helping|isn.?t (helping|touching|working)|not touching|still there|getting worse|worse|',
    'vision|blurr?\\w*|see(ing)? (spots|stars|flashes|sparkles)|spots|flash\\w*|sparkl\\w*|double|',
    'swell\\w*|swollen|puff\\w*|ribs?|upper (belly|stomach|abdomen|tummy)|epigastr\\w*|(high|raised|elevated|up) (blood pressure|bp)|(blood pressure|bp) (is |was |s )?(high|up|raised|through the roof|sky ?high|1[4-9]\\d|2\\d\\d)|vomit\\w*|throwing up|',
    'like crazy|so bad|really bad|very|so much|for hours|hours|since (this )?(morning|yesterday|last night)|eyes?|light|photophob\\w*|',
    'under (my )?(right )?(breast|ribs?)|right side|balloons?|ankles?|feet|legs|nothing|protein|seiz\\w*|fit|jerk\\w*|confus\\w*|',
    'drowsy|faint\\w*|dizz\\w*|short of breath|breathless)\\b',
  ].join(''),
  'i',
);

/** A headache with none of the signs that make it sudden, severe or dangerous. */
const HEADACHE_DANGER: readonly Feature[] = [
  'headache_severe',
  'thunderclap',
  'struck_simile',
  'worst_ever',
  'coital',
  'sudden',
  'severe_q',
  'stiff_neck',
  'vomit',
  'confused',
  'drowsy',
  'faint',
  'unresponsive',
  'vision',
  'sudden_vision',
  'speech',
  'one_side',
  'face_droop',
  'weakness',
  'seizure',
  'head_trauma',
  'fever',
  'photophobia',
  'ctx_anticoag',
];
const HEADACHE_DANGER_WORDS =
  /突然|一下子|猛地|最厉害|最严重|最痛|很严重|特别严重|厉害|剧烈|受不了|要命|炸|裂|晕|吐|看不清|说不清|睁不开|麻|摔|撞|磕|抗凝|华法林|醋硝香豆素|苯丙香豆素|利伐沙班|拜瑞妥|阿哌沙班|艾乐妥|达比加群|泰毕全|\b(sudden\w*|worst|explod\w*|thunder\w*|blinding|excruciating|unbearable|severe|terrible|horrible|awful|crushing|splitting|banging|pounding|never had|hit by|struck|after sex|during sex|orgasm|lifting|straining|fell|fall|hit my head|bumped|blood thinners?|warfarin|acitrom|sintrom|acenocoumarol|phenprocoumon|marc(o)?umar|eliquis|xarelto|apixaban|rivaroxaban)\b/;
/** A painkiller asked for a headache, nothing said that makes the headache dangerous. */
function plainHeadache(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const features = redFlagFeatures(text);
  return (
    features.has('headache') &&
    !HEADACHE_DANGER.some((f) => features.has(f)) &&
    !HEADACHE_DANGER_WORDS.test(foldText(text))
  );
}

/** A headache in pregnancy said with none of the signs above (`PRE_ECLAMPSIA_SIGNS`). */
function headacheAlone(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const features = redFlagFeatures(text);
  return features.has('headache') && !PRE_ECLAMPSIA_SIGNS.test(foldText(text));
}

const WEIGHT_VALUE = /\d+(\.\d+)?\s*(kg|kgs|kilos?|公斤|斤|lbs?|pounds)(?![a-z])|体重[^。？！?!]{0,8}\d/i;
/** A message that tells weights and no sign of any kind (no feature of the rules but context). */
function weightsToldOnly(text: unknown): boolean {
  if (typeof text !== 'string' || !WEIGHT_VALUE.test(text)) return false;
  return [...redFlagFeatures(text)].every((f) => f.startsWith('ctx_'));
}

/**
 * What makes a message from someone on methotrexate or another immunosuppressant an infection emergency:
 * a fever or an infection's signs (NICE NG151 2020 neutropenic sepsis; BSR DMARD guideline 2017). "I take 6
 * methotrexate tablets every Sunday and feel sick on Monday" (nausea, the commonest side effect) was read
 * as one (0.63) — nineteenth clinician review's follow-up, development data.
 */
const INFECTION_SIGNS =
  /发烧|发热|烧到|高烧|低烧|体温|寒战|烫|发寒|寒热|冷得|发抖|一阵冷|打摆子|退烧|退热|精神(差|不好|不太好)|没(得)?精神|(?<![\d.])(3[7-9]|4[0-2])(\.\d)?(?!\d|\.\d)|\b(spik(e|ed|ing) (a )?(fever|temp\w*|\d)|hot|warm|burning up|fiebre|calentura|feverish|temp|thermometer|shaking|shivers?|lethargic|very tired|floppy)\b|打冷战|发冷|畏寒|咽(喉)?痛|嗓子疼|喉咙痛|口腔溃疡|嘴(里)?(烂|溃疡)|咳|喘|气短|皮疹|出疹|感染|化脓|尿痛|烧灼|没精神|浑身难受|\d{2}(\.\d)?\s*(度|°|℃)|\b(fever\w*|febrile|temp(erature)?|chills?|shiver\w*|rigou?rs?|sweats?|sore throat|throat|mouth (sores|ulcers)|ulcers?|cough\w*|breath\w*|short of breath|rash|infect\w*|pus|burning|flu|unwell|shaky|3[89](\.\d)? ?(c|°)|10[0-4](\.\d)? ?(f|°))\b/;

/** Whether the message or the profile gives the context `kind` needs. */
function hasContext(kind: RedFlagKind, text: unknown, profile?: RedFlagProfile | null): boolean {
  if (typeof text === 'string' && kind === 'eating_disorder') {
    const t = foldText(text);
    return RESTRICTION_SAID.test(t) && EATING_DISORDER_SIGNS.test(t);
  }
  if (typeof text === 'string' && kind === 'stroke') return STROKE_SIGNS.test(foldText(text));
  if (typeof text === 'string' && kind === 'hyperglycaemic_crisis')
    return HYPERGLYCAEMIA_SIGNS.test(foldText(text)) || /\bHI\b/.test(text);
  if (typeof text === 'string' && kind === 'muscle_breakdown')
    return MUSCLE_BREAKDOWN_SIGNS.test(foldText(text));
  if (typeof text === 'string' && kind === 'lithium_toxicity')
    return LITHIUM_TOXICITY_SIGNS.test(foldText(text));
  if (typeof text === 'string' && kind === 'immunosuppressed_fever')
    return INFECTION_SIGNS.test(foldText(text));
  if (typeof text === 'string' && kind === 'anticoagulant_bleeding' && !BLEEDING_SEEN.test(foldText(text)))
    return false;
  if (typeof text === 'string' && kind === 'hyperkalaemia' && !HIGH_POTASSIUM_SIGNS.test(foldText(text)))
    return false;
  if (
    typeof text === 'string' &&
    kind === 'pregnancy_bleeding' &&
    !PREGNANCY_BLEEDING_SEEN.test(foldText(text).replace(BLOOD_TEST_WORDS, ' '))
  )
    return false;
  // Bleeding after a birth told as settling ("pinkish brown and getting lighter every day", "恶露越来越少") with no
  // sign of a heavy loss is the lochia's normal course (blind triage round 46, development data).
  if (
    typeof text === 'string' &&
    kind === 'pregnancy_bleeding' &&
    redFlagFeatures(text).has('bleeding_settling') &&
    !HEAVY_LOSS_SIGNS.test(foldText(text))
  )
    return false;
  // No such gate for a perinatal crisis: one tried on words of the mind lost 63 of 388 crisis messages of
  // rounds 17–42 (psychosis told as "the TV says the baby is evil", "everything feels fake") — the false
  // alarm on an iron question in pregnancy (blind answer round 37, en-020–022) is left standing.
  const needs = NEEDS_CONTEXT[kind];
  if (!needs) return true;
  const context = ruleContext(text, profile);
  if (needs.some((f) => context.has(f))) return true;
  if (typeof text !== 'string') return false;
  if (kind === 'head_injury') return HEAD_INJURY_SIGNS.test(foldText(text));
  // A pregnancy told by how far along it is, in words no rule lists ("有了三个多月", "怀运两个月", "我老婆八个多月了",
  // "due in a fortnight", "due next week"): the learned reader's pregnancy reading stands (blind triage rounds
  // 43–46: the learned reader alone read all 240 of their emergencies; the joined reader dropped 12, most of them
  // pregnancies told this way).
  if (kind === 'pregnancy_bleeding' || kind === 'pre_eclampsia')
    return PREGNANCY_TOLD_LOOSELY.test(foldText(text));
  // A low measured and treated with sugar is diabetes' context even unnamed (round 12: "测出来2.6 吃了糖
  // 现在2.7 抖得厉害心慌").
  if (kind === 'severe_hypoglycaemia') return HYPO_SAID.test(foldText(text));
  // A potassium typed and low ("血钾3.2 … 心里扑通扑通乱跳") is no high potassium, whatever the word 钾 says:
  // the card named hyperkalaemia to a man on abiraterone with a potassium of 3.2 (twenty-sixth clinician
  // review, zh M1); the low-potassium answer reads the value and the signs.
  if (kind === 'hyperkalaemia') {
    const typed = potassiumValuesIn(text);
    if (typed.length > 0 && typed.every((v) => v < LOW_POTASSIUM_TYPED)) return false;
    return POTASSIUM_RAISERS.test(text);
  }
  return false;
}

/**
 * How far along a pregnancy is, loosely: a count of months ("三个多月", "八个来月了" — with 个, so "三月" the month is
 * not one), 怀/有了 with a count, a due date or a fortnight, a trimester, a bump, "expecting".
 */
const PREGNANCY_TOLD_LOOSELY = positiveTestOr(
  /[一二两三四五六七八九十\d]+\s*个(多|来|半)?月(了|大)?|(怀|有了|孕)[^，。！？,.!?]{0,4}[一二两三四五六七八九十\d]+\s*(个)?(多|来|半)?(月|周|礼拜|星期)|\bdue (in|on|next|this|any|around|at)\b|\b(a |one |two )?fortnight\b|\btrimester\b|\b(baby )?bump\b|\bexpecting\b|\b(\d|one|two|three|four|five|six|seven|eight|nine) months?\b(?! (old|ago|postpartum|since|after))/,
  'i',
);

const HEAVY_LOSS_SIGNS =
  /晕|黑|血块|湿透|哗哗|止不住|心慌|心跳快|发冷|脸白|\b(dizz\w*|faint\w*|woozy|clots?|soak\w*|gush\w*|pour\w*|heavy|heavier|racing|pale|cold and clammy)\b/i;

/** Under the lower limit of the adult range (3.5 mmol/L, NICE CKS Hypokalaemia 2023). */
const LOW_POTASSIUM_TYPED = 3.5;

const HYPO_SAID =
  /低血糖|吃了糖|喝了糖水|含了糖|葡萄糖片|血糖|测(出来)?[^\d]{0,4}[123]\.\d|\b(hypo|low blood sugar|glucose tabs?|glucose tablets?|sugar (was|is|came back) (\d|low))\b/;

/** Episodes that come and go ("有时候", "老是", "sometimes"), at night. */
const EPISODES_AT_NIGHT =
  /(晚上|夜里|夜间|半夜|睡觉|睡着|凌晨)[^。？?]{0,12}(有时候?|有时|时不时|偶尔|经常|老是|总是|常常|好几次|几次)|(有时候?|有时|时不时|偶尔|经常|老是|总是|常常)[^。？?]{0,6}(晚上|夜里|夜间|半夜|睡觉|凌晨)|\b(sometimes|often|some nights|most nights|every night|a few nights|several nights|keeps?|kept)\b[^.?!]{0,40}\b(at night|nights?|in (her|his|my) sleep|overnight|wak(e|es|ing) up)\b|\b(at night|nights?|overnight)\b[^.?!]{0,40}\b(sometimes|often|now and then|every so often)\b|\b(some|most|many|a few|several|certain) nights\b|\bat nights?\b[^.?!]{0,20}\bwake\b/;
/** The low-sugar picture: sweats, a racing heart, shaking. */
const LOW_PICTURE =
  /冷汗|出汗|盗汗|心慌|心悸|手抖|发抖|\b(sweat\w*|clammy|palpitat\w*|racing heart|heart (racing|pounding)|shak\w*|trembl\w*)\b/;
/** Said as happening now. */
const NIGHT_LOW_NOW =
  /现在|此刻|这会儿|刚才|正在|又开始|今晚|\b(right now|now|at the moment|currently|tonight|just now|this minute)\b/;
/** Signs that need another person's help, or of the heart or potassium (not the low-sugar picture). */
const NOT_JUST_A_LOW: readonly Feature[] = [
  'confused',
  'confused_now',
  'faint',
  'seizure',
  'unresponsive',
  'cant_swallow',
  'speech',
  'chest_strong',
  'chest_weak',
  'breathless',
  'weakness',
  'k_high',
];
/** Night-time episodes of the low-sugar picture on insulin or a sulfonylurea, told after the fact. */
function recurringNightLows(text: unknown, profile?: RedFlagProfile | null): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  if (!EPISODES_AT_NIGHT.test(t) || !LOW_PICTURE.test(t) || NIGHT_LOW_NOW.test(t)) return false;
  const context = ruleContext(text, profile);
  return context.has('ctx_diabetes') && !NOT_JUST_A_LOW.some((f) => context.has(f));
}

/** The context features of a message and a profile, as the rules see them. */
/** Signs a fever may come with that are no cold: anything but the child, the fever and the person's context. */
const CHILD_FEVER_ONLY = new Set(['young_child', 'fever', 'baby_word']);
const CHILD_YEARS =
  /([1-9]|十[一二三四五]?|[一二两三四五六七八九])\s*岁|\b([1-9]|1[0-5])[- ]?(year|yr)s?[- ]?old\b|\b(toddler|preschooler)\b/;
const COLD_SAID =
  /感冒|着凉|流鼻涕|鼻塞|咳嗽|嗓子疼|\b(cold|flu|runny nose|snotty|sniffl\w*|cough\w*|sore throat)\b/;
const FEVER_VALUE = /(3[89](?:\.\d)?|4[0-2](?:\.\d)?)\s*(度|℃|°\s*c|c\b)?|(3[89])度([0-9五六七八九一二三四])/;

/** A child told as a year or older, with a cold and a fever below 39.5 °C, and no other sign. */
function childColdFeverOnly(text: string, features: ReadonlySet<string>): boolean {
  const t = foldText(text);
  if (!CHILD_YEARS.test(t) || !COLD_SAID.test(t)) return false;
  for (const f of features) if (!CHILD_FEVER_ONLY.has(f) && !f.startsWith('ctx_')) return false;
  const m = FEVER_VALUE.exec(t);
  if (!m) return false;
  const value =
    m[1] !== undefined
      ? Number(m[1])
      : Number(`${m[4]}.${'一二三四五六七八九'.indexOf(m[5] ?? '') + 1 || Number(m[5])}`);
  return Number.isFinite(value) && value >= 38 && value < 39.5;
}

/** A medicine's taper or stop asked about ("taper myself down", "get off the subutex", "想把药减掉"). */
const MEDICINE_TAPER_ASKED =
  /\b(taper\w*|wean\w*|get off|come off|coming off|cut(ting)? (it |them |myself )?down|cut(ting)? back|stop (taking )?(my |the )?(meds?|medicines?|medication|subutex|suboxone|methadone|buprenorphine|tablets?|pills?)|detox\w*)\b|减量|减药|停药|把药(减|停|戒)|戒掉(美沙酮|丁丙诺啡|药)/;
/** A food's hazard feared: mercury in fish, listeria, caffeine, additives ("scared of mercury", "怕汞超标"). */
const FOOD_HAZARD_FEARED =
  /\b(scared|afraid|worried|worries|fear\w*|paranoid|nervous|anxious)\b[^.?!]{0,30}\b(mercury|listeria|toxoplasm\w*|salmonella|raw (fish|meat|eggs?)|caffeine|additives?|pesticides?|heavy metals?|food poisoning|msg)\b|(怕|担心|害怕|顾虑)[^，。！？,.!?]{0,8}(汞|重金属|李斯特|弓形虫|沙门|咖啡因|添加剂|农药|食物中毒|寄生虫)/;
/**
 * What a pregnancy question is about when it holds no crisis word (a crisis is told in many words of the mind — no word
 * list held them, rounds 17–39 lost 40 when one was tried — so only these are held back):
 * - sickness asked about ("怀孕后天天吐，已经快一个月了，维生素B1用不用另外补？" — the reader retrained with rounds 36–37
 *   read it so); a sickness that keeps everything down is the rules' hyperemesis card;
 * - the news told with a food or supplement question ("Just found out I'm 6 weeks pregnant!! … What should I eat or take
 *   now for the baby?": read 0.62 after rounds 38–39; blind answer round 30, en-081);
 * - coming off a medicine ("i want to get off the subutex before the baby comes … can i just taper myself down fast":
 *   thirty-eighth clinician review, en S4; its answer says not to taper alone);
 * - a food's hazard feared ("won't eat any fish at all because she's scared of mercury. Is she missing DHA for the
 *   baby?": blind answer round 62, en-075).
 */
const NOT_A_PERINATAL_CRISIS: readonly RegExp[] = [
  PREGNANCY_SICKNESS,
  PREGNANCY_NEWS,
  MEDICINE_TAPER_ASKED,
  FOOD_HAZARD_FEARED,
];
/** Any word of a pregnancy, a baby or its movements (the learned reader's fetal reading needs one). */
const FETAL_SAID =
  /胎动|胎儿|胎心|宝宝|孕|怀孕|肚子里|\b(baby|babies|beb[eé]s?|bub|bubs|fetus|foetus|kicks?|kicking|wriggl\w*|pregnan\w*|embarazada|semanas|trimester|midwife|obstetric\w*|maternity|bump|movements?|moving|moved)\b|\b(\d{1,2}|twenty|thirty|forty)(-| )?\w* ?(weeks?|wks?)\b(?! ago)/;

/** Kinds whose rules a visit that found the episode clear vetoes (safety/lexicon.ts `checked_clear`). */
const VISIT_CLEARED_KINDS: ReadonlySet<string> = new Set([
  'chest_pain',
  'head_injury',
  'fall_on_anticoagulant',
]);

function ruleContext(text: unknown, profile?: RedFlagProfile | null): Set<Feature> {
  const features = redFlagFeatures(text);
  for (const f of profileFeatures(profile)) features.add(f);
  return features;
}

const DIALYSIS_MISSED =
  /没去|没做|没透|没有透|漏了|漏做|漏掉|错过|取消|停了|没能去|去不了|不肯去|不想去|不去了|耽误|推迟|延后|少做|提前下机|\bmei qu\b|\bmiss\w*|\brefus\w*|\bditch\w*|\bbail\w*|\bblew (it )?off\b|\bwon'?t go\b|\bnot going\b|\btired of it\b|\bskip\w*|\bcancel\w*|\bdidn'?t (go|make it|get|have)\b|\bcould(n'?t| not) (go|get|make)\b|\bcan'?t (go|get|make)\b|\bno (dialysis|session|transport)\b|\bhaven'?t (had|been)\b|\bpostpon\w*|\bdelay\w*|\bcut short\b|\bleft early\b/i;
const DIALYSIS_UNWELL =
  /喘|憋|气短|气不够|呼吸|心慌|心跳|没力气|浑身无力|肿|胸闷|胸痛|抽筋|麻|糊涂|叫不醒|\bchuan\b|\bbreath\w*|\bswell\w*|\bswoll\w*|\bpuff\w*|\bheart\b|\bpalpitat\w*|\bweak\w*|\bchest\b|\bnumb\w*|\btingl\w*|\bconfus\w*|\bdrows\w*/i;

const INFORMATION_CONFUSION =
  /\b(feed|feeds|tiktok|instagram|insta|youtube|google|online|internet|articles?|posts?|influencers?|podcasts?|says|said|saying|heard|read|advice|opinions|conflicting|mixed messages|info|information)\b[^.?!]{0,80}\b(i'?m|im|i am|getting|got|so|really|totally|kinda|super)( so| really| totally| kinda| super| a bit| just)? confused\b|\bconfused (about|by|on|which|whether|what|if)\b|(看|听|说|查|搜|刷)(得|的)?(我)?(都)?(越来越|有点|更)?(糊涂|迷糊|懵)(了)?|(搞|弄)(我)?(糊涂|迷糊|懵)(了)?|(说|讲|告诉|听)[^。？?！!]{0,30}我(都|也|真|彻底)(被)?(搞|弄|说|听)?(糊涂|迷糊|懵)了[。,，!！]*(到底|究竟|该听谁|听谁)|\b(i'?m|im|i am)( so| really| totally| a bit| just| kind of| kinda)? confused\b[,.;:]? (they|the doctors?|the hospital|my (doctor|gp|consultant|endo\w*)|he|she|everyone|people) (say|says|said|told|tell)\b[^.?!]{0,80}\bbut\b/;
/** A mind that has changed of late ("这两天", "老是忘事", "can't think straight"): the confusion is the body's. */
const MIND_LATELY =
  /这两天|这几天|最近|今天|昨天|忘|记不住|想不起|反应慢|\b(can'?t think|forget\w*|forgot|foggy|lately|today|yesterday|these days|this week)\b/;
/** Only "confused" among the rules' signs, said of information rather than of a mind. */
function confusedByWhatTheyRead(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  if (!INFORMATION_CONFUSION.test(t)) return false;
  const signs = [...redFlagFeatures(text)].filter((f) => !SIGN_FEATURE_IGNORED.has(f));
  return signs.every((f) => f === 'confused' || f === 'confused_now');
}

/** Something else missed or skipped: a meal, the gym, a class ("透析病人，今天错过了午饭"). */
const OTHER_THING_MISSED =
  /(没去|没做|错过了?|跳过了?|漏了|去不了|不去了)\s*(吃饭|午饭|早饭|晚饭|早餐|午餐|晚餐|饭|健身|锻炼|上班|上课|散步)|\b(missed|skipped|skip|skipping|missing|cancel\w*)\s+(my |the |a |this |todays |yesterdays )?(gym|workout|class|lunch|breakfast|dinner|meal|snack|walk|nap|run\b(?! (this|today|yesterday)))\w*/gi;

/** An illness or a sign of the body told: the reader's urgency stands even with no dialysis said. */
const ILLNESS_OR_SIGN =
  /拉肚子|腹泻|吐|呕|发烧|发热|晕|喘|憋|胸|\b(diarrh\w*|vomit\w*|throwing up|threw up|being sick|fever\w*|dizz\w*|faint\w*|breathless\w*|short of breath|chest|confus\w*)\b/;

/**
 * Anything of dialysis or the kidneys in the message — broad on purpose ("missed my session", "on HD 3x a
 * week", "his kidney machine", "每周要透三次" are all missed sessions) — or dialysis held in the plan.
 */
const DIALYSIS_WORDS =
  /透|肾|尿毒|dialy|\b(hd|pd|sessions?|kidneys?|renal|machine|fistula|nephro\w*|treatments?|chair|unit|centre|center|clinic)\b/i;
function dialysisSaidOrKnown(text: unknown, profile: RedFlagProfile | null | undefined): boolean {
  return (
    (typeof text === 'string' && DIALYSIS_WORDS.test(foldText(text))) ||
    profileFeatures(profile).has('ctx_dialysis')
  );
}

/** A dialysis message that says a session was missed (or cut short, put off) or a sign of trouble. */
function dialysisMissedOrUnwell(text: string): boolean {
  const t = foldText(text).replace(OTHER_THING_MISSED, ' ');
  return DIALYSIS_MISSED.test(t) || DIALYSIS_UNWELL.test(t);
}

/**
 * An emergency told in an earlier message and withdrawn by what the person wrote after it: a later message
 * dates or closes it ("那是去年的事了，现在早好了", "sorry, that was back in 2019, he's fully recovered") and
 * the earlier message read together with everything after it raises no flag. A downplay ("it's not that
 * bad", "I'll manage at home") leaves the signs standing, so it never withdraws one; neither does a
 * training frame or a hypothetical said later. Without this, a misread message or a story told without its
 * date kept the emergency card over the next four answers.
 */
export function withdrawnBy(
  told: string,
  later: readonly string[],
  profile?: RedFlagProfile | null,
): boolean {
  if (!later.some((m) => datesOrCloses(foldText(m)))) return false;
  return redFlagsFor([told, ...later].join('\n'), profile).length === 0;
}

/** A question about being ready for a low, a fit or an attack later, with nothing said to happen now. */
const PREPARING =
  /\b(in case|just in case|for when|for if|ready for|prepared for)\b[^.?!]{0,30}\b(goes|go|get|gets|going|has|have|had|there'?s) (low|a hypo|a low|hypo|a seizure|a fit|an attack|a reaction)\b|\bkeep (in|at) (the|my|his|her|our) (car|bag|purse|desk|house|glovebox|glove box)\b|\b(hypo|emergency|first aid) kit\b|以防|防着|备着|备(点|些|一些|什么|啥|哪些)|随身(带|备)|车(里|上)(放|备|带)/;
const NOW_SAID =
  /\b(now|right now|at the moment|currently|just (now|happened)|is having|he'?s having|she'?s having|i'?m having)\b|现在(?!还?(没|没有|未|不曾))|刚才|刚刚|正在|此刻/;

/** A medicine taken now is the person's treatment, not something happening now ("She's on insulin now"). */
const ON_A_MEDICINE_NOW = /\b(on|taking|takes|uses|using) (\w+ ){0,2}now\b/g;

function preparingFor(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  return PREPARING.test(t) && !NOW_SAID.test(t.replace(ON_A_MEDICINE_NOW, ' '));
}
