import type { WechatJsConfig } from '@nutri/domain/contracts';
import { WECHAT_CONSENTS, type WechatConsent } from '@nutri/domain/contracts/values';

/**
 * WeChat's JS-SDK for the consent step (ADR 0047), only in the WeChat webview: the SDK comes from the npm
 * package `weixin-js-sdk` (WeChat's own jweixin 1.6, which knows the open tags) in a chunk of its own,
 * requested by the reminders card only — never a script from a CDN. `wx.config` is asked once per page
 * (the signature covers the page's address, which a hash route does not change), with the open tag
 * `wx-open-subscribe` in `openTagList`; WeChat then renders the tag's button, and its consent sheet
 * answers through the tag's `success` / `error` events.
 */

/** The part of the SDK used here. */
export interface WxSdk {
  config(options: WechatJsConfig & { debug?: boolean; jsApiList: string[]; openTagList: string[] }): void;
  ready(fn: () => void): void;
  error(fn: (err: { errMsg: string }) => void): void;
}

let configured: Promise<void> | null = null;

/** The page's address as the server signs it: without the `#…` part. */
export const pageUrl = () => window.location.href.split('#')[0]!;

/**
 * Loads the SDK and configures it for this page with the server's signature; resolves on `wx.ready`,
 * rejects on `wx.error` (a bad signature, a domain not set up in the official account) — once per page.
 */
export function configureWeChat(config: (url: string) => Promise<WechatJsConfig>): Promise<void> {
  configured ??= (async () => {
    const [{ default: wx }, signed] = await Promise.all([
      import('weixin-js-sdk') as Promise<{ default: unknown }>,
      config(pageUrl()),
    ]);
    const sdk = wx as WxSdk;
    await new Promise<void>((resolve, reject) => {
      sdk.ready(resolve);
      sdk.error((err) => reject(new Error(err.errMsg)));
      sdk.config({
        debug: false,
        ...signed,
        // No JS interface is called: only the open tag is used.
        jsApiList: ['checkJsApi'],
        openTagList: ['wx-open-subscribe'],
      });
    });
  })();
  // A failure may be passing (the network): the next card asks again.
  configured.catch(() => {
    configured = null;
  });
  return configured;
}

/** Forgets the page's configuration (tests). */
export function resetWeChatConfig(): void {
  configured = null;
}

const parse = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/**
 * The answer for `templateId` in `wx-open-subscribe`'s success event: `detail.subscribeDetails` is a
 * JSON text whose value per template is itself a JSON text `{"status":"accept"}` (accept, reject, ban;
 * anything else — `filter`, a missing template — is null).
 */
export function consentIn(detail: unknown, templateId: string): WechatConsent | null {
  const details = parse((detail as { subscribeDetails?: unknown } | null)?.subscribeDetails);
  if (!details || typeof details !== 'object') return null;
  const entry = parse((details as Record<string, unknown>)[templateId]);
  const status = entry && typeof entry === 'object' ? (entry as { status?: unknown }).status : entry;
  return (WECHAT_CONSENTS as readonly unknown[]).includes(status) ? (status as WechatConsent) : null;
}
