/**
 * Fiftieth blind clinician review (serious findings, fixed after it):
 *
 * - en S1: a man on haemodialysis with a potassium of 6.1 read the plan's "3400 mg" and asked "am i supposed to eat more
 *   potassium or less??" — the 3,400 mg adequate intake is for healthy kidneys; with kidney disease the renal team sets
 *   the limit from the blood potassium, and with a high one it is less (NASEM 2019 potassium DRI; KDOQI 2020 CKD
 *   nutrition guideline 6.3).
 */
import type { FaqRow } from './types';

const POTASSIUM = /钾|鉀|\bpotassium\b|\bk\+?(?= ?(?:target|intake|limit))/;
/** More or less, or the plan's figure: "eat more … or less", "多吃还是少吃", "3400", "the target". */
const MORE_OR_LESS =
  /多吃还是少吃|多还是少|该多吃|要多吃|要少吃|少吃还是|3400|3,400|3\.4 ?g|目标|\b(more|less|fewer|increase|decrease|cut down|target|goal)\b/;
/**
 * Which foods to cut: "what foods are the worst", "哪些食物最要少吃", "what should I avoid" (fiftieth clinician review,
 * en M14: asked with a potassium of 6.1 on dialysis, answered by an apple-juice text).
 */
const WHICH_TO_CUT =
  /哪些[^，。？?]{0,8}(少吃|不能吃|别吃|不要吃|忌口|要避免|最高)|(最|要)少吃|不能吃什么|忌口|\b(worst|avoid|stay away|highest|cut out|cut back)\b|\bwhich foods?\b|\bwhat (foods?|should i)\b/;

export const REVIEW50_FAQ: readonly FaqRow[] = [
  {
    id: 'kidney-potassium-more-or-less',
    when: [POTASSIUM, new RegExp(`${MORE_OR_LESS.source}|${WHICH_TO_CUT.source}`)],
    // After a transplant the diet of dialysis days is the transplant row's (rows-kidney-heart.ts).
    // A low potassium told (peritoneal dialysis often runs low) is the low-potassium answer's (rows-dev37).
    unless: [
      /移植|\btransplant\w*\b/,
      /钾[^，。？?]{0,6}(低|偏低|不够|[23]\.\d)|低钾|\b(low|lower) potassium\b|\bpotassium\b[^.?!]{0,25}(\blow\b|(?<![\d.])[23]\.\d)/,
    ],
    for: {
      conditions: ['kidney_disease', 'dialysis'],
      // Said without a plan: "my dialysis nurse said my potassium was 6.1", "透析的护士说我血钾又6.1了".
      said: /透析|肾衰|尿毒症|慢性肾病|肾功能不全|\bdialysis\b|\bckd\b|\bkidney (disease|failure)\b|\besrd\b/,
    },
    notFor: { conditions: ['kidney_transplant'] },
    intent: 'food_sources',
    text: {
      zh: '**肾病的人，钾不是“越多越好”：方案里的3400毫克是肾功能正常的人的适宜摄入量，对你不适用。你每天吃多少钾，由肾内科医生或肾病营养师按你的血钾来定——血钾偏高（超过5.0–5.5 mmol/L）时，就是要少吃。** 血钾高时先减吸收最多、含量最高的：土豆、芋头、红薯（切小块、先焯水或煮两遍再做，能去掉一部分钾）、橙汁和果汁、香蕉、番茄和番茄酱、菌菇、干果和坚果、浓肉汤和火锅汤；低钠盐、“代盐”（氯化钾）一律不用。苹果、梨、葡萄、蓝莓、白米饭、白面条含钾较少。透析的人每次透析做足时间，按时吃医生开的降钾药。最近一次血钾在6.0或以上、没有不舒服：今天就联系透析中心或肾内科医生，问下次透析前要不要调整降钾药或透析；同时心慌、胸闷、手脚无力或发麻，请立即就医。',
      en: '**With kidney disease, potassium is not "the more the better": the 3,400 mg in the plan is the adequate intake for healthy kidneys and does not apply to you. Your kidney doctor or renal dietitian sets your daily potassium from your blood level — and with a high potassium (above 5.0–5.5 mmol/L) that means less.** With a high potassium cut the biggest sources first: potatoes, yams and sweet potatoes (cut small and boil them in two changes of water to lose some potassium), orange juice and other fruit juices, bananas, tomatoes and tomato sauce, mushrooms, dried fruit and nuts, and strong broths; no salt substitutes (Lite Salt, NoSalt, potassium chloride) at all. Apples, pears, grapes, blueberries, cranberry or apple juice, white rice and white pasta are lower in potassium. On dialysis, stay for your full sessions and take any potassium binder your doctor prescribed. A latest potassium of 6.0 or more with no symptoms: call your dialysis unit or kidney doctor today and ask whether your binder or dialysis should change before the next session; with palpitations, chest discomfort, weakness or numbness it needs emergency care now.',
    },
    source: {
      ref: 'NASEM, Dietary Reference Intakes for Sodium and Potassium (2019): the potassium AI applies to healthy people, not to those with impaired potassium excretion such as chronic kidney disease; Ikizler TA et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, Guideline 6.3 (adjust dietary potassium to keep serum potassium in the normal range); USDA FoodData Central (potassium contents); UK Kidney Association Clinical Practice Guideline: Treatment of Acute Hyperkalaemia in Adults (2023)',
      url: 'https://www.ajkd.org/article/S0272-6386(20)30726-5/fulltext',
    },
  },
];
