/**
 * The AREDS eye-vitamin formulas for age-related macular degeneration (fourteenth clinician review, en
 * P1 #1: PreserVision AREDS, the original beta-carotene formula, taken by a man still smoking — "not
 * recognised" in the plan, "no reliable rule" in the chat).
 *
 * The original AREDS formula gives vitamin C 500 mg, vitamin E 400 IU, beta-carotene 15 mg, zinc 80 mg and
 * copper 2 mg a day (AREDS Research Group, Arch Ophthalmol 2001;119:1417). In smokers, beta-carotene raised
 * lung cancer (ATBC, NEJM 1994;330:1029; CARET, NEJM 1996;334:1150); AREDS2 replaced it with lutein 10 mg
 * and zeaxanthin 2 mg, which worked as well, and its beta-carotene arm had more lung cancers, mostly in
 * former smokers (AREDS2 Research Group, JAMA 2013;309:2005). The AAO Preferred Practice Pattern (2019)
 * advises the AREDS2 formula for smokers and former smokers.
 */
import type { Bilingual, Source } from '../contracts/common';

/** Smoking said in a message: "I still smoke", "half a pack", "吸烟", "抽烟", "quit smoking 2 years ago". */
export const SMOKER_SAID =
  /吸烟|抽烟|烟民|戒烟|一包烟|半包|\bsmok(e|es|ed|er|ers|ing)\b|\bsmoker\b|\bcigarettes?\b|\bcigs?\b|\b(half a |a )?pack a day\b|\bpacks? (a|per) day\b|\bvap(e|es|ing)\b/;

/**
 * A product name of the original, beta-carotene AREDS formula: "PreserVision AREDS (original formula)",
 * "PreserVision Eye Vitamin tablets", "AREDS formula", "Ocuvite PreserVision". Not AREDS2 ("AREDS 2",
 * "PreserVision AREDS 2 Formula"), which has lutein and zeaxanthin instead.
 */
export const AREDS_ORIGINAL_NAME = /^(?!.*\bareds ?2\b)(?:.*\bpreservision\b|.*\bareds\b)/i;

export const AREDS_SMOKER_SOURCE: Source = {
  ref: 'AREDS2 Research Group, Lutein + zeaxanthin and omega-3 fatty acids for age-related macular degeneration, JAMA 2013;309:2005–15; Alpha-Tocopherol, Beta Carotene Cancer Prevention Study Group (ATBC), NEJM 1994;330:1029; Omenn GS et al. (CARET), NEJM 1996;334:1150; American Academy of Ophthalmology, Age-Related Macular Degeneration Preferred Practice Pattern (2019)',
  url: 'https://jamanetwork.com/journals/jama/fullarticle/1684847',
};

/** The chat's answer and the review's reason, in both languages. */
export const AREDS_SMOKER_TEXT: Bilingual = {
  zh: '**吸烟或以前吸过烟的人，不要吃含β-胡萝卜素的原版AREDS护眼配方（按研究剂量每天约15毫克β-胡萝卜素，一种维生素A原）：在吸烟者中，β-胡萝卜素补充剂增加了肺癌风险。** 请和眼科医生商量换成AREDS2配方：用叶黄素10毫克和玉米黄质2毫克代替β-胡萝卜素，其余是维生素C 500毫克、维生素E 400国际单位、锌80毫克（或25毫克）和铜2毫克；两种配方护眼效果相当。看标签：成分里有β-胡萝卜素或维生素A的就是原版。这类配方是给中期或晚期年龄相关性黄斑变性的人、按眼科医生的建议吃的。戒烟是保护眼睛最重要的一件事，医生可以帮你戒。',
  en: "**If you smoke, or smoked in the past, don't take the original AREDS eye-vitamin formula with beta-carotene (about 15 mg of beta-carotene, a vitamin A source, a day at the study dose): in smokers, beta-carotene supplements raised the risk of lung cancer.** Ask your eye doctor about switching to an AREDS2 formula, which has lutein 10 mg and zeaxanthin 2 mg instead of beta-carotene, with vitamin C 500 mg, vitamin E 400 IU, zinc 80 mg (or 25 mg) and copper 2 mg; it protects the eyes as well. Check the label: beta-carotene or vitamin A among the ingredients means the original formula (PreserVision AREDS is the original; PreserVision AREDS 2 is the AREDS2 formula). These formulas are for intermediate or advanced age-related macular degeneration, on your eye doctor's advice. Stopping smoking is the biggest thing you can do for your eyes, and your doctor can help you quit.",
};

/** The review's reason for the product (a current or former smoker). */
export const AREDS_SMOKER_REVIEW: Bilingual = {
  zh: '你吸烟或以前吸过烟：原版AREDS护眼配方含β-胡萝卜素（每天约15毫克），在吸烟者中会增加肺癌风险；请和眼科医生商量换成含叶黄素和玉米黄质、不含β-胡萝卜素的AREDS2配方',
  en: 'you smoke or used to: the original AREDS eye formula holds beta-carotene (about 15 mg a day), which raised lung cancer in smokers; ask your eye doctor about switching to the AREDS2 formula, with lutein and zeaxanthin instead of beta-carotene',
};

/**
 * A beta-carotene supplement on its own (not a multivitamin, not an eye formula), taken by a current or
 * former smoker: 20–30 mg a day raised lung cancer and deaths in smokers (ATBC 1994; CARET 1996, stopped
 * early), and the USPSTF recommends against beta-carotene supplements (grade D, 2022). Twenty-third clinician
 * review, en S2: "Solgar Dry Beta Carotene 25,000 IU" (15 mg) taken "to protect my lungs" by a man smoking a
 * pack a day was not recognised and not flagged.
 */
export const BETA_CAROTENE_PRODUCT_NAME =
  /^(?!.*(multi|复合|善存|centrum|one a day|\bareds\b|preservision|eye|护眼))(?=.*(β-?胡萝卜素|\bbeta[- ]?carotene\b))/i;

export const BETA_CAROTENE_SMOKER_TEXT: Bilingual = {
  zh: '**你吸烟或以前吸过烟：不要吃β-胡萝卜素补充剂。** 两项大型研究里，吸烟的人每天吃20–30毫克β-胡萝卜素，肺癌和死亡反而增加（一粒25,000国际单位就是约15毫克）；美国预防服务工作组（2022）建议不要用β-胡萝卜素补充剂预防癌症或心脏病。它保护不了肺：对肺最有用的是戒烟，医生和戒烟门诊可以帮你。胡萝卜、红薯、南瓜、深绿叶菜里的胡萝卜素照常吃，食物里的没有这个问题。',
  en: "**You smoke or used to: don't take a beta-carotene supplement.** In two large trials, smokers taking 20–30 mg of beta-carotene a day had more lung cancer and more deaths, not fewer (25,000 IU is about 15 mg), and the US Preventive Services Task Force (2022) recommends against beta-carotene supplements to prevent cancer or heart disease. It does not protect the lungs; stopping smoking does, and your doctor or a quit line can help. Beta-carotene from food — carrots, sweet potato, pumpkin, dark leafy greens — is fine; the risk was seen with the pills.",
};
export const BETA_CAROTENE_SMOKER_REVIEW: Bilingual = {
  zh: '你吸烟或以前吸过烟：β-胡萝卜素补充剂（每天15毫克以上）在吸烟者中增加了肺癌和死亡，建议停用；食物里的胡萝卜素不受影响',
  en: 'you smoke or used to: beta-carotene supplements (15 mg a day or more) raised lung cancer and deaths in smokers; stop taking it — beta-carotene from food is fine',
};
export const BETA_CAROTENE_SMOKER_SOURCE: Source = {
  ref: 'Alpha-Tocopherol, Beta Carotene Cancer Prevention Study Group (ATBC), NEJM 1994;330:1029 (20 mg/day: lung cancer +18 %); Omenn GS et al. (CARET), NEJM 1996;334:1150 (30 mg/day with retinol: lung cancer +28 %, deaths +17 %); US Preventive Services Task Force, Vitamin, mineral, and multivitamin supplementation to prevent cardiovascular disease and cancer, JAMA 2022;327:2326 (against beta-carotene, grade D); NIH ODS Vitamin A fact sheet (2023)',
  url: 'https://jamanetwork.com/journals/jama/fullarticle/2793446',
};
