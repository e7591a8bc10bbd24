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

/** A database made by the first `n` migrations, holding user 1111… (`deviceId`). */
async function withUserAfter(n: number, deviceId: string) {
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folderWithFirst(n) });
  await db.execute(
    sql`insert into users (id, device_id) values ('11111111-1111-4111-8111-111111111111', ${deviceId})`,
  );
  return { client, db };
}

// Each test migrates a fresh PGlite twice: tens of seconds on a busy 2-core machine.
describe('migrations', { timeout: 120_000 }, () => {
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

  it("issue 20: an unpaid order of before ('created') becomes pending_payment with a trade number and a due time", async () => {
    const { client, db } = await withUserAfter(6, 'device-before-order-life-aaaa');
    await db.execute(sql`insert into orders (id, user_id, request_hash, status, provider, total_cents, payable_cents, address, items, created_at)
      values ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 'h', 'created', 'builtin', 1990, 1990, '{}', '[]', '2026-01-01T08:00:00Z'),
             ('33333333-3333-4333-8333-333333333333', '11111111-1111-4111-8111-111111111111', 'h2', 'cancelled', 'builtin', 1990, 1990, '{}', '[]', '2026-01-01T08:00:00Z')`);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const rows = await db.execute(
      sql`select id, status, out_trade_no, extract(epoch from payment_due_at)::int as due, refunded_cents from orders order by id`,
    );
    expect(rows.rows).toEqual([
      {
        id: '22222222-2222-4222-8222-222222222222',
        status: 'pending_payment',
        out_trade_no: '22222222222242228222222222222222',
        due: Date.parse('2026-01-01T08:30:00Z') / 1000,
        refunded_cents: 0,
      },
      {
        id: '33333333-3333-4333-8333-333333333333',
        status: 'cancelled',
        out_trade_no: '33333333333343338333333333333333',
        due: Date.parse('2026-01-01T08:30:00Z') / 1000,
        refunded_cents: 0,
      },
    ]);
    // The old status is no longer storable.
    await expect(db.execute(sql`update orders set status = 'created'`)).rejects.toThrow();
    await client.close();
  });

  it('issue 21: a stored document loses the keys the plan read adds and gets its read parts', async () => {
    const { client, db } = await withUserAfter(11, 'device-before-read-parts-aaa');
    await db.execute(
      sql`insert into plans (id, user_id, client_type, plan_type, locale) values ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 'web', 'deep_questionnaire', 'en-US')`,
    );
    const document = {
      id: 'added-by-an-older-read',
      nextStep: '2',
      retestDue: [],
      locale: 'en-US',
      nutrients: [{ key: 'vitaminD' }],
      reportAnalysis: {
        markers: [
          { key: 'vitaminD25OH', retest: { weeks: 12 } },
          { key: 'ferritin', retest: null },
          { key: 'tsh' },
        ],
      },
      medicineTaboos: [{ id: 't1' }, { id: 't2' }],
      productReviews: [],
    };
    await db.execute(sql`insert into plan_documents (plan_id, user_id, engine_version, input_hash, document)
      values ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 'old', 'h', ${JSON.stringify(document)}::jsonb)`);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const [row] = (await db.execute(sql`select document, read_parts from plan_documents`)).rows as {
      document: Record<string, unknown>;
      read_parts: unknown;
    }[];
    const { id: _id, nextStep: _next, retestDue: _due, ...kept } = document;
    expect(row!.document).toEqual(kept);
    expect(row!.read_parts).toEqual({
      locale: 'en-US',
      reportAnalysis: { markers: document.reportAnalysis.markers.slice(0, 2) },
      medicineTaboos: [{ id: 't1' }],
      productReviews: [],
    });
    // Made again whenever the document is written: without a report analysis, null.
    await db.execute(sql`update plan_documents set document = '{"locale": "zh-CN", "medicineTaboos": []}'`);
    const [after] = (await db.execute(sql`select read_parts from plan_documents`)).rows;
    expect(after).toEqual({
      read_parts: { locale: 'zh-CN', reportAnalysis: null, medicineTaboos: [], productReviews: [] },
    });
    await client.close();
  });
});
