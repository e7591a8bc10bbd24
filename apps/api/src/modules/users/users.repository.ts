import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportOf, firstWhere, rowById, upsertOne, valueWhere } from '../../db/owned';
import { invitationCodes, operationLogs, userInvitations, users } from '../../db/schema';
import { ACCOUNT_CAPS } from '../../lib/account-caps';
import { dataChanged, tags } from '../../lib/read-cache';
import { decorationPlugin } from '../../lib/decoration-plugin';

export type UserRow = typeof users.$inferSelect;

/** userinfo's one prepared query (ADR 0036): what the user view shows, with the bound invitation code. */
function infoQuery(db: Db) {
  return db
    .select({
      id: users.id,
      isYouZan: users.isYouZan,
      locale: users.locale,
      region: users.region,
      nickname: users.nickname,
      createdAt: users.createdAt,
      invCode: invitationCodes.code,
    })
    .from(users)
    .leftJoin(userInvitations, eq(userInvitations.userId, users.id))
    .leftJoin(invitationCodes, eq(invitationCodes.id, userInvitations.codeId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_info');
}

const infoQueries = new WeakMap<Db, ReturnType<typeof infoQuery>>();

/** Users and what hangs off them. Queries only; rules live in the services. */
export const usersRepository = {
  /** The user's public fields and invitation code in one query; undefined when the account is gone. */
  async info(db: Db, userId: string) {
    let query = infoQueries.get(db);
    if (!query) infoQueries.set(db, (query = infoQuery(db)));
    const [row] = await query.execute({ userId });
    return row;
  },

  async upsertByDevice(db: Db, deviceId: string): Promise<UserRow> {
    const row = await upsertOne(db, users, users.deviceId, { deviceId }, { lastLoginAt: sql`now()` });
    dataChanged(tags.user(row.id));
    return row;
  },

  async upsertByMobile(db: Db, mobile: string): Promise<UserRow> {
    const row = await upsertOne(
      db,
      users,
      users.mobile,
      { mobile, isYouZan: true },
      { lastLoginAt: sql`now()`, isYouZan: true },
    );
    dataChanged(tags.user(row.id));
    return row;
  },

  byId: rowById(users),

  async update(
    db: Db,
    id: string,
    patch: Partial<Pick<UserRow, 'locale' | 'nickname' | 'region'>>,
  ): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
    dataChanged(tags.user(id));
    return row;
  },

  /** Stores the openid WeChat OAuth gave for this user (a later sign-in in WeChat replaces it). */
  async setWechatOpenid(db: Db, id: string, openid: string): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ wechatOpenid: openid })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** The openid JSAPI payment needs, or null before WeChat OAuth. */
  async wechatOpenidOf(db: Db, id: string): Promise<string | null> {
    return (await valueWhere(db, users.wechatOpenid, eq(users.id, id))) ?? null;
  },

  async invitationOf(db: Db, userId: string): Promise<{ code: string; createdAt: Date } | undefined> {
    const [row] = await db
      .select({ code: invitationCodes.code, createdAt: userInvitations.createdAt })
      .from(userInvitations)
      .innerJoin(invitationCodes, eq(invitationCodes.id, userInvitations.codeId))
      .where(eq(userInvitations.userId, userId))
      .limit(1);
    return row;
  },

  activeCode: (db: Db, code: string) =>
    firstWhere(db, invitationCodes, and(eq(invitationCodes.code, code), eq(invitationCodes.active, true))!),

  /** Binds a code; returns false when the user already has one (primary key on user_id). */
  async bindCode(db: Db, userId: string, codeId: string): Promise<{ createdAt: Date } | undefined> {
    const [row] = await db
      .insert(userInvitations)
      .values({ userId, codeId })
      .onConflictDoNothing({ target: userInvitations.userId })
      .returning({ createdAt: userInvitations.createdAt });
    dataChanged(tags.user(userId));
    return row;
  },

  async seedCodes(db: Db, codes: { code: string; description: string }[]): Promise<void> {
    if (codes.length === 0) return;
    await db.insert(invitationCodes).values(codes).onConflictDoNothing({ target: invitationCodes.code });
  },

  /**
   * Stores an operation log and keeps the user's newest ACCOUNT_CAPS.operationLogs: a log is the
   * client's record of steps, not the person's data, and an account must not grow without end (issue 35).
   */
  async addOperationLog(
    db: Db,
    userId: string,
    values: { type: string; businessId: string; step: number; extras: Record<string, unknown> },
  ): Promise<string> {
    const [row] = await db
      .insert(operationLogs)
      .values({ userId, ...values })
      .returning({ id: operationLogs.id });
    await db.execute(sql`
      delete from ${operationLogs}
      where ${operationLogs.userId} = ${userId}
        and ${operationLogs.id} in (
          select ${operationLogs.id} from ${operationLogs}
          where ${operationLogs.userId} = ${userId}
          order by ${operationLogs.createdAt} desc, ${operationLogs.id} desc
          offset ${ACCOUNT_CAPS.operationLogs}
        )`);
    return row!.id;
  },

  /** The user's operation logs, oldest first, page by page (the export). */
  operationLogsOf: exportOf(operationLogs).pages,

  /** Everything the user owns goes with them: every table references users with ON DELETE CASCADE. */
  async delete(db: Db, userId: string): Promise<boolean> {
    const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    // Cached answers about anything the user owned carry the user's tag.
    dataChanged(tags.user(userId));
    return rows.length > 0;
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: typeof usersRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use `app.usersService`. */
export default decorationPlugin('usersRepository', () => usersRepository, { name: 'users-repository' });
