/**
 * Every reference in the repository must be one a reader can follow. The product definition, the notes
 * it was written from and the architecture notes were working documents kept outside this repository,
 * so a comment citing them sent the reader nowhere, and one such citation shipped to users as the source
 * line of a plan reason. Rules worth keeping are stated where they are used, in `docs/product-rules.md`
 * or in an ADR under `docs/adr/`; this test holds every tracked text file, itself included, to that, and
 * checks that each link into `docs/product-rules.md` names a heading that exists.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Documents outside the repository, and paths that lead out of it. Written so that this file does not
 * match itself: the patterns name the documents only in pieces.
 */
const OUTSIDE: readonly { what: string; pattern: RegExp }[] = [
  { what: 'product definition', pattern: /\bproduct\.md\b/i },
  { what: 'architecture notes', pattern: /\barchitecture\.md\b/i },
  { what: 'notes the product was specified from', pattern: /\bsource[-_ ]notes\b/i },
  {
    what: 'path outside the repository',
    pattern: /(?:^|[\s'"`(])\/work\/(?:shared|main|wt|briefs|notes)\b|\bshared\/spec\//,
  },
];

const PRODUCT_RULES = 'docs/product-rules.md';
/** A link to a section of the product rules, with or without the leading `docs/`. */
const RULES_LINK = /product-rules\.md#([a-z0-9-]+)/g;

interface TrackedText {
  file: string;
  lines: string[];
}

/** Text files git tracks (binary files and the lock file carry no prose). */
function trackedTexts(): TrackedText[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((f) => f !== '' && f !== 'package-lock.json');
  const texts: TrackedText[] = [];
  for (const file of files) {
    const full = path.join(root, file);
    // A file deleted in the work tree but not yet from the index has nothing to check.
    if (!fs.existsSync(full) || !fs.statSync(full).isFile()) continue;
    const buf = fs.readFileSync(full);
    if (buf.includes(0)) continue;
    texts.push({ file, lines: buf.toString('utf8').split(/\r?\n/) });
  }
  return texts;
}

/** GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

describe('references a reader can follow', () => {
  const texts = trackedTexts();

  it('finds the tracked files (the scan itself works)', () => {
    const names = texts.map((t) => t.file);
    expect(names).toContain('CONTEXT.md');
    expect(names).toContain('packages/domain/src/energy/index.ts');
    expect(names).toContain('apps/web/src/locales/zh-CN.json');
  });

  it('no tracked file cites a document outside the repository', () => {
    const hits: string[] = [];
    for (const { file, lines } of texts) {
      lines.forEach((line, i) => {
        for (const { what, pattern } of OUTSIDE) {
          if (pattern.test(line)) hits.push(`${file}:${i + 1}: ${what}: ${line.trim().slice(0, 160)}`);
        }
      });
    }
    expect(hits, 'state the rule, or point to docs/product-rules.md, docs/adr/ or a module').toEqual([]);
  });

  it(`every link into ${PRODUCT_RULES} names one of its headings`, () => {
    const doc = texts.find((t) => t.file === PRODUCT_RULES);
    expect(doc, `${PRODUCT_RULES} is tracked`).toBeDefined();
    const anchors = new Set(
      (doc?.lines ?? []).filter((l) => /^#{1,6}\s/.test(l)).map((l) => headingAnchor(l.replace(/^#+/, ''))),
    );
    const dangling: string[] = [];
    for (const { file, lines } of texts) {
      lines.forEach((line, i) => {
        for (const m of line.matchAll(RULES_LINK)) {
          if (!anchors.has(m[1]!)) dangling.push(`${file}:${i + 1}: #${m[1]}`);
        }
      });
    }
    expect(dangling).toEqual([]);
  });

  it('the patterns catch the forms people write, and leave look-alikes alone', () => {
    const caught = (line: string) => OUTSIDE.some(({ pattern }) => pattern.test(line));
    const name = (a: string, b: string) => `${a}${b}`;
    for (const line of [
      `// Success envelope of ${name('PRODUCT', '.md')} §6`,
      ` * The one HTTP client (${name('ARCHITECTURE', '.md')} convention 9).`,
      `ref: 'see ${name('source', '-notes')}.md'`,
      `(${name('product', '.md')}, mini-program webviews)`,
      `cat ../${name('shared', '/spec/x.md')}`,
      `see /${name('work', '/shared/hooks')}`,
    ]) {
      expect(caught(line), line).toBe(true);
    }
    for (const line of [
      '// the product rules (docs/product-rules.md#shop)',
      "spec: '60 softgels'",
      'docs/adr/0020-web-shared-layer.md',
      "import { x } from '../shared/format';",
    ]) {
      expect(caught(line), line).toBe(false);
    }
  });

  it('anchors follow GitHub', () => {
    expect(headingAnchor(' Screens and navigation')).toBe('screens-and-navigation');
    expect(headingAnchor(' HTTP API (base `/api`)')).toBe('http-api-base-api');
  });
});
