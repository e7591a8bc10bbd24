import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { products, skus, vouchers } from '../../db/schema';
import { unexpiredValues, unexpiredWhere, type VoucherScope } from '../../db/voucher-scope';
import { dataChanged, tags } from '../../lib/read-cache';
import { decorationPlugin } from '../../lib/decoration-plugin';

type VoucherRow = typeof vouchers.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type SkuRow = typeof skus.$inferSelect;

/**
 * Writes seed rows by id: new ones are inserted, existing ones get `set` (the columns the seed owns).
 * False when there was nothing to write, so that no cached read is dropped for nothing.
 */
async function upsertSeed<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  set: PgUpdateSetSource<T>,
): Promise<boolean> {
  if (rows.length === 0) return false;
  await db.insert(table).values(rows).onConflictDoUpdate({ target: table.id, set });
  return true;
}

/** Live stock of the SKUs of some products: the catalogue page's prepared query (ADR 0036). */
function stockQuery(db: Db) {
  return db
    .select({ id: skus.id, stock: skus.stock })
    .from(skus)
    .where(sql`${skus.productId} = any(${sql.placeholder('productIds')}::text[])`)
    .prepare('sku_stock');
}

const stockQueries = new WeakMap<Db, ReturnType<typeof stockQuery>>();

/**
 * The live figures product views are priced with, in one prepared statement (ADR 0036): the stock of the
 * products' SKUs and the user's unexpired vouchers, a row a voucher, or one row without a voucher. The
 * stock rides on the first row only, so a user with many vouchers is not sent the page's stock again
 * with each of them.
 */
function priceFiguresQuery(db: Db) {
  return db
    .select({
      stock: sql<
        [string, number][] | null
      >`case when row_number() over (order by ${vouchers.validTo}, ${vouchers.id}) = 1 then (select json_agg(json_build_array(${skus.id}, ${skus.stock})) from ${skus} where ${skus.productId} = any(${sql.placeholder('productIds')}::text[])) end`,
      voucher: vouchers,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(vouchers, unexpiredWhere)
    .orderBy(asc(vouchers.validTo), asc(vouchers.id))
    .prepare('product_price_figures');
}

const priceFiguresQueries = new WeakMap<Db, ReturnType<typeof priceFiguresQuery>>();

/** Catalogue rows. Queries only. */
export const productsRepository = {
  /** Insert or refresh products (data, category, order) and re-activate them. */
  async upsertProducts(db: Db, rows: (typeof products.$inferInsert)[]): Promise<void> {
    const written = await upsertSeed(db, products, rows, {
      category: sql`excluded.category`,
      data: sql`excluded.data`,
      sortOrder: sql`excluded.sort_order`,
      active: true,
    });
    if (written) dataChanged(tags.catalogue);
  },

  /** Products no longer in the seed catalogue stay (orders refer to them) but are hidden. */
  async deactivateOthers(db: Db, keepIds: string[]): Promise<void> {
    await db
      .update(products)
      .set({ active: false })
      .where(and(eq(products.active, true), notInArray(products.id, keepIds)));
    dataChanged(tags.catalogue);
  },

  /**
   * Insert or refresh SKUs. The stock of an existing SKU is never reset: it is live inventory, and the
   * seed figure is only the opening stock.
   */
  async upsertSkus(db: Db, rows: (typeof skus.$inferInsert)[]): Promise<void> {
    const written = await upsertSeed(db, skus, rows, {
      productId: sql`excluded.product_id`,
      spec: sql`excluded.spec`,
      priceCents: sql`excluded.price_cents`,
    });
    if (written) dataChanged(tags.catalogue, tags.stock);
  },

  async activeProducts(db: Db): Promise<ProductRow[]> {
    return db
      .select()
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.sortOrder), asc(products.id));
  },

  async skusOf(db: Db, productIds: string[]): Promise<Omit<SkuRow, 'stock'>[]> {
    if (productIds.length === 0) return [];
    return db
      .select({ id: skus.id, productId: skus.productId, spec: skus.spec, priceCents: skus.priceCents })
      .from(skus)
      .where(inArray(skus.productId, productIds))
      .orderBy(asc(skus.id));
  },

  /** Live stock per SKU of these products. */
  async stockOf(db: Db, productIds: string[]): Promise<Map<string, number>> {
    if (productIds.length === 0) return new Map();
    // One statement text whatever the number of ids (an array parameter), so it is prepared once.
    let query = stockQueries.get(db);
    if (!query) stockQueries.set(db, (query = stockQuery(db)));
    const rows = await query.execute({ productIds });
    return new Map(rows.map((r) => [r.id, r.stock]));
  },

  /** Live stock per SKU of these products and the user's unexpired vouchers in `scope`, in one query. */
  async priceFigures(
    db: Db,
    productIds: string[],
    user: { userId: string; scope: VoucherScope; now: Date },
  ): Promise<{ stock: Map<string, number>; vouchers: VoucherRow[] }> {
    let query = priceFiguresQueries.get(db);
    if (!query) priceFiguresQueries.set(db, (query = priceFiguresQuery(db)));
    const rows = await query.execute({ productIds, ...unexpiredValues(user.userId, user.scope, user.now) });
    return {
      stock: new Map(rows[0]?.stock ?? []),
      vouchers: rows.flatMap((r) => (r.voucher ? [r.voucher] : [])),
    };
  },

  /** Current price and product of SKUs (orders read prices here, never from the client). */
  async skuPrices(db: Db, skuIds: string[]) {
    if (skuIds.length === 0) return [];
    return db
      .select({ id: skus.id, productId: skus.productId, priceCents: skus.priceCents })
      .from(skus)
      .where(inArray(skus.id, skuIds));
  },

  /** Takes `quantity` units if that many are in stock; false (nothing changed) otherwise. */
  async takeStock(db: Db, skuId: string, quantity: number): Promise<boolean> {
    const rows = await db
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${quantity}` })
      .where(and(eq(skus.id, skuId), sql`${skus.stock} >= ${quantity}`))
      .returning({ id: skus.id });
    dataChanged(tags.stock);
    return rows.length > 0;
  },

  /** A SKU's stock, its row locked until the transaction ends (a stock adjustment reads, then writes). */
  async stockForUpdate(db: Db, skuId: string): Promise<number | undefined> {
    const [row] = await db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)).for('update');
    return row?.stock;
  },

  /** Adds `delta` (negative: removes) unless the stock would go below 0; the new stock, or null. */
  async addStock(db: Db, skuId: string, delta: number): Promise<number | null> {
    const rows = await db
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${delta}` })
      .where(and(eq(skus.id, skuId), sql`${skus.stock} + ${delta} >= 0`))
      .returning({ stock: skus.stock });
    dataChanged(tags.stock);
    return rows[0]?.stock ?? null;
  },

  async setStock(db: Db, skuId: string, stock: number): Promise<void> {
    await db.update(skus).set({ stock }).where(eq(skus.id, skuId));
    dataChanged(tags.stock);
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    productsRepository: typeof productsRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('productsRepository', () => productsRepository, {
  name: 'products-repository',
});
