import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module `file` imports at run time (type-only imports left out), followed through relative paths. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms),
    ...source.matchAll(/^import\s+'([^']+)'/gm),
  ].map((m) => m[1]!);
  for (const spec of specifiers) {
    if (!spec.startsWith('.')) {
      seen.add(spec);
      continue;
    }
    const base = path.resolve(path.dirname(file), spec);
    const next = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
    if (next) runtimeImports(next, seen);
  }
  return seen;
}

/** `@nutri/domain/contracts/values` is what the web imports contract values from (ADR 0046). */
describe('@nutri/domain/contracts/values', () => {
  it('loads no zod, so a web screen that takes its values loads no schema library', () => {
    const loaded = [
      ...runtimeImports(path.resolve(import.meta.dirname, '../packages/domain/src/contracts/values.ts')),
    ];
    expect(loaded.filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
  });
});
