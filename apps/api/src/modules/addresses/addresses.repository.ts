import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOf, exportOf, ownersOf, ownRow, rowById } from '../../db/owned';
import { addresses } from '../../db/schema';
import { decorationPlugin } from '../../lib/decoration-plugin';

export type AddressRow = typeof addresses.$inferSelect;
type AddressValues = Pick<
  AddressRow,
  'name' | 'phone' | 'area' | 'detail' | 'provinceCode' | 'cityCode' | 'districtCode'
>;

/** Saved delivery addresses. Queries only. */
export const addressesRepository = {
  owners: ownersOf(addresses),

  /** The default first, then newest first. */
  async listByUser(db: Db, userId: string): Promise<AddressRow[]> {
    return db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  },

  count: countOf(addresses),

  byId: rowById(addresses),

  async insert(db: Db, userId: string, values: AddressValues, isDefault: boolean): Promise<AddressRow> {
    const [row] = await db
      .insert(addresses)
      .values({ userId, ...values, isDefault })
      .returning();
    return row!;
  },

  async update(
    db: Db,
    id: string,
    userId: string,
    values: AddressValues & { isDefault?: boolean },
  ): Promise<AddressRow | undefined> {
    const [row] = await db
      .update(addresses)
      .set(values)
      .where(ownRow(addresses, id, userId))
      .returning();
    return row;
  },

  /** Only one default per user: clear it on every other address. */
  async clearDefaultExcept(db: Db, userId: string, keepId: string): Promise<void> {
    await db
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)));
  },

  async delete(db: Db, id: string, userId: string): Promise<AddressRow | undefined> {
    const [row] = await db
      .delete(addresses)
      .where(ownRow(addresses, id, userId))
      .returning();
    return row;
  },

  async setDefault(db: Db, id: string): Promise<void> {
    await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
  },

  exportFor: exportOf(addresses),
};

declare module 'fastify' {
  interface FastifyInstance {
    addressesRepository: typeof addressesRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('addressesRepository', () => addressesRepository, {
  name: 'addresses-repository',
});
