import { timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The columns most tables share, one builder per column so that each table keeps its columns in the
 * order its migrations created them (the generated SQL must not change).
 */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
