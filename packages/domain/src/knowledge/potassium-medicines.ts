/**
 * Medicines that are potassium (potassium chloride; 潘南金, potassium and magnesium aspartate): what
 * they hold and when their labels say not to take them — a potassium or magnesium above the range, or
 * kidney failure (seventeenth blind review, zh Z2, serious S1: 潘南金 6 tablets a day with a potassium of
 * 5.7, a magnesium of 1.08 and an eGFR of 41 was never named, and "还能吃吗" was not answered).
 */
import type { Bilingual, Source } from '../contracts/common';

/** The potassium and magnesium aspartate product (潘南金): its dictionary id. */
export const POTASSIUM_MAGNESIUM_ASPARTATE = 'potassium-magnesium-aspartate';

/** Per tablet of 潘南金 (门冬氨酸钾镁片), from the label's 【成份】. */
export const PANANGIN_TABLET = { potassiumMg: 36.2, magnesiumMg: 11.8 } as const;

export const PANANGIN_LABEL: Source = {
  ref: '门冬氨酸钾镁片（潘南金，Gedeon Richter）说明书【成份】每片含无水门冬氨酸钾 158 mg（含钾 36.2 mg）、无水门冬氨酸镁 140 mg（含镁 11.8 mg）；【禁忌】高钾血症、高镁血症、急性和慢性肾功能衰竭；【药物相互作用】与保钾利尿药、血管紧张素转换酶抑制剂合用可致高钾血症 (Panangin SmPC, Gedeon Richter, the same; sections cited from memory); McDonagh TA et al. 2021 ESC Guidelines for heart failure, Eur Heart J 2021;42:3599 (potassium monitored on RAAS inhibitors and MRAs; K > 5.5 mmol/L a dose decision, > 6.0 stop); KDIGO 2024 CKD guideline §3.10 (potassium); K-Tab/Klor-Con (potassium chloride extended-release) US prescribing information §4 Contraindications (hyperkalaemia) and BNF Potassium chloride (contra-indications: plasma potassium above 5.0 mmol/L; caution in renal impairment)',
};

export const POTASSIUM_MEDICINE_TEXT = {
  /** What 潘南金 is. */
  aspartateIs: {
    zh: '潘南金（门冬氨酸钾镁片）就是钾和镁：每片约含钾36毫克、镁12毫克，常用量一天3～6片，约含钾110～220毫克、镁35～70毫克。',
    en: 'Panangin (potassium and magnesium aspartate) is potassium and magnesium: each tablet holds about 36 mg of potassium and 12 mg of magnesium; the usual 3–6 tablets a day are about 110–220 mg of potassium and 35–70 mg of magnesium.',
  },
  chlorideIs: {
    zh: '氯化钾（补达秀等）就是补钾药。',
    en: 'Potassium chloride (K-Dur, Slow-K …) is potassium.',
  },
  /** Why it is not taken now: {reasons}. */
  hold: {
    zh: '{reasons}——{label}下一次先不要吃，今天就联系开这个药的医生（心内科或肾内科），带上药盒和化验单，由医生决定并尽快复查血钾、血镁；其他处方药不要自己停或改量。出现肌肉无力、手脚发麻、心慌、心跳很慢或不规律，请立即拨打120。',
    en: '{reasons} — {label} Do not take the next dose; contact the doctor who prescribed it (cardiology or the kidney team) today, with the box and the results, so they can decide and repeat potassium and magnesium soon; do not stop or change other prescribed medicines yourself. Muscle weakness, numbness, palpitations, or a very slow or irregular heartbeat: call an ambulance.',
  },
  labelAspartate: {
    zh: '说明书把高钾血症、高镁血症和急慢性肾衰竭列为禁忌。',
    en: 'its label lists a high potassium, a high magnesium and kidney failure as reasons not to take it.',
  },
  labelChloride: {
    zh: '血钾高或肾衰竭时不能再补钾（说明书【禁忌】高钾血症、严重肾功能损害）。',
    en: 'potassium is not taken while it is high or with kidney failure (its label: contraindicated in hyperkalaemia and severe renal impairment).',
  },
  potassiumHigh: {
    zh: '血钾 {value} mmol/L 已高于正常范围',
    en: 'a potassium of {value} mmol/L is above the range',
  },
  magnesiumHigh: {
    zh: '血镁 {value} mmol/L 已高于正常范围',
    en: 'a magnesium of {value} mmol/L is above the range',
  },
  kidneyFailure: {
    zh: '肾功能严重下降（eGFR {value}）',
    en: 'kidney function is severely reduced (eGFR {value})',
  },
  dialysis: { zh: '在做透析', en: 'you are on dialysis' },
  /** The chat: a potassium said or recorded above the range, beside medicines that hold potassium back. */
  alsoRaising: {
    zh: '同时在吃的{drugs}也会让血钾升高，和补钾药一起时风险更大，肾功能下降时更明显；这些药是否调整由医生决定。',
    en: '{drugs}, taken as well, also raise potassium, and with potassium on top the risk is greater, more so with reduced kidney function; whether to change them is the doctor’s decision.',
  },
  severe: {
    zh: '血钾到6.0 mmol/L或以上，请今天就去医院急诊，不要等门诊。',
    en: 'A potassium of 6.0 mmol/L or more needs the emergency department today, not a routine appointment.',
  },
  noSaltSubstitute: {
    zh: '不要再用低钠盐（代盐，含氯化钾）或其他含钾、含镁的补充剂。',
    en: 'Use no salt substitute (potassium chloride) and no other supplement with potassium or magnesium.',
  },
  /** The chat, with nothing above the range known. */
  whetherToTake: {
    zh: '还能不能吃、吃多少，由开药医生决定：说明书把高钾血症、高镁血症和急慢性肾衰竭列为禁忌，吃着它要按医生安排定期查血钾、血镁和肾功能。请把药盒带给开药医生或药师看。出现肌肉无力、手脚发麻、心慌、心跳很慢或不规律，请立即就医。',
    en: 'Whether it may still be taken, and how much, is the prescriber’s decision: its label lists a high potassium, a high magnesium and kidney failure as reasons not to take it, and on it potassium, magnesium and kidney function are checked as the doctor plans. Show the box to the prescriber or pharmacist. Muscle weakness, numbness, palpitations, or a very slow or irregular heartbeat need care at once.',
  },
  noRecentTest: {
    zh: '如果最近没有查过血钾、血镁和肾功能，请尽快查一次。',
    en: 'If potassium, magnesium and kidney function have not been checked lately, have them checked soon.',
  },
} as const satisfies Record<string, Bilingual>;
