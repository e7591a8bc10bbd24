import { z } from 'zod';
import type { YouzanSettings } from '../../config-youzan';

/**
 * A small typed client of the Youzan cloud Open API on Node's global `fetch` (ADR 0029). The official
 * Node SDK (`youzanyun-sdk`, youzan/open-sdk-node) is not on the registry we can reach; this follows its
 * calls: `src/token.js` (POST /auth/token with client_id, client_secret, authorize_type "silent" and
 * grant_id) and `src/client.js` + `src/config/http.js` (POST /api/{api}/{version}?access_token=… with a
 * JSON body). What the SDK leaves to the caller — keeping the token and getting a new one — is done here:
 * the token is kept until `refreshMarginMs` before it expires, and got again once when the gateway says
 * it is not valid (err_code 4201–4203).
 */
export interface YouzanClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The shop's kdt_id: a self-use app's token is granted on it. */
  grantId: string;
  /** Get a new token this long before the one held expires. */
  refreshMarginMs: number;
  /** Each request's time limit. */
  timeoutMs: number;
  /** The clock (tests move it). */
  now?: () => number;
  fetch?: typeof fetch;
}

/** A call that could not be made or that the Open API refused; `code` is Youzan's when it gave one. */
export class YouzanError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'YouzanError';
  }
}

/** `/auth/token` → `{ success, code, message, data: { access_token, expires (epoch ms), … } }`. */
const tokenAnswerSchema = z.object({
  success: z.boolean().optional(),
  code: z.number().optional(),
  message: z.string().nullish(),
  data: z
    .object({
      access_token: z.string().min(1),
      expires: z.number().int().positive(),
      authority_id: z.union([z.string(), z.number()]).optional(),
    })
    .nullish(),
});

/** Every `/api/…` answer: the business result, or the gateway's refusal in `gw_err_resp`. */
const apiAnswerSchema = z.object({
  success: z.boolean().optional(),
  code: z.number().optional(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
  gw_err_resp: z.object({ err_code: z.number(), err_msg: z.string().optional() }).optional(),
});

/** The gateway's answers about the access token itself: illegal, expired, unknown. */
const TOKEN_ERRORS = new Set([4201, 4202, 4203]);

interface HeldToken {
  value: string;
  expiresAt: number;
}

export class YouzanClient {
  private held: HeldToken | null = null;
  private pending: Promise<HeldToken> | null = null;
  private readonly now: () => number;
  private readonly fetchImpl: typeof fetch;
  private readonly baseUrl: string;
  /** Tokens got so far (the tests count them). */
  tokensFetched = 0;

  constructor(private readonly options: YouzanClientOptions) {
    this.now = options.now ?? Date.now;
    this.fetchImpl = options.fetch ?? fetch;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  /** The access token, got once and kept until shortly before it expires; one request at a time gets it. */
  async accessToken(): Promise<string> {
    const held = this.held;
    if (held && this.now() < held.expiresAt - this.options.refreshMarginMs) return held.value;
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    return (await this.pending).value;
  }

  /** Calls `api` at `version` with `params` and parses its `data` with `schema`. */
  async call<S extends z.ZodType>(
    api: string,
    version: string,
    params: object,
    schema: S,
  ): Promise<z.output<S>> {
    const token = await this.accessToken();
    let answer = await this.post(api, version, params, token);
    if (answer.gw_err_resp && TOKEN_ERRORS.has(answer.gw_err_resp.err_code)) {
      // The token was revoked or replaced elsewhere: forget it (unless another call already did) and retry once.
      if (this.held?.value === token) this.held = null;
      answer = await this.post(api, version, params, await this.accessToken());
    }
    if (answer.gw_err_resp) {
      throw new YouzanError(
        `${api} ${version} refused by the gateway: ${answer.gw_err_resp.err_msg ?? ''} (${answer.gw_err_resp.err_code})`,
        answer.gw_err_resp.err_code,
      );
    }
    if (answer.success === false || (answer.code !== undefined && answer.code !== 200)) {
      throw new YouzanError(
        `${api} ${version} failed: ${answer.message ?? ''} (${answer.code ?? '?'})`,
        answer.code ?? null,
      );
    }
    const data = schema.safeParse(answer.data);
    if (!data.success) {
      throw new YouzanError(
        `${api} ${version} answered an unexpected shape: ${data.error.issues[0]?.message ?? ''}`,
      );
    }
    return data.data;
  }

  private async fetchToken(): Promise<HeldToken> {
    const body = await this.postJson(`${this.baseUrl}/auth/token`, {
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
      authorize_type: 'silent',
      grant_id: this.options.grantId,
    });
    const parsed = tokenAnswerSchema.safeParse(body);
    if (!parsed.success || !parsed.data.data || parsed.data.success === false) {
      const message = parsed.success ? (parsed.data.message ?? '') : 'unexpected shape';
      throw new YouzanError(
        `no access token from Youzan: ${message}`,
        parsed.success ? (parsed.data.code ?? null) : null,
      );
    }
    this.tokensFetched += 1;
    this.held = { value: parsed.data.data.access_token, expiresAt: parsed.data.data.expires };
    return this.held;
  }

  private async post(api: string, version: string, params: object, token: string) {
    const url = `${this.baseUrl}/api/${encodeURIComponent(api)}/${encodeURIComponent(version)}?access_token=${encodeURIComponent(token)}`;
    const parsed = apiAnswerSchema.safeParse(await this.postJson(url, params));
    if (!parsed.success)
      throw new YouzanError(`${api} ${version} answered something that is not an Open API answer`);
    return parsed.data;
  }

  private async postJson(url: string, payload: object): Promise<unknown> {
    let res: Response;
    try {
      res = await this.fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json;charset=UTF-8',
          'user-agent': 'YZY-Open-Client 1.0.0 - Node',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      throw new YouzanError(`Youzan is unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new YouzanError(`Youzan answered HTTP ${res.status}`, res.status);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new YouzanError('Youzan answered something that is not JSON');
    }
  }
}

/** One client (so one token) per configuration: the shop, the trade follower and the payment provider share it. */
const clients = new WeakMap<YouzanSettings, YouzanClient>();

export function youzanClientFor(settings: YouzanSettings): YouzanClient {
  let client = clients.get(settings);
  if (!client) {
    client = new YouzanClient({
      baseUrl: settings.baseUrl,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      grantId: settings.grantId,
      refreshMarginMs: settings.refreshMarginMs,
      timeoutMs: settings.timeoutMs,
    });
    clients.set(settings, client);
  }
  return client;
}
