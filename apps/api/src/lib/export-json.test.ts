import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportJson, rowPages, type ExportNode } from './export-json';

async function text(node: ExportNode): Promise<string> {
  let out = '';
  for await (const chunk of exportJson(node)) out += chunk;
  return out;
}

/** A table of `rows` served by pages, counting the largest page asked for. */
function table(rows: readonly unknown[], pageSize: number) {
  const seen = { reads: 0, largest: 0 };
  const pages = rowPages(
    async (after: { i: number; row: unknown } | undefined, limit) => {
      seen.reads++;
      const from = after === undefined ? 0 : after.i + 1;
      const page = rows.slice(from, from + limit).map((row, k) => ({ i: from + k, row }));
      seen.largest = Math.max(seen.largest, page.length);
      return page;
    },
    pageSize,
    (r) => r.row,
  );
  return { pages, seen };
}

describe('exportJson', () => {
  it('writes what JSON.stringify writes for the same tree with every table read whole (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue(), { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }),
        async (rows, pageSize, extra) => {
          const { pages } = table(rows, pageSize);
          const tree = {
            head: extra,
            nested: { list: pages, when: new Date(0), gone: undefined },
            tail: [1, 2],
          };
          const plain = { head: extra, nested: { list: rows, when: new Date(0) }, tail: [1, 2] };
          expect(await text(tree)).toBe(JSON.stringify(plain));
          expect(JSON.parse(await text(tree))).toEqual(JSON.parse(JSON.stringify(plain)));
        },
      ),
    );
  });

  it('never holds more than one page of a table: 1,000 rows by pages of 50 are read in 21 calls', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: i, text: 'x'.repeat(10) }));
    const { pages, seen } = table(rows, 50);
    const chunks: string[] = [];
    for await (const chunk of exportJson({ rows: pages })) chunks.push(chunk);
    expect(seen.largest).toBe(50);
    // 20 full pages and the empty one that shows the table has ended.
    expect(seen.reads).toBe(21);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(50 * 40);
    expect(JSON.parse(chunks.join(''))).toEqual({ rows });
  });

  it('an empty table is an empty array, read once', async () => {
    const { pages, seen } = table([], 10);
    expect(await text({ a: pages })).toBe('{"a":[]}');
    expect(seen.reads).toBe(1);
  });

  it('refuses a page size that would never end or never read', () => {
    expect(() => rowPages(async () => [], 0)).toThrow(RangeError);
    expect(() => rowPages(async () => [], 1.5)).toThrow(RangeError);
  });
});
