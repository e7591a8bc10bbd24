/**
 * Drug dictionary: common prescription and over-the-counter medicines in China and the US.
 *
 * Ids are the kebab-case English generic name (combination products join the generics with `-`).
 * `zh` is the Chinese generic name as printed on NMPA labels, `en` the English generic (INN or USAN)
 * name, `brands` the usual Chinese and US trade names. Classes drive the class-level interaction
 * rules in `./interactions`, so a class is only given when the class rule truly applies to the drug
 * (e.g. the yearly zoledronic-acid infusion is left out: oral-bisphosphonate separation advice does
 * not fit it).
 *
 * Sources for names and classes: the FDA Orange Book / DailyMed labels (US names and brands),
 * NMPA drug labels and the National Essential Medicines List (国家基本药物目录, 2018) for Chinese names,
 * WHO ATC classification for classes. Coverage (which medicines are listed): ClinCalc DrugStats Top 300
 * of 2022 (US, from MEPS) and the national centralised-procurement lists (国家组织药品集中采购, batches
 * 1–9, 2018–2023) for China; the block added for issue 15 §6 names its sources again at its head, as
 * does the block added after the pharmacist review (B9: further brands, the Taiwan name of aspirin and
 * two danshen patent medicines from the Chinese Pharmacopoeia 2020).
 */

/** Drug classes the interaction rules can name, with user-facing labels. */
export const DRUG_CLASSES = {
  anticoagulant: { zh: '抗凝药', en: 'Anticoagulant' },
  // The oral anticoagulants that work by antagonising vitamin K (WHO ATC B01AA: warfarin, acenocoumarol, phenprocoumon): the INR,
  // the anticoagulation clinic and "keep vitamin K steady" are theirs, never a DOAC's or a heparin's. Every member is
  // an anticoagulant too (`CLASS_WITHIN`), so the anticoagulant class rules reach it.
  vitamin_k_antagonist: {
    zh: '维生素K拮抗剂（香豆素类抗凝药）',
    en: 'Vitamin K antagonist (coumarin anticoagulant)',
  },
  antifibrinolytic: { zh: '抗纤溶止血药', en: 'Antifibrinolytic' },
  antiplatelet: { zh: '抗血小板药', en: 'Antiplatelet' },
  ppi: { zh: '质子泵抑制剂（PPI）', en: 'Proton pump inhibitor (PPI)' },
  pcab: { zh: '钾离子竞争性酸阻滞剂（P-CAB）', en: 'Potassium-competitive acid blocker (P-CAB)' },
  h2_blocker: { zh: 'H2受体拮抗剂', en: 'H2 blocker' },
  antacid: { zh: '抗酸药/胃黏膜保护剂', en: 'Antacid / mucosal protectant' },
  prokinetic: { zh: '促胃肠动力药', en: 'Prokinetic' },
  biguanide: { zh: '双胍类降糖药', en: 'Biguanide' },
  sulfonylurea: { zh: '磺脲类降糖药', en: 'Sulfonylurea' },
  meglitinide: { zh: '格列奈类降糖药', en: 'Meglitinide' },
  alpha_glucosidase_inhibitor: { zh: 'α-糖苷酶抑制剂', en: 'Alpha-glucosidase inhibitor' },
  dpp4_inhibitor: { zh: 'DPP-4抑制剂', en: 'DPP-4 inhibitor' },
  sglt2_inhibitor: { zh: 'SGLT-2抑制剂', en: 'SGLT2 inhibitor' },
  glp1_agonist: { zh: 'GLP-1受体激动剂', en: 'GLP-1 receptor agonist' },
  thiazolidinedione: { zh: '噻唑烷二酮类降糖药', en: 'Thiazolidinedione' },
  insulin: { zh: '胰岛素', en: 'Insulin' },
  statin: { zh: '他汀类调脂药', en: 'Statin' },
  cholesterol_absorption_inhibitor: { zh: '胆固醇吸收抑制剂', en: 'Cholesterol absorption inhibitor' },
  fibrate: { zh: '贝特类调脂药', en: 'Fibrate' },
  bile_acid_sequestrant: { zh: '胆汁酸螯合剂', en: 'Bile acid sequestrant' },
  pcsk9_inhibitor: { zh: 'PCSK9抑制剂', en: 'PCSK9 inhibitor' },
  ace_inhibitor: { zh: '血管紧张素转换酶抑制剂（ACEI，普利类）', en: 'ACE inhibitor' },
  arb: { zh: '血管紧张素II受体拮抗剂（ARB，沙坦类）', en: 'Angiotensin receptor blocker (ARB)' },
  potassium_sparing_diuretic: { zh: '保钾利尿剂', en: 'Potassium-sparing diuretic' },
  thiazide_diuretic: { zh: '噻嗪类利尿剂', en: 'Thiazide diuretic' },
  loop_diuretic: { zh: '袢利尿剂', en: 'Loop diuretic' },
  beta_blocker: { zh: 'β受体阻滞剂（洛尔类）', en: 'Beta blocker' },
  calcium_channel_blocker: { zh: '钙通道阻滞剂（地平类）', en: 'Calcium channel blocker' },
  alpha_blocker: { zh: 'α受体阻滞剂', en: 'Alpha blocker' },
  nitrate: { zh: '硝酸酯类', en: 'Nitrate' },
  vasodilator: { zh: '其他降压药', en: 'Other antihypertensive' },
  cardiac_glycoside: { zh: '强心苷', en: 'Cardiac glycoside' },
  antiarrhythmic: { zh: '抗心律失常药', en: 'Antiarrhythmic' },
  thyroid_hormone: { zh: '甲状腺激素', en: 'Thyroid hormone' },
  antithyroid: { zh: '抗甲状腺药', en: 'Antithyroid drug' },
  fluoroquinolone: { zh: '氟喹诺酮类抗菌药（沙星类）', en: 'Fluoroquinolone antibiotic' },
  antimalarial: { zh: '抗疟药', en: 'Antimalarial' },
  tetracycline: { zh: '四环素类抗菌药', en: 'Tetracycline antibiotic' },
  macrolide: { zh: '大环内酯类抗菌药', en: 'Macrolide antibiotic' },
  penicillin: { zh: '青霉素类抗菌药', en: 'Penicillin antibiotic' },
  cephalosporin: { zh: '头孢菌素类抗菌药', en: 'Cephalosporin antibiotic' },
  nitroimidazole: { zh: '硝基咪唑类抗菌药', en: 'Nitroimidazole' },
  alcohol_liquid: { zh: '含酒精的液体药', en: 'Liquid medicine containing alcohol' },
  decongestant: { zh: '减充血剂（拟交感神经药）', en: 'Decongestant (sympathomimetic)' },
  oxazolidinone: { zh: '噁唑烷酮类抗菌药', en: 'Oxazolidinone antibiotic' },
  sulfonamide: { zh: '磺胺类抗菌药', en: 'Sulfonamide antibiotic' },
  urinary_antiseptic: { zh: '泌尿道抗菌药', en: 'Urinary antiseptic' },
  antifungal_azole: { zh: '唑类抗真菌药', en: 'Azole antifungal' },
  antituberculosis: { zh: '抗结核药', en: 'Antituberculosis drug' },
  osmotic_laxative: { zh: '渗透性泻药', en: 'Osmotic laxative' },
  gut_antibiotic: { zh: '肠道不吸收的抗菌药', en: 'Non-absorbed gut antibiotic' },
  antiviral: { zh: '抗病毒药', en: 'Antiviral' },
  /** Desmopressin: a vasopressin analogue that keeps water in; its rule is the fluid limit and sodium checks. */
  antidiuretic: { zh: '抗利尿激素类似物', en: 'Antidiuretic (vasopressin analogue)' },
  /** Denosumab (Prolia, Xgeva): a RANKL antibody; its rule is calcium and vitamin D before each dose. */
  rankl_inhibitor: { zh: 'RANKL抑制剂（地舒单抗）', en: 'RANKL inhibitor (denosumab)' },
  /** Teriparatide, abaloparatide: PTH analogues that build bone and can raise blood calcium (Forteo US PI §5). */
  pth_analogue: { zh: '甲状旁腺激素类似物（促骨形成药）', en: 'PTH analogue (bone-building)' },
  antiretroviral: { zh: '抗HIV药', en: 'Antiretroviral (HIV)' },
  ssri: { zh: '选择性5-羟色胺再摄取抑制剂（SSRI）', en: 'SSRI antidepressant' },
  snri: { zh: '5-羟色胺和去甲肾上腺素再摄取抑制剂（SNRI）', en: 'SNRI antidepressant' },
  maoi: { zh: '单胺氧化酶抑制剂（MAOI）', en: 'MAO inhibitor' },
  tricyclic: { zh: '三环类抗抑郁药', en: 'Tricyclic antidepressant' },
  atypical_antidepressant: { zh: '其他抗抑郁药', en: 'Other antidepressant' },
  antipsychotic: { zh: '抗精神病药', en: 'Antipsychotic' },
  benzodiazepine: { zh: '苯二氮䓬类镇静催眠药', en: 'Benzodiazepine' },
  hypnotic: { zh: '非苯二氮䓬类催眠药', en: 'Sleep medicine (Z-drug)' },
  antiepileptic: { zh: '抗癫痫药', en: 'Antiepileptic' },
  enzyme_inducing_antiepileptic: {
    zh: '肝药酶诱导型抗癫痫药',
    en: 'Enzyme-inducing antiepileptic',
  },
  mood_stabilizer: { zh: '心境稳定剂', en: 'Mood stabiliser' },
  opioid: { zh: '阿片类镇痛药', en: 'Opioid analgesic' },
  nsaid: { zh: '非甾体抗炎药（NSAID）', en: 'NSAID' },
  analgesic: { zh: '解热镇痛药', en: 'Analgesic / antipyretic' },
  corticosteroid: { zh: '口服/注射糖皮质激素', en: 'Systemic corticosteroid' },
  mineralocorticoid: { zh: '盐皮质激素', en: 'Mineralocorticoid' },
  inhaled_corticosteroid: { zh: '吸入性糖皮质激素', en: 'Inhaled corticosteroid' },
  bronchodilator: { zh: '支气管扩张剂', en: 'Bronchodilator' },
  methylxanthine: { zh: '茶碱类', en: 'Methylxanthine' },
  leukotriene_antagonist: { zh: '白三烯受体拮抗剂', en: 'Leukotriene receptor antagonist' },
  antihistamine: { zh: '抗组胺药', en: 'Antihistamine' },
  bisphosphonate: { zh: '口服双膦酸盐', en: 'Oral bisphosphonate' },
  oral_contraceptive: { zh: '口服避孕药', en: 'Oral contraceptive' },
  hormone_therapy: { zh: '雌激素替代治疗', en: 'Menopausal hormone therapy' },
  immunosuppressant: { zh: '免疫抑制剂', en: 'Immunosuppressant' },
  calcineurin_inhibitor: { zh: '钙调磷酸酶抑制剂', en: 'Calcineurin inhibitor' },
  antifolate: { zh: '抗叶酸药', en: 'Antifolate' },
  dmard: { zh: '改善病情抗风湿药（DMARD）', en: 'Disease-modifying antirheumatic drug (DMARD)' },
  levodopa: { zh: '左旋多巴制剂', en: 'Levodopa preparation' },
  antiparkinson: { zh: '抗帕金森病药', en: 'Antiparkinson drug' },
  dementia: { zh: '抗痴呆药', en: 'Dementia medicine' },
  chemotherapy: { zh: '口服抗肿瘤药', en: 'Oral anticancer drug' },
  egfr_tki: { zh: 'EGFR酪氨酸激酶抑制剂（靶向药）', en: 'EGFR tyrosine kinase inhibitor' },
  hormonal_antineoplastic: { zh: '内分泌抗肿瘤药', en: 'Hormonal anticancer drug' },
  /** Testosterone and other androgens (ATC G03B): the haematocrit rule (Endocrine Society 2018). */
  androgen: { zh: '雄激素', en: 'Androgen (testosterone)' },
  lipase_inhibitor: { zh: '脂肪酶抑制剂（减肥药）', en: 'Lipase inhibitor (weight loss)' },
  copper_chelator: { zh: '排铜药（肝豆状核变性）', en: 'Copper chelator (Wilson disease)' },
  wilson_zinc: { zh: '醋酸锌（肝豆状核变性）', en: 'Zinc acetate (Wilson disease)' },
  pancreatic_enzyme: { zh: '胰酶替代制剂', en: 'Pancreatic enzyme replacement' },
  pde5_inhibitor: { zh: 'PDE5抑制剂', en: 'PDE5 inhibitor' },
  five_alpha_reductase_inhibitor: { zh: '5α还原酶抑制剂', en: '5-alpha-reductase inhibitor' },
  urate_lowering: { zh: '降尿酸药', en: 'Urate-lowering drug' },
  antigout: { zh: '痛风急性期用药', en: 'Gout flare medicine' },
  retinoid: { zh: '口服维A酸类', en: 'Oral retinoid' },
  stimulant: { zh: '中枢兴奋药（ADHD）', en: 'Stimulant (ADHD)' },
  anorectic: { zh: '减肥药（食欲抑制剂）', en: 'Weight-loss medicine (appetite suppressant)' },
  oxybate: { zh: '羟丁酸钠类（发作性睡病用药）', en: 'Oxybate (narcolepsy medicine)' },
  wakefulness_promoter: { zh: '促觉醒药', en: 'Wakefulness-promoting medicine' },
  vasopressin_antagonist: { zh: '血管加压素受体拮抗剂', en: 'Vasopressin receptor antagonist' },
  muscle_relaxant: { zh: '肌肉松弛药', en: 'Muscle relaxant' },
  antiemetic: { zh: '止吐药', en: 'Antiemetic' },
  // Eleventh clinician review: classes of the medicines added then (their rows are per medicine).
  iv_bisphosphonate: { zh: '静脉双膦酸盐', en: 'Intravenous bisphosphonate' },
  appetite_stimulant: { zh: '促食欲药', en: 'Appetite stimulant' },
  hepatoprotective: { zh: '保肝药', en: 'Liver-protecting medicine' },
  digestive_enzyme: { zh: '助消化酶制剂', en: 'Digestive enzyme preparation' },
  triptan: { zh: '曲坦类抗偏头痛药', en: 'Triptan (migraine)' },
  // Classes without interaction rules (issue 15 §6 additions): they label the drug for search only.
  antidiarrheal: { zh: '止泻药', en: 'Antidiarrhoeal' },
  antianginal: { zh: '改善心肌代谢药', en: 'Antianginal (metabolic)' },
  overactive_bladder: { zh: '膀胱过度活动症用药', en: 'Overactive bladder medicine' },
  lincosamide: { zh: '林可酰胺类抗菌药', en: 'Lincosamide antibiotic' },
  antifungal_allylamine: { zh: '丙烯胺类抗真菌药', en: 'Allylamine antifungal' },
  anxiolytic: { zh: '抗焦虑药', en: 'Anxiolytic' },
  // Medicines for alcohol dependence (ATC N07BB; ninth clinician review, en P2): disulfiram's rule is no
  // alcohol in any form (knowledge/medicine-diet.ts); the others label the drug for search only.
  alcohol_deterrent: { zh: '戒酒药（双硫仑）', en: 'Alcohol deterrent (disulfiram)' },
  alcohol_dependence: { zh: '酒精依赖治疗药', en: 'Medicine for alcohol dependence' },
  // Iron chelators for transfusional iron overload (ninth clinician review, en P5 finding 4): labels the
  // drug for search; the diet answer for transfusional overload names them (assistant/intents/everyday.ts).
  iron_chelator: { zh: '去铁药（铁螯合剂）', en: 'Iron chelator' },
  adhd_nonstimulant: { zh: '非兴奋剂类ADHD用药', en: 'Non-stimulant ADHD medicine' },
  antitussive: { zh: '镇咳药', en: 'Cough suppressant' },
  progestin: { zh: '孕激素', en: 'Progestogen' },
  serm: { zh: '选择性雌激素受体调节剂（SERM）', en: 'Selective estrogen receptor modulator (SERM)' },
  potassium_supplement: { zh: '补钾药', en: 'Potassium replacement' },
  danshen_preparation: { zh: '含丹参的中成药', en: 'Chinese patent medicine containing danshen' },
  phosphate_binder: { zh: '磷结合剂', en: 'Phosphate binder' },
  vitamin_d_analogue: { zh: '活性维生素D及其类似物', en: 'Active vitamin D (vitamin D analogue)' },
  calcimimetic: { zh: '拟钙剂', en: 'Calcimimetic' },
  esa: { zh: '促红细胞生成素类（促红素）', en: 'Erythropoiesis-stimulating agent' },
  iv_iron: { zh: '静脉铁剂', en: 'Intravenous iron' },
  aminosalicylate: { zh: '氨基水杨酸类', en: 'Aminosalicylate' },
  // Ninth clinician review (zh P4, en P3): the medicines of clozapine care (WHO ATC N04AA, A03, A06AB,
  // A06AA, N07BA); anticholinergics and opioids with clozapine are a pair in `./drug-interactions`.
  anticholinergic: { zh: '抗胆碱药', en: 'Anticholinergic' },
  stimulant_laxative: { zh: '刺激性泻药', en: 'Stimulant laxative' },
  stool_softener: { zh: '粪便软化剂', en: 'Stool softener' },
  smoking_cessation: { zh: '戒烟药（尼古丁替代）', en: 'Smoking-cessation medicine' },
  // Hydroxyurea (ATC L01XX05) for sickle cell disease and myeloproliferative disease: no food or
  // supplement rule on its label (Droxia/Siklos/Hydrea USPI), so no interaction rule names it.
  antimetabolite_haematology: { zh: '抗代谢药（血液科）', en: 'Antimetabolite (haematology)' },
  thrombopoietin_agonist: { zh: '血小板生成素受体激动剂', en: 'Thrombopoietin receptor agonist' },
  // Pyridostigmine (ATC N07AA02) for myasthenia gravis: its rules are the myasthenia gravis rows
  // (magnesium, knowledge/drug-interactions.ts); clinician review 7, zh P5.
  cholinesterase_inhibitor_mg: {
    zh: '抗胆碱酯酶药（重症肌无力）',
    en: 'Cholinesterase inhibitor (myasthenia gravis)',
  },
  // Ninth clinician review (zh P1, zh P2): medicines a G6PD-deficient person is told about, and the
  // potassium binders of dialysis units.
  aminoquinoline_antimalarial: { zh: '8-氨基喹啉类抗疟药', en: '8-aminoquinoline antimalarial' },
  sulfone: { zh: '砜类抗菌药', en: 'Sulfone antibacterial' },
  potassium_binder: { zh: '降钾药（钾结合剂）', en: 'Potassium binder' },
  // Eleventh clinician review (en P3): CFTR modulators for cystic fibrosis (ATC R07AX); their rows are
  // CYP3A inducers and grapefruit (knowledge/interactions.ts, medicine-diet.ts).
  cftr_modulator: { zh: 'CFTR调节剂（囊性纤维化）', en: 'CFTR modulator (cystic fibrosis)' },
  mucolytic: { zh: '黏液溶解药', en: 'Mucolytic' },
  // Twelfth clinician review, en P2: Kuvan (sapropterin) for PKU was not recognised.
  pku_medicine: { zh: '苯丙酮尿症（PKU）用药', en: 'PKU medicine' },
  // Tenth clinician review (zh P2 finding 2): two common Chinese CKD medicines (WHO ATC V06DD amino acids
  // with keto analogues; B05XA02 / A02AH sodium bicarbonate). Their rows are medicine-diet rows and the
  // keto acids' calcium and iron rows, not class rules.
  keto_acid_analogue: {
    zh: '复方α-酮酸（配合低蛋白饮食）',
    en: 'Keto acid analogues (with a low-protein diet)',
  },
  alkalinising_agent: { zh: '碱化剂（纠正代谢性酸中毒）', en: 'Alkalinising agent (metabolic acidosis)' },
  // Clinician review of the knowledge tables (2026-11-29), item 1: roxadustat, an oral anaemia medicine of kidney
  // disease (WHO ATC B03XA05) — not an erythropoiesis-stimulating agent; its rows are the cation spacing
  // (knowledge/roxadustat-cations.ts).
  hif_phi: {
    zh: '低氧诱导因子脯氨酰羟化酶抑制剂（HIF-PHI）',
    en: 'HIF prolyl hydroxylase inhibitor (HIF-PHI)',
  },
  // Thirty-fifth clinician review (M6): immune checkpoint inhibitors (WHO ATC L01FF PD-1/PD-L1, L01FX04
  // ipilimumab): the rule is their immune-related side effects, reported to the oncology team the same day
  // (knowledge/medicine-diet.ts), and the chat's diarrhoea row (assistant/faq/rows-immunotherapy.ts).
  checkpoint_inhibitor: {
    zh: '免疫检查点抑制剂（PD-1/PD-L1/CTLA-4抗体）',
    en: 'Immune checkpoint inhibitor (PD-1/PD-L1/CTLA-4 antibody)',
  },
  // Forty-first clinician review (zh S1): bosentan and the other endothelin receptor antagonists (WHO ATC
  // C02KX) for pulmonary arterial hypertension — teratogens whose rows are in knowledge/teratogens.ts.
  endothelin_receptor_antagonist: { zh: '内皮素受体拮抗剂', en: 'Endothelin receptor antagonist' },
  // Forty-first clinician review (zh S2): thalidomide and its analogues (WHO ATC L04AX) — teratogens that
  // pass into semen, so their rule speaks to men too.
  thalidomide_analogue: { zh: '沙利度胺类药物', en: 'Thalidomide-class medicine' },
  // Forty-first clinician review (zh M1): pirfenidone for idiopathic pulmonary fibrosis (WHO ATC L04AX05).
  antifibrotic: { zh: '抗纤维化药（特发性肺纤维化）', en: 'Antifibrotic (pulmonary fibrosis)' },
  // Forty-third clinician review (zh S3): ergot alkaloids for migraine (WHO ATC N02CA).
  ergot: { zh: '麦角生物碱（偏头痛）', en: 'Ergot alkaloid (migraine)' },
  // Forty-third clinician review (en M14): zuranolone for postpartum depression (WHO ATC N06AX).
  neurosteroid: { zh: '神经活性甾体（产后抑郁）', en: 'Neuroactive steroid (postpartum depression)' },
  // Forty-seventh clinician review (zh S3): fluorouracil and its prodrugs (WHO ATC L01BC), broken down by DPD — the
  // rule is brivudine's and sorivudine's fatal DPD inhibition (knowledge/drug-interactions.ts).
  fluoropyrimidine: { zh: '氟尿嘧啶类抗肿瘤药', en: 'Fluoropyrimidine (fluorouracil or a prodrug)' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type DrugClass = keyof typeof DRUG_CLASSES;

/**
 * A class that lies within another: every medicine of the first belongs to the second as well, and a class phrase
 * typed for the first ("vitamin K antagonist") gets both classes' rules.
 */
export const CLASS_WITHIN: Readonly<Partial<Record<DrugClass, DrugClass>>> = {
  vitamin_k_antagonist: 'anticoagulant',
};

/** One dictionary row; `DrugId` is derived from the table below. */
export interface Drug {
  readonly id: string;
  readonly zh: string;
  readonly en: string;
  readonly brands: readonly string[];
  readonly classes: readonly DrugClass[];
}

// One row per line keeps the table scannable; prettier would explode it to ~1,500 lines.
// prettier-ignore
export const DRUGS = [
  // Anticoagulants
  { id: 'warfarin', zh: '华法林', en: 'Warfarin', brands: ['Coumadin', 'Jantoven', '华法林钠片', '芬兰华法林', 'Marevan'], classes: ['anticoagulant', 'vitamin_k_antagonist'] },
  // Acenocoumarol (WHO ATC B01AA07), the other common vitamin K antagonist: Acitrom in India, Sintrom/Sinthrome in
  // Europe, acenocumarol in Spanish, nicoumalone its former British name, 醋硝香豆素 (新抗凝) in China. Blind answer
  // round 47 (Meenakshi, 85, on Acitrom) kept it as typed, so none of warfarin's vitamin K and INR rules reached her.
  // Names from the Sinthrome UK SmPC (Merus Labs), the Sintrom ficha técnica (AEMPS), the Acitrom label (Abbott India)
  // and the NMPA label 醋硝香豆素片; class from WHO ATC B01AA (vitamin K antagonists).
  { id: 'acenocoumarol', zh: '醋硝香豆素', en: 'Acenocoumarol', brands: ['Acitrom', 'Sintrom', 'Sinthrome', 'acenocumarol', 'nicoumalone', '新抗凝', '醋硝香豆素片'], classes: ['anticoagulant', 'vitamin_k_antagonist'] },
  // Phenprocoumon (WHO ATC B01AA04), the vitamin K antagonist of Germany, Austria, Switzerland and the Netherlands:
  // Marcumar, Marcoumar, Falithrom, Phenpro-ratiopharm; Liquamar in the US once. Its half-life (about 6 days) is the
  // longest of the class, so an INR change after a new medicine or a dose change shows late and lasts.
  // Names from the Marcumar Fachinformation (MEDA/Mylan), the Marcoumar Swiss label and WHO ATC B01AA04.
  { id: 'phenprocoumon', zh: '苯丙香豆素', en: 'Phenprocoumon', brands: ['Marcumar', 'Marcoumar', 'Falithrom', 'Phenpro-ratiopharm', 'Phenprogamma', 'Liquamar', 'phenprocoumone'], classes: ['anticoagulant', 'vitamin_k_antagonist'] },
  { id: 'rivaroxaban', zh: '利伐沙班', en: 'Rivaroxaban', brands: ['Xarelto', '拜瑞妥'], classes: ['anticoagulant'] },
  { id: 'apixaban', zh: '阿哌沙班', en: 'Apixaban', brands: ['Eliquis', '艾乐妥'], classes: ['anticoagulant'] },
  { id: 'dabigatran', zh: '达比加群酯', en: 'Dabigatran', brands: ['Pradaxa', '泰毕全', '达比加群', 'Prazaxa'], classes: ['anticoagulant'] },
  { id: 'edoxaban', zh: '艾多沙班', en: 'Edoxaban', brands: ['Savaysa', 'Lixiana', '里先安'], classes: ['anticoagulant'] },
  { id: 'enoxaparin', zh: '依诺肝素', en: 'Enoxaparin', brands: ['Lovenox', 'Clexane', '克赛'], classes: ['anticoagulant'] },
  // The other low-molecular-weight heparins, and the class named as the medicine (forty-fifth clinician review,
  // zh M12: 速碧林 and "低分子肝素" were not found, so fish oil beside an injected anticoagulant went unchecked).
  { id: 'nadroparin', zh: '那屈肝素', en: 'Nadroparin', brands: ['Fraxiparine', '速碧林', '那屈肝素钙'], classes: ['anticoagulant'] },
  { id: 'dalteparin', zh: '达肝素', en: 'Dalteparin', brands: ['Fragmin', '法安明', '达肝素钠'], classes: ['anticoagulant'] },
  { id: 'tinzaparin', zh: '亭扎肝素', en: 'Tinzaparin', brands: ['Innohep'], classes: ['anticoagulant'] },
  { id: 'low-molecular-weight-heparin', zh: '低分子肝素', en: 'Low-molecular-weight heparin', brands: ['LMWH', '低分子肝素钙', '低分子肝素钠', 'low molecular weight heparin'], classes: ['anticoagulant'] },
  // Antiplatelets
  { id: 'aspirin', zh: '阿司匹林', en: 'Aspirin', brands: ['Bayer Aspirin', 'Ecotrin', 'Ecosprin', 'Disprin', '拜阿司匹灵', '拜阿司匹林', '阿司匹林肠溶片', '阿斯匹林', '阿斯匹灵'], classes: ['antiplatelet', 'nsaid'] },
  { id: 'clopidogrel', zh: '氯吡格雷', en: 'Clopidogrel', brands: ['Plavix', '波立维', '泰嘉'], classes: ['antiplatelet'] },
  { id: 'ticagrelor', zh: '替格瑞洛', en: 'Ticagrelor', brands: ['Brilinta', 'Brilique', '倍林达'], classes: ['antiplatelet'] },
  { id: 'prasugrel', zh: '普拉格雷', en: 'Prasugrel', brands: ['Effient', 'Efient'], classes: ['antiplatelet'] },
  { id: 'cilostazol', zh: '西洛他唑', en: 'Cilostazol', brands: ['Pletal', '培达'], classes: ['antiplatelet'] },
  { id: 'dipyridamole', zh: '双嘧达莫', en: 'Dipyridamole', brands: ['Persantine', '潘生丁'], classes: ['antiplatelet'] },
  // Acid suppression and stomach
  { id: 'omeprazole', zh: '奥美拉唑', en: 'Omeprazole', brands: ['Prilosec', 'Losec', '洛赛克'], classes: ['ppi'] },
  { id: 'esomeprazole', zh: '埃索美拉唑', en: 'Esomeprazole', brands: ['Nexium', '耐信'], classes: ['ppi'] },
  { id: 'lansoprazole', zh: '兰索拉唑', en: 'Lansoprazole', brands: ['Prevacid', '达克普隆'], classes: ['ppi'] },
  // Thirty-fifth clinician review (M5): Somac, Australia's pantoprazole (Takeda; also sold over the counter as
  // Somac Heartburn Relief), found nothing. Name from the Australian product information (TGA eBS).
  { id: 'pantoprazole', zh: '泮托拉唑', en: 'Pantoprazole', brands: ['Protonix', '泮立苏', '潘妥洛克', 'Pantoloc', 'Tecta', 'Somac'], classes: ['ppi'] },
  { id: 'rabeprazole', zh: '雷贝拉唑', en: 'Rabeprazole', brands: ['Aciphex', 'Pariet', '波利特'], classes: ['ppi'] },
  { id: 'ilaprazole', zh: '艾普拉唑', en: 'Ilaprazole', brands: ['壹丽安'], classes: ['ppi'] },
  { id: 'vonoprazan', zh: '伏诺拉生', en: 'Vonoprazan', brands: ['Voquezna', 'Takecab', '沃克'], classes: ['pcab'] },
  { id: 'famotidine', zh: '法莫替丁', en: 'Famotidine', brands: ['Pepcid', '高舒达'], classes: ['h2_blocker'] },
  { id: 'cimetidine', zh: '西咪替丁', en: 'Cimetidine', brands: ['Tagamet', '泰胃美'], classes: ['h2_blocker'] },
  // An alginate raft with an antacid: the usual heartburn remedy in UK pregnancy (fiftieth clinician review, en M8: "Gaviscon
  // Advance" was refused as an unknown medicine, so its 2 hours from iron were never said).
  { id: 'alginate-antacid', zh: '海藻酸钠抗酸剂', en: 'Alginate antacid (Gaviscon)', brands: ['Gaviscon', 'Gaviscon Advance', 'Gaviscon Double Action', 'Peptac', 'Acidex'], classes: ['antacid'] },
  { id: 'hydrotalcite', zh: '铝碳酸镁', en: 'Hydrotalcite', brands: ['Talcid', '达喜'], classes: ['antacid'] },
  { id: 'aluminum-hydroxide', zh: '氢氧化铝', en: 'Aluminium hydroxide', brands: ['Amphojel', '胃舒平'], classes: ['antacid'] },
  { id: 'sucralfate', zh: '硫糖铝', en: 'Sucralfate', brands: ['Carafate'], classes: ['antacid'] },
  { id: 'bismuth-potassium-citrate', zh: '枸橼酸铋钾', en: 'Bismuth potassium citrate', brands: ['丽珠得乐', 'De-Nol'], classes: ['antacid'] },
  { id: 'domperidone', zh: '多潘立酮', en: 'Domperidone', brands: ['Motilium', '吗丁啉'], classes: ['prokinetic'] },
  { id: 'mosapride', zh: '莫沙必利', en: 'Mosapride', brands: ['Gasmotin', '加斯清'], classes: ['prokinetic'] },
  { id: 'ondansetron', zh: '昂丹司琼', en: 'Ondansetron', brands: ['Zofran', '枢复宁', '恩丹西酮'], classes: ['antiemetic'] },
  // Diabetes
  { id: 'metformin', zh: '二甲双胍', en: 'Metformin', brands: ['Glucophage', '格华止', 'Fortamet', 'Glumetza', '美迪康', '庫魯化'], classes: ['biguanide'] },
  { id: 'glimepiride', zh: '格列美脲', en: 'Glimepiride', brands: ['Amaryl', '亚莫利', '万苏平'], classes: ['sulfonylurea'] },
  { id: 'gliclazide', zh: '格列齐特', en: 'Gliclazide', brands: ['Diamicron', '达美康'], classes: ['sulfonylurea'] },
  { id: 'glipizide', zh: '格列吡嗪', en: 'Glipizide', brands: ['Glucotrol', '瑞易宁', '美吡达'], classes: ['sulfonylurea'] },
  { id: 'glibenclamide', zh: '格列本脲', en: 'Glibenclamide (glyburide)', brands: ['Glyburide', 'DiaBeta', 'Glynase', '优降糖'], classes: ['sulfonylurea'] },
  { id: 'repaglinide', zh: '瑞格列奈', en: 'Repaglinide', brands: ['Prandin', 'NovoNorm', '诺和龙'], classes: ['meglitinide'] },
  { id: 'acarbose', zh: '阿卡波糖', en: 'Acarbose', brands: ['Precose', 'Glucobay', '拜糖平', '拜唐苹', '卡博平'], classes: ['alpha_glucosidase_inhibitor'] },
  { id: 'sitagliptin', zh: '西格列汀', en: 'Sitagliptin', brands: ['Januvia', '捷诺维'], classes: ['dpp4_inhibitor'] },
  { id: 'linagliptin', zh: '利格列汀', en: 'Linagliptin', brands: ['Tradjenta', 'Trajenta', '欧唐宁'], classes: ['dpp4_inhibitor'] },
  { id: 'saxagliptin', zh: '沙格列汀', en: 'Saxagliptin', brands: ['Onglyza', '安立泽'], classes: ['dpp4_inhibitor'] },
  { id: 'dapagliflozin', zh: '达格列净', en: 'Dapagliflozin', brands: ['Farxiga', 'Forxiga', '安达唐', '安达糖'], classes: ['sglt2_inhibitor'] },
  { id: 'empagliflozin', zh: '恩格列净', en: 'Empagliflozin', brands: ['Jardiance', '欧唐静'], classes: ['sglt2_inhibitor'] },
  { id: 'canagliflozin', zh: '卡格列净', en: 'Canagliflozin', brands: ['Invokana', '怡可安'], classes: ['sglt2_inhibitor'] },
  { id: 'semaglutide', zh: '司美格鲁肽', en: 'Semaglutide', brands: ['Ozempic', 'Wegovy', 'Rybelsus', '诺和泰', '诺和盈', '诺和忻'], classes: ['glp1_agonist'] },
  { id: 'liraglutide', zh: '利拉鲁肽', en: 'Liraglutide', brands: ['Victoza', 'Saxenda', '诺和力'], classes: ['glp1_agonist'] },
  { id: 'dulaglutide', zh: '度拉糖肽', en: 'Dulaglutide', brands: ['Trulicity', '度易达'], classes: ['glp1_agonist'] },
  { id: 'tirzepatide', zh: '替尔泊肽', en: 'Tirzepatide', brands: ['Mounjaro', 'Zepbound', '穆峰达'], classes: ['glp1_agonist'] },
  { id: 'pioglitazone', zh: '吡格列酮', en: 'Pioglitazone', brands: ['Actos', '艾可拓'], classes: ['thiazolidinedione'] },
  { id: 'insulin-glargine', zh: '甘精胰岛素', en: 'Insulin glargine', brands: ['Lantus', 'Basaglar', 'Toujeo', '来得时', '长秀霖'], classes: ['insulin'] },
  { id: 'insulin-degludec', zh: '德谷胰岛素', en: 'Insulin degludec', brands: ['Tresiba', '诺和达'], classes: ['insulin'] },
  { id: 'insulin-aspart', zh: '门冬胰岛素', en: 'Insulin aspart', brands: ['NovoLog', 'NovoRapid', '诺和锐'], classes: ['insulin'] },
  { id: 'insulin-lispro', zh: '赖脯胰岛素', en: 'Insulin lispro', brands: ['Humalog', '优泌乐'], classes: ['insulin'] },
  // Lipids
  { id: 'atorvastatin', zh: '阿托伐他汀', en: 'Atorvastatin', brands: ['Lipitor', '立普妥', '阿乐'], classes: ['statin'] },
  // Taiwan's brand names as its readers type them (fiftieth clinician review, zh M: 冠脂妥 found nothing):
  // Crestor 冠脂妥, Glucophage 庫魯化, Feburic 福避痛 (Taiwan FDA drug licence database).
  { id: 'rosuvastatin', zh: '瑞舒伐他汀', en: 'Rosuvastatin', brands: ['Crestor', '可定', '冠脂妥'], classes: ['statin'] },
  { id: 'simvastatin', zh: '辛伐他汀', en: 'Simvastatin', brands: ['Zocor', '舒降之'], classes: ['statin'] },
  { id: 'pravastatin', zh: '普伐他汀', en: 'Pravastatin', brands: ['Pravachol', '普拉固'], classes: ['statin'] },
  { id: 'pitavastatin', zh: '匹伐他汀', en: 'Pitavastatin', brands: ['Livalo', '力清之'], classes: ['statin'] },
  { id: 'lovastatin', zh: '洛伐他汀', en: 'Lovastatin', brands: ['Mevacor', 'Altoprev', '美降之'], classes: ['statin'] },
  { id: 'fluvastatin', zh: '氟伐他汀', en: 'Fluvastatin', brands: ['Lescol', '来适可'], classes: ['statin'] },
  { id: 'ezetimibe', zh: '依折麦布', en: 'Ezetimibe', brands: ['Zetia', 'Ezetrol', '益适纯'], classes: ['cholesterol_absorption_inhibitor'] },
  { id: 'fenofibrate', zh: '非诺贝特', en: 'Fenofibrate', brands: ['Tricor', 'Lipidil', '力平之'], classes: ['fibrate'] },
  { id: 'gemfibrozil', zh: '吉非罗齐', en: 'Gemfibrozil', brands: ['Lopid', '诺衡'], classes: ['fibrate'] },
  { id: 'cholestyramine', zh: '考来烯胺', en: 'Cholestyramine', brands: ['Questran', 'Prevalite', '消胆胺'], classes: ['bile_acid_sequestrant'] },
  { id: 'colesevelam', zh: '考来维仑', en: 'Colesevelam', brands: ['Welchol'], classes: ['bile_acid_sequestrant'] },
  // The third bile acid sequestrant (issue 31 §1, fourteenth review zh P4): its label's spacing of other medicines (schedule/rules.ts BINDERS).
  { id: 'colestipol', zh: '考来替泊', en: 'Colestipol', brands: ['Colestid'], classes: ['bile_acid_sequestrant'] },
  { id: 'evolocumab', zh: '依洛尤单抗', en: 'Evolocumab', brands: ['Repatha', '瑞百安'], classes: ['pcsk9_inhibitor'] },
  // ACE inhibitors
  { id: 'enalapril', zh: '依那普利', en: 'Enalapril', brands: ['Vasotec', 'Renitec', '悦宁定', '依苏'], classes: ['ace_inhibitor'] },
  { id: 'lisinopril', zh: '赖诺普利', en: 'Lisinopril', brands: ['Zestril', 'Prinivil', 'Qbrelis', '捷赐瑞'], classes: ['ace_inhibitor'] },
  { id: 'benazepril', zh: '贝那普利', en: 'Benazepril', brands: ['Lotensin', '洛汀新'], classes: ['ace_inhibitor'] },
  { id: 'perindopril', zh: '培哚普利', en: 'Perindopril', brands: ['Aceon', 'Coversyl', '雅施达'], classes: ['ace_inhibitor'] },
  { id: 'captopril', zh: '卡托普利', en: 'Captopril', brands: ['Capoten', '开博通'], classes: ['ace_inhibitor'] },
  { id: 'ramipril', zh: '雷米普利', en: 'Ramipril', brands: ['Altace', 'Tritace', '瑞泰'], classes: ['ace_inhibitor'] },
  { id: 'fosinopril', zh: '福辛普利', en: 'Fosinopril', brands: ['Monopril', '蒙诺'], classes: ['ace_inhibitor'] },
  // ARBs
  { id: 'losartan', zh: '氯沙坦', en: 'Losartan', brands: ['Cozaar', '科素亚'], classes: ['arb'] },
  { id: 'valsartan', zh: '缬沙坦', en: 'Valsartan', brands: ['Diovan', '代文'], classes: ['arb'] },
  { id: 'irbesartan', zh: '厄贝沙坦', en: 'Irbesartan', brands: ['Avapro', 'Aprovel', '安博维'], classes: ['arb'] },
  { id: 'telmisartan', zh: '替米沙坦', en: 'Telmisartan', brands: ['Micardis', '美卡素'], classes: ['arb'] },
  { id: 'candesartan', zh: '坎地沙坦', en: 'Candesartan', brands: ['Atacand', 'Blopress', '必洛斯'], classes: ['arb'] },
  { id: 'olmesartan', zh: '奥美沙坦', en: 'Olmesartan', brands: ['Benicar', 'Olmetec', '傲坦'], classes: ['arb'] },
  { id: 'allisartan', zh: '阿利沙坦酯', en: 'Allisartan isoproxil', brands: ['信立坦'], classes: ['arb'] },
  { id: 'sacubitril-valsartan', zh: '沙库巴曲缬沙坦', en: 'Sacubitril/valsartan', brands: ['Entresto', '诺欣妥'], classes: ['arb'] },
  // Diuretics
  { id: 'spironolactone', zh: '螺内酯', en: 'Spironolactone', brands: ['Aldactone', 'CaroSpir', '安体舒通'], classes: ['potassium_sparing_diuretic'] },
  // Thirty-ninth clinician review, zh M10/M11: 可申达 (finerenone) was found as 可瑞达 (pembrolizumab) by the search, and
  // a pomelo every morning beside it was answered for atorvastatin only. Not a diuretic, but it raises potassium as the
  // potassium-sparing ones do (Kerendia US PI §5.1), so it shares their potassium rules.
  { id: 'finerenone', zh: '非奈利酮', en: 'Finerenone', brands: ['Kerendia', '可申达', '非奈利酮片'], classes: ['potassium_sparing_diuretic'] },
  { id: 'eplerenone', zh: '依普利酮', en: 'Eplerenone', brands: ['Inspra', '依普利酮片'], classes: ['potassium_sparing_diuretic'] },
  { id: 'triamterene', zh: '氨苯蝶啶', en: 'Triamterene', brands: ['Dyrenium'], classes: ['potassium_sparing_diuretic'] },
  { id: 'amiloride', zh: '阿米洛利', en: 'Amiloride', brands: ['Midamor', '复方阿米洛利'], classes: ['potassium_sparing_diuretic'] },
  { id: 'hydrochlorothiazide', zh: '氢氯噻嗪', en: 'Hydrochlorothiazide', brands: ['Microzide', 'HCTZ', '双克'], classes: ['thiazide_diuretic'] },
  { id: 'chlorthalidone', zh: '氯噻酮', en: 'Chlorthalidone', brands: ['Thalitone', 'Hygroton'], classes: ['thiazide_diuretic'] },
  { id: 'indapamide', zh: '吲达帕胺', en: 'Indapamide', brands: ['Lozol', 'Natrilix', '纳催离', '寿比山'], classes: ['thiazide_diuretic'] },
  { id: 'furosemide', zh: '呋塞米', en: 'Furosemide', brands: ['Lasix', '速尿'], classes: ['loop_diuretic'] },
  { id: 'torsemide', zh: '托拉塞米', en: 'Torsemide', brands: ['Demadex', 'Soaanz', 'Dytor'], classes: ['loop_diuretic'] },
  { id: 'bumetanide', zh: '布美他尼', en: 'Bumetanide', brands: ['Bumex', 'Burinex'], classes: ['loop_diuretic'] },
  // Beta blockers
  // India's brand names as people there type them (fiftieth clinician review, en M13): Dytor (torsemide), Met XL and
  // Metolar XR (metoprolol succinate).
  { id: 'metoprolol', zh: '美托洛尔', en: 'Metoprolol', brands: ['Lopressor', 'Toprol-XL', 'Betaloc', '倍他乐克', 'Met XL', 'Metolar XR'], classes: ['beta_blocker'] },
  { id: 'bisoprolol', zh: '比索洛尔', en: 'Bisoprolol', brands: ['Concor', 'Zebeta', '康忻', '博苏'], classes: ['beta_blocker'] },
  { id: 'atenolol', zh: '阿替洛尔', en: 'Atenolol', brands: ['Tenormin', '天诺敏'], classes: ['beta_blocker'] },
  { id: 'carvedilol', zh: '卡维地洛', en: 'Carvedilol', brands: ['Coreg', 'Dilatrend', '络德', '达利全'], classes: ['beta_blocker'] },
  { id: 'propranolol', zh: '普萘洛尔', en: 'Propranolol', brands: ['Inderal', '心得安'], classes: ['beta_blocker'] },
  { id: 'nebivolol', zh: '奈必洛尔', en: 'Nebivolol', brands: ['Bystolic', '奈必洛尔片'], classes: ['beta_blocker'] },
  // Calcium channel blockers
  { id: 'amlodipine', zh: '氨氯地平', en: 'Amlodipine', brands: ['Norvasc', '络活喜', '安内真'], classes: ['calcium_channel_blocker'] },
  { id: 'levamlodipine', zh: '左旋氨氯地平', en: 'Levamlodipine', brands: ['Conjupri', '施慧达', '玄宁'], classes: ['calcium_channel_blocker'] },
  { id: 'nifedipine', zh: '硝苯地平', en: 'Nifedipine', brands: ['Procardia', 'Adalat', '拜新同', '心痛定'], classes: ['calcium_channel_blocker'] },
  { id: 'felodipine', zh: '非洛地平', en: 'Felodipine', brands: ['Plendil', '波依定'], classes: ['calcium_channel_blocker'] },
  { id: 'diltiazem', zh: '地尔硫䓬', en: 'Diltiazem', brands: ['Cardizem', 'Cardizem CD', 'Cardizem LA', 'Cartia XT', 'Taztia XT', 'Tiazac', '合贝爽', '地尔硫卓'], classes: ['calcium_channel_blocker', 'antiarrhythmic'] },
  { id: 'verapamil', zh: '维拉帕米', en: 'Verapamil', brands: ['Calan', 'Isoptin', '异搏定'], classes: ['calcium_channel_blocker', 'antiarrhythmic'] },
  // Other cardiovascular and urology
  { id: 'digoxin', zh: '地高辛', en: 'Digoxin', brands: ['Lanoxin', '地高辛片'], classes: ['cardiac_glycoside'] },
  // Thirty-ninth clinician review, en S4: sotalol and quinine were "not in our medicine dictionary", so a potassium of
  // 3.3 and a magnesium of 0.58 on both were never linked to the heart rhythm.
  { id: 'sotalol', zh: '索他洛尔', en: 'Sotalol', brands: ['Betapace', 'Betapace AF', 'Sotacor', 'Sorine', 'Sotylize', '施太可', '盐酸索他洛尔片'], classes: ['antiarrhythmic', 'beta_blocker'] },
  // Forty-second clinician review, en M1: Tikosyn with a newly added hydrochlorothiazide and Tagamet HB, K 3.3.
  { id: 'dofetilide', zh: '多非利特', en: 'Dofetilide', brands: ['Tikosyn'], classes: ['antiarrhythmic'] },
  { id: 'quinine', zh: '奎宁', en: 'Quinine', brands: ['quinine sulphate', 'quinine sulfate', 'Qualaquin', '硫酸奎宁'], classes: ['antimalarial'] },
  { id: 'amiodarone', zh: '胺碘酮', en: 'Amiodarone', brands: ['Cordarone', 'Pacerone', '可达龙'], classes: ['antiarrhythmic'] },
  // Forty-ninth clinician review, en M4/S2: Tambocor was "not in our medicine dictionary", so a low potassium and
  // magnesium on it were never linked to the heart rhythm, and it fell off the daily schedule.
  { id: 'flecainide', zh: '氟卡尼', en: 'Flecainide', brands: ['Tambocor', 'Tambocor XL', 'Almarytm', '氟卡胺', '醋酸氟卡尼片'], classes: ['antiarrhythmic'] },
  { id: 'quinidine', zh: '奎尼丁', en: 'Quinidine', brands: ['Quinidex', '硫酸奎尼丁'], classes: ['antiarrhythmic'] },
  { id: 'isosorbide-mononitrate', zh: '单硝酸异山梨酯', en: 'Isosorbide mononitrate', brands: ['Imdur', 'Monoket', '依姆多', '欣康'], classes: ['nitrate'] },
  { id: 'nitroglycerin', zh: '硝酸甘油', en: 'Nitroglycerin', brands: ['Nitrostat', 'Nitro-Dur', '硝酸甘油片', '硝酸甘油喷雾'], classes: ['nitrate'] },
  { id: 'isosorbide-dinitrate', zh: '硝酸异山梨酯', en: 'Isosorbide dinitrate', brands: ['Isordil', '消心痛', '异舒吉'], classes: ['nitrate'] },
  { id: 'hydralazine', zh: '肼屈嗪', en: 'Hydralazine', brands: ['Apresoline', '肼苯哒嗪'], classes: ['vasodilator'] },
  { id: 'clonidine', zh: '可乐定', en: 'Clonidine', brands: ['Catapres', 'Kapvay'], classes: ['vasodilator'] },
  { id: 'doxazosin', zh: '多沙唑嗪', en: 'Doxazosin', brands: ['Cardura', '可多华'], classes: ['alpha_blocker'] },
  { id: 'tamsulosin', zh: '坦索罗辛', en: 'Tamsulosin', brands: ['Flomax', 'Harnal', '哈乐'], classes: ['alpha_blocker'] },
  { id: 'finasteride', zh: '非那雄胺', en: 'Finasteride', brands: ['Proscar', 'Propecia', '保列治', '保法止'], classes: ['five_alpha_reductase_inhibitor'] },
  { id: 'sildenafil', zh: '西地那非', en: 'Sildenafil', brands: ['Viagra', 'Revatio', '万艾可', '金戈', '伟哥', '威而钢', '枸橼酸西地那非', 'Viagara'], classes: ['pde5_inhibitor'] },
  { id: 'tadalafil', zh: '他达拉非', en: 'Tadalafil', brands: ['Cialis', '希爱力', '犀利士'], classes: ['pde5_inhibitor'] },
  { id: 'vardenafil', zh: '伐地那非', en: 'Vardenafil', brands: ['Levitra', 'Staxyn', '艾力达'], classes: ['pde5_inhibitor'] },
  // Thyroid
  // Thirty-fifth clinician review (M5): Oroxine and Eutroxsig, Australia's levothyroxine tablets (Aspen), found
  // nothing, so the Caltrate taken with them was never spaced. Names from the Australian product information.
  { id: 'levothyroxine', zh: '左甲状腺素', en: 'Levothyroxine', brands: ['Synthroid', 'Levoxyl', 'Unithroid', 'Euthyrox', 'Eltroxin', 'Thyronorm', 'Thyrox', 'Tirosint', 'Oroxine', 'Eutroxsig', '优甲乐', '雷替斯', '加衡', '左甲状腺素钠片'], classes: ['thyroid_hormone'] },
  { id: 'liothyronine', zh: '碘塞罗宁', en: 'Liothyronine', brands: ['Cytomel'], classes: ['thyroid_hormone'] },
  { id: 'methimazole', zh: '甲巯咪唑', en: 'Methimazole (thiamazole)', brands: ['Tapazole', 'Thiamazole', '赛治', '他巴唑'], classes: ['antithyroid'] },
  { id: 'carbimazole', zh: '卡比马唑', en: 'Carbimazole', brands: ['Neo-Mercazole', '甲亢平'], classes: ['antithyroid'] },
  { id: 'propylthiouracil', zh: '丙硫氧嘧啶', en: 'Propylthiouracil', brands: ['PTU', '丙基硫氧嘧啶'], classes: ['antithyroid'] },
  // Antibacterials
  { id: 'ciprofloxacin', zh: '环丙沙星', en: 'Ciprofloxacin', brands: ['Cipro', 'Ciproxin', '西普乐'], classes: ['fluoroquinolone'] },
  { id: 'levofloxacin', zh: '左氧氟沙星', en: 'Levofloxacin', brands: ['Levaquin', 'Cravit', '可乐必妥', '左氧'], classes: ['fluoroquinolone'] },
  { id: 'moxifloxacin', zh: '莫西沙星', en: 'Moxifloxacin', brands: ['Avelox', '拜复乐'], classes: ['fluoroquinolone'] },
  { id: 'norfloxacin', zh: '诺氟沙星', en: 'Norfloxacin', brands: ['Noroxin', '氟哌酸'], classes: ['fluoroquinolone'] },
  { id: 'ofloxacin', zh: '氧氟沙星', en: 'Ofloxacin', brands: ['Floxin', 'Tarivid', '泰利必妥'], classes: ['fluoroquinolone'] },
  { id: 'tetracycline', zh: '四环素', en: 'Tetracycline', brands: ['Sumycin', '四环素片'], classes: ['tetracycline'] },
  { id: 'doxycycline', zh: '多西环素', en: 'Doxycycline', brands: ['Vibramycin', 'Doryx', 'Oracea', 'doxy', '强力霉素', '多西霉素'], classes: ['tetracycline'] },
  { id: 'minocycline', zh: '米诺环素', en: 'Minocycline', brands: ['Minocin', 'Solodyn', '美满霉素'], classes: ['tetracycline'] },
  { id: 'azithromycin', zh: '阿奇霉素', en: 'Azithromycin', brands: ['Zithromax', 'Z-Pak', '希舒美'], classes: ['macrolide'] },
  { id: 'clarithromycin', zh: '克拉霉素', en: 'Clarithromycin', brands: ['Biaxin', 'Klacid', '克拉仙'], classes: ['macrolide'] },
  { id: 'erythromycin', zh: '红霉素', en: 'Erythromycin', brands: ['Ery-Tab', 'E.E.S.', '琥乙红霉素'], classes: ['macrolide'] },
  { id: 'roxithromycin', zh: '罗红霉素', en: 'Roxithromycin', brands: ['Rulide', '罗力得'], classes: ['macrolide'] },
  { id: 'amoxicillin', zh: '阿莫西林', en: 'Amoxicillin', brands: ['Amoxil', '阿莫仙', '再林', '弗莱莫星'], classes: ['penicillin'] },
  { id: 'amoxicillin-clavulanate', zh: '阿莫西林克拉维酸钾', en: 'Amoxicillin/clavulanate', brands: ['Augmentin', '安灭菌', '奥格门汀', '力百汀'], classes: ['penicillin'] },
  { id: 'cefuroxime', zh: '头孢呋辛', en: 'Cefuroxime', brands: ['Ceftin', 'Zinnat', '西力欣', '达力新'], classes: ['cephalosporin'] },
  { id: 'cephalexin', zh: '头孢氨苄', en: 'Cephalexin', brands: ['Keflex', '先锋霉素IV'], classes: ['cephalosporin'] },
  { id: 'cefixime', zh: '头孢克肟', en: 'Cefixime', brands: ['Suprax', '世福素'], classes: ['cephalosporin'] },
  { id: 'cefdinir', zh: '头孢地尼', en: 'Cefdinir', brands: ['Omnicef', '全泽复'], classes: ['cephalosporin'] },
  { id: 'cefaclor', zh: '头孢克洛', en: 'Cefaclor', brands: ['Ceclor', '希刻劳'], classes: ['cephalosporin'] },
  { id: 'ceftriaxone', zh: '头孢曲松', en: 'Ceftriaxone', brands: ['Rocephin', '罗氏芬', '头孢三嗪'], classes: ['cephalosporin'] },
  { id: 'metronidazole', zh: '甲硝唑', en: 'Metronidazole', brands: ['Flagyl', '灭滴灵'], classes: ['nitroimidazole'] },
  { id: 'sulfamethoxazole-trimethoprim', zh: '复方磺胺甲噁唑', en: 'Sulfamethoxazole/trimethoprim', brands: ['Bactrim', 'Bactrim DS', 'Septra', 'Septra DS', 'Septran', 'Septran DS', 'Co-trimoxazole', '复方新诺明', '复方磺胺甲恶唑', '复方磺胺甲噁唑片', 'SMZ-TMP', 'SMZ/TMP', 'SMZco', 'TMP-SMX', 'SMX-TMP', 'SMZ'], classes: ['sulfonamide'] },
  { id: 'nitrofurantoin', zh: '呋喃妥因', en: 'Nitrofurantoin', brands: ['Macrobid', 'Macrodantin'], classes: ['urinary_antiseptic'] },
  { id: 'fluconazole', zh: '氟康唑', en: 'Fluconazole', brands: ['Diflucan', '大扶康'], classes: ['antifungal_azole'] },
  { id: 'isoniazid', zh: '异烟肼', en: 'Isoniazid', brands: ['Nydrazid', '雷米封', 'INH'], classes: ['antituberculosis'] },
  // Thirty-seventh clinician review, zh M5: the all-oral MDR-TB regimen's bedaquiline and clofazimine were unknown, so
  // their QT risk beside levofloxacin with a low potassium and magnesium was never said.
  { id: 'bedaquiline', zh: '贝达喹啉', en: 'Bedaquiline', brands: ['Sirturo', '斯耐瑞'], classes: ['antituberculosis'] },
  { id: 'clofazimine', zh: '氯法齐明', en: 'Clofazimine', brands: ['Lamprene'], classes: ['antituberculosis'] },
  { id: 'rifampicin', zh: '利福平', en: 'Rifampicin (rifampin)', brands: ['Rifampin', 'Rifadin', 'Rimactane', '甲哌利福霉素'], classes: ['antituberculosis'] },
  // Clinician review 2026-11-25 evening (P3 on HRZE, P1 with cirrhosis): the other first-line TB drugs,
  // and lactulose and rifaximin for hepatic encephalopathy.
  { id: 'pyrazinamide', zh: '吡嗪酰胺', en: 'Pyrazinamide', brands: ['PZA', 'Zinamide'], classes: ['antituberculosis'] },
  { id: 'ethambutol', zh: '乙胺丁醇', en: 'Ethambutol', brands: ['Myambutol', '盐酸乙胺丁醇'], classes: ['antituberculosis'] },
  { id: 'lactulose', zh: '乳果糖', en: 'Lactulose', brands: ['Duphalac', 'Enulose', 'Kristalose', '杜密克'], classes: ['osmotic_laxative'] },
  { id: 'rifaximin', zh: '利福昔明', en: 'Rifaximin', brands: ['Xifaxan', 'Normix', '昔服申'], classes: ['gut_antibiotic'] },
  // Antivirals
  { id: 'acyclovir', zh: '阿昔洛韦', en: 'Acyclovir', brands: ['Zovirax', '无环鸟苷'], classes: ['antiviral'] },
  { id: 'valacyclovir', zh: '伐昔洛韦', en: 'Valacyclovir', brands: ['Valtrex', '维德思', '明竹欣'], classes: ['antiviral'] },
  { id: 'oseltamivir', zh: '奥司他韦', en: 'Oseltamivir', brands: ['Tamiflu', '达菲', '可威'], classes: ['antiviral'] },
  { id: 'entecavir', zh: '恩替卡韦', en: 'Entecavir', brands: ['Baraclude', '博路定', '润众'], classes: ['antiviral'] },
  { id: 'tenofovir', zh: '替诺福韦', en: 'Tenofovir', brands: ['Viread', 'Vemlidy', '韦瑞德', '韦立得', 'TDF', '替诺福韦二吡呋酯', '富马酸替诺福韦二吡呋酯'], classes: ['antiviral', 'antiretroviral'] },
  { id: 'efavirenz', zh: '依非韦伦', en: 'Efavirenz', brands: ['Sustiva', 'Stocrin', '施多宁', 'EFV'], classes: ['antiretroviral'] },
  // Thirty-sixth clinician review (en S2): Reyataz and Norvir were "not in our medicine dictionary", so a
  // self-bought Nexium 40 beside them went unchecked (Reyataz US PI §7; Norvir US PI).
  { id: 'atazanavir', zh: '阿扎那韦', en: 'Atazanavir', brands: ['Reyataz', 'Evotaz', '锐艾妥', 'ATV'], classes: ['antiretroviral'] },
  { id: 'ritonavir', zh: '利托那韦', en: 'Ritonavir', brands: ['Norvir', '爱治威'], classes: ['antiretroviral'] },
  { id: 'dolutegravir', zh: '多替拉韦', en: 'Dolutegravir', brands: ['Tivicay', 'Triumeq', '特威凯'], classes: ['antiretroviral'] },
  // Antidepressants
  { id: 'sertraline', zh: '舍曲林', en: 'Sertraline', brands: ['Zoloft', '左洛复', 'Lustral'], classes: ['ssri'] },
  { id: 'fluoxetine', zh: '氟西汀', en: 'Fluoxetine', brands: ['Prozac', '百忧解'], classes: ['ssri'] },
  { id: 'paroxetine', zh: '帕罗西汀', en: 'Paroxetine', brands: ['Paxil', 'Seroxat', 'Aropax', 'Pexeva', 'Brisdelle', '赛乐特'], classes: ['ssri'] },
  { id: 'citalopram', zh: '西酞普兰', en: 'Citalopram', brands: ['Celexa', 'Cipramil', '喜普妙'], classes: ['ssri'] },
  { id: 'escitalopram', zh: '艾司西酞普兰', en: 'Escitalopram', brands: ['Lexapro', 'Cipralex', '来士普'], classes: ['ssri'] },
  { id: 'fluvoxamine', zh: '氟伏沙明', en: 'Fluvoxamine', brands: ['Luvox', 'Faverin', '兰释'], classes: ['ssri'] },
  { id: 'venlafaxine', zh: '文拉法辛', en: 'Venlafaxine', brands: ['Effexor', '怡诺思'], classes: ['snri'] },
  { id: 'duloxetine', zh: '度洛西汀', en: 'Duloxetine', brands: ['Cymbalta', '欣百达'], classes: ['snri'] },
  { id: 'desvenlafaxine', zh: '去甲文拉法辛', en: 'Desvenlafaxine', brands: ['Pristiq'], classes: ['snri'] },
  { id: 'phenelzine', zh: '苯乙肼', en: 'Phenelzine', brands: ['Nardil'], classes: ['maoi'] },
  { id: 'tranylcypromine', zh: '反苯环丙胺', en: 'Tranylcypromine', brands: ['Parnate'], classes: ['maoi'] },
  { id: 'selegiline', zh: '司来吉兰', en: 'Selegiline', brands: ['Eldepryl', 'Emsam', 'Zelapar'], classes: ['maoi', 'antiparkinson'] },
  { id: 'rasagiline', zh: '雷沙吉兰', en: 'Rasagiline', brands: ['Azilect', '安齐来'], classes: ['maoi', 'antiparkinson'] },
  { id: 'amitriptyline', zh: '阿米替林', en: 'Amitriptyline', brands: ['Elavil', '阿米替林片'], classes: ['tricyclic'] },
  { id: 'nortriptyline', zh: '去甲替林', en: 'Nortriptyline', brands: ['Pamelor', 'Aventyl'], classes: ['tricyclic'] },
  { id: 'clomipramine', zh: '氯米帕明', en: 'Clomipramine', brands: ['Anafranil', '安拿芬尼'], classes: ['tricyclic'] },
  // Aplenzin (hydrobromide) and Forfivo XL: bupropion too (forty-seventh clinician review, en S3).
  { id: 'bupropion', zh: '安非他酮', en: 'Bupropion', brands: ['Wellbutrin', 'Zyban', 'Aplenzin', 'Forfivo'], classes: ['atypical_antidepressant'] },
  // Thirty-seventh clinician review, en S1/S2: Contrave (naltrexone with bupropion) typed as the product was unchecked,
  // so tramadol beside it and its seizure risk with heavy drinking were never said.
  { id: 'naltrexone-bupropion', zh: '纳曲酮安非他酮', en: 'Naltrexone/bupropion', brands: ['Contrave', 'Mysimba', 'Contrave ER', '纳曲酮/安非他酮缓释片'], classes: ['atypical_antidepressant'] },
  { id: 'mirtazapine', zh: '米氮平', en: 'Mirtazapine', brands: ['Remeron', '瑞美隆'], classes: ['atypical_antidepressant'] },
  { id: 'trazodone', zh: '曲唑酮', en: 'Trazodone', brands: ['Desyrel', 'Oleptro', '美时玉'], classes: ['atypical_antidepressant'] },
  { id: 'agomelatine', zh: '阿戈美拉汀', en: 'Agomelatine', brands: ['Valdoxan', '维度新'], classes: ['atypical_antidepressant'] },
  // Alcohol dependence (ninth clinician review, en P2: "Antabuse", "disulfiram", "双硫仑", "naltrexone",
  // "Campral", "Selincro" and "Librium" found nothing). Names: Antabuse 200 mg tablets UK SmPC; disulfiram
  // tablets USP (DailyMed); NMPA 双硫仑片 (戒酒硫 is its older Chinese name); Revia, Vivitrol US labels and
  // Adepend UK SmPC (naltrexone); Campral EC UK SmPC (acamprosate calcium); Selincro EU SmPC (nalmefene);
  // Librium US label (chlordiazepoxide, 氯氮䓬, a benzodiazepine used for alcohol withdrawal); ATC N07BB.
  { id: 'disulfiram', zh: '双硫仑', en: 'Disulfiram', brands: ['Antabuse', 'Antabus', '戒酒硫', '双硫仑片', 'Esperal'], classes: ['alcohol_deterrent'] },
  { id: 'naltrexone', zh: '纳曲酮', en: 'Naltrexone', brands: ['Revia', 'Vivitrol', 'Adepend', '盐酸纳曲酮'], classes: ['alcohol_dependence'] },
  { id: 'acamprosate', zh: '阿坎酸钙', en: 'Acamprosate', brands: ['Campral', 'Campral EC', '阿坎酸', 'Acamprosate calcium'], classes: ['alcohol_dependence'] },
  { id: 'nalmefene', zh: '纳美芬', en: 'Nalmefene', brands: ['Selincro', '盐酸纳美芬'], classes: ['alcohol_dependence'] },
  { id: 'chlordiazepoxide', zh: '氯氮䓬', en: 'Chlordiazepoxide', brands: ['Librium', '利眠宁', '氯氮卓'], classes: ['benzodiazepine'] },
  // Antipsychotics
  { id: 'quetiapine', zh: '喹硫平', en: 'Quetiapine', brands: ['Seroquel', '思瑞康'], classes: ['antipsychotic'] },
  { id: 'olanzapine', zh: '奥氮平', en: 'Olanzapine', brands: ['Zyprexa', '再普乐', '欧兰宁'], classes: ['antipsychotic'] },
  { id: 'risperidone', zh: '利培酮', en: 'Risperidone', brands: ['Risperdal', '维思通'], classes: ['antipsychotic'] },
  { id: 'aripiprazole', zh: '阿立哌唑', en: 'Aripiprazole', brands: ['Abilify', '安律凡', '博思清'], classes: ['antipsychotic'] },
  { id: 'clozapine', zh: '氯氮平', en: 'Clozapine', brands: ['Clozaril', '氯氮平片', 'Versacloz', 'FazaClo', 'Denzapine', 'Zaponex', 'Leponex'], classes: ['antipsychotic'] },
  // Sleep and anxiety
  { id: 'alprazolam', zh: '阿普唑仑', en: 'Alprazolam', brands: ['Xanax', '佳静安定'], classes: ['benzodiazepine'] },
  { id: 'lorazepam', zh: '劳拉西泮', en: 'Lorazepam', brands: ['Ativan'], classes: ['benzodiazepine'] },
  { id: 'clonazepam', zh: '氯硝西泮', en: 'Clonazepam', brands: ['Klonopin', 'Rivotril', '氯硝安定'], classes: ['benzodiazepine', 'antiepileptic'] },
  { id: 'diazepam', zh: '地西泮', en: 'Diazepam', brands: ['Valium', '安定'], classes: ['benzodiazepine'] },
  { id: 'estazolam', zh: '艾司唑仑', en: 'Estazolam', brands: ['ProSom', '舒乐安定'], classes: ['benzodiazepine'] },
  { id: 'zolpidem', zh: '唑吡坦', en: 'Zolpidem', brands: ['Ambien', 'Stilnox', '思诺思'], classes: ['hypnotic'] },
  { id: 'eszopiclone', zh: '右佐匹克隆', en: 'Eszopiclone', brands: ['Lunesta'], classes: ['hypnotic'] },
  // Thirty-second clinician review, zh M11: "佐匹克隆" 7.5 mg was turned into eszopiclone (at most 3 mg).
  { id: 'zopiclone', zh: '佐匹克隆', en: 'Zopiclone', brands: ['Imovane', 'Zimovane', '忆梦返', '佐匹克隆片'], classes: ['hypnotic'] },
  // Antiepileptics and mood stabilisers
  { id: 'phenytoin', zh: '苯妥英钠', en: 'Phenytoin', brands: ['Dilantin', 'Phenytek', '大仑丁', 'Epanutin', 'Epanutin Infatabs', 'Dilantin Infatabs'], classes: ['antiepileptic', 'enzyme_inducing_antiepileptic'] },
  { id: 'carbamazepine', zh: '卡马西平', en: 'Carbamazepine', brands: ['Tegretol', 'Carbatrol', '得理多', 'Tegretol Retard', 'Tegretol Prolonged Release', 'Carbagen', 'Epitol', 'Equetro'], classes: ['antiepileptic', 'enzyme_inducing_antiepileptic'] },
  { id: 'phenobarbital', zh: '苯巴比妥', en: 'Phenobarbital', brands: ['Luminal', '鲁米那'], classes: ['antiepileptic', 'enzyme_inducing_antiepileptic'] },
  // Tenth clinician review, en P2: the prodrug of phenytoin and the one of phenobarbital, for the folic acid pair (Cerebyx US PI; Mysoline US PI; NMPA 注射用磷苯妥英钠, 扑米酮片).
  { id: 'fosphenytoin', zh: '磷苯妥英钠', en: 'Fosphenytoin', brands: ['Cerebyx', 'Pro-Epanutin'], classes: ['antiepileptic', 'enzyme_inducing_antiepileptic'] },
  { id: 'primidone', zh: '扑米酮', en: 'Primidone', brands: ['Mysoline'], classes: ['antiepileptic', 'enzyme_inducing_antiepileptic'] },
  { id: 'oxcarbazepine', zh: '奥卡西平', en: 'Oxcarbazepine', brands: ['Trileptal', '曲莱'], classes: ['antiepileptic'] },
  { id: 'valproate', zh: '丙戊酸钠', en: 'Valproate (valproic acid)', brands: ['Depakote', 'Depakote ER', 'Depakote Sprinkles', 'Depakene', 'Depakine', 'Epilim', 'divalproex', 'divalproex sodium', 'valproic acid', 'sodium valproate', '德巴金', '丙戊酸', '丙戊酸镁'], classes: ['antiepileptic', 'mood_stabilizer'] },
  { id: 'lamotrigine', zh: '拉莫三嗪', en: 'Lamotrigine', brands: ['Lamictal', '利必通'], classes: ['antiepileptic', 'mood_stabilizer'] },
  { id: 'levetiracetam', zh: '左乙拉西坦', en: 'Levetiracetam', brands: ['Keppra', '开浦兰'], classes: ['antiepileptic'] },
  { id: 'topiramate', zh: '托吡酯', en: 'Topiramate', brands: ['Topamax', '妥泰'], classes: ['antiepileptic'] },
  { id: 'gabapentin', zh: '加巴喷丁', en: 'Gabapentin', brands: ['Neurontin', 'Gralise', '派汀'], classes: ['antiepileptic'] },
  { id: 'pregabalin', zh: '普瑞巴林', en: 'Pregabalin', brands: ['Lyrica', '乐瑞卡'], classes: ['antiepileptic'] },
  { id: 'lithium', zh: '碳酸锂', en: 'Lithium', brands: ['Lithobid', 'Eskalith', '碳酸锂片', '碳酸锂缓释片', '锂盐', 'Lithium carbonate', 'Priadel', 'Camcolit'], classes: ['mood_stabilizer'] },
  // Pain and inflammation
  { id: 'ibuprofen', zh: '布洛芬', en: 'Ibuprofen', brands: ['Advil', 'Motrin', 'Nurofen', 'Brufen', '芬必得', '美林', 'Ibuprofin', '布落芬', '布络芬', '步洛芬'], classes: ['nsaid'] },
  { id: 'naproxen', zh: '萘普生', en: 'Naproxen', brands: ['Aleve', 'Naprosyn'], classes: ['nsaid'] },
  { id: 'diclofenac', zh: '双氯芬酸', en: 'Diclofenac', brands: ['Voltaren', 'Voltarol', 'Cataflam', '扶他林', '英太青'], classes: ['nsaid'] },
  { id: 'celecoxib', zh: '塞来昔布', en: 'Celecoxib', brands: ['Celebrex', '西乐葆'], classes: ['nsaid'] },
  { id: 'meloxicam', zh: '美洛昔康', en: 'Meloxicam', brands: ['Mobic', '莫比可'], classes: ['nsaid'] },
  { id: 'loxoprofen', zh: '洛索洛芬', en: 'Loxoprofen', brands: ['Loxonin', '乐松'], classes: ['nsaid'] },
  { id: 'acetaminophen', zh: '对乙酰氨基酚', en: 'Acetaminophen (paracetamol)', brands: ['Tylenol', 'Paracetamol', 'Panadol', '泰诺林', '必理通', '扑热息痛', 'Panadol Osteo', 'Panamax', 'Calpol', 'Crocin', 'Dolo', 'Dolo 650', 'Dolo-650', 'Calpol 650', '普拿疼'], classes: ['analgesic'] },
  // Cold and flu medicines that contain paracetamol, for children and adults (eighteenth clinician review,
  // S4): two of them, or one with plain paracetamol, add up (小儿氨酚黄那敏颗粒 label: 125 mg per sachet, no
  // other paracetamol beside it; 999感冒灵颗粒 200 mg per sachet; 复方氨酚烷胺 250 mg; 白加黑 and 酚麻美敏 325 mg;
  // NyQuil/DayQuil Cold & Flu US Drug Facts 325 mg per LiquiCap; Lemsip, Beechams, Night Nurse UK labels).
  { id: 'acetaminophen-cold-child', zh: '小儿含对乙酰氨基酚的感冒药', en: "Children's cold medicine with paracetamol (acetaminophen)", brands: ['小儿氨酚黄那敏', '小儿氨酚黄那敏颗粒', '小儿氨酚烷胺', '小儿氨酚烷胺颗粒', '小儿酚麻美敏', '儿童泰诺'], classes: ['analgesic'] },
  // Forty-sixth clinician review, en S1: "NyQuil liquid" nightly on Antabuse read as any cold medicine with
  // paracetamol. The original liquid holds about 10 % alcohol (Vicks NyQuil Cold & Flu liquid Drug Facts, inactive
  // ingredients); the LiquiCaps and the alcohol-free formula do not.
  { id: 'nyquil-liquid', zh: '含酒精的夜用感冒糖浆（NyQuil液体）', en: 'NyQuil liquid (contains alcohol)', brands: ['NyQuil liquid', 'NyQuil Cold & Flu liquid', 'NyQuil Cold and Flu liquid', 'Vicks NyQuil liquid', 'NyQuil syrup', 'NyQuil Severe liquid'], classes: ['analgesic', 'alcohol_liquid'] },
  { id: 'acetaminophen-cold', zh: '含对乙酰氨基酚的感冒药', en: 'Cold and flu medicine with paracetamol (acetaminophen)', brands: ['氨酚黄那敏', '感冒灵', '999感冒灵', '复方氨酚烷胺', '感康', '快克', '酚麻美敏', '氨酚伪麻美芬', '氨麻美敏', '维C银翘片', '氨咖黄敏', '速效伤风', 'NyQuil', 'DayQuil', 'NyQuil LiquiCaps', 'DayQuil LiquiCaps', 'Tylenol Cold', 'Theraflu', 'Lemsip', 'Beechams', 'Night Nurse', 'Coldrex'], classes: ['analgesic'] },
  { id: 'pseudoephedrine', zh: '伪麻黄碱', en: 'Pseudoephedrine', brands: ['Sudafed', '新康泰克', '泰诺（含伪麻黄碱）', '白加黑', 'Claritin-D'], classes: ['decongestant'] },
  { id: 'dextromethorphan', zh: '右美沙芬', en: 'Dextromethorphan', brands: ['Robitussin DM', 'Delsym', '美沙芬'], classes: ['antitussive'] },
  // Thirty-sixth clinician review, en M4: procarbazine is a weak MAO inhibitor (Matulane PI); its MAOI class
  // brings the tyramine and sympathomimetic rules, and chemotherapy (listed first) sends questions to oncology.
  { id: 'procarbazine', zh: '丙卡巴肼', en: 'Procarbazine', brands: ['Matulane', 'Natulan', '甲基苄肼', '甲苄肼'], classes: ['chemotherapy', 'maoi'] },
  { id: 'linezolid', zh: '利奈唑胺', en: 'Linezolid', brands: ['Zyvox', '斯沃'], classes: ['oxazolidinone', 'maoi'] },
  { id: 'tinidazole', zh: '替硝唑', en: 'Tinidazole', brands: ['Tindamax', '替硝唑片'], classes: ['nitroimidazole'] },
  { id: 'tramadol', zh: '曲马多', en: 'Tramadol', brands: ['Ultram', 'ConZip', '奇曼丁', 'Tramal', 'Tramal SR', 'Zydol', 'Durotram'], classes: ['opioid'] },
  { id: 'codeine', zh: '可待因', en: 'Codeine', brands: ['codeine phosphate', 'codeine sulfate', '磷酸可待因', '磷酸可待因片', '联邦止咳露', '复方磷酸可待因糖浆', '复方磷酸可待因溶液'], classes: ['opioid'] },
  // Clinician review 7 (cross-cutting §1): "美沙酮" came back as dextromethorphan (a "did you mean"
  // one character away). Names: NMPA label 盐酸美沙酮口服溶液/片, Dolophine / Methadose US labels (DailyMed).
  { id: 'methadone', zh: '美沙酮', en: 'Methadone', brands: ['盐酸美沙酮', 'Dolophine', 'Methadose', 'Physeptone'], classes: ['opioid'] },
  // Twenty-sixth clinician review, en M: buprenorphine (Subutex) was not in the dictionary.
  { id: 'buprenorphine', zh: '丁丙诺啡', en: 'Buprenorphine', brands: ['Subutex', 'Sublocade', 'Butrans', 'Belbuca', '叔丁啡', '舌下丁丙诺啡'], classes: ['opioid'] },
  { id: 'buprenorphine-naloxone', zh: '丁丙诺啡纳洛酮', en: 'Buprenorphine/naloxone', brands: ['Suboxone', 'Zubsolv', '舒倍生'], classes: ['opioid'] },
  { id: 'oxycodone', zh: '羟考酮', en: 'Oxycodone', brands: ['OxyContin', 'Roxicodone', '奥施康定'], classes: ['opioid'] },
  // Percocet and Endocet are oxycodone with acetaminophen 325 mg (Percocet US PI; NMPA 氨酚羟考酮片,
  // 泰勒宁): the acetaminophen counts toward the daily total, as Norco's does (tenth clinician review, en P5).
  { id: 'oxycodone-acetaminophen', zh: '氨酚羟考酮', en: 'Oxycodone/acetaminophen', brands: ['Percocet', 'Endocet', 'Roxicet', 'Primlev', '泰勒宁', '氨酚羟考酮片'], classes: ['opioid', 'analgesic'] },
  { id: 'hydrocodone-acetaminophen', zh: '氢可酮对乙酰氨基酚', en: 'Hydrocodone/acetaminophen', brands: ['Norco', 'Vicodin', 'Lortab'], classes: ['opioid', 'analgesic'] },
  { id: 'prednisone', zh: '泼尼松', en: 'Prednisone', brands: ['Deltasone', 'Rayos', '强的松'], classes: ['corticosteroid'] },
  { id: 'prednisolone', zh: '泼尼松龙', en: 'Prednisolone', brands: ['Orapred', 'Millipred', '强的松龙'], classes: ['corticosteroid'] },
  { id: 'methylprednisolone', zh: '甲泼尼龙', en: 'Methylprednisolone', brands: ['Medrol', 'Solu-Medrol', '美卓乐', '甲强龙'], classes: ['corticosteroid'] },
  { id: 'dexamethasone', zh: '地塞米松', en: 'Dexamethasone', brands: ['Decadron', 'Hemady', 'Dexona', '氟美松'], classes: ['corticosteroid'] },
  { id: 'hydrocortisone', zh: '氢化可的松', en: 'Hydrocortisone', brands: ['Cortef', 'Solu-Cortef'], classes: ['corticosteroid'] },
  // Clinician review 8 (zh P3, en P1): fludrocortisone, the mineralocorticoid of Addison's disease, could not
  // be recorded. Names: NMPA label 氟氢可的松片 (醋酸氟氢可的松); Florinef US label (DailyMed).
  { id: 'fludrocortisone', zh: '氟氢可的松', en: 'Fludrocortisone', brands: ['醋酸氟氢可的松', 'Florinef', 'Florinef Acetate', 'Fludrocortisone acetate'], classes: ['mineralocorticoid'] },
  // Bone
  { id: 'alendronate', zh: '阿仑膦酸钠', en: 'Alendronate', brands: ['Fosamax', 'Binosto', '福善美', '固邦', 'alendronic acid'], classes: ['bisphosphonate'] },
  { id: 'risedronate', zh: '利塞膦酸钠', en: 'Risedronate', brands: ['Actonel', 'Atelvia', 'risedronic acid'], classes: ['bisphosphonate'] },
  { id: 'ibandronate', zh: '伊班膦酸钠', en: 'Ibandronate', brands: ['Boniva', 'Bonviva', 'ibandronic acid'], classes: ['bisphosphonate'] },
  // Hormones
  { id: 'drospirenone-ethinylestradiol', zh: '屈螺酮炔雌醇', en: 'Drospirenone/ethinylestradiol', brands: ['Yasmin', 'Yaz', '优思明', '优思悦'], classes: ['oral_contraceptive'] },
  { id: 'levonorgestrel-ethinylestradiol', zh: '左炔诺孕酮炔雌醇', en: 'Levonorgestrel/ethinylestradiol', brands: ['Alesse', 'Seasonique', 'Microgynon', '左炔诺孕酮炔雌醇片', 'Microgynon 30', 'Microgynon 30 ED', 'Rigevidon', 'Levest', 'Ovranette'], classes: ['oral_contraceptive'] },
  { id: 'desogestrel-ethinylestradiol', zh: '去氧孕烯炔雌醇', en: 'Desogestrel/ethinylestradiol', brands: ['Marvelon', 'Apri', '妈富隆'], classes: ['oral_contraceptive'] },
  // Eighth clinician review (zh P2): 达英-35 was not found. Licensed for acne and hirsutism, it is a combined pill and contraceptive (SmPC Dianette §4.1, §4.5).
  { id: 'cyproterone-ethinylestradiol', zh: '炔雌醇环丙孕酮', en: 'Cyproterone/ethinylestradiol', brands: ['Diane-35', 'Dianette', '达英-35', '达英35', '达英'], classes: ['oral_contraceptive'] },
  { id: 'norethindrone', zh: '炔诺酮', en: 'Norethindrone (progestin-only pill)', brands: ['Camila', 'Errin', 'Micronor'], classes: ['oral_contraceptive'] },
  { id: 'estradiol', zh: '雌二醇', en: 'Estradiol', brands: ['Estrace', 'Vivelle-Dot', 'Progynova', '补佳乐'], classes: ['hormone_therapy'] },
  // Immunology and rheumatology
  { id: 'cyclosporine', zh: '环孢素', en: 'Cyclosporine (ciclosporin)', brands: ['Neoral', 'Sandimmune', 'Gengraf', '新山地明'], classes: ['immunosuppressant', 'calcineurin_inhibitor'] },
  { id: 'tacrolimus', zh: '他克莫司', en: 'Tacrolimus', brands: ['Prograf', 'Envarsus XR', 'Advagraf', 'Pangraf', 'Adoport', '普乐可复', '新普乐可复'], classes: ['immunosuppressant', 'calcineurin_inhibitor'] },
  // Fortieth clinician review, en M10: a kidney transplant on Rapamune asked about daily pomelo juice and was
  // told the medicine was not known. An mTOR inhibitor, not a calcineurin inhibitor: its own rows.
  { id: 'sirolimus', zh: '西罗莫司', en: 'Sirolimus', brands: ['Rapamune', 'Rapacan', '雷帕鸣', '西罗莫司片', '西罗莫司口服溶液'], classes: ['immunosuppressant'] },
  { id: 'mycophenolate', zh: '吗替麦考酚酯', en: 'Mycophenolate mofetil', brands: ['CellCept', 'Myfortic', '骁悉', '赛可平', '霉酚酸酯', '麦考酚钠', 'MMF'], classes: ['immunosuppressant'] },
  { id: 'azathioprine', zh: '硫唑嘌呤', en: 'Azathioprine', brands: ['Imuran', '依木兰'], classes: ['immunosuppressant'] },
  // Ninth clinician review (en P1): a TNF inhibitor for sarcoidosis or IBD (Remicade US PI; NMPA 注射用英夫利西单抗（类克）;
  // biosimilars Inflectra, Renflexis, Avsola, Remsima).
  { id: 'infliximab', zh: '英夫利西单抗', en: 'Infliximab', brands: ['Remicade', '类克', '英夫利昔单抗', 'Inflectra', 'Renflexis', 'Avsola', 'Remsima'], classes: ['immunosuppressant'] },
  // Clinician review 2026-11-25 late (Z5): the thiopurine that allopurinol and febuxostat meet like azathioprine (Purinethol/Purixan US PI).
  { id: 'mercaptopurine', zh: '巯嘌呤', en: 'Mercaptopurine', brands: ['Purinethol', 'Purixan', '乐疾宁', '6-MP'], classes: ['immunosuppressant'] },
  { id: 'methotrexate', zh: '甲氨蝶呤', en: 'Methotrexate', brands: ['Trexall', 'Otrexup', 'Rheumatrex', '氨甲蝶呤'], classes: ['antifolate', 'dmard'] },
  { id: 'hydroxychloroquine', zh: '羟氯喹', en: 'Hydroxychloroquine', brands: ['Plaquenil', '纷乐', 'HCQ', '硫酸羟氯喹'], classes: ['dmard'] },
  { id: 'sulfasalazine', zh: '柳氮磺吡啶', en: 'Sulfasalazine', brands: ['Azulfidine', 'Salazopyrin'], classes: ['dmard'] },
  { id: 'leflunomide', zh: '来氟米特', en: 'Leflunomide', brands: ['Arava', '爱若华'], classes: ['dmard'] },
  // Neurology
  { id: 'levodopa-carbidopa', zh: '卡比多巴左旋多巴', en: 'Carbidopa/levodopa', brands: ['Sinemet', 'Rytary', '息宁'], classes: ['levodopa', 'antiparkinson'] },
  { id: 'levodopa-benserazide', zh: '多巴丝肼', en: 'Levodopa/benserazide', brands: ['Madopar', '美多芭'], classes: ['levodopa', 'antiparkinson'] },
  { id: 'pramipexole', zh: '普拉克索', en: 'Pramipexole', brands: ['Mirapex', 'Sifrol', '森福罗'], classes: ['antiparkinson'] },
  { id: 'donepezil', zh: '多奈哌齐', en: 'Donepezil', brands: ['Aricept', '安理申'], classes: ['dementia'] },
  // Clinician review 7 (zh P5, cross-cutting §1): "溴吡斯的明", "pyridostigmine" and "Mestinon" found
  // nothing. Names: NMPA label 溴吡斯的明片 (60 mg), Mestinon / Regonol US labels (DailyMed), INN.
  { id: 'pyridostigmine', zh: '溴吡斯的明', en: 'Pyridostigmine', brands: ['吡斯的明', '吡啶斯的明', 'Mestinon', '美斯的明', 'Regonol', 'pyridostigmine bromide'], classes: ['cholinesterase_inhibitor_mg'] },
  { id: 'memantine', zh: '美金刚', en: 'Memantine', brands: ['Namenda', 'Ebixa', '易倍申'], classes: ['dementia'] },
  { id: 'sumatriptan', zh: '舒马普坦', en: 'Sumatriptan', brands: ['Imitrex', 'Imigran', '英明格'], classes: ['triptan'] },
  // Forty-third clinician review, zh S3: 麦角胺咖啡因 at 10 weeks pregnant with 罗红霉素 — unknown.
  { id: 'ergotamine', zh: '麦角胺', en: 'Ergotamine', brands: ['麦角胺咖啡因', '麦角胺咖啡因片', 'Cafergot', 'Migergot', 'ergotamine tartrate', '酒石酸麦角胺'], classes: ['ergot'] },
  { id: 'methylphenidate', zh: '哌甲酯', en: 'Methylphenidate', brands: ['Ritalin', 'Concerta', '专注达', '利他林'], classes: ['stimulant'] },
  { id: 'amphetamine-dextroamphetamine', zh: '苯丙胺右苯丙胺', en: 'Amphetamine/dextroamphetamine', brands: ['Adderall', 'Mydayis', 'Amphetamine', 'Dextroamphetamine', 'Dexamfetamine', 'Dexedrine', 'Zenzedi', '安非他命'], classes: ['stimulant'] },
  { id: 'cyclobenzaprine', zh: '环苯扎林', en: 'Cyclobenzaprine', brands: ['Flexeril', 'Amrix'], classes: ['muscle_relaxant'] },
  // Oncology
  { id: 'capecitabine', zh: '卡培他滨', en: 'Capecitabine', brands: ['Xeloda', '希罗达'], classes: ['chemotherapy', 'fluoropyrimidine'] },
  // Twenty-seventh clinician review, zh M4: weekly cisplatin with radiotherapy was not in the dictionary, and its low
  // magnesium was put down to a PPI.
  { id: 'cisplatin', zh: '顺铂', en: 'Cisplatin', brands: ['Platinol', '诺欣', '注射用顺铂', '顺铂注射液'], classes: ['chemotherapy'] },
  // Fourteenth clinician review, zh P3: pemetrexed (intravenous, every 3 weeks) with its folic acid and B12.
  { id: 'pemetrexed', zh: '培美曲塞', en: 'Pemetrexed', brands: ['Alimta', '力比泰', 'Pemfexy'], classes: ['chemotherapy'] },
  // Eleventh clinician review (zh P2, P3, P5; en P3, P4): the medicines the questionnaire refused. Names
  // from the Iressa, Zytiga/Yonsa, Zoladex, Lupron Depot/Eligard, Zometa/Reclast and Megace US labels
  // (DailyMed), Teysuno SmPC (EMA), and the NMPA labels 吉非替尼片, 醋酸阿比特龙片, 醋酸戈舍瑞林缓释植入剂,
  // 注射用醋酸亮丙瑞林微球, 唑来膦酸注射液, 替吉奥胶囊, 醋酸甲地孕酮片/分散片, 复方甘草酸苷片, 复方阿嗪米特肠溶片.
  // S-1 is tegafur with gimeracil and oteracil — not capecitabine, though both become fluorouracil.
  // Thirty-ninth clinician review, zh M7: 乐卫玛 (lenvatinib) was not in the dictionary and the chat called it 易瑞沙.
  { id: 'lenvatinib', zh: '仑伐替尼', en: 'Lenvatinib', brands: ['Lenvima', '乐卫玛', '仑伐替尼胶囊'], classes: ['chemotherapy'] },
  // Fortieth clinician review, en S1: Votrient (pazopanib) was unchecked, so a grapefruit every morning beside it was
  // "fine" — with a raised ALT and a boxed warning for fatal liver injury.
  { id: 'pazopanib', zh: '培唑帕尼', en: 'Pazopanib', brands: ['Votrient', '维全特', '培唑帕尼片'], classes: ['chemotherapy'] },
  // Anti-EGFR antibodies for colorectal cancer (fiftieth clinician review, zh M10: 爱必妥 was not in the dictionary, so its
  // low magnesium was put down to the PPI beside it).
  { id: 'cetuximab', zh: '西妥昔单抗', en: 'Cetuximab', brands: ['Erbitux', '爱必妥'], classes: ['chemotherapy'] },
  { id: 'panitumumab', zh: '帕尼单抗', en: 'Panitumumab', brands: ['Vectibix', '维克替比'], classes: ['chemotherapy'] },
  { id: 'gefitinib', zh: '吉非替尼', en: 'Gefitinib', brands: ['Iressa', '易瑞沙', '伊瑞可', '吉非替尼片'], classes: ['chemotherapy', 'egfr_tki'] },
  { id: 'tegafur-gimeracil-oteracil', zh: '替吉奥', en: 'S-1 (tegafur/gimeracil/oteracil)', brands: ['替吉奥胶囊', '替吉奥片', 'S-1', 'TS-1', 'Teysuno', 'tegafur', '替加氟', '爱斯万', '维康达'], classes: ['chemotherapy', 'fluoropyrimidine'] },
  { id: 'abiraterone', zh: '阿比特龙', en: 'Abiraterone', brands: ['Zytiga', 'Yonsa', '泽珂', '醋酸阿比特龙', '醋酸阿比特龙片', 'abiraterone acetate'], classes: ['hormonal_antineoplastic'] },
  { id: 'goserelin', zh: '戈舍瑞林', en: 'Goserelin', brands: ['Zoladex', '诺雷德', '醋酸戈舍瑞林'], classes: ['hormonal_antineoplastic'] },
  { id: 'leuprolide', zh: '亮丙瑞林', en: 'Leuprolide (leuprorelin)', brands: ['Lupron', 'Lupron Depot', 'Eligard', 'Prostap', 'leuprorelin', '抑那通', '贝依', '醋酸亮丙瑞林'], classes: ['hormonal_antineoplastic'] },
  { id: 'zoledronic-acid', zh: '唑来膦酸', en: 'Zoledronic acid', brands: ['Zometa', 'Reclast', 'Aclasta', '择泰', '密固达', 'zoledronate', '唑来膦酸注射液'], classes: ['iv_bisphosphonate'] },
  { id: 'megestrol', zh: '甲地孕酮', en: 'Megestrol', brands: ['Megace', 'Megace ES', '梅格施', '醋酸甲地孕酮', '醋酸甲地孕酮片', '醋酸甲地孕酮分散片', 'megestrol acetate'], classes: ['appetite_stimulant'] },
  { id: 'compound-glycyrrhizin', zh: '复方甘草酸苷', en: 'Compound glycyrrhizin', brands: ['美能', '复方甘草酸苷片', '复方甘草酸苷胶囊', 'Stronger Neo-Minophagen C', 'glycyrrhizin', 'glycyrrhizic acid'], classes: ['hepatoprotective'] },
  // Fourteenth clinician review (zh P4 #2): 优思弗 was offered as the contraceptive 优思明 and UDCA was
  // missing, so cholestyramine binding it went unchecked (优思弗/Ursofalk 说明书; Actigall US PI).
  { id: 'ursodeoxycholic-acid', zh: '熊去氧胆酸', en: 'Ursodeoxycholic acid (ursodiol)', brands: ['优思弗', 'Ursofalk', 'Actigall', 'Urso', 'Urso Forte', 'Urso 250', 'ursodiol', 'UDCA', '熊去氧胆酸胶囊', '熊去氧胆酸片'], classes: ['hepatoprotective'] },
  { id: 'compound-azintamide', zh: '复方阿嗪米特', en: 'Compound azintamide (digestive enzymes)', brands: ['泌特', '复方阿嗪米特肠溶片', 'azintamide'], classes: ['digestive_enzyme'] },
  // Thirteenth clinician review (en P1, P2, P4, P5; cross-cutting): the medicines the questionnaire
  // refused. Names from the Imbruvica, Epclusa, Prolia/Xgeva and codeine sulfate US labels (DailyMed),
  // the UK SmPCs (codeine phosphate) and the NMPA labels 伊布替尼胶囊, 索磷布韦维帕他韦片 (丙通沙),
  // 地舒单抗注射液 (普罗力 / 安加维), 磷酸可待因片.
  // Thirteenth clinician review (en P3): testosterone, prescribed or not. Names from the Depo-Testosterone,
  // Xyosted, AndroGel, Andriol/Jatenzo and Sustanon/Nebido labels and the NMPA label 十一酸睾酮软胶囊.
  { id: 'testosterone', zh: '睾酮', en: 'Testosterone', brands: ['testosterone enanthate', 'testosterone cypionate', 'testosterone undecanoate', 'Depo-Testosterone', 'Xyosted', 'AndroGel', 'Testogel', 'Sustanon', 'Nebido', 'Andriol', 'Jatenzo', '十一酸睾酮', '安特尔', '丙酸睾酮', '十一酸睾酮软胶囊'], classes: ['androgen'] },
  // Thirty-eighth clinician review, en S1/S2: venetoclax in its ramp-up was unchecked, so St John's wort beside it was
  // "no benefit" and the tumour-lysis pattern was read marker by marker.
  { id: 'venetoclax', zh: '维奈克拉', en: 'Venetoclax', brands: ['Venclexta', 'Venclyxto', '唯可来'], classes: ['chemotherapy'] },
  // Thirty-ninth clinician review, en S3: Afinitor was "not in our medicine dictionary", so daily grapefruit
  // juice and St John's wort beside it went unflagged. The oncology brands only (Zortress and Certican are the
  // transplant use, whose rules are the calcineurin inhibitors' company, not chemotherapy's).
  { id: 'everolimus', zh: '依维莫司', en: 'Everolimus', brands: ['Afinitor', 'Afinitor Disperz', 'Votubia', '飞尼妥', '依维莫司片'], classes: ['chemotherapy'] },
  { id: 'ibrutinib', zh: '伊布替尼', en: 'Ibrutinib', brands: ['Imbruvica', '亿珂', '伊布替尼胶囊', '伊布替尼片'], classes: ['chemotherapy'] },
  { id: 'sofosbuvir-velpatasvir', zh: '索磷布韦维帕他韦', en: 'Sofosbuvir/velpatasvir', brands: ['Epclusa', '丙通沙', '索磷布韦维帕他韦片', 'sofosbuvir', 'velpatasvir', '索磷布韦', '维帕他韦'], classes: ['antiviral'] },
  // Thirty-first clinician review, zh M5: 复泰奥 was not in the dictionary, so a calcium of 2.71 on it and
  // alfacalcidol never named the likely causes.
  { id: 'teriparatide', zh: '特立帕肽', en: 'Teriparatide', brands: ['Forteo', 'Forsteo', '复泰奥', '特立帕肽注射液', '珍固'], classes: ['pth_analogue'] },
  { id: 'abaloparatide', zh: '阿巴洛肽', en: 'Abaloparatide', brands: ['Tymlos', 'Eladynos'], classes: ['pth_analogue'] },
  { id: 'denosumab', zh: '地舒单抗', en: 'Denosumab', brands: ['Prolia', 'Xgeva', '普罗力', '安加维', '地舒单抗注射液', '狄诺塞麦'], classes: ['rankl_inhibitor'] },
  { id: 'imatinib', zh: '伊马替尼', en: 'Imatinib', brands: ['Gleevec', 'Glivec', '格列卫', '格尼可'], classes: ['chemotherapy'] },
  { id: 'tamoxifen', zh: '他莫昔芬', en: 'Tamoxifen', brands: ['Nolvadex', 'Soltamox', '三苯氧胺', '诺瓦得士'], classes: ['hormonal_antineoplastic'] },
  { id: 'letrozole', zh: '来曲唑', en: 'Letrozole', brands: ['Femara', '弗隆', '芙瑞'], classes: ['hormonal_antineoplastic'] },
  { id: 'exemestane', zh: '依西美坦', en: 'Exemestane', brands: ['Aromasin', '阿诺新', '可怡'], classes: ['hormonal_antineoplastic'] },
  // Clinician review 2026-11-25 closing, E4: "hydroxyurea" and "Droxia" found nothing. Names from the
  // Droxia, Siklos and Hydrea US labels (DailyMed) and the NMPA label 羟基脲片; hydroxycarbamide is
  // the INN. The labels carry no diet or supplement rule, so only the name and class are listed.
  { id: 'hydroxyurea', zh: '羟基脲', en: 'Hydroxyurea (hydroxycarbamide)', brands: ['Droxia', 'Siklos', 'Hydrea', 'Hydroxycarbamide', 'Hydroxyurea', '羟基脲片'], classes: ['antimetabolite_haematology'] },
  // Fifteenth clinician review, zh P5-S1 (ITP): "艾曲泊帕乙醇胺片（瑞弗兰）" was not found. Names from the
  // Promacta US PI and Revolade EU SmPC (Novartis; Alvaiz is the eltrombopag choline tablet) and the NMPA
  // label 艾曲泊帕乙醇胺片 (瑞弗兰); 艾曲波帕 is a common spelling; ATC B02BX05.
  { id: 'eltrombopag', zh: '艾曲泊帕', en: 'Eltrombopag', brands: ['Promacta', 'Revolade', 'Alvaiz', '瑞弗兰', '艾曲泊帕乙醇胺片', '艾曲泊帕乙醇胺', '艾曲波帕'], classes: ['thrombopoietin_agonist'] },
  // Iron chelators (ninth clinician review, en P5: "deferasirox", "Jadenu", "Exjade", "deferoxamine", "Desferal"
  // found nothing). Names: Exjade, Jadenu, Desferal and Ferriprox US labels (DailyMed); NMPA 地拉罗司分散片,
  // 注射用甲磺酸去铁胺, 去铁酮片; ATC V03AC.
  { id: 'deferasirox', zh: '地拉罗司', en: 'Deferasirox', brands: ['Exjade', 'Jadenu', '恩瑞格', '地拉罗司分散片'], classes: ['iron_chelator'] },
  { id: 'deferoxamine', zh: '去铁胺', en: 'Deferoxamine (desferrioxamine)', brands: ['Desferal', '得斯芬', '甲磺酸去铁胺', 'Desferrioxamine'], classes: ['iron_chelator'] },
  { id: 'deferiprone', zh: '去铁酮', en: 'Deferiprone', brands: ['Ferriprox', '去铁酮片'], classes: ['iron_chelator'] },
  { id: 'anastrozole', zh: '阿那曲唑', en: 'Anastrozole', brands: ['Arimidex', '瑞宁得'], classes: ['hormonal_antineoplastic'] },
  // Respiratory and allergy
  { id: 'salbutamol', zh: '沙丁胺醇', en: 'Salbutamol (albuterol)', brands: ['Albuterol', 'Ventolin', 'ProAir', '万托林'], classes: ['bronchodilator'] },
  { id: 'fluticasone-salmeterol', zh: '沙美特罗替卡松', en: 'Fluticasone/salmeterol', brands: ['Advair', 'Seretide', '舒利迭'], classes: ['inhaled_corticosteroid', 'bronchodilator'] },
  { id: 'budesonide-formoterol', zh: '布地奈德福莫特罗', en: 'Budesonide/formoterol', brands: ['Symbicort', '信必可'], classes: ['inhaled_corticosteroid', 'bronchodilator'] },
  // Twelfth clinician review (en P3): Nuelin SR, Australia's theophylline (TGA ARTG; Australian Medicines
  // Handbook, Theophylline), was "no match", so the smoking and caffeine rows never fired. Slo-Phyllin and
  // Nuelin SA are the UK's (BNF, Theophylline: medicinal forms). 舒弗美 is 茶碱缓释片 (its 说明书).
  { id: 'theophylline', zh: '茶碱', en: 'Theophylline', brands: ['Theo-24', 'Uniphyl', 'Nuelin', 'Nuelin SR', 'Nuelin-SR', 'Nuelin SA', 'Slo-Phyllin', '舒弗美', '葆乐辉', '茶碱缓释片'], classes: ['methylxanthine', 'bronchodilator'] },
  { id: 'montelukast', zh: '孟鲁司特', en: 'Montelukast', brands: ['Singulair', '顺尔宁', '孟鲁司特钠片'], classes: ['leukotriene_antagonist'] },
  { id: 'cetirizine', zh: '西替利嗪', en: 'Cetirizine', brands: ['Zyrtec', '仙特明'], classes: ['antihistamine'] },
  { id: 'loratadine', zh: '氯雷他定', en: 'Loratadine', brands: ['Claritin', '开瑞坦', '息斯敏'], classes: ['antihistamine'] },
  { id: 'fexofenadine', zh: '非索非那定', en: 'Fexofenadine', brands: ['Allegra'], classes: ['antihistamine'] },
  // Gout, weight, skin
  { id: 'allopurinol', zh: '别嘌醇', en: 'Allopurinol', brands: ['Zyloprim', '别嘌呤醇'], classes: ['urate_lowering'] },
  { id: 'febuxostat', zh: '非布司他', en: 'Febuxostat', brands: ['Uloric', 'Adenuric', '优立通', 'Feburic', '福避痛'], classes: ['urate_lowering'] },
  { id: 'colchicine', zh: '秋水仙碱', en: 'Colchicine', brands: ['Colcrys', 'Mitigare', '秋水仙碱片'], classes: ['antigout'] },
  // Clinician review 8 (zh P5, en P4, en P3): penicillamine, trientine, zinc acetate and pancreatic
  // enzymes found nothing, and "lipase" offered orlistat (a lipase inhibitor). Names: Cuprimine and
  // Depen, Syprine and Cuvrior, Galzin, Creon, Zenpep, Pancreaze, Pertzye and Viokace US labels
  // (DailyMed); NMPA labels 青霉胺片, 盐酸曲恩汀胶囊, 胰酶肠溶胶囊 (得每通, 胰酶). Classes from AASLD 2022
  // Wilson disease guidance (chelators; zinc) and the Creon label (pancreatic enzyme replacement).
  { id: 'penicillamine', zh: '青霉胺', en: 'Penicillamine', brands: ['D-青霉胺', '青霉胺片', 'D-penicillamine', 'Cuprimine', 'Depen'], classes: ['copper_chelator'] },
  { id: 'trientine', zh: '曲恩汀', en: 'Trientine', brands: ['盐酸曲恩汀', '三乙烯四胺', 'Syprine', 'Cuvrior', 'Cufence', 'trientine hydrochloride', 'trientine tetrahydrochloride'], classes: ['copper_chelator'] },
  { id: 'zinc-acetate', zh: '醋酸锌', en: 'Zinc acetate (Wilson disease)', brands: ['Galzin', 'Wilzin', '醋酸锌胶囊'], classes: ['wilson_zinc'] },
  { id: 'pancrelipase', zh: '胰酶', en: 'Pancrelipase (pancreatic enzymes)', brands: ['胰酶肠溶胶囊', '得每通', '胰酶替代', 'Creon', 'Zenpep', 'Pancreaze', 'Pertzye', 'Viokace', 'pancreatin', 'pancreatic enzymes', 'pancreatic enzyme', 'lipase'], classes: ['pancreatic_enzyme'] },
  { id: 'orlistat', zh: '奥利司他', en: 'Orlistat', brands: ['Xenical', 'Alli', '赛尼可'], classes: ['lipase_inhibitor'] },
  { id: 'isotretinoin', zh: '异维A酸', en: 'Isotretinoin', brands: ['Accutane', 'Absorica', 'Claravis', '泰尔丝', 'Roaccutane', '罗可坦', 'Amnesteem', 'Zenatane', 'Myorisan', 'Epuris'], classes: ['retinoid'] },
  // Clinician review 2026-11-26 seventh (zh P1, en E): acitretin could not be entered, and 阿维A酸 was
  // "corrected" to isotretinoin. Names: Soriatane US PI; Neotigason EU SmPC; NMPA label 阿维A胶囊 (方希,
  // 新体卡松); Acitretine is the French spelling. Etretinate (阿维A酯, Tegison) is a different medicine,
  // withdrawn, and not listed here.
  { id: 'acitretin', zh: '阿维A', en: 'Acitretin', brands: ['阿维A酸', '阿维A胶囊', 'Soriatane', 'Neotigason', 'Acitretine', '新体卡松', '方希'], classes: ['retinoid'] },
  // Added for issue 15 §6 (most-prescribed coverage). Sources: ClinCalc DrugStats Top 300 of 2022
  // (US, from MEPS 2020–2022) and DailyMed labels for US names and brands; 国家组织药品集中采购
  // batches 1–9 (2018–2023 winning-product lists) and 国家基本药物目录 (2018) with NMPA labels for
  // Chinese names and brands; WHO ATC/DDD Index 2024 for classes. Classes are only set where the
  // class rule in `./interactions` applies to the label (e.g. Truvada is left out: its label does not
  // carry the St John's wort warning the `antiretroviral` class rule states).
  { id: 'indobufen', zh: '吲哚布芬', en: 'Indobufen', brands: ['Ibustrin', '易抗凝'], classes: ['antiplatelet'] },
  { id: 'dexlansoprazole', zh: '右兰索拉唑', en: 'Dexlansoprazole', brands: ['Dexilant', 'Kapidex'], classes: ['ppi'] },
  { id: 'metoclopramide', zh: '甲氧氯普胺', en: 'Metoclopramide', brands: ['Reglan', '胃复安'], classes: ['prokinetic', 'antiemetic'] },
  { id: 'loperamide', zh: '洛哌丁胺', en: 'Loperamide', brands: ['Imodium', '易蒙停'], classes: ['antidiarrheal'] },
  { id: 'vildagliptin', zh: '维格列汀', en: 'Vildagliptin', brands: ['Galvus', '佳维乐'], classes: ['dpp4_inhibitor'] },
  { id: 'alogliptin', zh: '阿格列汀', en: 'Alogliptin', brands: ['Nesina', '尼欣那'], classes: ['dpp4_inhibitor'] },
  { id: 'voglibose', zh: '伏格列波糖', en: 'Voglibose', brands: ['Basen', '倍欣'], classes: ['alpha_glucosidase_inhibitor'] },
  { id: 'miglitol', zh: '米格列醇', en: 'Miglitol', brands: ['Glyset', 'Diastabol'], classes: ['alpha_glucosidase_inhibitor'] },
  { id: 'gliquidone', zh: '格列喹酮', en: 'Gliquidone', brands: ['Glurenorm', '糖适平'], classes: ['sulfonylurea'] },
  { id: 'sitagliptin-metformin', zh: '西格列汀二甲双胍', en: 'Sitagliptin/metformin', brands: ['Janumet', '捷诺达'], classes: ['dpp4_inhibitor', 'biguanide'] },
  { id: 'insulin-detemir', zh: '地特胰岛素', en: 'Insulin detemir', brands: ['Levemir', '诺和平'], classes: ['insulin'] },
  { id: 'insulin-human', zh: '人胰岛素', en: 'Human insulin', brands: ['Humulin', 'Novolin', '诺和灵', '优泌林', '甘舒霖'], classes: ['insulin'] },
  { id: 'alirocumab', zh: '阿利西尤单抗', en: 'Alirocumab', brands: ['Praluent', '波立达'], classes: ['pcsk9_inhibitor'] },
  { id: 'ezetimibe-simvastatin', zh: '依折麦布辛伐他汀', en: 'Ezetimibe/simvastatin', brands: ['Vytorin', 'Inegy', '葆至能'], classes: ['cholesterol_absorption_inhibitor', 'statin'] },
  { id: 'amlodipine-atorvastatin', zh: '氨氯地平阿托伐他汀', en: 'Amlodipine/atorvastatin', brands: ['Caduet', '多达一'], classes: ['calcium_channel_blocker', 'statin'] },
  { id: 'losartan-hydrochlorothiazide', zh: '氯沙坦钾氢氯噻嗪', en: 'Losartan/hydrochlorothiazide', brands: ['Hyzaar', '海捷亚'], classes: ['arb', 'thiazide_diuretic'] },
  { id: 'irbesartan-hydrochlorothiazide', zh: '厄贝沙坦氢氯噻嗪', en: 'Irbesartan/hydrochlorothiazide', brands: ['Avalide', 'CoAprovel', '安博诺'], classes: ['arb', 'thiazide_diuretic'] },
  { id: 'valsartan-hydrochlorothiazide', zh: '缬沙坦氢氯噻嗪', en: 'Valsartan/hydrochlorothiazide', brands: ['Diovan HCT', 'Co-Diovan', '复代文'], classes: ['arb', 'thiazide_diuretic'] },
  { id: 'telmisartan-hydrochlorothiazide', zh: '替米沙坦氢氯噻嗪', en: 'Telmisartan/hydrochlorothiazide', brands: ['Micardis HCT', 'MicardisPlus'], classes: ['arb', 'thiazide_diuretic'] },
  { id: 'lisinopril-hydrochlorothiazide', zh: '赖诺普利氢氯噻嗪', en: 'Lisinopril/hydrochlorothiazide', brands: ['Zestoretic', 'Prinzide'], classes: ['ace_inhibitor', 'thiazide_diuretic'] },
  { id: 'triamterene-hydrochlorothiazide', zh: '氨苯蝶啶氢氯噻嗪', en: 'Triamterene/hydrochlorothiazide', brands: ['Maxzide', 'Dyazide'], classes: ['potassium_sparing_diuretic', 'thiazide_diuretic'] },
  { id: 'amlodipine-benazepril', zh: '氨氯地平贝那普利', en: 'Amlodipine/benazepril', brands: ['Lotrel'], classes: ['calcium_channel_blocker', 'ace_inhibitor'] },
  { id: 'amlodipine-valsartan', zh: '氨氯地平缬沙坦', en: 'Amlodipine/valsartan', brands: ['Exforge', '倍博特'], classes: ['calcium_channel_blocker', 'arb'] },
  { id: 'labetalol', zh: '拉贝洛尔', en: 'Labetalol', brands: ['Trandate', 'Normodyne'], classes: ['beta_blocker'] },
  { id: 'arotinolol', zh: '阿罗洛尔', en: 'Arotinolol', brands: ['Almarl', '阿尔马尔'], classes: ['beta_blocker'] },
  { id: 'nitrendipine', zh: '尼群地平', en: 'Nitrendipine', brands: ['Baypress'], classes: ['calcium_channel_blocker'] },
  { id: 'nimodipine', zh: '尼莫地平', en: 'Nimodipine', brands: ['Nimotop', '尼膜同'], classes: ['calcium_channel_blocker'] },
  { id: 'benidipine', zh: '贝尼地平', en: 'Benidipine', brands: ['Coniel', '可力洛'], classes: ['calcium_channel_blocker'] },
  { id: 'lacidipine', zh: '拉西地平', en: 'Lacidipine', brands: ['Lacipil', '乐息平'], classes: ['calcium_channel_blocker'] },
  { id: 'trimetazidine', zh: '曲美他嗪', en: 'Trimetazidine', brands: ['Vastarel', '万爽力'], classes: ['antianginal'] },
  { id: 'terazosin', zh: '特拉唑嗪', en: 'Terazosin', brands: ['Hytrin', '高特灵'], classes: ['alpha_blocker'] },
  { id: 'alfuzosin', zh: '阿夫唑嗪', en: 'Alfuzosin', brands: ['Uroxatral', 'Xatral'], classes: ['alpha_blocker'] },
  { id: 'dutasteride', zh: '度他雄胺', en: 'Dutasteride', brands: ['Avodart', '安福达'], classes: ['five_alpha_reductase_inhibitor'] },
  { id: 'oxybutynin', zh: '奥昔布宁', en: 'Oxybutynin', brands: ['Ditropan'], classes: ['overactive_bladder'] },
  { id: 'solifenacin', zh: '索利那新', en: 'Solifenacin', brands: ['Vesicare', '卫喜康'], classes: ['overactive_bladder'] },
  { id: 'mirabegron', zh: '米拉贝隆', en: 'Mirabegron', brands: ['Myrbetriq', 'Betmiga', '贝坦利'], classes: ['overactive_bladder'] },
  { id: 'clindamycin', zh: '克林霉素', en: 'Clindamycin', brands: ['Cleocin', 'Dalacin', '特丽仙'], classes: ['lincosamide'] },
  { id: 'penicillin-v', zh: '青霉素V钾', en: 'Penicillin V potassium', brands: ['Pen-Vee K', 'Veetids'], classes: ['penicillin'] },
  { id: 'cefprozil', zh: '头孢丙烯', en: 'Cefprozil', brands: ['Cefzil', '施复捷'], classes: ['cephalosporin'] },
  { id: 'cefadroxil', zh: '头孢羟氨苄', en: 'Cefadroxil', brands: ['Duricef'], classes: ['cephalosporin'] },
  { id: 'itraconazole', zh: '伊曲康唑', en: 'Itraconazole', brands: ['Sporanox', '斯皮仁诺'], classes: ['antifungal_azole'] },
  // Ninth clinician review (en P1): typed by a person with sarcoidosis, returned nothing (Nizoral US label;
  // a strong CYP3A4 inhibitor like itraconazole).
  { id: 'ketoconazole', zh: '酮康唑', en: 'Ketoconazole', brands: ['Nizoral'], classes: ['antifungal_azole'] },
  { id: 'terbinafine', zh: '特比萘芬', en: 'Terbinafine', brands: ['Lamisil', '兰美抒'], classes: ['antifungal_allylamine'] },
  { id: 'bictegravir-emtricitabine-tenofovir-alafenamide', zh: '比克恩丙诺', en: 'Bictegravir/emtricitabine/tenofovir alafenamide', brands: ['Biktarvy', '必妥维'], classes: ['antiretroviral'] },
  { id: 'buspirone', zh: '丁螺环酮', en: 'Buspirone', brands: ['Buspar'], classes: ['anxiolytic'] },
  { id: 'hydroxyzine', zh: '羟嗪', en: 'Hydroxyzine', brands: ['Atarax', 'Vistaril', '安泰乐'], classes: ['antihistamine'] },
  { id: 'vortioxetine', zh: '伏硫西汀', en: 'Vortioxetine', brands: ['Trintellix', 'Brintellix', '心达悦'], classes: ['atypical_antidepressant'] },
  { id: 'paliperidone', zh: '帕利哌酮', en: 'Paliperidone', brands: ['Invega', '芮达', 'Invega Sustenna', 'Invega Trinza', '善思达', '善妥达'], classes: ['antipsychotic'] },
  { id: 'haloperidol', zh: '氟哌啶醇', en: 'Haloperidol', brands: ['Haldol', 'Haldol Decanoate', '哈力多'], classes: ['antipsychotic'] },
  { id: 'ziprasidone', zh: '齐拉西酮', en: 'Ziprasidone', brands: ['Geodon', 'Zeldox'], classes: ['antipsychotic'] },
  // Forty-third clinician review, en M14: Zurzuvae 6 weeks after a birth with Unisom, melatonin and wine — unknown.
  { id: 'zuranolone', zh: '祖拉诺龙', en: 'Zuranolone', brands: ['Zurzuvae'], classes: ['neurosteroid'] },
  { id: 'lurasidone', zh: '鲁拉西酮', en: 'Lurasidone', brands: ['Latuda', '罗舒达'], classes: ['antipsychotic'] },
  { id: 'temazepam', zh: '替马西泮', en: 'Temazepam', brands: ['Restoril'], classes: ['benzodiazepine'] },
  { id: 'lisdexamfetamine', zh: '赖右苯丙胺', en: 'Lisdexamfetamine', brands: ['Vyvanse', 'Elvanse'], classes: ['stimulant'] },
  { id: 'atomoxetine', zh: '托莫西汀', en: 'Atomoxetine', brands: ['Strattera', '择思达'], classes: ['adhd_nonstimulant'] },
  { id: 'ropinirole', zh: '罗匹尼罗', en: 'Ropinirole', brands: ['Requip', '力备'], classes: ['antiparkinson'] },
  { id: 'rizatriptan', zh: '利扎曲普坦', en: 'Rizatriptan', brands: ['Maxalt'], classes: ['triptan'] },
  { id: 'tizanidine', zh: '替扎尼定', en: 'Tizanidine', brands: ['Zanaflex', 'Sirdalud'], classes: ['muscle_relaxant'] },
  { id: 'methocarbamol', zh: '美索巴莫', en: 'Methocarbamol', brands: ['Robaxin'], classes: ['muscle_relaxant'] },
  { id: 'baclofen', zh: '巴氯芬', en: 'Baclofen', brands: ['Lioresal', 'Ozobax', '力奥来素'], classes: ['muscle_relaxant'] },
  { id: 'morphine', zh: '吗啡', en: 'Morphine', brands: ['MS Contin', '美施康定'], classes: ['opioid'] },
  { id: 'ketorolac', zh: '酮咯酸', en: 'Ketorolac', brands: ['Toradol', 'Sprix'], classes: ['nsaid'] },
  { id: 'indomethacin', zh: '吲哚美辛', en: 'Indomethacin', brands: ['Indocin', '消炎痛'], classes: ['nsaid'] },
  { id: 'etoricoxib', zh: '依托考昔', en: 'Etoricoxib', brands: ['Arcoxia', '安康信'], classes: ['nsaid'] },
  { id: 'budesonide', zh: '布地奈德', en: 'Budesonide (inhaled/nasal)', brands: ['Pulmicort', '普米克令舒', 'Rhinocort', '雷诺考特'], classes: ['inhaled_corticosteroid'] },
  { id: 'fluticasone', zh: '氟替卡松', en: 'Fluticasone (inhaled/nasal)', brands: ['Flonase', 'Flovent', '辅舒良', '辅舒酮'], classes: ['inhaled_corticosteroid'] },
  { id: 'tiotropium', zh: '噻托溴铵', en: 'Tiotropium', brands: ['Spiriva', '思力华'], classes: ['bronchodilator'] },
  { id: 'benzonatate', zh: '苯佐那酯', en: 'Benzonatate', brands: ['Tessalon'], classes: ['antitussive'] },
  { id: 'levocetirizine', zh: '左西替利嗪', en: 'Levocetirizine', brands: ['Xyzal', '优泽'], classes: ['antihistamine'] },
  { id: 'desloratadine', zh: '地氯雷他定', en: 'Desloratadine', brands: ['Clarinex', 'Aerius', '恩理思'], classes: ['antihistamine'] },
  { id: 'chlorphenamine', zh: '氯苯那敏', en: 'Chlorphenamine (chlorpheniramine)', brands: ['Chlor-Trimeton', 'Chlorpheniramine', '扑尔敏'], classes: ['antihistamine'] },
  { id: 'promethazine', zh: '异丙嗪', en: 'Promethazine', brands: ['Phenergan', '非那根', 'Sominex', 'Avomine'], classes: ['antihistamine', 'antiemetic'] },
  { id: 'meclizine', zh: '美克洛嗪', en: 'Meclizine', brands: ['Antivert', 'Bonine'], classes: ['antihistamine', 'antiemetic'] },
  // Fifteenth clinician review (en cross-cutting, P3, P5): the first-generation sedating antihistamines of
  // over-the-counter sleep aids were missing, so Tylenol PM, Nytol and Unisom were refused as unknown. Both
  // are strongly anticholinergic (AGS Beers Criteria 2023: avoid in older adults; dementia). US "Unisom
  // SleepTabs" are doxylamine, "Unisom SleepGels" diphenhydramine; a plain "Unisom" reads as doxylamine.
  // Advil PM, Aleve PM and Excedrin PM also hold an NSAID or aspirin: left unresolved (refused naming
  // them) rather than read as the antihistamine alone.
  { id: 'diphenhydramine', zh: '苯海拉明', en: 'Diphenhydramine', brands: ['Benadryl', 'Nytol', 'Nytol One-A-Night', 'ZzzQuil', 'Unisom SleepGels', 'Sleepeze', 'Tylenol Simply Sleep'], classes: ['antihistamine', 'anticholinergic'] },
  { id: 'doxylamine', zh: '多西拉敏', en: 'Doxylamine', brands: ['Unisom', 'Unisom SleepTabs', 'Restavit'], classes: ['antihistamine', 'anticholinergic'] },
  // The first-line prescription for sickness in pregnancy in North America: doxylamine with pyridoxine in one
  // delayed-release tablet (forty-fifth clinician review, en S1: Diclegis was unknown, so Unisom and B6 added on
  // top were never seen as doubling it).
  { id: 'doxylamine-pyridoxine', zh: '多西拉敏/吡哆醇', en: 'Doxylamine/pyridoxine', brands: ['Diclegis', 'Bonjesta', 'Diclectin', 'Xonvea'], classes: ['antihistamine', 'anticholinergic'] },
  { id: 'diphenhydramine-acetaminophen', zh: '对乙酰氨基酚/苯海拉明', en: 'Acetaminophen/diphenhydramine (Tylenol PM)', brands: ['Tylenol PM', 'Panadol Night'], classes: ['analgesic', 'antihistamine', 'anticholinergic'] },
  { id: 'conjugated-estrogens', zh: '结合雌激素', en: 'Conjugated estrogens', brands: ['Premarin', '倍美力'], classes: ['hormone_therapy'] },
  { id: 'medroxyprogesterone', zh: '甲羟孕酮', en: 'Medroxyprogesterone', brands: ['Provera', 'Depo-Provera', '安宫黄体酮'], classes: ['progestin'] },
  { id: 'progesterone', zh: '黄体酮', en: 'Progesterone', brands: ['Prometrium', 'Utrogestan', '安琪坦'], classes: ['progestin'] },
  { id: 'norgestimate-ethinylestradiol', zh: '诺孕酯炔雌醇', en: 'Norgestimate/ethinyl estradiol', brands: ['Sprintec', 'Tri-Sprintec', 'Ortho Tri-Cyclen'], classes: ['oral_contraceptive'] },
  { id: 'norethindrone-ethinylestradiol', zh: '炔诺酮炔雌醇', en: 'Norethindrone/ethinyl estradiol', brands: ['Loestrin', 'Loestrin Fe', 'Junel', 'Junel Fe', 'Junel Fe 1/20', 'Junel Fe 1.5/30', 'Microgestin', 'Microgestin Fe'], classes: ['oral_contraceptive'] },
  { id: 'raloxifene', zh: '雷洛昔芬', en: 'Raloxifene', brands: ['Evista', '易维特'], classes: ['serm'] },
  { id: 'potassium-chloride', zh: '氯化钾', en: 'Potassium chloride', brands: ['K-Dur', 'Klor-Con', 'Slow-K', '补达秀'], classes: ['potassium_supplement'] },
  // Added after the pharmacist review (B9). Brands: 拜唐苹 is Bayer's registered Chinese name of
  // Glucobay (NMPA label 阿卡波糖片（拜唐苹）, Bayer Healthcare China); Eltroxin (Aspen/GSK, UK SmPC
  // levothyroxine sodium tablets); Slow-K (Novartis/Alliance, UK SmPC potassium chloride modified-release
  // tablets); 阿斯匹林/阿斯匹靈 is the Taiwan name of aspirin (TFDA licence names, 衛福部食藥署).
  // Danshen patent medicines: 中华人民共和国药典 2020年版 一部 复方丹参滴丸【处方】丹参、三七、冰片 and
  // 复方丹参片【处方】丹参、三七、冰片; their class carries the Stockley's warfarin + danshen rows in
  // `./drug-interactions`.
  { id: 'compound-danshen-dripping-pills', zh: '复方丹参滴丸', en: 'Compound danshen dripping pills (Fufang Danshen Diwan)', brands: ['天士力复方丹参滴丸', 'Dantonic', 'T89'], classes: ['danshen_preparation'] },
  { id: 'compound-danshen-tablets', zh: '复方丹参片', en: 'Compound danshen tablets (Fufang Danshen Pian)', brands: ['复方丹参片（薄膜衣）'], classes: ['danshen_preparation'] },
  // Forty-eighth clinician review: 消渴丸 is a patent medicine with a Western drug in it — every 10 pills hold
  // glibenclamide 2.5 mg (消渴丸说明书【成分】) — so it is a sulfonylurea like glibenclamide itself, and two
  // sulfonylureas together are a pair (`./sulfonylurea-duplicates`, which holds the label and its sources).
  { id: 'xiaoke-pills', zh: '消渴丸（含格列本脲）', en: 'Xiaoke pills (contain glibenclamide)', brands: ['消渴丸', 'Xiaoke pill', 'Xiaoke Wan'], classes: ['sulfonylurea'] },
  // Dialysis and kidney-failure medicines, and mesalazine (clinician review 2026-11-25, Z5 and E1:
  // refused as unknown, which blocked the questionnaire). Names and brands: US labels on DailyMed
  // (Renvela/Renagel sevelamer carbonate/hydrochloride; Fosrenol lanthanum carbonate; PhosLo calcium
  // acetate; Velphoro sucroferric oxyhydroxide; Rocaltrol calcitriol; Zemplar paricalcitol; Sensipar
  // cinacalcet; Epogen/Procrit epoetin alfa; Venofer iron sucrose; Asacol, Pentasa, Lialda mesalamine)
  // and NMPA label names (碳酸司维拉姆片, 盐酸司维拉姆片, 碳酸镧咀嚼片, 醋酸钙片, 骨化三醇软胶囊（罗盖全）,
  // 阿法骨化醇软胶囊, 帕立骨化醇注射液, 盐酸西那卡塞片, 重组人促红素注射液, 蔗糖铁注射液, 美沙拉秦肠溶片).
  { id: 'sevelamer', zh: '司维拉姆', en: 'Sevelamer', brands: ['碳酸司维拉姆', '盐酸司维拉姆', 'Sevelamer carbonate', 'Sevelamer hydrochloride', 'Renvela', 'Renagel', '诺维乐', '磷能解'], classes: ['phosphate_binder'] },
  { id: 'lanthanum-carbonate', zh: '碳酸镧', en: 'Lanthanum carbonate', brands: ['Fosrenol', '福斯利诺', '碳酸镧咀嚼片'], classes: ['phosphate_binder'] },
  { id: 'calcium-acetate', zh: '醋酸钙', en: 'Calcium acetate', brands: ['PhosLo', 'Phoslyra', 'Eliphos', '醋酸钙片', '醋酸钙胶囊'], classes: ['phosphate_binder'] },
  { id: 'sucroferric-oxyhydroxide', zh: '蔗糖氢氧化氧铁', en: 'Sucroferric oxyhydroxide', brands: ['Velphoro', '维福瑞'], classes: ['phosphate_binder'] },
  { id: 'calcitriol', zh: '骨化三醇', en: 'Calcitriol', brands: ['Rocaltrol', '罗盖全', 'Calcijex', '盖三淳'], classes: ['vitamin_d_analogue'] },
  { id: 'alfacalcidol', zh: '阿法骨化醇', en: 'Alfacalcidol', brands: ['One-Alpha', 'Alfarol', '阿法迪三', '法能', '萌格旺'], classes: ['vitamin_d_analogue'] },
  { id: 'paricalcitol', zh: '帕立骨化醇', en: 'Paricalcitol', brands: ['Zemplar', '胜普乐'], classes: ['vitamin_d_analogue'] },
  { id: 'cinacalcet', zh: '西那卡塞', en: 'Cinacalcet', brands: ['Sensipar', 'Mimpara', '盐酸西那卡塞', '盖平'], classes: ['calcimimetic'] },
  { id: 'epoetin', zh: '重组人促红素', en: 'Epoetin alfa', brands: ['促红素', '促红细胞生成素', 'EPO', 'Epogen', 'Procrit', 'Eprex', '益比奥', '济脉欣', '重组人促红细胞生成素'], classes: ['esa'] },
  { id: 'iron-sucrose', zh: '蔗糖铁', en: 'Iron sucrose', brands: ['Venofer', '维乐福', '蔗糖铁注射液'], classes: ['iv_iron'] },
  // Tenth clinician review (zh P2 finding 2): 开同 and 碳酸氢钠片 were refused as unknown. Names: NMPA labels
  // 复方α-酮酸片（开同，Fresenius Kabi）and 碳酸氢钠片（0.5 g）; Ketosteril SmPC (keto analogues of essential
  // amino acids); US OTC sodium bicarbonate tablets USP 650 mg.
  { id: 'keto-acid-analogues', zh: '复方α-酮酸', en: 'Keto acid analogues (Ketosteril)', brands: ['开同', '复方α-酮酸片', '复方α酮酸片', '复方α-酮酸', '复方a-酮酸片', '复方酮酸片', 'α-酮酸片', 'Ketosteril', 'keto acid analogues', 'ketoacid analogues', 'ketoanalogues', 'keto-analogues', 'alpha-keto acids', 'keto analogues of essential amino acids'], classes: ['keto_acid_analogue'] },
  { id: 'sodium-bicarbonate', zh: '碳酸氢钠', en: 'Sodium bicarbonate', brands: ['碳酸氢钠片', '碳酸氢钠肠溶片', '小苏打片', 'Sodium bicarbonate tablets', 'sodium bicarb', 'bicarbonate of soda tablets'], classes: ['alkalinising_agent'] },
  { id: 'mesalazine', zh: '美沙拉秦', en: 'Mesalazine (mesalamine)', brands: ['Mesalamine', 'Asacol', 'Pentasa', 'Lialda', 'Apriso', 'Delzicol', '艾迪莎', '颇得斯安', '莎尔福', '美沙拉嗪'], classes: ['aminosalicylate'] },
  // Ninth clinician review (zh P4, en P3): trihexyphenidyl (苯海索, often given with an antipsychotic in
  // China) was refused, and the laxatives, nicotine replacement and the drooling medicines of clozapine
  // care found nothing. Names: US labels on DailyMed (Cogentin benztropine; Senokot sennosides; Colace
  // docusate sodium; MiraLAX polyethylene glycol 3350; Dulcolax bisacodyl; Nicoderm CQ and Nicorette
  // nicotine; Transderm Scop scopolamine; Robinul and Cuvposa glycopyrrolate; Versacloz and FazaClo
  // clozapine), UK SmPCs (Movicol and Laxido macrogol 3350; Kwells hyoscine hydrobromide; Buscopan hyoscine
  // butylbromide; Denzapine and Zaponex clozapine) and NMPA labels (盐酸苯海索片, 番泻叶颗粒, 多库酯钠,
  // 聚乙二醇4000散（福松）, 开塞露（含甘油）, 比沙可啶肠溶片, 尼古丁透皮贴剂, 氢溴酸东莨菪碱, 丁溴东莨菪碱（解痉灵）,
  // 格隆溴铵). Classes: WHO ATC N04AA (anticholinergic antiparkinson drugs), A06AB (contact laxatives),
  // A06AA (softeners), A06AD (osmotic laxatives), A06AX/A06AG (glycerol), N07BA (nicotine), A03 (belladonna
  // alkaloids and glycopyrronium).
  { id: 'trihexyphenidyl', zh: '苯海索', en: 'Trihexyphenidyl (benzhexol)', brands: ['盐酸苯海索片', '盐酸苯海索', '安坦', 'Artane', 'benzhexol', 'trihexyphenidyl hydrochloride'], classes: ['antiparkinson', 'anticholinergic'] },
  { id: 'benztropine', zh: '苯扎托品', en: 'Benztropine', brands: ['Cogentin', 'benztropine mesylate', '甲磺酸苯扎托品'], classes: ['antiparkinson', 'anticholinergic'] },
  { id: 'hyoscine', zh: '东莨菪碱', en: 'Hyoscine hydrobromide (scopolamine)', brands: ['氢溴酸东莨菪碱', 'Kwells', 'Scopoderm', 'Transderm Scop', 'scopolamine', 'hyoscine hydrobromide'], classes: ['anticholinergic'] },
  { id: 'hyoscine-butylbromide', zh: '丁溴东莨菪碱', en: 'Hyoscine butylbromide', brands: ['Buscopan', '解痉灵', '丁溴东莨菪碱胶囊'], classes: ['anticholinergic'] },
  { id: 'glycopyrronium', zh: '格隆溴铵', en: 'Glycopyrronium (glycopyrrolate)', brands: ['glycopyrrolate', 'Robinul', 'Cuvposa', '格隆溴铵片'], classes: ['anticholinergic'] },
  { id: 'senna', zh: '番泻叶', en: 'Senna (sennosides)', brands: ['番泻苷', '番泻叶颗粒', '番泻叶片', '番泻叶茶', 'Senokot', 'sennosides', 'Ex-Lax', 'senna tea'], classes: ['stimulant_laxative'] },
  { id: 'bisacodyl', zh: '比沙可啶', en: 'Bisacodyl', brands: ['Dulcolax', '便塞停', '比沙可啶肠溶片', '比沙可啶栓'], classes: ['stimulant_laxative'] },
  { id: 'docusate', zh: '多库酯钠', en: 'Docusate', brands: ['Colace', 'docusate sodium', 'Dulcoease', 'Surfak', '多库酯钠片'], classes: ['stool_softener'] },
  { id: 'macrogol', zh: '聚乙二醇', en: 'Macrogol (polyethylene glycol)', brands: ['聚乙二醇4000', '聚乙二醇4000散', '福松', 'Forlax', 'MiraLAX', 'GlycoLax', 'Movicol', 'Laxido', 'PEG 3350', 'polyethylene glycol 3350'], classes: ['osmotic_laxative'] },
  { id: 'glycerol-enema', zh: '开塞露', en: 'Glycerol (glycerin) enema or suppository', brands: ['开塞露（含甘油）', '甘油灌肠剂', '甘油栓', 'glycerin suppository', 'glycerol suppository', 'Fleet glycerin'], classes: ['osmotic_laxative'] },
  { id: 'nicotine', zh: '尼古丁', en: 'Nicotine replacement (patch, gum, lozenge)', brands: ['尼古丁贴片', '尼古丁透皮贴剂', '尼古丁咀嚼胶', '力克雷', 'Nicorette', 'Nicoderm', 'Nicoderm CQ', 'Habitrol', 'Nicotinell', 'NiQuitin', 'nicotine patch', 'nicotine gum', 'nicotine lozenge'], classes: ['smoking_cessation'] },
  // Ninth clinician review, zh P1 (G6PD deficiency) and zh P2 (dialysis): names typed were not found.
  // Primaquine (NMPA 磷酸伯氨喹片; US PI, G6PD testing before use), tafenoquine (Krintafel/Arakoda US PI),
  // dapsone (氨苯砜片; US PI, haemolysis in G6PD deficiency); potassium binders: sodium zirconium
  // cyclosilicate (Lokelma, NMPA 环硅酸锆钠散 利倍卓), patiromer (Veltassa), calcium and sodium polystyrene
  // sulfonate (聚苯乙烯磺酸钙散; Kayexalate) — names from the labels.
  // Blind answer round 40 (zh-047, en-045, unsafe, development data): intermittent preventive treatment of malaria in
  // pregnancy (WHO) — "Fansidar given at the antenatal clinic" beside a prescribed 5 mg folic acid.
  { id: 'sulfadoxine-pyrimethamine', zh: '磺胺多辛乙胺嘧啶', en: 'Sulfadoxine/pyrimethamine', brands: ['Fansidar', 'SP', 'IPTp-SP', '法西达'], classes: ['antimalarial'] },
  { id: 'primaquine', zh: '伯氨喹', en: 'Primaquine', brands: ['磷酸伯氨喹', '磷酸伯氨喹片', 'Primaquine phosphate'], classes: ['aminoquinoline_antimalarial'] },
  { id: 'tafenoquine', zh: '他非诺喹', en: 'Tafenoquine', brands: ['Krintafel', 'Arakoda'], classes: ['aminoquinoline_antimalarial'] },
  { id: 'dapsone', zh: '氨苯砜', en: 'Dapsone', brands: ['氨苯砜片'], classes: ['sulfone'] },
  { id: 'sodium-zirconium-cyclosilicate', zh: '环硅酸锆钠', en: 'Sodium zirconium cyclosilicate', brands: ['Lokelma', '利倍卓', '环硅酸锆钠散'], classes: ['potassium_binder'] },
  { id: 'patiromer', zh: '帕替罗默', en: 'Patiromer', brands: ['Veltassa'], classes: ['potassium_binder'] },
  { id: 'calcium-polystyrene-sulfonate', zh: '聚苯乙烯磺酸钙', en: 'Calcium polystyrene sulfonate', brands: ['聚苯乙烯磺酸钙散', 'Calcium Resonium', 'Kalimate'], classes: ['potassium_binder'] },
  // Eleventh clinician review (en P1, P2, P3): names that could not be entered. Trikafta/Kaftrio
  // (Vertex US PI and EU SmPC: elexacaftor/tezacaftor/ivacaftor), Kalydeco (ivacaftor), Pulmozyme
  // (dornase alfa, Genentech US PI), bendroflumethiazide (BNF; UK SmPC, Aprinox), Excedrin Migraine and
  // Excedrin Extra Strength (aspirin 250 mg, acetaminophen 250 mg, caffeine 65 mg: the US Drug Facts label;
  // Anadin Extra is the UK product of the same three, UK SmPC).
  { id: 'elexacaftor-tezacaftor-ivacaftor', zh: '依列卡福特/替扎卡福特/依伐卡福特', en: 'Elexacaftor/tezacaftor/ivacaftor', brands: ['Trikafta', 'Kaftrio', 'elexacaftor', 'tezacaftor', 'ETI', '三联CFTR调节剂'], classes: ['cftr_modulator'] },
  { id: 'ivacaftor', zh: '依伐卡福特', en: 'Ivacaftor', brands: ['Kalydeco', '依伐卡托'], classes: ['cftr_modulator'] },
  // Twelfth clinician review, en P2 (Hannah, PKU planning pregnancy): "Kuvan 500mg" was not recognised.
  { id: 'sapropterin', zh: '沙丙蝶呤', en: 'Sapropterin', brands: ['Kuvan', 'Javygtor', '盐酸沙丙蝶呤', 'sapropterin dihydrochloride', 'BH4'], classes: ['pku_medicine'] },
  { id: 'dornase-alfa', zh: '阿法链道酶', en: 'Dornase alfa', brands: ['Pulmozyme', '百慕时'], classes: ['mucolytic'] },
  { id: 'bendroflumethiazide', zh: '苄氟噻嗪', en: 'Bendroflumethiazide', brands: ['bendrofluazide', 'Aprinox', 'Neo-Naclex'], classes: ['thiazide_diuretic'] },
  { id: 'aspirin-acetaminophen-caffeine', zh: '阿司匹林对乙酰氨基酚咖啡因', en: 'Aspirin/acetaminophen/caffeine', brands: ['Excedrin', 'Excedrin Migraine', 'Excedrin Extra Strength', 'Anadin Extra', 'aspirin acetaminophen caffeine', 'aspirin paracetamol caffeine'], classes: ['nsaid', 'analgesic'] },
  // Fourteenth clinician review (en P3, P5): names that were refused or had no rule. Desmopressin (Noqdirna
  // and Nocdurna UK SmPCs, Ferring; DDAVP US PI; Minirin; NMPA 醋酸去氨加压素片, 弥凝), co-codamol (BNF:
  // codeine phosphate 8, 15 or 30 mg with paracetamol 500 mg; Solpadeine, Tylex, Zapain, Kapake UK SmPCs;
  // Tylenol with Codeine US PI, 300 mg acetaminophen; NMPA 氨酚待因片), co-dydramol (BNF: dihydrocodeine
  // with paracetamol 500 mg) and teriflunomide (Aubagio US PI and EU SmPC; NMPA 特立氟胺片 奥巴捷).
  { id: 'desmopressin', zh: '去氨加压素', en: 'Desmopressin', brands: ['Noqdirna', 'Nocdurna', 'DDAVP', 'Minirin', 'Minirin Melt', 'DesmoMelt', 'Desmotabs', 'Noctiva', '弥凝', '醋酸去氨加压素', '醋酸去氨加压素片', 'desmopressin acetate'], classes: ['antidiuretic'] },
  { id: 'codeine-acetaminophen', zh: '氨酚待因', en: 'Co-codamol (codeine/paracetamol)', brands: ['co-codamol', 'cocodamol', 'co codamol', 'Solpadeine', 'Solpadeine Max', 'Solpadeine Plus', 'Tylex', 'Zapain', 'Kapake', 'Codipar', 'Tylenol with Codeine', 'Tylenol #3', 'Tylenol 3', '氨酚待因片', '氨酚待因片（Ⅱ）'], classes: ['opioid', 'analgesic'] },
  { id: 'dihydrocodeine-acetaminophen', zh: '氨酚双氢可待因', en: 'Co-dydramol (dihydrocodeine/paracetamol)', brands: ['co-dydramol', 'codydramol', 'Remedeine', '氨酚双氢可待因片'], classes: ['opioid', 'analgesic'] },
  { id: 'teriflunomide', zh: '特立氟胺', en: 'Teriflunomide', brands: ['Aubagio', '奥巴捷', '特立氟胺片'], classes: ['immunosuppressant'] },
  { id: 'sodium-polystyrene-sulfonate', zh: '聚苯乙烯磺酸钠', en: 'Sodium polystyrene sulfonate', brands: ['Kayexalate', 'Kionex', 'Resonium A'], classes: ['potassium_binder'] },
  // Seventeenth blind review (zh Z2, serious S1): 潘南金 (门冬氨酸钾镁片) was not found and was dropped from a
  // heart-failure plan with a potassium of 5.7 on spironolactone and sacubitril/valsartan. Potassium and
  // magnesium aspartate, WHO ATC A12CC30 (magnesium and potassium aspartate); names and content from the
  // label: 门冬氨酸钾镁片（潘南金，Gedeon Richter）说明书【成份】每片含无水门冬氨酸钾 158 mg（含钾 36.2 mg）
  // 和无水门冬氨酸镁 140 mg（含镁 11.8 mg）, 【禁忌】高钾血症、高镁血症、急性和慢性肾功能衰竭 (the
  // Panangin SmPC, Gedeon Richter, the same; 脉安定 and Asparkam are other trade names of the same
  // salts). It is a potassium supplement for the class rules (`./drug-interactions`).
  { id: 'potassium-magnesium-aspartate', zh: '门冬氨酸钾镁', en: 'Potassium and magnesium aspartate', brands: ['潘南金', 'Panangin', '门冬氨酸钾镁片', '门冬氨酸钾镁注射液', '脉安定', 'Asparkam', 'potassium magnesium aspartate', 'magnesium potassium aspartate'], classes: ['potassium_supplement'] },
  // Twenty-first clinician review (en P3, P4; M14): nilotinib, sodium oxybate and modafinil found nothing.
  // Names from the Tasigna, Xyrem, Xywav, Lumryz, Provigil and Nuvigil US prescribing information
  // (DailyMed) and the NMPA labels 尼洛替尼胶囊 (达希纳) and 莫达非尼片; ATC L01EA03, N07XX04, N06BA07.
  { id: 'nilotinib', zh: '尼洛替尼', en: 'Nilotinib', brands: ['Tasigna', 'Danziten', '达希纳', '尼洛替尼胶囊'], classes: ['chemotherapy'] },
  { id: 'sodium-oxybate', zh: '羟丁酸钠', en: 'Sodium oxybate', brands: ['Xyrem', 'Xywav', 'Lumryz', 'oxybate', 'calcium, magnesium, potassium, and sodium oxybates', 'γ-羟基丁酸钠'], classes: ['oxybate'] },
  // Twenty-second clinician review, en M17: phentermine from a med spa could not be entered, so its pregnancy
  // contraindication was missed in a woman trying to conceive.
  { id: 'phentermine', zh: '芬特明', en: 'Phentermine', brands: ['Adipex-P', 'Adipex', 'Lomaira', 'Duromine', 'phentermine hydrochloride', '盐酸芬特明', '苯丁胺'], classes: ['anorectic'] },
  { id: 'modafinil', zh: '莫达非尼', en: 'Modafinil', brands: ['Provigil', 'Modalert', 'Modvigil', '莫达非尼片', 'armodafinil', 'Nuvigil', '阿莫达非尼'], classes: ['wakefulness_promoter'] },
  // Twenty-second clinician review (zh Z4: multiple myeloma on 万珂, 瑞复美 and dexamethasone): bortezomib and
  // lenalidomide found nothing. Names from the Velcade and Revlimid US prescribing information and the NMPA
  // labels 注射用硼替佐米 (万珂) and 来那度胺胶囊 (瑞复美); ATC L01XG01, L04AX04.
  { id: 'bortezomib', zh: '硼替佐米', en: 'Bortezomib', brands: ['Velcade', '万珂', '注射用硼替佐米', '昕泰'], classes: ['chemotherapy'] },
  { id: 'lenalidomide', zh: '来那度胺', en: 'Lenalidomide', brands: ['Revlimid', '瑞复美', '来那度胺胶囊', '立生'], classes: ['chemotherapy', 'thalidomide_analogue'] },
  // Forty-first clinician review (zh S2, M1): thalidomide for Behçet's disease, lupus or myeloma; pomalidomide.
  { id: 'thalidomide', zh: '沙利度胺', en: 'Thalidomide', brands: ['Thalomid', '反应停', '沙利度胺片', '沙利度胺胶囊'], classes: ['immunosuppressant', 'thalidomide_analogue'] },
  { id: 'pomalidomide', zh: '泊马度胺', en: 'Pomalidomide', brands: ['Pomalyst', 'Imnovid', '泊马度胺胶囊'], classes: ['chemotherapy', 'thalidomide_analogue'] },
  // Forty-first clinician review (zh S1, M1): pulmonary arterial hypertension.
  { id: 'bosentan', zh: '波生坦', en: 'Bosentan', brands: ['Tracleer', '全可利', '波生坦片'], classes: ['endothelin_receptor_antagonist'] },
  { id: 'ambrisentan', zh: '安立生坦', en: 'Ambrisentan', brands: ['Letairis', 'Volibris', '凡瑞克', '安立生坦片'], classes: ['endothelin_receptor_antagonist'] },
  { id: 'macitentan', zh: '马昔腾坦', en: 'Macitentan', brands: ['Opsumit', '傲朴舒', '马昔腾坦片'], classes: ['endothelin_receptor_antagonist'] },
  // Forty-first clinician review (zh M1, M3–M5): idiopathic pulmonary fibrosis; PARP inhibitor; mucolytic.
  { id: 'pirfenidone', zh: '吡非尼酮', en: 'Pirfenidone', brands: ['Esbriet', '艾思瑞', 'Pirfenex', '吡非尼酮胶囊', '吡非尼酮片'], classes: ['antifibrotic'] },
  { id: 'olaparib', zh: '奥拉帕利', en: 'Olaparib', brands: ['Lynparza', '利普卓', '奥拉帕利片'], classes: ['chemotherapy'] },
  { id: 'acetylcysteine', zh: '乙酰半胱氨酸', en: 'Acetylcysteine (NAC)', brands: ['富露施', 'Fluimucil', 'NAC', 'N-acetylcysteine', 'N-acetyl cysteine', '乙酰半胱氨酸泡腾片', '乙酰半胱氨酸颗粒'], classes: ['mucolytic'] },
  // Forty-first clinician review (en M10): primary biliary cholangitis.
  { id: 'obeticholic-acid', zh: '奥贝胆酸', en: 'Obeticholic acid', brands: ['Ocaliva', '奥贝胆酸片'], classes: ['hepatoprotective'] },
  // Twenty-fourth clinician review (en M7, M8): Humira and Jynarque found nothing. Names from the Humira and
  // Jynarque/Samsca US prescribing information (DailyMed) and the NMPA labels 阿达木单抗注射液 (修美乐) and
  // 托伐普坦片 (苏麦卡); ATC L04AB04, C03XA01.
  { id: 'adalimumab', zh: '阿达木单抗', en: 'Adalimumab', brands: ['Humira', '修美乐', '格乐立', '安健宁', 'Amjevita', 'Hadlima', 'Hyrimoz', 'Yusimry', 'Cyltezo', 'Idacio'], classes: ['immunosuppressant'] },
  { id: 'tolvaptan', zh: '托伐普坦', en: 'Tolvaptan', brands: ['Jynarque', 'Samsca', 'Jinarc', '苏麦卡', '托伐普坦片'], classes: ['vasopressin_antagonist'] },
  // Clinician review of the knowledge tables (2026-11-29), item 1: roxadustat, widely used in dialysis, found
  // nothing. Names from the Evrenzo EU SmPC (EMA, Astellas, 2021) and the NMPA label 罗沙司他胶囊 (爱瑞卓,
  // FibroGen/AstraZeneca China); ATC B03XA05.
  { id: 'roxadustat', zh: '罗沙司他', en: 'Roxadustat', brands: ['爱瑞卓', 'Evrenzo', '罗沙司他胶囊', '罗沙司他片', 'FG-4592'], classes: ['hif_phi'] },
  // Clinician review of the knowledge tables (2026-11-29), item 2: dronedarone found nothing. Names from the
  // MULTAQ US prescribing information (Sanofi, 2023) and the NMPA label 盐酸决奈达隆片; ATC C01BD07.
  { id: 'dronedarone', zh: '决奈达隆', en: 'Dronedarone', brands: ['Multaq', '盐酸决奈达隆', '盐酸决奈达隆片', '决奈达隆片', 'dronedarone hydrochloride'], classes: ['antiarrhythmic'] },
  // Twenty-seventh clinician review (2026-11-29, en S4, zh M7): rilpivirine products and lamivudine found
  // nothing. Names from the Edurant, Odefsey, Complera, Juluca, Cabenuva and Epivir US prescribing
  // information (DailyMed); the Chinese generic names 利匹韦林 and 拉米夫定 as in the NMPA labels
  // (拉米夫定片, 贺普丁 for hepatitis B); combinations named by their generics (no Chinese trade names
  // given: none sourced). ATC J05AG05, J05AR19, J05AR08, J05AR21, J05AF05.
  { id: 'rilpivirine', zh: '利匹韦林', en: 'Rilpivirine', brands: ['Edurant', 'rilpivirine hydrochloride', '盐酸利匹韦林'], classes: ['antiretroviral'] },
  { id: 'emtricitabine-rilpivirine-tenofovir-alafenamide', zh: '恩曲他滨利匹韦林丙酚替诺福韦', en: 'Emtricitabine/rilpivirine/tenofovir alafenamide', brands: ['Odefsey'], classes: ['antiretroviral'] },
  { id: 'emtricitabine-rilpivirine-tenofovir-disoproxil', zh: '恩曲他滨利匹韦林替诺福韦酯', en: 'Emtricitabine/rilpivirine/tenofovir disoproxil fumarate', brands: ['Complera', 'Eviplera'], classes: ['antiretroviral'] },
  { id: 'dolutegravir-rilpivirine', zh: '多替拉韦利匹韦林', en: 'Dolutegravir/rilpivirine', brands: ['Juluca'], classes: ['antiretroviral'] },
  { id: 'cabotegravir-rilpivirine', zh: '卡博特韦利匹韦林注射剂', en: 'Cabotegravir/rilpivirine extended-release injection', brands: ['Cabenuva'], classes: ['antiretroviral'] },
  { id: 'lamivudine', zh: '拉米夫定', en: 'Lamivudine', brands: ['Epivir', 'Epivir-HBV', '3TC', '贺普丁', '拉米夫定片'], classes: ['antiviral', 'antiretroviral'] },
  // Blind triage round 37 (2026-11-30): breathlessness on an EGFR inhibitor was read only for gefitinib;
  // the others found nothing. Names from the Tagrisso, Tarceva, Gilotrif and Vizimpro US prescribing
  // information (DailyMed) and the NMPA labels 甲磺酸奥希替尼片, 盐酸厄洛替尼片, 马来酸阿法替尼片, 盐酸埃克替尼片,
  // 达可替尼片, 甲磺酸阿美替尼片, 甲磺酸伏美替尼片; ATC L01EB. (Checkpoint inhibitors were kept out until the
  // thirty-fifth review added the three below with their immune side-effect rule.)
  { id: 'osimertinib', zh: '奥希替尼', en: 'Osimertinib', brands: ['Tagrisso', '泰瑞沙', '甲磺酸奥希替尼片'], classes: ['chemotherapy', 'egfr_tki'] },
  { id: 'erlotinib', zh: '厄洛替尼', en: 'Erlotinib', brands: ['Tarceva', '特罗凯', '盐酸厄洛替尼片'], classes: ['chemotherapy', 'egfr_tki'] },
  { id: 'afatinib', zh: '阿法替尼', en: 'Afatinib', brands: ['Gilotrif', 'Giotrif', '吉泰瑞', '马来酸阿法替尼片'], classes: ['chemotherapy', 'egfr_tki'] },
  { id: 'icotinib', zh: '埃克替尼', en: 'Icotinib', brands: ['凯美纳', 'Conmana', '盐酸埃克替尼片'], classes: ['chemotherapy', 'egfr_tki'] },
  { id: 'dacomitinib', zh: '达可替尼', en: 'Dacomitinib', brands: ['Vizimpro', '多泽润', '达可替尼片'], classes: ['chemotherapy', 'egfr_tki'] },
  { id: 'aumolertinib', zh: '阿美替尼', en: 'Aumolertinib (almonertinib)', brands: ['阿美乐', 'almonertinib', '甲磺酸阿美替尼片'], classes: ['chemotherapy', 'egfr_tki'] },
  { id: 'furmonertinib', zh: '伏美替尼', en: 'Furmonertinib', brands: ['艾弗沙', '甲磺酸伏美替尼片'], classes: ['chemotherapy', 'egfr_tki'] },
  // Twenty-eighth clinician review, en m8: temozolomide (Temodar) and ribociclib (Kisqali) were typed in and
  // kept as unknown; both are oral anticancer drugs (the chemotherapy class's fever, antioxidant and food-
  // safety rules), ribociclib with its label's grapefruit, pomegranate and QT rules. Names from the Temodar
  // and Kisqali US prescribing information and the NMPA labels 替莫唑胺胶囊, 琥珀酸瑞波西利片.
  { id: 'temozolomide', zh: '替莫唑胺', en: 'Temozolomide', brands: ['Temodar', 'Temodal', '蒂清', '泰道', '替莫唑胺胶囊'], classes: ['chemotherapy'] },
  // Blind answer rounds 29–30 (Brukinsa and 泽布替尼 kept as typed; en-057 grapefruit marmalade, zh-070 三七粉):
  // zanubrutinib is a BTK inhibitor like ibrutinib — CYP3A-dependent and a cause of serious bleeding
  // (Brukinsa US prescribing information §5.1, §7.1; 泽布替尼胶囊说明书).
  { id: 'zanubrutinib', zh: '泽布替尼', en: 'Zanubrutinib', brands: ['Brukinsa', '百悦泽', '泽布替尼胶囊'], classes: ['chemotherapy'] },
  { id: 'ribociclib', zh: '瑞波西利', en: 'Ribociclib', brands: ['Kisqali', '凯丽隆', '琥珀酸瑞波西利片'], classes: ['chemotherapy'] },
  // Thirty-fourth clinician review (en persona 2, Ngozi: heavy periods on Cyklokapron and Microgynon): tranexamic
  // acid was kept as typed, so its label's contraindication with the combined pill was never said. Names from the
  // Lysteda US prescribing information (Amring, rev. 2021), the Cyklokapron UK SmPC (Pfizer) and the NMPA label
  // 氨甲环酸片 (妥塞敏); ATC B02AA02.
  { id: 'tranexamic-acid', zh: '氨甲环酸', en: 'Tranexamic acid', brands: ['Lysteda', 'Cyklokapron', 'Cyclokapron', '妥塞敏', '氨甲环酸片', '氨甲环酸胶囊', 'TXA'], classes: ['antifibrinolytic'] },
  // Thirty-fourth clinician review (zh persona 8, 小陶: IgA nephropathy on 雷公藤多苷片 planning a second child):
  // tripterygium glycosides were kept as typed, so the plan never said they harm fertility and the unborn baby.
  // Names from the NMPA labels 雷公藤多苷片 and 雷公藤片; no ATC code (a Chinese patent medicine).
  { id: 'tripterygium-glycosides', zh: '雷公藤多苷', en: 'Tripterygium glycosides (lei gong teng)', brands: ['雷公藤多苷片', '雷公藤多甙片', '雷公藤片', '雷公藤', 'tripterygium', 'Tripterygium wilfordii', 'lei gong teng'], classes: ['immunosuppressant'] },
  // Thirty-fourth clinician review (zh persona 5, 老周: lung cancer on 安罗替尼 kept as typed): the oral VEGFR
  // inhibitors used widely in China were unknown, so the chemotherapy class's rules (St John's wort lowers their
  // levels; no high-dose antioxidants until the oncologist agrees) never reached them. Names from the NMPA labels
  // 盐酸安罗替尼胶囊 (福可维), 甲磺酸阿帕替尼片 (艾坦) and 呋喹替尼胶囊 (爱优特), and the Fruzaqla US prescribing
  // information; no other class is claimed for them here.
  { id: 'anlotinib', zh: '安罗替尼', en: 'Anlotinib', brands: ['福可维', '盐酸安罗替尼胶囊', '安罗替尼胶囊', 'Focus V'], classes: ['chemotherapy'] },
  // Fortieth clinician review (en): "lapatinib" was found as apatinib, another cancer medicine.
  { id: 'lapatinib', zh: '拉帕替尼', en: 'Lapatinib', brands: ['Tykerb', 'Tyverb', '泰立沙'], classes: ['chemotherapy'] },
  { id: 'apatinib', zh: '阿帕替尼', en: 'Apatinib (rivoceranib)', brands: ['艾坦', '甲磺酸阿帕替尼片', 'rivoceranib'], classes: ['chemotherapy'] },
  { id: 'fruquintinib', zh: '呋喹替尼', en: 'Fruquintinib', brands: ['爱优特', '呋喹替尼胶囊', 'Fruzaqla', 'Elunate'], classes: ['chemotherapy'] },
  // Thirty-fifth clinician review (M6, Graham: metastatic melanoma on Keytruda with a new fasting glucose of 9.8 and
  // an ALT of 112): Keytruda was kept as typed, so none of its immune-related side effects was named. Names from the
  // Keytruda, Opdivo and Yervoy US prescribing information (DailyMed) and the NMPA labels 帕博利珠单抗注射液
  // (可瑞达), 纳武利尤单抗注射液 (欧狄沃) and 伊匹木单抗注射液; ATC L01FF02, L01FF01, L01FX04. Not 'chemotherapy'
  // (that class's rules are for oral anticancer drugs).
  { id: 'pembrolizumab', zh: '帕博利珠单抗', en: 'Pembrolizumab', brands: ['Keytruda', '可瑞达', '帕博利珠单抗注射液', 'K药'], classes: ['checkpoint_inhibitor'] },
  { id: 'nivolumab', zh: '纳武利尤单抗', en: 'Nivolumab', brands: ['Opdivo', '欧狄沃', '纳武利尤单抗注射液', 'O药'], classes: ['checkpoint_inhibitor'] },
  { id: 'ipilimumab', zh: '伊匹木单抗', en: 'Ipilimumab', brands: ['Yervoy', '伊匹木单抗注射液'], classes: ['checkpoint_inhibitor'] },
  // Forty-seventh clinician review (zh S3): 溴夫定 for shingles beside 替吉奥 was unknown, and the chat answered S-1 with
  // vitamin B12. Brivudine (ATC J05AB15) and sorivudine irreversibly inhibit DPD, which breaks fluorouracil down: with
  // any fluoropyrimidine they can be fatal (knowledge/drug-interactions.ts). Names from the Zostex SmPC (Berlin-Chemie)
  // and the NMPA label 溴夫定片; fluorouracil (ATC L01BC02) from the Adrucil US prescribing information and the NMPA
  // label 氟尿嘧啶注射液. No Chinese trade name of brivudine is given: none sourced.
  { id: 'brivudine', zh: '溴夫定', en: 'Brivudine', brands: ['Zostex', '溴夫定片', 'brivudin', 'brivudina', 'BVDU'], classes: ['antiviral'] },
  { id: 'sorivudine', zh: '索立夫定', en: 'Sorivudine', brands: ['索利夫定', 'BV-araU'], classes: ['antiviral'] },
  { id: 'fluorouracil', zh: '氟尿嘧啶', en: 'Fluorouracil (5-FU)', brands: ['5-FU', '5-fluorouracil', '5-氟尿嘧啶', '氟尿嘧啶注射液', 'Adrucil'], classes: ['chemotherapy', 'fluoropyrimidine'] },
  // Forty-seventh clinician review (en S2, M3): Qsymia could not be entered, so a pregnancy at 5 weeks on it was told
  // to keep taking it, and the topiramate it holds beside a separate Topamax went unseen. Phentermine with topiramate
  // extended-release (ATC A08AA51; capsules 3.75/23, 7.5/46, 11.25/69 and 15/92 mg) from the Qsymia US prescribing
  // information (Vivus): both parts' classes, and its own pregnancy row (knowledge/teratogens.ts).
  { id: 'phentermine-topiramate', zh: '芬特明托吡酯', en: 'Phentermine/topiramate extended-release', brands: ['Qsymia', '芬特明托吡酯缓释胶囊', 'phentermine and topiramate', 'phentermine/topiramate ER'], classes: ['anorectic', 'antiepileptic'] },
] as const satisfies readonly Drug[];

export type DrugId = (typeof DRUGS)[number]['id'];

/**
 * The vitamin K antagonists of the dictionary (warfarin, acenocoumarol, phenprocoumon), in table order: the rules about the INR,
 * the anticoagulation clinic and vitamin K are written once for the class and said with the person's own medicine.
 */
export const VITAMIN_K_ANTAGONISTS: readonly (Drug & { readonly id: DrugId })[] = DRUGS.filter((x) =>
  (x.classes as readonly DrugClass[]).includes('vitamin_k_antagonist'),
);

/** Whether a medicine id is a vitamin K antagonist: a dictionary row of the class, or the class's placeholder. */
export function isVitaminKAntagonist(id: unknown): boolean {
  return (
    typeof id === 'string' &&
    (id === 'class:vitamin_k_antagonist' || VITAMIN_K_ANTAGONISTS.some((x) => x.id === id))
  );
}

/** The first vitamin K antagonist of the dictionary among the ids (warfarin, acenocoumarol), or `undefined`. */
export function vitaminKAntagonistOf(ids: readonly unknown[]): (Drug & { readonly id: DrugId }) | undefined {
  if (!Array.isArray(ids)) return undefined;
  for (const id of ids) {
    const row = VITAMIN_K_ANTAGONISTS.find((x) => x.id === id);
    if (row) return row;
  }
  return undefined;
}

/**
 * The name of the person's vitamin K antagonist, to say in a text about it: the first such medicine among the ids
 * (its generic name, lower case in English for mid-sentence), "vitamin K antagonist" for the class's placeholder,
 * or `undefined` for none.
 */
export function vitaminKAntagonistName(ids: readonly unknown[]): { zh: string; en: string } | undefined {
  const row = vitaminKAntagonistOf(ids);
  if (row) return { zh: row.zh, en: row.en.toLowerCase() };
  if (Array.isArray(ids) && ids.includes('class:vitamin_k_antagonist'))
    return { zh: '维生素K拮抗剂', en: 'vitamin K antagonist' };
  return undefined;
}

/**
 * Words an answer may use for a medicine besides its names: its classes, as the code and each language name them
 * ("抗癫痫药" addresses 德巴金, "the statin" atorvastatin), and a combination's ingredients ("codeine" addresses
 * Tylenol 3, codeine-acetaminophen).
 */
export function drugAnswerWords(d: Pick<Drug, 'id' | 'classes'>): string[] {
  return [
    ...d.classes.flatMap((c) => [
      c.replace(/_/g, ' '),
      ...[DRUG_CLASSES[c].zh, DRUG_CLASSES[c].en].map((n) => n.replace(/[（(].*$/, '').trim()),
    ]),
    ...(d.id.includes('-') ? d.id.split('-').filter((w) => w.length >= 5) : []),
  ];
}

/**
 * A text written for warfarin said for another vitamin K antagonist: each "warfarin" (华法林) becomes its name —
 * capitalised where the sentence begins with it — except inside `keep`, the phrases that report what was seen with
 * warfarin itself (a case report, a trial), which stay as written. For warfarin the text is returned as it is.
 */
export function warfarinSaidAs(
  text: string,
  name: { zh: string; en: string },
  keep: readonly string[] = [],
): string {
  if (name.en === 'warfarin') return text;
  const kept: string[] = [];
  let out = text;
  for (const k of keep) out = out.split(k).join(`\uE000${kept.push(k) - 1}\uE000`);
  out = out
    .replace(/华法林/g, name.zh)
    .replace(/\bWarfarin\b/g, name.en.charAt(0).toUpperCase() + name.en.slice(1))
    .replace(/\bwarfarin\b/g, name.en);
  return out.replace(/\uE000(\d+)\uE000/g, (_, i: string) => kept[Number(i)] ?? '');
}
