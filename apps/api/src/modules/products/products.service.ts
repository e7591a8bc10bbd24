import type { FastifyInstance } from 'fastify';
import {
  bestPriceCents,
  formatCents,
  splitByDosage,
  splitUsage,
  voucherLabel,
  type Voucher,
} from '@nutri/domain/commerce';
import {
  bilingualSchema,
  pick,
  productCategorySchema,
  type Bilingual,
  type Locale,
  type ProductCategoryKey,
  type ProductGetResult,
  type ProductView,
  type SkuView,
} from '@nutri/domain/contracts';
import {
  BRANDS,
  CATALOGUE,
  PRODUCT_CATEGORIES,
  SERVING_UNITS,
  type CatalogueProduct,
} from '@nutri/domain/knowledge/catalogue';
import { productById } from '@nutri/domain/products';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { withDeps } from '../../lib/with-deps';
import { productsRepository } from './products.repository';
import { offsetOf, type Page, type PageRequest } from '../../lib/page';
import { decorationPlugin } from '../../lib/decoration-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    productsService: ReturnType<typeof createProductsService>;
  }
}

/** URL prefix of the product images (served by plugins/static-images.ts). */
export const IMAGE_PREFIX = '/staticImages/';

export interface CachedSku {
  id: string;
  productId: string;
  spec: Bilingual;
  priceCents: number;
}

export interface CachedProduct {
  product: CatalogueProduct;
  category: ProductCategoryKey;
  skus: CachedSku[];
}

interface CatalogueCache {
  list: CachedProduct[];
  byId: ReadonlyMap<string, CachedProduct>;
  skuById: ReadonlyMap<string, CachedSku>;
}

/**
 * Upserts the seed catalogue (idempotent; existing stock is never reset) and hides products that left
 * it; the app's in-memory copy is refreshed after it (`catalogueCache`).
 */
async function seedCatalogue(db: Db): Promise<void> {
  await productsRepository.upsertProducts(
    db,
    CATALOGUE.map((p, i) => {
      const { skus: _skus, ...data } = p;
      return { id: p.id, category: p.category, data, sortOrder: i, active: true };
    }),
  );
  await productsRepository.deactivateOthers(
    db,
    CATALOGUE.map((p) => p.id),
  );
  await productsRepository.upsertSkus(
    db,
    CATALOGUE.flatMap((p) =>
      p.skus.map((s) => ({
        id: s.id,
        productId: p.id,
        spec: s.spec,
        priceCents: s.priceCents,
        stock: s.stock,
      })),
    ),
  );
}

async function loadCatalogue(db: Db): Promise<CatalogueCache> {
  const rows = await productsRepository.activeProducts(db);
  const skuRows = await productsRepository.skusOf(
    db,
    rows.map((r) => r.id),
  );
  const list: CachedProduct[] = [];
  for (const row of rows) {
    // Names, labels and usage come from the knowledge base; the database decides what is on sale and
    // at which price.
    const product = productById(row.id);
    const category = productCategorySchema.safeParse(row.category);
    if (!product || !category.success) continue;
    const skus = skuRows
      .filter((s) => s.productId === row.id)
      .map((s) => {
        const spec = bilingualSchema.safeParse(s.spec);
        return {
          id: s.id,
          productId: row.id,
          spec: spec.success ? spec.data : { zh: s.id, en: s.id },
          priceCents: s.priceCents,
        };
      });
    // Catalogue order of SKUs (the first is the default), not the database's.
    const order = new Map(product.skus.map((s, i) => [s.id, i]));
    skus.sort((a, b) => (order.get(a.id) ?? 999) - (order.get(b.id) ?? 999) || (a.id < b.id ? -1 : 1));
    if (skus.length > 0) list.push({ product, category: category.data, skus });
  }
  return {
    list,
    byId: new Map(list.map((p) => [p.product.id, p])),
    skuById: new Map(list.flatMap((p) => p.skus.map((s) => [s.id, s] as const))),
  };
}

/**
 * The catalogue as the database holds it, kept in memory by the app: products and prices change only
 * when the seed changes (at start), so hot reads never touch the database for them. Stock is live and
 * always read from the database.
 */
function catalogueCache() {
  let cache: CatalogueCache | undefined;
  return {
    /** Seeds the catalogue and refreshes the copy. */
    async seed(db: Db): Promise<void> {
      await seedCatalogue(db);
      cache = await loadCatalogue(db);
    },
    async of(db: Db): Promise<CatalogueCache> {
      cache ??= await loadCatalogue(db);
      return cache;
    },
  };
}

/** What the catalogue's reads use of the app: its copy of the catalogue, plans' daily amounts, the user's vouchers. */
interface ProductsDeps extends Pick<FastifyInstance, 'plansService' | 'vouchersService'> {
  catalogue: ReturnType<typeof catalogueCache>;
}

interface PlanLine {
  dosage: number;
  usage: string;
  content: string;
}

function skuView(sku: CachedSku, stock: number, vouchers: Voucher[], locale: Locale): SkuView {
  const best = bestPriceCents(sku.priceCents, vouchers);
  return {
    id: sku.id,
    productId: sku.productId,
    spec: pick(sku.spec, locale),
    priceCents: sku.priceCents,
    price: formatCents(sku.priceCents),
    stock,
    bestPriceCents: best.cents,
    bestPrice: best.text,
    bestVoucherId: best.voucher?.id ?? null,
    bestVoucherLabel: best.voucher ? voucherLabel(best.voucher, locale) : null,
  };
}

function productView(
  item: CachedProduct,
  stock: ReadonlyMap<string, number>,
  vouchers: Voucher[],
  locale: Locale,
  plan: PlanLine | null,
  group: ProductView['group'],
): ProductView {
  const p = item.product;
  const skus = item.skus.map((s) => skuView(s, stock.get(s.id) ?? 0, vouchers, locale));
  const first = skus[0]!;
  const label = splitUsage(pick(p.usage, locale));
  const unit = SERVING_UNITS[p.servingUnit];
  return {
    id: p.id,
    category: item.category,
    categoryName: pick(PRODUCT_CATEGORIES[item.category], locale),
    name: locale === 'en-US' ? p.en : p.zh,
    brand: pick(BRANDS[p.brand], locale),
    image: `${IMAGE_PREFIX}${p.image}`,
    form: p.form ?? null,
    nutrients: p.nutrientsPerServing.map((n) => ({ substance: n.substance, amount: n.amount, unit: n.unit })),
    servingsPerDay: p.servingsPerDay,
    servingUnit: locale === 'en-US' ? unit.en : unit.zh,
    dosage: plan?.dosage ?? p.servingsPerDay,
    usage: plan?.usage ?? label.usage,
    content: plan?.content ?? label.content,
    skus,
    defaultSkuId: first.id,
    priceCents: first.priceCents,
    price: first.price,
    bestPriceCents: first.bestPriceCents,
    bestPrice: first.bestPrice,
    bestVoucherId: first.bestVoucherId,
    bestVoucherLabel: first.bestVoucherLabel,
    stock: skus.reduce((sum, s) => sum + s.stock, 0),
    group,
  };
}

function unknownIds(ids: string[]): DomainError {
  return new DomainError('bad_request', `Unknown product ids: ${ids.join(', ')}`, [
    { field: 'productIds', message: `unknown product ids: ${ids.join(', ')}` },
  ]);
}

/**
 * What product views are priced with, in one statement (ADR 0036): the live stock of these products'
 * SKUs, the user's vouchers usable now, and when that set of vouchers next changes by itself.
 */
async function priceFigures({ vouchersService }: ProductsDeps, db: Db, userId: string, productIds: string[]) {
  const scope = await vouchersService.voucherScope(db, userId);
  // After the scope: a first query grants the welcome pack valid from that moment, and must price with it.
  const now = new Date();
  const figures = await productsRepository.priceFigures(db, productIds, { userId, scope, now });
  return { stock: figures.stock, ...vouchersService.usableAt(figures.vouchers, now) };
}

/** Products by id (in the order asked), or a plan's products with its dosage and the basis/other split. */
async function getProducts(
  deps: ProductsDeps,
  db: Db,
  userId: string,
  body: { productIds?: string[]; customNutritionPlanId?: string },
  locale: Locale,
): Promise<ProductGetResult> {
  const cache = await deps.catalogue.of(db);
  if (body.customNutritionPlanId !== undefined && body.productIds === undefined) {
    const document = await deps.plansService.documentIn(db, body.customNutritionPlanId, locale);
    const lines = document.products.flatMap((line) => {
      const item = cache.byId.get(line.productId);
      return item ? [{ item, line }] : [];
    });
    const { stock, vouchers } = await priceFigures(
      deps,
      db,
      userId,
      lines.map((l) => l.item.product.id),
    );
    const split = splitByDosage(lines.map((l) => ({ ...l, dosage: l.line.dosage })));
    const make = (l: (typeof lines)[number], group: 'basis' | 'other') =>
      productView(l.item, stock, vouchers, locale, l.line, group);
    const basis = split.basis.map((l) => make(l, 'basis'));
    const other = split.other.map((l) => make(l, 'other'));
    const list = [...basis, ...other];
    return { list, total: list.length, basis, other };
  }
  const ids = [...new Set(body.productIds ?? [])];
  const missing = ids.filter((id) => !cache.byId.has(id));
  if (missing.length > 0) throw unknownIds(missing);
  const items = ids.map((id) => cache.byId.get(id)!);
  const { stock, vouchers } = await priceFigures(deps, db, userId, ids);
  // Opened from a plan: the plan's daily amount and usage, not the label's (issue 18.3).
  const planLines = body.customNutritionPlanId
    ? new Map(
        (await deps.plansService.documentIn(db, body.customNutritionPlanId, locale)).products.map((l) => [
          l.productId,
          l,
        ]),
      )
    : null;
  const list = items.map((item) =>
    productView(item, stock, vouchers, locale, planLines?.get(item.product.id) ?? null, null),
  );
  return { list, total: list.length, basis: null, other: null };
}

async function getProductPage(
  deps: ProductsDeps,
  db: Db,
  userId: string,
  query: PageRequest & { category?: ProductCategoryKey },
  locale: Locale,
): Promise<{ result: Page<ProductView>; pricesValidUntil?: number }> {
  const cache = await deps.catalogue.of(db);
  const all = query.category ? cache.list.filter((p) => p.category === query.category) : cache.list;
  const start = offsetOf(query);
  const page = all.slice(start, start + query.pageSize);
  if (page.length === 0) return { result: { list: [], total: all.length } };
  const { stock, vouchers, until } = await priceFigures(
    deps,
    db,
    userId,
    page.map((p) => p.product.id),
  );
  return {
    result: {
      list: page.map((item) => productView(item, stock, vouchers, locale, null, null)),
      total: all.length,
    },
    ...(Number.isFinite(until) ? { pricesValidUntil: until } : {}),
  };
}

/**
 * The products service as the app holds it (`app.productsService`): the catalogue's reads, and what
 * placing an order, the console and the Youzan store read and write of the catalogue and its stock.
 */
function createProductsService(deps: Pick<FastifyInstance, 'plansService' | 'vouchersService'>) {
  const catalogue = catalogueCache();
  const all: ProductsDeps = {
    plansService: deps.plansService,
    vouchersService: deps.vouchersService,
    catalogue,
  };
  return {
    getProducts: withDeps(all, getProducts),
    getProductPage: withDeps(all, getProductPage),
    /** Upserts the seed catalogue and refreshes the app's copy (db/seeds.ts, at start). */
    seedCatalogue: catalogue.seed,
    /** The catalogue (products on sale, their SKUs and prices), from the app's copy. */
    catalogueOf: catalogue.of,
    /** Prices of these SKUs as the database holds them now. */
    skuPrices: (db: Db, skuIds: string[]) => productsRepository.skuPrices(db, skuIds),
    /** Takes stock for an order (never below 0); false when there is not enough. */
    takeStock: (db: Db, skuId: string, quantity: number) => productsRepository.takeStock(db, skuId, quantity),
    /** Live stock per SKU of these products. */
    stockOf: (db: Db, productIds: string[]) => productsRepository.stockOf(db, productIds),
    /** A SKU's stock, its row locked for the caller's transaction; undefined for an unknown SKU. */
    stockForUpdate: (db: Db, skuId: string) => productsRepository.stockForUpdate(db, skuId),
    /** Adds (or removes) stock; null when it would go below 0. */
    addStock: (db: Db, skuId: string, delta: number) => productsRepository.addStock(db, skuId, delta),
  };
}

export default decorationPlugin('productsService', createProductsService, {
  name: 'products-service',
  dependencies: ['plans-service', 'vouchers-service'],
});
