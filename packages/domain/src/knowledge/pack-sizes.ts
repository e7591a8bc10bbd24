import { CATALOGUE, type CatalogueProduct } from './catalogue';

/**
 * How many servings one unit of a specification holds, for the refill reminder (issue 20.3: a product's
 * supply = servings in the packs bought ÷ servings a day). Pills are counted on the label ('60粒/瓶'); a
 * powder's tub holds its net weight ÷ the weight of one scoop, both printed on the label ('450克/罐',
 * '每勺约25克').
 */
const PILLS = /^(\d+)[片粒]\//;
const GRAMS = /^(\d+)克\//;
const GRAMS_PER_SCOOP = /每勺约(\d+(?:\.\d+)?)克/;

/** Servings in one unit of this SKU of this product, or null when its label does not say. */
export function servingsPerPackOf(product: CatalogueProduct, skuId: string): number | null {
  const sku = product.skus.find((s) => s.id === skuId);
  if (!sku) return null;
  const pills = PILLS.exec(sku.spec.zh);
  if (pills) return Number(pills[1]);
  const grams = GRAMS.exec(sku.spec.zh);
  const scoop = GRAMS_PER_SCOOP.exec(product.timing.zh);
  if (grams && scoop && product.servingUnit === 'scoop')
    return Math.floor(Number(grams[1]) / Number(scoop[1]));
  return null;
}

const BY_SKU: ReadonlyMap<string, number | null> = new Map(
  CATALOGUE.flatMap((p) => p.skus.map((s) => [s.id, servingsPerPackOf(p, s.id)] as const)),
);

/** Servings in one unit of a catalogue SKU by its id (null: unknown SKU or a label without a count). */
export function servingsPerPack(skuId: string): number | null {
  return BY_SKU.get(skuId) ?? null;
}
