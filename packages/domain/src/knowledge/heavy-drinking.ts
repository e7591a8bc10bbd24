/**
 * Heavy drinking (the questionnaire's `alcohol: 'heavy'`, or said in the chat): a thiamine source is kept
 * (NICE CG100), and stopping suddenly after heavy daily drinking is done with a doctor, because withdrawal
 * can bring seizures and delirium (ASAM 2020; NICE CG100 §1.1). Thirtieth clinician review, en S1 and S2.
 */
import type { Bilingual, Source } from '../contracts/common';

export const HEAVY_DRINKING_SOURCE: Source = {
  ref: 'NICE CG100 Alcohol-use disorders: diagnosis and management of physical complications (2010, updated 2017), §1.1 (assisted withdrawal; oral thiamine for harmful or dependent drinkers at risk of malnutrition or in withdrawal); ASAM Clinical Practice Guideline on Alcohol Withdrawal Management (2020): withdrawal begins 6–24 hours after the last drink, seizures and delirium tremens within 1–3 days',
  url: 'https://www.nice.org.uk/guidance/cg100',
};

/** Said on a product the review stops when it is the heavy drinker's only thiamine. */
export const HEAVY_DRINKING_KEEP_THIAMIN: Bilingual = {
  zh: '这个产品也是你唯一的维生素B1（硫胺素）来源：经常大量饮酒的人需要每天补维生素B1，预防韦尼克脑病（NICE CG100）。不要把B族维生素全停掉——请药师换一种只含维生素B1的片剂，或烟酸不超过上限的B族维生素。',
  en: 'This product is also your only thiamine (vitamin B1): with heavy drinking a daily thiamine supplement is advised to prevent Wernicke’s encephalopathy (NICE CG100). Do not drop B vitamins altogether — ask the pharmacist for a thiamine tablet, or a B complex with niacin within the limit, instead.',
};

/**
 * Asked about stopping after heavy daily drinking ("quit cold turkey", "戒酒"): never alone and suddenly —
 * a doctor this week for a supervised withdrawal, thiamine meanwhile, and the signs that need 120/911.
 */
export const STOPPING_HEAVY_DRINKING: Bilingual = {
  zh: '**每天大量喝酒的人不要自己一下子全停：请这周就去看医生（全科、消化科或精神/成瘾科），在医生指导下戒酒。** 突然停酒后6–24小时可能出现戒断反应，1–3天内可能发生抽搐或震颤谵妄，严重时会危及生命；医生会评估需不需要用药帮你安全停下来。同时每天补维生素B1（硫胺素），预防韦尼克脑病——需要多少由医生定。在见医生之前不要再加量喝；如果停酒后出现手抖得厉害、大汗、心慌、看见或听见不存在的东西、意识混乱或抽搐，马上打120。',
  en: '**After heavy daily drinking, do not stop all at once on your own: see a doctor this week (your GP or an addiction service) and stop with their help.** Withdrawal can start 6–24 hours after the last drink, and seizures or delirium tremens can follow within 1–3 days — it can be life-threatening, and a doctor can decide whether you need medicine to come off safely. Take thiamine (vitamin B1) every day meanwhile, to prevent Wernicke’s encephalopathy — the doctor sets the dose. If after stopping you get bad shakes, heavy sweating, a racing heart, see or hear things that are not there, become confused or have a fit, call 911 at once.',
};
