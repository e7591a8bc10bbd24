import type { BodyOf, WechatConsent, WechatJsConfig } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/*
 * The WeChat consent step (ADR 0047): plain fetchers, run in order by the card — the JS-SDK's config for
 * this page, then what the person answered in WeChat's own consent sheet.
 */

/** `GET v1/reminders/wechat/js_config`: `wx.config` for this page (its address without `#…`). */
export function getWechatJsConfig(url: string): Promise<WechatJsConfig> {
  return apiClient.call('getWechatJsConfig', { query: { url } });
}

/** `PUT v1/reminders/wechat/consent`: accept, reject or ban for the reminders' template. */
export function putWechatConsent(body: BodyOf<'putWechatConsent'>): Promise<{ status: WechatConsent }> {
  return apiClient.call('putWechatConsent', { body });
}
