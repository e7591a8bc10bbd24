/**
 * A very low food intake asked about or planned: a day of 500–1,000 kcal, one meal a day, or shakes
 * instead of meals (fifteenth clinician review, en P4 serious #7: "Can I go down to 500 cals to speed it
 * up?" on tirzepatide got another question's "can't"). The answer is the person's floor and why — never
 * a pace, a tip list or silence, which read as permission.
 *
 * Sources:
 * - NICE CG189 (2014, updated 2023) 1.7: very-low-calorie diets (≤ 800 kcal a day) not routinely; only
 *   as part of a supervised programme, with medical follow-up; a 600 kcal deficit; 0.5–1 kg a week.
 * - AHA/ACC/TOS 2013 (Jensen MD et al., Circulation 2014;129:S102–S138): 1,200–1,500 kcal a day for
 *   women and 1,500–1,800 for men as the usual lower bounds of a weight-loss diet — the plan's floor
 *   (knowledge/conditions.ts `WEIGHT_LOSS.floorKcal`, never below the resting energy).
 * - Gallstones with fast weight loss: NIDDK "Dieting and gallstones" (weight loss of more than about
 *   1.5 kg a week raises the risk); the tirzepatide and semaglutide labels warn of acute gallbladder
 *   disease (US PI Mounjaro/Zepbound and Ozempic/Wegovy, Warnings and Precautions — section numbers
 *   from memory).
 * - Protein first on a GLP-1 medicine: Mozaffarian D et al., Nutritional priorities to support GLP-1
 *   therapy for obesity, joint advisory of ACLM, ASN, OMA and TOS, Am J Clin Nutr / Obesity 2025
 *   (cited from memory: enough protein and a nutrient-dense diet to keep muscle; no extra restriction).
 */
import type { Bilingual } from '../contracts/common';

export const VERY_LOW_INTAKE_SOURCES = {
  nice: {
    ref: 'NICE CG189 Obesity: identification, assessment and management (2014, updated 2023), 1.7 dietary interventions (very-low-calorie diets ≤ 800 kcal a day only in a supervised programme)',
  },
  aha: {
    ref: 'Jensen MD et al., 2013 AHA/ACC/TOS Guideline for the Management of Overweight and Obesity in Adults, Circulation 2014, 129:S102–S138 (1,200–1,500 kcal a day women, 1,500–1,800 men)',
  },
  gallstones: {
    ref: 'NIDDK, Dieting and gallstones (fast weight loss of more than about 1.5 kg a week)',
  },
  glp1Label: {
    ref: 'Mounjaro/Zepbound and Ozempic/Wegovy US prescribing information, Warnings and Precautions: acute gallbladder disease (section numbers from memory)',
  },
  glp1Protein: {
    ref: 'Mozaffarian D et al., Nutritional priorities to support GLP-1 therapy for obesity (ACLM, ASN, OMA, TOS joint advisory), Am J Clin Nutr 2025 (cited from memory)',
  },
} as const;

/** The lead, by what was asked; `{n}` the lowest day's kcal asked, `{floor}` the floor in kcal. */
export const VERY_LOW_LEAD = {
  kcalPlan: {
    zh: '**一天{n}千卡太少了，不要降到这个数：你的方案每天的下限是{floor}千卡，不要低于它。**',
    en: '**{n} kcal a day is far too little — do not go down to it: your plan’s floor is {floor} kcal a day; do not go below it.**',
  },
  omadPlan: {
    zh: '**一天只吃一顿，多半会吃到方案的下限以下：你的方案每天的下限是{floor}千卡，不要低于它。**',
    en: '**One meal a day usually ends well under your floor: your plan’s floor is {floor} kcal a day; do not go below it.**',
  },
  shakesPlan: {
    zh: '**三餐都只喝代餐（奶昔），属于极低能量或全代餐饮食，只能在医生监督的减重项目里做；自己做的话，方案每天的下限是{floor}千卡，不要低于它。**',
    en: '**Living on shakes alone is a very-low-calorie (total meal replacement) diet, for a programme a doctor supervises only — on your own, do not go below your plan’s floor of {floor} kcal a day.**',
  },
  kcalGuest: {
    zh: '**一天{n}千卡太少了，不要降到这个数。** 成年人减重时一般不低于每天1200千卡（女性）或1500千卡（男性），也不低于自己的基础代谢。',
    en: '**{n} kcal a day is far too little — do not go down to it.** An adult losing weight normally stays at or above about 1,200 kcal a day (women) or 1,500 kcal (men), and never below their own resting energy.',
  },
  omadGuest: {
    zh: '**一天只吃一顿，多半会吃得太少。** 成年人减重时一般不低于每天1200千卡（女性）或1500千卡（男性），也不低于自己的基础代谢。',
    en: '**One meal a day usually means eating far too little.** An adult losing weight normally stays at or above about 1,200 kcal a day (women) or 1,500 kcal (men), and never below their own resting energy.',
  },
  shakesGuest: {
    zh: '**三餐都只喝代餐（奶昔），属于极低能量或全代餐饮食，只能在医生监督的减重项目里做。** 自己减重时，成年人一般不低于每天1200千卡（女性）或1500千卡（男性）。',
    en: '**Living on shakes alone is a very-low-calorie (total meal replacement) diet, for a programme a doctor supervises only.** On your own, an adult losing weight normally stays at or above about 1,200 kcal a day (women) or 1,500 kcal (men).',
  },
} as const satisfies Record<string, Bilingual>;

/** The plan's weight-loss target beside the floor; `{target}` kcal. */
export const VERY_LOW_TARGET: Bilingual = {
  zh: '方案的减重目标是每天约{target}千卡，按它吃每周大约减0.5千克，这才是稳妥的速度。',
  en: 'Your plan’s weight-loss target is about {target} kcal a day: eating that loses about 0.5 kg a week, which is the safe pace.',
};

/** An intake the person says they already eat that is under the floor; `{now}` kcal. */
export const VERY_LOW_ALREADY: Bilingual = {
  zh: '你现在每天约{now}千卡，已经低于下限了：要多吃一点，而不是再少吃。',
  en: 'The {now} kcal a day you eat now is already below it: eat more, not less.',
};

/** Losing more than about 1 kg a week, said in the message. */
export const VERY_LOW_TOO_FAST: Bilingual = {
  zh: '每周掉秤超过1千克已经比安全的速度快了。',
  en: 'Losing more than about 1 kg a week is already faster than is safe.',
};

/** Why, for everyone. */
export const VERY_LOW_WHY: Bilingual = {
  zh: '吃得这么少：会掉肌肉（体重也更容易反弹）；会营养不良——蛋白质、维生素和矿物质都跟不上，容易乏力、头晕、怕冷、掉头发、月经紊乱；掉得太快还会增加胆结石的风险。每天低于800千卡的极低能量饮食只应在医生监督下进行：要在有定期复查的项目里做，不能自己做。',
  en: 'Eating this little costs muscle (and the weight comes back more easily); it leads to malnutrition — too little protein, vitamins and minerals, with tiredness, dizziness, feeling cold, hair loss and missed periods; and losing fast raises the risk of gallstones. Diets under about 800 kcal a day (very-low-calorie diets) belong under medical supervision only: a programme with regular checks, never on your own.',
};

/** On a GLP-1 medicine (semaglutide, tirzepatide, liraglutide …); `{drug}` its name, `{protein}` the plan's g. */
export const VERY_LOW_GLP1 = {
  withProtein: {
    zh: '**你在用{drug}：** 这个药会让人没胃口，很容易吃得太少。每餐先吃蛋白质（鱼、蛋、瘦肉、豆腐、奶），方案每天约{protein}克；少量多餐，喝够水；不要靠少吃来“加速”，减重交给药和方案的热量，每天不低于下限。如果因为不饿或恶心，怎么也吃不到下限，请告诉开药的医生，由医生看剂量要不要调。这类药本身有胆囊疾病（胆结石）的风险，掉得太快会更高：右上腹痛、发烧、皮肤或眼白发黄，要去看医生。',
    en: '**On {drug}:** the medicine takes your appetite away, so eating too little comes easily. Protein first at every meal (fish, eggs, lean meat, tofu, dairy) — about {protein} g a day on your plan; small meals and enough fluids; do not eat less to “speed it up” — let the medicine and your plan’s calories do the work, and never go below the floor. If you cannot reach the floor because you are never hungry or feel sick, tell the doctor who prescribes it; they can review the dose. These medicines carry a risk of gallbladder disease (gallstones), and losing fast adds to it: pain high on the right of the belly, fever, or yellow skin or eyes — see a doctor.',
  },
  noProtein: {
    zh: '**你在用{drug}：** 这个药会让人没胃口，很容易吃得太少。每餐先吃蛋白质（鱼、蛋、瘦肉、豆腐、奶）；少量多餐，喝够水；不要靠少吃来“加速”，每天不低于下限。如果因为不饿或恶心，怎么也吃不到下限，请告诉开药的医生，由医生看剂量要不要调。这类药本身有胆囊疾病（胆结石）的风险，掉得太快会更高：右上腹痛、发烧、皮肤或眼白发黄，要去看医生。',
    en: '**On {drug}:** the medicine takes your appetite away, so eating too little comes easily. Protein first at every meal (fish, eggs, lean meat, tofu, dairy); small meals and enough fluids; do not eat less to “speed it up”, and never go below the floor. If you cannot reach the floor because you are never hungry or feel sick, tell the doctor who prescribes it; they can review the dose. These medicines carry a risk of gallbladder disease (gallstones), and losing fast adds to it: pain high on the right of the belly, fever, or yellow skin or eyes — see a doctor.',
  },
} as const satisfies Record<string, Bilingual>;

/** Pregnant or breastfeeding: no diet at all. */
export const VERY_LOW_PREGNANCY: Bilingual = {
  zh: '**怀孕和哺乳期都不要节食，更不能吃到这么少。** 宝宝的生长和乳汁都靠你吃进去的能量和蛋白质；体重增长按产科医生定的目标来，有顾虑请和产科医生或营养师商量。',
  en: '**Do not diet while pregnant or breastfeeding, and never eat this little.** Your baby’s growth and your milk depend on the energy and protein you eat; follow the weight-gain goal your obstetric team sets, and talk to them or a dietitian about any worry.',
};

/** A gentle word: wanting to eat less and less can be the start of an eating problem (NICE NG69). */
export const VERY_LOW_CARE: Bilingual = {
  zh: '如果你发现自己越来越想少吃、害怕吃东西，或者吃完就内疚，请告诉医生——这很常见，也有办法帮你。',
  en: 'If you find yourself wanting to eat less and less, feeling afraid of food or guilty after eating, tell your doctor — it is common, and help works.',
};

/** No plan: where one's own floor comes from. */
export const VERY_LOW_QUESTIONNAIRE: Bilingual = {
  zh: '完成简短问卷，我就能按你的年龄、身高体重和活动量给出你自己每天的下限和减重热量。不满18岁的话不要节食，请和家长一起看医生。',
  en: 'Answer the short questionnaire and I can give your own daily floor and weight-loss calories for your age, size and activity. If you are under 18, do not diet — see a doctor with a parent.',
};

/**
 * Protein asked about on a GLP-1 medicine ("how much protein on Mounjaro so I don't lose muscle?"):
 * the plan's figure as the least, protein first, and strength exercise; `{drug}` its name.
 */
export const GLP1_PROTEIN: Bilingual = {
  zh: '**用{drug}减重时，蛋白质和力量训练能帮你少掉肌肉：** 上面的量是每天的下限，不要少于它；每餐先吃蛋白质（鱼、蛋、瘦肉、豆腐、奶），胃口小就少量多餐；每周做2–3次力量训练。不要为了掉得更快而少吃，每天的热量不低于方案的下限。',
  en: '**Losing weight on {drug}, protein and strength exercise help you keep muscle:** take the amount above as your least each day; eat the protein first at every meal (fish, eggs, lean meat, tofu, dairy), in small meals when your appetite is low; and do strength exercise 2–3 times a week. Do not eat less to lose faster — keep your calories at or above your plan’s floor.',
};
