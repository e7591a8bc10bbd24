/** Text catalogs as tests read them: every key path with its text, and a text's placeholders. */
export type Catalog = { [key: string]: string | Catalog };

export function flattenCatalog(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenCatalog(value, path)) out.set(k, v);
  }
  return out;
}

/** The `{{name}}` placeholders of a text, sorted. */
export const placeholdersOf = (text: string): (string | undefined)[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
