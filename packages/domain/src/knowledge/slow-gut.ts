/**
 * Medicines that slow the gut so much that constipation on them can become a blocked bowel (ileus), and
 * what that changes in a plan (ninth clinician review, zh P4 and en P3: a clozapine patient with chronic
 * constipation was given calcium carbonate, his psyllium was "keep", and the chat said "no known
 * interaction between clozapine and calcium").
 *
 * - A calcium gap the diet estimate alone shows is food advice, never a calcium tablet (recommend/
 *   food-first.ts, rule `calcium-slow-gut`); a calcium supplement the person does need is calcium
 *   citrate, which constipates less than carbonate (recommend/index.ts, `CALCIUM_SLOW_GUT`).
 * - Bulk-forming fibre supplements, calcium and iron beside the medicine are rules of
 *   knowledge/interactions.ts; anticholinergics and opioids beside it are pairs of
 *   knowledge/drug-interactions.ts; what to do about constipation is the medicine-diet row
 *   `clozapine-constipation` (knowledge/medicine-diet.ts) and the chat's rows (assistant/faq/rows-medicines.ts).
 *
 * Only clozapine is listed: the regulators' warnings (MHRA 2017, FDA 2020) are about clozapine, whose
 * gastrointestinal hypomotility kills more people on it than agranulocytosis does.
 */
import type { Bilingual, Source } from '../contracts/common';
import type { DrugId } from './drugs';

export const CLOZAPINE_GUT_SOURCE: Source = {
  ref: 'MHRA Drug Safety Update vol. 11 issue 3 (October 2017), Clozapine: reminder of potentially fatal risk of intestinal obstruction, faecal impaction, and paralytic ileus (advise patients to report constipation immediately; treat it actively; particular care with other medicines that cause constipation, especially anticholinergics); US FDA Drug Safety Communication, 28 January 2020: FDA strengthens warning that untreated constipation caused by schizophrenia medicine clozapine (Clozaril) can lead to serious bowel problems; NHS Specialist Pharmacy Service, Managing constipation in people taking clozapine (stimulant and osmotic laxatives, not bulk-forming ones; fewer than 3 bowel movements a week needs assessment); Taylor DM, Barnes TRE, Young AH. The Maudsley Prescribing Guidelines in Psychiatry, 14th ed. 2021, clozapine-induced gastrointestinal hypomotility (bulk-forming laxatives avoided; docusate alone not enough; cited from memory); Every-Palmer S, Ellis PM. Clozapine-induced gastrointestinal hypomotility: a 22-year bi-national pharmacovigilance study of serious or fatal “slow gut” reactions. CNS Drugs 2017;31(8):699–709',
  url: 'https://www.gov.uk/drug-safety-update/clozapine-reminder-of-potentially-fatal-risk-of-intestinal-obstruction-faecal-impaction-and-paralytic-ileus',
};

/** Calcium carbonate constipates more than citrate (NIH ODS), which matters on a gut-slowing medicine. */
export const CALCIUM_CONSTIPATION_SOURCE: Source = {
  ref: 'NIH ODS Calcium fact sheet for health professionals (2024): calcium supplements can cause gas, bloating and constipation, and calcium carbonate appears to cause more of these side effects than calcium citrate',
  url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
};

interface SlowGutMedicine {
  drugs: readonly DrugId[];
  /** Why a calcium supplement is citrate (the recommendation's timing and reason). */
  calciumForm: Bilingual;
  source: Source;
}

const SLOW_GUT_MEDICINES: readonly SlowGutMedicine[] = [
  {
    drugs: ['clozapine'],
    calciumForm: {
      zh: '吃氯氮平时肠道蠕动慢：选枸橼酸钙（比碳酸钙更少引起便秘），可空腹或随餐服用；有便秘先告诉精神科医生',
      en: 'On clozapine, which slows the gut: choose calcium citrate (it constipates less than carbonate), with or without food, and tell your psychiatrist about any constipation',
    },
    source: {
      ref: `${CLOZAPINE_GUT_SOURCE.ref}; ${CALCIUM_CONSTIPATION_SOURCE.ref}`,
      url: CLOZAPINE_GUT_SOURCE.url,
    },
  },
];

/** The row of the first gut-slowing medicine the person takes, if any. */
export function slowGutMedicineOf(medicines: readonly string[] | undefined): SlowGutMedicine | undefined {
  return SLOW_GUT_MEDICINES.find((row) => row.drugs.some((d) => (medicines ?? []).includes(d)));
}

/**
 * What to do instead of a bulk-forming fibre, and about calcium, on clozapine: the advice of the
 * interaction rules (knowledge/interactions.ts), said word for word by the chat's clozapine rows so an
 * answer carries the rule once (assistant/faq/rows-medicines.ts).
 */
export const CLOZAPINE_FIBRE_ADVICE: Bilingual = {
  zh: '吃氯氮平时不要用膨胀性纤维补充剂来通便；有便秘请现在就告诉精神科医生，用医生开的刺激性泻药加渗透性泻药（如番泻叶或比沙可啶，加聚乙二醇）。',
  en: 'On clozapine do not use a bulk-forming fibre supplement for constipation; tell your psychiatrist about constipation now and use the laxatives they advise (a stimulant such as senna or bisacodyl with an osmotic such as macrogol/MiraLAX).',
};
export const CLOZAPINE_CALCIUM_ADVICE: Bilingual = {
  zh: '钙先从食物补（牛奶、酸奶、豆腐）；确实需要钙片时选枸橼酸钙而不是碳酸钙，并把便秘情况告诉精神科医生。',
  en: 'Get calcium from food first (milk, yoghurt, tofu); if you need a supplement choose calcium citrate rather than carbonate, and tell your psychiatrist about any constipation.',
};

/**
 * "How much water with my fibre powder?" on clozapine: a bulk-forming fibre is not used at all, so the answer is to leave
 * it out and what to do instead, never a scoop-and-glass how-to (forty-fourth clinician review, zh S2).
 */
export const CLOZAPINE_PSYLLIUM_ANSWER: Bilingual = {
  zh: '**吃氯氮平时，不用车前子（美达施）这类膨胀性纤维来通便，所以也不必算它要配多少水：氯氮平让肠道变慢，吸水膨胀的纤维可能让变慢的肠子堵住（肠梗阻）。** 先不要再冲这类纤维粉，现在就把便秘告诉精神科医生，用医生开的刺激性泻药加渗透性泻药（如番泻叶或比沙可啶，加聚乙二醇）。两三天没大便、肚子胀痛或呕吐，当天就医。',
  en: '**On clozapine, a bulk-forming fibre such as psyllium (Metamucil) is not used for constipation, so there is no amount of water to work out for it: clozapine slows the gut, and fibre that swells with water can make a slow bowel block.** Leave the fibre powder out, and tell your psychiatrist about the constipation now — they advise a stimulant laxative such as senna or bisacodyl with an osmotic one such as macrogol (MiraLAX). Two or three days without a bowel movement, a swollen or painful tummy, or vomiting need a doctor the same day.',
};
