import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { promisify } from 'node:util';
import type { Config } from '../config';
import * as schema from './schema';
import { LoopShare } from '../lib/loop-share';
import { lockDataDir } from './data-dir-lock';
import { LocalBus, PgBus, type Bus } from '../lib/bus';

const execFileAsync = promisify(execFile);

/** PGlite whose queries hand the event loop back every few milliseconds of work (see lib/loop-share.ts). */
class LoopSharingPGlite extends PGlite {
  private readonly share = new LoopShare(8);

  override async execProtocolRaw(
    message: Uint8Array,
    options?: Parameters<PGlite['execProtocolRaw']>[1],
  ): Promise<Uint8Array> {
    const turn = this.share.turn();
    if (turn) await turn;
    return super.execProtocolRaw(message, options);
  }
}

/**
 * One SQL dialect both ways: PGlite (PostgreSQL compiled to WASM, in-process) by default, a real
 * PostgreSQL server with DATABASE_URL. Repositories see only `Db`, never which one it is.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Messages between instances on this database (lib/bus.ts). */
  bus: Bus;
  /** The pool of a PostgreSQL server (null on the embedded database), for libraries that need one. */
  pool: pg.Pool | null;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax });
    // An idle connection the server drops (restart, failover, admin termination) must not crash the
    // process: the pool discards that client and the next query opens a fresh one.
    pool.on('error', (err) => {
      console.warn(`postgres: idle connection closed (${(err as { code?: string }).code ?? err.message})`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateOnce(pool);
    const bus = await PgBus.open(config.url, pool);
    return {
      db,
      kind: 'postgres',
      bus,
      pool,
      ping: () => ping(db),
      close: async () => {
        await bus.close();
        await pool.end();
      },
    };
  }
  // A fresh clone has no ./data yet, and PGlite creates only the last directory of its path.
  let unlock = () => {};
  if (config.dataDir !== 'memory') {
    fs.mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  try {
    if (config.dataDir !== 'memory') await createDataDir(config.dataDir);
    const client =
      config.dataDir === 'memory'
        ? new LoopSharingPGlite({ loadDataDir: await migratedMemoryImage() })
        : new LoopSharingPGlite(config.dataDir);
    await client.waitReady;
    const pgliteDb = drizzlePglite(client, { schema });
    await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR });
    const db = pgliteDb as unknown as Db;
    const bus = new LocalBus();
    return {
      db,
      kind: 'pglite',
      bus,
      pool: null,
      ping: () => ping(db),
      close: async () => {
        await bus.close();
        if (!client.closed) await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/**
 * The image of an in-memory database with every migration applied, made once per process. Each test
 * app gets a database of its own; starting it from this image takes about 1.2 s where initdb and the
 * migrations take 3.3–5 s (measured on the 2-core machine, PGlite 0.5.16), and the API project opens
 * several hundred of them. The migrator still runs on every database opened, so an image from before
 * a migration file changed cannot leave a table out. Only `DATA_DIR=memory` (tests) uses it.
 */
const memoryImage: { dump?: Promise<Blob> } = {};

function migratedMemoryImage(): Promise<Blob> {
  memoryImage.dump ??= (async () => {
    const template = new PGlite();
    try {
      await template.waitReady;
      await migratePglite(drizzlePglite(template, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      return await template.dumpDataDir('none');
    } finally {
      await template.close();
    }
  })().catch((err: unknown) => {
    memoryImage.dump = undefined;
    throw err;
  });
  return memoryImage.dump;
}

/**
 * A new data directory is made by initdb in a short-lived process of its own: initdb's WASM memory
 * (~430 MB resident, measured on Node 20 with PGlite 0.5) stays with the process that ran it until a
 * full garbage collection that may never come, so the server opens an existing directory and starts at
 * ~360 MB resident instead of ~850 MB.
 */
async function createDataDir(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const script = `import { PGlite } from ${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))};
const db = new PGlite(process.argv[1]); await db.waitReady; await db.close();`;
  await execFileAsync(process.execPath, ['--input-type=module', '-e', script, dir], { timeout: 120_000 });
}

/** Any fixed 64-bit key: it names "this schema's migrations" among the server's advisory locks. */
const MIGRATION_LOCK_KEY = 7_316_046_210_535_901n;

/**
 * Several instances starting at once on one PostgreSQL database run the migrations once: the first
 * takes the lock and migrates, the others wait and then find nothing left to apply (issue 16.10).
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
