import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * The people who run the shop (issue 20.4, ADR 0030): created from the command line, never from the API,
 * and kept apart from users, so no user row can ever carry an operator's rights.
 */
export const operators = pgTable('operators', {
  id: id(),
  name: text('name').notNull().unique(),
  /** `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`: the salt and the cost stay with each account. */
  passwordHash: text('password_hash').notNull(),
  /** Set by `operator disable`: the account can no longer sign in, and its tokens stop working. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Every operator action (and every change the command line makes to operators), written in the same
 * transaction as the action itself, so a change without its row, or a row without its change, cannot be.
 * Stock and accounts write theirs in code (`operators/audit.ts`); an order moved by an operator gets its
 * row from a trigger on `order_events` (migration 0007), the order life's record of each move.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: id(),
    /** Null when the command line acted; an operator is disabled, never deleted, so rows keep their name. */
    operatorId: uuid('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_audit_created_idx').on(t.createdAt),
    index('operator_audit_target_idx').on(t.targetId, t.createdAt),
  ],
);
