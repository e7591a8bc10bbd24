import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operationLogs } from '../src/db/schema';
import { ACCOUNT_CAPS } from '../src/lib/account-caps';
import { suiteApp } from './suite';

/**
 * Bounds on what one account can take (issue 35): caps on what it holds, a limit on how fast it writes,
 * and an export that streams and runs one at a time per person.
 */
const WRITES = 8;
const t = suiteApp({ WRITE_RATE_LIMIT_MAX: String(WRITES), EXPORTS_AT_ONCE: '2' });

/** `n` operation logs of about 10 KB each, written straight to the database. */
async function bigLogs(userId: string, n: number, from = 0): Promise<void> {
  const extras = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, '营养'.repeat(120)]));
  for (let i = 0; i < n; i += 200) {
    await t.app.db.insert(operationLogs).values(
      Array.from({ length: Math.min(200, n - i) }, (_, j) => ({
        userId,
        type: 'view',
        businessId: `b${from + i + j}`,
        step: 1,
        extras,
        createdAt: new Date(Date.UTC(2026, 0, 1) + (from + i + j) * 1000),
      })),
    );
  }
}

/** A GET of the export whose body is not read: the server is held mid-stream until `end()`. */
async function heldExport(auth: {
  authorization: string;
}): Promise<{ res: IncomingMessage; end: () => void }> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  let req: ClientRequest | undefined;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    req = httpRequest({ host: '127.0.0.1', port, path: '/api/v1/user/export', headers: auth }, resolve);
    req.on('error', reject);
    req.end();
  });
  res.pause();
  return { res, end: () => req?.destroy() };
}

const until = async (ok: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in 5 s');
};

describe('the data export streams, one at a time per person', () => {
  it('a 10 MB account exports whole and parses; the envelope and every log are there', async () => {
    const user = await t.login();
    await bigLogs(user.userId, ACCOUNT_CAPS.operationLogs);
    const res = await t.get('/api/v1/user/export', user.token);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    expect(res.body.length).toBeGreaterThan(5_000_000);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, msg: 'ok' });
    expect(body.data.user.id).toBe(user.userId);
    const logs = body.data.operationLogs as { businessId: string }[];
    expect(logs).toHaveLength(ACCOUNT_CAPS.operationLogs);
    expect(new Set(logs.map((l) => l.businessId)).size).toBe(ACCOUNT_CAPS.operationLogs);
    expect(body.data.plans).toMatchObject({ plans: [], planDocumentVersions: [] });
    expect(body.data.conversations).toMatchObject({ conversations: [], messages: [] });
  });

  it('a second export of the same person while one streams is 429 with Retry-After; another person may; a third waits; each frees its place when it ends', async () => {
    const a = await t.login();
    const b = await t.login();
    const c = await t.login();
    for (const u of [a, b]) await bigLogs(u.userId, ACCOUNT_CAPS.operationLogs);
    const first = await heldExport(a.auth);
    expect(first.res.statusCode).toBe(200);

    const again = await t.get('/api/v1/user/export', a.token, { 'accept-language': 'en-US' });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('5');
    expect(again.json()).toMatchObject({ reason: 'export_running' });
    expect(again.json().msg).toMatch(/already being downloaded/);

    const second = await heldExport(b.auth);
    expect(second.res.statusCode).toBe(200);
    // EXPORTS_AT_ONCE = 2 are streaming: the next person is asked to come back.
    const third = await t.get('/api/v1/user/export', c.token);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ reason: 'export_busy' });
    expect(third.json().msg).toMatch(/现在下载数据的人较多/);

    first.end();
    second.end();
    await until(async () => (await t.get('/api/v1/user/export', c.token)).statusCode === 200);
    expect((await t.get('/api/v1/user/export', a.token)).statusCode).toBe(200);
  });
});

describe('caps on what one account holds', () => {
  it(`keeps the newest ${ACCOUNT_CAPS.operationLogs} operation logs`, async () => {
    const user = await t.login();
    await bigLogs(user.userId, ACCOUNT_CAPS.operationLogs);
    const saved = await t.post('/api/v1/operation_log/save', user.token, { businessId: 'newest', step: 2 });
    expect(saved.statusCode).toBe(200);
    const logs = (await t.get('/api/v1/user/export', user.token)).json().data.operationLogs as {
      businessId: string;
    }[];
    expect(logs).toHaveLength(ACCOUNT_CAPS.operationLogs);
    expect(logs.at(-1)!.businessId).toBe('newest');
    // The oldest went.
    expect(logs.some((l) => l.businessId === 'b0')).toBe(false);
    expect(logs[0]!.businessId).toBe('b1');
  });

  it(`refuses plan ${ACCOUNT_CAPS.plans + 1} with 409 in the person's language; nothing stored is lost`, async () => {
    const user = await t.login();
    const { plans } = await import('../src/db/schema');
    await t.app.db.insert(plans).values(
      Array.from({ length: ACCOUNT_CAPS.plans }, (_, i) => ({
        userId: user.userId,
        clientType: 'web',
        planType: 'short_questionnaire',
        locale: 'zh-CN' as const,
        nickname: `p${i}`,
      })),
    );
    const zh = await t.post('/api/v1/custom_nutrition_plan/new', user.token, {
      clientType: 'web',
      planType: 'short_questionnaire',
    });
    expect(zh.statusCode).toBe(409);
    expect(zh.json()).toMatchObject({ reason: 'plans_cap_reached' });
    expect(zh.json().msg).toContain(`最多保存 ${ACCOUNT_CAPS.plans} 份方案`);
    const en = await t.post(
      '/api/v1/custom_nutrition_plan/new',
      user.token,
      { clientType: 'web', planType: 'short_questionnaire' },
      { 'accept-language': 'en-US' },
    );
    expect(en.json().msg).toContain(`at most ${ACCOUNT_CAPS.plans} plans`);
    const listed = await t.get('/api/v1/precise_nutrition_plan/get_by_user', user.token);
    expect(listed.statusCode).toBe(200);
    const kept = await t.app.db.select({ id: plans.id }).from(plans).where(eq(plans.userId, user.userId));
    expect(kept).toHaveLength(ACCOUNT_CAPS.plans);
  });

  it(`refuses conversation ${ACCOUNT_CAPS.conversations + 1}, and message ${ACCOUNT_CAPS.messagesPerConversation + 1} of a conversation`, async () => {
    const user = await t.login();
    const { conversations, messages } = await import('../src/db/schema');
    const rows = await t.app.db
      .insert(conversations)
      .values(Array.from({ length: ACCOUNT_CAPS.conversations }, () => ({ userId: user.userId, title: 'q' })))
      .returning({ id: conversations.id });
    const more = await t.post('/api/v1/conversation/new', user.token, {}, { 'accept-language': 'en-US' });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ reason: 'conversations_cap_reached' });
    expect(more.json().msg).toMatch(/continue in one of your conversations/);

    const full = rows[0]!.id;
    await t.app.db.insert(messages).values(
      Array.from({ length: ACCOUNT_CAPS.messagesPerConversation - 1 }, (_, i) => ({
        conversationId: full,
        userId: user.userId,
        role: i % 2 === 0 ? 'user' : 'assistant',
        content: 'x',
      })),
    );
    const send = await t.post('/api/v1/conversation/send', user.token, {
      conversationId: full,
      content: '维生素D怎么吃',
    });
    expect(send.statusCode).toBe(409);
    expect(send.json()).toMatchObject({ reason: 'messagesPerConversation_cap_reached' });
    expect(send.json().msg).toMatch(/新建一个对话/);
    // The other conversations still take questions.
    const other = await t.post('/api/v1/conversation/send', user.token, {
      conversationId: rows[1]!.id,
      content: '维生素D怎么吃',
    });
    expect(other.statusCode).toBe(200);
    // The 399 messages were written in one statement, so they share one created_at: the export's pages
    // (200 rows) still give each exactly once, the id breaking the tie.
    const exported = (await t.get('/api/v1/user/export', user.token)).json().data.conversations;
    const ids = (exported.messages as { id: string }[]).map((m) => m.id);
    expect(ids).toHaveLength(ACCOUNT_CAPS.messagesPerConversation - 1 + 2);
    expect(new Set(ids).size).toBe(ids.length);
    expect(exported.conversations).toHaveLength(ACCOUNT_CAPS.conversations);
  });
});

describe('per-user write limits', () => {
  it(`the save after WRITE_RATE_LIMIT_MAX in a minute is 429 with Retry-After, in the person's language; other people are not slowed`, async () => {
    const user = await t.login();
    for (let i = 0; i < WRITES; i++) {
      const r = await t.post('/api/v1/operation_log/save', user.token, { businessId: `w${i}`, step: 1 });
      expect(r.statusCode, r.body).toBe(200);
    }
    const refused = await t.post('/api/v1/operation_log/save', user.token, { businessId: 'over', step: 1 });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().msg).toMatch(new RegExp(`每分钟最多 ${WRITES} 次`));
    const en = await t.post(
      '/api/v1/operation_log/save',
      user.token,
      { businessId: 'over', step: 1 },
      { 'accept-language': 'en-US' },
    );
    expect(en.json().msg).toMatch(new RegExp(`at most ${WRITES} times a minute`));
    const other = await t.login();
    expect(
      (await t.post('/api/v1/operation_log/save', other.token, { businessId: 'x', step: 1 })).statusCode,
    ).toBe(200);
    // Each kind of save counts on its own: this person can still start a plan.
    const plan = await t.post('/api/v1/custom_nutrition_plan/new', user.token, {
      clientType: 'web',
      planType: 'short_questionnaire',
    });
    expect(plan.statusCode).toBe(200);
  });
});
