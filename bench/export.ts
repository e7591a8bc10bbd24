/**
 * Issue 35: the memory of the data export. Eight accounts are filled to every cap (ACCOUNT_CAPS: 20
 * plans each with a document and PLAN_VERSIONS_KEPT earlier versions, 100 conversations of 400 messages,
 * 1,000 operation logs), written straight to the embedded database before the server starts. Then the
 * real server (production settings, EXPORTS_AT_ONCE=8) exports one of them, then all eight at once, and
 * the server's resident memory is sampled every 20 ms. Prints one Markdown table; exits 1 when a figure
 * is above the bound this file states.
 *
 *   node --import tsx bench/export.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { ACCOUNT_CAPS } from '../apps/api/src/lib/account-caps';
import { PLAN_VERSIONS_KEPT } from '../apps/api/src/modules/plans/plans.repository';
import { productionServerEnv, ROOT, startProcess } from './support/processes';

/** The bound: what an export may add to the server's resident memory, one alone and eight at once. */
const ONE_EXPORT_MAX_MIB = 64;
const EIGHT_EXPORTS_MAX_MIB = 200;
const ACCOUNTS = 8;
const MiB = 1024 * 1024;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-export-'));
const env = {
  ...productionServerEnv(dataDir),
  EXPORTS_AT_ONCE: String(ACCOUNTS),
};

// A plan document of about 30 KB, as the engine writes them (the export does not look inside).
const documentJson = JSON.stringify({
  locale: 'zh-CN',
  nutrients: Array.from({ length: 40 }, (_, i) => ({
    id: `n${i}`,
    name: '维生素D（适宜摄入量）',
    target: { amount: 400 + i, unit: 'IU' },
    source: '中国居民膳食营养素参考摄入量（2023 版）'.repeat(4),
  })),
  findings: Array.from({ length: 30 }, (_, i) => ({
    id: `f${i}`,
    text: '铁蛋白偏低，建议复查。'.repeat(12),
  })),
});
const userText = '我最近总觉得累，铁剂和维生素C一起吃可以吗？';
const answerText = '可以。维生素C能帮助非血红素铁吸收，建议两者随餐同服，与钙片、茶和咖啡间隔两小时。'.repeat(
  4,
);
const extras = JSON.stringify(
  Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, '营养'.repeat(120)])),
);

const t0 = performance.now();
const deviceIds = Array.from({ length: ACCOUNTS }, (_, i) => `bench-export-device-${i}-0000`);
{
  const database = await openDatabase(loadConfig({ ...process.env, ...env }).database);
  const { db } = database;
  for (const deviceId of deviceIds) {
    const [user] = await db.insert(users).values({ deviceId }).returning({ id: users.id });
    const userId = user!.id;
    await db.execute(sql`
      insert into plans (user_id, client_type, plan_type, locale, nickname)
      select ${userId}, 'web', 'deep_questionnaire', 'zh-CN', '家人' || g from generate_series(1, ${ACCOUNT_CAPS.plans}) g`);
    await db.execute(sql`
      insert into plan_documents (plan_id, user_id, engine_version, questionnaire_type, input_hash, document)
      select id, user_id, 'bench', 'deep_questionnaire', md5(id::text), ${documentJson}::jsonb from plans where user_id = ${userId}`);
    await db.execute(sql`
      insert into plan_document_versions (plan_id, user_id, version, questionnaire_type, engine_version, document, made_at)
      select p.id, p.user_id, v, 'deep_questionnaire', 'bench', ${documentJson}::jsonb, now()
      from plans p, generate_series(1, ${PLAN_VERSIONS_KEPT}) v where p.user_id = ${userId}`);
    await db.execute(sql`
      insert into conversations (user_id, title)
      select ${userId}, '问题' || g from generate_series(1, ${ACCOUNT_CAPS.conversations}) g`);
    await db.execute(sql`
      insert into messages (conversation_id, user_id, role, content)
      select c.id, c.user_id, case when g % 2 = 1 then 'user' else 'assistant' end,
             case when g % 2 = 1 then ${userText} else ${answerText} end
      from conversations c, generate_series(1, ${ACCOUNT_CAPS.messagesPerConversation}) g where c.user_id = ${userId}`);
    await db.execute(sql`
      insert into operation_logs (user_id, type, business_id, step, extras)
      select ${userId}, 'view', 'b' || g, 1, ${extras}::jsonb from generate_series(1, ${ACCOUNT_CAPS.operationLogs}) g`);
  }
  await database.close();
}
const fillS = (performance.now() - t0) / 1000;

const server = await startProcess(path.join(ROOT, 'apps/api/src/server.ts'), env, '/api/health');
const rssMiB = () =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function tokenOf(deviceId: string): Promise<string> {
  const res = await fetch(`${server.base}/api/v1/base/login_ip`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceId }),
  });
  const body = (await res.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** Downloads the export, counting its bytes without keeping them. */
async function download(token: string): Promise<{ bytes: number; status: number }> {
  const res = await fetch(`${server.base}/api/v1/user/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
  return { bytes, status: res.status };
}

/** Runs `work` while sampling the server's memory; the peak above what it held just before. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; before: number; peak: number; s: number }> {
  await new Promise((r) => setTimeout(r, 500));
  const before = rssMiB();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB())), 20);
  const start = performance.now();
  const result = await work();
  clearInterval(timer);
  return { result, before, peak: Math.max(peak, rssMiB()), s: (performance.now() - start) / 1000 };
}

const failures: string[] = [];
const rows: string[] = [];
try {
  const tokens = await Promise.all(deviceIds.map(tokenOf));
  // A first export warms the code paths, so the figures below are the export's, not the first load's.
  await download(tokens[0]!);

  const one = await measured(() => download(tokens[0]!));
  const oneAdded = one.peak - one.before;
  rows.push(
    `| one export of a capped account | ${(one.result.bytes / MiB).toFixed(1)} MiB in ${one.s.toFixed(1)} s | ${one.before.toFixed(0)} → ${one.peak.toFixed(0)} MiB (+${oneAdded.toFixed(0)}) | ≤ +${ONE_EXPORT_MAX_MIB} MiB |`,
  );
  if (one.result.status !== 200) failures.push(`one export answered ${one.result.status}`);
  if (oneAdded > ONE_EXPORT_MAX_MIB) failures.push(`one export added ${oneAdded.toFixed(0)} MiB`);

  const eight = await measured(() => Promise.all(tokens.map(download)));
  const eightAdded = eight.peak - eight.before;
  const total = eight.result.reduce((s, r) => s + r.bytes, 0);
  rows.push(
    `| eight exports at once, eight capped accounts | ${(total / MiB).toFixed(1)} MiB in ${eight.s.toFixed(1)} s | ${eight.before.toFixed(0)} → ${eight.peak.toFixed(0)} MiB (+${eightAdded.toFixed(0)}) | ≤ +${EIGHT_EXPORTS_MAX_MIB} MiB |`,
  );
  const statuses = eight.result.map((r) => r.status);
  if (statuses.some((s) => s !== 200)) failures.push(`eight at once answered ${statuses.join(', ')}`);
  if (eightAdded > EIGHT_EXPORTS_MAX_MIB) failures.push(`eight exports added ${eightAdded.toFixed(0)} MiB`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `Accounts filled to every cap (${ACCOUNT_CAPS.plans} plans × ${PLAN_VERSIONS_KEPT + 1} documents of ${(documentJson.length / 1024).toFixed(0)} KB, ${ACCOUNT_CAPS.conversations} × ${ACCOUNT_CAPS.messagesPerConversation} messages, ${ACCOUNT_CAPS.operationLogs} operation logs of ${(extras.length / 1024).toFixed(0)} KB) in ${fillS.toFixed(0)} s; the server on the embedded database with production settings.\n`,
);
console.log('| what | exported | server resident memory (peak) | bound |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(r);
if (failures.length > 0) {
  console.error(`FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
