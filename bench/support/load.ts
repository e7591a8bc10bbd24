/**
 * The load measurement every API benchmark shares (bench/api.ts, bench/pg-reads.ts): autocannon on
 * CONNECTIONS connections, a warm-up, then DURATION s measured.
 */
import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const READ_RUNS = Number(process.env.BENCH_READ_RUNS ?? 3);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

/** One HTTP call to load. */
export interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth: boolean;
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** Errors (time-outs included) and non-2xx answers inside the measured window. */
  errors: number;
  non2xx: number;
  /** How many of each non-2xx status were answered in the window (what the non-2xx count is made of). */
  statuses: Record<number, number>;
  /** Errors while the connections were still being opened (reported, see the table's note). */
  setupErrors: number;
}

/**
 * One autocannon run per call on the same 100 connections: it waits until every connection has been
 * answered once (Node accepts one new connection per event-loop turn, so on a busy server the last of a
 * burst wait in the kernel's accept queue: ADR 0011; errors meanwhile are counted apart), then WARMUP s more,
 * then measures DURATION s — every response, latency, error and status inside that window.
 */
export async function measure(base: string, c: Call, token: string | undefined): Promise<Measured> {
  const latencies: number[] = [];
  const clients = new Set<unknown>();
  let warmEnd = Number.POSITIVE_INFINITY;
  let measureEnd = Number.POSITIVE_INFINITY;
  let errors = 0;
  let non2xx = 0;
  const statuses: Record<number, number> = {};
  let setupErrors = 0;
  let finish: (err: unknown) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finish = (err) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve());
  });
  const instance = autocannon(
    {
      url: base + c.path,
      method: c.method,
      connections: CONNECTIONS,
      // A ceiling only: the run is stopped once the measured window is over.
      duration: 120 + WARMUP + DURATION,
      timeout: 10,
      headers: {
        'content-type': 'application/json',
        // What every browser and the mini-program's HTTP client send; the bare reference gets it too.
        'accept-encoding': 'gzip, deflate, br',
        ...(c.auth && token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(c.body !== undefined ? { body: JSON.stringify(c.body) } : {}),
    },
    (err: unknown) => finish(err),
  );
  instance.on('response', (client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    const now = performance.now();
    if (!Number.isFinite(warmEnd)) {
      clients.add(client);
      if (clients.size >= CONNECTIONS) {
        warmEnd = now + WARMUP * 1000;
        measureEnd = warmEnd + DURATION * 1000;
      }
      return;
    }
    if (now < warmEnd) return;
    if (now >= measureEnd) {
      instance.stop();
      return;
    }
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode > 299) {
      non2xx += 1;
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    }
  });
  instance.on('reqError', () => {
    const now = performance.now();
    if (!Number.isFinite(warmEnd)) setupErrors += 1;
    else if (now >= warmEnd && now < measureEnd) {
      errors += 1;
    }
  });
  await done;
  if (!Number.isFinite(warmEnd)) throw new Error(`${c.name}: not every connection was ever answered`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    rps: latencies.length / DURATION,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    non2xx,
    statuses,
    setupErrors,
  };
}

export async function json(base: string, url: string, body: unknown, token?: string, method = 'POST') {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  const out = (await res.json()) as { data: Record<string, unknown> };
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(out)}`);
  return out.data;
}
