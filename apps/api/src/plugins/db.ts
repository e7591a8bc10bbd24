import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Opens the database (running migrations) before any module registers; closes it last. */
export default fp<{ config: Config; database?: Database }>(
  async (app, opts) => {
    const database = opts.database ?? (await openDatabase(opts.config.database));
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
