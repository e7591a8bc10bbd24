import type { ReminderSettings } from '../../config';

/**
 * WeChat subscription messages (订阅消息) through the official account: an access token from
 * `cgi-bin/stable_token` (the stable token: several instances asking get the same token instead of
 * invalidating each other's, as `cgi-bin/token` would), then `cgi-bin/message/subscribe/bizsend` to the
 * person's openid with the configured template. WeChat answers HTTP 200 with `errcode`: 0 sent; an
 * expired or invalid token (40001, 42001, 40014) is fetched again once; 43101 the person has not
 * subscribed (or used up a one-time subscription).
 */
type Settings = NonNullable<ReminderSettings['wechat']>;

export type WechatOutcome = 'sent' | 'not_subscribed' | 'failed';

export interface WechatMessage {
  title: string;
  /** `YYYY-MM-DD HH:MM` in the person's zone. */
  time: string;
  body: string;
}

const TOKEN_ERRORS = new Set([40001, 40014, 42001]);

/** A `thing` keyword holds at most 20 characters. */
const thing = (text: string) => ([...text].length > 20 ? `${[...text].slice(0, 19).join('')}…` : text);

/**
 * The official account's API as the reminders use it: the stable access token, kept until five minutes
 * before it expires and fetched anew when WeChat calls it stale, and calls that carry it.
 */
export function officialAccount(settings: Settings) {
  let token: { value: string; until: number } | null = null;

  async function call(path: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${settings.apiBaseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    return (await res.json()) as Record<string, unknown>;
  }

  async function accessToken(force: boolean): Promise<string | null> {
    if (!force && token && token.until > Date.now()) return token.value;
    const answer = await call('/cgi-bin/stable_token', {
      grant_type: 'client_credential',
      appid: settings.appId,
      secret: settings.appSecret,
      force_refresh: false,
    });
    if (typeof answer.access_token !== 'string') return null;
    const expiresS = typeof answer.expires_in === 'number' ? answer.expires_in : 7200;
    // Five minutes' margin: a token about to expire is fetched anew.
    token = { value: answer.access_token, until: Date.now() + Math.max(60, expiresS - 300) * 1000 };
    return token.value;
  }

  /**
   * A call with the access token in its query (`path` ends in `?…&` or `?`); a token WeChat calls
   * stale is fetched again once. Null when no token could be had.
   */
  async function withToken(path: string, body?: unknown): Promise<Record<string, unknown> | null> {
    for (const force of [false, true]) {
      const access = await accessToken(force);
      if (!access) return null;
      const answer = await call(`${path}access_token=${encodeURIComponent(access)}`, body);
      if (!TOKEN_ERRORS.has(Number(answer.errcode ?? 0))) return answer;
      token = null;
    }
    return null;
  }

  return { withToken };
}

export type OfficialAccount = ReturnType<typeof officialAccount>;

export function wechatSubscribeSender(settings: Settings, account: OfficialAccount) {
  return async function send(openid: string, message: WechatMessage): Promise<WechatOutcome> {
    const [titleKey, timeKey, bodyKey] = settings.fields;
    const payload = {
      touser: openid,
      template_id: settings.templateId,
      page: settings.pageUrl,
      data: {
        [titleKey]: { value: thing(message.title) },
        [timeKey]: { value: message.time },
        [bodyKey]: { value: thing(message.body) },
      },
    };
    try {
      const answer = await account.withToken('/cgi-bin/message/subscribe/bizsend?', payload);
      if (!answer) return 'failed';
      const code = Number(answer.errcode ?? 0);
      if (code === 0) return 'sent';
      if (code === 43101) return 'not_subscribed';
      return 'failed';
    } catch {
      return 'failed';
    }
  };
}
