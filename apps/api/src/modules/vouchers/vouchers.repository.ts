import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportOf, ownersOf, ownRow, rowById, rowCount } from '../../db/owned';
import { offsetOf, type PageRequest } from '../../lib/page';
import { invitationCodes, vouchers } from '../../db/schema';
import { inScope, type VoucherScope } from '../../db/voucher-scope';
import { dataChanged, tags } from '../../lib/read-cache';
import { decorationPlugin } from '../../lib/decoration-plugin';

export type VoucherRow = typeof vouchers.$inferSelect;

/** An invitation code and the vouchers it grants, found by id or by its text. */
async function codeGrants(db: Db, where: SQL) {
  const [row] = await db
    .select({ code: invitationCodes.code, voucherGrants: invitationCodes.voucherGrants })
    .from(invitationCodes)
    .where(where)
    .limit(1);
  return row;
}

/** Vouchers and the voucher grants of invitation codes. Queries only. */
export const vouchersRepository = {
  owners: ownersOf(vouchers),

  /** Idempotent: a (user, grant key) pair that exists already is left alone. */
  async grant(db: Db, rows: (typeof vouchers.$inferInsert)[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(vouchers)
      .values(rows)
      .onConflictDoNothing({ target: [vouchers.userId, vouchers.grantKey] });
    dataChanged(...new Set(rows.map((r) => tags.vouchers(r.userId))));
  },

  /**
   * A store's copies of the user's vouchers, as the store has them now: new ones are added, known ones
   * take the store's status, amounts and dates (the order that used one stays recorded).
   */
  async mirror(db: Db, rows: (typeof vouchers.$inferInsert)[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(vouchers)
      .values(rows)
      .onConflictDoUpdate({
        target: [vouchers.userId, vouchers.grantKey],
        set: {
          title: sql`excluded.title`,
          status: sql`excluded.status`,
          thresholdAmount: sql`excluded.threshold_amount`,
          preferentialMode: sql`excluded.preferential_mode`,
          value: sql`excluded.value`,
          validFrom: sql`excluded.valid_from`,
          validTo: sql`excluded.valid_to`,
        },
      });
    dataChanged(...new Set(rows.map((r) => tags.vouchers(r.userId))));
  },

  /** Usable ones first (soonest to expire first), then the rest, newest first. */
  async page(db: Db, userId: string, page: PageRequest, scope: VoucherScope = null): Promise<VoucherRow[]> {
    const usable = sql`(${vouchers.status} = 1 and ${vouchers.validTo} > now() and ${vouchers.validFrom} <= now())`;
    return db
      .select()
      .from(vouchers)
      .where(inScope(userId, scope))
      .orderBy(desc(usable), asc(vouchers.validTo), asc(vouchers.id))
      .limit(page.pageSize)
      .offset(offsetOf(page));
  },

  count: (db: Db, userId: string, scope: VoucherScope = null): Promise<number> =>
    rowCount(db, vouchers, inScope(userId, scope)),

  byId: rowById(vouchers),

  /**
   * Marks a voucher used by an order, only if it is still the user's, usable and valid at `now`;
   * false when another order got there first (the caller rolls back).
   */
  async markUsed(db: Db, id: string, userId: string, orderId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(vouchers)
      .set({ status: 2, usedOrderId: orderId })
      .where(
        and(
          ownRow(vouchers, id, userId),
          eq(vouchers.status, 1),
          lte(vouchers.validFrom, now),
          gt(vouchers.validTo, now),
        ),
      )
      .returning({ id: vouchers.id });
    dataChanged(tags.vouchers(userId));
    return rows.length > 0;
  },

  codeById: (db: Db, codeId: string) => codeGrants(db, eq(invitationCodes.id, codeId)),

  codeByText: (db: Db, code: string) => codeGrants(db, eq(invitationCodes.code, code)),

  /** Gives a seeded code its grants unless someone already configured grants for it. */
  async setCodeGrantsIfEmpty(db: Db, code: string, grants: unknown[]): Promise<void> {
    await db
      .update(invitationCodes)
      .set({ voucherGrants: grants })
      .where(and(eq(invitationCodes.code, code), sql`${invitationCodes.voucherGrants} = '[]'::jsonb`));
  },

  exportFor: exportOf(vouchers),
};

declare module 'fastify' {
  interface FastifyInstance {
    vouchersRepository: typeof vouchersRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('vouchersRepository', () => vouchersRepository, {
  name: 'vouchers-repository',
});
