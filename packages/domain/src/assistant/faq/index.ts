/**
 * Everyday questions answered from table rows (issue 30 §2): the rows of each area, the selection
 * (`select.ts`) and the answer they make. An answer is the row's text and its source line; the
 * safety check, the standing rules and the guard apply to it as to every built-in answer.
 */
import type { PlanDocument } from '../../contracts/plan';
import { planningPregnancy } from '../../knowledge/preconception';
import { SEVERE_TG_MMOL_L } from '../../knowledge/lab-markers';
import { LOW_VITAMIN_D_NMOL } from '../../knowledge/above-ul';
import { pick } from '../../contracts/common';
import { drugById, dietNotesFor, type DietNote } from '../../interactions';
import { highFerritinOf } from '../../knowledge/iron-overload';
import { MEDICINE_DIET } from '../../knowledge/medicine-diet';
import { vitaminKAntagonistName, warfarinSaidAs } from '../../knowledge/drugs';
import { findDrugs } from '../entities';
import { noDeficitReasonsOf } from '../../knowledge/no-deficit';
import { EATING_SCREEN_FINDING_ID } from '../../knowledge/scoff';
import { answerNamesFood, findFoodsAsked } from '../foods-asked';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from '../intents/shared';
import { aboveItsUl } from '../format';
import { faqRowIn, faqRowsMatching, inAudience, type FaqPerson } from './select';
import { PLANT_BASED, potassiumLowInPlan, SWALLOWING } from './audiences';
import {
  chokingHazardsIn,
  DYSPHAGIA_FOODS_NOTE,
  DYSPHAGIA_FOODS_SOURCE,
} from '../../knowledge/dysphagia-foods';
import type { ComposeInput, FaqAudience, FaqCovers, FaqRow } from './types';
import { withoutMinorLines } from './minor-lines';
import { MEDICINE_FAQ } from './rows-medicines';
import { ALCOHOL_FAQ } from './rows-alcohol';
import { ROUND31_FAQ } from './rows-round31';
import { ROUND32_FAQ } from './rows-round32';
import { DEV_ZINC_FAQ } from './rows-dev-zinc';
import { DEV_CANCER_GI_FAQ } from './rows-dev-cancer-gi';
import { DEV_PROSTATE_FAQ } from './rows-dev-prostate';
import { DEV_SICKLE_FOLATE_FAQ } from './rows-dev-sickle-folate';
import { DEV37_DRINKING_HYPOPARA_FAQ } from './rows-dev37-drinking-hypopara';
import { DEV37_HEART_KIDNEY_LIVER_FAQ } from './rows-dev37-heart-kidney-liver';
import { DEV37_PERINATAL_FAQ } from './rows-dev37-perinatal';
import { DEV37_CANCER_TRANSPLANT_FAQ } from './rows-dev37-cancer-transplant';
import { DEV37_CARDIO_METABOLIC_FAQ } from './rows-dev37-cardio-metabolic';
import { ROUND24_UNSAFE_FAQ } from './rows-round24-unsafe';
import { ROUND25_CHAT_UNSAFE_FAQ } from './rows-round25-unsafe-chat';
import { ROUND26_UNSAFE_EN_FAQ } from './rows-round26-unsafe-en';
import { ROUND27_UNSAFE_EN_FAQ } from './rows-round27-unsafe-en';
import { ROUND26_ZH_UNSAFE_FAQ } from './rows-round26-unsafe-zh';
import { ROUND27_ZH_UNSAFE_FAQ } from './rows-round27-unsafe-zh';
import { EVERYDAY_FAQ } from './rows-everyday';
import { REVIEW27_FAQ } from './rows-review27';
import { REVIEW35_FAQ } from './rows-review35';
import { REVIEW36_FAQ } from './rows-review36';
import { REVIEW38_FAQ } from './rows-review38';
import { LOW_IODINE_FAQ } from './rows-low-iodine';
import { ROUND62_FAQ } from './rows-round62';
import { ROUND63_FAQ } from './rows-round63';
import { ROUND41_FAQ } from './rows-round41';
import { REVIEW46_FAQ } from './rows-review46';
import { REVIEW47_A_FAQ } from './rows-review47-a';
import { REVIEW48_VOMITED_DOSE_FAQ } from './rows-review48-vomited-dose';
import { REVIEW47_B_FAQ } from './rows-review47-b';
import { REVIEW48_LEUKAEMIA_FAQ } from './rows-review48-leukaemia';
import { ROUND47_FAQ } from './rows-round47';
import { ROUND48_FAQ } from './rows-round48';
import { ROUND49_FAQ } from './rows-round49';
import { ROUND50_FAQ } from './rows-round50';
import { REVIEW49_FAQ } from './rows-review49';
import { REVIEW50_FAQ } from './rows-review50';
import { REVIEW51_FAQ } from './rows-review51';
import { ROUND52_FAQ } from './rows-round52';
import { ROUND44_FAQ } from './rows-round44';
import { DEV42_FOOD_FAQ } from './rows-dev42-food';
import { DEV42_MEDICINE_FAQ } from './rows-dev42-medicine';
import { IMMUNOTHERAPY_FAQ } from './rows-immunotherapy';
import { REVIEW28_FAQ } from './rows-review28';
import { ROUND29_FAQ } from './rows-round29';
import { KIDNEY_HEART_FAQ } from './rows-kidney-heart';
import { LIFE_STAGE_FAQ } from './rows-life-stages';
import { HYPERCALCAEMIA_FAQ } from './rows-hypercalcaemia';
import { G6PD_FAQ } from './rows-g6pd';
import { DIABETES_FAQ } from './rows-diabetes';
import { CF_FAQ } from './rows-cystic-fibrosis';
import { QT_FAQ } from './rows-qt';
import { PKU_FAQ } from './rows-pku';
import { KIDNEY_STONE_FAQ } from './rows-kidney-stones';
import { RAMADAN_FAQ } from './rows-ramadan';
import { STANDARD_MEDICINE_FAQ } from './rows-standard-medicines';
import { FOOD_ALLERGY_FAQ } from './rows-food-allergy';
import { EYE_VITAMIN_FAQ } from './rows-eye-vitamins';
import { STANDARD_PREGNANCY_FAQ } from './rows-standard-pregnancy';
import { STANDARD_OLDER_FAQ } from './rows-standard-older';
import { STANDARD_WEIGHT_FAQ } from './rows-standard-weight';
import { STANDARD_ANSWER_FAQ } from './rows-standard-answers';
import { STANDARD_COMMON_FAQ } from './rows-standard-common';
import { STANDARD_ROUND14_FAQ } from './rows-standard-round14';
import { ROUND14_ZH_FAQ } from './rows-round14-zh';
import { ROUND20_ZHBAD_FAQ } from './rows-round20-zhbad';
import { ROUND21_ZHBAD_FAQ } from './rows-round21-zhbad';
import { ROUND22_ZHBAD_FAQ } from './rows-round22-zhbad';
import { REVIEW15_FAQ, REVIEW15_MEDICINE_FAQ, REVIEW15_SODIUM_FAQ } from './rows-review15';
import { REVIEW18_FAQ } from './rows-review18';
import { ROUND20_ENBAD_FAQ } from './rows-round20-enbad';
import { ROUND20_ZHPART_FAQ } from './rows-round20-zhpart';
import { ROUND20_ENPART_FAQ } from './rows-round20-enpart';
import { TUBE_FEEDING_FAQ } from './rows-tube-feeding';
import { ALPHA_GAL_FAQ } from './rows-alpha-gal';
import { ROUND64_FAQ } from './rows-round64';
import { ROUND65_FAQ } from './rows-round65';
import { ROUND66_FAQ } from './rows-round66';
import { ROUND21_ENBAD_FAQ } from './rows-round21-enbad';
import { ROUND22_ENBAD_FAQ } from './rows-round22-enbad';
import { YOUNG_ATHLETE_FAQ } from './rows-young-athletes';
import { ROUND21_ENPART_FAQ } from './rows-round21-enpart';
import { ROUND21_ZHPART_FAQ } from './rows-round21-zhpart';
import { ROUND22_ZHPART_FAQ } from './rows-round22-zhpart';
import { ROUND22_ENPART1_FAQ } from './rows-round22-enpart1';
import { ROUND22_ENPART2_FAQ } from './rows-round22-enpart2';
import { ROUND24_ENA_FAQ } from './rows-round24-ena';
import { ROUND24_ZHA_FAQ } from './rows-round24-zha';
import { ROUND24_ZHB_FAQ } from './rows-round24-zhb';
import { ROUND24_ENB_FAQ } from './rows-round24-enb';

export type { FaqRow, FaqAudience, FaqCovers, ComposeInput } from './types';
export type { FaqPerson } from './select';

export const FAQ_ROWS: readonly FaqRow[] = [
  // Nothing by mouth and medicines through a feeding tube first: no food row for anyone answers a person who
  // must not swallow (forty-first clinician review, en S1 and S2).
  ...TUBE_FEEDING_FAQ,
  ...ALPHA_GAL_FAQ,
  ...ROUND64_FAQ,
  ...ROUND66_FAQ,
  ...ROUND65_FAQ,
  // PKU first: its protein and aspartame rows must win over every protein-target and sweetener row
  // (twelfth clinician review, en P2).
  ...PKU_FAQ,
  // A food allergy first: a product made from the allergen is the allergy's question, whoever asks
  // (fourteenth clinician review, en P4).
  ...FOOD_ALLERGY_FAQ,
  ...EYE_VITAMIN_FAQ,
  // Ramadan with diabetes: before the fasting and hypo rows for anyone (twelfth review, zh P3, en P1).
  ...RAMADAN_FAQ,
  // Cystic fibrosis first: its salt row must win over every salt-limit row (eleventh review, en P3).
  ...CF_FAQ,
  // Blind answer round 63 (rows-round63.ts): soup drunk scalding hot, and the conditions said (gastroparesis, Ménière's,
  // nausea on a GLP-1 medicine) before the general caffeine, salt, breakfast and interaction rows that answered them.
  ...ROUND63_FAQ,
  ...QT_FAQ,
  // Kidney stones (fifteenth clinician review, zh P3): water, oxalate, beer, lemon and vitamin C are the
  // stones' questions, before the high-calcium rows that answered them; calcium stays theirs (notFor).
  ...KIDNEY_STONE_FAQ,
  // Stopping after heavy daily drinking (rows-alcohol.ts): the withdrawal rule before any liver or alcohol
  // row (thirtieth clinician review, en S2).
  ...ALCOHOL_FAQ,
  // Forty-sixth clinician review (rows-review46.ts): pausing colchicine beside a clarithromycin course — a pharmacist
  // today, before the medicine-pair cards whose "keep taking both" answered it.
  ...REVIEW46_FAQ,
  // Forty-seventh clinician review (rows-review47-*.ts): brivudine with a fluoropyrimidine, Qsymia in pregnancy,
  // Bactrim while nursing a vulnerable newborn, bupropion with purging.
  ...REVIEW47_A_FAQ,
  ...REVIEW47_B_FAQ,
  // Forty-eighth clinician review (rows-review48-leukaemia.ts): folic acid, a multivitamin and the co-trimoxazole
  // prophylaxis beside methotrexate in leukaemia treatment, before the rheumatoid-arthritis methotrexate rows.
  ...REVIEW48_LEUKAEMIA_FAQ,
  // Forty-eighth clinician review (rows-review48-vomited-dose.ts): a dose vomited — take it again? — before the medicine
  // rows that answered another question of the named medicine.
  ...REVIEW48_VOMITED_DOSE_FAQ,
  // Blind answer round 37's questions of its new personas (rows-dev37-*.ts, development data): heavy drinking
  // with a raised ALT, hypoparathyroidism, heart failure and cirrhosis, pregnancy and after the birth, cancer
  // and transplant medicines — before the general liver, calcium, fluid and pregnancy rows that answered them.
  ...DEV37_DRINKING_HYPOPARA_FAQ,
  ...DEV37_HEART_KIDNEY_LIVER_FAQ,
  ...DEV37_PERINATAL_FAQ,
  ...DEV37_CANCER_TRANSPLANT_FAQ,
  ...DEV37_CARDIO_METABOLIC_FAQ,
  // Blind answer round 31's unsafe answers (rows-round31.ts): sickle cell fluids, a strict diet on warfarin,
  // protein powder while eating little in cancer treatment — before the general water, keto and whey rows.
  ...ROUND31_FAQ,
  ...ROUND32_FAQ,
  // Questions blind rounds 29–35 asked again and again of one group of personas (rows-dev-*.ts).
  ...DEV_ZINC_FAQ,
  ...DEV_CANCER_GI_FAQ,
  ...DEV_PROSTATE_FAQ,
  ...DEV_SICKLE_FOLATE_FAQ,
  // Blind answer round 24's unsafe answers (rows-round24-unsafe.ts): folic acid before B12, the pill on an
  // enzyme-inducing antiepileptic, alcohol after weight-loss surgery — before every row whose neighbouring
  // text answered them.
  // Thirty-sixth clinician review (rows-review36.ts): fasting, keto or dieting and medicines with an acute
  // porphyria, before the weight-loss, fasting-window and medicine rows that answered them generally.
  ...REVIEW36_FAQ,
  ...REVIEW38_FAQ,
  // A low-iodine diet before radioactive iodine, food by food: before the iodine and thyroid answers for anyone.
  ...LOW_IODINE_FAQ,
  // Blind answer round 62 (rows-round62.ts): bismuth beside milk, Apetamin, Coartem with fat, herbal cooling tea with
  // kidney disease — before the general rows that answered them.
  ...ROUND62_FAQ,
  // Blind answer round 41's unsafe answers (rows-round41.ts): a bazaar sugar-lowering capsule, drinking less on
  // dapagliflozin, a pre-workout's caffeine with an energy drink on top.
  ...ROUND41_FAQ,
  // Blind answer round 44's unsafe answers (rows-round44.ts).
  ...ROUND44_FAQ,
  // Blind answer round 47's unsafe answers (rows-round47.ts): how to find out what is in a clinic's herbal powder,
  // a nutrition drink with a blood thinner the chat does not know.
  ...ROUND47_FAQ,
  // Blind answer round 48's unsafe answers (rows-round48.ts): which drink with a raised liver test, a sweet drink for
  // someone losing weight they should not.
  ...ROUND48_FAQ,
  // Blind answer round 49 (rows-round49.ts): a vitamin D level measured low, curcumin with tamoxifen, ashwagandha with
  // levothyroxine.
  ...ROUND49_FAQ,
  // Blind answer round 50 (rows-round50.ts): green juice or seasonal greens on warfarin, coffee on an MAOI, a low
  // ferritin after a sleeve with an acid reducer.
  ...ROUND50_FAQ,
  // The forty-ninth clinician review (rows-review49.ts): a domperidone dose above the daily maximum.
  ...REVIEW49_FAQ,
  ...REVIEW50_FAQ,
  ...REVIEW51_FAQ,
  ...ROUND52_FAQ,
  // Blind answer round 42's declined and neighbouring answers (rows-dev42-*.ts, development data): the
  // question's own standard answer before the neighbouring rows (raw seafood, liver and alcohol, dairy) that took it.
  ...DEV42_MEDICINE_FAQ,
  ...DEV42_FOOD_FAQ,
  // Thirty-fifth clinician review (rows-review35.ts): rilpivirine taken fasting (coffee, OMAD), before the
  // weight-loss and fasting-window rows that answered it with calories.
  ...REVIEW35_FAQ,
  // Twenty-seventh clinician review (rows-review27.ts): acid reducers on rilpivirine, before the
  // calcium-carbonate-with-PPI and never-stop rows that answered them.
  ...REVIEW27_FAQ,
  // Diarrhoea on a checkpoint inhibitor (rows-immunotherapy.ts): the oncology team today, before the
  // diarrhoea, lactose and unknown-medicine answers that took it (blind answer round 28, zh-041).
  ...IMMUNOTHERAPY_FAQ,
  // Twenty-eighth clinician review (rows-review28.ts): a pressure injury's protein and energy, before the
  // kidney and older-age protein rows that answered it with a cap.
  ...REVIEW28_FAQ,
  // Blind answer round 29's rows (rows-round29.ts): a vitamin D product's form, before the crushing text.
  ...ROUND29_FAQ,
  ...ROUND24_UNSAFE_FAQ,
  // Blind answer round 25's unsafe chat answers (rows-round25-unsafe-chat.ts): an older person who chokes
  // asking to lose weight, caffeine while hyperthyroid, alcohol with chronic pancreatitis on insulin, a low
  // potassium with pregnancy vomiting, vitamins on a bile-acid binder, B12 after an ileal resection.
  ...ROUND25_CHAT_UNSAFE_FAQ,
  // Blind answer round 26's unsafe en-US answers (rows-round26-unsafe-en.ts): supplements beside a direct
  // oral anticoagulant, a severe-range blood pressure in pregnancy, calories and weight loss with
  // gestational diabetes, diet cola on lithium, a fibre powder on a fluid limit.
  ...ROUND26_UNSAFE_EN_FAQ,
  // Blind answer round 27's unsafe en-US answers, per class (rows-round27-unsafe-en.ts).
  ...ROUND27_UNSAFE_EN_FAQ,
  // Blind answer round 26's unsafe zh-CN chat answers (rows-round26-unsafe-zh.ts): a low potassium asked as
  // juice, protein with diabetic CKD and on dialysis, prescribed folic acid beside a prenatal, alcohol on a
  // sulfonylurea, treatment iron beside a multivitamin, hotpot with a fish or shellfish allergy.
  ...ROUND26_ZH_UNSAFE_FAQ,
  // Blind answer round 27's unsafe zh-CN chat answers (rows-round27-unsafe-zh.ts), in both languages.
  ...ROUND27_ZH_UNSAFE_FAQ,
  // First: a tie with a row on calcium or dairy for anyone goes to the high-calcium rows.
  ...HYPERCALCAEMIA_FAQ,
  ...G6PD_FAQ,
  // Before the kidney rows: cola in a question on treating a low is the low's, not phosphate's.
  ...DIABETES_FAQ,
  // Blind answer round 24's en-US declined and neighbouring answers, batch ena (rows-round24-ena.ts): written
  // for a person (TB tablets, dialysis with a phosphate typed, ascites, an antiseizure medicine, after bariatric
  // surgery, a low B12 on a PPI) and the amounts or foods named — before the earlier rounds' and the areas'
  // general rows whose neighbouring text answered.
  ...ROUND24_ENA_FAQ,
  // Blind answer round 24's en-US declined and neighbouring answers, batch enb (rows-round24-enb.ts):
  // gestational diabetes, IBD, coeliac, COPD on prednisone, breast cancer on an aromatase inhibitor, a liver
  // disease, rivaroxaban and metronidazole, written per class for the person asking — before round 22's
  // rows and the areas' general rows whose neighbouring text (a caregiver's Ensure, warfarin's INR) answered.
  ...ROUND24_ENB_FAQ,
  // Blind answer round 20's en-US partial answers (the part declined or passed over, or the whole
  // question): written for a person (on lithium, an MAOI, isotretinoin, after a transplant, with gout),
  // so a tie with a medicine's or an area's general row goes to these.
  // Blind answer round 22's en-US partial answers, batch 1 (rows-round22-enpart1.ts): the part passed over
  // or the stock text pasted beside it, written per class with what the person named (the foods, the
  // drink, the fish, the amount of greens) — before round 21's and 20's rows, whose neighbouring text
  // answered, and first among the whole-message rows for the same question.
  ...ROUND22_ENPART1_FAQ,
  // Blind answer round 21's en-US partial answers (rows-round21-enpart.ts): the part passed over or the
  // stock text that never said the answer, written per class for the person asking (on digoxin, lithium,
  // warfarin, after a transplant, with gout, nursing, older) — before round 20's rows and the medicines'
  // and areas' general rows whose neighbouring text answered.
  // Blind answer round 22's en-US partial answers, second batch (rows-round22-enpart2.ts): the part passed
  // over or the person's own numbers never used (her weight, the cups said, the tortillas, a uric acid of
  // 8.9, 4 lb at week 9), written per class for the person asking (on an MAOI, lithium, warfarin,
  // tacrolimus, insulin with lows, with gout, older) — before round 21's and round 20's rows and the
  // medicines' and areas' general rows whose neighbouring text answered.
  ...ROUND22_ENPART2_FAQ,
  ...ROUND21_ENPART_FAQ,
  ...ROUND20_ENPART_FAQ,
  // Blind answer round 22's en-US neighbouring, declined and unsafe answers, per class (rows-round22-enbad.ts:
  // a teenager's calorie target, a bedtime snack named on insulin, the beers or dishes named worked out …):
  // written for the person asking, so a tie with round 21's and the areas' general rows goes to these.
  // A child who trains hard and how much they must eat at least (rows-young-athletes.ts): before the teenager's
  // calorie row, which is for a teenager who wants to lose weight.
  ...YOUNG_ATHLETE_FAQ,
  ...ROUND22_ENBAD_FAQ,
  // Blind answer round 21's en-US neighbouring and declined answers, written per class (subject × what is
  // asked × who asks; rows-round21-enbad.ts): most are for a person (on methotrexate, alendronate, insulin,
  // a PPI, after a transplant, with a sodium or potassium limit, a teenager), so a tie with a medicine's or
  // an area's general row that answered a neighbouring question goes to these.
  ...ROUND21_ENBAD_FAQ,
  // The fifteenth clinician review's rows (levothyroxine in pregnancy …): before the medicine rows for
  // anyone on the same medicine, which answer a neighbouring question.
  ...REVIEW15_FAQ,
  ...REVIEW15_SODIUM_FAQ,
  ...REVIEW15_MEDICINE_FAQ,
  // The eighteenth clinician review's rows (B6 for sickness in pregnancy, turmeric and the liver, iron with
  // calcium, iron while breastfeeding): before the medicine and area rows that answered a neighbour.
  ...REVIEW18_FAQ,
  // Blind answer round 20's zh questions answered in part (rows-round20-zhpart.ts): the declined part or
  // the whole multi-part question, for the person asking — before the medicine and area rows that
  // answered only a neighbouring part.
  ...ROUND20_ZHPART_FAQ,
  // Blind answer round 21's zh questions answered in part (rows-round21-zhpart.ts): the part passed over
  // or the question the stock text framed around something never named (a tablet not taken, another
  // trimester), for the person asking — and the amounts said worked out (baijiu on warfarin, the day's
  // calcium) — before the medicine and area rows that answered a neighbour.
  // Blind answer round 22's zh questions answered in part (rows-round22-zhpart.ts): the part passed over
  // (luosifen, the dips, soda water, cola, strong tea) or the question the stock text never read (a
  // haemoglobin with a ferritin, a teenager's target weight, the lifter's protein), per class and for the
  // person asking — before round 21's rows and the medicine and area rows that answered a neighbour.
  // Blind answer round 24's zh questions, batch zha (rows-round24-zha.ts): declined or neighbouring answers for
  // the round's new people (dialysis thirst, phosphate, eggs and staples; cirrhosis fluids and the bedtime
  // snack; isoniazid with B6, fish and fermented foods; rifampicin with breakfast; a pregnancy gain worked out
  // from the weights said; protein after a sleeve) — before the medicine and area rows whose neighbouring
  // text answered.
  ...ROUND24_ZHA_FAQ,
  // Blind answer round 24's zh-CN batch zhb (rows-round24-zhb.ts): declined or neighbouring answers for the new
  // personas (bariatric surgery, carbamazepine, gestational diabetes, IBD, hypothyroidism, breast cancer on an
  // aromatase inhibitor, hepatitis B, rivaroxaban, metronidazole), per class and for the person asking —
  // before the medicine and area rows for anyone that answered a neighbour.
  ...ROUND24_ZHB_FAQ,
  ...ROUND22_ZHPART_FAQ,
  ...ROUND21_ZHPART_FAQ,
  ...MEDICINE_FAQ,
  // Blind answer round 14's zh unsafe and neighbouring answers: a tie with a row for anyone goes to these,
  // written for the person the question is about (pregnant, anticoagulated, older, a parent).
  ...ROUND14_ZH_FAQ,
  // Blind answer round 22's zh neighbouring and declined answers, per class (rows-round22-zhbad.ts): Caltrate
  // with vitamin D and before or after meals, a noodle soup's broth, dry red instead of spirits (the amount
  // said), the fruits named with a potassium held, the fermented foods named on an MAOI, an egg a day in CKD
  // (the weight said) …: before round 21's and the areas' rows whose neighbouring text they replace.
  ...ROUND22_ZHBAD_FAQ,
  // Blind answer round 21's zh neighbouring and declined answers, per class (a day's protein from meals for
  // the weight said, the eggs named, one latte in pregnancy, thin liquids for someone who chokes, broth in
  // heart failure …): before round 20's rows and the standard rows for anyone, whose neighbouring text they
  // replace; after the rows for a person's own medicine, which win a tie for it.
  ...ROUND21_ZHBAD_FAQ,
  // Blind answer round 20's zh neighbouring and declined answers, written for the question's class (a
  // breakfast's protein, the glucose tolerance test's preparation, coffee on an antiseizure medicine …):
  // after the rows for a person the question is about, before the standard rows for anyone.
  ...ROUND20_ZHBAD_FAQ,
  // Blind answer round 20's en-US neighbouring and declined answers, written per class (subject × what is
  // asked × who asks): after the medicines' own rows, which win a tie for their medicine, and before the
  // standard rows for anyone whose neighbouring text they replace (eating late, iron and heavy periods).
  ...ROUND20_ENBAD_FAQ,
  // Standard answers the chat declined or answered with a neighbour (blind answer round 13, zh): a tie
  // with a row for anyone goes to these, which are written for the very question kind.
  ...STANDARD_ANSWER_FAQ,
  // Blind answer round 14's (en-US) rows for a person the neighbouring row was wrong for (an MAOI at a
  // sushi bar, an older person who chokes, a teenager's sport): before the areas' general rows.
  ...STANDARD_ROUND14_FAQ,
  // Standard answers the chat used to decline (blind answer round 11): after the areas' own rows, which
  // win a tie, and before the everyday rows for anyone.
  ...STANDARD_MEDICINE_FAQ,
  ...KIDNEY_HEART_FAQ,
  ...LIFE_STAGE_FAQ,
  ...STANDARD_PREGNANCY_FAQ,
  ...STANDARD_OLDER_FAQ,
  ...STANDARD_WEIGHT_FAQ,
  // Blind answer round 13's standard answers (en-US development data): after the areas' rows.
  ...STANDARD_COMMON_FAQ,
  ...EVERYDAY_FAQ,
];

const ROW_BY_ID = new Map(FAQ_ROWS.map((r) => [r.id, r]));

/** What the rows an answer used say themselves (FaqRow.covers), found by the answer's rule ids ("faq:<id>"). */
export function coversOfRules(rules: readonly string[]): FaqCovers[] {
  return rules.flatMap((r) => {
    const covers = r.startsWith('faq:') ? ROW_BY_ID.get(r.slice(4))?.covers : undefined;
    return covers ? [covers] : [];
  });
}

/** Whether a row the answer used already answers a weight loss the message tells (FaqRow.answersWeightLoss). */
export function rulesAnswerWeightLoss(rules: readonly string[]): boolean {
  return rules.some((r) => r.startsWith('faq:') && ROW_BY_ID.get(r.slice(4))?.answersWeightLoss === true);
}

/** The row a message asks, for this person (a follow-up read with the message before it), or null. */
export function faqRowFor(text: string, person: FaqPerson, previous?: string): FaqRow | null {
  const row = faqRowIn(FAQ_ROWS, text, person, previous);
  if (!row) return null;
  // A food asked about that a warning row of the person's medicines names (knowledge/medicine-diet.ts:
  // 臭豆腐 and 腐乳 on linezolid) is that row's question: an everyday row for a condition or for anyone
  // never answers it ("能吃", the kidney soy row — eighth clinician review, zh P4). A row for the very
  // medicine still does.
  const warning = foodWarningOfMedicines(text, person.medicines);
  if (warning && !rowIsForMedicines(row, warning.drugIds)) return null;
  return row;
}

/** Every row the message selects for this person (select.ts `faqRowsMatching`). */
export function faqRowsFor(text: string, person: FaqPerson, previous?: string): FaqRow[] {
  return faqRowsMatching(FAQ_ROWS, text, person, previous);
}

/** A warning medicine-diet row of these medicines that names a food the question asks about. */
export function foodWarningOfMedicines(text: string, medicines: readonly string[]): DietNote | null {
  const foods = findFoodsAsked(text);
  if (foods.length === 0 || medicines.length === 0) return null;
  return (
    dietNotesFor(medicines, 'zh-CN').find((n) => {
      // Food safety on an immunosuppressant is the chat's own rule (intents/condition-topics.ts), and its
      // text names yoghurt as fine: it never takes a question from a row.
      // A sick-day row is about being ill, not a food: its "eat and drink normally" names no food to warn of.
      if (n.severity !== 'warning' || n.id === 'immunosuppressed-food-safety' || n.id.endsWith('sick-day'))
        return false;
      const row = MEDICINE_DIET.find((r) => r.id === n.id);
      return row !== undefined && foods.some((f) => answerNamesFood(`${row.text.zh}\n${row.text.en}`, f));
    }) ?? null
  );
}

/** Whether the row is written for a vitamin K antagonist: its audience names the class (or warfarin). */
function forVitaminKAntagonist(row: FaqRow): boolean {
  const named = (a: FaqAudience | undefined): boolean =>
    (a?.medicines ?? []).some((m) => m === 'vitamin_k_antagonist' || m === 'warfarin') ||
    (a?.all ?? []).some(named);
  return named(row.for);
}

/** Whether the row's audience names one of these medicines or a class of theirs. */
function rowIsForMedicines(row: FaqRow, drugIds: readonly string[]): boolean {
  const audience = row.for?.medicines ?? [];
  const classes = new Set<string>(drugIds.flatMap((id) => drugById(id)?.classes ?? []));
  return audience.some((m) => drugIds.includes(m) || classes.has(m));
}

/** The "other food allergy" typed in the questionnaire, which the plan keeps in its finding as typed. */
function otherFoodAllergyOf(plan: PlanDocument | null | undefined): { otherFoodAllergy?: string } {
  const typed = plan?.findings
    .find((f) => f.id === 'food-allergy-other')
    ?.reasons.find((r) => r.ref === 'otherFoodAllergy')?.text;
  return typed ? { otherFoodAllergy: typed } : {};
}

/** The person as the rows see them, from the chat's context. */
export function faqPersonOf(ctx: Pick<Ctx, 'plan' | 'medicines'>): FaqPerson {
  return {
    medicines: ctx.medicines,
    conditions: ctx.plan?.profile.conditions ?? [],
    lifeStage: ctx.plan?.profile.lifeStage ?? 'none',
    ...(ctx.plan ? { age: ctx.plan.profile.age } : {}),
    ...ironStatusOf(ctx.plan?.reportAnalysis?.markers),
    ...(noDeficitReasonsOf(ctx.plan ?? null).length > 0 ? { noDeficit: true } : {}),
    ...(ctx.plan?.findings.some((f) => f.id === 'refeeding-risk') ? { refeedingRisk: true } : {}),
    // The eating-disorder screen's finding, or bupropion's purging finding (forty-seventh clinician review, en S3).
    ...(ctx.plan?.findings.some(
      (f) => f.id === EATING_SCREEN_FINDING_ID || f.id === 'medicine-eating-disorder:bupropion',
    )
      ? { eatingDisorder: true }
      : {}),
    ...(nephroticOf(ctx.plan?.profile.conditions ?? [], ctx.plan?.reportAnalysis?.markers, ctx.plan?.profile)
      ? { nephrotic: true }
      : {}),
    ...(ctx.plan?.profile.religiousFasting === 'ramadan' ? { fastsRamadan: true } : {}),
    ...(ctx.plan &&
    planningPregnancy({
      gender: ctx.plan.profile.sex,
      age: ctx.plan.profile.age,
      lifeStage: ctx.plan.profile.lifeStage,
      goals: ctx.plan.profile.goals,
    })
      ? { planningPregnancy: true }
      : {}),
    ...(ctx.plan?.profile.prePregnancyWeightKg !== undefined ? { prePregnancyWeight: true } : {}),
    ...(ctx.plan?.profile.foodAllergies ? { foodAllergies: ctx.plan.profile.foodAllergies } : {}),
    ...otherFoodAllergyOf(ctx.plan),
    ...(ctx.plan?.profile.smoking ? { smokes: true } : {}),
    ...plantBasedOf(ctx.plan ?? null),
    ...(ctx.plan?.profile.sex === 'female' ? { female: true } : {}),
    ...(ctx.plan?.recommendations.some((r) => r.supervised)
      ? { supervised: ctx.plan.recommendations.filter((r) => r.supervised).map((r) => r.nutrient) }
      : {}),
    ...(ctx.plan?.nutrients.some(aboveItsUl)
      ? { aboveUl: ctx.plan.nutrients.filter(aboveItsUl).map((n) => n.key) }
      : {}),
    ...(ctx.plan?.profile.bmiCategory === 'overweight' || ctx.plan?.profile.bmiCategory === 'obese'
      ? { overweight: true }
      : {}),
    ...(ctx.plan?.profile.bmiCategory === 'underweight' ||
    (ctx.plan?.profile.goals ?? []).includes('weight_gain')
      ? { underweight: true }
      : {}),
  };
}

/**
 * The plan's vegan or vegetarian diet as the rows read it — for the intent a row reports too, so that a
 * row for plant-based eaters is found there as in the answer (blind answer round 20, en-022: tea with
 * meals for a vegan after iron tablets was declined because the intent's person had no diet).
 */
export function plantBasedOf(plan: { profile: { dietPattern?: string | undefined } } | null | undefined): {
  plantBased?: true;
} {
  const d = plan?.profile.dietPattern;
  return d === 'vegan' || d === 'vegetarian' ? { plantBased: true } : {};
}

/**
 * Kidney disease with a serum albumin under 30 g/L and no eGFR under 30, not on dialysis: read as
 * nephrotic syndrome for the protein rows (KDIGO 2021; eleventh clinician review, zh P1) — unless the low
 * albumin has the likelier reading of an older or underweight person, malnutrition, with no high
 * cholesterol beside it (nephrotic syndrome's lipid rise). Twenty-eighth clinician review, en S3: an
 * 89-year-old of 41 kg with a pressure injury, CKD G3b and an albumin of 27 was told to keep protein down
 * and take no protein drinks, as if her albumin leaked into the urine.
 */
function nephroticOf(
  conditions: readonly string[],
  markers: Parameters<typeof highFerritinOf>[0],
  profile?: { age: number; bmi?: number },
): boolean {
  if (!conditions.includes('kidney_disease') || conditions.includes('dialysis')) return false;
  const list = markers ?? [];
  if (!list.some((m) => m.key === 'albumin' && m.value < 30)) return false;
  if (list.some((m) => m.key === 'egfr' && m.value < 30)) return false;
  const lipidsHigh = list.some(
    (m) =>
      (m.key === 'totalCholesterol' || m.key === 'ldlCholesterol') &&
      m.refHigh != null &&
      m.value > m.refHigh,
  );
  const malnutritionLikelier = profile !== undefined && (profile.age >= 80 || (profile.bmi ?? 99) < 18.5);
  return lipidsHigh || !malnutritionLikelier;
}

/**
 * The plan's lab status as the rows read it: a ferritin above the range keeps every iron row away;
 * one below it makes "with it" in "should I take vitamin C with it?" the iron; a serum calcium above the
 * range brings the high-calcium rows (rows-hypercalcaemia.ts); a glucose below 3.9 mmol/L is a low already
 * recorded (rows-diabetes.ts).
 */
/** Glucose markers (mmol/L) and the level 1 hypoglycaemia cut-off (ADA 2025 §6: < 3.9 mmol/L, 70 mg/dL). */
const LOW_GLUCOSE_KEYS: ReadonlySet<string> = new Set(['fastingGlucose', 'glucose', 'randomGlucose']);
const LOW_GLUCOSE_MMOL = 3.9;

export function ironStatusOf(markers: Parameters<typeof highFerritinOf>[0]): {
  ironOverload?: true;
  ironDeficiency?: true;
  hypercalcaemia?: true;
  lowGlucose?: true;
  lowPotassium?: true;
  highPotassium?: true;
  lowPhosphate?: true;
  lowCalcium?: true;
  lowSodium?: true;
  lowVitaminD?: true;
  severeTriglycerides?: true;
  raisedLiverTests?: true;
} {
  const calcium = {
    // A low sodium (blind answer round 25 zh-044, en-042: Na 129 told to drink 1.5–1.7 litres on a schedule).
    ...((markers ?? []).some(
      (m) => m.key === 'serumSodium' && (m.flag === 'low' || (m.unit === 'mmol/L' && m.value < 135)),
    )
      ? { lowSodium: true as const }
      : {}),
    // A 25-OH vitamin D below 50 nmol/L (20 ng/mL; Endocrine Society 2011 deficiency): blind answer round 25
    // zh-139, en-138 (12 ng/mL with malabsorption told 5,000 IU is "not your dose").
    ...((markers ?? []).some(
      (m) => m.key === 'vitaminD25OH' && m.unit === 'nmol/L' && m.value < LOW_VITAMIN_D_NMOL,
    )
      ? { lowVitaminD: true as const }
      : {}),
    ...((markers ?? []).some(
      (m) => m.key === 'triglycerides' && m.unit === 'mmol/L' && m.value >= SEVERE_TG_MMOL_L,
    )
      ? { severeTriglycerides: true as const }
      : {}),
    ...((markers ?? []).some((m) => m.key === 'serumCalcium' && m.flag === 'high')
      ? { hypercalcaemia: true as const }
      : {}),
    ...((markers ?? []).some((m) => m.key === 'serumCalcium' && m.flag === 'low')
      ? { lowCalcium: true as const }
      : {}),
    ...((markers ?? []).some((m) => LOW_GLUCOSE_KEYS.has(m.key) && m.value < LOW_GLUCOSE_MMOL)
      ? { lowGlucose: true as const }
      : {}),
    ...(potassiumLowInPlan(markers) ? { lowPotassium: true as const } : {}),
    ...((markers ?? []).some((m) => m.key === 'serumPotassium' && m.flag === 'high')
      ? { highPotassium: true as const }
      : {}),
    ...((markers ?? []).some((m) => (m.key === 'alt' || m.key === 'ast') && m.flag === 'high')
      ? { raisedLiverTests: true as const }
      : {}),
    // A low phosphate (twenty-seventh clinician review, zh S2: 0.68 on tenofovir got the high-phosphate diet).
    ...((markers ?? []).some((m) => m.key === 'serumPhosphate' && m.flag === 'low')
      ? { lowPhosphate: true as const }
      : {}),
  };
  if (highFerritinOf(markers) !== null) return { ironOverload: true, ...calcium };
  const low = (markers ?? []).some((m) => m.key === 'ferritin' && m.flag === 'low');
  return low ? { ironDeficiency: true, ...calcium } : calcium;
}

/** What a composed row may read from the plan: its supervised doses and the products it reviewed. */
function planFactsForCompose(plan: NonNullable<Ctx['plan']>): Pick<ComposeInput, 'supervised' | 'takes'> {
  const supervised: Partial<Record<string, number>> = {};
  for (const r of plan.recommendations) if (r.supervised) supervised[r.nutrient] = r.dose;
  return { supervised, takes: plan.productReviews.map((p) => p.name) };
}

export function faqDraft(ctx: Ctx, row: FaqRow): Draft {
  // A known adult (the plan's age, no minor or child said in the chat) is not told what a minor should do.
  const adult =
    (ctx.plan?.profile.age ?? 0) >= 18 && ctx.minorSaid !== true && (ctx.childMonths ?? null) === null;
  const zh = ctx.locale === 'zh-CN';
  // A person who chokes (dysphagia in the plan, or said) is not offered choking hazards: the row's own
  // text for them, or the note naming the hazards its text mentioned (knowledge/dysphagia-foods.ts;
  // blind answer round 16, zh-053).
  const person = faqPersonOf(ctx);
  const chokes = inAudience(SWALLOWING, person, ctx.text);
  const plantBased = row.ifPlantBased !== undefined && inAudience(PLANT_BASED, person, ctx.text);
  const weightKg = ctx.plan?.profile.weightKg;
  const composed =
    row.compose?.(
      {
        text: ctx.text,
        ...(ctx.previous !== undefined ? { previous: ctx.previous } : {}),
        ...(typeof weightKg === 'number' ? { weightKg } : {}),
        ...(typeof ctx.plan?.profile.heightCm === 'number' ? { heightCm: ctx.plan.profile.heightCm } : {}),
        ...(typeof ctx.plan?.profile.prePregnancyWeightKg === 'number'
          ? { prePregnancyWeightKg: ctx.plan.profile.prePregnancyWeightKg }
          : {}),
        ...(typeof ctx.plan?.profile.gestationalWeek === 'number'
          ? { gestationalWeek: ctx.plan.profile.gestationalWeek }
          : {}),
        ...(ctx.plan ? planFactsForCompose(ctx.plan) : {}),
        medicines: person.medicines,
        conditions: person.conditions,
        ...(person.hypercalcaemia ? { hypercalcaemia: true } : {}),
        ...(person.aboveUl ? { aboveUl: person.aboveUl } : {}),
        ...(inAudience(PLANT_BASED, person, `${ctx.previous ?? ''}\n${ctx.text}`)
          ? { plantBased: true as const }
          : {}),
      },
      zh,
    ) ?? null;
  const said =
    composed ??
    pick(
      chokes && row.ifSwallowing
        ? row.ifSwallowing
        : plantBased && row.ifPlantBased
          ? row.ifPlantBased
          : row.text,
      ctx.locale,
    );
  // A row for a vitamin K antagonist says warfarin's name: on another (acenocoumarol) it says that one's, the
  // medicine the message names first, else the person's own.
  const vka = forVitaminKAntagonist(row)
    ? vitaminKAntagonistName([
        ...findDrugs(ctx.text).map((d) => d.id),
        ...(ctx.previous !== undefined ? findDrugs(ctx.previous).map((d) => d.id) : []),
        ...person.medicines,
      ])
    : undefined;
  const text = vka ? warfarinSaidAs(said, vka, row.warfarinItself) : said;
  // A row written for choking already says what to leave out ("少吃…花生坚果、年糕汤圆"): no second note.
  const writtenForChoking = /呛|噎|吞咽|\bchok\w*|\bswallow\w*/i.test(text);
  const hazards = chokes && !writtenForChoking ? chokingHazardsIn(text, zh) : [];
  const note =
    hazards.length > 0
      ? '\n\n' +
        pick(DYSPHAGIA_FOODS_NOTE, ctx.locale).replace(
          '{foods}',
          hazards.map((h) => pick(h.name, ctx.locale)).join(zh ? '、' : ', '),
        )
      : '';
  const ref =
    note || (chokes && row.ifSwallowing)
      ? `${row.source.ref}; ${DYSPHAGIA_FOODS_SOURCE.ref}`
      : row.source.ref;
  return {
    text: (adult ? withoutMinorLines(text, zh, ctx.text) : text) + note + sourceLine(ref, ctx.locale),
    suggestions: suggestionsFor(ctx, [], undefined),
    rules: [`faq:${row.id}`],
    ...(row.prescribedDoses ? { prescribedDoses: row.prescribedDoses } : {}),
    ...(row.notes ? { notes: row.notes.map((id) => ({ id, text })) } : {}),
  };
}
