import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_MARKERS_PER_REPORT_MAX, type HealthReport } from '@nutri/domain/contracts';
import { parseSse } from './sse';
import { uploadFile, userWithPlan } from './attack-runner';
import { denseLabPdf } from './fixtures/hostile';
import { labTablePng } from './fixtures/reports';
import { SERVER_START_MS, startServer, type ServerProcess } from './server-process';

/**
 * Issue 16.3 over real HTTP: values per report are bounded, one analysis per user, a bounded queue
 * (429 with Retry-After, in the user's language), and a client going away cancels its analysis.
 */

let server: ServerProcess;
let dataDir: string;

const analyse = (base: string, token: string, planId: string, fileIds: string[], signal?: AbortSignal) =>
  fetch(`${base}/api/v1/health_report/put`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': 'en-US',
    },
    body: JSON.stringify({ customNutritionPlanId: planId, fileIds }),
    signal,
  });

const reportsOf = async (base: string, token: string) => {
  const res = await fetch(`${base}/api/v1/user/export`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { reports: unknown[] } }).data.reports.length;
};

const fileIdOf = async (res: Response) => ((await res.json()) as { data: { fileId: string } }).data.fileId;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-admission-'));
  // One extraction process and no waiting room: a second analysis at once is refused.
  server = await startServer({
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT_MAX: '1000',
    EXTRACTION_PROCESSES: '1',
    EXTRACTION_QUEUE_MAX: '0',
  });
}, SERVER_START_MS);
afterAll(async () => {
  server.child.kill('SIGKILL');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('issue 16.3: report analysis admission and bounds', () => {
  it(`keeps at most ${LAB_MARKERS_PER_REPORT_MAX} values per report and says so`, async () => {
    const { token, planId } = await userWithPlan(server.base);
    const up = await uploadFile(server.base, token, denseLabPdf(3, 60), 'many.pdf', 'application/pdf');
    expect(up.status).toBe(200);
    const res = await analyse(server.base, token, planId, [await fileIdOf(up)]);
    const events = parseSse(await res.text());
    const review = events.find((e) => e.event === 'review')?.data as HealthReport;
    expect(review.markers).toHaveLength(LAB_MARKERS_PER_REPORT_MAX);
    expect(review.files[0]?.message).toMatch(/180 values were found; a report keeps at most 100/);
  }, 60_000);

  it('a second analysis of the same user, or one past the queue, is 429 with Retry-After; a client leaving cancels', async () => {
    const alice = await userWithPlan(server.base);
    const bob = await userWithPlan(server.base);
    const png = await labTablePng();
    const aliceFile = await fileIdOf(await uploadFile(server.base, alice.token, png, 'a.png', 'image/png'));
    const bobFile = await fileIdOf(await uploadFile(server.base, bob.token, png, 'b.png', 'image/png'));

    // Alice's analysis runs (OCR, a second or more); she leaves it after the headers arrive.
    const leave = new AbortController();
    const first = await analyse(server.base, alice.token, alice.planId, [aliceFile], leave.signal);
    expect(first.status).toBe(200);

    const again = await analyse(server.base, alice.token, alice.planId, [aliceFile]);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await again.json()) as { msg: string }).msg).toMatch(
      /One of your reports is still being analysed; only one runs at a time\. Try again in about \d+ seconds\./,
    );

    const other = await fetch(`${server.base}/api/v1/health_report/put`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bob.token}`,
        'accept-language': 'zh-CN',
      },
      body: JSON.stringify({ customNutritionPlanId: bob.planId, fileIds: [bobFile] }),
    });
    expect(other.status).toBe(429);
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await other.json()) as { msg: string }).msg).toMatch(/报告分析繁忙.*请约 \d+ 秒后再试/);

    // Alice goes away: her analysis stops, its place is free, and nothing was stored.
    leave.abort();
    let status = 429;
    for (let i = 0; i < 50 && status === 429; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await analyse(server.base, bob.token, bob.planId, [bobFile]);
      status = res.status;
      if (status === 200) {
        const events = parseSse(await res.text());
        expect(events.at(-1)?.event).toBe('done');
      } else await res.arrayBuffer();
    }
    expect(status).toBe(200);
    expect(await reportsOf(server.base, alice.token)).toBe(0);
    expect(await reportsOf(server.base, bob.token)).toBe(1);
  }, 90_000);
});
