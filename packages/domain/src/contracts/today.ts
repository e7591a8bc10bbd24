import { z } from 'zod';
import { bilingualSchema, sourceSchema } from './common';
import { uuidSchema } from './plans-api';

/**
 * Today's schedule and the day's record (issue 34 §1): the calls of the "today" screen. The schedule is
 * the domain's `daySchedule` (schedule/daySchedule.ts) for one person's plan (self or a family member,
 * by `custom_nutrition_plan_id`); a record is the doses ticked off on a date, by the item's id.
 */
export const SCHEDULE_SLOTS = ['wake', 'breakfast', 'lunch', 'dinner', 'bedtime'] as const;
export const SCHEDULE_FOODS = ['empty_stomach', 'with_food', 'with_fat', 'plain_water', 'any'] as const;

/** A calendar date as the person's device has it (their time zone): `YYYY-MM-DD`. */
export const dayDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'must be a real calendar date');

/** An item's id in the schedule: `med:<drug>`, `sup:<nutrient>:<n>`, `own:<nutrient>`. */
export const scheduleItemIdSchema = z
  .string()
  .regex(/^(med|sup|own):[A-Za-z0-9_-]{1,60}(:\d{1,2})?$/, 'must be an item id of the schedule');

export const scheduleItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['supplement', 'own', 'medicine']),
  label: bilingualSchema,
  nutrient: z.string().nullable(),
  drugId: z.string().nullable(),
  productId: z.string().nullable(),
  food: z.enum(SCHEDULE_FOODS).nullable(),
  how: bilingualSchema.nullable(),
  minute: z.number().int().nullable(),
});
export type ScheduleItemView = z.infer<typeof scheduleItemSchema>;

export const dayScheduleSchema = z.object({
  slots: z.array(
    z.object({
      key: z.enum(SCHEDULE_SLOTS),
      minute: z.number().int(),
      label: bilingualSchema,
      items: z.array(scheduleItemSchema),
    }),
  ),
  asPrescribed: z.array(scheduleItemSchema),
  notes: z.array(
    z.object({
      kind: z.enum(['split', 'spacing', 'unplaced', 'moved', 'broken', 'order']),
      text: bilingualSchema,
      source: sourceSchema,
    }),
  ),
  sources: z.array(z.string()),
  valid: z.boolean(),
});
export type DayScheduleView = z.infer<typeof dayScheduleSchema>;

/** What changed since the schedule the person last saw: by item. */
const changedItemSchema = z.object({ id: z.string(), label: bilingualSchema });
export const scheduleChangesSchema = z.object({
  added: z.array(changedItemSchema),
  removed: z.array(changedItemSchema),
  /** Same item, another time of day. */
  moved: z.array(changedItemSchema.extend({ from: z.enum(SCHEDULE_SLOTS), to: z.enum(SCHEDULE_SLOTS) })),
  /** Same item, another product or count. */
  changed: z.array(changedItemSchema.extend({ before: bilingualSchema })),
});
export type ScheduleChanges = z.infer<typeof scheduleChangesSchema>;

export const todayQuerySchema = z
  .object({ custom_nutrition_plan_id: uuidSchema, date: dayDateSchema })
  .strict();

export const todaySchema = z.object({
  date: z.string(),
  schedule: dayScheduleSchema,
  /** The item ids ticked off on `date`. */
  taken: z.array(z.string()),
  /** Null the first time; else what changed since the schedule last seen (empty lists: nothing). */
  changes: scheduleChangesSchema.nullable(),
});
export type TodayView = z.infer<typeof todaySchema>;

export const tickBodySchema = z
  .object({ customNutritionPlanId: uuidSchema, date: dayDateSchema, itemId: scheduleItemIdSchema })
  .strict();
export const untickQuerySchema = z
  .object({ custom_nutrition_plan_id: uuidSchema, date: dayDateSchema, item_id: scheduleItemIdSchema })
  .strict();
export const tickResultSchema = z.object({
  date: z.string(),
  itemId: z.string(),
  taken: z.boolean(),
});

export const weekQuerySchema = z
  .object({ custom_nutrition_plan_id: uuidSchema, end: dayDateSchema })
  .strict();
export const weekSchema = z.object({
  /** Seven days ending at `end`, oldest first. */
  days: z.array(z.object({ date: z.string(), taken: z.array(z.string()) })),
  /** The doses of a day in today's schedule. */
  total: z.number().int(),
});
export type WeekView = z.infer<typeof weekSchema>;
