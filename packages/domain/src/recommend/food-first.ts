/**
 * Food first, then at most one multivitamin plus targeted single nutrients (pharmacist review B10;
 * dietitian M8, M12). A shortfall that only the food estimate shows — often from an imputed "typical
 * local diet" — is advice about food, not a tablet per nutrient:
 *
 * 1. `FOOD_FIRST_RULES`: nutrients never given as a routine single supplement (preformed vitamin A,
 *    iodine outside pregnancy, lactation and veganism, the B vitamins B1/B2/niacin/B6, fish oil). They
 *    become a food finding unless the rule's exception applies (a lab, a depleting medicine, …).
 * 2. `TARGETED_SINGLES`: single nutrients that are worth a product of their own for this person
 *    (vitamin D; folic acid, iron, iodine, DHA and calcium in pregnancy; iodine and DHA in lactation;
 *    B12 for vegans and from 50; …). Anything a lab, a medicine or a condition points to is targeted too.
 * 3. `MULTI_FOLD`: the remaining routine singles, when there are two or more (or one while a
 *    multivitamin is already taken), are folded into one finding: improve food first, else one
 *    multivitamin covers them (AND 2018).
 *
 * Every rule is data with its source; the function below only applies them.
 */
import { pick, type Bilingual, type Locale, type Reason, type Source } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import { hasHypothyroid, type Answers } from '../contracts/questionnaire';
import { NUTRIENTS, type NutrientKey } from '../nutrients';
import type { NutrientStatusDetail } from '../status';
import { CATALOGUE } from '../knowledge/catalogue';
import { DRUGS, isVitaminKAntagonist } from '../knowledge/drugs';
import { FISH_ALLERGY_OMEGA3, withoutAllergenFoods } from '../knowledge/food-allergens';
import { PRECONCEPTION_FOLATE, planningPregnancy } from '../knowledge/preconception';
import { CALCIUM_CONSTIPATION_SOURCE, CLOZAPINE_GUT_SOURCE, slowGutMedicineOf } from '../knowledge/slow-gut';

type DietPattern = NonNullable<Answers['dietPattern']>;

/** What a rule may look at. */
export interface FoodFirstContext {
  answers: Answers;
  status: NutrientStatusDetail;
}

const PREGNANT = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);
const isPregnant = (a: Answers) => PREGNANT.has(a.lifeStage ?? 'none');
const isLactating = (a: Answers) => a.lifeStage === 'lactating';
/** A lab or a depleting medicine points to this nutrient: never routine. */
const caused = (s: NutrientStatusDetail) => s.labDriven || s.reasons.some((r) => r.kind === 'medicine');
/** An underactive thyroid (`hypothyroid`, or the legacy `thyroid`) or levothyroxine taken. */
const thyroid = (a: Answers) => hasHypothyroid(a.conditions) || (a.medicines ?? []).includes('levothyroxine');

const AND_2018: Source = {
  ref: 'Marra MV, Bailey RL. Position of the Academy of Nutrition and Dietetics: micronutrient supplementation. J Acad Nutr Diet 2018;118:2162 (nutrient needs met primarily through food; supplements for identified needs and specific groups)',
  url: 'https://doi.org/10.1016/j.jand.2018.07.022',
};

export interface FoodFirstRule {
  id: string;
  nutrients: readonly NutrientKey[];
  /** A supplement is still given when this holds (otherwise food advice). */
  allow: (ctx: FoodFirstContext) => boolean;
  /** {names}: the nutrients concerned, {examples}: foods (may be empty). */
  text: Bilingual;
  /** Wording with kidney disease, where "a multivitamin covers it" is not self-care advice. */
  textKidney?: Bilingual;
  /** Food examples: plant foods only (β-carotene), foods fitting the diet pattern, or none. */
  examples: 'plant' | 'diet' | 'none';
  source: Source;
}

export const FOOD_FIRST_RULES = [
  {
    id: 'vitamin-a',
    nutrients: ['vitaminA'],
    allow: ({ status }) => caused(status),
    text: {
      zh: '{names}：按饮食估计偏低，但不建议常规服用维生素A（视黄醇）补充剂；多吃深绿色和橙黄色蔬菜水果（β-胡萝卜素，身体按需转化为维生素A）{examples}',
      en: '{names}: the food estimate is low, but a routine vitamin A (retinol) supplement is not advised; eat more dark-green and orange vegetables and fruit (beta-carotene, which the body turns into vitamin A as needed){examples}',
    },
    examples: 'plant',
    source: {
      ref: 'WHO Guideline: vitamin A supplementation in postpartum women (2011): not recommended; NIH ODS Vitamin A and Carotenoids fact sheet for health professionals (2023): high preformed vitamin A intake is linked to lower bone density and hip fracture in older adults and is teratogenic, β-carotene is converted as needed; US Preventive Services Task Force 2022, vitamin and mineral supplementation to prevent cardiovascular disease and cancer (no routine supplementation; against β-carotene supplements)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
    },
  },
  {
    id: 'iodine',
    nutrients: ['iodine'],
    allow: ({ answers, status }) =>
      caused(status) ||
      isPregnant(answers) ||
      isLactating(answers) ||
      (answers.dietPattern === 'vegan' && !thyroid(answers)),
    text: {
      zh: '{names}：日常烹调使用加碘盐即可满足需要，不必另吃碘片；只有孕期、哺乳期或纯素饮食才建议碘补充剂（甲状腺疾病患者请遵医嘱）',
      en: '{names}: use iodised salt in cooking (check that the label says "iodized"); an iodine supplement is advised only in pregnancy, while breastfeeding or on a vegan diet (with a thyroid condition, follow your doctor)',
    },
    examples: 'none',
    source: {
      ref: 'Alexander EK et al. 2017 Guidelines of the American Thyroid Association for the diagnosis and management of thyroid disease during pregnancy and the postpartum. Thyroid 2017;27:315 (150 µg iodine daily in pregnancy and lactation); NIH ODS Iodine fact sheet for health professionals (2024): iodized salt is a main source, vegans are at risk, excess iodine can cause thyroid dysfunction; 中国居民膳食指南2022：食用碘盐',
      url: 'https://ods.od.nih.gov/factsheets/Iodine-HealthProfessional/',
    },
  },
  {
    id: 'b-vitamins',
    nutrients: ['thiamin', 'riboflavin', 'niacin', 'vitaminB6'],
    allow: ({ answers, status }) =>
      caused(status) || (status.key === 'thiamin' && answers.alcohol === 'heavy'),
    text: {
      zh: '{names}：按饮食估计略低，从食物补足即可（全谷物和杂豆、瘦肉、奶、蛋、坚果），不需要单独的B族维生素片；如果难以做到，一片复合维生素即可覆盖{examples}',
      en: '{names}: the food estimate is a little low; food covers it (whole grains and beans, lean meat, dairy, eggs, nuts), with no need for separate B-vitamin tablets; if that is hard, one multivitamin covers them{examples}',
    },
    textKidney: {
      zh: '{names}：按饮食估计略低，不需要单独的B族维生素片；吃哪些食物、是否需要补充剂，请按肾内科医生或营养师的建议',
      en: '{names}: the food estimate is a little low, with no need for separate B-vitamin tablets; which foods, and whether any supplement is needed, is for your kidney doctor or dietitian to advise',
    },
    examples: 'diet',
    source: {
      ref: `${AND_2018.ref}; NIH ODS Thiamin, Riboflavin, Niacin and Vitamin B6 fact sheets (deficiency is uncommon where fortified and whole-grain foods are eaten); 中国居民膳食指南2022：每天全谷物和杂豆 50–150 g`,
      url: 'https://ods.od.nih.gov/factsheets/Thiamin-HealthProfessional/',
    },
  },
  {
    id: 'magnesium',
    nutrients: ['magnesium'],
    // A lab, a depleting medicine or a condition (the groups NIH ODS names at risk) still allow it.
    allow: ({ status }) => caused(status) || status.reasons.some((r) => r.kind === 'condition'),
    text: {
      zh: '{names}：按饮食估计略低，从食物补足即可（全谷物、豆类、坚果和深绿色蔬菜），不需要常规服用镁补充剂{examples}',
      en: '{names}: the food estimate is a little low; food covers it (whole grains, beans, nuts and dark-green vegetables), with no need for a routine magnesium supplement{examples}',
    },
    textKidney: {
      zh: '{names}：按饮食估计略低；肾病患者不要自行服用镁补充剂，饮食请按肾内科医生或营养师的建议',
      en: '{names}: the food estimate is a little low; with kidney disease take no magnesium supplement yourself, and follow your kidney team or dietitian on food',
    },
    examples: 'diet',
    source: {
      ref:
        'NIH ODS Magnesium fact sheet for health professionals (2022): symptomatic magnesium deficiency from low dietary intake is uncommon in otherwise healthy people because the kidneys limit its excretion; at risk are people with GI disease, type 2 diabetes, alcohol dependence and long-term PPI or diuretic use; ' +
        AND_2018.ref,
      url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
    },
  },
  {
    id: 'omega3',
    nutrients: ['omega3'],
    allow: ({ answers, status }) =>
      caused(status) ||
      isPregnant(answers) ||
      isLactating(answers) ||
      answers.dietPattern === 'vegan' ||
      answers.dietPattern === 'vegetarian' ||
      // A fish allergy: no fish to eat, so an algal-oil DHA (knowledge/food-allergens.ts).
      (answers.foodAllergies ?? []).includes('fish'),
    text: {
      zh: '{names}：每周吃鱼2次左右（尤其是三文鱼、鲭鱼、沙丁鱼等富含脂肪的鱼）即可，不需要常规服用鱼油{examples}',
      en: '{names}: eat fish about twice a week (especially oily fish such as salmon, mackerel or sardines); a routine fish-oil supplement is not needed{examples}',
    },
    examples: 'diet',
    source: {
      ref: '中国居民膳食指南2022：每周吃鱼 300–500 g（2次）; Dietary Guidelines for Americans 2020–2025: 8 oz seafood a week; NIH ODS Omega-3 Fatty Acids fact sheet for health professionals (2023): supplements have not been shown to prevent cardiovascular disease in the general population (VITAL, ASCEND)',
      url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
    },
  },
  {
    // Ninth clinician review (zh P4): a man on clozapine with chronic constipation was sold calcium
    // carbonate for a gap the diet estimate showed. On a gut-slowing medicine (knowledge/slow-gut.ts) that
    // gap is food advice; a lab, a medicine, a condition, pregnancy, lactation or a vegan diet still allow
    // a supplement, which is then calcium citrate (recommend/index.ts).
    id: 'calcium-slow-gut',
    nutrients: ['calcium'],
    allow: ({ answers, status }) =>
      slowGutMedicineOf(answers.medicines) === undefined ||
      caused(status) ||
      status.reasons.some((r) => r.kind === 'condition') ||
      isPregnant(answers) ||
      isLactating(answers) ||
      answers.dietPattern === 'vegan',
    text: {
      zh: '{names}：按饮食估计偏低。吃氯氮平时肠道蠕动慢，钙片（尤其碳酸钙）会加重便秘，所以方案不加钙片：每天喝一两杯奶或酸奶，多吃豆腐和深绿色蔬菜{examples}；确实需要钙补充剂时选枸橼酸钙，并先问精神科医生',
      en: '{names}: the food estimate is low. On clozapine, which slows the gut, calcium tablets (carbonate above all) add to constipation, so the plan adds none: have milk or yoghurt once or twice a day, tofu and dark-green vegetables{examples}; if you do need a calcium supplement, choose calcium citrate and ask your psychiatrist first',
    },
    examples: 'diet',
    source: {
      ref: `${CLOZAPINE_GUT_SOURCE.ref}; ${CALCIUM_CONSTIPATION_SOURCE.ref}`,
      url: CLOZAPINE_GUT_SOURCE.url,
    },
  },
] as const satisfies readonly FoodFirstRule[];

/** A single nutrient worth its own product for this person (beyond lab, medicine and condition causes). */
export interface TargetedSingle {
  id: string;
  nutrients: readonly NutrientKey[];
  when: (a: Answers) => boolean;
  source: Source;
}

export const TARGETED_SINGLES = [
  {
    id: 'vitamin-d',
    nutrients: ['vitaminD'],
    when: () => true,
    source: {
      ref: `${AND_2018.ref}; NIH ODS Vitamin D fact sheet for health professionals: few foods contain vitamin D, and a multivitamin gives too little to close a real gap`,
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    },
  },
  {
    id: 'pregnancy',
    nutrients: ['folate', 'iron', 'iodine', 'omega3', 'calcium', 'vitaminD'],
    when: isPregnant,
    source: {
      ref: 'WHO recommendations on antenatal care for a positive pregnancy experience (2016): daily iron and folic acid, calcium where intake is low; 中国居民膳食指南2022 孕期妇女膳食指南：叶酸、铁、碘、DHA、钙',
      url: 'https://www.who.int/publications/i/item/9789241549912',
    },
  },
  {
    // Planning a pregnancy: folic acid 400 µg, its own product (never folded into a multivitamin).
    id: 'pregnancy-prep',
    nutrients: ['folate'],
    when: planningPregnancy,
    source: PRECONCEPTION_FOLATE.source,
  },
  {
    id: 'lactation',
    nutrients: ['iodine', 'omega3', 'vitaminD'],
    when: isLactating,
    source: {
      ref: '中国居民膳食指南2022 哺乳期妇女膳食指南（碘、DHA、维生素D）; ATA 2017 pregnancy and postpartum guideline (150 µg iodine daily while breastfeeding)',
      url: 'https://doi.org/10.1089/thy.2016.0457',
    },
  },
  {
    id: 'vegan',
    nutrients: ['vitaminB12', 'iodine', 'vitaminD', 'omega3', 'calcium'],
    when: (a) => a.dietPattern === 'vegan',
    source: {
      ref: 'Melina V, Craig W, Levin S. Position of the Academy of Nutrition and Dietetics: vegetarian diets. J Acad Nutr Diet 2016;116:1970 (B12, vitamin D, calcium, iodine and DHA from fortified foods or supplements)',
      url: 'https://doi.org/10.1016/j.jand.2016.09.025',
    },
  },
  {
    id: 'vegetarian',
    nutrients: ['vitaminB12', 'omega3'],
    when: (a) => a.dietPattern === 'vegetarian',
    source: {
      ref: 'Melina V et al. Position of the Academy of Nutrition and Dietetics: vegetarian diets (2016): B12 and DHA (microalgae) for vegetarians',
      url: 'https://doi.org/10.1016/j.jand.2016.09.025',
    },
  },
  {
    id: 'over-50-b12',
    nutrients: ['vitaminB12'],
    when: (a) => a.age >= 50,
    source: {
      ref: 'IOM Dietary Reference Intakes for Thiamin, … Vitamin B12 (1998): adults over 50 should get most B12 from fortified foods or supplements',
      url: 'https://nap.nationalacademies.org/catalog/6015',
    },
  },
  {
    id: 'heavy-drinking-thiamin',
    nutrients: ['thiamin'],
    when: (a) => a.alcohol === 'heavy',
    source: {
      ref: 'NICE CG100 Alcohol-use disorders: diagnosis and management of physical complications (2010, updated 2017): oral thiamine for harmful or dependent drinkers at risk of malnutrition',
      url: 'https://www.nice.org.uk/guidance/cg100',
    },
  },
] as const satisfies readonly TargetedSingle[];

/** Two or more routine singles (one while a multivitamin is already taken) fold into one finding. */
export const MULTI_FOLD = {
  threshold: 2,
  thresholdWithMulti: 1,
  text: {
    zh: '{names}：按饮食估计都略低。先从食物补足{examples}；如果难以做到，每天一片复合维生素即可覆盖，不需要分别购买多种单一补充剂',
    en: '{names}: the food estimate is a little low for each. Improve food first{examples}; if that is hard, one multivitamin a day covers them, with no need for a separate product for each',
  },
  textPregnant: {
    zh: '{names}：按饮食估计都略低。先从食物补足{examples}；如果难以做到，用一片孕期复合维生素（含叶酸、不含大剂量维生素A）代替多种单一补充剂，并与产科医生确认',
    en: '{names}: the food estimate is a little low for each. Improve food first{examples}; if that is hard, one prenatal multivitamin (with folic acid, without high-dose vitamin A) replaces separate products; check it with your obstetrician',
  },
  textKidney: {
    zh: '{names}：按饮食估计都略低。肾病患者请不要自行选用普通复合维生素（含维生素A和多种矿物质，可能在体内蓄积）；是否需要、选哪一种，请由肾内科医生或营养师决定',
    en: '{names}: the food estimate is a little low for each. With kidney disease do not pick an ordinary multivitamin yourself (its vitamin A and minerals can build up); your kidney doctor or dietitian decides whether you need one and which',
  },
  textAnticoagulant: {
    zh: '{names}：按饮食估计都略低。先从食物补足{examples}；如需复合维生素，请先与医生商量：含维生素K的产品要每天固定服用，并告知监测INR的医生',
    en: '{names}: the food estimate is a little low for each. Improve food first{examples}; if you want a multivitamin, ask your doctor first: one with vitamin K must be taken every day without gaps, and the doctor who checks your INR must know',
  },
  /** On an anticoagulant other than a vitamin K antagonist: vitamin K does not matter, the INR does not exist (E3 §7). */
  textAnticoagulantOther: {
    zh: '{names}：按饮食估计都略低。先从食物补足{examples}；如需复合维生素，请先问开抗凝药的医生，选不额外添加维生素E或鱼油的产品',
    en: '{names}: the food estimate is a little low for each. Improve food first{examples}; if you want a multivitamin, ask the doctor who prescribes your anticoagulant first, and choose one without added vitamin E or fish oil',
  },
  textWithMulti: {
    zh: '{names}：按饮食估计仍略低。你已在服用复合维生素，不需要再加单一补充剂，请从食物补足{examples}',
    en: '{names}: the food estimate is still a little low. You already take a multivitamin, so no single-nutrient products are added; improve food instead{examples}',
  },
  source: AND_2018,
  kidneySource: {
    ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 update (Ikizler TA et al. Am J Kidney Dis 2020;76:S1), guideline 6: micronutrient supplements individualised, vitamin A not supplemented routinely (toxicity risk); KDIGO 2024 CKD guideline ch. 3 (potassium individualised)',
    url: 'https://doi.org/10.1053/j.ajkd.2020.05.006',
  },
} as const;

/**
 * The most of each nutrient one catalogue multivitamin gives a day (label amount × servings). The
 * fold says "one multivitamin covers them", which must be true: a routine dose above this (a 500 mg
 * calcium gap against at most 200 mg in a multivitamin) stays a single product instead.
 */
export const MULTI_CAPACITY: Readonly<Partial<Record<NutrientKey, number>>> = (() => {
  const out: Partial<Record<NutrientKey, number>> = {};
  for (const p of CATALOGUE) {
    if (p.category !== 'multivitamin') continue;
    for (const x of p.nutrientsPerServing) {
      const key = x.substance as NutrientKey;
      // Only amounts already in the nutrient's canonical unit (IU labels are vitamin D/E, targeted anyway).
      if (!(key in NUTRIENTS) || NUTRIENTS[key].unit !== x.unit) continue;
      out[key] = Math.max(out[key] ?? 0, x.amount * p.servingsPerDay);
    }
  }
  return out;
})();

/**
 * A multivitamin with minerals (iron, calcium, magnesium) binds levothyroxine in the gut: people on a
 * thyroid hormone are told to keep it 4 hours apart wherever the plan suggests one.
 */
const MULTI_THYROID_NOTE = {
  text: {
    zh: '；复合维生素（含钙、铁、镁等矿物质）与{drug}间隔至少4小时服用',
    en: '; keep a multivitamin with minerals (calcium, iron, magnesium) at least 4 hours apart from {drug}',
  },
  source: {
    ref: 'Synthroid (levothyroxine) US prescribing information §2.1 Administration (take at least 4 hours before or after drugs that interfere with absorption) and §7.1 (calcium carbonate, ferrous sulfate, magnesium-containing products)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=levothyroxine',
  },
} as const;
const THYROID_HORMONE_IDS: ReadonlySet<string> = new Set(
  DRUGS.filter((d) => (d.classes as readonly string[]).includes('thyroid_hormone')).map((d) => d.id),
);

/** With kidney disease no fruit or vegetable examples: many are rich in potassium (KDIGO 2024 §3.10). */
const KIDNEY_FOOD_NOTE: Bilingual = {
  zh: '（肾病患者：蔬菜水果的种类和分量请按肾内科医生或营养师对钾的建议选择）',
  en: ' (with kidney disease, choose fruit and vegetables within the potassium advice of your kidney team)',
};

/**
 * Liver is never an everyday example: one portion holds several days of preformed vitamin A (NIH ODS
 * Vitamin A fact sheet; pork liver ≈ 5,000 µg RAE/100 g), a concern in pregnancy and for older bones.
 */
const LIVER = /liver|肝/i;

/**
 * The food-first rule that leaves this nutrient to food for this person, or undefined when a
 * supplement may be given (no rule, or the rule's exception applies).
 */
export function foodFirstRuleFor(key: NutrientKey, ctx: FoodFirstContext): FoodFirstRule | undefined {
  const rule = (FOOD_FIRST_RULES as readonly FoodFirstRule[]).find((x) => x.nutrients.includes(key));
  return rule && !rule.allow(ctx) ? rule : undefined;
}

/** A routine recommendation as far as this module needs it. */
interface Rec {
  nutrient: NutrientKey;
  supervised?: true | undefined;
  /** The daily dose in the nutrient's canonical unit (absent: treated as one a multivitamin covers). */
  dose?: number;
}

export interface FoodFirstInput<R extends Rec> {
  recommendations: readonly R[];
  /** Nutrients the recommender already left to food (a food-first rule, before dosing). */
  foodOnly?: readonly NutrientKey[];
  /** The user takes an anticoagulant (a multivitamin's vitamin K needs a word with the doctor). */
  onAnticoagulant?: boolean;
  statuses: readonly NutrientStatusDetail[];
  answers: Answers;
  locale: Locale;
  /** A multivitamin is among the current supplements. */
  hasMulti?: boolean;
  /** Rich foods for a nutrient (foods module), filtered by diet pattern; optional. */
  foodExamples?: (
    nutrient: NutrientKey,
    locale: Locale,
    n: number,
    dietPattern?: DietPattern,
  ) => readonly { name: string; portion: string }[];
}

/**
 * Apply the food-first rules, then fold routine singles into one multivitamin finding. Returns the
 * recommendations kept (order kept) and the findings that replace the rest. Supervised treatments
 * are never touched.
 */
export function foodFirstFor<R extends Rec>(input: FoodFirstInput<R>): { kept: R[]; findings: Finding[] } {
  const { answers, locale } = input;
  const zh = locale === 'zh-CN';
  const statusOf = new Map(input.statuses.map((s) => [s.key, s]));
  const findings: Finding[] = [];
  const name = (k: NutrientKey) => pick(NUTRIENTS[k], locale);
  const joinNames = (ks: readonly NutrientKey[]) => ks.map(name).join(zh ? '、' : ', ');
  const kidney = answers.conditions?.includes('kidney_disease') ?? false;
  // Food allergies: no advice names the food (knowledge/food-allergens.ts; NIAID 2010).
  const allergies = answers.foodAllergies ?? [];
  const examplesFor = (ks: readonly NutrientKey[], mode: 'plant' | 'diet' | 'none', perNutrient: number) => {
    if (kidney) return mode === 'plant' ? pick(KIDNEY_FOOD_NOTE, locale) : '';
    if (mode === 'none' || !input.foodExamples) return '';
    const pattern: DietPattern | undefined = mode === 'plant' ? 'vegan' : answers.dietPattern;
    const seen = new Set<string>();
    const parts: string[] = [];
    for (const k of ks) {
      // Asked for a few more than needed: liver is skipped (below).
      for (const f of input.foodExamples(k, locale, perNutrient + 2, pattern)) {
        if (seen.has(f.name) || parts.length >= 4 || LIVER.test(f.name)) continue;
        if (parts.length >= perNutrient * (ks.indexOf(k) + 1)) break;
        seen.add(f.name);
        parts.push(zh ? `${f.name}（${f.portion}）` : `${f.name} (${f.portion})`);
      }
    }
    if (parts.length === 0) return '';
    return zh ? `，例如${parts.join('、')}` : `. For example: ${parts.join('; ')}`;
  };
  const causeReasons = (ks: readonly NutrientKey[]): Reason[] =>
    ks.flatMap((k) =>
      (statusOf.get(k)?.reasons ?? []).filter(
        (r) => r.ref === `food:${k}` || r.ref.startsWith('foodFrequency.'),
      ),
    );

  // A thyroid hormone taken: every finding that suggests a multivitamin says to keep it 4 hours apart.
  const thyroidRow = DRUGS.find(
    (d) => THYROID_HORMONE_IDS.has(d.id) && (answers.medicines ?? []).includes(d.id),
  );
  const thyroidName = thyroidRow ? (zh ? thyroidRow.zh : thyroidRow.en) : undefined;
  const withThyroid = (text: string, reasons: Reason[]): [string, Reason[]] => {
    if (!thyroidName) return [text, reasons];
    const note = pick(MULTI_THYROID_NOTE.text, locale).replace('{drug}', thyroidName);
    return [
      text + note,
      [
        ...reasons,
        {
          kind: 'medicine',
          ref: `drug:${thyroidRow!.id}`,
          text: note.replace(/^[；;]\s*/, ''),
          source: MULTI_THYROID_NOTE.source,
        },
      ],
    ];
  };

  // 1. Food-first rules.
  let kept: R[] = [];
  const byRule = new Map<string, NutrientKey[]>();
  const add = (rule: FoodFirstRule, k: NutrientKey) => {
    const list = byRule.get(rule.id) ?? [];
    if (!list.includes(k)) list.push(k);
    byRule.set(rule.id, list);
  };
  for (const k of input.foodOnly ?? []) {
    const rule = (FOOD_FIRST_RULES as readonly FoodFirstRule[]).find((x) => x.nutrients.includes(k));
    if (rule) add(rule, k);
  }
  for (const r of input.recommendations) {
    const s = statusOf.get(r.nutrient);
    const rule = r.supervised || !s ? undefined : foodFirstRuleFor(r.nutrient, { answers, status: s });
    if (rule) add(rule, r.nutrient);
    else kept.push(r);
  }
  for (const rule of FOOD_FIRST_RULES as readonly FoodFirstRule[]) {
    const ks = byRule.get(rule.id);
    if (!ks) continue;
    const ruleText =
      rule.id === 'omega3' && allergies.includes('fish')
        ? FISH_ALLERGY_OMEGA3
        : kidney && rule.textKidney
          ? rule.textKidney
          : rule.text;
    const base = withoutAllergenFoods(pick(ruleText, locale), allergies, zh)
      .replace('{names}', joinNames(ks))
      .replace('{examples}', examplesFor(ks, rule.examples, 3));
    const reasons: Reason[] = [
      ...causeReasons(ks).slice(0, 3),
      { kind: 'standard', ref: `food-first-rule:${rule.id}`, text: base, source: rule.source },
    ];
    // Only the B-vitamin rule's general wording suggests a multivitamin.
    const [text, withNote] =
      rule.id === 'b-vitamins' && !kidney ? withThyroid(base, reasons) : [base, reasons];
    findings.push({ id: `food-first:${rule.id}`, severity: 'info', text, reasons: withNote });
  }

  // 2. Targeted singles stay; 3. routine ones fold into one multivitamin finding.
  const targeted = (r: R): boolean => {
    if (r.supervised) return true;
    const s = statusOf.get(r.nutrient);
    if (!s) return true;
    if (caused(s) || s.strong || s.reasons.some((x) => x.kind === 'condition')) return true;
    if (r.dose !== undefined && r.dose > (MULTI_CAPACITY[r.nutrient] ?? 0)) return true;
    return (TARGETED_SINGLES as readonly TargetedSingle[]).some(
      (t) => t.nutrients.includes(r.nutrient) && t.when(answers),
    );
  };
  const routine = kept.filter((r) => !targeted(r));
  const threshold = input.hasMulti ? MULTI_FOLD.thresholdWithMulti : MULTI_FOLD.threshold;
  if (routine.length >= threshold) {
    const ks = routine.map((r) => r.nutrient);
    kept = kept.filter((r) => !routine.includes(r));
    const variant = input.hasMulti
      ? MULTI_FOLD.textWithMulti
      : kidney
        ? MULTI_FOLD.textKidney
        : input.onAnticoagulant
          ? (answers.medicines ?? []).some(isVitaminKAntagonist)
            ? MULTI_FOLD.textAnticoagulant
            : MULTI_FOLD.textAnticoagulantOther
          : isPregnant(answers)
            ? MULTI_FOLD.textPregnant
            : MULTI_FOLD.text;
    const base = withoutAllergenFoods(pick(variant, locale), allergies, zh)
      .replace('{names}', joinNames(ks))
      .replace('{examples}', examplesFor(ks, 'diet', 1));
    const [text, reasons] = withThyroid(base, [
      ...causeReasons(ks).slice(0, 4),
      {
        kind: 'standard',
        ref: 'food-first-rule:multivitamin',
        text: base,
        source: kidney ? MULTI_FOLD.kidneySource : MULTI_FOLD.source,
      },
    ]);
    findings.push({ id: 'multivitamin', severity: 'info', text, reasons });
  }
  return { kept, findings };
}
