import type { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBus } from '../src/lib/bus';
import { startFakeOpenAi, type FakeOpenAi } from '../src/modules/conversations/testing/fake-openai';
import { conversationMessages, newConversation, sendMessage } from './chat';
import { newDeviceId, testApp, type Login, type TestApp } from './helper';

/**
 * Two instances of the API on one database (ADR 0035), as behind a round-robin load balancer: limits
 * are counted once for both, a stop sent to one ends the answer streaming on the other, and a write
 * acknowledged by one is what the other answers next, read cache on. On PostgreSQL (TEST_DATABASE_URL)
 * the two apps share only the server: their own pools, their own LISTEN connections. On the embedded
 * database they share the open database and its in-process bus, and the rate-limit store is the table
 * (RATE_LIMIT_STORE=database) so the same counting is exercised.
 */
const LOGIN_MAX = 5;
const CHAT_MAX = 3;

let fake: FakeOpenAi;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const env = {
    LLM_BASE_URL: fake.url,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'fake-model',
    LLM_TIMEOUT_MS: '5000',
    LOGIN_RATE_LIMIT_MAX: String(LOGIN_MAX),
    CHAT_RATE_LIMIT_MAX: String(CHAT_MAX),
    RATE_LIMIT_STORE: 'database',
    // A wait far above a LISTEN round trip: a `false` below means nobody answered, not a slow bus.
    CHAT_STOP_WAIT_MS: '2000',
  };
  a = await testApp(env);
  b = await testApp(env, undefined, { sameDatabaseAs: a });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await fake?.close();
});

const loginFrom = (t: TestApp, address: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/base/login_ip',
    payload: { deviceId: newDeviceId() },
    remoteAddress: address,
  });

describe('rate limits are counted once for every instance', () => {
  it('sign-in: the call after LOGIN_RATE_LIMIT_MAX, on either app, gets 429; another address is not affected', async () => {
    const address = '10.21.3.1';
    for (let i = 0; i < LOGIN_MAX; i++) {
      const res = await loginFrom(i % 2 === 0 ? a : b, address);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(LOGIN_MAX - i - 1));
    }
    for (const t of [a, b]) {
      const refused = await loginFrom(t, address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await loginFrom(b, '10.21.3.2')).statusCode).toBe(200);
    // Each sign-in call keeps its own count under the same key (the address).
    const ops = await b.call({
      method: 'POST',
      url: '/api/v1/ops/sign_in',
      payload: { name: 'nobody', password: 'wrong-password' },
      remoteAddress: address,
    });
    expect(ops.statusCode).not.toBe(429);
  });

  it('chat: the send after CHAT_RATE_LIMIT_MAX, on the other app, gets 429 in the user’s language', async () => {
    const user = await a.login();
    const id = await newConversation(a, user.token);
    fake.script(Array.from({ length: CHAT_MAX }, () => ({ kind: 'stream' as const, deltas: ['Fine.'] })));
    for (let i = 0; i < CHAT_MAX; i++) {
      const sent = await sendMessage(i % 2 === 0 ? b : a, user.token, id, `question ${i}`, 'en-US');
      expect(sent.res.statusCode, sent.res.body).toBe(200);
    }
    const refused = await sendMessage(b, user.token, id, 'one more', 'en-US');
    expect(refused.res.statusCode).toBe(429);
    expect(refused.res.json().msg).toMatch(/at most 3 per minute/);
    const zh = await sendMessage(a, user.token, id, '再问一个', 'zh-CN');
    expect(zh.res.statusCode).toBe(429);
    expect(zh.res.json().msg).toMatch(/每分钟最多 3 条/);
  });
});

describe('chat stop reaches the instance streaming the answer', () => {
  let user: Login;
  beforeAll(async () => {
    user = await a.login();
  });

  const stop = (t: TestApp, conversationId: string) =>
    t.post('/api/v1/conversation/stop', user.token, { conversationId });

  it('a stop on B ends the answer streaming on A: `stopped: true`, the answer stored as stopped', async () => {
    // A whole sentence: the answer guard sends text a sentence at a time, once it is checked.
    fake.script([{ kind: 'hold', deltas: ['Vitamin D helps bones. ', 'It also '] }]);
    const id = await newConversation(a, user.token);
    const pending = sendMessage(a, user.token, id, 'Tell me about vitamin D', 'en-US');
    await fake.held();
    const res = await stop(b, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ stopped: true });
    const r = await pending;
    expect(r.done).toMatchObject({ status: 'stopped' });
    const list = (await conversationMessages(b, user.token, id)).json().data.list as {
      role: string;
      status: string;
      content: string;
    }[];
    expect(list[1]).toMatchObject({
      role: 'assistant',
      status: 'stopped',
      content: 'Vitamin D helps bones.',
    });
    // Nothing streams any more, on either app.
    expect((await stop(b, id)).json().data).toEqual({ stopped: false });
    expect((await stop(a, id)).json().data).toEqual({ stopped: false });
  });

  it('a new question on B ends the older answer still streaming on A', async () => {
    fake.script([
      { kind: 'hold', deltas: ['Iron is '] },
      { kind: 'stream', deltas: ['Zinc answer.'] },
    ]);
    const id = await newConversation(a, user.token);
    const older = sendMessage(a, user.token, id, 'Tell me about iron', 'en-US');
    await fake.held();
    const newer = await sendMessage(b, user.token, id, 'And zinc?', 'en-US');
    expect(newer.done).toMatchObject({ status: 'complete' });
    expect(newer.text).toBe('Zinc answer.');
    expect((await older).done).toMatchObject({ status: 'stopped' });
  });
});

describe('a write acknowledged by one instance is what the other answers next (read cache on)', () => {
  let user: Login;
  beforeAll(async () => {
    user = await a.login();
  });
  const nickname = async (t: TestApp): Promise<string> => {
    const res = await t.post('/api/v1/userinfo', user.token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { nickname: string }).nickname;
  };
  const rename = async (t: TestApp, name: string) => {
    const res = await t.post('/api/v1/userinfo', user.token, { nickname: name });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('is on with either database (READ_CACHE=auto)', () => {
    expect(a.app.readCacheEnabled).toBe(true);
    expect(b.app.readCacheEnabled).toBe(true);
  });

  it('a cached answer is served while nothing announced a change, and a write on A shows on B at once', async () => {
    await rename(a, 'Before');
    expect(await nickname(b)).toBe('Before');
    // Written behind the API's back (no write announced): B answers from its cache.
    await a.app.db.execute(sql`update users set nickname = 'Silent' where id = ${user.userId}`);
    expect(await nickname(b)).toBe('Before');
    await rename(a, 'After');
    expect(await nickname(b)).toBe('After');
  });

  it('the other instance hears the change and drops its entry before anyone reads', async () => {
    await nickname(b);
    const size = b.app.replyCache.size;
    expect(size).toBeGreaterThan(0);
    await rename(a, 'Heard');
    for (let i = 0; i < 200 && b.app.replyCache.size >= size; i++) await new Promise((r) => setTimeout(r, 5));
    expect(b.app.replyCache.size).toBeLessThan(size);
  });

  it('200 writes alternating between the apps: each read on the other app returns the write, even when that app never hears of it', async () => {
    if (b.app.database.bus instanceof PgBus) {
      // B goes deaf to `data_changed`, as when a NOTIFY arrives after the client's next request: the
      // shared versions alone must keep B's cache right. (On the embedded database both apps are one
      // process and every cache hears every write directly.)
      (b.app.database.bus as unknown as { emitter: EventEmitter }).emitter.removeAllListeners('data_changed');
    }
    for (let i = 0; i < 200; i++) {
      const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
      // Both hold the previous answer in their caches before the write.
      await nickname(reader);
      await nickname(writer);
      await rename(writer, `Name ${i}`);
      expect(await nickname(reader)).toBe(`Name ${i}`);
    }
    // The cache is still in use: B keeps what it answers.
    await nickname(b);
    expect(b.app.replyCache.size).toBeGreaterThan(0);
  }, 180_000);
});

// On the embedded database there is one process, which forgets the account itself when erasing it.
describe.runIf(process.env.TEST_DATABASE_URL)('an erased account is forgotten by every instance', () => {
  it('its token is refused on the other app once the erasure is heard, not a minute later', async () => {
    // Apps of their own: the test above made B deaf to the bus.
    const first = await testApp();
    const second = await testApp({}, undefined, { sameDatabaseAs: first });
    try {
      const user = await first.login();
      // The second app now knows the account exists (it keeps that for a minute). The plan list answers
      // from the user's rows alone, so only the sign-in check can refuse it once they are gone.
      const plans = '/api/v1/precise_nutrition_plan/get_by_user';
      expect((await second.get(plans, user.token)).statusCode).toBe(200);
      const erased = await first.post('/api/v1/user/delete', user.token, { confirm: true });
      expect(erased.statusCode).toBe(200);
      let status = 0;
      for (let i = 0; i < 50; i += 1) {
        status = (await second.get(plans, user.token)).statusCode;
        if (status === 401) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(401);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
