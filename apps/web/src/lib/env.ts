import { readMobile, type LocationLike } from './url';

/**
 * Where the app runs (docs/product-rules.md#web-shell). Detected once and cached: the user agent does not
 * change during a page's life, and several hot paths (keyboard handling, client type on every plan) ask
 * for it.
 */
export interface AppEnv {
  isIOS: boolean;
  isAndroid: boolean;
  /** WeChat's in-app browser, excluding WeCom (企业微信, `wxwork`), which behaves differently. */
  isWeChat: boolean;
  /** Inside a WeChat mini-program's web-view. */
  isWeChatMiniProgram: boolean;
}

export type ClientType = 'web' | 'wechat_mini_program' | 'youzan_mini_program';

export interface EnvInput {
  userAgent: string;
  /** `window.__wxjs_environment`, set by WeChat's JS bridge inside a mini-program web-view. */
  wxjsEnvironment?: unknown;
  /** `navigator.maxTouchPoints`, to recognise iPadOS, which reports a desktop Mac user agent. */
  maxTouchPoints?: number;
}

/** Pure detection from a user agent and the WeChat bridge flag. */
export function detectEnv(input: EnvInput): AppEnv {
  const ua = input.userAgent;
  const isIPadOS = /Macintosh/.test(ua) && (input.maxTouchPoints ?? 0) > 1;
  const isIOS = /iPhone|iPad|iPod/i.test(ua) || isIPadOS;
  const isAndroid = !isIOS && /Android/i.test(ua);
  const inWeChatApp = /MicroMessenger/i.test(ua);
  const isWeCom = /wxwork/i.test(ua);
  const isWeChatMiniProgram =
    inWeChatApp && !isWeCom && (/miniProgram/i.test(ua) || input.wxjsEnvironment === 'miniprogram');
  return { isIOS, isAndroid, isWeChat: inWeChatApp && !isWeCom, isWeChatMiniProgram };
}

/** `youzan_mini_program` when the URL has `mobile`, `wechat_mini_program` inside WeChat's, else `web`. */
export function clientTypeFor(env: AppEnv, location: LocationLike): ClientType {
  if (readMobile(location) !== null) return 'youzan_mini_program';
  if (env.isWeChatMiniProgram) return 'wechat_mini_program';
  return 'web';
}

let cached: AppEnv | null = null;

/** The environment of this page, detected on first call. */
export function getEnv(): AppEnv {
  if (cached) return cached;
  if (typeof window === 'undefined') {
    cached = { isIOS: false, isAndroid: false, isWeChat: false, isWeChatMiniProgram: false };
    return cached;
  }
  const w = window as Window & { __wxjs_environment?: unknown };
  cached = detectEnv({
    userAgent: navigator.userAgent,
    wxjsEnvironment: w.__wxjs_environment,
    maxTouchPoints: navigator.maxTouchPoints,
  });
  return cached;
}

/** The client type of this page (URL read now, environment from the cache). */
export function getClientType(): ClientType {
  return clientTypeFor(getEnv(), window.location);
}

/** Tests only: forget the cached environment. */
export function resetEnvCache(): void {
  cached = null;
}
