import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Each case re-imports the stores so they hydrate from the local storage prepared by the test. */
async function freshStores() {
  vi.resetModules();
  const [user, plan, locale, measurement, i18nModule] = await Promise.all([
    import('./user-store'),
    import('./plan-store'),
    import('./locale-store'),
    import('./measurement-store'),
    import('../lib/i18n'),
  ]);
  return { ...user, ...plan, ...locale, ...measurement, i18n: i18nModule.i18n };
}

const user = {
  id: 'u1',
  isYouZan: true,
  locale: 'zh-CN',
  nickname: '小王',
  createdAt: '2024-05-01T00:00:00.000Z',
};

describe('the exact local-storage keys', () => {
  beforeEach(() => localStorage.clear());

  it('user store writes the token raw under access_token and the user as JSON under app_userInfo', async () => {
    const { useUserStore } = await freshStores();
    useUserStore.getState().setSession({ accessToken: 'a.b.c', user });
    expect(localStorage.getItem('access_token')).toBe('a.b.c');
    expect(JSON.parse(localStorage.getItem('app_userInfo') ?? 'null')).toEqual(user);
    // Nothing else: no zustand blob under the store's name.
    expect(localStorage.getItem('user')).toBeNull();
    expect(Object.keys(localStorage).sort()).toEqual(['access_token', 'app_userInfo']);
  });

  it('user store hydrates from the keys, and clearing removes them', async () => {
    localStorage.setItem('access_token', 'x.y.z');
    localStorage.setItem('app_userInfo', JSON.stringify(user));
    const { useUserStore } = await freshStores();
    expect(useUserStore.getState().token).toBe('x.y.z');
    expect(useUserStore.getState().userInfo).toEqual(user);
    useUserStore.getState().clearSession();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('app_userInfo')).toBeNull();
  });

  it('an unreadable app_userInfo hydrates as no user, and a blank token as none', async () => {
    localStorage.setItem('access_token', '  ');
    localStorage.setItem('app_userInfo', '{oops');
    const { useUserStore } = await freshStores();
    expect(useUserStore.getState().token).toBeNull();
    expect(useUserStore.getState().userInfo).toBeNull();
  });

  it('the tab-bar flag lives in memory, defaults to shown', async () => {
    const { useUserStore } = await freshStores();
    expect(useUserStore.getState().showTabBar).toBe(true);
    useUserStore.getState().setShowTabBar(false);
    expect(useUserStore.getState().showTabBar).toBe(false);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('plan store keeps currentActiveQsId raw; a missing id removes the key', async () => {
    const { usePlanStore } = await freshStores();
    usePlanStore.getState().setCurrentActiveQsId(42);
    expect(localStorage.getItem('currentActiveQsId')).toBe('42');
    usePlanStore.getState().setCurrentActiveQsId('p-9');
    expect(localStorage.getItem('currentActiveQsId')).toBe('p-9');
    usePlanStore.getState().setCurrentActiveQsId(null);
    expect(localStorage.getItem('currentActiveQsId')).toBeNull();
    localStorage.setItem('currentActiveQsId', 'p-7');
    expect((await freshStores()).usePlanStore.getState().currentActiveQsId).toBe('p-7');
  });

  it('locale store writes the raw locale under language and switches i18n and <html lang>', async () => {
    const { useLocaleStore, initLocale, i18n } = await freshStores();
    initLocale({ search: '', hash: '#/' }, 'zh-CN');
    useLocaleStore.getState().setLocale('en-US');
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('app.name')).toBe('AI Nutritionist');
    useLocaleStore.getState().setLocale('zh-CN');
    expect(i18n.t('app.name')).toBe('AI 营养师');
  });
});

describe('measurement store', () => {
  beforeEach(() => localStorage.clear());

  it('follows the locale until the person chooses, then keeps the choice raw under measurementSystem', async () => {
    const { useMeasurementStore, useLocaleStore, initLocale } = await freshStores();
    initLocale({ search: '?lang=en', hash: '#/' }, 'en-US');
    expect(useMeasurementStore.getState().chosen).toBeNull();
    expect(localStorage.getItem('measurementSystem')).toBeNull();
    useMeasurementStore.getState().choose('metric');
    expect(localStorage.getItem('measurementSystem')).toBe('metric');
    useLocaleStore.getState().setLocale('zh-CN');
    useMeasurementStore.getState().choose('us');
    expect(localStorage.getItem('measurementSystem')).toBe('us');
    expect((await freshStores()).useMeasurementStore.getState().chosen).toBe('us');
  });

  it('an unknown stored value hydrates as no choice', async () => {
    localStorage.setItem('measurementSystem', 'imperial');
    expect((await freshStores()).useMeasurementStore.getState().chosen).toBeNull();
  });
});

describe('initLocale applies the language rule once at start', () => {
  beforeEach(() => localStorage.clear());

  it('lang in the URL decides and is stored', async () => {
    localStorage.setItem('language', 'zh-CN');
    const { initLocale, useLocaleStore } = await freshStores();
    expect(initLocale({ search: '?lang=en', hash: '#/' }, 'zh-CN')).toBe('en-US');
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(useLocaleStore.getState().locale).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('without lang: the stored value, and nothing is written', async () => {
    localStorage.setItem('language', 'en-US');
    const { initLocale } = await freshStores();
    expect(initLocale({ search: '', hash: '#/qsStartPage' }, 'zh-CN')).toBe('en-US');
    expect(localStorage.getItem('language')).toBe('en-US');
  });

  it('without lang or stored value: the browser language, not stored', async () => {
    const { initLocale } = await freshStores();
    expect(initLocale({ search: '', hash: '' }, 'en')).toBe('en-US');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('a lang in a later hash route switches too', async () => {
    const { initLocale, applyLangFromRoute, useLocaleStore } = await freshStores();
    initLocale({ search: '', hash: '' }, 'zh-CN');
    applyLangFromRoute(new URL('http://x/chat?lang=en'));
    expect(useLocaleStore.getState().locale).toBe('en-US');
    expect(localStorage.getItem('language')).toBe('en-US');
    applyLangFromRoute(new URL('http://x/chat'));
    expect(useLocaleStore.getState().locale).toBe('en-US');
  });
});

describe('keyed storage writes only real changes', () => {
  beforeEach(() => localStorage.clear());

  it('toggling the in-memory tab-bar flag does not rewrite the token', async () => {
    localStorage.setItem('access_token', 'mine');
    const { useUserStore } = await freshStores();
    // Another tab signs in again and replaces the token.
    localStorage.setItem('access_token', 'from-other-tab');
    useUserStore.getState().setShowTabBar(false);
    useUserStore.getState().setShowTabBar(true);
    expect(localStorage.getItem('access_token')).toBe('from-other-tab');
  });
});
