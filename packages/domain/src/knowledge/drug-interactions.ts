/**
 * Medicine × medicine rules: a small table of the highest-risk self-care pairs among medicines a user
 * lists (pharmacist review A6: "can I take Advil" with warfarin was answered with ginkgo only).
 *
 * This is not a full drug-interaction checker. It covers bleeding with an over-the-counter painkiller
 * (NSAIDs, aspirin at pain-relief doses) on an anticoagulant or an SSRI/SNRI, aspirin at antiplatelet
 * doses on an anticoagulant, SSRI/SNRI with an anticoagulant, danshen patent medicines with a blood
 * thinner, prescribed potassium with drospirenone, and the pairs that change nutrition advice (issue 31
 * §1): lithium with thiazides, NSAIDs, ACE inhibitors and ARBs; potassium-sparing diuretics with ACE
 * inhibitors, ARBs and potassium; co-trimoxazole (trimethoprim) with potassium-sparing diuretics, ACE
 * inhibitors and ARBs (its advice sharper with a raised potassium, `whenRaised`); SSRIs and SNRIs with
 * tramadol; NSAIDs with ACE inhibitors, ARBs and potassium-sparing diuretics; digoxin with loop or thiazide diuretics; isotretinoin with
 * tetracyclines; MAOIs with pseudoephedrine, dextromethorphan and tramadol, and with SSRIs and SNRIs
 * (linezolid with SSRIs, SNRIs and tricyclics its own rows); methotrexate with NSAIDs and
 * co-trimoxazole; dapsone with co-trimoxazole (haemolysis, methaemoglobinaemia); clopidogrel with omeprazole or esomeprazole; digoxin with amiodarone; tamoxifen with the
 * strong CYP2D6 inhibitors paroxetine, fluoxetine, bupropion and quinidine; the phosphate
 * binders lanthanum (quinolones, levothyroxine) and sevelamer (ciprofloxacin, mycophenolate,
 * levothyroxine), whose label windows the advice spells out; allopurinol or febuxostat with azathioprine
 * or mercaptopurine; theophylline with ciprofloxacin, erythromycin or clarithromycin; capecitabine
 * with warfarin; amiodarone with simvastatin or lovastatin; amlodipine with simvastatin above its label's
 * 20 mg cap (or a dose not given); an opioid with pregabalin or gabapentin (breathing); a quinolone with a
 * sulfonylurea or insulin (low blood sugar); two sulfonylureas (消渴丸 holds glibenclamide). Every other pair of medicines is left to the prescriber and pharmacist, and the app
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
import { VITAMIN_K_ANTAGONISTS, type DrugClass, type DrugId } from './drugs';
import type { DrugRef, Management, Severity } from './interactions';
import { CLOZAPINE_GUT_SOURCE } from './slow-gut';
import { DESMOPRESSIN_LABEL } from './medicine-diet';
import { ENZYME_INHIBITOR_PAIRS } from './enzyme-inhibitor-pairs';
import { INTEGRASE_ANTACID_PAIRS } from './integrase-cations';
import { RILPIVIRINE_ACID_PAIRS } from './rilpivirine-acid';
import { ROXADUSTAT_CATION_PAIRS } from './roxadustat-cations';
import { SULFONYLUREA_DUPLICATE_PAIRS } from './sulfonylurea-duplicates';
import { c, d, row } from './drug-interaction-row';

/**
 * A pair written for a vitamin K antagonist (its INR, its anticoagulation clinic), built for each medicine of the
 * class (knowledge/drugs.ts: warfarin, acenocoumarol) and said with its own name: `v.zh`, `v.en` mid-sentence and
 * `v.En` to begin one. What was reported with warfarin itself stays said of warfarin.
 */
function forEachVka(
  pair: (vka: DrugRef, v: { zh: string; en: string; En: string }) => DrugInteractionRule,
): DrugInteractionRule[] {
  return VITAMIN_K_ANTAGONISTS.map((x) => pair(d(x.id), { zh: x.zh, en: x.en.toLowerCase(), En: x.en }));
}
import {
  CANCER_TREATMENT_CONDITIONS,
  LEUKAEMIA_THIOPURINES,
  METHOTREXATE_COTRIMOXAZOLE_IN_LEUKAEMIA,
} from './leukaemia-maintenance';

/** A dose condition on one side (mg per dose, as the user gave it). */
export interface DoseCondition {
  readonly minMg?: number;
  /** Exclusive lower bound: a label's cap ("do not exceed 20 mg a day") is broken above it. */
  readonly aboveMg?: number;
  /** Exclusive upper bound. */
  readonly belowMg?: number;
  /** The row is for a dose not given only (its text asks the person to check the dose). */
  readonly onlyUnknown?: boolean;
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
  /** Dose condition on side `a` (aspirin's dose decides whether it is a second NSAID). */
  readonly aDose?: DoseCondition;
  /**
   * Dose condition on aspirin when a class side (`nsaid`) matches it: the kidney rows count aspirin only
   * at pain-relief doses (fourteenth clinician review, en P1 #5: aspirin 81 mg filed as a "triple whammy").
   */
  readonly classAspirinDose?: DoseCondition;
  readonly severity: Severity;
  readonly management: Exclude<Management, 'separate'>;
  readonly mechanism: Bilingual;
  readonly advice: Bilingual;
  /**
   * The advice when the person's last result of `marker` is above its range (the plan's labs, or a
   * value said in the chat): then the pair is no longer "watch for it" but "contact the prescriber
   * today" (trimethoprim with a potassium-sparing diuretic and a potassium of 5.6).
   */
  readonly whenRaised?: { readonly marker: 'serumPotassium'; readonly advice: Bilingual };
  /**
   * The pair prescribed together on purpose for some people: when the person also takes one of `withDrugs` or has
   * one of `conditions`, these texts, severity, management and source replace the rule's (co-trimoxazole against
   * Pneumocystis pneumonia beside methotrexate in leukaemia treatment is kept, never "ask for another antibiotic";
   * forty-eighth clinician review, S3).
   */
  readonly prescribedTogether?: {
    readonly withDrugs: readonly string[];
    readonly conditions: readonly string[];
    readonly severity: Severity;
    readonly management: Exclude<Management, 'separate'>;
    readonly mechanism: Bilingual;
    readonly advice: Bilingual;
    readonly source: Source;
  };
  readonly source: Source;
}

// ---- sources -------------------------------------------------------------------------------------

const CICLOSPORIN_ATORVASTATIN: Source = {
  ref: 'Lipitor (atorvastatin) SmPC §4.2 and §4.5 (ciclosporin 5.2 mg/kg/day raised atorvastatin AUC 8.7-fold; where co-administration is necessary, do not exceed 10 mg a day); 立普妥（阿托伐他汀钙片）说明书【药物相互作用】（与环孢素合用不超过每日10 mg）; Lipitor US prescribing information §5.1 and §7 (cyclosporine: avoid) — sections cited from memory',
};

/** Thirteenth clinician review (zh P1 #1): a nitrate with a PDE-5 inhibitor, the labels' contraindication. */
const NITRATE_PDE5: Source = {
  ref: 'VIAGRA (sildenafil) US prescribing information (Pfizer, 2017) §4.1 Contraindications: nitrates — use with organic nitrates in any form, regularly or intermittently, is contraindicated (potentiated hypotension); CIALIS (tadalafil) US prescribing information §4.1 (nitrates contraindicated; in a life-threatening emergency at least 48 hours after the last tadalafil dose) and LEVITRA (vardenafil) §4; 万艾可（枸橼酸西地那非片）说明书【禁忌】：服用任何剂型硝酸酯类药物的患者禁用; Fihn SD et al., 2012 ACCF/AHA guideline for stable ischemic heart disease (PDE-5 inhibitors with nitrates contraindicated; nitrates not within 24 hours of sildenafil or 48 hours of tadalafil)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=viagra',
};
/** First-generation antihistamines in older adults and with other CNS depressants (twenty-seventh review, en M5). */
const BEERS_ANTIHISTAMINE: Source = {
  ref: 'American Geriatrics Society 2023 Updated AGS Beers Criteria, J Am Geriatr Soc 2023;71:2052–2081 (first-generation antihistamines such as diphenhydramine and doxylamine: avoid — strongly anticholinergic, confusion, constipation, falls; three or more CNS-active drugs: avoid); Tylenol PM and Benadryl Drug Facts (do not use with any other product containing diphenhydramine; ask a doctor or pharmacist before use if taking sedatives or tranquilizers); phenobarbital tablets labeling (additive CNS depression with other CNS depressants) — sections cited from memory',
  url: 'https://doi.org/10.1111/jgs.18372',
};
/** Thirteenth clinician review (zh P5 #2): two NSAIDs together. */
const DUPLICATE_NSAID_SOURCE: Source = {
  ref: 'CELEBREX (celecoxib) US prescribing information §5.4 and §7 (concomitant NSAIDs: avoid — more gastrointestinal bleeding, no added benefit; low-dose aspirin raises the rate of GI ulceration, and celecoxib is no substitute for it); US FDA Medication Guide for Nonsteroidal Anti-inflammatory Drugs (do not take more than one NSAID at a time); 芬必得（布洛芬缓释胶囊）说明书【注意事项】：避免与其他非甾体抗炎药同时使用; US FDA Information for Healthcare Professionals: Concomitant Use of Ibuprofen and Aspirin (2006; ibuprofen can blunt the antiplatelet effect of low-dose aspirin)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=celebrex',
};

const WARFARIN_NSAID: Source = {
  ref: 'Coumadin (warfarin) US prescribing information (BMS, rev. 2017) §7 Drug Interactions: NSAIDs and antiplatelet agents increase bleeding risk; Holbrook A et al., Evidence-based management of anticoagulant therapy, CHEST 2012;141(2 Suppl):e152S (AT9): avoid concomitant NSAIDs, including COX-2 inhibitors, and antiplatelet drugs unless the benefit is known to outweigh the bleeding risk; 华法林抗凝治疗的中国专家共识（中华内科杂志 2013;52(1):76-82）：避免合用非甾体抗炎药',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=coumadin',
};
const LANTHANUM_LABEL: Source = {
  ref: 'Fosrenol (lanthanum carbonate) US prescribing information (Takeda/Shire) §7 Drug Interactions: quinolone antibiotics at least 1 hour before or 4 hours after; levothyroxine at least 2 hours apart; compounds that bind antacids not within 2 hours',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=fosrenol',
};
const SEVELAMER_LABEL: Source = {
  ref: 'Renvela (sevelamer carbonate) US prescribing information (Genzyme/Sanofi) §7 Drug Interactions: ciprofloxacin bioavailability about 50 % lower (take at least 2 hours before or 6 hours after); mycophenolate exposure lower (take at least 2 hours before); raised TSH reported with levothyroxine (monitor TSH); separate oral medicines whose reduced absorption matters',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=renvela',
};
const DOAC_NSAID: Source = {
  ref: 'Xarelto (rivaroxaban) and Eliquis (apixaban) US prescribing information §7: aspirin, other antiplatelet agents and NSAIDs increase bleeding risk; CHEST 2012 (AT9) Holbrook et al.; 华法林抗凝治疗的中国专家共识 2013 (for warfarin)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=rivaroxaban',
};
/** Twelfth clinician review (zh P2 #1): enoxaparin's own label, not the DOACs', for an NSAID on it. */
const LOVENOX_NSAID: Source = {
  ref: 'Lovenox (enoxaparin) US prescribing information §5.1 Increased risk of hemorrhage; Lovenox (enoxaparin) US prescribing information §7 Drug Interactions (cited from memory: agents that raise the risk of bleeding — platelet inhibitors including aspirin, salicylates and NSAIDs — should be stopped before enoxaparin is started where possible; if they must be used together, monitor closely)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lovenox',
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

/** Epclusa (sofosbuvir/velpatasvir): the label's acid-reducing agents. */
export const EPCLUSA_ACID: Source = {
  ref: 'Epclusa (sofosbuvir/velpatasvir) US prescribing information (Gilead, 2022), §7 Drug Interactions: acid-reducing agents — antacids 4 hours apart, H2-receptor antagonists simultaneously or 12 hours apart at no more than famotidine 40 mg twice daily or equivalent, proton pump inhibitors not recommended (if considered necessary, Epclusa with food taken 4 hours before omeprazole 20 mg; other PPIs not studied); 索磷布韦维帕他韦片（丙通沙）说明书【药物相互作用】抑酸药（章节凭记忆）',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=epclusa',
};
const LITHIUM_LABEL: Source = {
  ref: 'Lithium carbonate US prescribing information (rev. 2022) §7 Drug Interactions: diuretics (thiazides), NSAIDs, ACE inhibitors and angiotensin II receptor blockers raise serum lithium and can cause toxicity; NICE CG185 Bipolar disorder (2014, updated 2023) §1.10: check the level within a week of starting such a medicine; BNF Lithium: interactions',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lithium+carbonate',
};
const ALDACTONE_LABEL: Source = {
  ref: 'Aldactone (spironolactone) US prescribing information (Pfizer, rev. 2023) §5.1 Hyperkalemia and §7: ACE inhibitors, angiotensin receptor blockers and potassium supplements raise the risk; Juurlink DN et al. N Engl J Med 2004;351:543 (hyperkalaemia after RALES)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=aldactone',
};
const TRIMETHOPRIM_POTASSIUM: Source = {
  ref: 'Bactrim (sulfamethoxazole/trimethoprim) US prescribing information §5 Warnings (hyperkalemia: high doses, renal impairment, older patients and drugs that raise potassium) and §7; BNF Trimethoprim and Co-trimoxazole: interactions (potassium-sparing diuretics, ACE inhibitors and angiotensin II receptor antagonists: increased risk of hyperkalaemia); Antoniou T et al. BMJ 2011;343:d5228 (co-trimoxazole with spironolactone in older people: hyperkalaemia admissions); Fralick M et al. BMJ 2014;349:g6196 (co-trimoxazole with ACE inhibitors or ARBs: sudden death); Antoniou T et al. CMAJ 2015;187:E138 (co-trimoxazole with spironolactone: sudden death)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=bactrim',
};
/** Prescribed potassium with an ACE inhibitor or ARB (sacubitril/valsartan included). */
const POTASSIUM_RAAS: Source = {
  ref: 'Zestril (lisinopril) US prescribing information §5 Hyperkalemia and §7 (potassium supplements, potassium-sparing diuretics and potassium-containing salt substitutes raise serum potassium); Entresto (sacubitril/valsartan) US prescribing information §5.5 Hyperkalemia and §7.1 (potassium supplements: increased serum potassium); McDonagh TA et al. 2021 ESC Guidelines for heart failure, Eur Heart J 2021;42:3599 (potassium and renal function monitored on RAAS inhibitors and MRAs; K > 5.5 mmol/L: halve the MRA, K > 6.0: stop); 门冬氨酸钾镁片（潘南金）说明书【禁忌】高钾血症、高镁血症、急性和慢性肾功能衰竭（章节凭记忆）',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=entresto',
};
/** Prescribed potassium with tacrolimus or ciclosporin. */
const POTASSIUM_CALCINEURIN: Source = {
  ref: 'Prograf (tacrolimus) US prescribing information §5 Hyperkalemia (monitor serum potassium; other agents associated with hyperkalemia add to the risk) and §7; Neoral (ciclosporin) US prescribing information Precautions: hyperkalemia (with potassium-sparing diuretics and potassium supplements); BNF Tacrolimus and Ciclosporin: interactions (potassium: increased risk of hyperkalaemia)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=prograf',
};

/**
 * Prescribed potassium (potassium chloride, 潘南金) with a medicine that holds potassium back: the
 * advice, and when the last potassium is above the range, not the next dose before the prescriber today.
 */
function potassiumSupplementBody(
  zhName: string,
  enName: string,
  management: 'avoid' | 'monitor',
): Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice' | 'whenRaised'> {
  return {
    severity: 'major',
    management,
    mechanism: {
      zh: `补钾药（氯化钾、潘南金/门冬氨酸钾镁等）和${zhName}合用，钾进来得多、排出去得少，血钾可升到危险水平（高钾血症），肾功能下降和老年人风险更高。`,
      en: `Prescribed potassium (potassium chloride, potassium and magnesium aspartate/Panangin …) with ${enName} brings potassium in while less leaves, and the potassium can reach a dangerous level (hyperkalaemia), more so with reduced kidney function or older age.`,
    },
    advice: {
      zh: `请确认开药医生知道你同时在吃补钾药和${zhName}，并按医生安排查血钾和肾功能；没有医生的明确要求，不要自己吃补钾药，也不要再用低钠盐（代盐）或其他含钾的补充剂。出现肌肉无力、手脚发麻、心慌或心跳不规律，请立即就医。`,
      en: `Make sure the prescriber knows you take potassium together with ${enName}, and have potassium and kidney function checked as they plan; take no potassium a doctor has not clearly asked for, and no salt substitute or other potassium-containing supplement. Muscle weakness, numbness, palpitations or an irregular heartbeat need care at once.`,
    },
    whenRaised: {
      marker: 'serumPotassium',
      advice: {
        zh: `你最近一次的血钾已经高于正常范围：血钾高时补钾药不能再吃（潘南金的说明书把高钾血症列为禁忌）。下一次的补钾药先不要吃，今天就联系开药医生，说明血钾结果和你同时服用的${zhName}，由医生决定并尽快复查血钾（和血镁）。${zhName}不要自己停或改量。出现肌肉无力、手脚发麻、心慌、心跳很慢或不规律，请立即拨打120。`,
        en: `Your last potassium was already above the range: potassium is not taken while it is high (the Panangin label lists hyperkalaemia as a contraindication). Do not take the next dose of the potassium; contact the prescriber today about the result and ${enName}, so they can decide and repeat the potassium (and magnesium) soon. Do not stop or change ${enName} yourself. Muscle weakness, numbness, palpitations, or a very slow or irregular heartbeat: call an ambulance.`,
      },
    },
  };
}
const DIGOXIN_LABEL: Source = {
  ref: 'Lanoxin (digoxin) US prescribing information §5.5 and §7: hypokalaemia and hypomagnesaemia from diuretics increase digoxin toxicity; check potassium and magnesium',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lanoxin',
};
/** Tranexamic acid with a combined hormonal contraceptive (thirty-fourth clinician review, en persona 2). */
const TRANEXAMIC_COMBINED_PILL: Source = {
  ref: 'Lysteda (tranexamic acid) US prescribing information §4 Contraindications (concomitant use of combined hormonal contraception) and §5.1 Thromboembolic Risk; Cyklokapron UK SmPC §4.5 (oral contraceptives: increased risk of thrombosis)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lysteda',
};
const ISOTRETINOIN_LABEL: Source = {
  ref: 'Absorica/Accutane (isotretinoin) US prescribing information §4 Contraindications and §5.3: tetracyclines with isotretinoin cause pseudotumor cerebri (benign intracranial hypertension)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=isotretinoin',
};
const ACITRETIN_LABEL: Source = {
  ref: 'Soriatane (acitretin) US prescribing information §4 Contraindications (tetracyclines: increased intracranial pressure) and §5 (pseudotumor cerebri); Neotigason EU SmPC §4.3',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=soriatane',
};
/** An MAOI with a serotonin antidepressant (eighth clinician review, zh P4 and en P2). */
const MAOI_SEROTONERGIC: Source = {
  ref: 'Nardil (phenelzine) US prescribing information §4 Contraindications (SSRIs, SNRIs and other serotonergic drugs: serotonin syndrome; at least 14 days between stopping the MAOI and starting them, 5 weeks after fluoxetine); Parnate (tranylcypromine) US prescribing information §4 and §5; Azilect (rasagiline) US prescribing information §7 (SSRIs, SNRIs and tricyclics not recommended: serotonin syndrome)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=nardil',
};
/** Linezolid, a reversible non-selective MAO inhibitor, with a serotonin antidepressant. */
const LINEZOLID_SEROTONERGIC: Source = {
  ref: 'Zyvox (linezolid) US prescribing information (Pfizer, rev. 2021) §5 Warnings and Precautions, Serotonin Syndrome: unless the patient is carefully observed, not to be given with serotonin reuptake inhibitors, tricyclic antidepressants, triptans, meperidine, bupropion or buspirone; §7 Drug Interactions; FDA Drug Safety Communication: Serious CNS reactions possible when linezolid (Zyvox) is given to patients taking certain psychiatric medications (26 July 2011, updated 20 October 2011)',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-serious-cns-reactions-possible-when-linezolid-zyvox-given-patients-taking',
};
const MAOI_LABEL: Source = {
  ref: 'Nardil (phenelzine) US prescribing information §4 Contraindications and §7: sympathomimetics (pseudoephedrine) — hypertensive crisis; dextromethorphan, tramadol and other serotonergic drugs — serotonin syndrome; Zyvox (linezolid) label §5',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=nardil',
};
const METHOTREXATE_LABEL: Source = {
  ref: 'Methotrexate US prescribing information (rev. 2021) §7 Drug Interactions: NSAIDs and trimethoprim/sulfamethoxazole reduce methotrexate clearance and add to bone marrow suppression; BSR/BHPR DMARD guideline (Ledingham J et al. Rheumatology 2017;56:865): avoid trimethoprim and co-trimoxazole',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=methotrexate',
};

const CLOPIDOGREL_PPI: Source = {
  ref: 'Plavix (clopidogrel) US prescribing information (BMS/Sanofi, rev. 2022) §5.1 Diminished Antiplatelet Activity in Patients with Impaired CYP2C19 Function and §7.1 CYP2C19 Inhibitors: avoid concomitant use with omeprazole or esomeprazole, which reduce the active metabolite and the antiplatelet effect; pantoprazole has less effect',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=plavix',
};
const AMIODARONE_DIGOXIN: Source = {
  ref: 'Cordarone (amiodarone) US prescribing information (Wyeth/Pfizer, rev. 2018) §7 Drug Interactions: amiodarone raises serum digoxin about 70 % after one day, reduce the digoxin dose by half and monitor; Lanoxin (digoxin) US prescribing information (rev. 2019) §7.1: amiodarone increases digoxin concentration 70–100 %, measure the level and reduce the dose by 30–50 %',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lanoxin',
};

/** Clinician review of the knowledge tables (2026-11-29), item 2: dronedarone with dabigatran and digoxin. */
const DRONEDARONE_DABIGATRAN: Source = {
  ref: 'Pradaxa (dabigatran etexilate) US prescribing information §2 and §7 (P-gp inhibitors: in non-valvular atrial fibrillation with CrCl 30–50 mL/min and dronedarone, consider 75 mg twice daily; avoid with CrCl below 30 mL/min); MULTAQ (dronedarone) US prescribing information (Sanofi, 2023) §7 (dronedarone, a P-gp inhibitor, raises exposure to P-gp substrates such as dabigatran); Steffel J et al. 2021 European Heart Rhythm Association practical guide on the use of non-vitamin K antagonist oral anticoagulants in patients with atrial fibrillation, Europace 2021;23:1612–1676 (dronedarone with dabigatran: avoid, or a reduced dose); Pradaxa EU SmPC §4.3 (dronedarone contraindicated — cited from memory); 达比加群酯胶囊（泰毕全）说明书【药物相互作用】（章节凭记忆）',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=pradaxa',
};
/**
 * Verapamil with dabigatran (thirty-sixth clinician review, en M12: an 84-year-old on Pradaxa and verapamil was
 * told nothing of either): verapamil blocks P-glycoprotein and raises dabigatran; the EU label uses 110 mg twice a
 * day with verapamil and from the age of 80, the two taken at the same time.
 */
const VERAPAMIL_DABIGATRAN: Source = {
  ref: 'Pradaxa (dabigatran etexilate) EU SmPC §4.2 (patients receiving verapamil, and patients aged 80 or over: 110 mg twice daily; dabigatran and verapamil taken at the same time) and §4.5 (verapamil, a P-gp inhibitor, raises dabigatran exposure; sections from memory); Pradaxa US prescribing information §7 (P-gp inhibitors); Steffel J et al. 2021 EHRA Practical Guide on the use of non-vitamin K antagonist oral anticoagulants, Europace 2021;23:1612–1676 (verapamil with dabigatran: reduce the dose)',
  url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/pradaxa',
};
/**
 * Naltrexone (alone or in Contrave) with an opioid, and bupropion with tramadol (thirty-seventh clinician review,
 * en S1 and S2: Contrave beside Tramal SR was never flagged, and "can I just take 2 extra?" got no warning).
 */
const NALTREXONE_OPIOID: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'> = {
  severity: 'major',
  management: 'avoid',
  mechanism: {
    zh: '纳曲酮（单用或在Contrave里）会阻断阿片受体：曲马多、可待因、羟考酮这类阿片类止痛药吃了基本不起作用；为了“顶过”阻断而多吃，可能在阻断减弱时造成阿片过量（呼吸变慢、昏睡）。',
    en: 'Naltrexone (alone or in Contrave) blocks the opioid receptors: tramadol, codeine, oxycodone and other opioid painkillers work poorly or not at all, and taking more to push through the block can lead to an opioid overdose (slow breathing, deep drowsiness) as the block wears off.',
  },
  advice: {
    zh: '不要为了止痛多吃阿片类药。请今天就告诉开药的医生你两种药都在吃，由医生决定停哪一种、换什么止痛。呼吸变慢变浅、叫不醒、嘴唇发紫，立即打120。',
    en: 'Do not take extra opioid to get pain relief. Tell the prescriber today that you have both, so they decide which to stop and what to use for the pain. Slow or shallow breathing, being hard to wake or blue lips: call emergency services at once.',
  },
};
const NALTREXONE_OPIOID_SOURCE: Source = {
  ref: 'Contrave (naltrexone/bupropion extended-release) US prescribing information §4 Contraindications (chronic opioid or opiate agonist use, partial agonists included) and §5 (attempting to overcome the opioid blockade may lead to fatal overdose; opioid analgesics are not effective) — sections from memory; Revia (naltrexone) US prescribing information, Warnings (unintentional opioid overdose)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=contrave',
};
const BUPROPION_TRAMADOL: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'> = {
  severity: 'major',
  management: 'monitor',
  mechanism: {
    zh: '安非他酮和曲马多都会降低癫痫发作的阈值，合用时抽搐的风险叠加；大量饮酒、或喝很多酒后突然停酒，风险更高。',
    en: 'Bupropion and tramadol both lower the seizure threshold, so together the risk of a fit adds up — more so with heavy drinking, or stopping suddenly after drinking a lot.',
  },
  advice: {
    zh: '曲马多不要超过医生开的量，也不要自己加量；请尽快让开药的医生知道你两种药都在吃。出现抽搐，立即打120。',
    en: 'Take no more tramadol than prescribed, and never add extra yourself; let the prescriber know soon that you take both. A fit means calling emergency services at once.',
  },
};
const BUPROPION_TRAMADOL_SOURCE: Source = {
  ref: 'Ultram (tramadol) US prescribing information §5 Warnings (seizure risk, increased with antidepressants including bupropion) and §7; Wellbutrin XL (bupropion) US prescribing information §5.3 Seizure (dose-related; excessive alcohol use or abrupt stopping of alcohol; drugs that lower the seizure threshold); Contrave US prescribing information §5.3 — sections from memory',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=ultram',
};
/**
 * Bedaquiline with other QT-prolonging TB medicines (thirty-seventh clinician review, zh M5: bedaquiline, clofazimine
 * and levofloxacin with a potassium of 3.3 and a magnesium of 0.62 were never linked to the heart rhythm).
 */
const BEDAQUILINE_QT: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'> = {
  severity: 'major',
  management: 'monitor',
  mechanism: {
    zh: '贝达喹啉和氯法齐明、左氧氟沙星、莫西沙星都会延长QT间期，合用时作用叠加；血钾、血镁偏低时更容易出现危险的心律失常（尖端扭转型室速）。',
    en: 'Bedaquiline, clofazimine, levofloxacin and moxifloxacin each prolong the QT interval, and together the effect adds up; a low potassium or magnesium makes a dangerous heart rhythm (torsades de pointes) more likely.',
  },
  advice: {
    zh: '这几种药常一起用来治耐药结核，不要自己停：按结核门诊的安排做心电图、查血钾血镁；血钾或血镁偏低时这周内就告诉医生，由医生纠正。心慌、头晕要晕倒、晕过去，立即打120。',
    en: 'These are often used together for drug-resistant TB — do not stop them yourself: keep the ECGs and potassium and magnesium checks your TB clinic arranges; a low potassium or magnesium needs the clinic this week to correct it. Palpitations, nearly fainting or fainting: call emergency services at once.',
  },
};
const BEDAQUILINE_QT_SOURCE: Source = {
  ref: 'Sirturo (bedaquiline) US prescribing information, Boxed Warning and §5 (QT prolongation; additive with clofazimine and fluoroquinolones; ECGs; correct potassium, magnesium and calcium) — sections from memory; WHO consolidated guidelines on tuberculosis, Module 4: treatment (2022), monitoring of QT on bedaquiline-containing regimens',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=sirturo',
};
const DRONEDARONE_DIGOXIN: Source = {
  ref: 'MULTAQ (dronedarone) US prescribing information (Sanofi, 2023) §7 Drug Interactions (digoxin: exposure increased about 2.5-fold — figure cited from memory; consider whether digoxin is still needed, otherwise halve the digoxin dose and monitor the level and for toxicity); 盐酸决奈达隆片说明书【药物相互作用】（章节凭记忆）',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=multaq',
};

const TAMOXIFEN_CYP2D6: Source = {
  ref: 'Tamoxifen US prescribing information (Soltamox/tamoxifen citrate tablets) §7 Drug Interactions and §12.3: tamoxifen is activated to endoxifen by CYP2D6, strong CYP2D6 inhibitors lower endoxifen; Burstein HJ et al. ASCO clinical practice guideline update on adjuvant endocrine therapy for hormone receptor-positive breast cancer, J Clin Oncol 2010;28:3784 (avoid strong CYP2D6 inhibitors such as paroxetine and fluoxetine with tamoxifen; venlafaxine as an alternative for hot flushes); NCCN Guidelines Breast Cancer (strong and moderate CYP2D6 inhibitors are best avoided with tamoxifen); Kelly CM et al. BMJ 2010;340:c693 (paroxetine with tamoxifen and breast cancer death)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tamoxifen',
};

const THIOPURINE_XO: Source = {
  ref: 'Zyloprim (allopurinol) US prescribing information (Casper Pharma, rev. 2018), Precautions, Drug Interactions: mercaptopurine/azathioprine — allopurinol inhibits their breakdown by xanthine oxidase, reduce the thiopurine dose to one-third or one-quarter of the usual dose; Imuran (azathioprine) US prescribing information (rev. 2018), Drug Interactions, Use with allopurinol: reduce azathioprine to about one-third or one-quarter and monitor blood counts (severe, sometimes fatal, bone marrow suppression); Uloric (febuxostat) US prescribing information (Takeda, rev. 2023) §4 Contraindications and §7: contraindicated with azathioprine or mercaptopurine',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=azathioprine',
};
const THEOPHYLLINE_CYP1A2: Source = {
  ref: 'Cipro (ciprofloxacin) US prescribing information (Bayer, rev. 2016) §5 Warnings (serious and fatal reactions with concomitant theophylline) and §7 Drug Interactions: ciprofloxacin inhibits CYP1A2 and raises theophylline levels; monitor theophylline levels and adjust the dose; Theo-24 (theophylline) US prescribing information, Drug Interactions table: ciprofloxacin raises theophylline about 40 %, enoxacin about 300 %, erythromycin about 35 %, clarithromycin about 25 %',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=cipro',
};
/** Twelfth clinician review (zh P1 #1): the other quinolones raise theophylline less than ciprofloxacin. */
const THEOPHYLLINE_OTHER_QUINOLONES: Source = {
  ref: 'Levaquin (levofloxacin) US prescribing information §7 Drug Interactions, Theophylline (cited from memory: no significant effect in a study of healthy volunteers, but other quinolones raise theophylline, so monitor theophylline levels closely and adjust the dose; seizures may occur with or without a raised level); Levaquin (levofloxacin) US prescribing information §5 Central nervous system effects (seizures); Floxin (ofloxacin) US prescribing information, Drug Interactions, Theophylline (raised levels and a longer half-life: monitor levels); Noroxin (norfloxacin) US prescribing information, Drug Interactions, Theophylline (raised levels: monitor levels); Theo-24 (theophylline) US prescribing information, Drug Interactions table (quinolones: ciprofloxacin and enoxacin raise theophylline most)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=levofloxacin',
};
const CAPECITABINE_WARFARIN: Source = {
  ref: 'Xeloda (capecitabine) US prescribing information (Genentech): boxed warning "Capecitabine–warfarin interaction" in the editions to 2021, kept in the 2022 revision as a warning (increased risk of bleeding with vitamin K antagonists) and §7 Drug Interactions: altered coagulation, raised INR and bleeding including death, also within a month of stopping capecitabine; monitor the INR frequently and adjust the anticoagulant dose',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=xeloda',
};

// ---- texts ----------------------------------------------------------------------------------------

/** Ciclosporin with atorvastatin (eleventh clinician review, zh P1 finding 2). */
const CICLOSPORIN_ATORVASTATIN_MECHANISM: Bilingual = {
  zh: '环孢素使阿托伐他汀的血药浓度升高好几倍，肌病和横纹肌溶解的风险明显增加；阿托伐他汀说明书规定与环孢素合用时每天不超过10 mg。',
  en: 'Ciclosporin raises atorvastatin levels several-fold, and with them the risk of myopathy and rhabdomyolysis; the atorvastatin label caps it at 10 mg a day with ciclosporin.',
};

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

/**
 * Tenofovir disoproxil with an NSAID (thirty-sixth clinician review, zh S1: 600 mg ibuprofen 4–5 times a week,
 * self-bought, beside TDF with a creatinine of 132 and a phosphate of 0.62, flagged nowhere): the label warns of
 * acute kidney injury when NSAIDs are started on it in people at risk.
 */
const TENOFOVIR_NSAID: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'> = {
  severity: 'major',
  management: 'avoid',
  mechanism: {
    zh: '替诺福韦（尤其是替诺福韦二吡呋酯，TDF，如韦瑞德）可损伤肾小管；非甾体抗炎药（布洛芬、萘普生、双氯芬酸等）减少肾血流，两者合用，特别是大剂量、多种或经常吃时，有急性肾损伤的病例报告。',
    en: 'Tenofovir (above all tenofovir disoproxil, TDF, as in Viread) can damage the kidney tubules; NSAIDs (ibuprofen, naproxen, diclofenac …) reduce blood flow to the kidneys, and together — above all at high doses, several at once or taken often — acute kidney injury has been reported.',
  },
  advice: {
    zh: '吃替诺福韦期间不要自己经常吃布洛芬这类止痛药；止痛可以先用对乙酰氨基酚（按说明书限量），或问艾滋病（或肝病）门诊医生、药师。肌酐已经偏高、血磷偏低的，这周就告诉开替诺福韦的医生你吃过多少止痛药，由医生查肾功能、决定怎么办。不要自己停抗病毒药。',
    en: 'While on tenofovir, do not take ibuprofen-type painkillers regularly on your own; for pain use paracetamol (acetaminophen) within its label limit, or ask your HIV (or hepatitis) clinic or pharmacist. With a creatinine already raised or a low phosphate, tell the doctor who prescribes the tenofovir this week how much painkiller you have taken, so they check your kidneys and decide. Do not stop the antiviral yourself.',
  },
};
const VIREAD_NSAID: Source = {
  ref: 'Viread (tenofovir disoproxil fumarate) US prescribing information §5 Warnings and Precautions, new onset or worsening renal impairment (avoid with concurrent or recent use of a nephrotoxic agent, e.g. high-dose or multiple NSAIDs; acute renal failure reported after NSAIDs were started in patients with risk factors; section number from memory); EACS Guidelines v12.0 (2023), kidney toxicity of antiretrovirals',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=viread',
};

/**
 * Atazanavir with a proton-pump inhibitor (thirty-sixth clinician review, en S2: a self-bought Nexium 40 beside
 * Reyataz and Norvir was answered "do not stop any medicine on your own"): atazanavir needs stomach acid to be
 * absorbed; a PPI cuts its level by about three-quarters even boosted, and the virus can escape.
 */
const ATAZANAVIR_PPI: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'> = {
  severity: 'major',
  management: 'avoid',
  mechanism: {
    zh: '阿扎那韦要靠胃酸才能吸收；质子泵抑制剂（奥美拉唑、埃索美拉唑/耐信、泮托拉唑等）让胃酸大减，即使加了利托那韦，阿扎那韦的血药浓度也会降到原来的约四分之一，抗病毒效果下降、病毒可能产生耐药。',
    en: 'Atazanavir needs stomach acid to be absorbed; a proton-pump inhibitor (omeprazole, esomeprazole/Nexium, pantoprazole …) removes most of it, and even boosted with ritonavir the atazanavir level can fall to about a quarter — the virus may escape and become resistant.',
  },
  advice: {
    zh: '自己买的质子泵抑制剂先不要再和阿扎那韦一起吃；胃痛、烧心今天就问艾滋病门诊医生或药师换什么药、怎么隔开时间（说明书：曾经治疗过的不应合用；初治的最多相当于奥美拉唑20毫克，和阿扎那韦隔开12小时）；抗酸药要在阿扎那韦前1小时或后2小时吃；阿扎那韦和饭一起吃。不要自己停抗病毒药。',
    en: 'Do not take a self-bought proton-pump inhibitor with atazanavir any more; ask your HIV clinic or pharmacist today what to use for the stomach pain or heartburn and how to time it (the label: not at all if you have been treated before; if you have not, no more than the equivalent of omeprazole 20 mg, 12 hours apart); antacids 1 hour before or 2 hours after atazanavir; take atazanavir with food. Do not stop the HIV medicines yourself.',
  },
};
const REYATAZ_PPI: Source = {
  ref: 'Reyataz (atazanavir) US prescribing information §2 Dosage and administration (with food) and §7 Drug interactions (proton-pump inhibitors: treatment-experienced patients should not use them; treatment-naive, boosted, not more than omeprazole 20 mg-equivalent taken about 12 hours before atazanavir; antacids 2 hours after or 1 hour before); DHHS Guidelines for the Use of Antiretroviral Agents in Adults and Adolescents with HIV (2024), PI–acid reducer interactions (sections from memory)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=reyataz',
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

/** Simvastatin with amlodipine (Zocor label after the FDA's 2011 dose limits; MHRA 2012 the same cap). */
const SIMVASTATIN_AMLODIPINE: Source = {
  ref: 'Zocor (simvastatin) US prescribing information §2.3 and §7 (with amlodipine do not exceed 20 mg simvastatin a day); US FDA Drug Safety Communication: New restrictions, contraindications, and dose limitations for Zocor (simvastatin) to reduce the risk of muscle injury (8 June 2011); MHRA Drug Safety Update, Simvastatin: updated advice on drug interactions (2012: amlodipine — 20 mg a day)',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-new-restrictions-contraindications-and-dose-limitations-zocor',
};
const SIMVASTATIN_AMLODIPINE_MECHANISM: Bilingual = {
  zh: '氨氯地平会让辛伐他汀的血药浓度升高，肌病和横纹肌溶解的风险随之增加；说明书规定两者合用时辛伐他汀每天不超过20 mg。',
  en: 'Amlodipine raises the level of simvastatin and with it the risk of myopathy and rhabdomyolysis; the label caps simvastatin at 20 mg a day with amlodipine.',
};

/** An enzyme inducer with the pill (ninth clinician review, en P4): the FSRH guidance and the labels. */
export const INDUCER_PILL_SOURCE: Source = {
  ref: 'FSRH CEU Clinical Guidance: Drug Interactions with Hormonal Contraception (January 2017, amended May 2022): with an enzyme-inducing drug, combined and progestogen-only pills, the patch, the ring and the implant are less effective — a method unaffected by enzyme inducers (copper IUD, LNG-IUS, progestogen-only injection) is recommended, and extra precautions continue for 28 days after the inducer is stopped; UK Medical Eligibility Criteria for Contraceptive Use (UKMEC 2016): enzyme-inducing anticonvulsants and rifampicin with combined hormonal contraception or the progestogen-only pill, category 3; MHRA Drug Safety Update (September 2016), Levonorgestrel-containing emergency hormonal contraception: advice on interactions with hepatic enzyme inducers (a copper IUD preferred; otherwise a double 3 mg levonorgestrel dose); Tegretol (carbamazepine) SmPC §4.5 (hormonal contraceptives: reduced efficacy, alternative contraception advised)',
  url: 'https://www.fsrh.org/standards-and-guidance/documents/ceu-clinical-guidance-drug-interactions-with-hormonal/',
};
export const INDUCER_PILL_MECHANISM: Bilingual = {
  zh: '卡马西平、奥卡西平、苯妥英、苯巴比妥、利福平、依非韦伦这类药会诱导肝药酶，加快避孕药中雌激素和孕激素的分解：复方短效避孕药（如优思明、妈富隆、左炔诺孕酮炔雌醇）和单纯孕激素避孕药都不再可靠，可能出现突破性出血和意外怀孕；避孕贴、阴道环和皮下埋植剂也受影响。换掉这类药以后，影响还会持续约4周。',
  en: 'Carbamazepine, oxcarbazepine, phenytoin, phenobarbital, rifampicin and efavirenz speed up the liver enzymes that break down the hormones in the pill: combined pills (Microgynon, Yasmin, Marvelon …) and progestogen-only pills become unreliable, with breakthrough bleeding and unplanned pregnancy; the patch, the ring and the implant are affected too. The effect lasts about 4 weeks after the inducer is stopped.',
};
export const INDUCER_PILL_ANTIEPILEPTIC: Pick<
  DrugInteractionRule,
  'severity' | 'management' | 'mechanism' | 'advice'
> = {
  severity: 'major',
  management: 'avoid',
  mechanism: INDUCER_PILL_MECHANISM,
  advice: {
    zh: '吃这种抗癫痫药期间，避孕药不能当作可靠的避孕方法。避孕药先照常吃，但从现在起每次同房都加用避孕套，并在一两周内找开避孕药的医生或计划生育门诊，换一种不受影响的方法——含铜宫内节育器、左炔诺孕酮宫内缓释系统（曼月乐）或长效避孕针；这些方法要一直用到这种抗癫痫药换掉满4周以后。已经有过没有防护的同房：紧急避孕首选放置含铜宫内节育器，口服紧急避孕药效果会变差，需要医生调整剂量，请尽快（当天）去医院或药店问医生。不要自己停用或减量抗癫痫药（可能诱发发作）。这种药本身可能影响胎儿：打算怀孕前先和神经科医生商量换药，并按指南请医生开5 mg叶酸。',
    en: 'While you take this antiepileptic, the pill cannot be relied on. Keep taking the pill for now, but use condoms every time from today, and within the next week or two see the doctor who prescribes your pill or a contraception clinic about a method this medicine does not affect: a copper IUD, a hormonal coil (LNG-IUS such as Mirena) or the contraceptive injection — and keep it up until at least 4 weeks after the antiepileptic is stopped. If you have already had sex without other protection, the copper IUD is the emergency contraception of choice; the morning-after pill works less well and needs a doctor to adjust the dose, so ask a doctor or pharmacist today. Do not stop or cut the antiepileptic yourself (that can bring on seizures). The medicine itself can harm an unborn baby: plan a pregnancy with your neurologist first, who may switch it, and ask for the 5 mg folic acid the guidelines advise.',
  },
};
const INDUCER_PILL_OTHER: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'> = {
  severity: 'major',
  management: 'avoid',
  mechanism: INDUCER_PILL_MECHANISM,
  advice: {
    zh: '吃这种药期间，避孕药不能当作可靠的避孕方法。避孕药先照常吃，从现在起每次同房都加用避孕套，一直到这种药的疗程结束满4周；要长期用这种药的，请找开避孕药的医生或计划生育门诊换成含铜宫内节育器、左炔诺孕酮宫内缓释系统（曼月乐）或长效避孕针。已经有过没有防护的同房，请当天去医院问紧急避孕（首选含铜宫内节育器）。不要自己停用这种药。',
    en: 'While you take this medicine, the pill cannot be relied on. Keep taking the pill, and use condoms every time from today until at least 4 weeks after this medicine is stopped; if you will take it long term, see the doctor who prescribes your pill or a contraception clinic about a copper IUD, a hormonal coil (LNG-IUS) or the injection. If you have already had sex without other protection, ask a doctor or pharmacist about emergency contraception today (the copper IUD first). Do not stop this medicine yourself.',
  },
};

/** A nitrate with a PDE-5 inhibitor (thirteenth clinician review, zh P1 #1): contraindicated. */
const NITRATE_PDE5_BODY: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'> = {
  severity: 'major',
  management: 'avoid',
  mechanism: {
    zh: '西地那非（伟哥、万艾可）、他达拉非（希爱力）、伐地那非（艾力达）这类药和硝酸酯类药（单硝酸异山梨酯/依姆多、硝酸异山梨酯/消心痛、硝酸甘油）都会扩张血管，合用时血压会骤降，可能引起晕厥、心肌梗死甚至死亡。说明书把两者合用列为禁忌：不论硝酸酯是天天吃还是偶尔含服。',
    en: 'Sildenafil (Viagra), tadalafil (Cialis) and vardenafil (Levitra) and nitrates (isosorbide mononitrate/Imdur, isosorbide dinitrate, nitroglycerin/GTN) both widen blood vessels; together blood pressure can fall steeply, with fainting, heart attack or death. The labels list the combination as a contraindication, whether the nitrate is taken daily or only now and then.',
  },
  advice: {
    zh: '绝对不能一起吃：在用任何硝酸酯类药期间，伟哥、希爱力这类药一片也不能吃，别人给的也不行。勃起问题请找心内科或开硝酸酯的医生商量，不要自己停用硝酸酯。已经吃了伟哥类药物：西地那非之后至少24小时、他达拉非之后至少48小时内禁用硝酸甘油等硝酸酯；出现头晕、眼前发黑、胸痛，立即拨打120，并告诉急救人员吃过什么、什么时间吃的。',
    en: 'Never take them together: while you use any nitrate, do not take Viagra, Cialis or similar pills, including ones a friend gives you. For erection problems talk to your cardiologist or the doctor who prescribes the nitrate; do not stop the nitrate yourself. If you have already taken one: do not use nitroglycerin or another nitrate afterwards (at least 24 hours after sildenafil, 48 hours after tadalafil); dizziness, blacking out or chest pain: call emergency services (911/999/000) now and tell them what you took and when.',
  },
};

/**
 * Brivudine or sorivudine with fluorouracil or a prodrug (forty-seventh clinician review, zh S3): contraindicated,
 * fatal; pausing the cancer medicine for a few days does not make it safe (4 weeks after the last brivudine).
 */
const BRIVUDINE_FLUOROPYRIMIDINE: Pick<
  DrugInteractionRule,
  'severity' | 'management' | 'mechanism' | 'advice'
> = {
  severity: 'major',
  management: 'avoid',
  mechanism: {
    zh: '溴夫定（治带状疱疹的抗病毒药，索立夫定也一样）在体内的代谢物会不可逆地破坏分解氟尿嘧啶的酶（DPD），身体要好几周才能重新造出足够的酶。这期间替吉奥、卡培他滨（希罗达）、氟尿嘧啶（5-FU，也包括外用的氟尿嘧啶乳膏）这类药会在体内大量蓄积，引起严重的骨髓抑制（白细胞、血小板极低）、口腔黏膜溃烂和严重腹泻，已有多例死亡。说明书把两者合用列为禁忌：溴夫定最后一次服用后至少4周内不能用这类药，正在用、刚用过或4周内要用这类药时也不能吃溴夫定。',
    en: 'Brivudine (a shingles antiviral; sorivudine alike) is turned into a substance that permanently disables DPD, the enzyme that breaks fluorouracil down, and the body needs weeks to make enough new enzyme. Meanwhile S-1 (Teysuno), capecitabine (Xeloda), fluorouracil (5-FU, fluorouracil skin creams included) and the other fluoropyrimidines build up to toxic levels: severe bone-marrow suppression (very low white cells and platelets), mouth ulcers and severe diarrhoea, and deaths have been reported. The labels contraindicate the pair: no fluoropyrimidine for at least 4 weeks after the last brivudine, and no brivudine while one is being taken, has just been taken or is planned within 4 weeks.',
  },
  advice: {
    zh: '两种绝不能一起用，把化疗药停几天再吃溴夫定也不行。还没开始吃溴夫定：溴夫定一片也别碰，今天就联系开溴夫定的诊所和你的肿瘤科，改用不影响这类化疗药的抗病毒药（阿昔洛韦、伐昔洛韦或泛昔洛韦；治带状疱疹的抗病毒药最好在出疹72小时内开始）；化疗药按肿瘤科的安排吃。已经吃了溴夫定（哪怕一片）又在用这类药：今天就去医院（急诊或肿瘤科），带上两种药的药盒；在医生看过之前，下一顿化疗药和溴夫定都先别吃。嘴里溃烂疼痛、腹泻、发热或发冷、呕吐、出血或瘀斑：立即就医。',
    en: 'Never together — and pausing the cancer medicine for a few days does not make it safe. Not started yet: take no brivudine at all, and contact the clinic that prescribed it and your oncology team today for an antiviral that does not interact (aciclovir, valaciclovir or famciclovir; shingles treatment works best started within 72 hours of the rash); take your cancer medicine as your oncology team has planned. Already taken brivudine (even one tablet) while on one of these: go to hospital today (the emergency department or your oncology unit) with both packs, and take no further dose of either until a doctor has seen you. Mouth sores or pain, diarrhoea, fever or chills, vomiting, bleeding or bruising: get urgent care at once.',
  },
};
export const BRIVUDINE_FLUOROPYRIMIDINE_SOURCE: Source = {
  ref: 'Zostex (brivudine) 125 mg tablets SmPC (Berlin-Chemie) §4.3 (contraindicated with 5-fluoropyrimidines given recently, now or planned within 4 weeks — including topical preparations, prodrugs such as capecitabine and tegafur, and flucytosine — and in immunocompromised patients), §4.4 and §4.5 (at least 4 weeks after the end of brivudine before a 5-fluoropyrimidine; accidental co-administration: both discontinued, hospital care), §4.2 (start within 72 hours of the rash) — sections cited from memory; Teysuno (tegafur/gimeracil/oteracil) EU SmPC §4.3 and §4.5 (brivudine within 4 weeks contraindicated); Xeloda (capecitabine) EU SmPC §4.3 and §4.5 — sections from memory; 替吉奥胶囊说明书【禁忌】（正在使用索立夫定及其结构类似物如溴夫定者）; Rote-Hand-Briefe zu Brivudin (Berlin-Chemie with the BfArM, September 2012 and May 2020): AkdÄ Drug Safety Mail 2012-224 and 2020-31 (potentially fatal fluoropyrimidine toxicity when given shortly before, with or within 4 weeks after brivudine)',
  url: 'https://www.akdae.de/arzneimittelsicherheit/drug-safety-mail/newsdetail/drug-safety-mail-2020-31',
};
/** Qsymia: phentermine with topiramate extended-release (forty-seventh clinician review, en S2, M3). */
export const QSYMIA_LABEL: Source = {
  ref: 'Qsymia (phentermine and topiramate extended-release capsules) US prescribing information (Vivus) §2 and §3 (capsules 3.75 mg/23 mg, 7.5 mg/46 mg, 11.25 mg/69 mg and 15 mg/92 mg; discontinuing 15 mg/92 mg: one dose every other day for at least 1 week, because of the risk of a seizure), §4 (contraindicated in pregnancy) and §5.1 (fetal toxicity: oral clefts); Topamax (topiramate) US prescribing information §5; Adipex-P (phentermine) US prescribing information — sections cited from memory',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=qsymia',
};

/** Two NSAIDs together (thirteenth clinician review, zh P5 #2): the same harm twice, no added relief. */
const DUPLICATE_NSAID: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'> = {
  severity: 'major',
  management: 'avoid',
  mechanism: {
    zh: '两种非甾体抗炎药（如塞来昔布/西乐葆、布洛芬/芬必得、双氯芬酸/扶他林、萘普生、止痛剂量的阿司匹林）一起吃，止痛效果不会更好，胃出血、溃疡和伤肾的风险却叠加；年纪大、肾功能差、血小板低或肝不好时更危险。',
    en: 'Two NSAIDs together (celecoxib/Celebrex, ibuprofen/Advil, diclofenac/Voltaren, naproxen/Aleve, aspirin at pain-relief doses) give no better pain relief, but the risks of stomach bleeding, ulcers and kidney harm add up, more so with older age, weak kidneys, low platelets or liver disease.',
  },
  advice: {
    zh: '同一时期只用一种非甾体抗炎药，不要在一种不管用时再加另一种（外用的凝胶、贴剂除外）。痛得厉害，请找开药的医生调整止痛方案（对乙酰氨基酚按说明书限量可以问医生或药师）。出现黑便、呕血、胃痛加重或尿量明显减少，请尽快就医。',
    en: 'Use one NSAID at a time; do not add a second when the first is not enough (gels and patches on the skin aside). If the pain is bad, ask the prescriber to change the plan (paracetamol/acetaminophen within its label limit is worth asking the doctor or pharmacist about). Black stools, vomiting blood, worse stomach pain or passing much less urine: see a doctor promptly.',
  },
};

/** Low-dose aspirin with an NSAID: not a duplicate, but more stomach bleeding and a blunted aspirin. */
const LOW_DOSE_ASPIRIN_NSAID: Pick<DrugInteractionRule, 'severity' | 'management' | 'mechanism' | 'advice'> =
  {
    severity: 'moderate',
    management: 'monitor',
    mechanism: {
      zh: '小剂量阿司匹林（护心用）和止痛的非甾体抗炎药一起吃，胃出血和溃疡的风险增加；布洛芬等还可能削弱阿司匹林的护心作用。',
      en: 'Low-dose (heart-protecting) aspirin with a pain-relief NSAID raises the risk of stomach bleeding and ulcers; ibuprofen and some others can also blunt the heart protection of aspirin.',
    },
    advice: {
      zh: '小剂量阿司匹林照常吃，不要自己停；需要经常吃止痛药时，请让医生或药师选药，并评估是否需要护胃药。出现黑便、呕血或胃痛加重，请尽快就医。',
      en: 'Keep taking the low-dose aspirin and do not stop it yourself; if you need a painkiller regularly, let the doctor or pharmacist choose it and decide whether you need stomach protection. Black stools, vomiting blood or worse stomach pain: see a doctor promptly.',
    },
  };

const ANALGESIC_ASPIRIN: DoseCondition = { minMg: 300, whenUnknown: false };
/** Aspirin from 300 mg a dose is a pain-relief dose; 75–100 mg (up to 325 mg in the US) antiplatelet. */
const LOW_DOSE_ASPIRIN: DoseCondition = { belowMg: 300, whenUnknown: true };

/**
 * A quinolone antibiotic beside a sulfonylurea or insulin: serious lows (and highs), older people above all
 * (thirty-first clinician review, en S1: 78, gliclazide with a new ciprofloxacin course, a low of 3.1
 * unchecked by plan and chat).
 */
const QUINOLONE_GLUCOSE: Source = {
  ref: 'FDA Drug Safety Communication: FDA reinforces safety information about serious low blood sugar levels and mental health side effects with fluoroquinolone antibiotics (10 July 2018); Cipro (ciprofloxacin) US prescribing information §5 Blood Glucose Disturbances and §7 Oral antidiabetic drugs; Diamicron (gliclazide) SmPC §4.5 (fluoroquinolones: risk of hypoglycaemia)',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-reinforces-safety-information-about-serious-low-blood-sugar-levels-and-mental-health-side-effects',
};

/** Every medicine × medicine rule; ids are unique (checked by `drug-interactions.test.ts`). */
export const DRUG_INTERACTION_RULES: readonly DrugInteractionRule[] = [
  ...(['sulfonylurea', 'insulin'] as const).map((other) =>
    row(
      c('fluoroquinolone'),
      c(other),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: '沙星类抗生素（环丙沙星、左氧氟沙星、莫西沙星等）和磺脲类降糖药（格列齐特、格列美脲等）或胰岛素同用，可引起严重的低血糖（少数是高血糖），老年人和肾功能差的人更容易发生，低血糖可以在几小时里反复出现。',
          en: 'A quinolone antibiotic (ciprofloxacin, levofloxacin, moxifloxacin) with a sulfonylurea (gliclazide, glimepiride, glipizide) or insulin can cause serious low blood sugar (and sometimes high), more often in older people and with weaker kidneys; a low can come back over several hours.',
        },
        advice: {
          zh: '吃抗生素的这几天多测血糖（饭前和睡前，有不舒服随时测），按时吃饭，身边备好糖；一旦出现低血糖（手抖、出汗、心慌、发糊涂，或低于3.9 mmol/L），处理后当天就告诉开药医生，医生可能调整降糖药或换一种抗生素；两种药都不要自己停。意识不清或不能吞咽时立即拨打急救电话。',
          en: 'While on the antibiotic, check your glucose more often (before meals and at bedtime, and whenever you feel unwell), eat meals on time and keep glucose or sugar with you; after any low (shaking, sweating, a pounding heart, muddled thinking, or under 70 mg/dL, 3.9 mmol/L), treat it and tell the prescriber the same day — they may lower the diabetes medicine or choose another antibiotic. Do not stop either medicine yourself. Call emergency services if the person is confused or cannot swallow.',
        },
      },
      QUINOLONE_GLUCOSE,
    ),
  ),
  // Fourteenth clinician review (en P3 #1): desmopressin with citalopram and indapamide — three medicines
  // that lower sodium — went unchecked. The Noqdirna SmPC §4.4–4.5 names SSRIs, tricyclics, carbamazepine,
  // thiazide and other diuretics and NSAIDs.
  ...(
    [
      [
        'thiazide_diuretic',
        '噻嗪类利尿剂（如吲达帕胺、氢氯噻嗪）',
        'A thiazide water pill (such as indapamide)',
      ],
      ['loop_diuretic', '袢利尿剂（如呋塞米）', 'A loop diuretic (such as furosemide)'],
      [
        'ssri',
        'SSRI类抗抑郁药（如西酞普兰、舍曲林）',
        'An SSRI antidepressant (such as citalopram or sertraline)',
      ],
      ['tricyclic', '三环类抗抑郁药', 'A tricyclic antidepressant'],
      ['nsaid', '布洛芬等非甾体抗炎药', 'An NSAID such as ibuprofen or naproxen'],
      ['enzyme_inducing_antiepileptic', '卡马西平', 'Carbamazepine'],
    ] as const
  ).map(([cls, zh, en]) =>
    row(
      d('desmopressin'),
      c(cls),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: `${zh}本身也会让血钠降低，和去氨加压素合用时低钠血症的风险叠加。`,
          en: `${en} lowers the sodium too; with desmopressin the risk of a low sodium adds up.`,
        },
        advice: {
          zh: '请让开药的医生知道你两种药都在吃，并按医生安排查血钠（65岁及以上：开始后第一周内和满一个月时）；从服药前1小时到服药后8小时尽量少喝水；血钠低于正常范围时当天联系医生。头痛、恶心呕吐或意识混乱，请立即就医。不要自己停任何一种药。',
          en: 'Make sure the prescriber knows you take both, and have the sodium checked as they arrange (at 65 and over: in the first week and at one month); keep fluid to a minimum from 1 hour before the desmopressin until 8 hours after; a sodium below the normal range means calling the prescriber the same day. A headache, vomiting or confusion needs care at once. Stop neither on your own.',
        },
      },
      DESMOPRESSIN_LABEL,
    ),
  ),
  // Thirteenth clinician review (zh P1 #1): 依姆多 with a friend's 伟哥 was not flagged — a nitrate with a
  // PDE-5 inhibitor is a contraindication in the PDE-5 labels (§4).
  row(c('nitrate'), c('pde5_inhibitor'), NITRATE_PDE5_BODY, NITRATE_PDE5),
  // Thirteenth clinician review (zh P5 #2): 西乐葆 with 芬必得 had no warning. Two NSAIDs are a duplicate;
  // aspirin is one only at pain-relief doses (its dose decides on either side of the pair).
  row(c('nsaid'), c('nsaid'), DUPLICATE_NSAID, DUPLICATE_NSAID_SOURCE),
  row(d('tenofovir'), c('nsaid'), TENOFOVIR_NSAID, VIREAD_NSAID),
  row(d('atazanavir'), c('ppi'), ATAZANAVIR_PPI, REYATAZ_PPI),
  row(d('emtricitabine-rilpivirine-tenofovir-disoproxil'), c('nsaid'), TENOFOVIR_NSAID, VIREAD_NSAID),
  row(c('nsaid'), d('aspirin'), DUPLICATE_NSAID, DUPLICATE_NSAID_SOURCE, ANALGESIC_ASPIRIN, 'analgesic'),
  row(
    c('nsaid'),
    d('aspirin'),
    LOW_DOSE_ASPIRIN_NSAID,
    DUPLICATE_NSAID_SOURCE,
    LOW_DOSE_ASPIRIN,
    'antiplatelet',
  ),
  {
    ...row(d('aspirin'), c('nsaid'), DUPLICATE_NSAID, DUPLICATE_NSAID_SOURCE, undefined, 'analgesic'),
    aDose: ANALGESIC_ASPIRIN,
  },
  {
    ...row(
      d('aspirin'),
      c('nsaid'),
      LOW_DOSE_ASPIRIN_NSAID,
      DUPLICATE_NSAID_SOURCE,
      undefined,
      'antiplatelet',
    ),
    aDose: LOW_DOSE_ASPIRIN,
  },
  ...forEachVka((vka) => row(vka, c('nsaid'), ANTICOAGULANT_NSAID, WARFARIN_NSAID)),
  row(c('anticoagulant'), c('nsaid'), ANTICOAGULANT_NSAID, DOAC_NSAID),
  row(d('enoxaparin'), c('nsaid'), ANTICOAGULANT_NSAID, LOVENOX_NSAID),
  // Twenty-third clinician review, en S3: prophylactic enoxaparin with aspirin 81 mg in pregnancy with
  // antiphospholipid syndrome — the guideline treatment, prescribed together on purpose — was filed under
  // the NSAID row ("major, avoid"). Aspirin at pain-relief doses stays that row; low-dose aspirin is the
  // prescribed pair's row: keep both, watch for bleeding.
  row(d('enoxaparin'), d('aspirin'), ANTICOAGULANT_NSAID, LOVENOX_NSAID, ANALGESIC_ASPIRIN, 'analgesic'),
  row(
    d('enoxaparin'),
    d('aspirin'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '小剂量阿司匹林（抗血小板）和依诺肝素合用会增加出血风险；但在一些情况下医生会有意两者同时开（例如抗磷脂综合征的孕妇、近期放过支架），以防血栓。',
        en: 'Low-dose (antiplatelet) aspirin with enoxaparin raises the risk of bleeding; in some conditions doctors prescribe the two together on purpose to prevent clots (for example antiphospholipid syndrome in pregnancy, or after a recent stent).',
      },
      advice: {
        zh: '如果两者都是医生开的，请照常一起用，不要自己停掉阿司匹林或肝素；不要另外吃布洛芬等止痛药（止痛剂量的阿司匹林也不要），需要止痛先问医生。留意牙龈或鼻子出血、异常瘀斑、黑便、尿色发红，有这些情况请联系医生；出血多或止不住请立即就医。',
        en: 'If a doctor prescribed both, keep taking them together as prescribed — do not stop the aspirin or the injections yourself; take no ibuprofen-type painkillers (nor aspirin at pain-relief doses) without asking your doctor. Watch for bleeding gums or nosebleeds, unusual bruising, black stools or red urine and tell your doctor; heavy bleeding or bleeding that will not stop needs care now.',
      },
    },
    {
      ref: `${LOVENOX_NSAID.ref}; Sammaritano LR et al. 2020 American College of Rheumatology Guideline for the Management of Reproductive Health in Rheumatic and Musculoskeletal Diseases, Arthritis Rheumatol 2020;72:529 (obstetric antiphospholipid syndrome: prophylactic-dose heparin with low-dose aspirin); ACOG Practice Bulletin 132, Antiphospholipid syndrome (2012, reaffirmed)`,
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lovenox',
    },
    LOW_DOSE_ASPIRIN,
    'low_dose',
  ),
  ...forEachVka((vka) =>
    row(vka, d('aspirin'), ANTICOAGULANT_NSAID, WARFARIN_NSAID, ANALGESIC_ASPIRIN, 'analgesic'),
  ),
  row(c('anticoagulant'), d('aspirin'), ANTICOAGULANT_NSAID, DOAC_NSAID, ANALGESIC_ASPIRIN, 'analgesic'),
  ...[...VITAMIN_K_ANTAGONISTS.map((x) => d(x.id)), c('anticoagulant')].map((a) =>
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
          zh: `如果两者都是医生开的，请照常服用，并确认管理你抗凝${'drugId' in a ? '（INR）' : ''}的医生知道你在服用阿司匹林；不要自行加服阿司匹林预防或止痛（止痛剂量的阿司匹林应避免）。留意黑便、呕血、异常瘀斑或出血。`,
          en: 'If a doctor prescribed both, keep taking them as prescribed and make sure the doctor who manages your anticoagulation knows about the aspirin; do not add aspirin yourself for prevention or pain (avoid aspirin at pain-relief doses). Watch for black stools, vomiting blood, unusual bruising or bleeding.',
        },
      },
      'drugId' in a ? WARFARIN_NSAID : DOAC_NSAID,
      LOW_DOSE_ASPIRIN,
      'low_dose',
    ),
  ),
  // The INR and the anticoagulation clinic are warfarin's: a direct oral anticoagulant (apixaban,
  // rivaroxaban, dabigatran, edoxaban) has neither (clinician review 2026-11-25 closing, E3 §7).
  ...(['ssri', 'snri'] as const).flatMap((cls) => [
    row(c(cls), c('nsaid'), SSRI_NSAID, SSRI_BLEEDING),
    ...forEachVka((vka, v) =>
      row(
        c(cls),
        vka,
        {
          severity: 'moderate',
          management: 'monitor',
          mechanism: {
            zh: `这类抗抑郁药影响血小板功能，与${v.zh}合用增加出血风险，${v.zh}的INR也可能改变。`,
            en: `These antidepressants affect platelet function; with ${v.en} the risk of bleeding rises, and the INR may change.`,
          },
          advice: {
            zh: '确认开药医生和抗凝门诊都知道你同时服用这两种药；任一药物开始、结束或调整时请增加INR监测。留意黑便、呕血或异常瘀斑。不要自行停药。',
            en: 'Make sure both prescribers and the anticoagulation clinic know you take both; have your INR checked more often whenever either medicine is started, ended or changed. Watch for black stools, vomiting blood or unusual bruising. Do not stop either medicine yourself.',
          },
        },
        SSRI_BLEEDING,
      ),
    ),
    row(
      c(cls),
      c('anticoagulant'),
      {
        severity: 'moderate',
        management: 'monitor',
        mechanism: {
          zh: '这类抗抑郁药影响血小板功能，与抗凝药合用增加出血风险。',
          en: 'These antidepressants affect platelet function; with an anticoagulant the risk of bleeding rises.',
        },
        advice: {
          zh: '确认两位开药医生都知道你同时服用这两种药。留意黑便、呕血、异常瘀斑或出血，出现时及时就医。不要自行停药。',
          en: 'Make sure both prescribers know you take both. Watch for black stools, vomiting blood, unusual bruising or bleeding, and get medical help if they appear. Do not stop either medicine yourself.',
        },
      },
      SSRI_BLEEDING,
    ),
  ]),
  // Danshen patent medicines (复方丹参滴丸/片) are medicines, so their danshen meets the blood thinner
  // here rather than in the supplement table (pharmacist review B9).
  ...forEachVka((vka, v) =>
    row(
      vka,
      c('danshen_preparation'),
      {
        severity: 'major',
        management: 'avoid',
        mechanism: {
          zh: '复方丹参制剂含丹参（及三七），丹参有抗血小板作用并减少华法林的清除，已有合用后INR显著升高和出血的病例报告。',
          en: 'Compound danshen products contain danshen (and notoginseng); danshen has antiplatelet effects and reduces warfarin clearance, and marked INR rises and bleeding have been reported.',
        },
        advice: {
          zh: `服用${v.zh}期间不要自行服用复方丹参滴丸/片等含丹参的中成药；如是医生开的，请确认管理你抗凝（INR）的医生知道，并增加INR监测。留意瘀斑、牙龈或鼻出血、黑便。不要自行停用${v.zh}。`,
          en: `While on ${v.en}, do not take danshen patent medicines (compound danshen pills or tablets) on your own; if a doctor prescribed one, make sure the doctor managing your anticoagulation knows, and have the INR checked more often. Watch for bruising, gum or nose bleeds and black stools. Do not stop ${v.en} yourself.`,
        },
      },
      DANSHEN_WARFARIN,
    ),
  ),
  row(
    c('anticoagulant'),
    c('danshen_preparation'),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: '复方丹参制剂含丹参（及三七），丹参有抗血小板作用，与抗凝药合用增加出血风险。',
        en: 'Compound danshen products contain danshen (and notoginseng); danshen has antiplatelet effects, and with an anticoagulant the risk of bleeding rises.',
      },
      advice: {
        zh: '服用抗凝药期间不要自行服用复方丹参滴丸/片等含丹参的中成药；如是医生开的，请确认开抗凝药的医生知道。留意瘀斑、牙龈或鼻出血、黑便。不要自行停用抗凝药。',
        en: 'While on an anticoagulant, do not take danshen patent medicines (compound danshen pills or tablets) on your own; if a doctor prescribed one, make sure the doctor who prescribes your anticoagulant knows. Watch for bruising, gum or nose bleeds and black stools. Do not stop the anticoagulant yourself.',
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
  // ---- issue 31 §1: pairs that change nutrition advice (salt, fluids, potassium, magnesium) ----
  ...(['thiazide_diuretic', 'nsaid'] as const).map((cls) =>
    row(
      d('lithium'),
      c(cls),
      {
        severity: 'major',
        management: 'avoid',
        mechanism:
          cls === 'nsaid'
            ? {
                zh: '布洛芬、萘普生等非甾体抗炎药减少肾脏排锂，血锂浓度可在几天内升到中毒水平。',
                en: 'NSAIDs such as ibuprofen and naproxen cut the kidneys’ lithium clearance; the lithium level can reach a toxic range within days.',
              }
            : {
                zh: '噻嗪类利尿药（如氢氯噻嗪）使身体保钠保锂，血锂浓度可升高25–40%，引起锂中毒。',
                en: 'Thiazide water pills (such as hydrochlorothiazide) make the body hold on to lithium; the level can rise by 25–40 % and become toxic.',
              },
        advice:
          cls === 'nsaid'
            ? {
                zh: '服用锂盐期间不要自行服用布洛芬等止痛药，止痛退热请药师推荐对乙酰氨基酚；如医生必须合用，需要在一周内复查血锂。留意手抖加重、腹泻呕吐、走路不稳或意识模糊。',
                en: 'On lithium, do not take ibuprofen or similar painkillers yourself; ask the pharmacist about paracetamol/acetaminophen instead. If a doctor must combine them, the lithium level needs checking within a week. Watch for a worse tremor, diarrhoea or vomiting, unsteadiness or confusion.',
              }
            : {
                zh: '不要自行加用利尿药；如两种药都是医生开的，请确认精神科医生知道，并在一周内复查血锂。不要突然少吃盐或少喝水。留意手抖加重、腹泻呕吐、走路不稳或意识模糊。',
                en: 'Do not start a water pill on your own; if a doctor prescribed both, make sure your psychiatrist knows and have the lithium level checked within a week. Do not cut salt or fluids suddenly. Watch for a worse tremor, diarrhoea or vomiting, unsteadiness or confusion.',
              },
      },
      LITHIUM_LABEL,
    ),
  ),
  ...(['ace_inhibitor', 'arb'] as const).map((cls) =>
    row(
      d('lithium'),
      c(cls),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: '普利类或沙坦类降压药减少肾脏排锂，血锂浓度可逐渐升高。',
          en: 'ACE inhibitors and angiotensin receptor blockers reduce lithium clearance, and the lithium level can creep up.',
        },
        advice: {
          zh: '请确认精神科医生知道你在服用这类降压药，开始或调整剂量后复查血锂；不要突然少吃盐或少喝水，腹泻、呕吐或大量出汗时请及时就医。',
          en: 'Make sure your psychiatrist knows about the blood-pressure medicine and have the lithium level checked after it is started or changed; do not cut salt or fluids suddenly, and get advice promptly with diarrhoea, vomiting or heavy sweating.',
        },
      },
      LITHIUM_LABEL,
    ),
  ),
  ...(['ace_inhibitor', 'arb'] as const).map((cls) =>
    row(
      c('potassium_sparing_diuretic'),
      c(cls),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: '螺内酯等保钾利尿药与普利类或沙坦类合用，血钾可升到危险水平（高钾血症），肾功能下降或老年人风险更高。',
          en: 'A potassium-sparing diuretic such as spironolactone with an ACE inhibitor or angiotensin receptor blocker can push potassium to a dangerous level (hyperkalaemia), more so with reduced kidney function or older age.',
        },
        advice: {
          zh: '医生开这对药是有意为之（如心力衰竭或难控制的高血压），请照常服用并按医生安排查血钾和肾功能；不要服用钾补充剂或低钠盐（含氯化钾），也不要刻意多吃高钾食物。出现肌肉无力或心慌请立即就医。',
          en: 'A doctor prescribes this pair on purpose (for heart failure or hard-to-control blood pressure): keep taking both as prescribed and have potassium and kidney function checked as your doctor plans; take no potassium supplement or salt substitute (potassium chloride), and do not load up on high-potassium foods. Muscle weakness or palpitations need care at once.',
        },
        whenRaised: {
          marker: 'serumPotassium',
          advice: {
            zh: '你最近一次的血钾已经高于正常范围：请在一两天内联系开药医生，说明这个结果和你同时服用的这两种药，由医生决定是否调整剂量并安排复查血钾。在此之前不要自行停药或改剂量；不要服用钾补充剂或低钠盐，也不要多吃高钾食物。出现肌肉无力、心慌或心跳不规律，请立即就医。',
            en: 'Your last potassium was already above the range: contact the prescriber within a day or two about this result and the two medicines you take together, so they can decide on the doses and a repeat potassium test. Until then do not stop or change either yourself; take no potassium supplement or salt substitute and do not load up on high-potassium foods. Muscle weakness, palpitations or an irregular heartbeat need care at once.',
          },
        },
      },
      ALDACTONE_LABEL,
    ),
  ),
  // Seventh clinician review (en A3): ibuprofen beside spironolactone and lisinopril with CKD G3b was
  // missing from the plan's medicine check (the chat knew it). With a diuretic as well this is the
  // "triple whammy" of acute kidney injury.
  // Fourteenth clinician review (en P1 #5): low-dose aspirin (81 mg) was filed here and he was told to
  // swap it for paracetamol. The row's sources are about NSAID doses; low-dose aspirin does not impair
  // blood pressure control or kidney function (HOT study, Zanchetti A et al., J Hypertens 2002;20:1015):
  // aspirin counts only at pain-relief doses.
  ...(['ace_inhibitor', 'arb', 'potassium_sparing_diuretic'] as const).map((cls) => ({
    classAspirinDose: ANALGESIC_ASPIRIN,
    ...row(
      c(cls),
      c('nsaid'),
      {
        severity: 'moderate',
        management: 'monitor',
        mechanism: {
          zh: '布洛芬、萘普生等非甾体抗炎药会减少肾脏血流，和普利类、沙坦类降压药或螺内酯等保钾利尿药合用时，可能让肾功能下降、血钾升高，降压效果也会变差；再加上利尿药（所谓“三联打击”）时更容易发生急性肾损伤，老年人和肾功能已经下降的人风险最高。',
          en: 'NSAIDs such as ibuprofen and naproxen reduce blood flow to the kidneys; with an ACE inhibitor, an angiotensin receptor blocker or a potassium-sparing diuretic such as spironolactone they can lower kidney function, raise potassium and weaken the blood-pressure effect; with a water pill as well (the “triple whammy”) acute kidney injury is more likely, above all in older people and with reduced kidney function.',
        },
        advice: {
          zh: '不要自己经常吃布洛芬、萘普生等止痛药；止痛先问药师对乙酰氨基酚是否合适。如果医生确实要你用非甾体抗炎药，请确认医生知道你在吃这些降压药，并按安排查肾功能和血钾。腹泻、呕吐或吃喝很少时先别吃这类止痛药。不要自行停用降压药或利尿药。',
          en: 'Do not take ibuprofen, naproxen or similar painkillers regularly on your own; ask the pharmacist whether paracetamol/acetaminophen suits you instead. If a doctor does want you on an NSAID, make sure they know about these blood-pressure medicines and have kidney function and potassium checked as they plan. Skip these painkillers while you have diarrhoea or vomiting or are eating and drinking little. Do not stop your blood-pressure medicine or water pill yourself.',
        },
      },
      {
        ref: 'Zestril (lisinopril) and Aldactone (spironolactone) US prescribing information §7 (NSAIDs: deterioration of renal function, reduced antihypertensive effect, hyperkalaemia); Lapi F et al. BMJ 2013;346:e8525 (triple therapy with diuretics and ACE inhibitors or ARBs: acute kidney injury); KDIGO 2024 CKD guideline (avoid prolonged NSAIDs; sick-day guidance)',
        url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lisinopril',
      },
    ),
  })),
  // A medicine that holds potassium back with prescribed potassium (potassium chloride, 潘南金 potassium
  // and magnesium aspartate): hyperkalaemia. Seventeenth blind review (zh Z2, serious S1): 潘南金 6 tablets
  // a day with spironolactone, sacubitril/valsartan, CKD G3b and a potassium of 5.7 was never named. With
  // a potassium above the range the potassium is not taken again before the prescriber has said so
  // (the Panangin label lists hyperkalaemia as a contraindication; ESC 2021: K > 5.5 on an MRA is a dose
  // decision), and the potassium-raising medicine is the prescriber's to change, never the person's.
  ...(
    [
      [
        'potassium_sparing_diuretic',
        '螺内酯、依普利酮等保钾利尿药',
        'spironolactone, eplerenone or another potassium-sparing diuretic',
        'avoid',
        ALDACTONE_LABEL,
      ],
      [
        'ace_inhibitor',
        '普利类降压药（ACE抑制剂）',
        'an ACE inhibitor (a “-pril” medicine)',
        'monitor',
        POTASSIUM_RAAS,
      ],
      [
        'arb',
        '沙坦类降压药（ARB，包括沙库巴曲缬沙坦/诺欣妥）',
        'an angiotensin receptor blocker (a “-sartan” medicine, sacubitril/valsartan/Entresto included)',
        'monitor',
        POTASSIUM_RAAS,
      ],
      [
        'calcineurin_inhibitor',
        '他克莫司、环孢素',
        'tacrolimus or ciclosporin',
        'monitor',
        POTASSIUM_CALCINEURIN,
      ],
    ] as const
  ).map(([cls, zhName, enName, management, source]) =>
    row(c(cls), c('potassium_supplement'), potassiumSupplementBody(zhName, enName, management), source),
  ),
  row(
    d('sulfamethoxazole-trimethoprim'),
    c('potassium_supplement'),
    potassiumSupplementBody(
      '复方磺胺甲噁唑（复方新诺明，含甲氧苄啶）',
      'co-trimoxazole (trimethoprim; Bactrim, Septra)',
      'monitor',
    ),
    TRIMETHOPRIM_POTASSIUM,
  ),
  // Seventh clinician review of 2026-11-26 (en A1): co-trimoxazole started beside spironolactone and
  // lisinopril, with a potassium of 5.6 and an eGFR of 41, was only "trimethoprim × potassium
  // supplement, moderate". Trimethoprim is an amiloride-like potassium-sparing drug: with a
  // potassium-sparing diuretic, an ACE inhibitor or an ARB it is a recognised cause of hyperkalaemia
  // and sudden death in older people.
  ...(
    [
      [
        'potassium_sparing_diuretic',
        '螺内酯等保钾利尿药',
        'spironolactone or another potassium-sparing diuretic',
      ],
      ['ace_inhibitor', '普利类降压药（ACE抑制剂）', 'an ACE inhibitor (a “-pril” medicine)'],
      ['arb', '沙坦类降压药（ARB）', 'an angiotensin receptor blocker (a “-sartan” medicine)'],
    ] as const
  ).map(([cls, zhName, enName]) =>
    row(
      c(cls),
      d('sulfamethoxazole-trimethoprim'),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: `复方磺胺甲噁唑（复方新诺明）中的甲氧苄啶在肾脏的作用像保钾利尿药，会减少钾的排出；与${zhName}合用，血钾可在几天内升到危险水平。老年人和肾功能下降的人风险最高，已有合用后猝死的报告。`,
          en: `The trimethoprim in co-trimoxazole (Bactrim, Septra) holds potassium back in the kidney like a potassium-sparing diuretic; with ${enName} the potassium can reach a dangerous level within days. Older people and those with reduced kidney function are most at risk, and sudden deaths have been reported with the combination.`,
        },
        advice: {
          zh: `请尽快（最好今天）告诉开抗生素的医生你在服用${zhName}，以及你的年龄和肾功能，问是否可以换用别的抗生素；如果仍用这个药，请在开始服用后2～3天内查血钾。疗程中不要服用钾补充剂或低钠盐，也不要多吃高钾食物。不要自行停用降压药或利尿药。出现肌肉无力、心慌或心跳不规律，请立即就医。`,
          en: `Tell the doctor who prescribed the antibiotic soon (ideally today) that you take ${enName}, and your age and kidney function, and ask whether another antibiotic would suit; if you stay on it, have your potassium checked within 2–3 days of starting. During the course take no potassium supplement or salt substitute and do not load up on high-potassium foods. Do not stop your blood-pressure medicine or water pill yourself. Muscle weakness, palpitations or an irregular heartbeat need care at once.`,
        },
        whenRaised: {
          marker: 'serumPotassium',
          advice: {
            zh: `你最近一次的血钾已经高于正常范围，再加上这个抗生素风险更高：请今天就联系开抗生素的医生（或你的家庭医生），说明你的血钾结果和正在服用的${zhName}，通常需要换用别的抗生素并尽快复查血钾。不要自行停用降压药或利尿药。疗程中不要服用钾补充剂或低钠盐，也不要多吃高钾食物。出现肌肉无力、心慌或心跳不规律，请立即就医。`,
            en: `Your last potassium was already above the range, and this antibiotic adds to it: contact the doctor who prescribed the antibiotic (or your own doctor) today about the potassium result and ${enName}; another antibiotic and a repeat potassium test soon are usually needed. Do not stop your blood-pressure medicine or water pill yourself. During the course take no potassium supplement or salt substitute and do not load up on high-potassium foods. Muscle weakness, palpitations or an irregular heartbeat need care at once.`,
          },
        },
      },
      TRIMETHOPRIM_POTASSIUM,
    ),
  ),
  // Thirty-second clinician review, en M4: a liver transplant on tacrolimus with Septran DS (co-trimoxazole
  // prophylaxis) and a potassium of 5.6 — the plan never named the pair. Both hold potassium back; after a
  // transplant the antibiotic is usually a prophylaxis the team keeps, so the advice is their potassium check.
  row(
    c('calcineurin_inhibitor'),
    d('sulfamethoxazole-trimethoprim'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: {
        zh: '他克莫司、环孢素和复方磺胺甲噁唑（复方新诺明）里的甲氧苄啶都会让肾脏少排钾，合用时血钾更容易升高，肾功能差时更明显。',
        en: 'Tacrolimus or ciclosporin and the trimethoprim in co-trimoxazole (Bactrim, Septra, Septran) both make the kidneys hold on to potassium, so together the potassium rises more easily, more so with weaker kidneys.',
      },
      advice: {
        zh: '移植后吃复方新诺明多半是医生安排的预防用药，不要自己停；请移植团队按时查血钾，疗程中不吃钾补充剂和低钠盐，高钾食物按医生或营养师的安排。肌肉无力、心慌或心跳不规律，立即就医。',
        en: 'After a transplant the co-trimoxazole is usually a prophylaxis your team set: do not stop it yourself; have your potassium checked as the transplant team plans, take no potassium supplement or salt substitute, and follow their advice on high-potassium foods. Muscle weakness, palpitations or an irregular heartbeat need care at once.',
      },
      whenRaised: {
        marker: 'serumPotassium',
        advice: {
          zh: '你最近一次的血钾已经高于正常范围：请今天就联系移植团队，告诉他们这个结果和你在吃的复方新诺明、他克莫司或环孢素，由他们决定怎么调整；不要自己停药。不吃钾补充剂和低钠盐。肌肉无力、心慌或心跳不规律，立即就医。',
          en: 'Your last potassium was already above the range: contact your transplant team today about the result and the co-trimoxazole with tacrolimus or ciclosporin, and let them decide what to change; do not stop any of them yourself. No potassium supplement or salt substitute. Muscle weakness, palpitations or an irregular heartbeat need care at once.',
        },
      },
    },
    {
      ref: `${TRIMETHOPRIM_POTASSIUM.ref}; Prograf (tacrolimus) US prescribing information §5 Hyperkalemia (with other potassium-raising drugs; section from memory)`,
    },
  ),
  ...(['loop_diuretic', 'thiazide_diuretic'] as const).map((cls) =>
    row(
      d('digoxin'),
      c(cls),
      {
        severity: 'moderate',
        management: 'monitor',
        mechanism: {
          zh: '利尿药会降低血钾和血镁，而低钾低镁会增加地高辛中毒（心律失常）的风险。',
          en: 'Water pills lower potassium and magnesium, and low potassium or magnesium makes digoxin toxicity (dangerous heart rhythms) more likely.',
        },
        advice: {
          zh: '请按医生安排定期查血钾、血镁和地高辛浓度；出现恶心、视物发黄或心跳不规律请立即就医。补钾补镁请听医生的，不要自行加减。',
          en: 'Have potassium, magnesium and the digoxin level checked as your doctor plans; nausea, yellow-tinted vision or an irregular heartbeat need care at once. Take potassium or magnesium only as your doctor advises.',
        },
      },
      DIGOXIN_LABEL,
    ),
  ),
  ...(['omeprazole', 'esomeprazole'] as const).map((ppi) =>
    row(
      d('clopidogrel'),
      d(ppi),
      {
        severity: 'major',
        management: 'avoid',
        mechanism: {
          zh: '奥美拉唑和埃索美拉唑抑制肝脏中激活氯吡格雷的酶（CYP2C19），使氯吡格雷的活性产物减少、抗血小板作用减弱，增加支架内血栓、心梗和卒中的风险。',
          en: 'Omeprazole and esomeprazole block the liver enzyme (CYP2C19) that activates clopidogrel, so less of its active form is made and it protects less against clots in a stent, heart attack and stroke.',
        },
        advice: {
          zh: '说明书建议避免两者合用；请尽快告诉开氯吡格雷的医生或药师，由医生决定是否换用泮托拉唑等其他护胃药。在医生调整前，不要自行停用氯吡格雷。',
          en: 'The label advises avoiding this combination: tell the doctor or pharmacist who prescribed clopidogrel soon, and let the prescriber decide on a different stomach medicine such as pantoprazole. Do not stop clopidogrel yourself in the meantime.',
        },
      },
      CLOPIDOGREL_PPI,
    ),
  ),
  // Phosphate binders bind other medicines in the gut (clinician review 2026-11-25, Z5): the labels'
  // separation windows, as advice (a drug pair is never `separate`).
  ...(
    [
      [
        c('fluoroquinolone'),
        {
          zh: '碳酸镧会在肠道里结合沙星类抗生素，使它吸收减少、效果变差。',
          en: 'Lanthanum binds quinolone antibiotics in the gut, so less is absorbed and they work less well.',
        },
        {
          zh: '沙星类抗生素请在服碳酸镧前至少1小时或服后至少4小时再吃；请告诉开抗生素的医生你在用碳酸镧。',
          en: 'Take the quinolone at least 1 hour before or 4 hours after lanthanum, and tell the doctor who prescribes the antibiotic that you take lanthanum.',
        },
      ],
      [
        c('thyroid_hormone'),
        {
          zh: '碳酸镧会减少左甲状腺素的吸收，使甲状腺功能控制变差。',
          en: 'Lanthanum lowers the absorption of levothyroxine, so thyroid control can slip.',
        },
        {
          zh: '左甲状腺素与碳酸镧至少间隔2小时；请医生复查促甲状腺激素。',
          en: 'Keep levothyroxine and lanthanum at least 2 hours apart, and have your TSH checked.',
        },
      ],
    ] as const
  ).map(([other, mechanism, advice]) =>
    row(
      d('lanthanum-carbonate'),
      other,
      { severity: 'moderate', management: 'monitor', mechanism, advice },
      LANTHANUM_LABEL,
    ),
  ),
  ...(
    [
      [
        d('ciprofloxacin'),
        {
          zh: '司维拉姆会在肠道里结合环丙沙星，使它的吸收减少约一半。',
          en: 'Sevelamer binds ciprofloxacin in the gut and cuts its absorption by about half.',
        },
        {
          zh: '环丙沙星请在服司维拉姆前至少2小时或服后至少6小时再吃；请告诉开抗生素的医生你在用司维拉姆。',
          en: 'Take ciprofloxacin at least 2 hours before or 6 hours after sevelamer, and tell the doctor who prescribes it that you take sevelamer.',
        },
      ],
      [
        d('mycophenolate'),
        {
          zh: '司维拉姆会减少吗替麦考酚酯的吸收，血药浓度降低。',
          en: 'Sevelamer lowers the absorption of mycophenolate, so its blood level falls.',
        },
        {
          zh: '吗替麦考酚酯请在服司维拉姆前至少2小时吃；请确认移植团队或肾内科医生知道你同时在用这两种药。',
          en: 'Take mycophenolate at least 2 hours before sevelamer, and make sure your transplant or kidney team knows you take both.',
        },
      ],
      [
        c('thyroid_hormone'),
        {
          zh: '同时服用司维拉姆的人，促甲状腺激素升高（甲状腺功能变差）的情况有报告。',
          en: 'Raised TSH (weaker thyroid control) has been reported in people taking sevelamer with levothyroxine.',
        },
        {
          zh: '左甲状腺素与司维拉姆分开时间服用（至少间隔4小时）；请医生复查促甲状腺激素。',
          en: 'Take levothyroxine and sevelamer at different times (at least 4 hours apart), and have your TSH checked.',
        },
      ],
    ] as const
  ).map(([other, mechanism, advice]) =>
    row(
      d('sevelamer'),
      other,
      { severity: 'moderate', management: 'monitor', mechanism, advice },
      SEVELAMER_LABEL,
    ),
  ),
  row(
    d('digoxin'),
    d('amiodarone'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: {
        zh: '胺碘酮使地高辛的血药浓度升高约70%～100%，容易引起地高辛中毒（恶心、视物发黄、心律失常）。',
        en: 'Amiodarone raises the digoxin level in the blood by about 70–100 %, which can cause digoxin toxicity (nausea, yellow-tinted vision, dangerous heart rhythms).',
      },
      advice: {
        zh: '两药合用时医生通常会把地高辛剂量减半并复查地高辛浓度；请确认开药医生知道你同时在用这两种药，按时抽血复查。出现恶心、视物发黄或心跳不规律请立即就医。不要自行调整剂量。',
        en: 'With both medicines the doctor usually halves the digoxin dose and checks the digoxin level: make sure your prescriber knows you take both, and keep the blood tests. Nausea, yellow-tinted vision or an irregular heartbeat need care at once. Do not change either dose yourself.',
      },
    },
    AMIODARONE_DIGOXIN,
  ),
  // Clinician review of the knowledge tables (2026-11-29), item 2: dronedarone (Multaq) blocks P-gp, so
  // the dabigatran and digoxin levels rise; both are the prescriber's to adjust.
  row(
    d('dabigatran'),
    d('dronedarone'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: {
        zh: '决奈达隆（Multaq）会阻断把达比加群排出体外的P-糖蛋白，使达比加群的血药浓度明显升高，出血风险增加；欧洲指南建议避免合用或减量，美国说明书在肾功能中度下降（肌酐清除率30–50 mL/min）时考虑把达比加群减到每次75 mg、每天两次。',
        en: 'Dronedarone (Multaq) blocks P-glycoprotein, which clears dabigatran, so the dabigatran level rises markedly and with it the risk of bleeding; European guidance advises avoiding the combination or a lower dose, and the US label considers dabigatran 75 mg twice a day when kidney function is moderately reduced (creatinine clearance 30–50 mL/min).',
      },
      advice: {
        zh: '两种药都不要自己停，也不要自己改剂量：请尽快（今天或明天）告诉开药医生或抗凝门诊你同时在用达比加群和决奈达隆，并把最近的肾功能结果给医生看，剂量或用药由医生决定。留意瘀斑、牙龈或鼻出血、黑便、尿色发红；呕血、解黑便或剧烈头痛请立即就医。',
        en: 'Do not stop or change either yourself: tell your prescriber or anticoagulation clinic soon (today or tomorrow) that you take dabigatran and dronedarone together, and show them your latest kidney results; the dose or the choice of medicine is theirs to decide. Watch for bruising, gum or nose bleeds, black stools or red urine; vomiting blood, black stools or a sudden severe headache need care at once.',
      },
    },
    DRONEDARONE_DABIGATRAN,
  ),
  ...(['clofazimine', 'levofloxacin', 'moxifloxacin'] as const).map((other) =>
    row(d('bedaquiline'), d(other), BEDAQUILINE_QT, BEDAQUILINE_QT_SOURCE),
  ),
  // Thirty-ninth clinician review, en S4: sotalol with quinine for leg cramps, a low potassium and magnesium.
  row(
    d('sotalol'),
    d('quinine'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: {
        zh: '索他洛尔和奎宁都会延长QT间期，合用时作用叠加；血钾、血镁偏低或肾功能差时，更容易出现危险的心律失常（尖端扭转型室速）。奎宁治夜间腿抽筋的好处小，英国药监已不建议常规用于抽筋。',
        en: 'Sotalol and quinine both prolong the QT interval, and together the effect adds up; a low potassium or magnesium or weak kidneys make a dangerous heart rhythm (torsades de pointes) more likely. Quinine does little for night-time leg cramps, and the UK regulator advises against it for routine cramps.',
      },
      advice: {
        zh: '索他洛尔不要自己停。请尽快（今天或明天）告诉开索他洛尔的医生你还在吃奎宁，请医生决定是否停用奎宁、查心电图和血钾血镁。心慌、头晕眼前发黑或晕倒，马上叫急救。',
        en: 'Do not stop the sotalol yourself. Tell the doctor who prescribes it soon (today or tomorrow) that you also take quinine, so they decide whether the quinine stops and check an ECG, potassium and magnesium. Palpitations, dizziness or fainting need emergency care at once.',
      },
    },
    {
      ref: 'Betapace (sotalol) US prescribing information §5 and §7 (QT-prolonging drugs; hypokalaemia and hypomagnesaemia) — sections cited from memory; MHRA Drug Safety Update, June 2010: quinine — not to be used routinely for nocturnal leg cramps (QT prolongation and other risks); CredibleMeds QTdrugs list (sotalol and quinine, known risk of TdP)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=sotalol',
    },
  ),
  row(d('naltrexone'), c('opioid'), NALTREXONE_OPIOID, NALTREXONE_OPIOID_SOURCE),
  row(d('naltrexone-bupropion'), c('opioid'), NALTREXONE_OPIOID, NALTREXONE_OPIOID_SOURCE),
  row(d('bupropion'), d('tramadol'), BUPROPION_TRAMADOL, BUPROPION_TRAMADOL_SOURCE),
  row(
    d('naltrexone-bupropion'),
    d('tramadol'),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: `${NALTREXONE_OPIOID.mechanism.zh}另外，${BUPROPION_TRAMADOL.mechanism.zh}`,
        en: `${NALTREXONE_OPIOID.mechanism.en} And ${BUPROPION_TRAMADOL.mechanism.en.charAt(0).toLowerCase()}${BUPROPION_TRAMADOL.mechanism.en.slice(1)}`,
      },
      advice: NALTREXONE_OPIOID.advice,
    },
    { ...NALTREXONE_OPIOID_SOURCE, ref: `${NALTREXONE_OPIOID_SOURCE.ref}; ${BUPROPION_TRAMADOL_SOURCE.ref}` },
  ),
  row(
    d('dabigatran'),
    d('verapamil'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '维拉帕米（异搏定）会阻断把达比加群排出体外的P-糖蛋白，使达比加群的血药浓度升高、出血风险增加；欧洲说明书在同时吃维拉帕米时（以及80岁及以上的人）用较低剂量：每次110毫克、每天两次，两种药同时吃。',
        en: 'Verapamil (Calan, Isoptin) blocks P-glycoprotein, which clears dabigatran, so the dabigatran level rises and with it the risk of bleeding; the European label uses the lower dose — 110 mg twice a day — with verapamil (and from the age of 80), the two taken at the same time.',
      },
      advice: {
        zh: '两种药都不要自己停，也不要自己改剂量：下次就诊前尽快让开药医生或抗凝门诊知道你同时在吃达比加群和维拉帕米，按你的年龄和肾功能核对达比加群的剂量。留意瘀斑、牙龈或鼻出血、黑便、尿色发红；正在出血时先不要吃下一次达比加群，马上就医；呕血、解黑便或剧烈头痛请立即就医。',
        en: 'Do not stop or change either yourself: let your prescriber or anticoagulation clinic know soon that you take dabigatran and verapamil together, so they check the dabigatran dose against your age and kidney function. Watch for bruising, gum or nose bleeds, black stools or red urine; while you are bleeding take no further dabigatran and get care now; vomiting blood, black stools or a sudden severe headache need care at once.',
      },
    },
    VERAPAMIL_DABIGATRAN,
  ),
  row(
    d('digoxin'),
    d('dronedarone'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: {
        zh: '决奈达隆（Multaq）使地高辛的血药浓度明显升高，容易引起地高辛中毒（恶心、视物发黄、心律失常）。',
        en: 'Dronedarone (Multaq) raises the digoxin level in the blood markedly, which can cause digoxin toxicity (nausea, yellow-tinted vision, dangerous heart rhythms).',
      },
      advice: {
        zh: '两药合用时医生通常会重新评估地高辛、把剂量减半并复查地高辛浓度；请确认开药医生知道你同时在用这两种药，按时抽血复查。出现恶心、视物发黄或心跳不规律请立即就医。不要自行调整剂量。',
        en: 'With both medicines the doctor usually reviews the digoxin, halves its dose and checks the digoxin level: make sure your prescriber knows you take both, and keep the blood tests. Nausea, yellow-tinted vision or an irregular heartbeat need care at once. Do not change either dose yourself.',
      },
    },
    DRONEDARONE_DIGOXIN,
  ),
  // Tamoxifen is a prodrug activated by CYP2D6 to endoxifen; strong CYP2D6 inhibitors lower endoxifen
  // and may lower its protection (clinician review 2026-11-25 evening, P7: tamoxifen + paroxetine for
  // hot flushes was missed by the medicine check and declined in the chat).
  ...(['paroxetine', 'fluoxetine', 'bupropion', 'quinidine'] as const).map((inhibitor) =>
    row(
      d('tamoxifen'),
      d(inhibitor),
      {
        severity: 'major',
        management: 'avoid',
        mechanism: {
          zh: '他莫昔芬要靠肝脏的CYP2D6酶转化成起主要作用的代谢物（恩多昔芬）；帕罗西汀、氟西汀、安非他酮和奎尼丁会强烈抑制这个酶，使恩多昔芬明显减少，他莫昔芬预防乳腺癌复发的效果可能变差。',
          en: 'Tamoxifen is turned into its main active form (endoxifen) by the liver enzyme CYP2D6; paroxetine, fluoxetine, bupropion and quinidine strongly block this enzyme, so much less endoxifen is made and tamoxifen may protect less against the breast cancer coming back.',
        },
        advice: {
          zh: '指南建议服用他莫昔芬时避免这类药：请尽快告诉肿瘤科医生和开这个药的医生（常常是全科或家庭医生）你同时在用这两种药，由医生考虑换成不抑制CYP2D6的药（潮热或情绪问题常换用文拉法辛等）。在医生调整前，两种药都不要自行停用；帕罗西汀等抗抑郁药突然停用会引起不适。',
          en: 'Guidelines advise avoiding this combination with tamoxifen: tell your oncologist and the doctor who prescribes the other medicine (often your GP) soon that you take both, so they can consider one that does not block CYP2D6 (for hot flushes or mood, venlafaxine is often used instead). Do not stop either medicine yourself in the meantime; stopping an antidepressant such as paroxetine suddenly can cause withdrawal symptoms.',
        },
      },
      TAMOXIFEN_CYP2D6,
    ),
  ),
  // Clinician review 2026-11-25 late (Z5): allopurinol with newly started azathioprine was silent in
  // the medicine check and declined in the chat; febuxostat is contraindicated with both thiopurines.
  ...(['azathioprine', 'mercaptopurine'] as const).flatMap((thiopurine) =>
    (['allopurinol', 'febuxostat'] as const).map((xo) =>
      row(
        d(xo),
        d(thiopurine),
        {
          severity: 'major',
          management: xo === 'febuxostat' ? 'avoid' : 'monitor',
          mechanism: {
            zh: `${xo === 'allopurinol' ? '别嘌醇' : '非布司他'}抑制黄嘌呤氧化酶，而${thiopurine === 'azathioprine' ? '硫唑嘌呤' : '巯嘌呤'}要靠这个酶分解；合用时它的血药浓度可升高数倍，引起严重甚至致命的骨髓抑制（白细胞、血小板减少）。`,
            en: `${xo === 'allopurinol' ? 'Allopurinol' : 'Febuxostat'} blocks xanthine oxidase, the enzyme that breaks down ${thiopurine}; together its level can rise several-fold and cause severe, sometimes fatal, bone marrow suppression (low white cells and platelets).`,
          },
          advice:
            xo === 'febuxostat'
              ? {
                  zh: '说明书规定两者禁止合用：请今天就告诉开这两种药的医生（风湿科或痛风门诊，以及消化科或开免疫抑制剂的医生），由医生换药。在医生调整前不要自行停药或改剂量。出现发热、咽痛、口腔溃疡、异常瘀斑或出血，请立即就医。',
                  en: `The label forbids this combination: tell both prescribers today (the gout doctor and the doctor who prescribes ${thiopurine}) so they can change one of them. Do not stop or change either dose yourself in the meantime. Fever, a sore throat, mouth ulcers, unusual bruising or bleeding need care at once.`,
                }
              : {
                  zh: `两者合用时，${thiopurine === 'azathioprine' ? '硫唑嘌呤' : '巯嘌呤'}的剂量必须由医生减到平时的四分之一左右（或改用其他药），并频繁查血常规。请今天就确认开这两种药的医生都知道你同时在用；不要自行改剂量或停药。出现发热、咽痛、口腔溃疡、异常瘀斑或出血，请立即就医。`,
                  en: `With both, the ${thiopurine} dose must be cut by the doctor to about a quarter of the usual dose (or another medicine used), with frequent blood counts. Make sure today that both prescribers know you take both; do not change or stop either dose yourself. Fever, a sore throat, mouth ulcers, unusual bruising or bleeding need care at once.`,
                },
        },
        THIOPURINE_XO,
      ),
    ),
  ),
  // Clinician review 2026-11-25 late (E3): theophylline with newly started ciprofloxacin (CYP1A2)
  // was silent; the macrolides erythromycin and clarithromycin raise theophylline too.
  ...(['ciprofloxacin', 'erythromycin', 'clarithromycin'] as const).map((antibiotic) =>
    row(
      d('theophylline'),
      d(antibiotic),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: `${antibiotic === 'ciprofloxacin' ? '环丙沙星' : antibiotic === 'erythromycin' ? '红霉素' : '克拉霉素'}减慢肝脏对茶碱的分解，茶碱血药浓度升高，可引起茶碱中毒：恶心、呕吐、心慌、手抖，严重时抽搐甚至死亡。`,
          en: `${antibiotic === 'ciprofloxacin' ? 'Ciprofloxacin' : antibiotic === 'erythromycin' ? 'Erythromycin' : 'Clarithromycin'} slows the liver’s breakdown of theophylline, so the theophylline level rises and can become toxic: nausea, vomiting, palpitations, tremor and, at worst, seizures or death.`,
        },
        advice: {
          zh: '请今天就告诉开抗生素的医生和开茶碱的医生你同时在用这两种药：医生可能换用别的抗生素，或减少茶碱剂量并查茶碱血药浓度。不要自行改剂量或停药。出现反复呕吐、心跳很快或不规律、抽搐，请立即就医。',
          en: 'Tell the doctor who prescribed the antibiotic and the doctor who prescribes theophylline today that you take both: they may choose another antibiotic, or lower the theophylline dose and check the theophylline level. Do not change or stop either yourself. Repeated vomiting, a fast or irregular heartbeat or a seizure need care at once.',
        },
      },
      THEOPHYLLINE_CYP1A2,
    ),
  ),
  // Twelfth clinician review (zh P1 #1): theophylline with levofloxacin (可乐必妥) was never flagged, and
  // asked directly the chat had "no rule". Levofloxacin, ofloxacin and norfloxacin raise theophylline less
  // than ciprofloxacin, yet their labels ask for the level to be watched (moderate, monitor).
  ...(['levofloxacin', 'ofloxacin', 'norfloxacin'] as const).map((quinolone) => {
    const zh =
      quinolone === 'levofloxacin' ? '左氧氟沙星' : quinolone === 'ofloxacin' ? '氧氟沙星' : '诺氟沙星';
    const en =
      quinolone === 'levofloxacin' ? 'Levofloxacin' : quinolone === 'ofloxacin' ? 'Ofloxacin' : 'Norfloxacin';
    return row(
      d('theophylline'),
      d(quinolone),
      {
        severity: 'moderate',
        management: 'monitor',
        mechanism: {
          zh: `喹诺酮类抗生素会让茶碱血药浓度升高，环丙沙星最明显；${zh}影响小一些，但说明书仍要求密切留意茶碱浓度。两者合用还更容易出现抽搐，即使茶碱浓度不高。`,
          en: `Quinolone antibiotics raise the theophylline level, ciprofloxacin most of all; ${en.toLowerCase()} does so less, but its label still asks for the theophylline level to be watched closely. Together they also make seizures more likely, even without a raised level.`,
        },
        advice: {
          zh: `两种药都按医生开的吃，不要自行停药或改剂量。请告诉开${zh}的医生你在吃茶碱：医生可能查茶碱血药浓度或调整剂量。出现恶心、呕吐、心慌、手抖，请当天就医；出现抽搐请立即拨打急救电话。`,
          en: `Keep taking both as prescribed; do not stop or change either yourself. Tell the doctor who prescribed the ${en.toLowerCase()} that you take theophylline: they may check your theophylline level or adjust the dose. Nausea, vomiting, palpitations or tremor need a doctor the same day; a seizure needs an ambulance at once.`,
        },
      },
      THEOPHYLLINE_OTHER_QUINOLONES,
    );
  }),
  // Fifth clinician review of 2026-11-25 (zh P4): amiodarone with simvastatin 40 mg was silent.
  ...(['simvastatin', 'lovastatin'] as const).map((statin) =>
    row(
      d('amiodarone'),
      d(statin),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: `胺碘酮减慢${statin === 'simvastatin' ? '辛伐他汀' : '洛伐他汀'}的分解，血药浓度升高，肌病和横纹肌溶解的风险增加；说明书规定合用时${statin === 'simvastatin' ? '辛伐他汀每天不超过20 mg' : '洛伐他汀每天不超过40 mg'}。`,
          en: `Amiodarone slows the breakdown of ${statin}, raising its level and the risk of myopathy and rhabdomyolysis; the label caps ${statin === 'simvastatin' ? 'simvastatin at 20 mg a day' : 'lovastatin at 40 mg a day'} with amiodarone.`,
        },
        advice: {
          zh: '请把两种药都告诉开他汀的医生或药师，确认他汀的剂量（或换用其他他汀）。不要自行改剂量或停药。出现不明原因的肌肉疼痛、无力或尿色变深（酱油色、浓茶色），请当天就医。',
          en: 'Tell the doctor who prescribes the statin, or your pharmacist, that you take both so they can check the statin dose (or switch statins). Do not change or stop either yourself. Unexplained muscle pain, weakness or dark (tea- or cola-coloured) urine need care the same day.',
        },
      },
      {
        ref: `${statin === 'simvastatin' ? 'Zocor (simvastatin) US prescribing information §2.3 and §7 (with amiodarone do not exceed 20 mg a day)' : 'Mevacor (lovastatin) US prescribing information §2 and §7 (with amiodarone do not exceed 40 mg a day)'}; Cordarone (amiodarone) US prescribing information §7 (HMG-CoA reductase inhibitors metabolised by CYP3A4)`,
      },
    ),
  ),
  // Seventh clinician review of 2026-11-26 (zh P3, en C): simvastatin 40 mg with amlodipine, over the
  // label's 20 mg cap, was silent — the base myopathy risk grapefruit, pomelo and red yeast rice add to.
  ...(['amlodipine', 'amlodipine-benazepril', 'amlodipine-valsartan'] as const).flatMap((ccb) => [
    row(
      d(ccb),
      d('simvastatin'),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: SIMVASTATIN_AMLODIPINE_MECHANISM,
        advice: {
          zh: '你现在的辛伐他汀剂量超过了这个上限：请在这几天内联系开辛伐他汀的医生或药师，让他们核对剂量（通常会减到每天20 mg，或换成阿托伐他汀、瑞舒伐他汀等其他他汀）。在医生调整之前不要自己减药或停药。这期间不要吃西柚、柚子和红曲；出现不明原因的肌肉疼痛、无力或尿色变深（浓茶色、可乐色），请当天就医。',
          en: 'Your simvastatin dose is above that cap: contact the doctor who prescribes it, or your pharmacist, within the next few days so they can check the dose (usually down to 20 mg a day, or a switch to another statin such as atorvastatin or rosuvastatin). Do not cut or stop it yourself before they do. Meanwhile have no grapefruit, pomelo or red yeast rice; unexplained muscle pain, weakness or dark (tea- or cola-coloured) urine need a doctor the same day.',
        },
      },
      SIMVASTATIN_AMLODIPINE,
      { aboveMg: 20, whenUnknown: false },
      'above-cap',
    ),
    row(
      d(ccb),
      d('simvastatin'),
      {
        severity: 'moderate',
        management: 'monitor',
        mechanism: SIMVASTATIN_AMLODIPINE_MECHANISM,
        advice: {
          zh: '请看一下你的辛伐他汀每天吃多少：如果超过20 mg，请在这几天内联系开药医生或药师核对剂量；20 mg及以下可以照常吃。不要自己改剂量或停药；出现不明原因的肌肉疼痛、无力或尿色变深，请当天就医。',
          en: 'Check how much simvastatin you take a day: above 20 mg, contact your prescriber or pharmacist within the next few days to check the dose; 20 mg or less is fine as it is. Do not change or stop it yourself; unexplained muscle pain, weakness or dark urine need a doctor the same day.',
        },
      },
      SIMVASTATIN_AMLODIPINE,
      { whenUnknown: true, onlyUnknown: true },
      'dose-unknown',
    ),
  ]),
  // Eleventh clinician review (zh P1 finding 2): ciclosporin (新山地明) with atorvastatin (立普妥) 20 mg
  // and new thigh aches was not named as an interaction. Ciclosporin raises atorvastatin exposure
  // several-fold (OATP1B1 and CYP3A4); the label caps atorvastatin at 10 mg a day with it.
  row(
    d('cyclosporine'),
    d('atorvastatin'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: CICLOSPORIN_ATORVASTATIN_MECHANISM,
      advice: {
        zh: '你的阿托伐他汀剂量超过了这个上限：请今天就联系开药的医生（开环孢素或开他汀的医生，比如肾内科医生）或药师，让他们核对剂量或换药；在医生调整之前不要自己减药或停药。新出现的肌肉酸痛、压痛或无力，请今天就告诉医生，并查肌酸激酶（CK）；尿色变深（浓茶色、酱油色、可乐色）、肌肉剧痛或明显无力，请立即就医。',
        en: 'Your atorvastatin dose is above that cap: contact the doctor who prescribes the ciclosporin or the statin (your kidney doctor, for example), or your pharmacist, today so they can check the dose or switch; do not cut or stop either yourself before they do. New muscle aches, tenderness or weakness: tell the doctor today and ask for a CK blood test; dark (tea- or cola-coloured) urine, severe muscle pain or marked weakness: get urgent care now.',
      },
    },
    CICLOSPORIN_ATORVASTATIN,
    { aboveMg: 10, whenUnknown: false },
    'above-cap',
  ),
  row(
    d('cyclosporine'),
    d('atorvastatin'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: CICLOSPORIN_ATORVASTATIN_MECHANISM,
      advice: {
        zh: '请看一下阿托伐他汀每天吃多少：超过10 mg，请今天就联系开药的医生或药师核对剂量或换药；不要自己减药或停药。新出现的肌肉酸痛、压痛或无力，请今天就告诉医生，并查肌酸激酶（CK）；尿色变深（浓茶色、酱油色、可乐色）、肌肉剧痛或明显无力，请立即就医。',
        en: 'Check how much atorvastatin you take a day: above 10 mg, contact your prescriber or pharmacist today to check the dose or switch; do not cut or stop it yourself. New muscle aches, tenderness or weakness: tell the doctor today and ask for a CK blood test; dark (tea- or cola-coloured) urine, severe muscle pain or marked weakness: get urgent care now.',
      },
    },
    CICLOSPORIN_ATORVASTATIN,
    { whenUnknown: true, onlyUnknown: true },
    'dose-unknown',
  ),
  row(
    d('cyclosporine'),
    d('atorvastatin'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: CICLOSPORIN_ATORVASTATIN_MECHANISM,
      advice: {
        zh: '10 mg及以下是说明书允许的量，照医生开的吃，不要自己加量。新出现的肌肉酸痛、压痛或无力，请今天就告诉开药的医生，并查肌酸激酶（CK）；尿色变深（浓茶色、酱油色、可乐色）、肌肉剧痛或明显无力，请立即就医。',
        en: 'Up to 10 mg a day is what the label allows: take it as prescribed and do not raise it yourself. New muscle aches, tenderness or weakness: tell your prescriber today and ask for a CK blood test; dark (tea- or cola-coloured) urine, severe muscle pain or marked weakness: get urgent care now.',
      },
    },
    CICLOSPORIN_ATORVASTATIN,
  ),
  row(
    d('cyclosporine'),
    d('simvastatin'),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: '环孢素使辛伐他汀的血药浓度大幅升高，肌病和横纹肌溶解的风险很高；辛伐他汀说明书规定不能与环孢素合用。',
        en: 'Ciclosporin raises simvastatin levels steeply, with a high risk of myopathy and rhabdomyolysis; the simvastatin label says it must not be taken with ciclosporin.',
      },
      advice: {
        zh: '请今天就联系开药的医生（开环孢素或开他汀的医生）或药师，换用别的降脂药；在医生安排之前不要自己停药。新出现的肌肉酸痛或无力，请今天就告诉医生并查肌酸激酶（CK）；尿色变深、肌肉剧痛或明显无力，请立即就医。',
        en: 'Contact the doctor who prescribes the ciclosporin or the statin, or your pharmacist, today to change to another cholesterol medicine; do not stop either yourself before they do. New muscle aches or weakness: tell the doctor today and ask for a CK blood test; dark urine, severe muscle pain or marked weakness: get urgent care now.',
      },
    },
    {
      ref: 'Zocor (simvastatin) US prescribing information §4 Contraindications (concomitant cyclosporine) and §7 — cited from memory',
    },
  ),
  // Eleventh clinician review (zh P2): gefitinib with an acid reducer — higher stomach pH lowers its
  // absorption (Iressa label: avoid PPIs if possible; otherwise 12 hours apart; H2 blockers 6 hours).
  ...(['ppi', 'pcab', 'h2_blocker'] as const).map((cls) =>
    row(
      d('gefitinib'),
      c(cls),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: '抑酸药让胃里酸度降低，吉非替尼吸收明显减少，抗肿瘤效果可能下降。',
          en: 'An acid reducer raises stomach pH, and gefitinib is then absorbed much less, which can weaken its effect on the cancer.',
        },
        advice: {
          zh: '说明书要求尽量不与质子泵抑制剂同用；必须同用时，由肿瘤科医生或药师定服药时间（质子泵抑制剂通常间隔约12小时，H2受体拮抗剂或抗酸药间隔约6小时）。请把这两种药拿给配药的药师看，按药师说的时间吃，不要自己停药。',
          en: 'The label says to avoid proton pump inhibitors if possible; when one is needed, the oncology team or pharmacist sets the timing (about 12 hours apart for a PPI, about 6 hours for an H2 blocker or antacid). Show both medicines to the pharmacist who dispenses them and take them at the times they give; stop neither on your own.',
        },
      },
      {
        ref: 'Iressa (gefitinib) US prescribing information §2 and §7 Drug Interactions: drugs affecting gastric pH (avoid PPIs if possible; if needed take Iressa 12 hours after the last or 12 hours before the next PPI dose; H2-receptor antagonists and antacids: 6 hours) — cited from memory',
        url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=iressa',
      },
    ),
  ),
  // Erlotinib and dacomitinib, in the dictionary since blind triage round 37, share gefitinib's acid-reducer
  // interaction (their labels: avoid PPIs; an H2 blocker or antacid only at set times). Osimertinib,
  // afatinib and icotinib have none in their labels.
  ...(
    [
      {
        id: 'erlotinib',
        zh: '厄洛替尼',
        en: 'erlotinib',
        timingZh:
          'H2受体拮抗剂（如法莫替丁）要在它之后10小时、下一次之前至少2小时再吃厄洛替尼；抗酸药间隔几个小时',
        timingEn:
          'erlotinib 10 hours after an H2 blocker such as famotidine and at least 2 hours before its next dose; an antacid several hours apart',
        ref: 'Tarceva (erlotinib) US prescribing information §2 and §7 Drug Interactions: drugs affecting gastric pH (avoid PPIs if possible; take Tarceva 10 hours after an H2-receptor antagonist and at least 2 hours before the next dose; separate antacids by several hours) — cited from memory',
        query: 'tarceva',
      },
      {
        id: 'dacomitinib',
        zh: '达可替尼',
        en: 'dacomitinib',
        timingZh: '可以改用抗酸药或H2受体拮抗剂：达可替尼在H2受体拮抗剂之前至少6小时或之后10小时吃',
        timingEn:
          'an antacid or an H2 blocker may be used instead, with dacomitinib at least 6 hours before or 10 hours after the H2 blocker',
        ref: 'Vizimpro (dacomitinib) US prescribing information §7 Drug Interactions: proton pump inhibitors (avoid; locally acting antacids or an H2-receptor antagonist instead — Vizimpro at least 6 hours before or 10 hours after the H2RA) — cited from memory',
        query: 'vizimpro',
      },
    ] as const
  ).flatMap((tki) =>
    (['ppi', 'pcab', 'h2_blocker'] as const).map((cls) =>
      row(
        d(tki.id),
        c(cls),
        {
          severity: 'major',
          management: 'monitor',
          mechanism: {
            zh: `抑酸药让胃里酸度降低，${tki.zh}吸收明显减少，抗肿瘤效果可能下降。`,
            en: `An acid reducer raises stomach pH, and ${tki.en} is then absorbed much less, which can weaken its effect on the cancer.`,
          },
          advice: {
            zh: `说明书要求避免与质子泵抑制剂同用；${tki.timingZh}。请把这两种药拿给配药的药师看，由肿瘤科医生或药师定服药时间，不要自己停药。`,
            en: `The label says to avoid proton pump inhibitors; ${tki.timingEn}. Show both medicines to the pharmacist who dispenses them, let the oncology team or pharmacist set the times, and stop neither on your own.`,
          },
        },
        {
          ref: tki.ref,
          url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${tki.query}`,
        },
      ),
    ),
  ),
  // Thirteenth clinician review (en P1 #1, #4): sofosbuvir/velpatasvir (Epclusa) with an acid reducer —
  // velpatasvir dissolves less as stomach pH rises, and a lower level puts the cure at risk.
  row(
    d('sofosbuvir-velpatasvir'),
    c('ppi'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: {
        zh: '维帕他韦需要胃酸才能溶解吸收；质子泵抑制剂让胃酸减少，维帕他韦的血药浓度下降，丙肝治愈的把握随之降低。',
        en: 'Velpatasvir needs stomach acid to dissolve; a proton pump inhibitor lowers its level, and with it the chance that the hepatitis C treatment cures.',
      },
      advice: {
        zh: '说明书不建议与质子泵抑制剂同用。今天就告诉开丙肝药的医生或药师你在吃它。如果医生认为必须用：丙通沙（Epclusa）随饭吃，在奥美拉唑之前4小时吃，奥美拉唑每天不超过20毫克（其他质子泵抑制剂没有研究过）。不要自己停任何一种药。',
        en: 'The label does not recommend a proton pump inhibitor with Epclusa. Tell the doctor or pharmacist treating your hepatitis C today. If they decide one is needed: take Epclusa with food, 4 hours before the omeprazole, and no more than 20 mg of omeprazole a day (other PPIs have not been studied). Stop neither on your own.',
      },
    },
    EPCLUSA_ACID,
  ),
  row(
    d('sofosbuvir-velpatasvir'),
    c('h2_blocker'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: 'H2受体拮抗剂让胃酸减少，维帕他韦吸收变少。',
        en: 'An H2 blocker lowers stomach acid, and less velpatasvir is absorbed.',
      },
      advice: {
        zh: 'H2受体拮抗剂可以和丙通沙同时吃，或间隔12小时吃，剂量不超过相当于法莫替丁每次40毫克、每天两次；请让药师核对你的剂量和时间。',
        en: 'An H2 blocker may be taken at the same time as Epclusa or 12 hours apart, at no more than the equivalent of famotidine 40 mg twice a day; ask your pharmacist to check your dose and times.',
      },
    },
    EPCLUSA_ACID,
  ),
  row(
    d('sofosbuvir-velpatasvir'),
    c('antacid'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '抗酸药中和胃酸，维帕他韦吸收变少。',
        en: 'An antacid neutralises stomach acid, and less velpatasvir is absorbed.',
      },
      advice: {
        zh: '抗酸药和丙通沙至少间隔4小时吃。',
        en: 'Take antacids at least 4 hours apart from Epclusa.',
      },
    },
    EPCLUSA_ACID,
  ),
  // Eleventh clinician review (zh P5): S-1 with warfarin or phenytoin (Teysuno SmPC §4.5, 替吉奥说明书).
  ...forEachVka((vka, v) =>
    row(
      vka,
      d('tegafur-gimeracil-oteracil'),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: `替吉奥（氟尿嘧啶类）可使${v.zh}作用增强，INR升高，出血风险增加。`,
          en: `S-1, a fluoropyrimidine, can increase the effect of ${v.en}: the INR rises and bleeding becomes more likely.`,
        },
        advice: {
          zh: `请确认肿瘤科医生和管理抗凝（INR）的医生都知道你同时在用这两种药，需要更频繁地查INR，由医生调整${v.zh}剂量。不要自行改剂量或停药；出现黑便、呕血、血尿或异常出血请立即就医。`,
          en: `Make sure your oncology team and the doctor who manages your ${v.en} both know you take both: the INR needs checking more often and the doctor adjusts the ${v.en} dose. Change or stop neither yourself; black stools, vomiting blood, blood in the urine or unusual bleeding need care at once.`,
        },
      },
      {
        ref: 'Teysuno (tegafur/gimeracil/oteracil) EU SmPC §4.4/§4.5 (coumarin anticoagulants: INR monitoring; phenytoin: raised phenytoin levels) — cited from memory; 替吉奥胶囊说明书【药物相互作用】（华法林、苯妥英）',
        url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/teysuno',
      },
    ),
  ),
  row(
    d('phenytoin'),
    d('tegafur-gimeracil-oteracil'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: {
        zh: '替吉奥可使苯妥英血药浓度升高，出现头晕、走路不稳、眼球震颤等中毒表现。',
        en: 'S-1 can raise the phenytoin level, with toxicity: dizziness, unsteadiness, jerking eye movements.',
      },
      advice: {
        zh: '请让肿瘤科医生和开苯妥英的医生都知道你同时在用这两种药，按医生安排查苯妥英血药浓度；出现头晕、走路不稳请尽快就医。',
        en: 'Make sure your oncology team and the doctor who prescribes phenytoin both know; have the phenytoin level checked as they advise, and seek care soon for dizziness or unsteadiness.',
      },
    },
    {
      ref: 'Teysuno (tegafur/gimeracil/oteracil) EU SmPC §4.5 (phenytoin: raised plasma phenytoin, toxicity) — cited from memory; 替吉奥胶囊说明书【药物相互作用】',
      url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/teysuno',
    },
  ),
  // Eleventh clinician review (zh P2): 复方甘草酸苷 with a diuretic that loses potassium.
  ...(['thiazide_diuretic', 'loop_diuretic'] as const).map((cls) =>
    row(
      d('compound-glycyrrhizin'),
      c(cls),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: '甘草酸引起假性醛固酮增多，利尿剂又排钾，两者合用血钾更容易明显降低，可出现乏力、抽筋、心律失常。',
          en: 'Glycyrrhizin causes pseudoaldosteronism and the diuretic loses potassium too: together potassium can fall markedly, with weakness, cramps and an irregular heartbeat.',
        },
        advice: {
          zh: '请让开药的医生知道你同时在用这两种药，按时查血钾和血压；乏力、抽筋或心慌时请当天就医。',
          en: 'Make sure the prescriber knows you take both, and have potassium and blood pressure checked; weakness, cramps or palpitations need a doctor the same day.',
        },
      },
      {
        ref: '复方甘草酸苷片（美能）说明书【药物相互作用】（与袢利尿剂、噻嗪类利尿剂合用可增强排钾作用，易出现低钾血症，应注意监测血钾）——章节凭记忆',
      },
    ),
  ),
  // Clinician review 2026-11-25 late (E4): capecitabine with warfarin (boxed warning) was silent.
  // The label's warning is for the coumarin anticoagulants (warfarin, phenprocoumon …): one row per vitamin K antagonist.
  ...forEachVka((vka, v) =>
    row(
      vka,
      d('capecitabine'),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: `卡培他滨使${v.zh}的作用明显增强，INR可大幅升高，已有严重出血甚至死亡的报告；停用卡培他滨后一个月内仍可能发生。`,
          en: `Capecitabine strongly increases the effect of ${v.en}: the INR can rise sharply, and serious and fatal bleeding has been reported, even up to a month after capecitabine is stopped.`,
        },
        advice: {
          zh: `请确认肿瘤科医生和管理你抗凝（INR）的医生都知道你同时在用这两种药，需要频繁查INR并由医生调整${v.zh}剂量（有时改用其他抗凝药）。不要自行改剂量或停药。留意黑便、呕血、血尿、异常瘀斑或出血，出现时立即就医。`,
          en: `Make sure your oncology team and the doctor who manages your ${v.en} (INR) both know you take both: the INR needs checking often, and the ${v.en} dose is adjusted by the doctor (sometimes another anticoagulant is used). Do not change or stop either yourself. Black stools, vomiting blood, blood in the urine, unusual bruising or bleeding need care at once.`,
        },
      },
      CAPECITABINE_WARFARIN,
    ),
  ),
  row(
    d('isotretinoin'),
    c('tetracycline'),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: '异维A酸与米诺环素、多西环素等四环素类合用，可引起颅内压增高（假性脑瘤）：头痛、恶心、视物模糊。',
        en: 'Isotretinoin with a tetracycline such as minocycline or doxycycline can raise the pressure around the brain (pseudotumor cerebri): headache, nausea, blurred vision.',
      },
      advice: {
        zh: '两者不能同时服用；请马上告诉开药的皮肤科医生。如出现剧烈头痛、呕吐或视物模糊，请立即就医。',
        en: 'These two must not be taken together: tell your dermatologist now. A severe headache, vomiting or blurred vision needs care at once.',
      },
    },
    ISOTRETINOIN_LABEL,
  ),
  // Thirty-fourth clinician review (en persona 2): heavy periods on Cyklokapron with Microgynon. The label
  // contraindicates the combined pill (oestrogen and progestogen) with tranexamic acid; a progestogen-only pill
  // is not named, so norethindrone alone has no row.
  ...(
    [
      'drospirenone-ethinylestradiol',
      'levonorgestrel-ethinylestradiol',
      'desogestrel-ethinylestradiol',
      'cyproterone-ethinylestradiol',
      'norgestimate-ethinylestradiol',
      'norethindrone-ethinylestradiol',
    ] as const
  ).map((pill) =>
    row(
      d('tranexamic-acid'),
      d(pill),
      {
        severity: 'major',
        management: 'avoid',
        mechanism: {
          zh: '氨甲环酸让血块不易溶解，含雌激素的复方避孕药本身也增加血栓风险；两者同用会进一步增加腿部、肺部或脑部血栓的风险，说明书把它们列为禁止同用。',
          en: 'Tranexamic acid keeps clots from breaking down, and a combined (oestrogen-containing) pill already raises the risk of clots; together the risk of a clot in the legs, lungs or brain rises further, and the label says not to use them together.',
        },
        advice: {
          zh: '不要自己停掉任何一种，但请在下次用氨甲环酸之前（最好这周内）告诉开药的妇科医生你同时在吃复方避孕药，由医生决定换成别的止血或避孕方法。出现单侧腿肿痛、胸痛、突然气短、视物异常或一侧肢体无力，请立即就医。',
          en: 'Do not stop either on your own, but tell the gynaecologist who prescribed them, before your next course of tranexamic acid (this week if you can), that you take both: they decide which bleeding treatment or contraception to change. A swollen painful leg, chest pain, sudden breathlessness, a change in vision or weakness on one side needs care at once.',
        },
      },
      TRANEXAMIC_COMBINED_PILL,
    ),
  ),
  // Clinician review 2026-11-26 seventh (zh P1, en E): acitretin was not in the dictionary.
  row(
    d('acitretin'),
    c('tetracycline'),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: '阿维A与米诺环素、多西环素等四环素类合用，可引起颅内压增高（假性脑瘤）：头痛、恶心呕吐、视物模糊。',
        en: 'Acitretin with a tetracycline such as minocycline or doxycycline can raise the pressure around the brain (pseudotumor cerebri): headache, nausea and vomiting, blurred vision.',
      },
      advice: {
        zh: '两者不能同时服用；请马上告诉开药的医生。如出现剧烈头痛、呕吐或视物模糊，请立即就医。',
        en: 'These two must not be taken together: tell your prescriber now. A severe headache, vomiting or blurred vision needs care at once.',
      },
    },
    ACITRETIN_LABEL,
  ),
  ...(
    [
      [d('pseudoephedrine'), 'hypertensive'],
      [d('dextromethorphan'), 'serotonin'],
      [d('tramadol'), 'serotonin'],
    ] as const
  ).map(([other, what]) =>
    row(
      c('maoi'),
      other,
      {
        severity: 'major',
        management: 'avoid',
        mechanism:
          what === 'hypertensive'
            ? {
                zh: '单胺氧化酶抑制剂与伪麻黄碱（很多感冒药、鼻塞药里都有）合用可引起高血压危象：剧烈头痛、心跳很快、血压骤升。',
                en: 'An MAOI with pseudoephedrine (in many cold and sinus medicines) can cause a hypertensive crisis: a pounding headache, racing heart and a sudden rise in blood pressure.',
              }
            : {
                zh: '单胺氧化酶抑制剂与右美沙芬、曲马多等合用可引起5-羟色胺综合征：发热、大汗、肌肉抽动、意识混乱。',
                en: 'An MAOI with dextromethorphan, tramadol and similar drugs can cause serotonin syndrome: fever, heavy sweating, twitching muscles, confusion.',
              },
        advice: {
          zh: '服用单胺氧化酶抑制剂期间（以及停药后两周内）不要服用这类药；买感冒药、止咳药或止痛药前请先问药师。',
          en: 'Do not take these while on an MAOI or for two weeks after stopping it; ask the pharmacist before buying any cold, cough or pain medicine.',
        },
      },
      MAOI_LABEL,
    ),
  ),
  // Eighth clinician review (zh P4, en P2): linezolid with sertraline was not named as a pair, and the
  // chat answered "Zoloft with linezolid?" with the pseudoephedrine row.
  ...(['ssri', 'snri'] as const).map((cls) =>
    row(
      c('maoi'),
      c(cls),
      {
        severity: 'major',
        management: 'avoid',
        mechanism: {
          zh: '单胺氧化酶抑制剂（苯乙肼、反苯环丙胺、司来吉兰、雷沙吉兰等）与舍曲林、帕罗西汀、文拉法辛这类增加5-羟色胺的抗抑郁药合用，可引起严重甚至致命的5-羟色胺综合征（血清素综合征）：大汗、高热、手抖、肌肉抽动或僵硬、心跳很快、烦躁或意识混乱。说明书禁止或不建议两者合用，换药时中间要隔至少两周（停氟西汀后要隔五周）。',
          en: 'An MAO inhibitor (phenelzine, tranylcypromine, selegiline, rasagiline …) with an antidepressant that raises serotonin, such as sertraline, paroxetine or venlafaxine, can cause severe, even fatal, serotonin syndrome: heavy sweating, high fever, shaking, twitching or stiff muscles, a racing heart, agitation or confusion. The labels forbid or advise against the combination, and a switch between them needs a gap of at least two weeks (five weeks after fluoxetine).',
        },
        advice: {
          zh: '如果两种药都是医生开的，今天就联系开药的医生或药师，确认他们知道你同时在用这两种药，由医生决定怎么调整。不要自己停用任何一种药。不要再加5-羟色氨酸（5-HTP）、色氨酸、圣约翰草或含右美沙芬的止咳药。出现大汗、发热、手抖、肌肉抽动或僵硬、心跳很快、烦躁或意识混乱，请立即就医。',
          en: 'If a doctor prescribed both, contact the prescriber or a pharmacist today and make sure they know you take both; the doctor decides what to change. Do not stop either medicine yourself. Do not add 5-HTP, tryptophan, St John’s wort or cough medicines with dextromethorphan. Heavy sweating, fever, shaking, twitching or stiff muscles, a racing heart, agitation or confusion need care at once.',
        },
      },
      MAOI_SEROTONERGIC,
    ),
  ),
  // Linezolid is an antibiotic with a reversible MAO-inhibiting effect: its label allows the pair only
  // under close observation, so the advice is the linezolid prescriber today, not "never together".
  ...(['ssri', 'snri', 'tricyclic'] as const).map((cls) =>
    row(
      d('linezolid'),
      c(cls),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: '利奈唑胺是抗生素，同时有单胺氧化酶抑制作用；与舍曲林、文拉法辛、氯米帕明这类增加5-羟色胺的抗抑郁药合用，可引起5-羟色胺综合征（血清素综合征）：大汗、发热、手抖、肌肉抽动或僵硬、心跳很快、烦躁或意识混乱，严重时危及生命，多在合用后几天内出现。说明书和美国FDA都提示两者一般不合用，确需合用时要密切观察。',
          en: 'Linezolid is an antibiotic that also blocks monoamine oxidase; with an antidepressant that raises serotonin, such as sertraline, venlafaxine or clomipramine, it can cause serotonin syndrome: heavy sweating, fever, shaking, twitching or stiff muscles, a racing heart, agitation or confusion. It can be life-threatening and usually starts within days of combining them. The label and the US FDA advise against the combination unless the person is watched closely.',
        },
        advice: {
          zh: '今天就联系开利奈唑胺的医生（感染科、骨科或出院时的病房医生）或药师，确认他们知道你在吃这种抗抑郁药；是否暂停或调整抗抑郁药、怎么观察，由医生决定。不要自己停用任何一种药：抗生素没吃完感染会复发，抗抑郁药突然停也会不舒服。服利奈唑胺期间不要再加5-羟色氨酸（5-HTP）、色氨酸、圣约翰草或含右美沙芬的止咳药。出现大汗、发热、手抖、肌肉抽动或僵硬、心跳很快、烦躁或意识混乱，请立即就医。',
          en: 'Today, contact the doctor who prescribed the linezolid (the infection, orthopaedic or ward team) or a pharmacist and make sure they know you take this antidepressant; whether to pause or change it, and how to watch you, is theirs to decide. Do not stop either medicine yourself: an unfinished antibiotic lets the infection come back, and stopping an antidepressant suddenly causes its own problems. While on linezolid, do not add 5-HTP, tryptophan, St John’s wort or cough medicines with dextromethorphan. Heavy sweating, fever, shaking, twitching or stiff muscles, a racing heart, agitation or confusion need care at once.',
        },
      },
      LINEZOLID_SEROTONERGIC,
    ),
  ),
  // Eighth clinician review (zh P4 Q8, en P2 Q7): night lows on insulin or gliclazide after linezolid
  // was started were not linked to the antibiotic.
  ...(['insulin', 'sulfonylurea'] as const).map((cls) =>
    row(
      c(cls),
      d('linezolid'),
      {
        severity: 'moderate',
        management: 'monitor',
        mechanism: {
          zh: '利奈唑胺可使用胰岛素或磺脲类降糖药（如格列齐特、格列美脲）的糖尿病患者发生低血糖，说明书有专门警示。',
          en: 'Linezolid can cause low blood sugar in people with diabetes on insulin or a sulfonylurea (gliclazide, glimepiride …); its label warns about this.',
        },
        advice: {
          zh: '用利奈唑胺期间多测血糖，尤其是夜里和早上空腹；低于3.9 mmol/L先吃15克糖处理，并在当天告诉管你糖尿病的医生，降糖药可能需要临时减量——由医生调整，不要自己停药或改剂量。',
          en: 'While on linezolid, check your glucose more often, above all at night and before breakfast; below 3.9 mmol/L (70 mg/dL) take 15 g of fast sugar, and tell the doctor who manages your diabetes the same day — the diabetes medicine may need lowering for a while, which the doctor decides; do not stop or change a dose yourself.',
        },
      },
      {
        ref: 'Zyvox (linezolid) US prescribing information (Pfizer, rev. 2021) §5 Warnings and Precautions, Hypoglycemia: symptomatic hypoglycaemia in patients with diabetes receiving insulin or oral hypoglycaemic agents; a dose reduction of the antidiabetic or stopping linezolid may be needed',
        url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=zyvox',
      },
    ),
  ),
  // Seventh clinician review (en D8, D1): tramadol with sertraline was not named as a pair.
  ...(['ssri', 'snri'] as const).map((cls) =>
    row(
      c(cls),
      d('tramadol'),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: '曲马多本身也增加5-羟色胺，与这类抗抑郁药合用可引起5-羟色胺综合征（大汗、发热、手抖、肌肉抽动、烦躁或意识混乱），也更容易诱发抽搐；有的抗抑郁药（如氟西汀、帕罗西汀、舍曲林）还会让曲马多的止痛效果变差。两者都可能让血钠降低，老年人尤其要注意。',
          en: 'Tramadol itself raises serotonin; with these antidepressants it can cause serotonin syndrome (sweating, fever, shaking, muscle jerks, agitation or confusion) and makes seizures more likely; some antidepressants (fluoxetine, paroxetine, sertraline) also weaken tramadol’s pain relief. Both can lower blood sodium, above all in older people.',
        },
        advice: {
          zh: '如果两种药都是医生开的，请照常服用，并确认两位开药医生都知道你同时在用；不要再自己加5-羟色氨酸（5-HTP）、色氨酸、圣约翰草或含右美沙芬的止咳药。出现大汗、发热、手抖、肌肉抽动、烦躁或意识混乱，请立即就医。不要自行停用任何一种药。',
          en: 'If a doctor prescribed both, keep taking them and make sure both prescribers know you take both; do not add 5-HTP, tryptophan, St John’s wort or cough medicines with dextromethorphan yourself. Sweating, fever, shaking, muscle jerks, agitation or confusion need care at once. Do not stop either medicine yourself.',
        },
      },
      {
        ref: 'Ultram (tramadol) US prescribing information §5 (serotonin syndrome with serotonergic drugs including SSRIs and SNRIs; seizure risk) and §7 (CYP2D6 inhibitors such as fluoxetine and paroxetine reduce the active metabolite); Zoloft (sertraline) US prescribing information §5.2 (serotonin syndrome with tramadol) and §5.9 (hyponatraemia, older people at greater risk)',
        url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=ultram',
      },
    ),
  ),
  row(
    d('methotrexate'),
    c('nsaid'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '非甾体抗炎药减少甲氨蝶呤经肾脏排出，可增加骨髓抑制和肝肾毒性，尤其是大剂量或肾功能下降时。',
        en: 'NSAIDs reduce how much methotrexate the kidneys clear, which can add to bone marrow suppression and liver or kidney toxicity, above all at high doses or with reduced kidney function.',
      },
      advice: {
        zh: '治疗类风湿的小剂量甲氨蝶呤常与医生开的抗炎药合用，请照常服用并按时验血；不要自行加服布洛芬等止痛药，先问医生或药师。',
        en: 'Low-dose methotrexate for arthritis is often combined with a prescribed anti-inflammatory: keep taking them as prescribed and keep your blood tests; do not add ibuprofen or similar painkillers yourself without asking.',
      },
    },
    METHOTREXATE_LABEL,
  ),
  // Forty-eighth clinician review, S3: in leukaemia treatment the co-trimoxazole is the prophylaxis the team keeps.
  {
    ...row(
      d('methotrexate'),
      d('sulfamethoxazole-trimethoprim'),
      {
        severity: 'major',
        management: 'avoid',
        mechanism: {
          zh: '复方磺胺甲噁唑（含甲氧苄啶）与甲氨蝶呤都抑制叶酸代谢，合用可引起严重的骨髓抑制。',
          en: 'Co-trimoxazole (trimethoprim) and methotrexate both block folate, and together they can cause severe bone marrow suppression.',
        },
        advice: {
          zh: '请马上告诉开抗生素的医生你在用甲氨蝶呤，请医生换用其他抗生素；出现发热、咽痛、口腔溃疡或出血请立即就医。',
          en: 'Tell the doctor who prescribed the antibiotic that you take methotrexate and ask for a different antibiotic; fever, sore throat, mouth ulcers or bleeding need care at once.',
        },
      },
      METHOTREXATE_LABEL,
    ),
    prescribedTogether: {
      withDrugs: LEUKAEMIA_THIOPURINES,
      conditions: CANCER_TREATMENT_CONDITIONS,
      ...METHOTREXATE_COTRIMOXAZOLE_IN_LEUKAEMIA,
    },
  },
  // Fourteenth clinician review, zh P4 #2: 优思弗 (ursodeoxycholic acid) beside 消胆胺 in cholestasis of
  // pregnancy — the sequestrant binds it in the gut, so the two are taken apart.
  row(
    d('ursodeoxycholic-acid'),
    c('bile_acid_sequestrant'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '考来烯胺（消胆胺）等胆汁酸螯合剂在肠道里会结合熊去氧胆酸（优思弗），同时吃会让熊去氧胆酸吸收减少、效果变差。',
        en: 'Cholestyramine and other bile acid sequestrants bind ursodeoxycholic acid (Ursofalk, Actigall) in the gut, so taken together less of it is absorbed and it works less well.',
      },
      advice: {
        zh: '两种药不要同时吃：熊去氧胆酸在考来烯胺之前至少2小时吃，或在之后4–6小时吃（以说明书和医生的安排为准）。两种都是医生开的，照常吃，不要自己停。',
        en: 'Do not take them at the same time: take the ursodeoxycholic acid at least 2 hours before the cholestyramine or 4–6 hours after it (follow the leaflets and your doctor). Both are prescribed: keep taking both, stop neither yourself.',
      },
    },
    {
      ref: '优思弗（熊去氧胆酸胶囊）说明书【药物相互作用】（不应与考来烯胺、考来替泊或含氢氧化铝的抗酸药同时服用，必须服用时至少间隔2小时）; Ursofalk SmPC §4.5; Questran (cholestyramine) US prescribing information, Dosage and Administration (other drugs at least 1 hour before or 4–6 hours after)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=cholestyramine',
    },
  ),
  // Fourteenth clinician review, zh P3 #3: 芬必得 twice a day on pemetrexed with a creatinine clearance
  // near 49 mL/min was misread as a dose question. Ibuprofen lowers pemetrexed's renal clearance.
  row(
    d('pemetrexed'),
    d('ibuprofen'),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: '布洛芬会减少培美曲塞经肾脏排出；肾功能偏低（肌酐清除率45–79 mL/min）时合用，骨髓抑制、肾脏和胃肠道的毒性都会加重。',
        en: 'Ibuprofen lowers how much pemetrexed the kidneys clear; with reduced kidney function (creatinine clearance 45–79 mL/min) together they add to bone-marrow, kidney and gut toxicity.',
      },
      advice: {
        zh: '肾功能偏低时，每次用培美曲塞的前2天、当天和后2天都要避开布洛芬（芬必得）；这几天怎么止痛，请问肿瘤科医生或药师，新出现或加重的腰背痛也请告诉肿瘤科医生。',
        en: 'With reduced kidney function, keep off ibuprofen for 2 days before, the day of and 2 days after each pemetrexed dose; ask your oncology team or pharmacist what to take for pain on those days, and tell them about new or worse back pain.',
      },
    },
    {
      ref: 'ALIMTA (pemetrexed) US prescribing information §7.1 (creatinine clearance 45–79 mL/min: avoid ibuprofen for 2 days before, the day of and 2 days after a dose) and §5.2 (renal toxicity); 力比泰（注射用培美曲塞二钠）说明书【药物相互作用】',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=alimta',
    },
  ),
  // Twenty-seventh clinician review, en M5: an 80-year-old took Benadryl and Tylenol PM every night (both
  // diphenhydramine) with phenobarbital, and nothing was flagged. The same sedating antihistamine twice is a
  // double dose; with a barbiturate the sedation adds up (AGS Beers Criteria 2023: avoid first-generation
  // antihistamines in older adults, and three or more CNS-active drugs together).
  ...(
    [
      ['diphenhydramine', 'diphenhydramine-acetaminophen'],
      ['doxylamine', 'diphenhydramine-acetaminophen'],
      ['diphenhydramine', 'doxylamine'],
    ] as const
  ).map(([a, b]) =>
    row(
      d(a),
      d(b),
      {
        severity: 'major',
        management: 'avoid',
        mechanism: {
          zh: '苯海拉明和多西拉敏都是第一代镇静抗组胺药，“夜用”止痛药（如泰诺PM）里也有苯海拉明：两样一起吃等于吃了双倍，困倦、糊涂、口干、便秘、排尿困难和跌倒都会加重，老年人尤其危险。',
          en: 'Diphenhydramine and doxylamine are both first-generation sedating antihistamines, and "PM" painkillers (Tylenol PM and the like) contain diphenhydramine too: taking two of them is a double dose, with more drowsiness, confusion, dry mouth, constipation, trouble passing urine and falls — above all in older people.',
        },
        advice: {
          zh: '只用其中一种，而且老年人最好都不用来助眠：这周就问医生或药师怎么停、用什么代替；需要止痛时用不带“PM”的对乙酰氨基酚，按说明书的量。',
          en: 'Use one at most — and for sleep in an older person, preferably neither: ask the doctor or pharmacist this week how to come off them and what to use instead; for pain, plain acetaminophen (without "PM") at the label dose.',
        },
      },
      BEERS_ANTIHISTAMINE,
    ),
  ),
  // Forty-fifth clinician review, en S1: 10 weeks pregnant on Diclegis (doxylamine 10 mg with pyridoxine 10 mg a
  // tablet, at most 4 a day) added Unisom SleepTabs (doxylamine) on a friend's advice — a second dose of the same
  // antihistamine over the labelled maximum.
  ...(['doxylamine', 'diphenhydramine', 'diphenhydramine-acetaminophen'] as const).map((other) =>
    row(
      d('doxylamine-pyridoxine'),
      d(other),
      {
        severity: 'major',
        management: 'avoid',
        mechanism: {
          zh: '这个止吐药每片已经含有多西拉敏（Diclegis 10毫克，Bonjesta 20毫克），说明书每天最多吃到4片（Bonjesta 2片）；再吃助眠药（Unisom 就是多西拉敏，泰诺PM、苯海拉明是同类镇静抗组胺药）等于加倍，嗜睡、头晕、口干、便秘都会加重，也超过了说明书的最大量。',
          en: 'This anti-sickness tablet already contains doxylamine (Diclegis 10 mg, Bonjesta 20 mg a tablet), up to the label’s maximum of 4 tablets a day (Bonjesta 2); a sleep aid on top (Unisom is doxylamine itself, diphenhydramine and “PM” painkillers the same kind of sedating antihistamine) doubles it — more drowsiness, dizziness, dry mouth and constipation, beyond the labelled maximum.',
        },
        advice: {
          zh: '不要再另外吃这些助眠药；恶心呕吐没控制住，请问产科医生怎么调整，不要自己加药。',
          en: 'Do not add the sleep aid; if the sickness is not controlled, ask your obstetrician how to adjust the treatment rather than adding tablets yourself.',
        },
      },
      {
        ref: 'Diclegis (doxylamine succinate and pyridoxine hydrochloride) US prescribing information §2.1 (up to 4 tablets a day) and §5.1 (somnolence; avoid other CNS depressants); Bonjesta US prescribing information §2.1; ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy (2018) — sections cited from memory',
        url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=diclegis',
      },
    ),
  ),
  ...(['diphenhydramine', 'doxylamine', 'diphenhydramine-acetaminophen'] as const).flatMap((antihistamine) =>
    (['phenobarbital', 'primidone'] as const).map((barbiturate) =>
      row(
        d(barbiturate),
        d(antihistamine),
        {
          severity: 'major',
          management: 'monitor',
          mechanism: {
            zh: '苯巴比妥（扑米酮在体内也会变成苯巴比妥）和苯海拉明、多西拉敏这类镇静抗组胺药都会抑制大脑：一起用更困、更糊涂、走路更不稳，夜里起床容易跌倒，呼吸也可能变慢。',
            en: 'Phenobarbital (primidone becomes phenobarbital in the body) and a sedating antihistamine such as diphenhydramine or doxylamine both slow the brain: together they bring more drowsiness, confusion and unsteadiness, falls when getting up at night, and slower breathing.',
          },
          advice: {
            zh: '苯巴比妥不要自己停（突然停药可能引起癫痫发作）；助眠或“夜用”药请这周问医生或药师能不能停、换什么。不要同时喝酒。叫不醒、呼吸很慢很浅：立即拨打急救电话。',
            en: 'Do not stop the phenobarbital yourself (stopping suddenly can bring on seizures); ask the doctor or pharmacist this week whether the sleep or "PM" product can be stopped and what to use instead. No alcohol with them. Someone who cannot be woken or breathes very slowly or shallowly needs an ambulance now.',
          },
        },
        BEERS_ANTIHISTAMINE,
      ),
    ),
  ),
  // Tenth clinician review (en P5): OxyContin and Percocet with Lyrica were no pair, and "is that ok with
  // the lyrica and oxycontin?" was "no reliable rule" for the two medicines. Gabapentinoids with an opioid
  // slow breathing (FDA Drug Safety Communication 2019; MHRA 2021).
  ...(['pregabalin', 'gabapentin'] as const).map((gabapentinoid) =>
    row(
      c('opioid'),
      d(gabapentinoid),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: '阿片类止痛药（羟考酮、吗啡、曲马多、可待因等）和普瑞巴林或加巴喷丁合用，会一起抑制呼吸、加重嗜睡：呼吸可能变慢变浅甚至停止，可能致命。老年人、有慢阻肺等肺病、喝酒，或同时吃安眠药、镇静药、助眠保健品（缬草、卡瓦胡椒等）时风险更高。美国FDA（2019年）和英国药监局MHRA（2021年）都对此发出过警示。',
          en: 'An opioid painkiller (oxycodone, morphine, tramadol, codeine …) with pregabalin or gabapentin slows breathing and adds drowsiness: breathing can become slow and shallow or stop, which can be fatal. The risk is higher in older people, with lung disease such as COPD, with alcohol, and with sleeping pills, sedatives or sleep-aid supplements (valerian, kava). The US FDA (2019) and the UK MHRA (2021) have warned about this combination.',
        },
        advice: {
          zh: '两种都是医生开的，请照常服用，不要自己停药（突然停普瑞巴林或加巴喷丁可能引起戒断反应或发作），也不要自己加量；确认开药医生知道你同时在用这两种药，剂量由医生决定。用药期间不要喝酒，不要自己加安眠药、镇静药或助眠保健品。家人要知道危险信号：叫不醒、呼吸很慢或打呼噜声音很怪、嘴唇发紫发灰，要立即拨打急救电话。',
          en: 'If a doctor prescribed both, keep taking them as prescribed and never take more; do not stop either yourself — a sudden end to pregabalin or gabapentin can bring withdrawal or seizures. Make sure your prescriber knows you take both, as the doses are theirs to set. Do not drink alcohol or add sleeping pills, sedatives or sleep-aid supplements while on both, and ask your prescriber or pharmacist about keeping naloxone (Narcan) at home. The people you live with should know the danger signs: someone who cannot be woken, breathes very slowly or snores oddly, or has blue or grey lips needs an ambulance now.',
        },
      },
      {
        ref: 'US FDA Drug Safety Communication (19 December 2019): serious breathing difficulties with gabapentin (Neurontin, Gralise, Horizant) and pregabalin (Lyrica) used with CNS depressants such as opioids, or in people with lung problems or older people — new warnings in the labels; MHRA Drug Safety Update (April 2021), Pregabalin (Lyrica): reports of severe respiratory depression, higher risk with opioids and other CNS depressants; Lyrica (pregabalin) and Neurontin (gabapentin) US prescribing information §5 (respiratory depression); CDC Clinical Practice Guideline for Prescribing Opioids for Pain (2022), Rec. 8 and 11 (naloxone; caution with other CNS depressants)',
        url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-warns-about-serious-breathing-problems-seizure-and-nerve-pain-medicines-gabapentin-neurontin',
      },
    ),
  ),
  // Forty-sixth clinician review, zh S3: on methadone, a friend's diazepam with baijiu to sleep got "best not to
  // drink". An opioid with a benzodiazepine or a Z-drug is the FDA's boxed-warning pair (2016): breathing stops.
  ...(['benzodiazepine', 'hypnotic'] as const).map((sedative) =>
    row(
      c('opioid'),
      c(sedative),
      {
        severity: 'major',
        management: 'avoid',
        mechanism: {
          zh: '阿片类药物（美沙酮、丁丙诺啡、羟考酮、吗啡、曲马多、可待因等）和安定类（地西泮/安定、阿普唑仑、氯硝西泮等）或安眠药（唑吡坦、佐匹克隆）合用，会一起抑制呼吸：可能深睡叫不醒、呼吸变慢甚至停止，再加酒更危险。这是阿片类药物过量致死最常见的组合，美国FDA（2016年）为此加了最严重级别的黑框警告。',
          en: 'An opioid (methadone, buprenorphine, oxycodone, morphine, tramadol, codeine …) with a benzodiazepine (diazepam/Valium, alprazolam, clonazepam …) or a sleeping pill such as zolpidem slows breathing together: deep sleep you cannot be woken from, breathing that slows or stops — and alcohol on top makes it worse. This is the commonest combination in fatal opioid overdoses; the US FDA (2016) put its strongest (boxed) warning on it.',
        },
        advice: {
          zh: '安定类和安眠药只用你自己的医生知道你在用阿片类药物后开的那一种：朋友给的安定再加上酒，和美沙酮等阿片类叠在一起，最容易出事。喝酒这一项，用阿片类药物期间一口都不要。睡不好请告诉开阿片类药物的医生或美沙酮门诊，由他们想办法。如果两种都是医生开的，请照常按医嘱用、不要自己加量，确认两位开药医生都知道；也不要自己停（突然停安定类可能引起戒断甚至抽搐）。可以问医生或药师家里备纳洛酮。叫不醒、呼吸很慢或像打呼噜、嘴唇发紫，家人要立即拨打急救电话。',
          en: 'Use a benzodiazepine or sleeping pill only if your own doctor prescribed it knowing you take an opioid: a friend’s diazepam on top of methadone or another opioid, with alcohol, is exactly the combination that kills. No alcohol at all while you take an opioid. Tell the doctor or clinic who prescribes your opioid about the sleep problem and let them decide what helps. If a doctor prescribed both, take them only as prescribed, never more, and make sure both prescribers know; do not stop either suddenly yourself (stopping a benzodiazepine abruptly can cause withdrawal or seizures). Ask about keeping naloxone (Narcan) at home. Someone who cannot be woken, breathes very slowly or snores oddly, or has blue lips needs an ambulance now.',
        },
      },
      {
        ref: 'US FDA Drug Safety Communication (31 August 2016): FDA warns about serious risks and death when combining opioid pain or cough medicines with benzodiazepines; requires its strongest warning (boxed warning on both); FDA Drug Safety Communication (20 September 2017) on medication-assisted treatment (methadone, buprenorphine) with benzodiazepines; Dolophine (methadone) US prescribing information boxed warning (concomitant use with benzodiazepines or other CNS depressants)',
        url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-fda-warns-about-serious-risks-and-death-when-combining-opioid-pain-or',
      },
    ),
  ),
  // Forty-sixth clinician review, en S1: NyQuil liquid nightly on Antabuse was no pair (its ~10 % alcohol); the same
  // alcohol brings on the reaction with metronidazole or tinidazole.
  ...(
    [
      ['disulfiram', 14],
      ['nitroimidazole', 3],
    ] as const
  ).map(([who, days]) =>
    row(
      who === 'disulfiram' ? d('disulfiram') : c('nitroimidazole'),
      c('alcohol_liquid'),
      {
        severity: 'major',
        management: 'avoid',
        mechanism: {
          zh: `NyQuil液体等夜用感冒糖浆含酒精（原版约10%），两大勺就是一小杯酒的量；吃${who === 'disulfiram' ? '双硫仑（戒酒药）' : '甲硝唑、替硝唑'}时会引起双硫仑（样）反应：脸红发烫、心跳很快、恶心呕吐、气短、头晕，严重时血压下降。`,
          en: `NyQuil liquid and similar night-time cold syrups contain alcohol (about 10 % in the original), so two tablespoons is a small drink; on ${who === 'disulfiram' ? 'disulfiram (Antabuse)' : 'metronidazole or tinidazole'} it brings on the disulfiram${who === 'disulfiram' ? '' : '-like'} reaction: a hot red face, a pounding heart, nausea and vomiting, breathlessness, dizziness, and in severe cases a drop in blood pressure.`,
        },
        advice: {
          zh: `这种含酒精的糖浆换掉：请药师换成不含酒精的感冒药（比如胶囊、片剂或标明“无酒精”的配方），买前看成分表里有没有“酒精/乙醇”${who === 'disulfiram' ? '；最后一次吃双硫仑后14天内也一样' : `；疗程结束后${days}天内也一样`}。对乙酰氨基酚每天总量别超过说明书的上限，所有含它的药（感冒药、止痛药）要加在一起算；肝功能不好时请问医生你的每日上限。出现胸痛、呼吸困难、晕倒或反复呕吐，请立即拨打急救电话。`,
          en: `Swap this syrup: ask the pharmacist for an alcohol-free cold medicine (capsules, tablets or a formula labelled alcohol-free) and check "alcohol" in the inactive ingredients${who === 'disulfiram' ? ' — for 14 days after your last disulfiram too' : ` — for ${days} days after the course too`}. Keep acetaminophen within the label's daily maximum, counting every product that holds it (NyQuil, DayQuil, Tylenol); with raised liver tests ask your doctor for your own limit. Chest pain, trouble breathing, fainting or repeated vomiting need emergency help at once.`,
        },
      },
      {
        ref: 'Vicks NyQuil Cold & Flu Nighttime Relief liquid, Drug Facts (inactive ingredients: alcohol); Disulfiram tablets USP, US prescribing information (alcohol in disguised forms, cough mixtures; reactions up to 14 days after the last dose); Flagyl (metronidazole) US prescribing information §5 and §7 (alcohol and products containing propylene glycol during and for 3 days after); US FDA OTC acetaminophen labeling, 21 CFR 201.326 (liver warning: 4,000 mg in 24 hours, other acetaminophen products, 3 or more drinks a day) — sections from memory',
        url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=disulfiram',
      },
    ),
  ),
  // Forty-sixth clinician review, zh S2: methadone with a new fluconazole course, QTc 486 ms and a low potassium and
  // magnesium, was no pair. Azole antifungals slow methadone's breakdown (CYP3A4, CYP2C19) and add QT prolongation.
  row(
    d('methadone'),
    c('antifungal_azole'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: {
        zh: '氟康唑、伊曲康唑、酮康唑等唑类抗真菌药会减慢美沙酮在肝脏的分解，美沙酮血药浓度升高，可能过度嗜睡、呼吸变慢；它们本身也会延长心电图QT间期，和美沙酮叠加，危险心律失常（尖端扭转型室速）更容易发生，血钾、血镁低时更危险。',
        en: 'Fluconazole, itraconazole, ketoconazole and other azole antifungals slow the liver’s breakdown of methadone, so its level rises (more drowsiness, slower breathing); they also prolong the QT interval themselves, so with methadone a dangerous rhythm (torsades de pointes) is more likely — more so with a low potassium or magnesium.',
      },
      advice: {
        zh: '今天就联系美沙酮门诊或开抗真菌药的医生，告诉他们你同时在用这两种药：由医生决定是否换成不影响美沙酮的药（比如口腔念珠菌可用局部用药）、是否查心电图和血钾血镁。不要自己改美沙酮的量。心慌、头晕、晕倒，或特别困、呼吸变慢，请立即拨打急救电话，并说明你在吃美沙酮和抗真菌药。',
        en: 'Contact your methadone clinic or the doctor who prescribed the antifungal today and tell them you take both: they decide whether to switch to a treatment that does not affect methadone (for oral thrush, a medicine used in the mouth) and whether you need an ECG and a potassium and magnesium check. Do not change your methadone dose yourself. Palpitations, dizziness, fainting, or being very drowsy with slow breathing need an ambulance now — tell them you take methadone and the antifungal.',
      },
    },
    {
      ref: 'Dolophine (methadone) US prescribing information boxed warning (life-threatening QT prolongation; interactions with CYP3A4, CYP2B6, CYP2C19 inhibitors) and §7; Diflucan (fluconazole) US prescribing information §5 (QT prolongation) and §7 (methadone: increased levels); CredibleMeds QTdrugs list (fluconazole, methadone: known risk of torsades) — sections from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=dolophine',
    },
  ),
  // Forty-seventh clinician review, zh S3: 溴夫定 (brivudine) for shingles on 替吉奥 (S-1) was no pair, and the chat
  // answered S-1 with vitamin B12. Brivudine's metabolite inactivates DPD for weeks, so fluorouracil and its prodrugs
  // build up to fatal levels; never together, and at least 4 weeks apart either way.
  ...(['brivudine', 'sorivudine'] as const).map((antiviral) =>
    row(c('fluoropyrimidine'), d(antiviral), BRIVUDINE_FLUOROPYRIMIDINE, BRIVUDINE_FLUOROPYRIMIDINE_SOURCE),
  ),
  // Forty-seventh clinician review, en M3: Qsymia is phentermine with topiramate — beside Topamax or a phentermine
  // alone it is the same medicine twice, from prescribers who may not know of each other.
  row(
    d('topiramate'),
    d('phentermine-topiramate'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: {
        zh: '芬特明托吡酯缓释胶囊（Qsymia）里就含有托吡酯：3.75/23规格每粒23毫克，7.5/46规格46毫克，11.25/69规格69毫克，15/92规格92毫克。再加上单独吃的托吡酯（妥泰），等于同一种药吃了两份，两者要加在一起算（比如妥泰每天100毫克加Qsymia 7.5/46，就是每天146毫克托吡酯）：手脚发麻、反应变慢、找词困难、肾结石等副作用更多；怀孕时托吡酯会增加胎儿唇腭裂的风险。',
        en: 'Qsymia (phentermine/topiramate) already contains topiramate — 23 mg in the 3.75/23 capsule, 46 mg in 7.5/46, 69 mg in 11.25/69 and 92 mg in 15/92 — so with Topamax on top you take the same medicine twice, and the two add up (Topamax 100 mg a day with Qsymia 7.5/46 is 146 mg of topiramate a day): more tingling, slowed thinking, trouble finding words and kidney stones, and in pregnancy a higher risk of cleft lip and palate.',
      },
      advice: {
        zh: '今天或明天就告诉两边开药的医生（开妥泰的医生和开Qsymia的减重门诊）你两种都在吃，由他们定托吡酯每天一共吃多少；两种都不要自己改，妥泰也不要突然停（癫痫发作或偏头痛可能反弹）。如果已经怀孕，请看怀孕相关的提示：Qsymia说明书对怀孕有自己的规定。',
        en: 'Tell both prescribers today or tomorrow — the doctor who prescribes Topamax and the weight clinic that prescribes Qsymia — that you take both, so they settle the total topiramate a day; do not change either yourself, and do not stop Topamax abruptly (seizures or the migraines it prevents can come back). If you are pregnant, see the pregnancy advice: the Qsymia label has its own instruction for pregnancy.',
      },
    },
    QSYMIA_LABEL,
  ),
  row(
    d('phentermine'),
    d('phentermine-topiramate'),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: '芬特明托吡酯缓释胶囊（Qsymia）里已经含有芬特明（每粒3.75到15毫克）；再吃单独的芬特明（Adipex-P、Lomaira），就是芬特明吃了两份：心跳加快、血压升高、失眠、心慌焦虑都会更明显。',
        en: 'Qsymia already contains phentermine (3.75 to 15 mg a capsule); phentermine on its own (Adipex-P, Lomaira) on top is a second dose of the same stimulant: a faster heart rate, higher blood pressure, sleeplessness and jitteriness.',
      },
      advice: {
        zh: '这两种不要同时吃：今天就问开药的医生或药师，你该用的是哪一种。胸痛、心跳很快或不规律、气短、晕倒，请立即拨打急救电话。',
        en: 'Do not take the two together: ask the prescriber or a pharmacist today which one you should be on. Chest pain, a racing or irregular heartbeat, breathlessness or fainting need emergency help at once.',
      },
    },
    QSYMIA_LABEL,
  ),
  // Forty-seventh clinician review, en S3: Wellbutrin XL with a friend's Adderall XR was no pair (the chat spoke of
  // caffeine). Misused CNS stimulants are among the label's seizure risk factors on bupropion, and bupropion's strong
  // CYP2D6 inhibition raises amphetamine exposure.
  ...(['bupropion', 'naltrexone-bupropion'] as const).map((bupropion) =>
    row(
      d(bupropion),
      c('stimulant'),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: '安非他酮（Wellbutrin、Zyban，Contrave里也含有）会让抽搐（癫痫发作）更容易发生，说明书把滥用兴奋剂列为增加这一风险的因素；它还强烈抑制肝脏的CYP2D6酶，而苯丙胺类兴奋剂（阿得拉Adderall、赖右苯丙胺Vyvanse）部分靠这个酶清除，合用时浓度升高，更容易心慌、手抖、血压升高、睡不着。',
          en: 'Bupropion (Wellbutrin, Zyban, and in Contrave) makes seizures (fits) more likely, and its label lists misuse of stimulants among what raises that risk; it also strongly blocks the liver enzyme CYP2D6, which helps clear amphetamines (Adderall, Vyvanse), so their level rises — more jitteriness, a racing heart, higher blood pressure, poor sleep.',
        },
        advice: {
          zh: '不是开给你的兴奋剂（朋友给的阿得拉、网上买的“提神药”），吃安非他酮期间一片也不该吃。如果两种都是医生开的，请照医嘱用，并确认两位开药医生都知道对方开的药，兴奋剂的剂量可能要调低；不要自己改任何一种的剂量。出现抽搐、胸痛、心跳很快或很乱、剧烈头痛，立即拨打120。',
          en: 'A stimulant not prescribed to you — a friend’s Adderall, pills bought online — should not be taken at all while you are on bupropion. If a doctor prescribed both, take them as prescribed and make sure each prescriber knows about the other; the stimulant dose may need to be lower. Do not change either dose yourself. A seizure, chest pain, a very fast or irregular heartbeat, or a severe headache need emergency help (911) at once.',
        },
      },
      {
        ref: 'Wellbutrin XL (bupropion) US prescribing information (2024) §5.3 Seizure (risk factors include abuse or misuse of prescription drugs such as CNS stimulants, and anorectic drugs) and §7 (bupropion and its metabolites inhibit CYP2D6); Adderall XR (mixed amphetamine salts) US prescribing information §7 (CYP2D6 inhibitors may increase amphetamine exposure) — sections from memory',
        url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=wellbutrin+xl',
      },
    ),
  ),
  // Ninth clinician review (zh P4): trihexyphenidyl, often given with an antipsychotic in China, could not
  // be entered beside clozapine; anticholinergics (and opioids) add to clozapine's slowing of the gut.
  ...(['anticholinergic', 'opioid'] as const).map((cls) =>
    row(
      d('clozapine'),
      c(cls),
      {
        severity: 'moderate',
        management: 'monitor',
        mechanism: {
          zh:
            cls === 'anticholinergic'
              ? '苯海索、苯扎托品、东莨菪碱、格隆溴铵这类抗胆碱药和氯氮平一样会让肠道蠕动变慢，合用时便秘更常见，也更容易发展成肠梗阻。'
              : '阿片类止痛药（可待因、曲马多、羟考酮等）和氯氮平一样会让肠道蠕动变慢，合用时便秘更常见，也更容易发展成肠梗阻；两者合用还会更嗜睡。',
          en:
            cls === 'anticholinergic'
              ? 'Anticholinergics such as trihexyphenidyl, benztropine, hyoscine and glycopyrrolate slow the gut as clozapine does: together, constipation is more common and more likely to become a blocked bowel.'
              : 'Opioid painkillers (codeine, tramadol, oxycodone …) slow the gut as clozapine does: together, constipation is more common and more likely to become a blocked bowel, and drowsiness adds up too.',
        },
        advice: {
          zh: '两种都是医生开的，请照常服用，并确认精神科医生知道你同时在用；每天留意大便，有便秘（每周少于3次、大便干硬）马上告诉医生，泻药可能要加量。不要自己加用其他会便秘的药。肚子胀痛、呕吐或不排便也不排气，请立即去急诊。',
          en: 'If a doctor prescribed both, keep taking them and make sure your psychiatrist knows you take both; watch your bowels every day and report constipation (fewer than 3 stools a week, hard stools) at once — the laxatives may need increasing. Do not add other constipating medicines yourself. A swollen or painful tummy, vomiting, or no stool and no wind need the emergency department now.',
        },
      },
      CLOZAPINE_GUT_SOURCE,
    ),
  ),
  // Ninth clinician review (en P4): Tegretol with Microgynon was listed as two folate depletions, and "can
  // tegretol stop microgynon working?" was answered with folate. An enzyme inducer makes every pill (combined
  // or progestogen-only) unreliable; the methods it leaves alone are the copper coil, the hormonal coil and
  // the injection (FSRH 2022; UKMEC 2016 category 3).
  ...[c('enzyme_inducing_antiepileptic'), d('oxcarbazepine')].map((a) =>
    row(a, c('oral_contraceptive'), INDUCER_PILL_ANTIEPILEPTIC, INDUCER_PILL_SOURCE),
  ),
  ...[d('rifampicin'), d('efavirenz')].map((a) =>
    row(a, c('oral_contraceptive'), INDUCER_PILL_OTHER, INDUCER_PILL_SOURCE),
  ),
  // Forty-first clinician review, zh S1: "does 全可利 make 优思明 fail?" was "no reliable rule". Bosentan induces
  // CYP3A4 and lowers the pill's hormones, and it harms an unborn baby (knowledge/teratogens.ts).
  row(
    d('bosentan'),
    c('oral_contraceptive'),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: '波生坦（全可利）会加快避孕药激素的代谢，让口服避孕药（以及避孕贴、避孕针、皮下埋植）效果变差；而波生坦本身会导致胎儿畸形。',
        en: 'Bosentan (Tracleer) speeds the breakdown of the pill’s hormones, so the pill (and the patch, injection and implant) becomes less reliable — and bosentan itself harms an unborn baby.',
      },
      advice: {
        zh: '吃波生坦时不能只靠口服避孕药避孕：请今天就联系肺动脉高压团队或妇科，换成或加用宫内节育器、避孕套等不受影响的方法；每个月按要求验孕。不要自己停波生坦。',
        en: 'On bosentan, the pill alone is not enough: contact your pulmonary hypertension team or a contraception clinic today about an IUD, or adding condoms; keep the monthly pregnancy tests. Do not stop the bosentan yourself.',
      },
    },
    {
      ref: 'Tracleer (bosentan) US prescribing information, Boxed Warning and §7 (hormonal contraceptives, including oral, injectable, transdermal and implantable forms, may not be reliable; cited from memory); FSRH CEU Guidance: Drug Interactions with Hormonal Contraception (2017, amended 2022): bosentan is an enzyme inducer',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tracleer',
    },
  ),
  // Eleventh clinician review, en P5: QTc 486 ms on methadone with citalopram (and promethazine most nights)
  // had no pair at all. Each prolongs QT; together, with low potassium or magnesium, torsades is more likely.
  ...(
    [
      ['methadone', 'citalopram'],
      ['methadone', 'escitalopram'],
      ['citalopram', 'promethazine'],
      ['escitalopram', 'promethazine'],
      ['methadone', 'promethazine'],
    ] as const
  ).map(([a, b]) =>
    row(
      d(a),
      d(b),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh:
            b === 'promethazine' && a === 'methadone'
              ? '美沙酮和异丙嗪都会延长心电图上的QT间期，合用时危险心律失常（尖端扭转型室速）更容易发生；两者都让人昏睡，再加酒或普瑞巴林等镇静药，还可能抑制呼吸。'
              : '两种药都会延长心电图上的QT间期，合用时危险心律失常（尖端扭转型室速）更容易发生，血钾、血镁低时更危险；英国药监局（2011）规定西酞普兰、艾司西酞普兰不宜与其他延长QT的药合用。',
          en:
            b === 'promethazine' && a === 'methadone'
              ? 'Methadone and promethazine both prolong the QT interval on the ECG, so a dangerous rhythm (torsades de pointes) is more likely together; both are sedating, and with alcohol or another sedative such as pregabalin breathing can slow dangerously.'
              : 'Both prolong the QT interval on the ECG, so together a dangerous rhythm (torsades de pointes) is more likely, above all with low potassium or magnesium; the MHRA (2011) advises that citalopram and escitalopram are not used with other QT-prolonging medicines.',
        },
        advice: {
          zh:
            b === 'promethazine'
              ? '不要自己再吃异丙嗪（Sominex、非那根）之类助眠或止吐药，先问开药医生或药师有没有不延长QT的办法；处方药不要自己停。心慌、晕倒请立即叫急救。'
              : '两种都是医生开的，请照常服用、不要自己停，但要确认两位开药医生都知道你同时在用，并请他们安排心电图（QTc）和血钾、血镁检查；不要再加其他会延长QT的药（如异丙嗪、某些止吐药和抗生素），少喝酒。心慌、晕倒请立即叫急救。',
          en:
            b === 'promethazine'
              ? 'Do not add promethazine (Sominex, Phenergan) as a sleep aid or for sickness yourself: ask the prescriber or pharmacist for something that does not prolong QT; do not stop a prescribed medicine yourself. Palpitations or fainting need emergency care at once.'
              : 'If a doctor prescribed both, keep taking them and do not stop either yourself, but make sure both prescribers know you take both and ask them for an ECG (QTc) and a potassium and magnesium check; do not add other QT-prolonging medicines (promethazine, some anti-sickness medicines and antibiotics), and keep alcohol low. Palpitations or fainting need emergency care at once.',
        },
      },
      {
        ref: 'MHRA Drug Safety Update (December 2011): citalopram and escitalopram — QT interval prolongation (contraindicated with other QT-prolonging medicines); Dolophine (methadone) US prescribing information boxed warning and §5 (QT prolongation; caution with other QT-prolonging drugs) and §7 (CNS depressants); Phenergan (promethazine) prescribing information (QT prolongation listed; CNS depression with opioids); CredibleMeds QTdrugs list — cited from memory for section numbers',
        url: 'https://www.gov.uk/drug-safety-update/citalopram-and-escitalopram-qt-interval-prolongation',
      },
    ),
  ),
  // Eleventh clinician review, en P1: "does the topamax mess with my birth control??" was not answered. From
  // about 200 mg a day topiramate lowers ethinylestradiol exposure (Topamax US PI §7), and with a teratogen
  // on board a failed pill is the safety point: highly effective contraception (MHRA 2024 PPP).
  row(
    d('topiramate'),
    c('oral_contraceptive'),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: {
        zh: '托吡酯每天200 mg及以上时会让避孕药里炔雌醇（雌激素）的水平下降，剂量越大越明显，避孕药可能失效，也可能出现月经间期出血；低于这个剂量影响小。托吡酯本身会增加胎儿唇腭裂等畸形风险，所以避孕失败正是最要紧的风险。',
        en: 'From about 200 mg a day, topiramate lowers the ethinylestradiol (oestrogen) in the pill, more at higher doses, so the pill may fail — breakthrough bleeding can be a sign; below that dose the effect is small. Topiramate itself raises the risk of birth defects such as cleft lip and palate, so a failed pill is exactly the risk that matters.',
      },
      advice: {
        zh: '两种药都别自己停。在吃托吡酯期间需要高效避孕：最可靠的是宫内节育器（铜环或含药节育环）或皮下埋植；如果继续吃避孕药，每次同房都加用避孕套，并尽快和开托吡酯的医生商量换避孕方式。想要孩子前先找医生换掉托吡酯（见怀孕相关提示）。如果出现月经间期出血或月经没来，请验孕并联系医生。',
        en: 'Do not stop either yourself. While you take topiramate you need highly effective contraception: a copper coil, a hormonal coil or an implant are the most reliable; if you stay on the pill, also use condoms every time and ask the doctor who prescribes topiramate about switching method soon. Before trying for a baby, the prescriber switches topiramate to another medicine first (see the pregnancy advice). Bleeding between periods or a missed period: do a pregnancy test and call the prescriber.',
      },
    },
    {
      ref: 'Topamax (topiramate) US prescribing information §7 Drug Interactions, Oral Contraceptives (no significant change in ethinyl estradiol exposure at 50–200 mg/day; dose-dependent decrease at 200–800 mg/day; possible decreased efficacy and breakthrough bleeding) and §5.6 Fetal Toxicity; MHRA Drug Safety Update, Topiramate: Pregnancy Prevention Programme (June 2024: highly effective contraception; the interaction with hormonal contraceptives to be taken into account — an IUD or IUS, or a barrier method with a hormonal one); FSRH CEU Guidance: Drug Interactions with Hormonal Contraception (2022), topiramate at 200 mg/day or more — cited from memory for section numbers',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=topamax',
    },
  ),
  // The other way round: a pill with ethinylestradiol roughly halves lamotrigine levels (Lamictal label;
  // UKMEC 2016 lamotrigine monotherapy with combined hormonal contraception, category 3), and a switch from
  // carbamazepine to lamotrigine on the pill needs the neurologist to know (ninth review, en P4 Q7).
  row(
    d('lamotrigine'),
    c('oral_contraceptive'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '含炔雌醇（雌激素）的复方避孕药会让拉莫三嗪的血药浓度下降约一半，可能使发作控制变差；每月停药（无药片）的那一周浓度又会回升，可能出现头晕、看东西重影等副作用。拉莫三嗪本身不会让避孕药失效。单纯孕激素避孕药没有这个影响。',
        en: 'A pill with ethinylestradiol (oestrogen) roughly halves the lamotrigine level, which can weaken seizure control; in the pill-free week the level climbs back, which can bring dizziness or double vision. Lamotrigine itself does not stop the pill working. Progestogen-only methods do not have this effect.',
      },
      advice: {
        zh: '两种药都照常吃，不要自己改拉莫三嗪的量；开始吃、不再吃或换避孕药之前，先告诉神经科医生，拉莫三嗪的剂量往往要跟着调整、复查血药浓度。换药期间出现发作增多，或停药周头晕、重影，请联系神经科医生。',
        en: 'Keep taking both and do not change the lamotrigine dose yourself; before you start, stop or change the pill, tell your neurologist, because the lamotrigine dose often needs adjusting and the level checking. More seizures, or dizziness or double vision in the pill-free week, need a call to the neurologist.',
      },
    },
    {
      ref: 'Lamictal (lamotrigine) US prescribing information §2.1 and §7 (estrogen-containing oral contraceptives decrease lamotrigine concentrations by about 50 %; levels rise during the pill-free week; maintenance dose adjustments) and Lamictal SmPC §4.5; UK Medical Eligibility Criteria for Contraceptive Use (FSRH, UKMEC 2016): lamotrigine monotherapy with combined hormonal contraception, category 3; FSRH CEU Guidance: Drug Interactions with Hormonal Contraception (2017, amended 2022)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lamictal',
    },
  ),
  // Fifteenth clinician review (en P3, cross-cutting): Tylenol PM with Aricept — a strongly anticholinergic
  // sleep aid works against a cholinesterase inhibitor and worsens confusion (AGS Beers Criteria 2023).
  row(
    d('donepezil'),
    c('anticholinergic'),
    {
      severity: 'moderate',
      management: 'avoid',
      mechanism: {
        zh: '苯海拉明、多西拉敏这类镇静抗组胺药（很多“夜用”止痛药和助眠药里都有）抗胆碱作用很强，和多奈哌齐的作用正好相反，会让多奈哌齐效果变差，还会加重意识混乱、记忆变差，增加跌倒、便秘和排尿困难的风险。',
        en: 'Sedating antihistamines such as diphenhydramine and doxylamine (in most “PM” painkillers and sleep aids) are strongly anticholinergic: they work against donepezil, so it helps less, and they worsen confusion and memory and make falls, constipation and trouble passing urine more likely.',
      },
      advice: {
        zh: '多奈哌齐照常吃；这类助眠或“夜用”产品是自己买的非处方药，不建议老年人和痴呆患者用：这周请医生或药师帮忙安排怎么停、用什么代替。止痛可以单用对乙酰氨基酚（不含“夜用”成分），按说明书剂量。',
        en: 'Keep taking the donepezil. The sleep aid or “PM” product is an over-the-counter medicine that older adults, and people with dementia above all, are advised to avoid: ask the doctor or pharmacist this week how to come off it and what to use instead. For pain, plain acetaminophen (without “PM”) at the label dose.',
      },
    },
    {
      ref: 'American Geriatrics Society 2023 Updated AGS Beers Criteria, J Am Geriatr Soc 2023;71:2052–2081 (Table 2: first-generation antihistamines, avoid; Table 3: dementia or cognitive impairment, avoid anticholinergics; Table 5 from memory: anticholinergics with cholinesterase inhibitors work against each other)',
    },
  ),
  // Fifteenth clinician review (en P4 serious #1, open on main for the plan): tirzepatide with the pill was
  // said in chat only; the plan's medicine warnings carry it too. Semaglutide and liraglutide labels give no
  // such advice, so the row names tirzepatide, not the GLP-1 class.
  row(
    d('tirzepatide'),
    c('oral_contraceptive'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '替尔泊肽会延缓胃排空，可能让口服避孕药吸收变少、避孕效果变差，开始用药和每次加量后的几周最明显。',
        en: 'Tirzepatide slows stomach emptying and can lower how much of an oral contraceptive you absorb, so the pill may work less well — most in the weeks after starting and after each dose increase.',
      },
      advice: {
        zh: '避孕药照常每天吃；开始用替尔泊肽后的4周，以及每次加量后的4周，换用非口服的避孕方法，或同时加用避孕套。如果怀孕了，请马上联系医生安排替尔泊肽；计划怀孕请提前（至少1个月）和医生商量。',
        en: 'Keep taking the pill every day; for 4 weeks after starting tirzepatide and for 4 weeks after each dose increase, switch to a non-oral method or add a barrier method such as condoms. If you become pregnant, contact your doctor straight away about the tirzepatide; if you plan a pregnancy, talk to your doctor at least 1 month ahead.',
      },
    },
    {
      ref: 'Mounjaro (tirzepatide) US prescribing information §7.2 (oral hormonal contraceptives: switch to a non-oral method, or add a barrier method, for 4 weeks after initiation and after each dose escalation) and §8.1/§8.3 — section numbers from memory; TGA Mounjaro product information (the same advice)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=mounjaro',
    },
  ),
  // Sixteenth blind review (issue 31/30): colchicine with CYP3A4/P-gp inhibitors and statins, domperidone
  // with CYP3A4 inhibitors and QT-prolonging medicines (./enzyme-inhibitor-pairs).
  ...ENZYME_INHIBITOR_PAIRS,
  // Integrase inhibitors with antacid medicines (./integrase-cations).
  ...INTEGRASE_ANTACID_PAIRS,
  ...RILPIVIRINE_ACID_PAIRS,
  // Thirty-fifth clinician review (M5): Oroxine (levothyroxine) with Somac (pantoprazole) and a TSH of 6.8 got
  // "no reliable rule". Levothyroxine needs stomach acid to dissolve; an acid reducer can lower its absorption.
  ...(['ppi', 'pcab'] as const).map((cls) =>
    row(
      c('thyroid_hormone'),
      c(cls),
      {
        severity: 'minor',
        management: 'monitor',
        mechanism: {
          zh: '左甲状腺素片要靠胃酸才能充分溶解吸收；长期吃质子泵抑制剂（奥美拉唑、泮托拉唑等）让胃酸减少，左甲状腺素可能吸收变少，促甲状腺激素（TSH）随之升高。',
          en: 'Levothyroxine tablets need stomach acid to dissolve and be absorbed; a proton pump inhibitor taken long term (omeprazole, pantoprazole/Somac …) lowers the acid, so less levothyroxine may be absorbed and the TSH can rise.',
        },
        advice: {
          zh: '两种药都照常吃，不要自己停。请告诉给你查甲状腺功能的医生你在吃这个胃药；开始、停用或换用胃药后约6–8周复查TSH，由医生决定左甲状腺素要不要调量。左甲状腺素仍然空腹用白开水吃，钙片、铁剂离它至少4小时。',
          en: 'Keep taking both; stop neither on your own. Tell the doctor who checks your thyroid that you take this acid reducer; have the TSH rechecked about 6–8 weeks after starting, stopping or changing it, and let the doctor decide whether the levothyroxine dose needs adjusting. Keep taking levothyroxine on an empty stomach with water, with calcium and iron at least 4 hours away.',
        },
      },
      {
        ref: 'Synthroid (levothyroxine) US prescribing information (AbbVie, 2024) §7.1 Drugs that may decrease T4 absorption (proton pump inhibitors, sucralfate, antacids: gastric acidity is an essential requirement for adequate absorption of levothyroxine; hypochlorhydria may reduce its absorption — monitor patients appropriately); Jonklaas J et al. ATA Guidelines for the Treatment of Hypothyroidism. Thyroid 2014;24:1670 (TSH reassessed some weeks after a change that affects absorption — interval cited from memory)',
        url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=synthroid',
      },
    ),
  ),
  // Forty-ninth clinician review, en S6: dapsone for dermatitis herpetiformis with Septran DS (co-trimoxazole) for
  // a urine infection got "no reliable rule"; a week later her lips were blue-grey (methaemoglobin 7.2 %).
  row(
    d('dapsone'),
    d('sulfamethoxazole-trimethoprim'),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: '复方磺胺甲噁唑里的甲氧苄啶会让氨苯砜的血药浓度升高；两种药都会破坏红细胞（溶血）并引起高铁血红蛋白血症（血液带氧能力下降，嘴唇、指甲发青发灰，气短），合用时更容易、更严重。',
        en: 'The trimethoprim in co-trimoxazole (Septran, Bactrim) raises the dapsone level, and both medicines break down red cells (haemolysis) and cause methaemoglobinaemia (the blood carries less oxygen: bluish-grey lips or nails, breathlessness); together both are more likely and more severe.',
      },
      advice: {
        zh: '两种药都先不要自己停。今天就告诉开抗生素的医生你在吃氨苯砜，请医生考虑换一种不含磺胺、不含甲氧苄啶的抗生素；同时告诉开氨苯砜的皮肤科医生，按医生安排查血常规和高铁血红蛋白。嘴唇或指甲发青发灰、稍动就气短、尿色变深，请立即去急诊，并说明“在吃氨苯砜和复方磺胺甲噁唑”。',
        en: 'Do not stop either on your own. Today, tell the doctor who prescribed the antibiotic that you take dapsone and ask whether an antibiotic without a sulfonamide or trimethoprim would suit; tell the doctor who prescribed the dapsone too, and have a blood count and methaemoglobin level as they advise. Bluish-grey lips or nails, breathlessness on little effort or dark urine need the emergency department now — say "dapsone and co-trimoxazole".',
      },
    },
    {
      ref: 'Dapsone tablets US prescribing information, Warnings (haemolysis and methaemoglobinaemia, dose-related) and Drug Interactions (trimethoprim: dapsone and trimethoprim levels both raised, more methaemoglobinaemia); Lee BL et al. Ann Intern Med 1989;110:606 (dapsone, trimethoprim and sulfamethoxazole plasma levels with co-administration) — cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=dapsone',
    },
  ),
  // Roxadustat with phosphate binders and other cation-containing medicines (./roxadustat-cations).
  ...ROXADUSTAT_CATION_PAIRS,
  // Two sulfonylureas, 消渴丸 (glibenclamide inside) with another among them (./sulfonylurea-duplicates).
  ...SULFONYLUREA_DUPLICATE_PAIRS,
];

/**
 * Medicine pairs after which a nutrient is the prescriber's to give, never a self-chosen product
 * (issue 31 §1): with digoxin and a loop or thiazide diuretic, low potassium or magnesium makes
 * digoxin toxic and too much is as dangerous, so both are prescribed after a blood test (the pair's
 * advice above: "only as your doctor advises"). The plan recommends and sells neither; a depletion is
 * still named for the doctor to check.
 */
export interface PrescriberNutrientRule {
  id: string;
  drugs: readonly DrugId[];
  /** The other side: one of these classes must be taken too (absent: the medicine alone decides). */
  withClasses?: readonly DrugClass[];
  nutrients: readonly ('potassium' | 'magnesium' | 'calcium')[];
  text: Bilingual;
  source: Source;
}

export const PRESCRIBER_NUTRIENTS: readonly PrescriberNutrientRule[] = [
  {
    id: 'digoxin-diuretic',
    drugs: ['digoxin'],
    withClasses: ['loop_diuretic', 'thiazide_diuretic'],
    nutrients: ['potassium', 'magnesium'],
    text: {
      zh: '同时服用地高辛和利尿药：血钾、血镁过低或过高都会影响心律，补钾补镁只能由医生根据化验开具，方案不推荐自行购买{nutrient}补充剂；请按医生安排复查血钾、血镁',
      en: 'You take digoxin with a water pill: potassium and magnesium too low or too high both affect the heart rhythm, so they are prescribed by your doctor after a blood test, and no {nutrient} supplement is chosen here; have potassium and magnesium checked as your doctor plans',
    },
    source: DIGOXIN_LABEL,
  },
  // Calcium beside active vitamin D is the treatment of hypoparathyroidism and of the low calcium of
  // kidney failure, dosed by the prescriber against blood calcium; a plan's own calcium on top can push
  // it too high (fifth clinician review of 2026-11-25, zh P3: calcitriol with a calcium 2.02 got a
  // calcium product of the plan's choosing).
  {
    id: 'active-vitamin-d-calcium',
    drugs: ['calcitriol', 'alfacalcidol', 'paricalcitol'],
    nutrients: ['calcium'],
    text: {
      zh: '你在用活性维生素D（骨化三醇等）：钙的剂量由开药医生按血钙决定，方案不另外推荐钙片；医生开的钙按处方继续吃，按医生安排复查血钙',
      en: 'You take active vitamin D (calcitriol or similar): your calcium dose is set by the prescriber from your blood calcium, so no calcium product is chosen here; keep taking the calcium your doctor prescribed and have your calcium checked as planned',
    },
    source: {
      ref: 'Rocaltrol (calcitriol) prescribing information, DOSAGE AND ADMINISTRATION (an adequate daily calcium intake, supplemental calcium as the physician directs; serum calcium monitored) and WARNINGS (Hypercalcemia)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=calcitriol',
    },
  },
];
