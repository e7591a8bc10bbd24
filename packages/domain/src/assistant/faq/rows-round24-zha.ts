/**
 * Blind answer round 24's zh-CN questions (batch zha) answered with a neighbouring topic or declined
 * (development data, issue 30 §2), each written for the class of question (subject × what is asked × who
 * asks), not one question's words: three meals or small frequent meals when losing weight (and on an
 * antipsychotic); prune juice with diabetes; a pregnancy gain judged against the week (the weights said
 * worked out) and the weekly gain from now on; greasy broth and very much fruit in pregnancy (the amount
 * named); long-simmered soup with potassium held by medicines; the male partner's sperm, zinc and CoQ10;
 * 16:8 fasting before conceiving; thirst, phosphate, eggs and staples on dialysis; the bedtime snack and
 * fluids in cirrhosis with ascites; isoniazid with B6, fish and fermented foods, rifampicin with
 * breakfast, cheap protein; sublingual B12, soft folate foods, a multivitamin for a deficiency and when
 * to recheck; protein and protein powder after a sleeve gastrectomy. The rows for phosphate foods and milk on
 * dialysis, rifampicin with breakfast, and fish and fermented foods on isoniazid are each one row with the
 * en batch's row for the same class, in rows-round24-ena.ts (dialysis-high-phosphate-foods-milk,
 * tb-tablets-empty-stomach-or-food, isoniazid-cheese-and-fish).
 */
import { pickZh } from '../../contracts/common';
import { expectedGainAt, gestationalWeightGainFor, judgeGain } from '../../conditions';
import { MINOR, NO_DEFICIT, PREGNANT } from './audiences';
import { weightSaidKg } from './rows-round21-zhbad';
import { ZH_CLASS } from './rows-standard-pregnancy';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';
const CN_GUIDE = '中国居民膳食指南（2022）';
const CN_FOOD = '中国食物成分表 标准版 第6版（2018）';

const PREGNANT_STAGE: FaqAudience = { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'] };
const DIALYSIS: FaqAudience = {
  conditions: ['dialysis'],
  said: /(?<!没|未|不|没有|不用|还没)透析|(?<!not on |no |not yet on |before |not )\bdialysis\b|\bha?emodialysis\b/,
};
/** CKD or dialysis: staples are the same question for both. */
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /肾病|肾功能不全|肾衰|肾不好|尿毒症|透析|\bckd\b|\bkidney disease\b|\bdialysis\b/,
};
const CIRRHOSIS: FaqAudience = {
  conditions: ['cirrhosis'],
  said: /肝硬化|腹水|\bcirrho\w*|\bascites\b/,
};
const ISONIAZID: FaqAudience = { medicines: ['isoniazid'] };
const BARIATRIC: FaqAudience = {
  conditions: ['bariatric_surgery'],
  said: /袖状胃|缩胃|胃旁路|胃转流|减重手术|减肥手术|切胃减肥|胃切了.{0,4}减|\bsleeve\b|\bgastric bypass\b|\bbariatric\b|\bweight[- ]loss surgery\b/,
};
const DIABETES: FaqAudience = {
  conditions: ['diabetes', 'gestational_diabetes'],
  medicines: ['metformin', 'insulin', 'sulfonylurea'],
  said: /糖尿病|血糖|控糖|tnb|xuetang|\bdiabet\w*|\bblood sugar\b|\bglucose\b/,
};
const ANTIPSYCHOTIC_APPETITE: FaqAudience = { medicines: ['clozapine', 'olanzapine'] };
const INSULIN_OR_SU: FaqAudience = { medicines: ['insulin', 'sulfonylurea'] };
const POTASSIUM_MEDICINES: FaqAudience = {
  medicines: ['potassium_sparing_diuretic', 'ace_inhibitor', 'arb'],
};
const LOSING_WEIGHT_SAID: FaqAudience = {
  said: /减肥|减重|减脂|瘦下来|想瘦|掉秤|\blos(e|ing) weight\b|\bweight loss\b|\bslim\w*/,
};
const ALCOHOL = /酒|\balcohol\b|\bbeer\b|\bwine\b|\bdrunk\b/;

// ---- a pregnancy gain worked out from what was said or the plan -------------------------------------

const num = (s: string | undefined) => (s === undefined ? null : Number(s));

/** "孕前55kg", "怀孕前110斤", "55 kg before pregnancy": the pre-pregnancy weight said, in kg. */
function preWeightSaid(text: string): number | null {
  const t = text.toLowerCase();
  const zh =
    /(?:孕前|怀孕前|怀孕之前|没怀孕的时候)[^，。？?,\d]{0,4}(\d{2,3}(?:\.\d)?)\s*(kg|公斤|千克|斤)?/.exec(t);
  if (zh) return zh[2] === '斤' ? Number(zh[1]) / 2 : Number(zh[1]);
  const en =
    /(\d{2,3}(?:\.\d)?)\s*(kg|kgs|lbs?|pounds)\s*(?:before (?:pregnancy|i got pregnant|getting pregnant)|pre-?pregnancy)/.exec(
      t,
    ) ?? /pre-?pregnancy(?: weight)?(?: was| of)?\s*(\d{2,3}(?:\.\d)?)\s*(kg|kgs|lbs?|pounds)?/.exec(t);
  if (en) return /lb|pound/.test(en[2] ?? '') ? Math.round(Number(en[1]) * 0.4536) : Number(en[1]);
  return null;
}

/** "现在66kg", "已经60了", "now 66 kg": the weight now said, in kg (not a week: "现在快25周"). */
function nowWeightSaid(text: string): number | null {
  const t = text.toLowerCase();
  for (const m of t.matchAll(
    /(?:现在|目前|如今|已经|涨到|长到|now|currently)[^，。？?,\d]{0,4}(\d{2,3}(?:\.\d)?)(?!\d|\s*(?:周|w\b|wks?\b|weeks?\b|个月|天))\s*(kg|kgs|公斤|千克|斤|lbs?|pounds)?/g,
  )) {
    const kg =
      m[2] === '斤'
        ? Number(m[1]) / 2
        : /lb|pound/.test(m[2] ?? '')
          ? Math.round(Number(m[1]) * 0.4536)
          : Number(m[1]);
    if (kg >= 35 && kg <= 220) return kg;
  }
  return null;
}

/** "孕24周", "24周了", "24 weeks": the week of pregnancy said. */
function weekSaid(text: string): number | null {
  const t = text.toLowerCase();
  const m = /(?:孕|怀孕)?\s*(\d{1,2})\s*(?:周|w\b|wks?\b|weeks?\b)/.exec(t);
  const w = num(m?.[1]);
  return w !== null && w >= 4 && w <= 42 ? w : null;
}

/** "身高160", "160cm", "1米6": the height said, in cm. */
function heightSaid(text: string): number | null {
  const t = text.toLowerCase();
  const m = /(?:身高|个子)\s*(1[4-9]\d)|(?<![\d.])(1[4-9]\d)\s*(?:cm|厘米|公分)/.exec(t);
  if (m) return Number(m[1] ?? m[2]);
  const mi = /1米([5-8])(\d)?/.exec(t);
  return mi ? 100 + Number(mi[1]) * 10 + Number(mi[2] ?? 0) : null;
}

interface GainFacts {
  pre: number;
  now: number;
  week: number;
  height: number;
}

function gainFacts(said: ComposeInput): Partial<GainFacts> {
  const both = [said.text, said.previous ?? ''];
  const first = <T>(f: (t: string) => T | null): T | null => {
    for (const t of both) {
      const v = f(t);
      if (v !== null) return v;
    }
    return null;
  };
  const pre = first(preWeightSaid) ?? said.prePregnancyWeightKg ?? null;
  const now = first(nowWeightSaid) ?? said.weightKg ?? null;
  const week = first(weekSaid) ?? said.gestationalWeek ?? null;
  const height = first(heightSaid) ?? said.heightCm ?? null;
  return {
    ...(pre !== null && pre >= 35 && pre <= 200 ? { pre } : {}),
    ...(now !== null && now >= 35 && now <= 220 ? { now } : {}),
    ...(week !== null ? { week } : {}),
    ...(height !== null && height >= 140 && height <= 200 ? { height } : {}),
  };
}

const EN_CLASS: Record<string, string> = {
  underweight: 'underweight',
  normal: 'a healthy weight',
  overweight: 'overweight',
  obese: 'obesity',
};
const r2 = (r: readonly [number, number], sep = '–') => `${r[0]}${sep}${r[1]}`;
const fmt = (x: number) => String(Math.round(x * 10) / 10);

function gainSoFar(said: ComposeInput, zh: boolean): string | null {
  const f = gainFacts(said);
  if (f.pre === undefined || f.now === undefined || f.week === undefined || f.height === undefined)
    return null;
  const bmi = Math.round((f.pre / (f.height / 100) ** 2) * 10) / 10;
  const row = gestationalWeightGainFor(bmi, zh ? 'zh-CN' : 'en-US');
  const expected = row ? expectedGainAt(row, f.week) : null;
  if (!row || !expected) return null;
  const gained = Math.round((f.now - f.pre) * 10) / 10;
  const verdict = judgeGain(gained, expected);
  const over = Math.round((gained - expected[1]) * 10) / 10;
  const std = zh ? 'WS/T 801-2022' : 'IOM 2009';
  const cls = zh ? ZH_CLASS[row.bmiClass] : EN_CLASS[row.bmiClass];
  const head = zh
    ? `**按孕前${fmt(f.pre)}公斤、身高${f.height}厘米算，孕前BMI ${bmi}（${cls}）；孕${f.week}周时一般累计增重约${r2(expected)}千克，你已经长了${fmt(gained)}千克，${
        verdict === 'above'
          ? over < 1
            ? `比范围的上限多了约${fmt(over)}千克，略快一点，后面放慢就好。`
            : `比范围的上限多了约${fmt(over)}千克，确实长得偏快${over >= 2 ? '，超得不算少' : ''}。`
          : verdict === 'within'
            ? '在这个范围内，不算超。'
            : '还低于这个范围。'
      }**`
    : `**With ${fmt(f.pre)} kg before pregnancy at ${f.height} cm, your pre-pregnancy BMI was ${bmi} (${cls}); by week ${f.week} the usual gain so far is about ${r2(expected)} kg and you have gained ${fmt(gained)} kg — ${
        verdict === 'above'
          ? over < 1
            ? `about ${fmt(over)} kg above the top of that range — a little fast; just slow down from here.`
            : `about ${fmt(over)} kg above the top of that range, so yes, faster than advised.`
          : verdict === 'within'
            ? 'within that range.'
            : 'below that range.'
      }**`;
  const rest =
    verdict === 'above'
      ? zh
        ? ` 整个孕期建议增重${r2(row.totalKg)}千克，孕中晚期每周约${r2(row.rateKgWeek)}千克（${std}）；你后面每周最好在下限附近（约${row.rateKgWeek[0]}–${Math.round(((row.rateKgWeek[0] + row.rateKgWeek[1]) / 2) * 100) / 100}千克）。孕期不要节食、也不要想着减下来，宝宝还在长：先把含糖饮料、奶茶、甜点、油炸零食和“加的那碗饭”去掉，水果每天200–300克，每天饭后走路30分钟左右。24–28周的糖耐量试验（OGTT）一定要按时做，长得快的人更要查。一周里体重突然涨1公斤以上，并且脸、手明显浮肿、头痛或看东西模糊，要当天去医院测血压。`
        : ` The advised total is ${r2(row.totalKg)} kg, about ${r2(row.rateKgWeek)} kg a week in the second and third trimesters (${std}); from now on aim for the lower end (about ${row.rateKgWeek[0]}–${Math.round(((row.rateKgWeek[0] + row.rateKgWeek[1]) / 2) * 100) / 100} kg a week). Do not diet or try to lose weight in pregnancy — the baby is still growing: cut sugary drinks, bubble tea, desserts, fried snacks and second helpings first, keep fruit to about 2 servings a day, and walk about 30 minutes after meals. Make sure you have the glucose tolerance test at 24–28 weeks. A sudden gain of more than 1 kg in a week with swelling of the face or hands, a headache or blurred vision needs a blood-pressure check the same day.`
      : zh
        ? ` 整个孕期建议增重${r2(row.totalKg)}千克，孕中晚期每周约${r2(row.rateKgWeek)}千克（${std}）。照常吃好三餐，产检时请医生把体重画在增重曲线上看；不要节食。`
        : ` The advised total is ${r2(row.totalKg)} kg, about ${r2(row.rateKgWeek)} kg a week in the second and third trimesters (${std}). Keep to regular meals and ask your midwife or obstetrician to plot your weight at each visit; do not diet.`;
  return head + rest;
}

function weeklyFromNow(said: ComposeInput, zh: boolean): string | null {
  const f = gainFacts(said);
  if (f.pre === undefined || f.height === undefined) return null;
  const bmi = Math.round((f.pre / (f.height / 100) ** 2) * 10) / 10;
  const row = gestationalWeightGainFor(bmi, zh ? 'zh-CN' : 'en-US');
  if (!row) return null;
  const std = zh ? 'WS/T 801-2022' : 'IOM 2009';
  const cls = zh ? ZH_CLASS[row.bmiClass] : EN_CLASS[row.bmiClass];
  const expected = f.week !== undefined ? expectedGainAt(row, f.week) : null;
  const gained = f.now !== undefined ? Math.round((f.now - f.pre) * 10) / 10 : null;
  const above = expected !== null && gained !== null && judgeGain(gained, expected) === 'above';
  const low = row.rateKgWeek[0];
  const mid = Math.round(((row.rateKgWeek[0] + row.rateKgWeek[1]) / 2) * 100) / 100;
  const left = f.week !== undefined ? Math.max(0, 40 - f.week) : null;
  const projected =
    above && left !== null && gained !== null
      ? [Math.round((gained + left * low) * 10) / 10, Math.round((gained + left * mid) * 10) / 10]
      : null;
  if (zh)
    return `**孕前BMI ${bmi}（${cls}）的人，孕中晚期每周增重约${r2(row.rateKgWeek)}千克算正常（${std}），一个月约${fmt(row.rateKgWeek[0] * 4)}–${fmt(row.rateKgWeek[1] * 4)}千克${
      above
        ? `；你前面已经长得偏快，后面每周最好在下限附近，约${low}–${mid}千克（一个月约${fmt(low * 4)}–${fmt(mid * 4)}千克）`
        : ''
    }。**${
      projected && left !== null
        ? ` 按这个速度，到40周总共约${r2(projected as unknown as [number, number])}千克（整个孕期建议${r2(row.totalKg)}千克）——不用也不应该减下来，只要后面长得慢一点。`
        : ` 整个孕期建议增重${r2(row.totalKg)}千克。`
    }每周固定一天早上空腹、上完厕所后称一次，比天天称更准；一周涨超过0.5千克，看看那一周含糖饮料、甜点、水果和主食是不是多了。不要节食，三餐照吃、每餐有蛋白质和蔬菜。一周里突然涨1公斤以上并且浮肿、头痛、看东西模糊，要当天就医。`;
  return `**With a pre-pregnancy BMI of ${bmi} (${cls}), about ${r2(row.rateKgWeek)} kg a week in the second and third trimesters is on track (${std}), roughly ${fmt(row.rateKgWeek[0] * 4)}–${fmt(row.rateKgWeek[1] * 4)} kg a month${
    above
      ? `; as you are already above the range, aim for the lower end from now on, about ${low}–${mid} kg a week`
      : ''
  }.**${
    projected && left !== null
      ? ` At that pace you would end at about ${r2(projected as unknown as [number, number])} kg in total by 40 weeks (advised total ${r2(row.totalKg)} kg) — you do not need to, and should not, lose any; just gain more slowly.`
      : ` The advised total is ${r2(row.totalKg)} kg.`
  } Weigh once a week, same morning, before breakfast — it is more accurate than daily. If a week's gain is over 0.5 kg, look at that week's sugary drinks, sweets, fruit and starch. Do not diet; keep regular meals with protein and vegetables. A sudden gain of more than 1 kg in a week with swelling, a headache or blurred vision needs a doctor the same day.`;
}

// ---- fruit named in pregnancy -------------------------------------------------------------------------

/** Watermelon flesh named ("半个西瓜", "一个西瓜", "3斤西瓜"), in grams of flesh [low, high], or null. */
function watermelonSaid(text: string): { g: [number, number]; said: string } | null {
  const t = text.toLowerCase();
  if (!/西瓜|\bwatermelon\b/.test(t)) return null;
  if (/半个西瓜|西瓜[^，。？?]{0,4}半个|\bhalf (a|of a|the) watermelon\b/.test(t))
    return { g: [1000, 1500], said: '半个西瓜' };
  if (/(一|1|整)个西瓜|一整个|\b(a|one) whole watermelon\b/.test(t))
    return { g: [2000, 3000], said: '一个西瓜' };
  const jin =
    /(\d(?:\.\d)?|[一两二三四五])\s*斤[^，。？?]{0,3}西瓜|西瓜[^，。？?]{0,4}?(\d(?:\.\d)?|[一两二三四五])\s*斤/.exec(
      t,
    );
  if (jin) {
    const cn: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5 };
    const raw = jin[1] ?? jin[2]!;
    const n = cn[raw] ?? Number(raw);
    return { g: [n * 500, n * 500], said: `${raw}斤西瓜` };
  }
  return null;
}

function pregnancyFruitAmount(said: ComposeInput, zh: boolean): string | null {
  const w = watermelonSaid(said.text);
  if (!w) return null;
  const [lo, hi] = w.g;
  const kcal = [Math.round((lo * 0.3) / 10) * 10, Math.round((hi * 0.3) / 10) * 10];
  const sugar = [Math.round((lo * 0.06) / 5) * 5, Math.round((hi * 0.06) / 5) * 5];
  const times = [Math.round(lo / 300), Math.round(hi / 200)];
  const rng = (a: number, b: number) => (a === b ? `${a}` : `${a}–${b}`);
  return zh
    ? `**是太多了。${w.said === '半个西瓜' ? '半个中等大小的西瓜，瓜瓤大约1–1.5千克' : `${w.said}（瓜瓤约${rng(lo, hi)}克）`}，约${rng(kcal[0]!, kcal[1]!)}千卡、含糖约${rng(sugar[0]!, sugar[1]!)}克，相当于孕中期一天水果推荐量（200–300克）的${rng(times[0]!, times[1]!)}倍。** 西瓜本身没问题，问题在量：一晚上这么多，糖和热量一下子上来，体重会长得快，也不利于血糖（24–28周要做糖耐量试验）。建议一天的水果合计200–300克——西瓜大约是切好的两三块（一小碗），放在两餐之间吃，别在睡前大量吃；解渴靠白开水或淡柠檬水。热的时候想吃凉的，可以把西瓜切小块冻一下慢慢吃，或者换成黄瓜、番茄。`
    : `**Yes, that is too much. ${w.said === '半个西瓜' ? 'Half a medium watermelon is about 1–1.5 kg of flesh' : `That is about ${rng(lo, hi)} g of flesh`} — about ${rng(kcal[0]!, kcal[1]!)} kcal and ${rng(sugar[0]!, sugar[1]!)} g of sugar, ${rng(times[0]!, times[1]!)} times the 200–300 g of fruit advised for a whole day in mid-pregnancy.** Watermelon itself is fine; the amount is the problem — that much sugar at once adds weight quickly and does not help your glucose (the glucose tolerance test is at 24–28 weeks). Keep fruit to about 200–300 g a day — for watermelon, two or three slices (a small bowl) — between meals rather than late at night, and quench thirst with water. On hot days, chill small cubes and eat them slowly, or have cucumber or tomatoes.`;
}

// ---- rows -----------------------------------------------------------------------------------------------

const MEAL_FREQUENCY_TEXT = {
  zh: '**减重时一天三顿还是少吃多餐，减得差不多，关键是一天吃进去的总量；多数人按时吃三顿、必要时加一次计划好的小加餐，更好控制——少吃多餐很容易变成“多吃多餐”。** 睡前饿得慌，先看晚饭：晚饭别太早、别只吃菜，要有一掌心的瘦肉、鱼、鸡蛋或豆腐，一大盘蔬菜，主食一拳头，饱腹感能撑到睡觉。真饿了就从一天的量里留出100–150千卡的睡前加餐：一杯无糖酸奶或牛奶、一个煮鸡蛋、一根黄瓜或一个番茄；不吃饼干、方便面、面包和一大盘水果。晚上少看吃东西的视频、零食别放在床边，睡够觉也能少饿一点。',
  en: '**For weight loss, three meals or several small ones work about the same — what counts is the day’s total; most people find three regular meals plus one planned small snack easier to control, as “small frequent meals” easily become more food.** If you are starving at bedtime, look at dinner first: not too early, and not just vegetables — a palm of lean meat, fish, eggs or tofu, a big plate of vegetables and a fist of starch keeps you full longer. If you are still hungry, keep 100–150 kcal of the day for a bedtime snack: a glass of milk or plain yogurt, a boiled egg, a cucumber or a tomato — not crackers, instant noodles, bread or a bowl of fruit. Keep snacks out of the bedroom and sleep enough; both help.',
};
const ANTIPSYCHOTIC_HUNGER = {
  zh: ' 吃氯氮平（或奥氮平）的人饿得特别快，这是药的作用，不是意志差：体重还在涨就请告诉精神科医生，医生可以评估加用帮助控制体重的药或调整方案——不要自己减药停药。',
  en: ' Clozapine (and olanzapine) make people much hungrier — that is the medicine, not a lack of willpower: if your weight keeps rising, tell your psychiatrist, who can consider adding a medicine that helps with weight or adjusting the plan — do not cut or stop it yourself.',
};
const MEAL_FREQUENCY_SOURCE = {
  ref: `Schwingshackl L et al. Impact of meal frequency on anthropometric outcomes: a systematic review and network meta-analysis of randomized controlled trials. Adv Nutr 2020;11:1108–1122; NICE CG189 Obesity (2014, updated 2023); Cooper SJ et al. BAP guidelines on the management of weight gain, metabolic disturbances and cardiovascular risk associated with psychosis and antipsychotic drug treatment. J Psychopharmacol 2016;30:717; ${CN_GUIDE}`,
};
const MEAL_FREQUENCY_WHEN = [
  /三顿|三餐|少吃多餐|少食多餐|一天几顿|一天吃几顿|几餐|\bsmall(er)?,? (frequent )?meals\b|\bthree meals\b|\bmeals a day\b|\bgrazing\b|\bsix small meals\b/,
  /还是|哪个|哪种|好|更|\bor\b|\bbetter\b|\bwhich\b/,
];
const MEAL_FREQUENCY_NOT_FOR: readonly FaqAudience[] = [
  PREGNANT,
  MINOR,
  NO_DEFICIT,
  INSULIN_OR_SU,
  BARIATRIC,
  {
    conditions: ['dialysis', 'cirrhosis', 'gastroparesis'],
    said: /胃轻瘫|胃切|倾倒|肝硬化|透析|\bgastroparesis\b|\bgastrectomy\b|\bdumping\b/,
  },
];

const PRUNE_TEXT = {
  zh: '**西梅汁能喝，但量要小：一小杯（约100毫升）含糖约16–18克、约70千卡，算进当天的水果，随餐喝，别空腹喝一大杯；比起喝汁，直接吃3–4颗西梅干（约30克）更好——有膳食纤维，血糖升得慢，通便效果也不差。** 西梅通便靠的是山梨醇和纤维，吃多了会胀气、拉肚子。第一次喝后测一下餐后2小时血糖，看自己的反应；一天别超过一小杯汁或4–5颗西梅干。通便还要配足水、每天一斤蔬菜（冬天的白菜、萝卜、土豆、冻菜都算），燕麦、玉米、红薯当一部分主食。',
  en: '**Prune juice is fine in a small amount: a small glass (about 100 ml) has about 16–18 g of sugar and 70 kcal — count it as part of the day’s fruit and drink it with a meal, not a large glass on its own; better still, eat 3–4 prunes (about 30 g), which bring fibre, raise glucose more slowly and work as well.** Prunes work through sorbitol and fibre; too many cause wind and diarrhoea. Check your glucose two hours after the first time to see your own response, and keep to one small glass or 4–5 prunes a day. Drink enough water, have plenty of vegetables (winter cabbage, radish, potatoes and frozen vegetables count) and some oats, corn or sweet potato as starch.',
};
const PRUNE_CLOZAPINE = {
  zh: ' **但吃氯氮平时便秘（三四天一次）要这几天就告诉精神科医生**：氯氮平会让肠子动得慢，可能发展成肠梗阻，西梅汁不能代替医生开的通便药（常用渗透性和刺激性泻药，不用膨胀性纤维粉）；肚子胀硬疼痛、呕吐、不排气请立即去急诊。',
  en: ' **But constipation on clozapine (every three or four days) needs your psychiatrist within days**: clozapine slows the gut and this can become a blockage; prunes do not replace the laxatives your doctor prescribes (usually an osmotic plus a stimulant laxative, not bulk-forming fibre). A hard, swollen or painful belly, vomiting or passing no wind means the emergency department now.',
};
const PRUNE_SOURCE = {
  ref: `USDA FoodData Central SR Legacy 169816 (prune juice, canned: 71 kcal, 17.5 g carbohydrate per 100 g) and 168162 (plums, dried: 7.1 g fibre per 100 g); Attaluri A et al. Randomised clinical trial: dried plums (prunes) vs. psyllium for constipation. Aliment Pharmacol Ther 2011;33:822; ADA Standards of Care in Diabetes—2025 §5; MHRA Drug Safety Update 2017 (clozapine and gastrointestinal hypomotility)`,
};

const PRUNE_WHEN = [/西梅|梅干|\bprunes?\b/, /能|可以|行|血糖|糖|喝|吃|\bok\b|\bcan\b|\bsugar\b|\bglucose\b/];

const THIRST = /口渴|口干|嘴干|老渴|很渴|渴得|渴死|干得|\bthirst\w*|\bdry mouth\b|\bparched\b/;

const PRECONCEPTION_FASTING = {
  zh: '**16+8轻断食本身一般不会让排卵停掉，前提是总热量吃够、减得慢；真正会打乱排卵的是吃得太少、减得太快、体重掉到偏瘦，再加上大量运动。** 想减一点的话，按每周不超过0.5公斤慢慢来；进食的8小时里三餐吃好，主食、蛋白质（鱼、蛋、瘦肉、豆腐）、蔬菜都要有，别把轻断食变成一天只吃一两顿少量的饭。月经推迟、周期变乱或量明显变少，说明吃得不够，先停掉断食、按时三餐。从现在起每天吃400微克叶酸；一旦怀孕就不要再断食，按时三餐加餐。',
  en: '**16:8 fasting by itself does not usually stop ovulation, as long as you eat enough in total and lose slowly; what disturbs ovulation is eating too little, losing fast, dropping to underweight, and heavy exercise on top.** If you want to lose a little, go at no more than 0.5 kg a week, and make the 8-hour window proper meals with starch, protein (fish, eggs, lean meat, tofu) and vegetables, not one or two small meals a day. A late, irregular or much lighter period means you are eating too little: stop the fasting and go back to regular meals. Take 400 µg of folic acid every day from now; once pregnant, stop fasting and keep regular meals and snacks.',
};
const PRECONCEPTION_FASTING_HEAD = {
  zh: '**16+8轻断食本身一般不会让排卵停掉，前提是总热量吃够、减得慢；真正会打乱排卵的是吃得太少、减得太快、体重掉到偏瘦，再加上大量运动。**',
  en: '**16:8 fasting by itself does not usually stop ovulation, as long as you eat enough in total and lose slowly; what disturbs ovulation is eating too little, losing fast, dropping to underweight, and heavy exercise on top.**',
};
const PRECONCEPTION_FASTING_TAIL = {
  zh: ' 减的时候按每周不超过0.5公斤，进食的8小时里三餐吃好；月经推迟、周期变乱或量明显变少，就停掉断食。从现在起每天吃400微克叶酸；一旦怀孕就不要再断食。',
  en: ' Lose no more than 0.5 kg a week and make the 8-hour window proper meals; a late, irregular or lighter period means stopping the fasting. Take 400 µg of folic acid daily from now, and once pregnant, stop fasting.',
};

const DIALYSIS_EGGS = {
  zh: {
    head: '**一天一个整鸡蛋，再加1–2个蛋清，比较合适；蛋黄不用扔，但一天一个就够。**',
    body: '磷主要在蛋黄里（一个鸡蛋约含磷90–100毫克，大多在蛋黄），蛋清几乎不含磷、却是很好的蛋白质（一个蛋清约3.5克）。透析后没劲、白蛋白偏低，多半是蛋白质和热量吃得不够：每餐都有一份肉、鱼、蛋或豆腐，主食也要吃够；透析当天可以带一个煮蛋清或一份加餐。有糖尿病，一天一个蛋黄不影响血糖，也不用为胆固醇扔掉。血磷偏高时，蛋黄的量请肾病营养师按化验定。',
  },
  en: {
    head: '**Eggs are good protein on dialysis: one whole egg a day plus one or two extra egg whites is about right; no need to throw the yolk away, but one a day is enough.**',
    body: 'The phosphorus is mostly in the yolk (an egg has about 90–100 mg, mostly there), while egg white has almost none and is excellent protein (about 3.5 g a white). Feeling drained after dialysis with a low albumin usually means too little protein and energy: have a portion of meat, fish, egg or tofu at every meal and enough starch; on dialysis days bring a boiled egg white or a snack. With diabetes, one yolk a day does not affect glucose and need not be dropped for cholesterol. If your phosphate is high, your renal dietitian sets the yolks from your results.',
  },
};

const CHEAP_PROTEIN = {
  zh: '**便宜又高蛋白的，首选鸡蛋、豆制品和牛奶：** 鸡蛋一个约6–7克蛋白质、一块钱左右，一天可以吃一两个；北豆腐100克约12克，豆干、腐竹更高，豆浆一杯约6克，都很便宜；牛奶一杯（250毫升）约8克，全脂奶粉冲着喝更省钱；鸡腿、鸡胸肉（100克约20克）、猪瘦肉比牛肉便宜得多；冻鱼、冻虾仁、鲫鱼等淡水鱼也实惠；花生、黄豆、绿豆红豆可以加进粥和饭里。每顿都有其中一样，主食要吃够——热量不够时，吃进去的蛋白质会被当能量烧掉，体重也长不回来；三餐之外加两次点心，比如一杯奶加一个馒头、一把花生。',
  en: '**Cheap and high in protein: eggs, soy foods and milk first.** An egg has about 6–7 g of protein for very little money, one or two a day; firm tofu about 12 g per 100 g, dried tofu and tofu skin more, a cup of soy milk about 6 g — all cheap; a cup of milk (250 ml) about 8 g, and whole milk powder is cheaper still; chicken thighs or breast (about 20 g per 100 g) and lean pork cost far less than beef; frozen fish, frozen shrimp and freshwater fish are good value; peanuts, soybeans and beans can go into porridge and rice. Have one of these at every meal and eat enough starch — without enough calories the protein is burnt for energy and the weight does not come back; add two snacks a day, such as a glass of milk with a bun or a handful of peanuts.',
};
const CHEAP_PROTEIN_ISONIAZID = {
  zh: ' 吃异烟肼期间：鱼要新鲜，金枪鱼、鲐鱼（青花鱼）、沙丁鱼这类青皮红肉海鱼先不吃；腐乳、臭豆腐和陈年奶酪别吃——可能引起脸红、心慌、头痛。',
  en: ' While on isoniazid: fish only fresh, and skip tuna, mackerel and sardines (dark-fleshed sea fish); avoid fermented bean curd, stinky tofu and aged cheese, which can cause flushing, palpitations and headache.',
};
const CHEAP_PROTEIN_SOURCE = `${CN_FOOD}（鸡蛋、北豆腐、牛奶、鸡胸肉）; ${CN_GUIDE}; WHO Guideline: nutritional care and support for patients with tuberculosis (2013)`;

export const ROUND24_ZHA_FAQ: readonly FaqRow[] = [
  // zh-002: three meals or small frequent meals, and bedtime hunger, when losing weight on clozapine.
  {
    id: 'weight-loss-meal-frequency-antipsychotic',
    when: MEAL_FREQUENCY_WHEN,
    for: { all: [ANTIPSYCHOTIC_APPETITE, LOSING_WEIGHT_SAID] },
    notFor: MEAL_FREQUENCY_NOT_FOR,
    intent: 'bmi_energy',
    text: {
      zh: MEAL_FREQUENCY_TEXT.zh + ANTIPSYCHOTIC_HUNGER.zh,
      en: MEAL_FREQUENCY_TEXT.en + ANTIPSYCHOTIC_HUNGER.en,
    },
    source: MEAL_FREQUENCY_SOURCE,
  },
  {
    id: 'weight-loss-meal-frequency',
    when: MEAL_FREQUENCY_WHEN,
    for: LOSING_WEIGHT_SAID,
    notFor: MEAL_FREQUENCY_NOT_FOR,
    intent: 'bmi_energy',
    text: MEAL_FREQUENCY_TEXT,
    source: MEAL_FREQUENCY_SOURCE,
  },
  // Blind answer round 56, zh-006 (development data): "吃再普乐两年…一天到晚喊饿…有没有啥子吃了顶饿又不长肉的东西" got the
  // child "can't" (his parent typed "my son"), then no rule for olanzapine.
  {
    id: 'antipsychotic-hunger-filling-foods',
    // Half the rice swapped for wholegrains is read as a carbohydrate change: never for lows on insulin or a sulfonylurea.
    cutsCarbohydrate: true,
    // Foods that fill without the weight asked; a night snack for the blood sugar and how many meals a day are their
    // own rows'.
    when: [
      /顶饱|顶饿|扛饿|抗饿|耐饿|饱腹|不长肉|不长胖|吃了不胖|\bfill(s|ing)? (me |him |her |you )?up\b|\bkeeps? (me |him |her |you )?full\b|\bfilling\b|\blow[- ]cal(orie)?\b|\bwithout (the )?weight\b/,
    ],
    unless: [
      /血糖|\bsugars?\b|\bglucose\b|三顿|三餐|少吃多餐|少食多餐|一天几顿|\bmeals a day\b|\bsmall(er)? meals\b/,
    ],
    for: ANTIPSYCHOTIC_APPETITE,
    // Not for someone underweight, or with weight to regain.
    notFor: { noDeficit: true },
    wholeMessage: true,
    intent: 'bmi_energy',
    text: {
      zh:
        '**有，原则是“体积大、热量低、蛋白质和纤维多”：** 每顿先吃一大份蔬菜（清炒、凉拌、煮的都行，一顿可以有半斤），再吃蛋白质（鸡蛋、豆腐、鱼、鸡肉、瘦肉，每顿一掌心），主食换一半成粗粮、杂豆或土豆红薯，吃饭放慢；两餐之间饿了，选黄瓜、番茄、一个苹果或橙子、一杯无糖酸奶或牛奶、一个煮鸡蛋，或者一碗清汤。最该先换掉的是喝进去的热量：奶茶、可乐、果汁一杯就是一两百千卡，却一点不顶饱——换成白水、无糖茶、苏打水；晚上的方便面、饼干换成上面这些加餐，或者早点睡。三餐定时，别饿过头再吃。' +
        ANTIPSYCHOTIC_HUNGER.zh,
      en:
        '**Yes — foods that are bulky, low in calories and high in protein and fibre:** start each meal with a big serving of vegetables (stir-fried lightly, salad or boiled — half the plate or more), then protein (eggs, tofu, fish, chicken, lean meat — a palm-sized portion each meal), swap half the rice or noodles for wholegrains, beans or potatoes, and eat slowly; when hungry between meals, pick cucumber, tomatoes, an apple or orange, a plain yoghurt or a glass of milk, a boiled egg, or a bowl of clear soup. The first thing to swap is the calories you drink: milk tea, cola or juice bring 150–250 kcal a glass and fill you up not at all — change them for water, unsweetened tea or sparkling water; late-night instant noodles and biscuits can become one of the snacks above, or an earlier night. Keep to regular meals so hunger does not build up.' +
        ANTIPSYCHOTIC_HUNGER.en,
    },
    source: {
      ref: `Cooper SJ et al. BAP guidelines on the management of weight gain, metabolic disturbances and cardiovascular risk associated with psychosis and antipsychotic drug treatment. J Psychopharmacol 2016;30:717; Rolls BJ. The relationship between dietary energy density and energy intake. Physiol Behav 2009;97:609–615; ${CN_GUIDE}`,
    },
  },
  // zh-007: prune juice with diabetes (on clozapine, the constipation is the psychiatrist's first).
  {
    id: 'prune-juice-diabetes-clozapine',
    when: PRUNE_WHEN,
    for: { all: [DIABETES, { medicines: ['clozapine'] }] },
    notFor: PREGNANT_STAGE,
    intent: 'food_sources',
    text: { zh: PRUNE_TEXT.zh + PRUNE_CLOZAPINE.zh, en: PRUNE_TEXT.en + PRUNE_CLOZAPINE.en },
    source: PRUNE_SOURCE,
  },
  {
    id: 'prune-juice-diabetes',
    when: PRUNE_WHEN,
    for: DIABETES,
    notFor: PREGNANT_STAGE,
    intent: 'food_sources',
    text: PRUNE_TEXT,
    source: PRUNE_SOURCE,
  },
  // zh-009: the gain so far against the week, worked out from the weights said (or the plan's).
  {
    id: 'pregnancy-gain-so-far-judged',
    when: [
      /长|涨|增重|胖|重了|\bgain\w*|\bput on\b/,
      /太快|太多|超|多了|偏多|正常吗|算多|多不多|\btoo (much|fast|quickly)\b|\bon track\b|\bnormal\b|\bover\b|\ba lot\b/,
    ],
    unless: [
      /每周|一周|每个?星期|\bper week\b|\ba week\b|\bweekly\b/,
      /宝宝|胎儿|b超|\bbaby\b|\bfetus\b|\bscan\b/,
    ],
    for: {
      all: [
        PREGNANT,
        // The pre-pregnancy weight said as a number ("孕前55kg"): "比孕前胖了6斤" or night hunger is another question.
        {
          said: /(孕前|怀孕前|怀孕之前)[^，。？?\d]{0,4}\d{2,3}|\d{2,3}\s*(kg|kgs|lbs?|pounds)\s*before (pregnancy|i got pregnant|getting pregnant)|\bpre-?pregnancy( weight)?( was| of)?\s*\d{2,3}/,
        },
      ],
    },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    compose: gainSoFar,
    text: {
      zh: '**孕期长得快不快，要按孕前BMI和孕周来看：孕前BMI正常（18.5–23.9）的人，整个孕期建议增重8–14千克，孕早期0–2千克，孕中晚期每周约0.26–0.48千克（WS/T 801-2022）。** 告诉我孕前体重、身高和现在的孕周，我可以帮你算出这个孕周该长多少。长得偏快也不要节食：先去掉含糖饮料、甜点、油炸零食和多加的饭，水果每天200–300克，饭后走一走；糖耐量试验按时做。',
      en: '**Whether you are gaining too fast depends on your pre-pregnancy BMI and your week: at a healthy pre-pregnancy BMI the advised total is 11.5–16 kg, about 0.35–0.5 kg a week in the second and third trimesters (IOM 2009).** Tell me your weight before pregnancy, your height and your week and I can work out your range. Gaining fast is no reason to diet: cut sugary drinks, desserts, fried snacks and second helpings, keep fruit to about two servings a day and walk after meals; have the glucose test on time.',
    },
    source: {
      ref: '中华人民共和国卫生行业标准 WS/T 801-2022 妊娠期妇女体重增长推荐值标准; IOM (now NAM) Weight Gain During Pregnancy: Reexamining the Guidelines (2009), Table S-1; 中国居民膳食指南（2022） 孕期妇女膳食指南',
    },
  },
  // zh-010: how much a week from now on.
  {
    id: 'pregnancy-weekly-gain-from-now',
    when: [
      /每周|一周|每个?星期|每个?月|\bper week\b|\ba week\b|\bweekly\b|\bper month\b|\ba month\b/,
      /(涨|长|增)(多少|几|了|重|肉|胖|\d)|体重|胖|\bgain\w*|\bput on\b/,
    ],
    for: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    compose: weeklyFromNow,
    text: {
      zh: '**孕中晚期每周增重多少算正常，看孕前BMI（WS/T 801-2022）：偏瘦（<18.5）每周约0.37–0.56千克，正常（18.5–23.9）约0.26–0.48千克，超重（24.0–27.9）约0.22–0.37千克，肥胖（≥28）约0.15–0.30千克。** 前面已经长得偏快的，后面每周尽量在下限附近，不要节食减重。每周固定一天早上空腹称一次；一周里突然涨1公斤以上并且浮肿、头痛、看东西模糊，要当天就医。',
      en: '**How much a week is on track in the second and third trimesters depends on your pre-pregnancy BMI (IOM 2009): underweight about 0.44–0.58 kg, healthy weight 0.35–0.5 kg, overweight 0.23–0.33 kg, obesity 0.17–0.27 kg a week.** If you have gained fast so far, aim for the lower end from now on — but do not diet. Weigh once a week, same morning; a sudden gain of more than 1 kg in a week with swelling, a headache or blurred vision needs a doctor the same day.',
    },
    source: {
      ref: '中华人民共和国卫生行业标准 WS/T 801-2022 妊娠期妇女体重增长推荐值标准; IOM (now NAM) Weight Gain During Pregnancy: Reexamining the Guidelines (2009), Table S-1; NICE NG201 Antenatal care (2021)',
    },
  },
  // zh-012: greasy trotter or chicken soup pressed on a pregnant woman.
  {
    id: 'pregnancy-greasy-broth',
    when: [
      /猪蹄汤|猪脚汤|鸡汤|骨头汤|鱼汤|肉汤|排骨汤|老母鸡|炖汤|煲汤|\bbroth\b|\bsoups?\b/,
      /油|\bfat\w*\b|\bgreasy\b|\boily\b|\bgrease\b/,
    ],
    unless: [/当归|\bdong ?quai\b|阿胶|桂圆/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**能喝，先把上面那层油撇掉再喝，一次一小碗（约200毫升）就够，汤里的肉要吃掉。** 汤的营养主要在肉里：猪蹄汤、鸡汤里的蛋白质大多留在肉里，汤里主要是油、盐和嘌呤，一层浮油就是不少热量。撇油的办法：出锅后用勺子撇，或者放凉、进冰箱冷藏一会儿，油凝成一层再揭掉；猪蹄皮和肥肉很油，少吃，吃鸡肉、瘦肉的部分。体重长得偏快的，汤别当水喝，有汤那顿饭就不再加那碗饭。可以这样跟婆婆说：医生让我控制体重，汤撇了油我喝一碗，肉我吃掉——她的心意领了，你也不会吃超。',
      en: '**Yes — skim the layer of fat off first, have one small bowl (about 200 ml), and eat the meat.** The nourishment is in the meat: most of the protein in trotter or chicken soup stays in the meat, while the broth carries mostly fat, salt and purines — that layer of fat is a lot of calories. To skim it, ladle it off, or let the soup cool in the fridge until the fat sets and lift it off; go easy on the fatty skin of trotters and eat the lean meat or chicken. If you are gaining fast, do not drink soup like water, and skip the extra bowl of rice at that meal. You can tell your family: the doctor wants my weight steady, so I will have a bowl of skimmed soup and eat the meat — their care is accepted and you do not overdo it.',
    },
    source: {
      ref: `${CN_GUIDE} 孕期妇女膳食指南; ${CN_FOOD}; 中华人民共和国卫生行业标准 WS/T 801-2022 妊娠期妇女体重增长推荐值标准; Chinese Nutrition Society, Dietary Guidelines for Chinese Residents (2022), pregnant women; USDA FoodData Central (chicken broth, pork feet)`,
    },
  },
  // zh-014: very much fruit in pregnancy, the amount named worked out.
  {
    id: 'pregnancy-fruit-amount-named',
    when: [
      /西瓜|水果|\bfruit\b|\bwatermelon\b/,
      /太多|多不多|过量|多了|半个|一个|整个|一整|\d\s*斤|[一两二三四五]斤|\btoo much\b|\bhalf (a|of a|the)\b|\bwhole\b/,
    ],
    unless: [/孕吐|吐得/],
    for: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    compose: pregnancyFruitAmount,
    text: {
      zh: '**孕中期每天水果合计200–300克就够（孕晚期200–350克），大约两个拳头大小；超过很多时，糖和热量会让体重长得快，也不利于血糖。** 甜的水果（西瓜、荔枝、桂圆、芒果、葡萄）一次少吃点，放在两餐之间吃，别在睡前大量吃；解渴靠白开水。24–28周的糖耐量试验要按时做。',
      en: '**About 200–300 g of fruit a day is enough in mid-pregnancy (200–350 g later on) — roughly two fist-sized portions; much more than that adds sugar and calories that speed up weight gain and do not help your glucose.** Have sweet fruit (watermelon, lychee, mango, grapes) in smaller amounts between meals rather than late at night, and drink water for thirst. Have the glucose tolerance test at 24–28 weeks on time.',
    },
    source: {
      ref: `${CN_GUIDE} 孕期妇女膳食指南（孕中期水果200–300克/天，孕晚期200–350克/天）; ${CN_FOOD}（西瓜）; USDA FoodData Central SR Legacy 167765 (watermelon, raw: 30 kcal, 6.2 g sugars per 100 g)`,
    },
  },
  // zh-022: long-simmered soup with potassium held by spironolactone and an ACE inhibitor.
  {
    id: 'potassium-medicines-long-simmered-soup',
    when: [/老火汤|靓汤|煲汤|炖汤|煲.{0,6}汤|汤|\bbroths?\b|\bsoups?\b|\bstock\b/, /钾|\bpotassium\b/],
    for: POTASSIUM_MEDICINES,
    notFor: {
      conditions: ['kidney_disease', 'dialysis', 'heart_failure'],
      said: /肾病|肾功能不全|肾衰|透析|心衰|血钾(高|偏高|超标)|高钾|\bckd\b|\bdialysis\b|\bheart failure\b|\bhigh potassium\b/,
    },
    intent: 'food_sources',
    text: {
      zh: '**煲几个钟的汤，肉和菜里的钾会溶一部分进汤里，但一碗（约250毫升）老火汤的钾一般是一两百到三四百毫克，和一根香蕉（约350–400毫克）差不多或更少；肾功能正常、吃螺内酯加普利类药的人，每天饮一碗通常没问题。** 要注意的是量和料：不要当水一天饮几碗；汤渣（淮山、莲藕、红萝卜、粟米、冬菇、眉豆、花生、红枣这些）钾更多，汤饮了料就少食一点。真正要避免的是补钾药、含氯化钾的“低钠盐”“代盐”和每天大量的高钾食物；煲汤少放盐，对血压也好。按医生安排定期查血钾和肾功能；如果化验血钾偏高，再把汤减到隔天一小碗，并告诉医生。',
      en: '**Long simmering moves some potassium from the meat and vegetables into the soup, but a bowl (about 250 ml) usually holds a couple of hundred to three or four hundred milligrams — about the same as or less than a banana (350–400 mg). With normal kidneys on spironolactone plus an ACE inhibitor, a bowl a day is usually fine.** Watch the amount and the ingredients: not several bowls a day in place of water, and go easy on eating the soup solids (yam, lotus root, carrot, corn, dried mushrooms, beans, peanuts, dates), which hold more. What to avoid is potassium supplements, salt substitutes made with potassium chloride and large amounts of high-potassium food every day; salt the soup lightly, which helps your blood pressure too. Keep to the blood tests for potassium and kidney function your doctor sets; if a result comes back high, cut to a small bowl every other day and tell your doctor.',
    },
    source: {
      ref: `${CN_FOOD}; USDA FoodData Central SR Legacy (soup, stock, home-prepared: about 100–200 mg potassium per 100 g; banana 358 mg per 100 g); Aldactone (spironolactone) US prescribing information §5.1 hyperkalemia (avoid potassium supplements and salt substitutes); NICE NG136 Hypertension in adults (2019, updated 2023)`,
    },
  },
  // zh-027: the male partner's sperm: smoking, drinking, zinc and CoQ10.
  {
    id: 'male-partner-sperm-supplements',
    when: [
      /老公|丈夫|男方|男朋友|男人|爱人|先生|男性|\bhusband\b|\bpartner\b|\bboyfriend\b|\bmen\b|\bmale\b|\bhe\b/,
      /精子|精液|精质|少精|弱精|\bsperm\b|\bsemen\b|\bmale fertility\b/,
    ],
    intent: 'supplement_dose',
    text: {
      zh: '**对精子质量最管用的不是补剂，而是戒烟、少喝酒：** 吸烟会让精子数量、活力下降、DNA损伤增加，最好现在就戒；经常应酬喝酒、喝醉会影响精子和睾酮，备孕期间最好不喝，至少不喝醉、不连着喝。精子从生成到成熟约需3个月，所以从现在改，3个月后的精子才受益。**锌和辅酶Q10：证据都不强。** 一项2300多对夫妇的大型随机试验里，男方吃锌加叶酸6个月，精子质量和活产率都没有提高；辅酶Q10在小型研究里能让精子活力指标好一点，但没证明能提高怀孕率。想吃也可以，不要超量：锌每天补充不超过20毫克左右（加上饮食，成年男性上限每天40毫克），辅酶Q10常用每天100–200毫克；在吃华法林等药的先问医生。其他：体重控制在正常范围、不穿太紧的内裤、不长时间泡温泉桑拿、少久坐；饮食上多吃蔬果、鱼、坚果、全谷物，少吃加工肉。规律同房一年（女方35岁以上半年）还没怀上，夫妻两人一起去查，男方做精液检查。',
      en: '**What helps sperm most is not supplements but stopping smoking and cutting down drinking:** smoking lowers sperm count and motility and damages sperm DNA — best to quit now; frequent heavy drinking affects sperm and testosterone, so ideally none while trying, and at least no binges. Sperm take about three months to mature, so changes made now show in about three months. **Zinc and CoQ10: the evidence is weak.** In a large randomised trial of over 2,300 couples, men taking zinc plus folic acid for six months had no better semen quality or live birth rate; CoQ10 improved sperm measures a little in small studies but has not been shown to raise pregnancy rates. Taking them is fine within limits: zinc from supplements up to about 20 mg a day (the upper limit from all sources is 40 mg), CoQ10 usually 100–200 mg a day — check with a doctor first on warfarin or similar medicines. Also: a healthy weight, loose underwear, no long hot tubs or saunas, less sitting; plenty of vegetables, fruit, fish, nuts and whole grains, less processed meat. After a year of regular unprotected sex without a pregnancy (six months if she is 35 or over), see a doctor together — he should have a semen analysis.',
    },
    source: {
      ref: `Schisterman EF et al. Effect of folic acid and zinc supplementation in men on semen quality and live birth among couples undergoing infertility treatment (FAZST). JAMA 2020;323:35–48; de Ligny W et al. Antioxidants for male subfertility. Cochrane Database Syst Rev 2022;5:CD007411; NICE CG156 Fertility problems (2013, updated 2017) §1.2 (smoking, alcohol, weight, scrotal heat); ${CN_DRIS} 锌 UL 40 mg/天`,
    },
  },
  // zh-030: 16:8 fasting to lose a little before conceiving — does it affect ovulation?
  {
    id: 'preconception-fasting-ovulation',
    when: [
      /轻断食|断食|16[:：+ ]?8|间歇性?禁食|过午不食|\bfasting\b|\b16[:/]8\b|\bintermittent\b|\btime[- ]restricted\b/,
      /排卵|月经|例假|大姨妈|备孕|受孕|怀上|生育|\bovulat\w*|\bperiods?\b|\bfertility\b|\bconceiv\w*|\bttc\b/,
    ],
    notFor: [PREGNANT_STAGE, MINOR],
    intent: 'weight_change',
    compose: (said, zh) => {
      if (said.heightCm === undefined || said.weightKg === undefined) return null;
      const bmi = Math.round((said.weightKg / (said.heightCm / 100) ** 2) * 10) / 10;
      const lead =
        bmi < 18.5
          ? zh
            ? `按你的身高体重，BMI ${bmi}，已经偏瘦：备孕时不要再减，偏瘦本身就可能影响排卵，反而要吃够、把体重养到18.5以上。`
            : `From your height and weight your BMI is ${bmi}, already underweight: do not lose more before pregnancy — being underweight can itself disturb ovulation; eat enough to get above 18.5.`
          : bmi < 24
            ? zh
              ? `按你的身高体重，BMI ${bmi}，在正常范围（18.5–23.9）：从备孕的角度其实不需要减这几斤；想减的话慢慢来，别让BMI掉到18.5以下。`
              : `From your height and weight your BMI is ${bmi}, in the healthy range: for conceiving there is no need to lose these few pounds; if you do, go slowly and stay above a BMI of 18.5.`
            : zh
              ? `按你的身高体重，BMI ${bmi}，超重：减掉一点（5%左右）对排卵和怀孕是有好处的，方法要稳。`
              : `From your height and weight your BMI is ${bmi}, overweight: losing a little (about 5%) helps ovulation and conception — done steadily.`;
      return `${pickZh(PRECONCEPTION_FASTING_HEAD, zh)} ${lead}${pickZh(PRECONCEPTION_FASTING_TAIL, zh)}`;
    },
    text: PRECONCEPTION_FASTING,
    source: {
      ref: `Gordon CM et al. Functional hypothalamic amenorrhea: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2017;102:1413–1439; NICE CG156 Fertility problems (2013, updated 2017) §1.2.6 (BMI and ovulation); ${CN_GUIDE} 备孕和孕期妇女膳食指南; Cienfuegos S et al. Effect of intermittent fasting on reproductive hormone levels in females and males: a review of human trials. Nutrients 2022;14:2343`,
    },
  },
  // zh-034: thirst on haemodialysis.
  {
    id: 'dialysis-thirst-tips',
    when: [
      THIRST,
      /怎么办|咋办|办法|法子|招|缓解|解渴|受不了|熬|忍|难受|要命|\btips?\b|\bhelp\b|\bhow\b|\bcope\b|\bstop\b/,
    ],
    // How much fluid is allowed is the dialysis fluid rule's question, thirst beside it or not.
    unless: [
      ALCOHOL,
      /喝多少|多少水|多少毫升|几杯水|\bhow much (fluid|water|liquid)\b|\ballowed\b|\ballowance\b/,
    ],
    for: DIALYSIS,
    intent: 'how_much_nutrient',
    text: {
      zh: '**透析的人口渴，最管用的一条是少吃盐：盐吃进去就会渴，每天盐控制在5克以内**——酱油、咸菜、腐乳、咸鸭蛋、挂面方便面、卤味和外卖都算。汤、粥、稀饭和牛奶都算进水量，汤尽量少喝。其他办法：一天的水量倒进有刻度的杯子或水壶，用小杯子，分成小口全天慢慢喝；渴了含一小块冰或冻过的葡萄、柠檬片（化了也算水量）；嚼无糖口香糖、含无糖酸梅或薄荷糖，刺激口水；凉水漱口后吐掉；嘴唇干涂润唇膏；吃药尽量用吃饭时的水送。有糖尿病的，血糖高也会渴，血糖控制好口渴会轻一些；不喝含糖饮料。两次透析之间体重增长一般不超过干体重的3–5%（以透析中心的要求为准），每天早上称一下；渴得实在熬不住、两次之间体重长得多、腿肿或喘，请告诉透析中心，可能需要调整透析方案。',
      en: '**On dialysis the single most useful step against thirst is less salt — salt makes you thirsty; keep it under 5 g a day** (soy sauce, pickles, fermented tofu, salted eggs, instant noodles, cured meats and takeaways all count). Soup, porridge and milk count as fluid — keep soup small. Also: measure the day’s fluid into a marked bottle and sip it from a small cup through the day; suck a small ice cube, frozen grapes or a lemon slice (counted as fluid); chew sugar-free gum or suck sugar-free sour sweets or mints to make saliva; rinse with cold water and spit; use lip balm; take tablets with mealtime drinks. With diabetes, high glucose makes you thirsty too — good control helps; avoid sugary drinks. Weight gain between sessions is usually kept under 3–5% of dry weight (your unit sets yours) — weigh each morning; if the thirst is unbearable, the gains are large, your legs swell or you are short of breath, tell the dialysis unit, which may change your dialysis.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Hemodialysis Adequacy: 2015 Update (Am J Kidney Dis 2015;66:884), guideline 5 (volume and sodium); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 7 (sodium); National Kidney Foundation, Dialysis: fluid and thirst tips; 中国血液透析充分性临床实践指南（2015）',
    },
  },
  // zh-038: eggs a day on dialysis, and the yolk.
  {
    id: 'dialysis-eggs-yolk',
    when: [
      /鸡蛋|蛋黄|蛋清|\beggs?\b|\byolks?\b|\begg whites?\b/,
      /几个|多少|扔|不吃|要吗|能吃|可以|合适|\bhow many\b|\bthrow\b|\bskip\b|\bok\b|\bcan i\b|\bshould i\b/,
    ],
    for: DIALYSIS,
    intent: 'food_sources',
    compose: (said, zh) => {
      const kg =
        weightSaidKg(said.text) ?? (said.previous ? weightSaidKg(said.previous) : null) ?? said.weightKg;
      if (!kg || kg < 35 || kg > 150) return null;
      const lo = Math.round(kg * 1.0);
      const hi = Math.round(kg * 1.2);
      return zh
        ? `${DIALYSIS_EGGS.zh.head} 按你${kg}公斤，透析时每天蛋白质约${lo}–${hi}克（每公斤1.0–1.2克），一个整蛋加两个蛋清约14克。${DIALYSIS_EGGS.zh.body}`
        : `${DIALYSIS_EGGS.en.head} At ${kg} kg, protein on dialysis is about ${lo}–${hi} g a day (1.0–1.2 g per kg); one whole egg plus two whites gives about 14 g. ${DIALYSIS_EGGS.en.body}`;
    },
    text: {
      zh: `${DIALYSIS_EGGS.zh.head} 透析时蛋白质每天每公斤体重1.0–1.2克，一个整蛋加两个蛋清约14克。${DIALYSIS_EGGS.zh.body}`,
      en: `${DIALYSIS_EGGS.en.head} On dialysis protein is 1.0–1.2 g per kg a day; one whole egg plus two whites gives about 14 g. ${DIALYSIS_EGGS.en.body}`,
    },
    source: {
      ref: `KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 3.0.2 (protein 1.0–1.2 g/kg on haemodialysis) and 6 (phosphorus); ${CN_FOOD}（鸡蛋、蛋清、蛋黄）; ADA Standards of Care in Diabetes—2025 §5`,
    },
  },
  // zh-039: swapping rice for mixed-grain rice on dialysis (or CKD) with diabetes.
  {
    id: 'kidney-mixed-grain-rice',
    when: [
      /杂粮|粗粮|糙米|全谷|燕麦|小米|荞麦|黑米|\bwhole ?grains?\b|\bbrown rice\b|\boats?\b|\bmulti-?grain\b/,
      /米饭|白米|大米|换|好不好|可以|能|钾|磷|\brice\b|\bswap\b|\bswitch\b|\binstead\b|\bok\b/,
    ],
    for: KIDNEY,
    intent: 'food_sources',
    text: {
      zh: '**可以部分换，不用全换，也不必一点杂粮都不吃。** 杂粮的钾和磷确实比白米高（糙米、燕麦、小米每100克生重含磷约230–500毫克、钾约220–430毫克，精白米约110毫克磷、100毫克钾），但杂粮里的磷大多是植酸磷，人体只吸收三到五成，远比加工食品里的磷酸盐添加剂（几乎全吸收）影响小。做法：以白米为主，掺三分之一左右糙米、燕麦或荞麦；红豆、绿豆、芸豆这些杂豆钾高，少放；坚果瓜子的磷和钾也不低，一天一小把（约10克）以内；化验血钾或血磷偏高时，先回到以白米为主。有糖尿病，控血糖更靠量和搭配：每餐主食约一小碗（熟米饭100–150克），配一份肉蛋鱼和一盘蔬菜，先吃菜和肉再吃饭；杂粮饭对餐后血糖略好一点。具体比例请肾病营养师按你的化验定。',
      en: '**You can swap part of it — no need to swap all, or to avoid whole grains completely.** Whole grains do carry more potassium and phosphorus than white rice (brown rice, oats and millet about 230–500 mg phosphorus and 220–430 mg potassium per 100 g dry, white rice about 110 mg and 100 mg), but their phosphorus is mostly phytate, of which only 30–50% is absorbed — far less of a problem than phosphate additives in processed food, which are absorbed almost completely. In practice: white rice as the base with about a third brown rice, oats or buckwheat; go easy on red, mung and kidney beans, which are high in potassium, and keep nuts and seeds to a small handful (about 10 g) a day; if your potassium or phosphate results are high, go back to mostly white rice. With diabetes, the amount and the plate matter more: about a small bowl of cooked rice (100–150 g) a meal with a portion of meat, egg or fish and a plate of vegetables, eating the vegetables and protein first; mixed grains help after-meal glucose a little. Your renal dietitian can set the mix from your results.',
    },
    source: {
      ref: `KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 6.2 (bioavailability of plant phosphorus) and 6.4 (potassium); ${CN_FOOD}（稻米、糙米、小米、燕麦）; ADA Standards of Care in Diabetes—2025 §5 and §11`,
    },
  },
  // zh-040: steamed buns and noodles on dialysis (or CKD) with diabetes.
  {
    id: 'kidney-wheat-staples',
    when: [
      /馒头|面条|面食|挂面|包子|饺子|烙饼|花卷|面片|烩面|\bnoodles?\b|\bsteamed buns?\b|\bdumplings?\b|\bpasta\b/,
      /能|行|中不中|中吗|可以|好不好|吃|\bok\b|\bcan\b|\bfine\b|\beat\b/,
    ],
    unless: [/乳糜泻|麸质|\bgluten\b|\bcoeliac\b|\bceliac\b/],
    for: KIDNEY,
    intent: 'food_sources',
    text: {
      zh: '**中，馒头、面条可以当主食：白面做的钾和磷都不高，和白米饭差不多。** 要注意三点：一是盐和水——挂面、碱面、方便面本身含钠，面汤和卤子又咸，吃面少放卤子酱料、面汤别喝（透析的人汤也算进水量）；二是发面方法——酵母发的馒头、包子没问题，用泡打粉、小苏打加工的（油条、速发馒头、蛋糕）常含磷酸盐，少吃；全麦、杂粮馒头钾磷更高，少量掺着吃；三是血糖——一个中等馒头（约100克）碳水约47克，比一小碗米饭还多一点，每顿一个就够，面条一顿一碗（干面约75–100克），配一份肉蛋鱼和一盘菜，先吃菜和肉再吃面。具体的量请肾病营养师按你的化验定。',
      en: '**Yes — steamed buns and noodles are fine as your staple: white-flour ones are low in potassium and phosphorus, much like white rice.** Three things to watch: salt and fluid — dried and alkaline noodles and instant noodles contain sodium, and noodle broth and sauces are salty, so go light on sauce and leave the broth (on dialysis soup counts as fluid); how the dough is raised — yeast-raised buns are fine, while baking-powder products (fried dough sticks, quick buns, cakes) often contain phosphate, so have them rarely; whole-wheat and mixed-grain buns carry more potassium and phosphorus, so mix them in only a little; and glucose — a medium steamed bun (about 100 g) has about 47 g of carbohydrate, a little more than a small bowl of rice, so one per meal, or one bowl of noodles (75–100 g dry), with a portion of meat, egg or fish and a plate of vegetables eaten first. Your renal dietitian can set the amounts from your results.',
    },
    source: {
      ref: `${CN_FOOD}（馒头、挂面）; KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 6.2 (phosphate additives) and 7 (sodium); ADA Standards of Care in Diabetes—2025 §5`,
    },
  },
  // zh-045: which bedtime snack in cirrhosis — soda crackers, bread or porridge.
  {
    id: 'cirrhosis-bedtime-snack-which',
    when: [
      /苏打饼干|饼干|面包|粥|稀饭|馒头|牛奶|酸奶|藕粉|麦片|\bcrackers?\b|\bbread\b|\bporridge\b|\bcongee\b|\btoast\b|\bcereal\b/,
      /睡前|夜宵|宵夜|加餐|加一顿|晚上|吃点?啥|吃什么|哪个|哪种|还是|\bbedtime\b|\bsnack\b|\bnight\b|\bwhich\b|\bor\b/,
    ],
    unless: [ALCOHOL],
    for: CIRRHOSIS,
    intent: 'food_sources',
    text: {
      zh: '**睡前加餐选一碗粥或两片面包，再配一个鸡蛋或一杯牛奶（酸奶）最好；苏打饼干偏咸，有腹水要限盐，少吃。** 肝硬化的人夜里空腹时间长，身体会分解肌肉来供能，睡前加一顿约200千卡、含碳水和一点蛋白质的加餐，能减少肌肉流失。举例：一小碗白粥或小米粥（约200克）加一个煮鸡蛋；两片面包加一杯牛奶；一杯酸奶加一小把燕麦。喝粥别配咸菜、腐乳、榨菜；粥和牛奶的量，医生让限水时算进去。有糖尿病的，选不加糖的，分量按医生的要求。',
      en: '**Best is a bowl of porridge or two slices of bread with an egg or a glass of milk (or yogurt); soda crackers are salty, and with ascites salt is limited, so go easy on them.** In cirrhosis the long overnight fast makes the body break down muscle for fuel; a late-evening snack of about 200 kcal with carbohydrate and some protein reduces that. For example: a small bowl of rice or millet porridge with a boiled egg; two slices of bread with a glass of milk; a pot of yogurt with a handful of oats. Skip pickles and fermented tofu with porridge, and count porridge and milk in any fluid limit your doctor set. With diabetes, choose unsweetened options in the amount your doctor advises.',
    },
    source: {
      ref: 'EASL Clinical Practice Guidelines on nutrition in chronic liver disease. J Hepatol 2019;70:172–193 (late evening snack, protein 1.2–1.5 g/kg, moderate sodium); Lai JC et al. Malnutrition, frailty, and sarcopenia in patients with cirrhosis: 2021 AASLD practice guidance. Hepatology 2021;74:1611; 中华医学会肝病学分会 终末期肝病临床营养指南（2019）',
    },
  },
  // zh-046: fluids on diuretics with cirrhosis and ascites.
  {
    id: 'cirrhosis-ascites-fluid-limit',
    keepsToFluidLimit: true,
    when: [
      /水|喝|液体|\bfluids?\b|\bwater\b|\bdrink\w*/,
      /限制|限|多少|几(杯|升|碗|瓶)|要不要|\blimit\w*|\brestrict\w*|\bhow much\b/,
    ],
    unless: [ALCOHOL, /盐水|\bsalt water\b/],
    for: CIRRHOSIS,
    intent: 'how_much_nutrient',
    text: {
      zh: '**肝硬化腹水一般不需要限水，需要限的是盐；只有化验血钠明显偏低（低于125 mmol/L左右）时，医生才会让你把每天喝的水限制在1–1.5升左右。** 所以血钠正常时，渴了就喝，正常喝，不用刻意多喝也不用刻意少喝。盐每天控制在5克左右（不超过6克），酱油、咸菜、腐乳、挂面、卤味和外卖都算；不用含钾的低钠盐，除非医生同意。每天早上空腹称体重：吃利尿药期间，腿不肿的人一天掉0.5公斤左右算合适。螺内酯和呋塞米的剂量由医生定，不要自己加减；一天掉得太多、头晕乏力、腿抽筋、尿很少，或者犯糊涂、嗜睡，请当天联系医生（可能是血钠、血钾或肾功能出了问题），按医生的安排复查血钠、血钾。',
      en: '**Fluid usually does not need limiting in cirrhosis with ascites — salt does; only when blood sodium is clearly low (below about 125 mmol/L) will your doctor limit drinks to about 1–1.5 litres a day.** So with a normal sodium, drink to thirst — neither forcing fluids nor cutting them. Keep salt to about 5 g a day (no more than 6 g): soy sauce, pickles, fermented tofu, dried noodles, cured meats and takeaways all count; no potassium-based salt substitute unless your doctor agrees. Weigh yourself every morning: on diuretics, losing about 0.5 kg a day is right if your legs are not swollen. Your doctor sets the spironolactone and furosemide doses — do not change them yourself; losing too fast, dizziness or weakness, cramps, passing very little urine, or confusion or drowsiness need your doctor the same day (sodium, potassium or kidney problems), and keep to the sodium and potassium blood tests your doctor sets.',
    },
    source: {
      ref: 'EASL Clinical Practice Guidelines for the management of patients with decompensated cirrhosis. J Hepatol 2018;69:406–460 (moderate sodium restriction 80–120 mmol/day; fluid restriction only with serum sodium < 125 mmol/L; weight loss ≤ 0.5 kg/day without oedema); Biggins SW et al. AASLD Practice Guidance on ascites, hyponatremia and hepatorenal syndrome. Hepatology 2021;74:1014; 中华医学会肝病学分会 肝硬化腹水诊疗指南（2023年版）',
    },
  },
  // zh-050: how long to take B6 beside isoniazid.
  {
    id: 'isoniazid-b6-how-long',
    when: [
      /b6|吡哆|\bpyridoxine\b/,
      /多久|到啥时候|到什么时候|什么时候停|啥时候停|吃到|停|一直|多长时间|\bhow long\b|\bstop\b|\buntil\b|\bwhen\b/,
    ],
    for: ISONIAZID,
    intent: 'supplement_dose',
    text: {
      zh: '**维生素B6要跟异烟肼吃一样长：异烟肼吃多久，B6就吃多久，整个疗程（标准的肺结核方案一般6个月）都不要提前停；异烟肼停了，B6一般也就可以停了，以医生说的为准。** 异烟肼会消耗体内的B6，可能引起手脚麻木、刺痛（周围神经炎），B6就是预防这个的。剂量按医生开的吃（常用每天25–50毫克），和异烟肼同时吃就行；不要自己加到很大剂量，长期每天吃几百毫克B6反而会伤神经。已经出现手脚发麻、刺痛、走路不稳，请告诉结核门诊医生。',
      en: '**Take the vitamin B6 for as long as the isoniazid: the whole course (usually 6 months for standard TB treatment) — do not stop it early; when the isoniazid stops, the B6 usually can too, as your doctor says.** Isoniazid uses up vitamin B6 and can cause numbness and tingling in the hands and feet (peripheral neuropathy); B6 prevents that. Take the dose your doctor prescribed (usually 25–50 mg a day), at the same time as the isoniazid; do not raise it yourself — hundreds of milligrams a day for a long time can harm nerves themselves. If numbness, tingling or unsteadiness has already started, tell your TB clinic.',
    },
    source: {
      ref: `WHO consolidated guidelines on tuberculosis, Module 4: treatment (2022) and WHO operational handbook (pyridoxine with isoniazid for people at risk of neuropathy); Nahid P et al. ATS/CDC/IDSA Clinical Practice Guidelines: Treatment of Drug-Susceptible Tuberculosis. Clin Infect Dis 2016;63:e147 (pyridoxine 25–50 mg/day); ${CN_DRIS} 维生素B6 UL 60 mg/天`,
    },
  },
  // zh-052: cheap protein foods, on TB medicines (fish fresh, no fermented bean curd).
  {
    id: 'cheap-protein-foods-isoniazid',
    when: [
      /便宜|实惠|省钱|太贵|贵|吃不起|性价比|没钱|\bcheap\w*|\bbudget\b|\bafford\w*|\bexpensive\b|\blow[- ]cost\b/,
      /蛋白|肉|\bprotein\b|\bmeat\b/,
    ],
    for: ISONIAZID,
    intent: 'food_sources',
    text: {
      zh: CHEAP_PROTEIN.zh + CHEAP_PROTEIN_ISONIAZID.zh,
      en: CHEAP_PROTEIN.en + CHEAP_PROTEIN_ISONIAZID.en,
    },
    source: {
      ref: `${CHEAP_PROTEIN_SOURCE}; Isoniazid tablets US prescribing information, Precautions (histamine- and tyramine-containing foods)`,
    },
  },
  {
    id: 'cheap-protein-foods',
    when: [
      /便宜|实惠|省钱|太贵|贵|吃不起|性价比|没钱|\bcheap\w*|\bbudget\b|\bafford\w*|\bexpensive\b|\blow[- ]cost\b/,
      /蛋白|肉|\bprotein\b|\bmeat\b/,
    ],
    unless: [/蛋白粉|\bprotein powder\b|\bshakes?\b/],
    notFor: [KIDNEY, { conditions: ['pku'] }],
    intent: 'food_sources',
    text: CHEAP_PROTEIN,
    source: { ref: CHEAP_PROTEIN_SOURCE },
  },
  // zh-068: sublingual methylcobalamin for a low B12 (on a PPI or metformin).
  {
    id: 'b12-sublingual-or-swallowed-low',
    when: [
      /舌下|舌头(底)?下|含(的|着|服|片|化)|\bsublingual\b|\bunder (the|my) tongue\b|\blozenges?\b|\bsprays?\b/,
      /b12|钴胺|甲古胺|甲钴胺|弥可保|\bmethylcobalamin\b|\bcobalamin\b|\bmecobalamin\b/,
    ],
    unless: [/婴儿|宝宝|\bbaby\b|\binfant\b/],
    // For a low B12 or what lowers it (metformin, a PPI); a vegan's form and schedule is
    // b12-form-and-schedule's (rows-everyday.ts).
    for: {
      medicines: ['metformin', 'omeprazole', 'ppi'],
      said: /缺|低|偏低|不足|奥美拉唑|二甲双胍|胃药|\bdeficien\w*|\blow\b|\bmetformin\b|\bomeprazole\b|\bppi\b/,
    },
    notFor: { plantBased: true, said: /吃素|纯素|全素|素食|\bvegan\b|\bvegetarian\b/ },
    intent: 'supplement_dose',
    text: {
      zh: '**舌下含的甲钴胺和直接吞下去的片剂效果差不多，含服没有额外的好处；药店推荐的可以用，关键是剂量够。** 缺B12、又长期吃奥美拉唑或二甲双胍时，普通小剂量吸收差，但大剂量口服有一小部分（约1%）不靠胃酸也能被吸收，所以仍然有效：治疗缺乏常用每天约1000微克（甲钴胺片常见0.5毫克一片，按医生开的每天几片）。先看看你买的含片一片多少微克——很多只有几十到几百微克，不一定够治疗量；剂量和疗程请医生定，补2–3个月后复查。手脚麻木明显、走路不稳，或者医生判断吸收很差时，才需要打针。',
      en: '**Sublingual methylcobalamin works about as well as a tablet you swallow — there is no extra benefit from dissolving it under the tongue; the pharmacy’s product is fine as long as the dose is enough.** With a low B12 on long-term omeprazole or metformin, small doses are absorbed poorly, but about 1% of a high oral dose is absorbed without stomach acid, so high-dose tablets still work: treatment is usually about 1,000 µg a day. Check how much one lozenge holds — many are only tens to hundreds of micrograms, which may be too little to treat a deficiency; your doctor sets the dose and length, with a recheck after 2–3 months. Injections are needed when numbness or unsteadiness is marked or your doctor judges absorption very poor.',
    },
    source: {
      ref: 'NIH ODS Vitamin B12 Fact Sheet for Health Professionals (2024): sublingual and oral forms, passive absorption of high oral doses; NICE NG239 Vitamin B12 deficiency in over 16s (2024); Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
    },
  },
  // zh-069: soft foods rich in folate for someone who cannot chew well.
  {
    id: 'folate-soft-foods',
    when: [
      /叶酸|\bfolate\b|\bfolic\b/,
      /软|烂|嚼不动|咬不动|牙(口)?不好|没牙|假牙|好嚼|好咽|\bsoft\b|\bchew\w*\b|\bteeth\b|\bdentures?\b/,
    ],
    unless: [/叶酸片|片剂|药片|\btablets?\b|\bpills?\b/],
    intent: 'food_sources',
    text: {
      zh: '**软、叶酸又多的：焯软切碎的深绿叶菜（菠菜、小白菜、油菜、苋菜）做成菜泥、菜末粥或菜末鸡蛋羹；蒸软的西兰花、芦笋尖；嫩豆腐、豆腐脑、豆浆；煮烂的红豆、绿豆、扁豆粥；鸡蛋羹；牛油果、木瓜、香蕉；猪肝含量很高，做成肝泥，一周吃一次、每次一小份（一两左右）就好。** 叶酸怕久煮：青菜焯1–2分钟就捞、切碎，出锅前再放进粥或面里，比长时间炖流失少。不过已经查出叶酸低时，光靠吃菜补得慢，要按医生开的叶酸片吃；B12也低的话，两样要一起补，不要只补叶酸。',
      en: '**Soft and rich in folate: dark leafy greens (spinach, bok choy, choy sum) blanched soft and chopped into purées, porridge or steamed egg; steamed soft broccoli and asparagus tips; silken tofu and soy milk; well-cooked lentil, red or mung bean porridge; steamed egg custard; avocado, papaya and banana; liver pâté is very rich in it — a small portion once a week is enough.** Folate is lost with long cooking: blanch greens for 1–2 minutes, chop, and stir them into porridge or noodles at the end. But with a low folate already found, food alone is slow — take the folic acid your doctor prescribed; if B12 is low too, both are treated together, never folic acid alone.',
    },
    source: {
      ref: `${CN_FOOD}（叶酸）; NIH ODS Folate Fact Sheet for Health Professionals (2022); Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496`,
    },
  },
  // zh-071: is a multivitamin (Centrum Silver) enough for a B12 or folate deficiency?
  {
    id: 'multivitamin-not-enough-for-deficiency',
    when: [
      /善存|复合维生素|多维|金施尔康|21金维他|银片|\bcentrum\b|\bmultivitamins?\b|\bmulti\b/,
      /够|行不行|管用|有用|可以吗|代替|\benough\b|\binstead\b|\bwork\b|\bdo the job\b/,
    ],
    for: {
      all: [
        { said: /b12|钴胺|叶酸|\bfolate\b|\bfolic\b/ },
        { said: /缺|低|不足|不够|偏低|麻|贫血|\bdeficien\w*|\blow\b|\bnumb\w*|\ban(a)?emi\w*/ },
      ],
    },
    notFor: [MINOR, PREGNANT_STAGE],
    intent: 'supplement_dose',
    // The treatment doses a prescriber sets for a deficiency (BSH 2014), not a self-care amount.
    prescribedDoses: { folate: 5000 },
    text: {
      zh: '**不够。善存银片这类复合维生素里的B12一般只有几到二三十微克、叶酸几百微克，是按每天的需要量配的，用来补日常，治不了已经查出来的缺乏。** 缺B12：治疗量通常每天口服约1000微克（或医生开的甲钴胺），手脚麻木等神经症状明显时常先打针；缺叶酸：一般每天口服叶酸5毫克，连续约4个月（按医生开的）——而且要和B12一起补，只补叶酸可能掩盖B12缺乏，让神经损伤加重。善存银片可以继续吃，当作日常兜底，但不能代替治疗；把它和医生开的药一起拿给医生看，避免重复。',
      en: '**No. A multivitamin like Centrum Silver holds a few to about 25 µg of B12 and a few hundred micrograms of folic acid — daily-needs amounts that cannot treat a deficiency already found.** For a low B12, treatment is usually about 1,000 µg by mouth a day (or what your doctor prescribes), with injections first when numbness or other nerve symptoms are marked; for a low folate, usually folic acid 5 mg a day for about 4 months as prescribed — and together with B12, because folic acid alone can mask a B12 deficiency while nerve damage goes on. You can keep the multivitamin as a daily backstop, but not in place of treatment; show it to your doctor with the prescribed tablets so nothing doubles up.',
    },
    source: {
      ref: 'NICE NG239 Vitamin B12 deficiency in over 16s (2024); Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496 (folic acid 5 mg daily for 4 months; never folic acid alone when B12 is low); NIH ODS Vitamin B12 and Folate Fact Sheets for Health Professionals',
    },
  },
  // zh-072: when to recheck blood after starting B12 and folic acid.
  {
    id: 'b12-folate-recheck-when',
    when: [
      /复查|抽血|验血|查血|化验|复检|再查|\brecheck\b|\bretest\b|\bblood tests?\b|\btested again\b/,
      /b12|钴胺|叶酸|\bfolate\b|\bfolic\b/,
      /多久|什么时候|啥时候|几个月|几周|\bwhen\b|\bhow (long|soon)\b/,
    ],
    intent: 'supplement_dose',
    text: {
      zh: '**一般开始补充后2–3个月复查一次血常规和B12、叶酸比较合适；有贫血的，医生常在开始治疗后1–2周先查一次血常规，看红细胞有没有开始上来。** 叶酸通常补4个月左右再评估要不要继续。复查前不用停药。如果手脚麻木没有好转反而加重、走路不稳、舌头痛，不用等到复查，提前就诊。之后长期吃二甲双胍（和奥美拉唑）的，每年查一次B12。具体时间以开药医生的安排为准。',
      en: '**A recheck of the blood count with B12 and folate about 2–3 months after starting is usual; if you were anaemic, your doctor often checks the blood count first 1–2 weeks in, to see the red cells starting to recover.** Folic acid is usually reviewed after about 4 months. You do not need to stop the tablets before the test. If numbness gets worse instead of better, walking becomes unsteady or your tongue is sore, do not wait for the recheck — see your doctor sooner. On long-term metformin (or a PPI), have B12 checked once a year after that. Your prescriber’s schedule comes first.',
    },
    source: {
      ref: 'Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496 (response: reticulocytes in 7–10 days, blood count at about 8 weeks; folic acid for 4 months); NICE NG239 Vitamin B12 deficiency in over 16s (2024); ADA Standards of Care in Diabetes—2025 §9 (periodic B12 on metformin)',
    },
  },
  // zh-073: protein a day after a sleeve gastrectomy, still losing weight.
  {
    id: 'bariatric-protein-a-day',
    when: [
      /蛋白|\bprotein\b/,
      /多少|几克|够|目标|\bhow much\b|\bhow many\b|\bgrams?\b|\ba day\b|\bper day\b|\btarget\b|\benough\b/,
    ],
    unless: [/乳清|大豆蛋白|分离蛋白|牌子|品牌|汤臣|\bwhey\b|\bbrand\w*\b/],
    for: BARIATRIC,
    // Before the gastrectomy dumping row, which answers any eating question after a stomach operation.
    wholeMessage: true,
    notFor: { said: /胃癌|全胃切除|\bstomach cancer\b|\btotal gastrectomy\b/ },
    intent: 'how_much_nutrient',
    text: {
      zh: '**减重手术后每天蛋白质至少60克，多数人的目标是60–80克；手术团队也常按理想体重每公斤1.5克算（多在80–90克左右），以他们给你的数为准。** 胃小了吃不下，所以每餐先吃蛋白质、再吃菜、最后吃少量主食：一个鸡蛋约6–7克，一掌心（约100克）鸡胸肉、鱼虾约20克，半块嫩豆腐约8克，一杯低脂奶或无糖酸奶约6–8克；一天分5–6小餐，每餐20克左右。饭菜吃不够60克时，用蛋白粉补（每份约20克），算进当天的量。继续减重时蛋白质吃够，再加上每周两三次力量训练，掉的才多是脂肪而不是肌肉。你在吃奥美拉唑，胃酸少时碳酸钙吸收差，减重手术的指南更推荐柠檬酸钙——下次复诊问一下手术团队要不要换；复合维生素、维生素D、B12、铁按团队的化验结果补。',
      en: '**After weight-loss surgery aim for at least 60 g of protein a day; most people’s target is 60–80 g, and many teams use 1.5 g per kg of ideal body weight (often about 80–90 g) — go by the figure your team gives you.** With a small stomach, eat protein first at each meal, then vegetables, then a little starch: an egg has about 6–7 g, a palm (about 100 g) of chicken, fish or prawns about 20 g, half a block of silken tofu about 8 g, a cup of low-fat milk or plain yogurt 6–8 g; spread over 5–6 small meals of about 20 g each. When meals fall short of 60 g, a protein shake (about 20 g a serving) fills the gap and counts in the day’s total. While still losing weight, enough protein plus strength training two or three times a week keeps the loss mostly fat rather than muscle. On omeprazole, calcium carbonate is absorbed poorly with less stomach acid, and bariatric guidelines prefer calcium citrate — ask your team at your next visit; multivitamin, vitamin D, B12 and iron as your team’s blood tests direct.',
    },
    source: {
      ref: 'Mechanick JI et al. Clinical practice guidelines for the perioperative nutrition, metabolic, and nonsurgical support of patients undergoing bariatric procedures — 2019 update (AACE/TOS/ASMBS/OMA/ASA). Surg Obes Relat Dis 2020;16:175 (protein minimum 60 g/day, up to 1.5 g/kg ideal body weight); Parrott J et al. ASMBS Integrated Health Nutritional Guidelines for the Surgical Weight Loss Patient — 2016 Update: micronutrients. Surg Obes Relat Dis 2017;13:727 (calcium citrate preferred)',
    },
  },
  // zh-074: whey or soy protein powder after bariatric surgery, and brands.
  {
    id: 'bariatric-protein-powder-which',
    when: [
      /蛋白粉|乳清|分离蛋白|\bprotein (powder|shake)s?\b|\bwhey\b/,
      /乳清|大豆|植物|牌子|品牌|哪种|哪个|推荐|汤臣倍健|选|还是|\bwhey\b|\bsoy\b|\bbrand\w*\b|\bwhich\b|\brecommend\w*\b|\bor\b/,
    ],
    for: BARIATRIC,
    intent: 'product_question',
    text: {
      zh: '**乳清蛋白和大豆蛋白都可以；减重手术后常优先选乳清蛋白，最好是“分离乳清蛋白”（乳糖少、好消化、吸收好）；喝奶会胀气拉肚子或吃素的，选大豆分离蛋白。** 不管哪个牌子，看营养成分表和配料表挑：每份蛋白质20–25克左右；每份糖不超过5克左右；不含“减肥”“排油”之类的草本成分、咖啡因、左旋肉碱；不要选“代餐粉”“增肌粉”（糖和热量高）。汤臣倍健的蛋白粉是乳清加大豆蛋白的混合粉，当普通蛋白补充是可以的；具体牌子我不推荐，你的手术营养师常有推荐清单。用法：用温水或低脂奶冲，20–30分钟小口慢慢喝完，和正餐隔开30分钟左右；每份算进一天60–80克的蛋白质里，食物优先，吃不够再补。',
      en: '**Whey and soy protein are both fine; after weight-loss surgery whey is usually preferred — ideally whey protein isolate (little lactose, easy to digest, well absorbed); if milk gives you wind or diarrhoea, or you are vegetarian, choose soy protein isolate.** Whatever the brand, choose by the label: about 20–25 g of protein a serving; no more than about 5 g of sugar a serving; no “slimming” herbal extras, caffeine or L-carnitine; not a meal-replacement or mass-gainer powder (high in sugar and calories). A mixed whey-and-soy powder from a mainstream brand is fine as a protein top-up; I cannot recommend a brand, but your bariatric dietitian often has a list. Mix with water or low-fat milk, sip it over 20–30 minutes and keep it about 30 minutes apart from meals; count each serving in your 60–80 g a day — food first, topped up when you fall short.',
    },
    source: {
      ref: 'Mechanick JI et al. AACE/TOS/ASMBS/OMA/ASA bariatric nutrition guidelines — 2019 update. Surg Obes Relat Dis 2020;16:175 (protein 60 g/day; protein supplements when intake falls short); Aills L et al. ASMBS Allied Health Nutritional Guidelines for the Surgical Weight Loss Patient. Surg Obes Relat Dis 2008;4:S73 (protein supplement selection: whey isolate, low sugar)',
    },
  },
];
