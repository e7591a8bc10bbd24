/**
 * Issue 16.4 and 16.5 at full size against the real server with its default settings (the tests replay
 * them with small time-outs and quotas): slow bodies, a pile of connections from one address, 200
 * concurrent 10 MiB uploads by one guest, and the server's memory while 20 guests upload 10 MiB at once.
 * Prints one Markdown table. Takes about a minute and a half (the body time-out is 30 s).
 *
 *   node --import tsx bench/abuse.ts
 *   ABUSE_SERVER=/path/to/apps/api/src/server.ts … runs it against another build (the "before" figures)
 *   ABUSE_CONNECTIONS=20000 … the attacker's count (default 2000: the machine is shared)
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startProcess } from './support/processes';

const ENTRY = process.env.ABUSE_SERVER ?? path.join(ROOT, 'apps/api/src/server.ts');
const CONNECTIONS = Number(process.env.ABUSE_CONNECTIONS ?? 2000);
const GIVE_UP_MS = Number(process.env.ABUSE_GIVE_UP_MS ?? 45_000);
const MiB = 1024 * 1024;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-abuse-'));
const server = await startProcess(
  ENTRY,
  { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  '/api/health',
);
const port = Number(new URL(server.base).port);
const status = (field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const rows: [string, string][] = [];
const row = (what: string, figure: string) => {
  rows.push([what, figure]);
  console.error(`${what}: ${figure}`);
};

interface Life {
  ms: number;
  cut: boolean;
  first: string;
}

/** A connection that sends headers, then a body byte every `everyMs`, until the server closes it. */
function trickle(localAddress: string, everyMs: number): Promise<Life> {
  const body = Buffer.from(JSON.stringify({ deviceId: 'x'.repeat(22) }).padEnd(4000, ' '));
  return new Promise((resolve) => {
    const t0 = performance.now();
    const s = net.connect({ host: '127.0.0.1', port, localAddress });
    let sent = 0;
    let first = '';
    let timer: NodeJS.Timeout | undefined;
    const end = (cut: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      s.destroy();
      resolve({ ms: performance.now() - t0, cut, first });
    };
    const giveUp = setTimeout(() => end(false), GIVE_UP_MS);
    s.on('data', (d: Buffer) => (first ||= d.toString('latin1').split('\r\n')[0] ?? ''));
    s.on('error', () => end(true));
    s.on('close', () => end(true));
    s.on('connect', () => {
      s.write(
        `POST /api/v1/base/login_ip HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (sent < body.length && !s.destroyed) s.write(body.subarray(sent, ++sent));
      }, everyMs);
    });
  });
}

const fmt = (xs: number[]) => {
  if (xs.length === 0) return '—';
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => ((s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0) / 1000).toFixed(1);
  return `${q(0)} / ${q(0.5)} / ${q(1)} s`;
};

async function healthTimes(n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    try {
      const r = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(5000) });
      await r.arrayBuffer();
      out.push(r.ok ? performance.now() - t0 : Number.POSITIVE_INFINITY);
    } catch {
      out.push(Number.POSITIVE_INFINITY);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return out;
}

async function guest(): Promise<string> {
  const r = await fetch(`${server.base}/api/v1/base/login_ip`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceId: `abuse-${Math.random().toString(36).slice(2)}-${Date.now()}` }),
  });
  return ((await r.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A PNG of just under 10 MiB (a 1×1 image, then zeros). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const big = new Blob([PNG, new Uint8Array(10 * MiB - 4096 - PNG.length)], { type: 'image/png' });

async function upload(token: string): Promise<{ status: number; size: number }> {
  const form = new FormData();
  form.append('file', big, 'big.png');
  try {
    const r = await fetch(`${server.base}/api/v1/file/upload?path=health_report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(120_000),
    });
    const j = (await r.json()) as { data?: { size: number } };
    return { status: r.status, size: j.data?.size ?? 0 };
  } catch {
    return { status: 0, size: 0 };
  }
}

function duBytes(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  try {
    for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!e.isFile()) continue;
      files++;
      bytes += fs.statSync(path.join(e.parentPath, e.name)).size;
    }
  } catch {
    /* none */
  }
  return { files, bytes };
}

const count = (xs: number[]) =>
  Object.entries(
    xs.reduce<Record<string, number>>((m, s) => ((m[String(s)] = (m[String(s)] ?? 0) + 1), m), {}),
  )
    .map(([s, n]) => `${n} × ${s === '0' ? 'network error' : s}`)
    .join(', ');

try {
  // 16.4: 50 slow bodies (a byte every 2 s) and a pile of connections from one other address, at once.
  console.error(`slow bodies and ${CONNECTIONS} connections (up to ${GIVE_UP_MS / 1000} s) …`);
  const slow = Array.from({ length: 50 }, () => trickle('127.0.0.2', 2000));
  const pile: Promise<Life>[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    pile.push(trickle('127.0.0.3', 2000));
    if (i % 200 === 199) await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const health = await healthTimes(20);
  const [slowLives, pileLives] = await Promise.all([Promise.all(slow), Promise.all(pile)]);
  const stillOpen = (ls: Life[]) => ls.filter((l) => !l.cut).length;
  row(
    '50 slow bodies (1 byte / 2 s): lifetime min / median / max',
    `${fmt(slowLives.map((l) => l.ms))}; ${stillOpen(slowLives)} still open when the client gave up at ${GIVE_UP_MS / 1000} s; ` +
      `answers: ${count(slowLives.map((l) => Number(l.first.split(' ')[1] ?? 0)))}`,
  );
  const refused = pileLives.filter((l) => l.cut && l.ms < 2000);
  row(
    `${CONNECTIONS} trickling connections from one address`,
    `${refused.length} refused within 2 s (${refused.filter((l) => l.first.includes(' 429')).length} with a 429), ` +
      `${pileLives.length - refused.length} held (lifetime ${fmt(pileLives.filter((l) => !refused.includes(l)).map((l) => l.ms))}), ` +
      `${stillOpen(pileLives)} still open at ${GIVE_UP_MS / 1000} s`,
  );
  const ok = health.filter(Number.isFinite);
  row(
    'GET /api/health from another address meanwhile',
    `${ok.length}/${health.length} answered, median ${(ok.sort((a, b) => a - b)[Math.floor(ok.length / 2)] ?? Number.NaN).toFixed(1)} ms`,
  );

  // 16.5: one guest, 200 concurrent 10 MiB uploads.
  console.error('200 concurrent 10 MiB uploads by one guest …');
  const token = await guest();
  const rss0 = status('VmRSS');
  const t0 = performance.now();
  const results = await Promise.all(Array.from({ length: 200 }, () => upload(token)));
  const secs = (performance.now() - t0) / 1000;
  const stored = duBytes(path.join(dataDir, 'files'));
  row(
    '200 concurrent 10 MiB uploads by one guest',
    `${count(results.map((r) => r.status))} in ${secs.toFixed(1)} s; stored ${stored.files} files, ${(stored.bytes / MiB).toFixed(0)} MiB; ` +
      `server RSS ${rss0.toFixed(0)} → peak ${status('VmHWM').toFixed(0)} MiB`,
  );

  // Memory: 20 guests upload one 10 MiB file each, at once (all within every quota).
  console.error('20 guests × 10 MiB at once …');
  const tokens = await Promise.all(Array.from({ length: 20 }, guest));
  await new Promise((r) => setTimeout(r, 2000));
  const before = status('VmRSS');
  // Peak RSS so far is from the previous step; this step's peak is sampled.
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, status('VmRSS'))), 20);
  const twenty = await Promise.all(tokens.map(upload));
  clearInterval(sampler);
  row(
    '20 guests upload 10 MiB each at once (200 MiB in flight)',
    `${count(twenty.map((r) => r.status))}; server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB (+${(peak - before).toFixed(0)} MiB)`,
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`Server: ${path.relative(ROOT, ENTRY) || ENTRY}, default settings, embedded database.\n`);
console.log('| attack | figure |\n|---|---|');
for (const [what, figure] of rows) console.log(`| ${what} | ${figure} |`);
