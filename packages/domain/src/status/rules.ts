import type { Bilingual, Source } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import type { NutrientKey } from '../nutrients';
import { odsFactSheet } from '../citations';

/**
 * Risk adjustments to the intake-based score: what the food estimate cannot see (absorption,
 * higher needs, losses). Points are added to the 0–100 score; negative means more risk.
 * The point sizes are this engine's weighting (a screening heuristic), the direction and the
 * nutrients come from the cited source.
 */
export interface RiskRule {
  id: string;
  kind: 'answer' | 'age' | 'lifeStage' | 'condition';
  /** The input that triggers it, e.g. `dietPattern=vegan`. */
  ref: string;
  when: (a: Answers) => boolean;
  points: Partial<Record<NutrientKey, number>>;
  text: Bilingual;
  /**
   * The reason for one nutrient, where the rule moves several for different reasons (a vegan's zinc
   * reason names zinc, not B12); absent: `text`.
   */
  textFor?: Partial<Record<NutrientKey, Bilingual>>;
  source: Source;
}

const IOM_2001: Source = {
  ref: 'IOM Dietary Reference Intakes for Vitamin A, Vitamin K, … Iron, … Zinc (2001): vegetarian iron ×1.8, zinc up to +50 %',
  url: 'https://nap.nationalacademies.org/catalog/10026',
};

const PREGNANCY: Source = {
  ref: 'Chinese Dietary Guidelines 2022, guidelines for pregnant and lactating women; WHO antenatal care recommendations (2016)',
  url: 'https://www.who.int/publications/i/item/9789241549912',
};

type Condition = NonNullable<Answers['conditions']>[number];
const hasCondition = (a: Answers, c: Condition) => a.conditions?.includes(c) ?? false;
type RuleBody = Omit<RiskRule, 'kind' | 'ref' | 'when'>;

/** A rule on one answer: the ref is made from the same field and value the rule tests, so they agree. */
function answerIs<F extends 'dietPattern' | 'sunExposure' | 'alcohol' | 'smoking'>(
  field: F,
  value: NonNullable<Answers[F]>,
  { id, ...body }: RuleBody,
): RiskRule {
  return { id, kind: 'answer', ref: `${field}=${value}`, when: (a) => a[field] === value, ...body };
}

/** A rule on one condition the person has, with its ref made the same way. */
function conditionIs(c: Condition, { id, ...body }: RuleBody): RiskRule {
  return { id, kind: 'condition', ref: `conditions=${c}`, when: (a) => hasCondition(a, c), ...body };
}
/** A rule from an age on, with its ref made from the same age. */
function ageFrom(years: number, { id, ...body }: RuleBody): RiskRule {
  return { id, kind: 'age', ref: `age>=${years}`, when: (a) => a.age >= years, ...body };
}
const isPregnant = (a: Answers) =>
  a.lifeStage === 'pregnant_t1' || a.lifeStage === 'pregnant_t2' || a.lifeStage === 'pregnant_t3';

export const RISK_RULES: readonly RiskRule[] = [
  answerIs('dietPattern', 'vegan', {
    id: 'vegan',
    points: { vitaminB12: -20, iron: -20, zinc: -15, calcium: -10, omega3: -10, iodine: -10 },
    text: {
      zh: '纯素饮食：维生素B12几乎只来自动物性食物，植物性铁和锌吸收率较低，钙、碘和EPA/DHA来源也少',
      en: 'Vegan diet: B12 comes almost only from animal foods, plant iron and zinc are absorbed less, and calcium, iodine and EPA/DHA sources are few',
    },
    textFor: {
      vitaminB12: {
        zh: '纯素饮食：维生素B12几乎只来自动物性食物',
        en: 'Vegan diet: B12 comes almost only from animal foods',
      },
      iron: {
        zh: '纯素饮食：植物性（非血红素）铁吸收率较低',
        en: 'Vegan diet: plant (non-haem) iron is absorbed less well',
      },
      zinc: {
        zh: '纯素饮食：植物中的植酸降低锌的吸收，锌的需要量更高',
        en: 'Vegan diet: phytate in plant foods lowers zinc absorption, so more zinc is needed',
      },
      calcium: {
        zh: '纯素饮食：不吃奶类，钙的主要来源少',
        en: 'Vegan diet: without dairy, the main calcium sources are missing',
      },
      iodine: {
        zh: '纯素饮食：不吃奶类和海产品，碘来源少',
        en: 'Vegan diet: without dairy and seafood, iodine sources are few',
      },
      omega3: {
        zh: '纯素饮食：不吃鱼，EPA/DHA几乎没有来源',
        en: 'Vegan diet: without fish there is almost no EPA/DHA',
      },
    },
    source: { ref: `${IOM_2001.ref}; ${odsFactSheet('Vitamin B12').ref}`, url: IOM_2001.url },
  }),
  answerIs('dietPattern', 'vegetarian', {
    id: 'vegetarian',
    points: { iron: -15, zinc: -10, vitaminB12: -10, omega3: -10 },
    text: {
      zh: '素食：植物性铁和锌吸收率较低，维生素B12和EPA/DHA来源有限',
      en: 'Vegetarian diet: plant iron and zinc are absorbed less; B12 and EPA/DHA sources are limited',
    },
    textFor: {
      iron: {
        zh: '素食：植物性（非血红素）铁吸收率较低',
        en: 'Vegetarian diet: plant (non-haem) iron is absorbed less well',
      },
      zinc: {
        zh: '素食：植物中的植酸降低锌的吸收',
        en: 'Vegetarian diet: phytate in plant foods lowers zinc absorption',
      },
      vitaminB12: {
        zh: '素食：维生素B12只来自奶、蛋，来源有限',
        en: 'Vegetarian diet: B12 comes only from dairy and eggs, a limited source',
      },
      omega3: {
        zh: '素食：不吃鱼，EPA/DHA来源有限',
        en: 'Vegetarian diet: without fish, EPA/DHA sources are limited',
      },
    },
    source: IOM_2001,
  }),
  answerIs('sunExposure', 'low', {
    id: 'sun-low',
    points: { vitaminD: -20 },
    text: {
      zh: '日晒少：皮肤合成的维生素D少，几乎全靠饮食和补充',
      en: 'Little sun: the skin makes little vitamin D, so food and supplements must supply it',
    },
    source: odsFactSheet('Vitamin D'),
  }),
  answerIs('sunExposure', 'moderate', {
    id: 'sun-moderate',
    points: { vitaminD: 30 },
    text: {
      zh: '适量日晒：皮肤可合成部分维生素D',
      en: 'Moderate sun: the skin makes part of your vitamin D',
    },
    source: odsFactSheet('Vitamin D'),
  }),
  answerIs('sunExposure', 'high', {
    id: 'sun-high',
    points: { vitaminD: 50 },
    text: {
      zh: '日晒充足：皮肤可合成较多维生素D',
      en: 'Plenty of sun: the skin makes much of your vitamin D',
    },
    source: odsFactSheet('Vitamin D'),
  }),
  answerIs('alcohol', 'heavy', {
    id: 'alcohol-heavy',
    points: { thiamin: -25, folate: -20, magnesium: -20, vitaminB6: -15 },
    text: {
      zh: '大量饮酒会减少维生素B1、叶酸、B6的吸收并增加镁的流失',
      en: 'Heavy drinking lowers absorption of thiamin, folate and B6 and increases magnesium losses',
    },
    source: {
      ref: `${odsFactSheet('Thiamin').ref}; Folate; Magnesium; Vitamin B6 fact sheets`,
      url: odsFactSheet('Thiamin').url,
    },
  }),
  answerIs('alcohol', 'moderate', {
    id: 'alcohol-moderate',
    points: { thiamin: -10, folate: -10 },
    text: {
      zh: '经常饮酒会降低维生素B1和叶酸的吸收',
      en: 'Regular drinking lowers thiamin and folate absorption',
    },
    source: odsFactSheet('Thiamin'),
  }),
  answerIs('smoking', 'current', {
    id: 'smoking',
    points: { vitaminC: -20 },
    text: {
      zh: '吸烟者每天需要多摄入约35毫克维生素C',
      en: 'Smokers need about 35 mg more vitamin C a day',
    },
    source: {
      ref: 'IOM Dietary Reference Intakes for Vitamin C, Vitamin E, Selenium, and Carotenoids (2000): +35 mg/d for smokers',
      url: 'https://nap.nationalacademies.org/catalog/9810',
    },
  }),
  ageFrom(50, {
    id: 'age-50-b12',
    points: { vitaminB12: -15 },
    text: {
      zh: '50岁以后胃酸减少，食物中的维生素B12吸收变差',
      en: 'From 50, less stomach acid means food-bound B12 is absorbed less well',
    },
    source: {
      ref: 'IOM Dietary Reference Intakes for Thiamin, … Vitamin B12 (1998): adults over 50 should get B12 mainly from fortified foods or supplements',
      url: 'https://nap.nationalacademies.org/catalog/6015',
    },
  }),
  ageFrom(65, {
    id: 'age-65-d',
    points: { vitaminD: -15 },
    text: {
      zh: '年龄增长后皮肤合成维生素D的能力下降',
      en: 'Older skin makes less vitamin D',
    },
    source: odsFactSheet('Vitamin D'),
  }),
  {
    id: 'pregnancy',
    kind: 'lifeStage',
    ref: 'lifeStage=pregnant',
    when: isPregnant,
    points: { iron: -10, iodine: -10, omega3: -10, calcium: -5 },
    text: {
      zh: '孕期对铁、碘、DHA和钙的需要增加',
      en: 'Pregnancy raises the need for iron, iodine, DHA and calcium',
    },
    source: PREGNANCY,
  },
  {
    id: 'lactation',
    kind: 'lifeStage',
    ref: 'lifeStage=lactating',
    when: (a) => a.lifeStage === 'lactating',
    points: { iodine: -10, omega3: -10 },
    text: {
      zh: '哺乳期对碘和DHA的需要增加',
      en: 'Breastfeeding raises the need for iodine and DHA',
    },
    source: PREGNANCY,
  },
  conditionIs('anemia', {
    id: 'anemia',
    points: { iron: -25, vitaminB12: -10, folate: -10 },
    text: {
      zh: '贫血最常见的营养原因是缺铁，其次是维生素B12或叶酸不足',
      en: 'Anaemia is most often from low iron, sometimes from low B12 or folate',
    },
    source: {
      ref: 'WHO Nutritional anaemias: tools for effective prevention and control (2017)',
      url: 'https://www.who.int/publications/i/item/9789241513067',
    },
  }),
  conditionIs('osteoporosis', {
    id: 'osteoporosis',
    points: { calcium: -15, vitaminD: -15 },
    text: {
      zh: '骨质疏松需要充足的钙和维生素D',
      en: 'Osteoporosis needs enough calcium and vitamin D',
    },
    source: {
      ref: '原发性骨质疏松症诊疗指南 (Chinese Society of Osteoporosis and Bone Mineral Research, 2022); NIH ODS Calcium fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    },
  }),
  conditionIs('ibd', {
    id: 'ibd',
    points: { iron: -10, vitaminB12: -10, vitaminD: -10 },
    text: {
      zh: '炎症性肠病会影响铁、维生素B12和维生素D的吸收',
      en: 'Inflammatory bowel disease can impair absorption of iron, B12 and vitamin D',
    },
    source: odsFactSheet('Vitamin B12'),
  }),
];

/** Chronic kidney disease: potassium is managed with the doctor and never scored low to push supplements. */
export const KIDNEY_POTASSIUM = {
  ref: 'conditions=kidney_disease',
  text: {
    zh: '肾病患者的钾摄入需遵医嘱管理，这里不按“偏低”评估，也不推荐补钾',
    en: 'With kidney disease, potassium is managed with your doctor: it is not scored low here and never supplemented',
  },
  source: {
    ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, ch. 3 (potassium)',
    url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
  },
} as const satisfies { ref: string; text: Bilingual; source: Source };

/**
 * Pregnancy folate: 400 µg/day folic acid from before conception through pregnancy. Marks the status
 * `strong` while no folate supplement is taken, so the recommender gives the folic acid whatever the
 * food estimate; the score itself is not lowered (food above the target shows as adequate).
 */
export const PREGNANCY_FOLATE = {
  ref: 'lifeStage=pregnant',
  text: {
    zh: '孕期建议每天补充400微克叶酸，以预防神经管缺陷',
    en: 'In pregnancy, 400 µg folic acid a day is advised to prevent neural-tube defects',
  },
  source: {
    ref: 'Chinese Dietary Guidelines 2022 (pregnant women: folic acid 400 µg/d); US Preventive Services Task Force 2023 folic acid recommendation',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/folic-acid-for-the-prevention-of-neural-tube-defects-preventive-medication',
  },
} as const;

/**
 * Points by depletion severity (a medicine that lowers a nutrient). A minor depletion scores nothing:
 * it is shown as a note and never justifies a supplement by itself.
 */
export const DEPLETION_POINTS = { major: -30, moderate: -20, minor: 0 } as const;
