import type { Source } from '../contracts/common';
import type { CkdStage } from './conditions';
import { SEVERE_TG_MMOL_L, type LabFlag, type LabMarkerKey } from './lab-markers';

/**
 * When to re-test a lab marker (issue 18 §5), by marker, flag, band and the person's context. Read by
 * labs/retest.ts: the first row that matches wins, so a row with a context comes before the general row
 * of its marker and flag. No matching row (or a row with `interval: null`) means no interval: where no
 * guideline gives one, the plan gives none rather than inventing one.
 *
 * Treated deficiencies take their weeks from the treatment table (knowledge/treatment.ts,
 * `retestWeeks`), so the plan's lab section, its treatment text and the assistant's dose answer name
 * the same weeks.
 *
 * Bounds are in the marker's canonical unit and compared on its rounded value: `from` ≤ v < `below`.
 */

/** A fact about the person a row may require (all listed must hold). */
export type RetestWhen =
  | 'diabetes'
  | 'noDiabetes'
  /** Kidney disease answered in the questionnaire (the kidney team monitors it). */
  | 'ckdKnown'
  /** Kidney disease shown only by this report's eGFR < 60: not yet known to be chronic. */
  | 'ckdLabOnly'
  | 'levothyroxine'
  /** On metformin (biguanide). */
  | 'metformin'
  | 'statin'
  | 'noStatin'
  /** First and second trimester: ATA 2017 monitors TSH every 4 weeks until mid-gestation. */
  | 'pregnantEarly'
  /** Any trimester: BSH 2019 checks the response to oral iron sooner in pregnancy. */
  | 'pregnant';

export type RetestInterval =
  /** Re-test within `minWeeks`–`weeks` (or at `weeks`); `weeks` sets the "by" date. */
  | { minWeeks?: number; weeks: number }
  /**
   * The `retestWeeks` and source of the supervised treatment of that marker: only when the plan gives
   * that treatment, unless `untreated` (the same guideline's course applies to the band).
   */
  | { treatmentOf: LabMarkerKey; untreated?: true };

export interface LabRetestRow {
  marker: LabMarkerKey;
  flags: readonly LabFlag[];
  from?: number;
  below?: number;
  when?: readonly RetestWhen[];
  ckdStages?: readonly CkdStage[];
  /** null: the guideline gives no interval here (the row stops later rows from giving one). */
  interval: RetestInterval | null;
  /** Absent with `treatmentOf` (the treatment's source is cited) and with `interval: null`. */
  source?: Source;
}

// ---- sources ---------------------------------------------------------------------------------
const ADA_URL = 'https://diabetesjournals.org/care/issue/47/Supplement_1';
const ADA_PREDIABETES: Source = {
  ref: 'ADA Standards of Care in Diabetes—2024 §3 Prevention or delay of diabetes, Rec. 3.1: in people with prediabetes, monitor for the development of type 2 diabetes at least annually',
  url: ADA_URL,
};
const ADA_GLYCEMIC: Source = {
  ref: 'ADA Standards of Care in Diabetes—2024 §6 Glycemic goals and hypoglycemia, Rec. 6.1–6.2: assess glycemic status (A1C) at least twice a year when meeting treatment goals, at least quarterly when not meeting goals or after a change in therapy; A1C goal < 7 % for many non-pregnant adults',
  url: ADA_URL,
};
const ADA_CONFIRM: Source = {
  ref: 'ADA Standards of Care in Diabetes—2024 §2 Diagnosis and classification: without unequivocal hyperglycaemia a diagnosis needs a second abnormal test, done without delay; 中国2型糖尿病防治指南（2020年版）：无典型症状者需改日复查确认; interval: the plan\'s "see a doctor within 2–4 weeks"',
  url: ADA_URL,
};
const ADA_SCREEN: Source = {
  ref: 'ADA Standards of Care in Diabetes—2024 §2, criteria for screening asymptomatic adults: if results are normal, repeat testing at a minimum of 3-year intervals',
  url: ADA_URL,
};
const CN_LIPID_2023_FOLLOW_UP: Source = {
  ref: '中国血脂管理指南（2023年），降脂治疗过程中的监测：饮食与非药物治疗者开始3~6个月应复查血脂，达标后仍需每6个月至1年复查1次',
};
const CN_LIPID_2023_SEVERE_TG: Source = {
  ref: '中国血脂管理指南（2023年）：TG ≥ 5.6 mmol/L 需药物治疗以预防急性胰腺炎，开始药物治疗后 4~6 周复查血脂',
};
const ACC_AHA_2018_STATIN: Source = {
  ref: '2018 AHA/ACC Guideline on the Management of Blood Cholesterol (Grundy SM et al. Circulation 2019;139:e1082), monitoring of adherence and response: fasting lipids 4–12 weeks after statin initiation or dose adjustment, then every 3–12 months as needed; 中国血脂管理指南（2023年）：药物治疗达标后每6~12个月复查',
  url: 'https://www.ahajournals.org/doi/10.1161/CIR.0000000000000625',
};
const KDIGO_URL = 'https://kdigo.org/guidelines/ckd-evaluation-and-management/';
const kdigoMonitoring = (stage: string, perYear: string): Source => ({
  ref: `KDIGO 2024 CKD guideline §2.1 (Practice points 2.1.1–2.1.2) and its GFR × albuminuria heat map of monitoring frequency (times a year, as in KDIGO 2012): GFR category ${stage} with albuminuria A1, ${perYear}; more often with albuminuria, as the kidney team decides`,
  url: KDIGO_URL,
});
const KDIGO_CHRONICITY: Source = {
  ref: 'KDIGO 2024 CKD guideline, chapter 1, definition of CKD: CKD is a GFR < 60 mL/min/1.73 m² (or kidney damage) present for more than 3 months; a first low eGFR is repeated after 3 months to confirm that it is chronic',
  url: KDIGO_URL,
};
const LEVOTHYROXINE_LABEL: Source = {
  ref: 'FDA prescribing information (DailyMed): Synthroid (levothyroxine), Dosage and administration, monitoring TSH: in adults with primary hypothyroidism, measure TSH 6–8 weeks after any change in dosage',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=levothyroxine',
};
const BSH_2019_PREGNANCY_IRON: Source = {
  ref: 'BSH UK guidelines on the management of iron deficiency in pregnancy (Pavord S et al. Br J Haematol 2020;188:819, issued 2019): a rise in haemoglobin is checked 2–3 weeks after starting oral iron (no rise: adherence, absorption and other causes reviewed, intravenous iron considered); 妊娠期铁缺乏和缺铁性贫血诊治指南（中华医学会围产医学分会 2014）：口服铁剂治疗2周后复查血红蛋白评估疗效',
  url: 'https://b-s-h.org.uk/guidelines/guidelines/uk-guidelines-on-the-management-of-iron-deficiency-in-pregnancy',
};

const ATA_2017_PREGNANCY_TSH: Source = {
  ref: 'Alexander EK et al. 2017 ATA Guidelines for thyroid disease during pregnancy and the postpartum. Thyroid 2017;27:315, monitoring of hypothyroidism in pregnancy: with hypothyroidism (treated or not) in pregnancy, measure TSH about every 4 weeks until mid-gestation; 妊娠和产后甲状腺疾病诊治指南（第2版，2019）：妊娠前半期每4周监测一次',
  url: 'https://doi.org/10.1089/thy.2016.0457',
};

const LIPID_HIGH = ['totalCholesterol', 'ldlCholesterol', 'triglycerides'] as const;

export const LAB_RETEST = [
  // ---- status markers: the weeks of the supervised treatment ----
  // 25(OH)D < 30 nmol/L is treated; 30–< 50 (12–< 20 ng/mL) is also "deficiency" in ES 2011, whose
  // course the treatment rule's weeks come from, so both bands re-test at the same weeks.
  { marker: 'vitaminD25OH', flags: ['low'], interval: { treatmentOf: 'vitaminD25OH' } },
  {
    marker: 'vitaminD25OH',
    flags: ['low'],
    from: 30,
    below: 50,
    interval: { treatmentOf: 'vitaminD25OH', untreated: true },
  },
  // Pregnancy: iron deficiency or anaemia gets oral iron and its response is checked at 2–3 weeks
  // (BSH 2019), sooner than the 4–8 weeks of the adult treatment (BSG 2021), treated by the plan or not.
  {
    marker: 'ferritin',
    flags: ['low'],
    when: ['pregnant'],
    interval: { minWeeks: 2, weeks: 3 },
    source: BSH_2019_PREGNANCY_IRON,
  },
  {
    marker: 'hemoglobin',
    flags: ['low'],
    when: ['pregnant'],
    interval: { minWeeks: 2, weeks: 3 },
    source: BSH_2019_PREGNANCY_IRON,
  },
  { marker: 'ferritin', flags: ['low'], interval: { treatmentOf: 'ferritin' } },
  // BSG 2021: the haemoglobin response to oral iron is what is checked first.
  { marker: 'hemoglobin', flags: ['low'], interval: { treatmentOf: 'ferritin' } },
  { marker: 'serumB12', flags: ['low'], interval: { treatmentOf: 'serumB12' } },
  { marker: 'serumFolate', flags: ['low'], interval: { treatmentOf: 'serumFolate' } },

  // ---- glucose: HbA1c ----
  {
    marker: 'hba1c',
    flags: ['high'],
    from: 7.0,
    when: ['diabetes'],
    interval: { weeks: 13 },
    source: ADA_GLYCEMIC,
  },
  {
    marker: 'hba1c',
    flags: ['normal', 'high'],
    below: 7.0,
    when: ['diabetes'],
    interval: { minWeeks: 13, weeks: 26 },
    source: ADA_GLYCEMIC,
  },
  { marker: 'hba1c', flags: ['high'], from: 6.5, interval: { minWeeks: 2, weeks: 4 }, source: ADA_CONFIRM },
  // Pregnant, HbA1c 5.7–6.4 %: the maternity team's early glucose test is the next one, never "in a year"
  // (ADA Standards of Care 2025 §15; thirty-fifth clinician review, en S3: "re-test 52 weeks after").
  { marker: 'hba1c', flags: ['high'], from: 5.7, below: 6.5, when: ['pregnant'], interval: null },
  {
    marker: 'hba1c',
    flags: ['high'],
    from: 5.7,
    below: 6.5,
    interval: { weeks: 52 },
    source: ADA_PREDIABETES,
  },
  // In pregnancy a normal result is not rescreened in three years: the antenatal team's glucose test
  // (the OGTT at 24–28 weeks) is the next one (ADA Standards of Care 2025 §15; twenty-fourth clinician
  // review, zh M5: "retest in 156 weeks" at 27 weeks pregnant).
  { marker: 'hba1c', flags: ['normal'], when: ['pregnant'], interval: null },
  { marker: 'hba1c', flags: ['normal'], below: 5.7, interval: { weeks: 156 }, source: ADA_SCREEN },

  // ---- glucose: fasting plasma glucose ----
  // In diabetes, ADA monitors HbA1c (§6), not a single fasting glucose.
  { marker: 'fastingGlucose', flags: ['low', 'normal', 'high'], when: ['diabetes'], interval: null },
  {
    marker: 'fastingGlucose',
    flags: ['high'],
    from: 7.0,
    interval: { minWeeks: 2, weeks: 4 },
    source: ADA_CONFIRM,
  },
  // Impaired fasting glucose (6.1–6.9 China, 5.6–6.9 ADA): the flag carries the locale's border.
  { marker: 'fastingGlucose', flags: ['high'], below: 7.0, when: ['pregnant'], interval: null },
  { marker: 'fastingGlucose', flags: ['high'], below: 7.0, interval: { weeks: 52 }, source: ADA_PREDIABETES },
  { marker: 'fastingGlucose', flags: ['normal'], when: ['pregnant'], interval: null },
  { marker: 'fastingGlucose', flags: ['normal'], interval: { weeks: 156 }, source: ADA_SCREEN },

  // ---- lipids ----
  // Triglycerides from 5.6 mmol/L: treated now, rechecked 4–6 weeks after the medicine starts (thirty-first
  // clinician review, zh S2), statin or not.
  {
    marker: 'triglycerides',
    flags: ['high'],
    from: SEVERE_TG_MMOL_L,
    interval: { minWeeks: 4, weeks: 6 },
    source: CN_LIPID_2023_SEVERE_TG,
  },
  ...LIPID_HIGH.map(
    (marker) =>
      ({
        marker,
        flags: ['high'],
        when: ['statin'],
        interval: { minWeeks: 13, weeks: 52 },
        source: ACC_AHA_2018_STATIN,
      }) as const,
  ),
  ...LIPID_HIGH.map(
    (marker) =>
      ({
        marker,
        flags: ['high'],
        interval: { minWeeks: 13, weeks: 26 },
        source: CN_LIPID_2023_FOLLOW_UP,
      }) as const,
  ),
  {
    marker: 'hdlCholesterol',
    flags: ['low'],
    when: ['statin'],
    interval: { minWeeks: 13, weeks: 52 },
    source: ACC_AHA_2018_STATIN,
  },
  {
    marker: 'hdlCholesterol',
    flags: ['low'],
    interval: { minWeeks: 13, weeks: 26 },
    source: CN_LIPID_2023_FOLLOW_UP,
  },

  // ---- kidney: eGFR (creatinine is the same blood test and follows it) ----
  { marker: 'egfr', flags: ['low'], when: ['ckdLabOnly'], interval: { weeks: 13 }, source: KDIGO_CHRONICITY },
  {
    marker: 'egfr',
    flags: ['normal'],
    when: ['ckdKnown'],
    interval: { weeks: 52 },
    source: kdigoMonitoring('G1–G2', 'at least once a year'),
  },
  // On metformin with an eGFR under 60: kidney function every 3–6 months (the plan's metformin finding
  // says so too; clinician review 2026-11-25 fourth, zh P4 got 52 weeks beside "每3–6个月").
  {
    marker: 'egfr',
    flags: ['low'],
    ckdStages: ['G3a', 'G3b'],
    when: ['metformin'],
    interval: { minWeeks: 13, weeks: 26 },
    source: {
      ref: 'KDIGO 2022 Clinical Practice Guideline for Diabetes Management in CKD, practice point 4.1.3 (metformin: monitor eGFR every 3–6 months when eGFR < 60 — wording from memory); Glucophage (metformin) US prescribing information §5.1 (assess eGFR more often in those at risk)',
      url: 'https://kdigo.org/guidelines/diabetes-ckd/',
    },
  },
  {
    marker: 'egfr',
    flags: ['low'],
    ckdStages: ['G3a'],
    interval: { weeks: 52 },
    source: kdigoMonitoring('G3a', 'once a year'),
  },
  {
    marker: 'egfr',
    flags: ['low'],
    ckdStages: ['G3b'],
    interval: { weeks: 26 },
    source: kdigoMonitoring('G3b', 'twice a year'),
  },
  {
    marker: 'egfr',
    flags: ['low'],
    ckdStages: ['G4'],
    interval: { weeks: 17 },
    source: kdigoMonitoring('G4', '3 times a year'),
  },
  {
    marker: 'egfr',
    flags: ['low'],
    ckdStages: ['G5'],
    interval: { weeks: 13 },
    source: kdigoMonitoring('G5', '4 or more times a year'),
  },
  // Phosphate in CKD (KDIGO 2017 CKD-MBD update, rec. 3.1.3, unchanged from 2009): G3a–G3b every 6–12
  // months, G4 every 3–6 months, G5 and 5D every 1–3 months (clinician review 2026-11-25, Z5).
  ...(
    [
      [['G3a', 'G3b'], 26, 52, 'G3a–G3b', 'every 6–12 months'],
      [['G4'], 13, 26, 'G4', 'every 3–6 months'],
      [['G5'], 4, 13, 'G5–G5D', 'every 1–3 months'],
    ] as const
  ).map(([ckdStages, minWeeks, weeks, stages, how]) => ({
    marker: 'serumPhosphate' as const,
    flags: ['low', 'normal', 'high'] as const,
    ckdStages,
    interval: { minWeeks, weeks },
    source: {
      ref: `KDIGO 2017 Clinical Practice Guideline Update for CKD–Mineral and Bone Disorder, rec. 3.1.3: serum phosphate in CKD ${stages} ${how}`,
      url: 'https://kdigo.org/guidelines/ckd-mbd/',
    },
  })),
  // Potassium in kidney disease: KDIGO 2024 §3.10 gives no fixed interval (the row tells the person to
  // contact the kidney team soon); none is invented here.
  { marker: 'serumPotassium', flags: ['low', 'normal', 'high'], interval: null },

  // ---- thyroid ----
  {
    marker: 'tsh',
    flags: ['low', 'normal', 'high'],
    when: ['pregnantEarly', 'levothyroxine'],
    interval: { weeks: 4 },
    source: ATA_2017_PREGNANCY_TSH,
  },
  {
    marker: 'tsh',
    flags: ['high'],
    when: ['pregnantEarly'],
    interval: { weeks: 4 },
    source: ATA_2017_PREGNANCY_TSH,
  },
  {
    marker: 'tsh',
    flags: ['low', 'high'],
    when: ['levothyroxine'],
    interval: { minWeeks: 6, weeks: 8 },
    source: LEVOTHYROXINE_LABEL,
  },
] as const satisfies readonly LabRetestRow[];

/**
 * Markers whose interval is that of another marker measured in the same blood test: creatinine is
 * what eGFR is computed from, so the two are re-tested together.
 */
export const RETEST_WITH: Readonly<Partial<Record<LabMarkerKey, LabMarkerKey>>> = { creatinine: 'egfr' };
