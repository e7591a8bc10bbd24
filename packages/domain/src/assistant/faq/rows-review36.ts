/**
 * Thirty-sixth blind clinician review (2026-12-01), zh S2 and en S1: a woman with acute intermittent porphyria
 * ("医生说不能饿着") asking about 16:8 fasting and keto, and one on givosiran asking about banting and 16:8, were
 * answered with the general fasting and weight-loss texts. Fasting, carbohydrate restriction and crash dieting are
 * classic triggers of acute porphyric attacks; so are alcohol and many medicines (去痛片 holds phenobarbital and
 * aminopyrine). The porphyria rows answer before the weight, fasting and medicine rows.
 */
import type { FaqRow } from './types';

/** Porphyria named: the acute hepatic porphyrias, by their names and givosiran. */
const PORPHYRIA_SAID = /卟啉病|卟啉症|紫质症|\baip\b|\bporphyri\w*|\bgivlaari\b|\bgivosiran\b|吉沃西兰/;

const PORPHYRIA_SOURCE = {
  ref: "Balwani M et al. Acute hepatic porphyrias: recommendations for evaluation and long-term management. Hepatology 2017;66:1314–1322 (fasting, caloric restriction, alcohol and porphyrinogenic drugs as triggers); Wang B et al. AGA Clinical Practice Update on Diagnosis and Management of Acute Hepatic Porphyrias: Expert Review. Gastroenterology 2023;164:484–491; Anderson KE et al. Recommendations for the diagnosis and treatment of the acute porphyrias. Ann Intern Med 2005;142:439–450; The Drug Database for Acute Porphyria (NAPOS, drugs-porphyria.org; the articles' details cited from memory)",
};

export const REVIEW36_FAQ: readonly FaqRow[] = [
  {
    id: 'porphyria-no-fasting',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [
      /断食|轻断食|禁食|辟谷|生酮|低碳|控糖|不吃主食|少吃主食|节食|减肥|减重|瘦|饿|16[:：]8|\bfast\w*|\bketo\w*|\bbanting\b|\blow[- ]?carb\w*|\bdiet\w*|\blos(e|ing) weight\b|\bcalorie\w*|\bomad\b|\bskip\w* (meals?|breakfast|lunch|dinner)\b|\b16[:/]8\b/,
    ],
    for: { said: PORPHYRIA_SAID },
    intent: 'weight_change',
    text: {
      zh: '**有急性卟啉病（如急性间歇性卟啉病），不要断食、轻断食（16:8）、生酮或低碳水饮食，也不要节食快速减重：饿肚子和少吃碳水化合物是诱发急性发作的常见原因。** 一日三餐按时吃，每餐都有主食（米饭、面、馒头、杂粮都行），不要长时间空腹；生病吃不下、呕吐时尽早就医，需要时医院会补葡萄糖。想减重，只能慢慢来（每周最多约0.5千克），由看卟啉病的医生（血液科或消化/肝病科）和营养师一起定，不要自己设很低的热量。酒、吸烟和很多药（包括去痛片这类复方止痛药、部分抗癫痫药和激素）也会诱发发作：任何新药或保健品，先请医生或药师按卟啉病用药数据库查一下。出现剧烈腹痛、呕吐、尿色变深发红、手脚无力或抽搐，立即就医并说明有卟啉病。',
      en: '**With an acute porphyria (such as acute intermittent porphyria), do not fast, do time-restricted eating (16:8), keto, banting or low-carb, or crash-diet: going without food and cutting carbohydrate are common triggers of an attack.** Eat regular meals with carbohydrate in each (bread, rice, pasta, potatoes, oats) and avoid long gaps; if you are ill and cannot eat or keep food down, get medical help early — hospitals give glucose when needed. Any weight loss must be slow (at most about 0.5 kg a week) and planned with your porphyria doctor and a dietitian, never a very low calorie target of your own. Alcohol, smoking and many medicines (some painkiller mixtures, some antiseizure medicines, hormones) are triggers too: have any new medicine or supplement checked against a porphyria drug database by your doctor or pharmacist. Severe belly pain, vomiting, dark or reddish urine, weak arms or legs, or a fit: get emergency care and say you have porphyria.',
    },
    source: PORPHYRIA_SOURCE,
  },
  {
    id: 'porphyria-medicine-check',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [
      /去痛片|止痛|止疼|镇痛|感冒药|安眠|吃药|什么药|新药|\bpainkill\w*|\bpain (relief|killer)\b|\bmedicine\w*|\bmeds?\b|\bpills?\b|\btablets?\b/,
    ],
    for: { said: PORPHYRIA_SAID },
    intent: 'medicine_question',
    text: {
      zh: '**有急性卟啉病，任何药（包括止痛药、感冒药、安眠药和保健品）都要先按卟啉病用药数据库查过再吃。** 去痛片（索米痛片）这类复方止痛药含苯巴比妥和氨基比林，属于卟啉病应避免的药；对乙酰氨基酚（扑热息痛）一般认为可以用，阿片类止痛药要由医生开。请把你在吃和想吃的药都拿给医生或药师，让他们查一遍。正在剧烈腹痛、呕吐、尿色发红或手脚无力时，不要在家吃止痛药扛，立即就医并说明有卟啉病。',
      en: '**With an acute porphyria, check every medicine — painkillers, cold remedies, sleeping pills and supplements included — against a porphyria drug database before you take it.** Painkiller mixtures that contain a barbiturate (phenobarbital or butalbital) or aminopyrine are among the medicines to avoid; paracetamol (acetaminophen) is generally considered safe, and opioid painkillers only from a doctor. Show your doctor or pharmacist everything you take or want to take so they can check it. Severe belly pain, vomiting, reddish urine or weak limbs are no time to manage at home with painkillers: get emergency care and say you have porphyria.',
    },
    source: PORPHYRIA_SOURCE,
  },
];
