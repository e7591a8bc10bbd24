import type { Bilingual, Source } from '../contracts/common';

/**
 * The eating-disorder screen (SCOFF) and what a positive one changes in the plan. The questions' own
 * wording is the web's (locales); the items, the cut-off and the positive-screen rule are in
 * contracts/questionnaire.ts, so the web and the engine count the same way.
 */

/** The finding a positive screen adds; the assistant reads it to keep weight-loss figures out. */
export const EATING_SCREEN_FINDING_ID = 'eating-disorder-screen';

export const SCOFF_SOURCE: Source = {
  ref: 'Morgan JF, Reid F, Lacey JH. The SCOFF questionnaire: assessment of a new screening tool for eating disorders. BMJ 1999;319:1467–8 (two or more "yes" answers: a likely eating disorder); Leung SF et al. Psychometric properties of the SCOFF questionnaire (Chinese version). Int J Nurs Stud 2009;46:239–47; NICE NG69 Eating disorders: recognition and treatment (2017): a screen is not a diagnosis, refer for assessment; 中国进食障碍防治指南（2015）',
  url: 'https://doi.org/10.1136/bmj.319.7223.1467',
};

/**
 * A positive screen: a gentle referral, and energy at maintenance (no deficit, no weight-loss goal):
 * dieting is a known trigger and maintainer of eating disorders (NICE NG69), so the plan does not
 * prescribe one before a clinician has assessed the person.
 */
export const EATING_SCREEN_TEXT = {
  positive: {
    zh: '你在进食习惯筛查（SCOFF）的5个问题中有 {n} 个回答“是”，这提示吃东西这件事可能让你有些困扰。这不是诊断，这种情况并不少见，而且是可以得到帮助的。建议找信任的医生聊一聊：可以先看全科或家庭医生，也可以去医院的精神心理科或进食障碍门诊。',
    en: 'You answered “yes” to {n} of the 5 questions of the eating-habits screen (SCOFF), which can mean that food and eating have become hard for you. This is not a diagnosis; it is common, and help works. Please think about talking it over with a doctor you trust: your GP or family doctor, or an eating-disorder service.',
  },
  energy: {
    zh: '这份方案不设减重的热量目标，能量按保持体重来安排，请规律吃好三餐。',
    en: 'This plan sets no weight-loss calorie target; energy is set to keep your weight steady, with regular meals.',
  },
  // In pregnancy the weight is meant to rise (IOM 2009; WS/T 801-2022): never "keep it steady".
  energyPregnant: {
    zh: '这份方案不设任何减重目标，能量按孕期需要安排，请规律吃好三餐和加餐。',
    en: 'This plan sets no weight-loss target; energy follows what your pregnancy needs, with regular meals and snacks.',
  },
  goalSetAside: {
    zh: '你选的“减重”目标这次先放一放：在和医生谈过之前，少吃来减重可能让吃东西的困扰更重。',
    en: 'Your weight-loss goal is set aside in this plan for now: eating less to lose weight before talking to a doctor can make difficulties with eating worse.',
  },
} as const satisfies Record<string, Bilingual>;

/**
 * The assistant's answer to a weight-loss or calorie question after a positive screen: no figures,
 * the same referral, in the same words' spirit as the plan's finding.
 */
/** The gentle referral both eating-screen answers end with (NICE NG69: a screen is not a diagnosis). */
export const EATING_REFERRAL: Bilingual = {
  zh: '建议找信任的医生聊一聊：可以先看全科或家庭医生，也可以去医院的精神心理科或进食障碍门诊。这不是给你贴标签，很多人都会遇到，而且是可以得到帮助的。',
  en: 'Please think about talking it over with a doctor you trust: your GP or family doctor, or an eating-disorder service. This is not a label — it is common, and help works.',
};

export const EATING_SCREEN_REPLY: Bilingual = {
  zh:
    '**这次我不给减重的热量数字。** 你在方案的进食习惯筛查里有几项回答“是”，在这种情况下，先算热量、少吃来减重，可能让吃东西的困扰更重。\n\n- 每天按时吃三餐，中间可以加餐，不要跳餐\n- 不用每天称体重、算热量\n- 想调整体重，先和医生一起决定\n\n' +
    EATING_REFERRAL.zh,
  en:
    '**I will not give a weight-loss calorie figure here.** In your plan’s eating-habits screen you answered “yes” to some of the questions, and then counting calories and eating less to lose weight can make difficulties with eating worse.\n\n- Eat three regular meals a day, with snacks in between if you like; do not skip meals\n- There is no need to weigh yourself or count calories every day\n- If you want to change your weight, decide it together with a doctor\n\n' +
    EATING_REFERRAL.en,
};

/**
 * Distress about eating or the body ("吃东西失控，讨厌自己的身体", "I hate my body", a binge, making
 * oneself sick): no nutrient list or figure, but kind words, regular meals and the same referral
 * (NICE NG69 §1.2: people who raise concerns about eating are assessed, not given diet advice).
 */
export const EATING_DISTRESS_REPLY: Bilingual = {
  zh:
    '**谢谢你愿意说出来，这些感受很难受，你不是一个人。** 对吃东西感到失控、讨厌自己的身体，或者暴食、吃完想吐，这些都值得认真对待，但不是靠算热量或补哪种营养素能解决的。\n\n- 先尽量按时吃三餐，中间可以加餐，不要跳餐或催吐\n- 暂时不用称体重、算热量\n- 如果有想伤害自己的念头，请马上拨打 120 或去医院急诊\n\n' +
    EATING_REFERRAL.zh,
  en:
    '**Thank you for telling me — these feelings are hard, and you are not alone.** Feeling out of control around food, hating your body, bingeing or wanting to make yourself sick all deserve real care, and counting calories or adding a nutrient will not fix them.\n\n- Try to eat three regular meals a day, with snacks if you like; do not skip meals or make yourself sick\n- There is no need to weigh yourself or count calories for now\n- If you have thoughts of harming yourself, call or text 988 (Suicide & Crisis Lifeline) or call 911 now\n\n' +
    EATING_REFERRAL.en,
};

/** Words of distress about eating or body image, in both languages (read on a normalised question). */
// "吃完就想吐" is nausea after eating (morning sickness in pregnancy), not purging: only vomiting brought up
// or done after eating is (a helper of 2026-11-27 found a pregnant woman's nausea answered as distress).
export const EATING_DISTRESS =
  /(吃|食物|饮食|进食|暴饮暴食).{0,6}失控|失控.{0,4}(地吃|吃东西|吃饭|食物|饮食|进食)|控制不住(自己)?(地|的)?(吃|想吃|暴食)|讨厌自己的(身体|身材)|恨自己的(身体|身材)|厌恶自己的(身体|身材)|暴食|催吐|抠喉|吃完(就)?(去)?吐(掉|出来)|吃了(就)?吐掉|\bhate my (body|self|weight)\b|\bout of control (around|with) food\b|\bcan'?t stop eating\b|\bbing(e|es|ed|eing|ing)\b|\bpurg(e|ing)\b|\bmake myself (sick|throw up|vomit)\b|\bthrow(ing)? up after (eating|meals?)\b|\bdisgusted (by|with) my body\b/;

/**
 * Potassium below this (mmol/L) in someone who screens positive or makes themselves sick: a medical
 * risk needing review the same day (MEED 2022 red risk: K+ < 3.0 mmol/L; NICE NG69 §1.3, purging
 * and electrolyte monitoring).
 */
export const PURGING_POTASSIUM_BELOW = 3.0;

export const MEED_2022: Source = {
  ref: 'Royal College of Psychiatrists. Medical emergencies in eating disorders (MEED): guidance on recognition and management, CR233 (2022): potassium below 3.0 mmol/L is a red (high) risk, often from vomiting or laxatives — same-day medical assessment, ECG and supervised replacement; NICE NG69 Eating disorders (2017, updated 2020) §1.3: people who purge need their electrolytes checked',
};

/**
 * Added to the plan's low-potassium finding for someone who makes themselves sick (`sick`) or screens
 * positive without that answer (`screen`): it replaces "eat more fruit" as what to do.
 */
export const PURGING_LOW_POTASSIUM_TEXT = {
  sick: {
    zh: '你在进食习惯筛查中回答会让自己呕吐，血钾低很可能就是呕吐造成的。血钾低于 3.0 mmol/L 会引起危险的心律失常：请今天就去看医生，复查血钾、血镁并做心电图，补钾由医生安排；只靠多吃水果不能纠正，也请把呕吐的情况告诉医生。',
    en: 'You answered in the eating-habits screen that you make yourself sick: the low potassium is most likely from the vomiting. Potassium below 3.0 mmol/L can cause a dangerous heart rhythm: please see a doctor today for a repeat potassium and magnesium test and an ECG, with potassium replaced as the doctor decides; eating more fruit will not correct it, and please tell the doctor about the vomiting.',
  },
  screen: {
    zh: '你的进食习惯筛查为阳性，血钾低可能与呕吐、泻药或吃得太少有关。血钾低于 3.0 mmol/L 会引起危险的心律失常：请今天就去看医生，复查血钾、血镁并做心电图，补钾由医生安排；只靠多吃水果不能纠正。',
    en: 'Your eating-habits screen was positive: the low potassium may come from vomiting, laxatives or eating very little. Potassium below 3.0 mmol/L can cause a dangerous heart rhythm: please see a doctor today for a repeat potassium and magnesium test and an ECG, with potassium replaced as the doctor decides; eating more fruit will not correct it.',
  },
} as const satisfies Record<string, Bilingual>;

/**
 * Underweight (BMI under 18.5) and asking how to lose more, or whether a very low intake is all right
 * (eleventh clinician review, zh P4 finding 1: BMI 18 on venlafaxine, one meal a day, "一天吃800卡可以吗"
 * got "a safe pace is 0.5–1 kg a week"). No deficit and no rate of loss: the goal is a healthy weight,
 * and the wish to lose weight while underweight is met with a gentle referral (NICE NG69 §1.2: people
 * with a possible eating disorder are assessed, not given diet advice; WHO BMI < 18.5 underweight).
 */
export const UNDERWEIGHT_NO_LOSS: Bilingual = {
  zh: '**你的体重已经偏轻（BMI {bmi}，低于18.5），不要再减重，也不要一天只吃几百千卡或一天只吃一顿。** 再瘦下去会掉肌肉、脱发、月经紊乱、骨头变脆，心脏也会受影响。现在的目标是把体重慢慢恢复到正常范围：每天按时吃三餐，中间加餐，不跳餐，不用每天称体重、算热量。已经偏瘦还一直想更瘦、怕长胖、吃得很少，可能说明吃东西这件事让你有些困扰——这很常见，也能得到帮助。',
  en: '**Your weight is already low (BMI {bmi}, under 18.5): do not try to lose more weight, and do not eat only a few hundred kcal or one meal a day.** Losing more costs muscle and hair, upsets periods, weakens bones and strains the heart. The goal now is to come back up to a healthy weight slowly: three regular meals a day with snacks in between, no skipped meals, and no daily weighing or calorie counting. Wanting to be thinner while already underweight, fearing weight gain or eating very little can mean that food and eating have become hard for you — this is common, and help works.',
};

/** Said after UNDERWEIGHT_NO_LOSS to someone on a psychiatric medicine or with a mental illness recorded. */
export const UNDERWEIGHT_TELL_PRESCRIBER: Bilingual = {
  zh: '也请把体重下降和吃饭的情况告诉给你开药的精神科医生或全科医生。',
  en: 'Please also tell the doctor who prescribes your medicines (psychiatrist or GP) about the weight loss and your eating.',
};

export const UNDERWEIGHT_NO_LOSS_SOURCE: Source = {
  ref: 'NICE NG69 Eating disorders: recognition and treatment (2017, updated 2020) §1.2 (people with a possible eating disorder are assessed and referred, not given weight-loss advice); WHO: BMI < 18.5 kg/m² is underweight; 中国进食障碍防治指南（2015）',
};
