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
  /**
   * Energy in cirrhosis, kcal per kg of dry weight a day: at least 35 for the non-obese (EASL 2019
   * nutrition in chronic liver disease; ESPEN 2019: 30–35, 35 with sarcopenia). No weight-loss deficit.
   */
  energyKcalPerKg: 35,
  /**
   * Dry weight with ascites: the weight on the scale less 5 % (mild), 10 % (moderate) or 15 % (tense
   * ascites) (EASL 2019 nutrition in chronic liver disease): the lowest fraction kept.
   */
  dryWeightFractionMin: 0.85,
  /** From this BMI on the scale the 35 kcal/kg figure is not given: the liver team sets energy (EASL 2019). */
  obeseBmiFrom: 30,
} as const;

/** Cirrhosis and advanced liver disease as people say it (the chat's `LIVER_WORDS`). */
export const CIRRHOSIS_SAID =
  /肝硬化|肝硬变|腹水|肝腹水|肝衰|肝性脑病|肝昏迷|肝性昏迷|失代偿|晚期肝病|\bcirrho\w*|\bascites\b|\bliver failure\b|\bend.?stage liver\b|\bhepatic (coma|encephalopathy)\b|\bdecompensated liver\b/;

/**
 * Any liver disease said of oneself (eighteenth clinician review, E4: 酒精肝, 肝病 as well as 肝硬化, 腹水):
 * the rules that hold for every liver disease (a product whose warning rules out liver disease, preformed
 * vitamin A). "Is it safe for my liver?" alone is not a liver disease.
 */
export const LIVER_DISEASE_SAID = new RegExp(
  `${CIRRHOSIS_SAID.source}|${/(?<!没有|没|无|不是)(肝病|肝炎|乙肝|丙肝|脂肪肝|酒精肝|酒精性肝|肝功能(不好|异常|差)|转氨酶(高|升高|偏高))|\bhepatitis [bc]\b|\b(fatty|alcoholic|alcohol.related) liver\b|\bliver (disease|damage|condition|problems?)\b|\bhep [bc]\b/.source}`,
);

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
  easlNutrition: {
    ref: 'EASL Clinical Practice Guidelines on nutrition in chronic liver disease. J Hepatol 2019;70:172–193: energy at least 35 kcal/kg actual (dry) body weight a day in non-obese cirrhosis; dry weight with ascites = weight less 5 % (mild), 10 % (moderate) or 15 % (severe), 5 % more with pedal oedema; protein 1.2–1.5 g/kg a day; no prolonged fasting — three to five meals and a late-evening snack with complex carbohydrate; BMI is not reliable with fluid retention; in obese compensated cirrhosis a moderately hypocaloric diet (500–800 kcal a day less) with protein above 1.5 g/kg ideal body weight a day, aiming at 5–10 % weight loss, under the liver team; Plauth M et al. ESPEN guideline on clinical nutrition in liver disease, Clin Nutr 2019;38:485–521 (energy 30–35 kcal/kg, at least 35 with sarcopenia)',
    url: 'https://doi.org/10.1016/j.jhep.2018.06.024',
  },
  hyponatraemia: {
    ref: 'Biggins SW et al. Diagnosis, evaluation, and management of ascites, spontaneous bacterial peritonitis and hepatorenal syndrome: 2021 Practice Guidance by the AASLD. Hepatology 2021;74:1014–1048: hyponatraemia in cirrhosis is mostly dilutional (hypervolaemic) — not treated with salt; fluid restriction (about 1–1.5 L a day) and diuretic changes are set by the hepatologist; severe or symptomatic hyponatraemia needs hospital care; EASL decompensated cirrhosis CPG, J Hepatol 2018;69:406',
    url: 'https://doi.org/10.1002/hep.31884',
  },
  vitaminA: {
    ref: 'Institute of Medicine. Dietary Reference Intakes for Vitamin A, Vitamin K, Arsenic, Boron, Chromium, Copper, Iodine, Iron, Manganese, Molybdenum, Nickel, Silicon, Vanadium, and Zinc (2001), ch. 4, UL: people with liver disease, high alcohol intake, hyperlipidaemia or severe protein malnutrition may be distinctly susceptible to preformed vitamin A and may not be protected by the UL; NIH ODS Vitamin A and Carotenoids fact sheet for health professionals (2023): preformed vitamin A toxicity and liver damage, β-carotene does not cause it; EASL CPG nutrition in chronic liver disease, J Hepatol 2019;70:172 (vitamin supplements in cirrhosis to treat a proven or suspected deficiency)',
    url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
  },
  sedatives: {
    ref: 'Vilstrup H et al. Hepatic encephalopathy in chronic liver disease: 2014 Practice Guideline by AASLD and EASL, Hepatology 2014;60:715–735: sedatives and psychoactive medicines precipitate hepatic encephalopathy; disturbed sleep and day–night reversal are among its early signs',
    url: 'https://doi.org/10.1002/hep.27210',
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

/**
 * Energy in cirrhosis (eighteenth clinician review, E4 S4/M9: "Your plan's weight-loss target is about
 * 1675 kcal" to a man losing muscle with ascites, and the plan's 24 kcal/kg): no weight-loss target, at
 * least 35 kcal per kg of dry weight a day for the non-obese, in grams of the person's own weight when
 * known; with a BMI of 30 or more on the scale the liver team sets the energy.
 */
export function liverEnergyText(weightKg: number | null, bmi: number | null): Bilingual {
  const per = LIVER.energyKcalPerKg;
  const kg = weightKg !== null && Number.isFinite(weightKg) && weightKg > 0 ? weightKg : null;
  const obese = bmi !== null && Number.isFinite(bmi) && bmi >= LIVER.obeseBmiFrom;
  const round = (x: number) => Math.round(x / 50) * 50;
  const en = (x: number) => x.toLocaleString('en-US');
  const range =
    kg !== null ? { kg, low: round(per * kg * LIVER.dryWeightFractionMin), high: round(per * kg) } : null;
  const lead = {
    zh: '**肝硬化不要减重、不要少吃：方案不给减重热量目标。** 有腹水时体重和BMI里有一部分是水，看不出肌肉在流失；热量不够会让肌肉流失得更快。',
    en: '**With cirrhosis there is no weight-loss target — do not cut back.** With ascites part of the weight and the BMI is fluid, which hides muscle loss, and eating too little speeds that loss.',
  };
  // Obese and compensated, EASL 2019 advises slow weight loss with protein kept up (forty-eighth clinician review,
  // en M15: "no weight-loss target" was said at a BMI of 30.2 without ascites); with ascites the scale misleads.
  if (obese)
    return {
      zh: '**肝硬化、BMI 在30以上、没有腹水时，指南建议慢慢减重：** 在肝病团队和营养师指导下，每天比现在少吃约500–800千卡，几个月里减去体重的5%–10%；蛋白质不能少（每公斤理想体重每天至少1.5克），睡前加一顿含主食和蛋白质的小餐，不要长时间空腹，配合能坚持的活动。**有腹水、腿脚浮肿或肌肉在变少时不要自己减：** 那时秤上的重量有一部分是水，热量由肝病团队定。',
      en: '**With cirrhosis, a BMI of 30 or more and no ascites (fluid in the belly), guidelines advise slow weight loss:** with your liver team and their dietitian, about 500–800 kcal a day less than now, to lose 5–10 % of your weight over some months; protein must not drop (at least 1.5 g per kg of ideal body weight a day), with a late-evening snack with starch and protein, no long fasts, and activity you can keep up. **With ascites, swollen legs or muscle being lost, do not cut back on your own:** part of the weight on the scale is then fluid, and the liver team sets the energy.',
    };
  const figures = range
    ? {
        zh: `（按“干体重”算，也就是去掉腹水后的体重：有腹水时比秤上的 ${Math.round(range.kg)} 公斤轻约5%–15%，所以大约每天 ${range.low}–${range.high} 千卡）`,
        en: ` (counted on your dry weight — your weight without the fluid, 5–15 % below the ${Math.round(range.kg)} kg on the scale with ascites — so roughly ${en(range.low)}–${en(range.high)} kcal a day)`,
      }
    : {
        zh: '（按去掉腹水后的“干体重”算）',
        en: ' (counted on your dry weight, your weight without the fluid)',
      };
  return {
    zh: `${lead.zh}热量每天至少 ${per} 千卡/千克${figures.zh}，比普通人按活动量估算的消耗要多。一天吃4–6顿：三餐加两三次加餐，不要长时间空腹；睡前一定加一顿含主食的小餐（如一碗粥加一个鸡蛋，或一杯牛奶加两片面包）。具体的量请肝病门诊的营养师帮你定。`,
    en: `${lead.en} Energy is at least ${per} kcal per kg a day${figures.en}, more than the usual estimate from your activity. Eat 4–6 times a day — three meals and two or three snacks, never a long fast — and always a late-evening snack with starch (a bowl of porridge with an egg, or a glass of milk with two slices of bread). Ask your liver clinic's dietitian to set your own amounts.`,
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
  /**
   * A low blood sodium with cirrhosis (eighteenth clinician review, E4 M11: "Sodium 129 — drink more
   * water or eat more salt?" got the 2 g sodium paragraph): neither; the liver team within a day or two.
   */
  lowSodium: {
    text: {
      zh: '**肝硬化时血钠低，不是靠多吃盐或多喝水能纠正的：不要额外多喝水，也不要加盐、喝淡盐水或吃盐片。** 肝硬化的低钠多半是体内水太多、把钠“稀释”了：多喝水会让它更低，多吃盐只会让腹水和水肿更重。是否限水（常见是每天1–1.5升，汤、奶、饮料都算）、要不要调整利尿药，由肝病医生决定。请在这一两天内联系肝病门诊，告诉他们血钠结果，复查血钠；出现糊涂、特别困倦、走路不稳、抽搐或反复呕吐，当天就医或拨打120。盐照样按腹水的要求（每天钠约2克）。',
      en: '**With cirrhosis, a low sodium is not fixed by more salt or more water: do not drink extra water, and do not add salt, salty drinks or salt tablets.** In cirrhosis a low sodium mostly means too much water in the body diluting it: more water lowers it further, and more salt only feeds the ascites and swelling. Whether to limit fluids (often 1–1.5 litres a day, soups, milk and every drink counted) and whether to change the water pills is for your liver doctor. Contact your liver clinic within the next day or two about the result for a repeat sodium test; confusion, unusual drowsiness, unsteadiness, a seizure or repeated vomiting need care today (call 911). Keep salt as for the ascites (about 2 g of sodium a day).',
    },
    source: LIVER_SOURCES.hyponatraemia,
  },
  /**
   * Preformed vitamin A with liver disease or heavy drinking (eighteenth clinician review, E4 S3: 10,000 IU
   * judged only against the UL): none unless the liver doctor measured a deficiency and prescribes it.
   */
  retinol: {
    text: {
      zh: '有肝病（肝硬化、肝炎、酒精性肝病）或长期大量饮酒时，不要自己吃维生素A（视黄醇、视黄醇棕榈酸酯、鱼肝油、维生素AD）补充剂：只有肝病医生查出确实缺乏、给你开了剂量时才吃。肝脏储存维生素A，肝病时低于一般人上限的量也可能伤肝，上限（UL）保护不了你。为了眼睛，β-胡萝卜素（胡萝卜、南瓜、红薯、深绿叶菜）从食物里吃没有问题；眼睛看东西有问题（比如夜里看不清），请告诉肝病医生查一查。',
      en: 'With liver disease (cirrhosis, hepatitis, alcohol-related liver disease) or heavy drinking, take no preformed vitamin A supplement (retinol, retinyl palmitate, cod liver oil, vitamin A and D capsules) unless your liver doctor has measured a deficiency and prescribes a dose. The liver stores vitamin A, and with liver disease amounts below the usual upper limit can injure it — the upper limit (UL) does not protect you. For your eyes, beta-carotene from food (carrots, pumpkin, sweet potato, dark green leafy vegetables) is fine; if your sight is a problem (such as poor vision at night), ask your liver doctor to check.',
    },
    source: LIVER_SOURCES.vitaminA,
  },
  /**
   * A sedating product (kava, valerian, CBD, sleeping aids) with cirrhosis (eighteenth clinician review, E4
   * S2): sedatives bring on or hide hepatic encephalopathy; poor sleep is the liver team's to look at.
   */
  sedatives: {
    text: {
      zh: '肝硬化时，镇静安眠的东西可能诱发肝性脑病（肝昏迷），也会把它的早期表现掩盖住。晚上睡不着、白天犯困，本身可能是肝性脑病的早期信号——请把睡眠问题告诉肝病医生，不要自己吃助眠的药或保健品。',
      en: 'With cirrhosis, sedatives can bring on hepatic encephalopathy or hide its first signs. Not sleeping at night and dozing by day can itself be an early sign of it — tell your liver team about the sleep and ask them what is safe, rather than taking a sleep aid on your own.',
    },
    source: LIVER_SOURCES.sedatives,
  },
  /**
   * A painkiller asked about with cirrhosis (thirty-third clinician review, zh S2: 扶他林 or 芬必得 with
   * ascites, a sodium of 129 and platelets of 52 got "one NSAID at a time"): no NSAIDs at all; paracetamol
   * at a lower daily total is the usual choice, set with the liver team.
   */
  nsaids: {
    text: {
      zh: '**肝硬化（尤其有腹水）时不要吃布洛芬（芬必得）、双氯芬酸（扶他林）、萘普生、塞来昔布和止痛剂量的阿司匹林这类止痛药：** 它们会让肾脏突然衰竭、腹水和水肿加重、利尿药失效，还会增加消化道出血（有静脉曲张或血小板低时更危险）。止痛一般用对乙酰氨基酚（扑热息痛、泰诺林），肝硬化时每天不超过2克；用多少、能不能用，先问肝病医生。外用的扶他林乳膏小面积短期用，也请先问医生。',
      en: '**With cirrhosis (above all with ascites), do not take NSAID painkillers — ibuprofen (Advil, Nurofen), diclofenac (Voltaren), naproxen, celecoxib, or aspirin at pain-relief doses:** they can bring on sudden kidney failure, make ascites and swelling worse, stop water pills working and add to bleeding from the gut (more dangerous with varices or a low platelet count). The usual painkiller is paracetamol (acetaminophen), at most 2 g a day with cirrhosis; ask your liver team how much you may take. Ask them before even a small area of diclofenac gel.',
    },
    source: {
      ref: 'EASL Clinical Practice Guidelines for the management of patients with decompensated cirrhosis. J Hepatol 2018;69:406–460 (NSAIDs should not be used in patients with ascites); Biggins SW et al. AASLD Practice Guidance on ascites, hyponatremia and hepatorenal syndrome. Hepatology 2021;74:1014 (avoid NSAIDs); paracetamol up to 2 g a day in cirrhosis as commonly advised (cited from memory)',
      url: 'https://doi.org/10.1016/j.jhep.2018.03.024',
    },
  },
  rawSeafood: {
    text: {
      zh: '**肝硬化（或其他肝病）不要吃生蚝、醉虾、醉蟹、生的或半生的贝类和海鲜、生鱼片。** 这些可能带有创伤弧菌，肝病患者感染后可在一两天内发展为败血症，死亡率很高；柠檬汁、酒、辣椒和芥末都杀不死它。海鲜要彻底煮熟（贝壳张开后再煮几分钟）；处理生海鲜时手上有伤口要戴手套。吃过生海鲜后发烧、寒战、腿上出现起水疱的红肿，请立即就医并说明吃过什么。',
      en: '**With cirrhosis (or other liver disease), do not eat raw oysters, drunken shrimp or crab, raw or undercooked shellfish and seafood, or sashimi.** They can carry Vibrio vulnificus, which in people with liver disease can become blood poisoning within a day or two and often kills; lemon juice, alcohol, hot sauce and wasabi do not kill it. Cook seafood through (shellfish a few more minutes after the shells open), and wear gloves handling raw seafood with a cut on your hands. Fever, chills or red, blistering swelling on a leg after raw seafood need emergency care — say what you ate.',
    },
    source: LIVER_SOURCES.vibrio,
  },
} as const satisfies Record<string, LiverRule>;

/**
 * Preformed vitamin A with liver disease or heavy drinking (IOM 2001 UL chapter: distinctly susceptible,
 * not protected by the UL; NIH ODS 2023; EASL 2019): the chat's `LIVER_RULES.retinol` says the same; the plan's review (engine/plan.ts `ruledOut`).
 */
export const LIVER_RETINOL_REVIEW = {
  avoid: {
    zh: '有肝病或长期大量饮酒时不要自己吃维生素A（视黄醇）补充剂：肝病时低于上限的量也可能伤肝，上限保护不了你；只有肝病医生查出缺乏并开了剂量时才吃。β-胡萝卜素从食物（胡萝卜、南瓜、深绿叶菜）吃没有问题。',
    en: 'With liver disease or heavy drinking, take no vitamin A (retinol) supplement: amounts below the upper limit can injure the liver, and the UL does not protect you — only if your liver doctor measures a deficiency and prescribes it. Beta-carotene from food (carrots, pumpkin, leafy greens) is fine.',
  },
  contains: {
    zh: '它含预成型维生素A（视黄醇）：有肝病或长期大量饮酒时，不要自己吃含视黄醇的产品（鱼肝油、维生素AD等），复合维生素请选维生素A为β-胡萝卜素的，先问肝病医生。',
    en: 'it contains preformed vitamin A (retinol): with liver disease or heavy drinking take no retinol product (cod liver oil, vitamin A and D) on your own, and choose a multivitamin whose vitamin A is beta-carotene — ask your liver doctor first.',
  },
  source: LIVER_SOURCES.vitaminA,
} as const;
