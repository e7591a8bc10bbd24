/**
 * Texts the assistant needs beyond the engine: deficiency signs, goal tips, life-stage and diet tips,
 * urgent-care wording. Every row names its source. Numbers (targets, ULs, doses) are NOT here: answers
 * take them from the engine (targetsFor, the plan document) so the chat and the plan never disagree.
 */
import type { Bilingual, Source } from '../contracts/common';
import type { NutrientKey } from '../nutrients';
import { odsFactSheet } from '../citations';

/** The "Deficiency" section of a nutrient's ODS fact sheet. */
const deficiencySection = (name: string, slug?: string): Source =>
  odsFactSheet(name, { ...(slug ? { slug } : {}), section: 'Deficiency' });

/** What a shortfall can look like, and the role of the nutrient in one line. */
export const DEFICIENCY_SIGNS = {
  vitaminA: {
    role: {
      zh: '维持夜间视力、皮肤黏膜和免疫功能',
      en: 'keeps night vision, skin, mucous membranes and immunity working',
    },
    signs: {
      zh: '夜盲（暗处看不清）、眼睛干涩、反复感染',
      en: 'night blindness, dry eyes, frequent infections',
    },
    source: deficiencySection('Vitamin A'),
  },
  vitaminD: {
    role: {
      zh: '帮助钙吸收，维持骨骼和肌肉健康',
      en: 'helps absorb calcium and keeps bones and muscles healthy',
    },
    signs: {
      zh: '骨痛、肌肉无力，长期缺乏导致骨软化和骨质疏松',
      en: 'bone pain and muscle weakness; long-term, soft bones (osteomalacia) and osteoporosis',
    },
    source: deficiencySection('Vitamin D'),
  },
  vitaminE: {
    role: { zh: '抗氧化，保护细胞膜', en: 'an antioxidant that protects cell membranes' },
    signs: {
      zh: '健康人很少缺乏；严重缺乏可有周围神经病变、走路不稳、免疫力下降',
      en: 'rare in healthy people; severe deficiency causes nerve damage, unsteady walking and weaker immunity',
    },
    source: deficiencySection('Vitamin E'),
  },
  vitaminK: {
    role: { zh: '参与凝血和骨骼代谢', en: 'needed for blood clotting and bone metabolism' },
    signs: { zh: '成人少见；表现为容易出血、瘀青', en: 'uncommon in adults; easy bleeding and bruising' },
    source: deficiencySection('Vitamin K'),
  },
  vitaminC: {
    role: {
      zh: '抗氧化，合成胶原，促进非血红素铁吸收',
      en: 'an antioxidant; makes collagen and helps absorb plant iron',
    },
    signs: {
      zh: '乏力、牙龈肿胀出血、容易瘀青、伤口愈合慢、关节痛（坏血病）',
      en: 'fatigue, swollen or bleeding gums, easy bruising, slow wound healing, joint pain (scurvy)',
    },
    source: deficiencySection('Vitamin C'),
  },
  thiamin: {
    role: {
      zh: '参与碳水化合物的能量代谢和神经功能',
      en: 'turns carbohydrate into energy; needed by nerves',
    },
    signs: {
      zh: '食欲差、体重下降、意识混乱、肌肉无力、手脚麻木（脚气病）',
      en: 'poor appetite, weight loss, confusion, muscle weakness, numb hands and feet (beriberi)',
    },
    source: deficiencySection('Thiamin'),
  },
  riboflavin: {
    role: {
      zh: '参与能量代谢，维持皮肤和黏膜',
      en: 'takes part in energy metabolism; keeps skin and mucosa healthy',
    },
    signs: {
      zh: '口角炎（嘴角开裂）、舌炎、咽喉痛、皮肤脱屑',
      en: 'cracks at the corners of the mouth, sore red tongue, sore throat, scaly skin',
    },
    source: deficiencySection('Riboflavin'),
  },
  niacin: {
    role: { zh: '参与能量代谢和DNA修复', en: 'takes part in energy metabolism and DNA repair' },
    signs: {
      zh: '日晒部位皮炎、腹泻、意识障碍（糙皮病）',
      en: 'rash on sun-exposed skin, diarrhoea, confusion (pellagra)',
    },
    source: deficiencySection('Niacin'),
  },
  vitaminB6: {
    role: {
      zh: '参与蛋白质代谢和神经递质合成',
      en: 'used in protein metabolism and to make neurotransmitters',
    },
    signs: {
      zh: '小细胞性贫血、口角炎、舌炎、情绪低落、意识混乱',
      en: 'anaemia with small red cells, cracked lips, sore tongue, low mood, confusion',
    },
    source: deficiencySection('Vitamin B6'),
  },
  folate: {
    role: {
      zh: '参与DNA合成和红细胞生成，孕早期预防神经管缺陷',
      en: 'needed to make DNA and red blood cells; prevents neural tube defects in early pregnancy',
    },
    signs: {
      zh: '巨幼细胞性贫血：乏力、头痛、心慌、气短、舌头溃疡',
      en: 'megaloblastic anaemia: weakness, fatigue, headache, palpitations, shortness of breath, tongue sores',
    },
    source: deficiencySection('Folate'),
  },
  vitaminB12: {
    role: { zh: '维持神经系统和红细胞生成', en: 'keeps nerves healthy and makes red blood cells' },
    signs: {
      zh: '乏力、贫血、手脚麻木刺痛、记忆力下降、舌头疼痛',
      en: 'fatigue, anaemia, numbness or tingling in hands and feet, memory problems, sore tongue',
    },
    source: deficiencySection('Vitamin B12'),
  },
  calcium: {
    role: {
      zh: '构成骨骼和牙齿，参与肌肉收缩和神经传导',
      en: 'builds bones and teeth; needed for muscle and nerve function',
    },
    signs: {
      zh: '短期通常没有症状；长期不足导致骨量减少、骨质疏松；严重低钙可有手指麻木、肌肉抽筋',
      en: 'usually no symptoms at first; over years, low bone mass and osteoporosis; very low blood calcium causes numb fingers and muscle cramps',
    },
    source: deficiencySection('Calcium'),
  },
  iron: {
    role: { zh: '构成血红蛋白，运输氧气', en: 'part of haemoglobin, which carries oxygen' },
    signs: {
      zh: '缺铁性贫血：乏力、面色苍白、活动后气短、注意力差、指甲易碎',
      en: 'iron-deficiency anaemia: tiredness, pale skin, breathlessness on exertion, poor concentration, brittle nails',
    },
    source: deficiencySection('Iron'),
  },
  zinc: {
    role: { zh: '参与免疫、伤口愈合和味觉', en: 'needed for immunity, wound healing and taste' },
    signs: {
      zh: '食欲下降、味觉减退、容易感染、脱发、伤口愈合慢',
      en: 'loss of appetite, poor sense of taste, frequent infections, hair loss, slow wound healing',
    },
    source: deficiencySection('Zinc'),
  },
  magnesium: {
    role: {
      zh: '参与300多种酶反应，维持肌肉、神经和心律',
      en: 'used by more than 300 enzymes; keeps muscles, nerves and heart rhythm steady',
    },
    signs: {
      zh: '早期食欲差、恶心、乏力；加重后手脚麻木、肌肉抽筋、心律异常',
      en: 'early: poor appetite, nausea, fatigue; later: numbness, muscle cramps, abnormal heart rhythm',
    },
    source: deficiencySection('Magnesium'),
  },
  selenium: {
    role: {
      zh: '构成抗氧化酶，参与甲状腺激素代谢',
      en: 'part of antioxidant enzymes and thyroid hormone metabolism',
    },
    signs: {
      zh: '健康人少见；我国低硒地区曾流行克山病（心肌病）',
      en: 'rare in healthy people; Keshan disease (a heart disease) occurred in low-selenium areas of China',
    },
    source: deficiencySection('Selenium'),
  },
  iodine: {
    role: {
      zh: '合成甲状腺激素，孕期影响胎儿大脑发育',
      en: 'makes thyroid hormone; in pregnancy, needed for the baby’s brain',
    },
    signs: {
      zh: '甲状腺肿大、甲减表现（怕冷、乏力、体重增加）',
      en: 'goitre (enlarged thyroid) and hypothyroid symptoms: feeling cold, tiredness, weight gain',
    },
    source: deficiencySection('Iodine'),
  },
  potassium: {
    role: {
      zh: '维持体液平衡、血压、肌肉和心脏功能',
      en: 'keeps fluid balance, blood pressure, muscles and heart working',
    },
    signs: {
      zh: '肌肉无力、抽筋、便秘、乏力；严重时心律异常',
      en: 'muscle weakness, cramps, constipation, fatigue; severe cases cause abnormal heart rhythm',
    },
    source: deficiencySection('Potassium'),
  },
  omega3: {
    role: {
      zh: 'EPA和DHA是细胞膜成分，对心脏、大脑和眼睛重要',
      en: 'EPA and DHA build cell membranes and matter for heart, brain and eyes',
    },
    signs: {
      zh: '明显缺乏很少见；可有皮肤粗糙、脱屑、皮炎',
      en: 'clear deficiency is rare; rough, scaly skin and dermatitis',
    },
    source: deficiencySection('Omega-3 Fatty Acids', 'Omega3FattyAcids'),
  },
  fiber: {
    role: {
      zh: '促进肠道蠕动，帮助控制血糖和血脂',
      en: 'keeps bowels regular and helps blood sugar and cholesterol',
    },
    signs: {
      zh: '便秘、排便不规律、饭后容易饿',
      en: 'constipation, irregular bowel movements, feeling hungry soon after meals',
    },
    source: {
      ref: 'Chinese Dietary Guidelines 2022; Dietary Guidelines for Americans 2020–2025 (dietary fibre)',
      url: 'https://www.dietaryguidelines.gov/',
    },
  },
  protein: {
    role: { zh: '构成肌肉、酶和抗体', en: 'builds muscle, enzymes and antibodies' },
    signs: {
      zh: '肌肉流失、乏力、水肿、伤口愈合慢、容易感染',
      en: 'muscle loss, weakness, swelling (oedema), slow wound healing, frequent infections',
    },
    source: {
      ref: 'MSD Manual Professional Version, "Undernutrition: protein-energy undernutrition", symptoms and signs',
      url: 'https://www.msdmanuals.com/professional/nutritional-disorders/undernutrition/protein-energy-undernutrition-peu',
    },
  },
} as const satisfies Record<NutrientKey, { role: Bilingual; signs: Bilingual; source: Source }>;

export interface TipSet {
  title: Bilingual;
  /** Nutrients whose targets the answer states (numbers from the engine). */
  nutrients: readonly NutrientKey[];
  tips: readonly Bilingual[];
  source: Source;
}

/** Goal answers: what helps, honestly (no supplement "boosts" immunity beyond fixing a shortfall). */
export const GOAL_TIPS = {
  bone: {
    title: { zh: '骨骼健康要点', en: 'Bone health' },
    nutrients: ['calcium', 'vitaminD', 'protein'],
    tips: [
      {
        zh: '每天喝奶或吃奶制品300–500克，多吃豆制品和深绿色蔬菜',
        en: 'Have dairy or calcium-fortified foods daily, plus tofu and dark leafy greens',
      },
      { zh: '适量晒太阳，帮助合成维生素D', en: 'Get some safe sun exposure to make vitamin D' },
      {
        zh: '坚持负重运动和抗阻训练（快走、爬楼梯、力量练习）',
        en: 'Do weight-bearing and muscle-strengthening exercise (brisk walking, stairs, strength training)',
      },
      { zh: '戒烟限酒', en: 'Do not smoke and limit alcohol' },
    ],
    source: {
      ref: 'NIH Osteoporosis and Related Bone Diseases National Resource Center, "Osteoporosis: Prevention"; Chinese Dietary Guidelines 2022 (dairy 300–500 g/day)',
      url: 'https://www.bones.nih.gov/health-info/bone/osteoporosis/overview',
    },
  },
  immunity: {
    title: { zh: '免疫力要点', en: 'Immune health' },
    nutrients: ['vitaminC', 'vitaminD', 'zinc', 'protein'],
    tips: [
      {
        zh: '没有补充剂能让免疫力“超常”，补充只对缺乏的人有帮助',
        en: 'No supplement makes immunity “stronger than normal”; supplements help only when you are short of a nutrient',
      },
      { zh: '吃够蛋白质、蔬菜和水果', en: 'Eat enough protein, vegetables and fruit' },
      {
        zh: '保证睡眠、规律运动、按时接种疫苗',
        en: 'Sleep enough, exercise regularly and keep vaccinations up to date',
      },
    ],
    source: {
      ref: 'NIH Office of Dietary Supplements, "Dietary Supplements for Immune Function and Infectious Diseases"',
      url: 'https://ods.od.nih.gov/factsheets/ImmuneFunction-HealthProfessional/',
    },
  },
  sleep: {
    title: { zh: '睡眠要点', en: 'Sleep' },
    nutrients: ['magnesium'],
    tips: [
      {
        zh: '成年人每晚至少睡7小时，固定作息时间',
        en: 'Adults need 7 or more hours a night; keep a regular schedule',
      },
      {
        zh: '下午和晚上少喝咖啡、浓茶，睡前不饮酒',
        en: 'Avoid coffee and strong tea in the afternoon and evening, and alcohol before bed',
      },
      {
        zh: '褪黑素只适合短期使用（如倒时差），会与部分药物相互作用，使用前咨询医生',
        en: 'Melatonin is for short-term use (e.g. jet lag) and interacts with some medicines; ask your doctor first',
      },
      { zh: '失眠持续超过3个月，请就医', en: 'If insomnia lasts more than 3 months, see a doctor' },
    ],
    source: {
      ref: 'CDC, "About Sleep" (adults 7+ hours); NIH NCCIH, "Melatonin: What You Need To Know"',
      url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
    },
  },
  pregnancy: {
    title: { zh: '孕期与哺乳期营养要点', en: 'Pregnancy and breastfeeding' },
    nutrients: ['folate', 'iron', 'iodine', 'calcium', 'omega3'],
    tips: [
      {
        zh: '从备孕前至少1个月开始每天补充叶酸400微克，并持续整个孕期（WHO 2016；中国居民膳食指南2022）',
        en: 'Take 400 µg of folic acid daily from at least one month before conception and throughout pregnancy (WHO 2016)',
      },
      {
        zh: '使用加碘盐，常吃海带、紫菜等含碘食物',
        en: 'Use iodised salt and eat iodine-rich foods such as seafood and dairy',
      },
      {
        zh: '避免大剂量维生素A（视黄醇）补充剂',
        en: 'Avoid high-dose preformed vitamin A (retinol) supplements',
      },
      {
        zh: '草本补充剂（银杏、人参、当归、圣约翰草等）孕期安全性证据不足，不要自行服用',
        en: 'Herbal supplements (ginkgo, ginseng, dong quai, St John’s wort …) lack safety data in pregnancy; do not take them on your own',
      },
      { zh: '补充剂请先与产科医生确认', en: 'Check every supplement with your obstetrician or midwife' },
    ],
    source: {
      ref: 'WHO recommendations on antenatal care (2016); NIH ODS Folate and Vitamin A fact sheets; Chinese Dietary Guidelines 2022 for pregnant and lactating women',
      url: 'https://www.who.int/publications/i/item/9789241549912',
    },
  },
  vegetarian: {
    title: { zh: '素食营养要点', en: 'Vegetarian and vegan diets' },
    nutrients: ['vitaminB12', 'iron', 'zinc', 'omega3', 'calcium', 'iodine'],
    tips: [
      {
        zh: '维生素B12几乎只存在于动物性食物中，纯素者需要强化食品或补充剂',
        en: 'Vitamin B12 comes almost only from animal foods: vegans need fortified foods or a supplement',
      },
      {
        zh: '植物性铁吸收率低，素食者铁需要量约为普通人的1.8倍；搭配富含维生素C的蔬果',
        en: 'Plant iron is poorly absorbed: vegetarians need about 1.8 times as much iron; pair it with vitamin C-rich foods',
      },
      {
        zh: '锌需要量可能高出50%，多吃豆类、坚果和全谷物',
        en: 'Zinc needs may be up to 50% higher: eat legumes, nuts and whole grains',
      },
      { zh: 'EPA/DHA可选藻油', en: 'For EPA/DHA, choose algal oil' },
      {
        zh: '纯素者注意钙和碘：选择钙强化豆奶、豆腐和加碘盐',
        en: 'Vegans: watch calcium and iodine — calcium-set tofu, fortified soy milk, iodised salt',
      },
    ],
    source: {
      ref: 'IOM Dietary Reference Intakes (2001): vegetarian iron ×1.8, zinc up to +50 %; Academy of Nutrition and Dietetics, Position on Vegetarian Diets (2016)',
      url: 'https://nap.nationalacademies.org/catalog/10026',
    },
  },
  weight_loss: {
    title: { zh: '健康减重要点', en: 'Healthy weight loss' },
    nutrients: ['protein', 'fiber'],
    tips: [
      {
        zh: '每天比消耗少吃约500千卡（最多1000千卡；哺乳期最多500千卡、每天总量不低于1800千卡，以免影响奶量），每周减0.5–1千克较为安全（哺乳期每周约0.5千克）',
        en: 'Eating about 500 kcal a day below your needs (at most 1,000; while breastfeeding at most 500 and not below 1,800 kcal a day, to protect your milk) gives a safe loss of about 0.5–1 kg a week (about 0.5 kg while breastfeeding)',
      },
      {
        zh: '每餐有蛋白质和蔬菜，主食选全谷物',
        en: 'Have protein and vegetables at every meal; choose whole grains',
      },
      { zh: '少喝含糖饮料，少吃油炸食品', en: 'Cut sugary drinks and fried food' },
      { zh: '每周至少150分钟中等强度运动', en: 'Do at least 150 minutes of moderate activity a week' },
    ],
    source: {
      ref: 'NIH NHLBI, "The Practical Guide: Identification, Evaluation, and Treatment of Overweight and Obesity in Adults" (deficit of 500–1,000 kcal/day); Academy of Nutrition and Dietetics, Position: Nutrition and Lifestyle for a Healthy Pregnancy Outcome / lactation practice paper (gradual loss of about 0.5 kg a week while breastfeeding, intake not below about 1,800 kcal a day); WHO guidelines on physical activity (2020)',
      url: 'https://www.nhlbi.nih.gov/files/docs/guidelines/prctgd_c.pdf',
    },
  },
  weight_gain: {
    title: { zh: '健康增重要点', en: 'Healthy weight gain' },
    nutrients: ['protein'],
    tips: [
      {
        // No whole nuts in the general tip: an older reader who chokes was offered them (answer round 5,
        // zh-056); nut butters give the same energy.
        zh: '少量多餐，在正餐之间加餐（牛奶或酸奶、鸡蛋、豆腐、芝麻酱或花生酱）；吃饭容易呛咳或吞咽困难时，食物做成什么性状请先让医生或康复（言语）治疗师评估',
        en: 'Eat smaller meals more often, with snacks such as milk or yogurt, eggs, tofu or nut butter; if eating makes you cough or choke, have a doctor or speech therapist check what textures are safe first',
      },
      {
        zh: '每餐都有足量蛋白质，配合适合自己的力量练习增加肌肉（年长或体弱时按医生或康复师的建议做）',
        en: 'Include protein at every meal and do strength exercises that suit you to build muscle (if older or frail, as your doctor or physiotherapist advises)',
      },
      { zh: '不明原因的体重下降请就医检查', en: 'See a doctor about any weight loss you cannot explain' },
    ],
    source: {
      ref: 'Chinese Dietary Guidelines 2022; NHS, "Healthy ways to gain weight"',
      url: 'https://www.nhs.uk/live-well/healthy-weight/managing-your-weight/healthy-ways-to-gain-weight/',
    },
  },
} as const satisfies Record<string, TipSet>;
export type TipSetKey = keyof typeof GOAL_TIPS;

/** The urgent answer's wording lives with the red-flag detector (../safety). */
export { URGENT_LEAD } from '../safety/texts';

export const SEVERITY_LABEL = {
  major: { zh: '严重', en: 'major' },
  moderate: { zh: '中度', en: 'moderate' },
  minor: { zh: '轻微', en: 'minor' },
} as const satisfies Record<'major' | 'moderate' | 'minor', Bilingual>;

export const NEVER_STOP: Bilingual = {
  zh: '请勿自行停用或更改医生开具的药物；如有疑问，请咨询医生或药师。',
  en: 'Do not stop or change any prescribed medicine on your own; ask your doctor or pharmacist if in doubt.',
};
