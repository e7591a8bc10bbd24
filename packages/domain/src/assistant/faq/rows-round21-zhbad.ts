/**
 * Blind answer round 21's zh-CN questions answered with a neighbouring topic or declined (development data,
 * issue 30 §2), each written for the class of question (subject × what is asked × who asks), not one
 * question's words: a day's protein for someone training without powder (computed from the weight said),
 * the protein in the eggs named, pig-trotter soup for collagen, a takeaway of 麻辣烫 against a rice dish,
 * dinner without a staple, a breakfast-stall breakfast for weight loss, coffee with milk in a fasting window,
 * one latte in pregnancy, thin liquids for someone who chokes, milk that bloats (and yoghurt or soy milk
 * instead), an older person who drinks little to avoid the toilet, wheat starch as a staple in CKD, breakfast
 * on insulin with lows, carbohydrate with alcohol on insulin, bone broth in heart failure, one salty meal on
 * lithium, potassium and bananas on a thiazide, frozen meat (and on an MAOI), dieting on isotretinoin,
 * how long iron takes and when to recheck, water to "flush" seafood with gout, keto and periods for a
 * student, milk tea and diet cola, and a meal-replacement biscuit for a student's lunch.
 */
import { pickZh } from '../../contracts/common';
import { bodyWeightSaidKg } from '../weight-said';
import { MINOR, NO_DEFICIT, PREGNANCY_SAID, PREGNANT, SWALLOWING } from './audiences';
import { EVERYDAY_FAQ } from './rows-everyday';
import { LIFE_STAGE_FAQ } from './rows-life-stages';
import { STANDARD_WEIGHT_FAQ } from './rows-standard-weight';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';
const CN_GUIDE = '中国居民膳食指南（2022）';
const CN_FOOD = '中国食物成分表 标准版 第6版（2018）';

const PREGNANT_OR_LACTATING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|哺乳|喂奶|母乳|\\bbreastfeed\\w*|\\bnursing\\b`),
};
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /肾病|肾功能不全|肾衰|肾不好|透析|\bckd\b|\bkidney disease\b|\bdialysis\b/,
};
const CKD_NOT_DIALYSIS: FaqAudience = {
  conditions: ['kidney_disease'],
  said: /肾病|肾功能不全|肾衰|肾不好|尿毒症|肌酐|\bckd\b|\bkidney disease\b|\bcreatinine\b/,
};
const DIALYSIS: FaqAudience = { conditions: ['dialysis'], said: /透析|\bdialysis\b/ };
const HEART_FAILURE: FaqAudience = {
  conditions: ['heart_failure'],
  said: /心衰|心力衰竭|心功能不全|\bheart failure\b|\bchf\b/,
};
const FLUID_LIMITED: FaqAudience = {
  conditions: ['heart_failure', 'kidney_disease', 'dialysis'],
  said: /心衰|心力衰竭|肾病|肾衰|透析|限水|\bheart failure\b|\bckd\b|\bkidney disease\b|\bdialysis\b|\bfluid restrict\w*/,
};
/** A cow's milk allergy (plan or said): lactose-free milk and yoghurt are still milk (food-allergy rows). */
const MILK_ALLERGY: FaqAudience = {
  foodAllergies: ['milk'],
  said: /(牛奶|牛乳|奶)[^，。？?]{0,4}过敏|过敏[^，。？?]{0,4}(牛奶|奶)|\b(cow'?s? )?milk allerg\w*|\ballerg\w* to (cow'?s? )?(milk|dairy)\b|\bdairy allerg\w*|\bcmpa\b/,
};
const PKU: FaqAudience = { conditions: ['pku'], said: /苯丙酮尿症|\bpku\b/ };
const OLDER: FaqAudience = {
  minAge: 65,
  said: /老人|老年|高龄|年纪大|岁数大|上了年纪|[6-9][0-9] ?岁|[七八九]十|我妈|我爸|老妈|老爸|奶奶|外婆|姥姥|爷爷|外公|姥爷|老伴|俺今年|\belderly\b|\bolder (people|adults?|person)\b|\bmy (grand)?(mum|mom|mother|dad|father|gran|grandma|grandmother|grandpa)\b|\b[6-9]\d ?(yo|years? old)\b/,
};
const LOWS_SAID =
  /低血糖|血糖(太|偏|过|有点|又)?低|低了|怕.{0,3}低|\bhypo(s|glyc\w*)?\b|\blows?\b|\bgo(ing)? low\b/;
const INSULIN_OR_SU: FaqAudience = {
  medicines: ['insulin', 'sulfonylurea'],
  said: /胰岛素|格列|甘精|门冬|诺和|\binsulin\b|\blantus\b|\bgliclazide\b|\bglimepiride\b|\bglipizide\b/,
};
/** On insulin or a sulfonylurea with a low recorded (plan) or said. */
const INSULIN_WITH_LOWS: FaqAudience = { all: [INSULIN_OR_SU, { lowGlucose: true, said: LOWS_SAID }] };
const LITHIUM: FaqAudience = { medicines: ['lithium'], said: /碳酸锂|锂盐|\blithium\b/ };
const THIAZIDE: FaqAudience = {
  medicines: ['thiazide_diuretic'],
  said: /氢氯噻嗪|双氢克尿噻|吲达帕胺|氯噻酮|\bhydrochlorothiazide\b|\bhctz\b|\bchlorthalidone\b|\bindapamide\b/,
};
/** Potassium kept low: a potassium-sparing diuretic, or a high potassium said. */
const POTASSIUM_KEPT_LOW: FaqAudience = {
  medicines: ['potassium_sparing_diuretic'],
  said: /螺内酯|安体舒通|阿米洛利|依普利酮|血钾(高|偏高|超标)|高钾|\bspironolactone\b|\bamiloride\b|\beplerenone\b|\bhigh potassium\b|\bhyperkal\w*/,
};
const MAOI: FaqAudience = {
  medicines: ['maoi'],
  said: /苯乙肼|反苯环丙胺|司来吉兰|\bphenelzine\b|\bnardil\b|\btranylcypromine\b|\bparnate\b|\bmaoi\b/,
};
const ISOTRETINOIN: FaqAudience = {
  medicines: ['isotretinoin'],
  said: /异维a酸|a酸|泰尔丝|\bisotretinoin\b|\baccutane\b|\broaccutane\b|\babsorica\b/,
};
const GOUT: FaqAudience = {
  conditions: ['gout'],
  medicines: ['allopurinol', 'febuxostat'],
  said: /痛风|尿酸|\bgout\b|\buric\b|\burate\b/,
};
const IRON_SAID: FaqAudience = {
  ironDeficiency: true,
  said: /铁|贫血|\biron\b|\ban(a)?emi\w*|\bferritin\b/,
};
/** A student (the plan's age under 18, or school said): "下午上课", "适合学生吗" — not 大学生. */
const STUDENT: FaqAudience = {
  maxAge: 17,
  said: new RegExp(
    `${MINOR.said!.source}|(?<!大)学生|上课|下课|课间|晚自习|\\bstudents?\\b|\\bclass(es)?\\b|\\bschool\\b`,
  ),
};
/** An adult by the plan: a student row is not theirs ("上课" said by a teacher). */
const ADULT_BY_PLAN: FaqAudience = { minAge: 18 };

// ---- what the person named, for the rows that compute ------------------------------------------------

const CN_COUNT: Readonly<Record<string, number>> = { 一: 1, 两: 2, 俩: 2, 二: 2, 三: 3, 仨: 3, 四: 4, 五: 5 };

/** Body weight said ("我58kg", "116斤", "I'm 60 kg", "130 lbs"), in kg, or null. */
export function weightSaidKg(text: string): number | null {
  // The weight now, never an amount lost or gained (weight-said.ts).
  return bodyWeightSaidKg(text, 25);
}

/** How many eggs the person eats ("俩水煮蛋", "两个鸡蛋", "2 eggs", "two eggs"), or null. */
export function eggsSaid(text: string): number | null {
  const t = text.toLowerCase();
  // The most named: "一个鸡蛋多少蛋白质，我早上吃俩" asks about one and eats two.
  const counts = [
    ...t.matchAll(/([一两俩二三仨四五]|[1-5])\s*(?:个|只)?\s*(?:水煮|煮|茶叶|荷包|煎|炒)?(?:鸡)?蛋(?!白)/g),
  ].map((m) => CN_COUNT[m[1]!] ?? Number(m[1]));
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, an: 1, a: 1 };
  for (const m of t.matchAll(
    /\b(one|two|three|four|five|an?|[1-5])\s+(?:(?:hard|soft)[- ]boiled\s+|boiled\s+|fried\s+|scrambled\s+|large\s+)?eggs?\b/g,
  ))
    counts.push(words[m[1]!] ?? Number(m[1]));
  return counts.length > 0 ? Math.max(...counts) : null;
}

const CN_NUMERAL: readonly string[] = ['零', '一', '两', '三', '四', '五'];

const round5 = (x: number) => Math.round(x / 5) * 5;

function proteinForTraining(said: ComposeInput, zh: boolean): string | null {
  const kg = weightSaidKg(said.text) ?? (said.previous ? weightSaidKg(said.previous) : null) ?? said.weightKg;
  if (!kg || kg < 35 || kg > 200) return null;
  const lo = round5(kg * 1.2);
  const hi = round5(kg * 1.6);
  return zh
    ? `**按你${kg}公斤算，想练出肌肉线条（每周做两三次力量训练），蛋白质每天约${lo}–${hi}克（每公斤体重1.2–1.6克）；不喝蛋白粉，三餐完全吃得够。** 分到三餐、每餐25–30克左右最好：一掌心大小（约100克）的鸡胸肉、瘦牛肉、鱼或虾约20克；两个鸡蛋约13克；一杯牛奶（250毫升）约8克，一盒无糖酸奶约5–8克；半块北豆腐（约150克）约18克，一杯豆浆约6克；一碗米饭或一个馒头还有约5–7克。比如早上两个鸡蛋加一杯牛奶，中午和晚上各一掌半的鱼肉或一块豆腐，下午一盒酸奶，一天就在这个范围里。练完两小时内有一顿含蛋白质的正餐或加餐就行，不必“马上”补；线条主要靠规律的力量训练，蛋白质只是原料。`
    : `**At ${kg} kg, to build some muscle tone (strength training two or three times a week) aim for about ${lo}–${hi} g of protein a day (1.2–1.6 g per kg of body weight) — meals cover this without any powder.** Spread it over the day, roughly 25–30 g a meal: a palm-sized portion (about 3.5 oz) of chicken, lean beef, fish or shrimp has about 20–25 g; two eggs about 13 g; a cup of milk 8 g and a pot of Greek yogurt 15–20 g; half a block of firm tofu about 18 g; a cup of beans or lentils about 15 g. For example two eggs and a glass of milk at breakfast, a palm-and-a-half of fish, chicken or tofu at lunch and dinner and a Greek yogurt in the afternoon lands in that range. A meal or snack with protein within a couple of hours of training is enough — there is no need to rush it; the tone itself comes from regular strength training.`;
}

function proteinInEggs(said: ComposeInput, zh: boolean): string | null {
  const n = eggsSaid(said.text);
  if (n === null || n < 2) return null;
  const g = Math.round(n * 6.5);
  return zh
    ? `**一个鸡蛋（中等大小，去壳约50克）约含6–7克蛋白质，你吃${CN_NUMERAL[n] ?? n}个，约${g}克。** 蛋白质大约一半在蛋清、一半在蛋黄，所以整个吃，蛋黄别扔；水煮、蒸、炒的蛋白质都一样。血脂正常的健康人每天吃一两个鸡蛋没问题。想让早餐的蛋白质更多一点、更顶饱，可以再加一杯牛奶或一盒无糖酸奶（约5–8克），或者一杯豆浆（约6克）。`
    : `**One egg (large, about 50 g without the shell) has about 6–7 g of protein, so your ${n} eggs give about ${g} g.** Roughly half of it is in the white and half in the yolk, so eat the whole egg; boiled, poached or scrambled makes no difference to the protein. For a healthy person with normal cholesterol one or two eggs a day are fine. To make breakfast more filling and higher in protein, add a glass of milk (8 g), a pot of Greek yogurt (15–20 g) or a cup of soy milk (about 7 g).`;
}

/** Height (cm) and a target weight said ("160想瘦到90斤", "5'3 and want to get to 100 lbs"), as BMI. */
export function targetBmiSaid(text: string): { cm: number; kg: number; jin?: number } | null {
  const t = text.toLowerCase();
  const cm = /(?<![\d.])(1[4-9]\d)(?:\s*(?:cm|厘米|公分))?(?![\d.]*\s*(?:斤|kg|公斤|千克|lbs?|pounds))/.exec(
    t,
  );
  const jin = /(?:瘦到|减到|降到|到)\s*(\d{2,3})\s*斤/.exec(t);
  const kg = /(?:瘦到|减到|降到|到|get (?:down )?to|reach)\s*(\d{2,3})\s*(?:kg|公斤|千克)/.exec(t);
  if (!cm) return null;
  const height = Number(cm[1]);
  if (jin) return { cm: height, kg: Number(jin[1]) / 2, jin: Number(jin[1]) };
  if (kg) return { cm: height, kg: Number(kg[1]) };
  return null;
}

function isotretinoinDieting(said: ComposeInput, zh: boolean): string | null {
  const target = targetBmiSaid(said.text);
  if (!target) return null;
  const bmi = target.kg / (target.cm / 100) ** 2;
  const floorKg = Math.round(18.5 * (target.cm / 100) ** 2);
  const b = bmi.toFixed(1);
  const under = bmi < 18.5;
  const goal = target.jin !== undefined ? `${target.jin}斤（${target.kg}公斤）` : `${target.kg}公斤`;
  const head = zh
    ? under
      ? `**吃异维A酸时不建议节食；而且你身高${target.cm}厘米，${goal}的BMI约${b}，低于18.5就是偏瘦了，这个目标本身不健康——按这个身高，体重不要低于约${floorKg}公斤（${floorKg * 2}斤）。**`
      : `**吃异维A酸时不建议节食；你身高${target.cm}厘米，${goal}的BMI约${b}，已经在正常范围的下限附近，慢慢来，不要节食。**`
    : under
      ? `**Dieting is not a good idea on isotretinoin — and at ${target.cm} cm, ${target.kg} kg is a BMI of about ${b}, below 18.5, which is underweight: at your height don't go below about ${floorKg} kg.**`
      : `**Dieting is not a good idea on isotretinoin; at ${target.cm} cm, ${target.kg} kg is a BMI of about ${b}, near the bottom of the healthy range — go slowly, no crash diet.**`;
  return `${head} ${pickZh(ISOTRETINOIN_DIET_BODY, zh)}`;
}

const ISOTRETINOIN_DIET_BODY = {
  zh: '原因：①异维A酸要随餐吃、最好有点油脂的那顿饭，吸收才够，不吃饭或饭太少，药效会打折扣；②它本身会升高血脂和转氨酶，还会让人口干、乏力、掉头发、情绪低落，节食会让这些更明显；③吃得太少还会影响月经和情绪。想让体型好一点：三餐照常、每餐有主食、蛋白质（蛋、奶、豆、鱼肉）和蔬菜，少喝奶茶和含糖饮料，每周运动三到五次。如果总觉得自己胖、一直想少吃，或者情绪低落，请告诉开药的皮肤科医生。',
  en: 'Why: ① isotretinoin needs to be taken with a meal, ideally one with some fat, to be absorbed — skipping meals or eating very little lowers the dose you actually get; ② it raises blood fats and liver enzymes and can cause dryness, tiredness, hair shedding and low mood, which dieting makes worse; ③ eating too little also upsets periods and mood. To change your shape, keep three meals with a starch, protein (eggs, dairy, beans, fish or meat) and vegetables, cut sugary drinks, and exercise three to five times a week. If you often feel fat whatever you weigh, keep wanting to eat less, or feel low, tell the dermatologist who prescribes it.',
};

/** The same answer as another area's row, for phrasings its words miss. */
function textOf(rows: readonly FaqRow[], id: string): Pick<FaqRow, 'text' | 'source'> {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return { text: row.text, source: row.source };
}

const MILK_TEA_ORDER = EVERYDAY_FAQ.find((r) => r.id === 'milk-tea-order')!;

/** Protein powder refused ("不太想喝蛋白粉", "without protein powder", "don't want shakes"). */
const POWDER_REFUSED =
  /(不想|不太想|不要|不喝|不用|不爱|不喜欢|别|不打算)(喝|吃|用|买)?(蛋白粉|乳清|增肌粉|粉)|\b(without|no|not|skip|avoid|hate|rather not)\b[^.?!]{0,20}\b(whey|powders?|shakes?)\b|\bdon'?t (want|use|like|do)\b[^.?!]{0,20}\b(whey|powders?|shakes?)\b/;

const PERIODS_STOPPED = EVERYDAY_FAQ.find((r) => r.id === 'periods-stopped-after-dieting')!;

const FROZEN_HOW_LONG =
  /多久|多长时间|[一两二三四五六七八九十几半]+个?多?(月|年|星期|周)|过期|\bhow long\b|\bmonths?\b|\bweeks?\b|\ba year\b|\bsince (last|christmas|summer)\b/;

const FASTING_SAID =
  /断食|轻断食|空腹期|禁食期|16[:比]8|168断食|\bintermittent fasting\b|\bfasting (window|period|hours?)\b|\b(while|when) (i'?m |i am )?fasting\b|\b16[:/]8\b|\bmy fast\b/;

export const ROUND21_ZHBAD_FAQ: readonly FaqRow[] = [
  {
    // Round 21 zh-004: "蛋白质一天该吃多少g？我58kg，想练点肌肉线条但不太想喝蛋白粉" got the whey-scoops row.
    id: 'protein-day-for-training-from-meals',
    when: [
      /蛋白|\bprotein\b|\bprotien\b/,
      /一天|每天|每日|多少|几克|\bhow (much|many)\b|\bgrams?\b|\ba day\b|\bper day\b|\bdaily\b/,
      /肌肉|线条|增肌|塑形|健身|力量|撸铁|练|\bmuscles?\b|\btone[ds]?\b|\btoning\b|\blift(ing)?\b|\bstrength\b|\bgym\b|\bweights\b|\bwork ?out\w*\b|\btrain(ing)?\b/,
      // Powder refused: the question the whey row answered (zh-004). Asked without it, the training
      // protein rows answer (rows-everyday.ts protein-strength-training, protein-grams-keep-muscle).
      POWDER_REFUSED,
    ],
    // Scoops asked are the whey row's question.
    unless: [/几勺|\bscoops?\b/],
    notFor: [KIDNEY, PREGNANT_OR_LACTATING, MINOR, PKU, NO_DEFICIT],
    intent: 'how_much_nutrient',
    compose: proteinForTraining,
    text: {
      zh: '**规律做力量训练、想练出肌肉线条，蛋白质每天每公斤体重约1.2–1.6克（比如55公斤约65–90克，65公斤约80–105克）；不喝蛋白粉，三餐完全吃得够。** 分到三餐、每餐25–30克左右：一掌心大小（约100克）的鸡胸肉、瘦牛肉、鱼或虾约20克；两个鸡蛋约13克；一杯牛奶约8克；半块北豆腐（约150克）约18克；一碗米饭或一个馒头还有约5–7克。练完两小时内有一顿含蛋白质的正餐或加餐就行；线条主要靠规律的力量训练。',
      en: '**With regular strength training, aim for about 1.2–1.6 g of protein per kg of body weight a day (55 kg: about 65–90 g; 70 kg: about 85–110 g) — meals cover this without powder.** Spread it over the day, 25–30 g a meal: a palm-sized portion of chicken, lean beef, fish or shrimp about 20–25 g; two eggs 13 g; a cup of milk 8 g; a pot of Greek yogurt 15–20 g; half a block of firm tofu about 18 g. A meal or snack with protein within a couple of hours of training is enough; the tone itself comes from regular strength training.',
    },
    source: {
      ref: `Jäger R et al. ISSN Position Stand: protein and exercise, J Int Soc Sports Nutr 2017;14:20; Thomas DT et al. ACSM/AND/DC Nutrition and Athletic Performance, Med Sci Sports Exerc 2016;48:543–568; ${CN_DRIS} 蛋白质; ${CN_FOOD}; USDA FoodData Central`,
    },
  },
  {
    // Round 21 zh-005: "一个鸡蛋大概多少蛋白质，我早上一般俩水煮蛋" got the one-egg-and-a-glass-of-milk row.
    id: 'protein-in-eggs-named',
    when: [
      /鸡蛋|水煮蛋|茶叶蛋|煮蛋|荷包蛋|(?<![蛋])蛋(?!白|糕|挞|黄派)|\beggs?\b/,
      /多少蛋白|蛋白质?(有|含|是)?多少|几克蛋白|多少克|含多少|\bhow much protein\b|\bgrams? of protein\b|\bprotein (is )?in (an?|one|each|two|2)\b|\bhow many grams\b/,
    ],
    unless: [/够不够|够吗|够了吗|足够|\benough\b/, /蛋白粉|乳清|\bprotein powder\b|\bwhey\b/],
    notFor: [PKU],
    intent: 'how_much_nutrient',
    compose: proteinInEggs,
    text: {
      zh: '**一个鸡蛋（中等大小，去壳约50克）约含6–7克蛋白质：两个约13克，三个约20克。** 蛋白质大约一半在蛋清、一半在蛋黄，所以整个吃，蛋黄别扔；水煮、蒸、炒的蛋白质都一样。血脂正常的健康人每天吃一两个鸡蛋没问题。早餐想更顶饱，可以再加一杯牛奶或一盒无糖酸奶（约5–8克），或者一杯豆浆（约6克）。',
      en: '**One egg (large, about 50 g without the shell) has about 6–7 g of protein: two about 13 g, three about 20 g.** Roughly half of it is in the white and half in the yolk, so eat the whole egg; boiled, poached or scrambled makes no difference to the protein. For a healthy person with normal cholesterol one or two eggs a day are fine. For a more filling breakfast add a glass of milk (8 g), a pot of Greek yogurt (15–20 g) or a cup of soy milk (about 7 g).',
    },
    source: {
      ref: `${CN_FOOD} 鸡蛋; USDA FoodData Central, Egg, whole, raw (large); ${CN_GUIDE} 准则三（每天一个鸡蛋，吃鸡蛋不弃蛋黄）; Dietary Guidelines for Americans 2020–2025`,
    },
  },
  {
    // Round 21 zh-007: "那炖猪蹄银耳汤呢，我妈说那个补胶原蛋白最好" got the older person's soup-versus-meat row.
    id: 'collagen-from-trotters-or-tremella',
    when: [
      /猪蹄|猪脚|猪皮|肉皮|皮冻|鸡爪|凤爪|银耳|花胶|鱼胶|鱼皮|桃胶|燕窝|牛筋|蹄筋|骨头汤|猪蹄汤|\bpigs?'? ?(feet|trotters?)\b|\bchicken feet\b|\bbone broth\b|\bpork (skin|rinds?)\b|\bgelatin\b/,
      /胶原|\bcollagen\b/,
      /补|有用|没用|管用|好|吗|呢|\?|？|\bhelp\w*\b|\bgood\b|\bwork\b|\bworth\b|\breally\b|\bboost\b/,
    ],
    intent: 'food_sources',
    text: {
      zh: '**猪蹄汤补不到脸上的胶原蛋白，银耳里更是一点胶原蛋白都没有。** 猪蹄、猪皮、鸡爪里的胶原蛋白吃下去，和别的蛋白质一样先被消化成氨基酸，再由身体按需要分配，不会直接变成皮肤的胶原；而且胶原蛋白缺色氨酸，算不上好的蛋白质。银耳、桃胶的“胶”是植物多糖（膳食纤维），和胶原蛋白无关。猪蹄汤脂肪多、热量高，汤里嘌呤也高，尿酸高的人要少喝。偶尔当一道菜吃可以，撇掉浮油；皮肤好靠的是平时吃够蛋白质（鱼、蛋、奶、豆腐、瘦肉）、多吃新鲜蔬菜水果（维生素C参与合成胶原）、防晒、不吸烟、睡够觉。',
      en: '**Pig-trotter soup does not put collagen into your skin, and tremella (white fungus) has no collagen at all.** Collagen from trotters, pork skin or chicken feet is digested into amino acids like any other protein and used wherever the body needs it — it does not go straight to your skin — and it is a poor-quality protein (it lacks tryptophan). The “gel” in tremella or peach gum is a plant carbohydrate (fibre), not collagen. Trotter soup is fatty and high in calories, and the broth is high in purines, so go easy if your uric acid is high. Having it now and then as a dish is fine — skim the fat; what keeps skin healthy is enough protein overall (fish, eggs, dairy, tofu, lean meat), plenty of vegetables and fruit (vitamin C is needed to make collagen), sun protection, not smoking and enough sleep.',
    },
    source: {
      ref: `Choi FD et al. Oral collagen supplementation: a systematic review of dermatological applications, J Drugs Dermatol 2019;18:9–16; ${CN_GUIDE}; ${CN_FOOD}; WS/T 560-2017 高尿酸血症与痛风患者膳食指导`,
    },
  },
  {
    // Round 21 zh-011: "点啥不容易胖，黄焖鸡米饭还是麻辣烫" got the stock eating-out text (Shaxian, steakhouse).
    id: 'takeaway-malatang-or-rice-dish',
    when: [
      // Both named: the comparison (zh-011). One of them alone is hotpot-choices' or eating-out-choices'.
      /黄焖鸡|\bhuang ?men ?ji\b|\bbraised chicken (and |with )?rice\b/,
      /麻辣烫|冒菜|\bmalatang\b|\bma la tang\b/,
      /胖|减肥|减脂|减重|瘦|热量|卡路里|大卡|哪个好|哪个|还是|选哪|点啥|点什么|怎么点|健康|\bfattening\b|\bcalories\b|\blose weight\b|\bhealthier\b/,
    ],
    unless: [/痛风|尿酸|肾病|透析|\bgout\b|\bdialysis\b/],
    cutsCarbohydrate: true,
    intent: 'food_sources',
    text: {
      zh: '**两样比，麻辣烫更容易吃得不胖——前提是会选；黄焖鸡米饭一份通常油和酱汁多、米饭量大，热量往往更高。** 麻辣烫这样点：一半以上选绿叶菜、菌菇、豆芽、海带、冬瓜、生菜；蛋白质选一两样——鸡胸、牛肉片、鸡蛋、虾、豆腐；丸子、火腿肠、蟹棒、午餐肉、油豆皮、炸豆泡这类加工和油炸的少拿；主食只要一份（粉丝、面条、土豆片、藕片都算主食，拿了就不再加米饭）；选清汤或番茄汤，麻酱和辣油少放，汤别喝（盐多）。吃黄焖鸡就：米饭吃半碗到一碗，汤汁不拌饭，鸡肉和蘑菇吃掉，土豆算主食，再加一份青菜。',
      en: '**Of the two, malatang (the pick-your-own spicy soup) is easier to keep light — if you choose well; braised-chicken rice (huangmenji) usually comes with a lot of oil, sauce and rice and tends to be higher in calories.** For malatang: fill at least half with leafy greens, mushrooms, bean sprouts, kelp, winter melon or lettuce; add one or two proteins — chicken breast, sliced beef, egg, shrimp or tofu; go light on fish balls, sausages, crab sticks, luncheon meat and fried tofu puffs; have one starch only (glass noodles, noodles, potato or lotus-root slices all count — skip the rice then); pick a clear or tomato broth, little sesame paste or chilli oil, and leave the soup (it is salty). If you have the braised chicken: half to one bowl of rice, don’t pour the sauce over it, eat the chicken and mushrooms, count the potato as starch, and add a side of greens.',
    },
    source: {
      ref: `${CN_GUIDE} 平衡膳食餐盘、准则四（少盐少油）与准则七（会烹会选，外卖点餐）; ${CN_FOOD}; NICE CG189 Obesity (2014, updated 2023) 1.7`,
    },
  },
  {
    // Round 21 zh-012: "晚上不吃主食靠谱吗？…晚饭只吃菜和肉，饿得半夜睡不着" got the skipping-dinner row.
    id: 'dinner-without-staple',
    when: [
      /晚饭|晚餐|晚上|夜里|\bdinner\b|\bsupper\b|\bevening\b|\bat night\b/,
      /不吃主食|主食不吃|不吃米饭|不吃饭|不吃碳水|不碰碳水|只吃菜|只吃肉|断碳|戒主食|没有主食|不要主食|\bno carbs?\b|\bskip(ping)? (the )?carbs\b|\bcut(ting)? (out )?carbs\b|\bonly (eat|have) (meat|veg\w*|protein)\b|\bno (rice|bread|pasta|potato\w*)\b/,
    ],
    notFor: [MINOR, PREGNANT_OR_LACTATING, NO_DEFICIT, INSULIN_OR_SU, KIDNEY],
    cutsCarbohydrate: true,
    intent: 'weight_change',
    text: {
      zh: '**不用完全不吃：晚饭留一小份主食（半碗到一小碗杂粮饭，或一个小红薯、半根玉米），减重效果差不多，还不会饿到半夜睡不着。** 体重看的是一整天吃进去多少，不是晚饭有没有米饭；只吃菜和肉，这顿热量和饱腹感都不够，半夜饿醒、睡不好，第二天反而更容易吃多，也很难坚持。更好的晚饭：半盘蔬菜、一掌心的鱼虾、鸡肉或豆腐、一小碗主食（一半换成杂粮、薯类），少油少盐；全天主要在白天少喝含糖饮料、少吃零食和油炸的。真饿得睡不着，睡前一小时喝一杯牛奶或一盒无糖酸奶就行。',
      en: '**You don’t need to cut it out completely: keep a small portion of starch at dinner (half to one small bowl of rice — brown or mixed grain is better — or a small sweet potato or half a corn cob). You will lose about the same, and you won’t lie awake hungry.** Weight depends on what you eat over the whole day, not on whether dinner has rice; a dinner of only vegetables and meat is often too small to keep you full, so you wake up hungry, sleep badly and eat more the next day — and it is hard to keep up. A better dinner: half a plate of vegetables, a palm-sized portion of fish, chicken or tofu and a small portion of starch, with little oil and salt; make the cuts in sugary drinks, snacks and fried food over the day. If hunger still keeps you up, a glass of milk or a plain yogurt an hour before bed is fine.',
    },
    source: {
      ref: `${CN_GUIDE} 准则一（谷类为主，每天谷薯类250–400克）与准则二（吃动平衡）; Gardner CD et al. Effect of low-fat vs low-carbohydrate diet on 12-month weight loss (DIETFITS), JAMA 2018;319:667–679; NICE CG189 Obesity (2014, updated 2023) 1.7`,
    },
  },
  {
    // Round 21 zh-013: "单位食堂早餐就包子油条豆浆茶叶蛋，减肥的话咋搭配" got the canteen lunch-plate text.
    id: 'breakfast-stall-combination-weight',
    when: [
      /包子|油条|豆浆|茶叶蛋|煮鸡蛋|煎饼|烧饼|馒头|花卷|粢饭|肠粉|胡辣汤|豆腐脑|烧卖|烧麦|\bbaozi\b|\byoutiao\b|\bsteamed buns?\b/,
      /早餐|早饭|早点|早上|\bbreakfast\b/,
      /减肥|减脂|减重|瘦|不胖|搭配|怎么选|怎么吃|吃什么|选什么|咋选|咋吃|\blose weight\b|\bdiet\b|\bwhat (should|to) (i )?(pick|choose|eat|have|get)\b|\bbest (combo|choice)\b/,
    ],
    unless: [/糖尿病|血糖|胰岛素|\bdiabet\w*|\binsulin\b|热量|卡路里|大卡|多少卡|\bcalories\b/],
    notFor: [MINOR, PREGNANT_OR_LACTATING, NO_DEFICIT],
    cutsCarbohydrate: true,
    intent: 'food_sources',
    text: {
      zh: '**这样搭：一个茶叶蛋＋一杯无糖（或少糖）豆浆＋一个包子（菜包比肉包轻一点），油条换掉，或者一周最多吃一次。** 这一份大约400千卡，有鸡蛋和豆浆的蛋白质，能顶到中午。油条是油炸的，一根就有约200多千卡、一半来自油，又不顶饱；想吃的时候就拿半根，不再拿包子。豆浆要无糖或少糖的，甜豆浆一杯多出几十千卡的糖。食堂有凉拌黄瓜、拌菠菜这类小菜就加一份；包子一个就够，两个的话另一顿主食减一点。',
      en: '**Build it like this: one tea egg + a cup of unsweetened (or lightly sweetened) soy milk + one steamed bun (a vegetable bun is a little lighter than a pork one); drop the youtiao, or keep it to once a week.** That comes to about 400 kcal, with protein from the egg and soy milk, and keeps you full until lunch. Youtiao (fried dough stick) is deep-fried — one is over 200 kcal, about half from oil — and doesn’t keep you full; when you want one, have half a stick and skip the bun. Choose unsweetened soy milk; a sweet one adds a few tens of kcal of sugar. If the canteen has a cold vegetable dish (cucumber, spinach), add it; one bun is enough — if you have two, eat a little less starch at another meal.',
    },
    source: {
      ref: `${CN_GUIDE} 准则一、准则二与平衡膳食餐盘; ${CN_FOOD}（包子、油条、豆浆、鸡蛋）; NICE CG189 Obesity (2014, updated 2023) 1.7`,
    },
  },
  {
    // Round 21 zh-015: "那中间饿了能喝黑咖啡吗，加点奶算不算破戒" after a 16:8 question was declined by name.
    id: 'fasting-window-coffee-with-milk',
    when: [
      /咖啡|黑咖|美式|奶咖啡|茶|奶|代糖|零度|无糖(可乐(?!果(?!汁))|饮料)|\bcoffee\b|\bespresso\b|\btea\b|\bmilk\b|\bcream(er)?\b|\bsweeteners?\b/,
      /能喝|可以喝|能不能喝|能不能|算不算|破戒|破功|破坏|影响|\bcan i (have|drink)\b|\bbreaks?\b|\bruin\b|\bok\b|\ballowed\b/,
    ],
    // The fast said before, not in this message ("那中间饿了能喝黑咖啡吗" after a 16:8 question): said in
    // the message itself, fasting-window-drinks answers.
    unless: [FASTING_SAID],
    for: { said: FASTING_SAID },
    notFor: [
      PREGNANT_OR_LACTATING,
      {
        conditions: ['diabetes'],
        medicines: ['insulin', 'sulfonylurea'],
        said: /糖尿病|胰岛素|\bdiabet\w*|\binsulin\b/,
      },
      MINOR,
    ],
    intent: 'weight_change',
    ...textOf(STANDARD_WEIGHT_FAQ, 'fasting-window-drinks'),
  },
  {
    // Round 21 zh-026: "怀孕了还能喝咖啡吗？以前一天两杯，现在改成一杯拿铁行不行" — part 2 was told her two
    // americanos and a milk tea were over the limit.
    id: 'pregnancy-one-coffee-a-day',
    when: [
      /咖啡|奶咖啡|美式|卡布奇诺|\bcoffees?\b|\blattes?\b|\bamericanos?\b|\bcappuccinos?\b|\bflat whites?\b/,
      /(改成|换成|只喝|就喝|每天|一天|就|只)\s*(一|1)\s*杯|(?<![两二三四\d]\s*)(一|1)杯(奶咖啡|咖啡|美式)|\b(one|1|a single) (cup|latte|coffee|americano|cappuccino)\b|\b(a|one) (cup|latte|coffee) a day\b|\bjust one\b/,
      /行不行|可以吗|行吗|能喝吗|可以不|能不能|安全吗|没问题吧|\bok(ay)?\b|\bfine\b|\bsafe\b|\ballowed\b|\bcan i\b/,
    ],
    // A coffee-shop size or brew named is pregnancy-coffee-shop-caffeine's question.
    unless: [/超大杯|大杯|冷萃|加浓|星巴克|瑞幸|\bventi\b|\bgrande\b|\bcold brew\b|\bstarbucks\b|\bnitro\b/],
    for: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以：孕期一天一杯咖啡一般在每天200毫克咖啡因的上限以内，关键看杯子大小和浓度。** 一杯中杯拿铁或卡布奇诺一般是1–2份浓缩，约60–150毫克；一杯240毫升的现煮（滴滤）咖啡约100毫克，一大马克杯（约450毫升）就接近200毫克；大杯、加浓、额外加一份的更多，点的时候要中杯或单份。同一天别的咖啡因也要算进去：浓茶、奶茶、可乐、能量饮料和黑巧克力都有。想再少一点可以换低因的。',
      en: '**Yes: one cup of coffee a day generally stays within the 200 mg a day caffeine limit for pregnancy — the size and strength decide it.** A medium latte or cappuccino usually has one or two espresso shots, about 60–150 mg; an 8-oz cup of brewed coffee has about 95 mg, so a big 16-oz mug is close to 200 mg on its own; large sizes, extra shots or “strong” brews have more, so order a medium or a single shot, or use a smaller mug. Count other caffeine the same day too: strong tea, milk tea, cola, energy drinks and dark chocolate all have some. Half-caf or decaf brings it lower.',
    },
    source: {
      ref: `ACOG Committee Opinion No. 462 Moderate caffeine consumption during pregnancy (2010, reaffirmed 2020); EFSA NDA Panel, Scientific Opinion on the safety of caffeine, EFSA J 2015;13:4102; USDA FoodData Central（咖啡因含量）; ${CN_GUIDE} 孕期妇女膳食指南`,
    },
  },
  {
    // Round 21 zh-048: "那米汤稀饭这种稀的是不是更好咽" after choking at meals was declined.
    id: 'swallowing-thin-liquids-not-safer',
    when: [
      /米汤|稀饭|稀粥|粥|汤|流质|流食|稀的|稀一点|喝水|白开水|牛奶|果汁|\bthin\b|\bliquids?\b|\bsoups?\b|\bcongee\b|\bbroth\b|\bwater\b|\bporridge\b/,
      /好咽|好吞|好下咽|容易咽|容易吞|咽得下|更安全|安全些|安全一点|不容易呛|不会呛|更好|\beasier (to swallow|to get down)\b|\bsafer\b|\bgo(es)? down (easier|better)\b|\bbetter\b/,
    ],
    unless: [/增稠|\bthicken\w*/],
    for: SWALLOWING,
    intent: 'food_sources',
    text: {
      zh: '**不是：越稀的东西流得越快，吞咽不好的人反而最容易呛进气管——米汤、清汤、白开水是最容易呛的。** 稀饭要特别小心：米粒泡在米汤里，是“稀的夹着颗粒”的混合质地，一口里既有水又有米粒，最容易呛。更安全的做法：粥煮成稠粥，米和汤融成一体，用勺子舀起来能堆住、不往下滴；汤和水用增稠剂调稠后再喝；软烂的面糊、蒸蛋羹、豆腐脑、肉末粥打匀这类均匀、湿润、成团的食物更好咽。吃饭时坐直、小口慢吃，吃完坐半小时。请医院的言语治疗师（或康复科）做一次吞咽评估，由他们定能吃哪一级质地、喝哪一级稠度（IDDSI分级）；如果一吃就咳、声音变得湿湿的、反复发烧或得过肺炎，要尽快就医。',
      en: '**No — the thinner it is, the faster it flows, and thin liquids are the easiest to choke on for someone who doesn’t swallow well: rice water, clear broth and plain water are the riskiest.** Watery congee needs particular care: rice grains floating in thin liquid is a mixed texture — liquid and solids in the same mouthful — which is the most likely to go down the wrong way. Safer: cook congee thick, so grains and liquid are one and it holds its shape on a spoon without dripping; thicken soups and drinks with a thickener; smooth, moist foods that hold together — blended porridge, soft mashed noodles, steamed egg custard, silken tofu — are easier. Sit upright, take small mouthfuls slowly and stay upright for 30 minutes after eating. Ask for a swallowing assessment by a speech and language therapist, who sets the food texture and drink thickness (IDDSI levels); coughing with every meal, a wet-sounding voice, repeated fevers or a chest infection mean seeing a doctor soon.',
    },
    source: {
      ref: 'IDDSI Framework (International Dysphagia Diet Standardisation Initiative, 2019); 中国吞咽障碍膳食营养管理专家共识（2019版）; Royal College of Speech and Language Therapists, Dysphagia guidance',
    },
  },
  {
    // Round 21 zh-050: "俺今年八十了 一顿就能吃小半碗稀饭 人家说喝牛奶好 可俺一喝就胀肚子 咋弄" — declined.
    id: 'older-milk-bloating-small-appetite',
    when: [
      /牛奶|喝奶|奶粉|\bmilk\b|\bdairy\b/,
      /胀肚|胀气|肚子胀|腹胀|拉肚子|拉稀|腹泻|放屁|不消化|不舒服|一喝就|\bbloat\w*|\bgas(sy)?\b|\bdiarrh\w*|\blactose\b|\bupsets?\b|\bstomach ache\b/,
    ],
    unless: [/钙|\bcalcium\b/],
    for: OLDER,
    notFor: [MILK_ALLERGY, KIDNEY],
    intent: 'food_sources',
    text: {
      zh: '**喝牛奶胀肚子多半是乳糖不耐受，上了年纪很常见，不用硬喝，也不用一口都不喝。** ①少量多次：一次小半杯（100毫升左右），温一点，随饭喝或配个馒头、几块饼干，别空腹喝一大杯，很多人这样就不胀；②换成酸奶（乳糖大部分已被发酵掉）、无乳糖牛奶（如舒化奶）或奶酪；③豆浆、豆腐脑不含乳糖，蛋白质也好。一顿只能吃小半碗稀饭，要紧的是让每一口更有营养：少量多餐，一天吃五六次；稀饭煮稠一点，里面打个鸡蛋、加点肉末、豆腐或鱼肉；两顿饭之间加一杯酸奶、一碗蒸蛋或豆腐脑。如果体重在往下掉、越吃越少，请医生看看，必要时用口服营养补充（全营养配方粉）。',
      en: '**Milk that makes you bloated is most likely lactose intolerance, which is common with age — you don’t have to force it, and you don’t have to give dairy up.** ① Small amounts: about half a cup (100 ml) at a time, warmed, with a meal or a few crackers rather than a big glass on an empty stomach — many people are fine that way; ② switch to yogurt (most of its lactose is already fermented), lactose-free milk or cheese; ③ soy milk and soft tofu have no lactose and good protein. When a meal is only a few spoonfuls, make each one count: eat small meals five or six times a day; make porridge thicker and stir in an egg, minced meat, tofu or fish; add a yogurt, a steamed egg custard or soft tofu between meals. If weight is going down or she eats less and less, see the doctor — an oral nutrition supplement (a complete nutrition drink) may be needed.',
    },
    source: {
      ref: `Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics, Clin Nutr 2019;38:10–47; ${CN_GUIDE} 老年人膳食指南; NIDDK, Lactose intolerance: eating, diet and nutrition (2018)`,
    },
  },
  {
    // The same question from anyone: milk bloats.
    id: 'milk-bloating-lactose',
    when: [
      /牛奶|喝奶|\bmilk\b|\bdairy\b/,
      /胀肚|胀气|肚子胀|腹胀|拉肚子|拉稀|腹泻|放屁|不消化|一喝就|\bbloat\w*|\bgas(sy)?\b|\bdiarrh\w*|\blactose\b|\bupsets? my stomach\b|\bstomach ache\b/,
    ],
    // Constipation said ("三四天才拉一次，肚子老胀气"): not lactose — on clozapine a danger sign (blind answer round
    // 34, zh-011, development data).
    unless: [
      /钙|\bcalcium\b/,
      /宝宝|婴儿|孩子|奶粉|\bbaby\b|\binfant\b|\bformula\b/,
      /便秘|拉不出|解不出|[一二两三四五几]+天(才)?(拉|解|大便)|\bconstipat\w*|\b(haven'?t|not) (pooed|pooped|been)\b/,
    ],
    notFor: [MILK_ALLERGY],
    intent: 'food_sources',
    text: {
      zh: '**喝牛奶胀气、拉肚子多半是乳糖不耐受，很常见，不用硬喝，也不用完全不喝奶。** ①少量多次：一次小半杯（100–150毫升），随饭喝，别空腹喝一大杯，很多人这样就没事；②换成酸奶（乳糖大部分已被发酵掉）、无乳糖牛奶（如舒化奶）或奶酪，钙和蛋白质和牛奶差不多；③豆浆、豆腐不含乳糖，蛋白质好，不过豆浆的钙比牛奶少很多，钙要靠豆腐、绿叶菜补。如果连酸奶、无乳糖奶也胀，或者体重下降、大便带血，请去看医生。',
      en: '**Bloating or loose stools after milk is most likely lactose intolerance — very common, and you don’t need to force milk down or give up dairy.** ① Small amounts with meals: about half a cup (100–150 ml) at a time rather than a big glass on an empty stomach — many people are fine that way; ② switch to yogurt (most of its lactose is already fermented), lactose-free milk or hard cheese, which have the same calcium and protein; ③ soy milk and tofu have no lactose and good protein, but unfortified soy milk has much less calcium than milk, so pick a calcium-fortified one. If even yogurt or lactose-free milk upsets you, or you are losing weight or see blood in your stool, see a doctor.',
    },
    source: {
      ref: `NIDDK, Lactose intolerance: eating, diet and nutrition (2018); ${CN_GUIDE} 准则三（奶类）; ${CN_FOOD}`,
    },
  },
  {
    // Round 21 zh-052: "那喝酸奶中不中 还是豆浆好" after milk bloats — declined with a medicine caveat.
    id: 'lactose-yoghurt-or-soy-milk',
    when: [
      /酸奶|豆浆|豆奶|舒化|无乳糖|奶酪|\byog(h)?urts?\b|\bsoy ?milk\b|\blactose[- ]free\b|\bcheese\b/,
      /中不中|行不行|可以吗|行吗|好不好|还是|哪个|能喝吗|能不能|会不会|也胀|\bok\b|\bbetter\b|\binstead\b|\bor\b|\bwould\b/,
    ],
    for: {
      said: /胀肚|胀气|肚子胀|腹胀|拉肚子|拉稀|腹泻|乳糖|不消化|\bbloat\w*|\bgassy\b|\bdiarrh\w*|\blactose\b/,
    },
    notFor: [
      MILK_ALLERGY,
      {
        medicines: [
          'tetracycline',
          'fluoroquinolone',
          'bisphosphonate',
          'levothyroxine',
          'mycophenolate',
          'calcineurin_inhibitor',
        ],
      },
      KIDNEY,
    ],
    intent: 'food_sources',
    text: {
      zh: '**两样都行，酸奶更接近牛奶：** 酸奶里的乳糖大部分已经被发酵掉了，乳糖不耐受的人多数喝了不胀，钙和蛋白质和牛奶差不多——选配料简单、少糖的，从小半杯开始，放到常温或稍温再喝。豆浆不含乳糖，蛋白质也不错，但钙只有牛奶的几分之一（加钙的豆奶除外），所以钙主要靠酸奶、奶酪、北豆腐和绿叶菜。两样可以换着喝，比如早上一杯豆浆、下午一杯酸奶。',
      en: '**Both are fine; yogurt is closer to milk:** most of its lactose has already been fermented, so most people with lactose intolerance tolerate it, and it has about the same calcium and protein as milk — choose a plain or lightly sweetened one, start with half a pot and have it at room temperature. Soy milk has no lactose and good protein but, unless it is calcium-fortified, only a fraction of milk’s calcium, so get calcium from yogurt, cheese, firm tofu and leafy greens. Alternating is fine — soy milk in the morning, yogurt in the afternoon.',
    },
    source: {
      ref: `NIDDK, Lactose intolerance: eating, diet and nutrition (2018); ${CN_FOOD}（酸奶、豆浆、牛奶的钙）; ${CN_GUIDE} 准则三`,
    },
  },
  {
    // Round 21 zh-051: "我奶奶一天喝不了几口水，说喝多了老跑厕所，这样要不要紧" — declined.
    id: 'older-drinks-little-for-the-toilet',
    when: [
      /喝水|喝不了.{0,6}水|水喝|饮水|不爱喝水|不肯喝水|\b(drinks?|drinking) (much |enough |any )?(water|fluids?)\b|\bwater\b|\bfluids?\b/,
      // Drinking little for fear of the toilet (zh-051); drinking little alone is older-drinking-water's.
      /跑厕所|上厕所|去厕所|尿多|尿频|起夜|夜尿|憋不住|\btoilet\b|\bbathroom\b|\bpee(ing)?\b|\bwee\b|\burinat\w*\b|\bincontinen\w*/,
    ],
    // How much to drink is older-drinking-water's question (its amount first).
    unless: [/增稠|呛|\bthicken\w*|\bchok\w*/, /多少|几杯|几升|几瓶|\bhow much\b|\bhow many\b/],
    for: OLDER,
    notFor: [FLUID_LIMITED],
    intent: 'food_sources',
    text: {
      zh: '**要紧：老人口渴的感觉变迟钝，一天只喝几口水容易脱水——便秘、头晕跌倒、尿路感染、糊涂、血压低都可能跟着来。** 一般每天要喝1500–1700毫升（七八杯）水，汤、牛奶、稀饭也算一部分。怕跑厕所可以这样喝：白天多喝、晚上少喝——上午和下午把大部分喝完，晚饭后到睡前两小时少喝，减少起夜；少量多次，每次小半杯（100毫升左右），杯子放在手边，定时提醒；出门前先上厕所，到了再喝；浓茶、咖啡利尿，下午以后少喝。尿频、憋不住或起夜很多，可能是膀胱或前列腺的问题，请医生看看，不要靠少喝水来躲。出现口干、尿很少很黄、头晕或精神变差，要多喝水并尽快就医。',
      en: '**Yes, it matters: older people feel thirst less, and a few sips a day easily leads to dehydration — constipation, dizziness and falls, urinary infections, confusion and low blood pressure can follow.** Aim for about 1.5–1.7 litres (seven or eight cups) a day; soup, milk and porridge count towards it. To drink without running to the toilet all night: drink mostly in the morning and afternoon and less in the two hours before bed; small amounts often — half a cup at a time, a cup within reach and a reminder; use the toilet before going out and drink when you arrive; tea and coffee make you pass more urine, so less of them later in the day. Needing to go very often or urgently, or getting up many times at night, may be a bladder or prostate problem — see the doctor rather than drinking less. A dry mouth, very little dark urine, dizziness or new confusion mean drinking more and seeing a doctor promptly.',
    },
    source: {
      ref: `Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics, Clin Nutr 2019;38:10–47; ${CN_GUIDE} 老年人膳食指南（每天饮水1500–1700毫升）; NICE CG97 Lower urinary tract symptoms in men (2010, updated 2015)`,
    },
  },
  {
    // Round 21 zh-060: "肌酐280，医生提了一嘴麦淀粉，换它做主食有必要吗" on CKD stage 4 — declined.
    id: 'ckd-wheat-starch-staple',
    when: [
      /麦淀粉|澄粉|澄面|小麦淀粉|低蛋白(大米|米|面|主食|面粉)|\bwheat starch\b|\blow[- ]protein (rice|flour|bread|pasta|staples?)\b/,
    ],
    for: CKD_NOT_DIALYSIS,
    notFor: [DIALYSIS],
    beforeLabs: true,
    intent: 'food_sources',
    text: {
      zh: '**值得换一部分：麦淀粉（澄粉）几乎不含蛋白质，用它代替一部分米面，省下来的蛋白质额度就能留给鸡蛋、牛奶、瘦肉、鱼这些优质蛋白，你就不用不敢吃肉蛋了。** 普通主食也含蛋白质：大米每100克（生）约7–8克，面粉约10–11克，一天吃250–300克主食就有20–30克，可能占到肾病低蛋白饮食（每天每公斤体重约0.6克）的一半以上。做法：用麦淀粉做蒸饺皮、面片、凉皮、烙饼或水晶包，或者用低蛋白大米、藕粉、粉丝、红薯粉条替一部分米饭面条，一般替掉一半左右的主食。同时热量要吃够，不然身体会消耗肌肉；有糖尿病的人，麦淀粉也升血糖，要算进主食。具体替多少、每天蛋白质多少，请肾内科医生或肾病营养师按你的化验和体重定，并定期复查。',
      en: '**Swapping part of your staples is worth it: wheat starch has almost no protein, so using it for part of your rice and flour frees your protein allowance for eggs, milk, lean meat and fish — the high-quality protein you have been afraid to eat.** Ordinary staples carry protein too: rice about 7–8 g per 100 g (raw) and wheat flour about 10–11 g, so 250–300 g of staples a day is 20–30 g — possibly half or more of a CKD low-protein allowance (about 0.6 g per kg a day). How: make dumpling wrappers, noodles, flatbreads or crystal buns from wheat starch, or use low-protein rice, lotus-root starch, glass noodles or sweet-potato noodles for about half of your starch. Eat enough calories, or the body breaks down muscle; with diabetes, wheat starch raises glucose like any starch and counts as one. Your nephrologist or renal dietitian sets how much to swap and your protein figure from your labs and weight, and rechecks them.',
    },
    source: {
      ref: 'Ikizler TA et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, Am J Kidney Dis 2020;76(3 Suppl 1):S1–S107; 中国慢性肾脏病营养治疗临床实践指南（2021版）; 中国食物成分表 标准版 第6版（2018）',
    },
  },
  {
    // Round 21 zh-071: "糖化8.1，早饭吃啥不容易升糖，我一直白粥配油条咸菜" on insulin with a low of 2.6
    // got the lows text and no breakfast.
    id: 'insulin-lows-breakfast-swap',
    when: [
      /早饭|早餐|早点|早上吃|\bbreakfasts?\b/,
      /吃啥|吃什么|换成|换什么|换啥|怎么吃|怎么搭配|搭配|不容易升|升糖|升血糖|推荐|\bwhat (should|can) i (eat|have)\b|\bswap\b|\binstead\b|\bspike\w*\b/,
    ],
    for: INSULIN_WITH_LOWS,
    beforeLabs: true,
    intent: 'food_sources',
    text: {
      zh: '**你打胰岛素、又出现过低于3.9的低血糖：先管低血糖，请这几天就联系医生调整剂量；早饭可以换，但主食的量别减——早饭主食少了反而更容易低。** 白粥、油条、咸菜这一顿升糖快（粥煮得越烂越快），油和盐多，蛋白质和蔬菜几乎没有。换法：白粥换成稠一点的杂粮粥或燕麦粥（一碗），或者一个馒头、两片全麦面包，主食量和平时差不多；加一个鸡蛋，或一杯无糖豆浆、牛奶；配一碟凉拌青菜或黄瓜；咸菜少吃一点，油条偶尔吃、一次半根，算进主食里。每天早饭的时间和主食量尽量固定，打了餐前胰岛素就按时吃完；早饭后2小时测一次血糖，连着记几天给医生看。不要靠少吃来降糖化',
      en: '**On insulin with lows under 3.9 mmol/L (70 mg/dL) already: the lows come first — call your doctor this week to adjust the dose; breakfast can change, but keep the amount of starch, because a smaller breakfast starch makes lows more likely.** Plain congee with youtiao and pickles raises glucose fast (the softer the congee, the faster), with a lot of oil and salt and almost no protein or vegetables. Swaps: a bowl of thicker mixed-grain or oat porridge instead of white congee, or a steamed bun or two slices of whole-grain toast — about the same amount of starch as now; add an egg or a glass of unsweetened soy milk or milk; a side of cold greens or cucumber; fewer pickles, and youtiao only now and then, half a stick counted as starch. Keep breakfast time and starch amount steady, and after a mealtime insulin dose eat the whole meal; check glucose 2 hours after breakfast for a few days and show your doctor. Don’t eat less to bring the A1c down.',
    },
    source: {
      ref: 'American Diabetes Association. Standards of Care in Diabetes—2025, §5 (eating patterns) and §6 (hypoglycaemia); 中华医学会糖尿病学分会 中国2型糖尿病防治指南（2020年版）; 中国糖尿病膳食指南（2017）',
    },
  },
  {
    // Round 21 zh-075: "那喝完酒要不要多吃点主食垫一下，怕又低血糖" on insulin — declined by name.
    id: 'alcohol-on-insulin-carbs-against-lows',
    when: [
      /酒|\balcohol\b|\bbeers?\b|\bwines?\b|\bdrinking\b|\bdrinks\b/,
      /主食|碳水|淀粉|垫|吃点|加餐|夜宵|宵夜|点心|\bcarbs?\b|\bstarch\w*\b|\bsnacks?\b|\beat (something|more)\b/,
    ],
    // The medicines named at the top as well: the insulin's own alcohol warning (knowledge/medicine-diet.ts)
    // steps aside only for a row whose audience names the medicine (faq/index.ts rowIsForMedicines).
    for: {
      all: [INSULIN_OR_SU, { lowGlucose: true, said: LOWS_SAID }],
      medicines: ['insulin', 'sulfonylurea'],
    },
    intent: 'medicine_question',
    text: {
      zh: '**要吃，但不是喝完才“多吃一碗”，而是边喝边吃、睡前再补：酒精会让肝脏停止往血里放糖，打胰岛素的人喝酒后几个小时、夜里甚至第二天早上都可能低血糖。** 怎么做：①不空腹喝，先吃一顿有主食的饭，边吃边喝；②喝完睡前测一次血糖，并吃一份含淀粉的点心（一片面包、几块饼干加一杯牛奶，或小半碗面）；③第二天早上按时起来测血糖、吃早饭，别睡过头不吃；④不要为了压酒后的血糖多打胰岛素。量要少：几瓶啤酒太多了，男性一天最多两罐（330毫升）普通啤酒，女性一罐，不是每周末都喝。酒后低血糖容易被当成喝醉，告诉一起喝酒的朋友你打胰岛素，身上带糖。你已经出现过低血糖，喝酒的事先和医生谈一谈，剂量可能要调。',
      en: '**Yes — but as food with the drinks and a snack at bedtime, not one big plate afterwards: alcohol stops the liver releasing glucose, so on insulin a low can come hours later, overnight or even the next morning.** What to do: ① never drink on an empty stomach — have a meal with starch and keep eating while you drink; ② check your glucose before bed and have a starchy snack (a slice of bread, a few crackers with a glass of milk, or a small bowl of noodles); ③ get up at your usual time, check again and eat breakfast — don’t sleep through it; ④ never take extra insulin to bring down a high after drinking. Keep it small: several bottles of beer is too much — at most two regular beers (330 ml) for men, one for women, and not every weekend. A low after drinking looks like being drunk, so tell friends you are on insulin and carry glucose. As you have already had lows, talk to your doctor about drinking — the dose may need adjusting.',
    },
    source: {
      ref: 'American Diabetes Association. Standards of Care in Diabetes—2025, §5 (alcohol) and §6 (hypoglycaemia); Diabetes UK, Alcohol and diabetes (2023); 中国2型糖尿病防治指南（2020年版）',
    },
  },
  {
    // Round 21 zh-083: "老伴天天给我炖骨头汤补身子，一喝就是两大碗，心衰的人能这么喝吗" — declined by subject.
    id: 'heart-failure-bone-broth',
    keepsToFluidLimit: true,
    when: [
      /骨头汤|鸡汤|老火汤|肉汤|排骨汤|炖汤|煲汤|喝汤|汤|\bbroth\b|\bsoups?\b|\bstock\b/,
      /碗|喝|能|补|\bbowls?\b|\bdrink\w*\b|\bcan\b|\bok\b|\bhave\b/,
    ],
    for: HEART_FAILURE,
    intent: 'food_sources',
    text: {
      zh: '**不能这么喝：两大碗汤大约有七八百毫升到一升的水，心衰要控制喝水量的话（常见每天1.5–2升，水、汤、粥、牛奶都算），一下子就用掉一半以上；炖汤一般还放盐，钠多了更容易水肿、气短。** 骨头汤本身营养不多：钙几乎熬不出来，蛋白质大部分还在肉里，汤里主要是水、油、嘌呤和盐；血钾偏高的人，肉和菜熬的浓汤里也会溶进不少钾。可以这样改：一天最多一小碗（150–200毫升），不放盐或少放，撇掉浮油，算进当天的喝水量；汤里的肉捞出来吃；补身子靠每餐一掌心的鱼、鸡、蛋、豆腐和适量主食。医生给你定了喝水量的，按医生的来。每天早上称体重，两三天涨2公斤以上，或者腿肿、气短加重，尽快联系心内科。',
      en: '**Not like that: two big bowls of broth is roughly 800 ml to a litre of fluid — with heart failure and a fluid limit (often 1.5–2 litres a day, counting water, soup, porridge and milk) that uses up half or more at once, and broth is usually salted, which makes swelling and breathlessness worse.** Bone broth also gives little nutrition: hardly any calcium comes out of the bones, most of the protein stays in the meat, and the liquid is mostly water, fat, purines and salt; with a high potassium, broths simmered from meat and vegetables also carry a fair amount of potassium. Instead: at most one small bowl (150–200 ml) a day, unsalted or lightly salted, fat skimmed, counted in the day’s fluids; eat the meat from the pot; build strength with a palm-sized portion of fish, chicken, egg or tofu and some starch at each meal. If your doctor set a fluid amount, follow it. Weigh yourself every morning; a gain of more than 2 kg in two or three days, or more swelling or breathlessness, means calling your heart team promptly.',
    },
    source: {
      ref: 'McDonagh TA et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure, Eur Heart J 2021;42:3599–3726 (fluid 1.5–2 L/day in selected patients, salt < 5 g); Heidenreich PA et al. 2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure; 中国心力衰竭诊断和治疗指南2018',
    },
  },
  {
    // Round 21 zh-107: "那如果哪顿吃得特别咸会咋样" on lithium after a salt question — declined by name.
    id: 'lithium-one-salty-meal',
    when: [
      /(特别|很|太|超|比较|有点|非常|吃得|吃的)咸|吃咸了|重口|咸菜|腌|\bsalty\b|\bhigh[- ]salt meal\b|\blots of salt\b/,
      /会(咋样|怎样|怎么样|不会)|影响|要紧|有事|没事|怎么办|咋办|有关系|\bwhat happens\b|\bok\b|\baffect\w*\b|\bmatter\b|\bproblem\b|\bbad\b/,
    ],
    for: LITHIUM,
    intent: 'medicine_question',
    text: {
      zh: '**偶尔一顿吃得特别咸，问题不大：多出来的钠会让肾脏多排一点锂，血锂可能暂时略降，人会口渴——渴了就喝水，下一顿照平时的咸淡吃就行。** 真正要避免的是盐量大起大落：连着几天吃得很咸、然后又突然吃得很淡，或者大量出汗、上吐下泻、喝水少，血锂才会明显波动；同时吃氢氯噻嗪这类利尿药的人，血锂对盐和水的变化更敏感。所以平时咸淡保持稳定，不要为了“抵消”那顿咸的，第二天故意不吃盐；想控盐降血压，先和精神科医生商量，慢慢减、减完查血锂。出现手抖加重、腹泻呕吐、走路不稳、说话含糊、特别困，尽快就医查血锂。',
      en: '**An occasional very salty meal is not a big problem: the extra sodium makes your kidneys clear a little more lithium, so the level may dip slightly for a while, and you will be thirsty — drink when thirsty and eat as usual at the next meal.** What to avoid is big swings: several very salty days and then suddenly very low salt, or heavy sweating, vomiting or diarrhoea with too little to drink — that is when lithium levels move noticeably, and more so on a diuretic such as hydrochlorothiazide. So keep your salt roughly steady, don’t skip salt the next day to “make up” for it, and if you want to cut salt for blood pressure, agree it with your psychiatrist first, cut gradually and have a level checked. A worse tremor, vomiting or diarrhoea, unsteadiness, slurred speech or unusual drowsiness mean getting a lithium level checked urgently.',
    },
    source: {
      ref: 'NICE CG185 Bipolar disorder (2014, updated 2023) 1.10 lithium; Camcolit/Priadel (lithium carbonate) SmPC §4.4–4.5 (sodium intake, diuretics); NHS Lithium therapy: patient information booklet',
    },
  },
  {
    // Round 21 zh-109: "在吃氢氯噻嗪，要不要补钾？香蕉多吃点行不行" — declined by name.
    id: 'thiazide-potassium-and-bananas',
    when: [
      /钾|香蕉|\bpotassium\b|\bbananas?\b/,
      /补|要不要|多吃|吃点|行不行|可以吗|能吃|需要|\bsupplement\w*\b|\bshould i\b|\bneed\b|\bok\b|\bmore\b|\beat\b/,
    ],
    for: THIAZIDE,
    notFor: [KIDNEY, POTASSIUM_KEPT_LOW, HEART_FAILURE],
    intent: 'drug_interaction',
    text: {
      zh: '**不要自己补钾（钾片、氯化钾口服液，或大量用低钠盐）：要不要补，看验血的血钾，由医生定。** 氢氯噻嗪会让身体多排一些钾，部分人血钾会偏低，所以医生一般在开始吃药几周后和以后定期查电解质；真的低了，医生会开钾剂或调整用药。饮食上多吃蔬菜水果是好习惯：香蕉、橙子、土豆、菠菜、豆类、蘑菇都含钾，一天一两根香蕉完全可以，但靠多吃香蕉补不了明显偏低的血钾，也不必硬吃很多。如果出现明显乏力、腿抽筋、心慌，告诉医生查一次血钾。',
      en: '**Don’t start potassium on your own (tablets, potassium chloride liquid, or a lot of potassium-based salt substitute): whether you need it depends on your blood potassium, and your doctor decides.** Hydrochlorothiazide makes you lose some potassium and can lower it in some people, which is why electrolytes are checked a few weeks after starting and then regularly; if it is low, your doctor prescribes potassium or changes the treatment. Eating plenty of vegetables and fruit is a good habit — bananas, oranges, potatoes, spinach, beans and mushrooms all contain potassium, and one or two bananas a day are fine — but bananas cannot fix a clearly low potassium, and there is no need to force extra. Marked weakness, leg cramps or palpitations are a reason to ask for a potassium check.',
    },
    source: {
      ref: 'Hydrochlorothiazide US prescribing information §5 (fluid and electrolyte imbalance, hypokalaemia); NICE NG136 Hypertension in adults (2019, updated 2023); NIH ODS Potassium Fact Sheet for Health Professionals (2022)',
    },
  },
  {
    // Round 21 zh-121: "冰箱里冻了一个多月的肉还能吃吗，吃苯乙肼的人要不要特别注意这个" — declined by name.
    id: 'maoi-frozen-meat-how-long',
    when: [
      /冻|冷冻|\bfrozen\b|\bfreez\w*/,
      /肉|鱼|虾|鸡|排骨|\bmeat\b|\bfish\b|\bchicken\b|\bbeef\b|\bpork\b/,
      // How long it has been frozen: "冷冻的肉能吃吗" on an MAOI is maoi-frozen-meat's.
      FROZEN_HOW_LONG,
    ],
    for: MAOI,
    intent: 'medicine_question',
    text: {
      zh: '**冻了一个多月的肉，只要是新鲜时就冻上、一直冻在零下18度左右、没有化了又冻，可以吃；吃苯乙肼也一样——冷冻时酪胺基本不再增加。** 吃苯乙肼要注意的是冻之前和化冻之后：买回来当天用不完就尽快冻，别在冷藏室放几天再冻；化冻放冷藏室或用微波炉，不要在室温放半天；化冻后尽快做，做好尽快吃，剩菜别放几天；不要化了再冻。冻得太久（超过半年左右）主要是发干、口感变差，不是变危险。腊肉、香肠、火腿、咸鱼、熏肉这类腌制熏制的，冻过也不能吃。',
      en: '**Meat frozen for a month or so is fine to eat if it was frozen while fresh, kept frozen (about −18 °C / 0 °F) and not thawed and refrozen — on phenelzine too: tyramine does not build up while food is frozen.** What matters on phenelzine is before freezing and after thawing: freeze fresh meat the day you buy it if you won’t cook it, rather than after days in the fridge; thaw in the fridge or microwave, not on the counter for hours; cook it soon after thawing and eat it soon after cooking, not as leftovers days later; don’t refreeze. Very long freezing (more than about six months) mainly makes it dry and less tasty, not unsafe. Cured, smoked or salted meats and fish (salami, sausages, ham, smoked or salted fish) stay off the menu even if frozen.',
    },
    source: {
      ref: 'Nardil (phenelzine) US prescribing information, tyramine-rich foods; Gardner DM et al. The making of a user friendly MAOI diet, J Clin Psychiatry 1996;57:99–104; USDA FSIS, Freezing and Food Safety (2013)',
    },
  },
  {
    // The same question from anyone: meat frozen for weeks or months.
    id: 'frozen-meat-how-long',
    when: [
      /冻|冷冻|\bfrozen\b|\bfreez\w*/,
      /肉|鱼|虾|鸡|排骨|饺子|\bmeat\b|\bfish\b|\bchicken\b|\bbeef\b|\bpork\b/,
      FROZEN_HOW_LONG,
    ],
    unless: [/化冻|解冻|\bthaw\w*/, /宝宝|辅食|\bbaby\b/],
    intent: 'food_sources',
    text: {
      zh: '**冻了一个多月的肉可以吃：只要一直冻在零下18度左右、中间没有化了又冻，冷冻的肉放多久都不会变得不安全，时间长了只是口感变差。** 想好吃，生的大块肉最好半年左右内吃完，肉馅、鱼三个月左右内吃完；表面发白发干（冻伤）的地方切掉就行。化冻放冷藏室或用微波炉，不要在室温放半天；化冻后尽快做，不要再冻回去。冻之前就已经放了几天、有异味的，冻过也不能吃。',
      en: '**Meat, chicken or fish frozen for a month is fine: kept frozen at about −18 °C (0 °F) without thawing and refreezing, frozen meat stays safe indefinitely — only quality drops with time.** For best taste use large raw cuts within about 6–12 months and mince or fish within about 3 months; cut away dry, greyish freezer-burnt patches. Thaw in the fridge or microwave, not on the counter for hours; cook soon after thawing and don’t refreeze it raw. Meat that had already been kept for days or smelled off before freezing is not made safe by freezing.',
    },
    source: {
      ref: `USDA FSIS, Freezing and Food Safety (2013) and Cold Food Storage Chart (FoodSafety.gov); ${CN_GUIDE} 准则八（规范制备、分开存放）`,
    },
  },
  {
    // Round 21 zh-128: "吃a酸的时候节食减肥有影响吗，160想瘦到90斤" got the weight-loss template with
    // breastfeeding limits.
    id: 'isotretinoin-dieting-target',
    when: [
      /节食|减肥|减重|瘦到|瘦下来|减到|少吃|不吃饭|断食|\bdiet(ing)?\b|\blose weight\b|\bcalorie\w*\b|\bweight loss\b/,
    ],
    for: ISOTRETINOIN,
    intent: 'weight_change',
    compose: isotretinoinDieting,
    text: {
      zh: `**吃异维A酸时不建议节食；目标体重也别低于BMI 18.5——身高155厘米约44.5公斤（89斤），160厘米约47公斤（95斤），165厘米约50公斤（101斤）。** ${ISOTRETINOIN_DIET_BODY.zh}`,
      en: `**Dieting is not a good idea on isotretinoin, and a target weight should not go below a BMI of 18.5 — about 44.5 kg (98 lb) at 155 cm, 47 kg (104 lb) at 160 cm, 50 kg (111 lb) at 165 cm.** ${ISOTRETINOIN_DIET_BODY.en}`,
    },
    source: {
      ref: 'Roaccutane (isotretinoin) SmPC §4.2 (take with food) and §4.4 (lipids, liver, psychiatric disorders); Absorica (isotretinoin) US prescribing information §2, §5; WHO BMI classification (underweight < 18.5); 中国成人超重和肥胖预防控制指南（2021）',
    },
  },
  {
    // Round 21 zh-131: "吃多久能补上来，啥时候去复查" after which iron product — both halves asked.
    id: 'iron-how-long-and-when-to-recheck',
    when: [
      // How long until it is made up, with when to recheck: "要多久复查" alone is the recheck rule's.
      /(多久|多长时间|什么时候|啥时候)(能|才能?|可以)?(补上|补回|补起来|上来|升上来|恢复|正常|好)|\bhow (long|soon)\b[^?]{0,40}\b(back up|go(es)? up|recover\w*|normal|better)\b/,
      /复查|再查|复测|抽血|查血|化验|\brecheck\w*\b|\bretest\w*\b|\btest(ed)? again\b|\bblood test\b|\bcheck(ed)? again\b/,
    ],
    for: IRON_SAID,
    notFor: [
      { ironOverload: true },
      { conditions: ['haemoglobinopathy'], said: /地贫|地中海贫血|\bthalass?a?emi\w*/ },
    ],
    intent: 'supplement_timing',
    ...textOf(LIFE_STAGE_FAQ, 'iron-how-long-to-recover'),
  },
  {
    // Round 21 zh-140: "吃完海鲜多喝点水能冲掉吗" with gout — got the seafood categories again.
    id: 'gout-water-does-not-flush-a-meal',
    when: [
      /多喝水|喝水|喝点水|多喝点|\bwater\b|\bdrink(ing)? (more|lots|plenty)\b/,
      /冲掉|冲走|冲出去|排掉|排出去|抵消|稀释|冲淡|\bflush\w*\b|\bwash\w* (it )?out\b|\bcancel\w*\b|\boffset\b|\bdilute\b|\bmake up for\b/,
    ],
    for: GOUT,
    intent: 'food_sources',
    text: {
      zh: '**冲不掉：多喝水能帮肾脏多排一些尿酸、减少尿酸结石，是好习惯，但抵消不了一顿海鲜带来的嘌呤——吃进去的嘌呤会变成尿酸，血尿酸照样会升，一顿吃得多还可能诱发发作。** 吃火锅、烧烤也是一样。所以关键还是控制量：海鲜一次一小份，选虾、蟹、鱼这类，少吃贝类和小鱼干；白灼、清蒸，不喝海鲜汤，不配啤酒。喝水是每天的事，不是吃完才补：每天2000毫升以上，以白开水为主，不用果汁和甜饮料代替（果糖也升尿酸）；医生因为心脏或肾脏让你限水的，按医生说的量。最管用的是按时吃降尿酸药，把尿酸降到360 µmol/L以下。',
      en: '**No, it can’t flush it out: drinking plenty helps your kidneys clear uric acid and prevents urate stones, but it can’t cancel a seafood meal’s purines — they are turned into uric acid and your level still rises, and a big meal can still trigger a flare.** The same goes for hotpot or a barbecue. So portion is what counts: a small serving at a time, prawns, crab or fish rather than shellfish or small dried fish; boiled or steamed, no seafood broth, no beer. Water is an everyday habit, not a fix after the meal: 2 litres or more a day, mostly plain water, not juice or sweet drinks (fructose raises uric acid); if your doctor limits fluids for your heart or kidneys, follow that amount. What works best is taking your urate-lowering medicine every day to keep uric acid under 360 µmol/L (6 mg/dL).',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout, Arthritis Care Res 2020;72:744–760; 中国高尿酸血症与痛风诊疗指南（2019）; WS/T 560-2017 高尿酸血症与痛风患者膳食指导',
    },
  },
  {
    // Round 21 zh-156: "shengtong减肥适合学生吗，班里有人在试说一周瘦5斤" (生酮 typed in pinyin) got the
    // template that did not know her age.
    id: 'student-keto-fast-loss',
    when: [
      /生酮|shengtong|sheng tong|断碳|低碳|\bketo\w*\b|\blow[- ]carb\w*\b/,
      /学生|适合|能不能|可以吗|行不行|瘦|斤|减肥|减重|\bsafe\b|\bok\b|\bwork\w*\b|\blose\b|\bweight\b|\bstudents?\b|\bteens?\b/,
    ],
    // A student said without an age ("生酮减肥适合学生吗"): a minor said or in the plan is the teenager's own
    // row's (teen-cutting-carbs, the same text).
    for: STUDENT,
    notFor: [ADULT_BY_PLAN, MINOR],
    intent: 'weight_change',
    // One text per class: the teenager's no-carb row (生酮 and 低碳 named in it, the quick loss mostly
    // water). These words reach it for 生酮 typed in pinyin or a student said without an age.
    ...textOf(STANDARD_WEIGHT_FAQ, 'teen-cutting-carbs'),
  },
  {
    // Round 21 zh-157: "会影响姨妈吗" after keto for a student — declined.
    id: 'diet-affects-periods',
    when: [
      /姨妈|月经|例假|\bperiods?\b|\bmenstrua\w*\b|\bcycle\b/,
      /影响|会不会|会乱|推迟|不来|停|少|\baffect\w*\b|\bmess\w*\b|\bstop\w*\b|\bmiss\w*\b|\bdelay\w*\b|\birregular\b/,
    ],
    // Periods already stopped are periods-stopped-after-dieting's question.
    unless: [/怀孕|备孕|孕|\bpregnan\w*|\bconceiv\w*/, PERIODS_STOPPED.when[0]!],
    for: {
      said: /生酮|shengtong|断碳|低碳|节食|减肥|减重|断食|少吃|不吃饭|不吃主食|代餐|瘦|\bketo\w*|\bdiet(ing)?\b|\bfasting\b|\blow[- ]carb\w*|\blos(e|ing) weight\b|\bcalories\b/,
    },
    intent: 'weight_change',
    text: {
      zh: '**会，可能会：节食、生酮这类减肥法让人吃得太少、不吃主食、体重掉得快，身体觉得能量不够，就会先让月经变少、推迟甚至停掉；青春期月经还没完全稳定，更容易受影响。** 月经乱了不只是月经的事：雌激素跟着降低，会影响骨骼长结实，也常伴着怕冷、掉头发、没精神。恢复规律三餐、主食吃够、体重不再往下掉，多数人会慢慢恢复。月经原本规律、现在连续三个月没来（或者一直很乱），请去看妇科或内科医生——未满18岁和家长一起去；先排除怀孕，再查激素和营养。',
      en: '**Yes, it can: when dieting or keto means you eat too little, cut out starch or lose weight fast, the body senses too little energy and periods get lighter, come late or stop — and in the teenage years, when cycles are still settling, more easily.** It is not just about periods: oestrogen falls too, which weakens bones while they should be building, often with feeling cold, hair shedding and low energy. Regular meals with enough starch and a stable weight usually bring periods back. If periods that were regular have stopped for three months (or are very irregular), see a GP or gynaecologist — with a parent if you are under 18; pregnancy is ruled out first, then hormones and nutrition are checked.',
    },
    source: {
      ref: 'Gordon CM et al. Functional Hypothalamic Amenorrhea: An Endocrine Society Clinical Practice Guideline, J Clin Endocrinol Metab 2017;102:1413–1439; Golden NH et al. AAP Clinical Report, Pediatrics 2016;138(3):e20161649; Mountjoy M et al. IOC consensus statement on REDs, Br J Sports Med 2023;57:1073–1097',
    },
  },
  {
    // Round 21 zh-158: "naicha真的一口都不能喝吗 我一周三杯 有没有不胖的点法" (奶茶 in pinyin) — declined.
    id: 'milk-tea-how-to-order-lighter',
    when: [
      // 奶茶 typed in pinyin (zh-158); in characters it is milk-tea-order's and milk-tea-zero-sugar's.
      /\bnaicha\b|\bnai ?cha\b|naicha/,
      /不胖|胖|热量|卡|减肥|减脂|怎么点|点法|一口都不能|不能喝|能不能喝|能喝吗|少喝|几杯|\bfattening\b|\bcalories\b|\bhow (should|do|can) i order\b|\bhealthier\b|\bweight\b|\bat all\b/,
    ],
    unless: [
      /零卡|0卡|代糖|甜味剂|木糖醇|赤藓糖醇|甜菊|咖啡因|\bsweeteners?\b|\bstevia\b|\bcaffeine\b/,
      /糖尿病|血糖|\bdiabet\w*|苯丙酮|\bpku\b/,
    ],
    // The everyday row's own text and its people (pregnancy, caffeine-sensitive medicines): one answer per
    // class; these words reach it typed in pinyin or asked as "不能喝吗 … 不胖的点法".
    notFor: [
      ...[MILK_TEA_ORDER.notFor ?? []].flat(),
      { conditions: ['diabetes', 'gestational_diabetes', 'pku'], medicines: ['insulin', 'sulfonylurea'] },
    ],
    intent: 'food_sources',
    ...textOf(EVERYDAY_FAQ, 'milk-tea-order'),
  },
  {
    // Round 21 zh-160: "那喝无糖可乐呢" after milk tea — declined with a medicine caveat.
    id: 'diet-cola-instead',
    when: [
      /无糖可乐(?!果(?!汁))|零度可乐(?!果(?!汁))|零度|健怡|零卡可乐(?!果(?!汁))|0糖可乐(?!果(?!汁))|无糖汽水|零糖汽水|无糖气泡水|元气森林|\bdiet (coke|soda|pop)\b|\bcoke zero\b|\bzero[- ]sugar (soda|coke|cola|drinks?)\b|\bpepsi max\b/,
    ],
    // After a sleeve or bypass: no fizzy drinks at all (rows-round50.ts, sleeve-or-bypass-fizzy-drinks).
    unless: [
      /断食|空腹期|16[:比]8|\bfasting\b/,
      /袖状胃|胃袖|缩胃|减重手术|胃旁路|\b(sleeve|gastric sleeve|sleeve gastrectomy|gastric bypass|bariatric|wls)\b/,
    ],
    notFor: [PKU, PREGNANT, FLUID_LIMITED, { conditions: ['bariatric_surgery'] }],
    intent: 'food_sources',
    text: {
      zh: '**比含糖可乐好：无糖可乐几乎没有热量，偶尔想喝汽水时用它代替含糖的可以，但别当水喝。** 代糖在规定用量内是安全的，不过世界卫生组织2023年的指南不建议靠代糖来控制体重——它还是甜的，容易让人一直想吃甜的；可乐偏酸，天天喝会伤牙釉质；一罐（330毫升）还有约30–40毫克咖啡因，下午晚些喝会影响睡觉。平时解渴最好是白开水、气泡水（不加糖）、淡茶或无糖酸奶、牛奶；想喝可乐，一周几罐以内、随饭喝就好。',
      en: '**Better than regular cola: diet cola has almost no calories, so swapping it for a sugary one now and then is fine — just don’t drink it like water.** Approved sweeteners are safe within their limits, but WHO’s 2023 guideline advises against relying on them for weight control — the taste keeps a sweet habit going; cola is acidic and daily sipping wears tooth enamel; and a can (330–355 ml) has about 30–45 mg of caffeine, which can disturb sleep later in the day. For everyday thirst, water, unsweetened sparkling water, light tea or plain milk are best; a few cans a week with meals is fine.',
    },
    source: {
      ref: 'WHO Guideline: use of non-sugar sweeteners (2023); EFSA NDA Panel, Scientific Opinion on the safety of caffeine, EFSA J 2015;13:4102; USDA FoodData Central（可乐咖啡因含量）; 中国居民膳食指南（2022）准则五',
    },
  },
  {
    // Round 21 zh-159: "用代餐饼干代替午饭 下午上课会不会没劲" (a student) got the adult meal-replacement text.
    id: 'student-meal-replacement-lunch',
    when: [
      /代餐|饼干|奶昔|蛋白棒|能量棒|\bmeal[- ]replacements?\b|\bshakes?\b|\b(protein|diet|cereal) bars?\b|\bbiscuits?\b/,
      /午饭|午餐|中午|一顿|代替|替代|当饭|\blunch\b|\binstead of\b|\breplac\w*\b|\bskip\w*\b/,
    ],
    for: STUDENT,
    notFor: [ADULT_BY_PLAN],
    intent: 'weight_change',
    text: {
      zh: '**很可能会：一两块代餐饼干的热量和蛋白质都不够一顿正餐，吃完一两个小时就饿，下午上课容易没精神、注意力不集中，晚上还更容易吃多。** 还在长身体的学生不建议用代餐代替正餐。午饭要有一份主食（米饭、面条、杂粮）、一份蛋白质（蛋、肉、鱼、豆腐）和蔬菜；想控制体重，主食吃一碗不加量，少吃油炸的，饮料换成水。时间紧或食堂不合口：带一个饭团或三明治，加一个鸡蛋、一盒牛奶和一个水果。代餐饼干最多当上午或下午饿时的一小份加餐。',
      en: '**Very likely: a couple of meal-replacement biscuits don’t have the calories or protein of a real lunch, so you get hungry within an hour or two, feel flat and lose focus in afternoon classes — and tend to eat more in the evening.** Students who are still growing shouldn’t replace meals. Lunch needs a starch (rice, noodles, bread or whole grains), a protein (egg, meat, fish or tofu) and vegetables; to manage weight, keep the starch to a normal portion, go easy on fried food and drink water instead of sweet drinks. Short of time or don’t like the canteen: pack a rice ball or sandwich with an egg, a carton of milk and a piece of fruit. A biscuit works at most as a small snack when you’re hungry between meals.',
    },
    source: {
      ref: 'Golden NH et al. Preventing Obesity and Eating Disorders in Adolescents, AAP Clinical Report, Pediatrics 2016;138(3):e20161649; 中国学龄儿童膳食指南（2022）',
    },
  },
];
