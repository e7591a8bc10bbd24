import { randomBytes } from 'node:crypto';
import { listenLocally, listening, type LocalServer } from '../../../../test/local-server';

/**
 * A local stand-in for WeChat's sns/oauth2/access_token (the official account's web OAuth), answering
 * the way WeChat does: HTTP 200 with the openid, or with `{errcode, errmsg}` (40029 invalid code,
 * 40163 code already used, 40125 invalid AppSecret). A code is good once, as at WeChat.
 */
export class WechatOAuthFake {
  readonly calls: URLSearchParams[] = [];
  /** -1 makes every exchange answer "system busy". */
  busy = false;
  private codes = new Map<string, { openid: string; snapshot: boolean; used: boolean }>();
  private local?: LocalServer;

  constructor(
    readonly appId: string,
    readonly appSecret: string,
  ) {}

  get baseUrl(): string {
    return listening(this.local).baseUrl;
  }

  /** What WeChat puts on the redirect once the person passed the (silent) authorize page. */
  issueCode(openid: string, snapshot = false): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { openid, snapshot, used: false });
    return code;
  }

  async start(): Promise<this> {
    this.local = await listenLocally((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const answer =
        url.pathname === '/sns/oauth2/access_token' && req.method === 'GET'
          ? this.exchange(url.searchParams)
          : { errcode: 40066, errmsg: 'invalid url' };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(answer));
    });
    return this;
  }

  async stop(): Promise<void> {
    await this.local?.close();
  }

  private exchange(q: URLSearchParams): Record<string, unknown> {
    this.calls.push(q);
    if (this.busy) return { errcode: -1, errmsg: 'system error' };
    if (q.get('appid') !== this.appId) return { errcode: 40013, errmsg: 'invalid appid' };
    if (q.get('secret') !== this.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
    if (q.get('grant_type') !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' };
    const code = q.get('code');
    if (!code) return { errcode: 41008, errmsg: 'missing code' };
    const entry = this.codes.get(code);
    if (!entry) return { errcode: 40029, errmsg: 'invalid code' };
    if (entry.used) return { errcode: 40163, errmsg: 'code been used' };
    entry.used = true;
    return {
      access_token: randomBytes(24).toString('base64url'),
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('base64url'),
      openid: entry.openid,
      scope: 'snsapi_base',
      ...(entry.snapshot ? { is_snapshotuser: 1 } : {}),
    };
  }
}
