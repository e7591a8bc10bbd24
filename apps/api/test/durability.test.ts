import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newDeviceId } from './helper';
import { startServer } from './server-process';

/**
 * Kill -9 at random moments while writes are in flight; after each restart every write the server
 * acknowledged (HTTP 200) must be there and the database must be usable.
 */
const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 10);
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function post(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, unknown> } };
}

describe('durability under SIGKILL (embedded PGlite)', () => {
  it(`keeps every acknowledged write across ${ROUNDS} random kills`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-kill-'));
    dirs.push(dataDir);
    const acknowledged: { deviceId: string; userId: string; token: string; logs: string[] }[] = [];
    // A fixed seed keeps the run repeatable while still spreading the kill moments.
    let seed = 20261121;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

    for (let round = 0; round < ROUNDS; round++) {
      const srv = await startServer({ DATA_DIR: dataDir });
      // Everything acknowledged so far is present and the database answers.
      for (const a of acknowledged) {
        const again = await post(srv.base, '/api/v1/base/login_ip', { deviceId: a.deviceId });
        expect(again.status).toBe(200);
        expect((again.json.data.user as { id: string }).id).toBe(a.userId);
      }
      const sample = acknowledged.slice(-5);
      for (const a of sample) {
        const res = await fetch(`${srv.base}/api/v1/user/export`, {
          headers: { authorization: `Bearer ${a.token}` },
        });
        const logs = (
          (await res.json()) as { data: { operationLogs: { businessId: string }[] } }
        ).data.operationLogs.map((l) => l.businessId);
        expect(logs).toEqual(expect.arrayContaining(a.logs));
      }

      let stop = false;
      const writer = (async () => {
        while (!stop) {
          try {
            const deviceId = newDeviceId();
            const login = await post(srv.base, '/api/v1/base/login_ip', { deviceId });
            if (login.status !== 200) continue;
            const entry = {
              deviceId,
              userId: (login.json.data.user as { id: string }).id,
              token: login.json.data.accessToken as string,
              logs: [] as string[],
            };
            acknowledged.push(entry);
            const businessId = `r${round}-${entry.logs.length}`;
            const log = await post(
              srv.base,
              '/api/v1/operation_log/save',
              { type: 'share', businessId, step: 1 },
              entry.token,
            );
            if (log.status === 200) entry.logs.push(businessId);
          } catch {
            return; // the server was killed mid-request: that write was never acknowledged
          }
        }
      })();
      await new Promise((r) => setTimeout(r, 200 + rand() * 800));
      srv.child.kill('SIGKILL');
      stop = true;
      await writer;
      await srv.exited;
    }

    const final = await startServer({ DATA_DIR: dataDir });
    try {
      for (const a of acknowledged) {
        const res = await post(final.base, '/api/v1/base/login_ip', { deviceId: a.deviceId });
        expect((res.json.data.user as { id: string }).id).toBe(a.userId);
      }
      const health = await fetch(`${final.base}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      final.child.kill('SIGTERM');
      await final.exited;
    }
    expect(acknowledged.length).toBeGreaterThan(ROUNDS);
  }, 600_000);
});
