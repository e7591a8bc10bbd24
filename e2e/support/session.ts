import type { Browser, BrowserContext, Page } from 'playwright-core';
import { phoneContext } from './browser';

/** A phone-sized page signed in as a fresh guest, collecting console errors and page errors. */
export interface Session {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/**
 * Opens `entry` (a hash route with its query, e.g. `/#/qsStartPage?lang=en`) and waits until the app has
 * signed in as a guest (its token is in localStorage).
 */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  locale: string,
  entry: string,
  timeout = 20_000,
  userAgent?: string,
): Promise<Session> {
  const context = await phoneContext(browser, locale, userAgent);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${baseUrl}${entry}`);
  await page.waitForFunction(() => localStorage.getItem('access_token') !== null, null, { timeout });
  return { context, page, problems };
}

/** Client-side navigation, as a tap on an in-app link does (no reload). */
export async function goToHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => (location.hash = h), hash);
}

/**
 * Visible controls matching `selector` inside `scope` smaller than 44 × 44 CSS px, described for the
 * failure message. `skipInline` leaves out links and buttons inside running text (paragraphs).
 */
export async function smallTouchTargets(
  page: Page,
  selector: string,
  { scope = 'body', skipInline = false }: { scope?: string; skipInline?: boolean } = {},
): Promise<string[]> {
  return page.evaluate(
    ({ selector, scope, skipInline }) => {
      const root = document.querySelector(scope) ?? document.body;
      return (
        [...root.querySelectorAll<HTMLElement>(selector)]
          .filter((el) => el.offsetParent !== null && !(skipInline && el.closest('p')))
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          // Half a pixel of tolerance: layouts land on fractions (43.99 px is a 44 px target).
          .filter(({ r }) => r.width < 43.5 || r.height < 43.5)
          .map(
            ({ el, r }) =>
              `${(el.textContent ?? el.outerHTML).trim().slice(0, 40)} (${Math.round(r.width)}×${Math.round(r.height)})`,
          )
      );
    },
    { selector, scope, skipInline },
  );
}

/** A POST to the API from the page, with its token (the same user the screens act for): the `data`. */
export async function postFromPage<T>(page: Page, path: string, body: unknown, locale: string): Promise<T> {
  return page.evaluate(
    async ({ path, body, locale }) => {
      const res = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': locale,
          Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
        },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { data: unknown };
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    },
    { path, body, locale },
  ) as Promise<T>;
}

/** The consent the start page stores, for journeys that begin after it was given. */
export const CONSENT = JSON.stringify({ version: 1, acceptedAt: '2026-01-01T00:00:00.000Z' });

/** Stores the consent in an open page and reloads it: the app reads the consent once, when it starts. */
export async function giveConsent(page: Page): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('protocolConsent', value), CONSENT);
  await page.reload();
}
