import type { Locale, UserInfo } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { rowPages, type ExportNode } from '../../lib/export-json';
import { decorationPlugin } from '../../lib/decoration-plugin';
import { usersRepository, type UserRow } from './users.repository';
import { userView } from './user-view';

declare module 'fastify' {
  interface FastifyInstance {
    usersService: UsersService;
  }
}

/**
 * Other modules contribute their rows to a user's export; the registry keeps this module from
 * importing every later module (each registers its own part when its routes are registered).
 */
type ExportPart = (db: Db, userId: string) => ExportNode | Promise<ExportNode>;

/** Files on disk, caches etc. that must go when the user goes (the rows go by cascade). */
type EraseHook = (userId: string) => Promise<void>;

/**
 * Work that must be done before the account row goes (orders: cancel what is unpaid, keep the books).
 * A hook may refuse the erasure with a DomainError in `locale`; then nothing has been deleted.
 */
type BeforeEraseHook = (db: Db, userId: string, locale: Locale) => Promise<void>;

/** Runs after a user binds an invitation code (e.g. the shop grants the code's vouchers). */
type CodeBoundHook = (db: Db, userId: string, codeId: string) => Promise<void>;

/**
 * Accounts: what a user reads and changes of their own, the export and the erasure, and what other
 * modules may read or write of an account (sign-in, the WeChat openid, operation logs). One per app:
 * the hooks other modules register belong to that app, so two apps in one process (tests) never run
 * each other's.
 */
function createUsersService() {
  const exportParts = new Map<string, ExportPart>();
  const eraseHooks: EraseHook[] = [];
  const beforeEraseHooks: BeforeEraseHook[] = [];
  const codeBoundHooks: CodeBoundHook[] = [];

  async function userInfo(db: Db, userId: string): Promise<UserInfo> {
    const user = await usersRepository.info(db, userId);
    if (!user) throw new DomainError('unauthorized', 'This account no longer exists, please sign in again');
    return userView(user, user.invCode);
  }

  /** The public view of an account just signed in (made on first sign-in). */
  async function signedIn(db: Db, user: UserRow): Promise<UserInfo> {
    const inv = await usersRepository.invitationOf(db, user.id);
    return userView(user, inv?.code ?? null);
  }

  return {
    registerExportPart(name: string, part: ExportPart): void {
      exportParts.set(name, part);
    },
    registerEraseHook(hook: EraseHook): void {
      eraseHooks.push(hook);
    },
    registerBeforeEraseHook(hook: BeforeEraseHook): void {
      beforeEraseHooks.push(hook);
    },
    registerCodeBoundHook(hook: CodeBoundHook): void {
      codeBoundHooks.push(hook);
    },

    userInfo,

    /** The guest account of a device (sign-in by device id), made on its first sign-in. */
    async deviceAccount(db: Db, deviceId: string): Promise<UserInfo> {
      return signedIn(db, await usersRepository.upsertByDevice(db, deviceId));
    },

    /** The account of a retail platform's customer, by their normalized mobile number. */
    async mobileAccount(db: Db, mobile: string): Promise<UserInfo> {
      return signedIn(db, await usersRepository.upsertByMobile(db, mobile));
    },

    /** The account row (the Youzan store reads `isYouZan` and `mobile`), or undefined. */
    byId: (db: Db, userId: string) => usersRepository.byId(db, userId),

    /** The openid JSAPI payment needs, or null before WeChat OAuth. */
    wechatOpenidOf: (db: Db, userId: string) => usersRepository.wechatOpenidOf(db, userId),

    /** Stores the openid WeChat OAuth gave; false when the account is gone. */
    setWechatOpenid: (db: Db, userId: string, openid: string) =>
      usersRepository.setWechatOpenid(db, userId, openid),

    /** A step the client reports (share, checkout), kept with the account and exported with it. */
    addOperationLog: (
      db: Db,
      userId: string,
      values: { type: string; businessId: string; step: number; extras: Record<string, unknown> },
    ) => usersRepository.addOperationLog(db, userId, values),

    async updateUser(
      db: Db,
      userId: string,
      patch: { locale?: 'zh-CN' | 'en-US'; nickname?: string; region?: UserInfo['region'] },
    ): Promise<UserInfo> {
      if (patch.locale !== undefined || patch.nickname !== undefined || patch.region !== undefined) {
        await usersRepository.update(db, userId, patch);
      }
      return userInfo(db, userId);
    },

    async bindInvitationCode(db: Db, userId: string, raw: string) {
      const code = raw.trim().toUpperCase();
      const row = await usersRepository.activeCode(db, code);
      if (!row) {
        throw new DomainError('not_found', `Invitation code ${code} does not exist or is no longer valid`, [
          { field: 'invCode', message: 'unknown invitation code' },
        ]);
      }
      const existing = await usersRepository.invitationOf(db, userId);
      if (existing) {
        throw new DomainError(
          'conflict',
          existing.code === code
            ? 'You have already used this invitation code'
            : 'You have already used an invitation code',
          [{ field: 'invCode', message: 'an invitation code is already bound to this account' }],
        );
      }
      const bound = await usersRepository.bindCode(db, userId, row.id);
      if (!bound) {
        throw new DomainError('conflict', 'You have already used an invitation code', [
          { field: 'invCode', message: 'an invitation code is already bound to this account' },
        ]);
      }
      for (const hook of codeBoundHooks) await hook(db, userId, row.id);
      return { invCode: code, boundAt: bound.createdAt.toISOString() };
    },

    /**
     * Everything stored about the user, as a tree the export route writes out a page at a time
     * (lib/export-json.ts): tables that grow are read by pages, never whole.
     */
    async exportUser(db: Db, userId: string): Promise<ExportNode> {
      const user = await usersRepository.byId(db, userId);
      if (!user) throw new DomainError('unauthorized', 'This account no longer exists, please sign in again');
      const inv = await usersRepository.invitationOf(db, userId);
      const parts: Record<string, ExportNode> = {};
      for (const [name, part] of exportParts) parts[name] = await part(db, userId);
      return {
        exportedAt: new Date().toISOString(),
        user: {
          ...userView(user, inv?.code ?? null),
          deviceId: user.deviceId,
          mobile: user.mobile,
          wechatOpenid: user.wechatOpenid,
          lastLoginAt: user.lastLoginAt.toISOString(),
        },
        invitation: inv ? { code: inv.code, boundAt: inv.createdAt.toISOString() } : null,
        operationLogs: rowPages(usersRepository.operationLogsOf(db, userId), 500, (l) => ({
          id: l.id,
          type: l.type,
          businessId: l.businessId,
          step: l.step,
          extras: l.extras,
          createdAt: l.createdAt.toISOString(),
        })),
        ...parts,
      };
    },

    async eraseUser(db: Db, userId: string, locale: Locale = 'zh-CN'): Promise<void> {
      for (const hook of beforeEraseHooks) await hook(db, userId, locale);
      const deleted = await usersRepository.delete(db, userId);
      if (!deleted)
        throw new DomainError('unauthorized', 'This account no longer exists, please sign in again');
      for (const hook of eraseHooks) await hook(userId);
    },
  };
}

type UsersService = ReturnType<typeof createUsersService>;

export default decorationPlugin('usersService', createUsersService, { name: 'users-service' });
