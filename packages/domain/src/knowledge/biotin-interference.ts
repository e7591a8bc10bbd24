import type { Bilingual, Source } from '../contracts/common';

/**
 * Biotin taken in the milligrams of hair, skin and nail products falsifies the streptavidin–biotin
 * immunoassays most laboratories use for thyroid tests: a falsely low TSH and a falsely high free T4, the
 * pattern of an overactive thyroid. Said on the result itself (thirty-first clinician review, en M2: a low
 * TSH read "possible overactive thyroid" while the same plan's biotin review said biotin falsifies TSH).
 */
/**
 * From this daily amount (mg) a biotin product is flagged for lab-test interference: US FDA Safety
 * Communication "Biotin (Vitamin B7): May Interfere with Lab Tests" (2017, updated 2019) concerns the
 * high amounts of hair, skin and nail products; American Thyroid Association: stop biotin at least 2 days
 * before thyroid blood tests. The same threshold as the thyroid-medicine rule in knowledge/interactions.
 */
export const BIOTIN_LAB_MIN_MG = 1;

export const BIOTIN_AFFECTED_MARKERS: ReadonlySet<string> = new Set(['tsh', 'freeT4']);

export const BIOTIN_THYROID_NOTE: Bilingual = {
  zh: '你每天吃 {ug} µg 生物素：这个剂量会干扰多数医院的甲状腺功能检测，可以让TSH假性偏低、FT4假性偏高，看起来像甲亢。先停用生物素至少2–3天（剂量很大时更久）再复查，复查之前不要按这个结果下结论或调药；抽血时告诉医生和检验科你吃过生物素。',
  en: 'You take {ug} µg of biotin a day: at this dose it interferes with most laboratories’ thyroid tests and can make the TSH falsely low and the free T4 falsely high — the look of an overactive thyroid. Stop the biotin for at least 2–3 days (longer at very high doses) and repeat the test before anyone draws a conclusion or changes a treatment; tell the doctor and the lab that you took it.',
};

export const BIOTIN_INTERFERENCE_SOURCE: Source = {
  ref: 'US FDA Safety Communication: The FDA warns that biotin may interfere with lab tests (2017, updated 2019); Li D et al. Association of biotin ingestion with performance of hormone and nonhormone assays in healthy adults. JAMA 2017;318:1150–1160 (10 mg a day: falsely low TSH, falsely high free T4)',
  url: 'https://www.fda.gov/medical-devices/safety-communications/update-fda-warns-biotin-may-interfere-lab-tests-fda-safety-communication',
};
