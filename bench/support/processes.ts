import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Node flags that make a child collect its garbage on SIGUSR2 (memory figures without uncollected garbage). */
export const GC_ON_SIGNAL = ['--expose-gc', '--import', path.join(ROOT, 'bench/support/gc-on-signal.mjs')];

/**
 * A server as deployed (production settings) on its own embedded database in `dataDir`. A bench server on
 * this machine takes demo payments: issue 35 refuses them in production otherwise.
 */
export function productionServerEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: 'true',
    JWT_SECRET: 'x'.repeat(40),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export interface Proc {
  child: ChildProcess;
  base: string;
  stop: () => Promise<void>;
  rssMb: () => number;
  /** Full garbage collection in the child (started with GC_ON_SIGNAL), then a pause for it to settle. */
  collectGarbage: () => Promise<void>;
}

/** Start a TypeScript entry as its own process (the load generator must not share its event loop). */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  healthPath: string,
  nodeArgs: readonly string[] = [],
): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited: ${err}`);
    try {
      if ((await fetch(base + healthPath)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not start: ${err}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    base,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
    collectGarbage: async () => {
      // Only for processes started with GC_ON_SIGNAL (bench/support/gc-on-signal.mjs).
      child.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 500));
    },
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
  };
}
