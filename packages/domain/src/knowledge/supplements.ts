import type { Bilingual, Source } from '../contracts/common';
import type { Substance } from '../substances';
import type { SupplementSaltForm } from '../contracts/questionnaire';
import type { DoseUnit, ProductUnit } from '../units';
import { SALT_FORMS } from './salts';

/**
 * Supplement options a user can say they take: what one serving contains (typical label amounts)
 * and what "taking it" means by default.
 *
 * - `contains` amounts are per serving in label units; IU is allowed for vitamins A, D and E only
 *   (converted by units/convertDose). Folate is recorded as µg folic acid, the unit of its UL.
 * - `main` is the substance the product is bought for; two products with the same `main` (or two
 *   multivitamins) are duplicates.
 * - `defaultDose` is one serving as the label's headline amount, the amount a user states: the main
 *   substance's amount (calcium 600 mg, vitamin D 1000 IU), or for oils and powders the mass of the
 *   serving (fish oil 1000 mg). A stated dose scales `contains` by dose / defaultDose.
 * - `serving` is the serving in words for display ("1 tablet").
 * - Multivitamin amounts: vitamins at the US Daily Values, minerals at the lower amounts typical of
 *   one-a-day products (calcium and magnesium are too bulky for one tablet), per the NIH ODS
 *   multivitamin fact sheet; they stand for the class, not for one brand's exact label.
 */
export const SUPPLEMENT_CATEGORIES = [
  'multi',
  'vitamin',
  'mineral',
  'fatty_acid',
  'herbal',
  'probiotic',
  'other',
] as const;
export type SupplementCategory = (typeof SUPPLEMENT_CATEGORIES)[number];

export const SUPPLEMENT_CATEGORY_LABELS: Record<SupplementCategory, Bilingual> = {
  multi: { zh: '复合维生素', en: 'Multivitamins' },
  vitamin: { zh: '维生素', en: 'Vitamins' },
  mineral: { zh: '矿物质', en: 'Minerals' },
  fatty_acid: { zh: '鱼油与脂肪酸', en: 'Fish oil and fatty acids' },
  herbal: { zh: '草本与植物提取物', en: 'Herbals' },
  probiotic: { zh: '益生菌', en: 'Probiotics' },
  other: { zh: '其他', en: 'Other' },
};

export interface SupplementContent {
  substance: Substance;
  amount: number;
  unit: DoseUnit;
  /**
   * Vitamin A only: `beta_carotene` when the amount (µg RAE, supplemental β-carotene 2 µg = 1 µg RAE,
   * IOM 2001) is provitamin A. The vitamin A UL is for preformed vitamin A (retinol, retinyl esters)
   * only, so β-carotene counts towards the target but never towards the UL. Absent = preformed
   * (the cautious reading when a label does not say).
   */
  form?: 'beta_carotene';
}

export interface SupplementOptionRow {
  id: string;
  category: SupplementCategory;
  zh: string;
  en: string;
  aliases: readonly string[];
  /**
   * Other products whose names contain one of the aliases: a name holding one of these is never this
   * option by containment (藏红花 saffron and 红花籽油 safflower-seed oil are not the herb 红花).
   */
  notNames?: readonly string[];
  main: Substance;
  contains: readonly SupplementContent[];
  defaultDose: { amount: number; unit: DoseUnit };
  serving: Bilingual;
  /**
   * The serving counted in the product's own units ("1 tablet", "2 softgels" = 2 capsules), when it is
   * one: a dose of "2 tablets" is then 2 / count servings. Absent (a weight of herb, a teaspoon):
   * a dose in product units cannot be counted.
   */
  servingCount?: { count: number; unit: ProductUnit };
  /**
   * Names under which the product is sold at this one strength per unit only (its label is `source`):
   * a count typed with one of them ("钙尔奇D600 6 片", "力蜚能 1 粒") is strength × count, as if picked
   * from the list. A name sold at more than one strength (钙尔奇D: D600 or D300; 速力菲: 0.1 g or the
   * 0.2 g extended-release tablet) is not one of them and stays uncounted (twelfth clinician review, zh
   * cross-cutting #1; ADR 0032).
   */
  oneStrengthNames?: readonly string[];
  source: Source;
  /**
   * A line the review always shows for this product, with its source: what its label cannot promise
   * (kelp's iodine varies far above the label) or a known harm (black cohosh and the liver).
   */
  warning?: {
    text: Bilingual;
    source: Source;
    /**
     * Where the warning says "do not take it": in pregnancy and/or breastfeeding the product is `avoid`
     * with the warning as the reason, never "keep" beside it (clinician review 2026-11-25, products §3);
     * so with a thyroid or a liver condition the warning names (fifth clinician review, en P3: kelp
     * "keep" beside "do not take them with a thyroid condition").
     */
    avoidIn?: readonly ('pregnancy' | 'lactation' | 'thyroid' | 'liver' | 'everyone')[];
    /**
     * The text for someone who cannot become pregnant (a man; a woman outside childbearing age) where `text`
     * speaks of pregnancy (forty-ninth clinician review, en S3: an 80-year-old man's cod liver oil review led with
     * the harm to an unborn baby).
     */
    textNoPregnancy?: Bilingual;
  };
  /**
   * Said only in pregnancy or breastfeeding, where the product's safety is not established: `avoid` (not
   * on her own — her obstetrician or doctor decides), with this line; a prescribed one keeps its verdict
   * with the line (twenty-sixth clinician review, en M2: melatonin 10 mg was "keep" in pregnancy).
   * `highFromMg`: from this amount a day (mg of the main substance) `high` is added to the line.
   */
  pregnancyCaution?: {
    text: Bilingual;
    high?: Bilingual;
    highFromMg?: number;
    source: Source;
  };
  /**
   * The mineral salt the product is made of, when its name says so (calcium carbonate vs citrate):
   * a medicine can favour one form (acid reducers → citrate, NIH ODS Calcium 2024), and the plan then
   * advises switching the form at the same elemental dose instead of adding a second product.
   */
  saltForm?: SupplementSaltForm;
  /**
   * A salt substitute (低钠盐, NoSalt, Lite Salt, LoSalt): the dose a person states is the mass of the
   * salt used, `defaultDose` is one serving of the salt and `contains` the potassium in it, read through
   * `saltForm`'s fraction — never the potassium itself (clinician review 2026-11-25, products §1).
   */
  doseIsSalt?: true;
}

/**
 * Above this many label servings a day an amount is read as a slip (a unit or a product mixed up), not
 * a dose: "Spirulina powder (for B12) 3 g" matched to a 1,000 µg B12 tablet was 3,000 servings, counted
 * as 3,000,000 µg and kept (clinician review 2026-11-25, products §2). No label directs 100 servings a
 * day; the product's own serving is the measure.
 */
export const IMPLAUSIBLE_SERVINGS = 100;

// ---- sources ---------------------------------------------------------------------------------
const ods = (name: string, page: string, note: string): Source => ({
  ref: `NIH ODS ${name} fact sheet for health professionals: ${note}`,
  url: `https://ods.od.nih.gov/factsheets/${page}-HealthProfessional/`,
});
const nccih = (name: string, page: string, note: string): Source => ({
  ref: `NCCIH ${name} (herbs at a glance); ${note}`,
  url: `https://www.nccih.nih.gov/health/${page}`,
});
const CHP_2020 = (herb: string, dose: string): Source => ({
  ref: `中华人民共和国药典 2020年版 一部，${herb}【用法与用量】${dose}`,
});

const S_VITD = ods(
  'Vitamin D',
  'VitaminD',
  'supplements commonly provide 400–5,000 IU (10–125 µg); 1 µg = 40 IU',
);
const S_VITC = ods('Vitamin C', 'VitaminC', 'supplements typically 500–1,000 mg');
const S_VITE = ods(
  'Vitamin E',
  'VitaminE',
  'supplements often provide 100–400 IU; 1 IU natural α-tocopherol = 0.67 mg',
);
const S_VITA = ods(
  'Vitamin A',
  'VitaminA',
  'vitamin A-only supplements up to 3,000 µg RAE (10,000 IU) retinyl ester',
);
const S_VITK = ods('Vitamin K', 'VitaminK', 'K2 (menaquinone-7) supplements commonly 90–120 µg');
const S_B12 = ods('Vitamin B12', 'VitaminB12', 'B12-only supplements often 500–1,000 µg');
const S_FOL = ods(
  'Folate',
  'Folate',
  'folic acid supplements 400–800 µg; USPSTF 400–800 µg before/in early pregnancy',
);
const S_B6 = ods('Vitamin B6', 'VitaminB6', 'B6-only and B-complex supplements commonly 25–100 mg');
const S_BCOMPLEX: Source = {
  ref: 'Typical "B-50" B-complex label (50 mg of each of B1, B2, B3, B5, B6; 400 µg folic acid; 50 µg B12 and biotin); NIH ODS B-vitamin fact sheets',
  url: 'https://ods.od.nih.gov/factsheets/Niacin-HealthProfessional/',
};
const S_CA = ods(
  'Calcium',
  'Calcium',
  'calcium carbonate is 40 % and calcium citrate 21 % elemental calcium; 600 mg tablets common',
);
const S_FE = ods('Iron', 'Iron', 'ferrous sulfate 325 mg provides 65 mg elemental iron');
const S_MG = ods(
  'Magnesium',
  'Magnesium',
  'oxide, citrate and glycinate supplements commonly 100–250 mg elemental magnesium',
);
const S_ZN = ods('Zinc', 'Zinc', 'zinc-only supplements commonly 15–50 mg elemental zinc');
const S_SE = ods(
  'Selenium',
  'Selenium',
  'supplements commonly 100–200 µg as selenomethionine or selenium yeast',
);
const S_I = ods('Iodine', 'Iodine', 'potassium iodide supplements commonly 150 µg');
const S_KELP: Source = {
  ref: 'NIH ODS Iodine fact sheet for health professionals (kelp supplements: iodine content varies widely); Teas J et al. Variability of iodine content in common commercially available edible seaweeds. Thyroid 2004;14:836; Leung AM et al. Iodine content of prenatal multivitamins and kelp supplements (measured far above label in some), cited from memory',
  url: 'https://ods.od.nih.gov/factsheets/Iodine-HealthProfessional/',
};
const S_BLACK_COHOSH: Source = {
  ref: 'NCCIH Black cohosh (herbs at a glance): case reports of liver damage, some severe; USP (2008) cautionary labelling: "discontinue use and consult a healthcare practitioner if you have a liver disorder or develop symptoms of liver trouble"; trials commonly 20–40 mg extract a day; EMA HMPC monograph Cimicifugae rhizoma (2018): not in pregnancy or lactation',
  url: 'https://www.nccih.nih.gov/health/black-cohosh',
};
const S_KRATOM: Source = {
  ref: 'US FDA, "FDA and Kratom" (2019, updated 2023: no approved use; risks of addiction, abuse and dependence; deaths with kratom alone and with other substances); ACOG Committee Opinion 711, Opioid Use and Opioid Use Disorder in Pregnancy (2017, reaffirmed 2021: continue buprenorphine or methadone; neonatal abstinence syndrome); SAMHSA, Clinical Guidance for Treating Pregnant and Parenting Women With Opioid Use Disorder and Their Infants (2018)',
  url: 'https://www.fda.gov/news-events/public-health-focus/fda-and-kratom',
};
const S_HE_SHOU_WU: Source = {
  ref: '国家食品药品监督管理总局：关于修订含何首乌药品说明书的通知及药品不良反应信息通报（2014年起）——口服何首乌及其制剂可致肝损伤，肝功能不全者禁用、服药期间监测肝功能，避免长期大剂量服用（通报编号凭记忆，未逐条核对）; NIH LiverTox, He Shou Wu (Polygonum multiflorum): a well-documented cause of clinically apparent acute liver injury, some fatal; 中华人民共和国药典 2020年版 一部：何首乌 3～6 g，制何首乌 6～12 g',
  url: 'https://www.ncbi.nlm.nih.gov/books/NBK548148/',
};
/** Thirteenth clinician review, zh P3 #1: products sold as "补雌激素", with ER-positive breast cancer. */
export const S_OESTROGENIC: Source = {
  ref: '中国抗癌协会乳腺癌专业委员会：中国抗癌协会乳腺癌诊治指南与规范（2024年版），乳腺癌患者康复与生活方式管理（不推荐服用含雌激素或宣传补雌激素的保健品——章节凭记忆）; Rock CL et al. American Cancer Society guideline for diet and physical activity for cancer survivors. CA Cancer J Clin 2022;72:230–262 (soy foods are safe for breast cancer survivors; isoflavone supplements are not recommended); Mishima S et al. Royal jelly has estrogenic effects in vitro and in vivo. J Ethnopharmacol 2005;101:215–220',
};
export const OESTROGENIC_WARNING = {
  text: {
    zh: '蜂王浆、雪蛤（林蛙油）、紫河车（胎盘制品）这类产品常被宣传为“补雌激素”“养颜抗衰”，可能含有或模拟雌激素：得过激素受体阳性乳腺癌、正在用来曲唑、阿那曲唑、依西美坦或他莫昔芬等内分泌治疗的人不要吃；有子宫内膜异位症、子宫肌瘤或其他激素相关疾病也先问医生。日常吃豆腐、豆浆等豆制品没有问题。',
    en: 'Royal jelly, hashima (snow frog oviduct) and placenta products (zi he che) are sold as "oestrogen boosting" or anti-ageing and may contain or mimic oestrogen: do not take them after hormone-receptor-positive breast cancer or on endocrine therapy such as letrozole, anastrozole, exemestane or tamoxifen; with endometriosis, fibroids or another hormone-sensitive condition ask your doctor first. Ordinary soy foods such as tofu and soy milk are fine.',
  },
  source: S_OESTROGENIC,
} as const;

/** Thirteenth clinician review, zh P5 #1: 土三七 (Gynura) is not 三七; its pyrrolizidine alkaloids cause HSOS. */
const S_TU_SAN_QI: Source = {
  ref: '中华医学会消化病学分会肝胆疾病协作组：吡咯生物碱相关肝窦阻塞综合征诊断和治疗专家共识意见（2017年，南京），中华消化杂志 2017;37(8):513–522（土三七即菊三七属植物，含吡咯生物碱，是国内吡咯生物碱相关肝窦阻塞综合征最常见的原因；一经怀疑即停用并就医——页码凭记忆）; NIH LiverTox, Pyrrolizidine Alkaloids (Gynura segetum, sinusoidal obstruction syndrome)',
  url: 'https://www.ncbi.nlm.nih.gov/books/NBK548793/',
};
const S_GREEN_TEA_LIVER: Source = {
  ref: 'EFSA ANS Panel, Scientific opinion on the safety of green tea catechins, EFSA Journal 2018;16(4):5239 (supplements with 800 mg EGCG a day or more raise liver transaminases); NIH LiverTox, Green Tea (Camellia sinensis): concentrated extracts a recognised cause of acute liver injury; USP comprehensive review of green tea extract hepatotoxicity (Oketch-Rabah et al., Toxicol Rep 2020;7:386–402)',
  url: 'https://www.ncbi.nlm.nih.gov/books/NBK547925/',
};
const S_K = ods('Potassium', 'Potassium', 'US OTC potassium supplements are limited to 99 mg per serving');
const S_KCL: Source = { ref: '氯化钾缓释片 0.5 g 说明书：每片含氯化钾 0.5 g（含钾 6.7 mmol ≈ 262 mg）' };
const saltSource = (id: SupplementSaltForm): Source => {
  const row = SALT_FORMS.find((r) => r.id === id);
  return row ? row.source : { ref: id };
};
const S_SALT_CN = saltSource('low_sodium_salt');
const S_SALT_KCL = saltSource('kcl_salt_substitute');
const S_SALT_LITE = saltSource('lite_salt');
const S_SALT_LOSALT = saltSource('losalt');
const S_OMEGA3 = ods(
  'Omega-3 Fatty Acids',
  'Omega3FattyAcids',
  'a typical fish oil supplement provides 1,000 mg fish oil with 180 mg EPA and 120 mg DHA',
);
const S_MVM: Source = {
  ref: 'US Daily Values, 21 CFR 101.9(c)(8)(iv) (vitamins at 100 % DV); NIH ODS Multivitamin/mineral Supplements fact sheet (minerals such as calcium and magnesium well below the DV)',
  url: 'https://ods.od.nih.gov/factsheets/MVMS-HealthProfessional/',
};
const S_PRENATAL: Source = {
  ref: 'IOM DRIs for pregnancy (RDA amounts); ACOG: prenatal vitamins with 400 µg folic acid, 27 mg iron, 150 µg iodine',
  url: 'https://www.acog.org/womens-health/faqs/nutrition-during-pregnancy',
};
const S_ELEVIT: Source = {
  ref: '爱乐维复合维生素片（Elevit）说明书：每片叶酸0.8 mg、铁60 mg、钙125 mg、维生素D3 500 IU 等',
};
const S_CALTRATE_CN: Source = {
  ref: '钙尔奇 碳酸钙D3片（D600）说明书：每片含碳酸钙1.5 g（相当于钙600 mg）、维生素D3 125 IU',
};
/**
 * UK prescribed calcium and vitamin D3 (fourteenth clinician review, en P3 #3: "Adcal-D3" 2 a day, prescribed,
 * was not recognised and the plan added calcium on top). Strengths per tablet from the products' UK SmPCs.
 */
const S_ADCAL_D3: Source = {
  ref: 'Adcal-D3 chewable tablets and Adcal-D3 Dissolve effervescent tablets SmPC (Kyowa Kirin, EMC) §2: calcium carbonate 1500 mg (600 mg calcium) and colecalciferol 10 µg (400 IU) per tablet; Accrete D3 SmPC §2 (the same strengths); BNF, Calcium carbonate with colecalciferol (section numbers cited from memory)',
  url: 'https://www.medicines.org.uk/emc/search?q=adcal-d3',
};
const S_CALCICHEW_D3_FORTE: Source = {
  ref: 'Calcichew-D3 Forte chewable tablets SmPC (Takeda, EMC) §2: calcium carbonate 1250 mg (500 mg calcium) and colecalciferol 10 µg (400 IU) per tablet (section number cited from memory)',
  url: 'https://www.medicines.org.uk/emc/search?q=calcichew',
};
const S_THEICAL_D3: Source = {
  ref: 'TheiCal-D3 chewable tablets SmPC (Stirling Anglian, EMC) §2: calcium carbonate 2500 mg (1000 mg calcium) and colecalciferol 22 µg (880 IU) per tablet (section number cited from memory)',
  url: 'https://www.medicines.org.uk/emc/search?q=theical',
};
// Blind answer round 50 (en-056): "my iron tablet and Shelcal together after breakfast" — Shelcal, India's calcium
// with D3, was not known, so the iron alone was answered.
const S_SHELCAL_500: Source = {
  ref: 'Shelcal 500 (Torrent Pharmaceuticals, India) label: calcium carbonate 1250 mg from oyster shell (elemental calcium 500 mg) and vitamin D3 250 IU per tablet — cited from memory',
};
const S_SULIFEI: Source = {
  ref: '琥珀酸亚铁片（速力菲）说明书：每片含琥珀酸亚铁0.1 g（相当于铁35 mg）',
};
const S_NIFEREX_CN: Source = { ref: '多糖铁复合物胶囊（力蜚能）说明书：每粒含铁150 mg（以元素铁计）' };
const S_SLOW_FE: Source = {
  ref: 'Slow Fe (ferrous sulfate 142 mg) Drug Facts label, DailyMed: 45 mg iron per tablet',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=slow+fe',
};
const S_MAG_OX: Source = {
  ref: 'Mag-Ox 400 (magnesium oxide 400 mg) label, DailyMed: 241.3 mg elemental magnesium per tablet',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=mag-ox+400',
};
const S_TUMS: Source = {
  ref: 'Tums Regular Strength (calcium carbonate 500 mg) Drug Facts / Supplement Facts label, DailyMed: 200 mg calcium per tablet',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=tums',
};
const S_MECOBALAMIN: Source = { ref: '甲钴胺片（弥可保）说明书：每片0.5 mg' };
const S_FOLIC_CN: Source = { ref: '叶酸片（斯利安）说明书：每片0.4 mg；叶酸片 5 mg（治疗用）说明书' };
const S_B1_B2_CN: Source = { ref: '维生素B1片 10 mg、维生素B2片 5 mg（国家药品标准，非处方药）说明书' };
/**
 * Niacin as nicotinic acid (clinician review of the knowledge tables, 2026-11-29, item 3): "niacin 500mg",
 * "烟酸 500mg" were not recognised — the table had every single B vitamin but B3 — so 500 mg was never
 * counted against the 35 mg UL. Niacinamide (烟酰胺) is another form and is not this product.
 */
const S_NIACIN: Source = {
  ref: 'NIH Office of Dietary Supplements, Niacin Fact Sheet for Health Professionals (2022): nicotinic acid sold as a supplement, immediate- and extended-release, commonly 500 mg a tablet (amount named from memory); adult UL 35 mg/day of niacin from supplements and fortified foods, set on flushing from nicotinic acid (IOM, Dietary Reference Intakes for Thiamin, Riboflavin, Niacin, Vitamin B6, Folate, Vitamin B12, Pantothenic Acid, Biotin, and Choline, 1998)',
  url: 'https://ods.od.nih.gov/factsheets/Niacin-HealthProfessional/',
};
/** 安宫牛黄丸: the pharmacopoeia's formula and the label's cautions (clinician review 2026-11-29, item 4). */
export const S_ANGONG: Source = {
  ref: '中华人民共和国药典 2020年版 一部，安宫牛黄丸【处方】（牛黄、水牛角浓缩粉、麝香或人工麝香、珍珠、朱砂、雄黄、黄连、黄芩、栀子、郁金、冰片）【用法与用量】（口服，一次1丸，一日1次，每丸重3 g 的规格；病重者遵医嘱）；安宫牛黄丸说明书【注意事项】：本品含朱砂、雄黄，不宜过量久服，肝肾功能不全者慎用（处方、规格和说明书条文均凭记忆，未与原文逐条核对）',
};
/** What every plan and the chat say of 安宫牛黄丸 (mercury and arsenic; not a tonic; kidneys and liver). */
export const ANGONG_WARNING: Bilingual = {
  zh: '安宫牛黄丸是急症用的中成药，不是补脑、保健的补品：它含朱砂（硫化汞）和雄黄（硫化砷），也就是含汞和砷。经常吃或长期吃，汞和砷会在体内蓄积，损伤肾脏、肝脏和神经；说明书写明不宜过量、不宜长期服用，肝肾功能不全的人慎用，老年人和有肾病、肝病的人更要当心。不要把它当作每天或每隔几天吃的补品。已经这样吃的，请把药盒和说明书带给药师或医生看，听他们的安排；出现口中有金属味、牙龈肿痛、手抖、手脚麻木、尿量变少或浮肿，请尽快就医。',
  en: 'Angong Niuhuang Wan is a Chinese patent medicine for emergencies, not a brain tonic or health supplement: it contains cinnabar (mercury sulfide) and realgar (arsenic sulfide) — that is, mercury and arsenic. Taken often or for a long time, the mercury and arsenic build up in the body and can harm the kidneys, liver and nerves; its label says not to take too much or for long, and to take care with liver or kidney disease — older people and anyone with kidney or liver disease most of all. Do not take it as a tonic every day or every few days. If you have been taking it this way, show the box and leaflet to your pharmacist or doctor and follow their advice; a metallic taste, sore swollen gums, shaking hands, numb hands or feet, passing less urine or swelling need a doctor soon.',
};
const S_AD_CN: Source = { ref: '维生素AD软胶囊（成人型）说明书：每粒含维生素A 3000单位、维生素D 300单位' };
const S_VITE_CN: Source = { ref: '维生素E软胶囊 说明书：每粒100 mg' };
const S_COD_LIVER: Source = {
  ref: 'USDA FoodData Central SR Legacy 173577, Fish oil, cod liver (per 100 g: vitamin A 30,000 µg RAE, vitamin D 250 µg, EPA 6.9 g, DHA 11.0 g); 1 tsp = 4.5 g',
  url: 'https://fdc.nal.usda.gov/fdc-app.html#/food-details/173577/nutrients',
};
const S_KRILL: Source = {
  ref: 'Typical krill oil label: 1,000 mg krill oil providing about 190 mg EPA+DHA; NIH ODS Omega-3 fact sheet (krill oil as a source of EPA and DHA)',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const S_ALGAL: Source = {
  ref: 'Typical algal oil label: 200 mg DHA per softgel; NIH ODS Omega-3 fact sheet (algal oil as a vegetarian DHA source)',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const S_WHEY: Source = {
  ref: 'Typical whey protein label: 30 g scoop providing about 24 g protein (USDA FoodData Central, whey protein isolate ≈ 80–90 % protein)',
};

const vit = (substance: Substance, amount: number, unit: DoseUnit): SupplementContent => ({
  substance,
  amount,
  unit,
});

/** Vitamins of a one-a-day multivitamin at 100 % US Daily Value (2016 rule). */
const DV_VITAMINS: readonly SupplementContent[] = [
  vit('vitaminA', 900, 'ug'),
  vit('vitaminC', 90, 'mg'),
  vit('vitaminD', 20, 'ug'),
  vit('vitaminE', 15, 'mg'),
  vit('vitaminK', 120, 'ug'),
  vit('thiamin', 1.2, 'mg'),
  vit('riboflavin', 1.3, 'mg'),
  vit('niacin', 16, 'mg'),
  vit('vitaminB6', 1.7, 'mg'),
  vit('folate', 400, 'ug'),
  vit('vitaminB12', 2.4, 'ug'),
  vit('biotin', 30, 'ug'),
  vit('vitaminB5', 5, 'mg'),
];
/** Vitamin A as supplemental β-carotene (µg RAE): counts for the target, not the retinol UL. */
const BETA_CAROTENE_SOURCE: Source = {
  ref: 'IOM Dietary Reference Intakes for Vitamin A, … Zinc (2001), ch. 4: supplemental β-carotene 2 µg = 1 µg RAE; the vitamin A UL (3,000 µg/day) applies to preformed vitamin A only, β-carotene is not counted (NIH ODS Vitamin A fact sheet, UL table note)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
};

const MULTI_MINERALS: readonly SupplementContent[] = [
  vit('calcium', 200, 'mg'),
  vit('magnesium', 50, 'mg'),
  vit('zinc', 11, 'mg'),
  vit('selenium', 55, 'ug'),
  vit('iodine', 150, 'ug'),
  vit('potassium', 80, 'mg'),
  vit('copper', 0.9, 'mg'),
  vit('manganese', 2.3, 'mg'),
  vit('chromium', 35, 'ug'),
];

/** One tablet, capsule or soft gel: the serving in words and counted (a soft gel is a capsule, 粒). */
const TABLET = {
  serving: { zh: '1片', en: '1 tablet' },
  servingCount: { count: 1, unit: 'tablet' },
} as const satisfies Pick<SupplementOptionRow, 'serving' | 'servingCount'>;
const CAPSULE = {
  serving: { zh: '1粒', en: '1 capsule' },
  servingCount: { count: 1, unit: 'capsule' },
} as const satisfies Pick<SupplementOptionRow, 'serving' | 'servingCount'>;
const SOFTGEL = {
  serving: { zh: '1粒软胶囊', en: '1 softgel' },
  servingCount: { count: 1, unit: 'capsule' },
} as const satisfies Pick<SupplementOptionRow, 'serving' | 'servingCount'>;

export const SUPPLEMENT_OPTIONS = [
  // ---- multivitamins ----
  {
    id: 'multivitamin-adult',
    category: 'multi',
    zh: '成人复合维生素矿物质片',
    en: 'Adult multivitamin/mineral',
    aliases: [
      '善存',
      '善存多维元素片',
      'Centrum',
      'Centrum Adults',
      '21金维他',
      '复合维生素',
      '多维元素片',
      '多种维生素',
      'multivitamin',
      'multi-vitamin',
      'One A Day',
      '汤臣倍健多种维生素矿物质片',
    ],
    main: 'vitaminC',
    contains: [...DV_VITAMINS, ...MULTI_MINERALS, vit('iron', 8, 'mg')],
    defaultDose: { amount: 90, unit: 'mg' },
    ...TABLET,
    source: S_MVM,
  },
  {
    id: 'multivitamin-beta-carotene',
    category: 'multi',
    zh: '复合维生素矿物质片（维生素A为β-胡萝卜素）',
    en: 'Multivitamin/mineral (vitamin A as beta-carotene)',
    aliases: ['β-胡萝卜素复合维生素', 'multivitamin with beta-carotene', 'beta-carotene multivitamin'],
    main: 'vitaminC',
    contains: [
      ...DV_VITAMINS.map((c) => (c.substance === 'vitaminA' ? { ...c, form: 'beta_carotene' as const } : c)),
      ...MULTI_MINERALS,
      vit('iron', 8, 'mg'),
    ],
    defaultDose: { amount: 90, unit: 'mg' },
    ...TABLET,
    source: { ref: `${S_MVM.ref}; ${BETA_CAROTENE_SOURCE.ref}`, url: S_MVM.url },
  },
  {
    id: 'multivitamin-men',
    category: 'multi',
    zh: '男士复合维生素',
    en: "Men's multivitamin",
    aliases: [
      '善存男士',
      '善存男士多维元素片',
      'Centrum Men',
      "One A Day Men's",
      '男士复合维生素',
      "men's multivitamin",
    ],
    main: 'vitaminC',
    contains: [...DV_VITAMINS, ...MULTI_MINERALS, vit('iron', 8, 'mg')],
    defaultDose: { amount: 90, unit: 'mg' },
    ...TABLET,
    source: S_MVM,
  },
  {
    id: 'multivitamin-women',
    category: 'multi',
    zh: '女士复合维生素',
    en: "Women's multivitamin",
    aliases: [
      '善存女士',
      '善存女士多维元素片',
      'Centrum Women',
      "One A Day Women's",
      '女士复合维生素',
      "women's multivitamin",
    ],
    main: 'vitaminC',
    contains: [...DV_VITAMINS, ...MULTI_MINERALS, vit('iron', 18, 'mg')],
    defaultDose: { amount: 90, unit: 'mg' },
    ...TABLET,
    source: S_MVM,
  },
  {
    id: 'multivitamin-50plus',
    category: 'multi',
    zh: '50岁以上复合维生素（银片）',
    en: 'Multivitamin 50+',
    aliases: [
      '善存银片',
      '善存银片多维元素片',
      'Centrum Silver',
      '中老年复合维生素',
      'multivitamin 50+',
      'senior multivitamin',
    ],
    main: 'vitaminC',
    // 50+ formulas drop iron and raise B12 (IOM: over-50s should get B12 from supplements or fortified food).
    contains: [
      ...DV_VITAMINS.filter((c) => c.substance !== 'vitaminB12'),
      vit('vitaminB12', 25, 'ug'),
      ...MULTI_MINERALS,
    ],
    defaultDose: { amount: 90, unit: 'mg' },
    ...TABLET,
    source: S_MVM,
  },
  {
    id: 'prenatal-multivitamin',
    category: 'multi',
    zh: '孕期复合维生素',
    en: 'Prenatal multivitamin',
    aliases: [
      '孕妇复合维生素',
      '孕期维生素',
      '孕妇多维',
      'prenatal vitamin',
      'prenatal',
      '玛特纳',
      'Materna',
    ],
    main: 'folate',
    contains: [
      vit('folate', 400, 'ug'),
      vit('iron', 27, 'mg'),
      vit('iodine', 150, 'ug'),
      vit('vitaminD', 15, 'ug'),
      vit('calcium', 200, 'mg'),
      vit('vitaminA', 770, 'ug'),
      vit('vitaminC', 85, 'mg'),
      vit('vitaminE', 15, 'mg'),
      vit('thiamin', 1.4, 'mg'),
      vit('riboflavin', 1.4, 'mg'),
      vit('niacin', 18, 'mg'),
      vit('vitaminB6', 1.9, 'mg'),
      vit('vitaminB12', 2.6, 'ug'),
      vit('zinc', 11, 'mg'),
    ],
    defaultDose: { amount: 400, unit: 'ug' },
    ...TABLET,
    source: S_PRENATAL,
  },
  {
    id: 'elevit',
    category: 'multi',
    zh: '爱乐维复合维生素片',
    en: 'Elevit prenatal',
    aliases: ['爱乐维', 'Elevit'],
    main: 'folate',
    contains: [
      vit('folate', 800, 'ug'),
      vit('iron', 60, 'mg'),
      vit('calcium', 125, 'mg'),
      vit('vitaminD', 500, 'IU'),
      vit('vitaminA', 4000, 'IU'),
      vit('thiamin', 1.6, 'mg'),
      vit('riboflavin', 1.8, 'mg'),
      vit('vitaminB6', 2.6, 'mg'),
      vit('vitaminB12', 4, 'ug'),
      vit('vitaminC', 100, 'mg'),
      vit('vitaminE', 15, 'mg'),
      vit('niacin', 19, 'mg'),
      vit('magnesium', 100, 'mg'),
      vit('zinc', 7.5, 'mg'),
      vit('copper', 1, 'mg'),
      vit('manganese', 1, 'mg'),
      vit('biotin', 200, 'ug'),
      vit('vitaminB5', 10, 'mg'),
    ],
    defaultDose: { amount: 800, unit: 'ug' },
    ...TABLET,
    source: S_ELEVIT,
  },
  // ---- vitamins ----
  {
    id: 'vitamin-d3-400iu',
    category: 'vitamin',
    zh: '维生素D3 400 IU',
    en: 'Vitamin D3 400 IU',
    aliases: ['维生素D滴剂', '星鲨', '星鲨维生素D滴剂', '维生素D3 400IU', 'vitamin D 400 IU'],
    main: 'vitaminD',
    contains: [vit('vitaminD', 400, 'IU')],
    defaultDose: { amount: 400, unit: 'IU' },
    ...CAPSULE,
    source: S_VITD,
  },
  {
    id: 'vitamin-d3-1000iu',
    category: 'vitamin',
    zh: '维生素D3 1000 IU',
    en: 'Vitamin D3 1000 IU',
    // Uprise-D3, Calcirol, D-Rise and Tayo are India's 60,000 IU sachets and capsules ("60K"), taken once a week or a
    // month (forty-ninth clinician review, en S8): the strength comes from the name (review/resolve.ts).
    aliases: [
      '维生素D3',
      '维生素D',
      '维D',
      'VD3',
      'vitamin D3',
      'vitamin D',
      'cholecalciferol',
      '胆钙化醇',
      'Uprise D3',
      'Uprise-D3',
      'Calcirol',
      'D-Rise',
      'Tayo 60K',
    ],
    main: 'vitaminD',
    contains: [vit('vitaminD', 1000, 'IU')],
    defaultDose: { amount: 1000, unit: 'IU' },
    ...SOFTGEL,
    source: S_VITD,
  },
  {
    id: 'vitamin-d3-2000iu',
    category: 'vitamin',
    zh: '维生素D3 2000 IU',
    en: 'Vitamin D3 2000 IU',
    aliases: ['维生素D3 2000IU', 'vitamin D3 2000'],
    main: 'vitaminD',
    contains: [vit('vitaminD', 2000, 'IU')],
    defaultDose: { amount: 2000, unit: 'IU' },
    ...SOFTGEL,
    source: S_VITD,
  },
  {
    id: 'vitamin-d3-5000iu',
    category: 'vitamin',
    zh: '维生素D3 5000 IU',
    en: 'Vitamin D3 5000 IU',
    aliases: ['维生素D3 5000IU', 'vitamin D3 5000', 'high-dose vitamin D'],
    main: 'vitaminD',
    contains: [vit('vitaminD', 5000, 'IU')],
    defaultDose: { amount: 5000, unit: 'IU' },
    ...SOFTGEL,
    source: S_VITD,
  },
  {
    id: 'vitamin-ad',
    category: 'vitamin',
    zh: '维生素AD软胶囊',
    en: 'Vitamin A and D softgel',
    aliases: ['维生素AD', '鱼肝油', '维生素AD软胶囊', 'vitamin AD'],
    main: 'vitaminA',
    contains: [vit('vitaminA', 3000, 'IU'), vit('vitaminD', 300, 'IU')],
    defaultDose: { amount: 3000, unit: 'IU' },
    ...SOFTGEL,
    source: S_AD_CN,
  },
  {
    id: 'vitamin-a-10000iu',
    category: 'vitamin',
    zh: '维生素A 10000 IU',
    en: 'Vitamin A 10,000 IU',
    aliases: ['维生素A', '维A', 'vitamin A', 'retinyl palmitate', '视黄醇'],
    main: 'vitaminA',
    contains: [vit('vitaminA', 10000, 'IU')],
    defaultDose: { amount: 10000, unit: 'IU' },
    ...SOFTGEL,
    source: S_VITA,
  },
  {
    id: 'vitamin-c-500',
    category: 'vitamin',
    zh: '维生素C 500 mg',
    en: 'Vitamin C 500 mg',
    aliases: ['维生素C', '维C', 'VC', 'vitamin C', 'ascorbic acid', '抗坏血酸'],
    main: 'vitaminC',
    contains: [vit('vitaminC', 500, 'mg')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...TABLET,
    source: S_VITC,
  },
  {
    id: 'vitamin-c-1000',
    category: 'vitamin',
    zh: '维生素C 1000 mg',
    en: 'Vitamin C 1000 mg',
    // Emergen-C: 1,000 mg of vitamin C a packet (its Supplement Facts; fiftieth clinician review, en M16 — one packet a
    // day on dialysis went uncounted).
    aliases: ['维生素C 1000mg', 'vitamin C 1000', 'Emergen-C'],
    main: 'vitaminC',
    contains: [vit('vitaminC', 1000, 'mg')],
    defaultDose: { amount: 1000, unit: 'mg' },
    ...TABLET,
    source: S_VITC,
  },
  {
    id: 'vitamin-e-400iu',
    category: 'vitamin',
    zh: '天然维生素E 400 IU',
    en: 'Vitamin E 400 IU',
    aliases: ['vitamin E', 'vitamin E 400 IU', 'd-alpha tocopherol', '天然维生素E'],
    main: 'vitaminE',
    contains: [vit('vitaminE', 400, 'IU')],
    defaultDose: { amount: 400, unit: 'IU' },
    ...SOFTGEL,
    source: S_VITE,
  },
  {
    id: 'vitamin-e-100mg',
    category: 'vitamin',
    zh: '维生素E软胶囊 100 mg',
    en: 'Vitamin E 100 mg',
    aliases: ['维生素E', '维E', '维生素E软胶囊', 'VE'],
    main: 'vitaminE',
    contains: [vit('vitaminE', 100, 'mg')],
    defaultDose: { amount: 100, unit: 'mg' },
    ...SOFTGEL,
    source: S_VITE_CN,
  },
  {
    id: 'vitamin-k2',
    category: 'vitamin',
    zh: '维生素K2（MK-7）',
    en: 'Vitamin K2 (MK-7)',
    aliases: ['维生素K2', '维K2', 'K2', 'MK-7', 'menaquinone', 'vitamin K2', 'vitamin K'],
    main: 'vitaminK',
    contains: [vit('vitaminK', 100, 'ug')],
    defaultDose: { amount: 100, unit: 'ug' },
    ...CAPSULE,
    source: S_VITK,
  },
  {
    id: 'vitamin-b12-1000',
    category: 'vitamin',
    zh: '维生素B12 1000 µg',
    en: 'Vitamin B12 1000 mcg',
    aliases: ['维生素B12', '维B12', 'B12', 'vitamin B12', 'cyanocobalamin', 'methylcobalamin', '钴胺素'],
    main: 'vitaminB12',
    contains: [vit('vitaminB12', 1000, 'ug')],
    defaultDose: { amount: 1000, unit: 'ug' },
    ...TABLET,
    source: S_B12,
  },
  {
    id: 'mecobalamin-500',
    category: 'vitamin',
    zh: '甲钴胺片 0.5 mg',
    en: 'Mecobalamin 500 mcg',
    aliases: ['甲钴胺', '弥可保', 'mecobalamin', 'Methycobal'],
    main: 'vitaminB12',
    contains: [vit('vitaminB12', 500, 'ug')],
    defaultDose: { amount: 500, unit: 'ug' },
    ...TABLET,
    source: S_MECOBALAMIN,
  },
  {
    id: 'folic-acid-400',
    category: 'vitamin',
    zh: '叶酸片 0.4 mg',
    en: 'Folic acid 400 mcg',
    aliases: ['叶酸', '叶酸片', '斯利安', 'folic acid', 'folate', '活性叶酸', 'methylfolate'],
    main: 'folate',
    contains: [vit('folate', 400, 'ug')],
    defaultDose: { amount: 400, unit: 'ug' },
    ...TABLET,
    source: S_FOL,
  },
  {
    id: 'folic-acid-5mg',
    category: 'vitamin',
    zh: '叶酸片 5 mg（治疗量）',
    en: 'Folic acid 5 mg (prescription)',
    aliases: ['叶酸5mg', '叶酸片5mg', 'folic acid 5 mg'],
    main: 'folate',
    contains: [vit('folate', 5000, 'ug')],
    defaultDose: { amount: 5000, unit: 'ug' },
    ...TABLET,
    source: S_FOLIC_CN,
  },
  {
    id: 'b-complex',
    category: 'vitamin',
    zh: '复合维生素B（B-50）',
    en: 'B-complex (B-50)',
    aliases: [
      'B族维生素',
      '维生素B族',
      '复合维生素B',
      '维B',
      'B-complex',
      'vitamin B complex',
      'B50',
      'B-50',
    ],
    main: 'thiamin',
    contains: [
      vit('thiamin', 50, 'mg'),
      vit('riboflavin', 50, 'mg'),
      vit('niacin', 50, 'mg'),
      vit('vitaminB6', 50, 'mg'),
      vit('folate', 400, 'ug'),
      vit('vitaminB12', 50, 'ug'),
      vit('biotin', 50, 'ug'),
      vit('vitaminB5', 50, 'mg'),
    ],
    defaultDose: { amount: 50, unit: 'mg' },
    ...TABLET,
    source: S_BCOMPLEX,
  },
  {
    id: 'vitamin-b6-50',
    category: 'vitamin',
    zh: '维生素B6 50 mg',
    en: 'Vitamin B6 50 mg',
    aliases: ['维生素B6', '维B6', 'B6', 'vitamin B6', 'pyridoxine', '吡哆醇'],
    main: 'vitaminB6',
    contains: [vit('vitaminB6', 50, 'mg')],
    defaultDose: { amount: 50, unit: 'mg' },
    ...TABLET,
    source: S_B6,
  },
  {
    id: 'vitamin-b1',
    category: 'vitamin',
    zh: '维生素B1片 10 mg',
    en: 'Thiamin (B1) 10 mg',
    aliases: ['维生素B1', '维B1', 'B1', 'thiamin', 'thiamine', '硫胺素'],
    main: 'thiamin',
    contains: [vit('thiamin', 10, 'mg')],
    defaultDose: { amount: 10, unit: 'mg' },
    ...TABLET,
    source: S_B1_B2_CN,
  },
  {
    id: 'vitamin-b2',
    category: 'vitamin',
    zh: '维生素B2片 5 mg',
    en: 'Riboflavin (B2) 5 mg',
    aliases: ['维生素B2', '维B2', 'B2', 'riboflavin', '核黄素'],
    main: 'riboflavin',
    contains: [vit('riboflavin', 5, 'mg')],
    defaultDose: { amount: 5, unit: 'mg' },
    ...TABLET,
    source: S_B1_B2_CN,
  },
  {
    id: 'niacin-500',
    category: 'vitamin',
    zh: '烟酸片 500 mg',
    en: 'Niacin 500 mg (nicotinic acid)',
    // 菸鹼酸 and 菸鹼素 are Taiwan's words (folded: 烟碱酸, 烟碱素); 菸鹼醯胺 is its niacinamide (fiftieth clinician
    // review, zh M5: "菸鹼酸500兩顆" was not recognised).
    aliases: [
      '烟酸',
      '烟酸片',
      '维生素B3',
      '维B3',
      '烟碱酸',
      '烟碱素',
      'niacin',
      'nicotinic acid',
      'vitamin B3',
      'Slo-Niacin',
    ],
    // Another form of B3 (烟酰胺, niacinamide/nicotinamide) and the vasodilator 烟酸肌醇酯 are not this product;
    // nor are the prescription lipid medicines (烟酸缓释片, Niaspan, Niacor), which the plan must never
    // tell to stop: they stay "not recognised — ask the pharmacist".
    notNames: [
      '烟酰胺',
      '烟碱酰胺',
      'niacinamide',
      'nicotinamide',
      '烟酸肌醇',
      '烟酸缓释',
      'niaspan',
      'niacor',
    ],
    main: 'niacin',
    contains: [vit('niacin', 500, 'mg')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...TABLET,
    source: S_NIACIN,
  },
  {
    id: 'biotin',
    category: 'vitamin',
    zh: '生物素 5000 µg',
    en: 'Biotin 5000 mcg',
    aliases: ['生物素', '维生素H', 'biotin', 'vitamin B7', 'vitamin H'],
    main: 'biotin',
    contains: [vit('biotin', 5000, 'ug')],
    defaultDose: { amount: 5000, unit: 'ug' },
    ...CAPSULE,
    source: {
      ref: 'NIH ODS Biotin fact sheet: hair/skin/nail supplements often contain 5,000–10,000 µg (can distort lab tests)',
      url: 'https://ods.od.nih.gov/factsheets/Biotin-HealthProfessional/',
    },
  },
  // ---- minerals ----
  {
    id: 'calcium-carbonate',
    category: 'mineral',
    zh: '碳酸钙片 600 mg',
    en: 'Calcium carbonate 600 mg',
    aliases: ['碳酸钙', '钙片', '补钙', 'calcium carbonate', 'calcium', '钙'],
    main: 'calcium',
    contains: [vit('calcium', 600, 'mg')],
    defaultDose: { amount: 600, unit: 'mg' },
    ...TABLET,
    source: S_CA,
    saltForm: 'calcium_carbonate',
  },
  {
    id: 'calcium-carbonate-d3',
    category: 'mineral',
    zh: '碳酸钙维生素D3片（600 mg + 400 IU）',
    en: 'Calcium 600 mg + D3 400 IU',
    aliases: [
      'Caltrate',
      'Caltrate 600+D',
      '钙+D',
      '钙D',
      'calcium with vitamin D',
      'calcium + D3',
      '碳酸钙D3',
    ],
    main: 'calcium',
    contains: [vit('calcium', 600, 'mg'), vit('vitaminD', 400, 'IU')],
    defaultDose: { amount: 600, unit: 'mg' },
    ...TABLET,
    source: S_CA,
    saltForm: 'calcium_carbonate',
  },
  {
    id: 'caltrate-d600',
    category: 'mineral',
    zh: '钙尔奇 碳酸钙D3片（D600）',
    en: 'Caltrate D600 (China)',
    aliases: ['钙尔奇', '钙尔奇D', '钙尔奇D600', '碳酸钙D3片'],
    main: 'calcium',
    contains: [vit('calcium', 600, 'mg'), vit('vitaminD', 125, 'IU')],
    defaultDose: { amount: 600, unit: 'mg' },
    ...TABLET,
    oneStrengthNames: ['钙尔奇D600', 'Caltrate D600'],
    source: S_CALTRATE_CN,
    saltForm: 'calcium_carbonate',
  },
  // Fourteenth clinician review (en P3 #3): UK prescribed calcium + D3, each at one strength per name.
  // "Calcichew-D3" alone is sold as 500 mg + 200 IU and as 500 mg + 400 IU caplets: not one strength.
  {
    id: 'adcal-d3',
    category: 'mineral',
    zh: 'Adcal-D3 碳酸钙维生素D3咀嚼片（钙600 mg + D3 400 IU）',
    en: 'Adcal-D3 (calcium 600 mg + vitamin D3 400 IU, chewable)',
    aliases: ['Adcal-D3', 'Adcal D3', 'AdcalD3', 'Adcal-D3 Dissolve', 'Adcal', 'Accrete D3', 'Accrete-D3'],
    main: 'calcium',
    contains: [vit('calcium', 600, 'mg'), vit('vitaminD', 400, 'IU')],
    defaultDose: { amount: 600, unit: 'mg' },
    ...TABLET,
    oneStrengthNames: ['Adcal-D3', 'Adcal D3', 'AdcalD3', 'Adcal-D3 Dissolve', 'Accrete D3', 'Accrete-D3'],
    source: S_ADCAL_D3,
    saltForm: 'calcium_carbonate',
  },
  {
    id: 'calcichew-d3-forte',
    category: 'mineral',
    zh: 'Calcichew-D3 Forte 碳酸钙维生素D3咀嚼片（钙500 mg + D3 400 IU）',
    en: 'Calcichew-D3 Forte (calcium 500 mg + vitamin D3 400 IU, chewable)',
    aliases: ['Calcichew-D3 Forte', 'Calcichew D3 Forte', 'Calcichew-D3', 'Calcichew D3', 'Calcichew'],
    main: 'calcium',
    contains: [vit('calcium', 500, 'mg'), vit('vitaminD', 400, 'IU')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...TABLET,
    oneStrengthNames: ['Calcichew-D3 Forte', 'Calcichew D3 Forte'],
    source: S_CALCICHEW_D3_FORTE,
    saltForm: 'calcium_carbonate',
  },
  {
    id: 'theical-d3',
    category: 'mineral',
    zh: 'TheiCal-D3 碳酸钙维生素D3咀嚼片（钙1000 mg + D3 880 IU）',
    en: 'TheiCal-D3 (calcium 1000 mg + vitamin D3 880 IU, chewable)',
    aliases: ['TheiCal-D3', 'TheiCal D3', 'Theical'],
    main: 'calcium',
    contains: [vit('calcium', 1000, 'mg'), vit('vitaminD', 880, 'IU')],
    defaultDose: { amount: 1000, unit: 'mg' },
    ...TABLET,
    oneStrengthNames: ['TheiCal-D3', 'TheiCal D3'],
    source: S_THEICAL_D3,
    saltForm: 'calcium_carbonate',
  },
  {
    id: 'shelcal-500',
    category: 'mineral',
    zh: 'Shelcal 500 碳酸钙维生素D3片（钙500 mg + D3 250 IU）',
    en: 'Shelcal 500 (calcium 500 mg + vitamin D3 250 IU)',
    aliases: ['Shelcal 500', 'Shelcal-500', 'Shelcal'],
    main: 'calcium',
    contains: [vit('calcium', 500, 'mg'), vit('vitaminD', 250, 'IU')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...TABLET,
    oneStrengthNames: ['Shelcal 500', 'Shelcal-500'],
    source: S_SHELCAL_500,
    saltForm: 'calcium_carbonate',
  },
  {
    id: 'calcium-carbonate-tums',
    category: 'mineral',
    zh: 'Tums 碳酸钙咀嚼片 500 mg（元素钙200 mg）',
    en: 'Tums Regular Strength (calcium carbonate 500 mg, 200 mg calcium)',
    aliases: ['Tums', 'Tums Regular', 'Tums antacid'],
    main: 'calcium',
    contains: [vit('calcium', 200, 'mg')],
    defaultDose: { amount: 200, unit: 'mg' },
    ...TABLET,
    oneStrengthNames: ['Tums Regular', 'Tums Regular Strength'],
    source: S_TUMS,
    saltForm: 'calcium_carbonate',
  },
  {
    id: 'calcium-citrate',
    category: 'mineral',
    zh: '枸橼酸钙 200 mg',
    en: 'Calcium citrate 200 mg',
    aliases: ['柠檬酸钙', '枸橼酸钙', 'calcium citrate', 'Citracal'],
    main: 'calcium',
    contains: [vit('calcium', 200, 'mg')],
    defaultDose: { amount: 200, unit: 'mg' },
    ...TABLET,
    source: S_CA,
    saltForm: 'calcium_citrate',
  },
  {
    id: 'iron-ferrous-sulfate',
    category: 'mineral',
    zh: '硫酸亚铁 325 mg（元素铁65 mg）',
    en: 'Ferrous sulfate 325 mg (65 mg iron)',
    aliases: ['硫酸亚铁', '补铁', '铁剂', 'ferrous sulfate', 'iron', '铁', 'Feosol', 'Fer-In-Sol', 'FeroSul'],
    main: 'iron',
    contains: [vit('iron', 65, 'mg')],
    defaultDose: { amount: 65, unit: 'mg' },
    ...TABLET,
    source: S_FE,
  },
  {
    id: 'iron-ferrous-succinate',
    category: 'mineral',
    zh: '琥珀酸亚铁片（速力菲）0.1 g（元素铁35 mg）',
    en: 'Ferrous succinate 0.1 g (Sulifei; 35 mg iron)',
    aliases: ['速力菲', '琥珀酸亚铁', '琥珀酸亚铁片', 'ferrous succinate', 'sulifei'],
    main: 'iron',
    contains: [vit('iron', 35, 'mg')],
    defaultDose: { amount: 35, unit: 'mg' },
    ...TABLET,
    source: S_SULIFEI,
  },
  {
    id: 'iron-polysaccharide-150',
    category: 'mineral',
    zh: '多糖铁复合物胶囊（力蜚能）150 mg',
    en: 'Polysaccharide-iron complex 150 mg (Niferex)',
    aliases: [
      '力蜚能',
      '多糖铁复合物',
      '多糖铁',
      'polysaccharide iron',
      'polysaccharide-iron complex',
      'Niferex',
    ],
    main: 'iron',
    contains: [vit('iron', 150, 'mg')],
    defaultDose: { amount: 150, unit: 'mg' },
    ...CAPSULE,
    oneStrengthNames: ['力蜚能'],
    source: S_NIFEREX_CN,
  },
  {
    id: 'iron-slow-fe',
    category: 'mineral',
    zh: 'Slow Fe 缓释硫酸亚铁（元素铁45 mg）',
    en: 'Slow Fe (45 mg iron)',
    aliases: ['Slow Fe', 'Slow-Fe', 'SlowFe'],
    main: 'iron',
    contains: [vit('iron', 45, 'mg')],
    defaultDose: { amount: 45, unit: 'mg' },
    ...TABLET,
    source: S_SLOW_FE,
  },
  {
    id: 'iron-bisglycinate',
    category: 'mineral',
    zh: '甘氨酸亚铁 25 mg',
    en: 'Iron bisglycinate 25 mg',
    aliases: ['甘氨酸亚铁', '螯合铁', 'gentle iron', 'iron bisglycinate', 'iron chelate'],
    main: 'iron',
    contains: [vit('iron', 25, 'mg')],
    defaultDose: { amount: 25, unit: 'mg' },
    ...CAPSULE,
    source: S_FE,
  },
  {
    id: 'magnesium-oxide',
    category: 'mineral',
    zh: '氧化镁 250 mg',
    en: 'Magnesium oxide 250 mg',
    aliases: ['氧化镁', '镁片', '补镁', 'magnesium oxide', 'magnesium', '镁'],
    main: 'magnesium',
    contains: [vit('magnesium', 250, 'mg')],
    defaultDose: { amount: 250, unit: 'mg' },
    ...TABLET,
    source: S_MG,
  },
  {
    id: 'magnesium-oxide-400',
    category: 'mineral',
    zh: 'Mag-Ox 400 氧化镁 400 mg（元素镁241 mg）',
    en: 'Mag-Ox 400 (magnesium oxide 400 mg, 241 mg magnesium)',
    aliases: ['Mag-Ox', 'Mag-Ox 400', 'MagOx', 'Mag Ox'],
    main: 'magnesium',
    contains: [vit('magnesium', 241, 'mg')],
    defaultDose: { amount: 241, unit: 'mg' },
    ...TABLET,
    oneStrengthNames: ['Mag-Ox 400', 'MagOx 400'],
    source: S_MAG_OX,
    saltForm: 'magnesium_oxide',
  },
  {
    id: 'magnesium-glycinate',
    category: 'mineral',
    zh: '甘氨酸镁 200 mg',
    en: 'Magnesium glycinate 200 mg',
    aliases: ['甘氨酸镁', '螯合镁', 'magnesium glycinate', 'magnesium bisglycinate'],
    main: 'magnesium',
    contains: [vit('magnesium', 200, 'mg')],
    defaultDose: { amount: 200, unit: 'mg' },
    serving: { zh: '2片', en: '2 tablets' },
    servingCount: { count: 2, unit: 'tablet' },
    source: S_MG,
  },
  {
    id: 'zinc-15',
    category: 'mineral',
    zh: '锌 15 mg',
    en: 'Zinc 15 mg',
    aliases: ['补锌', '葡萄糖酸锌', 'zinc', 'zinc gluconate', '锌'],
    main: 'zinc',
    contains: [vit('zinc', 15, 'mg')],
    defaultDose: { amount: 15, unit: 'mg' },
    ...TABLET,
    source: S_ZN,
  },
  {
    id: 'zinc-50',
    category: 'mineral',
    zh: '锌 50 mg',
    en: 'Zinc 50 mg',
    aliases: ['zinc 50 mg', '高剂量锌'],
    main: 'zinc',
    contains: [vit('zinc', 50, 'mg')],
    defaultDose: { amount: 50, unit: 'mg' },
    ...TABLET,
    source: S_ZN,
  },
  {
    id: 'selenium-100',
    category: 'mineral',
    zh: '硒 100 µg（硒酵母）',
    en: 'Selenium 100 mcg',
    aliases: ['硒', '硒酵母', '补硒', 'selenium', 'selenium yeast'],
    main: 'selenium',
    contains: [vit('selenium', 100, 'ug')],
    defaultDose: { amount: 100, unit: 'ug' },
    ...TABLET,
    source: S_SE,
  },
  {
    id: 'selenium-200',
    category: 'mineral',
    zh: '硒 200 µg',
    en: 'Selenium 200 mcg',
    aliases: ['selenium 200', 'selenomethionine', '硒代蛋氨酸'],
    main: 'selenium',
    contains: [vit('selenium', 200, 'ug')],
    defaultDose: { amount: 200, unit: 'ug' },
    ...CAPSULE,
    source: S_SE,
  },
  {
    id: 'iodine-150',
    category: 'mineral',
    zh: '碘 150 µg',
    en: 'Iodine 150 mcg',
    aliases: ['碘', '碘化钾', 'iodine', 'potassium iodide'],
    main: 'iodine',
    contains: [vit('iodine', 150, 'ug')],
    defaultDose: { amount: 150, unit: 'ug' },
    ...TABLET,
    source: S_I,
  },
  // Kelp (海带) tablets are not a 150 µg iodine tablet: their iodine varies widely and is often far
  // above the label (clinician review 2026-11-25 closing, §6). Counted at the usual label amount, with
  // the warning line.
  {
    id: 'kelp',
    category: 'mineral',
    zh: '海带（海藻）片',
    en: 'Kelp (seaweed) tablets',
    aliases: [
      '海带',
      '海带片',
      '海带提取物',
      '海带碘片',
      '海藻片',
      '海藻碘',
      '昆布',
      'kelp',
      'kelp tablets',
      'sea kelp',
      'kelp extract',
    ],
    main: 'iodine',
    contains: [vit('iodine', 150, 'ug')],
    defaultDose: { amount: 150, unit: 'ug' },
    ...TABLET,
    source: S_KELP,
    warning: {
      text: {
        zh: '海带（海藻）类产品的实际含碘量差异很大，常远高于标示量（检测中有每日剂量达数千甚至上万微克的）：有甲状腺疾病、怀孕或哺乳、或在服用胺碘酮、抗甲状腺药或锂盐时不要服用；确实需要补碘时，选标明剂量的碘化钾或含碘复合维生素，并先问医生。',
        en: 'Kelp (seaweed) products vary widely in iodine and often hold far more than the label says (tested daily doses have reached thousands of micrograms or more): do not take them with a thyroid condition, in pregnancy or breastfeeding, or on amiodarone, an antithyroid drug or lithium; if you do need iodine, choose potassium iodide or a multivitamin with a stated amount, and ask your doctor first.',
      },
      source: S_KELP,
      avoidIn: ['pregnancy', 'lactation', 'thyroid'],
    },
  },
  {
    id: 'potassium-99',
    category: 'mineral',
    zh: '钾 99 mg（葡萄糖酸钾）',
    en: 'Potassium 99 mg',
    aliases: ['葡萄糖酸钾', 'potassium gluconate', 'potassium', '钾'],
    main: 'potassium',
    contains: [vit('potassium', 99, 'mg')],
    defaultDose: { amount: 99, unit: 'mg' },
    ...TABLET,
    source: S_K,
  },
  {
    id: 'potassium-chloride-er',
    category: 'mineral',
    zh: '氯化钾缓释片 0.5 g',
    en: 'Potassium chloride ER 0.5 g',
    aliases: ['氯化钾', '氯化钾缓释片', '补达秀', '补钾', 'potassium chloride', 'K-Dur', 'Slow-K'],
    main: 'potassium',
    contains: [vit('potassium', 262, 'mg')],
    defaultDose: { amount: 262, unit: 'mg' },
    ...TABLET,
    source: S_KCL,
  },
  // Salt substitutes (clinician review 2026-11-25, products §1): the dose is the salt used; the potassium
  // is its potassium chloride share (knowledge/salts.ts). 低钠盐/代盐 is the Chinese 25 % salt.
  {
    id: 'salt-substitute-low-sodium',
    category: 'mineral',
    zh: '低钠盐（含约25%氯化钾）',
    en: 'Low-sodium salt (about 25 % potassium chloride)',
    aliases: ['低钠盐', '低钠富钾盐', '富钾盐', '代盐', '代用盐', 'low-sodium salt', 'low sodium salt'],
    main: 'potassium',
    contains: [vit('potassium', 655, 'mg')],
    defaultDose: { amount: 5, unit: 'g' },
    serving: { zh: '5 g（一天的用盐量）', en: "5 g (a day's salt)" },
    saltForm: 'low_sodium_salt',
    doseIsSalt: true,
    source: S_SALT_CN,
  },
  {
    id: 'salt-substitute-kcl',
    category: 'mineral',
    zh: '无钠代盐（氯化钾，如 NoSalt、Nu-Salt）',
    en: 'Sodium-free salt substitute (potassium chloride: NoSalt, Nu-Salt)',
    aliases: [
      'NoSalt',
      'No Salt',
      'Nu-Salt',
      'NuSalt',
      'Morton Salt Substitute',
      'KCl salt substitute',
      'salt substitute',
      '无钠盐',
      '无钠代盐',
      '氯化钾代盐',
    ],
    main: 'potassium',
    contains: [vit('potassium', 786, 'mg')],
    defaultDose: { amount: 1.5, unit: 'g' },
    serving: { zh: '1.5 g（约1/4茶匙）', en: '1.5 g (about 1/4 teaspoon)' },
    saltForm: 'kcl_salt_substitute',
    doseIsSalt: true,
    source: S_SALT_KCL,
  },
  {
    id: 'salt-substitute-lite',
    category: 'mineral',
    zh: '半钠盐（约50%氯化钾，如 Morton Lite Salt）',
    en: 'Lite salt (about 50 % potassium chloride: Morton Lite Salt)',
    aliases: ['Morton Lite Salt', 'Morton Lite', 'Lite Salt', 'Light Salt', '半钠盐'],
    main: 'potassium',
    contains: [vit('potassium', 367, 'mg')],
    defaultDose: { amount: 1.4, unit: 'g' },
    serving: { zh: '1.4 g（约1/4茶匙）', en: '1.4 g (about 1/4 teaspoon)' },
    saltForm: 'lite_salt',
    doseIsSalt: true,
    source: S_SALT_LITE,
  },
  {
    id: 'salt-substitute-losalt',
    category: 'mineral',
    zh: 'LoSalt 减钠盐（约66%氯化钾）',
    en: 'LoSalt (about 66 % potassium chloride)',
    aliases: ['LoSalt', 'Lo-Salt', 'Lo Salt'],
    main: 'potassium',
    contains: [vit('potassium', 346, 'mg')],
    defaultDose: { amount: 1, unit: 'g' },
    serving: { zh: '1 g', en: '1 g' },
    saltForm: 'losalt',
    doseIsSalt: true,
    source: S_SALT_LOSALT,
  },
  {
    id: 'chromium-picolinate',
    category: 'mineral',
    zh: '吡啶甲酸铬 200 µg',
    en: 'Chromium picolinate 200 mcg',
    aliases: ['铬', '吡啶甲酸铬', 'chromium', 'chromium picolinate'],
    main: 'chromium',
    contains: [vit('chromium', 200, 'ug')],
    defaultDose: { amount: 200, unit: 'ug' },
    ...TABLET,
    source: {
      ref: 'NIH ODS Chromium fact sheet: chromium-only supplements commonly 200–500 µg',
      url: 'https://ods.od.nih.gov/factsheets/Chromium-HealthProfessional/',
    },
  },
  // ---- fatty acids ----
  {
    id: 'fish-oil',
    category: 'fatty_acid',
    zh: '深海鱼油 1000 mg',
    en: 'Fish oil 1000 mg',
    aliases: ['鱼油', '深海鱼油', 'fish oil', 'omega-3', 'omega 3', 'Ω-3', 'EPA', '欧米伽3', '汤臣倍健鱼油'],
    // A prenatal sold with an omega-3 capsule ("Pregnacare Plus Omega-3") is a prenatal, not fish oil: read as fish oil
    // it was "do not take it for now" at 15 weeks (fortieth clinician review, en).
    notNames: ['pregnacare', 'prenatal', 'elevit', '爱乐维', '孕妇复合维生素', 'materna', '玛特纳'],
    main: 'omega3',
    contains: [vit('omega3', 300, 'mg')],
    defaultDose: { amount: 1000, unit: 'mg' },
    ...SOFTGEL,
    source: S_OMEGA3,
  },
  {
    id: 'cod-liver-oil',
    category: 'fatty_acid',
    zh: '鳕鱼肝油',
    en: 'Cod liver oil',
    // Seven Seas is the UK's best-known cod liver oil brand (tenth clinician review, en P1 finding 4).
    aliases: ['鳕鱼肝油', 'cod liver oil', 'cod liver', 'Seven Seas', 'Seven Seas cod liver oil'],
    main: 'omega3',
    contains: [vit('omega3', 804, 'mg'), vit('vitaminA', 1350, 'ug'), vit('vitaminD', 11.25, 'ug')],
    defaultDose: { amount: 4.5, unit: 'g' },
    serving: { zh: '1茶匙（4.5 g）', en: '1 teaspoon (4.5 g)' },
    source: S_COD_LIVER,
    // Tenth clinician review (zh P5 finding 2, en P3 finding 4): in pregnancy the plan said only
    // "unchecked", while the chat said not to take it.
    warning: {
      text: {
        zh: '鱼肝油含视黄醇（预成型维生素A），孕期大剂量视黄醇可致胎儿畸形：怀孕期间不要吃鱼肝油，不管每粒含多少；想补DHA请选不含维生素A的鱼油或藻油，维生素D按医生建议单独补。不怀孕时，它的维生素A要和其他补充剂一起算，不超过每天3000微克。',
        en: 'Cod liver oil contains retinol (preformed vitamin A), which in high amounts can harm an unborn baby: do not take cod liver oil in pregnancy, whatever the strength; for DHA choose a fish or algal oil without vitamin A, and take vitamin D on its own as advised. Outside pregnancy, count its vitamin A with your other supplements and stay under 3000 µg a day.',
      },
      textNoPregnancy: {
        zh: '鱼肝油含视黄醇（预成型维生素A），一茶匙约1350微克：它的维生素A要和复合维生素等其他补充剂一起算，每天不超过3000微克；老年人长期摄入较多视黄醇与骨折风险增加有关，英国建议食物加补充剂每天不超过1500微克。肾功能下降时视黄醇排不出去、容易蓄积，想补鱼油请选不含维生素A的鱼油，先问肾内科医生。',
        en: 'Cod liver oil contains retinol (preformed vitamin A) — about 1,350 µg in a teaspoon: count it with your other supplements, such as a multivitamin, and stay under 3,000 µg a day; in older people a high retinol intake over years is linked to fractures, and UK advice is no more than 1,500 µg a day from food and supplements together. With reduced kidney function retinol builds up: if you want fish oil, choose one without vitamin A, and ask your kidney doctor first.',
      },
      source: {
        ref: 'NHS, Vitamins, supplements and nutrition in pregnancy: do not take cod liver oil or any supplements containing vitamin A (retinol) while pregnant; WHO, Vitamin A supplementation during pregnancy (2011, updated 2016); Institute of Medicine (2001) vitamin A UL 3000 µg; NHS, Vitamin A (no more than 1.5 mg a day from food and supplements, for older people especially — bone fractures; SACN 2005); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, Guideline 6 (vitamin A not routinely supplemented — toxicity)',
        url: 'https://www.nhs.uk/pregnancy/keeping-well/vitamins-supplements-and-nutrition/',
      },
      avoidIn: ['pregnancy'],
    },
  },
  {
    id: 'algal-dha',
    category: 'fatty_acid',
    zh: '藻油DHA 200 mg',
    en: 'Algal DHA 200 mg',
    aliases: ['藻油', '藻油DHA', 'DHA', 'algal oil', 'algae oil', 'algal DHA'],
    main: 'omega3',
    contains: [vit('omega3', 200, 'mg')],
    defaultDose: { amount: 200, unit: 'mg' },
    ...SOFTGEL,
    source: S_ALGAL,
  },
  {
    id: 'krill-oil',
    category: 'fatty_acid',
    zh: '磷虾油 1000 mg',
    en: 'Krill oil 1000 mg',
    aliases: ['磷虾油', 'krill oil', 'MegaRed'],
    main: 'omega3',
    contains: [vit('omega3', 190, 'mg')],
    defaultDose: { amount: 1000, unit: 'mg' },
    serving: { zh: '2粒软胶囊', en: '2 softgels' },
    servingCount: { count: 2, unit: 'capsule' },
    source: S_KRILL,
  },
  // ---- herbals ----
  {
    id: 'ginkgo',
    category: 'herbal',
    zh: '银杏叶提取物 120 mg',
    en: 'Ginkgo biloba extract 120 mg',
    aliases: ['银杏', '银杏叶', '银杏叶提取物', '银杏叶片', 'ginkgo', 'ginkgo biloba', 'EGb 761'],
    main: 'ginkgo',
    contains: [vit('ginkgo', 120, 'mg')],
    defaultDose: { amount: 120, unit: 'mg' },
    ...TABLET,
    source: nccih('Ginkgo', 'ginkgo', 'GEM trial: EGb 761 120 mg twice daily (DeKosky, JAMA 2008)'),
  },
  {
    id: 'st-johns-wort',
    category: 'herbal',
    zh: '圣约翰草提取物 300 mg',
    en: "St John's wort 300 mg",
    aliases: ['圣约翰草', '贯叶连翘', '路优泰', "St John's wort", 'St. John’s wort', 'hypericum'],
    main: 'stJohnsWort',
    contains: [vit('stJohnsWort', 300, 'mg')],
    defaultDose: { amount: 300, unit: 'mg' },
    ...TABLET,
    source: nccih(
      "St. John's Wort",
      'st-johns-wort',
      'trials typically 300 mg extract (0.3 % hypericin) three times daily',
    ),
  },
  {
    id: 'garlic',
    category: 'herbal',
    zh: '大蒜提取物 600 mg',
    en: 'Garlic extract 600 mg',
    aliases: ['大蒜', '大蒜素', '大蒜精', '大蒜提取物', 'garlic', 'aged garlic extract', 'Kyolic'],
    main: 'garlic',
    contains: [vit('garlic', 600, 'mg')],
    defaultDose: { amount: 600, unit: 'mg' },
    ...CAPSULE,
    source: nccih('Garlic', 'garlic', 'aged garlic extract products commonly 600 mg per capsule'),
  },
  {
    id: 'ginseng',
    category: 'herbal',
    zh: '人参',
    en: 'Asian ginseng (Panax ginseng)',
    aliases: ['人参', '红参', '高丽参', '人参片', 'ginseng', 'Panax ginseng', 'Korean red ginseng'],
    main: 'ginseng',
    contains: [vit('ginseng', 3, 'g')],
    defaultDose: { amount: 3, unit: 'g' },
    serving: { zh: '3 g（药典最低日用量）', en: '3 g (pharmacopoeia minimum daily dose)' },
    source: CHP_2020('人参', '3～9 g'),
  },
  {
    id: 'american-ginseng',
    category: 'herbal',
    zh: '西洋参',
    en: 'American ginseng',
    aliases: ['西洋参', '花旗参', 'American ginseng'],
    main: 'ginseng',
    contains: [vit('ginseng', 3, 'g')],
    defaultDose: { amount: 3, unit: 'g' },
    serving: { zh: '3 g（药典最低日用量）', en: '3 g (pharmacopoeia minimum daily dose)' },
    source: CHP_2020('西洋参', '3～6 g'),
  },
  {
    id: 'turmeric',
    category: 'herbal',
    zh: '姜黄素 500 mg',
    en: 'Turmeric / curcumin 500 mg',
    aliases: ['姜黄', '姜黄素', 'turmeric', 'curcumin'],
    main: 'turmeric',
    contains: [vit('turmeric', 500, 'mg')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...CAPSULE,
    source: nccih('Turmeric', 'turmeric', 'curcumin products commonly 500 mg per capsule'),
    // Twenty-ninth clinician review, en M2: turmeric kept with an ALT and AST above the range, while the
    // chat's liver row said to stop it. Turmeric and curcumin supplements are a recognised cause of liver
    // injury (LiverTox); the spice in food is not.
    warning: {
      text: {
        zh: '姜黄、姜黄素补充剂有引起肝损伤的报告：有肝病或转氨酶升高时不要服用；服用期间如出现乏力、食欲差、尿色加深、皮肤或眼白发黄，请停用并就医。做菜用的姜黄粉、咖喱不在此列。',
        en: 'Turmeric and curcumin supplements have been linked to liver injury: do not take them with liver disease or raised liver enzymes; if you get tiredness, poor appetite, dark urine or yellow skin or eyes, stop and see a doctor. Turmeric as a spice in food is not the concern.',
      },
      source: {
        ref: 'NIH LiverTox (NIDDK), "Turmeric" (updated 2024): turmeric and curcumin supplements a probable cause of clinically apparent liver injury, most cases resolving after stopping; NCCIH "Turmeric" (2020)',
        url: 'https://www.ncbi.nlm.nih.gov/books/NBK548561/',
      },
      avoidIn: ['liver'],
    },
  },
  // Clinician review 7, cross-cutting §1: "姜" found only turmeric and "生姜" nothing, so a pregnant woman
  // taking ginger for nausea could record only curcumin.
  {
    id: 'ginger',
    category: 'herbal',
    zh: '生姜（姜粉胶囊）250 mg',
    en: 'Ginger 250 mg',
    aliases: [
      '生姜',
      '姜',
      '姜粉',
      '姜片',
      '姜胶囊',
      '生姜胶囊',
      '干姜',
      'ginger',
      'ginger root',
      'ginger capsules',
    ],
    main: 'ginger',
    contains: [vit('ginger', 250, 'mg')],
    defaultDose: { amount: 250, unit: 'mg' },
    ...CAPSULE,
    source: {
      ref: 'ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy (2018): ginger 250 mg capsules four times a day as a non-drug option; NCCIH Ginger (herbs at a glance)',
      url: 'https://www.nccih.nih.gov/health/ginger',
    },
  },
  {
    id: 'echinacea',
    category: 'herbal',
    zh: '紫锥菊 400 mg',
    en: 'Echinacea 400 mg',
    aliases: ['紫锥菊', '紫锥花', '松果菊', 'echinacea'],
    main: 'echinacea',
    contains: [vit('echinacea', 400, 'mg')],
    defaultDose: { amount: 400, unit: 'mg' },
    ...CAPSULE,
    source: nccih('Echinacea', 'echinacea', 'herb capsules commonly 400 mg'),
  },
  {
    id: 'red-yeast-rice',
    category: 'herbal',
    zh: '红曲米 600 mg',
    en: 'Red yeast rice 600 mg',
    aliases: ['红曲', '红曲米', '血脂康', 'red yeast rice', 'monascus'],
    main: 'redYeastRice',
    contains: [vit('redYeastRice', 600, 'mg')],
    defaultDose: { amount: 600, unit: 'mg' },
    ...CAPSULE,
    source: nccih(
      'Red Yeast Rice',
      'red-yeast-rice',
      'capsules commonly 600 mg; monacolin K is identical to lovastatin',
    ),
  },
  {
    id: 'green-tea-extract',
    category: 'herbal',
    zh: '绿茶提取物 500 mg',
    en: 'Green tea extract 500 mg',
    aliases: ['绿茶提取物', '茶多酚', 'EGCG', 'green tea extract'],
    main: 'greenTeaExtract',
    contains: [vit('greenTeaExtract', 500, 'mg')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...CAPSULE,
    source: nccih(
      'Green Tea',
      'green-tea',
      'extract capsules commonly 500 mg; liver injury reported with concentrated extracts',
    ),
    // Clinician review 7, zh P4: "no benefit" for someone with hepatitis B and ALT 88 U/L beside the
    // ALT line "the plan avoids green tea extract".
    warning: {
      text: {
        zh: '浓缩的绿茶提取物（茶多酚、EGCG胶囊）有引起肝损伤的报告：有肝病或转氨酶升高时不要服用；服用期间如出现乏力、食欲差、尿色加深、皮肤或眼白发黄，请停用并就医。平常喝绿茶不在此列。',
        en: 'Concentrated green tea extract (EGCG, catechin capsules) has been linked to liver injury: do not take it with liver disease or raised liver enzymes; if you get tiredness, poor appetite, dark urine or yellow skin or eyes, stop it and see a doctor. Green tea as a drink is not the concern.',
      },
      source: S_GREEN_TEA_LIVER,
      avoidIn: ['liver'],
    },
  },
  {
    id: 'danshen',
    category: 'herbal',
    zh: '丹参',
    en: 'Danshen (Salvia miltiorrhiza)',
    aliases: ['丹参', '丹参片', '丹参滴丸', 'danshen', 'Salvia miltiorrhiza'],
    main: 'danshen',
    contains: [vit('danshen', 10, 'g')],
    defaultDose: { amount: 10, unit: 'g' },
    serving: { zh: '10 g（药典最低日用量）', en: '10 g (pharmacopoeia minimum daily dose)' },
    source: CHP_2020('丹参', '10～15 g'),
  },
  {
    id: 'dong-quai',
    category: 'herbal',
    zh: '当归',
    en: 'Dong quai (Angelica sinensis)',
    aliases: ['当归', '当归片', 'dong quai', 'Angelica sinensis'],
    main: 'dongQuai',
    contains: [vit('dongQuai', 6, 'g')],
    defaultDose: { amount: 6, unit: 'g' },
    serving: { zh: '6 g（药典最低日用量）', en: '6 g (pharmacopoeia minimum daily dose)' },
    source: CHP_2020('当归', '6～12 g'),
  },
  // Tenth clinician review, zh P1 finding 6: 三七 (云南三七粉), 红花 and 血塞通 are bought for "blood
  // circulation" by people on blood thinners; recognised so the bleeding rows of knowledge/interactions
  // (BLOOD_ACTIVATING_HERBS) meet them.
  {
    id: 'notoginseng',
    category: 'herbal',
    zh: '三七粉',
    en: 'Notoginseng (sanqi) powder',
    aliases: [
      '三七',
      '三七粉',
      '云南三七',
      '云南三七粉',
      '文山三七',
      '田七',
      '田七粉',
      '参三七',
      'sanqi',
      'tianqi',
      'notoginseng',
      'Panax notoginseng',
    ],
    // 土三七 / 菊三七 is Gynura, a different plant that harms the liver (thirteenth clinician review, zh P5 #1).
    notNames: ['土三七', '菊三七', '菊叶三七', '三七草'],
    main: 'notoginseng',
    contains: [vit('notoginseng', 3, 'g')],
    defaultDose: { amount: 3, unit: 'g' },
    serving: { zh: '3 g（药典：研粉吞服，一次 1～3 g）', en: '3 g (pharmacopoeia: powder, 1–3 g a dose)' },
    source: CHP_2020('三七', '3～9 g；研粉吞服，一次 1～3 g。孕妇慎用'),
  },
  {
    id: 'xuesaitong',
    category: 'herbal',
    zh: '血塞通（三七总皂苷）',
    en: 'Xuesaitong (notoginseng saponins)',
    aliases: [
      '血塞通',
      '血塞通片',
      '血塞通胶囊',
      '血塞通软胶囊',
      '血塞通滴丸',
      '血塞通颗粒',
      '三七总皂苷',
      '三七皂苷',
      'xuesaitong',
      'notoginseng saponins',
    ],
    main: 'notoginseng',
    // Strengths vary by product (tablets and soft capsules of 50–100 mg of saponins): a count of them is
    // never guessed (no servingCount); an amount in mg is read as saponins.
    contains: [vit('notoginseng', 100, 'mg')],
    defaultDose: { amount: 100, unit: 'mg' },
    serving: { zh: '三七总皂苷 100 mg', en: '100 mg of notoginseng saponins' },
    source: {
      ref: '血塞通片、血塞通软胶囊说明书（国家药品标准）：主要成分三七总皂苷，每片（粒）50–100 mg，孕妇慎用（cited from memory）',
    },
  },
  {
    id: 'safflower',
    category: 'herbal',
    zh: '红花',
    en: 'Safflower (Carthamus tinctorius, honghua)',
    aliases: ['红花', '红花茶', '草红花', 'honghua', 'safflower', 'Carthamus tinctorius'],
    // Saffron (Crocus sativus) is another plant; safflower-seed oil is a cooking oil without the
    // flower's antiplatelet action; 红花油 is a liniment rubbed on the skin (CHP 2020 西红花; 红花油 label).
    notNames: [
      '藏红花',
      '西红花',
      '番红花',
      'saffron',
      '红花籽油',
      '红花油',
      'safflower oil',
      'safflower seed oil',
      'safflowerseed oil',
    ],
    main: 'safflower',
    contains: [vit('safflower', 3, 'g')],
    defaultDose: { amount: 3, unit: 'g' },
    serving: { zh: '3 g（药典最低日用量）', en: '3 g (pharmacopoeia minimum daily dose)' },
    source: CHP_2020('红花', '3～10 g。孕妇慎用'),
  },
  {
    // Sold "for the heart" (blind answer round 16, en-083: a father with heart failure on digoxin saw it on
    // Facebook). Extracts, capsules and tinctures only: haw snacks (山楂片, 山楂糕) and the digestive pill
    // 大山楂丸 are foods or a different use, and are not this product.
    id: 'hawthorn-extract',
    category: 'herbal',
    zh: '山楂提取物',
    en: 'Hawthorn (Crataegus) extract',
    aliases: [
      '山楂提取物',
      '山楂叶提取物',
      '山楂叶',
      '山楂精华',
      '山楂胶囊',
      '山楂叶胶囊',
      'hawthorn',
      'hawthorn berry',
      'hawthorn berries',
      'hawthorn extract',
      'hawthorn leaf',
      'crataegus',
    ],
    main: 'hawthorn',
    contains: [vit('hawthorn', 300, 'mg')],
    defaultDose: { amount: 300, unit: 'mg' },
    ...CAPSULE,
    source: nccih(
      'Hawthorn',
      'hawthorn',
      'extracts of leaf and flower are studied for heart failure; capsule strength as the product label says (300 mg a common strength — from memory)',
    ),
  },
  {
    id: 'licorice',
    category: 'herbal',
    zh: '甘草',
    en: 'Licorice root',
    aliases: ['甘草', '甘草片', '甘草糖', 'licorice', 'liquorice', 'Pontefract cake', 'Pontefract cakes'],
    main: 'licorice',
    contains: [vit('licorice', 2, 'g')],
    defaultDose: { amount: 2, unit: 'g' },
    serving: { zh: '2 g（药典最低日用量）', en: '2 g (pharmacopoeia minimum daily dose)' },
    source: CHP_2020('甘草', '2～10 g'),
  },
  {
    id: 'milk-thistle',
    category: 'herbal',
    zh: '水飞蓟素 140 mg',
    en: 'Milk thistle (silymarin) 140 mg',
    aliases: ['水飞蓟', '水飞蓟素', '水飞蓟宾', '利加隆', 'milk thistle', 'silymarin', 'Legalon'],
    main: 'milkThistle',
    contains: [vit('milkThistle', 140, 'mg')],
    defaultDose: { amount: 140, unit: 'mg' },
    ...CAPSULE,
    source: nccih(
      'Milk Thistle',
      'milk-thistle',
      'Legalon capsules label: silymarin 140 mg; 利加隆胶囊说明书：水飞蓟素 140 mg',
    ),
  },
  {
    id: 'berberine-100',
    category: 'herbal',
    zh: '盐酸小檗碱片（黄连素）0.1 g',
    en: 'Berberine 100 mg',
    aliases: ['黄连素', '小檗碱', '盐酸小檗碱', 'berberine hydrochloride'],
    main: 'berberine',
    contains: [vit('berberine', 100, 'mg')],
    defaultDose: { amount: 100, unit: 'mg' },
    ...TABLET,
    source: { ref: '盐酸小檗碱片 说明书（国家药品标准）：每片0.1 g' },
  },
  {
    id: 'berberine-500',
    category: 'herbal',
    zh: '小檗碱 500 mg',
    en: 'Berberine 500 mg',
    aliases: ['berberine', 'berberine 500'],
    main: 'berberine',
    contains: [vit('berberine', 500, 'mg')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...CAPSULE,
    source: {
      ref: 'Yin J et al. Efficacy of berberine in patients with type 2 diabetes. Metabolism 2008;57:712 (500 mg three times daily)',
    },
  },
  // A blind clinician review (herbs, 2026-11-29): senna, dandelion root, cranberry, elderberry and lingzhi
  // typed as supplements were "unchecked: not recognised" while the chat warned about them. What each
  // rules out is in the interaction rows (knowledge/interactions.ts) and knowledge/herb-cautions.ts.
  // Senna is also a medicine (knowledge/drugs.ts, a stimulant laxative); typed as a supplement it is one.
  {
    id: 'senna-leaf',
    category: 'herbal',
    zh: '番泻叶',
    en: 'Senna leaf (tea)',
    aliases: [
      '番泻叶',
      '番泻叶茶',
      '番泻叶泡水',
      '番泻叶颗粒',
      'senna',
      'senna tea',
      'senna leaf',
      'senna leaves',
    ],
    main: 'senna',
    contains: [vit('senna', 2, 'g')],
    defaultDose: { amount: 2, unit: 'g' },
    serving: { zh: '2 g（药典最低日用量）', en: '2 g (pharmacopoeia minimum daily dose)' },
    source: CHP_2020('番泻叶', '2～6 g，后下，或开水泡服'),
  },
  {
    id: 'senna-tablet',
    category: 'herbal',
    zh: '番泻苷片 8.6 mg',
    en: 'Sennosides 8.6 mg (Senokot)',
    aliases: ['番泻苷', '番泻苷片', '番泻叶片', 'Senokot', 'sennosides', 'sennoside', 'Ex-Lax'],
    main: 'senna',
    contains: [vit('senna', 8.6, 'mg')],
    defaultDose: { amount: 8.6, unit: 'mg' },
    ...TABLET,
    source: {
      ref: 'Senokot (sennosides) tablets drug facts: sennosides 8.6 mg per tablet; stimulant laxative',
    },
  },
  {
    id: 'dandelion-root',
    category: 'herbal',
    zh: '蒲公英根',
    en: 'Dandelion root',
    aliases: [
      '蒲公英根',
      '蒲公英根茶',
      '蒲公英根胶囊',
      '蒲公英',
      '蒲公英茶',
      'dandelion',
      'dandelion root',
      'dandelion root tea',
      'dandelion tea',
      'Taraxacum',
      'Taraxacum officinale',
    ],
    main: 'dandelion',
    contains: [vit('dandelion', 500, 'mg')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...CAPSULE,
    source: nccih(
      'Dandelion',
      'dandelion',
      'sold as a diuretic ("water pill") in capsules and teas; capsule strength as the product label says (about 500 mg a common strength — from memory)',
    ),
  },
  {
    id: 'ashwagandha',
    category: 'herbal',
    zh: '南非醉茄（印度人参）',
    en: 'Ashwagandha (Withania somnifera)',
    aliases: [
      '南非醉茄',
      '南非醉茄胶囊',
      '南非醉茄提取物',
      '印度人参',
      '睡茄',
      'ashwagandha',
      'ashwagandha root',
      'ashwagandha extract',
      'ashwagandha capsules',
      'ashwagandha gummies',
      'KSM-66',
      'Sensoril',
      'Withania',
      'Withania somnifera',
    ],
    main: 'ashwagandha',
    contains: [vit('ashwagandha', 300, 'mg')],
    defaultDose: { amount: 300, unit: 'mg' },
    ...CAPSULE,
    source: nccih(
      'Ashwagandha',
      'ashwagandha',
      'root extract sold in capsules and gummies; 300 mg of root extract a common capsule strength (KSM-66) — from memory',
    ),
  },
  {
    id: 'cranberry',
    category: 'herbal',
    zh: '蔓越莓（果汁或胶囊）',
    en: 'Cranberry (juice or capsules)',
    aliases: [
      '蔓越莓',
      '蔓越莓胶囊',
      '蔓越莓精华',
      '蔓越莓提取物',
      '蔓越莓汁',
      'cranberry',
      'cranberry extract',
      'cranberry capsules',
      'cranberry pills',
      'cranberry juice',
      'Azo Cranberry',
    ],
    main: 'cranberry',
    contains: [vit('cranberry', 500, 'mg')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...CAPSULE,
    source: nccih(
      'Cranberry',
      'cranberry',
      'sold as juice and as capsules or softgels of dried fruit; capsule strength as the product label says (500 mg a common strength — from memory)',
    ),
  },
  {
    id: 'elderberry',
    category: 'herbal',
    zh: '接骨木莓',
    en: 'Elderberry (Sambucus nigra)',
    aliases: [
      '接骨木莓',
      '接骨木果',
      '接骨木莓糖浆',
      '接骨木莓软糖',
      '黑接骨木',
      'elderberry',
      'black elderberry',
      'elderberry syrup',
      'elderberry gummies',
      'Sambucol',
      'Sambucus',
      'Sambucus nigra',
    ],
    main: 'elderberry',
    contains: [vit('elderberry', 500, 'mg')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...CAPSULE,
    source: nccih(
      'Elderberry',
      'elderberry',
      'sold as syrups, lozenges, gummies and capsules of berry extract; strength as the product label says (500 mg a common capsule strength — from memory)',
    ),
  },
  {
    id: 'reishi',
    category: 'herbal',
    zh: '灵芝',
    en: 'Reishi (lingzhi, Ganoderma)',
    aliases: [
      '灵芝',
      '灵芝孢子粉',
      '破壁灵芝孢子粉',
      '灵芝粉',
      '灵芝片',
      '灵芝胶囊',
      '赤芝',
      'lingzhi',
      'ling zhi',
      'reishi',
      'reishi mushroom',
      'Ganoderma',
      'Ganoderma lucidum',
    ],
    main: 'reishi',
    contains: [vit('reishi', 6, 'g')],
    defaultDose: { amount: 6, unit: 'g' },
    serving: { zh: '6 g（药典最低日用量）', en: '6 g (pharmacopoeia minimum daily dose)' },
    source: CHP_2020('灵芝', '6～12 g'),
  },
  {
    id: 'soy-isoflavones',
    category: 'herbal',
    zh: '大豆异黄酮 40 mg',
    en: 'Soy isoflavones 40 mg',
    aliases: ['大豆异黄酮', '异黄酮', 'soy isoflavones', 'soy isoflavone', 'isoflavones'],
    main: 'soyIsoflavones',
    contains: [vit('soyIsoflavones', 40, 'mg')],
    defaultDose: { amount: 40, unit: 'mg' },
    ...TABLET,
    source: nccih('Soy', 'soy', 'isoflavone supplements in trials commonly 40–80 mg/day'),
  },
  {
    id: 'saw-palmetto',
    category: 'herbal',
    zh: '锯棕榈 320 mg',
    en: 'Saw palmetto 320 mg',
    aliases: ['锯棕榈', 'saw palmetto'],
    main: 'saw_palmetto',
    contains: [vit('saw_palmetto', 320, 'mg')],
    defaultDose: { amount: 320, unit: 'mg' },
    ...SOFTGEL,
    source: nccih('Saw Palmetto', 'saw-palmetto', 'STEP trial: 160 mg twice daily (Bent, NEJM 2006)'),
  },
  {
    id: 'nattokinase',
    category: 'herbal',
    zh: '纳豆激酶 2000 FU',
    en: 'Nattokinase 2,000 FU',
    aliases: ['纳豆激酶', '纳豆酶', '纳豆红曲', 'nattokinase', 'natokinase', 'NSK-SD'],
    main: 'nattokinase',
    contains: [vit('nattokinase', 100, 'mg')],
    defaultDose: { amount: 100, unit: 'mg' },
    ...CAPSULE,
    source: {
      ref: 'Nattokinase products are commonly labelled 2,000 fibrinolytic units (FU), about 100 mg, a day (label convention; Natural Medicines Comprehensive Database, Nattokinase, cited from memory)',
    },
  },
  {
    id: 'black-cohosh',
    category: 'herbal',
    zh: '黑升麻提取物 40 mg',
    en: 'Black cohosh extract 40 mg',
    aliases: ['黑升麻', '总状升麻', '黑升麻提取物', 'black cohosh', 'cimicifuga', 'remifemin', '莉芙敏'],
    main: 'blackCohosh',
    contains: [vit('blackCohosh', 40, 'mg')],
    defaultDose: { amount: 40, unit: 'mg' },
    ...TABLET,
    source: S_BLACK_COHOSH,
    warning: {
      text: {
        zh: '黑升麻有引起肝损伤的病例报告（包括肝衰竭）：有肝病、饮酒较多或在服用可能伤肝的药时不要服用；服用期间如出现乏力、食欲差、尿色加深、皮肤或眼白发黄、腹痛，请停用并就医。孕期和哺乳期不要服用。',
        en: 'Black cohosh has case reports of liver injury, including liver failure: do not take it with liver disease, heavy drinking or a medicine that can harm the liver; if you get tiredness, poor appetite, dark urine, yellow skin or eyes, or belly pain, stop it and see a doctor. Not in pregnancy or breastfeeding.',
      },
      source: S_BLACK_COHOSH,
      avoidIn: ['pregnancy', 'lactation', 'liver'],
    },
  },
  // Clinician review 7, zh P4: "何首乌粉 3 g" was "not identified" for a man with hepatitis B and ALT
  // 88 U/L; He shou wu is one of the best-documented herbal causes of liver injury in China.
  {
    id: 'he-shou-wu',
    category: 'herbal',
    zh: '何首乌',
    en: 'He shou wu (fo-ti, Polygonum multiflorum)',
    aliases: [
      '何首乌',
      '何首乌粉',
      '制何首乌',
      '制首乌',
      '生首乌',
      '首乌',
      '首乌粉',
      '首乌片',
      'he shou wu',
      'heshouwu',
      'fo-ti',
      'fo ti',
      'Polygonum multiflorum',
      'Reynoutria multiflora',
    ],
    main: 'heShouWu',
    contains: [vit('heShouWu', 3, 'g')],
    defaultDose: { amount: 3, unit: 'g' },
    serving: { zh: '3 g（药典最低日用量）', en: '3 g (pharmacopoeia minimum daily dose)' },
    source: S_HE_SHOU_WU,
    warning: {
      text: {
        zh: '何首乌（包括制首乌、首乌粉和含何首乌的中成药、保健品）有引起肝损伤的报告，部分严重：有肝病（包括乙肝、丙肝、脂肪肝）或转氨酶升高时不要服用，也不要长期大量服用；服用期间如出现乏力、食欲差、尿色加深、皮肤或眼白发黄，请停用并尽快就医。孕期和哺乳期不要服用。',
        en: 'He shou wu (fo-ti, including processed root, powder and Chinese patent medicines or supplements that contain it) has caused liver injury, some of it severe: do not take it with liver disease (hepatitis B or C, fatty liver) or raised liver enzymes, and not in large amounts or for long; if you get tiredness, poor appetite, dark urine or yellow skin or eyes, stop it and see a doctor soon. Not in pregnancy or breastfeeding.',
      },
      source: S_HE_SHOU_WU,
      avoidIn: ['pregnancy', 'lactation', 'liver'],
    },
  },
  // Twenty-sixth clinician review, en S1: "sometimes i use a little kratom when the cravings are bad. is that
  // ok with the baby and the subutex?" — no danger named, and "do not stop a supplement on your own".
  {
    id: 'kratom',
    category: 'herbal',
    zh: '卡痛叶（kratom）',
    en: 'Kratom (mitragynine)',
    aliases: [
      '卡痛叶',
      '卡痛',
      '咔哇叶',
      'kratom',
      'kratom powder',
      'kratom capsules',
      'mitragynine',
      'mitragyna speciosa',
      'kratum',
    ],
    main: 'kratom',
    contains: [vit('kratom', 1, 'g')],
    defaultDose: { amount: 1, unit: 'g' },
    serving: { zh: '不定（产品之间含量差别很大）', en: 'varies (products differ widely)' },
    source: S_KRATOM,
    warning: {
      text: {
        zh: '卡痛叶（kratom）不是普通的保健品：它作用于阿片受体，和阿片类药物一样会成瘾、引起戒断，和丁丙诺啡、美沙酮、止痛用的阿片药、安眠镇静药或酒一起用，会更容易昏睡、呼吸变慢；产品没有监管，含量和掺杂都说不清，美国FDA已发出警示，有过量致死的报告。怀孕时使用，宝宝出生后可能出现戒断（新生儿撤药综合征）。请不要再用；为了压住“瘾”而用的，今天就把这件事告诉给你开丁丙诺啡或美沙酮的医生（瘾上来常说明剂量需要调整），怀孕的也要告诉产科医生——不要自己停掉医生开的丁丙诺啡或美沙酮。',
        en: 'Kratom is not an ordinary supplement: it acts on opioid receptors, and like opioids it can cause dependence and withdrawal; with buprenorphine, methadone, opioid painkillers, sleeping or anxiety pills, or alcohol it adds to drowsiness and slowed breathing. Products are unregulated, their strength and contaminants unknown; the US FDA warns against it and overdose deaths have been reported. Used in pregnancy, it can cause withdrawal in the newborn (neonatal abstinence syndrome). Please stop using it; if you use it for cravings, tell the doctor who prescribes your buprenorphine or methadone today (cravings often mean the dose needs a review), and your obstetrician if you are pregnant — do not stop your prescribed buprenorphine or methadone on your own.',
      },
      source: S_KRATOM,
      avoidIn: ['everyone'],
    },
  },
  // Thirteenth clinician review, zh P5 #1: 土三七 wine for knee pain was answered as 三七 (a bleeding herb);
  // 土三七 (菊三七, Gynura japonica/segetum) holds pyrrolizidine alkaloids, the leading cause of hepatic
  // sinusoidal obstruction syndrome in China. A separate product, never an alias of 三七; no safe amount.
  {
    id: 'tu-san-qi',
    category: 'herbal',
    zh: '土三七（菊三七）',
    en: 'Tu san qi (Gynura japonica/segetum; not notoginseng)',
    aliases: [
      '土三七',
      '土三七粉',
      '土三七酒',
      '菊三七',
      '菊叶三七',
      '三七草',
      'tu san qi',
      'tusanqi',
      'Gynura japonica',
      'Gynura segetum',
      'Gynura',
    ],
    main: 'tuSanqi',
    contains: [vit('tuSanqi', 1, 'g')],
    defaultDose: { amount: 1, unit: 'g' },
    serving: { zh: '没有安全剂量，不建议服用', en: 'no safe amount; not to be taken' },
    source: S_TU_SAN_QI,
    warning: {
      text: {
        zh: '土三七（菊三七）不是三七：它含吡咯生物碱，会引起肝窦阻塞综合征（肝静脉小血管堵塞，可出现腹胀、腹水、黄疸），是国内这种肝损伤最常见的原因，泡酒、煎汤、磨粉都一样，没有安全剂量。不要吃，也不要喝土三七药酒；正在吃的请停下来，尽快去医院查肝功能，并把土三七带给医生看。转氨酶已经升高，或出现腹胀、腿肿、眼睛发黄、小便像浓茶，请当天就医。',
        en: 'Tu san qi (ju san qi, Gynura) is not notoginseng (sanqi): it contains pyrrolizidine alkaloids, which cause hepatic sinusoidal obstruction syndrome (blocked small veins in the liver, with a swollen belly, fluid and jaundice) — the leading cause of this liver injury in China, whether taken as a wine, a decoction or a powder; there is no safe amount. Do not take it or drink tu san qi wine; if you are taking it, stop and have your liver tests checked soon, and show the herb to the doctor. With raised liver enzymes, a swelling belly, swollen legs, yellow eyes or tea-coloured urine, see a doctor the same day.',
      },
      source: S_TU_SAN_QI,
      avoidIn: ['everyone'],
    },
  },
  // Clinician review of the knowledge tables (2026-11-29), item 4: 安宫牛黄丸 every few days as a "brain
  // tonic" at 86 with an eGFR of 40 was not recognised. It holds cinnabar (朱砂, mercury sulfide) and
  // realgar (雄黄, arsenic sulfide); its label says not in excess nor long term, and care with liver or
  // kidney impairment. Not a supplement to take: every plan says so. 安宫黄体酮 (medroxyprogesterone, a
  // medicine of the dictionary) is not this product.
  {
    id: 'angong-niuhuang-wan',
    category: 'herbal',
    zh: '安宫牛黄丸',
    en: 'Angong Niuhuang Wan (contains cinnabar and realgar)',
    aliases: [
      '安宫牛黄丸',
      '安宫牛黄',
      '安宫丸',
      '安宫',
      '同仁堂安宫牛黄丸',
      'Angong Niuhuang',
      'Angong Niuhuang Wan',
      'An Gong Niu Huang',
      'Angong Niu Huang Wan',
      'angong',
    ],
    notNames: ['安宫黄体酮'],
    main: 'angongNiuhuang',
    contains: [vit('angongNiuhuang', 3, 'g')],
    defaultDose: { amount: 3, unit: 'g' },
    serving: { zh: '1丸（3 g）', en: '1 pill (3 g)' },
    source: S_ANGONG,
    warning: {
      text: ANGONG_WARNING,
      source: S_ANGONG,
      avoidIn: ['everyone'],
    },
  },
  // Thirteenth clinician review, zh P3 #1: 蜂王浆, 雪蛤 and 紫河车, bought as "补雌激素" by a woman on
  // letrozole, were not recognised; the endocrine-therapy rows (knowledge/interactions.ts) meet them here.
  {
    id: 'royal-jelly',
    category: 'herbal',
    zh: '蜂王浆',
    en: 'Royal jelly',
    aliases: ['蜂王浆', '蜂皇浆', '鲜蜂王浆', '蜂王浆冻干粉', '蜂王浆胶囊', '蜂王乳', 'royal jelly'],
    main: 'royalJelly',
    contains: [vit('royalJelly', 1, 'g')],
    defaultDose: { amount: 1, unit: 'g' },
    serving: { zh: '按产品标签', en: 'as the product label says' },
    source: S_OESTROGENIC,
    warning: OESTROGENIC_WARNING,
  },
  {
    id: 'hashima',
    category: 'herbal',
    zh: '雪蛤（林蛙油）',
    en: 'Hashima (snow frog oviduct)',
    aliases: [
      '雪蛤',
      '雪蛤膏',
      '雪蛤油',
      '林蛙油',
      '哈士蟆油',
      '哈蟆油',
      'hashima',
      'snow frog',
      'forest frog oil',
    ],
    main: 'hashima',
    contains: [vit('hashima', 1, 'g')],
    defaultDose: { amount: 1, unit: 'g' },
    serving: { zh: '按产品标签', en: 'as the product label says' },
    source: S_OESTROGENIC,
    warning: OESTROGENIC_WARNING,
  },
  {
    id: 'placenta',
    category: 'herbal',
    zh: '紫河车（胎盘制品）',
    en: 'Placenta products (zi he che)',
    aliases: ['紫河车', '胎盘粉', '胎盘胶囊', '羊胎素', 'placenta capsules', 'placenta pills', 'zi he che'],
    main: 'placenta',
    contains: [vit('placenta', 1, 'g')],
    defaultDose: { amount: 1, unit: 'g' },
    serving: { zh: '按产品标签', en: 'as the product label says' },
    source: S_OESTROGENIC,
    warning: OESTROGENIC_WARNING,
  },
  {
    id: 'valerian',
    category: 'herbal',
    zh: '缬草提取物',
    en: 'Valerian root',
    aliases: ['缬草', 'valerian', 'valerian root'],
    main: 'valerian',
    contains: [vit('valerian', 450, 'mg')],
    defaultDose: { amount: 450, unit: 'mg' },
    ...CAPSULE,
    source: nccih('Valerian', 'valerian', 'sleep studies commonly 400–900 mg extract before bedtime'),
  },
  // Tenth clinician review, en P5: kava and CBD gummies beside OxyContin and Lyrica were "unchecked".
  {
    id: 'kava',
    category: 'herbal',
    zh: '卡瓦胡椒（卡瓦）',
    en: 'Kava (kava kava root)',
    aliases: [
      '卡瓦胡椒',
      '卡瓦',
      '卡瓦茶',
      '卡法椒',
      'kava',
      'kava kava',
      'kava root',
      'kava kava root',
      'kava tea',
      'kavakava',
      'Piper methysticum',
    ],
    main: 'kava',
    contains: [vit('kava', 250, 'mg')],
    defaultDose: { amount: 250, unit: 'mg' },
    ...CAPSULE,
    source: nccih('Kava', 'kava', 'capsules commonly 250 mg root extract; liver damage reported'),
    warning: {
      text: {
        zh: '卡瓦胡椒有引起严重肝损伤的报告（包括需要肝移植的病例），短期使用也发生过：有肝病、转氨酶升高或经常喝酒时不要服用；服用期间如出现乏力、食欲差、尿色加深、皮肤或眼白发黄，请停用并就医。它还有镇静作用，不要和阿片类止痛药、普瑞巴林或加巴喷丁、安眠药或酒一起用。',
        en: 'Kava has been linked to severe liver injury (some needing a transplant), even after short use: do not take it with liver disease, raised liver enzymes or regular drinking; if you get tiredness, poor appetite, dark urine or yellow skin or eyes, stop it and see a doctor. It is also sedating: not with opioid painkillers, pregabalin or gabapentin, sleeping pills or alcohol.',
      },
      source: {
        ref: 'NCCIH Kava (herbs at a glance: severe liver damage reported, including with short-term use); FDA Consumer Advisory: Kava-containing dietary supplements may be associated with severe liver injury (2002); LiverTox (NIDDK), Kava kava',
        url: 'https://www.nccih.nih.gov/health/kava',
      },
      avoidIn: ['liver'],
    },
  },
  {
    id: 'cbd',
    category: 'herbal',
    zh: '大麻二酚（CBD）',
    en: 'CBD (cannabidiol)',
    aliases: [
      '大麻二酚',
      'CBD',
      'CBD gummies',
      'CBD oil',
      'CBD软糖',
      'CBD油',
      'cannabidiol',
      'hemp extract',
      'CBD gummy',
    ],
    main: 'cbd',
    contains: [vit('cbd', 25, 'mg')],
    defaultDose: { amount: 25, unit: 'mg' },
    ...CAPSULE,
    source: {
      ref: 'NCCIH Cannabis (Marijuana) and Cannabinoids: What You Need To Know (CBD products, drowsiness, liver enzyme rises, interactions); gummies commonly 10–25 mg',
      url: 'https://www.nccih.nih.gov/health/cannabis-marijuana-and-cannabinoids-what-you-need-to-know',
    },
    warning: {
      text: {
        zh: '大麻二酚（CBD）会让人犯困，也可能让转氨酶升高，并影响多种药物的代谢：有肝病或转氨酶升高、或在吃阿片类止痛药、普瑞巴林、安眠药时，先问医生或药师。',
        en: 'CBD can cause drowsiness, can raise liver enzymes and changes how several medicines are broken down: ask the doctor or pharmacist first with liver disease or raised liver enzymes, or on opioid painkillers, pregabalin or sleeping pills.',
      },
      source: {
        ref: 'Epidiolex (cannabidiol) US prescribing information §5.1 (hepatocellular injury, transaminase elevations) and §5.2 (somnolence and sedation; with other CNS depressants and alcohol); NCCIH Cannabis and Cannabinoids',
      },
      avoidIn: ['liver'],
    },
  },
  // Serotonin precursors sold as mood and sleep aids (pharmacist review A3): known products, so a
  // serotonergic medicine taken with them is checked rather than passed as "not identified".
  {
    id: '5-htp-100',
    category: 'other',
    zh: '5-羟色氨酸（5-HTP）100 mg',
    en: '5-HTP (5-hydroxytryptophan) 100 mg',
    aliases: ['5-HTP', '5HTP', '5-羟色氨酸', '5羟色氨酸', '羟色氨酸', '5-hydroxytryptophan', 'oxitriptan'],
    main: 'fiveHtp',
    contains: [vit('fiveHtp', 100, 'mg')],
    defaultDose: { amount: 100, unit: 'mg' },
    ...CAPSULE,
    source: {
      ref: 'Natural Medicines Comprehensive Database (TRC), monograph 5-HTP: oral doses commonly 50–100 mg one to three times daily; typical US capsule 100 mg',
    },
  },
  {
    id: 'l-tryptophan-500',
    category: 'other',
    zh: 'L-色氨酸 500 mg',
    en: 'L-tryptophan 500 mg',
    aliases: ['色氨酸', 'L-色氨酸', 'tryptophan', 'L-tryptophan'],
    main: 'tryptophan',
    contains: [vit('tryptophan', 500, 'mg')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...CAPSULE,
    source: {
      ref: 'Natural Medicines Comprehensive Database (TRC), monograph L-Tryptophan: supplements commonly 500 mg per capsule, 1–2 g/day in studies',
    },
  },
  // Forty-fifth clinician review, en M2: sold as mood and energy aids, known so a MAOI or another antidepressant
  // beside them is checked rather than passed as "not identified".
  {
    id: 'l-tyrosine-500',
    category: 'other',
    zh: 'L-酪氨酸 500 mg',
    en: 'L-tyrosine 500 mg',
    aliases: ['L-tyrosine', 'tyrosine', 'L tyrosine', 'N-acetyl tyrosine', 'NALT', '酪氨酸', 'L-酪氨酸'],
    main: 'tyrosine',
    contains: [vit('tyrosine', 500, 'mg')],
    defaultDose: { amount: 500, unit: 'mg' },
    ...CAPSULE,
    source: {
      ref: 'Natural Medicines Comprehensive Database (TRC), monograph L-Tyrosine: supplements commonly 500 mg per capsule',
    },
  },
  {
    id: 'sam-e-400',
    category: 'other',
    zh: 'S-腺苷甲硫氨酸（SAMe）400 mg',
    en: 'SAM-e (S-adenosylmethionine) 400 mg',
    // Never "SAMe" alone: folded, it is the word "same" ("on the same day").
    aliases: [
      'SAM-e 200',
      'SAM-e 400',
      'SAMe 200',
      'SAMe 400',
      'S-adenosylmethionine',
      'S-adenosyl methionine',
      'S-adenosyl-L-methionine',
      'ademetionine',
      '腺苷蛋氨酸',
      'S-腺苷甲硫氨酸',
    ],
    main: 'sameSupplement',
    contains: [vit('sameSupplement', 400, 'mg')],
    defaultDose: { amount: 400, unit: 'mg' },
    ...TABLET,
    source: {
      ref: 'Natural Medicines Comprehensive Database (TRC), monograph SAMe: tablets commonly 200–400 mg, 400–1,600 mg/day in depression studies',
    },
  },
  {
    id: 'rhodiola-250',
    category: 'herbal',
    zh: '红景天 250 mg',
    en: 'Rhodiola rosea 250 mg',
    aliases: ['Rhodiola', 'Rhodiola rosea', 'golden root', 'arctic root', '红景天', '红景天胶囊'],
    main: 'rhodiola',
    contains: [vit('rhodiola', 250, 'mg')],
    defaultDose: { amount: 250, unit: 'mg' },
    ...CAPSULE,
    source: {
      ref: 'Natural Medicines Comprehensive Database (TRC), monograph Rhodiola: extracts commonly 200–600 mg/day',
    },
  },
  // ---- probiotics ----
  {
    id: 'probiotics',
    category: 'probiotic',
    zh: '益生菌',
    en: 'Probiotics',
    aliases: [
      '益生菌',
      '乳酸菌',
      '双歧杆菌',
      '益生菌固体饮料',
      'probiotic',
      'probiotics',
      'lactobacillus',
      'bifidobacterium',
    ],
    main: 'probiotics',
    contains: [vit('probiotics', 2, 'g')],
    defaultDose: { amount: 2, unit: 'g' },
    serving: { zh: '1袋（约2 g）', en: '1 sachet (about 2 g)' },
    servingCount: { count: 1, unit: 'sachet' },
    source: nccih('Probiotics', 'probiotics-what-you-need-to-know', 'sachet products typically 1–2 g powder'),
  },
  // ---- other ----
  {
    id: 'coq10',
    category: 'other',
    zh: '辅酶Q10 100 mg',
    en: 'Coenzyme Q10 100 mg',
    aliases: ['辅酶Q10', '辅酶', 'CoQ10', 'coenzyme Q10', 'ubiquinone', 'ubiquinol'],
    main: 'coq10',
    contains: [vit('coq10', 100, 'mg')],
    defaultDose: { amount: 100, unit: 'mg' },
    ...SOFTGEL,
    source: {
      ref: 'NCCIH Coenzyme Q10; supplements commonly 100 mg per softgel',
      url: 'https://www.nccih.nih.gov/health/coenzyme-q10',
    },
  },
  {
    id: 'melatonin',
    category: 'other',
    zh: '褪黑素 3 mg',
    en: 'Melatonin 3 mg',
    aliases: ['褪黑素', '褪黑激素', 'melatonin'],
    main: 'melatonin',
    contains: [vit('melatonin', 3, 'mg')],
    defaultDose: { amount: 3, unit: 'mg' },
    ...TABLET,
    source: {
      ref: 'NCCIH Melatonin: What You Need To Know; US products commonly 1–10 mg (3 mg typical)',
      url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
    },
    pregnancyCaution: {
      text: {
        zh: '怀孕或哺乳期间吃褪黑素是否安全还没有研究证实：不要自己继续吃，先问产科医生（哺乳期问医生）再决定；睡不好可以先告诉医生，一起找原因和办法。',
        en: 'Melatonin’s safety in pregnancy or breastfeeding has not been established: do not go on taking it on your own — ask your obstetrician (or, when breastfeeding, your doctor) before continuing; tell them about the poor sleep so you can look for the cause and other help together.',
      },
      high: {
        zh: '每天 {mg} mg 属于大剂量（研究中常用的是每天 0.5–5 mg）。',
        en: '{mg} mg a day is a high dose (studies mostly use 0.5–5 mg a day).',
      },
      highFromMg: 5,
      source: {
        ref: 'NCCIH, Melatonin: What You Need To Know (2022): safety of melatonin in pregnant or breastfeeding women has not been established — wording from memory; typical doses 0.5–5 mg from memory',
        url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
      },
    },
  },
  {
    id: 'glucosamine',
    category: 'other',
    zh: '氨基葡萄糖 1500 mg',
    en: 'Glucosamine 1500 mg',
    aliases: [
      '氨糖',
      '氨基葡萄糖',
      '硫酸氨基葡萄糖',
      '维固力',
      'glucosamine',
      'glucosamine chondroitin',
      '软骨素',
    ],
    main: 'glucosamine',
    contains: [vit('glucosamine', 1500, 'mg')],
    defaultDose: { amount: 1500, unit: 'mg' },
    serving: { zh: '每日量', en: 'daily amount' },
    source: {
      ref: 'Clegg DO et al. Glucosamine, chondroitin sulfate, and the two in combination for painful knee osteoarthritis (GAIT). NEJM 2006;354:795 (1500 mg/day)',
    },
  },
  {
    id: 'lutein',
    category: 'other',
    zh: '叶黄素 10 mg',
    en: 'Lutein 10 mg',
    aliases: ['叶黄素', '叶黄素酯', '玉米黄质', 'lutein', 'zeaxanthin', 'AREDS2'],
    main: 'lutein',
    contains: [vit('lutein', 10, 'mg')],
    defaultDose: { amount: 10, unit: 'mg' },
    ...SOFTGEL,
    source: { ref: 'AREDS2 Research Group. JAMA 2013;309:2005 (lutein 10 mg + zeaxanthin 2 mg daily)' },
  },
  {
    id: 'collagen',
    category: 'other',
    zh: '胶原蛋白肽 10 g',
    en: 'Collagen peptides 10 g',
    aliases: ['胶原蛋白', '胶原蛋白肽', '骨胶原', 'collagen', 'collagen peptides'],
    main: 'collagen',
    contains: [vit('collagen', 10, 'g'), vit('protein', 9, 'g')],
    defaultDose: { amount: 10, unit: 'g' },
    serving: { zh: '1勺（10 g）', en: '1 scoop (10 g)' },
    servingCount: { count: 1, unit: 'scoop' },
    source: {
      ref: 'Typical collagen peptide powder label: 10 g per scoop, about 9 g protein (hydrolysed collagen ≈ 90 % protein)',
    },
  },
  {
    id: 'psyllium',
    category: 'other',
    zh: '车前子壳膳食纤维',
    en: 'Psyllium husk fibre',
    aliases: [
      '车前子',
      '车前子壳',
      '洋车前子壳',
      '膳食纤维',
      '纤维素',
      'psyllium',
      'Metamucil',
      'fiber supplement',
      'fibre supplement',
    ],
    main: 'highFiberSupplement',
    contains: [vit('highFiberSupplement', 3.4, 'g'), vit('fiber', 3, 'g')],
    defaultDose: { amount: 3.4, unit: 'g' },
    serving: { zh: '1份（3.4 g车前子壳）', en: '1 dose (3.4 g psyllium husk)' },
    source: {
      ref: '21 CFR 101.81 (health claim: psyllium husk soluble fibre, 1.7 g soluble fibre per serving); label 3.4 g psyllium husk ≈ 3 g dietary fibre',
    },
  },
  // Ninth clinician review (zh P3): "NFC西柚汁 300 g" beside carbamazepine was "not identified", so the
  // grapefruit rules of the medicine check (interactions.ts) never met it. Grapefruit and pomelo, as juice,
  // fruit or extract, are one product here: the furanocoumarins are the same (Bailey et al. CMAJ 2013).
  {
    id: 'grapefruit',
    category: 'other',
    zh: '西柚（葡萄柚）或柚子：果汁、果肉或提取物',
    en: 'Grapefruit or pomelo (juice, fruit or extract)',
    aliases: [
      '西柚',
      '西柚汁',
      '葡萄柚',
      '葡萄柚汁',
      '柚子',
      '柚子汁',
      '文旦',
      '沙田柚',
      '蜜柚',
      '西柚提取物',
      'grapefruit',
      'grapefruit juice',
      'grapefruit extract',
      'pomelo',
    ],
    main: 'grapefruitExtract',
    contains: [vit('grapefruitExtract', 250, 'g')],
    defaultDose: { amount: 250, unit: 'g' },
    serving: {
      zh: '1杯果汁（约250 mL）或半个西柚',
      en: '1 glass of juice (about 250 mL) or half a grapefruit',
    },
    source: {
      ref: 'US FDA Consumer Update, "Grapefruit Juice and Some Drugs Don\'t Mix" (2021: one glass of juice or one fruit can be enough); Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions: forbidden fruit or avoidable consequences? CMAJ 2013;185:309 (pomelo and Seville orange carry the same furanocoumarins; 200–250 mL of juice or one fruit raises levels of the drugs concerned)',
      url: 'https://www.fda.gov/consumers/consumer-updates/grapefruit-juice-and-some-drugs-dont-mix',
    },
  },
  {
    id: 'whey-protein',
    category: 'other',
    zh: '乳清蛋白粉',
    en: 'Whey protein powder',
    aliases: ['蛋白粉', '乳清蛋白', '汤臣倍健蛋白粉', 'whey', 'whey protein', 'protein powder'],
    main: 'protein',
    contains: [vit('protein', 24, 'g')],
    defaultDose: { amount: 30, unit: 'g' },
    serving: { zh: '1勺（30 g）', en: '1 scoop (30 g)' },
    servingCount: { count: 1, unit: 'scoop' },
    source: S_WHEY,
  },
] as const satisfies readonly SupplementOptionRow[];

export type SupplementOptionId = (typeof SUPPLEMENT_OPTIONS)[number]['id'];
export type SupplementOption = SupplementOptionRow & { id: SupplementOptionId };
