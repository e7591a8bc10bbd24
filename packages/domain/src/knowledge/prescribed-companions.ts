import type { Bilingual, Source } from '../contracts/common';
import type { NutrientKey } from '../nutrients';

/**
 * Supplements prescribed together with a medicine (issue 31 §1, "prescribed supplements stay
 * prescribed"): for someone on the medicine, a product of the companion nutrient is kept with the
 * reason — never "adds little" because food covers the nutrient, and, where `overridesRuledOut`, not
 * "avoid" for the condition rule that would otherwise rule the nutrient out (the prescriber gave it
 * for a measured loss). A serious interaction still decides. Drug ids and classes are those of
 * knowledge/drugs.ts.
 */
export interface PrescribedCompanion {
  id: string;
  drugs?: readonly string[];
  classes?: readonly string[];
  nutrients: readonly NutrientKey[];
  overridesRuledOut?: boolean;
  /**
   * The daily dose a guideline has the prescriber give (canonical unit): an answer may say it although
   * it is above the self-care UL (folic acid 5 mg on antiepileptics or methotrexate).
   */
  prescribedDailyMax?: number;
  /**
   * Said in the plan (finding `companion:<id>`) to everyone on the medicine, whether or not they
   * take the companion: a guideline dose that food cannot give, so never "food first".
   */
  planText?: Bilingual;
  /**
   * The companion is part of the medicine's treatment (pemetrexed's folic acid and B12): a chat question
   * that names its nutrient, from someone on the medicine or who names it, is answered whole by
   * `planText` — restart if stopped, tell the team — before any "no rule", "do not stop the medicine"
   * or "get it from food" answer (fourteenth clinician review, zh P3 #1).
   */
  partOfTreatment?: boolean;
  text: Bilingual;
  /**
   * The text for someone who cannot become pregnant (a man; a woman outside childbearing age) where
   * `text` speaks of pregnancy: never the women's pregnancy line to a man (tenth clinician review, en P2).
   */
  textNoPregnancy?: Bilingual;
  source: Source;
}

export const PRESCRIBED_COMPANIONS: readonly PrescribedCompanion[] = [
  {
    id: 'methotrexate-folate',
    drugs: ['methotrexate'],
    nutrients: ['folate'],
    prescribedDailyMax: 5000,
    text: {
      zh: '服用甲氨蝶呤时，医生常开叶酸（例如每周5 mg）来减少口腔溃疡、恶心和肝功能异常：请按处方的剂量和日期继续服用，不要自行停用或改量。',
      en: 'With methotrexate, doctors prescribe folic acid (for example 5 mg once a week) to cut mouth ulcers, nausea and liver problems: keep taking it at the prescribed dose and on the prescribed days; do not stop or change it yourself.',
    },
    source: {
      ref: 'Fraenkel L et al. 2021 American College of Rheumatology Guideline for the Treatment of Rheumatoid Arthritis (Arthritis Care Res 2021;73:924): folic acid is given with methotrexate; BSR/BHPR guideline for DMARD therapy (Ledingham J et al. Rheumatology 2017;56:865): folic acid 5 mg once weekly or more',
      url: 'https://doi.org/10.1002/acr.24596',
    },
  },
  {
    id: 'calcineurin-magnesium',
    drugs: ['tacrolimus', 'cyclosporine'],
    nutrients: ['magnesium'],
    overridesRuledOut: true,
    text: {
      zh: '他克莫司和环孢素会让肾脏丢失镁，医生开镁是为了纠正化验出的低镁：请按处方继续服用，并按医生（移植后是移植中心）的安排复查血镁和肾功能。',
      en: 'Tacrolimus and ciclosporin make the kidneys lose magnesium, and doctors prescribe magnesium to correct a measured low level: keep taking it as prescribed and have magnesium and kidney function checked as your doctor (after a transplant, your transplant team) plans.',
    },
    source: {
      ref: 'Prograf (tacrolimus) prescribing information §6 (hypomagnesaemia among the most common adverse reactions); KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (Am J Transplant 2009;9 Suppl 3), ch. 19: electrolytes after transplantation',
      url: 'https://kdigo.org/guidelines/transplant-recipient/',
    },
  },
  {
    id: 'glucocorticoid-calcium-vitamin-d',
    classes: ['corticosteroid'],
    nutrients: ['calcium', 'vitaminD'],
    text: {
      zh: '长期服用激素（如泼尼松）会让骨头变脆，指南建议同时补钙（每天合计约1000–1200 mg）和维生素D（600–800 IU）：请按医生的建议继续服用。',
      en: 'Long-term steroids such as prednisone thin the bones, and the guideline advises calcium (about 1,000–1,200 mg a day in all) and vitamin D (600–800 IU) alongside them: keep taking them as your doctor advised.',
    },
    source: {
      ref: 'Humphrey MB et al. 2022 American College of Rheumatology Guideline for the Prevention and Treatment of Glucocorticoid-Induced Osteoporosis (Arthritis Care Res 2023;75:2405): calcium 1,000–1,200 mg/day and vitamin D 600–800 IU/day for adults on ≥ 2.5 mg/day prednisone for ≥ 3 months',
      url: 'https://doi.org/10.1002/acr.25240',
    },
  },
  {
    id: 'antiepileptic-folate-vitamin-d',
    classes: ['antiepileptic'],
    nutrients: ['folate', 'vitaminD'],
    prescribedDailyMax: 5000,
    text: {
      zh: '服用抗癫痫药的女性在备孕和孕早期需要较大剂量的叶酸（医生常开每天5 mg），部分抗癫痫药还会加快维生素D的代谢：请按医生的处方继续服用，不要自行减量。',
      en: 'Women on antiepileptic medicines need a higher folic acid dose before and early in pregnancy (doctors often prescribe 5 mg a day), and some antiepileptics speed up the breakdown of vitamin D: keep taking them as prescribed and do not cut the dose yourself.',
    },
    textNoPregnancy: {
      zh: '部分抗癫痫药（如苯妥英钠、卡马西平、苯巴比妥）会加快维生素D的代谢，也会降低叶酸：医生开的维生素D或叶酸请按处方服用，不要自行加减剂量。',
      en: 'Some antiepileptic medicines (such as phenytoin, carbamazepine and phenobarbital) speed up the breakdown of vitamin D and lower folate: take any vitamin D or folic acid your doctor prescribes at the prescribed dose, and do not change the dose yourself.',
    },
    source: {
      ref: 'NICE NG217 Epilepsies in children, young people and adults (2022), §1.13 (women and girls: folic acid 5 mg a day before conception and in early pregnancy on antiseizure medicines); RCOG Green-top Guideline 68 Epilepsy in pregnancy (2016)',
      url: 'https://www.nice.org.uk/guidance/ng217',
    },
  },
  {
    // Seventh clinician review (en B1–B2): on sulfasalazine, trying to conceive, "is 5 mg of folic
    // acid too much?" was told to take less because of the UL.
    id: 'sulfasalazine-folate',
    drugs: ['sulfasalazine'],
    nutrients: ['folate'],
    prescribedDailyMax: 5000,
    text: {
      zh: '柳氮磺吡啶会妨碍叶酸的吸收和利用，炎症性肠病指南建议服用它的女性在备孕和整个孕期每天服用2 mg叶酸（有的医生开5 mg），这是处方剂量，高于自行补充的上限也没关系：请按医生开的剂量继续服用，不要自己减量，也不要再额外加。',
      en: 'Sulfasalazine gets in the way of folate absorption and use, and the bowel-disease guidelines advise women on it to take folic acid 2 mg a day before conception and through pregnancy (some doctors prescribe 5 mg); that is a prescription dose, so being above the self-care upper limit is expected: keep taking the dose your doctor prescribed, do not cut it yourself and do not add more on top.',
    },
    source: {
      ref: 'Lamb CA et al. British Society of Gastroenterology consensus guidelines on the management of inflammatory bowel disease in adults. Gut 2019;68(Suppl 3):s1–s106 (pregnancy: sulfasalazine with folic acid 2 mg a day); Torres J et al. European Crohn’s and Colitis Organisation guidelines on sexuality, fertility, pregnancy and lactation. J Crohns Colitis 2023;17:1–27 (sulfasalazine compatible with pregnancy, with 2 mg folic acid daily); Azulfidine (sulfasalazine) US prescribing information §8.1 (section numbers from memory)',
      url: 'https://doi.org/10.1136/gutjnl-2019-318484',
    },
  },
  {
    id: 'isoniazid-pyridoxine',
    drugs: ['isoniazid'],
    nutrients: ['vitaminB6'],
    text: {
      zh: '服用异烟肼时，医生常开维生素B6（吡哆醇，每天25–50 mg）预防手脚麻木等神经病变：请按处方继续服用。',
      en: 'With isoniazid, doctors prescribe vitamin B6 (pyridoxine, 25–50 mg a day) to prevent nerve damage such as numb hands and feet: keep taking it as prescribed.',
    },
    planText: {
      zh: '服用异烟肼：维生素B6（吡哆醇）每天25–50 mg 通常和异烟肼一起开，用来预防手脚麻木、刺痛等周围神经病变；喝酒、营养不良或体重过轻、糖尿病、HIV感染、肾衰竭、怀孕或哺乳的人尤其需要。这个剂量远超食物能提供的量，不能靠吃饭补足。如果结核病门诊没有给你开，请这周内问医生要不要加；已经在吃就按处方继续。自己买的B6每天超过50毫克的（比如100–200毫克），请降到25–50毫克并告诉结核病门诊：长期大剂量的B6本身也会引起手脚麻木，每日上限是60毫克（中国；美国为100毫克）。出现手脚麻木、刺痛或烧灼感，请告诉医生。',
      en: 'On isoniazid: vitamin B6 (pyridoxine) 25–50 mg a day is usually prescribed with it to prevent nerve damage (numb, tingling or burning hands and feet) — above all for people who drink alcohol, are malnourished or underweight, or have diabetes, HIV or kidney failure, and in pregnancy or breastfeeding. That dose is far more than food gives, so food cannot replace it. If your TB clinic has not prescribed it, ask them this week whether you need it; if you already take it, keep taking it as prescribed. If you bought your own at more than 50 mg a day (say 100–200 mg), bring it down to 25–50 mg and tell the TB clinic: long-term high-dose B6 itself causes numb, tingling feet, and the upper limit is 100 mg a day (60 mg in China). Tell the doctor about numbness, tingling or burning in the hands or feet.',
    },
    source: {
      ref: 'Nahid P et al. Official ATS/CDC/IDSA Clinical Practice Guidelines: Treatment of Drug-Susceptible Tuberculosis. Clin Infect Dis 2016;63:e147 (pyridoxine 25–50 mg/day with isoniazid for people at risk of neuropathy: diabetes, alcohol use, malnutrition, HIV, chronic kidney failure, pregnancy and breastfeeding); Sterling TR et al. NTCA/CDC latent TB infection guidelines 2020 (MMWR Recomm Rep 2020;69(1)); WHO consolidated guidelines on tuberculosis, Module 4: treatment (pyridoxine with isoniazid for people at risk; WHO dosing 10–25 mg/day in some guidance); NIH ODS Vitamin B6 fact sheet (UL 100 mg a day; sensory neuropathy from long-term high doses); 中国居民膳食营养素参考摄入量（2023版）维生素B6 UL 60 mg/d',
      url: 'https://doi.org/10.1093/cid/ciw376',
    },
  },
  {
    // Clinician review 8 (zh P5 Q3): "do I need extra B6 with penicillamine?" was told "your plan
    // needs no more B6" because the multivitamin gives 1.7 mg.
    id: 'penicillamine-pyridoxine',
    drugs: ['penicillamine'],
    nutrients: ['vitaminB6'],
    text: {
      zh: '服用青霉胺时，医生常同时开维生素B6（吡哆醇，每天25–50 mg），因为青霉胺会消耗B6：请按处方继续服用。',
      en: 'With penicillamine, doctors prescribe vitamin B6 (pyridoxine, 25–50 mg a day) because penicillamine uses it up: keep taking it as prescribed.',
    },
    planText: {
      zh: '服用青霉胺：青霉胺会拮抗、消耗维生素B6，肝豆状核变性的指南和说明书建议同时每天补充维生素B6（吡哆醇）25–50 mg。复合维生素里的一两毫克不够，这个剂量也不能靠吃饭补足。如果医生没有给你开，请在这周内问开青霉胺的医生要不要加；已经在吃就按处方继续。青霉胺本身请照常服用，不要自己停药或减量。',
      en: 'On penicillamine: penicillamine works against vitamin B6 and uses it up, and the Wilson disease guidance and the label advise vitamin B6 (pyridoxine) 25–50 mg a day alongside it. The one or two milligrams in a multivitamin are not enough, and food cannot give that dose. If your doctor has not prescribed it, ask the doctor who prescribes penicillamine this week whether you need it; if you already take it, keep taking it as prescribed. Keep taking penicillamine itself as usual — do not stop it or cut the dose on your own.',
    },
    source: {
      ref: 'Schilsky ML et al. A multidisciplinary approach to the diagnosis and management of Wilson disease: 2022 Practice Guidance on Wilson disease from the American Association for the Study of Liver Diseases. Hepatology 2022 (pyridoxine 25–50 mg a day with penicillamine); EASL Clinical Practice Guidelines: Wilson’s disease. J Hepatol 2012;56:671; Cuprimine (penicillamine) US prescribing information, Precautions (pyridoxine supplementation; section wording from memory)',
      url: 'https://doi.org/10.1002/hep.32801',
    },
  },
  {
    // Fourteenth clinician review, zh P3 #1: on pemetrexed, a man who stopped his folic acid on a WeChat
    // group's advice was told "your plan needs no folic acid supplement — get it from food". Folic acid
    // and B12 are part of the treatment: they cut the severe bone-marrow, mouth and gut toxicity.
    id: 'pemetrexed-folic-acid-b12',
    drugs: ['pemetrexed'],
    nutrients: ['folate', 'vitaminB12'],
    overridesRuledOut: true,
    partOfTreatment: true,
    prescribedDailyMax: 1000,
    text: {
      zh: '用培美曲塞时，叶酸和维生素B12是治疗的一部分，不是可有可无的保健品：叶酸每天口服（常用400 µg，说明书范围350–1000 µg，按医生开的量），从第一次用药前7天开始，一直吃到最后一次用药后21天；维生素B12由医院肌肉注射，每次1 mg，第一次用药前一周打，之后约每9周（每3个周期）一次。它们能减少严重的骨髓抑制（白细胞、血小板下降）、口腔溃疡和腹泻。叶酸不会“喂养”肿瘤。如果已经停了，请今天就恢复，并在下一个周期前告诉肿瘤科医生停了几天，不要靠吃饭来补。',
      en: 'On pemetrexed, folic acid and vitamin B12 are part of the treatment, not optional supplements: folic acid by mouth every day (usually 400 µg; the label range is 350–1000 µg — take what your doctor prescribed), from 7 days before the first dose until 21 days after the last; vitamin B12 as a 1 mg injection given by the clinic in the week before the first dose and then about every 9 weeks (every 3 cycles). They cut severe bone-marrow toxicity (low white cells and platelets), mouth ulcers and diarrhoea. Folic acid does not "feed" the cancer. If you have stopped it, restart it today and tell your oncology team before the next cycle how many days you missed — food cannot replace it.',
    },
    planText: {
      zh: '用培美曲塞：叶酸和维生素B12是治疗的一部分。叶酸每天口服（常用400 µg，说明书范围350–1000 µg，按医生开的量），从第一次用药前7天开始，一直吃到最后一次用药后21天；维生素B12由医院每次肌肉注射1 mg，第一次用药前一周打，之后约每9周（每3个周期）一次。它们能减少严重的骨髓抑制、口腔溃疡和腹泻，这个剂量不能靠吃饭补足，叶酸也不会“喂养”肿瘤。如果停了，请今天就恢复，并在下一个周期前告诉肿瘤科医生。',
      en: 'On pemetrexed: folic acid and vitamin B12 are part of the treatment. Folic acid by mouth every day (usually 400 µg; label range 350–1000 µg — as your doctor prescribed), from 7 days before the first dose until 21 days after the last; vitamin B12 as a 1 mg injection from the clinic in the week before the first dose and then about every 9 weeks (every 3 cycles). They cut severe bone-marrow toxicity, mouth ulcers and diarrhoea; food cannot give this, and folic acid does not "feed" the cancer. If you have stopped it, restart it today and tell your oncology team before the next cycle.',
    },
    source: {
      ref: 'ALIMTA (pemetrexed) US prescribing information §2.4 Premedication and concomitant medications (folic acid 400–1000 µg once daily from 7 days before the first dose until 21 days after the last; vitamin B12 1 mg intramuscularly 1 week before the first dose and every 3 cycles) and §5.1 (myelosuppression; reduced by the vitamin supplementation); ALIMTA EU summary of product characteristics §4.2 (folic acid 350–1000 µg daily; vitamin B12 1000 µg intramuscularly every 9 weeks); 力比泰（注射用培美曲塞二钠）说明书【用法用量】',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=alimta',
    },
  },
];
