/**
 * An HbA1c of 5.7–6.4 % (or an impaired fasting glucose) in pregnancy, with no diabetes known (thirty-fifth
 * clinician review, en S3: Jen, 6 weeks pregnant, HbA1c 5.9 %, was told in the chat to lose 5–7 % of her
 * weight at her plan's weight-loss calories and recheck in a year; the plan's lab:hba1c and
 * glucose-prediabetes findings said "weight loss … re-test every year", and the re-test was 52 weeks).
 *
 * In pregnancy there is no weight loss: healthy eating and a gain within the range for the pre-pregnancy
 * BMI (IOM 2009; WS/T 801-2022 in China). An early-pregnancy HbA1c of 5.7–6.4 % marks a higher risk of
 * diabetes in pregnancy: the obstetrician hears of it at the first visit and usually tests glucose early,
 * and the maternity team, not a yearly screen, sets the next test (ADA Standards of Care 2025 §15).
 * Metformin is never stopped or changed on her own: the obstetrician is asked this week.
 */
import type { Bilingual, Source } from '../contracts/common';

export const PREGNANCY_PREDIABETES_SOURCE: Source = {
  ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §15 Management of Diabetes in Pregnancy (early-pregnancy A1C 5.7–6.4 % marks a higher risk of gestational diabetes and may benefit from early testing and follow-up; testing at the first prenatal visit) and §2; IOM/NRC, Weight Gain During Pregnancy: Reexamining the Guidelines (2009); ACOG Committee Opinion No. 548, Weight gain during pregnancy (2013); ACOG Practice Bulletin No. 230, Obesity in Pregnancy (2021: weight loss is not recommended in pregnancy); 中华人民共和国卫生行业标准 WS/T 801-2022 妊娠期妇女体重增长推荐值标准; 中华医学会妇产科学分会产科学组等：妊娠期高血糖诊治指南（2022）',
  url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
};

/** The HbA1c band's meaning in pregnancy (no diabetes known). */
export const PREGNANCY_PREDIABETES_A1C: Bilingual = {
  zh: 'HbA1c 5.7–6.4 % 在孕期（尤其孕早期）说明孕期得糖尿病的风险偏高。怀孕期间不要减重：吃得健康，按孕前体重把增重控制在建议范围内。第一次产检时把这个结果告诉产科医生——医生通常会在这次怀孕早期就查血糖；什么时候复查听产科安排，不是一年后。',
  en: 'An HbA1c of 5.7–6.4 % in pregnancy (above all early on) means a higher risk of diabetes in pregnancy. Do not try to lose weight while pregnant: eat healthily and gain within the range for your pre-pregnancy weight. Tell your obstetrician about this result at your first prenatal visit — they usually test your glucose early in this pregnancy — and re-test when the maternity team says, not in a year.',
};

/** The glucose finding's advice in pregnancy, after the values and the range. */
export const PREGNANCY_PREDIABETES_ADVICE: Bilingual = {
  zh: '孕期出现这个结果，说明孕期得糖尿病的风险偏高。怀孕期间不要减重：吃得健康，按孕前体重把增重控制在建议范围内；第一次产检时把这个结果告诉产科医生（医生通常会在孕早期就查血糖），什么时候复查听产科安排，不是一年后',
  en: 'In pregnancy this means a higher risk of diabetes in pregnancy. Do not try to lose weight while pregnant: eat healthily and gain within the range for your pre-pregnancy weight; tell your obstetrician about this result at your first prenatal visit (they usually test your glucose early in this pregnancy), and re-test when the maternity team says, not in a year',
};

/** Metformin beside a raised HbA1c in pregnancy. */
export const PREGNANCY_METFORMIN_ASK: Bilingual = {
  zh: '你在服用二甲双胍：不要自己停药或改剂量，这周内问产科医生（或开药医生）孕期要不要继续。',
  en: 'You take metformin: do not stop or change it on your own; ask your obstetrician (or the prescriber) this week whether to continue it in pregnancy.',
};
