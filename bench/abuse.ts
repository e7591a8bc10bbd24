/**
 * Issue 16.4 and 16.5 at full size against the real server with its default settings (the tests replay
 * them with small time-outs and quotas): slow bodies, a pile of connections from one address, 200
 * concurrent 10 MiB uploads by one guest, and the server's memory while 90 uploads of 10 MiB are in flight.
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
import { productionServerEnv, ROOT, startProcess } from './support/processes';

const ENTRY = process.env.ABUSE_SERVER ?? path.join(ROOT, 'apps/api/src/server.ts');
/** Open files this process may hold (each connection is one here and one in the server). */
const fileLimit = Number(
  /Max open files\s+(\d+)/.exec(fs.readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 1024,
);
const CONNECTIONS = Math.min(Number(process.env.ABUSE_CONNECTIONS ?? 2000), fileLimit - 200);
const GIVE_UP_MS = Number(process.env.ABUSE_GIVE_UP_MS ?? 45_000);
const MiB = 1024 * 1024;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-abuse-'));
const server = await startProcess(ENTRY, productionServerEnv(dataDir), '/api/health');
const port = Number(new URL(server.base).port);
/** A line of /proc/<pid>/status in MiB (VmRSS: resident memory now). */
const status = (field: string) =>
  Number(
    new RegExp(`${field}:\\s+(\\d+)`).exec(
      fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8'),
    )?.[1] ?? 0,
  ) / 1024;
const rows: [string, string][] = [];
/** Bounds the default settings promise; the script fails (exit 1) when one is broken. */
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};
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
    .map(([s, n]) => `${n} × ${s === '0' ? 'no answer / network error' : s}`)
    .join(', ');

try {
  // Memory first, on the fresh server: 9 guests upload ten 10 MiB files each, all at once — 900 MiB in
  // flight, within every quota and under the per-address connection cap.
  console.error('9 guests × 10 × 10 MiB at once …');
  const tokens = await Promise.all(Array.from({ length: 9 }, guest));
  await new Promise((r) => setTimeout(r, 2000));
  const before = status('VmRSS');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, status('VmRSS'))), 20);
  const ninety = await Promise.all(tokens.flatMap((t) => Array.from({ length: 10 }, () => upload(t))));
  clearInterval(sampler);
  check(
    peak - before < 200,
    `90 × 10 MiB uploads in flight grew the server's RSS by ${(peak - before).toFixed(0)} MiB (≥ 200)`,
  );
  row(
    '90 uploads of 10 MiB at once by 9 guests (900 MiB in flight, within every limit)',
    `${count(ninety.map((r) => r.status))}; server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB (+${(peak - before).toFixed(0)} MiB)`,
  );

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
      `first answers: ${count(slowLives.map((l) => Number(l.first.split(' ')[1] ?? 0)))} (429: the sign-in rate limit answers before the body is read; the connection then lives until the body time-out)`,
  );
  const refused = pileLives.filter((l) => l.cut && l.ms < 2000);
  check(
    stillOpen(slowLives) === 0,
    `${stillOpen(slowLives)} slow bodies still open after ${GIVE_UP_MS / 1000} s`,
  );
  check(
    Math.max(...slowLives.map((l) => l.ms)) < 40_000,
    'a slow body lived 40 s or more (body time-out 30 s)',
  );
  check(stillOpen(pileLives) === 0, `${stillOpen(pileLives)} piled-up connections still open`);
  check(
    refused.length >= CONNECTIONS - 100,
    `only ${refused.length} of ${CONNECTIONS} connections from one address refused (cap 100)`,
  );
  row(
    `${CONNECTIONS} trickling connections from one address`,
    `${refused.length} refused within 2 s (${refused.filter((l) => l.first.includes(' 429')).length} with a 429), ` +
      `${pileLives.length - refused.length} held (lifetime ${fmt(pileLives.filter((l) => !refused.includes(l)).map((l) => l.ms))}), ` +
      `${stillOpen(pileLives)} still open at ${GIVE_UP_MS / 1000} s`,
  );
  const ok = health.filter(Number.isFinite);
  check(ok.length === health.length, 'health checks went unanswered during the attack');
  row(
    'GET /api/health from another address meanwhile',
    `${ok.length}/${health.length} answered, median ${(ok.sort((a, b) => a - b)[Math.floor(ok.length / 2)] ?? Number.NaN).toFixed(1)} ms`,
  );

  // 16.5: one guest, 200 concurrent 10 MiB uploads.
  console.error('200 concurrent 10 MiB uploads by one guest …');
  const token = await guest();
  await new Promise((r) => setTimeout(r, 2000));
  const rss0 = status('VmRSS');
  let peak0 = rss0;
  const sampler0 = setInterval(() => (peak0 = Math.max(peak0, status('VmRSS'))), 20);
  const du0 = duBytes(path.join(dataDir, 'files'));
  const t0 = performance.now();
  const results = await Promise.all(Array.from({ length: 200 }, () => upload(token)));
  const secs = (performance.now() - t0) / 1000;
  clearInterval(sampler0);
  const du1 = duBytes(path.join(dataDir, 'files'));
  const stored = { files: du1.files - du0.files, bytes: du1.bytes - du0.bytes };
  check(
    stored.bytes <= 100 * MiB,
    `one guest stored ${(stored.bytes / MiB).toFixed(0)} MiB (daily volume 100 MiB)`,
  );
  row(
    '200 concurrent 10 MiB uploads by one guest',
    `${count(results.map((r) => r.status))} in ${secs.toFixed(1)} s; stored ${stored.files} files, ${(stored.bytes / MiB).toFixed(0)} MiB; ` +
      `server RSS ${rss0.toFixed(0)} → peak ${peak0.toFixed(0)} MiB (network errors: connections over the per-address cap, closed while still sending)`,
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`Server: ${path.relative(ROOT, ENTRY) || ENTRY}, default settings, embedded database.\n`);
console.log('| attack | figure |\n|---|---|');
for (const [what, figure] of rows) console.log(`| ${what} | ${figure} |`);
if (failures.length > 0) {
  console.log(`\nBroken bounds:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
