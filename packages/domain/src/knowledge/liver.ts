import type { Bilingual, Source } from '../contracts/common';

/**
 * Cirrhosis and advanced liver disease (clinician review 2026-11-25 evening, P1): protein is not cut,
 * sodium about 2 g a day with ascites, no alcohol at all, no raw shellfish or raw seafood. One row per
 * rule, read by the plan's `liver-disease` finding (conditions/liver.ts) and by the chat
 * (assistant/intents/liver.ts) for liver disease in the plan or said in the chat.
 */
export const LIVER = {
  /** ESPEN 2019 liver disease, recommendations on protein in cirrhosis. */
  proteinGPerKg: { min: 1.2, max: 1.5 },
  /** Sodium with ascites, mg a day (EASL 2018 decompensated cirrhosis: 80–120 mmol ≈ 4.6–6.9 g salt). */
  sodiumMgWithAscites: 2000,
} as const;

export const LIVER_SOURCES = {
  espen: {
    ref: 'Plauth M et al. ESPEN guideline on clinical nutrition in liver disease. Clin Nutr 2019;38:485–521: protein 1.2 g/kg/day in non-malnourished and 1.5 g/kg/day in malnourished or sarcopenic cirrhosis; protein intake not restricted in hepatic encephalopathy; a late-evening snack (and breakfast) to shorten the overnight fast; energy about 35 kcal/kg',
    url: 'https://doi.org/10.1016/j.clnu.2018.12.022',
  },
  sodium: {
    ref: 'EASL Clinical Practice Guidelines for the management of patients with decompensated cirrhosis. J Hepatol 2018;69:406–460: moderate sodium restriction with ascites, 80–120 mmol/day (4.6–6.9 g salt); Biggins SW et al. AASLD Practice Guidance on ascites, hyponatremia and hepatorenal syndrome, Hepatology 2021;74:1014: sodium 2 g (88 mmol) a day; a potassium-chloride salt substitute is not used with spironolactone or a high potassium',
    url: 'https://doi.org/10.1016/j.jhep.2018.03.024',
  },
  alcohol: {
    ref: 'EASL Clinical Practice Guidelines: management of alcohol-related liver disease. J Hepatol 2018;69:154–181 (complete and lasting abstinence is the most effective measure in alcohol-related liver disease); Crabb DW et al. AASLD Practice Guidance on alcohol-associated liver disease, Hepatology 2020;71:306 (abstinence in cirrhosis of any cause)',
    url: 'https://doi.org/10.1016/j.jhep.2018.03.018',
  },
  vibrio: {
    ref: 'US CDC, Vibrio and Oysters / Vibrio vulnificus: people with liver disease are at the highest risk of severe illness and death from raw or undercooked oysters and shellfish; US FDA, Food Safety for people with weakened immune systems and liver disease (raw oysters and shellfish); Oliver JD, Epidemiology and Infection 2005;133:383 (Vibrio vulnificus sepsis: most patients have liver disease, mortality above 50 %)',
    url: 'https://www.cdc.gov/vibrio/about/index.html',
  },
} as const satisfies Record<string, Source>;

/**
 * Liver disease other than cirrhosis (clinician review 2026-11-26, eighth round, zh P1: autoimmune
 * hepatitis was given the cirrhosis protein target and ascites sodium): what holds for every liver
 * disease — protein is not cut, alcohol avoided, no self-chosen "liver" remedies, no raw shellfish.
 */
export const LIVER_OTHER_SOURCES = {
  masld: {
    ref: 'Rinella ME et al. AASLD Practice Guidance on the clinical assessment and management of nonalcoholic fatty liver disease. Hepatology 2023;77:1797–1835: alcohol reduced or avoided, abstinence with significant fibrosis; Terrault NA et al. AASLD 2018 hepatitis B guidance (Hepatology 2018;67:1560): abstain from or limit alcohol; Mack CL et al. AASLD 2019 autoimmune hepatitis guidance (Hepatology 2020;72:671): avoid alcohol',
    url: 'https://doi.org/10.1097/HEP.0000000000000323',
  },
  livertox: {
    ref: 'US NIH LiverTox: Herbal and Dietary Supplements — herbal and dietary supplements cause a growing share of drug-induced liver injury (about 20 % in the US DILIN registry; Navarro VJ et al., Hepatology 2017;65:363); Polygonum multiflorum (何首乌), green tea extract and anabolic steroids among the most often implicated',
    url: 'https://www.ncbi.nlm.nih.gov/books/NBK547852/',
  },
} as const satisfies Record<string, Source>;

export const LIVER_OTHER_RULES = {
  protein: {
    text: {
      zh: '**肝病（肝炎、脂肪肝等）不需要为了“护肝”少吃蛋白质：按正常量吃，鸡蛋、奶、鱼、瘦肉、豆制品都可以。** 脂肪肝需要减重的，也要保证蛋白质，减的是精米白面、甜食甜饮和油炸食品。',
      en: '**Liver disease (hepatitis, fatty liver and the like) is no reason to cut protein: eat normal amounts — eggs, dairy, fish, lean meat and soy are all fine.** If fatty liver means losing weight, keep the protein and cut refined starch, sweets, sugary drinks and fried food instead.',
    },
    source: LIVER_OTHER_SOURCES.masld,
  },
  alcohol: {
    text: {
      zh: '**有肝病（乙肝、丙肝、自身免疫性肝炎、脂肪肝等）最好不喝酒；能不能少量喝，只听肝病医生的。** 酒精会加快各种肝病的肝损伤和纤维化；已经有肝纤维化或肝硬化的，一滴都不要喝。',
      en: '**With liver disease (hepatitis B or C, autoimmune hepatitis, fatty liver and the like), it is best not to drink; whether any at all is acceptable is for your liver doctor to say.** Alcohol speeds liver damage and scarring in every liver disease; with fibrosis or cirrhosis, none at all.',
    },
    source: LIVER_OTHER_SOURCES.masld,
  },
  remedies: {
    text: {
      zh: '**不要自己加“护肝”保健品或草药（如何首乌、绿茶提取物、土三七）和大剂量维生素A、烟酸：** 它们本身就可能伤肝，先问肝病医生。',
      en: '**Do not add "liver" supplements or herbs (green tea extract, he shou wu and the like) or high-dose vitamin A or niacin on your own:** they can themselves injure the liver — ask your liver doctor first.',
    },
    source: LIVER_OTHER_SOURCES.livertox,
  },
  tickCirrhosis: {
    text: {
      zh: '如果你是肝硬化（或有腹水、肝性脑病），请在问卷里选“肝硬化”，计划会按肝硬化的规则给出蛋白质和盐的建议。',
      en: 'If you have cirrhosis (or ascites or hepatic encephalopathy), tick "Cirrhosis" in the questionnaire so the plan gives its protein and salt rules.',
    },
    source: LIVER_SOURCES.espen,
  },
} as const satisfies Record<string, LiverRule>;

/** A rule as the chat says it: bold lead, then the reasons, in both languages. */
export interface LiverRule {
  text: Bilingual;
  source: Source;
}

/** The protein rule with the person's grams when a weight is known. */
export function liverProteinText(weightKg: number | null): Bilingual {
  const { min, max } = LIVER.proteinGPerKg;
  const grams =
    weightKg !== null && Number.isFinite(weightKg) && weightKg > 0
      ? {
          zh: `（按你的体重约 ${Math.round(min * weightKg)}–${Math.round(max * weightKg)} 克）`,
          en: ` (about ${Math.round(min * weightKg)}–${Math.round(max * weightKg)} g for your weight)`,
        }
      : { zh: '', en: '' };
  return {
    zh: `**肝硬化不要为了“防肝昏迷”少吃蛋白质：蛋白质每天约 ${min}–${max} 克/千克体重${grams.zh}。** 限制蛋白质不能预防肝性脑病（肝昏迷），反而会让肌肉流失、营养不良更重，指南不建议这样做。把蛋白质分到一天几餐里，鸡蛋、奶、鱼、豆腐、豆制品都是好来源；睡前加一顿含蛋白质和主食的小餐（如一杯牛奶加两片面包或一小碗粥加鸡蛋），缩短夜间空腹时间。正在用乳果糖的，按医生说的保持每天2–3次软便。如果出现糊涂、嗜睡、昼夜颠倒、手抖，请当天就医。`,
    en: `**With cirrhosis, do not cut protein to "prevent hepatic coma": protein is about ${min}–${max} g per kg body weight a day${grams.en}.** Restricting protein does not prevent hepatic encephalopathy and makes muscle loss and malnutrition worse; the guideline advises against it. Spread protein over the day's meals — eggs, dairy, fish, tofu and beans are good sources — and have a late-evening snack with protein and starch (a glass of milk with two slices of bread, or a small bowl of porridge with an egg) to shorten the overnight fast. On lactulose, aim for the 2–3 soft stools a day your doctor set. Confusion, drowsiness, a reversed sleep pattern or a flapping tremor need a doctor the same day.`,
  };
}

export const LIVER_RULES = {
  sodium: {
    text: {
      zh: `**肝硬化有腹水时，钠每天约 ${LIVER.sodiumMgWithAscites / 1000} 克（约5克盐，含酱油、咸菜、腌肉、方便面和加工食品里的盐）。** 低钠盐（代盐）里含氯化钾，也不适合用来代替：腹水常用的利尿药螺内酯会让身体保留钾，正在用它或血钾偏高时再加代盐，血钾会升得更高。也不要吃到完全无盐、吃不下饭——饮食太淡会让营养更差。喝多少水按肝病医生的建议（血钠很低时医生可能会限水）。`,
      en: `**With cirrhosis and ascites, sodium is about ${LIVER.sodiumMgWithAscites / 1000} g a day (about 5 g of salt, counting soy sauce, pickles, cured meats, instant noodles and processed food).** A "low-sodium" salt substitute is potassium chloride and is not the answer either: spironolactone, the usual diuretic for ascites, makes the body keep potassium, and on it or with a high potassium a substitute pushes it higher. Do not go salt-free to the point of not eating, either — food too bland to eat worsens malnutrition. How much to drink is for your liver doctor (with a very low sodium they may limit fluids).`,
    },
    source: LIVER_SOURCES.sodium,
  },
  alcohol: {
    text: {
      zh: '**肝硬化一滴酒都不要喝，包括一瓶啤酒、米酒、药酒和料酒多的菜。** 没有对肝硬化安全的饮酒量；酒精相关的肝硬化，彻底戒酒是最能改善病情、延长寿命的一步。觉得难以坚持时，告诉肝病医生，可以转到戒酒门诊获得帮助。',
      en: '**With cirrhosis, no alcohol at all — not one beer, not rice wine or tonic wines.** There is no safe amount with cirrhosis; in alcohol-related cirrhosis, stopping completely is the single step that most improves the liver and survival. If staying off it is hard, tell your liver doctor, who can refer you for help to stop drinking.',
    },
    source: LIVER_SOURCES.alcohol,
  },
  rawSeafood: {
    text: {
      zh: '**肝硬化（或其他肝病）不要吃生蚝、醉虾、醉蟹、生的或半生的贝类和海鲜、生鱼片。** 这些可能带有创伤弧菌，肝病患者感染后可在一两天内发展为败血症，死亡率很高；柠檬汁、酒、辣椒和芥末都杀不死它。海鲜要彻底煮熟（贝壳张开后再煮几分钟）；处理生海鲜时手上有伤口要戴手套。吃过生海鲜后发烧、寒战、腿上出现起水疱的红肿，请立即就医并说明吃过什么。',
      en: '**With cirrhosis (or other liver disease), do not eat raw oysters, drunken shrimp or crab, raw or undercooked shellfish and seafood, or sashimi.** They can carry Vibrio vulnificus, which in people with liver disease can become blood poisoning within a day or two and often kills; lemon juice, alcohol, hot sauce and wasabi do not kill it. Cook seafood through (shellfish a few more minutes after the shells open), and wear gloves handling raw seafood with a cut on your hands. Fever, chills or red, blistering swelling on a leg after raw seafood need emergency care — say what you ate.',
    },
    source: LIVER_SOURCES.vibrio,
  },
} as const satisfies Record<string, LiverRule>;
