import type { Bilingual, Source } from '../contracts/common';

/**
 * Essential nutrients the plan does not count (chromium, copper, manganese, biotin, pantothenic acid):
 * they have a reference intake, so "X is not a nutrient, there is no recommended intake" is wrong for
 * them (tenth clinician review, en P4 finding 2: "Chromium is not a nutrient"). Adult values of the US
 * Dietary Reference Intakes; the chat says them when a dose is asked.
 */
export type UncountedNutrient = 'chromium' | 'copper' | 'manganese' | 'biotin' | 'vitaminB5';

const IOM_2001: Source = {
  ref: 'Institute of Medicine, Dietary Reference Intakes for Vitamin A, Vitamin K, Arsenic, Boron, Chromium, Copper, Iodine, Iron, Manganese, Molybdenum, Nickel, Silicon, Vanadium, and Zinc (2001): chromium AI 35 µg (men 19–50), 30 µg (men 51+), 25 µg (women 19–50), 20 µg (women 51+), no UL; copper RDA 900 µg, UL 10 mg; manganese AI 2.3 mg (men), 1.8 mg (women), UL 11 mg',
  url: 'https://ods.od.nih.gov/factsheets/Chromium-HealthProfessional/',
};
const IOM_1998: Source = {
  ref: 'Institute of Medicine, Dietary Reference Intakes for Thiamin, Riboflavin, Niacin, Vitamin B6, Folate, Vitamin B12, Pantothenic Acid, Biotin, and Choline (1998): biotin AI 30 µg, pantothenic acid AI 5 mg for adults, no UL',
  url: 'https://ods.od.nih.gov/factsheets/Biotin-HealthProfessional/',
};

export const UNCOUNTED_NUTRIENT_FACTS: Readonly<
  Record<UncountedNutrient, { text: Bilingual; source: Source }>
> = {
  chromium: {
    text: {
      zh: '铬是必需的微量元素，有适宜摄入量：成年男性每天约30–35 µg、女性约20–25 µg（50岁以上取低值），一般饮食就能吃够；没有设定可耐受最高摄入量，但每天600 µg以上的吡啶甲酸铬有过肾损害（间质性肾炎）的病例报告。补充剂常见的200–500 µg远高于需要量，降糖的证据不一致，和磺脲类药或胰岛素同用会增加低血糖。',
      en: 'Chromium is an essential trace element with an adequate intake (AI) of about 30–35 µg a day for men and 20–25 µg for women (the lower figure from 51), which an ordinary diet provides; no upper limit is set, but kidney damage (interstitial nephritis) has been reported with 600 µg a day or more of chromium picolinate. Supplements of 200–500 µg are far above the need, the evidence for lowering glucose is mixed, and with a sulfonylurea or insulin it adds to the risk of lows.',
    },
    source: {
      ref: `${IOM_2001.ref}; NIH ODS, Chromium Fact Sheet for Health Professionals; Cerulli J et al. Ann Pharmacother 1998;32:428 (interstitial nephritis with 600 µg/day chromium picolinate)`,
      url: IOM_2001.url,
    },
  },
  copper: {
    text: {
      zh: '铜是必需的微量元素：成年人推荐摄入量每天约900 µg（0.9 mg），可耐受最高摄入量每天10 mg，一般饮食就能吃够；长期大量吃锌会造成缺铜。',
      en: 'Copper is an essential trace element: the adult RDA is 900 µg (0.9 mg) a day and the upper limit 10 mg a day; an ordinary diet usually provides it, and long-term high-dose zinc can cause copper deficiency.',
    },
    source: IOM_2001,
  },
  manganese: {
    text: {
      zh: '锰是必需的微量元素：成年男性适宜摄入量每天约2.3 mg、女性约1.8 mg，可耐受最高摄入量每天11 mg；全谷物、坚果、茶叶里都有，很少需要单独补充。',
      en: 'Manganese is an essential trace element: the adequate intake is about 2.3 mg a day for men and 1.8 mg for women, with an upper limit of 11 mg a day; whole grains, nuts and tea supply it, and a separate supplement is rarely needed.',
    },
    source: IOM_2001,
  },
  biotin: {
    text: {
      zh: '生物素是必需的B族维生素：成年人适宜摄入量每天约30 µg，一般饮食就能吃够。大剂量（如5–10 mg的美发产品）会干扰很多化验（甲状腺功能、肌钙蛋白等），抽血前请停用并告诉医生。',
      en: 'Biotin is an essential B vitamin: the adult adequate intake is about 30 µg a day, which an ordinary diet provides. High doses (5–10 mg hair and nail products) can distort many blood tests (thyroid tests, troponin), so stop it before blood tests and tell the doctor.',
    },
    source: IOM_1998,
  },
  vitaminB5: {
    text: {
      zh: '泛酸（维生素B5）是必需的B族维生素：成年人适宜摄入量每天约5 mg，几乎所有食物里都有，很少缺乏。',
      en: 'Pantothenic acid (vitamin B5) is an essential B vitamin: the adult adequate intake is about 5 mg a day; almost every food has some, and a shortage is rare.',
    },
    source: IOM_1998,
  },
};
