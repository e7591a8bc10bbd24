import { createHmac } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { storageSettingsFrom, type StorageSettings } from './config-storage';
import { wechatEnvShape, wechatSettings, type WechatSettings } from './config-wechat';
import { youzanSettingsFrom, type YouzanSettings } from './config-youzan';

/**
 * Settings come from the environment, validated once at boot. A bad value stops the server with a
 * message naming every bad variable, so a misconfigured deployment never half-starts.
 */
/** An integer setting from the environment: decimal digits only (no `true`, `0x10`, `1e3`). */
const envWhole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const envInt = (min: number, max: number, fallback: number) => envWhole(min, max).default(fallback);

const DURATION_UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `30m` → 1 800 000; a bare number is milliseconds. */
function durationMs(text: string): number {
  const m = /^(\d+)(ms|s|m|h)?$/.exec(text);
  if (!m) return Number.NaN;
  return Number(m[1]) * DURATION_UNIT_MS[(m[2] ?? 'ms') as keyof typeof DURATION_UNIT_MS];
}

export const DEV_JWT_SECRET = 'dev-only-secret-change-me-in-production-0000';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Settings that would let anyone pay nothing, sign in as anyone or forge their address (issue 35):
 * refused at start with a plain message. Checked with the WeChat settings, so one start names them all.
 */
function unsafeInProduction(env: {
  NODE_ENV: string;
  PAYMENT_PROVIDER: string;
  UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: boolean;
  RETAIL_SSO_ALLOW_UNSIGNED: boolean;
  JWT_SECRET: string;
}): { path: string; message: string }[] {
  const production = env.NODE_ENV === 'production';
  const problems: { path: string; message: string }[] = [];
  if (production && env.PAYMENT_PROVIDER === 'demo' && !env.UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION)
    problems.push({
      path: 'PAYMENT_PROVIDER',
      message:
        'is demo (the default) in production: anyone could mark their orders paid. Set PAYMENT_PROVIDER=wechatpay, or UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION=true for a demo deployment (its orders are marked "do not ship")',
    });
  if (production && env.RETAIL_SSO_ALLOW_UNSIGNED)
    problems.push({
      path: 'RETAIL_SSO_ALLOW_UNSIGNED',
      message:
        'must not be true in production (anyone could sign in as any phone number); set RETAIL_SSO_SECRET',
    });
  if (!production && env.PAYMENT_PROVIDER !== 'demo' && env.JWT_SECRET === DEV_JWT_SECRET)
    problems.push({
      path: 'JWT_SECRET',
      message: `must be set with a real payment provider (${env.PAYMENT_PROVIDER}): the default is public`,
    });
  return problems;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Connections one instance holds on a PostgreSQL server (issue 21.4); instances × this must stay
    // under the server's max_connections.
    DATABASE_POOL_MAX: envInt(1, 1000, 10),
    JWT_SECRET: z.string().default(DEV_JWT_SECRET),
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+[smhd]$/, 'must look like 7d, 12h, 30m or 3600s')
      .default('7d'),
    OPERATOR_TOKEN_EXPIRES_IN: z
      .string()
      .regex(/^\d+[smhd]$/, 'must look like 12h, 30m or 3600s')
      .default('12h'),
    OPERATOR_SCRYPT_LOG2N: envInt(10, 20, 16),
    RETAIL_SSO_SECRET: z.string().optional(),
    RETAIL_SSO_ALLOW_UNSIGNED: bool,
    // The retail shop's page origin that embeds the app in a frame (e.g. https://shop123.youzan.com).
    RETAIL_SHOP_ORIGIN: z
      .string()
      .trim()
      .regex(
        /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i,
        'must be an https origin such as https://shop123.youzan.com (no path)',
      )
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // The loudly named opt-in for the demo cashier in production (issue 35): orders it marks paid took no
    // money, and the operator console shows them as "do not ship".
    UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: bool,
    // The OpenAPI page at /api/docs: on outside production, off in production unless asked for.
    API_DOCS: z.enum(['true', 'false', '1', '0', '']).optional(),
    LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000_000).default(30),
    LOGIN_RATE_LIMIT_WINDOW: z.string().default('1 minute'),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(1024 * 1024),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Which proxies' X-Forwarded-For to believe (issue 35): a hop count ("1" for one nginx) or the
    // balancers' addresses/CIDRs, comma-separated. `true` is refused: it believes the left-most address,
    // which the client writes itself.
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx): number | string[] | false => {
        if (v === undefined || v === '' || v === 'false' || v === '0') return false;
        if (/^\d+$/.test(v)) {
          const hops = Number(v);
          if (hops <= 32) return hops;
        }
        if (v === 'true') {
          ctx.addIssue({
            code: 'custom',
            message:
              'true would trust the client-written left-most X-Forwarded-For; give the number of proxies in front (1 for one nginx) or their addresses',
          });
          return z.NEVER;
        }
        const list = v.split(',').map((a) => a.trim());
        const address =
          /^(loopback|linklocal|uniquelocal|\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[0-9a-fA-F]*:[0-9a-fA-F:.]*(\/\d{1,3})?)$/;
        if (list.every((a) => address.test(a))) return list;
        ctx.addIssue({
          code: 'custom',
          message: 'must be a hop count (0–32) or comma-separated proxy addresses / CIDRs',
        });
        return z.NEVER;
      }),
    WEB_DIST: z.string().optional(),
    CHAT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
    WRITE_RATE_LIMIT_MAX: envInt(1, 100_000, 60),
    EXPORTS_AT_ONCE: envInt(1, 64, 2),
    READ_CACHE: z.enum(['auto', 'on', 'off']).default('auto'),
    RATE_LIMIT_STORE: z.enum(['auto', 'memory', 'database']).default('auto'),
    CHAT_STOP_WAIT_MS: envInt(0, 10_000, 500),
    LLM_BASE_URL: z
      .string()
      .url('must be an http(s) URL such as https://api.example.com/v1')
      .regex(/^https?:\/\//, 'must be an http(s) URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    PLUGIN_TIMEOUT_MS: envInt(1000, 3_600_000, 120_000),
    ORDER_OPEN_UNPAID_MAX: envInt(1, 1000, 3),
    ORDER_UNITS_PER_SKU_MAX: envInt(1, 99, 10),
    ORDER_HOLDS_PER_ADDRESS_MAX: envInt(1, 1_000_000, 30),
    ORDER_PAYMENT_TIMEOUT_MS: envWhole(1000, 7 * 24 * 3_600_000).optional(),
    // The issue's name for the same setting (issue 20.1): a duration such as 30m, 900s, 2h, or milliseconds.
    ORDER_PAYMENT_TIMEOUT: z
      .string()
      .trim()
      .regex(/^\d+(ms|s|m|h)?$/, 'must be a duration such as 30m, 900s, 2h or milliseconds')
      .transform(durationMs)
      .pipe(
        z
          .number()
          .int()
          .min(1000, 'must be at least 1 s')
          .max(7 * 24 * 3_600_000, 'must be at most 7 days'),
      )
      .optional(),
    PAYMENT_PROVIDER: z.enum(['demo', 'wechatpay']).default('demo'),
    ORDER_SWEEP_INTERVAL_MS: envInt(100, 3_600_000, 60_000),
    // Report extraction (issue 16.3, ADR 0015).
    EXTRACTION_PROCESSES: envInt(1, 64, Math.max(1, Math.min(2, os.availableParallelism() - 1))),
    EXTRACTION_QUEUE_MAX: envInt(0, 10_000, 10),
    EXTRACTION_PER_ADDRESS_MAX: envInt(1, 10_000, 2),
    EXTRACTION_REPORT_BUDGET_MS: envInt(1000, 3_600_000, 120_000),
    EXTRACTION_JOB_TIMEOUT_MS: envInt(1000, 3_600_000, 60_000),
    EXTRACTION_HEAP_MB: envInt(64, 16_384, 512),
    EXTRACTION_RSS_MAX_MB: envInt(128, 65_536, 768),
    EXTRACTION_IMAGE_PIXELS_MAX: envInt(1, 1_000_000_000, 50_000_000),
    EXTRACTION_OCR_PIXELS_MAX: envInt(1, 1_000_000_000, 12_000_000),
    EXTRACTION_IMAGE_ASPECT_MAX: envInt(1, 100_000, 20),
    EXTRACTION_PDF_PAGES_MAX: envInt(1, 100_000, 50),
    EXTRACTION_PDF_DECODED_BYTES_MAX: envInt(1024, 4 * 1024 ** 3, 64 * 1024 ** 2),
    EXTRACTION_TEXT_CHARS_MAX: envInt(1000, 100_000_000, 1_000_000),
    // Report extraction as a durable job (issue 21.2, ADR 0034). Unset: per file the time-out, plus 30 s.
    EXTRACTION_JOB_EXPIRE_S: envWhole(2, 86_400).optional(),
    EXTRACTION_JOB_RETRIES: envInt(0, 10, 2),
    JOBS_MAINTENANCE_S: envInt(1, 3600, 10),
    JOBS_POLL_MS: envInt(500, 60_000, 1000),
    HTTP_HEADERS_TIMEOUT_MS: envInt(100, 600_000, 30_000),
    HTTP_BODY_TIMEOUT_MS: envInt(100, 3_600_000, 30_000),
    UPLOAD_BODY_TIMEOUT_MS: envInt(100, 3_600_000, 300_000),
    HTTP_CONNECTIONS_PER_IP_MAX: envInt(0, 1_000_000, 100),
    HTTP_RESPONSE_IDLE_TIMEOUT_MS: envInt(0, 3_600_000, 30_000),
    UPLOAD_DAILY_FILES_MAX: envInt(1, 1_000_000, 50),
    UPLOAD_DAILY_BYTES_MAX: envInt(1024, 2 ** 40, 100 * 1024 * 1024),
    UPLOAD_RATE_LIMIT_MAX: envInt(1, 100_000, 20),
    ...wechatEnvShape,
    // Reminders (issue 34 §2, ADR 0047): Web Push's VAPID pair (both or neither; neither: a pair made once
    // and kept in DATA_DIR on the embedded database), the sweep's interval, and WeChat subscription
    // messages (a template of the official account whose OAuth gives the openid).
    VAPID_PUBLIC_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a VAPID public key (base64url, 65 bytes)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    VAPID_PRIVATE_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (base64url, 32 bytes)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: or https: address')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    REMINDER_SWEEP_INTERVAL_MS: envInt(100, 3_600_000, 60_000),
    // Web Push endpoints on this machine over plain http (local fakes in tests and journeys only).
    PUSH_ALLOW_LOOPBACK_HTTP: bool,
    WECHAT_SUBSCRIBE_TEMPLATE_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{10,64}$/, 'must be a subscription message template id')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // The template's keywords for the reminder's title, time and doses, in that order.
    WECHAT_SUBSCRIBE_FIELDS: z
      .string()
      .trim()
      .regex(
        /^[a-z_]+\d+,[a-z_]+\d+,[a-z_]+\d+$/,
        'must be three template keywords such as thing1,time2,thing3',
      )
      .default('thing1,time2,thing3'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      if (env.JWT_SECRET === DEV_JWT_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: 'must be set in production (the default is public)',
        });
      } else if (Buffer.byteLength(env.JWT_SECRET, 'utf8') < 32) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: 'must be at least 32 bytes in production',
        });
      }
    }
    if (env.UPLOAD_BODY_TIMEOUT_MS < env.HTTP_BODY_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['UPLOAD_BODY_TIMEOUT_MS'],
        message: `must be at least HTTP_BODY_TIMEOUT_MS (${env.HTTP_BODY_TIMEOUT_MS})`,
      });
    }
    if (
      env.ORDER_PAYMENT_TIMEOUT !== undefined &&
      env.ORDER_PAYMENT_TIMEOUT_MS !== undefined &&
      env.ORDER_PAYMENT_TIMEOUT !== env.ORDER_PAYMENT_TIMEOUT_MS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ORDER_PAYMENT_TIMEOUT'],
        message: `disagrees with ORDER_PAYMENT_TIMEOUT_MS (${env.ORDER_PAYMENT_TIMEOUT_MS}); set one of them`,
      });
    }
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (or neither: a pair kept in DATA_DIR)',
      });
    }
    if (env.NODE_ENV === 'production' && env.VAPID_PUBLIC_KEY && !env.VAPID_SUBJECT) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_SUBJECT'],
        message:
          'must be set in production with the VAPID keys (a mailto: or https: contact for push services)',
      });
    }
    if (env.NODE_ENV === 'production' && env.PUSH_ALLOW_LOOPBACK_HTTP) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_ALLOW_LOOPBACK_HTTP'],
        message: 'must not be true in production',
      });
    }
    if (env.WECHAT_SUBSCRIBE_TEMPLATE_ID && !env.WECHAT_APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['WECHAT_SUBSCRIBE_TEMPLATE_ID'],
        message:
          "needs the official account's OAuth settings (WECHAT_APP_ID, WECHAT_APP_SECRET, WECHAT_OAUTH_REDIRECT_URL): its openid is who the message goes to",
      });
    }
    if (env.RETAIL_SSO_SECRET !== undefined && Buffer.byteLength(env.RETAIL_SSO_SECRET, 'utf8') < 16) {
      ctx.addIssue({ code: 'custom', path: ['RETAIL_SSO_SECRET'], message: 'must be at least 16 bytes' });
    }
  })
  .transform((env, ctx) => {
    const wechat = wechatSettings(env, env.NODE_ENV === 'production');
    const problems = Array.isArray(wechat) ? wechat : [];
    problems.push(...unsafeInProduction(env));
    if (!Array.isArray(wechat) && env.PAYMENT_PROVIDER === 'wechatpay' && !wechat.pay)
      problems.push({
        path: 'PAYMENT_PROVIDER',
        message: 'wechatpay needs the WECHATPAY_* settings (merchant, keys, notify URL) and WECHAT_APP_ID',
      });
    if (!problems.length && !Array.isArray(wechat)) return { ...env, wechat };
    for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
    return z.NEVER;
  });

type Env = z.infer<typeof envSchema>;

/** Reminders (issue 34 §2, ADR 0047). */
export interface ReminderSettings {
  /** From the environment; null: made once and kept in DATA_DIR (embedded database), or push is off. */
  vapid: { publicKey: string; privateKey: string } | null;
  vapidSubject: string;
  sweepIntervalMs: number;
  /** Accept and send to http://127.0.0.1 / localhost push endpoints (local fakes; never in production). */
  allowLoopbackHttp: boolean;
  /** WeChat subscription messages through the official account; null: not configured. */
  wechat: {
    templateId: string;
    /** The template's keywords for the title, the time and the doses. */
    fields: [string, string, string];
    appId: string;
    appSecret: string;
    apiBaseUrl: string;
    timeoutMs: number;
    /** Where a tap on the message opens: the web app's today screen. */
    pageUrl: string;
    /** The web app's origin (the OAuth page's): the only pages the JS-SDK config is signed for. */
    pageOrigin: string;
  } | null;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite under dataDir. `memory`: an in-memory PGlite (tests). */
  database:
    { kind: 'pglite'; dataDir: string | 'memory' } | { kind: 'postgres'; url: string; poolMax: number };
  /** One key for both kinds of token; an operator's has its own audience, role claim and lifetime. */
  jwt: { secret: string; expiresIn: string; operatorExpiresIn: string };
  retail: { secret: string | undefined; allowUnsigned: boolean };
  /**
   * The scrypt cost of new operator passwords (ADR 0030): N = 2^log2N, r = 8, p = 2. Each hash keeps the
   * parameters it was made with, so raising the cost later locks no one out.
   */
  operatorPassword: { log2N: number; r: number; p: number };
  loginRateLimit: { max: number; timeWindow: string };
  bodyLimit: number;
  /**
   * How long one plugin (the database with its migrations above all) may take to start. Fastify's
   * 10 s default failed cold starts on a busy 2-core machine (issue 16.10).
   */
  pluginTimeoutMs: number;
  /**
   * Unpaid orders hold stock (issue 16.6): caps, and when an unpaid order lapses and gives it back
   * (ORDER_PAYMENT_TIMEOUT or ORDER_PAYMENT_TIMEOUT_MS, default 30 min; the time-out job looks every
   * `sweepIntervalMs` and once at start).
   */
  orders: {
    openUnpaidMax: number;
    unitsPerSkuMax: number;
    /**
     * Orders placed from one address (IPv6: its /64) per payment window, whatever account places them:
     * each holds stock until paid or lapsed, so many guests from one place cannot hold a SKU's whole
     * stock (issue 35).
     */
    holdsPerAddressMax: number;
    paymentTimeoutMs: number;
    sweepIntervalMs: number;
  };
  /**
   * How orders are paid (issue 20.2, ADR 0031): the demo provider unless PAYMENT_PROVIDER names another.
   * The demo provider signs its notifications with a key derived from the JWT secret.
   */
  payments: { provider: 'demo' | 'wechatpay'; demoSecret: string; demoInProduction: boolean };
  /**
   * Report extraction (issue 16.3, ADR 0015): processes and admission (one analysis per user, a
   * bounded queue), what each process may use, and the bounds every file is checked against.
   */
  extraction: {
    processes: number;
    queueMax: number;
    /** Analyses running or waiting at once from one address (IPv6: its /64), whatever account asks. */
    perAddressMax: number;
    jobTimeoutMs: number;
    /** Time one report's files may take together; files not reached by then are left unread, with a note. */
    reportBudgetMs: number;
    /**
     * How long one attempt of a report job may run before it is taken as lost and retried (its instance
     * died); null: the files' time-outs plus a margin. `jobRetries` more attempts follow a lost or failed one.
     */
    jobExpireS: number | null;
    jobRetries: number;
    heapMb: number;
    rssMaxMb: number;
    limits: {
      /** Decoded pixels of an input image (width × height), checked from its header before decoding. */
      imagePixelsMax: number;
      /** Pixels of the image handed to OCR, after every resize. */
      ocrPixelsMax: number;
      /** Longer side ÷ shorter side of an image. */
      imageAspectMax: number;
      /** Pages of a PDF (read from the document before any page). */
      pdfPagesMax: number;
      /** Bytes all of a PDF's streams may decode to. */
      pdfDecodedBytesMax: number;
      /** Characters of text kept from one file; pages past it are not read. */
      textCharsMax: number;
    };
  };
  /**
   * Slow and piled-up connections (issue 16.4). Node cuts a request whose headers take longer than
   * `headersTimeoutMs`; our own timer cuts one whose body takes longer than `bodyTimeoutMs` after its
   * headers (`uploadBodyTimeoutMs` on the upload route) with a 408; Node's whole-request time-out is a
   * backstop just above the longest of them. `connectionsPerIpMax` caps the open connections of one
   * peer address (the socket's, never X-Forwarded-For; 0 = no cap); IPv6 peers count per /64.
   */
  http: {
    headersTimeoutMs: number;
    bodyTimeoutMs: number;
    uploadBodyTimeoutMs: number;
    /** Node's whole-request time-out: headers + the upload body time-out (backstop). */
    requestTimeoutMs: number;
    /** How often Node looks for connections past their headers or request time-out. */
    checkIntervalMs: number;
    /** How often bodies still arriving are checked against their time-out. */
    bodyCheckIntervalMs: number;
    connectionsPerIpMax: number;
    /**
     * A response with bytes waiting for the client that takes none of them for this long is cut (the
     * client stopped reading); 0 = never. A stream that is merely quiet is not cut (issue 35).
     */
    responseIdleTimeoutMs: number;
  };
  /**
   * Upload quota per user (issue 16.5): files and bytes per rolling 24 hours, reserved in the database
   * before the body is read, and uploads per minute.
   */
  uploads: { dailyFilesMax: number; dailyBytesMax: number; rateLimitMax: number };
  /** Where uploaded files live (ADR 0033): `${dataDir}/files` unless S3_ENDPOINT names an object store. */
  storage: StorageSettings;
  /**
   * Durable jobs (issue 21.2, ADR 0034; pg-boss on PostgreSQL): how often expired jobs (their instance
   * died) are looked for, and how often an idle worker looks for a job.
   */
  jobs: { maintenanceS: number; pollMs: number };
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses (never `true`). */
  trustProxy: false | number | string[];
  /** Serve the OpenAPI page at /api/docs (API_DOCS; default: not in production). */
  apiDocs: boolean;
  /** The one page origin allowed to frame the app (RETAIL_SHOP_ORIGIN); null: our own pages only. */
  retailShopOrigin: string | null;
  /**
   * Keep hot read answers in this process (ADR 0010). `auto` and `on`: on with either database; with a
   * PostgreSQL server each cached answer is checked against the tags' shared versions (ADR 0035).
   */
  readCache: 'auto' | 'on' | 'off';
  /**
   * Where rate-limit windows are counted (ADR 0035): `database` (a table every instance shares),
   * `memory` (this process only); `auto` = `database` with PostgreSQL, `memory` with the embedded one.
   */
  rateLimitStore: 'memory' | 'database';
  webDist: string;
  /**
   * Bounds on what one account can take (issue 35): saves (plans, questionnaires, conversations,
   * operation logs, addresses, renames) per user a minute, and data exports running at once on this
   * instance (each streams in bounded memory; one at a time per user).
   */
  account: { writeRateLimitMax: number; exportsAtOnce: number };
  /** Assistant chat: sends per user per minute; the OpenAI-compatible model when all three LLM_* are set. */
  chat: {
    rateLimitMax: number;
    /**
     * How long a stop call waits for another instance to say it ended the answer (ADR 0035): the stop
     * answers `stopped: false` after this when no instance was streaming one.
     */
    stopWaitMs: number;
    llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  };
  /**
   * WeChat (issue 20.2, ADR 0028): the official account's OAuth (the payer's openid in the WeChat
   * webview) and the WeChat Pay API v3 merchant; each null when its WECHAT_* / WECHATPAY_* are unset.
   */
  wechat: WechatSettings;
  reminders: ReminderSettings;
  /** The Youzan store (ADR 0029); null: the built-in shop serves everyone. */
  youzan: YouzanSettings | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const youzan = youzanSettingsFrom(source);
  const storage = storageSettingsFrom(source);
  if (!parsed.success || youzan.problems.length > 0 || storage.problems.length > 0) {
    throw new ConfigError([
      ...(parsed.success
        ? []
        : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)),
      ...youzan.problems,
      ...storage.problems,
    ]);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: env.DATA_DIR === 'memory' ? 'memory' : path.join(dataDir, 'pglite') },
    jwt: {
      secret: env.JWT_SECRET,
      expiresIn: env.JWT_EXPIRES_IN,
      operatorExpiresIn: env.OPERATOR_TOKEN_EXPIRES_IN,
    },
    retail: { secret: env.RETAIL_SSO_SECRET || undefined, allowUnsigned: env.RETAIL_SSO_ALLOW_UNSIGNED },
    operatorPassword: { log2N: env.OPERATOR_SCRYPT_LOG2N, r: 8, p: 2 },
    loginRateLimit: { max: env.LOGIN_RATE_LIMIT_MAX, timeWindow: env.LOGIN_RATE_LIMIT_WINDOW },
    bodyLimit: env.BODY_LIMIT_BYTES,
    pluginTimeoutMs: env.PLUGIN_TIMEOUT_MS,
    orders: {
      openUnpaidMax: env.ORDER_OPEN_UNPAID_MAX,
      unitsPerSkuMax: env.ORDER_UNITS_PER_SKU_MAX,
      holdsPerAddressMax: env.ORDER_HOLDS_PER_ADDRESS_MAX,
      paymentTimeoutMs: env.ORDER_PAYMENT_TIMEOUT ?? env.ORDER_PAYMENT_TIMEOUT_MS ?? 30 * 60_000,
      sweepIntervalMs: env.ORDER_SWEEP_INTERVAL_MS,
    },
    payments: {
      provider: env.PAYMENT_PROVIDER,
      demoSecret: createHmac('sha256', env.JWT_SECRET).update('demo-payment-notifications').digest('hex'),
      demoInProduction: env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'demo',
    },
    extraction: {
      processes: env.EXTRACTION_PROCESSES,
      queueMax: env.EXTRACTION_QUEUE_MAX,
      perAddressMax: env.EXTRACTION_PER_ADDRESS_MAX,
      jobTimeoutMs: env.EXTRACTION_JOB_TIMEOUT_MS,
      reportBudgetMs: env.EXTRACTION_REPORT_BUDGET_MS,
      jobExpireS: env.EXTRACTION_JOB_EXPIRE_S ?? null,
      jobRetries: env.EXTRACTION_JOB_RETRIES,
      heapMb: env.EXTRACTION_HEAP_MB,
      rssMaxMb: env.EXTRACTION_RSS_MAX_MB,
      limits: {
        imagePixelsMax: env.EXTRACTION_IMAGE_PIXELS_MAX,
        ocrPixelsMax: env.EXTRACTION_OCR_PIXELS_MAX,
        imageAspectMax: env.EXTRACTION_IMAGE_ASPECT_MAX,
        pdfPagesMax: env.EXTRACTION_PDF_PAGES_MAX,
        pdfDecodedBytesMax: env.EXTRACTION_PDF_DECODED_BYTES_MAX,
        textCharsMax: env.EXTRACTION_TEXT_CHARS_MAX,
      },
    },
    http: {
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: env.HTTP_BODY_TIMEOUT_MS,
      uploadBodyTimeoutMs: env.UPLOAD_BODY_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS + env.UPLOAD_BODY_TIMEOUT_MS + 1000,
      checkIntervalMs: Math.min(5000, Math.max(50, Math.floor(env.HTTP_HEADERS_TIMEOUT_MS / 4))),
      bodyCheckIntervalMs: Math.min(1000, Math.max(50, Math.floor(env.HTTP_BODY_TIMEOUT_MS / 10))),
      connectionsPerIpMax: env.HTTP_CONNECTIONS_PER_IP_MAX,
      responseIdleTimeoutMs: env.HTTP_RESPONSE_IDLE_TIMEOUT_MS,
    },
    jobs: { maintenanceS: env.JOBS_MAINTENANCE_S, pollMs: env.JOBS_POLL_MS },
    uploads: {
      dailyFilesMax: env.UPLOAD_DAILY_FILES_MAX,
      dailyBytesMax: env.UPLOAD_DAILY_BYTES_MAX,
      rateLimitMax: env.UPLOAD_RATE_LIMIT_MAX,
    },
    storage: storage.settings,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    retailShopOrigin: env.RETAIL_SHOP_ORIGIN?.toLowerCase() ?? null,
    apiDocs:
      env.API_DOCS === undefined || env.API_DOCS === ''
        ? env.NODE_ENV !== 'production'
        : env.API_DOCS === 'true' || env.API_DOCS === '1',
    readCache: env.READ_CACHE,
    rateLimitStore:
      env.RATE_LIMIT_STORE === 'auto' ? (env.DATABASE_URL ? 'database' : 'memory') : env.RATE_LIMIT_STORE,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    account: { writeRateLimitMax: env.WRITE_RATE_LIMIT_MAX, exportsAtOnce: env.EXPORTS_AT_ONCE },
    chat: {
      rateLimitMax: env.CHAT_RATE_LIMIT_MAX,
      stopWaitMs: env.CHAT_STOP_WAIT_MS,
      llm:
        env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
          ? {
              baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''),
              apiKey: env.LLM_API_KEY,
              model: env.LLM_MODEL,
              timeoutMs: env.LLM_TIMEOUT_MS,
            }
          : null,
    },
    wechat: env.wechat,
    youzan: youzan.settings,
    reminders: {
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      vapidSubject: env.VAPID_SUBJECT ?? 'mailto:reminders@example.com',
      sweepIntervalMs: env.REMINDER_SWEEP_INTERVAL_MS,
      allowLoopbackHttp: env.PUSH_ALLOW_LOOPBACK_HTTP,
      wechat:
        env.WECHAT_SUBSCRIBE_TEMPLATE_ID && env.wechat.oauth
          ? {
              templateId: env.WECHAT_SUBSCRIBE_TEMPLATE_ID,
              fields: env.WECHAT_SUBSCRIBE_FIELDS.split(',') as [string, string, string],
              appId: env.wechat.oauth.appId,
              appSecret: env.wechat.oauth.appSecret,
              apiBaseUrl: env.wechat.oauth.apiBaseUrl,
              timeoutMs: env.wechat.oauth.timeoutMs,
              pageUrl: new URL('/#/today', env.wechat.oauth.redirectUrl).toString(),
              pageOrigin: new URL(env.wechat.oauth.redirectUrl).origin,
            }
          : null,
    },
  };
}
