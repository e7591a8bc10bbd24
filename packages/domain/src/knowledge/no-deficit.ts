import type { Bilingual, Source } from '../contracts/common';
import { CHRONIC_SOURCES } from './chronic-conditions';
import { CIRRHOSIS_SAID, LIVER, LIVER_SOURCES } from './liver';
import { EATING_SCREEN_FINDING_ID } from './scoff';

/**
 * Chronic conditions whose weight loss is a sign of the disease: the plan sets no deficit (conditions/chronic.ts).
 * Cirrhosis too: the BMI is not valid with ascites and a deficit speeds muscle loss (EASL 2019 nutrition in
 * chronic liver disease; eighteenth clinician review, E4 S4).
 */
export const CHRONIC_NO_DEFICIT_CONDITIONS = ['hyperthyroid', 'cancer', 'cirrhosis'] as const;

/** Living conditions in which the plan sets no deficit: after bariatric surgery, gestational diabetes, dysphagia (conditions/living.ts). */
export const NO_DEFICIT_CONDITIONS = ['bariatric_surgery', 'gestational_diabetes', 'dysphagia'] as const;

/**
 * Where weight loss is a sign of disease, the plan sets no calorie deficit (conditions/chronic.ts,
 * conditions/living.ts, knowledge/scoff.ts, pregnancy and underweight), and the chat never gives
 * dieting advice: no "eat about 500 kcal less", no "some hunger in the first weeks of a diet is
 * normal" (tenth clinician review, zh P4 finding 1: a woman with uncontrolled Graves' disease who had
 * lost 2.5 kg in a month and was hungry every day was told both). Rows are data, both languages.
 */

/**
 * The sentences of dieting advice: a deficit to eat, the hunger of the first weeks of a diet, a weekly
 * loss to aim for, the plan's weight-loss calories. The plan's own "this plan adds no weight-loss
 * calorie deficit" is not one (a negation before it).
 */
export const DEFICIT_SENTENCE =
  /少吃约?\s?500|每天少吃|少吃的一两周|(?<!不另给|不给|没有)减重热量|(?<!不安排减重的)热量缺口|每周减\s?0\.5|\b500 ?kcal (a day )?(less|fewer|below)\b|\b(eat|eating) (about )?500 kcal less\b|\bweight-loss calories\b|\bhunger in the first week|\b(lose|losing) (about )?0\.5(–1)? kg a week\b|(?<!no weight-loss calorie |adds no |no )\bcalorie deficit\b/i;

/** Why the plan sets no deficit, as the chat reads it. */
export type NoDeficitReason =
  | 'hyperthyroid'
  | 'cancer'
  | 'cirrhosis'
  | 'bariatric_surgery'
  | 'gestational_diabetes'
  | 'dysphagia'
  | 'pregnancy'
  | 'underweight'
  | 'weight_gain_goal'
  | 'eating_disorder_screen'
  /** CKD 3b–5 not on dialysis (a low-protein plan) and no weight-loss goal in the plan (KDOQI 2020). */
  | 'ckd_low_protein';

/**
 * Said in the message by someone without a plan (or beyond it): a disease in which weight loss is a
 * sign, an eating disorder, a loss without trying.
 */
export const NO_DEFICIT_SAID = new RegExp(
  `${CIRRHOSIS_SAID.source}|${/甲亢|甲状腺功能亢进|格雷夫斯|\bgraves\b|\bhyperthyroid\w*|\boveractive thyroid\b|化疗|放疗|(?<!防)癌(?!症筛查)|肿瘤|\bcancer\b|\bchemo\w*|进食障碍|厌食症|暴食症|催吐|\beating disorder\b|\banorexi\w*|\bbulimi\w*|(没|没有|不是|并没)(在|有)?(减肥|节食|刻意)[^。？?]{0,12}(掉|瘦|轻)|不明原因.{0,4}(消瘦|体重下降|掉)|\bwithout (trying|dieting)\b|\bunintention\w*\b|\bunexplained weight loss\b|\bnot (trying|dieting)\b[^.?!]{0,20}\b(los|drop)/.source}`,
);

/**
 * The energy answer where weight loss is a sign of uncontrolled disease: eat more, protein, meals, tell
 * the specialist. `{plan}` is the plan's energy figure said as a floor, `{protein}` the person's grams
 * (filled by the chat; empty without a plan).
 */
export const NO_DEFICIT_ENERGY: readonly {
  reason: NoDeficitReason;
  /** The condition said in the message ("甲亢", "chemo") by someone whose plan does not hold it. */
  said: RegExp;
  /** Protein per kg of body weight a day. */
  proteinGPerKg: { min: number; max: number };
  text: Bilingual;
  source: Source;
}[] = [
  {
    reason: 'hyperthyroid',
    said: /甲亢|甲状腺功能亢进|格雷夫斯|\bgraves\b|\bhyperthyroid\w*|\boveractive thyroid\b|\bthyrotoxic\w*/,
    proteinGPerKg: { min: 1.2, max: 1.5 },
    text: {
      zh: '**甲亢时体重下降、总是饿，是甲亢还没控制住的表现，不是减肥：不要节食，也不要少吃。** 甲亢时身体消耗明显增加，你现在要吃得比平时多{plan}，饿了就加餐；少量多餐（三餐加两三次加餐），每餐有优质蛋白（鸡蛋、奶、鱼、瘦肉、豆腐），蛋白质每公斤体重约 1.2–1.5 克{protein}。请把这个月掉的体重和一直饿的情况告诉内分泌科医生，甲亢控制后体重通常会回升。',
      en: '**Losing weight and being hungry all the time with an overactive thyroid is a sign the hyperthyroidism is not yet controlled, not a diet: do not diet or cut back.** Thyrotoxicosis burns much more energy, so you need to eat more than usual{plan}; eat more when hungry, in small frequent meals (three meals and two or three snacks), with good protein at each (eggs, milk, fish, lean meat, tofu), about 1.2–1.5 g of protein per kg of body weight a day{protein}. Tell your endocrinologist about the weight you have lost and the constant hunger; weight usually comes back once the thyroid is controlled.',
    },
    source: {
      ref: `Ross DS et al. 2016 American Thyroid Association guidelines for diagnosis and management of hyperthyroidism and other causes of thyrotoxicosis, Thyroid 2016, 26:1343–1421 (weight loss and increased appetite as symptoms of thyrotoxicosis — section from memory); 中华医学会内分泌学分会等. 中国甲状腺功能亢进症和其他原因所致甲状腺毒症诊治指南. 中华内分泌代谢杂志 2022，38:700–748（高代谢状态需保证能量和蛋白质摄入——章节凭记忆）; protein 1.2–1.5 g/kg a day as the tenth clinician review gave it (ESPEN 2021 cancer guideline: 1.0–1.5 g/kg, the nearest written figure, from memory)`,
      url: CHRONIC_SOURCES.hyperthyroidAta.url,
    },
  },
  {
    // Eighteenth clinician review, E4 S4: losing muscle with a big belly in cirrhosis was given "the plan's
    // weight-loss target". `{energy}`: the person's energy (knowledge/liver.ts `liverEnergyText`).
    reason: 'cirrhosis',
    said: CIRRHOSIS_SAID,
    proteinGPerKg: LIVER.proteinGPerKg,
    text: {
      zh: '{energy}蛋白质不要少，每天约 1.2–1.5 克/千克体重{protein}，分到各餐里。手臂和腿变细、肚子却变大，是肌肉在流失、腹水在增加，请告诉肝病团队。',
      en: '{energy} Do not cut protein either: about 1.2–1.5 g per kg a day{protein}, spread over the meals. Arms and legs getting thinner while the belly grows means muscle is being lost and fluid gained — tell your liver team.',
    },
    source: { ref: LIVER_SOURCES.easlNutrition.ref, url: LIVER_SOURCES.easlNutrition.url },
  },
  {
    reason: 'cancer',
    said: /化疗|放疗|(?<!防)癌(?!症筛查)|肿瘤|\bcancer\b|\bchemo\w*|\bradiotherapy\b/,
    proteinGPerKg: { min: 1.2, max: 1.5 },
    text: {
      zh: '**治疗期间体重下降、吃不够，不是减肥的机会：不要节食，也不要少吃。** 要吃够{plan}；少量多餐，每餐有优质蛋白，蛋白质每公斤体重约 1.2–1.5 克{protein}。体重下降请告诉肿瘤科团队或营养师。',
      en: '**Losing weight or not managing to eat during treatment is not a chance to diet: do not diet or cut back.** Eat enough{plan}; eat small frequent meals with good protein at each, about 1.2–1.5 g of protein per kg a day{protein}. Tell your oncology team or dietitian about any weight loss.',
    },
    source: { ref: CHRONIC_SOURCES.cancerEspen.ref },
  },
];

/** The plan's reasons for no deficit (empty: the plan may set one). */
export function noDeficitReasonsOf(
  plan: {
    profile: {
      conditions?: readonly string[] | undefined;
      lifeStage?: string | undefined;
      bmiCategory?: string | undefined;
      goals?: readonly string[] | undefined;
      ckdStage?: string | undefined;
    };
    findings: readonly { id: string }[];
  } | null,
): NoDeficitReason[] {
  if (!plan) return [];
  const p = plan.profile;
  const out: NoDeficitReason[] = [];
  for (const c of [...CHRONIC_NO_DEFICIT_CONDITIONS, ...NO_DEFICIT_CONDITIONS])
    if ((p.conditions ?? []).includes(c)) out.push(c);
  // Breastfeeding allows a gradual loss (the tips' own limits), pregnancy none.
  if (p.lifeStage?.startsWith('pregnant')) out.push('pregnancy');
  if (p.bmiCategory === 'underweight') out.push('underweight');
  if ((p.goals ?? []).includes('weight_gain')) out.push('weight_gain_goal');
  if (plan.findings.some((f) => f.id === EATING_SCREEN_FINDING_ID)) out.push('eating_disorder_screen');
  // A low-protein kidney diet: energy 25–35 kcal/kg so protein is not burnt (KDOQI 2020); a deficit only
  // where the plan set one (a weight-loss goal), never one the chat computes (blind answer round 13, zh-050).
  const c = p.conditions ?? [];
  const lowProteinCkd =
    !c.includes('dialysis') &&
    !c.includes('kidney_transplant') &&
    (['G3b', 'G4', 'G5'].includes(p.ckdStage ?? '') ||
      (c.includes('kidney_disease') && p.ckdStage === undefined));
  if (lowProteinCkd && !(p.goals ?? []).includes('weight_loss')) out.push('ckd_low_protein');
  return out;
}

/** The energy row for this person's condition, or for one said in the message. */
export function noDeficitEnergyRowFor(
  conditions: readonly string[],
  norm: string,
): (typeof NO_DEFICIT_ENERGY)[number] | null {
  return (
    NO_DEFICIT_ENERGY.find((r) => conditions.includes(r.reason)) ??
    NO_DEFICIT_ENERGY.find((r) => r.said.test(norm)) ??
    null
  );
}

/** A question about weight lost, hunger or how much to eat. */
export const WEIGHT_OR_ENERGY_ASKED =
  /掉了?[\d一二两三四五六七八九十几]+\s?(斤|公斤|千克|kg)|体重(下降|减轻|掉|轻了)|瘦了|掉秤|饿|热量|千卡|大卡|卡路里|\blost\b[^.?!]{0,20}\b(kg|kilos?|pounds|lbs?|stone|weight)\b|\blosing weight\b|\bweight loss\b|\bhungry\b|\bstarving\b|\bcalories\b|\bkcal\b|\bhow much (should|do|can) i eat\b/;
