import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newDeviceId } from './helper';
import { loginAt, postJson, startServer } from './server-process';
import { tempDirs } from './suite';

/**
 * Kill -9 at random moments while writes are in flight; after each restart every write the server
 * acknowledged (HTTP 200) must be there and the database must be usable.
 */
const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 10);
const dirs = tempDirs();
/** A killed server must not hold a request for ever. */
const TIMEOUT_MS = 10_000;

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
        const again = await loginAt(srv.base, a.deviceId, TIMEOUT_MS);
        expect(again.status).toBe(200);
        expect(again.userId).toBe(a.userId);
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
            const login = await loginAt(srv.base, deviceId, TIMEOUT_MS);
            if (login.status !== 200) continue;
            const entry = { deviceId, userId: login.userId!, token: login.token!, logs: [] as string[] };
            acknowledged.push(entry);
            const businessId = `r${round}-${entry.logs.length}`;
            const log = await postJson(
              srv.base,
              '/api/v1/operation_log/save',
              { type: 'share', businessId, step: 1 },
              { token: entry.token, timeoutMs: TIMEOUT_MS },
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
        expect((await loginAt(final.base, a.deviceId, TIMEOUT_MS)).userId).toBe(a.userId);
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
