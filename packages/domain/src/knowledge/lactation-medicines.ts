import type { Bilingual, Source } from '../contracts/common';

/**
 * Medicines a breastfeeding mother should not take, said in the plan (thirty-third clinician review, en S1:
 * Tylenol #3 twelve days after a caesarean left the plan's medicine warnings empty). Codeine and tramadol:
 * in an ultra-rapid metaboliser the milk carries enough opioid to sedate a baby or slow its breathing.
 */
export const LACTATION_AVOID: readonly {
  id: string;
  drugs: readonly string[];
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
];
