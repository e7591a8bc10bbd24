import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The columns most tables share, one builder per column so that each table keeps its columns in the
 * order its migrations created them (the generated SQL must not change).
 */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** When a row was made and last changed, for the tables that keep both side by side. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * The id of the row this one belongs to: deleting that row deletes this one (ON DELETE CASCADE), which
 * is how erasing a user, a plan or a conversation leaves nothing of it behind.
 */
export const belongsTo = <N extends string>(name: N, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });
