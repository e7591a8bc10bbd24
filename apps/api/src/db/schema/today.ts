import { date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ScheduleItemView } from '@nutri/domain/contracts';
import { belongsTo, createdAt, id, updatedAt } from './columns';
import { plans } from './plans';
import { ownerId } from './users';

/**
 * A day's record (issue 34 §1): one row per dose ticked off, by the person's plan (self or a family
 * member), the date on their device and the schedule item's id. Erasing the plan or the user erases it.
 */
export const dayRecords = pgTable(
  'day_records',
  {
    id: id(),
    userId: ownerId(),
    planId: belongsTo('plan_id', () => plans.id),
    date: date('date', { mode: 'string' }).notNull(),
    itemId: text('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('day_records_plan_date_item_idx').on(t.planId, t.date, t.itemId),
    index('day_records_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/** The schedule a person last saw, per plan: what "changed since" is measured from. */
export const scheduleSeen = pgTable('schedule_seen', {
  planId: uuid('plan_id')
    .primaryKey()
    .references(() => plans.id, { onDelete: 'cascade' }),
  userId: ownerId(),
  items: jsonb('items').$type<(Pick<ScheduleItemView, 'id' | 'label'> & { slot: string })[]>().notNull(),
  updatedAt: updatedAt(),
});
