/**
 * The shop's own products as supplement options (issue 19.7): a person who bought "营养家 钙+维生素D3片"
 * can say they take "2 tablets" of it, and the review counts the label's amounts per tablet. Derived
 * from the catalogue table, so a label change reaches both the shop and the review.
 */
import type { SupplementSaltForm } from '../contracts/questionnaire';
import {
  BRANDS,
  CATALOGUE,
  type CatalogueProduct,
  type ProductCategory,
  type ServingUnit,
} from '../knowledge/catalogue';
import type { SupplementCategory, SupplementOptionRow } from '../knowledge/supplements';
import type { ProductUnit } from '../units';

/** A soft gel is counted as a capsule (粒), a chewable tablet as a tablet (片). */
const PRODUCT_UNIT_OF: Record<ServingUnit, ProductUnit> = {
  capsule: 'capsule',
  softgel: 'capsule',
  tablet: 'tablet',
  chewable: 'tablet',
  scoop: 'scoop',
};

const SERVING_TEXT: Record<ServingUnit, { zh: string; en: string }> = {
  capsule: { zh: '1粒', en: '1 capsule' },
  softgel: { zh: '1粒软胶囊', en: '1 softgel' },
  tablet: { zh: '1片', en: '1 tablet' },
  chewable: { zh: '1片咀嚼片', en: '1 chewable tablet' },
  scoop: { zh: '1勺', en: '1 scoop' },
};

/** Combination products are filed under what they are bought for (calcium + D3 is a calcium product). */
function categoryOf(p: CatalogueProduct): SupplementCategory {
  const byCategory: Record<ProductCategory, SupplementCategory | null> = {
    vitamin: 'vitamin',
    bComplex: 'vitamin',
    mineral: 'mineral',
    multivitamin: 'multi',
    omega3: 'fatty_acid',
    fiber: 'other',
    protein: 'other',
    combination: null,
  };
  return (
    byCategory[p.category] ?? (p.nutrientsPerServing[0]?.substance === 'calcium' ? 'mineral' : 'vitamin')
  );
}

/** The salt a mineral product is made of, where the salt table knows it (carbonate → 40 % calcium). */
function saltFormOf(p: CatalogueProduct): SupplementSaltForm | undefined {
  const main = p.nutrientsPerServing[0]?.substance;
  const salts: Partial<Record<string, SupplementSaltForm>> = {
    'calcium:carbonate': 'calcium_carbonate',
    'calcium:citrate': 'calcium_citrate',
    'zinc:gluconate': 'zinc_gluconate',
    'magnesium:glycinate': 'magnesium_glycinate',
    'potassium:citrate': 'potassium_citrate',
  };
  return p.form !== undefined && main !== undefined ? salts[`${main}:${p.form}`] : undefined;
}

function optionOf(p: CatalogueProduct): SupplementOptionRow | undefined {
  const first = p.nutrientsPerServing[0];
  if (!first) return undefined;
  const brand = BRANDS[p.brand];
  const saltForm = saltFormOf(p);
  return {
    id: p.id,
    category: categoryOf(p),
    zh: `${brand.zh} ${p.zh}`,
    en: `${brand.en} ${p.en}`,
    aliases: [p.zh, p.en],
    main: first.substance,
    contains: p.nutrientsPerServing.map((n) => ({ substance: n.substance, amount: n.amount, unit: n.unit })),
    defaultDose: { amount: first.amount, unit: first.unit },
    serving: SERVING_TEXT[p.servingUnit],
    servingCount: { count: 1, unit: PRODUCT_UNIT_OF[p.servingUnit] },
    source: {
      ref: `${brand.en} ${p.en} (our shop's house brand): label amounts per ${p.servingUnit}, knowledge/catalogue.ts`,
    },
    ...(saltForm ? { saltForm } : {}),
  };
}

/** Every catalogue product as an option, in catalogue order. */
export const CATALOGUE_OPTIONS: readonly SupplementOptionRow[] = CATALOGUE.flatMap((p) => {
  const o = optionOf(p);
  return o ? [o] : [];
});
