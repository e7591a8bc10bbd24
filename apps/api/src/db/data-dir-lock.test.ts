import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const freshDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-lock-'));
  dirs.push(d);
  return d;
};

/** A process that lives until killed, standing for a server that has the directory open. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => new Promise((r) => child.once('exit', r).kill('SIGKILL')) };
}

describe('one process per embedded data directory', () => {
  it('takes a free directory and gives it back', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a directory another live process holds, naming it and the way out', async () => {
    const dir = freshDir();
    const other = otherProcess();
    try {
      fs.writeFileSync(path.join(dir, LOCK_FILE), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`open in process ${other.pid} .*DATABASE_URL.*${LOCK_FILE}`),
      );
    } finally {
      await other.stop();
    }
    // Once that process is gone its file is taken over.
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('does not remove a file another process has written since', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, LOCK_FILE), '999999999');
    release();
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe('999999999');
  });
});
