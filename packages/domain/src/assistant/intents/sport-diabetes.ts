/**
 * Three questions the clinician review of 2026-11-25 (evening) found refused or answered with a
 * neighbouring rule, each answered from its own sourced text:
 *
 * - a glucose read in the chat that is low now (below 3.9 mmol/L, 70 mg/dL) but not level 2 (the
 *   red-flag card owns < 3.0 mmol/L, 54 mg/dL, and confusion): the treat-a-low rule, and before
 *   exercise "do not start until above about 90–100 mg/dL and rising" (P8: "My CGM says 62 and
 *   dropping, I'm about to start a 10 mile run" got "outside what I can answer");
 * - alcohol with type 1 diabetes or insulin: the delayed overnight low, worse after exercise (P8: "a
 *   few beers after a race with type 1" got the general weight-loss alcohol advice);
 * - caffeine and energy drinks with a stimulant for ADHD (P10: "3 energy drinks a day with my meds"
 *   on Vyvanse got her iron dose).
 */
import type { Bilingual, Locale, Source } from '../../contracts/common';
import { pick } from '../../contracts/common';
import { drugById } from '../../interactions';
import { chatGlucoseMmolValues } from '../../safety/critical-values';
import { insulinOmittedForWeight } from '../../safety/insulin-omission';
import { findDrugs } from '../entities';
import type { SafetyNote } from '../followups';
import { L } from '../format';
import { normaliseQuestion } from '../lexicon';
import { EVERYDAY_RULES } from './everyday';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

interface TopicRule {
  readonly text: Bilingual;
  readonly source: Source;
}

/** mg/dL per mmol/L for glucose. */
const MGDL_PER_MMOL = 18;
/** A low: below 3.9 mmol/L, 70 mg/dL (ADA Standards of Care 2025 §6, level 1). */
const LOW_BELOW_MMOL = 3.9;
/** Level 2: below 3.0 mmol/L, 54 mg/dL — the red-flag card's (safety/critical-values.ts). */
const LEVEL_2_MMOL = 3.0;
/** Before exercise, below 5.0 mmol/L (90 mg/dL) do not start (Riddell 2017). */
const EXERCISE_START_MMOL = 5.0;

export const SPORT_DIABETES_RULES = {
  'hypo-before-exercise': {
    text: {
      zh: '**运动前血糖偏低或在往下掉：先别开始运动。** 先按上面的方法处理低血糖，等血糖回到约5.0–5.6 mmol/L（90–100 mg/dL）以上、而且在上升（动态血糖的箭头持平或向上）再开始；运动时随身带能快速升糖的糖（葡萄糖片、能量胶或含糖饮料），中途测血糖，再往下掉就停下来处理。长时间运动前怎么减餐时胰岛素或基础胰岛素，请和你的糖尿病医生或糖尿病教育护士定一个运动方案。',
      en: '**Low or falling before exercise: do not start yet.** Treat the low as above, and start only when your glucose is back above about 90–100 mg/dL (5.0–5.6 mmol/L) and rising (a flat or upward CGM arrow); carry fast sugar (glucose tablets, gels or a sugary drink), check during the session, and stop and treat if it drops again. Ask your diabetes doctor or diabetes nurse for an exercise plan on how to lower mealtime or basal insulin before long sessions.',
    },
    source: {
      ref: 'Riddell MC et al. Exercise management in type 1 diabetes: a consensus statement, Lancet Diabetes Endocrinol 2017;5:377–390 (starting glucose below 90 mg/dL, 5.0 mmol/L: take 10–20 g glucose and delay exercise until above it); Moser O et al. EASD/ISPAD position statement on glucose management for exercise with CGM, Diabetologia 2020;63:2501 (do not start below 5.0 mmol/L; 5.0–6.9 and falling: carbohydrate first); ADA Standards of Care in Diabetes—2025 §5 (physical activity) and §6 (hypoglycaemia)',
      url: 'https://doi.org/10.1016/S2213-8587(17)30014-1',
    },
  },
  'alcohol-insulin-exercise': {
    text: {
      zh: '**1型糖尿病或用胰岛素时喝酒：最危险的是延迟出现的低血糖，可能在当晚睡着后或第二天早上，运动（比赛、长跑）之后更明显**——肌肉在补充糖原，而酒精让肝脏不能及时释放葡萄糖。如果要喝：少量（男性每天不超过2杯、女性1杯）；不要空腹喝，边喝边吃含碳水的食物，睡前再吃点含碳水的加餐；睡前测血糖，夜里设闹钟或打开动态血糖的低血糖报警，第二天早上再测；不要因为喝酒就漏打基础胰岛素；让同伴知道你有1型糖尿病、低血糖看起来像喝醉了，随身带糖。最近有过严重低血糖的人，先问糖尿病医生。',
      en: '**Alcohol with type 1 diabetes or on insulin: the main danger is a delayed low, during the night or the next morning, and more so after exercise such as a race or a long run** — your muscles are refilling their glycogen while alcohol stops the liver from releasing glucose. If you drink: keep it small (no more than 2 drinks for men, 1 for women); never on an empty stomach — eat carbohydrate with the drinks and have a carbohydrate snack before bed; check your glucose before bed, set an alarm or your CGM low alert for the night, and check again in the morning; do not skip your basal insulin; tell a friend that you have type 1 diabetes and that a low can look like being drunk, and carry fast sugar. If you have had a severe low recently, ask your diabetes doctor first.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §5 Facilitating Positive Health Behaviors (alcohol: delayed hypoglycaemia with insulin, education on recognition and prevention; no more than 1 drink a day for women, 2 for men) and §6 (hypoglycaemia); Diabetes UK, Alcohol and diabetes (eat carbohydrate, check before bed and the next day, tell people with you); Riddell 2017 Lancet Diabetes Endocrinol (nocturnal hypoglycaemia after exercise)',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  'stimulant-caffeine': {
    text: {
      zh: '**治疗多动症的兴奋剂类药（赖右苯丙胺/Vyvanse、苯丙胺/Adderall、哌甲酯/利他林/专注达）和咖啡因一起：最好避免能量饮料，咖啡因也要少。** 这些药本身会让心率和血压升高，咖啡因会叠加这种作用，还会加重心慌、手抖、焦虑、失眠和食欲差。一罐能量饮料常含80–300毫克咖啡因（瓜拉那也含咖啡因），一天3罐往往超过健康成年人每天400毫克的上限。请逐步减量（突然停可能头痛），要喝咖啡的话少量、只在上午喝，并告诉开药的医生你喝多少。服药后出现胸痛、心跳很快或不规律、晕倒或呼吸困难，请立即就医。',
      en: '**Stimulants for ADHD (lisdexamfetamine/Vyvanse, amphetamine/Adderall, methylphenidate/Ritalin/Concerta) with caffeine: best to avoid energy drinks and keep caffeine low.** These medicines raise heart rate and blood pressure on their own, and caffeine adds to that, along with jitteriness, anxiety, poor sleep and a lower appetite. One energy drink often has 80–300 mg of caffeine (guarana adds more), so 3 a day is often above the 400 mg a day that is the limit for healthy adults. Cut down gradually (stopping suddenly can cause headaches); if you have coffee, keep it small and in the morning, and tell the doctor who prescribes your medicine how much you have. Chest pain, a very fast or irregular heartbeat, fainting or breathlessness after your dose need emergency care.',
    },
    source: {
      ref: 'Vyvanse (lisdexamfetamine) US prescribing information §5 Warnings and Precautions (increases in blood pressure and heart rate; serious cardiovascular reactions; section number as in the 2023 label, cited from memory); Ritalin/Concerta (methylphenidate) US PI §5 (same); US FDA, Spilling the Beans: How Much Caffeine Is Too Much? (2024: 400 mg a day for healthy adults; energy drinks); EFSA Scientific Opinion on the safety of caffeine 2015',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=vyvanse',
    },
  },
  'stimulant-appetite': {
    text: {
      zh: '**这类药会压食欲：** 早上吃药前先吃早饭（含蛋白质和能量的）；白天少量多次吃能量密度高的零食；晚上药效过去、食欲回来时好好吃一顿；定期称体重，体重下降请告诉开药的医生。',
      en: '**These medicines blunt appetite:** eat breakfast before the morning dose (with protein and energy); have small energy-dense snacks through the day; eat a proper meal in the evening when the medicine wears off and appetite returns; weigh yourself regularly and tell your prescriber if you are losing weight.',
    },
    source: {
      ref: 'American Academy of Pediatrics, HealthyChildren.org: ADHD medication side effects — decreased appetite (breakfast before the dose, a larger meal or snack when the medicine wears off; exact page title cited from memory); Wolraich ML et al. AAP clinical practice guideline for ADHD, Pediatrics 2019;144:e20192528 (monitor weight and appetite on stimulants)',
      url: 'https://www.healthychildren.org/English/health-issues/conditions/adhd/',
    },
  },
  // Clinician review 2026-11-25 fourth, zh P5 (a 16-year-old with type 1 diabetes who plays football):
  // lows during sport and at night after it were declined.
  'exercise-lows': {
    text: {
      zh: '**用胰岛素时运动中和运动后容易低血糖，可以这样预防：** 运动前测血糖——低于5.0 mmol/L（90 mg/dL）先吃10–20克糖，等升上来再开始；5.0–7.0 mmol/L 之间先吃约10–20克碳水（如一根小香蕉、一片面包或一小盒果汁）；运动中随身带葡萄糖片或含糖饮料，长时间运动大约每30–60分钟补一次碳水并测血糖。**运动后当晚（甚至到第二天早上）也容易低血糖**：晚饭要吃够碳水，睡前测血糖，偏低或运动量大时睡前加一份含碳水和蛋白质的点心（如牛奶加几片饼干），有动态血糖就打开低血糖报警。运动日的餐时胰岛素和基础胰岛素要不要减、减多少，请和你的糖尿病医生或糖尿病教育护士定一个运动方案，不要自己大幅减量。',
      en: '**On insulin, lows during and after exercise are common; to prevent them:** check before you start — below 5.0 mmol/L (90 mg/dL) take 10–20 g of sugar and wait until it rises; between 5.0 and 7.0 mmol/L (90–126 mg/dL) eat about 10–20 g of carbohydrate first (a small banana, a slice of bread or a small juice box); carry glucose tablets or a sugary drink, and for long sessions take carbohydrate and check about every 30–60 minutes. **Lows are also common the night after exercise (into the next morning)**: eat enough carbohydrate at dinner, check before bed, have a bedtime snack with carbohydrate and protein (milk with a few crackers) if low-ish or after a big session, and turn on CGM low alarms. Whether and how much to lower your mealtime or basal insulin on sport days is a plan to make with your diabetes doctor or diabetes nurse — do not make big cuts on your own.',
    },
    source: {
      ref: 'Riddell MC et al. Exercise management in type 1 diabetes: a consensus statement, Lancet Diabetes Endocrinol 2017;5:377–390 (starting glucose and carbohydrate; nocturnal hypoglycaemia after exercise); Adolfsson P et al. ISPAD Clinical Practice Consensus Guidelines 2022: Exercise in children and adolescents with diabetes, Pediatr Diabetes 2022;23:1341–1372',
      url: 'https://doi.org/10.1016/S2213-8587(17)30014-1',
    },
  },
  // Answer round 6 (zh-072): the insulin user with a fasting glucose of 2.6 asking about a bedtime snack
  // was told to cut refined carbohydrate.
  'night-lows-insulin': {
    text: {
      zh: '**空腹或夜里血糖低（低于3.9 mmol/L），常常说明晚上或基础胰岛素偏多：请这几天就联系你的糖尿病医生调整剂量，不要等到下次复诊，也不要自己大幅改。** 在调整之前：睡前测一次血糖，如果偏低（例如低于6 mmol/L）或当天活动多、晚饭吃得少，睡前吃一份含碳水和蛋白质的小点心（如一杯牛奶加两三片苏打饼干）；半夜醒来心慌出汗或早上头痛、做噩梦，要测血糖；低于3.9 mmol/L 马上吃15–20克糖，15分钟后再测。床边放好葡萄糖片或糖块。',
      en: '**A low glucose fasting or at night (under 3.9 mmol/L, 70 mg/dL) often means the evening or basal insulin is too much: contact your diabetes doctor in the next few days to adjust it — do not wait for the next visit, and do not make big changes yourself.** Until then: check before bed, and if it is low-ish (say under 6 mmol/L, about 110 mg/dL), after a lot of activity or a small dinner, have a bedtime snack with carbohydrate and protein (a glass of milk with two or three crackers); check if you wake sweaty with a racing heart or have morning headaches or nightmares; under 3.9 (70) take 15–20 g of sugar and recheck after 15 minutes. Keep glucose tablets by the bed.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §6 Glycemic Goals and Hypoglycemia (treat < 70 mg/dL with 15–20 g glucose; reevaluate the treatment plan after hypoglycaemia) and §9 (basal insulin titration); 中国2型糖尿病防治指南（2020年版）低血糖',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  // zh P5: "胰岛素能不能少打点，这样不容易胖？" got "no reliable rule".
  'insulin-omission': {
    text: {
      zh: '**不要为了控制体重少打或不打胰岛素。** 1型糖尿病少打胰岛素会让血糖升高、身体分解脂肪产生酮体，几天内就可能发生糖尿病酮症酸中毒，会危及生命；长期血糖高还会伤眼睛、肾和神经。想通过少打胰岛素来控制体重，是1型糖尿病里一种需要认真对待的进食问题的信号，很多年轻人都遇到过，可以治疗。担心体重，请直接告诉你的糖尿病医生、糖尿病教育护士或营养师，他们可以帮你在打够胰岛素的前提下管理体重；如果你已经在少打，请今天就告诉他们，并按处方把胰岛素打回来。**血糖高于13.9 mmol/L（250 mg/dL）时，请马上测酮体（血酮或尿酮）**；血酮在1.5 mmol/L以上（或尿酮++以上），请马上联系糖尿病医生或去医院；血酮达到3.0 mmol/L以上，或出现恶心呕吐、肚子痛、呼吸深快、特别口渴、犯困，请马上去医院急诊，不要等。',
      en: '**Do not cut down or skip insulin to control your weight.** With type 1 diabetes, less insulin makes glucose rise and the body break down fat into ketones — diabetic ketoacidosis can follow within days and is life-threatening — and high glucose over time harms the eyes, kidneys and nerves. Wanting to use less insulin to manage weight is a recognised sign of an eating problem in type 1 diabetes; many young people face it and it can be treated. If you worry about your weight, tell your diabetes doctor, diabetes nurse or dietitian — they can help you manage weight while taking the insulin you need; if you are already skipping doses, tell them today and take your insulin as prescribed. **Whenever your glucose is above 250 mg/dL (13.9 mmol/L), check ketones (blood or urine) straight away**; blood ketones of 1.5 mmol/L or more (or moderate urine ketones): call your diabetes team or out-of-hours service now; 3.0 mmol/L or more, or nausea, vomiting, tummy pain, deep fast breathing, great thirst or drowsiness: the emergency department now — do not wait.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §5 (disordered eating, including intentional insulin omission, screened and referred) and §14 Children and Adolescents; de Wit M et al. ISPAD Clinical Practice Consensus Guidelines 2022: Psychological care of children, adolescents and young adults with diabetes (insulin restriction for weight control); NICE NG17 Type 1 diabetes in adults (2015, updated 2022): insulin omission and eating disorders in poor control, referral; Phelan H et al. ISPAD Clinical Practice Consensus Guidelines 2022: Sick day management (check ketones when glucose is above 14 mmol/L, 250 mg/dL; blood ketones of 1.5 mmol/L or more need urgent advice, 3.0 or more emergency care)',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
} as const satisfies Readonly<Record<string, TopicRule>>;

export type SportDiabetesRuleId = keyof typeof SPORT_DIABETES_RULES;

const EXERCISE =
  /跑步|跑完|要跑|去跑|长跑|马拉松|比赛|运动|训练|健身|打球|踢.{0,2}球|足球|篮球|球赛|骑车|游泳|\bfootball\b|\bsoccer\b|\bbasketball\b|\bruns?\b|\brunning\b|\brace\b|\bmarathon\b|\bexercis\w*|\bworkouts?\b|\btraining\b|\bgym\b|\bride\b|\bcycling\b|\bswim\w*|\bhike\b|\bgame\b|\bmatch\b/;
const GLUCOSE_DEVICE_OR_WORD =
  /血糖|探头|动态血糖|\bcgm\b|\blibre\b|\bdexcom\b|\bsensor\b|\bmeter\b|\bglucose\b|\bsugars?\b|\bbg\b|\bbgl\b|\bbsl\b/;
const ALCOHOL =
  /喝酒|饮酒|白酒|红酒|啤酒|葡萄酒|酒精|(?:喝|来|一)(?:点|杯|瓶|口)酒|\balcohol\w*\b|\bbeers?\b|\bwines?\b|\bliquor\b|\bbooze\b|\bcocktails?\b|\bvodka\b|\bwhisk(e)?y\b|\b(a few|some|couple( of)?|two|three|four) drinks\b|\bdrinks (after|at|with|tonight)\b|\bdrinking\b/;
const SAYS_INSULIN_DIABETES =
  /1型糖尿病|一型糖尿病|胰岛素|\btype ?1\b|\bt1d?\b|\bt1dm\b|\binsulin\b|\bon a pump\b|\binsulin pump\b|\blantus\b|\bhumalog\b|\bnovolog\b|\bnovorapid\b|\btresiba\b/;
const CAFFEINE =
  /咖啡因|咖啡|能量饮料|功能饮料|红牛|魔爪|东鹏|浓茶|预锻炼|\bcaffeine\b|\bcoffee\b|\bespresso\b|\benergy drinks?\b|\bred ?bull\b|\bmonster\b|\bcelsius\b|\bbang\b|\bpre-?workout\b|\bguarana\b/;
const ADHD_MEDS =
  /多动症的?药|adhd的?药|注意力缺陷.{0,6}药|\badhd (meds?|medications?|medicines?|pills?|stimulants?)\b|\bstimulants?\b/;

/** The glucose values read in the message, in mmol/L (the chat's reader: a number ≥ 30 without a unit is mg/dL). */
function lowestGlucose(text: string): number | null {
  const values = chatGlucoseMmolValues(text);
  if (values.length) return Math.min(...values);
  const told = toldLow(text);
  return told === null ? null : told;
}

/**
 * A low told farther from the glucose word than the red-flag reader looks ("My sugars have been dropping
 * lately, had a 62 this morning": thirteenth clinician review, en P1 #2 — answered with a vitamin B12
 * card). In one sentence with a glucose word and a word for falling or low, a number said as a reading
 * ("had a 62", "a 3.4 this morning", "was 58", "got 3.2") is the glucose: 40–69 without a unit is mg/dL
 * in an English message, 2.0–3.8 with a decimal mmol/L. Only for this answer: the red-flag card keeps
 * its own, stricter reader (safety/critical-values.ts).
 */
const FALLING =
  /dropp\w*|dipp\w*|falling|crash\w*|\blows?\b|\bhypos?\b|go(es|ing)? low|低血糖|血糖(偏)?低|掉|低了|往下/;
const READING_SAID =
  /(?:\b(?:had|got|get|was|were|is|read|reads|reading|showed|shows|at|a)\b|是|到|只有|测出|测了)\s{0,2}(?:a\s)?(\d{1,2}(?:\.\d)?)(?!\d|\.\d)(?!\s*(?:%|mg(?!\s*\/)|iu|units?|tablets?|pills?|hours?|days?|weeks?|years?|kg|lbs?|g\b|片|粒|岁|天|周|年|小时|次|个))\s*(mmol\s*\/\s*l|mg\s*\/\s*dl)?/gi;
function toldLow(text: string): number | null {
  for (const sentence of text.split(/[.?!。？！\n]/)) {
    const t = normaliseQuestion(sentence);
    if (!GLUCOSE_DEVICE_OR_WORD.test(t) || !FALLING.test(t)) continue;
    for (const m of sentence.matchAll(READING_SAID)) {
      const value = Number(m[1]);
      const unit = (m[2] ?? '').replace(/\s/g, '').toLowerCase();
      if (unit === 'mg/dl' || (unit === '' && !/[\u3400-\u9fff]/.test(text) && value >= 40 && value < 70))
        return value / MGDL_PER_MMOL;
      if (unit === 'mmol/l' || (unit === '' && /\./.test(m[1]!) && value >= 2 && value < LOW_BELOW_MMOL))
        return value;
    }
  }
  return null;
}

/**
 * On a hepatitis C antiviral (sofosbuvir/velpatasvir): glucose control often improves within weeks of
 * starting, and diabetes medicines may need lowering (Epclusa EU SmPC §4.4 "Diabetic patients").
 */
const DAA_DIABETES = {
  text: {
    zh: '**你在用治疗丙肝的药（丙通沙 Epclusa）：** 开始抗丙肝治疗后几周内血糖常常会明显改善，原来的降糖药剂量可能就偏多了，容易低血糖。请这周内告诉管你糖尿病的医生，降糖药可能需要减量；不要自己停药。',
    en: '**You are on hepatitis C treatment (Epclusa):** blood sugar control often improves within weeks of starting it, so your usual diabetes medicines can become too much and cause lows. Tell the doctor who treats your diabetes this week — the doses may need lowering; do not stop them on your own.',
  },
  source: {
    ref: 'Epclusa (sofosbuvir/velpatasvir) EU SmPC §4.4 Diabetic patients (improved glucose control after starting direct-acting antiviral treatment, possibly symptomatic hypoglycaemia; close monitoring of glucose, diabetes medicines adjusted when necessary — section number cited from memory)',
    url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/epclusa',
  },
} as const;
const DAA_IDS: readonly string[] = ['sofosbuvir-velpatasvir'];

function rules(ids: readonly SportDiabetesRuleId[], l: Locale): { text: string; refs: string[] } {
  return {
    text: ids.map((id) => pick(SPORT_DIABETES_RULES[id].text, l)).join('\n\n'),
    refs: ids.map((id) => SPORT_DIABETES_RULES[id].source.ref),
  };
}

function fmtGlucose(mmol: number, l: Locale): string {
  const mgdl = Math.round(mmol * MGDL_PER_MMOL);
  const mm = (Math.round(mmol * 10) / 10).toFixed(1);
  return l === 'zh-CN' ? `${mm} mmol/L（${mgdl} mg/dL）` : `${mgdl} mg/dL (${mm} mmol/L)`;
}

/** A low read now (or below 5.0 before exercise): the treat-a-low rule and the exercise rule. */
function glucoseNowAnswer(ctx: Ctx): Draft | null {
  const t = ctx.norm;
  if (!GLUCOSE_DEVICE_OR_WORD.test(t)) return null;
  const mmol = lowestGlucose(ctx.text);
  // Level 2 is the urgent card's (it runs before any intent); a missing value is no reading.
  if (mmol === null || mmol < LEVEL_2_MMOL) return null;
  const exercise = EXERCISE.test(t);
  const low = mmol < LOW_BELOW_MMOL;
  if (!low && !(exercise && mmol < EXERCISE_START_MMOL)) return null;
  const l = ctx.locale;
  const hypo = EVERYDAY_RULES['hypo-treatment'];
  const lead = low
    ? L(
        l,
        `**${fmtGlucose(mmol, l)}是低血糖（低于3.9 mmol/L，70 mg/dL）：现在就处理。**`,
        `**${fmtGlucose(mmol, l)} is a low (below 70 mg/dL, 3.9 mmol/L): treat it now.**`,
      )
    : L(
        l,
        `**${fmtGlucose(mmol, l)}对运动前来说偏低（低于5.0 mmol/L，90 mg/dL）：先吃10–20克快速升糖的糖，再等一等。**`,
        `**${fmtGlucose(mmol, l)} is too low to start exercise (below 90 mg/dL, 5.0 mmol/L): take 10–20 g of fast sugar and wait.**`,
      );
  const exerciseRule = exercise ? rules(['hypo-before-exercise'], l) : { text: '', refs: [] };
  const onDaa = [...ctx.medicines, ...findDrugs(ctx.text).map((d) => d.id)].some((id) =>
    DAA_IDS.includes(id),
  );
  const daa = low && onDaa;
  const parts = [
    lead,
    ...(low ? [pick(hypo.text, l)] : []),
    ...(daa ? [pick(DAA_DIABETES.text, l)] : []),
    exerciseRule.text,
  ].filter(Boolean);
  const refs = [
    ...(low ? [hypo.source.ref] : []),
    ...(daa ? [DAA_DIABETES.source.ref] : []),
    ...exerciseRule.refs,
  ];
  const notes: SafetyNote[] = [];
  if (low) notes.push({ id: 'hypo-treatment', text: pick(hypo.text, l) });
  if (exercise) notes.push({ id: 'hypo-before-exercise', text: exerciseRule.text });
  return {
    text: parts.join('\n\n') + sourceLine(refs.join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
    notes,
  };
}

function onInsulin(medicines: readonly string[]): boolean {
  return medicines.some((id) => drugById(id)?.classes.includes('insulin') === true);
}

/** Alcohol said by someone with type 1 diabetes or on insulin. */
function alcoholInsulinAnswer(ctx: Ctx): Draft | null {
  const t = ctx.norm;
  if (!ALCOHOL.test(t)) return null;
  // Sports or energy drinks are not alcohol.
  if (
    /\b(sports?|energy) drinks?\b|运动饮料|能量饮料/.test(t) &&
    !/\bbeers?\b|\bwines?\b|\balcohol|酒/.test(t)
  )
    return null;
  const said = SAYS_INSULIN_DIABETES.test(t);
  // On insulin by the plan, the medicine's own row answers plain alcohol questions; this answer adds
  // the exercise and the night when the question speaks of them, or when type 1/insulin is said.
  if (!said && !(onInsulin(ctx.medicines) && EXERCISE.test(t))) return null;
  const l = ctx.locale;
  const r = rules(['alcohol-insulin-exercise'], l);
  return {
    text: r.text + sourceLine(r.refs.join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [],
    notes: [{ id: 'alcohol-insulin-exercise', text: r.text }],
  };
}

/** Caffeine or energy drinks with a stimulant for ADHD (on the list, named, or "my ADHD meds"). */
function stimulantCaffeineAnswer(ctx: Ctx): Draft | null {
  const t = ctx.norm;
  if (!CAFFEINE.test(t)) return null;
  const ids = [...new Set([...ctx.medicines, ...findDrugs(ctx.text).map((d) => d.id)])];
  const stimulant = ids.some((id) => drugById(id)?.classes.includes('stimulant') === true);
  if (!stimulant && !ADHD_MEDS.test(t)) return null;
  const l = ctx.locale;
  const r = rules(['stimulant-caffeine', 'stimulant-appetite'], l);
  return {
    text: r.text + sourceLine(r.refs.join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
    notes: [{ id: 'stimulant-caffeine', text: pick(SPORT_DIABETES_RULES['stimulant-caffeine'].text, l) }],
  };
}

/**
 * The answer for a low glucose read now, alcohol with type 1 diabetes or insulin, or caffeine with a
 * stimulant for ADHD; null for any other question. Red flags (level-2 lows, confusion, chest pain)
 * are answered before this is asked.
 */
export function sportDiabetesAnswer(ctx: Ctx): Draft | null {
  if (!normaliseQuestion(ctx.text)) return null;
  return (
    glucoseNowAnswer(ctx) ??
    nightLowsAnswer(ctx) ??
    insulinOmissionAnswer(ctx) ??
    exerciseLowsAnswer(ctx) ??
    alcoholInsulinAnswer(ctx) ??
    stimulantCaffeineAnswer(ctx)
  );
}

const LOW_WORDS = /低血糖|血糖(偏)?低|低了|掉得快|\blows?\b|\bhypos?\b|\bgo(es|ing)? low\b|\bdrops?\b/;

/** Exercise lows asked by someone with type 1 diabetes or on insulin (said, or on the list). */
function exerciseLowsAnswer(ctx: Ctx): Draft | null {
  const t = ctx.norm;
  if (!EXERCISE.test(t) || !LOW_WORDS.test(t)) return null;
  if (!SAYS_INSULIN_DIABETES.test(t) && !onInsulin(ctx.medicines) && !/低血糖|\bhypos?\b/.test(t))
    return null;
  const l = ctx.locale;
  const r = rules(['exercise-lows'], l);
  return {
    text: r.text + sourceLine(r.refs.join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [],
    notes: [{ id: 'exercise-lows', text: r.text }],
  };
}

const BEDTIME_SNACK =
  /(睡前|晚上|夜里|半夜|临睡).{0,8}(吃|加餐|垫|点心|零食)|\b(bedtime|before bed|at night|night ?time)\b.{0,20}\b(snack|eat|food)\b|\bsnack\b.{0,20}\b(bedtime|before bed|at night)\b/;

/** A bedtime snack asked about by someone on insulin whose plan or message shows a low glucose. */
function nightLowsAnswer(ctx: Ctx): Draft | null {
  const t = ctx.norm;
  if (!BEDTIME_SNACK.test(t)) return null;
  if (!onInsulin(ctx.medicines) && !SAYS_INSULIN_DIABETES.test(t)) return null;
  const planLow = (ctx.plan?.reportAnalysis?.markers ?? []).some(
    (m) => m.key === 'fastingGlucose' && m.unit === 'mmol/L' && m.value < LOW_BELOW_MMOL,
  );
  if (!planLow && !/低血糖|血糖(偏)?低|\blows?\b|\bhypos?\b/.test(t)) return null;
  const l = ctx.locale;
  const r = rules(['night-lows-insulin'], l);
  return {
    text: r.text + sourceLine(r.refs.join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
    notes: [{ id: 'night-lows-insulin', text: r.text }],
  };
}

/**
 * Less insulin to weigh less: never, with the eating-problem sign said plainly, ketones checked when
 * glucose is high and the diabetes team told today (safety/insulin-omission.ts reads the message).
 */
export function insulinOmissionAnswer(ctx: Ctx): Draft | null {
  if (!insulinOmittedForWeight(ctx.norm)) return null;
  const l = ctx.locale;
  const r = rules(['insulin-omission'], l);
  return {
    text: r.text + sourceLine(r.refs.join('; '), l),
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
    notes: [{ id: 'insulin-omission', text: r.text }],
  };
}
