import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPaymentProviders } from './modules/payments';
import { testKeys, wechatPayEnv } from './modules/payments/testing/wechatpay-fake';
import { DEV_JWT_SECRET, loadConfig } from './config';
import { configRefusal } from '../test/config';

/** The payment providers' log, unread here. */
const quiet = { info() {}, warn() {}, error() {} };

describe('configuration from the environment', () => {
  it('has safe local defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('0.0.0.0');
    expect(c.database).toMatchObject({ kind: 'pglite' });
    expect(c.dataDir.endsWith('data')).toBe(true);
    expect(c.jwt).toEqual({ secret: DEV_JWT_SECRET, expiresIn: '7d', operatorExpiresIn: '12h' });
    expect(c.operatorPassword).toEqual({ log2N: 16, r: 8, p: 2 });
    expect(c.retail).toEqual({ secret: undefined, allowUnsigned: false });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@localhost:5432/db',
      poolMax: 10,
    });
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_MAX, naming the setting when it is bad', () => {
    const url = 'postgres://u:p@localhost:5432/db';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: '32' }).database).toMatchObject({
      poolMax: 32,
    });
    for (const bad of ['0', '-1', 'ten', '1e3', '1001'])
      expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: bad })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('counts rate limits where every instance sees them (RATE_LIMIT_STORE), and bounds the chat stop wait', () => {
    const pg = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };
    expect(loadConfig({}).rateLimitStore).toBe('memory');
    expect(loadConfig(pg).rateLimitStore).toBe('database');
    expect(loadConfig({ ...pg, RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe('memory');
    expect(loadConfig({ RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/);
    expect(loadConfig({}).chat.stopWaitMs).toBe(500);
    expect(loadConfig({ CHAT_STOP_WAIT_MS: '0' }).chat.stopWaitMs).toBe(0);
    expect(() => loadConfig({ CHAT_STOP_WAIT_MS: '60000' })).toThrow(/CHAT_STOP_WAIT_MS/);
  });

  it('names every bad variable at once', () => {
    const msg = configRefusal({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      JWT_EXPIRES_IN: 'forever',
      LOG_LEVEL: 'loud',
      OPERATOR_TOKEN_EXPIRES_IN: 'a while',
      OPERATOR_SCRYPT_LOG2N: '9',
    }).message;
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'JWT_EXPIRES_IN',
      'LOG_LEVEL',
      'OPERATOR_TOKEN_EXPIRES_IN',
      'OPERATOR_SCRYPT_LOG2N',
    ])
      expect(msg).toContain(name);
  });

  it.each([
    [{ NODE_ENV: 'production' }, /JWT_SECRET: must be set in production/],
    [{ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET }, /JWT_SECRET: must be set in production/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'short-secret' }, /JWT_SECRET: must be at least 32 bytes/],
  ])('production refuses a default or short JWT secret %#', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('the payment time-out: 30 min by default, under its issue name as a duration or in milliseconds', () => {
    expect(loadConfig({}).orders.paymentTimeoutMs).toBe(1_800_000);
    expect(loadConfig({ ORDER_PAYMENT_TIMEOUT: '15m' }).orders.paymentTimeoutMs).toBe(900_000);
    expect(loadConfig({ ORDER_PAYMENT_TIMEOUT: '90s' }).orders.paymentTimeoutMs).toBe(90_000);
    expect(loadConfig({ ORDER_PAYMENT_TIMEOUT: '2h' }).orders.paymentTimeoutMs).toBe(7_200_000);
    expect(loadConfig({ ORDER_PAYMENT_TIMEOUT: '5000' }).orders.paymentTimeoutMs).toBe(5000);
    expect(loadConfig({ ORDER_PAYMENT_TIMEOUT_MS: '60000' }).orders.paymentTimeoutMs).toBe(60_000);
    expect(
      loadConfig({ ORDER_PAYMENT_TIMEOUT: '1m', ORDER_PAYMENT_TIMEOUT_MS: '60000' }).orders.paymentTimeoutMs,
    ).toBe(60_000);
    expect(() => loadConfig({ ORDER_PAYMENT_TIMEOUT: '1m', ORDER_PAYMENT_TIMEOUT_MS: '1000' })).toThrow(
      /ORDER_PAYMENT_TIMEOUT: disagrees with ORDER_PAYMENT_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ ORDER_PAYMENT_TIMEOUT: 'half an hour' })).toThrow(
      /ORDER_PAYMENT_TIMEOUT: must be a duration/,
    );
    expect(() => loadConfig({ ORDER_PAYMENT_TIMEOUT: '10ms' })).toThrow(
      /ORDER_PAYMENT_TIMEOUT: must be at least 1 s/,
    );
  });

  it('payments: the demo provider unless PAYMENT_PROVIDER names another; its key comes from the JWT secret', () => {
    const c = loadConfig({});
    expect(c.payments.provider).toBe('demo');
    expect(c.payments.demoSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ JWT_SECRET: 'y'.repeat(32) }).payments.demoSecret).not.toBe(c.payments.demoSecret);
    // WeChat Pay without its merchant settings refuses to start, naming what is missing (ADR 0028).
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'wechatpay' })).toThrow(/WECHATPAY_/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cash' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('production starts with a long secret (and the named demo opt-in)', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: 'true',
    });
    expect(c.env).toBe('production');
    expect(c.payments.demoInProduction).toBe(true);
    expect(loadConfig({}).payments.demoInProduction).toBe(false);
  });

  describe('production refuses unsafe settings at start (issue 35)', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    it('the demo payment provider, unless the loudly named opt-in is set', () => {
      expect(configRefusal(prod).message).toMatch(
        /PAYMENT_PROVIDER: is demo \(the default\) in production.*UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION=true/,
      );
      expect(configRefusal({ ...prod, PAYMENT_PROVIDER: 'demo' }).message).toMatch(/PAYMENT_PROVIDER/);
      expect(configRefusal({ ...prod, UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: 'false' }).message).toMatch(
        /PAYMENT_PROVIDER/,
      );
      // Development and test keep the demo cashier by default.
      expect(loadConfig({}).payments.provider).toBe('demo');
      expect(loadConfig({ NODE_ENV: 'test' }).payments.provider).toBe('demo');
    });
    it('unsigned retail sign-in', () => {
      expect(
        configRefusal({
          ...prod,
          UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: 'true',
          RETAIL_SSO_ALLOW_UNSIGNED: 'true',
        }).message,
      ).toMatch(/RETAIL_SSO_ALLOW_UNSIGNED: must not be true in production/);
      expect(loadConfig({ RETAIL_SSO_ALLOW_UNSIGNED: 'true' }).retail.allowUnsigned).toBe(true);
    });
    it("a boolean TRUST_PROXY: a hop count or the proxies' addresses instead", () => {
      for (const on of ['true', 'TRUE ', 'yes'])
        expect(configRefusal({ TRUST_PROXY: on }).message).toMatch(/TRUST_PROXY/);
      expect(configRefusal({ TRUST_PROXY: 'true' }).message).toMatch(/left-most X-Forwarded-For/);
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
        '10.0.0.0/8',
        '192.168.1.7',
      ]);
      expect(configRefusal({ TRUST_PROXY: '99' }).message).toMatch(/TRUST_PROXY/);
    });
    it('public API docs, unless asked for', () => {
      const demo = { ...prod, UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: 'true' };
      expect(loadConfig(demo).apiDocs).toBe(false);
      expect(loadConfig({ ...demo, API_DOCS: 'true' }).apiDocs).toBe(true);
      expect(loadConfig({}).apiDocs).toBe(true);
      expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
      expect(configRefusal({ API_DOCS: 'maybe' }).message).toMatch(/API_DOCS/);
    });
  });
  it('slow-client and upload bounds: safe defaults, strict integers, the upload time-out not below the body one', () => {
    const c = loadConfig({});
    expect(c.http).toMatchObject({
      headersTimeoutMs: 30_000,
      bodyTimeoutMs: 30_000,
      uploadBodyTimeoutMs: 300_000,
      connectionsPerIpMax: 100,
    });
    expect(c.http.requestTimeoutMs).toBeGreaterThan(c.http.headersTimeoutMs + c.http.uploadBodyTimeoutMs);
    expect(c.uploads).toEqual({ dailyFilesMax: 50, dailyBytesMax: 100 * 1024 * 1024, rateLimitMax: 20 });
    expect(loadConfig({ HTTP_CONNECTIONS_PER_IP_MAX: '0' }).http.connectionsPerIpMax).toBe(0);
    for (const [name, bad] of [
      ['UPLOAD_DAILY_FILES_MAX', '1e3'],
      ['UPLOAD_DAILY_BYTES_MAX', '0x100000'],
      ['UPLOAD_RATE_LIMIT_MAX', '0'],
      ['HTTP_BODY_TIMEOUT_MS', '-1'],
      ['HTTP_HEADERS_TIMEOUT_MS', '1.5'],
      ['HTTP_CONNECTIONS_PER_IP_MAX', 'true'],
    ] as const) {
      expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(name);
    }
    expect(() => loadConfig({ HTTP_BODY_TIMEOUT_MS: '60000', UPLOAD_BODY_TIMEOUT_MS: '30000' })).toThrow(
      /UPLOAD_BODY_TIMEOUT_MS: must be at least HTTP_BODY_TIMEOUT_MS/,
    );
  });
});

describe('WeChat settings (issue 20.2)', () => {
  const keys = testKeys();
  const pay = () => wechatPayEnv(keys, 'https://api.mch.weixin.qq.com');

  it('are off when nothing is set, so the demo provider stays the default', () => {
    expect(loadConfig({}).wechat).toEqual({ oauth: null, pay: null });
  });

  it('read the merchant, its keys and the platform key; defaults for the base URLs', () => {
    const c = loadConfig({ ...pay(), WECHATPAY_BASE_URL: '' }).wechat;
    expect(c.oauth).toBeNull();
    expect(c.pay).toMatchObject({
      appId: keys.merchant.appId,
      mchid: keys.merchant.mchid,
      serial: keys.merchant.serial,
      platformSerial: keys.platform.serial,
      baseUrl: 'https://api.mch.weixin.qq.com',
      timeoutMs: 10_000,
    });
    expect(c.pay!.privateKey.type).toBe('private');
    expect(c.pay!.apiV3Key.symmetricKeySize).toBe(32);
    // Nothing secret is readable from the configuration object.
    expect(JSON.stringify(c)).not.toContain(keys.merchant.apiV3Key);
  });

  it('read keys from files, take \\n-escaped PEM, and take the serial from a platform certificate', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wxpay-'));
    try {
      const keyFile = path.join(dir, 'apiclient_key.pem');
      fs.writeFileSync(keyFile, pay().WECHATPAY_PRIVATE_KEY!);
      const certFile = path.join(dir, 'platform.pem');
      const serial = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
      execFileSync('openssl', [
        'req',
        '-x509',
        '-key',
        keyFile,
        '-out',
        certFile,
        '-days',
        '1',
        '-subj',
        '/CN=Tenpay.com Root CA',
        '-set_serial',
        `0x${serial}`,
      ]);
      const {
        WECHATPAY_PRIVATE_KEY: _k,
        WECHATPAY_PLATFORM_PUBLIC_KEY: _p,
        WECHATPAY_PLATFORM_SERIAL: _s,
        ...rest
      } = pay();
      const c = loadConfig({
        ...rest,
        WECHATPAY_PRIVATE_KEY_FILE: keyFile,
        WECHATPAY_PLATFORM_PUBLIC_KEY: fs.readFileSync(certFile, 'utf8').replace(/\n/g, '\\n'),
      }).wechat.pay!;
      expect(c.platformSerial).toBe(serial);
      const lower = loadConfig({ ...pay(), WECHATPAY_PLATFORM_SERIAL: serial.toLowerCase() }).wechat.pay!;
      expect(lower.platformSerial).toBe(serial);
      expect(c.platformPublicKey.type).toBe('public');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [
      { WECHATPAY_MCHID: '1900000109' },
      [
        'WECHATPAY_SERIAL',
        'WECHATPAY_APIV3_KEY',
        'WECHATPAY_PRIVATE_KEY',
        'WECHATPAY_NOTIFY_URL',
        'WECHAT_APP_ID',
      ],
    ],
    [{ WECHATPAY_APIV3_KEY: 'short' }, ['WECHATPAY_APIV3_KEY: must be exactly 32 bytes']],
    [{ WECHATPAY_PRIVATE_KEY: 'not a key' }, ['WECHATPAY_PRIVATE_KEY: is not a PEM private key']],
    [{ WECHATPAY_PLATFORM_PUBLIC_KEY: 'nope' }, ['WECHATPAY_PLATFORM_PUBLIC_KEY: is not a PEM public key']],
    [{ WECHATPAY_PLATFORM_SERIAL: '' }, ['WECHATPAY_PLATFORM_SERIAL: is required']],
    [
      { WECHATPAY_NOTIFY_URL: 'https://x.example/notify?a=1' },
      ['WECHATPAY_NOTIFY_URL: must not carry query'],
    ],
    [{ WECHATPAY_NOTIFY_URL: 'ftp://x' }, ['WECHATPAY_NOTIFY_URL: must be an http(s) URL']],
    [{ WECHATPAY_PRIVATE_KEY_FILE: '/nonexistent/key.pem' }, ['WECHATPAY_PRIVATE_KEY_FILE: set either']],
    [{ WECHAT_APP_ID: 'gh_123' }, ['WECHAT_APP_ID: must look like wx']],
    [{ WECHAT_APP_SECRET: 's'.repeat(32) }, ['WECHAT_OAUTH_REDIRECT_URL: is required']],
    [{ WECHATPAY_TIMEOUT_MS: '1e4' }, ['WECHATPAY_TIMEOUT_MS: must be a whole number']],
  ])('a partial or malformed group stops the start naming each variable %#', (over, messages) => {
    const base = 'WECHATPAY_MCHID' in over && Object.keys(over).length === 1 ? {} : pay();
    const msg = configRefusal({ ...base, ...over }).message;
    for (const m of messages) expect(msg).toContain(m);
  });

  it('the default JWT secret is refused with a real payment provider, in any environment (issue 35)', () => {
    expect(() => loadConfig({ ...pay(), PAYMENT_PROVIDER: 'wechatpay', JWT_SECRET: DEV_JWT_SECRET })).toThrow(
      /JWT_SECRET: must be set with a real payment provider/,
    );
    const { JWT_SECRET: _secret, ...withoutSecret } = pay();
    expect(() => loadConfig({ ...withoutSecret, PAYMENT_PROVIDER: 'wechatpay', NODE_ENV: 'test' })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('PAYMENT_PROVIDER=wechatpay needs the WeChat Pay settings; with them the wechatpay provider is built', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'wechatpay' })).toThrow(
      /PAYMENT_PROVIDER: wechatpay needs the WECHATPAY_\* settings/,
    );
    const c = loadConfig({ ...pay(), PAYMENT_PROVIDER: 'wechatpay' });
    expect(c.payments.provider).toBe('wechatpay');
    expect(createPaymentProviders(c, quiet).map((p) => p.name)).toEqual(['demo', 'wechatpay']);
    expect(createPaymentProviders(loadConfig(pay()), quiet).map((p) => p.name)).toEqual(['demo']);
  });

  it('production wants an https notify URL', () => {
    expect(() =>
      loadConfig({
        ...pay(),
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        WECHATPAY_NOTIFY_URL: 'http://x.example/n',
      }),
    ).toThrow(/WECHATPAY_NOTIFY_URL: must be an https URL in production/);
  });

  it('OAuth needs the appid, its secret and the redirect; the base URLs default to WeChat', () => {
    const c = loadConfig({
      WECHAT_APP_ID: 'wx1234567890abcdef',
      WECHAT_APP_SECRET: 'a'.repeat(32),
      WECHAT_OAUTH_REDIRECT_URL: 'https://shop.example.com/',
    }).wechat;
    expect(c.pay).toBeNull();
    expect(c.oauth).toEqual({
      appId: 'wx1234567890abcdef',
      appSecret: 'a'.repeat(32),
      redirectUrl: 'https://shop.example.com/',
      openBaseUrl: 'https://open.weixin.qq.com',
      apiBaseUrl: 'https://api.weixin.qq.com',
      timeoutMs: 10_000,
    });
  });
});

describe('object storage settings (issue 21.1)', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_BUCKET: 'nutri-files',
    S3_ACCESS_KEY_ID: 'access',
    S3_SECRET_ACCESS_KEY: 'secret',
  };
  const problems = (env: NodeJS.ProcessEnv): string[] => configRefusal(env).problems;

  it('are off when nothing is set: files stay on the local disk', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('an endpoint with its bucket and keys picks S3; region us-east-1 and path style by default', () => {
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'nutri-files',
      accessKeyId: 'access',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...s3, S3_REGION: 'cn-north-1', S3_FORCE_PATH_STYLE: 'false' }).storage,
    ).toMatchObject({
      region: 'cn-north-1',
      forcePathStyle: false,
    });
  });

  it('an endpoint without its bucket or keys names each missing variable', () => {
    expect(problems({ S3_ENDPOINT: s3.S3_ENDPOINT })).toEqual([
      'S3_BUCKET: is required when S3_ENDPOINT is set',
      'S3_ACCESS_KEY_ID: is required when S3_ENDPOINT is set',
      'S3_SECRET_ACCESS_KEY: is required when S3_ENDPOINT is set',
    ]);
  });

  it('a bucket or keys without an endpoint refuse to start rather than leave files on disk unnoticed', () => {
    expect(problems({ S3_BUCKET: 'nutri-files' })).toEqual([
      'S3_BUCKET: set without S3_ENDPOINT (files would silently stay on local disk)',
    ]);
  });

  it('malformed values name their variable', () => {
    const found = problems({
      ...s3,
      S3_ENDPOINT: 'ftp://store',
      S3_BUCKET: 'Bad_Bucket',
      S3_REGION: 'us east',
      S3_FORCE_PATH_STYLE: 'yes',
    });
    expect(found.map((p) => p.split(':')[0])).toEqual([
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_REGION',
      'S3_FORCE_PATH_STYLE',
    ]);
  });
});
