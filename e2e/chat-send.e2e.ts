/**
 * The chat on the phones people use (issue 19.3): on iPhone WeChat, iPhone Safari and Android the first
 * tap on Send sends, even though taking the focus from the box would close the keyboard and move the
 * input bar (simulated here: the bar drops by the keyboard's height when the box loses the focus, as it
 * does on iOS); and an answer that arrives at once is still written out on screen, in both locales.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { launchBrowser, screenshot, USER_AGENTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { openSignedIn } from './support/session';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const CASES = [
  { phone: 'iphoneWechat', locale: 'zh-CN', lang: 'zh', texts: zhCN, question: '哪些食物富含钙？' },
  {
    phone: 'iphoneSafari',
    locale: 'en-US',
    lang: 'en',
    texts: enUS,
    question: 'Which foods are rich in calcium?',
  },
  { phone: 'android', locale: 'zh-CN', lang: 'zh', texts: zhCN, question: '哪些食物富含钙？' },
] as const;

describe('sending a question', () => {
  for (const c of CASES) {
    it(`${c.phone} (${c.locale}): the first tap on Send sends, and the answer is written out`, async () => {
      const s = await openSignedIn(
        browser,
        server.baseUrl,
        c.locale,
        `/#/chat?lang=${c.lang}`,
        60_000,
        USER_AGENTS[c.phone],
      );
      const { page } = s;
      try {
        await page.getByRole('heading', { level: 1, name: c.texts.chat.title }).waitFor();
        // The keyboard of a real phone: when the box loses the focus the keyboard closes and the bar
        // moves down by its height before the tap's click arrives.
        await page.evaluate(() => {
          document.addEventListener('focusout', (e) => {
            if ((e.target as Element).matches('.chat-input textarea')) {
              document.querySelector<HTMLElement>('.chat-input')!.style.transform = 'translateY(300px)';
            }
          });
          const w = window as unknown as { __lengths: number[] };
          w.__lengths = [];
          const tick = () => {
            const answers = document.querySelectorAll('[data-role="assistant"] .chat-answer');
            const n = answers[answers.length - 1]?.textContent?.length ?? 0;
            if (n > 0 && w.__lengths.at(-1) !== n) w.__lengths.push(n);
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        });
        const box = page.locator('.chat-input textarea');
        await box.tap();
        await box.fill(c.question);
        await page.locator('.chat-input__send').tap();
        await page.locator('.chat-bubble--user', { hasText: c.question }).waitFor({ timeout: 5_000 });
        // The box kept the focus, so the bar never moved.
        expect(await page.evaluate(() => document.activeElement?.matches('.chat-input textarea'))).toBe(true);
        await page.locator('[data-role="assistant"][data-status="complete"]').waitFor({ timeout: 30_000 });
        await page.waitForFunction(() => {
          const w = window as unknown as { __lengths: number[] };
          const answers = document.querySelectorAll('[data-role="assistant"] .chat-answer');
          return (answers[answers.length - 1]?.textContent?.length ?? 0) === w.__lengths.at(-1);
        });
        await page.waitForTimeout(1500);
        const lengths = await page.evaluate(() => (window as unknown as { __lengths: number[] }).__lengths);
        // Written out in many growing steps, on an unthrottled network where the answer came at once.
        expect(lengths.length).toBeGreaterThanOrEqual(10);
        expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
        await screenshot(page, `chat-sent-${c.phone}-${c.locale}`);
        expect(s.problems).toEqual([]);
      } finally {
        await s.context.close();
      }
    });
  }
});
