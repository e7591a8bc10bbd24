import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve()), preloadToast: vi.fn() }));

import { showToast } from '../lib/toast';
import { useConsentStore } from '../features/start/stores/consent-store';
import { useUserStore } from '../stores/user-store';
import { initLocale } from '../stores/locale-store';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { userFixture } from '../testing/handlers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const user = userFixture;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let root: Root | null = null;
let container: HTMLElement;

/** Waits for lazily loaded screens; generous because a busy CI machine loads chunks slowly. */
async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (check()) return;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
  throw new Error(`timed out waiting for ${what}; page: ${container.textContent}`);
}

async function render(hash: string) {
  window.location.hash = hash;
  initLocale(window.location, 'zh-CN');
  const router = createAppRouter();
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return router;
}

// Screens preload their sheets when the browser is idle, fire-and-forget; a preload still in flight when
// the file ends fails the run ("loaded after the environment was torn down"). Loading them once up front
// makes every later preload a cache hit.
beforeAll(async () => {
  await Promise.all([
    import('../features/start/components/protocol-sheet'),
    import('../features/chat/components/history-sidebar'),
    import('../features/chat/components/feedback-sheet'),
    import('../components/tab-bar'),
  ]);
}, 60_000);

const h1 = () => container.querySelector('h1')?.textContent ?? '';

beforeEach(() => {
  localStorage.clear();
  useUserStore.setState({ token: null, userInfo: null, showTabBar: true });
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(
      new Response(JSON.stringify({ code: 200, msg: 'ok', data: { accessToken: 'g.t.k', user } })),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showToast).mockClear();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});

describe('app router', () => {
  it('redirects / to /qsStartPage after signing in as a guest', async () => {
    await render('#/');
    await until(() => h1() === '你的私人营养师', 'start page');
    expect(window.location.hash).toBe('#/qsStartPage');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/base/login_ip');
    expect(localStorage.getItem('access_token')).toBe('g.t.k');
    // the start page hides the tab bar
    expect(container.querySelector('.app-tabbar')).toBeNull();
  });

  it('does not render the screen before the sign-in finished', async () => {
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    await render('#/chat');
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    expect(h1()).toBe('');
    release(new Response(JSON.stringify({ code: 200, msg: 'ok', data: { accessToken: 'g.t.k', user } })));
    await until(() => h1() === '营养咨询', 'chat placeholder');
  });

  it('a failed sign-in shows a retry screen and a toast; retry proceeds', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 500, msg: 'db down' }), { status: 500 }),
    );
    await render('#/qsStartPage');
    await until(() => h1() === '暂时无法登录', 'sign-in failure screen');
    expect(showToast).toHaveBeenCalledWith('登录失败,请稍后重试，db down');
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === '重试');
    await act(async () => retry?.click());
    await until(() => h1() === '你的私人营养师', 'start page after retry');
  });

  it('runs the guard on every navigation: a lost token signs in again', async () => {
    // Screens load their own data; only the sign-in calls are counted here.
    const logins = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/v1/base/login_')).length;
    const router = await render('#/chat');
    await until(() => h1() === '营养咨询', 'chat');
    expect(logins()).toBe(1);
    await act(async () => void router.navigate('/report'));
    await until(() => h1() === '我的报告', 'report');
    expect(logins()).toBe(1);
    act(() => useUserStore.getState().clearSession());
    await act(async () => void router.navigate('/chat'));
    await until(() => h1() === '营养咨询', 'chat again');
    expect(logins()).toBe(2);
  });

  it('shows the tab bar on chat with the active tab, and a not-found page for unknown paths', async () => {
    const router = await render('#/chat');
    await until(() => container.querySelector('.app-tabbar') !== null, 'tab bar');
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('咨询');
    await act(async () => void router.navigate('/does-not-exist'));
    await until(() => h1() === '页面不存在', 'not found');
    // The questionnaire asks for health data, so it opens only after consent (start page).
    act(() => useConsentStore.getState().accept());
    await act(async () => void router.navigate('/questionnaire'));
    await until(() => h1() === '快速问卷', 'questionnaire');
    expect(container.querySelector('.app-tabbar')).toBeNull();
  });
});
