/**
 * `npm run figures:house`: the figures issue 32 ("A house the next engineer can live in") is judged by,
 * measured on the checkout it runs in and printed as Markdown. Every count reads the TypeScript syntax
 * tree (the compiler API), never a text search, so a comment or a string that looks like code does not
 * count. Files: what git tracks plus new files not ignored, `.ts`/`.tsx` without `.d.ts`, never a test
 * file — `*.test.*`, `*.spec.*`, anything under a `testing/` folder and the domain's `testing.ts` /
 * `testing-*.ts` test tables.
 *
 * What is counted:
 *
 * (a) Longest functions — every function declaration, function expression, arrow function, method,
 *     constructor and accessor in packages/domain/src, apps/api/src and apps/web/src, by its lines from
 *     the keyword (or first parameter) to the closing brace, doc comment not included. A nested function
 *     is listed on its own too (its lines also count in the function around it). Its name is the
 *     declared one; an unnamed function takes the name of the variable or property it is assigned to
 *     (through wrappers such as `memo(…)`), else `<callee> callback in <enclosing function>`.
 * (b) Words outside a catalogue —
 *     - inline `zh:` sentences: properties named `zh` whose value holds a string or template literal
 *       with a Chinese character or Chinese punctuation, in packages/domain/src outside `knowledge/` (sourced tables: their
 *       `zh`/`en` fields are data) and `messages/` (the catalogue issue 32 §1 asks for); `{ zh, en }`
 *       shorthand and `zh: someVariable` are not sentences written there and do not count;
 *     - inline language branches: a comparison (`===`, `!==`, `==`, `!=`) with the literal `'zh-CN'` or
 *       `'en-US'` on either side, and a `case 'zh-CN':` / `case 'en-US':` clause, in all three source
 *       trees.
 * (c) Cross-module imports — in apps/api/src/modules, an import or re-export (static or `import()`,
 *     type-only included) in a file of modules/A whose relative path resolves into modules/B, B ≠ A;
 *     each import statement counts once. "Into a repository" is one whose target file is a
 *     `*.repository.ts`. A two-way pair is two modules that each import the other (by any file).
 * (d) Module-level mutable state — in apps/api/src and apps/web/src: each name declared by a `let` or
 *     `var` statement at the top level of a module, and each top-level `const x = new Map|Set|WeakMap|
 *     WeakSet(…)` that the same file mutates (`x.set`, `x.add`, `x.delete`, `x.clear`).
 * (e) Query hooks in components — in apps/web/src, every call of `useQuery`, `useSuspenseQuery`,
 *     `useInfiniteQuery` or `useMutation`, placed as: in `features/<name>/api/` (a request module), in a
 *     `.tsx` file elsewhere (inside a component), or in a `.ts` file elsewhere (a hook or helper); and
 *     the `.tsx` files outside `features/<name>/api/` that call one.
 *
 * `-- --at <commit>` measures a commit read from git instead of the checkout; `-- --json` prints the raw
 * lists. The counters take `{ path, text }` lists so that
 * house-figures.test.ts can hold them to exact counts on snippets.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface Source {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

const DOMAIN = 'packages/domain/src/';
const API = 'apps/api/src/';
const WEB = 'apps/web/src/';
const MODULES = 'apps/api/src/modules/';

export function isTestFile(file: string): boolean {
  const base = path.posix.basename(file);
  return (
    /\.(test|spec)\.tsx?$/.test(base) ||
    file.split('/').includes('testing') ||
    /^testing(-[\w-]+)?\.tsx?$/.test(base)
  );
}

const isSource = (file: string) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !isTestFile(file);
const under = (roots: readonly string[]) => (s: Source) =>
  isSource(s.path) && roots.some((r) => s.path.startsWith(r));

const parsed = new Map<string, ts.SourceFile>();
function parse(s: Source): ts.SourceFile {
  const key = `${s.path}\0${s.text}`;
  let sf = parsed.get(key);
  if (!sf) {
    const kind = s.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    sf = ts.createSourceFile(s.path, s.text, ts.ScriptTarget.Latest, true, kind);
    parsed.set(key, sf);
  }
  return sf;
}

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const lineOf = (sf: ts.SourceFile, pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;

/** An expression without the parentheses, `as`, `satisfies` and `!` around it. */
function bare(e: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isNonNullExpression(e)
  ) {
    e = e.expression;
  }
  return e;
}

function propertyName(name: ts.PropertyName | ts.BindingName): string {
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return name.getText();
}

// ---- (a) longest functions ------------------------------------------------------------------------

export interface FunctionLength {
  file: string;
  name: string;
  line: number;
  lines: number;
}

type FunctionNode =
  | ts.FunctionDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.MethodDeclaration
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration;

function isFunctionNode(n: ts.Node): n is FunctionNode {
  return (
    ts.isFunctionDeclaration(n) ||
    ts.isFunctionExpression(n) ||
    ts.isArrowFunction(n) ||
    ts.isMethodDeclaration(n) ||
    ts.isConstructorDeclaration(n) ||
    ts.isGetAccessorDeclaration(n) ||
    ts.isSetAccessorDeclaration(n)
  );
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const e = bare(call.expression);
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return '<call>';
}

function ownerPrefix(n: ts.Node): string {
  const parent = n.parent;
  if (parent && (ts.isClassDeclaration(parent) || ts.isClassExpression(parent)) && parent.name) {
    return `${parent.name.text}.`;
  }
  return '';
}

/** The name a function goes by: its own, its variable's or property's, or where it is passed. */
export function functionName(fn: FunctionNode): string {
  if (ts.isConstructorDeclaration(fn)) return `${ownerPrefix(fn)}constructor`;
  if (!ts.isArrowFunction(fn) && fn.name) return `${ownerPrefix(fn)}${propertyName(fn.name)}`;
  if (ts.isFunctionDeclaration(fn)) return 'default';
  let node: ts.Node = fn;
  let passedTo: string | undefined;
  for (;;) {
    const parent = node.parent;
    if (!parent) break;
    if (
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      ts.isNonNullExpression(parent)
    ) {
      node = parent;
      continue;
    }
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== node) {
      passedTo ??= calleeName(parent);
      node = parent;
      continue;
    }
    if (ts.isVariableDeclaration(parent) && parent.initializer === node) return propertyName(parent.name);
    if (
      (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) &&
      parent.initializer === node
    ) {
      return `${ownerPrefix(parent)}${propertyName(parent.name)}`;
    }
    if (ts.isExportAssignment(parent)) return 'default';
    break;
  }
  const enclosing = enclosingFunction(fn);
  const where = enclosing ? ` in ${functionName(enclosing)}` : '';
  return `${passedTo ?? '<function>'} callback${where}`;
}

function enclosingFunction(n: ts.Node): FunctionNode | undefined {
  for (let p = n.parent; p; p = p.parent) if (isFunctionNode(p)) return p;
  return undefined;
}

export function functionLengths(files: readonly Source[]): FunctionLength[] {
  const out: FunctionLength[] = [];
  for (const s of files) {
    const sf = parse(s);
    walk(sf, (n) => {
      if (!isFunctionNode(n) || !n.body) return;
      const first = lineOf(sf, n.getStart(sf));
      out.push({ file: s.path, name: functionName(n), line: first, lines: lineOf(sf, n.end) - first + 1 });
    });
  }
  return out.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
}

// ---- (b) words outside a catalogue ----------------------------------------------------------------

export interface Place {
  file: string;
  line: number;
  text: string;
}

/** A Chinese character, or Chinese punctuation (、，。：（）) which only a Chinese sentence uses. */
const HAN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

function holdsChinese(e: ts.Node): boolean {
  let found = false;
  walk(e, (n) => {
    if (found) return;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) found = HAN.test(n.text);
    else if (ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) found = HAN.test(n.text);
  });
  return found;
}

const short = (sf: ts.SourceFile, n: ts.Node) => n.getText(sf).replace(/\s+/g, ' ').slice(0, 80);

/** `zh:` properties whose value is written in place (a literal with a Chinese character in it). */
export function inlineZhSentences(files: readonly Source[]): Place[] {
  const out: Place[] = [];
  for (const s of files) {
    const sf = parse(s);
    walk(sf, (n) => {
      if (ts.isPropertyAssignment(n) && propertyName(n.name) === 'zh' && holdsChinese(n.initializer)) {
        out.push({ file: s.path, line: lineOf(sf, n.getStart(sf)), text: short(sf, n) });
      }
    });
  }
  return out;
}

const LOCALE_LITERALS = new Set(['zh-CN', 'en-US']);
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const isLocaleLiteral = (e: ts.Expression) => {
  const b = bare(e);
  return (ts.isStringLiteral(b) || ts.isNoSubstitutionTemplateLiteral(b)) && LOCALE_LITERALS.has(b.text);
};

export interface LanguageBranches {
  comparisons: Place[];
  cases: Place[];
}

/** `x === 'zh-CN'` and the like, and `case 'en-US':`. */
export function languageBranches(files: readonly Source[]): LanguageBranches {
  const comparisons: Place[] = [];
  const cases: Place[] = [];
  for (const s of files) {
    const sf = parse(s);
    walk(sf, (n) => {
      if (
        ts.isBinaryExpression(n) &&
        COMPARISONS.has(n.operatorToken.kind) &&
        (isLocaleLiteral(n.left) || isLocaleLiteral(n.right))
      ) {
        comparisons.push({ file: s.path, line: lineOf(sf, n.getStart(sf)), text: short(sf, n) });
      } else if (ts.isCaseClause(n) && isLocaleLiteral(n.expression)) {
        cases.push({
          file: s.path,
          line: lineOf(sf, n.getStart(sf)),
          text: `case ${n.expression.getText(sf)}`,
        });
      }
    });
  }
  return { comparisons, cases };
}

// ---- (c) cross-module imports ---------------------------------------------------------------------

export interface CrossImport {
  file: string;
  line: number;
  from: string;
  to: string;
  target: string;
  repository: boolean;
  typeOnly: boolean;
}

export interface ModuleImports {
  imports: CrossImport[];
  /** Pairs of modules that import each other, each as [a, b] with a < b. */
  twoWay: [string, string][];
}

const moduleOf = (file: string): string | undefined =>
  file.startsWith(MODULES) ? file.slice(MODULES.length).split('/').slice(0, -1)[0] : undefined;

function specifiers(sf: ts.SourceFile): { spec: string; node: ts.Node; typeOnly: boolean }[] {
  const out: { spec: string; node: ts.Node; typeOnly: boolean }[] = [];
  walk(sf, (n) => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      const clause = n.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      out.push({ spec: n.moduleSpecifier.text, node: n, typeOnly });
    } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      out.push({ spec: n.moduleSpecifier.text, node: n, typeOnly: n.isTypeOnly });
    } else if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteralLike(n.arguments[0])
    ) {
      out.push({ spec: n.arguments[0].text, node: n, typeOnly: false });
    }
  });
  return out;
}

export function crossModuleImports(files: readonly Source[]): ModuleImports {
  const imports: CrossImport[] = [];
  // A module is a folder under modules/ with files in it; `../orders` means its index.ts.
  const names = new Set(files.map((s) => moduleOf(s.path)));
  for (const s of files) {
    const from = moduleOf(s.path);
    if (!from) continue;
    const sf = parse(s);
    for (const { spec, node, typeOnly } of specifiers(sf)) {
      if (!spec.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(s.path), spec));
      const folder = moduleOf(`${target}/index.ts`);
      const to = moduleOf(target) ?? (folder && names.has(folder) ? folder : undefined);
      if (!to || to === from) continue;
      const base = path.posix.basename(target).replace(/\.(ts|tsx|js|mjs)$/, '');
      imports.push({
        file: s.path,
        line: lineOf(sf, node.getStart(sf)),
        from,
        to,
        target,
        repository: base.endsWith('.repository'),
        typeOnly,
      });
    }
  }
  const edges = new Set(imports.map((i) => `${i.from}>${i.to}`));
  const twoWay = [...edges]
    .map((e) => e.split('>') as [string, string])
    .filter(([a, b]) => a < b && edges.has(`${b}>${a}`))
    .sort((x, y) => x[0].localeCompare(y[0]) || x[1].localeCompare(y[1]));
  return { imports, twoWay };
}

// ---- (d) module-level mutable state ---------------------------------------------------------------

export interface ModuleState {
  file: string;
  line: number;
  name: string;
  kind: 'let' | 'var' | 'Map' | 'Set' | 'WeakMap' | 'WeakSet';
}

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);
const MUTATORS = new Set(['set', 'add', 'delete', 'clear']);

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

export function moduleState(files: readonly Source[]): ModuleState[] {
  const out: ModuleState[] = [];
  for (const s of files) {
    const sf = parse(s);
    const mutated = new Set<string>();
    walk(sf, (n) => {
      if (!ts.isCallExpression(n)) return;
      const callee = bare(n.expression);
      if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        MUTATORS.has(callee.name.text)
      ) {
        mutated.add(callee.expression.text);
      }
    });
    for (const st of sf.statements) {
      if (!ts.isVariableStatement(st)) continue;
      const flags = st.declarationList.flags;
      const line = lineOf(sf, st.getStart(sf));
      if (!(flags & ts.NodeFlags.Const) && !(flags & ts.NodeFlags.Using)) {
        const kind = flags & ts.NodeFlags.Let ? 'let' : 'var';
        for (const d of st.declarationList.declarations) {
          for (const name of bindingNames(d.name)) out.push({ file: s.path, line, name, kind });
        }
        continue;
      }
      for (const d of st.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || !d.initializer) continue;
        const init = bare(d.initializer);
        if (!ts.isNewExpression(init) || !ts.isIdentifier(init.expression)) continue;
        const kind = init.expression.text;
        if (COLLECTIONS.has(kind) && mutated.has(d.name.text)) {
          out.push({ file: s.path, line, name: d.name.text, kind: kind as ModuleState['kind'] });
        }
      }
    }
  }
  return out;
}

// ---- (e) query hooks ------------------------------------------------------------------------------

export interface HookCall {
  file: string;
  line: number;
  hook: string;
  place: 'request module' | 'component file' | 'other .ts';
}

const QUERY_HOOKS = new Set(['useQuery', 'useSuspenseQuery', 'useInfiniteQuery', 'useMutation']);
const inRequestModule = (file: string) => /^apps\/web\/src\/features\/[^/]+\/api\//.test(file);

export function queryHookCalls(files: readonly Source[]): HookCall[] {
  const out: HookCall[] = [];
  for (const s of files) {
    const sf = parse(s);
    walk(sf, (n) => {
      if (!ts.isCallExpression(n)) return;
      const callee = bare(n.expression);
      const hook = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (!QUERY_HOOKS.has(hook)) return;
      const place = inRequestModule(s.path)
        ? 'request module'
        : s.path.endsWith('.tsx')
          ? 'component file'
          : 'other .ts';
      out.push({ file: s.path, line: lineOf(sf, n.getStart(sf)), hook, place });
    });
  }
  return out;
}

// ---- all figures ----------------------------------------------------------------------------------

export interface Figures {
  longest: FunctionLength[];
  functionsOver100: number;
  zhSentences: Place[];
  branches: LanguageBranches;
  modules: ModuleImports;
  state: ModuleState[];
  hooks: HookCall[];
}

export function figuresOf(files: readonly Source[], top = 15): Figures {
  const code = files.filter(under([DOMAIN, API, WEB]));
  const lengths = functionLengths(code);
  const domainWords = files.filter(
    (s) =>
      under([DOMAIN])(s) &&
      !s.path.startsWith(`${DOMAIN}knowledge/`) &&
      !s.path.startsWith(`${DOMAIN}messages/`),
  );
  return {
    longest: lengths.slice(0, top),
    functionsOver100: lengths.filter((f) => f.lines > 100).length,
    zhSentences: inlineZhSentences(domainWords),
    branches: languageBranches(code),
    modules: crossModuleImports(files.filter(under([MODULES]))),
    state: moduleState(files.filter(under([API, WEB]))),
    hooks: queryHookCalls(files.filter(under([WEB]))),
  };
}

const ROOTS: readonly (readonly [string, string])[] = [
  ['domain', DOMAIN],
  ['api', API],
  ['web', WEB],
];
const byRoot = (places: readonly { file: string }[]) =>
  ROOTS.map(([name, root]) => `${name} ${places.filter((p) => p.file.startsWith(root)).length}`).join(', ');
const inFiles = (places: readonly { file: string }[]) => {
  const n = new Set(places.map((p) => p.file)).size;
  return `${places.length} in ${n} file${n === 1 ? '' : 's'}`;
};

export function markdown(f: Figures, label: string): string {
  const lines: string[] = [];
  lines.push(`### ${label}`, '');
  lines.push(
    `(a) The ${f.longest.length} longest functions (${f.functionsOver100} functions over 100 lines)`,
    '',
  );
  lines.push('| lines | function | file:line |', '|---:|---|---|');
  for (const x of f.longest) lines.push(`| ${x.lines} | \`${x.name}\` | ${x.file}:${x.line} |`);
  const { comparisons, cases } = f.branches;
  const m = f.modules;
  const repo = m.imports.filter((i) => i.repository);
  const typeOnly = m.imports.filter((i) => i.typeOnly);
  const lets = f.state.filter((s) => s.kind === 'let' || s.kind === 'var');
  const collections = f.state.filter((s) => s.kind !== 'let' && s.kind !== 'var');
  const inComponents = f.hooks.filter((h) => h.place === 'component file');
  const inRequests = f.hooks.filter((h) => h.place === 'request module');
  const elsewhere = f.hooks.filter((h) => h.place === 'other .ts');
  lines.push('', '| figure | count |', '|---|---:|');
  lines.push(
    `| (b) inline \`zh:\` sentences in domain rule and assistant files (outside knowledge/, messages/) | ${inFiles(f.zhSentences)} |`,
    `| (b) inline comparisons with 'zh-CN' / 'en-US' (${byRoot(comparisons)}) | ${inFiles(comparisons)} |`,
    `| (b) \`case 'zh-CN'\` / \`case 'en-US'\` clauses | ${cases.length} |`,
    `| (c) cross-module imports in apps/api/src/modules (${typeOnly.length} type-only) | ${m.imports.length} |`,
    `| (c) … of them into another module's repository | ${repo.length} |`,
    `| (c) two-way module pairs | ${m.twoWay.length}${m.twoWay.length ? `: ${m.twoWay.map(([a, b]) => `${a} ↔ ${b}`).join(', ')}` : ''} |`,
    `| (d) module-level \`let\`/\`var\` (api ${lets.filter((s) => s.file.startsWith(API)).length}, web ${lets.filter((s) => s.file.startsWith(WEB)).length}) | ${lets.length} |`,
    `| (d) module-level Map/Set the module mutates | ${collections.length} |`,
    `| (e) query/mutation hook calls in component files (.tsx outside features/*/api/) | ${inFiles(inComponents)} |`,
    `| (e) … in features/*/api/ request modules | ${inFiles(inRequests)} |`,
    `| (e) … in other .ts files (hooks, helpers) | ${inFiles(elsewhere)} |`,
  );
  const list = (title: string, items: readonly string[]) => {
    if (items.length) lines.push('', `${title}:`, '', ...items.map((i) => `- ${i}`));
  };
  list(
    '(c) modules → modules (imports)',
    [...groupCount(m.imports.map((i) => `${i.from} → ${i.to}`))].map(([k, n]) => `${k}: ${n}`),
  );
  list(
    '(d) module-level mutable state',
    f.state.map((s) => `${s.file}:${s.line} \`${s.name}\` (${s.kind})`),
  );
  return lines.join('\n');
}

function groupCount(keys: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const k of [...keys].sort()) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
}

const TREES = ['packages/domain/src', 'apps/api/src', 'apps/web/src'];

/** The checkout's source files: tracked, plus new files git does not ignore. */
export function checkoutSources(root: string): Source[] {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...TREES],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 },
  )
    .split('\0')
    .filter((f) => /\.tsx?$/.test(f));
  return [...new Set(files)]
    .filter((f) => fs.existsSync(path.join(root, f)))
    .sort()
    .map((f) => ({ path: f, text: fs.readFileSync(path.join(root, f), 'utf8') }));
}

/** The source files of a commit, read from git without checking it out. */
export function commitSources(root: string, commit: string): Source[] {
  const files = execFileSync('git', ['ls-tree', '-r', '-z', '--name-only', commit, '--', ...TREES], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\0')
    .filter((f) => /\.tsx?$/.test(f))
    .sort();
  const batch = execFileSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: files.map((f) => `${commit}:${f}`).join('\n') + '\n',
    maxBuffer: 256 << 20,
  });
  const out: Source[] = [];
  let at = 0;
  for (const file of files) {
    const eol = batch.indexOf(10, at);
    const size = Number(batch.toString('utf8', at, eol).split(' ')[2]);
    out.push({ path: file, text: batch.toString('utf8', eol + 1, eol + 1 + size) });
    at = eol + 1 + size + 1;
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const at = args.includes('--at') ? args[args.indexOf('--at') + 1] : undefined;
  const git = (...a: string[]) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
  let label: string;
  let files: Source[];
  if (at) {
    label = git('rev-parse', '--short', `${at}^{commit}`);
    files = commitSources(root, label);
  } else {
    const dirty = git('status', '--porcelain', '--', ...TREES) !== '';
    label = `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`;
    files = checkoutSources(root);
  }
  const f = figuresOf(files);
  console.log(args.includes('--json') ? JSON.stringify(f, null, 2) : markdown(f, label));
}
