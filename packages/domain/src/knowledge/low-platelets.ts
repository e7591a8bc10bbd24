/**
 * A low platelet count and the supplements that add to bleeding (fifteenth clinician review, zh P5-S2:
 * chronic ITP with platelets 28 ×10⁹/L — fish oil 2 g "keep" and scheduled, nattokinase unanswered).
 *
 * Below 50 ×10⁹/L the products that impair platelet function or clotting are treated as they are on an
 * antiplatelet medicine, only more strictly: "avoid, ask your haematologist" — the same substances the
 * interaction table's anticoagulant and antiplatelet bleeding rules name (knowledge/interactions.ts).
 * Below 50 is the count at which bleeding with procedures and injury becomes a concern and the
 * haematologist guides care (the ITP guidelines' treatment threshold is 30); the plan does not guess
 * which of these is safe for her.
 */
import type { Bilingual, Source } from '../contracts/common';
import type { Substance } from '../substances';

/** Platelets (×10⁹/L) below which bleeding-risk supplements are "avoid, ask your haematologist". */
export const LOW_PLATELETS_BELOW = 50;

/**
 * The product's main substance: fish oil and other omega-3, vitamin E, nattokinase, ginkgo, garlic
 * extract, notoginseng (三七), safflower (红花), danshen (丹参), dong quai (当归), turmeric. A
 * multivitamin's small vitamin E is not the product's main substance and is left alone.
 */
export const LOW_PLATELETS_SUBSTANCES: readonly Substance[] = [
  'omega3',
  'vitaminE',
  'nattokinase',
  'ginkgo',
  'garlic',
  'notoginseng',
  'safflower',
  'danshen',
  'dongQuai',
  'turmeric',
];

/** The same products by name, for one the table does not know ("纳豆激酶 20000FU", "krill oil"). */
export const LOW_PLATELETS_NAMES =
  /纳豆激酶|纳豆酶|鱼油|磷虾油|银杏|金纳多|大蒜(?:素|精|提取物|油)|三七|血塞通|红花|丹参|当归|姜黄|nattokinase|fish ?oil|krill ?oil|omega[- ]?3|ginkgo|garlic (?:extract|oil|capsule)|vitamin e\b|turmeric|curcumin/i;

export const LOW_PLATELETS_SOURCE: Source = {
  ref: 'Neunert C et al. American Society of Hematology 2019 guidelines for immune thrombocytopenia, Blood Adv 2019;3:3829 (treatment threshold < 30 ×10⁹/L); Provan D et al. Updated international consensus report on the investigation and management of primary immune thrombocytopenia, Blood Adv 2019;3:3780 (avoid medicines and supplements that impair platelet function when the count is low; cited from memory); NIH Office of Dietary Supplements, Omega-3 and Vitamin E fact sheets (bleeding risk with anticoagulant and antiplatelet medicines); 成人原发免疫性血小板减少症诊断与治疗中国指南（2020年版）（章节凭记忆）',
  url: 'https://doi.org/10.1182/bloodadvances.2019000966',
};

/** The review's line for such a product ({value}: the count as typed). */
export const LOW_PLATELETS_REVIEW: Bilingual = {
  zh: '你的血小板 {value} ×10⁹/L，低于 50：本品会影响血小板功能或凝血（鱼油、纳豆激酶、银杏、维生素E、大蒜提取物、三七、丹参、红花、当归、姜黄都属于这一类），血小板低时会增加出血风险。请先停用，问血液科医生能不能吃；医生开的药照常服用。',
  en: 'Your platelets are {value} ×10⁹/L, below 50: this product affects platelet function or clotting (fish oil, nattokinase, ginkgo, vitamin E, garlic extract, notoginseng, danshen, safflower, dong quai and turmeric all do), which adds to bleeding risk when platelets are low. Stop it for now and ask your haematologist whether you may take it; keep taking your prescribed medicines.',
};

/** The plan's reason for recommending no omega-3 or vitamin E ({value}: the count as typed). */
export const LOW_PLATELETS_SKIPPED: Bilingual = {
  zh: '血小板 {value} ×10⁹/L，低于 50：不推荐补充{nutrient}（会影响血小板功能），请先问血液科医生',
  en: 'Platelets {value} ×10⁹/L, below 50: no {nutrient} supplement is recommended (it affects platelet function); ask your haematologist first',
};
