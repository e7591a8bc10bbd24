import { afterEach, describe, expect, it } from 'vitest';
import { clientTypeFor, detectEnv, getEnv, resetEnvCache, type AppEnv } from './env';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iPhoneWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
  androidWeChatMini:
    'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx1234567890',
  wecom:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh ColorScheme/Light',
  wecomMini:
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0 Mobile Safari/537.36 wxwork/4.1.20 MicroMessenger/7.0.1 miniProgram',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  iPadOSDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

/** The environment a case expects: the phone's platform and the app the page is open in. */
function expected(platform: 'iOS' | 'Android' | 'other', app: 'browser' | 'WeChat' | 'mini-program'): AppEnv {
  return {
    isIOS: platform === 'iOS',
    isAndroid: platform === 'Android',
    isWeChat: app !== 'browser',
    isWeChatMiniProgram: app === 'mini-program',
  };
}

describe('detectEnv', () => {
  const mini = { wxjsEnvironment: 'miniprogram' };
  it.each([
    ['iPhone Safari', { userAgent: UA.iPhoneSafari }, 'iOS', 'browser'],
    ['Android Chrome', { userAgent: UA.androidChrome }, 'Android', 'browser'],
    ['WeChat on iPhone', { userAgent: UA.iPhoneWeChat }, 'iOS', 'WeChat'],
    ['WeChat mini-program (UA)', { userAgent: UA.androidWeChatMini }, 'Android', 'mini-program'],
    ['WeChat mini-program (bridge flag)', { userAgent: UA.iPhoneWeChat, ...mini }, 'iOS', 'mini-program'],
    ['WeCom is not WeChat', { userAgent: UA.wecom }, 'iOS', 'browser'],
    ['WeCom mini-program is not WeChat', { userAgent: UA.wecomMini }, 'Android', 'browser'],
    ['desktop', { userAgent: UA.desktopChrome }, 'other', 'browser'],
    [
      'iPadOS desktop UA with touch',
      { userAgent: UA.iPadOSDesktopMode, maxTouchPoints: 5 },
      'iOS',
      'browser',
    ],
    ['real Mac (no touch)', { userAgent: UA.iPadOSDesktopMode, maxTouchPoints: 0 }, 'other', 'browser'],
    [
      'bridge flag outside WeChat does not count',
      { userAgent: UA.androidChrome, ...mini },
      'Android',
      'browser',
    ],
  ] as const)('%s', (_name, input, platform, app) => {
    expect(detectEnv(input)).toEqual(expected(platform, app));
  });
});

describe('clientTypeFor', () => {
  const web: AppEnv = { isIOS: false, isAndroid: true, isWeChat: false, isWeChatMiniProgram: false };
  const mini: AppEnv = { ...web, isWeChat: true, isWeChatMiniProgram: true };
  it.each([
    [
      'mobile before the hash',
      web,
      { search: '?mobile=13800138000', hash: '#/qsStartPage' },
      'youzan_mini_program',
    ],
    [
      'mobile inside the hash',
      web,
      { search: '', hash: '#/qsStartPage?mobile=13800138000' },
      'youzan_mini_program',
    ],
    [
      'mobile wins over the WeChat mini-program',
      mini,
      { search: '?mobile=1', hash: '' },
      'youzan_mini_program',
    ],
    ['blank mobile does not count', web, { search: '?mobile=', hash: '' }, 'web'],
    ['WeChat mini-program', mini, { search: '', hash: '#/chat' }, 'wechat_mini_program'],
    ['plain web', web, { search: '?lang=en', hash: '#/chat' }, 'web'],
  ] as const)('%s → %s', (_name, env, location, expected) => {
    expect(clientTypeFor(env, location)).toBe(expected);
  });
});

describe('getEnv', () => {
  afterEach(() => resetEnvCache());
  it('detects once and caches', () => {
    const first = getEnv();
    expect(getEnv()).toBe(first);
    resetEnvCache();
    expect(getEnv()).not.toBe(first);
  });
});
