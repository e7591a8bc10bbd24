import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** Starts the real server entry as a child process, as `npm start` does, for restart and kill tests. */
const API_ROOT = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * How long a server process may take to answer its first health check: a fresh data directory runs
 * initdb first, which takes tens of seconds on a busy 2-core machine. Hooks that start one use it too.
 */
export const SERVER_START_MS = 150_000;

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIST: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, output: () => out, exited };
}

/** A POST with a JSON body to a running server: the status and the parsed envelope. */
export async function postJson(
  base: string,
  url: string,
  body: unknown,
  { token, timeoutMs }: { token?: string; timeoutMs?: number } = {},
): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
  });
  return { status: res.status, data: ((await res.json()) as { data: Record<string, unknown> }).data };
}

/** Guest sign-in on a running server with this device id. */
export async function loginAt(
  base: string,
  deviceId: string,
  timeoutMs?: number,
): Promise<{ status: number; userId?: string; token?: string }> {
  const { status, data } = await postJson(base, '/api/v1/base/login_ip', { deviceId }, { timeoutMs });
  const user = data?.user as { id: string } | undefined;
  return { status, userId: user?.id, token: data?.accessToken as string | undefined };
}
