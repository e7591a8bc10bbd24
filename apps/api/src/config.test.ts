import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_JWT_SECRET, loadConfig } from './config';

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
    });
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_EXPIRES_IN: 'forever',
        LOG_LEVEL: 'loud',
        OPERATOR_TOKEN_EXPIRES_IN: 'a while',
        OPERATOR_SCRYPT_LOG2N: '9',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'JWT_EXPIRES_IN',
        'LOG_LEVEL',
        'OPERATOR_TOKEN_EXPIRES_IN',
        'OPERATOR_SCRYPT_LOG2N',
      ])
        expect(msg).toContain(name);
    }
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
    expect(loadConfig({ PAYMENT_PROVIDER: 'wechatpay' }).payments.provider).toBe('wechatpay');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cash' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('production starts with a long secret', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).env).toBe('production');
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
