import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { vouchers } from './schema';

/**
 * Which of a user's vouchers a read sees, written once for the two repositories that read vouchers —
 * the vouchers' own lists and the catalogue's price figures, which join them in one statement (ADR
 * 0036) — as `owned.ts` is for the queries every owned table shares.
 */

/**
 * Which of a user's vouchers a list or a price sees: a store's copies (`retail:<store>`, ADR 0029) when
 * that store serves the user, else the app's own — never a store's copy on a built-in order.
 */
export type VoucherScope = `retail:${string}` | null;

/**
 * The scope rule as one statement text whatever the scope (a value, or a prepared statement's parameter:
 * null for the app's own vouchers, else a store's source).
 */
export function inScope(userId: string | Placeholder, scope: VoucherScope | Placeholder): SQL {
  return and(
    eq(vouchers.userId, userId),
    sql`case when ${scope}::text is null then ${vouchers.source} not like 'retail:%' else ${vouchers.source} = ${scope}::text end`,
  )!;
}

/**
 * A user's vouchers that are usable now or later, in their scope, with the values as parameters
 * (`unexpiredValues`), so the hot reads that join them prepare it once (ADR 0036).
 */
export const unexpiredWhere = and(
  inScope(sql.placeholder('userId'), sql.placeholder('scope')),
  eq(vouchers.status, 1),
  sql`${vouchers.validTo} > ${sql.placeholder('now')}::timestamptz`,
)!;

/** The values of `unexpiredWhere`. */
export const unexpiredValues = (userId: string, scope: VoucherScope, now: Date) => ({
  userId,
  scope,
  now: now.toISOString(),
});
