/**
 * A child or teenager who trains hard, and how much they must eat (blind answer round 53, zh-001, development
 * data: "我女儿13岁，游泳队的，一星期练6天每天两个钟 … 她一天到底要吃多少热量先够？" got the 14–18 year range of a
 * teenager who should not diet, her training and her skipped meals unsaid). A young athlete's first danger is
 * eating too little for the training — low energy availability, which stops periods, thins bones and often
 * opens an eating disorder (IOC consensus on RED-S 2023) — so the answer gives the amount to eat at least,
 * worked out from the age, height and weight said (IOM 2005 EER for 9–18 years, energy/youth.ts), and what
 * to watch for.
 */
import { MINOR } from './audiences';
import { chineseNumberSaid } from '../../units/number-words';
import { youthEnergyRequirement, YOUTH_EER_SOURCE } from '../../energy/youth';
import type { Sex } from '../../targets';
import type { ComposeInput, FaqRow } from './types';

/** Calories or how much to eat asked. */
const HOW_MUCH_ENERGY =
  /卡路里|热量|千卡|大卡|(吃|食)多少(才|先)?(够|得)|吃够|\bcalories?\b|\bkcals?\b|\bhow much (should|does|do|must) (she|he|they|i|my \w+) eat\b|\bhow much food\b|\beat enough\b/;
/** Training for a sport, said as a team, a squad, sessions or hours. */
const TRAINING =
  /游泳队|校队|田径队|篮球队|足球队|排球队|体操队|舞蹈队|体校|专业队|省队|市队|集训|训练|(一星期|一周|每周|每天|天天)练|练[一二两三四五六七八九十\d]+(天|个钟|个小时|小时)|\b(swim|swimming|track|soccer|football|basketball|netball|volleyball|rugby|hockey|rowing|gymnastics|dance|ballet|athletics|cross.country|tennis) (team|squad|club|practice|training|meets?)\b|\b(swims|runs|dances|skates|rows|cycles|plays (football|soccer|basketball|netball|tennis|hockey|rugby))\b[^.?!]{0,25}\b(\d+|one|two|three|four|five|six) (hours?|hrs?|times a week|days a week)\b|(游泳|跑步|踢球|打球|跳舞|练舞)[^，。？！?!]{0,6}(每天|一天)[^，。？！?!]{0,4}(两|三|四|\d)(个)?(小时|钟)|\btrains?\b|\btraining\b|\bpractices?\b|\bcompetitive\w*\b|\bathletes?\b/;

const FEMALE = /女儿|闺女|女孩|女生|孙女|外孙女|她|\bdaughter\b|\bgirl\b|\bshe\b|\bher\b|\bgranddaughter\b/;
const MALE = /儿子|男孩|男生|孙子|外孙(?!女)|他|\bson\b|\bboy\b|\bhe\b|\bhis\b|\bhim\b|\bgrandson\b/;

function sexSaid(text: string): Sex | null {
  const t = text.toLowerCase();
  const f = FEMALE.test(t);
  const m = MALE.test(t);
  return f === m ? null : f ? 'female' : 'male';
}

/** "13岁", "十三岁", "she is 13", "a 13-year-old": an age of 9–18 said. */
function ageSaid(text: string): number | null {
  const t = text.toLowerCase();
  const zh = /(?<![\d.])(\d{1,2})\s*(?:岁|周岁)|([一二两三四五六七八九十]{1,3})\s*(?:岁|周岁)/.exec(t);
  const en =
    /\b(\d{1,2})[- ]?(?:yo|y\/o|yrs?|years?)(?:[- ]old)?\b|\b(?:she|he)(?:'s| is) (\d{1,2})\b(?! ?(?:kg|kilos?|lbs?|cm|hours?|h\b))|\b(?:daughter|son|girl|boy) (?:is|turned|just turned) (\d{1,2})\b/.exec(
      t,
    );
  const word = zh?.[1] ?? zh?.[2] ?? en?.[1] ?? en?.[2] ?? en?.[3];
  const age = word === undefined ? null : chineseNumberSaid(word);
  return age !== null && age >= 9 && age <= 18 ? age : null;
}

/** "158cm", "身高158", "1米58": a height of 120–199 cm said. */
function heightSaid(text: string): number | null {
  const t = text.toLowerCase();
  const m = /(?:身高|个子)\s*(1[2-9]\d)|(?<![\d.])(1[2-9]\d)\s*(?:cm|厘米|公分)/.exec(t);
  if (m) return Number(m[1] ?? m[2]);
  const mi = /1米([2-9])(\d)?/.exec(t);
  return mi ? 100 + Number(mi[1]) * 10 + Number(mi[2] ?? 0) : null;
}

/** "44kg", "44公斤", "88斤", "97 lb": a weight of 20–150 kg said. */
function weightSaid(text: string): number | null {
  const t = text.toLowerCase();
  const kg = /(?<![\d.])(\d{2,3}(?:\.\d)?)\s*(?:kg|kgs|公斤|千克|kilos?)(?![a-z])/.exec(t);
  const jin = /(?<![\d.])(\d{2,3}(?:\.\d)?)\s*斤/.exec(t);
  const lb = /(?<![\d.])(\d{2,3}(?:\.\d)?)\s*(?:lbs?|pounds)\b/.exec(t);
  const w = kg ? Number(kg[1]) : jin ? Number(jin[1]) / 2 : lb ? Number(lb[1]) * 0.4536 : null;
  return w !== null && w >= 20 && w <= 150 ? w : null;
}

const round50 = (x: number) => Math.round(x / 50) * 50;
const thousands = (x: number) => x.toLocaleString('en-US');

/** The amount to eat at least, from what the parent said; null when the age, sex, height or weight is missing. */
function eatAtLeast(said: ComposeInput): { low: number; high: number; age: number } | null {
  const text = `${said.previous ?? ''} ${said.text}`;
  const sex = sexSaid(text);
  const age = ageSaid(text);
  const height = heightSaid(text);
  const weight = weightSaid(text);
  if (!sex || age === null || height === null || weight === null) return null;
  const low = youthEnergyRequirement(sex, age, height, weight, 'active');
  const high = youthEnergyRequirement(sex, age, height, weight, 'very_active');
  return low === null || high === null ? null : { low: round50(low), high: round50(high), age };
}

const REST_ZH =
  '吃得不够又大量训练，运动医学叫“能量可利用性低”（RED-S）：会让月经推迟或停掉、骨头变薄、容易应力性骨折和受伤、成绩和注意力下降，也常常是进食障碍的开始。能做的：一日三餐不省，早餐一定吃（牛奶或豆浆、鸡蛋、包子或面包）；米饭、面条是训练的燃料，不要砍掉；训练前1–2小时吃点好消化的（香蕉、面包、饭团），练完一小时内吃一顿有主食和蛋白质的（牛奶加面包、鸡蛋面）。孩子说想“显得瘦”、开始不吃早饭或主食，要认真对待：请尽快带孩子看儿科、青少年或运动医学门诊；女孩月经停了或三个月没来、体重在掉、训练时头晕乏力，更要早去。可以请教练一起配合，家里不要评论孩子的身材。';
const REST_EN =
  'Training hard on too little food is what sports medicine calls low energy availability (RED-S): it delays or stops periods, thins bones, brings stress fractures and injuries, lowers performance and concentration, and often opens the door to an eating disorder. What helps: three meals, never skipped — breakfast above all (milk, eggs, toast or a bun); rice, noodles and bread are training fuel, not something to cut; a light snack 1–2 hours before training (a banana, bread, a rice ball) and a meal with starch and protein within an hour after. A child who wants to “look lean” and starts skipping breakfast or starches needs to be taken seriously: see the paediatrician, an adolescent or sports-medicine clinic soon — sooner if a girl’s periods have stopped or not come for three months, weight is falling, or she is dizzy or drained at training. Ask the coach to help, and keep comments on body shape out of the house.';

function youngAthleteEnergy(said: ComposeInput, zh: boolean): string | null {
  const need = eatAtLeast(said);
  if (!need) return null;
  if (zh)
    return `**大量训练的孩子，需要的热量比一般同龄人多得多：按${need.age}岁、所说的身高体重和大运动量估算，每天大约${thousands(need.low)}–${thousands(need.high)}千卡（美国医学研究所青少年能量需要量公式），练得多的日子取上限——这是“至少要吃够”的量，不是要控制在它以下。** ${REST_ZH}`;
  return `**Training like this, a growing child needs far more than most children of the same age: for ${need.age} years with the height and weight you gave and a heavy training load, about ${thousands(need.low)}–${thousands(need.high)} kcal a day (the Institute of Medicine’s equation for 9–18-year-olds), the top of that on big training days — an amount to reach at least, not a ceiling to diet under.** ${REST_EN}`;
}

/** Periods stopped, late or not come for months. */
const PERIODS_STOPPED =
  /(月经|例假|大姨妈|经期)[^，。？！?!]{0,8}(停|没来|不来|没有来|推迟|不规律|乱了)|停经|闭经|\b(periods?|menses|menstruation)\b[^.?!]{0,25}\b(stop\w*|stopped|missing|missed|gone|late|not come|hasn.?t come|haven.?t come|no longer)\b|\b(no|missed|missing) periods?\b|\bamenorrh\w*/;

function periodsStoppedLead(said: ComposeInput, zh: boolean): string {
  const need = eatAtLeast(said);
  const amount = need
    ? zh
      ? `按${need.age}岁、所说的身高体重和大运动量，她每天大约需要${thousands(need.low)}–${thousands(need.high)}千卡（美国医学研究所青少年能量需要量公式），这是至少要吃够的量。`
      : `For ${need.age} years with the height and weight you gave and heavy training, she needs about ${thousands(need.low)}–${thousands(need.high)} kcal a day (the Institute of Medicine’s equation for 9–18-year-olds) — an amount to reach at least. `
    : '';
  return zh
    ? `**很可能和吃得不够有关：大量训练又吃得少，是运动的女孩月经停掉最常见的原因（运动医学叫“能量可利用性低”，RED-S）——这不是训练的正常现象，停了三个月要尽快看医生（儿科、青少年妇科或运动医学门诊），医生会排除其他原因、看骨骼健康。** ${amount}${REST_ZH}`
    : `**Very likely, yes: training hard while eating too little is the commonest reason a young athlete’s periods stop (low energy availability, RED-S) — it is not a normal part of training, and three months without a period needs a doctor soon (the paediatrician, an adolescent gynaecology or sports-medicine clinic), who will rule out other causes and look after her bones.** ${amount}${REST_EN}`;
}

export const YOUNG_ATHLETE_FAQ: readonly FaqRow[] = [
  {
    id: 'young-athlete-periods-stopped',
    when: [PERIODS_STOPPED, TRAINING],
    for: MINOR,
    notFor: { minAge: 19 },
    intent: 'weight_change',
    compose: periodsStoppedLead,
    text: {
      zh: `**很可能和吃得不够有关：大量训练又吃得少，是运动的女孩月经停掉最常见的原因（运动医学叫“能量可利用性低”，RED-S）——这不是训练的正常现象，停了三个月要尽快看医生（儿科、青少年妇科或运动医学门诊），医生会排除其他原因、看骨骼健康。** ${REST_ZH}`,
      en: `**Very likely, yes: training hard while eating too little is the commonest reason a young athlete’s periods stop (low energy availability, RED-S) — it is not a normal part of training, and three months without a period needs a doctor soon (the paediatrician, an adolescent gynaecology or sports-medicine clinic), who will rule out other causes and look after her bones.** ${REST_EN}`,
    },
    source: {
      ref: `Mountjoy M et al. 2023 International Olympic Committee's (IOC) consensus statement on Relative Energy Deficiency in Sport (REDs). Br J Sports Med 2023;57:1073–1097; Gordon CM et al. Functional hypothalamic amenorrhea: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2017;102:1413–1439; ${YOUTH_EER_SOURCE.ref}`,
      url: 'https://doi.org/10.1136/bjsports-2023-106994',
    },
  },
  {
    id: 'young-athlete-energy',
    when: [HOW_MUCH_ENERGY, TRAINING],
    unless: [/增重|增肌|\bbulk\w*\b/],
    for: MINOR,
    notFor: { minAge: 19 },
    intent: 'weight_change',
    compose: youngAthleteEnergy,
    text: {
      zh: `**大量训练的孩子需要的热量比一般同龄人多得多：女孩9–13岁一般每天约1,400–2,200千卡、14–18岁约1,800–2,400千卡，男孩约1,600–2,600和2,000–3,200千卡，练得多的孩子在上限甚至更多——这是“至少要吃够”的量，不是要控制在它以下。** 告诉我孩子的年龄、身高和体重，我可以按公式算得更具体。${REST_ZH}`,
      en: `**A child who trains hard needs far more than most children of the same age: girls of 9–13 generally need about 1,400–2,200 kcal a day and of 14–18 about 1,800–2,400, boys about 1,600–2,600 and 2,000–3,200 — a young athlete at the top of that or above. It is an amount to reach at least, not a ceiling to diet under.** Tell me the age, height and weight and I can work it out more closely. ${REST_EN}`,
    },
    source: {
      ref: `${YOUTH_EER_SOURCE.ref}; Dietary Guidelines for Americans 2020–2025, Appendix 2 (estimated calorie needs by age, sex and activity); Mountjoy M et al. 2023 International Olympic Committee's (IOC) consensus statement on Relative Energy Deficiency in Sport (REDs). Br J Sports Med 2023;57:1073–1097; Desbrow B et al. Sports Dietitians Australia position statement: sports nutrition for the adolescent athlete. Int J Sport Nutr Exerc Metab 2014;24:570–584`,
      url: 'https://doi.org/10.1136/bjsports-2023-106994',
    },
  },
];
