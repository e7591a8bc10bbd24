import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newDeviceId } from './helper';
import { startServer } from './server-process';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function post(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: Record<string, unknown> & { user: { id: string } } },
  };
}

describe('the server process', () => {
  it('keeps a user in its data directory across a restart (a directory that does not exist yet)', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-data-'));
    dirs.push(parent);
    // Like `./data` on a fresh clone: neither it nor its parents need to exist.
    const dataDir = path.join(parent, 'not', 'there', 'yet');
    const deviceId = newDeviceId();
    const first = await startServer({ DATA_DIR: dataDir });
    const login = await post(first.base, '/api/v1/base/login_ip', { deviceId });
    expect(login.status).toBe(200);
    const token = login.body.data.accessToken as string;
    const userId = login.body.data.user.id;
    await post(first.base, '/api/v1/userinfo', { locale: 'en-US' }, token);
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);

    const second = await startServer({ DATA_DIR: dataDir });
    try {
      const info = await post(second.base, '/api/v1/userinfo', {}, token);
      expect(info.status).toBe(200);
      expect(info.body.data).toMatchObject({ id: userId, locale: 'en-US' });
      const again = await post(second.base, '/api/v1/base/login_ip', { deviceId });
      expect(again.body.data.user.id).toBe(userId);
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
      post(srv.base, '/api/v1/base/login_ip', { deviceId: newDeviceId() }).then(
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
