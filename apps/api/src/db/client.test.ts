import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('embedded database', () => {
  it('lets other work in while a long queue of queries runs (Node accepts one new connection per loop turn)', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    try {
      let done = 0;
      let doneWhenTimerRan = Number.NaN;
      setTimeout(() => (doneWhenTimerRan = done), 0);
      // Queries queued at once run back to back, each resolving the next: without yielding, one turn.
      const queries = Array.from({ length: 300 }, (_, i) =>
        database.db
          .execute(sql`select count(*) from generate_series(1, ${5000 + i})`)
          .then(() => (done += 1)),
      );
      await Promise.all(queries);
      expect(done).toBe(300);
      // The timer ran while the queue was still being worked through (plain PGlite: only after all of it).
      expect(doneWhenTimerRan).toBeLessThan(300);
    } finally {
      await database.close();
    }
  });
});
