import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Guest identity: a random device id the client made (never the IP). */
  deviceId: text('device_id').unique(),
  /** Retail identity: the mobile number proven by the signed retail token. */
  mobile: text('mobile').unique(),
  isYouZan: boolean('is_you_zan').notNull().default(false),
  locale: text('locale'),
  nickname: text('nickname'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invitationCodes = pgTable('invitation_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored upper-case; look-ups normalise the same way. */
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Vouchers granted to a user who binds this code: [{title, thresholdAmount, preferentialMode, value, validDays}]. */
  voucherGrants: jsonb('voucher_grants')
    .notNull()
    .default(sql`'[]'::jsonb`),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user binds at most one invitation code: the primary key on user_id enforces it. */
export const userInvitations = pgTable('user_invitations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeId: uuid('code_id')
    .notNull()
    .references(() => invitationCodes.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const operationLogs = pgTable(
  'operation_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    businessId: text('business_id').notNull(),
    step: integer('step').notNull(),
    extras: jsonb('extras')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operation_logs_user_idx').on(t.userId)],
);
