/**
 * Medicine × medicine rules: a small table of the highest-risk self-care pairs among medicines a user
 * lists (pharmacist review A6: "can I take Advil" with warfarin was answered with ginkgo only).
 *
 * This is not a full drug-interaction checker. It covers bleeding with an over-the-counter painkiller
 * (NSAIDs, aspirin at pain-relief doses) on an anticoagulant or an SSRI/SNRI, aspirin at antiplatelet
 * doses on an anticoagulant, SSRI/SNRI with an anticoagulant, danshen patent medicines with a blood
 * thinner, and prescribed potassium with drospirenone. Every other pair of medicines is left to the prescriber and pharmacist, and the app
 * says nothing about them either way.
 *
 * A side is a drug or a class. When a pair of listed medicines matches several rows, the row that
 * names a drug beats a class row (aspirin is an NSAID and an antiplatelet: its own rows say which dose
 * is which), and among a drug's rows the one whose dose condition holds wins.
 *
 * Advice never tells anyone to stop a prescribed medicine: it says not to add the over-the-counter
 * one, and to tell the prescriber or anticoagulation clinic.
 */
import type { Bilingual, Source } from '../contracts/common';
import type { DrugClass, DrugId } from './drugs';
import type { DrugRef, Management, Severity } from './interactions';

/** A dose condition on one side (mg per dose, as the user gave it). */
export interface DoseCondition {
  readonly minMg?: number;
  /** Exclusive upper bound. */
  readonly belowMg?: number;
  /** Whether the row applies when the dose is not known. */
  readonly whenUnknown: boolean;
}

export interface DrugInteractionRule {
  /** Stable id: `<a>+<b>[.<dose condition>]`. */
  readonly id: string;
  readonly a: DrugRef;
  readonly b: DrugRef;
  /** Dose condition on side `b` (only drug sides carry one). */
  readonly bDose?: DoseCondition;
  readonly severity: Severity;
  readonly management: Exclude<Management, 'separate'>;
  readonly mechanism: Bilingual;
  readonly advice: Bilingual;
  readonly source: Source;
}

const d = (drugId: DrugId): DrugRef => ({ drugId });
const c = (drugClass: DrugClass): DrugRef => ({ drugClass });
const key = (r: DrugRef): string => ('drugId' in r ? r.drugId : `class:${r.drugClass}`);

// ---- sources -------------------------------------------------------------------------------------

const WARFARIN_NSAID: Source = {
  ref: 'Coumadin (warfarin) US prescribing information (BMS, rev. 2017) §7 Drug Interactions: NSAIDs and antiplatelet agents increase bleeding risk; Holbrook A et al., Evidence-based management of anticoagulant therapy, CHEST 2012;141(2 Suppl):e152S (AT9): avoid concomitant NSAIDs, including COX-2 inhibitors, and antiplatelet drugs unless the benefit is known to outweigh the bleeding risk; 华法林抗凝治疗的中国专家共识（中华内科杂志 2013;52(1):76-82）：避免合用非甾体抗炎药',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=coumadin',
};
const DOAC_NSAID: Source = {
  ref: 'Xarelto (rivaroxaban) and Eliquis (apixaban) US prescribing information §7: aspirin, other antiplatelet agents and NSAIDs increase bleeding risk; CHEST 2012 (AT9) Holbrook et al.; 华法林抗凝治疗的中国专家共识 2013 (for warfarin)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=rivaroxaban',
};
const SSRI_BLEEDING: Source = {
  ref: 'Zoloft (sertraline) US prescribing information (Pfizer, rev. 2023) §5.3 Increased Risk of Bleeding: NSAIDs, aspirin, warfarin and other anticoagulants add to the risk; Cymbalta (duloxetine) US PI §5.5, same warning for SNRIs',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=sertraline',
};
const DANSHEN_WARFARIN: Source = {
  ref: "Stockley's Drug Interactions (Pharmaceutical Press), monographs: Warfarin + Danshen; Antiplatelet drugs + Danshen; 中华人民共和国药典 2020年版 一部：复方丹参滴丸、复方丹参片【处方】丹参、三七、冰片",
};
const YASMIN_POTASSIUM: Source = {
  ref: 'Yasmin (drospirenone/ethinyl estradiol) US prescribing information (Bayer, 2022) §5.2 Hyperkalemia and §7: check serum potassium in the first cycle when taken with drugs that raise potassium, including potassium supplementation',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=yasmin',
};

// ---- texts ----------------------------------------------------------------------------------------

const ANTICOAGULANT_NSAID: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'> = {
  severity: 'major',
  management: 'avoid',
  mechanism: {
    zh: '非甾体抗炎药（布洛芬、萘普生、双氯芬酸、止痛剂量的阿司匹林等）抑制血小板并损伤胃黏膜，与抗凝药合用明显增加消化道出血和其他严重出血的风险。',
    en: 'NSAIDs (ibuprofen, naproxen, diclofenac, aspirin at pain-relief doses and others) block platelets and irritate the stomach lining; with an anticoagulant the risk of stomach bleeding and other serious bleeding rises markedly.',
  },
  advice: {
    zh: '服用抗凝药期间不要自行服用非甾体抗炎药止痛或退热；请药师或医生推荐替代药（如短期、限量使用对乙酰氨基酚），并告知抗凝门诊。留意黑便、呕血、异常瘀斑或出血。不要自行停用抗凝药。',
    en: 'While on an anticoagulant, do not take NSAIDs for pain or fever on your own; ask your pharmacist or doctor for an alternative (such as paracetamol/acetaminophen, short term and within the limit) and tell your anticoagulation clinic. Watch for black stools, vomiting blood, unusual bruising or bleeding. Do not stop the anticoagulant yourself.',
  },
};

const SSRI_NSAID: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'> = {
  severity: 'moderate',
  management: 'monitor',
  mechanism: {
    zh: '这类抗抑郁药减少血小板中的5-羟色胺，与非甾体抗炎药（含阿司匹林）合用增加出血风险，尤其是消化道出血。',
    en: 'These antidepressants deplete serotonin in platelets; with an NSAID (including aspirin) the risk of bleeding, especially from the stomach, rises.',
  },
  advice: {
    zh: '止痛或退热优先请药师推荐对乙酰氨基酚；如确需非甾体抗炎药，用最低有效剂量、最短时间，长期使用请医生评估护胃药。留意黑便、呕血或异常瘀斑。不要自行停用抗抑郁药。',
    en: 'For pain or fever, ask the pharmacist about paracetamol/acetaminophen first; if you need an NSAID, use the lowest dose for the shortest time, and ask the doctor about stomach protection for regular use. Watch for black stools, vomiting blood or unusual bruising. Do not stop the antidepressant yourself.',
  },
};

const ANALGESIC_ASPIRIN: DoseCondition = { minMg: 300, whenUnknown: false };
/** Aspirin from 300 mg a dose is a pain-relief dose; 75–100 mg (up to 325 mg in the US) antiplatelet. */
const LOW_DOSE_ASPIRIN: DoseCondition = { belowMg: 300, whenUnknown: true };

function row(
  a: DrugRef,
  b: DrugRef,
  body: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'>,
  source: Source,
  bDose?: DoseCondition,
  doseTag?: string,
): DrugInteractionRule {
  return {
    id: `${key(a)}+${key(b)}${doseTag ? `.${doseTag}` : ''}`,
    a,
    b,
    ...(bDose ? { bDose } : {}),
    ...body,
    source,
  };
}

/** Every medicine × medicine rule; ids are unique (checked by `drug-interactions.test.ts`). */
export const DRUG_INTERACTION_RULES: readonly DrugInteractionRule[] = [
  row(d('warfarin'), c('nsaid'), ANTICOAGULANT_NSAID, WARFARIN_NSAID),
  row(c('anticoagulant'), c('nsaid'), ANTICOAGULANT_NSAID, DOAC_NSAID),
  row(d('warfarin'), d('aspirin'), ANTICOAGULANT_NSAID, WARFARIN_NSAID, ANALGESIC_ASPIRIN, 'analgesic'),
  row(c('anticoagulant'), d('aspirin'), ANTICOAGULANT_NSAID, DOAC_NSAID, ANALGESIC_ASPIRIN, 'analgesic'),
  ...[d('warfarin'), c('anticoagulant')].map((a) =>
    row(
      a,
      d('aspirin'),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: '小剂量阿司匹林（抗血小板）与抗凝药合用，出血风险约成倍增加；只有在医生明确需要两者（如近期放置支架、机械瓣膜）时才合用。',
          en: 'Low-dose (antiplatelet) aspirin with an anticoagulant roughly doubles the risk of bleeding; the two are combined only when a doctor specifically needs both (e.g. a recent stent or a mechanical valve).',
        },
        advice: {
          zh: '如果两者都是医生开的，请照常服用，并确认管理你抗凝（INR）的医生知道你在服用阿司匹林；不要自行加服阿司匹林预防或止痛（止痛剂量的阿司匹林应避免）。留意黑便、呕血、异常瘀斑或出血。',
          en: 'If a doctor prescribed both, keep taking them as prescribed and make sure the doctor who manages your anticoagulation knows about the aspirin; do not add aspirin yourself for prevention or pain (avoid aspirin at pain-relief doses). Watch for black stools, vomiting blood, unusual bruising or bleeding.',
        },
      },
      'drugId' in a ? WARFARIN_NSAID : DOAC_NSAID,
      LOW_DOSE_ASPIRIN,
      'low_dose',
    ),
  ),
  ...(['ssri', 'snri'] as const).flatMap((cls) => [
    row(c(cls), c('nsaid'), SSRI_NSAID, SSRI_BLEEDING),
    row(
      c(cls),
      c('anticoagulant'),
      {
        severity: 'moderate',
        management: 'monitor',
        mechanism: {
          zh: '这类抗抑郁药影响血小板功能，与抗凝药合用增加出血风险；华法林的INR也可能改变。',
          en: 'These antidepressants affect platelet function; with an anticoagulant the risk of bleeding rises, and the INR on warfarin may change.',
        },
        advice: {
          zh: '确认开药医生和抗凝门诊都知道你同时服用这两种药；任一药物开始、结束或调整时请增加INR监测（华法林）。留意黑便、呕血或异常瘀斑。不要自行停药。',
          en: 'Make sure both prescribers and the anticoagulation clinic know you take both; have your INR checked more often whenever either medicine is started, ended or changed (warfarin). Watch for black stools, vomiting blood or unusual bruising. Do not stop either medicine yourself.',
        },
      },
      SSRI_BLEEDING,
    ),
  ]),
  // Danshen patent medicines (复方丹参滴丸/片) are medicines, so their danshen meets the blood thinner
  // here rather than in the supplement table (pharmacist review B9).
  row(
    c('anticoagulant'),
    c('danshen_preparation'),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: '复方丹参制剂含丹参（及三七），丹参有抗血小板作用并减少华法林的清除，已有合用后INR显著升高和出血的病例报告。',
        en: 'Compound danshen products contain danshen (and notoginseng); danshen has antiplatelet effects and reduces warfarin clearance, and marked INR rises and bleeding have been reported.',
      },
      advice: {
        zh: '服用抗凝药期间不要自行服用复方丹参滴丸/片等含丹参的中成药；如是医生开的，请确认管理你抗凝（INR）的医生知道，并增加INR监测。留意瘀斑、牙龈或鼻出血、黑便。不要自行停用抗凝药。',
        en: 'While on an anticoagulant, do not take danshen patent medicines (compound danshen pills or tablets) on your own; if a doctor prescribed one, make sure the doctor managing your anticoagulation knows, and have the INR checked more often. Watch for bruising, gum or nose bleeds and black stools. Do not stop the anticoagulant yourself.',
      },
    },
    DANSHEN_WARFARIN,
  ),
  row(
    c('antiplatelet'),
    c('danshen_preparation'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '丹参有抗血小板和抗凝作用，与抗血小板药合用增加出血风险。',
        en: 'Danshen has antiplatelet and anticoagulant effects; with an antiplatelet medicine the risk of bleeding rises.',
      },
      advice: {
        zh: '请确认开抗血小板药的医生知道你在服用含丹参的中成药；留意瘀斑、牙龈或鼻出血、黑便，手术或拔牙前告知医生。',
        en: 'Make sure the doctor who prescribed the antiplatelet knows you take a danshen patent medicine; watch for bruising, gum or nose bleeds and black stools, and mention it before surgery or dental work.',
      },
    },
    DANSHEN_WARFARIN,
  ),
  row(
    d('drospirenone-ethinylestradiol'),
    c('potassium_supplement'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '屈螺酮有保钾作用，与补钾药合用可致血钾升高（高钾血症）。',
        en: 'Drospirenone is potassium-sparing; with prescribed potassium the blood potassium can rise too high (hyperkalaemia).',
      },
      advice: {
        zh: '请确认开补钾药的医生知道你在服用屈螺酮避孕药，并在第一个服药周期查血钾；不要自行加服钾补充剂或低钠盐。',
        en: 'Make sure the doctor prescribing potassium knows you take a drospirenone pill, and have your potassium checked in the first cycle; do not add potassium supplements or salt substitutes yourself.',
      },
    },
    YASMIN_POTASSIUM,
  ),
];
