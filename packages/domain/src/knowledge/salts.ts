import type { Bilingual, Source } from '../contracts/common';
import type { SupplementSaltForm } from '../contracts/questionnaire';
import type { NutrientKey } from '../nutrients';

/**
 * Mineral salts a supplement dose may be stated in, and the share of the salt's mass that is the
 * element (issue 15 §4: "amounts that mean what they say"). A tablet labelled "ferrous sulfate
 * 325 mg" gives 65 mg of iron, "calcium carbonate 1,250 mg" gives 500 mg of calcium: every target,
 * UL and recommendation is in elemental amounts, so a dose given as a salt is multiplied by
 * `fraction` before it is counted.
 *
 * Fractions are the figures the cited references print (NIH ODS fact sheets, StatPearls). Where no
 * such reference prints one, it is derived from the molecular formula with IUPAC standard atomic
 * weights (Fe 55.845, Ca 40.078, Mg 24.305, Zn 65.38, K 39.098) and the source says "derived" and
 * shows the formula. Hydrates matter (ferrous sulfate heptahydrate 20 %, dried ferrous sulfate
 * ≈ 30–37 % depending on the reference): only forms with one agreed figure are listed; a dried
 * ferrous sulfate is not, so it cannot be picked and silently under-counted.
 */
export interface SaltFormRow {
  id: SupplementSaltForm;
  nutrient: NutrientKey;
  zh: string;
  en: string;
  /** Names a user types for the salt (matched inside a free-text product name). */
  aliases: readonly string[];
  /** Element mass / salt mass. */
  fraction: number;
  /**
   * How products named after this salt usually print their strength, which decides how a typed name
   * without an explicit `form` is read: `salt` — the tablet is sold by the salt's mass ("ferrous
   * sulfate 325 mg", 硫酸亚铁片 0.3 g, "calcium carbonate 1250 mg", "Mag-Ox 400", 氯化钾 0.5 g);
   * `element` — the label states the element ("zinc gluconate 50 mg" = 50 mg zinc, potassium
   * gluconate 99 mg). The review always prints what was counted, so a misread is visible.
   */
  typedAmountIs: 'salt' | 'element';
  /**
   * How a Chinese-named product prints its strength, where it differs: Chinese zinc gluconate tablets
   * are sold by the salt's mass (葡萄糖酸锌片 70 mg "相当于锌10 mg", Chinese Pharmacopoeia monograph),
   * US ones by the element. Used when the alias typed is a Chinese one.
   */
  typedAmountIsZh?: 'salt';
  /** A worked example from the source: salt mg → element mg. */
  example: { saltMg: number; elementMg: number };
  /**
   * The salt is sold as more than one hydrate (ferrous sulfate: the heptahydrate 20 % iron, dried
   * ferrous sulfate about 30–37 %): an amount given as the element is not turned back into a salt
   * mass, which would be a guess (twelfth clinician review, en P3 #10: Ferro-Grad C's 105 mg iron is
   * 325 mg dried ferrous sulfate, shown as "about 525 mg").
   */
  hydrateVaries?: true;
  /**
   * For a salt whose hydrate varies: the tablet strengths whose form is agreed (the US 325 mg and the
   * Chinese 0.3 g tablets are the heptahydrate, the UK 200 mg tablet is dried ferrous sulfate), each
   * with the iron it holds. Any other mass of it is not read as an amount at all.
   */
  strengths?: readonly { saltMg: number; elementMg: number }[];
  source: Source;
}

const ODS_IRON: Source = {
  ref: 'NIH ODS Iron fact sheet for health professionals (2024), "Dietary supplements": ferrous fumarate 33 %, ferrous sulfate 20 %, ferrous gluconate 12 % elemental iron by weight; StatPearls "Iron" Table 1 (ferrous sulfate hydrated 325 mg = 64–65 mg, fumarate 300 mg = 99 mg, gluconate 325 mg = 39 mg)',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};
const ODS_CALCIUM: Source = {
  ref: 'NIH ODS Calcium fact sheet for health professionals (2024), "Dietary supplements": calcium carbonate 40 %, calcium citrate 21 % elemental calcium by weight',
  url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
};
const ODS_ZINC: Source = {
  ref: 'NIH ODS Zinc fact sheet for health professionals (2022), "Dietary supplements": about 23 % of zinc sulfate is elemental zinc (220 mg zinc sulfate = 50 mg zinc)',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};
const derived = (formula: string, calc: string): Source => ({
  ref: `Derived from the molecular formula ${formula} with IUPAC standard atomic weights: ${calc}`,
});

export const SALT_FORMS = [
  {
    id: 'ferrous_sulfate',
    nutrient: 'iron',
    typedAmountIs: 'salt',
    zh: '硫酸亚铁',
    en: 'ferrous sulfate',
    aliases: ['硫酸亚铁', 'ferrous sulfate', 'ferrous sulphate', 'FeSO4'],
    fraction: 0.2,
    hydrateVaries: true,
    strengths: [
      { saltMg: 325, elementMg: 65 },
      { saltMg: 300, elementMg: 60 },
      { saltMg: 200, elementMg: 65 },
    ],
    example: { saltMg: 325, elementMg: 65 },
    source: {
      ref: `${ODS_IRON.ref}; BNF, Ferrous sulfate (2024): dried ferrous sulfate 200 mg tablets = 65 mg iron; 中华人民共和国药典（2020年版）二部 硫酸亚铁片 0.3 g（相当于铁 60 mg）`,
      url: ODS_IRON.url,
    },
  },
  {
    id: 'ferrous_fumarate',
    nutrient: 'iron',
    typedAmountIs: 'salt',
    zh: '富马酸亚铁',
    en: 'ferrous fumarate',
    aliases: ['富马酸亚铁', 'ferrous fumarate'],
    fraction: 0.33,
    example: { saltMg: 300, elementMg: 99 },
    source: ODS_IRON,
  },
  {
    id: 'ferrous_gluconate',
    nutrient: 'iron',
    typedAmountIs: 'salt',
    zh: '葡萄糖酸亚铁',
    en: 'ferrous gluconate',
    aliases: ['葡萄糖酸亚铁', 'ferrous gluconate'],
    fraction: 0.12,
    example: { saltMg: 325, elementMg: 39 },
    source: ODS_IRON,
  },
  // Sold in China by the salt's mass (速力菲 0.1 g "相当于铁35 mg"): "ferrous succinate 100mg twice a day" was read as
  // 200 mg of iron (blind answer round 49, en-007, development data). The label's 35 % is used, not the formula's
  // 32.5 % (FeC4H4O4), so a typed 0.1 g tablet counts what its box says.
  {
    id: 'ferrous_succinate',
    nutrient: 'iron',
    typedAmountIs: 'salt',
    zh: '琥珀酸亚铁',
    en: 'ferrous succinate',
    aliases: ['琥珀酸亚铁', '速力菲', 'ferrous succinate', 'sulifei'],
    fraction: 0.35,
    example: { saltMg: 100, elementMg: 35 },
    source: { ref: '琥珀酸亚铁片（速力菲）说明书：每片含琥珀酸亚铁0.1 g（相当于铁35 mg）' },
  },
  {
    id: 'calcium_carbonate',
    nutrient: 'calcium',
    typedAmountIs: 'salt',
    zh: '碳酸钙',
    en: 'calcium carbonate',
    aliases: ['碳酸钙', 'calcium carbonate', 'CaCO3'],
    fraction: 0.4,
    example: { saltMg: 1250, elementMg: 500 },
    source: ODS_CALCIUM,
  },
  {
    id: 'calcium_citrate',
    nutrient: 'calcium',
    typedAmountIs: 'element',
    zh: '枸橼酸钙',
    en: 'calcium citrate',
    aliases: ['柠檬酸钙', '枸橼酸钙', 'calcium citrate'],
    fraction: 0.21,
    example: { saltMg: 950, elementMg: 200 },
    source: ODS_CALCIUM,
  },
  {
    id: 'calcium_lactate',
    nutrient: 'calcium',
    typedAmountIs: 'salt',
    zh: '乳酸钙',
    en: 'calcium lactate',
    aliases: ['乳酸钙', 'calcium lactate'],
    fraction: 0.13,
    example: { saltMg: 500, elementMg: 65 },
    source: derived('Ca(C3H5O3)2·5H2O (308.3 g/mol)', '40.078 / 308.3 = 13.0 % calcium'),
  },
  {
    id: 'calcium_gluconate',
    nutrient: 'calcium',
    typedAmountIs: 'salt',
    zh: '葡萄糖酸钙',
    en: 'calcium gluconate',
    aliases: ['葡萄糖酸钙', 'calcium gluconate'],
    fraction: 0.089,
    example: { saltMg: 500, elementMg: 44.5 },
    source: derived('Ca(C6H11O7)2·H2O (448.4 g/mol)', '40.078 / 448.4 = 8.9 % calcium'),
  },
  {
    id: 'magnesium_oxide',
    nutrient: 'magnesium',
    typedAmountIs: 'salt',
    zh: '氧化镁',
    en: 'magnesium oxide',
    aliases: ['氧化镁', 'magnesium oxide', 'MgO'],
    fraction: 0.6,
    example: { saltMg: 400, elementMg: 240 },
    source: derived('MgO (40.30 g/mol)', '24.305 / 40.30 = 60.3 % magnesium'),
  },
  {
    id: 'magnesium_citrate',
    nutrient: 'magnesium',
    typedAmountIs: 'element',
    zh: '枸橼酸镁',
    en: 'magnesium citrate',
    aliases: ['柠檬酸镁', '枸橼酸镁', 'magnesium citrate'],
    fraction: 0.16,
    example: { saltMg: 1000, elementMg: 160 },
    source: derived('Mg3(C6H5O7)2 (451.1 g/mol)', '3 × 24.305 / 451.1 = 16.2 % magnesium'),
  },
  {
    id: 'magnesium_glycinate',
    nutrient: 'magnesium',
    typedAmountIs: 'element',
    zh: '甘氨酸镁',
    en: 'magnesium glycinate',
    aliases: ['甘氨酸镁', 'magnesium glycinate', 'magnesium bisglycinate'],
    fraction: 0.14,
    example: { saltMg: 1000, elementMg: 140 },
    source: derived('Mg(C2H4NO2)2 (172.4 g/mol)', '24.305 / 172.4 = 14.1 % magnesium'),
  },
  {
    id: 'zinc_sulfate',
    nutrient: 'zinc',
    typedAmountIs: 'salt',
    zh: '硫酸锌',
    en: 'zinc sulfate',
    aliases: ['硫酸锌', 'zinc sulfate', 'zinc sulphate'],
    fraction: 0.23,
    example: { saltMg: 220, elementMg: 50 },
    source: ODS_ZINC,
  },
  {
    id: 'zinc_gluconate',
    nutrient: 'zinc',
    typedAmountIs: 'element',
    zh: '葡萄糖酸锌',
    en: 'zinc gluconate',
    aliases: ['葡萄糖酸锌', 'zinc gluconate'],
    typedAmountIsZh: 'salt',
    fraction: 0.14,
    example: { saltMg: 70, elementMg: 10 },
    source: derived('Zn(C6H11O7)2 (455.7 g/mol)', '65.38 / 455.7 = 14.3 % zinc'),
  },
  {
    id: 'potassium_chloride',
    nutrient: 'potassium',
    typedAmountIs: 'salt',
    zh: '氯化钾',
    en: 'potassium chloride',
    aliases: ['氯化钾', 'potassium chloride', 'KCl'],
    fraction: 0.524,
    example: { saltMg: 500, elementMg: 262 },
    source: derived(
      'KCl (74.55 g/mol)',
      '39.098 / 74.55 = 52.4 % potassium; 氯化钾缓释片 0.5 g 说明书：每片含钾 6.7 mmol（约 262 mg）',
    ),
  },
  {
    id: 'potassium_citrate',
    nutrient: 'potassium',
    typedAmountIs: 'salt',
    zh: '枸橼酸钾',
    en: 'potassium citrate',
    aliases: ['枸橼酸钾', '柠檬酸钾', 'potassium citrate'],
    fraction: 0.36,
    example: { saltMg: 1080, elementMg: 389 },
    source: derived('K3C6H5O7·H2O (324.4 g/mol)', '3 × 39.098 / 324.4 = 36.2 % potassium'),
  },
  {
    id: 'potassium_gluconate',
    nutrient: 'potassium',
    typedAmountIs: 'element',
    zh: '葡萄糖酸钾',
    en: 'potassium gluconate',
    aliases: ['葡萄糖酸钾', 'potassium gluconate'],
    fraction: 0.167,
    example: { saltMg: 595, elementMg: 99 },
    source: derived('C6H11KO7 (234.2 g/mol)', '39.098 / 234.2 = 16.7 % potassium'),
  },
  {
    // A salt substitute, not a supplement: counted by its potassium chloride share so that "低钠盐 5 g"
    // is about 650 mg of potassium, not 5 g of potassium chloride (issue 31 §1).
    id: 'low_sodium_salt',
    nutrient: 'potassium',
    typedAmountIs: 'salt',
    zh: '低钠盐（含约25%氯化钾）',
    en: 'low-sodium salt substitute (about 25 % potassium chloride)',
    aliases: [
      '低钠盐',
      '低钠富钾盐',
      '富钾盐',
      '代盐',
      '代用盐',
      'low-sodium salt',
      'low-sodium salt substitute',
    ],
    fraction: 0.131,
    example: { saltMg: 5000, elementMg: 655 },
    source: {
      ref: 'Neal B et al. Effect of salt substitution on cardiovascular events and death (SSaSS). N Engl J Med 2021;385:1067 (the Chinese salt substitute: 75 % sodium chloride, 25 % potassium chloride); potassium share derived from KCl (74.55 g/mol): 0.25 × 39.098 / 74.55 = 13.1 % potassium',
      url: 'https://doi.org/10.1056/NEJMoa2105675',
    },
  },
  {
    // A sodium-free US salt substitute (NoSalt, Nu-Salt, Morton Salt Substitute): almost all potassium
    // chloride, so 1.5 g is about 790 mg of potassium — not the Chinese 25 % salt (clinician review
    // 2026-11-25, products §1).
    id: 'kcl_salt_substitute',
    nutrient: 'potassium',
    typedAmountIs: 'salt',
    zh: '无钠代盐（几乎全是氯化钾，如 NoSalt、Nu-Salt）',
    en: 'sodium-free salt substitute (potassium chloride, e.g. NoSalt, Nu-Salt)',
    aliases: [
      'NoSalt',
      'No Salt',
      'Nu-Salt',
      'NuSalt',
      'Morton Salt Substitute',
      'KCl salt substitute',
      'potassium chloride salt substitute',
      'salt substitute',
      'sodium-free salt',
      '无钠盐',
      '无钠代盐',
      '氯化钾代盐',
    ],
    fraction: 0.524,
    example: { saltMg: 1500, elementMg: 786 },
    source: {
      ref: 'Product labels: NoSalt Original (ingredients: potassium chloride, potassium bitartrate, adipic acid, mineral oil, fumaric acid, silicon dioxide; about 650 mg potassium and 0 mg sodium per 1/4 teaspoon), Nu-Salt and Morton Salt Substitute (potassium chloride, 0 mg sodium) — label figures cited from memory and retail listings, not from a printed label in hand; counted as potassium chloride, KCl 74.55 g/mol: 39.098 / 74.55 = 52.4 % potassium',
    },
  },
  {
    // Half salt, half potassium chloride (Morton Lite Salt).
    id: 'lite_salt',
    nutrient: 'potassium',
    typedAmountIs: 'salt',
    zh: '半钠盐（约一半是氯化钾，如 Morton Lite Salt）',
    en: 'lite salt (about 50 % potassium chloride, e.g. Morton Lite Salt)',
    aliases: ['Morton Lite Salt', 'Morton Lite', 'Lite Salt', 'Light Salt', '半钠盐'],
    fraction: 0.262,
    example: { saltMg: 1400, elementMg: 367 },
    source: {
      ref: 'Morton Lite Salt label: sodium chloride and potassium chloride, 50 % less sodium than table salt; 290 mg sodium and 350 mg potassium per 1/4 teaspoon (label figures cited from memory and retail listings); counted as 50 % potassium chloride: 0.5 × 39.098 / 74.55 = 26.2 % potassium',
    },
  },
  {
    // LoSalt (UK): two parts potassium chloride to one part salt.
    id: 'losalt',
    nutrient: 'potassium',
    typedAmountIs: 'salt',
    zh: 'LoSalt 减钠盐（约66%氯化钾）',
    en: 'LoSalt (about 66 % potassium chloride)',
    aliases: ['LoSalt', 'Lo-Salt', 'Lo Salt'],
    fraction: 0.346,
    example: { saltMg: 1000, elementMg: 346 },
    source: {
      ref: 'LoSalt label and maker (Klinge Foods): 66 % potassium chloride, 33 % sodium chloride, "66 % less sodium than regular salt" (cited from the maker\'s site, losalt.com); 0.66 × 39.098 / 74.55 = 34.6 % potassium',
      url: 'https://www.losalt.com/',
    },
  },
] as const satisfies readonly SaltFormRow[];

const BY_ID = new Map<string, SaltFormRow>(SALT_FORMS.map((s) => [s.id, s]));

/** The salt row of an id, or undefined. */
export function saltFormById(id: string | undefined): SaltFormRow | undefined {
  return typeof id === 'string' ? BY_ID.get(id) : undefined;
}

/**
 * The element in one tablet of `saltMg` of the salt, or null where the salt's hydrate varies and the
 * strength is not one whose form is agreed ("ferrous sulfate 250 mg" could be either).
 */
export function elementOfSaltMass(row: SaltFormRow, saltMg: number): number | null {
  if (row.hydrateVaries !== true) return saltMg * row.fraction;
  return row.strengths?.find((s) => Math.abs(s.saltMg - saltMg) < 1e-6)?.elementMg ?? null;
}

/** How the review names the two amounts. */
export const SALT_NOTE: Bilingual = {
  zh: '{salt} {saltMg} mg 约含元素{element} {elementMg} mg（按元素量计入）',
  en: '{salt} {saltMg} mg gives about {elementMg} mg elemental {element} (counted as the element)',
};

/**
 * The amount was given as the element (a facts panel's figure) with its salt: counted as given, the
 * salt's mass shown for reference (ninth clinician review, en P1 finding 8).
 */
/** The same for a salt sold as more than one hydrate (`hydrateVaries`): no salt mass is guessed. */
export const SALT_ELEMENTAL_NOTE_NO_MASS: Bilingual = {
  zh: '元素{element} {elementMg} mg（按标签上的元素量计入，成分为{salt}）',
  en: '{elementMg} mg elemental {element}, counted as the label gives it (as {salt})',
};
export const SALT_ELEMENTAL_NOTE: Bilingual = {
  zh: '元素{element} {elementMg} mg（按标签上的元素量计入，约相当于{salt} {saltMg} mg）',
  en: '{elementMg} mg elemental {element}, counted as the label gives it (from about {saltMg} mg {salt})',
};
