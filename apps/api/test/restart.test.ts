import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newDeviceId } from './helper';
import { loginAt, postJson, SERVER_START_MS, startServer } from './server-process';
import { tempDirs } from './suite';

const dirs = tempDirs();

// Each test starts real server processes, a fresh directory running initdb first: the time bound is
// wide (what is judged is behaviour, not speed).
describe('the server process', { timeout: 2 * SERVER_START_MS }, () => {
  it('keeps a user in its data directory across a restart (a directory that does not exist yet)', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-data-'));
    dirs.push(parent);
    // Like `./data` on a fresh clone: neither it nor its parents need to exist.
    const dataDir = path.join(parent, 'not', 'there', 'yet');
    const deviceId = newDeviceId();
    const first = await startServer({ DATA_DIR: dataDir });
    const login = await loginAt(first.base, deviceId);
    expect(login.status).toBe(200);
    const { token, userId } = login;
    await postJson(first.base, '/api/v1/userinfo', { locale: 'en-US' }, { token });
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);

    const second = await startServer({ DATA_DIR: dataDir });
    try {
      const info = await postJson(second.base, '/api/v1/userinfo', {}, { token });
      expect(info.status).toBe(200);
      expect(info.data).toMatchObject({ id: userId, locale: 'en-US' });
      expect((await loginAt(second.base, deviceId)).userId).toBe(userId);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('finishes in-flight requests on SIGTERM and exits cleanly', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-data-'));
    dirs.push(dataDir);
    const srv = await startServer({ DATA_DIR: dataDir });
    const inflight = Array.from({ length: 20 }, () =>
      loginAt(srv.base, newDeviceId()).then(
        (r) => r.status,
        () => 'refused' as const,
      ),
    );
    await new Promise((r) => setTimeout(r, 30));
    srv.child.kill('SIGTERM');
    const statuses = await Promise.all(inflight);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    for (const s of statuses) expect([200, 503, 'refused']).toContain(s);
    expect((await srv.exited).code).toBe(0);
  });

  it('refuses to start in production with the default secret, naming the variable', async () => {
    await expect(startServer({ NODE_ENV: 'production', DATA_DIR: 'memory' })).rejects.toThrow(/JWT_SECRET/);
  });
});
