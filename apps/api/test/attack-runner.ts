import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseSse } from './sse';
import { blackPng, denseLabPdf, flateBombPdf } from './fixtures/hostile';
import { newDeviceId } from './helper';
import { startServer, type ServerProcess } from './server-process';

/**
 * Issue 16.3: replays each hostile report file against a real server process (fresh per attack, as
 * the attacker did) and measures what the issue's targets name: the time until the answer, the peak
 * RSS of the server and every process it started (extraction processes included), and the slowest
 * `/api/health` while the attack runs. Used by `test/extraction-attacks.test.ts` (which asserts the
 * targets) and by `bench/attacks.ts` (which prints the table, also against older code).
 */

export interface Attack {
  name: string;
  make: () => Uint8Array;
  fileName: string;
  mime: string;
}

export const ATTACKS: readonly Attack[] = [
  {
    name: 'PNG 999 × 60,000 (58 KB)',
    make: () => blackPng(999, 60_000),
    fileName: 'a.png',
    mime: 'image/png',
  },
  {
    name: 'PNG 100 × 590,000 (58 KB)',
    make: () => blackPng(100, 590_000),
    fileName: 'b.png',
    mime: 'image/png',
  },
  {
    name: 'PDF 2,000 dense pages (6.6 MB)',
    make: () => denseLabPdf(2000, 100),
    fileName: 'c.pdf',
    mime: 'application/pdf',
  },
  {
    name: 'PDF Flate bomb (1 MB → 1 GiB)',
    make: () => flateBombPdf(1024),
    fileName: 'd.pdf',
    mime: 'application/pdf',
  },
  {
    name: 'PDF 500 dense pages (1 MB)',
    make: () => denseLabPdf(500, 60),
    fileName: 'e.pdf',
    mime: 'application/pdf',
  },
];

export interface AttackResult {
  name: string;
  /** What the client saw: an HTTP status, the stream's last event, or the connection dropping. */
  outcome: string;
  /** Upload plus analysis, seconds. */
  seconds: number;
  /** Peak RSS of the server process tree (MB) during the attack, and before it. */
  peakRssMb: number;
  baselineRssMb: number;
  /** The slowest /api/health answer (ms) while the attack ran; Infinity when one failed. */
  maxHealthMs: number;
  /** Values the stored report holds, and the size of the `review` event (bytes), when there is one. */
  markers: number | null;
  reportBytes: number | null;
  /** The server was still alive (answering /api/health) afterwards. */
  survived: boolean;
}

/** Resident memory of a process and all its descendants (Linux /proc), MB. */
function treeRssMb(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // the process ended meanwhile
    }
  }
  let kb = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return kb / 1024;
}

async function json(res: Response): Promise<{ data?: Record<string, unknown>; msg?: string }> {
  return (await res.json().catch(() => ({}))) as { data?: Record<string, unknown>; msg?: string };
}

async function post(base: string, url: string, token: string | null, body: unknown) {
  return fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** A signed-in user with a plan, on a running server. */
export async function userWithPlan(base: string): Promise<{ token: string; planId: string }> {
  const login = await json(await post(base, '/api/v1/base/login_ip', null, { deviceId: newDeviceId() }));
  const token = login.data?.accessToken as string;
  const plan = await json(
    await post(base, '/api/v1/custom_nutrition_plan/new', token, {
      clientType: 'web',
      planType: 'short_questionnaire',
      locale: 'en-US',
    }),
  );
  return { token, planId: (plan.data as { id: string }).id };
}

export async function uploadFile(
  base: string,
  token: string,
  bytes: Uint8Array,
  fileName: string,
  mime: string,
  signal?: AbortSignal,
): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)], { type: mime }), fileName);
  return fetch(`${base}/api/v1/file/upload?path=health_report`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    body: form,
    signal,
  });
}

/**
 * Runs attacks one after the other against one server started for them (a fresh user each), and
 * stops it afterwards. A server that died is started again for the next attack.
 */
export async function runAttacks(
  attacks: readonly Attack[],
  env: Record<string, string> = {},
  onResult: (r: AttackResult) => void = () => undefined,
): Promise<AttackResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-attack-'));
  let server: ServerProcess | undefined;
  const results: AttackResult[] = [];
  try {
    for (const attack of attacks) {
      if (!server || server.child.exitCode !== null || server.child.signalCode !== null) {
        server = await startServer({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT_MAX: '1000', ...env });
      }
      const r = await attackOnce(server, attack);
      results.push(r);
      onResult(r);
    }
    return results;
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function attackOnce(server: ServerProcess, attack: Attack): Promise<AttackResult> {
  const bytes = attack.make();
  {
    const { base, child } = server;
    const pid = child.pid!;
    const { token, planId } = await userWithPlan(base);
    await new Promise((r) => setTimeout(r, 300));
    const baselineRssMb = treeRssMb(pid);

    let running = true;
    let peakRssMb = baselineRssMb;
    let maxHealthMs = 0;
    const sampler = (async () => {
      while (running) {
        peakRssMb = Math.max(peakRssMb, treeRssMb(pid));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const prober = (async () => {
      while (running) {
        const start = performance.now();
        try {
          const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(120_000) });
          await res.arrayBuffer();
          maxHealthMs = Math.max(maxHealthMs, res.ok ? performance.now() - start : Infinity);
        } catch {
          maxHealthMs = Infinity;
          if (child.exitCode !== null || child.signalCode !== null) return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const start = performance.now();
    let outcome = '';
    let markers: number | null = null;
    let reportBytes: number | null = null;
    const deadline = AbortSignal.timeout(180_000);
    try {
      const up = await uploadFile(base, token, bytes, attack.fileName, attack.mime, deadline);
      const upBody = await json(up);
      if (!up.ok) {
        outcome = `upload ${up.status}: ${upBody.msg ?? ''}`;
      } else {
        const fileId = (upBody.data as { fileId: string }).fileId;
        const res = await fetch(`${base}/api/v1/health_report/put`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'accept-language': 'en-US',
          },
          body: JSON.stringify({ customNutritionPlanId: planId, fileIds: [fileId] }),
          signal: deadline,
        });
        const text = await res.text();
        if (res.status !== 200) {
          outcome = `analyse ${res.status}: ${(JSON.parse(text) as { msg?: string }).msg ?? ''}`;
        } else {
          const events = parseSse(text);
          const review = events.find((e) => e.event === 'review');
          const found = events.find(
            (e) => e.event === 'progress' && (e.data as { stage?: string }).stage === 'markers_found',
          )?.data as { message?: string } | undefined;
          const error = events.find((e) => e.event === 'error')?.data as { msg?: string } | undefined;
          if (review) {
            markers = (review.data as { markers: unknown[] }).markers.length;
            reportBytes = JSON.stringify(review.data).length;
          }
          outcome = error
            ? `stream error: ${error.msg}`
            : `stream ${events.at(-1)?.event ?? 'empty'}, ${markers ?? 0} values${found?.message ? `: ${found.message}` : ''}`;
        }
      }
    } catch (err) {
      outcome =
        child.exitCode !== null || child.signalCode !== null
          ? `server died (${child.signalCode ?? `exit ${child.exitCode}`})`
          : `request failed: ${(err as Error).message}`;
    }
    const seconds = (performance.now() - start) / 1000;
    // Let the prober see the server once more after the answer (a dying server shows here).
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await Promise.all([sampler, prober]);
    let survived = false;
    try {
      survived = (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) })).ok;
    } catch {
      survived = false;
    }
    if (!survived && !outcome.startsWith('server died')) {
      const exit = child.signalCode ?? (child.exitCode !== null ? `exit ${child.exitCode}` : 'unresponsive');
      outcome = `server died (${exit}) after: ${outcome}`;
    }
    return {
      name: attack.name,
      outcome,
      seconds,
      peakRssMb,
      baselineRssMb,
      maxHealthMs,
      markers,
      reportBytes,
      survived,
    };
  }
}

/** A Markdown table of results. */
export function attackTable(results: readonly AttackResult[]): string {
  const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)}` : 'failed');
  return [
    '| attack | outcome | time (s) | peak RSS (MB, server + children) | max /api/health (ms) | values stored | report bytes |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.outcome.replaceAll('|', '/').slice(0, 160)} | ${r.seconds.toFixed(1)} | ${Math.round(r.peakRssMb)} (from ${Math.round(r.baselineRssMb)}) | ${ms(r.maxHealthMs)} | ${r.markers ?? '–'} | ${r.reportBytes ?? '–'} |`,
    ),
  ].join('\n');
}
