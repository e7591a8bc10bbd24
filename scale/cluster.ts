import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, ROOT } from '../bench/support/processes';

/**
 * The pieces of a multi-instance deployment on one machine (issue 21.5): a fresh database on the
 * PostgreSQL server, API instances as separate processes, Debian's nginx in front of them (round robin),
 * and a slow OpenAI-compatible model so a chat answer is still streaming when an instance is killed.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A new, empty database on the server at `adminUrl`; dropped by `drop()`. */
export async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** One structured log line of an instance (pino JSON). */
export type LogLine = Record<string, unknown> & { msg?: string };

export class Instance {
  child: ChildProcess | null = null;
  readonly lines: LogLine[] = [];
  private stderr = '';
  /** Lines that are not JSON (start-up errors), kept for the failure message. */
  private readonly raw: string[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let partial = '';
    child.stdout?.on('data', (d: Buffer) => {
      partial += d.toString();
      const parts = partial.split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        if (!line.trim()) continue;
        try {
          this.lines.push(JSON.parse(line) as LogLine);
        } catch {
          this.raw.push(line);
        }
      }
    });
    child.stderr?.on('data', (d: Buffer) => (this.stderr += d.toString()));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`${this.name} exited at start:\n${this.stderr}\n${this.raw.join('\n')}`);
      }
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`${this.name} did not start:\n${this.stderr}`);
      await sleep(200);
    }
  }

  /** The hard way: no clean-up, no goodbye (a crashed machine). */
  kill(): void {
    this.child?.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
  }

  /** Log lines whose message contains `text`. */
  logged(text: string): LogLine[] {
    return this.lines.filter((l) => typeof l.msg === 'string' && l.msg.includes(text));
  }

  /** Lines logged at error level or above (pino: 50+), for the summary. */
  errors(): LogLine[] {
    return this.lines.filter((l) => typeof l.level === 'number' && l.level >= 50);
  }
}

/** Debian's nginx as the load balancer: round robin over the instances, streams passed through unbuffered. */
export class Nginx {
  private child: ChildProcess | null = null;
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-nginx-'));
  private stderr = '';

  constructor(
    readonly port: number,
    private readonly upstreams: readonly number[],
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static binary(): string | null {
    for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(p)) return p;
    return null;
  }

  private config(): string {
    const d = this.dir;
    const servers = this.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`);
    return `# Written by scale/cluster.ts for one test run.
daemon off;
master_process off;
worker_processes 1;
pid ${d}/nginx.pid;
error_log ${d}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${d}/body;
  proxy_temp_path ${d}/proxy;
  fastcgi_temp_path ${d}/fastcgi;
  uwsgi_temp_path ${d}/uwsgi;
  scgi_temp_path ${d}/scgi;
  upstream api {
${servers.join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${this.port};
    client_max_body_size 25m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # Server-sent events (plan, chat, report progress) go through as they are written.
      proxy_buffering off;
      proxy_read_timeout 180s;
      # Which instance answered: the test kills the one holding a stream.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  }

  async start(): Promise<void> {
    const bin = Nginx.binary();
    if (!bin) throw new Error('nginx is not installed (apt-get install nginx-light)');
    fs.writeFileSync(path.join(this.dir, 'nginx.conf'), this.config());
    const child = spawn(
      bin,
      ['-p', this.dir, '-c', path.join(this.dir, 'nginx.conf'), '-e', path.join(this.dir, 'error.log')],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    this.child = child;
    child.stderr?.on('data', (d: Buffer) => (this.stderr += d.toString()));
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${this.stderr}`);
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        /* not yet */
      }
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${this.stderr}`);
      await sleep(100);
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGQUIT');
    await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * An OpenAI-compatible model that always answers slowly: `deltas` pieces, `delayMs` apart. Slow on
 * purpose: the test must be able to kill an instance while its answer is still streaming.
 */
export async function slowModel(
  deltas = 24,
  delayMs = 120,
): Promise<{ url: string; close: () => Promise<void> }> {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-scale', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      let i = 0;
      const timer = setInterval(() => {
        if (res.destroyed) {
          clearInterval(timer);
          return;
        }
        if (i < deltas) {
          res.write(chunk({ content: i === 0 ? '根据您的营养方案，' : '建议均衡饮食。' }));
          i += 1;
          return;
        }
        clearInterval(timer);
        res.write(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
      }, delayMs);
      res.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export { freePort };
