import {
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';

/**
 * WeChat settings (issue 20.2, ADR 0028): the official account (公众号) whose OAuth gives the payer's
 * openid inside the WeChat webview, and the WeChat Pay API v3 merchant. Each group is all-or-nothing:
 * nothing set leaves it off (the demo payment provider stays the default), a partial or malformed group
 * stops the server with a message naming each variable. Keys are read once here and held as KeyObjects,
 * so their material never sits in a plain string after start.
 */

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = (fallback?: string) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')
      .optional()
      .transform((v) => v ?? fallback),
  );

/** Integer milliseconds, decimal digits only (the same rule as every other bound in config.ts). */
const timeoutMs = z
  .string()
  .trim()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(100).max(120_000))
  .default(10_000);

export const wechatEnvShape = {
  WECHAT_APP_ID: optionalText,
  WECHAT_APP_SECRET: optionalText,
  /** The web app's page the official account's 网页授权域名 covers; WeChat sends the person back there. */
  WECHAT_OAUTH_REDIRECT_URL: optionalUrl(),
  WECHAT_OPEN_BASE_URL: optionalUrl('https://open.weixin.qq.com'),
  WECHAT_API_BASE_URL: optionalUrl('https://api.weixin.qq.com'),
  WECHAT_TIMEOUT_MS: timeoutMs,
  WECHATPAY_MCHID: optionalText,
  WECHATPAY_SERIAL: optionalText,
  WECHATPAY_PRIVATE_KEY: optionalText,
  WECHATPAY_PRIVATE_KEY_FILE: optionalText,
  WECHATPAY_APIV3_KEY: optionalText,
  WECHATPAY_PLATFORM_PUBLIC_KEY: optionalText,
  WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: optionalText,
  WECHATPAY_PLATFORM_SERIAL: optionalText,
  WECHATPAY_NOTIFY_URL: optionalUrl(),
  WECHATPAY_BASE_URL: optionalUrl('https://api.mch.weixin.qq.com'),
  WECHATPAY_TIMEOUT_MS: timeoutMs,
};

type WechatEnv = { [K in keyof typeof wechatEnvShape]: z.output<(typeof wechatEnvShape)[K]> };

export interface WechatOAuthSettings {
  appId: string;
  appSecret: string;
  redirectUrl: string;
  /** https://open.weixin.qq.com: where the authorize page lives. */
  openBaseUrl: string;
  /** https://api.weixin.qq.com: where sns/oauth2/access_token answers. */
  apiBaseUrl: string;
  timeoutMs: number;
}

export interface WechatPaySettings {
  /** The official account's appid the merchant is bound to (JSAPI and H5 both send it). */
  appId: string;
  mchid: string;
  /** The serial number of the merchant's API certificate (the Authorization header names it). */
  serial: string;
  privateKey: KeyObject;
  /** The APIv3 key (32 bytes) that notification resources are encrypted with. */
  apiV3Key: KeyObject;
  /** WeChat Pay's public key (微信支付公钥) or the platform certificate's key. */
  platformPublicKey: KeyObject;
  /** The 微信支付公钥ID (PUB_KEY_ID_…) or the platform certificate's serial: the Wechatpay-Serial expected. */
  platformSerial: string;
  notifyUrl: string;
  baseUrl: string;
  timeoutMs: number;
}

export interface WechatSettings {
  oauth: WechatOAuthSettings | null;
  pay: WechatPaySettings | null;
}

type Problem = { path: string; message: string };

/** PEM text from an environment variable: deployments often store its line breaks as `\n`. */
function pemText(value: string): string {
  return value.includes('\\n') ? value.replace(/\\n/g, '\n') : value;
}

/** A PEM given inline or as a file; exactly one of the two. */
function pemFrom(
  env: WechatEnv,
  name: 'WECHATPAY_PRIVATE_KEY' | 'WECHATPAY_PLATFORM_PUBLIC_KEY',
  problems: Problem[],
) {
  const inline = env[name];
  const file = env[`${name}_FILE`];
  if (inline && file) {
    problems.push({ path: `${name}_FILE`, message: `set either ${name} or ${name}_FILE, not both` });
    return undefined;
  }
  if (file) {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (err) {
      problems.push({
        path: `${name}_FILE`,
        message: `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
      });
      return undefined;
    }
  }
  if (inline) return pemText(inline);
  problems.push({ path: name, message: `is required when WeChat Pay is configured (or ${name}_FILE)` });
  return undefined;
}

function rsaKey(pem: string, kind: 'private' | 'public', path: string, problems: Problem[]) {
  try {
    const key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
    if (key.asymmetricKeyType !== 'rsa') {
      problems.push({ path, message: `must be an RSA key (found ${key.asymmetricKeyType ?? 'unknown'})` });
      return undefined;
    }
    return key;
  } catch {
    problems.push({
      path,
      message:
        kind === 'private'
          ? 'is not a PEM private key (apiclient_key.pem)'
          : 'is not a PEM public key or certificate (微信支付公钥 or the platform certificate)',
    });
    return undefined;
  }
}

/** A certificate's serial, as WeChat Pay writes it in Wechatpay-Serial (upper-case hex). */
function certificateSerial(pem: string): string | undefined {
  if (!pem.includes('BEGIN CERTIFICATE')) return undefined;
  try {
    return new X509Certificate(pem).serialNumber.toUpperCase();
  } catch {
    return undefined;
  }
}

function oauthSettings(env: WechatEnv, problems: Problem[]): WechatOAuthSettings | null {
  // WECHAT_APP_ID alone serves WeChat Pay (H5 needs no openid); the secret or the redirect turns OAuth on.
  if (!env.WECHAT_APP_SECRET && !env.WECHAT_OAUTH_REDIRECT_URL) return null;
  if (!env.WECHAT_APP_ID)
    problems.push({
      path: 'WECHAT_APP_ID',
      message: 'is required with WECHAT_APP_SECRET or WECHAT_OAUTH_REDIRECT_URL',
    });
  if (!env.WECHAT_APP_SECRET)
    problems.push({ path: 'WECHAT_APP_SECRET', message: 'is required with WECHAT_OAUTH_REDIRECT_URL' });
  else if (!/^[0-9A-Za-z]{16,64}$/.test(env.WECHAT_APP_SECRET))
    problems.push({
      path: 'WECHAT_APP_SECRET',
      message: 'must be the official account AppSecret (letters and digits)',
    });
  if (!env.WECHAT_OAUTH_REDIRECT_URL)
    problems.push({
      path: 'WECHAT_OAUTH_REDIRECT_URL',
      message: "is required with WECHAT_APP_SECRET (the web app's address under the authorised domain)",
    });
  if (!env.WECHAT_APP_ID || !env.WECHAT_APP_SECRET || !env.WECHAT_OAUTH_REDIRECT_URL) return null;
  return {
    appId: env.WECHAT_APP_ID,
    appSecret: env.WECHAT_APP_SECRET,
    redirectUrl: env.WECHAT_OAUTH_REDIRECT_URL,
    openBaseUrl: trimSlash(env.WECHAT_OPEN_BASE_URL!),
    apiBaseUrl: trimSlash(env.WECHAT_API_BASE_URL!),
    timeoutMs: env.WECHAT_TIMEOUT_MS,
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

const PAY_VARIABLES = [
  'WECHATPAY_MCHID',
  'WECHATPAY_SERIAL',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_PRIVATE_KEY_FILE',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE',
  'WECHATPAY_PLATFORM_SERIAL',
  'WECHATPAY_NOTIFY_URL',
] as const;

function paySettings(env: WechatEnv, production: boolean, problems: Problem[]): WechatPaySettings | null {
  if (!PAY_VARIABLES.some((name) => env[name])) return null;
  const before = problems.length;
  const need = (name: (typeof PAY_VARIABLES)[number], rule: RegExp, message: string) => {
    const value = env[name];
    if (!value) problems.push({ path: name, message: 'is required when WeChat Pay is configured' });
    else if (!rule.test(value)) problems.push({ path: name, message });
    return value;
  };
  const mchid = need('WECHATPAY_MCHID', /^\d{6,16}$/, 'must be the merchant id (digits)');
  const serial = need(
    'WECHATPAY_SERIAL',
    /^[0-9A-Fa-f]{8,64}$/,
    "must be the merchant API certificate's serial number (hex)",
  );
  const apiV3Key = env.WECHATPAY_APIV3_KEY;
  if (!apiV3Key)
    problems.push({ path: 'WECHATPAY_APIV3_KEY', message: 'is required when WeChat Pay is configured' });
  else if (Buffer.byteLength(apiV3Key, 'utf8') !== 32)
    problems.push({
      path: 'WECHATPAY_APIV3_KEY',
      message: 'must be exactly 32 bytes (the APIv3 key set on the merchant platform)',
    });
  const notifyUrl = env.WECHATPAY_NOTIFY_URL;
  if (!notifyUrl)
    problems.push({ path: 'WECHATPAY_NOTIFY_URL', message: 'is required when WeChat Pay is configured' });
  else if (production && !notifyUrl.startsWith('https://'))
    problems.push({
      path: 'WECHATPAY_NOTIFY_URL',
      message: 'must be an https URL in production (WeChat Pay only calls https)',
    });
  else if (notifyUrl.includes('?'))
    problems.push({
      path: 'WECHATPAY_NOTIFY_URL',
      message: 'must not carry query parameters (WeChat Pay refuses them)',
    });
  if (!env.WECHAT_APP_ID)
    problems.push({
      path: 'WECHAT_APP_ID',
      message: 'is required with WeChat Pay (the appid the merchant is bound to)',
    });

  const privatePem = pemFrom(env, 'WECHATPAY_PRIVATE_KEY', problems);
  const platformPem = pemFrom(env, 'WECHATPAY_PLATFORM_PUBLIC_KEY', problems);
  const privateKey = privatePem
    ? rsaKey(privatePem, 'private', 'WECHATPAY_PRIVATE_KEY', problems)
    : undefined;
  const platformPublicKey = platformPem
    ? rsaKey(platformPem, 'public', 'WECHATPAY_PLATFORM_PUBLIC_KEY', problems)
    : undefined;
  const platformSerial =
    env.WECHATPAY_PLATFORM_SERIAL ?? (platformPem ? certificateSerial(platformPem) : undefined);
  if (!platformSerial)
    problems.push({
      path: 'WECHATPAY_PLATFORM_SERIAL',
      message:
        'is required with a public key: the 微信支付公钥ID (PUB_KEY_ID_…) or the platform certificate serial',
    });
  else if (!/^[0-9A-Za-z_]{8,80}$/.test(platformSerial))
    problems.push({
      path: 'WECHATPAY_PLATFORM_SERIAL',
      message: 'must be letters, digits or _ (PUB_KEY_ID_… or a hex serial)',
    });
  else if (serial && platformSerial.toUpperCase() === serial.toUpperCase())
    problems.push({
      path: 'WECHATPAY_PLATFORM_SERIAL',
      message: "is the merchant's own serial; it must name WeChat Pay's key",
    });

  if (problems.length > before) return null;
  return {
    appId: env.WECHAT_APP_ID!,
    mchid: mchid!,
    serial: serial!,
    privateKey: privateKey!,
    apiV3Key: createSecretKey(Buffer.from(apiV3Key!, 'utf8')),
    platformPublicKey: platformPublicKey!,
    // WeChat Pay writes certificate serials in upper-case hex; a key id (PUB_KEY_ID_…) is kept as given.
    platformSerial: /^[0-9A-Fa-f]+$/.test(platformSerial!) ? platformSerial!.toUpperCase() : platformSerial!,
    notifyUrl: notifyUrl!,
    baseUrl: trimSlash(env.WECHATPAY_BASE_URL!),
    timeoutMs: env.WECHATPAY_TIMEOUT_MS,
  };
}

/** The WeChat settings, or the problems that stop the server (each naming its variable). */
export function wechatSettings(env: WechatEnv, production: boolean): WechatSettings | Problem[] {
  const problems: Problem[] = [];
  if (env.WECHAT_APP_ID && !/^wx[0-9A-Za-z]{16}$/.test(env.WECHAT_APP_ID))
    problems.push({ path: 'WECHAT_APP_ID', message: 'must look like wx followed by 16 letters or digits' });
  const oauth = oauthSettings(env, problems);
  const pay = paySettings(env, production, problems);
  return problems.length ? problems : { oauth, pay };
}
