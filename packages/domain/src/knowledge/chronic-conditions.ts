import type { Bilingual, Source } from '../contracts/common';
import type { Condition } from '../contracts/questionnaire';
import { MEDICINE_DIET } from './medicine-diet';

/** The label source of the clozapine smoking and caffeine row (knowledge/medicine-diet.ts), reused. */
const CLOZAPINE_SMOKING_SOURCE: Source = MEDICINE_DIET.find((r) => r.id === 'clozapine-smoking-caffeine')
  ?.source ?? { ref: 'Clozaril (clozapine) US prescribing information §7 Drug Interactions' };

/**
 * Conditions the questionnaire could not describe before the closing clinician review of 2026-11-25
 * (cross-cutting point 5; Z1, Z2, E1, E2, E4): an overactive thyroid, coeliac disease, sickle cell
 * disease and thalassaemia, COPD, cancer and a serious mental illness. One row per rule, each with its
 * guideline; conditions/chronic.ts puts the rows of the conditions a person ticked into the plan.
 * Sections marked "from memory" were not checked against the document.
 */

/** The plan's reason ref for no iron in kidney disease with anaemia and no iron studies (engine/plan.ts). */
export const CKD_ANAEMIA_IRON_REF = 'lab:hemoglobin=low#ckd';

export const CHRONIC_SOURCES = {
  kdigoAnaemiaCkd: {
    ref: 'KDIGO Clinical Practice Guideline for Anemia in Chronic Kidney Disease 2012, ch. 2 (use of iron to treat anemia in CKD: iron decided from TSAT and ferritin, rec. 2.1.1–2.1.3; evaluate iron status before and during treatment, 2.2.1) — Kidney Int Suppl 2012;2:279–335; recommendation numbers cited from memory',
    url: 'https://kdigo.org/guidelines/anemia-in-ckd/',
  },
  hyperthyroidCn: {
    ref: '中华医学会内分泌学分会等. 中国甲状腺功能亢进症和其他原因所致甲状腺毒症诊治指南. 中华内分泌代谢杂志 2022;38:700–748（甲亢患者限制碘摄入，忌用富碘食物和含碘药物，必要时食用无碘盐；章节号凭记忆）',
  },
  hyperthyroidAta: {
    ref: 'Ross DS et al. 2016 American Thyroid Association guidelines for diagnosis and management of hyperthyroidism and other causes of thyrotoxicosis. Thyroid 2016;26:1343–1421 (iodine excess; bone loss in thyrotoxicosis; weight loss as a symptom of thyrotoxicosis — sections from memory)',
    url: 'https://doi.org/10.1089/thy.2016.0229',
  },
  thyroidPregnancyAta: {
    ref: 'Alexander EK et al. 2017 Guidelines of the American Thyroid Association for the diagnosis and management of thyroid disease during pregnancy and the postpartum. Thyroid 2017;27:315–389 (pregnant women treated for hyperthyroidism need no iodine supplementation started — wording from memory)',
    url: 'https://doi.org/10.1089/thy.2016.0457',
  },
  coeliacBsg: {
    ref: 'Ludvigsson JF et al. Diagnosis and management of adult coeliac disease: guidelines from the British Society of Gastroenterology. Gut 2014;63:1210–1228 (strict lifelong gluten-free diet: no wheat, barley or rye; uncontaminated oats tolerated by most; check iron, folate, vitamin D, calcium and B12 at diagnosis and follow-up)',
    url: 'https://doi.org/10.1136/gutjnl-2013-306578',
  },
  coeliacAcg: {
    ref: 'Rubio-Tapia A et al. American College of Gastroenterology Guidelines Update: Diagnosis and Management of Celiac Disease. Am J Gastroenterol 2023;118:59–76 (strict gluten-free diet; micronutrient deficiencies — iron, folate, vitamin D, B12 — assessed and treated)',
    url: 'https://doi.org/10.14309/ajg.0000000000002075',
  },
  glutenFreeLabel: {
    ref: 'US FDA, Food Labeling: Gluten-Free Labeling of Foods, 21 CFR 101.91 (2013): "gluten-free" means under 20 ppm gluten; Codex Alimentarius CXS 118-1979 (rev. 2008), standard for foods for special dietary use for persons intolerant to gluten (≤ 20 mg/kg) — supplements and medicines are labelled by their maker, not checked by this plan',
    url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-B/part-101/subpart-F/section-101.91',
  },
  sickleNhlbi: {
    ref: 'NHLBI. Evidence-Based Management of Sickle Cell Disease: Expert Panel Report (2014) (transfusion iron overload and chelation with the haematologist; hydration; NSAIDs and kidney disease in sickle cell — sections from memory)',
    url: 'https://www.nhlbi.nih.gov/health-topics/evidence-based-management-sickle-cell-disease',
  },
  thalassaemiaTif: {
    ref: 'Thalassaemia International Federation. Guidelines for the Management of Transfusion Dependent Thalassaemia, 4th ed. (2021) (iron overload from transfusions, chelation; iron supplements avoided unless iron deficiency is shown — chapter from memory)',
    url: 'https://thalassaemia.org.cy/publications/tif-publications/guidelines-for-the-management-of-transfusion-dependent-thalassaemia-4th-edition-2021/',
  },
  sickleFolate: {
    ref: 'Sickle Cell Society. Standards for the Clinical Care of Adults with Sickle Cell Disease in the UK, 2nd ed. (2018) (folic acid, commonly 1 mg a day or as the haematologist prescribes, is routine care — section from memory); NHLBI Expert Panel Report 2014',
    url: 'https://www.sicklecellsociety.org/resource/sicklecellstandards/',
  },
  // ---- G6PD deficiency (ninth clinician review, zh P1) ----
  g6pdWho: {
    ref: 'WHO Working Group. Glucose-6-phosphate dehydrogenase deficiency. Bull World Health Organ 1989;67(6):601–611 (acute haemolysis set off by fava beans, naphthalene, infections and oxidant drugs — primaquine, dapsone, sulfonamides, nitrofurantoin among them, avoiding the triggers and telling every prescriber — lists as recalled)',
    url: 'https://apps.who.int/iris/handle/10665/264899',
  },
  g6pdCpic: {
    ref: 'Gammal RS et al. Expanded Clinical Pharmacogenetics Implementation Consortium (CPIC) guideline for medication use in the context of G6PD genotype. Clin Pharmacol Ther 2023;113:973–985 (high-risk drugs to avoid in G6PD deficiency: dapsone, methylene blue, nitrofurantoin, pegloticase, primaquine, rasburicase, tafenoquine, toluidine blue, with acetaminophen low-to-no risk at standard doses — Table 2 as recalled)',
    url: 'https://doi.org/10.1002/cpt.2735',
  },
  g6pdFavism: {
    ref: 'Luzzatto L, Arese P. Favism and glucose-6-phosphate dehydrogenase deficiency. N Engl J Med 2018;378:60–71 (fava beans, then dark urine, jaundice, pallor and weakness within hours to a day or two, the anaemia haemolytic and not a lack of iron)',
    url: 'https://doi.org/10.1056/NEJMra1708111',
  },
  g6pdHongKong: {
    ref: 'Hong Kong Department of Health, Family Health Service: Glucose-6-Phosphate Dehydrogenase Deficiency (G6PD Deficiency) (2023: fava beans, mothballs and some Chinese and Western medicines set off haemolysis, tell doctors and pharmacists); Hong Kong Hospital Authority advice for G6PD deficiency (Chinese herbs to avoid: coptis or huanglian, bezoar or niuhuang, wintersweet flower, honeysuckle, pearl powder)',
    url: 'https://www.fhs.gov.hk/english/mulit_med/000018.html',
  },
  g6pdSulfonamide: {
    ref: 'Bactrim (sulfamethoxazole and trimethoprim) US prescribing information, Precautions (in glucose-6-phosphate dehydrogenase deficient individuals, hemolysis may occur, frequently dose-related); 复方磺胺甲噁唑片说明书【注意事项】（葡萄糖-6-磷酸脱氢酶缺乏者）',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=bactrim',
  },
  g6pdBerberine: {
    ref: '盐酸小檗碱片说明书【禁忌】（溶血性贫血患者禁用；葡萄糖-6-磷酸脱氢酶缺乏的儿童禁用）',
  },
  g6pdVitaminC: {
    ref: 'Rees DC, Kelsey H, Richards JD. Acute haemolysis induced by high dose ascorbic acid in glucose-6-phosphate dehydrogenase deficiency. BMJ 1993;306:841–842; 中国居民膳食营养素参考摄入量（2023版）：维生素C可耐受最高摄入量 2000 mg/d（the 500 mg a day a supplement stays under with G6PD deficiency is this plan’s conservative limit, not a guideline figure）',
  },
  copdErs: {
    ref: 'Schols AM et al. Nutritional assessment and therapy in COPD: a European Respiratory Society statement. Eur Respir J 2014;44:1504–1520 (BMI under 21 kg/m² as a nutritional risk; energy above needs and protein 1.2–1.5 g/kg a day in nutritional therapy — figures as cited in ESPEN/GOLD practice, section from memory)',
    url: 'https://doi.org/10.1183/09031936.00070914',
  },
  copdGold: {
    ref: 'Global Initiative for Chronic Obstructive Lung Disease (GOLD). Global Strategy for Prevention, Diagnosis and Management of COPD, 2024 report, ch. 3 (nutritional support for malnourished people with COPD; BMI under 21 kg/m² linked with higher mortality — chapter from memory)',
    url: 'https://goldcopd.org/2024-gold-report/',
  },
  steroidWithdrawal: {
    ref: 'Prednisone tablets US prescribing information, Warnings (drug-induced adrenocortical insufficiency; withdraw gradually after long-term use); Society for Endocrinology / NHS England National Patient Safety Alert NatPSA/2020/005: Steroid Emergency Card (adrenal crisis after abrupt withdrawal of long-term glucocorticoids)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=prednisone',
  },
  cancerEspen: {
    ref: 'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (no high-dose micronutrients beyond the recommended intakes; keep weight and protein during treatment: protein above 1 g/kg and up to 1.5 g/kg a day, energy about 25–30 kcal/kg a day — recommendation numbers from memory)',
    url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
  },
  cancerAntioxidants: {
    ref: 'Ambrosone CB et al. Dietary Supplement Use During Chemotherapy and Survival Outcomes of Patients With Breast Cancer Enrolled in a Cooperative Group Clinical Trial (SWOG S0221). J Clin Oncol 2020;38:804–814 (antioxidant supplements during chemotherapy linked with more recurrence); NCI PDQ Antioxidants and Cancer Prevention (ask the oncology team before any supplement during treatment)',
    url: 'https://doi.org/10.1200/JCO.19.01203',
  },
  cancerFollowUp: {
    ref: 'NICE NG101 Early and locally advanced breast cancer (2018), follow-up: know the symptoms of recurrence and contact the team promptly; NICE NG234 Spinal metastases and metastatic spinal cord compression (2023)',
    url: 'https://www.nice.org.uk/guidance/ng101',
  },
  antipsychoticMetabolic: {
    ref: 'American Diabetes Association, American Psychiatric Association et al. Consensus development conference on antipsychotic drugs and obesity and diabetes. Diabetes Care 2004;27:596–601 (weight, waist, blood pressure, fasting glucose and lipids at baseline, 12 weeks, then at least yearly); NICE CG178 Psychosis and schizophrenia in adults (2014), §1.3.6 and §1.5.3 (physical health monitoring on antipsychotics)',
    url: 'https://doi.org/10.2337/diacare.27.2.596',
  },
  dietPills: {
    ref: 'NIH Office of Dietary Supplements, Dietary Supplements for Weight Loss — Health Professional Fact Sheet (2022); US FDA, Tainted Weight Loss Products (hidden sibutramine, phenolphthalein and other drugs)',
    url: 'https://ods.od.nih.gov/factsheets/WeightLoss-HealthProfessional/',
  },
  lithium: {
    ref: 'Lithium carbonate US prescribing information, Warnings and Precautions (sodium depletion, dehydration and NSAIDs raise lithium levels; keep a normal diet with normal salt and fluid intake)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lithium+carbonate',
  },
} as const satisfies Record<string, Source>;

/**
 * Phenylketonuria (twelfth clinician review, en P2): the guidelines the plan's PKU finding and the chat's
 * PKU rows (assistant/faq/rows-pku.ts) cite.
 */
export const PKU_SOURCES = {
  acmg: {
    ref: 'Vockley J et al. Phenylalanine hydroxylase deficiency: diagnosis and management guideline (ACMG). Genet Med 2014;16:188–200 (lifelong treatment; blood Phe 120–360 µmol/L; natural protein limited to the Phe tolerance, the rest from Phe-free medical food; women: Phe 120–360 µmol/L before conception and throughout pregnancy)',
    url: 'https://doi.org/10.1038/gim.2013.157',
  },
  european: {
    ref: 'van Wegberg AMJ et al. The complete European guidelines on phenylketonuria: diagnosis and treatment. Orphanet J Rare Dis 2017;12:162 (Phe targets: 120–360 µmol/L under 12 years and in pregnancy, 120–600 µmol/L from 12 years; protein substitute; aspartame avoided)',
    url: 'https://doi.org/10.1186/s13023-017-0685-2',
  },
  acog: {
    ref: 'ACOG Committee Opinion No. 802, Management of Women With Phenylketonuria. Obstet Gynecol 2020;135:e167–e170 (Phe 2–6 mg/dL before conception; contraception until control; wording from memory)',
  },
  aspartameLabel: {
    ref: '21 CFR 172.804 Aspartame, (e)(2): the label statement "PHENYLKETONURICS: CONTAINS PHENYLALANINE"',
    url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-B/part-172/subpart-I/section-172.804',
  },
  kuvanLabel: {
    ref: 'Kuvan (sapropterin dihydrochloride) US prescribing information §8.1 Pregnancy (limited human data; uncontrolled blood Phe before and during pregnancy raises the risk of miscarriage and birth defects; section cited from memory)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=kuvan',
  },
  aspartameAdi: {
    ref: 'EFSA Scientific Opinion on the re-evaluation of aspartame (E 951), EFSA J 2013;11:3496 (ADI 40 mg/kg body weight a day); WHO/FAO JECFA and IARC, Aspartame hazard and risk assessment results released, 14 July 2023 (ADI 0–40 mg/kg kept; IARC Group 2B); FDA, Aspartame and other sweeteners in food (ADI 50 mg/kg)',
    url: 'https://www.who.int/news/item/14-07-2023-aspartame-hazard-and-risk-assessment-results-released',
  },
} as const satisfies Record<string, Source>;

/** COPD (Schols/ERS 2014; GOLD 2024): the BMI under which energy and protein are raised, and by how much. */
export const COPD_NUTRITION = {
  /** BMI (kg/m²) under which a person with COPD is at nutritional risk. */
  lowBmiBelow: 21,
  /** Protein per kg body weight a day when underweight or gaining. */
  proteinGPerKg: { min: 1.2, max: 1.5 },
  /** Energy above maintenance a day to gain weight (the low end of the usual 300–500 kcal). */
  gainKcal: 300,
  source: CHRONIC_SOURCES.copdErs,
} as const;

/** Cancer (ESPEN practical guideline 2021): protein and energy per kg body weight a day. */
export const CANCER_NUTRITION = {
  proteinGPerKg: { min: 1.0, max: 1.5 },
  /**
   * With chronic kidney disease where the kidney rule yields (G3a; G3b when catabolic): still above 1 g/kg, but
   * not above 1.2 g/kg (ESPEN 2017), under KDIGO 2024's 1.3 g/kg ceiling — never the 0.8 g/kg RDA for a person
   * losing weight on chemotherapy (fifty-first clinician review, en S2: 54 g at eGFR 55 and albumin 33).
   */
  kidneyProteinGPerKg: { min: 1.0, max: 1.2 },
  energyKcalPerKg: { min: 25, max: 30 },
  source: CHRONIC_SOURCES.cancerEspen,
  kidneySource: {
    ref: 'Arends J et al. ESPEN guidelines on nutrition in cancer patients. Clin Nutr 2017;36:11–48, protein requirements (above 1 g/kg and if possible up to 1.5 g/kg a day; in chronic renal failure not above 1.2 g/kg a day); KDIGO 2024 CKD guideline, practice point 3.3.1.2 (avoid more than 1.3 g/kg a day)',
    url: 'https://doi.org/10.1016/j.clnu.2016.07.015',
  },
} as const;

/** Folic acid in sickle cell disease: 1 mg a day (µg DFE in the plan's unit) or as prescribed. */
export const SICKLE_FOLIC_ACID_UG = 1000;

export interface ChronicRule {
  id: string;
  condition: Condition;
  text: Bilingual;
  source: Source;
}

const S = CHRONIC_SOURCES;

/** One row per rule, in the order each condition's finding says them. */
export const CHRONIC_RULES: readonly ChronicRule[] = [
  // ---- overactive thyroid ----
  {
    id: 'hyperthyroid.iodine',
    condition: 'hyperthyroid',
    text: {
      zh: '甲亢治疗期间要限制碘：不要吃碘片、海带片、海藻片或加了碘的复合维生素，海带、紫菜等海藻类不要常吃；国内指南建议甲亢患者限碘饮食，常常改用无碘盐，具体按内分泌科医生说的做。',
      en: 'While an overactive thyroid is treated, limit iodine: no iodine, kelp or seaweed tablets and no multivitamin with added iodine, and no kelp or seaweed as a regular food; Chinese guidance advises an iodine-restricted diet for hyperthyroidism, often with non-iodised salt; whether you switch is your endocrinologist’s call.',
    },
    source: S.hyperthyroidCn,
  },
  {
    // Pregnant on an antithyroid drug: the prenatal's iodine is the endocrinologist's call, and its
    // folic acid and iron are not dropped with it (clinician review 2026-11-25 late, Z4 §1).
    id: 'hyperthyroid.iodine-pregnancy',
    condition: 'hyperthyroid',
    text: {
      zh: '孕期正在治疗甲亢：指南认为不需要另外补碘，含碘的孕期复合维生素请先问内分泌科医生再吃；在医生答复之前，可以换成不含碘、仍含叶酸400 µg和铁的孕期维生素——叶酸和铁不要停。',
      en: 'Pregnant and treated for an overactive thyroid: guidelines see no need to start extra iodine, so ask your endocrinologist before taking a prenatal with iodine; until they answer, switch to a prenatal without iodine that still has 400 µg folic acid and iron — do not go without the folic acid and iron.',
    },
    source: S.thyroidPregnancyAta,
  },
  {
    id: 'hyperthyroid.bone',
    condition: 'hyperthyroid',
    text: {
      zh: '甲亢会加快骨量流失：每天吃够奶类、豆制品等含钙食物，维生素D要够，请医生评估是否需要查骨密度。',
      en: 'An overactive thyroid speeds up bone loss: eat calcium-rich foods (dairy, tofu) every day, keep your vitamin D up, and ask your doctor whether you need a bone density scan.',
    },
    source: S.hyperthyroidAta,
  },
  {
    id: 'hyperthyroid.weight',
    condition: 'hyperthyroid',
    text: {
      zh: '甲亢时体重下降是病情的表现，不是减重目标：请告诉内分泌科医生；甲亢控制前吃够能量和蛋白质，本方案不安排减重的热量缺口。',
      en: 'Losing weight while the thyroid is overactive is a symptom, not a diet goal: tell your endocrinologist; until it is controlled eat enough energy and protein, and this plan adds no weight-loss calorie deficit.',
    },
    source: S.hyperthyroidAta,
  },
  // ---- coeliac disease ----
  {
    id: 'coeliac.gluten-free',
    condition: 'coeliac',
    text: {
      zh: '乳糜泻需要严格、终身的无麸质饮食：不吃小麦（包括面粉、面条、馒头、全麦面包、麦麸）、大麦和黑麦，偶尔“吃一点”也会损伤肠道；燕麦只能选标明无麸质的，而且要在医生或营养师指导下、能耐受才吃。',
      en: 'Coeliac disease needs a strict, lifelong gluten-free diet: no wheat (including flour, noodles, bread, wholemeal bread, bran, spelt and semolina), barley or rye — even “a little now and then” damages the gut; oats only if labelled gluten-free, introduced with your doctor or dietitian and only if you tolerate them.',
    },
    source: S.coeliacBsg,
  },
  {
    id: 'coeliac.deficiencies',
    condition: 'coeliac',
    text: {
      zh: '请医生检查铁、叶酸、维生素D、钙和维生素B12是否缺乏（确诊时和随访时），缺乏时按医生的建议补充。',
      en: 'Ask your doctor to check iron, folate, vitamin D, calcium and vitamin B12 (at diagnosis and at follow-up), and treat any deficiency as your doctor advises.',
    },
    source: S.coeliacAcg,
  },
  {
    id: 'coeliac.labels',
    condition: 'coeliac',
    text: {
      zh: '本方案无法核实补充剂和药品是否含麸质：买之前看标签上是否写明“无麸质”，拿不准时问药师或厂家。',
      en: 'This plan cannot verify whether a supplement or medicine contains gluten: check that the label says “gluten-free” before you buy, and ask your pharmacist or the maker if unsure.',
    },
    source: S.glutenFreeLabel,
  },
  // ---- kidney disease: anaemia without iron studies (tenth clinician review, zh P2 finding 1) ----
  // Not a finding of its own (kidney disease has none in conditions/chronic.ts): the plan's reason for
  // adding no iron, said where an iron product would otherwise be recommended.
  {
    id: 'kidney.anaemia-iron',
    condition: 'kidney_disease',
    text: {
      zh: '肾病合并贫血：方案不推荐铁剂。肾病的贫血主要是促红素不够，是否缺铁要看铁蛋白和转铁蛋白饱和度：请肾内科查这两项，由医生决定要不要补铁、怎么补（口服还是静脉）；在此之前不要自己吃铁剂、阿胶或其他“补血”产品，贫血的原因（包括有没有出血）也要由医生查明。',
      en: 'Kidney disease with anaemia: the plan recommends no iron. The anaemia of kidney disease comes mainly from too little erythropoietin, and whether iron is low shows only in ferritin and transferrin saturation (TSAT): ask your nephrologist to check both and decide whether and how you take iron (by mouth or by drip); until then take no iron or “blood-building” products of your own, and let the doctor find the cause of the anaemia, bleeding included.',
    },
    source: S.kdigoAnaemiaCkd,
  },
  // ---- sickle cell disease, thalassaemia ----
  {
    id: 'haemoglobinopathy.iron',
    condition: 'haemoglobinopathy',
    text: {
      zh: '镰状细胞病或地中海贫血（包括地贫携带者）的贫血不是缺铁造成的（需要输血的人还常常铁过多）：不要自己吃铁剂或含铁的复合维生素，只有铁蛋白证实缺铁、并且血液科医生同意时才补铁。',
      en: 'The anaemia of sickle cell disease or thalassaemia (trait included) is not caused by a lack of iron (and people who need transfusions often have too much iron): take no iron tablets or multivitamins with iron on your own — iron only if a ferritin test shows deficiency and your haematologist agrees.',
    },
    source: S.thalassaemiaTif,
  },
  {
    id: 'haemoglobinopathy.folic-acid',
    condition: 'haemoglobinopathy',
    text: {
      zh: '如果血液科医生给你开了叶酸（镰状细胞病常用每天1毫克），请按处方服用；没有处方时，按你的年龄的一般推荐量即可，不必自己加大。备孕和怀孕时不一样：镰状细胞病或重型地中海贫血的女性，指南建议从备孕起、整个孕期每天5毫克叶酸（处方剂量）——请血液科或产科医生开；拿到之前，先照常每天吃0.4毫克，不要一次吃好几片来凑。',
      en: 'If your haematologist prescribed folic acid (in sickle cell disease usually 1 mg a day), take it as prescribed; without a prescription the usual amount for your age is enough — do not raise it yourself. Trying for a baby or pregnant is different: with sickle cell disease or thalassaemia major, guidelines advise 5 mg of folic acid a day (a prescription dose) from before conception and throughout pregnancy — ask your haematologist or obstetrician to prescribe it; until then keep taking 0.4 mg a day, not a handful of tablets to make up the dose.',
    },
    // Blind answer round 29 (en-112, unsafe): "how much folic acid then? someone said sickle cell needs more"
    // while trying for a baby got "the usual amount for planning a pregnancy is enough".
    source: {
      ...S.sickleFolate,
      ref: `${S.sickleFolate.ref}; RCOG Green-top Guideline No. 61, Management of Sickle Cell Disease in Pregnancy (2011): folic acid 5 mg daily before conception and throughout pregnancy; RCOG Green-top Guideline No. 66, Management of Beta Thalassaemia in Pregnancy (2014): folic acid 5 mg daily preconceptually`,
    },
  },
  {
    id: 'haemoglobinopathy.hydration',
    condition: 'haemoglobinopathy',
    text: {
      zh: '如果是镰状细胞病：每天多喝水，天热、运动、发烧或腹泻时更要喝够，脱水会诱发镰状细胞危象。',
      en: 'With sickle cell disease: drink plenty every day, and more in hot weather, with exercise, fever or diarrhoea — dehydration can set off a sickle cell crisis.',
    },
    source: S.sickleNhlbi,
  },
  {
    id: 'haemoglobinopathy.nsaids',
    condition: 'haemoglobinopathy',
    text: {
      zh: '如果是镰状细胞病：经常吃布洛芬等止痛药（非甾体抗炎药）会伤肾，而这种病的肾脏本来就容易受损，长期止痛方案请和血液科医生商量。',
      en: 'With sickle cell disease: taking ibuprofen or other NSAID painkillers regularly can harm the kidneys, which the disease already puts at risk — agree a long-term pain plan with your haematologist.',
    },
    source: S.sickleNhlbi,
  },
  // ---- G6PD deficiency (favism) — ninth clinician review, zh P1 ----
  {
    id: 'g6pd.fava-naphthalene',
    condition: 'g6pd_deficiency',
    text: {
      zh: '不要吃蚕豆和蚕豆做的食品（炒蚕豆、兰花豆、蚕豆粉等），也不要用、不要接触樟脑丸（卫生球、萘丸）：它们会让红细胞突然大量破裂（急性溶血）。',
      en: 'Eat no fava (broad) beans or foods made from them, and do not use or handle naphthalene mothballs: both can make red cells break down suddenly (acute haemolysis).',
    },
    source: S.g6pdWho,
  },
  {
    id: 'g6pd.medicines',
    condition: 'g6pd_deficiency',
    text: {
      zh: '看病、买药、拔牙时都先说自己有蚕豆病（G6PD缺乏）。会诱发溶血、应避免的药有伯氨喹和他非诺喹（抗疟药）、氨苯砜、呋喃妥因、拉布立酶、亚甲蓝；磺胺类抗菌药（如复方新诺明）也可能诱发溶血，医生开了请提醒医生你有蚕豆病。普通剂量的对乙酰氨基酚（扑热息痛）退烧止痛一般可以用。已经开了的药不要自己停，当天联系开药医生或药师。',
      en: 'Tell every doctor, pharmacist and dentist that you have G6PD deficiency. Medicines to avoid because they set off haemolysis include primaquine and tafenoquine (antimalarials), dapsone, nitrofurantoin, rasburicase and methylene blue; sulfonamide antibiotics (such as co-trimoxazole, Bactrim) can too, so remind the prescriber if one is prescribed. Paracetamol (acetaminophen) at the usual dose is generally fine for fever or pain. Do not stop a medicine already prescribed on your own: call the prescriber or pharmacist the same day.',
    },
    source: S.g6pdCpic,
  },
  {
    id: 'g6pd.herbs',
    condition: 'g6pd_deficiency',
    text: {
      zh: '中草药和中成药先问药师：黄连（川连、川莲）和黄连素（小檗碱）、牛黄、珍珠粉（珍珠末）、金银花、腊梅花有诱发溶血的报告，含这些成分的产品（如黄连上清丸、牛黄解毒片、金银花露或含金银花的凉茶）不要吃。',
      en: 'Ask a pharmacist before any Chinese herbal medicine: coptis (huanglian) and berberine, bezoar (niuhuang), pearl powder, honeysuckle (jinyinhua) and wintersweet flower have been reported to set off haemolysis, so take no product containing them (Huanglian Shangqing pills, Niuhuang Jiedu tablets, honeysuckle drinks or herbal teas).',
    },
    source: S.g6pdHongKong,
  },
  {
    id: 'g6pd.vitamin-c',
    condition: 'g6pd_deficiency',
    text: {
      zh: '不要吃大剂量维生素C：静脉输注或每天口服好几克的维生素C，有在蚕豆病患者身上引起溶血的报告；每天1克的泡腾片也远超需要。维生素C从蔬菜水果里获取就够，补充剂每天不超过500毫克。',
      en: 'Take no high-dose vitamin C: intravenous vitamin C or several grams a day by mouth have caused haemolysis in G6PD deficiency, and a 1 g effervescent tablet a day is far more than you need. Fruit and vegetables give enough; keep any supplement under 500 mg a day.',
    },
    source: S.g6pdVitaminC,
  },
  {
    id: 'g6pd.anaemia',
    condition: 'g6pd_deficiency',
    text: {
      zh: '蚕豆病引起的贫血是红细胞破裂造成的，不是缺铁：不要自己吃铁剂、阿胶或含铁的复合维生素来“补血”，只有铁蛋白证实缺铁、医生同意时才补铁。',
      en: 'Anaemia from G6PD deficiency comes from red cells breaking down, not from a lack of iron: take no iron tablets or multivitamins with iron on your own to “build up the blood” — iron only if a ferritin test shows deficiency and your doctor agrees.',
    },
    source: S.g6pdFavism,
  },
  {
    id: 'g6pd.haemolysis-signs',
    condition: 'g6pd_deficiency',
    text: {
      zh: '出现浓茶色或酱油色的尿、眼睛或皮肤发黄、突然脸色苍白、乏力、心慌气短，可能是急性溶血，请立即就医（必要时打120），并告诉医生你有蚕豆病、最近吃过什么药或食物。',
      en: 'Tea- or cola-coloured urine, yellow eyes or skin, sudden pallor, weakness, a racing heart or breathlessness can be acute haemolysis: get emergency care at once and say you have G6PD deficiency and what you recently ate or took.',
    },
    source: S.g6pdFavism,
  },
  // ---- COPD ----
  {
    id: 'copd.energy',
    condition: 'copd',
    text: {
      zh: '慢阻肺偏瘦（BMI低于21）或想增重时：能量要比日常消耗多吃一些，蛋白质每天每公斤体重1.2–1.5克；少量多餐、选能量密度高的食物，吃饭时喘可以先休息再吃；需要时请医生或营养师评估口服营养补充。',
      en: 'With COPD and a low weight (BMI under 21) or a goal to gain: eat more energy than you use, and protein of 1.2–1.5 g per kg a day; small, frequent, energy-dense meals, resting first if eating makes you breathless; ask your doctor or a dietitian about oral nutritional supplements if needed.',
    },
    source: S.copdErs,
  },
  {
    id: 'copd.steroid-bone',
    condition: 'copd',
    text: {
      zh: '长期口服激素（如泼尼松）会让骨头变脆：钙和维生素D要吃够（见本方案中的激素一条），并请医生评估骨密度。',
      en: 'Long-term oral steroids (such as prednisone) thin the bones: get enough calcium and vitamin D (see the steroid note in this plan) and ask your doctor about a bone density check.',
    },
    source: S.copdGold,
  },
  {
    id: 'copd.steroid-stop',
    condition: 'copd',
    text: {
      zh: '长期吃激素不能突然停：可能引起肾上腺危象（危及生命）；只能在医生指导下逐渐减量。',
      en: 'Never stop long-term steroids suddenly: that can cause an adrenal crisis, which is life-threatening; they are tapered only with your doctor.',
    },
    source: S.steroidWithdrawal,
  },
  // ---- cancer ----
  {
    id: 'cancer.antioxidants',
    condition: 'cancer',
    text: {
      zh: '化疗或放疗期间，不要自己吃大剂量抗氧化补充剂（维生素C、维生素E、β-胡萝卜素、硒等）或草药，先问肿瘤科团队：它们可能削弱治疗效果。',
      en: 'During chemotherapy or radiotherapy take no high-dose antioxidant supplements (vitamin C, vitamin E, beta-carotene, selenium and the like) or herbal products without asking your oncology team: they may weaken the treatment.',
    },
    source: S.cancerAntioxidants,
  },
  {
    id: 'cancer.weight',
    condition: 'cancer',
    text: {
      zh: '治疗期间减重不是目标（除非肿瘤科团队另有安排）：吃够能量和蛋白质，体重下降请告诉团队；本方案不安排减重的热量缺口。',
      en: 'Weight loss is not a goal during treatment unless your oncology team says so: eat enough energy and protein and tell the team if you lose weight; this plan adds no weight-loss calorie deficit.',
    },
    source: S.cancerEspen,
  },
  {
    id: 'cancer.new-symptoms',
    condition: 'cancer',
    text: {
      zh: '出现新的肿块或新的骨头疼、夜里疼醒的腰背疼，请在几天内联系肿瘤科团队，不要等下次复查；腿脚无力或麻木请当天去急诊。',
      en: 'A new lump, new bone pain or back pain that wakes you at night: contact your oncology team within days, not at the next routine visit; weakness or numbness in the legs needs the emergency department the same day.',
    },
    source: S.cancerFollowUp,
  },
  // ---- serious mental illness ----
  {
    id: 'mental-illness.metabolic',
    condition: 'mental_illness',
    text: {
      zh: '服用抗精神病药（尤其是氯氮平、奥氮平）容易长胖、血糖和血脂升高：开始用药时、约12周时和之后至少每年，请医生查体重（腰围）、血压、血糖（或糖化血红蛋白）和血脂。',
      en: 'Antipsychotics (clozapine and olanzapine above all) often raise weight, blood glucose and lipids: have your weight (and waist), blood pressure, glucose (or HbA1c) and lipids checked when you start, at about 12 weeks and at least yearly after that.',
    },
    source: S.antipsychoticMetabolic,
  },
  {
    // Underweight or a positive eating screen: the same checks, without weight-gain talk (see
    // weightTalkHarms in conditions/chronic.ts).
    id: 'mental-illness.metabolic-underweight',
    condition: 'mental_illness',
    text: {
      zh: '服用抗精神病药时，请按精神科医生的安排定期查血压、血糖（或糖化血红蛋白）和血脂；吃饭和体重的目标，请跟着治疗团队的计划走。',
      en: 'On an antipsychotic, have your blood pressure, glucose (or HbA1c) and lipids checked as your psychiatrist plans; for eating and weight, follow your care team’s plan.',
    },
    source: S.antipsychoticMetabolic,
  },
  {
    id: 'mental-illness.diet-pills',
    condition: 'mental_illness',
    text: {
      zh: '不要自己买减肥药、燃脂产品或左旋肉碱：没有可靠效果，有的偷偷加了药物，还可能和精神科药物相互作用；想用药物帮助控制体重，请和精神科医生商量。',
      en: 'Do not buy diet pills, fat burners or L-carnitine for yourself: they have no reliable effect, some hide undeclared drugs, and they may interact with psychiatric medicines; if you want medicine to help with weight, talk to your psychiatrist.',
    },
    source: S.dietPills,
  },
  {
    // Said only for someone not listing clozapine or olanzapine: with either on the list the plan has
    // the full medicine-diet row `clozapine-smoking-caffeine`, whose label source this row reuses.
    id: 'mental-illness.clozapine',
    condition: 'mental_illness',
    text: {
      zh: '如果吃氯氮平或奥氮平：想戒烟或少抽烟之前先告诉精神科医生（停烟后几天内药物浓度可能明显升高），每天喝咖啡、浓茶的量保持稳定。',
      en: 'If you take clozapine or olanzapine: tell your psychiatrist before you stop or cut down smoking (levels can rise sharply within days), and keep your daily coffee and strong tea steady.',
    },
    source: CLOZAPINE_SMOKING_SOURCE,
  },
  {
    id: 'mental-illness.lithium',
    condition: 'mental_illness',
    text: {
      zh: '如果吃锂盐：每天的盐和饮水量保持稳定，不要突然低盐节食或大量出汗脱水，不要自己吃布洛芬等止痛药——这些都会让锂的血药浓度升高。',
      en: 'On lithium: keep your daily salt and fluid steady — no sudden low-salt diet or heavy sweating without drinking — and take no ibuprofen-type painkillers on your own: each of these raises lithium levels.',
    },
    source: S.lithium,
  },
  // ---- phenylketonuria (PKU) — twelfth clinician review, en P2 ----
  {
    id: 'pku.protein',
    condition: 'pku',
    text: {
      zh: '蛋白质不按一般人的推荐量吃：每天能吃多少天然蛋白（也就是多少苯丙氨酸）由代谢门诊的营养师按你的血苯丙氨酸来定，其余的蛋白质来自医生开的不含苯丙氨酸的蛋白替代品（特殊医学用途配方粉）；不要为了“补蛋白”加鸡蛋、肉、鱼、奶、豆制品，也不要吃蛋白粉或喝蛋白奶昔（食物蛋白每克约含30–50毫克苯丙氨酸）。',
      en: 'Protein does not follow the usual adult figure: your metabolic dietitian sets how much natural protein (that is, phenylalanine) you can have each day from your blood Phe, and the rest of your protein comes from your prescribed Phe-free protein substitute (medical formula); do not add eggs, meat, fish, dairy or soy to “get more protein”, and take no protein powders or shakes (food protein carries roughly 30–50 mg of phenylalanine per gram).',
    },
    source: PKU_SOURCES.acmg,
  },
  {
    id: 'pku.aspartame',
    condition: 'pku',
    text: {
      zh: '不吃含阿斯巴甜（E951）的饮料、口香糖和甜味剂：它会分解出苯丙氨酸；健怡可乐、零度可乐和很多“无糖”产品都含有，买前看配料表。',
      en: 'No drinks, gum or sweeteners with aspartame (E951): it breaks down into phenylalanine; Diet Coke, Coke Zero and many “sugar-free” products contain it, so check the label (“Phenylketonurics: contains phenylalanine”).',
    },
    source: PKU_SOURCES.aspartameLabel,
  },
  {
    id: 'pku.preconception',
    condition: 'pku',
    text: {
      zh: '打算怀孕：受孕前血苯丙氨酸要控制在120–360 μmol/L（约2–6 mg/dL），并在整个孕期保持，由代谢门诊定方案、频繁复查；高于这个范围会伤害胎儿（母源性苯丙酮尿症），在代谢门诊确认达标之前请采取可靠的避孕措施。',
      en: 'Planning a pregnancy: blood phenylalanine must be 120–360 µmol/L (about 2–6 mg/dL) before conception and kept there through the whole pregnancy, with your metabolic clinic setting the plan and checking it often; above that range it harms the baby (maternal PKU), so use reliable contraception until the clinic confirms your Phe is in range.',
    },
    source: PKU_SOURCES.acmg,
  },
  {
    // Pregnant now with PKU: the clinic today, not "contraception until it is in range" (forty-fourth clinician
    // review, en S1 and S2: 7 weeks pregnant with a Phe of 840 told to use contraception and to call this week).
    id: 'pku.pregnant',
    condition: 'pku',
    text: {
      zh: '已经怀孕：今天就联系代谢门诊（遗传代谢专科，很多有值班营养师），不要等到下次复诊——孕早期是宝宝器官形成的时候，苯丙氨酸高于360 μmol/L（约6 mg/dL）会增加先天性心脏病、小头畸形和智力发育问题的风险（母源性苯丙酮尿症），目标是尽快降到120–360 μmol/L并在整个孕期保持，孕期通常每周查1–2次。天然蛋白和蛋白替代品按代谢门诊的新处方调整，不吃阿斯巴甜；同时告诉产科医生这是苯丙酮尿症妈妈的怀孕（通常会安排胎儿心脏超声）。',
      en: 'Pregnant now: contact your metabolic clinic today (many have an on-call dietitian) — do not wait for the next appointment. Early pregnancy is when the baby’s organs form, and a phenylalanine above 360 µmol/L (about 6 mg/dL) raises the risk of heart defects, a small head and learning disability (maternal PKU); the aim is 120–360 µmol/L as soon as possible and through the whole pregnancy, usually checked once or twice a week. Natural protein and protein substitute follow the clinic’s new prescription; no aspartame. Tell your obstetrician too that this is a PKU pregnancy (a fetal heart scan is usually arranged).',
    },
    source: PKU_SOURCES.acog,
  },
  {
    id: 'pku.sapropterin',
    condition: 'pku',
    text: {
      zh: '沙丙蝶呤不要自己停；怀孕前后是否继续用，由代谢门诊决定。',
      en: 'Do not stop sapropterin (Kuvan) on your own; whether to continue it before and during a pregnancy is your metabolic clinic’s decision.',
    },
    source: PKU_SOURCES.kuvanLabel,
  },
];

/**
 * A protein powder or shake by name (whey, casein, 蛋白粉, 乳清, 增肌粉, "Premier Protein shake"): `avoid`
 * with PKU, unless it is the PKU formula itself (a Phe-free protein substitute, Phenex, Lophlex …).
 */
export const PKU_PROTEIN_PRODUCT =
  /^(?!.*(pku|phe[- ]?free|phenex|lophlex|xphe|glytactin|苯丙|蛋白替代|特医|特殊医学)).*(蛋白粉|乳清|蛋白奶昔|增肌粉|\bprotein\b|\bwhey\b|\bcasein\b)/is;

/** The rows of one condition, in table order. */
export function chronicRulesOf(condition: Condition): ChronicRule[] {
  return CHRONIC_RULES.filter((r) => r.condition === condition);
}

/** One row by its id (the review and the products use the row's text for the same rule). */
export function chronicRule(id: string): ChronicRule {
  const row = CHRONIC_RULES.find((r) => r.id === id);
  if (!row) throw new Error(`no chronic-condition rule ${id}`);
  return row;
}

/**
 * Foods with gluten (wheat, barley, rye and their products) and oats not labelled gluten-free, by
 * name in either language: never an example food for someone with coeliac disease (BSG 2014).
 */
export const GLUTEN_FOOD =
  /小麦|大麦|黑麦|麦麸|麸皮|全麦|燕麦|面包|面条|挂面|馒头|包子|饺子|面粉|意面|通心粉|麦片|谷物早餐|早餐谷物|饼干|\bwheat\b|\bbarley\b|\brye\b|\bbran\b|\bbread\b|\bbagels?\b|\bpasta\b|\bspaghetti\b|\bnoodles?\b|\bcouscous\b|\bbulgur\b|\bsemolina\b|\bspelt\b|\boats?\b|\boatmeal\b|\bcereals?\b|\bcrackers?\b|\bmuffins?\b|\bflour\b|\bwholemeal\b|\bwhole.?wheat\b|\bwhole.?grain\b/i;

/** The fibre tip with coeliac disease: gluten-free whole grains, never "more whole grains" (BSG 2014). */
export const COELIAC_FIBRE_TIP: Bilingual = {
  zh: '膳食纤维偏低：有乳糜泻时，从糙米、小米、荞麦（纯荞麦）、藜麦、玉米等天然无麸质的全谷物，以及豆类、蔬菜和水果里增加纤维；不吃小麦、大麦、黑麦做的全麦食品，燕麦只选标明无麸质的',
  en: 'Fibre is low: with coeliac disease, add it from naturally gluten-free whole grains — brown rice, millet, pure buckwheat, quinoa, corn — and from legumes, vegetables and fruit; no wholemeal foods made from wheat, barley or rye, and oats only if labelled gluten-free',
};

/**
 * Medicines the person may take that can set off haemolysis in G6PD deficiency: the CPIC 2022 high-risk
 * drugs in the dictionary, and sulfonamide antibiotics by their labels. The plan's G6PD finding names
 * the ones the person takes (tell the prescriber today, do not stop on your own).
 */
export const G6PD_TRIGGER_MEDICINES: {
  readonly drugs: readonly string[];
  readonly classes: readonly string[];
  readonly source: Source;
} = {
  drugs: ['primaquine', 'tafenoquine', 'dapsone', 'nitrofurantoin', 'sulfamethoxazole-trimethoprim'],
  classes: ['sulfonamide'],
  source: CHRONIC_SOURCES.g6pdSulfonamide,
};

/**
 * High-dose antioxidants with cancer (rule `cancer.antioxidants`; thirteenth clinician review, zh P2 #2:
 * vitamin C 1,000 mg was "keep" and scheduled daily during chemoradiotherapy while the plan and the chat
 * said not to take it): the same doses as the chemotherapy rows of knowledge/interactions.ts — vitamin C
 * from 500 mg a day, vitamin E from 100 mg — make a product `avoid` until the oncology team agrees.
 *
 * Every nutrient the rule's text names has a row, so the warning and the verdict cannot disagree
 * (fourteenth clinician review, zh P3 #2: selenium 200 µg was "keep" beside "不要自己吃大剂量抗氧化补充剂
 * （…硒等）"). Selenium from 100 µg a day: ESPEN 2021 gives micronutrients at about the recommended intake
 * and calls higher doses without a deficiency "high-dose"; 100 µg is well above the RNI of 60 µg
 * (中国居民膳食营养素参考摄入量 2023) while a multivitamin's 50–60 µg stays below. Beta-carotene has no
 * nutrient key here (its products are the AREDS and multivitamin rows, `eye-vitamins.ts`).
 * Amounts in each nutrient's canonical unit: mg for vitamins C and E, µg for selenium.
 */
const CANCER_SELENIUM_SOURCE: Source = {
  ref: 'Muscaritoli M et al., ESPEN practical guideline: Clinical Nutrition in cancer, Clin Nutr 2021;40:2898 (vitamins and trace elements at about the recommended daily allowance; avoid high-dose micronutrients without a specific deficiency); 中国居民膳食营养素参考摄入量（2023版）selenium RNI 60 µg, UL 400 µg',
  url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
};

export const CANCER_ANTIOXIDANT_FROM = {
  vitaminC: { amount: 500, unit: 'mg', source: S.cancerAntioxidants },
  vitaminE: { amount: 100, unit: 'mg', source: S.cancerAntioxidants },
  selenium: { amount: 100, unit: 'µg', source: CANCER_SELENIUM_SOURCE },
} as const satisfies Record<string, { amount: number; unit: 'mg' | 'µg'; source: Source }>;

/** Vitamin C from supplements a person with G6PD deficiency stays under (mg a day; see `g6pdVitaminC`). */
export const G6PD_VITAMIN_C_MAX_MG = 500;

/**
 * Herbal products by name that a person with G6PD deficiency should not take (coptis/berberine, bezoar,
 * pearl powder, honeysuckle, wintersweet; Hong Kong DH/HA advice, the berberine label): a supplement
 * typed with one of these names is `avoid` in the review, and the chat names them.
 */
export const G6PD_HERB_NAMES =
  /黄连|黃連|川连|川莲|川蓮|小檗碱|黄连素|牛黄|牛黃|珍珠粉|珍珠末|珍珠层粉|金银花|金銀花|腊梅花|臘梅花|\bberberine\b|\bcoptis\b|\bhuanglian\b|\bgoldenseal\b|\bbezoar\b|\bniuhuang\b|\bpearl powder\b|\bhoneysuckle\b|\bjin ?yin ?hua\b/i;

/**
 * Pregnant now with PKU, asked in the chat ("what do I do now", "can it wait for my appointment in 3 weeks?"): the
 * metabolic clinic today (forty-fourth clinician review, en S1 and S2; ACOG CO 802, 2020; Koch 2003).
 */
export const PKU_PREGNANT_NOW_ANSWER: Bilingual = {
  zh: '**已经怀孕又有苯丙酮尿症：不要等到几周后的复诊，今天就联系代谢门诊（遗传代谢专科，很多有值班营养师）。** 孕早期是宝宝器官形成的时候，苯丙氨酸高于360 μmol/L（约6 mg/dL）会增加先天性心脏病、小头畸形和智力发育问题的风险（母源性苯丙酮尿症），每多一周都有影响；目标是尽快降到120–360 μmol/L，并在整个孕期保持，孕期通常每周查1–2次。天然蛋白和蛋白替代品按代谢门诊的新处方调整（不要自己乱减到吃不饱），不吃阿斯巴甜；同时告诉产科医生这是苯丙酮尿症妈妈的怀孕（通常会安排胎儿心脏超声）。',
  en: '**Pregnant with PKU: do not wait weeks for the next appointment — contact your metabolic clinic today (many have an on-call dietitian).** Early pregnancy is when the baby’s organs form, and a phenylalanine above 360 µmol/L (about 6 mg/dL) raises the risk of heart defects, a small head and learning disability (maternal PKU); every week counts. The aim is 120–360 µmol/L as soon as possible and through the whole pregnancy, usually checked once or twice a week. Natural protein and protein substitute follow the clinic’s new prescription (do not cut back so far that you go hungry on your own), and no aspartame. Tell your obstetrician too that this is a PKU pregnancy (a fetal heart scan is usually arranged).',
};
