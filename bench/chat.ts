/**
 * Chat streaming under load: `node --import tsx bench/chat.ts`
 *
 * Starts the app in-process on a random port with an in-memory database, signs in 20 users, gives
 * each a plan (custom_nutrition_plan/new + questionnaire/put complete), then runs 20 conversations at
 * once, 6 questions each (zh and en), over real HTTP, reading the server-sent events as a browser does.
 * Prints time to first token (first `delta` after the request is sent) and tokens per second (delta
 * events per second of streaming, per answer, and over the whole run) of the built-in assistant.
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import type { Answers, Locale } from '../packages/domain/src/contracts';

const USERS = 20;
const QUESTIONS: { locale: Locale; q: string }[] = [
  { locale: 'zh-CN', q: '帮我解读一下我的方案' },
  { locale: 'zh-CN', q: '我在吃华法林，可以吃鱼油吗' },
  { locale: 'zh-CN', q: '哪些食物富含钙？' },
  { locale: 'en-US', q: 'how much vitamin D do I need' },
  { locale: 'en-US', q: 'When should I take my iron supplement?' },
  { locale: 'en-US', q: 'I want to lose weight, any tips?' },
];

function persona(i: number): Answers {
  return {
    nickname: `user${i}`,
    gender: i % 2 ? 'male' : 'female',
    age: 25 + (i % 50),
    heightCm: 155 + (i % 30),
    weightKg: 50 + (i % 40),
    activityLevel: (['sedentary', 'light', 'moderate', 'active'] as const)[i % 4]!,
    medicines: i % 3 === 0 ? ['warfarin'] : i % 3 === 1 ? ['metformin', 'levothyroxine'] : [],
    supplements: [{ optionId: 'vitamin-d3-1000iu', dose: 1000, unit: 'IU' }],
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

async function main() {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_MAX: '1000',
    CHAT_RATE_LIMIT_MAX: '1000',
    WEB_DIST: '/nonexistent-web-dist',
  });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

  const json = async (path: string, token: string | null, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };

  // Sign in and give every user a plan.
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const deviceId = Buffer.from(`bench-chat-device-${i}-${Date.now()}`).toString('base64url');
    const login = await json('/v1/base/login_ip', null, { deviceId });
    const token = login.accessToken as string;
    const plan = await json('/v1/custom_nutrition_plan/new', token, {
      clientType: 'web',
      planType: 'deep_questionnaire',
      locale: i % 2 ? 'en-US' : 'zh-CN',
    });
    await json('/v1/questionnaire/put', token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'deep_questionnaire',
      answers: persona(i),
      complete: true,
    });
    tokens.push(token);
  }

  const ttft: number[] = [];
  const perAnswerRate: number[] = [];
  let totalTokens = 0;
  let answers = 0;

  async function ask(token: string, conversationId: string, q: { locale: Locale; q: string }) {
    const start = performance.now();
    const res = await fetch(`${base}/v1/conversation/send`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': q.locale,
      },
      body: JSON.stringify({ conversationId, content: q.q }),
    });
    if (!res.ok || !res.body) throw new Error(`send → ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let first = 0;
    let tokensSeen = 0;
    let done = false;
    while (!done) {
      const { value, done: eof } = await reader.read();
      if (eof) break;
      buffer += decoder.decode(value, { stream: true });
      let sep: number;
      while ((sep = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, sep);
        buffer = buffer.slice(sep + 2);
        if (block.startsWith('event: delta')) {
          if (tokensSeen === 0) first = performance.now();
          tokensSeen++;
        } else if (block.startsWith('event: done')) {
          done = true;
        } else if (block.startsWith('event: error')) {
          throw new Error(`stream error: ${block}`);
        }
      }
    }
    const end = performance.now();
    ttft.push(first - start);
    if (end > first) perAnswerRate.push(tokensSeen / ((end - first) / 1000));
    totalTokens += tokensSeen;
    answers++;
  }

  const wallStart = performance.now();
  await Promise.all(
    tokens.map(async (token, i) => {
      const conv = await json('/v1/conversation/new', token, {});
      for (let k = 0; k < QUESTIONS.length; k++)
        await ask(token, conv.id as string, QUESTIONS[(i + k) % QUESTIONS.length]!);
    }),
  );
  const wall = (performance.now() - wallStart) / 1000;
  await app.close();

  const t = [...ttft].sort((a, b) => a - b);
  const r = [...perAnswerRate].sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `\n### Chat streaming, built-in assistant (${USERS} concurrent conversations × ${QUESTIONS.length} questions)\n`,
  );
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(`| answers | ${answers} |`);
  console.log(`| time to first token p50 | ${ms(percentile(t, 50))} |`);
  console.log(`| time to first token p95 | ${ms(percentile(t, 95))} |`);
  console.log(`| tokens/s per answer p50 | ${Math.round(percentile(r, 50))} |`);
  console.log(`| tokens/s per answer p5 (slowest) | ${Math.round(percentile(r, 5))} |`);
  console.log(`| tokens/s overall | ${Math.round(totalTokens / wall)} |`);
  console.log(`| tokens per answer (mean) | ${Math.round(totalTokens / Math.max(1, answers))} |`);
  console.log(`| wall time | ${wall.toFixed(2)} s |`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
