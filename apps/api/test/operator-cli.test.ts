import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/data-dir-lock';

/**
 * `npm run operator -- …` as a person runs it: its own process on the embedded database under DATA_DIR,
 * the password from OPERATOR_PASSWORD or piped on stdin, and a refusal while another process (a running
 * server) has the directory open.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function operator(
  args: string[],
  { env = {}, stdin = '' }: { env?: Record<string, string>; stdin?: string } = {},
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', 'operator', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OPERATOR_PASSWORD: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdin.end(stdin);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('the operator command line, as its own process', () => {
  it('creates from OPERATOR_PASSWORD and from a piped password and lists both', async () => {
    const a = await operator(['create', 'first.ops'], { env: { OPERATOR_PASSWORD: 'from the environment' } });
    expect(a.code, a.err).toBe(0);
    expect(a.out).toMatch(/^Created operator first\.ops \(/);
    const b = await operator(['create', 'second.ops'], { stdin: 'piped password 42\nignored line\n' });
    expect(b.code, b.err).toBe(0);
    const short = await operator(['create', 'third.ops'], { stdin: 'short\n' });
    expect(short).toMatchObject({ code: 1, out: '' });
    expect(short.err).toMatch(/password: must have 12–256 characters/);
    const list = await operator(['list']);
    expect(list.code, list.err).toBe(0);
    expect(
      list.out
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split('\t').slice(0, 2)),
    ).toEqual([
      ['first.ops', 'active'],
      ['second.ops', 'active'],
    ]);
  }, 600_000);

  it('refuses to open the embedded database while another process has it, and says what to do', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dataDir, 'pglite', LOCK_FILE), String(holder.pid));
      const res = await operator(['list']);
      expect(res.code).toBe(1);
      expect(res.err).toMatch(new RegExp(`open in process ${holder.pid} \\(a running server\\?\\)`));
      expect(res.err).toMatch(/DATABASE_URL/);
    } finally {
      await new Promise((r) => holder.once('exit', r).kill('SIGKILL'));
    }
  }, 120_000);
});
