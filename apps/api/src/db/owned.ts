import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { offsetOf, type PageRequest } from '../lib/page';
import type { Db } from './client';

/**
 * The queries every table of user-owned rows needs, written once: which user owns an id (what the
 * ownership plugin compares with the caller), the row of an id, one user's rows and how many. Each
 * repository keeps its own queries that differ.
 */
export type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn; createdAt: PgColumn };
type Row<T extends PgTable> = T['$inferSelect'];

/** `owners(db, ids)` for `app.registerOwnedResource`: the owner of each id that exists. */
export function ownersOf(table: OwnedTable) {
  return async (db: Db, ids: string[]): Promise<Map<string, string>> => {
    const rows = await db
      .select({ id: table.id, userId: table.userId })
      .from(table)
      .where(inArray(table.id, ids));
    return new Map(rows.map((r) => [r.id as string, r.userId as string]));
  };
}

/** The first row that matches, if any: the look-up by a unique key. */
export async function firstWhere<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL,
): Promise<Row<T> | undefined> {
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1)) as Row<T>[];
  return row;
}

/** One column of the first row that matches, if any. */
export async function valueWhere<C extends PgColumn>(db: Db, column: C, where: SQL) {
  const [row] = await db.select({ value: column }).from(column.table).where(where).limit(1);
  return row?.value;
}

/** The row with this id, whoever owns it (callers that serve a user check ownership first). */
export function rowById<T extends PgTable & { id: PgColumn }>(table: T) {
  return (db: Db, id: string): Promise<Row<T> | undefined> => firstWhere(db, table, eq(table.id, id));
}

/** This row, only if it is this user's: the condition of every owner-scoped read and write. */
export function ownRow(table: OwnedTable, id: string, userId: string): SQL {
  return and(eq(table.id, id), eq(table.userId, userId))!;
}

/** How many rows of the table match (the total beside a page of them). */
export async function rowCount(db: Db, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** How many rows the user has. */
export function countOf(table: OwnedTable) {
  return (db: Db, userId: string): Promise<number> => rowCount(db, table, eq(table.userId, userId));
}

/** One page of a user's rows; the order should end in a unique column so that pages do not overlap. */
export async function userPage<T extends OwnedTable>(
  db: Db,
  table: T,
  userId: string,
  page: PageRequest,
  ...order: SQL[]
): Promise<Row<T>[]> {
  return (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.userId, userId))
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(offsetOf(page))) as Row<T>[];
}

/**
 * Rows after `after` in (createdAt, id) order. The row's own times are read back in SQL, so the
 * comparison keeps PostgreSQL's microseconds (a JS Date has milliseconds: rows of the same millisecond
 * would repeat or be skipped at a page boundary).
 */
function afterInTime(table: OwnedTable, after: { id: unknown } | undefined): SQL | undefined {
  if (after === undefined) return undefined;
  return sql`(${table.createdAt}, ${table.id}) > (select ${table.createdAt}, ${table.id} from ${table} where ${table.id} = ${after.id})`;
}

/**
 * A user's rows, oldest first: `read(db, userId)` for a whole list (a user's files), `.pages(db, userId)`
 * for the data export, a page at a time after the last row of the page before.
 */
export function exportOf<T extends OwnedTable>(table: T) {
  const query = (db: Db, userId: string, after?: { id: unknown }) =>
    db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.userId, userId), afterInTime(table, after)))
      .orderBy(asc(table.createdAt), asc(table.id));
  return Object.assign(
    async (db: Db, userId: string): Promise<Row<T>[]> => (await query(db, userId)) as Row<T>[],
    {
      pages:
        (db: Db, userId: string) =>
        async (after: Row<T> | undefined, limit: number): Promise<Row<T>[]> =>
          (await query(db, userId, after as { id: unknown } | undefined).limit(limit)) as Row<T>[],
    },
  );
}

/**
 * `set(db, id, changes)`: changes these columns of the row with this id and stamps its `updatedAt`;
 * `K` names the columns a caller may change.
 */
export function updateById<T extends PgTable & { id: PgColumn; updatedAt: PgColumn }, K extends keyof Row<T>>(
  table: T,
) {
  return async (db: Db, id: string, changes: Partial<Pick<Row<T>, K>>): Promise<void> => {
    await db
      .update(table)
      .set({ ...changes, updatedAt: new Date() } as PgUpdateSetSource<T>)
      .where(eq(table.id, id));
  };
}

/** Inserts one row and answers it as stored. */
export function insertOne<T extends PgTable>(table: T, what: string) {
  return async (db: Db, values: T['$inferInsert']): Promise<Row<T>> => {
    const [row] = (await db.insert(table).values(values).returning()) as Row<T>[];
    if (!row) throw new Error(`${what}: insert returned no row`);
    return row;
  };
}

/** Inserts one row or, when `target` already holds its key, updates that row with `set`; answers it as stored. */
export async function upsertOne<T extends PgTable>(
  db: Db,
  table: T,
  target: PgColumn,
  values: T['$inferInsert'],
  set: PgUpdateSetSource<T>,
): Promise<Row<T>> {
  const [row] = (await db
    .insert(table)
    .values(values)
    .onConflictDoUpdate({ target, set })
    .returning()) as Row<T>[];
  // Insert or update, one row is always written, so RETURNING always has it.
  return row!;
}
