import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/page';
import { decorationPlugin } from '../../lib/decoration-plugin';
import type { OrderRow } from '../orders';

/** The operator's reads across every user's orders. Queries only. */
export const opsRepository = {
  /** One page of every user's orders, newest first, in one status or all. */
  async orderPage(db: Db, status: string | undefined, page: PageRequest): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(status ? eq(orders.status, status) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.seq))
      .limit(page.pageSize)
      .offset(offsetOf(page));
  },

  /** How many orders are in each status. */
  async statusCounts(db: Db): Promise<Record<string, number>> {
    const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    opsRepository: typeof opsRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('opsRepository', () => opsRepository, { name: 'ops-repository' });
