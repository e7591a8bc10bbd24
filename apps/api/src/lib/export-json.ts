/**
 * A person's export written as it is read (issue 35): a tree whose leaves are plain JSON values or rows
 * read a page at a time. The JSON text goes out page by page, so an export's memory is one page of rows
 * and the socket's buffer, whatever the account holds — built whole, one export of a full account took
 * gigabytes.
 */
const PAGES = Symbol('pages');

/**
 * Rows of one table read `pageSize` at a time. Each page is asked for with the last row of the page
 * before (undefined for the first), so a reader seeks by its key instead of counting past an offset
 * (an offset made the last page of 40,000 messages read all 40,000); `view` turns a stored row into
 * what the export shows.
 */
export interface RowPages {
  readonly [PAGES]: {
    read: (after: unknown, limit: number) => Promise<readonly unknown[]>;
    view: (row: unknown) => unknown;
    pageSize: number;
  };
}

export type ExportNode = RowPages | { readonly [key: string]: ExportNode } | JsonLeaf;
type JsonLeaf = string | number | boolean | null | undefined | Date | readonly unknown[];

/**
 * Rows by pages. `pageSize` is chosen per table from how large one row can be (a plan document is
 * tens of kilobytes, an operation log a few hundred bytes).
 */
export function rowPages<Row>(
  read: (after: Row | undefined, limit: number) => Promise<readonly Row[]>,
  pageSize: number,
  view: (row: Row) => unknown = (row) => row,
): RowPages {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError('pageSize must be a positive integer');
  }
  // The tree holds tables of many row types; each reader only ever gets back rows it returned.
  return { [PAGES]: { read, view, pageSize } as RowPages[typeof PAGES] };
}

function isRowPages(node: ExportNode): node is RowPages {
  return typeof node === 'object' && node !== null && PAGES in node;
}

function isBranch(node: ExportNode): node is { readonly [key: string]: ExportNode } {
  return (
    typeof node === 'object' &&
    node !== null &&
    !Array.isArray(node) &&
    !(node instanceof Date) &&
    !isRowPages(node)
  );
}

/**
 * The JSON text of `node`, in chunks. The same text `JSON.stringify` gives for the tree with every
 * `rowPages` replaced by all its rows (keys whose value is `undefined` are left out, as there).
 */
export async function* exportJson(node: ExportNode): AsyncGenerator<string> {
  if (isRowPages(node)) {
    const { read, view, pageSize } = node[PAGES];
    yield '[';
    let last: unknown = undefined;
    for (;;) {
      const rows = await read(last, pageSize);
      if (rows.length > 0) {
        const text = rows.map((r) => JSON.stringify(view(r)) ?? 'null').join(',');
        yield last === undefined ? text : `,${text}`;
        last = rows.at(-1);
      }
      if (rows.length < pageSize) break;
    }
    yield ']';
    return;
  }
  if (isBranch(node)) {
    yield '{';
    let first = true;
    for (const [key, value] of Object.entries(node)) {
      if (value === undefined) continue;
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* exportJson(value);
    }
    yield '}';
    return;
  }
  yield JSON.stringify(node) ?? 'null';
}
