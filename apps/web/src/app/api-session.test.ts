import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve()), preloadToast: vi.fn() }));
vi.mock('../lib/navigation', () => ({ navigateTo: vi.fn(), setNavigator: vi.fn() }));

import { apiClient, ApiError, createApiClient } from '../lib/api-client';
import './api-session';
import { REQUEST_TIMEOUT_MS } from '../lib/constants';
import { initI18n } from '../lib/i18n';
import { navigateTo } from '../lib/navigation';
import { closeNotify } from '../lib/notify';
import { showToast } from '../lib/toast';
import { useLocaleStore } from '../stores/locale-store';
import { useUserStore } from '../stores/user-store';

type FetchArgs = [string, RequestInit];
const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

beforeEach(() => {
  localStorage.clear();
  initI18n('zh-CN');
  useLocaleStore.getState().setLocale('zh-CN');
  useUserStore.setState({ token: 'tok-123', userInfo: null });
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showToast).mockClear();
  vi.mocked(navigateTo).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  closeNotify();
});

describe('calls by name from the endpoint table', () => {
  it('a GET call sends its query from the table path', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 200, msg: 'ok', data: { id: 'p1' } }));
    await apiClient.call('renamePlan', {
      query: { custom_nutrition_plan_id: 'a1b2', nickname: '妈妈' },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(
      '/api/v1/precise_nutrition_plan/update_nickname?custom_nutrition_plan_id=a1b2&nickname=%E5%A6%88%E5%A6%88',
    );
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('a POST call sends its body as JSON (an empty object when it has none)', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(200, { code: 200, msg: 'ok', data: { list: [], total: 0 } })),
    );
    await apiClient.call('listAddresses');
    await apiClient.call('searchMedicines', { body: { keyword: '华法林' } });
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/api/v1/address/list', 'POST', '{}'],
      ['/api/v1/question_short/search_medicine', 'POST', '{"keyword":"华法林"}'],
    ]);
  });
});

describe('apiClient requests', () => {
  it('sends to /api with bearer token and Accept-Language, and unwraps data', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 200, msg: 'ok', data: { id: 'u1' } }));
    useLocaleStore.getState().setLocale('en-US');
    await expect(apiClient.request('/v1/userinfo', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      id: 'u1',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/userinfo');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Accept-Language']).toBe('en-US');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
  });

  it('leaves out Authorization without a token and builds the query string', async () => {
    useUserStore.setState({ token: null });
    fetchMock.mockResolvedValue(json(200, { code: 200, msg: 'ok', data: [] }));
    await apiClient.request('/v1/you_zan/query_vouchers', {
      method: 'GET',
      params: { page_num: 1, page_size: 200, skip: undefined },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/you_zan/query_vouchers?page_num=1&page_size=200');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init.method).toBe('GET');
  });

  it('passes FormData through untouched (uploads)', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 200, msg: 'ok', data: null }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.pdf');
    await apiClient.request('/v1/file/upload', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('apiClient error catalogue', () => {
  it('401: clears the token, goes to / and toasts "token失效，请重新登录!"', async () => {
    useUserStore.setState({
      token: 'old',
      userInfo: { id: 'u', isYouZan: false, locale: null, nickname: null, createdAt: '' },
    });
    fetchMock.mockResolvedValue(
      json(401, { code: 401, msg: 'token expired', requestId: 'r1' }, 'Unauthorized'),
    );
    const error = await apiClient.call('userInfo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 401, msg: 'token expired', requestId: 'r1' });
    expect(useUserStore.getState().token).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/', { replace: true });
    expect(showToast).toHaveBeenCalledWith('token失效，请重新登录!');
  });

  it('401 in English toasts "Session expired, please sign in again"', async () => {
    useLocaleStore.getState().setLocale('en-US');
    fetchMock.mockResolvedValue(json(401, { code: 401, msg: 'x' }));
    await apiClient.request('/v1/x').catch(() => undefined);
    expect(showToast).toHaveBeenCalledWith('Session expired, please sign in again');
  });

  it('403: a danger notify with the server message, and the promise rejects', async () => {
    fetchMock.mockResolvedValue(json(403, { code: 403, msg: '无权访问', requestId: 'r2' }, 'Forbidden'));
    await expect(apiClient.request('/v1/x')).rejects.toMatchObject({ status: 403, msg: '无权访问' });
    const banner = document.querySelector('.app-notify');
    expect(banner?.textContent).toBe('无权访问');
    expect(banner?.className).toContain('app-notify--danger');
    expect(banner?.getAttribute('role')).toBe('alert');
    expect(useUserStore.getState().token).toBe('tok-123');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('403 without a JSON message shows the status text', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 403, statusText: 'Forbidden' }));
    await apiClient.request('/v1/x').catch(() => undefined);
    expect(document.querySelector('.app-notify')?.textContent).toBe('Forbidden');
  });

  it('other errors reject with the response body (field errors kept), without side effects', async () => {
    const body = {
      code: 400,
      msg: 'invalid body',
      errors: [{ field: 'deviceId', message: 'too short' }],
      requestId: 'r3',
    };
    fetchMock.mockResolvedValue(json(400, body, 'Bad Request'));
    const error = (await apiClient
      .request('/v1/base/login_ip', { method: 'POST', body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 400, msg: 'invalid body', requestId: 'r3' });
    expect(error.errors).toEqual([{ field: 'deviceId', message: 'too short' }]);
    expect(error.body).toEqual(body);
    expect(showToast).not.toHaveBeenCalled();
    expect(document.querySelector('.app-notify')).toBeNull();
    expect(useUserStore.getState().token).toBe('tok-123');
  });

  it('500 rejects with the body', async () => {
    fetchMock.mockResolvedValue(json(500, { code: 500, msg: 'Internal Server Error', requestId: 'r4' }));
    await expect(apiClient.request('/v1/x')).rejects.toMatchObject({
      status: 500,
      msg: 'Internal Server Error',
    });
  });

  it('HTTP 200 with a non-200 envelope code is an error', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 4001, msg: 'voucher used' }));
    await expect(apiClient.request('/v1/x')).rejects.toMatchObject({ code: 4001, msg: 'voucher used' });
  });

  it('skipErrorCatalogue (sign-in calls) rejects without navigating or clearing', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 401, msg: 'bad retail token' }));
    await expect(
      apiClient.request('/v1/base/login_sos', { method: 'POST', body: {}, skipErrorCatalogue: true }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(navigateTo).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
    expect(useUserStore.getState().token).toBe('tok-123');
  });

  it('network failure rejects with status 0 and a readable message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.request('/v1/x')).rejects.toMatchObject({
      status: 0,
      msg: '网络连接失败，请检查网络后重试',
    });
  });
});

describe('time-out', () => {
  it('is 20 minutes', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(1_200_000);
  });

  it('aborts the request after 20 minutes and rejects with code 408', async () => {
    vi.useFakeTimers();
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: '/api',
      getToken: () => null,
      getLocale: () => 'zh-CN',
      onUnauthorized,
      onForbidden: vi.fn(),
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const pending = client.request('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: 0, code: 408, msg: '请求超时，请稍后重试' });
  });

  it("honours the caller's abort signal", async () => {
    const controller = new AbortController();
    const client = createApiClient({
      baseUrl: '/api',
      getToken: () => null,
      getLocale: () => 'zh-CN',
      onUnauthorized: vi.fn(),
      onForbidden: vi.fn(),
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const pending = client.request('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, code: 0, msg: '请求已取消' });
  });
});
