import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';

export const users = pgTable('users', {
  id: id(),
  /** Guest identity: a random device id the client made (never the IP). */
  deviceId: text('device_id').unique(),
  /** Retail identity: the mobile number proven by the signed retail token. */
  mobile: text('mobile').unique(),
  isYouZan: boolean('is_you_zan').notNull().default(false),
  /**
   * The person's openid under our WeChat official account (snsapi_base OAuth), which JSAPI payment in the
   * WeChat webview needs. Not unique: one WeChat user may sign in as a guest on several devices.
   */
  wechatOpenid: text('wechat_openid'),
  locale: text('locale'),
  /** The country the person set (a REGION_CODES code): the emergency numbers of urgent answers follow it. */
  region: text('region'),
  nickname: text('nickname'),
  createdAt: createdAt(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owner of a user's row in any table: erasing the user erases the row (ON DELETE CASCADE). */
export const ownerId = () => belongsTo('user_id', () => users.id);

/** The first two columns of most of a user's rows: the row's id, then its owner. */
export const userRow = () => ({ id: id(), userId: ownerId() });

export const invitationCodes = pgTable('invitation_codes', {
  id: id(),
  /** Stored upper-case; look-ups normalise the same way. */
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Vouchers granted to a user who binds this code: [{title, thresholdAmount, preferentialMode, value, validDays}]. */
  voucherGrants: jsonb('voucher_grants')
    .notNull()
    .default(sql`'[]'::jsonb`),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** A user binds at most one invitation code: the primary key on user_id enforces it. */
export const userInvitations = pgTable('user_invitations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeId: uuid('code_id')
    .notNull()
    .references(() => invitationCodes.id),
  createdAt: createdAt(),
});

export const operationLogs = pgTable(
  'operation_logs',
  {
    ...userRow(),
    type: text('type').notNull(),
    businessId: text('business_id').notNull(),
    step: integer('step').notNull(),
    extras: jsonb('extras')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('operation_logs_user_idx').on(t.userId, t.createdAt, t.id)],
);
