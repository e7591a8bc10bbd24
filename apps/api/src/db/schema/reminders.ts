import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReminderChannel, WechatConsent } from '@nutri/domain/contracts';
import { belongsTo, createdAt, id, updatedAt } from './columns';
import { plans } from './plans';
import { ownerId } from './users';

/**
 * Reminders (issue 34 §2, ADR 0047). Settings per person (their plan: self or a family member, like the
 * day's record); Web Push subscriptions per account (a device); and each reminder sent, recorded under a
 * unique key *before* it is sent, so one instance sends it however many sweep. Erasing the user or the
 * plan erases all three (cascade): nothing is sent after.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    planId: uuid('plan_id')
      .primaryKey()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    channels: jsonb('channels').$type<ReminderChannel[]>().notNull(),
    /** Minutes after midnight; both null: no quiet hours. */
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    timeZone: text('time_zone').notNull(),
    refills: boolean('refills').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('reminder_settings_user_idx').on(t.userId)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: ownerId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: id(),
    userId: ownerId(),
    planId: belongsTo('plan_id', () => plans.id),
    /** `<date>|dose:<slots>` or `refill:<product>:<run-out date>` (domain reminders/occurrences.ts). */
    onceKey: text('once_key').notNull(),
    /** `claimed` when recorded, then `sent` (some channel took it) or `failed`. */
    status: text('status').notNull().default('claimed'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_sends_plan_key_idx').on(t.planId, t.onceKey),
    index('reminder_sends_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * What the account answered in WeChat's own consent sheet (`wx-open-subscribe`) for a subscription
 * message template (ADR 0047): WeChat reminders are sent only after `accept`. Per account (WeChat's
 * openid is the account's), erased with it (cascade).
 */
export const wechatConsents = pgTable(
  'wechat_consents',
  {
    id: id(),
    userId: ownerId(),
    templateId: text('template_id').notNull(),
    status: text('status').$type<WechatConsent>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wechat_consents_user_template_idx').on(t.userId, t.templateId)],
);

/**
 * The official account's JS-SDK ticket (`cgi-bin/ticket/getticket?type=jsapi`), one per app and kind,
 * shared by every instance: WeChat limits how often it may be fetched, so an instance takes the stored
 * one while it is fresh and stores a new one only over a stale one (ADR 0047).
 */
export const wechatTickets = pgTable(
  'wechat_tickets',
  {
    appId: text('app_id').notNull(),
    kind: text('kind').notNull(),
    ticket: text('ticket').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.kind] })],
);
