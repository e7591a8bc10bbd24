/**
 * Kidney stones (fifteenth clinician review, zh P3-M1/M2: 老陈, recurrent calcium-oxalate stones on a
 * citrate and hydrochlorothiazide). "How much water?", "spinach, strong tea, nuts?", "beer flushes stones?",
 * "lemon water?" got the hypercalcaemia text or "no rule", and 2 g of vitamin C was never linked to
 * oxalate. The audience is `kidney_stones` ticked, or kidney stones said in the message or the one before;
 * gallstones (胆结石) are not kidney stones. The figures are knowledge/kidney-stones.ts's, as in the plan.
 */
import type { Source } from '../../contracts/common';
import { KIDNEY_STONE_SOURCES as S, KIDNEY_STONES as K } from '../../knowledge/kidney-stones';
import type { FaqAudience, FaqRow } from './types';
import { STONES_TURMERIC } from '../../knowledge/medicine-chat-answers';

/** Kidney or urinary stones said (肾结石, 尿路结石, 输尿管结石, 排石 …), never gallstones. */
export const STONE_SAID =
  /(?<!胆|胆囊|胆管)结石|排石|\b(kidney|renal|bladder|urinary|ureteric|ureteral|calcium|oxalate) stones?\b|\bstone formers?\b|\burolith\w*|\bnephrolith\w*|\bpass(ed)? a stone\b/;

/** Kidney stones ticked or said. */
/**
 * Stones had, not stones worried about: "钙片…会不会伤肾或者长结石" from a woman of 85 who never had one got the stone
 * former's 2.5 litres of urine a day (blind answer round 56, zh-060, development data).
 */
const STONE_WORRY =
  /(会不会|会|容易|引起|导致|造成|怕|担心)[^，。？?]{0,6}(长|得|形成|生)?(肾|尿路)?结石|\b(cause|causes|causing|give (me|her|him|you)|risk of|worried about|afraid of|lead to)\b[^.?!]{0,12}\bstones?\b/;
const STONE_HISTORY_SAID = new RegExp(
  `^(?![\\s\\S]*(?:${STONE_WORRY.source}))[\\s\\S]*(?:${STONE_SAID.source})|(?:有|得过|长过|排过|查出|发现)[^，。？?]{0,6}结石|以前(?:得|有|长)过|(?:得|有|长)过(?:一次|两次|几次|好几次)|\\b(had|have|passed|history of|formed?)\\b[^.?!]{0,12}\\bstones?\\b|\\bpassed (one|two|a few|several)\\b|\\bhad (one|two|a few|several)\\b(?=[^.?!]{0,20}\\bstones?\\b)`,
);
export const STONES: FaqAudience = { conditions: ['kidney_stones'], said: STONE_HISTORY_SAID };

/**
 * Heart failure and dialysis: the team's fluid allowance answers every "how much to drink". Tolvaptan: its label's
 * water-to-thirst rule does, at volumes far above the stones' 2.5 litres (blind answer round 56, en-024, unsafe).
 */
const FLUID_LIMITED: FaqAudience = { conditions: ['heart_failure', 'dialysis'], medicines: ['tolvaptan'] };

const both = (a: Source, b: Source): Source => ({
  ref: `${a.ref}; ${b.ref}`,
  ...(a.url ? { url: a.url } : {}),
});

/** Drinking water or fluids. */
const WATER = /喝[^，。？！,.?!]{0,4}水|饮水|水喝|多少水|补水|\bwater\b|\bfluids?\b|\bdrink\b/;
/** How much, or whether it is enough. */
const HOW_MUCH =
  /多少|几升|几杯|几瓶|够不够|够吗|够了吗|\bhow much\b|\bhow many\b|\benough\b|\blit(re|er)s?\b|\bcups?\b|\bglasses\b/;
/** High-oxalate foods and tea. */
const OXALATE =
  /菠菜|苋菜|竹笋|浓茶|喝茶|茶叶|坚果|花生|杏仁|巧克力|草酸|\bspinach\b|\brhubarb\b|\bbeet(root)?s?\b|\btea\b|\bnuts?\b|\balmonds?\b|\bchocolate\b|\boxalates?\b/;
const VITAMIN_C = /维生素c|维c|\bvitamin c\b|\bvit c\b|\bascorbic\b/;
const BEER = /啤酒|\bbeers?\b|\blagers?\b/;
const LEMON = /柠檬|\blemons?\b|\blemonade\b/;
const CALCIUM = /钙|牛奶|奶制品|乳制品|\bcalcium\b|\bmilk\b|\bdairy\b/;

export const KIDNEY_STONE_FAQ: readonly FaqRow[] = [
  {
    // Forty-third clinician review, en M: turmeric capsules for a calcium-oxalate stone former got "no known interaction".
    id: 'stones-turmeric',
    when: [/姜黄|\b(turmeric|curcumin)\b/],
    unless: [/做菜|炒菜|咖喱|调料|\b(cooking|curry|spice|in food)\b/],
    for: STONES,
    intent: 'herbal_remedy',
    text: STONES_TURMERIC.text,
    source: STONES_TURMERIC.source,
  },
  {
    // zh P3 turn 1: "我有肾结石（草酸钙的），老复发，平时一天要喝多少水？" → the hypercalcaemia text.
    id: 'stones-fluids',
    when: [WATER, HOW_MUCH],
    unless: [BEER, LEMON],
    for: STONES,
    notFor: FLUID_LIMITED,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: `**有肾结石，每天喝水约 ${K.fluidLitres.min}–${K.fluidLitres.max} 升，目标是每天尿量至少 ${K.urineLitres} 升。** 分在全天喝，别一次猛灌：起床、三餐、下午和睡前各一两杯，夜里起夜时也喝一点；尿色应当清淡，像淡柠檬水一样，深黄说明喝少了。天热、出汗多、运动后再多喝。白水最好；含糖饮料、果汁和浓茶少喝。如果医生因为心脏或肾脏的病让你限水，按医生的量。`,
      en: `**With kidney stones, drink about ${K.fluidLitres.min}–${K.fluidLitres.max} litres a day, so that you pass at least ${K.urineLitres} litres of urine a day.** Spread it over the day rather than a lot at once — a glass or two on waking, with each meal, in the afternoon and at bedtime, and a little if you get up at night; your urine should be pale, like weak lemonade, and dark yellow means too little. Drink more in hot weather, when you sweat or after exercise. Water is best; keep sugary drinks, juice and strong tea low. If a doctor limits your fluids for your heart or kidneys, follow their amount.`,
    },
    source: both(S.aua, S.eau),
  },
  {
    // zh P3 turn 5: "菠菜、浓茶、坚果还能吃吗？" → "我没有可靠的规则来回答".
    id: 'stones-oxalate',
    when: [OXALATE],
    unless: [VITAMIN_C],
    for: STONES,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**草酸钙结石（最常见的一种）不需要完全不吃这些，但不要大量吃：菠菜、苋菜、竹笋、浓茶、坚果和巧克力草酸高。** 菠菜等叶菜先焯水再炒（能去掉不少草酸），和牛奶、豆腐等含钙食物同一餐吃——钙在肠道里和草酸结合，一起排出去；茶泡淡一点，坚果每天一小把以内。不要为此少吃钙，也不要用钙片代替食物里的钙。是不是草酸钙结石，看结石成分分析；24小时尿草酸高的人更要注意，具体听泌尿科医生的。',
      en: '**With calcium-oxalate stones (the most common kind) you need not cut these out, but do not eat large amounts: spinach, rhubarb, beetroot, strong tea, nuts and chocolate are high in oxalate.** Blanch or boil spinach and similar greens (that removes much of the oxalate) and eat them at a meal with calcium-rich food such as milk or tofu — the calcium binds the oxalate in the gut and it leaves the body; brew tea weaker and keep nuts to a small handful a day. Do not eat less calcium for this. A stone analysis tells you whether your stones are calcium oxalate; a high 24-hour urine oxalate makes this matter more — your urologist will say.',
    },
    source: both(S.aua, S.eau),
  },
  {
    // zh P3 turn 2 and P3-M2: "维生素C泡腾片我一天两片（2000mg）…跟结石有关系吗？" → the UL only. Blind answer round 58,
    // zh-042, en-044 (development data): the text said "two 1,000 mg tablets" to a man who takes one, and let the one stand
    // beside a high urine oxalate.
    id: 'stones-vitamin-c',
    when: [VITAMIN_C],
    for: STONES,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: `**有关系：有肾结石（尤其是草酸钙结石、尿草酸偏高或反复长结石的），最好不吃维生素C补充剂，泡腾片也算；医生让吃的，每天也不要超过 ${K.vitaminCSupplementMaxMg} 毫克。** 大剂量维生素C在体内会变成草酸，从尿里排出；一项瑞典研究中，服用维生素C补充剂（常见一片就是1000毫克）的男性得肾结石的风险约高一倍——所以一天一片1000毫克的也不算“安全量”。维生素C也不能预防感冒。蔬菜水果里的维生素C不用限制，每天一斤蔬菜、半斤水果就够了。泡腾片还含不少钠，也不利于结石。停了之后可以按医生的安排复查24小时尿。`,
      en: `**Yes, it matters: with kidney stones — above all calcium oxalate stones, a high urine oxalate or stones that keep coming back — it is better not to take vitamin C supplements at all, effervescent ones included; if a doctor wants you on one, keep it to ${K.vitaminCSupplementMaxMg} mg a day or less.** High-dose vitamin C is turned into oxalate and passed in the urine; in a Swedish study, men who took vitamin C supplements (often one 1,000 mg tablet a day) had about twice the risk of kidney stones — so one 1,000 mg tablet a day is not a "safe amount" either. Vitamin C does not prevent colds. Vitamin C from vegetables and fruit needs no limit. Effervescent tablets also carry a fair amount of sodium, which does not help stones. After stopping, a repeat 24-hour urine can be done when the doctor plans it.`,
    },
    source: both(S.vitaminC, S.eau),
  },
  {
    // zh P3 turn 8: "听说喝啤酒能排石，可以吗？" → no rule.
    id: 'stones-beer',
    when: [BEER],
    for: STONES,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: `**不可以，啤酒不能排石。** 啤酒利尿，但喝酒会让身体脱水，啤酒里的嘌呤还会升高尿酸，反而容易长结石（尿酸结石、草酸钙结石都会）。想让尿多、把小结石冲出来，喝白水最好：每天约${K.fluidLitres.min}–${K.fluidLitres.max}升。结石卡住、腰腹绞痛时更不要喝酒，及时看泌尿科；绞痛伴发烧寒战、尿量明显减少，马上去急诊。`,
      en: `**No — beer does not flush stones out.** It makes you pass urine, but alcohol dehydrates you and the purines in beer raise uric acid, which favours stones (uric acid and calcium-oxalate stones alike). To make more urine and help a small stone pass, water is best: about ${K.fluidLitres.min}–${K.fluidLitres.max} litres a day. Do not drink alcohol with a stuck stone or colic; see your urologist, and go to the emergency department at once with colic plus fever and chills, or if you pass very little urine.`,
    },
    source: both(S.eau, S.cn),
  },
  {
    // zh P3 turn 14: "每天喝柠檬水能防结石吗？" → the hypercalcaemia text.
    id: 'stones-lemon',
    when: [LEMON],
    for: STONES,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: `**可以喝，有一点帮助，但不能代替医生开的枸橼酸盐药。** 柠檬里的枸橼酸（柠檬酸）在尿里能抑制草酸钙结晶，一天用1–2个柠檬的汁兑进白水里喝就行，不要加糖（糖多反而不好）；它算在每天约${K.fluidLitres.min}–${K.fluidLitres.max}升的饮水里。医生开的枸橼酸钾或枸橼酸氢钾钠（如友来特）照常按医嘱吃，不要自己换成柠檬水。`,
      en: `**Yes, it helps a little, but it does not replace a citrate medicine your doctor prescribes.** The citrate in lemons inhibits calcium-oxalate crystals in the urine; the juice of one or two lemons a day in water is enough, without sugar (sugar works against you), and it counts toward your ${K.fluidLitres.min}–${K.fluidLitres.max} litres a day. Keep taking prescribed potassium citrate exactly as prescribed rather than swapping it for lemon water.`,
    },
    source: both(S.aua, S.eau),
  },
  {
    // zh P3 turn 3: "听说钙片会长结石 …" — calcium from food is not cut; not for a high calcium, whose
    // rows stop calcium supplements (knowledge/hypercalcaemia.ts).
    id: 'stones-calcium',
    when: [CALCIUM],
    // Calcium tablets and stones are the supplement row's (rows-standard-medicines.ts
    // `calcium-kidney-stones`: trials found slightly more stones with tablets), one text for one rule.
    unless: [
      VITAMIN_C,
      /补钙|钙片|钙尔奇|\bsupplements?\b|\btablets?\b|\bpills?\b|\btums\b|\bcaltrate\b|\bmy calcium\b/,
    ],
    for: STONES,
    notFor: [{ hypercalcaemia: true }, { conditions: ['sarcoidosis', 'hyperparathyroidism'] }],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: `**有肾结石钙不要少吃：每天从奶类、豆制品等食物中吃够约 ${K.calciumMg.min}–${K.calciumMg.max} 毫克钙，和正餐一起吃。** 食物里的钙在肠道里和草酸结合，反而减少结石；少吃钙会让草酸吸收更多、结石更多。钙片不是“越少越好”也不是“越多越好”：要不要吃由医生定，要吃就和饭一起吃（睡前空腹单独吃对防结石没有好处），每天钙的总量不要超过医生定的量。如果查出血钙高，先停钙片、告诉医生。`,
      en: `**With kidney stones do not cut calcium: get about ${K.calciumMg.min}–${K.calciumMg.max} mg a day from food such as dairy and tofu, with your meals.** Calcium in food binds oxalate in the gut and lowers the stone risk; a low-calcium diet lets more oxalate in and raises it. Whether you need a calcium tablet is your doctor's call, and if you take one, take it with a meal (alone at bedtime it does nothing against stones) and keep the total to what your doctor sets. If a blood test shows a high calcium, stop calcium tablets and tell your doctor.`,
    },
    source: both(S.eau, S.aua),
  },
];
