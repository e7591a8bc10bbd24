/**
 * Eye vitamins for age-related macular degeneration (fourteenth clinician review, en P1 #1: "Is my
 * PreserVision ok since I still smoke about half a pack?" and "Is it true the AREDS vitamins with beta
 * carotene are bad for smokers?" got "no reliable rule"). The original AREDS formula holds beta-carotene
 * (15 mg a day), which raised lung cancer in smokers (ATBC 1994, CARET 1996); AREDS2 (JAMA 2013) put lutein
 * and zeaxanthin in its place. The plan's review of the product says the same (knowledge/eye-vitamins.ts).
 */
import {
  AREDS_SMOKER_SOURCE,
  AREDS_SMOKER_TEXT,
  BETA_CAROTENE_SMOKER_SOURCE,
  BETA_CAROTENE_SMOKER_TEXT,
  SMOKER_SAID,
} from '../../knowledge/eye-vitamins';
import type { FaqRow } from './types';

/** The original formula or beta-carotene, or an AREDS product not named AREDS2. */
const AREDS_OR_BETA_CAROTENE =
  /\bareds\b(?! ?2)|preservision(?! ?areds ?2)|\bbeta[- ]?carotene\b|β-?胡萝卜素|胡萝卜素(补充|片|胶囊)|\beye vitamins?\b|护眼(维生素|营养素|片)/;

const BETA_CAROTENE_SAID = /\bbeta[- ]?carotene\b|β-?胡萝卜素|胡萝卜素(补充|片|胶囊)/;
const EYE_FORMULA =
  /\bareds\b|preservision|\beye vitamins?\b|\bmacular\b|\bamd\b|护眼|黄斑|眼睛|\beyes?\b|\beyesight\b|\bvision\b/;
/** A beta-carotene question with no eye formula named is the supplement row's, not this one. */
const anyEyeFormulaMissing = new RegExp(
  `^(?![\\s\\S]*(?:${EYE_FORMULA.source}))(?=[\\s\\S]*(?:${BETA_CAROTENE_SAID.source}))`,
);

const LUTEIN = /叶黄素|玉米黄质|\blute?i?n\b|\blutien\b|\bluteine\b|\bzeaxanthin\b/;
const HOW_MUCH =
  /多少|几毫克|剂量|吃多了|太多|\d+ ?(毫克|克)|\bhow (much|many)\b|\bdose\b|\bdosage\b|\d+ ?(mg|g|grams?)\b|\bis (that|it) (ok|too much|safe)\b/;
const EYES = /眼|黄斑|视力|\beyes?\b|\bmacular\b|\bamd\b|\bvision\b|\bsight\b|\bretina\w*\b/;
const FISH_OIL = /鱼油|欧米伽|omega|\bfish ?oils?\b|\bdha\b/;

export const EYE_VITAMIN_FAQ: readonly FaqRow[] = [
  {
    // Fourteenth clinician review, en P1 #6: "how much lutien should I take, is 40 grams ok" → "no reliable rule".
    id: 'lutein-dose',
    when: [LUTEIN, HOW_MUCH],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**研究里用的量是每天叶黄素10毫克加玉米黄质2毫克（AREDS2配方），不是以“克”计：40克是这个量的4000倍，不是补充剂的量，请看清标签，多半是毫克。** 叶黄素没有定出每天的可耐受最高摄入量，但高于研究用量没有显示更多好处。它们是给中期或晚期年龄相关性黄斑变性的人、按眼科医生建议吃的；饮食里深绿叶菜（菠菜、羽衣甘蓝）、鸡蛋和玉米也含叶黄素。',
      en: "**The amount studied is lutein 10 mg with zeaxanthin 2 mg a day (the AREDS2 formula) — milligrams, not grams: 40 grams is 4,000 times that and not a supplement amount, so check the label; it almost certainly means mg.** Lutein has no set upper limit, but more than the studied amount has not been shown to help more. It is for intermediate or advanced age-related macular degeneration, on your eye doctor's advice; leafy greens (spinach, kale), eggs and corn give lutein from food too.",
    },
    source: {
      ref: 'AREDS2 Research Group, JAMA 2013;309:2005–15 (lutein 10 mg, zeaxanthin 2 mg); American Academy of Ophthalmology, Age-Related Macular Degeneration Preferred Practice Pattern (2019)',
      url: AREDS_SMOKER_SOURCE.url,
    },
  },
  {
    // Fourteenth clinician review, en P1 #6: "is the fish oil doing anything for my eyes" → a bleeding note only.
    id: 'fish-oil-eyes-amd',
    when: [FISH_OIL, EYES],
    unless: [/过敏|\ballerg\w*/, /干眼|眼干|\bdry eyes?\b/],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**对年龄相关性黄斑变性，鱼油（欧米伽3，DHA加EPA）没有帮助：AREDS2研究在护眼配方里加了欧米伽3，病情进展并没有变慢。** 如果你吃鱼油是为了眼睛，可以和医生商量是否不再需要；若是医生为别的原因（如甘油三酯高）开的，请继续按医生的意思。护眼有用的是医生建议的AREDS2配方、不吸烟，以及多吃深绿叶菜和鱼。',
      en: '**For age-related macular degeneration, fish oil (omega-3, DHA and EPA) does not help: AREDS2 added omega-3 to the eye formula and it did not slow the disease.** If you take it only for your eyes, ask your doctor whether you still need it; if a doctor prescribed it for another reason (such as high triglycerides), keep to their advice. What helps the eyes is the AREDS2 formula your eye doctor advises, not smoking, and leafy greens and fish in your diet.',
    },
    source: {
      ref: 'AREDS2 Research Group, JAMA 2013;309:2005–15 (DHA 350 mg + EPA 650 mg: no effect on progression to advanced AMD)',
      url: AREDS_SMOKER_SOURCE.url,
    },
  },
  {
    // Twenty-third clinician review, en S2: a beta-carotene supplement on its own, asked by a smoker, got the
    // AREDS eye-formula answer ("ask your eye doctor about switching").
    id: 'beta-carotene-supplement-smoker',
    when: [BETA_CAROTENE_SAID],
    unless: [EYE_FORMULA],
    for: { said: SMOKER_SAID, smokes: true },
    wholeMessage: true,
    intent: 'food_sources',
    text: BETA_CAROTENE_SMOKER_TEXT,
    source: BETA_CAROTENE_SMOKER_SOURCE,
  },
  {
    id: 'areds-beta-carotene-smoker',
    when: [AREDS_OR_BETA_CAROTENE],
    unless: [anyEyeFormulaMissing],
    for: { said: SMOKER_SAID, smokes: true },
    wholeMessage: true,
    intent: 'food_sources',
    // The AREDS formulas' zinc 80 mg is the eye doctor's dose, above the self-care UL of 40 mg on purpose.
    prescribedDoses: { zinc: 80 },
    text: AREDS_SMOKER_TEXT,
    source: AREDS_SMOKER_SOURCE,
  },
];
