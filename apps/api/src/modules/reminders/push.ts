import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { Config } from '../../config';

/**
 * Web Push (RFC 8030 with VAPID, RFC 8292; payload encrypted per RFC 8291 by `web-push`): the request is
 * built by `web-push` and sent here with fetch, so a push service answers are read as they are — 201 sent,
 * 404/410 the subscription is gone (the caller deletes it), anything else failed this time.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (apps/web/public/reminders-sw.js). */
export interface PushMessage {
  title: string;
  body: string;
  /** Opened on a tap. */
  url: string;
  /** Same tag: a newer notification replaces the older one on the device. */
  tag: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export async function sendPush(
  vapid: VapidKeys,
  target: PushTarget,
  message: PushMessage,
  timeoutMs = 10_000,
): Promise<{ outcome: PushOutcome; status: number }> {
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    // A reminder older than an hour is noise: the push service may drop it.
    { vapidDetails: vapid, TTL: 3600, urgency: 'high' },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      ...(details.body ? { body: new Uint8Array(details.body) } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return { outcome: 'gone', status: res.status };
    return { outcome: res.ok ? 'sent' : 'failed', status: res.status };
  } catch {
    return { outcome: 'failed', status: 0 };
  }
}

/** Where a made pair is kept on the embedded database (never in git: DATA_DIR is the server's). */
export const VAPID_FILE = 'vapid-keys.json';

/**
 * The server's VAPID pair: from the environment; else, on the embedded database (one process), a pair
 * made once and kept in DATA_DIR (an in-memory database keeps its pair in memory). On PostgreSQL without
 * the settings push is off: instances on their own data directories would each make a pair, and a
 * subscription made with one instance's key cannot be sent to by another's.
 */
export function vapidKeysFor(config: Config, log: FastifyBaseLogger): VapidKeys | null {
  const subject = config.reminders.vapidSubject;
  if (config.reminders.vapid) return { ...config.reminders.vapid, subject };
  if (config.database.kind === 'postgres') {
    log.warn(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: Web Push reminders are off (calendar files still work)',
    );
    return null;
  }
  if (config.database.dataDir === 'memory') return { ...webPush.generateVAPIDKeys(), subject };
  const file = path.join(config.dataDir, VAPID_FILE);
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string')
      return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const made = webPush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  log.info({ file }, 'made a VAPID key pair for Web Push reminders');
  return { ...made, subject };
}
