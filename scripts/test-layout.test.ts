/**
 * Nothing is dropped by splitting the tests: every tracked test file belongs to exactly one vitest
 * project, and every project is run by `npm test` or by `npm run test:slow` (which .ci/run runs too).
 * The files of each project are what `vitest list` resolves from vitest.config.ts, not a copy of its globs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NPM_TEST, TEST_SLOW } from './test-projects.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TEST_FILE = /\.(test\.tsx?|e2e\.ts)$/;

function listed(): { file: string; projectName: string }[] {
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'list', '--filesOnly', '--json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, env: { ...process.env, CI: 'true' } },
  );
  return (JSON.parse(out) as { file: string; projectName: string }[]).map((e) => ({
    file: path.relative(root, e.file),
    projectName: e.projectName,
  }));
}

describe('the test layout', () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => TEST_FILE.test(f) && fs.existsSync(path.join(root, f)));
  const files = listed();

  it('puts every tracked test file in exactly one project', () => {
    const projectsOf = new Map<string, string[]>();
    for (const { file, projectName } of files)
      projectsOf.set(file, [...(projectsOf.get(file) ?? []), projectName]);
    const notInOne = tracked.filter((f) => projectsOf.get(f)?.length !== 1);
    expect(notInOne.map((f) => `${f}: ${(projectsOf.get(f) ?? []).join(', ') || 'no project'}`)).toEqual([]);
    expect(tracked.length).toBeGreaterThan(300);
  });

  it('runs every project with files from npm test or npm run test:slow, each once', () => {
    const run = [...NPM_TEST, ...TEST_SLOW].flat();
    expect(new Set(run).size).toBe(run.length);
    const withFiles = [...new Set(files.map((f) => f.projectName))].sort();
    expect(withFiles).toEqual([...run].sort());
  });

  it('.ci/run runs npm test, then npm run test:slow', () => {
    const ci = fs.readFileSync(path.join(root, '.ci/run'), 'utf8');
    const commands = ci.split('\n').filter((l) => /^\s*npm (test|run test:slow)\s*$/.test(l));
    expect(commands.map((l) => l.trim())).toEqual(['npm test', 'npm run test:slow']);
  });
});
