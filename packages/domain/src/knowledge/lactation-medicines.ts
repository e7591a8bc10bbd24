import type { Bilingual, Source } from '../contracts/common';

/**
 * A sulfonamide antibiotic (co-trimoxazole: Bactrim, Septra, 复方新诺明) while breastfeeding: usually fine for a
 * healthy term baby past the newborn weeks, avoided while nursing a baby under about a month old, premature,
 * jaundiced, ill or G6PD-deficient (bilirubin displaced from albumin, kernicterus; haemolysis). The plan's warning
 * and the chat's rows (faq/rows-review47-b.ts) say the same: the prescriber or the OB today for a
 * breastfeeding-friendly antibiotic, feeding goes on, no doses simply left out, the baby watched.
 */
export const SULFONAMIDE_NURSING: Bilingual = {
  zh: '{drug}：哺乳期用，对足月出生、满月以后的健康宝宝通常没问题；但宝宝不满1个月、是早产儿、有黄疸（皮肤或眼白发黄）或正在生病，或者有蚕豆病（G6PD缺乏）时，应避免用——其中的磺胺成分（磺胺甲噁唑）会进入乳汁，可能让宝宝的胆红素升高，蚕豆病宝宝还可能发生溶血。宝宝符合其中任何一条，请今天就联系开药医生或产科医生，请他们换一种哺乳期适用的抗生素（乳腺炎常用头孢氨苄或双氯西林，由医生来选）。母乳按宝宝的需要继续喂，不必为“排空”而额外多吸；也不要在没换药的情况下自己漏服——乳腺炎不治疗可能发展成脓肿。留意宝宝是不是黄得更厉害、尿色变深、吃奶变差或特别嗜睡，有这些情况当天告诉宝宝的医生。',
  en: '{drug} while breastfeeding: usually fine for a healthy baby born at term and past the first month, but avoided while nursing a baby under about 1 month old, one born early (premature), one who is jaundiced (yellow) or ill, or a baby with G6PD deficiency — its sulfa part (sulfamethoxazole) passes into the milk and can raise the baby’s bilirubin or, with G6PD deficiency, break down red blood cells. If any of this fits your baby, call the prescriber or your OB today and ask for an antibiotic that suits breastfeeding (for mastitis, cephalexin or dicloxacillin are the usual choices; the prescriber picks). Keep breastfeeding as the baby wants, without extra pumping to “empty” the breast, and do not simply leave doses out without a replacement — untreated mastitis can turn into an abscess. Watch the baby for more yellowing of the skin or eyes, dark urine, poor feeding or unusual sleepiness, and tell the baby’s doctor the same day.',
};

export const SULFONAMIDE_NURSING_SOURCE: Source = {
  ref: 'NIH LactMed (Drugs and Lactation Database), Sulfamethoxazole and Trimethoprim (2024): acceptable with healthy, full-term infants after the newborn period; alternative agents in jaundiced, ill, stressed or premature infants (bilirubin displacement, kernicterus); avoid while breastfeeding a G6PD-deficient infant; Bactrim (sulfamethoxazole and trimethoprim) US prescribing information, Nursing Mothers (caution, especially with jaundiced, ill, stressed or premature infants — section from memory); Mitchell KB et al. Academy of Breastfeeding Medicine Clinical Protocol #36: The Mastitis Spectrum, Revised 2022. Breastfeed Med 2022;17:360–376 (continued direct breastfeeding, no excess pumping; dicloxacillin or cephalexin first-line for infective mastitis; untreated infection can progress to abscess)',
  url: 'https://doi.org/10.1089/bfm.2022.29207.kbm',
};

/**
 * Medicines a breastfeeding mother should not take, said in the plan (thirty-third clinician review, en S1:
 * Tylenol #3 twelve days after a caesarean left the plan's medicine warnings empty). Codeine and tramadol:
 * in an ultra-rapid metaboliser the milk carries enough opioid to sedate a baby or slow its breathing.
 */
export const LACTATION_AVOID: readonly {
  id: string;
  drugs: readonly string[];
  /** `urgent` unless said: a medicine that is fine for most babies and avoided for some is a `warning`. */
  severity?: 'warning' | 'urgent';
  text: Bilingual;
  source: Source;
}[] = [
  {
    id: 'codeine-tramadol',
    drugs: ['codeine', 'codeine-acetaminophen', 'tramadol'],
    text: {
      zh: '{drug}：哺乳期不建议用——少数妈妈代谢特别快，奶里的阿片类药物会让宝宝过度嗜睡、呼吸变慢，已有宝宝死亡的报告。请尽快请开药医生换一种止痛药（对乙酰氨基酚、布洛芬哺乳期通常可以用），不要自己加量。宝宝特别难叫醒、吃奶无力、呼吸慢或嘴唇发紫，立即拨打急救电话，并告诉医生你在吃这个药。',
      en: '{drug}: not recommended while breastfeeding — in some mothers who clear it very fast, the milk carries enough opioid to make a baby dangerously sleepy or slow its breathing, and infant deaths have been reported. Ask your prescriber promptly for another painkiller (acetaminophen and ibuprofen are usually fine while breastfeeding) and do not take more than prescribed. If the baby is very hard to wake, feeds weakly, breathes slowly or has blue lips, call emergency services now and tell them you take it.',
    },
    source: {
      ref: 'US FDA Drug Safety Communication (20 April 2017): codeine and tramadol not recommended in breastfeeding women (serious breathing problems and deaths in breastfed infants); MHRA Drug Safety Update (2013): codeine contraindicated in breastfeeding; NIH LactMed, Codeine and Tramadol (2024)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-fda-restricts-use-prescription-codeine-pain-and-cough-medicines-and',
    },
  },
  {
    // Forty-seventh clinician review, en S1: Bactrim DS for mastitis while nursing a 3-week-old, premature,
    // jaundiced, G6PD-deficient baby left the plan's warnings empty. The sulfonamide passes into the milk: fine
    // for a healthy term baby past the newborn weeks, avoided for the rest (LactMed; the label's Nursing Mothers).
    id: 'sulfonamide-young-infant',
    drugs: ['sulfamethoxazole-trimethoprim'],
    severity: 'warning',
    text: SULFONAMIDE_NURSING,
    source: SULFONAMIDE_NURSING_SOURCE,
  },
];
