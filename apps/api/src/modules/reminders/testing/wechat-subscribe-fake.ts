import { randomBytes } from 'node:crypto';
import { listenLocally, listening, type LocalServer } from '../../../../test/local-server';

/**
 * A local stand-in for the official account's `cgi-bin/stable_token`, `cgi-bin/ticket/getticket`
 * (GET, `type=jsapi`: the JS-SDK ticket) and `cgi-bin/message/subscribe/bizsend`, answering as WeChat
 * does (HTTP 200 with `errcode`): a wrong secret 40125, an unknown token 40001, an unknown ticket type
 * 40097, a person who has not subscribed 43101.
 */
export class WechatSubscribeFake {
  readonly sends: Record<string, unknown>[] = [];
  tokenRequests = 0;
  /** JS-SDK tickets handed out, newest last. */
  readonly tickets: string[] = [];
  /** The lifetime each new ticket is given (WeChat's: 7200 s). */
  ticketExpiresIn = 7200;
  /** Openids that subscribed to the template; others get 43101. */
  readonly subscribed = new Set<string>();
  private tokens = new Set<string>();
  private local?: LocalServer;

  constructor(
    readonly appId: string,
    readonly appSecret: string,
  ) {}

  get baseUrl(): string {
    return listening(this.local).baseUrl;
  }

  /** Tokens handed out so far stop working (as when another caller forced a refresh). */
  expireTokens(): void {
    this.tokens.clear();
  }

  async start(): Promise<this> {
    this.local = await listenLocally((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
        } catch {
          body = {};
        }
        const answer =
          url.pathname === '/cgi-bin/ticket/getticket'
            ? this.ticket(url.searchParams)
            : req.method !== 'POST'
              ? { errcode: 43002, errmsg: 'require POST method' }
              : url.pathname === '/cgi-bin/stable_token'
                ? this.token(body)
                : url.pathname === '/cgi-bin/message/subscribe/bizsend'
                  ? this.send(url.searchParams.get('access_token'), body)
                  : { errcode: 40066, errmsg: 'invalid url' };
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(answer));
      });
    });
    return this;
  }

  async stop(): Promise<void> {
    await this.local?.close();
  }

  private token(body: Record<string, unknown>) {
    this.tokenRequests += 1;
    if (body.grant_type !== 'client_credential') return { errcode: 40002, errmsg: 'invalid grant_type' };
    if (body.appid !== this.appId) return { errcode: 40013, errmsg: 'invalid appid' };
    if (body.secret !== this.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
    const token = randomBytes(24).toString('base64url');
    this.tokens.add(token);
    return { access_token: token, expires_in: 7200 };
  }

  private ticket(query: URLSearchParams) {
    const token = query.get('access_token');
    if (!token || !this.tokens.has(token)) return { errcode: 40001, errmsg: 'invalid credential' };
    if (query.get('type') !== 'jsapi') return { errcode: 40097, errmsg: 'invalid args' };
    const ticket = randomBytes(32).toString('base64url');
    this.tickets.push(ticket);
    return { errcode: 0, errmsg: 'ok', ticket, expires_in: this.ticketExpiresIn };
  }

  private send(token: string | null, body: Record<string, unknown>) {
    if (!token || !this.tokens.has(token)) return { errcode: 40001, errmsg: 'invalid credential' };
    if (typeof body.template_id !== 'string') return { errcode: 40037, errmsg: 'invalid template_id' };
    if (typeof body.touser !== 'string' || !this.subscribed.has(body.touser))
      return { errcode: 43101, errmsg: 'user refuse to accept the msg' };
    this.sends.push(body);
    return { errcode: 0, errmsg: 'ok' };
  }
}
