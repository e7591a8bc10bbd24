/**
 * Starts the real server (API + built web app) for browser tests: builds the web app when its build is
 * missing or older than its sources, picks a free port and a fresh data directory, waits for
 * `GET /api/health`, and stops the process (and removes the directory) afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(repoRoot, 'apps/web');
const distIndex = path.join(webDir, 'dist/index.html');

function newestMtime(target: string): number {
  let newest = 0;
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Builds apps/web unless dist/index.html is newer than every source and config file. */
function ensureWebBuild(): void {
  const built = fs.statSync(distIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(
    newestMtime(path.join(webDir, 'src')),
    newestMtime(path.join(webDir, 'index.html')),
    newestMtime(path.join(webDir, 'vite.config.ts')),
    newestMtime(path.join(webDir, 'package.json')),
  );
  if (built > sources) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@nutri/web'], {
    cwd: repoRoot,
    // Vitest sets NODE_ENV=test, which Vite would honour and ship React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`web build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before becoming healthy:\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${output()}`);
}

/**
 * Builds the web app if needed and starts `node --import tsx apps/api/src/server.ts`. `beforeStart` runs
 * with the server's environment (its data directory) before the server opens it: what only the command
 * line does, such as creating an operator, is done there.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  { beforeStart }: { beforeStart?: (env: NodeJS.ProcessEnv) => void } = {},
): Promise<RunningServer> {
  ensureWebBuild();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-e2e-'));
  let log = '';
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    ...extraEnv,
  };
  try {
    beforeStart?.(env);
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = () => log.slice(-8000);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, output, 90_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, dataDir, output, stop };
}
