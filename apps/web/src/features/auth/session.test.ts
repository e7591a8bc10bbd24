import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve()) }));
vi.mock('../../lib/notify', () => ({ notify: vi.fn(() => () => undefined) }));

import { initI18n, i18n } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { showToast } from '../../lib/toast';
import { useUserStore } from '../../stores/user-store';
import { ensureSession, SignInError } from './session';
import { userFixture } from '../../testing/handlers';

const user = userFixture;
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  localStorage.clear();
  initI18n('zh-CN');
  void i18n.changeLanguage('zh-CN');
  useUserStore.setState({ token: null, userInfo: null });
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showToast).mockClear();
  vi.mocked(notify).mockClear();
});

const bodyOf = (call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1].body)) as Record<string, unknown>;

describe('ensureSession — the navigation guard', () => {
  it('signs in as a guest with a persisted device id', async () => {
    fetchMock.mockResolvedValue(ok({ accessToken: 'g.t.k', user }));
    await ensureSession({ search: '', hash: '#/qsStartPage' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/base/login_ip');
    const deviceId = localStorage.getItem('deviceId');
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(bodyOf(0)).toEqual({ deviceId });
    expect(localStorage.getItem('access_token')).toBe('g.t.k');
    expect(JSON.parse(localStorage.getItem('app_userInfo') ?? 'null')).toEqual(user);
  });

  it('signs in through retail with the mobile value before the hash', async () => {
    fetchMock.mockResolvedValue(ok({ accessToken: 'r.t.k', user: { ...user, isYouZan: true } }));
    await ensureSession({ search: '?mobile=13800138000.1700000000.abcd', hash: '#/qsStartPage' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/base/login_sos');
    expect(bodyOf(0)).toEqual({ type: 'youzan', token: '13800138000.1700000000.abcd', params: {} });
    expect(useUserStore.getState().userInfo?.isYouZan).toBe(true);
  });

  it('reads mobile inside the hash query too', async () => {
    fetchMock.mockResolvedValue(ok({ accessToken: 'r.t.k', user }));
    await ensureSession({ search: '', hash: '#/chat?mobile=13900000000' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/base/login_sos');
    expect(bodyOf(0).token).toBe('13900000000');
  });

  it('does nothing when a token is held', async () => {
    useUserStore.setState({ token: 'held' });
    await ensureSession({ search: '', hash: '' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shares one request between concurrent navigations', async () => {
    fetchMock.mockResolvedValue(ok({ accessToken: 'g.t.k', user }));
    const loc = { search: '', hash: '' };
    await Promise.all([ensureSession(loc), ensureSession(loc), ensureSession(loc)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failure toasts 登录失败,请稍后重试， + the error, rejects, and keeps no token', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 429, msg: 'Too many attempts' }), { status: 429 }),
    );
    const error = await ensureSession({ search: '', hash: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInError);
    expect(showToast).toHaveBeenCalledWith('登录失败,请稍后重试，Too many attempts');
    expect(useUserStore.getState().token).toBeNull();
    // and the next navigation tries again
    fetchMock.mockResolvedValue(ok({ accessToken: 'g.t.k', user }));
    await ensureSession({ search: '', hash: '' });
    expect(useUserStore.getState().token).toBe('g.t.k');
  });

  it('a retail 401 does not trigger the session-expired flow (no loop)', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 401, msg: 'invalid retail token' }), { status: 401 }),
    );
    await expect(ensureSession({ search: '?mobile=1', hash: '' })).rejects.toBeInstanceOf(SignInError);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('登录失败,请稍后重试，invalid retail token');
  });

  it.each([
    ['zh-CN', 403, 'retail_sign_in_not_configured', '这个入口还没有开通，已为你以访客身份继续使用'],
    [
      'en-US',
      401,
      'retail_token_invalid',
      "This entry's sign-in link is invalid or has expired; you are continuing as a guest",
    ],
  ] as const)(
    '%s: a retail launch refused with %d %s continues as a guest with a notice',
    async (locale, status, reason, notice) => {
      void i18n.changeLanguage(locale);
      fetchMock
        .mockResolvedValueOnce(
          new Response(JSON.stringify({ code: status, msg: 'server words', reason }), { status }),
        )
        .mockResolvedValueOnce(ok({ accessToken: 'g.t.k', user }));
      await ensureSession({ search: '?mobile=13800138000', hash: '#/qsStartPage' });
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
        '/api/v1/base/login_sos',
        '/api/v1/base/login_ip',
      ]);
      expect(useUserStore.getState().token).toBe('g.t.k');
      expect(notify).toHaveBeenCalledWith({ message: notice, type: 'warning' });
      expect(showToast).not.toHaveBeenCalled();
    },
  );

  it('a success without a token is a failure; English toast', async () => {
    void i18n.changeLanguage('en-US');
    fetchMock.mockResolvedValue(ok({ user }));
    await expect(ensureSession({ search: '', hash: '' })).rejects.toBeInstanceOf(SignInError);
    expect(vi.mocked(showToast).mock.calls[0]?.[0]).toMatch(/^Sign-in failed, please try again later: /);
    expect(useUserStore.getState().token).toBeNull();
  });
});

describe('refreshUserOnce', () => {
  it('refreshes the stored user once per load when a token is held', async () => {
    vi.resetModules();
    const fresh = await import('./session');
    const store = (await import('../../stores/user-store')).useUserStore;
    // The token reaches the client as the app hands it over (app/api-session.ts).
    (await import('../../lib/api-client')).setApiSession({
      getToken: () => store.getState().token,
      getLocale: () => 'zh-CN',
      onUnauthorized: () => undefined,
      onForbidden: () => undefined,
    });
    store.setState({ token: 'held', userInfo: null });
    fetchMock.mockResolvedValue(ok({ ...user, nickname: '小李' }));
    fresh.refreshUserOnce();
    fresh.refreshUserOnce();
    await vi.waitFor(() => expect(store.getState().userInfo?.nickname).toBe('小李'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/userinfo');
    expect((fetchMock.mock.calls[0]?.[1].headers as Record<string, string>).Authorization).toBe(
      'Bearer held',
    );
  });

  it('does nothing without a token', async () => {
    vi.resetModules();
    const fresh = await import('./session');
    fresh.refreshUserOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
