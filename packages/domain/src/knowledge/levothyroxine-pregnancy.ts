/**
 * Levothyroxine in pregnancy (fifteenth clinician review, en P1 serious #3: TSH 4.82 at 11 weeks on
 * Synthroid 75 µg was read only as "possible underactive thyroid", and "should my dose go up now that
 * I'm pregnant?" got "no reliable rule"). A woman already treated for hypothyroidism usually needs
 * about 20–30 % more levothyroxine from the moment pregnancy is confirmed; the aim is a TSH in the lower
 * half of the trimester-specific range (below about 2.5 mU/L where none is given); under-treatment is
 * linked to miscarriage and to the child's neurodevelopment. The dose is the prescriber's: the text
 * says how soon to call and what to ask, never a dose to take.
 */
import type { Bilingual, Source } from '../contracts/common';

/** The treatment target's upper figure used when a lab gives no trimester range (mU/L). */
export const PREGNANCY_LT4_TSH_TARGET = 2.5;

export const LEVOTHYROXINE_PREGNANCY: { text: Bilingual; source: Source } = {
  text: {
    zh: '你在服用左甲状腺素又已怀孕：确认怀孕后剂量通常需要增加约20–30%，治疗目标是TSH在孕期参考范围的下半部分（化验单没有孕期分段范围时，低于约2.5 mU/L）。请在本周内联系管你甲状腺的医生或产科医生，不要等下次常规产检：由医生决定加多少，并约每4周复查一次TSH，直到孕中期；不要自己停药。孕期甲减治疗不足与流产以及孩子的大脑发育受影响有关。',
    en: "You take levothyroxine and are pregnant: the dose usually needs to go up by about 20–30% as soon as pregnancy is confirmed, and the aim is a TSH in the lower half of the pregnancy range (below about 2.5 mU/L when the lab gives no trimester range). Call the doctor who manages your thyroid or your obstetrician this week, not at the next routine visit: they decide how much to add and recheck TSH about every 4 weeks until mid-pregnancy; do not stop it. Under-treated hypothyroidism in pregnancy is linked to miscarriage and to effects on the baby's brain development.",
  },
  source: {
    ref: 'Alexander EK et al. 2017 Guidelines of the American Thyroid Association for the diagnosis and management of thyroid disease during pregnancy and the postpartum. Thyroid 2017;27:315 (levothyroxine-treated women: increase the dose by about 20–30% on a confirmed pregnancy and contact the caregiver promptly; TSH in the lower half of the trimester-specific range, < 2.5 mU/L when unavailable; TSH about every 4 weeks until midgestation — recommendation numbers from memory); Synthroid (levothyroxine) US prescribing information §2.3 / §8.1 Pregnancy (dose requirements may increase; TSH each trimester — section from memory)',
    url: 'https://doi.org/10.1089/thy.2016.0457',
  },
};
