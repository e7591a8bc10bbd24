import type { Bilingual, Source } from '../contracts/common';

/**
 * Medicines whose label sets a kidney-function limit, beyond metformin (conditions.ts): below it the
 * medicine is not used or its dose is changed, and only the prescriber does that (issue 31 §1; thirty-second
 * clinician review, zh S2: dabigatran at an eGFR of 29 in an 81-year-old of 41 kg, creatinine clearance about
 * 18 mL/min, was flagged nowhere and the chat had "no rule"; zh M7: alendronate at the same function).
 *
 * Labels state creatinine clearance (Cockcroft–Gault); the plan holds an eGFR. In an older or light person
 * the clearance is lower than the eGFR, so a row applies from an eGFR a little above the label's figure
 * (`belowEgfr`) and its text says the prescriber checks the clearance. The plan never changes a dose.
 */
export interface KidneyMedicineRow {
  id: string;
  drugs: readonly string[];
  /** The row applies at an eGFR (mL/min/1.73 m², rounded) below this. */
  belowEgfr: number;
  severity: 'urgent' | 'warning';
  /** `{drug}` and `{egfr}` are filled in. */
  text: Bilingual;
  source: Source;
}

export const KIDNEY_MEDICINES: readonly KidneyMedicineRow[] = [
  {
    // Forty-third clinician review, zh S2: 91, 38 kg, eGFR 26 (clearance about 12), on 维德思 1 g three times a day for
    // shingles and 派汀 300 mg three times a day — about three times the labels' doses; confusion and tremor followed.
    id: 'valacyclovir-kidney',
    drugs: ['valacyclovir'],
    belowEgfr: 50,
    severity: 'urgent',
    text: {
      zh: '{drug}：经肾脏排出，肾功能差时必须减量——说明书按肌酐清除率定剂量（治带状疱疹：清除率30–49时每12小时1克，10–29时每24小时1克，低于10时每24小时500毫克）。eGFR {egfr}，老年人或体重轻的人清除率往往更低；剂量过大会引起意识混乱、幻觉、手抖、抽搐和急性肾损伤。请今天就联系开药的医生或药师核对剂量，不要自己加量；已经出现糊涂、说胡话、手抖或抽搐，立即就医。',
      en: '{drug}: it leaves through the kidneys, and with weaker kidneys its dose must be lowered — the label sets it by creatinine clearance (for shingles: 1 g every 12 hours at a clearance of 30–49, 1 g every 24 hours at 10–29, 500 mg every 24 hours below 10). At an eGFR of {egfr}, the clearance is often lower in an older or light person; too much causes confusion, hallucinations, tremor, seizures and acute kidney injury. Contact the prescriber or a pharmacist today to check the dose, and do not raise it yourself; confusion, strange talk, tremor or a seizure already need a doctor at once.',
    },
    source: {
      ref: 'Valtrex (valacyclovir) US prescribing information §2.5 (dosage in renal impairment by creatinine clearance) and §5.3 (central nervous system effects — agitation, hallucinations, confusion, seizures — in the elderly and in renal impairment) — sections cited from memory; 盐酸伐昔洛韦片（维德思）说明书【用法用量】肾功能不全',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=valtrex',
    },
  },
  {
    id: 'gabapentin-kidney',
    drugs: ['gabapentin'],
    belowEgfr: 60,
    severity: 'warning',
    text: {
      zh: '{drug}：几乎全部经肾脏排出，说明书按肌酐清除率减量（清除率30–59时每天400–1400毫克分两次，15–29时每天200–700毫克，低于15时每天100–300毫克）。eGFR {egfr}，老年人或体重轻的人清除率往往更低；剂量过大会引起嗜睡、头晕、走路不稳、意识混乱和呼吸变慢。请这几天内让开药的医生或药师按肾功能核对剂量，不要自己加量；特别嗜睡、叫不醒或呼吸很慢，立即就医。',
      en: '{drug}: almost all of it leaves through the kidneys, and the label lowers the dose by creatinine clearance (400–1,400 mg a day in two doses at 30–59, 200–700 mg a day at 15–29, 100–300 mg a day below 15). At an eGFR of {egfr}, the clearance is often lower in an older or light person; too much causes sleepiness, dizziness, unsteadiness, confusion and slow breathing. Ask the prescriber or a pharmacist in the next few days to check the dose against the kidney function, and do not raise it yourself; marked sleepiness, being hard to wake or slow breathing need a doctor at once.',
    },
    source: {
      ref: 'Neurontin (gabapentin) US prescribing information §2.4 (dosage adjustment in renal impairment by creatinine clearance) and §5.7 (respiratory depression with CNS depressants, the elderly and renal impairment) — sections cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=neurontin',
    },
  },
  {
    id: 'dabigatran',
    drugs: ['dabigatran'],
    belowEgfr: 35,
    severity: 'urgent',
    text: {
      zh: '{drug}：约80%经肾脏排出。eGFR {egfr}，老年人或体重轻的人按说明书用的肌酐清除率往往更低；肌酐清除率低于30时，欧洲说明书禁用，美国说明书只在部分情况下减量用。请在几天内联系开药医生或抗凝门诊，按肌酐清除率重新核对这个药和剂量；在那之前不要自己停药或减量——但正在出血（黑便、呕血、出血止不住）时，先不要吃下一次，马上就医。牙龈或鼻子出血止不住、黑便或柏油样便、尿血、大片瘀青，马上去急诊。',
      en: '{drug}: about 80 % of it leaves through the kidneys. At an eGFR of {egfr}, the creatinine clearance the label uses is often lower in an older or light person; below a clearance of 30 the EU label rules it out and the US label uses a reduced dose only in some situations. Contact the prescriber or anticoagulation clinic within days so they recheck the medicine and dose against your creatinine clearance; until then do not stop or lower it yourself — but while you are bleeding (black stools, vomiting blood, bleeding that will not stop), take no further dose and get care now. Bleeding that will not stop, black or tarry stools, blood in the urine or large bruises: go to the emergency department now.',
    },
    source: {
      ref: 'Pradaxa (dabigatran etexilate) EU SmPC §4.2 and §4.3 (contraindicated at creatinine clearance < 30 mL/min); Pradaxa US prescribing information §2.2 and §8.6 (CrCl 15–30 mL/min: 75 mg twice daily for non-valvular atrial fibrillation; sections from memory); Steffel J et al. 2021 EHRA Practical Guide on the use of non-vitamin K antagonist oral anticoagulants, Europace 2021;23:1612 (kidney function and dosing)',
      url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/pradaxa',
    },
  },
  {
    // Edoxaban and rivaroxaban are reduced from a creatinine clearance of 50, not 30 (thirty-fifth clinician
    // review, zh M1: 里先安 60 mg at an eGFR of 44 passed without a word). Apixaban's reduction goes by age,
    // weight and creatinine together, not by clearance alone: it keeps the row below.
    id: 'edoxaban-rivaroxaban',
    drugs: ['rivaroxaban', 'edoxaban'],
    belowEgfr: 50,
    severity: 'warning',
    text: {
      zh: '{drug}：剂量要按肾功能（肌酐清除率）来定。说明书在肌酐清除率15–50时用减量（房颤：艾多沙班每天30毫克，利伐沙班每天15毫克），低于15时不用；老年人或体重轻的人，肌酐清除率往往比 eGFR {egfr} 更低。请在下次就诊前尽快让开药医生或抗凝门诊按你的肾功能核对剂量；不要自己停药或改量——但正在出血时先不要吃下一次，马上就医。出血止不住、黑便、尿血，马上去急诊。',
      en: '{drug}: its dose is set by kidney function (creatinine clearance). The label uses a reduced dose at a clearance of 15–50 mL/min (for atrial fibrillation: edoxaban 30 mg a day, rivaroxaban 15 mg a day) and does not use it below 15; in an older or light person the clearance is often lower than your eGFR of {egfr}. Ask the prescriber or anticoagulation clinic soon to check your dose against your kidney function; do not stop or change it yourself — but while you are bleeding, take no further dose and get care now. Bleeding that will not stop, black stools or blood in the urine: emergency department now.',
    },
    source: {
      ref: 'Savaysa (edoxaban) US prescribing information §2.1 and §2.4 (non-valvular AF: 30 mg once daily at creatinine clearance 15–50 mL/min; not recommended below 15); Lixiana (edoxaban) EU SmPC §4.2; Xarelto (rivaroxaban) US prescribing information §2.2 (AF: 15 mg once daily at CrCl 15–50 mL/min; avoid below 15); Steffel J et al. 2021 EHRA Practical Guide on NOACs, Europace 2021;23:1612',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=savaysa',
    },
  },
  {
    id: 'factor-xa-inhibitors',
    drugs: ['apixaban'],
    belowEgfr: 30,
    severity: 'warning',
    text: {
      zh: '{drug}：剂量要按肾功能（肌酐清除率）来定，eGFR {egfr} 时说明书要求减量或慎用，很低时不用。请在下次就诊前尽快让开药医生或抗凝门诊按你的肾功能核对剂量；不要自己停药或改量——但正在出血时先不要吃下一次，马上就医。出血止不住、黑便、尿血，马上去急诊。',
      en: '{drug}: its dose is set by kidney function (creatinine clearance); at an eGFR of {egfr} the label calls for a lower dose or caution, and at very low function it is not used. Ask the prescriber or anticoagulation clinic soon to check your dose against your kidney function; do not stop or change it yourself — but while you are bleeding, take no further dose and get care now. Bleeding that will not stop, black stools or blood in the urine: emergency department now.',
    },
    source: {
      ref: 'Xarelto (rivaroxaban), Eliquis (apixaban) and Lixiana/Savaysa (edoxaban) EU SmPCs §4.2 (dose by creatinine clearance; not recommended below 15 mL/min; sections from memory); Steffel J et al. 2021 EHRA Practical Guide on NOACs, Europace 2021;23:1612',
      url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/xarelto',
    },
  },
  {
    id: 'bisphosphonates',
    drugs: ['alendronate', 'risedronate', 'ibandronate'],
    belowEgfr: 35,
    severity: 'warning',
    text: {
      zh: '{drug}：说明书规定肌酐清除率低于30–35时不推荐使用（肾脏排不出去）。你的 eGFR {egfr}：请在下次开药前让医生按肾功能重新评估这个药（有时会换成别的治疗骨质疏松的药）；在那之前不要自己停药。',
      en: '{drug}: its label does not recommend it when creatinine clearance is below 30–35 mL/min (the kidneys clear it). Your eGFR is {egfr}: ask the prescriber to reassess it against your kidney function before the next prescription (another osteoporosis treatment is sometimes chosen); do not stop it yourself meanwhile.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.5 and §8.6 (not recommended for creatinine clearance < 35 mL/min); Actonel (risedronate) US prescribing information §8.6 (< 30 mL/min); Boniva (ibandronate) tablets US prescribing information (< 30 mL/min; sections from memory)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=fosamax',
    },
  },
];
