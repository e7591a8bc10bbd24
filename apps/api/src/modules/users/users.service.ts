import type { Locale, UserInfo } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { rowPages, type ExportNode } from '../../lib/export-json';
import { usersRepository } from './users.repository';
import { userView } from './user-view';

/**
 * Other modules contribute their rows to a user's export; the registry keeps this module from
 * importing every later module (each registers its own part at start).
 */
export type ExportPart = (db: Db, userId: string) => ExportNode | Promise<ExportNode>;
const exportParts = new Map<string, ExportPart>();
export function registerExportPart(name: string, part: ExportPart): void {
  exportParts.set(name, part);
}

/** Files on disk, caches etc. that must go when the user goes (the rows go by cascade). */
export type EraseHook = (userId: string) => Promise<void>;
const eraseHooks: EraseHook[] = [];
export function registerEraseHook(hook: EraseHook): void {
  eraseHooks.push(hook);
}

/**
 * Work that must be done before the account row goes (orders: cancel what is unpaid, keep the books).
 * A hook may refuse the erasure with a DomainError in `locale`; then nothing has been deleted.
 */
export type BeforeEraseHook = (db: Db, userId: string, locale: Locale) => Promise<void>;
const beforeEraseHooks: BeforeEraseHook[] = [];
export function registerBeforeEraseHook(hook: BeforeEraseHook): void {
  beforeEraseHooks.push(hook);
}

/** Runs after a user binds an invitation code (e.g. the shop grants the code's vouchers). */
export type CodeBoundHook = (db: Db, userId: string, codeId: string) => Promise<void>;
const codeBoundHooks: CodeBoundHook[] = [];
export function registerCodeBoundHook(hook: CodeBoundHook): void {
  codeBoundHooks.push(hook);
}

export async function userInfo(db: Db, userId: string): Promise<UserInfo> {
  const user = await usersRepository.info(db, userId);
  if (!user) throw new DomainError('unauthorized', 'This account no longer exists, please sign in again');
  return userView(user, user.invCode);
}

export async function updateUser(
  db: Db,
  userId: string,
  patch: { locale?: 'zh-CN' | 'en-US'; nickname?: string },
): Promise<UserInfo> {
  if (patch.locale !== undefined || patch.nickname !== undefined) {
    await usersRepository.update(db, userId, patch);
  }
  return userInfo(db, userId);
}

export async function bindInvitationCode(db: Db, userId: string, raw: string) {
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
}

/**
 * Everything stored about the user, as a tree the export route writes out a page at a time
 * (lib/export-json.ts): tables that grow are read by pages, never whole.
 */
export async function exportUser(db: Db, userId: string): Promise<ExportNode> {
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
}

export async function eraseUser(db: Db, userId: string, locale: Locale = 'zh-CN'): Promise<void> {
  for (const hook of beforeEraseHooks) await hook(db, userId, locale);
  const deleted = await usersRepository.delete(db, userId);
  if (!deleted) throw new DomainError('unauthorized', 'This account no longer exists, please sign in again');
  for (const hook of eraseHooks) await hook(userId);
}
