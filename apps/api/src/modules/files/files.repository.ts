import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

export const filesRepository = {
  async owners(db: Db, ids: string[]): Promise<Map<string, string>> {
    const rows = await db
      .select({ id: files.id, userId: files.userId })
      .from(files)
      .where(inArray(files.id, ids));
    return new Map(rows.map((r) => [r.id, r.userId]));
  },

  async create(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
    const [row] = await db.insert(files).values(values).returning();
    if (!row) throw new Error('files: insert returned no row');
    return row;
  },

  async byId(db: Db, id: string): Promise<FileRow | undefined> {
    const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
    return row;
  },

  async byIds(db: Db, ids: string[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(files).where(inArray(files.id, ids));
  },

  async listByUser(db: Db, userId: string): Promise<FileRow[]> {
    return db.select().from(files).where(eq(files.userId, userId)).orderBy(asc(files.createdAt));
  },
};
