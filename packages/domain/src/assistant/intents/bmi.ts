/**
 * BMI and energy from the plan, and the weight-loss energy target shared with the weight answer. One
 * intent per file; reply.ts dispatches through its HANDLERS table.
 */
import { pick } from '../../contracts/common';
import { bmiCategoryFor, ENERGY_SOURCES, olderLowBmi } from '../../energy';
import { weightLossEnergyFor } from '../../conditions';
import {
  EATING_REFERRAL,
  EATING_SCREEN_FINDING_ID,
  UNDERWEIGHT_NO_LOSS,
  UNDERWEIGHT_NO_LOSS_SOURCE,
  UNDERWEIGHT_TELL_PRESCRIBER,
} from '../../knowledge/scoff';
import { drugById } from '../../interactions';
import type { NO_DEFICIT_ENERGY } from '../../knowledge/no-deficit';
import { liverEnergyText } from '../../knowledge/liver';
import { CHRONIC_SOURCES } from '../../knowledge/chronic-conditions';
import {
  noDeficitEnergyRowFor,
  noDeficitReasonsOf,
  WEIGHT_OR_ENERGY_ASKED,
} from '../../knowledge/no-deficit';
import { ckdEnergyLine, CKD_ENERGY_SOURCE, lowProteinKidneyPlan } from './ckd-protein';
import { BARIATRIC, CONDITION_SOURCES, GESTATIONAL_DIABETES } from '../../knowledge/conditions';
import { fmt, L } from '../format';
import {
  profileCard,
  Q,
  sourceLine,
  startHint,
  suggestionsFor,
  targetLine,
  type Ctx,
  type Draft,
} from './shared';

export const BMI_LABEL = {
  underweight: { zh: '体重过低', en: 'underweight' },
  normal: { zh: '体重正常', en: 'healthy weight' },
  overweight: { zh: '超重', en: 'overweight' },
  obese: { zh: '肥胖', en: 'obese' },
} as const;

export function bmiEnergy(ctx: Ctx): Draft {
  const l = ctx.locale;
  // Said first in every answer below, with or without a plan.
  const crash = crashDietLine(ctx);
  const lead = crash ? `${crash}\n\n` : '';
  const h = /(\d{3}(?:\.\d)?)\s?(?:cm|厘米|公分)/.exec(ctx.norm) ?? /身高\s?(\d{3})/.exec(ctx.norm);
  const w = /(\d{2,3}(?:\.\d)?)\s?(?:kg|公斤|千克)/.exec(ctx.norm);
  const cutoffs = L(
    l,
    '中国成人标准：< 18.5 偏瘦，18.5–23.9 正常，24–27.9 超重，≥ 28 肥胖。',
    'WHO adult cut-offs: < 18.5 underweight, 18.5–24.9 healthy, 25–29.9 overweight, ≥ 30 obese.',
  );
  // "How many calories to lose weight? 175cm, 95kg" from someone whose plan holds that weight: the plan's
  // target is the answer, not the BMI of the figures typed (blind answer round 12, en-009, en-010).
  const planWeight = ctx.plan?.profile.weightKg;
  const calorieQuestion =
    /热量|卡路里|千卡|大卡|(多少|几百)\s*卡|减肥|减重|增重|\bcalories?\b|\bkcal\b|\blose\b|\bget down to\b/.test(
      ctx.norm,
    );
  const samePerson = planWeight !== undefined && w !== null && Math.abs(Number(w[1]) - planWeight) <= 3;
  if (h && w && !(calorieQuestion && samePerson)) {
    const heightM = Number(h[1]) / 100;
    const bmi = Number(w[1]) / (heightM * heightM);
    if (Number.isFinite(bmi) && bmi > 5 && bmi < 100) {
      const cat = bmiCategoryFor(bmi, l);
      return {
        text: `${lead}${L(l, `按身高 ${h[1]} cm、体重 ${w[1]} kg 计算，BMI 为 ${fmt(bmi)}（${BMI_LABEL[cat].zh}）。`, `With ${h[1]} cm and ${w[1]} kg your BMI is ${fmt(bmi)} (${BMI_LABEL[cat].en}).`)}\n\n${cutoffs}`,
        suggestions: suggestionsFor(ctx, [], undefined),
      };
    }
  }
  // Weight lost or hunger with an overactive thyroid or cancer (the plan's, or said): eat more, never a
  // deficit (knowledge/no-deficit.ts; tenth clinician review, zh P4 finding 1).
  // Not for someone who wants to lose weight and tells of no loss ("想产后瘦回去，一天吃1200大卡行吗" with an overactive
  // thyroid was told its weight loss is the disease; forty-eighth clinician review, zh M15).
  const wantsToLose = WANTS_TO_LOSE.test(ctx.norm) && !WEIGHT_LOST_TOLD.test(ctx.norm);
  const sign =
    WEIGHT_OR_ENERGY_ASKED.test(ctx.norm) && !wantsToLose
      ? noDeficitEnergyRowFor(ctx.plan?.profile.conditions ?? [], ctx.norm)
      : null;
  if (sign) return signOfDiseaseAnswer(ctx, sign);
  if (!ctx.plan) {
    return {
      text: `${lead}${L(l, 'BMI = 体重(kg) ÷ 身高(m)²。每日能量用 Mifflin–St Jeor 公式算基础代谢，再乘以活动系数（1.2–1.9）。', 'BMI = weight (kg) ÷ height (m)². Daily energy uses the Mifflin–St Jeor equation for resting metabolism times an activity factor (1.2–1.9).')}\n\n${cutoffs}\n\n${startHint(l)}`,
      suggestions: suggestionsFor(ctx, [Q.bmi(l)], undefined),
    };
  }
  const p = ctx.plan.profile;
  const losing =
    crash !== null ||
    /减肥|减重|瘦|减脂|减到|减掉|减下来|想减|掉秤|\blose\b|\blosing\b|\bweight loss\b|\bslim|\bdrop (\d+|some|the)\b|\bget down to\b|\bshed\b|\bdeficit\b|\bgoal weight\b|目标体重/.test(
      ctx.norm,
    );
  const target = losing ? weightLossTarget(ctx) : null;
  const gain = losing ? null : gainLine(ctx);
  const held = losing || /热量|卡路里|千卡|\bcalories?\b|\bkcal\b/.test(ctx.norm) ? noDeficitLine(ctx) : null;
  return {
    text: [
      ...(crash ? [crash] : []),
      ...(target ? [energyTargetLine(ctx, target)] : []),
      ...(target ? [goalPaceLine(ctx)].filter((x): x is string => x !== null) : []),
      ...(held ? [held] : []),
      olderLowBmi(p.age, p.bmi)
        ? // 18.7 at 80 is not "healthy weight" (answer round 5, en-077; GLIM 2019).
          L(
            l,
            `你的BMI是 **${fmt(p.bmi)}**：${p.age}岁时偏低——65岁以上按GLIM标准，70岁以下低于20、70岁及以上低于22就算偏低，有营养不良的风险，不宜减重。`,
            `Your BMI is **${fmt(p.bmi)}**: low at ${p.age} — from 65, GLIM counts a BMI under 20 (under 70 years) or under 22 (70 and over) as low, a malnutrition risk; weight loss is not advised.`,
          ) + (crash?.includes('Volkert') ? '' : sourceLine(ENERGY_SOURCES.espenGeriatric.ref, l))
        : L(
            l,
            `你的BMI是 **${fmt(p.bmi)}**（${BMI_LABEL[p.bmiCategory].zh}）。`,
            `Your BMI is **${fmt(p.bmi)}** (${BMI_LABEL[p.bmiCategory].en}).`,
          ),
      L(
        l,
        `基础代谢约 ${fmt(p.bmrKcal)} kcal/天，加上活动后每日总能量约 **${fmt(p.tdeeKcal)} kcal**。`,
        `Your resting metabolism is about ${fmt(p.bmrKcal)} kcal/day; with activity you use about **${fmt(p.tdeeKcal)} kcal** a day.`,
      ),
      proteinLine(ctx),
      cutoffs,
      // last, its source closing the answer
      ...(gain ? [gain] : []),
    ].join('\n\n'),
    cards: profileCard(ctx.plan),
    suggestions: suggestionsFor(ctx, [Q.bmi(l)], undefined),
  };
}

/** Weight to put on, asked ("想增重", "长肉", "put on weight", "bulk"). */
export const GAIN_ASKED =
  /增重|增肥|长肉|长胖|胖一点|胖些|重一点|增肌|\b(gain|gaining|put on|putting on|pack on|bulk(ing)?( up)?)\b[^.?!]{0,20}\b(weight|kg|kilos?|pounds|lbs|muscle|mass)\b|\bbulk(ing)?\b/;

/**
 * How much more to eat to gain slowly: 10–20 % above the plan's energy, about 0.25–0.5 % of body weight a
 * week — asked by someone who wants to gain, or whose goal is to (round 51 zh-065: an underweight man's
 * "how many calories to put on weight slowly" got only what he burns). Not in pregnancy or breastfeeding,
 * not after an eating-disorder screen, not below 18 (their own answers hold).
 */
function gainLine(ctx: Ctx): string | null {
  const p = ctx.plan?.profile;
  if (!p || p.age < 18 || (p.lifeStage ?? 'none') !== 'none') return null;
  if (ctx.plan?.findings.some((f) => f.id === EATING_SCREEN_FINDING_ID)) return null;
  const wantsGain = GAIN_ASKED.test(ctx.norm) || (p.goals ?? []).includes('weight_gain');
  if (
    !wantsGain ||
    !/热量|卡路里|千卡|大卡|吃多少|\bcalories?\b|\bkcal\b|\bhow much (should|do|does|to) (i|he|she|we) eat\b/.test(
      ctx.norm,
    )
  )
    return null;
  const low = Math.round((p.tdeeKcal * 1.1) / 50) * 50;
  const high = Math.round((p.tdeeKcal * 1.2) / 50) * 50;
  const kgLow = Math.round(p.weightKg * 0.0025 * 100) / 100;
  const kgHigh = Math.round(p.weightKg * 0.005 * 100) / 100;
  return (
    L(
      ctx.locale,
      `**想慢慢增重（以长肌肉为主）：每天比消耗的约 ${fmt(p.tdeeKcal)} 千卡多吃约10–20%，也就是约 ${fmt(low)}–${fmt(high)} 千卡，**配合每周几次力量训练，每周增重约体重的0.25–0.5%（你约 ${fmt(kgLow)}–${fmt(kgHigh)} 公斤）。每周同一时间称一次，两三周没变化就每天再加约100–200千卡；涨得太快多半是长脂肪。`,
      `**To gain slowly (mostly as muscle): eat about 10–20 % more than the ${fmt(p.tdeeKcal)} kcal you use, about ${fmt(low)}–${fmt(high)} kcal a day,** with strength training a few times a week, aiming at about 0.25–0.5 % of body weight a week (about ${fmt(kgLow)}–${fmt(kgHigh)} kg for you). Weigh once a week at the same time; if nothing changes in two or three weeks, add about 100–200 kcal a day; gaining much faster is mostly fat.`,
    ) + sourceLine(ENERGY_SOURCES.weightGain.ref, ctx.locale)
  );
}

/**
 * A crash diet named in the question: very few calories a day (under 1,000), fasting for days, living
 * on meal replacements, or losing 10 kg / 20 斤 a month. Said before anything else (dietitian review
 * 2026-11-24: these were out of scope in Chinese, and silence reads as permission).
 */
const CRASH =
  /断食|辟谷|只喝|代餐|不吃(主食|饭)|(一天|每天)只吃一顿|半个月(瘦|掉|减)\s*([1-9]\d)\s*斤|一个月瘦\s*([2-9]\d|[1-9]\d{2})\s*斤|\bwater fast|\b(prolonged|extended) fast|\bfast(ing)? for \d+ (days?|weeks?)|\bcrash diet|\bstarv(e|ing)\b|\bmeal replacements?\b|\blose (1\d|[2-9]\d) ?(kg|kilos?) in (a|one) month\b/;
/** 1,000 kcal or under, said of a day or a diet ("每天吃800卡", "a 600 kcal diet"), not of a snack. */
const FEW_KCAL = /(?<!\d)(?:[1-9]\d{0,2}|1,?000)\s*(卡|大卡|千卡|kcal\b|cal(orie)?s?\b)/;
const PER_DAY = /每天|一天|每日|天天|a day\b|per day\b|daily\b|\bdiet\b/;

/** Words of dieting on purpose: without them, a very low intake is someone not eating enough. */
const DIETING =
  /减肥|减重|瘦|减脂|节食|控制饮食|断食|辟谷|代餐|\bdiet\w*\b|\blose\b|\blosing\b|\bweight loss\b|\bcut(ting)?\b|\bslim|\bfast(ing)?\b|\bdeficit\b|\bkcal target\b|(为了|赶在)(夏天|暑假|毕业)|\b(doing|trying|on) (like |about |around |only |just )?\d[\d,]* ?(cal|cals|calories|kcal)\b|\bfor (the )?(summer|prom|beach|bikini season|wedding|holidays?|vacation)\b/;

/**
 * Wanting to lose weight or be thinner ("想再瘦一点", "get down to 42 kg", "thinner"), not weight already lost ("瘦了5斤"),
 * nor a blood thinner ("is that ok with her blood thinner?" got the underweight text: blind answer round 47, en-048).
 */
export const WANTS_LOSS =
  /(想|要|希望|打算|准备|怎么|如何|能不能|可以|再|还)[^，。？?,.!]{0,6}(瘦|减肥|减重|减脂|减到|减掉|减\d)|节食|\b(want|wants|wanted|trying|try|hoping|hope|plan|planning|need|how (can|do|should) i) to (lose|get down|be thinner|slim|drop)\b|(?<!blood[- ]?)\bthinner\b|\bskinnier\b|\bget down to\b|\blose (another|more|some|\d)|\blose weight\b|\bdeficit\b/;

/** BMI under 18.5: the plan's (not in pregnancy), else height and weight said in the message. */
function underweightBmi(ctx: Ctx): number | null {
  const p = ctx.plan?.profile;
  if (p && !String(p.lifeStage ?? '').startsWith('pregnant')) {
    return Number.isFinite(p.bmi) && p.bmi < 18.5 ? p.bmi : null;
  }
  const h = /(\d{3}(?:\.\d)?)\s?(?:cm|厘米|公分)/.exec(ctx.norm);
  const w = /(\d{2,3}(?:\.\d)?)\s?(?:kg|公斤|千克)/.exec(ctx.norm);
  if (!h || !w) return null;
  const m = Number(h[1]) / 100;
  const bmi = Number(w[1]) / (m * m);
  return Number.isFinite(bmi) && bmi > 10 && bmi < 18.5 ? bmi : null;
}

/** Psychiatric medicine classes: the prescriber hears about the weight and the eating too. */
const PSYCH_CLASSES: ReadonlySet<string> = new Set([
  'ssri',
  'snri',
  'tricyclic',
  'atypical_antidepressant',
  'maoi',
  'antipsychotic',
  'mood_stabilizer',
]);

/**
 * Underweight and asking to lose more (eleventh clinician review, zh P4 finding 1): do not lose weight,
 * no rate of loss, regular meals and a gentle referral (knowledge/scoff.ts; NICE NG69).
 */
export function underweightLossLine(ctx: Ctx): string | null {
  if (!WANTS_LOSS.test(ctx.norm)) return null;
  const bmi = underweightBmi(ctx);
  if (bmi === null) return null;
  const l = ctx.locale;
  const psych =
    (ctx.plan?.profile.conditions ?? []).includes('mental_illness') ||
    ctx.medicines.some((id) => drugById(id)?.classes.some((c) => PSYCH_CLASSES.has(c)));
  return (
    [
      pick(UNDERWEIGHT_NO_LOSS, l).replace('{bmi}', fmt(bmi)),
      pick(EATING_REFERRAL, l),
      ...(psych ? [pick(UNDERWEIGHT_TELL_PRESCRIBER, l)] : []),
    ].join('\n\n') + sourceLine(UNDERWEIGHT_NO_LOSS_SOURCE.ref, l)
  );
}

export function crashDietLine(ctx: Ctx): string | null {
  const underweight = underweightLossLine(ctx);
  if (underweight) return underweight;
  const fewKcal = FEW_KCAL.test(ctx.norm) && PER_DAY.test(ctx.norm);
  if (!fewKcal && !CRASH.test(ctx.norm)) return null;
  // "My grandmother only eats about 800 calories a day": eating too little, not a diet (answer round 5,
  // en-077 was given the very-low-calorie-diet warning about losing 0.5–1 kg a week).
  if (fewKcal && !CRASH.test(ctx.norm) && !DIETING.test(ctx.norm))
    return (
      L(
        ctx.locale,
        '**每天只吃这么少（1000千卡以下）是吃得不够，长期这样有危险**：会掉肌肉、营养不良，老人更容易虚弱、跌倒和生病。请带去看医生查吃得少的原因（食欲、牙齿、吞咽、情绪、疾病或药物），需要时由医生或营养师安排口服营养补充剂；平时少量多餐，每餐先保证蛋白质。',
        '**Eating this little (under about 1,000 kcal a day) is too little, and over time it is dangerous**: it costs muscle and leads to malnutrition; older people become frailer, fall and fall ill more easily. See a doctor about why she eats so little (appetite, teeth, swallowing, mood, an illness or a medicine); a doctor or dietitian can add oral nutritional supplements if needed. Meanwhile offer small, frequent meals with protein first.',
      ) + sourceLine(ENERGY_SOURCES.espenGeriatric.ref, ctx.locale)
    );
  return (
    L(
      ctx.locale,
      '**每天 800–1000 千卡以下的极低能量饮食、连续多天断食或只靠代餐，只应在医生监督下进行**：会流失肌肉，还可能引起胆结石和电解质紊乱；安全的速度是每周减 0.5–1 千克（每月约 2–4 千克）（NICE CG189）。',
      '**Very-low-calorie diets (under about 800–1,000 kcal a day), fasting for days or living on meal replacements belong under medical supervision only**: they cost muscle and can cause gallstones and electrolyte problems; a safe pace is 0.5–1 kg a week, about 2–4 kg a month (NICE CG189).',
    ) + (PEERS.test(ctx.norm) ? `\n\n${L(ctx.locale, PEERS_LINE.zh, PEERS_LINE.en)}` : '')
  );
}

/**
 * Friends or classmates on a crash diet ("my friends are doing like 800 calories a day for summer, is that
 * bad"): the asker may be a teenager, for whom it is worse (blind answer round 14, en-023 was given the
 * older person's undereating text). AAP 2016: dieting in adolescence predicts eating disorders.
 */
const PEERS =
  /朋友|同学|闺蜜|室友|\bfriends?\b|\bclassmates?\b|\bbff\b|\bbesties?\b|\beveryone (at|in) (my )?(school|class)\b/;
const PEERS_LINE = {
  zh: '朋友都这么做不代表安全。对还在长身体的青少年更伤：会影响长个子和月经、让骨头变弱，还可能发展成进食障碍。想改变体重，找家长和医生一起看，不要跟着节食。（Golden NH 等，美国儿科学会临床报告，Pediatrics 2016）',
  en: 'Friends doing it does not make it safe. For teenagers, who are still growing, it is worse: it can hold back growth and periods, weaken bones and tip into an eating disorder. If you want to change your weight, see a doctor with a parent rather than following a crash diet. (Golden NH et al., AAP Clinical Report, Pediatrics 2016)',
} as const;

/**
 * The plan's weight-loss energy target (dietitian M2): `energyTargetKcal` when the plan has one, else
 * the same rule the engine applies (`weightLossEnergyFor`, never below the BMR or the safe floor);
 * null when weight loss is not advised (healthy BMI, pregnancy).
 */
export function weightLossTarget(ctx: Ctx): { targetKcal: number; ref: string; fromPlan?: true } | null {
  const p = ctx.plan?.profile;
  if (!p) return null;
  // A positive eating-disorder screen: the plan has no target, and none is recomputed here.
  if (ctx.plan?.findings.some((f) => f.id === EATING_SCREEN_FINDING_ID)) return null;
  // A low-protein kidney plan: the plan's own target or none (blind answer round 13, zh-050).
  if (noDeficitReasonsOf(ctx.plan).includes('ckd_low_protein'))
    return p.energyTargetKcal !== undefined
      ? { targetKcal: p.energyTargetKcal, ref: '', fromPlan: true }
      : null;
  const e = weightLossEnergyFor({
    locale: ctx.locale,
    goals: ['weight_loss'],
    sex: p.sex,
    bmi: p.bmi,
    bmrKcal: p.bmrKcal,
    tdeeKcal: p.tdeeKcal,
    lifeStage: p.lifeStage,
    conditions: p.conditions,
  });
  const targetKcal = p.energyTargetKcal ?? e?.targetKcal;
  if (targetKcal === undefined) return null;
  const ref = e?.finding.reasons[0]?.source.ref ?? '';
  return p.energyTargetKcal !== undefined ? { targetKcal, ref, fromPlan: true } : { targetKcal, ref };
}

/** A goal weight said in the message: "get down to around 80", "减到160斤", "目标75公斤". */
const GOAL_WEIGHT =
  /(?:减到|瘦到|降到|目标(?:体重)?(?:是)?)\s*(\d{2,3}(?:\.\d)?)\s*(斤|公斤|千克|kg)?|\b(?:get|got|come|go|drop) down to (?:about |around |roughly )?(\d{2,3}(?:\.\d)?)\s*(kg|kilos?|lbs?|pounds)?\b|\b(?:goal|target)(?: weight)?(?: is| of)? (?:about |around )?(\d{2,3}(?:\.\d)?)\s*(kg|kilos?|lbs?|pounds)?\b/;

/**
 * How long the goal takes at the safe pace (0.5–1 kg a week, NICE CG189): the arithmetic people ask
 * for next ("how long would it take to get there?").
 */
export function goalPaceLine(ctx: Ctx): string | null {
  const p = ctx.plan?.profile;
  const m = GOAL_WEIGHT.exec(ctx.norm);
  if (!p || !m) return null;
  const value = Number(m[1] ?? m[3] ?? m[5]);
  const unit = (m[2] ?? m[4] ?? m[6] ?? '').toLowerCase();
  const goalKg = unit === '斤' ? value / 2 : /^(lb|pound)/.test(unit) ? value * 0.4536 : value;
  const lose = p.weightKg - goalKg;
  // A goal above the weight, or one no adult reaches by losing (under 30 kg), is not a pace question.
  if (!Number.isFinite(lose) || lose <= 0 || goalKg < 30) return null;
  const weeksMin = Math.ceil(lose / 1);
  const weeksMax = Math.ceil(lose / 0.5);
  const monthsMin = Math.max(1, Math.round(weeksMin / 4.35));
  const monthsMax = Math.max(monthsMin, Math.round(weeksMax / 4.35));
  const kg = fmt(Math.round(lose * 10) / 10);
  return L(
    ctx.locale,
    `从 ${fmt(p.weightKg)} 公斤减到 ${fmt(Math.round(goalKg * 10) / 10)} 公斤要减 ${kg} 公斤：按每周 0.5–1 公斤的安全速度，大约需要 ${weeksMin}–${weeksMax} 周（约 ${monthsMin}–${monthsMax} 个月）；前几周掉得快一些，多半是水分。`,
    `From ${fmt(p.weightKg)} kg to ${fmt(Math.round(goalKg * 10) / 10)} kg is ${kg} kg: at the safe pace of 0.5–1 kg a week that takes about ${weeksMin}–${weeksMax} weeks (roughly ${monthsMin}–${monthsMax} months); the first weeks go faster, mostly water.`,
  );
}

export function energyTargetLine(ctx: Ctx, t: { targetKcal: number; fromPlan?: true }): string {
  const p = ctx.plan!.profile;
  // A figure the plan does not hold (no weight-loss goal ticked) is never called the plan's target
  // (eighteenth clinician review, E4 S4).
  if (t.fromPlan !== true)
    return L(
      ctx.locale,
      `**如果要减重，每天吃约 ${fmt(t.targetKcal)} kcal，不要低于这个数**（你的方案没有设减重目标；你每天大约消耗 ${fmt(p.tdeeKcal)} kcal）。每天少吃约 500 kcal，大约每周减 0.5 千克；安全的速度是每周 0.5–1 千克（每月约 2–4 千克，4–8 斤）（NICE CG189）。`,
      `**To lose weight, about ${fmt(t.targetKcal)} kcal a day — do not go below it** (your plan sets no weight-loss target; you use about ${fmt(p.tdeeKcal)} kcal a day). About 500 kcal a day less loses roughly 0.5 kg (1 lb) a week; a safe pace is 0.5–1 kg (1–2 lb) a week, about 2–4 kg a month (NICE CG189).`,
    );
  return L(
    ctx.locale,
    `**按你的方案，减重时每天吃约 ${fmt(t.targetKcal)} kcal，不要低于这个数**（你每天大约消耗 ${fmt(p.tdeeKcal)} kcal）。每天少吃约 500 kcal，大约每周减 0.5 千克；安全的速度是每周 0.5–1 千克（每月约 2–4 千克，4–8 斤）（NICE CG189）。`,
    `**Your plan's weight-loss target is about ${fmt(t.targetKcal)} kcal a day — do not go below it** (you use about ${fmt(p.tdeeKcal)} kcal a day). About 500 kcal a day less loses roughly 0.5 kg (1 lb) a week; a safe pace is 0.5–1 kg (1–2 lb) a week, about 2–4 kg a month (NICE CG189).`,
  );
}

/** Protein as the plan states it: the KDOQI figure with kidney disease, else the plan's target. */
export function proteinLine(ctx: Ctx): string {
  const v = ctx.views.get('protein');
  if (ctx.plan && v?.managedBy) return targetLine(v, ctx);
  const p = ctx.plan!.profile;
  return L(
    ctx.locale,
    `蛋白质保持 ${fmt(p.proteinTargetG)} g/天。`,
    `Keep protein at ${fmt(p.proteinTargetG)} g/day.`,
  );
}

/**
 * The plan gives no deficit after bariatric surgery, with gestational diabetes or with dysphagia
 * (conditions/living.ts): the answer says who sets the energy instead of leaving the reason out.
 */
export function noDeficitLine(ctx: Ctx): string | null {
  const l = ctx.locale;
  const c = ctx.plan?.profile.conditions ?? [];
  if (c.includes('bariatric_surgery'))
    return (
      L(
        l,
        `减重手术后每天吃多少由手术团队（外科医生和营养师）决定，这里不另给减重热量；蛋白质每天 ${BARIATRIC.proteinG.min}–${BARIATRIC.proteinG.max} 克，每餐先吃蛋白质。`,
        `After bariatric surgery your surgical team (surgeon and dietitian) sets how much you eat, so no weight-loss calorie target is given here; protein is ${BARIATRIC.proteinG.min}–${BARIATRIC.proteinG.max} g a day, eaten first at each meal.`,
      ) + sourceLine(CONDITION_SOURCES.asmbs2019.ref, l)
    );
  if (c.includes('gestational_diabetes'))
    return (
      L(
        l,
        `妊娠期糖尿病：孕期不要节食减重，每天碳水化合物不少于 ${GESTATIONAL_DIABETES.carbohydrateMinG} 克，分到三餐和加餐；体重增长和血糖按产科和糖尿病团队定的目标。`,
        `Gestational diabetes: do not diet to lose weight in pregnancy; eat at least ${GESTATIONAL_DIABETES.carbohydrateMinG} g of carbohydrate a day over meals and snacks, and follow the weight-gain and glucose goals your obstetric and diabetes team sets.`,
      ) + sourceLine(CONDITION_SOURCES.gdm.ref, l)
    );
  if (ctx.plan && noDeficitReasonsOf(ctx.plan).includes('ckd_low_protein') && lowProteinKidneyPlan(ctx.plan))
    return ckdEnergyLine(ctx.plan, l) + sourceLine(CKD_ENERGY_SOURCE.ref, l);
  // An overactive thyroid still treated: no deficit, and when breastfeeding the milk's floor too (forty-eighth
  // clinician review, zh M15: "一天吃1200大卡行吗" was answered as weight lost to the disease).
  if (c.includes('hyperthyroid'))
    return (
      L(
        l,
        '**甲亢还在治疗时，本方案不安排减重的热量缺口，现在不要节食。** 甲亢控制前少吃，掉的多是肌肉，人会更虚；治疗后体重常会回升，等甲功恢复正常，再和内分泌科医生商量怎么慢慢减。',
        '**While an overactive thyroid is being treated, this plan adds no weight-loss deficit: do not diet now.** Eating less before it is controlled mostly costs muscle and leaves you weaker; weight often comes back with treatment, and once your thyroid tests are normal, ask your endocrinologist how to lose it slowly.',
      ) +
      (ctx.plan?.profile.lifeStage === 'lactating'
        ? `\n\n${L(l, '哺乳期本来也不要低于每天约1800千卡：吃得太少会影响奶量。', 'Breastfeeding, do not go below about 1,800 kcal a day in any case: eating too little can lower your milk supply.')}`
        : '') +
      sourceLine(
        `${CHRONIC_SOURCES.hyperthyroidAta.ref}${ctx.plan?.profile.lifeStage === 'lactating' ? '; IOM, Nutrition During Lactation (1991); 中国哺乳期妇女膳食指南（2022）' : ''}`,
        l,
      )
    );
  if (c.includes('dysphagia'))
    return (
      L(
        l,
        '吞咽困难时不要为了减重少吃：容易营养不良和脱水；想调整体重，请让医生或营养师评估。',
        'With a swallowing difficulty, do not eat less to lose weight: it easily leads to malnutrition and dehydration; ask a doctor or dietitian to assess any weight change.',
      ) + sourceLine(CONDITION_SOURCES.iddsi.ref, l)
    );
  return null;
}

/** Weight the person wants to lose ("想瘦回去", "比怀孕前还重6斤", "want to lose the baby weight"). */
const WANTS_TO_LOSE =
  /(想|要|打算|准备|怎么)(减肥|减重|瘦|减掉)|瘦回(去|来)|(比|回到)(怀孕|孕)前[^，。？！]{0,4}(重|的体重)|\b(want|wanna|trying|try|need|hoping|plan(ning)?) to (lose|slim|drop|shed|get back)\b|\b(pre-?pregnancy|baby) weight\b/;
/** Weight lost told as what happened ("掉了5斤", "I've lost 4 kg"). */
const WEIGHT_LOST_TOLD =
  /掉了?[\d一二两三四五六七八九十几]+\s?(斤|公斤|千克|kg)|体重(下降|减轻|掉|轻了)|(突然|一直|越来越|最近)瘦|瘦了[\d一二两三四五六七八九十几]|掉秤|\b(have|ve|been|keep|am|im) (lost|losing)\b/;

/**
 * Weight lost or hunger where weight loss is a sign of the disease: the row's "eat more" with the
 * plan's energy figure as a floor and the person's protein grams, then the BMI and energy lines.
 */
function signOfDiseaseAnswer(ctx: Ctx, row: (typeof NO_DEFICIT_ENERGY)[number]): Draft {
  const l = ctx.locale;
  const p = ctx.plan?.profile;
  const plan = p
    ? L(
        l,
        `——方案按你的情况算的每天约 ${fmt(p.tdeeKcal)} 千卡只是下限`,
        ` — the plan’s ${fmt(p.tdeeKcal)} kcal a day is only a floor`,
      )
    : '';
  const protein = p
    ? L(
        l,
        `（按你 ${fmt(p.weightKg)} 公斤，每天约 ${fmt(Math.round(p.weightKg * row.proteinGPerKg.min))}–${fmt(Math.round(p.weightKg * row.proteinGPerKg.max))} 克）`,
        ` (about ${fmt(Math.round(p.weightKg * row.proteinGPerKg.min))}–${fmt(Math.round(p.weightKg * row.proteinGPerKg.max))} g a day at your ${fmt(p.weightKg)} kg)`,
      )
    : '';
  // Cirrhosis: at least 35 kcal/kg of dry weight, never the plan's activity estimate as the figure.
  const energy = pick(liverEnergyText(p?.weightKg ?? null, p?.bmi ?? null), l);
  const text = pick(row.text, l)
    .replace('{plan}', plan)
    .replace('{energy}', energy)
    .replace('{protein}', protein);
  return {
    text: text + sourceLine(row.source.ref, l),
    ...(ctx.plan ? { cards: profileCard(ctx.plan) } : {}),
    suggestions: suggestionsFor(ctx, [], 'protein'),
    warnings: [{ kind: 'see_doctor' }],
  };
}
