/**
 * The `/chat` screen in real Chromium at a phone viewport, against the real server and its built-in
 * assistant, in both locales: open chat, tap a quick question, watch the answer stream in (the network
 * is throttled so the text visibly grows), see its card and follow-up chips, rate it up and down with
 * the feedback form, stop an answer, open the history and reopen the conversation; the 429 message.
 * axe serious/critical = failure; screenshots in e2e/artifacts/chat-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { launchBrowser, screenshot, seriousAxeViolations } from './support/browser';
import {
  openSignedIn,
  smallTouchTargets as smallControls,
  type Session as BaseSession,
} from './support/session';
import { startServer, type RunningServer } from './support/server';

interface Session extends BaseSession {
  cdp: CDPSession;
}

async function open(locale: string, lang: string): Promise<Session> {
  const session = await openSignedIn(browser, server.baseUrl, locale, `/#/chat?lang=${lang}`);
  return { ...session, cdp: await session.context.newCDPSession(session.page) };
}

const TOUCH_CONTROLS = 'button, a[href]';
const smallTouchTargets = (page: Page, scope: string) => smallControls(page, TOUCH_CONTROLS, { scope });

let server: RunningServer;
let browser: Browser;
const RATE_LIMIT = 6;

beforeAll(async () => {
  server = await startServer({ CHAT_RATE_LIMIT_MAX: String(RATE_LIMIT) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Catalog = typeof zhCN;
const LOCALES = [
  { locale: 'zh-CN', lang: 'zh', texts: zhCN, food: /食物|吃什么/, iron: '哪些食物富含铁？' },
  {
    locale: 'en-US',
    lang: 'en',
    texts: enUS as unknown as Catalog,
    food: /foods/i,
    iron: 'What foods are rich in iron?',
  },
] as const;

/** Slow download (bytes per second) so a streamed answer arrives over seconds; 0 = no throttling. */
async function throttle(cdp: CDPSession, bytesPerSecond: number): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: bytesPerSecond > 0 ? bytesPerSecond : -1,
    uploadThroughput: -1,
  });
}

/** Records the length of the last answer's text on every animation frame, until stopped. */
async function recordAnswerLengths(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __lengths: number[]; __recording: boolean };
    w.__lengths = [];
    w.__recording = true;
    const tick = () => {
      const answers = document.querySelectorAll('[data-role="assistant"] .chat-answer');
      const last = answers[answers.length - 1];
      const n = last?.textContent?.length ?? 0;
      if (n > 0 && w.__lengths.at(-1) !== n) w.__lengths.push(n);
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __lengths: number[]; __recording: boolean };
      w.__recording = false;
      return w.__lengths;
    });
}

/** The stored messages of the user's latest conversation, read through the API with the page's token. */
async function storedMessages(page: Page) {
  return page.evaluate(async () => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
      'Content-Type': 'application/json',
    };
    const list = (await (
      await fetch('/api/v1/conversation/list', { method: 'POST', headers, body: '{}' })
    ).json()) as { data: { list: { id: string; title: string }[] } };
    const first = list.data.list[0];
    if (!first) return { conversations: 0, messages: [] };
    const msgs = (await (
      await fetch(`/api/v1/conversation/messages?conversation_id=${first.id}`, { headers })
    ).json()) as {
      data: {
        list: {
          role: string;
          status: string;
          cards: { type: string }[];
          feedback: { rating: string; reason: string | null; comment: string | null } | null;
        }[];
      };
    };
    return { conversations: list.data.list.length, messages: msgs.data.list };
  });
}

/** Buttons and links smaller than 44×44 CSS px inside `scope` (the product's touch-target rule). */

const lastAnswer = (page: Page) => page.locator('[data-role="assistant"]').last();

for (const L of LOCALES) {
  const T = L.texts.chat;
  describe(`chat (${L.locale})`, () => {
    it('quick question → streamed answer with a card and follow-ups, feedback, stop, history', async () => {
      const s = await open(L.locale, L.lang);
      const { page } = s;
      try {
        // Welcome card with personalised quick questions; the tab bar is shown on /chat.
        await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
        await page.getByRole('heading', { name: T.welcome.title }).waitFor();
        const quick = page.locator('.chat-quick');
        await quick.first().waitFor();
        expect(await quick.count()).toBeGreaterThanOrEqual(3);
        await page.locator('.app-tabbar').waitFor(); // the tab bar shows on /chat
        await screenshot(page, `chat-welcome-${L.locale}`);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await smallTouchTargets(page, '.chat')).toEqual([]);

        // Tap the food-sources question: the answer streams in over a throttled network.
        const question = quick.filter({ hasText: L.food }).first();
        const questionText = ((await question.textContent()) ?? '').trim();
        expect(questionText).not.toBe('');
        // The conversation is titled after its first question (the server may drop the final "?").
        const titleText = questionText.replace(/[?？]$/, '');
        await throttle(s.cdp, 800);
        const stopRecording = await recordAnswerLengths(page);
        await question.click();
        await page.locator('.chat-bubble--user', { hasText: questionText }).waitFor();
        await page.locator('.chat-input__send--stop').waitFor(); // stop replaces send while streaming
        await lastAnswer(page).locator('.chat-answer').waitFor();
        await screenshot(page, `chat-streaming-${L.locale}`);
        await page.locator('[data-role="assistant"][data-status="complete"]').waitFor({ timeout: 30_000 });
        const lengths = await stopRecording();
        await throttle(s.cdp, 0);
        // The text grew on screen in several steps, never shrank, from many deltas.
        expect(lengths.length).toBeGreaterThanOrEqual(3);
        expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
        expect(Number(await lastAnswer(page).getAttribute('data-deltas'))).toBeGreaterThanOrEqual(10);

        // A card and the follow-up chips under the last answer.
        await lastAnswer(page).locator('[data-card="tips"]').waitFor();
        const chips = page.locator('.chat-chip--followup');
        expect(await chips.count()).toBeGreaterThanOrEqual(2);
        await page.getByRole('heading', { name: T.followUps }).waitFor();
        await screenshot(page, `chat-answer-${L.locale}`);
        expect(await seriousAxeViolations(page)).toEqual([]);

        // Thumbs up, then thumbs down with the small form.
        const up = lastAnswer(page).getByRole('button', { name: T.like, exact: true });
        await up.click();
        await page.getByText(T.feedbackThanks).first().waitFor();
        expect(await up.getAttribute('aria-pressed')).toBe('true');
        await lastAnswer(page).getByRole('button', { name: T.dislike, exact: true }).click();
        const form = page.getByRole('dialog', { name: T.feedback.title });
        await form.waitFor();
        await form.getByRole('button', { name: T.feedback.reason.vague }).click();
        await form.getByLabel(T.feedback.comment).fill('e2e comment');
        await screenshot(page, `chat-feedback-${L.locale}`);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await form.getByRole('button', { name: T.feedback.submit }).click();
        await form.waitFor({ state: 'hidden' });
        await page.waitForFunction(
          () =>
            document
              .querySelector('[data-role="assistant"] .chat-action--down')
              ?.getAttribute('aria-pressed') === 'true',
        );
        const afterFeedback = await storedMessages(page);
        const answer = afterFeedback.messages.find((m) => m.role === 'assistant');
        expect(answer?.cards.map((c) => c.type)).toContain('tips');
        expect(answer?.feedback).toMatchObject({
          rating: 'down',
          reason: T.feedback.reason.vague,
          comment: 'e2e comment',
        });

        // A follow-up chip sends at once; then a typed question is stopped half-way.
        const followUp = ((await chips.first().textContent()) ?? '').trim();
        await chips.first().click();
        await page.locator('.chat-bubble--user', { hasText: followUp }).waitFor();
        await page.waitForFunction(
          () => document.querySelectorAll('[data-role="assistant"][data-status="complete"]').length === 2,
        );

        await throttle(s.cdp, 300);
        await page.getByLabel(T.input.label).fill(L.iron);
        await page.getByRole('button', { name: T.input.send }).click();
        await lastAnswer(page).locator('.chat-answer').waitFor();
        const stopCall = page.waitForRequest((r) => r.url().endsWith('/api/v1/conversation/stop'));
        await page.locator('.chat-input__send--stop').click();
        await stopCall;
        await lastAnswer(page).getByText(T.stopped).waitFor({ timeout: 15_000 });
        await throttle(s.cdp, 0);
        expect(await lastAnswer(page).getAttribute('data-status')).toBe('stopped');
        await page.getByRole('button', { name: T.input.send }).waitFor();

        // History: the conversation is listed under its first question; a new one starts empty.
        await page.getByRole('button', { name: T.history }).click();
        const sidebar = page.getByRole('dialog', { name: T.sidebar.title });
        await sidebar.waitFor();
        const item = sidebar.locator('.chat-history-item', { hasText: titleText });
        await item.waitFor();
        expect(await item.getAttribute('aria-current')).toBe('true');
        await screenshot(page, `chat-history-${L.locale}`);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await sidebar.getByRole('button', { name: T.newConversation }).click();
        await page.getByRole('heading', { name: T.welcome.title }).waitFor();
        expect(await page.locator('.chat-list').count()).toBe(0);

        // …and reopening the old one loads its messages, cards, feedback and stopped answer.
        await page.getByRole('button', { name: T.history }).click();
        await page
          .getByRole('dialog', { name: T.sidebar.title })
          .locator('.chat-history-item', { hasText: titleText })
          .click();
        await page.locator('[data-role="assistant"]').nth(2).waitFor();
        expect(await page.locator('[data-role="assistant"]').count()).toBe(3);
        await page.locator('[data-role="assistant"]').first().locator('[data-card="tips"]').waitFor();
        expect(
          await page
            .locator('[data-role="assistant"]')
            .first()
            .locator('.chat-action--down')
            .getAttribute('aria-pressed'),
        ).toBe('true');
        // The built-in assistant writes its whole answer in milliseconds, so the server may have
        // finished it before the (throttled) client stopped: the reopened conversation shows what was stored.
        const stored = await storedMessages(page);
        expect(stored.messages.filter((m) => m.role === 'assistant')).toHaveLength(3);
        expect(await lastAnswer(page).getAttribute('data-status')).toBe(stored.messages.at(-1)?.status);
        await screenshot(page, `chat-reopened-${L.locale}`);
        expect(s.problems).toEqual([]);
      } catch (e) {
        await screenshot(page, `chat-failure-${L.locale}`).catch(() => undefined);
        throw new Error(
          `${String(e)}\nproblems: ${s.problems.join('\n')}\nserver: ${server.output().slice(-1500)}`,
        );
      } finally {
        await s.context.close();
      }
    });
  });
}

describe('chat limits', () => {
  it(`past ${RATE_LIMIT} questions a minute: "wait N seconds", and the question stays in the box`, async () => {
    const s = await open('en-US', 'en');
    const { page } = s;
    const T = enUS.chat;
    try {
      await page.getByRole('heading', { name: T.welcome.title }).waitFor();
      // Use up the minute's allowance through the API.
      await page.evaluate(async (n) => {
        const headers = {
          Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
          'Content-Type': 'application/json',
        };
        const conv = (await (
          await fetch('/api/v1/conversation/new', { method: 'POST', headers, body: '{}' })
        ).json()) as { data: { id: string } };
        for (let i = 0; i < n; i++) {
          const res = await fetch('/api/v1/conversation/send', {
            method: 'POST',
            headers,
            body: JSON.stringify({ conversationId: conv.data.id, content: 'hello' }),
          });
          await res.text();
        }
      }, RATE_LIMIT);
      await page.getByLabel(T.input.label).fill('How much vitamin C do I need?');
      await page.getByRole('button', { name: T.input.send }).click();
      const notice = page.locator('.chat-notice');
      await notice.filter({ hasText: /You're sending too fast, wait \d+ seconds/ }).waitFor();
      expect(await page.getByLabel(T.input.label).inputValue()).toBe('How much vitamin C do I need?');
      expect(await page.locator('.chat-list').count()).toBe(0); // nothing half-shown
      expect(await page.getByRole('button', { name: T.input.send }).isDisabled()).toBe(true);
      await screenshot(page, 'chat-rate-limited-en-US');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(s.problems.filter((p) => !p.includes('429'))).toEqual([]);
    } finally {
      await s.context.close();
    }
  });
});
