import {
  OPERATOR_NAME_RULE,
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  OPS_MESSAGES,
  operatorNameSchema,
  pick,
  type Locale,
  type OperatorView,
} from '@nutri/domain/contracts';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorAudit } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { decorationPlugin } from '../../lib/decoration-plugin';
import { audited, auditPage } from './audit';
import { DEFAULT_SCRYPT, dummyHash, hashPassword, verifyPassword, type ScryptParams } from './password';
import { operatorsRepository, type OperatorRow } from './operators.repository';

declare module 'fastify' {
  interface FastifyInstance {
    operatorsService: ReturnType<typeof createOperatorsService>;
  }
}

/** Failed sign-ins one operator name may have in the window before it is locked for the rest of it. */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_LOCK_WINDOW_MS = 15 * 60_000;

/** The audit target of a name's failed sign-ins (indexed with the time, so counting them is one look-up). */
function failedSignInTarget(name: string): string {
  return `name:${name.trim().toLowerCase().slice(0, 64)}`;
}

async function recentFailures(db: Db, target: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorAudit)
    .where(
      and(
        eq(operatorAudit.targetId, target),
        eq(operatorAudit.action, 'operator.sign_in_failed'),
        gt(operatorAudit.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Operator accounts: created, listed and disabled from the command line only (no API call makes or
 * changes one), and the sign-in check. The command line's changes are audited with no operator.
 */
export function checkNewOperator(name: string, password: string): void {
  const errors = [];
  if (!operatorNameSchema.safeParse(name).success)
    errors.push({ field: 'name', message: OPERATOR_NAME_RULE });
  const length = [...password].length;
  if (length < OPERATOR_PASSWORD_MIN || length > OPERATOR_PASSWORD_MAX) {
    errors.push({
      field: 'password',
      message: `must have ${OPERATOR_PASSWORD_MIN}–${OPERATOR_PASSWORD_MAX} characters`,
    });
  }
  if (errors.length > 0)
    throw new DomainError('bad_request', errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
}

/** A refusal when the name is malformed or taken (checked before a password is asked for). */
export async function checkNewName(db: Db, name: string): Promise<void> {
  if (!operatorNameSchema.safeParse(name).success) {
    throw new DomainError('bad_request', `name ${OPERATOR_NAME_RULE}`, [
      { field: 'name', message: OPERATOR_NAME_RULE },
    ]);
  }
  if (await operatorsRepository.byName(db, name)) {
    throw new DomainError('conflict', `An operator named ${name} already exists`, [
      { field: 'name', message: 'already exists' },
    ]);
  }
}

export async function createOperator(
  db: Db,
  name: string,
  password: string,
  cost: ScryptParams = DEFAULT_SCRYPT,
): Promise<OperatorView> {
  checkNewOperator(name, password);
  await checkNewName(db, name);
  const passwordHash = await hashPassword(password, cost);
  return audited(db, null, 'operator.create', async (tx) => {
    const row = await operatorsRepository.insert(tx, name, passwordHash);
    return {
      result: { id: row.id, name: row.name },
      target: { type: 'operator', id: row.id },
      details: { after: { name: row.name, disabledAt: null } },
    };
  });
}

export function listOperators(db: Db): Promise<OperatorRow[]> {
  return operatorsRepository.all(db);
}

/** Disables an account: it cannot sign in, and the tokens it holds stop working at their next call. */
export async function disableOperator(db: Db, name: string, at = new Date()): Promise<OperatorRow> {
  const row = await operatorsRepository.byName(db, name);
  if (!row) {
    throw new DomainError('not_found', `No operator named ${name}`, [
      { field: 'name', message: 'not found' },
    ]);
  }
  if (row.disabledAt) return row;
  return audited(db, null, 'operator.disable', async (tx) => {
    const disabled = await operatorsRepository.disable(tx, row.id, at);
    if (!disabled) throw new DomainError('conflict', `${name} was disabled meanwhile`);
    return {
      result: disabled,
      target: { type: 'operator', id: row.id },
      details: { before: { disabledAt: null }, after: { disabledAt: at.toISOString() } },
    };
  });
}

/**
 * The sign-in check: one answer for a wrong name, a wrong password and a disabled account, and the same
 * scrypt work for each (a dummy hash when there is no usable account), so neither the answer nor its
 * time tells which names exist. A successful sign-in is audited.
 */
async function signInOperator(
  db: Db,
  name: string,
  password: string,
  locale: Locale,
  from: { ip: string },
  cost: ScryptParams = DEFAULT_SCRYPT,
): Promise<OperatorView> {
  // Per name, across every address (issue 35): the per-address limit alone let a guesser spread its
  // tries over many addresses. Failures are audit rows, so every instance counts the same ones.
  const target = failedSignInTarget(name);
  const recent = await recentFailures(db, target, new Date(Date.now() - SIGN_IN_LOCK_WINDOW_MS));
  if (recent >= SIGN_IN_FAILURES_MAX)
    throw new DomainError(
      'rate_limited',
      pick(OPS_MESSAGES.tooManyFailures, locale),
      undefined,
      { 'retry-after': String(SIGN_IN_LOCK_WINDOW_MS / 1000) },
      'operator_sign_in_locked',
    );
  const row = await operatorsRepository.byName(db, name);
  const usable = row && !row.disabledAt ? row : undefined;
  const matches = await verifyPassword(password, usable?.passwordHash ?? (await dummyHash(cost)));
  if (!usable || !matches) {
    // The name as typed (bounded) and the address; never the password.
    await db.insert(operatorAudit).values({
      operatorId: row?.id ?? null,
      action: 'operator.sign_in_failed',
      targetType: 'operator',
      targetId: target,
      details: {
        name: name.slice(0, 64),
        ip: from.ip,
        known: Boolean(row),
        disabled: Boolean(row?.disabledAt),
      },
    });
    throw new DomainError(
      'unauthorized',
      pick(OPS_MESSAGES.badCredentials, locale),
      undefined,
      undefined,
      'operator_sign_in_failed',
    );
  }
  return audited(db, usable.id, 'operator.sign_in', async () => ({
    result: { id: usable.id, name: usable.name },
    target: { type: 'operator', id: usable.id },
    details: { ip: from.ip },
  }));
}

/**
 * The operators service as the app holds it (`app.operatorsService`): an operator's sign-in, and the
 * audit of what operators do (the console's actions run through `audited`, the log read by pages).
 */
function createOperatorsService() {
  return { signInOperator, audited, auditPage };
}

export default decorationPlugin('operatorsService', createOperatorsService, { name: 'operators-service' });
