/**
 * Too much paracetamol (acetaminophen), told under an urgent card: too many doses in a day, or two
 * medicines that both contain it, with the first signs — poor appetite, nausea or vomiting, no energy,
 * drowsiness, belly pain (eighteenth clinician review, S4: "泰诺林一天喂了五六次，还吃了小儿氨酚黄那敏，今天
 * 不太爱吃饭、吐了两次、没什么精神" got the general card with no word of paracetamol). A row of the
 * medicine-toxicity table (safety/texts.ts): it never makes a message urgent or not — triage decides that
 * — it says what the signs most likely mean, that the antidote works best early, and what to bring.
 * The assistant's paracetamol rule (assistant/intents/paracetamol-total.ts) says the same text when the
 * excess is told and triage is silent.
 */
import type { MedicineToxicitySign } from './texts';

/** Every dictionary medicine that contains paracetamol (knowledge/drugs.ts). */
export const PARACETAMOL_MEDICINES: readonly string[] = [
  'acetaminophen',
  'acetaminophen-cold',
  'acetaminophen-cold-child',
  'codeine-acetaminophen',
  'dihydrocodeine-acetaminophen',
  'oxycodone-acetaminophen',
  'hydrocodone-acetaminophen',
  'diphenhydramine-acetaminophen',
  'aspirin-acetaminophen-caffeine',
];

/**
 * More than was meant told: "喂多了", "一天喂了五六次", "还吃了…", "过量", "6 times a day", "plus", "too
 * much", "overdose", "Calpol and Lemsip". Five or more doses in 24 hours is over the label's limit of four.
 */
export const PARACETAMOL_EXCESS =
  /喂多了|吃多了|喂太多|吃太多|多喂了|多吃了|过量|超量|吃了?(好|很)多|喂了?(好|很)多|(一天|每天|一日|24小时|二十四小时)[^，。？！]{0,8}([5-9]|1\d|五|六|七|八|九|十)[^，。？！]{0,3}次|(五|六|七|八|九|十)(六|七|八|九)?次|还(吃|喂|服|用)了|又(吃|喂|服|用)了|也(吃|喂|服|用)了|加上|一起(吃|喂|服|用)了|\b(too (much|many)|overdos\w*|od'?d|double[sd]? (up|the dose|dosed)|extra dose\w*|([5-9]|1\d|five|six|seven|eight|nine|ten) times|plus|on top|as well as|and also)\b|\b(tylenol|panadol|calpol|paracetamol|acetaminophen)\b[^.?!]{0,30}\b(and|with|plus)\b[^.?!]{0,30}\b(nyquil|dayquil|lemsip|theraflu|beechams|night nurse|coldrex|tylenol cold)\b|\b(nyquil|dayquil|lemsip|theraflu|beechams|night nurse|coldrex|tylenol cold)\b[^.?!]{0,30}\b(and|with|plus)\b[^.?!]{0,30}\b(tylenol|panadol|calpol|paracetamol|acetaminophen)\b/;

/** The first signs of paracetamol poisoning, or of the liver harm that follows. */
export const PARACETAMOL_SIGNS =
  /吐|呕|恶心|想吐|不(太)?(爱|想|肯)吃|吃不下|没(什么)?胃口|胃口(差|不好)|没(什么)?精神|精神(差|不好|萎靡)|蔫|打蔫|没力气|想睡|嗜睡|犯困|昏睡|叫不醒|肚子(疼|痛)|肚子不舒服|腹痛|右上腹|发黄|黄疸|眼睛黄|皮肤黄|出汗|脸色(苍白|发白|差)|\b(vomit\w*|throw\w* up|threw up|thrown up|being sick|nause\w*|sleepy|drows\w*|letharg\w*|tired|no energy|floppy|off (his|her|their) food|not eating|won.?t eat|isn.?t eating|belly ?ache|tummy ?ache|stomach ?ache|(belly|tummy|stomach) pain|yellow\w*|jaundic\w*|pale|sweat\w*|hard to wake|confus\w*)\b/;

export const PARACETAMOL_OVERDOSE_TEXT = {
  zh: '**这可能是对乙酰氨基酚（扑热息痛）过量。**泰诺林、必理通和很多感冒药（小儿氨酚黄那敏、小儿氨酚烷胺、999感冒灵、感康、白加黑、泰诺等）都含对乙酰氨基酚：一天吃（喂）的次数超过4次，或几种一起吃，加起来就可能超过安全量；过量后最早的表现就是不想吃饭、恶心呕吐、没精神，这时肝损伤可能已经开始，过一两天才会肚子疼、皮肤眼睛发黄。**现在就停掉所有含对乙酰氨基酚的药，今天立即去医院急诊；特别想睡、叫不醒或抽搐，马上拨打120。**把所有药盒带上，写下每一次吃（喂）药的时间和量，孩子记下体重。医生可能要抽血查对乙酰氨基酚浓度和肝功能，需要时用解毒药乙酰半胱氨酸——越早用效果越好，所以即使看起来还好也要去，不要在家观察，也不要用山楂水、催吐或别的偏方代替就医。',
  en: '**This may be a paracetamol (acetaminophen) overdose.** Tylenol, Panadol, Calpol and many cold and flu medicines (NyQuil, DayQuil, Tylenol Cold, Theraflu, Lemsip and others — check each label) contain it: more than 4 doses in a day, or two of them together, can add up to more than is safe, and the first signs of too much are poor appetite, nausea or vomiting and no energy — the liver may already be affected, and belly pain or yellow skin or eyes come a day or two later. **Stop every medicine that contains paracetamol now and go to the emergency department today; if the person is very drowsy, hard to wake or has a fit, call 911 or your local emergency number now.** Bring every box or bottle, write down the time and amount of each dose, and for a child their weight. The doctors may check a blood paracetamol level and the liver and give the antidote (acetylcysteine), which works best when given early — so go even if the person seems fine; do not wait and watch at home, and do not make anyone vomit.',
} as const;

export const PARACETAMOL_OVERDOSE_SOURCE =
  'NICE CKS, Poisoning or overdose — paracetamol (staggered overdose or more than the licensed dose with symptoms: emergency assessment, blood level, acetylcysteine most effective within 8 hours); WHO Model Formulary for Children 2010, Paracetamol (10–15 mg/kg every 4–6 hours, at most 4 doses in 24 hours; overdose: acetylcysteine); 泰诺林（对乙酰氨基酚混悬滴剂/混悬液）与小儿氨酚黄那敏颗粒说明书（不得同时服用其他含对乙酰氨基酚的药品；24小时不超过4次）；中国0至5岁儿童病因不明急性发热诊断和处理若干问题循证指南（2016）';

export const PARACETAMOL_OVERDOSE: MedicineToxicitySign = {
  drugs: PARACETAMOL_MEDICINES,
  signs: new RegExp(
    `^(?=[\\s\\S]*(?:${PARACETAMOL_EXCESS.source}))(?=[\\s\\S]*(?:${PARACETAMOL_SIGNS.source}))`,
  ),
  text: PARACETAMOL_OVERDOSE_TEXT,
  source: PARACETAMOL_OVERDOSE_SOURCE,
};
