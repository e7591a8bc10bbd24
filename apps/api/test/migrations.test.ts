import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client';

/**
 * The migration path: a database made by the first migration only, holding data, is brought to the
 * latest schema at start without losing that data.
 */
const tmp: string[] = [];
afterAll(() => tmp.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function folderWithFirst(n: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-mig-'));
  tmp.push(dir);
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  fs.mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, n);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries)
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

describe('migrations', () => {
  it('upgrades a first-version database to the latest schema keeping its rows', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(journal.entries.length).toBeGreaterThanOrEqual(3);
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderWithFirst(1) });
    await db.execute(sql`insert into users (device_id) values ('device-from-version-1-aaaaaaaa')`);
    const before = await db.execute(sql`select to_regclass('public.plans') as t`);
    expect((before.rows[0] as { t: string | null }).t).toBeNull();

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const users = await db.execute(sql`select device_id from users`);
    expect(users.rows).toEqual([{ device_id: 'device-from-version-1-aaaaaaaa' }]);
    for (const table of [
      'plans',
      'questionnaires',
      'plan_documents',
      'files',
      'reports',
      'products',
      'skus',
      'vouchers',
      'orders',
      'addresses',
      'conversations',
      'messages',
      'message_feedback',
      'youzan_trades',
      'youzan_pushes',
    ]) {
      const r = await db.execute(sql.raw(`select to_regclass('public.${table}') as t`));
      expect((r.rows[0] as { t: string | null }).t, table).toBe(table);
    }
    // Running again is a no-op.
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await client.close();
  });
});
