import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { WechatConsent } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { exportOf } from '../../db/owned';
import {
  pushSubscriptions,
  reminderSends,
  reminderSettings,
  wechatConsents,
  wechatTickets,
} from '../../db/schema';
import { decorationPlugin } from '../../lib/decoration-plugin';

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Reminder settings, push subscriptions and the record of reminders sent (ADR 0047). */
export const remindersRepository = {
  async settings(db: Db, planId: string): Promise<ReminderSettingsRow | undefined> {
    const [row] = await db
      .select()
      .from(reminderSettings)
      .where(eq(reminderSettings.planId, planId))
      .limit(1);
    return row;
  },

  async putSettings(db: Db, values: Omit<ReminderSettingsRow, 'updatedAt'>): Promise<void> {
    const { planId: _planId, userId: _userId, ...set } = values;
    await db
      .insert(reminderSettings)
      .values(values)
      .onConflictDoUpdate({ target: reminderSettings.planId, set: { ...set, updatedAt: sql`now()` } });
  },

  /** Every person with a channel on: what a sweep looks at. */
  async active(db: Db): Promise<ReminderSettingsRow[]> {
    return db
      .select()
      .from(reminderSettings)
      .where(sql`jsonb_array_length(${reminderSettings.channels}) > 0`);
  },

  async subscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
    return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },

  async countSubscriptions(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    return row?.n ?? 0;
  },

  /** A device's subscription is the signed-in account's (a device signed in anew moves it there). */
  async putSubscription(
    db: Db,
    values: { userId: string; endpoint: string; p256dh: string; auth: string },
  ): Promise<void> {
    await db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth },
      });
  },

  async deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },

  /** A push service said the subscription is gone (404/410). */
  async dropSubscriptions(db: Db, ids: readonly string[]): Promise<void> {
    if (ids.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
  },

  /**
   * Records a reminder before it is sent: true for the one caller whose insert made the row (it sends),
   * false for every other (another sweep, another instance, a retried job). A person erased meanwhile has
   * no row to point at: the insert fails on its foreign key, and nothing is sent.
   */
  async claim(db: Db, values: { userId: string; planId: string; onceKey: string }): Promise<boolean> {
    const rows = await db
      .insert(reminderSends)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: reminderSends.id });
    return rows.length > 0;
  },

  async markSent(db: Db, planId: string, onceKey: string, status: 'sent' | 'failed'): Promise<void> {
    await db
      .update(reminderSends)
      .set({ status })
      .where(and(eq(reminderSends.planId, planId), eq(reminderSends.onceKey, onceKey)));
  },

  /** What the account answered in WeChat's consent sheet for the template (undefined: never asked). */
  async consentOf(db: Db, userId: string, templateId: string): Promise<WechatConsent | undefined> {
    const [row] = await db
      .select({ status: wechatConsents.status })
      .from(wechatConsents)
      .where(and(eq(wechatConsents.userId, userId), eq(wechatConsents.templateId, templateId)))
      .limit(1);
    return row?.status;
  },

  async putConsent(db: Db, userId: string, templateId: string, status: WechatConsent): Promise<void> {
    await db
      .insert(wechatConsents)
      .values({ userId, templateId, status })
      .onConflictDoUpdate({
        target: [wechatConsents.userId, wechatConsents.templateId],
        set: { status, updatedAt: sql`now()` },
      });
  },

  /** WeChat said the consent is gone (a one-time one used, or withdrawn in WeChat): ask again. */
  async dropConsent(db: Db, userId: string, templateId: string): Promise<void> {
    await db
      .delete(wechatConsents)
      .where(and(eq(wechatConsents.userId, userId), eq(wechatConsents.templateId, templateId)));
  },

  async ticket(db: Db, appId: string, kind: string) {
    const [row] = await db
      .select({ ticket: wechatTickets.ticket, expiresAt: wechatTickets.expiresAt })
      .from(wechatTickets)
      .where(and(eq(wechatTickets.appId, appId), eq(wechatTickets.kind, kind)))
      .limit(1);
    return row;
  },

  /** Stores a fetched ticket unless the stored one is still good past `staleBefore` (another instance's). */
  async putTicketOverStale(
    db: Db,
    values: typeof wechatTickets.$inferInsert,
    staleBefore: Date,
  ): Promise<void> {
    await db
      .insert(wechatTickets)
      .values(values)
      .onConflictDoUpdate({
        target: [wechatTickets.appId, wechatTickets.kind],
        set: { ticket: values.ticket, expiresAt: values.expiresAt },
        setWhere: lt(wechatTickets.expiresAt, staleBefore),
      });
  },

  async exportSettings(db: Db, userId: string): Promise<ReminderSettingsRow[]> {
    return db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  },
  exportSubscriptions: exportOf(pushSubscriptions),
  exportSends: exportOf(reminderSends),
  exportConsents: exportOf(wechatConsents),
};

declare module 'fastify' {
  interface FastifyInstance {
    remindersRepository: typeof remindersRepository;
  }
}

export default decorationPlugin('remindersRepository', () => remindersRepository, {
  name: 'reminders-repository',
});
