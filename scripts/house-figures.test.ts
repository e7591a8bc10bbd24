/**
 * The counters of `npm run figures:house` (house-figures.ts) held to exact counts on small snippets, so
 * a figure in a closing note means what the script's header says it means.
 */
import { describe, expect, it } from 'vitest';
import {
  crossModuleImports,
  figuresOf,
  functionLengths,
  inlineZhSentences,
  isTestFile,
  languageBranches,
  markdown,
  moduleState,
  queryHookCalls,
  type Source,
} from './house-figures';

const src = (path: string, ...lines: string[]): Source => ({ path, text: lines.join('\n') });

describe('test files', () => {
  it('are *.test.*, *.spec.*, anything under testing/ and testing(-*).ts', () => {
    expect(
      [
        'packages/domain/src/assistant/reply.test.ts',
        'apps/web/src/app/app.spec.tsx',
        'apps/web/src/testing/render.tsx',
        'apps/api/src/modules/orders/testing/orders.ts',
        'packages/domain/src/assistant/testing-review.ts',
        'packages/domain/src/engine/testing.ts',
      ].every(isTestFile),
    ).toBe(true);
    expect(isTestFile('packages/domain/src/labs/retest.ts')).toBe(false);
    expect(isTestFile('apps/web/src/lib/test-ids.ts')).toBe(false);
  });
});

describe('(a) function lengths', () => {
  const file = src(
    'packages/domain/src/x.ts',
    '/** A doc comment is not counted. */',
    'export function outer(a: number): number {', // 2
    '  const inner = (b: number) => {', // 3
    '    return b + 1;',
    '  };', // 5
    '  return inner(a);',
    '}', // 7
    'export const arrow = (x: number) =>', // 8
    '  x * 2;', // 9
    'export const Wrapped = memo(function () {', // 10
    '  return 1;',
    '});', // 12
    'class Box {',
    '  constructor(private n: number) {}', // 14
    '  get size() {', // 15
    '    return this.n;',
    '  }', // 17
    '  open(): void {}', // 18
    '}',
    'const table = { pick: (r: number) => r, named() { return 0; } };', // 20
    'useEffect(() => {', // 21
    '  return;',
    '});', // 23
    'declare function bodiless(): void;',
    'export default () => 0;',
  );

  it('counts from the keyword to the closing brace, nested functions on their own, named by where they sit', () => {
    const byName = Object.fromEntries(functionLengths([file]).map((f) => [f.name, [f.line, f.lines]]));
    expect(byName).toEqual({
      outer: [2, 6],
      inner: [3, 3],
      arrow: [8, 2],
      Wrapped: [10, 3],
      'Box.constructor': [14, 1],
      'Box.size': [15, 3],
      'Box.open': [18, 1],
      pick: [20, 1],
      named: [20, 1],
      'useEffect callback': [21, 3],
      default: [25, 1],
    });
  });

  it('names a callback by the function it is passed to and the function it sits in', () => {
    const f = src(
      'apps/web/src/a.tsx',
      'export function Page() {',
      '  useEffect(() => {});',
      '  return null;',
      '}',
    );
    expect(functionLengths([f]).map((x) => x.name)).toEqual(['Page', 'useEffect callback in Page']);
  });

  it('lists the longest first, only in the three source trees, never in a test file', () => {
    const long = (path: string, n: number) =>
      src(path, 'export function f() {', ...Array.from({ length: n - 2 }, () => '  f();'), '}');
    const f = figuresOf(
      [
        long('packages/domain/src/a.ts', 10),
        long('apps/api/src/b.ts', 30),
        long('apps/web/src/c.tsx', 20),
        long('apps/web/src/c.test.tsx', 99),
        long('scripts/d.ts', 99),
        long('bench/e.ts', 99),
      ],
      2,
    );
    expect(f.longest.map((x) => [x.file, x.lines])).toEqual([
      ['apps/api/src/b.ts', 30],
      ['apps/web/src/c.tsx', 20],
    ]);
  });
});

describe('(b) words outside a catalogue', () => {
  const rule = src(
    'packages/domain/src/recommend/x.ts',
    "const a = { zh: '每天一片', en: 'one a day' };", // 1
    'const b = { zh: `${n} 片`, en: `${n} tablets` };', // 1
    "const c = { zh: isKid ? '儿童' : '成人', en: '' };", // 1 (one property)
    'const d = { zh, en };', // shorthand: no
    'const e = { zh: names.join(sep), en: names.join(sep) };', // no literal: no
    "const f = { zh: 'mg', en: 'mg' };", // no Chinese: no
    "const g = { 'zh': '注意' };", // quoted name: 1
    "// zh: '注释里的不算'",
    "const h = `zh: '字符串里的也不算'`;",
    "const i = { zh: names.map((x) => `${x}、`).join('') };", // 1
  );

  it('counts zh: properties whose value is a literal with a Chinese character', () => {
    expect(inlineZhSentences([rule]).map((p) => p.line)).toEqual([1, 2, 3, 7, 10]);
  });

  it('leaves knowledge tables, the messages catalogue and tests out', () => {
    const same = (path: string) => ({ ...rule, path });
    const f = figuresOf([
      rule,
      same('packages/domain/src/knowledge/foods.ts'),
      same('packages/domain/src/messages/zh-CN.ts'),
      same('packages/domain/src/recommend/x.test.ts'),
      same('packages/domain/src/assistant/testing-review.ts'),
      same('apps/api/src/y.ts'),
    ]);
    expect(f.zhSentences).toHaveLength(5);
  });

  it('counts comparisons with a locale literal and case clauses, not assignments or other strings', () => {
    const files = [
      src(
        'packages/domain/src/a.ts',
        "if (locale === 'zh-CN') say();", // 1
        "const x = 'en-US' !== locale ? 1 : 2;", // 1
        "const y = (locale as string) == ('zh-CN');", // 1
        "const z = locale === 'zh';", // not a locale literal
        "const w: Locale = 'zh-CN';", // assignment
        "switch (locale) { case 'en-US': break; case 'zh-CN': break; default: }", // 2 cases
      ),
      src('apps/web/src/b.tsx', "export const B = () => (lang === 'en-US' ? <i /> : null);"),
      src('apps/web/src/b.test.tsx', "expect(lang === 'en-US');"),
    ];
    const { comparisons, cases } = languageBranches(files);
    expect(comparisons.map((c) => `${c.file}:${c.line}`)).toEqual([
      'packages/domain/src/a.ts:1',
      'packages/domain/src/a.ts:2',
      'packages/domain/src/a.ts:3',
      'apps/web/src/b.tsx:1',
      'apps/web/src/b.test.tsx:1',
    ]);
    expect(cases).toHaveLength(2);
    expect(figuresOf(files).branches.comparisons).toHaveLength(4);
  });
});

describe('(c) cross-module imports', () => {
  const m = 'apps/api/src/modules';
  const files = [
    src(
      `${m}/orders/orders.service.ts`,
      "import { a } from '../payments/payments.service';", // orders → payments
      "import { b } from '../users/users.repository';", // orders → users, repository
      "import type { C } from '../shop/shop.types';", // type-only, orders → shop
      "import { d } from './orders.repository';", // same module
      "import { e } from '../../lib/errors';", // not a module
      "import { r } from '../registry';", // a file beside the modules, not a module
      "import { z } from 'zod';",
      "export { f } from '../users/users.repository.js';", // re-export, repository
    ),
    src(
      `${m}/payments/registry.ts`,
      "const o = await import('../orders/orders.service');", // payments → orders (dynamic)
      "import { type T } from '../orders/types';", // all named imports type-only
    ),
    src(`${m}/shop/x.ts`, "import { g } from '../vouchers';"), // into the module's index
    src(`${m}/vouchers/index.ts`, "import { h } from '../shop/x';"),
    src(`${m}/users/users.test.ts`, "import { i } from '../orders/orders.service';"), // test file
  ];

  it('counts each statement that reaches another module, the repositories among them and the two-way pairs', () => {
    const r = crossModuleImports(files.slice(0, 4));
    expect(r.imports.map((i) => `${i.from}>${i.to}`)).toEqual([
      'orders>payments',
      'orders>users',
      'orders>shop',
      'orders>users',
      'payments>orders',
      'payments>orders',
      'shop>vouchers',
      'vouchers>shop',
    ]);
    expect(r.imports.filter((i) => i.repository)).toHaveLength(2);
    expect(r.imports.filter((i) => i.typeOnly)).toHaveLength(2);
    expect(r.twoWay).toEqual([
      ['orders', 'payments'],
      ['shop', 'vouchers'],
    ]);
  });

  it('leaves test files out of the figures', () => {
    expect(figuresOf(files).modules.imports).toHaveLength(8);
  });
});

describe('(d) module-level mutable state', () => {
  const file = src(
    'apps/api/src/modules/x.ts',
    'let provider: Provider | undefined;', // 1
    'export let a = 1, b = 2;', // 2
    'var legacy = 0;', // 1
    'const cache = new Map<string, number>();', // mutated below: 1
    'const seen = new Set();', // never mutated: no
    'const byApp = new WeakMap();', // mutated: 1
    'const fixed = new Map([[1, 2]]);', // only read: no
    'export function f() {',
    '  let local = 0;', // not module level
    '  cache.set("k", local);',
    '  byApp.delete(f);',
    '  return fixed.get(1) ?? seen.has(1);',
    '}',
  );

  it('counts top-level let/var names and the Map/Set the module mutates', () => {
    expect(moduleState([file]).map((s) => `${s.name}:${s.kind}`)).toEqual([
      'provider:let',
      'a:let',
      'b:let',
      'legacy:var',
      'cache:Map',
      'byApp:WeakMap',
    ]);
  });

  it('only in the API and the web app, not in tests or the domain', () => {
    const same = (path: string) => ({ ...file, path });
    expect(
      figuresOf([
        file,
        same('apps/web/src/lib/y.ts'),
        same('apps/web/src/lib/y.test.ts'),
        same('packages/domain/src/z.ts'),
      ]).state,
    ).toHaveLength(12);
  });
});

describe('(e) query hooks', () => {
  const files = [
    src(
      'apps/web/src/features/shop/components/checkout.tsx',
      'export function Checkout() {',
      '  const q = useQuery(opts);',
      '  const m = useMutation({ mutationFn });',
      '  const s = rq.useSuspenseQuery(opts);',
      '  const useQueryLike = useQueryClient();', // not a query hook
      '  return null;',
      '}',
    ),
    src(
      'apps/web/src/features/shop/api/get-orders.ts',
      'export const useOrders = () => useInfiniteQuery(o);',
    ),
    src('apps/web/src/features/shop/lib/queries.ts', 'export const useX = () => useQuery(o);'),
    src('apps/web/src/features/shop/components/checkout.test.tsx', 'useQuery(o);'),
  ];

  it('places each call: request module, component file or other .ts', () => {
    expect(queryHookCalls(files.slice(0, 3)).map((h) => `${h.hook}@${h.place}`)).toEqual([
      'useQuery@component file',
      'useMutation@component file',
      'useSuspenseQuery@component file',
      'useInfiniteQuery@request module',
      'useQuery@other .ts',
    ]);
    expect(figuresOf(files).hooks).toHaveLength(5);
  });

  it('prints every figure in the table', () => {
    const text = markdown(figuresOf(files), 'fixture');
    expect(text).toContain(
      '| (e) query/mutation hook calls in component files (.tsx outside features/*/api/) | 3 in 1 file |',
    );
    expect(text).toContain('| (e) … in features/*/api/ request modules | 1 in 1 file |');
  });
});
