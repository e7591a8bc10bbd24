/**
 * Forty-eighth clinician review (2026-12-02), zh M3: "吃完德巴金半小时吐了，要不要补吃一片？" (valproate, six weeks
 * pregnant) was answered about vitamin D and iced coffee. Whether to take a dose again after vomiting depends on the
 * medicine, its form and how long after the dose the vomiting came: never doubled on one's own, the pharmacist or the
 * prescriber today; a combined pill vomited within 3 hours is taken again (FSRH); vomiting that keeps medicines down
 * on an antiseizure medicine, insulin, an anticoagulant or in pregnancy is seen today.
 */
import type { FaqRow } from './types';

/** Vomiting said after a dose was taken ("吃完德巴金半小时吐了", "threw up an hour after my keppra"). */
const VOMITED_AFTER_A_DOSE =
  /(吃完|吃了|服完|服了|刚吃|吃药|服药|吃下去|咽下去)[^。？?!！]{0,24}(吐了|呕吐|吐出来|吐掉|又吐|一直吐|老是吐|还在吐|吐个不停)|吐了[^。？?!！]{0,8}(药|那片|那粒|一片|一粒)|\b(threw up|vomited|was sick|been sick|puked|throwing up|vomiting)\b[^.?!]{0,40}\b(after|since|right after|just after)\b[^.?!]{0,30}\b(taking|took|taken|my|the|her|his|dose|pill|tablet|meds?)\b|\b(took|taken|had) (my|the|her|his|a) [^.?!]{0,30}\b(then|and|but) (threw up|vomited|was sick|puked|got sick)\b/;

/** Taking it again asked: 要不要补吃, 再吃一片, "should I take another", "redose". */
const TAKE_AGAIN_ASKED =
  /要不要(再|补|重新)|补吃|补一(片|粒|次)|再吃一(片|粒|次|遍)|重新吃|还要再吃|\b(take|have) (it|another|a second|one more|the dose|the pill|another dose) ?(again|more)?\b[^.?!]{0,20}\?|\bre-?dose\b|\btake another\b|\brepeat (the|my|her|his) dose\b|\bdo i (need to )?(take|retake) (it|another)\b/;

export const REVIEW48_VOMITED_DOSE_FAQ: readonly FaqRow[] = [
  {
    id: 'vomited-after-a-dose-take-again',
    when: [VOMITED_AFTER_A_DOSE, TAKE_AGAIN_ASKED],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**吐了之后要不要补吃，不要自己决定，也不要自己加倍吃：** 要看是什么药、什么剂型（缓释片、肠溶片不同），以及吃药后多久吐的、吐出来的有没有整片药——今天就打电话问药师（医院药房）或开药医生，告诉他们药名、剂量和吃药到呕吐隔了多久。抗癫痫药、抗凝药、避孕药、抗排异药、抗病毒药各有自己的规定；短效避孕药吃后3小时内吐了，通常要尽快再吃一片（按说明书漏服的办法处理）。如果一直吐、药留不住——尤其是在吃抗癫痫药、胰岛素或会引起低血糖的降糖药、抗凝药，或者正在怀孕——今天就去医院：药留不住可能诱发癫痫发作、低血糖或血栓；孕期吐得厉害请产科当天评估止吐和补液。',
      en: "**Whether to take a dose again after vomiting is not a call to make on your own, and never double up:** it depends on the medicine, its form (slow-release and enteric-coated tablets differ), how long after the dose you were sick and whether a whole tablet came up — call a pharmacist or the prescriber today and tell them the medicine, the dose and how long after it you vomited. Antiseizure (antiepileptic) medicines, blood thinners, the pill, transplant and HIV medicines each have their own rule; a combined pill vomited within 3 hours is usually taken again as soon as possible (the leaflet's missed-pill advice). If you keep vomiting and can't keep medicines down — above all on an antiseizure medicine, insulin or a diabetes medicine that can cause lows, a blood thinner, or in pregnancy — get seen today: a seizure, a low or a clot can follow, and vomiting in pregnancy that keeps everything down needs the maternity unit today for anti-sickness treatment and fluids.",
    },
    source: {
      ref: 'NHS website, Common health questions: "What should I do if I\'m sick (vomit) after taking my medicine?"; FSRH Clinical Guideline: Combined Hormonal Contraception (2019, amended 2023), vomiting within 3 hours of a pill; RCOG Green-top Guideline No. 68, Epilepsy in Pregnancy (2016); RCOG Green-top Guideline No. 69, Nausea and Vomiting of Pregnancy and Hyperemesis Gravidarum (2016)',
      url: 'https://www.nhs.uk/common-health-questions/medicines/what-should-i-do-if-i-vomit-after-taking-my-medicine/',
    },
  },
];
