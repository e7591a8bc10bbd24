import { asc, eq, isNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstWhere, rowById } from '../../db/owned';
import { operators } from '../../db/schema';
import { decorationPlugin } from '../../lib/decoration-plugin';

export type OperatorRow = typeof operators.$inferSelect;

/** Operator accounts. Queries only. */
export const operatorsRepository = {
  byId: rowById(operators),

  byName: (db: Db, name: string): Promise<OperatorRow | undefined> =>
    firstWhere(db, operators, eq(operators.name, name)),

  async insert(db: Db, name: string, passwordHash: string): Promise<OperatorRow> {
    const [row] = await db.insert(operators).values({ name, passwordHash }).returning();
    return row!;
  },

  all: (db: Db): Promise<OperatorRow[]> => db.select().from(operators).orderBy(asc(operators.name)),

  /** Disables an active account; undefined when there was none to disable. */
  async disable(db: Db, id: string, at: Date): Promise<OperatorRow | undefined> {
    const [row] = await db
      .update(operators)
      .set({ disabledAt: at })
      .where(and(eq(operators.id, id), isNull(operators.disabledAt)))
      .returning();
    return row;
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    operatorsRepository: typeof operatorsRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('operatorsRepository', () => operatorsRepository, {
  name: 'operators-repository',
});
