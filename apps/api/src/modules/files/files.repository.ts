import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportOf, insertOne, ownersOf, rowById } from '../../db/owned';
import { files } from '../../db/schema';
import { decorationPlugin } from '../../lib/decoration-plugin';

export type FileRow = typeof files.$inferSelect;

export const filesRepository = {
  owners: ownersOf(files),

  create: insertOne(files, 'files'),

  byId: rowById(files),

  async byIds(db: Db, ids: string[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(files).where(inArray(files.id, ids));
  },

  /** Oldest first. */
  listByUser: exportOf(files),
};

declare module 'fastify' {
  interface FastifyInstance {
    filesRepository: typeof filesRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('filesRepository', () => filesRepository, { name: 'files-repository' });
