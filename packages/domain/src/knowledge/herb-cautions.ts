/**
 * Herbal products a condition or a result rules out (or makes a caution) by what they are: senna with a
 * low potassium or a positive eating-disorder screen, lingzhi (reishi) with liver disease, dandelion root
 * with kidney disease. A blind clinician review (herbs, 2026-11-29) found these products "unchecked: not
 * recognised" in the plan while the chat warned: plan and chat disagreed. The medicine pairs of the same
 * products (lithium and dandelion, warfarin and cranberry, transplant immunosuppressants and elderberry,
 * ciclosporin and berberine) are interaction rows in `./interactions`.
 *
 * engine/plan.ts hands the rows a person's plan calls for to the review (`namedAvoid`, `namedCaution`):
 * a product whose name matches `names`, or whose main substance is one of `substances`, gets the text.
 * Sections marked "from memory" were not checked against the document.
 */
import type { Bilingual, Source } from '../contracts/common';
import type { Substance } from '../substances';

// ---- senna: a stimulant laxative, and potassium ------------------------------------------------

/** Potassium (mmol/L) below which senna is "not on your own" (the lower limit of the range, WS/T 404.3). */
export const SENNA_POTASSIUM_BELOW = 3.5;

export const SENNA_SUBSTANCES: readonly Substance[] = ['senna'];
/** Senna by name, for one the table does not know ("番泻叶泡水", "Senokot-S", "senna pods"). */
export const SENNA_NAMES = /番泻|\bsenna\b|\bsenokot\b|\bsennosides?\b|\bex-?lax\b/i;

export const SENNA_LOW_POTASSIUM_SOURCE: Source = {
  ref: 'NICE NG69 Eating disorders: recognition and treatment (2017, updated 2020) §1.3 (people who misuse laxatives or vomit need their electrolytes checked; laxatives do not reduce calorie absorption — sections from memory); Royal College of Psychiatrists, Medical emergencies in eating disorders (MEED): guidance on recognition and management, CR233 (2022) (laxative misuse and vomiting cause potassium loss; potassium below 3.0 mmol/L is a red risk); Senokot (sennosides) drug facts: stimulant laxative, not for longer than 1 week unless a doctor directs',
  url: 'https://www.nice.org.uk/guidance/ng69',
};

/** Why senna is ruled out for this person ({value}: the potassium as typed). */
export const SENNA_WHY: Record<'lowPotassium' | 'screen', Bilingual> = {
  lowPotassium: {
    zh: '你的血钾 {value} mmol/L，低于 3.5',
    en: 'your potassium is {value} mmol/L, below 3.5',
  },
  screen: {
    zh: '你的进食习惯筛查为阳性',
    en: 'your eating-habits screen was positive',
  },
};

/** The review's line for senna ({why}: one of `SENNA_WHY`). */
export const SENNA_REVIEW: Bilingual = {
  zh: '番泻叶（包括番泻叶茶、番泻叶泡水和Senokot等番泻苷片）是刺激性泻药，{why}：经常用泻药会让身体丢钾，血钾过低会引起危险的心律失常，泻药也不能减少吃进去的热量。不要自己用它通便或控制体重；请把用泻药的情况告诉医生，便秘怎么处理由医生决定。',
  en: 'Senna (including senna tea, senna leaf steeped in water and sennoside tablets such as Senokot) is a stimulant laxative, and {why}: regular laxative use makes the body lose potassium, a very low potassium can cause a dangerous heart rhythm, and laxatives do not stop calories being absorbed. Do not use it on your own for constipation or weight; tell your doctor that you use laxatives, and let them decide how to treat constipation.',
};

// ---- lingzhi (reishi, Ganoderma) and the liver -------------------------------------------------

export const REISHI_SUBSTANCES: readonly Substance[] = ['reishi'];
/** Lingzhi by name, for one the table does not know ("破壁灵芝孢子粉", "Ganoderma coffee"). */
export const REISHI_NAMES = /灵芝|\breishi\b|\bling ?zhi\b|\bganoderma\b/i;

export const REISHI_LIVER_SOURCE: Source = {
  ref: 'NIH LiverTox (NIDDK), "Ganoderma (Lingzhi)": case reports of clinically apparent liver injury, some severe, mostly with powdered products; EASL Clinical Practice Guidelines for the management of patients with decompensated cirrhosis, J Hepatol 2018;69:406–460 (avoid potentially hepatotoxic drugs and herbal products — wording from memory); 中华医学会肝病学分会《肝硬化诊治指南（2019）》（避免使用可能损肝的药物和保健品，章节凭记忆）',
};

/** The review's line for lingzhi with a liver disease other than cirrhosis. */
export const REISHI_LIVER_REVIEW: Bilingual = {
  zh: '灵芝（包括灵芝孢子粉、破壁孢子粉和灵芝片、灵芝胶囊）有引起肝损伤的病例报告，部分较重：你有肝病，请不要服用；如果想吃，先问看肝病的医生。服用期间如出现乏力、食欲差、尿色加深、皮肤或眼白发黄，请停用并尽快就医。',
  en: 'Lingzhi (reishi, Ganoderma — spore powder, broken-wall spore powder, tablets or capsules) has been reported to cause liver injury, some of it severe: with your liver disease, do not take it; if you want to, ask your liver doctor first. If you get tiredness, poor appetite, dark urine or yellow skin or eyes while taking it, stop it and see a doctor soon.',
};

/** The review's line for lingzhi with cirrhosis: no herbal product without the liver doctor. */
export const REISHI_CIRRHOSIS_REVIEW: Bilingual = {
  zh: '灵芝（包括灵芝孢子粉、破壁孢子粉和灵芝片、灵芝胶囊）有引起肝损伤的病例报告，部分较重：你有肝硬化，请不要服用。肝硬化时，任何草药、中成药和保健品都要先经看肝病的医生同意再吃。服用期间如出现乏力、食欲差、尿色加深、皮肤或眼白发黄、腹胀加重或神志改变，请尽快就医。',
  en: 'Lingzhi (reishi, Ganoderma — spore powder, broken-wall spore powder, tablets or capsules) has been reported to cause liver injury, some of it severe: with cirrhosis, do not take it. With cirrhosis, take no herbal product or supplement unless your liver doctor has agreed to it. If you get tiredness, poor appetite, dark urine, yellow skin or eyes, a swelling belly or confusion, see a doctor soon.',
};

// ---- dandelion root and the kidney -------------------------------------------------------------

export const DANDELION_SUBSTANCES: readonly Substance[] = ['dandelion'];
/** Dandelion by name, for one the table does not know ("蒲公英根茶", "dandelion leaf tea"). */
export const DANDELION_NAMES = /蒲公英|\bdandelion\b|\btaraxacum\b/i;

export const DANDELION_KIDNEY_SOURCE: Source = {
  ref: 'NIH NCCIH, "Dandelion" (safety: dandelion may act as a diuretic and interact with medicines; its leaf is rich in potassium — wording from memory); KDIGO 2012 Clinical Practice Guideline for the Evaluation and Management of CKD §4.4 (people with CKD are advised not to use herbal remedies — section and wording from memory)',
  url: 'https://www.nccih.nih.gov/health/dandelion',
};

/** The review's line for dandelion root with kidney disease (a caution, not a ruling). */
export const DANDELION_KIDNEY_REVIEW: Bilingual = {
  zh: '蒲公英根（包括蒲公英茶、“利水”胶囊）有利尿作用，本身含钾较多：你有肾病，血钾容易偏高，请先问肾内科医生能不能吃，并按医生的安排复查血钾。',
  en: 'Dandelion root (dandelion tea, "water pill" capsules) acts as a diuretic and is itself rich in potassium: with kidney disease your potassium can run high, so ask your kidney doctor before taking it, and have your potassium checked as they advise.',
};
