import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: two processes writing one data directory corrupt it, and PGlite
 * itself does not stop the second. The process that opens a directory writes its pid into this file; a
 * second process (the operator command line while `npm start` runs) is refused with a clear message.
 * A file left by a process that died is taken over.
 */
export const LOCK_FILE = 'nutri-process.pid';

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is open in process ${pid} (a running server?). Stop that process ` +
        `first, or run against PostgreSQL with DATABASE_URL. If no such process runs, delete ` +
        `${path.join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else, which still means the directory is taken.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory for this process; the returned function gives it back. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        let holder = '';
        try {
          holder = fs.readFileSync(file, 'utf8').trim();
        } catch {
          return;
        }
        if (holder === String(process.pid)) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
      throw new DataDirInUseError(dir, pid);
    }
    // Left by a process that is gone (or by this one, not released): take it over.
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take ${file}`);
}
