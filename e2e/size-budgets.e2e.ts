import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Size budgets of the production build (sizes are deterministic, so this is a test, not a benchmark):
 * first-load JS and CSS of /qsStartPage, every lazily loaded chunk, and the chart library reachable only
 * from the plan page. A failure names the chunk and the modules that make it big.
 */
const WEB = path.resolve(import.meta.dirname, '../apps/web');
const DIST = path.join(WEB, 'dist');
const budgets = JSON.parse(fs.readFileSync(path.join(WEB, 'budgets.json'), 'utf8')) as {
  firstLoadJsKiB: number;
  firstLoadCssKiB: number;
  routeChunkKiB: number;
  chartRoutes: string[];
  chartModulePattern: string;
};
interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestEntry
>;
const modules = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/chunk-modules.json'), 'utf8')) as Record<
  string,
  { module: string; bytes: number }[]
>;

const gzipKiB = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

/** Files loaded with an entry: its chunk, its static imports (transitively) and their CSS. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) staticClosure(imp, seen);
  return seen;
}
const filesOf = (keys: Set<string>) => {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const k of keys) {
    const e = manifest[k]!;
    js.add(e.file);
    for (const c of e.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
};
const biggest = (file: string) =>
  (modules[file] ?? [])
    .slice(0, 3)
    .map((m) => `${m.module} (${(m.bytes / 1024).toFixed(1)} KiB raw)`)
    .join(', ');

describe('web bundle size budgets', () => {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const first = filesOf(staticClosure(entryKey));

  it('first-load JS and CSS of /qsStartPage fit their budgets', () => {
    const jsKiB = first.js.reduce((n, f) => n + gzipKiB(f), 0);
    const cssKiB = first.css.reduce((n, f) => n + gzipKiB(f), 0);
    const detail = first.js
      .map((f) => ({ f, kib: gzipKiB(f) }))
      .sort((a, b) => b.kib - a.kib)
      .map(({ f, kib }) => `${f} ${kib.toFixed(1)} KiB: ${biggest(f)}`)
      .join('\n  ');
    console.log(`first load: JS ${jsKiB.toFixed(1)} KiB gzip, CSS ${cssKiB.toFixed(1)} KiB gzip`);
    expect(
      jsKiB,
      `first-load JS ${jsKiB.toFixed(1)} KiB > ${budgets.firstLoadJsKiB} KiB:\n  ${detail}`,
    ).toBeLessThanOrEqual(budgets.firstLoadJsKiB);
    expect(
      cssKiB,
      `first-load CSS ${cssKiB.toFixed(1)} KiB > ${budgets.firstLoadCssKiB} KiB`,
    ).toBeLessThanOrEqual(budgets.firstLoadCssKiB);
  });

  it('the start page loads neither the query client nor the legacy overlay renderer (issue 34)', () => {
    // TanStack Query's client comes with the first other screen (app/query-layer.ts), antd-mobile's
    // React 19 render hook and its legacy fallback (rc-util, Babel's regenerator) with the first toast.
    const lazyOnly = /node_modules\/(@tanstack\/query-core|rc-util|@babel\/runtime)\//;
    const inFirst = first.js.flatMap((f) =>
      (modules[f] ?? []).filter((m) => lazyOnly.test(m.module)).map((m) => `${f}: ${m.module}`),
    );
    expect(inFirst).toEqual([]);
  });

  it('every lazily loaded chunk fits the route budget', () => {
    const firstSet = new Set(first.js);
    const over: string[] = [];
    for (const e of Object.values(manifest)) {
      if (firstSet.has(e.file) || !e.file.endsWith('.js')) continue;
      if (new RegExp(budgets.chartModulePattern).test((modules[e.file] ?? [])[0]?.module ?? '')) continue;
      const kib = gzipKiB(e.file);
      if (kib > budgets.routeChunkKiB)
        over.push(`${e.file} ${kib.toFixed(1)} KiB (from ${e.src ?? '?'}): ${biggest(e.file)}`);
    }
    expect(over, `chunks over ${budgets.routeChunkKiB} KiB gzip:\n${over.join('\n')}`).toEqual([]);
  });

  it('the chart library loads only where a chart is shown', () => {
    const pattern = new RegExp(budgets.chartModulePattern);
    const chartFiles = Object.entries(modules)
      .filter(([, mods]) => mods.some((m) => pattern.test(m.module)))
      .map(([file]) => file);
    const firstSet = new Set(first.js);
    expect(
      chartFiles.filter((f) => firstSet.has(f)),
      'chart code in the first load',
    ).toEqual([]);
    // No lazily loaded module other than the chart module itself pulls chart code in statically…
    for (const [key, e] of Object.entries(manifest)) {
      if (!e.isDynamicEntry || chartFiles.includes(e.file)) continue;
      const files = filesOf(staticClosure(key)).js;
      expect(
        files.filter((f) => chartFiles.includes(f)),
        `${key} loads chart code`,
      ).toEqual([]);
    }
    // …and only screens that show a chart import it (lazily).
    const chartRouteFiles = new Set(budgets.chartRoutes.flatMap((r) => filesOf(staticClosure(r)).js));
    for (const [key, e] of Object.entries(manifest)) {
      const importsChart = (e.dynamicImports ?? []).some((d) => chartFiles.includes(manifest[d]?.file ?? ''));
      if (importsChart)
        expect(chartRouteFiles.has(e.file), `${key} imports the chart but is not a chart screen`).toBe(true);
    }
  });
});
