/**
 * The emergency that stays (thirteenth clinician review, zh P1 #3, P2 #1, P3 #2, P4 #3, P4 #4, P5 #3,
 * P5 #4; en P3 #3): after an urgent answer the person's next message is often about getting there —
 * "急救电话打多少？", "那要打什么电话？", "要打哪个电话？", "我住乡下，该去哪里看，打什么电话？" — or plays the
 * emergency down with something to do instead ("是不是吃咸了，我多喝点水行吗", "少吃点盐就好了吧", "多喝水自己
 * 排出来行不行", "all good now i think. can i train tomorrow"). Each was answered "I have no reliable rule"
 * or with a neighbouring diet card, and the emergency was lost: the older rules read only the message
 * right before (`stillTheEmergency`) or only the words of refusing care (`pushback.ts`).
 *
 * Such a follow-up, within the person's last few messages after an emergency and with no word that care
 * has happened or is under way, keeps the emergency: the number for the person's region, where to go
 * (the nearest emergency department; far from a hospital or in the countryside, call and the ambulance
 * is sent — do not drive yourself), and the emergency said again.
 *
 * Sources (both languages below): the regional numbers are regions.ts's; calling the emergency number
 * rather than driving oneself — 2021 AHA/ACC Guideline for the Evaluation and Diagnosis of Chest Pain
 * (Gulati et al., Circulation 2021;144:e368), §2.1 (activate EMS; do not be driven or drive oneself) and
 * 急性冠脉综合征急诊快速诊治指南（2019）, 中国医师协会急诊医师分会 (拨打120，由救护车转运); the 120 dispatch
 * of an ambulance — 院前医疗急救管理办法（国家卫生和计划生育委员会令第3号，2014）; NHS "When to call 999"
 * (nhs.uk). Symptoms that have passed still need assessment the same day: 2021 AHA/ACC chest-pain
 * guideline (a normal feeling afterwards does not rule out an acute coronary syndrome; ECG and troponin).
 */
import { pick, type Bilingual, type Locale } from '../contracts/common';
import { foldText } from './lexicon';
import { numbersFor, type RegionCode } from './regions';

/** What the follow-up asks: the number, where or how to go, or whether something else will do instead. */
export type AfterEmergencyAsk = 'number' | 'where' | 'instead' | 'passed' | 'other';

/**
 * The follow-ups, as people type them (folded text: traditional → simplified, "I'll" reads "ill").
 * Each list is data; the order is the order they are tried in.
 */
const ASKS: readonly { ask: AfterEmergencyAsk; zh: RegExp; en: RegExp }[] = [
  {
    ask: 'number',
    zh: /电话(号码?)?(是|打|拨)?(多少|几号|哪个|什么)|(打|拨)(哪个|那个|哪一个|什么|几号?|多少号?)(电话|号码?)?([？?]|$|吗|呢|啊)|(打|拨)(哪个|那个|哪一个|什么)(电话|号)|急救(电话|号码)|救护车(电话|怎么叫|咋叫)|怎么(叫|喊)(救护车|120)/,
    en: /\b(what|which|wich|whats the|what is the|what.?s the)\b[^.?!]{0,12}\b(number|numbr|nmber|phone number|hotline)\b|\bwho (do|should|can) (i|we) (call|ring|phone|dial)\b|\bwhat (do|should) (i|we) (call|dial|ring)\b|\b(number|phone number) (to|do i|should i) (call|ring|dial)\b|\bemergency (number|numbr|nmber|line|phone)\b|\bhow do (i|we) (call|get) an ambulance\b/,
  },
  {
    ask: 'where',
    zh: /去哪(里|儿|家|个)?(看|挂|治|医院|就诊|急诊|[？?，,]|$)|(哪家|哪个|什么)医院|挂(什么|哪个)科|(怎么|咋)去(医院|急诊)|(住|在)(乡下|农村|村里|山里|镇上)|离(医院|县城|城里)(很|太|比较)?远|(能|可以|要不要|自己)开车(去|送)|打车去|坐车去/,
    en: /\bwhere (do|should|can|would) (i|we|she|he) (go|take|get)\b|\bwhere (is|s) the (nearest|closest)\b|\b(which|wich|witch) (hospital|hosptal|department|er|a&e|clinic)\b|\bhow (do|should|can) (i|we) get (there|to (the )?(hospital|er|a&e))\b|\b(can|should) (i|we) drive (myself|him|her|them|there)?\b|\bdrive (myself|him|her|them) (in|there|to)\b|\b(live|living|am|im) (out )?(in the (country|countryside|bush|sticks)|rural|on a farm|far from (a|the|any) hospital|miles from)\b/,
  },
  {
    ask: 'instead',
    zh: /多喝(点|些)?(水|汤|热水|淡盐水|糖水)|少吃(点|些)?(盐|咸|油)|是不是吃(咸|多|坏|辣)了|自己排(出来|掉)|(喝|吃|靠)(点|些)?[^，。？！?!]{1,6}(就|能)(好|行|没事|退|消)(了)?(吧|吗)/,
    en: /\b(can|could|should|shall) (i|we|she|he) (just|instead) \w+|\b(is it|it.?s|its) (just|only|probably just) (the |my |a )?\w+|\binstead\b|\brather than (going|calling|the hospital)\b|\b(drink|drinking) (more|lots of|plenty of) (water|fluids?)\b|\b(less|cut down on|cut back on|cut out) (the )?(salt|sodium)\b/,
  },
  {
    ask: 'passed',
    zh: /(好|好多|好些|缓过来|不疼|不痛|没事|过去)了[^，。？！?!]{0,12}(明天|今天|下午|晚上|过两天)?[^，。？！?!]{0,6}(还能|能不能|可以|能)?(去)?(练|训练|健身|上班|干活|跑步|运动|撸铁|比赛)/,
    en: /\b(all good|fine|ok|okay|better|gone|passed|settled)\b[^?]{0,40}\b(can|could|should|ok to|okay to|safe to) (i|we|he|she)? ?(still )?(train|work ?out|go to (the )?gym|lift|run|play|compete|go (back )?to work|work)\b/,
  },
];

/** Whether this message is such a follow-up, and what it asks (first match in `ASKS` order). */
export function afterEmergencyAsk(text: unknown): AfterEmergencyAsk | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > 240) return null;
  const t = foldText(text);
  for (const row of ASKS) if (row.zh.test(t) || row.en.test(t)) return row.ask;
  return null;
}

/** The line that answers the follow-up itself, before the number and where to go. */
const ANSWER_LINE: Record<AfterEmergencyAsk, Bilingual> = {
  number: { zh: '', en: '' },
  where: { zh: '', en: '' },
  instead: {
    zh: '不能用这个代替就医：多喝水、少吃盐这类办法处理不了你前面说的情况，它仍然需要现在就医。',
    en: 'Nothing at home can stand in for care here: what you described before still needs a doctor now.',
  },
  // Anything else no rule answers ("i'm 17 actually, i put 18", "it's 61 stone not kilo sorry"): the
  // emergency again, never the emergency quoted back as a question with "ask your pharmacist" (fourteenth
  // clinician review, en P2 #3, en P3 #5).
  other: {
    zh: '这不改变现在最要紧的事。',
    en: 'This does not change what matters most right now.',
  },
  passed: {
    zh: '症状缓解了也不能说明没事：这类症状需要今天就医检查（例如心电图和抽血）；在医生看过之前，不要训练、不要干重活，也不要用兴奋剂类补充剂。',
    en: 'Even if it has passed, it needs a doctor today (for example an ECG and blood tests): no training, heavy work or stimulant pre-workouts until you have been seen.',
  },
};

/** Where to go: the nearest emergency department; far away or rural, call and they send the ambulance. */
const WHERE_LINE: Bilingual = {
  zh: '去哪里：离你最近的医院急诊科（不是门诊、诊所或药店）。住在乡下或离医院远：直接打{n}，急救中心会派救护车来接，路上就能开始处理；不要自己开车去，也不要等到明天。',
  en: 'Where to go: the nearest hospital emergency department (not a clinic, pharmacy or your regular doctor). If you live far from a hospital or in the countryside, call {n} and they will send an ambulance, which can start treatment on the way; do not drive yourself and do not wait until tomorrow.',
};

/** The number line, for the person's region (the locale's default when the country is not known). */
function numberLine(region: RegionCode | null, locale: Locale): string {
  if (locale === 'en-US' && region === null)
    return 'The number to call: 911 in the US and Canada (999 in the UK, 000 in Australia, 112 in Europe and India). Call it now, say where you are and what is happening.';
  const n = numbersFor(region, locale);
  return locale === 'en-US'
    ? `The number to call: ${n.emergencySaid} (${n.place.en}). Call it now, say where you are and what is happening.`
    : `急救电话：${n.emergencySaid.replace(' or ', '或')}（${n.place.zh}）。现在就打，告诉接线员你在哪里、出了什么事。`;
}

/** The emergency said again in one line, before the kind's own text. */
const STILL_LINE: Bilingual = {
  zh: '你前面说的情况仍然是急症：',
  en: 'What you described before is still an emergency:',
};

/** The lines said before the emergency's own text in the answer to such a follow-up. */
export function afterEmergencyLines(
  ask: AfterEmergencyAsk,
  region: RegionCode | null,
  locale: Locale,
): string[] {
  const n = numbersFor(region, locale).emergency;
  const answer = pick(ANSWER_LINE[ask], locale);
  return [
    ...(answer ? [answer] : []),
    numberLine(region, locale),
    pick(WHERE_LINE, locale).replace('{n}', n),
    pick(STILL_LINE, locale),
  ];
}

/**
 * A follow-up some rule does answer, said within the next turns of an emergency that has not been seen
 * to: the answer is given, after this line and the urgent lead (fourteenth clinician review, en P2 #3,
 * en P3 #5: "i'm 17 actually", "it's 61 stone not kilo" after bleeding in pregnancy and after confusion
 * with a low sodium were answered `urgent:false`, quoting the emergency back as a non-urgent question).
 */
const PENDING_LINE: Bilingual = {
  zh: '你前面说的情况仍然需要现在就医，它比这个问题更要紧：如果还没有看过医生，现在就打{n}，或去最近的医院急诊科，不要自己开车去。下面是你刚才问的。',
  en: 'What you described before still needs care now, and it comes first: if no one has seen you yet, call {n} or go to the nearest emergency department now, and do not drive yourself. Your question is answered below.',
};

/** The line said before the answer to a follow-up within the next turns of an emergency. */
export function pendingEmergencyLine(region: RegionCode | null, locale: Locale): string {
  return pick(PENDING_LINE, locale).replace('{n}', numbersFor(region, locale).emergency);
}
