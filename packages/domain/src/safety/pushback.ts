/**
 * After an urgent answer the person may push back: "I'll manage at home", "it's not that bad", "I'll go
 * in tomorrow if it gets worse", "不想去医院，在家扛一扛". The emergency has not changed, so the urgent
 * answer stands, for every kind (ninth clinician review, en P5: probable acute chest syndrome was
 * dropped for "no reliable rule for oxycodone" and an iron-overload diet the moment she said she would
 * manage at home). A message that says care has happened or is under way ("the paramedics said…",
 * "已经住院处理好了", "we're on the way to A&E") ends the emergency: what follows is answered as asked.
 *
 * The rule is a product decision (docs/product-rules.md, "Safety"): an urgent answer is repeated with
 * its reason when care is declined, never softened into the answer to the next question. The clinical
 * ground for the reviewer's case: NHLBI Evidence-Based Management of Sickle Cell Disease, Expert Panel
 * Report 2014 (fever of 38.5 °C or more, or chest or breathing symptoms, need urgent evaluation; acute
 * chest syndrome is treated in hospital). The phrases are data, matched on folded text (`foldText`).
 */
import type { Bilingual } from '../contracts/common';
import { foldText } from './lexicon';

/** Declining, delaying or home-managing care, in either language (folded: "I'll" reads "ill"). */
const DECLINES_CARE: readonly RegExp[] = [
  // zh: not going, staying home to ride it out, waiting for tomorrow, "not that serious"
  /不(想|要|愿意|打算|用|必|需要)?[^，。？！?!]{0,4}(去|跑)(医院|急诊|看医生|看病)|不(想|要|用|必)(打|叫)?(120|救护车|急救)|(能|可以)不去(医院|急诊)?(吗|行吗|不)|不去行不行|在家(里)?[^，。？！?!]{0,6}(观察|扛|熬|挺|休息|处理|养|躺|睡|吃药|喝水|自己)|(扛|熬|挺|忍)(一)?(扛|熬|挺|忍|过去|一下|一晚)|睡一觉(就)?(好|行|没事)|明天(早上|一早|上午)?(再)?(去|看|说)|等(到)?(明天|天亮|早上)|(还)?能等(到|吗)|再(等等|观察|看看)|先(吃|喝)(点)?(药|水|止痛药)[^，。？！?!]{0,4}(看看|再说)|没(那么|这么|多)严重|不(是很|太|算)严重|小题大做|大惊小怪|老毛病|(我)?(平时|一般|每次)都(是)?(自己|在家)|去医院太(贵|麻烦|远)|看病太贵|我(没事|挺好|还好)(的|了)?$|算了|别管我|不用管我|我自己(能|会)?(处理|扛|搞定|解决)|不想(找人|告诉别人|打电话)/,
  // en: won't go / don't want to go, manage or sleep it off at home, wait till morning, not that bad
  /\b(dont|do not|dont really|not going to|not gonna|wont|will not|rather not|would rather not|refuse to|cant|cannot|no need to|not|never) (want to |wanna |going to |gonna )?(go|going|call|calling|ring|see|bother)\b[^.?!]{0,20}\b(hospital|er|a ?and ?e|a&e|emergency|ed|doctor|gp|urgent care|911|999|ambulance|paramedics?)\b/,
  /\b(manage|managing|handle|handling|deal with|treat|treating|ride|riding|tough|toughing|sleep|sleeping|wait|waiting|rest|resting|sweat|sweating) (it|this|them|those|these)? ?(out|off|through|at home)\b|\b(at|from) home\b|\bhome remed\w*\b|\bsleep (it|this) off\b|\bride (it|this) out\b|\btough (it|this) out\b/,
  /\b(wait|waiting|hold off|go in|going in|ill go|ill see|ill call|see (a|the) doctor) (till|until|for|in) (the )?(morning|tomorrow|later|monday|the weekend|a few hours|a bit)\b|\b(tomorrow|in the morning|in a few hours)\b[^.?!]{0,20}\bif (it|its|things|this) (gets?|is|are) (worse|bad)\b|\bif (it|its|things|this) (gets?|is) worse\b|\b(ok|okay|fine|safe|alright|all right) to wait\b|\bcan (i|we|it) (just )?wait\b/,
  /\b(its|it is|thats|that is|this is|im|i am) (not|probably not|prob not) (that|so|too|very|really) (bad|serious|urgent)\b|\b(not|isnt|is not) (an? )?(emergency|big deal)\b|\b(overreact\w*|being dramatic|making a fuss)\b|\bi (usually|normally|always) (manage|handle|deal with|get through|sort)\b|\b(cant|cannot|can not) afford (the|an?|to go)\b|\b(no|dont have) (health )?insurance\b|\bcan i (just )?(do that|stay (at )?home|manage|handle it|sleep)\b/,
  // Lying down or sleeping instead of calling (fourteenth clinician review, en P1 #2: "I'm going to lie
  // down a bit" after the signs of a stroke); "lying down I can't breathe" is a symptom, not this.
  /(先|去|想|要|准备|打算|让他|让她)(躺|睡|歇)(下|一下|一会儿?|会儿?|一觉)|躺(一)?会儿?(再说|看看|就好)|\b(im|i am|ill|i will|im going to|i.?m gonna|gonna|going to|let me|i think ill|ill just|i.?ll just|just going to|he.?s going to|she.?s going to|hes gonna|shes gonna) (go )?(to )?(lie|lay) down\b|\b(lie|lay) down (for )?a (bit|while|minute)\b/,
  /\b(ill|i will|i can|let me|i.?ll just) (deal with|handle|manage|sort( out)?) (it|this)( myself| on my own| alone)?\b|\b(dont|do not|wont|not going to) (want to |wanna )?(call|tell|talk to|bother|ring|text) (anyone|anybody|someone|them|a line|the line|a hotline)\b|\b(forget (it|i said (it|that|anything))|never ?mind|dont worry about (me|it))\b/,
];

/** Care has happened or is under way: seen, admitted, discharged, an ambulance called or on the way. */
const CARE_UNDER_WAY: readonly RegExp[] = [
  /已经(去过|去了|在|到了?|看过|送)(医院|急诊|诊所)?|(?<!(上次|上回|以前|之前|去年|前年|那次|上一次))(住院|出院)(?![^，。？！?!]{0,3}(太贵|费|贵|花|很贵))|医生(说|看过|看了|检查)|急诊(看|查|处理)(过|了)|(从)?(医院|急诊)回来|救护车(来了|到了|在路上|马上)|(打了|叫了)(120|救护车)|(在|去)医院的路上|正在去(医院|急诊)|在医院|处理好了/,
  /\b(paramedics?|ambulance (is|was|has|came|arrived|on)|(called|calling|rang|phoned) (911|999|112|111|an ambulance|the ambulance|paramedics)|(at|in|from|on (the|my|our) way to) (the )?(hospital|er|a&e|emergency|urgent care)|(went|gone|been|going|heading) (to|into) (the )?(hospital|er|a&e|emergency|urgent care|doctor)|discharged|admitted|(the )?(doctor|dr|nurse|er|hospital|they) (said|says|saw|told me|checked)|(got|was|been) (seen|checked|admitted)|back (home )?from (the )?(hospital|er|a&e))\b/,
];

/** Whether the message declines, delays or home-manages care ("I'll sleep it off", "明天再去"). */
export function declinesCare(text: unknown): boolean {
  const t = foldText(text);
  return !careUnderWay(t) && DECLINES_CARE.some((p) => p.test(t));
}

/** Whether the message says care has happened or is under way (the emergency is in someone's hands). */
export function careUnderWay(text: unknown): boolean {
  const t = foldText(text);
  return CARE_UNDER_WAY.some((p) => p.test(t));
}

/** Said before the card again when the person pushes back: a crisis has its own words. */
export const STILL_URGENT_LEAD = {
  care: {
    zh: '我明白你想在家自己处理，但你前面说的情况没有变，仍然需要现在就医：',
    en: 'I understand you would rather manage this at home, but what you described has not changed and still needs care now:',
  },
  crisis: {
    zh: '我听到你不想找人，但你刚才说的话很重要，你不必一个人扛：',
    en: 'I hear that you would rather not reach out, but what you told me matters, and you do not have to carry it alone:',
  },
} as const satisfies Record<'care' | 'crisis', Bilingual>;

/** Someone else is the one told about ("他", "娃", "my dad"): a carer writing, not the writer in crisis. */
const ABOUT_SOMEONE_ELSE =
  /(?<!其)他(?!汀)|她|娃|孩子|宝宝|小孩|儿子|女儿|我(爸|妈|爹|娘|老公|老婆|爷爷|奶奶|外公|外婆|姥姥|姥爷)|老(爸|妈|人)|\b(he|she|him|his|her|hes|shes|my (dad|mum|mom|father|mother|son|daughter|husband|wife|grandma|grandpa|baby|kid|child|boy|girl))\b/;

/** Making a child sick on purpose after it swallowed something: first aid asked, never purging of one's own. */
const CHILD_MADE_SICK =
  /(给|帮|让|替|叫)(他|她|娃|孩子|宝宝|小孩|儿子|女儿)[^，。？！?!]{0,8}(灌|抠|催吐|吐)|\bmake (him|her|them|the baby|my (son|daughter|kid|child|boy|girl)) (throw up|vomit|puke|sick)\b|\b(fingers?|finger) down (his|her|the baby.?s) throat\b/;

/**
 * The message's own reading is not a new emergency but the earlier one misread (thirty-fourth clinician
 * review, zh M4 and M12): a carer's "现在好像不咳了 他死活不想去医院 … 明天再说" after coughed-up blood read by
 * the learned reader alone as a crisis of the writer's (a crisis line for a father's haemoptysis); "我给他
 * 灌点水抠喉咙吐出来" after a child swallowed tablets read as purging (the eating-disorder card). Returns
 * whether the earlier emergency should stand instead: the learned reader alone (no sign told) on a carer
 * declining care, or purging told of a child the writer would make sick after a child's ingestion.
 * `earlierKinds` are those of an emergency told in the last few messages, care not yet under way.
 */
export function ownReadingIsTheEarlierEmergency(
  text: unknown,
  own: readonly { kind: string; features: readonly string[] }[],
  earlierKinds: readonly string[],
): boolean {
  if (own.length === 0 || earlierKinds.length === 0) return false;
  const t = foldText(text);
  const learnedOnly = own.every((h) => h.features.length === 0);
  if (learnedOnly && declinesCare(t) && ABOUT_SOMEONE_ELSE.test(t)) return true;
  const childAfterIngestion = earlierKinds.some((k) => k === 'child_ingestion' || k === 'poisoning');
  return childAfterIngestion && own.every((h) => h.kind === 'eating_disorder') && CHILD_MADE_SICK.test(t);
}
