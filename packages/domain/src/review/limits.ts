/** The figures and sets the review's rules read: which ULs count supplements only, antenatal iron, trace potassium. */
import { type Source } from '../contracts/common';
import { type NutrientKey } from '../nutrients';
import { type Substance } from '../substances';

/** Nutrients whose UL counts supplements and fortificants only (IOM; Chinese DRIs 2023 likewise). */
export const SUPPLEMENT_ONLY_UL: ReadonlySet<NutrientKey> = new Set<NutrientKey>([
  'magnesium',
  'niacin',
  'folate',
]);
const SUPPLEMENT_ONLY_UL_SOURCE: Source = {
  ref: 'IOM Dietary Reference Intakes: the ULs for magnesium, niacin and folate apply to supplemental/synthetic forms only',
  url: 'https://www.ncbi.nlm.nih.gov/books/NBK545442/',
};
export { SUPPLEMENT_ONLY_UL_SOURCE };

/**
 * Goals for which a non-nutrient product has reasonable evidence. Products whose main substance is
 * not a nutrient and is not listed for one of the user's goals are `no_benefit`.
 */
export const HERBAL_GOAL_EVIDENCE: Partial<Record<Substance, { goals: readonly string[]; source: Source }>> =
  {
    melatonin: {
      goals: ['sleep'],
      source: {
        ref: 'NCCIH Melatonin: may help with jet lag and sleep onset',
        url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
      },
    },
    redYeastRice: {
      goals: ['heart'],
      source: {
        ref: 'NCCIH Red Yeast Rice: monacolin K lowers LDL cholesterol',
        url: 'https://www.nccih.nih.gov/health/red-yeast-rice',
      },
    },
    highFiberSupplement: {
      goals: ['heart', 'weight_loss'],
      source: { ref: '21 CFR 101.81: soluble fibre from psyllium husk and risk of coronary heart disease' },
    },
  };

export const THYROID_CONDITIONS: ReadonlySet<string> = new Set(['thyroid', 'hypothyroid', 'hyperthyroid']);

export { BIOTIN_LAB_MIN_MG } from '../knowledge/biotin-interference';

/**
 * Up to this much potassium a day (mg) a product that is not bought for potassium (a multivitamin's
 * 80 mg) is not ruled out by a potassium-raising medicine: their labels warn of potassium supplements
 * and potassium salt substitutes (Aldactone US PI §5.1 Hyperkalemia and §7.1; Yasmin US PI §5.2), and
 * 100 mg is about the 99 mg per serving US over-the-counter potassium products are held to (FDA; NIH ODS
 * Potassium fact sheet) and under a quarter of a medium banana (about 420 mg, USDA FoodData Central).
 * Clinician review 2026-11-25, products §6; section numbers cited from memory.
 */
export const TRIVIAL_POTASSIUM_MG = 100;

/**
 * WHO recommendations on antenatal care for a positive pregnancy experience (2016), A.2.1: daily oral
 * iron and folic acid with 30–60 mg of elemental iron for pregnant women.
 */
export const WHO_ANTENATAL_IRON_MAX_MG = 60;
export const WHO_ANTENATAL_IRON_MIN_MG = 30;

/**
 * The most folic acid a prescriber gives a day (5 mg: the high-dose tablet of pregnancy on antiseizure medicines or
 * methotrexate days; BNF Folic acid): the folic acid of an iron–folic acid tablet up to it is a prescriber's dose.
 */
export const FOLIC_ACID_PRESCRIPTION_MAX_UG = 5000;
