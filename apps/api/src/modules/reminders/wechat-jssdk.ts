import { createHash, randomBytes } from 'node:crypto';
import type { WechatJsConfig } from '@nutri/domain/contracts';
import type { ReminderSettings } from '../../config';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { remindersRepository as repo } from './reminders.repository';
import type { OfficialAccount } from './wechat-subscribe';

/**
 * WeChat JS-SDK's `wx.config` for a page of ours (JS-SDK doc, appendix 1), so the page can show the
 * `wx-open-subscribe` consent tag: the official account's `jsapi_ticket` from
 * `cgi-bin/ticket/getticket?type=jsapi` (with the stable access token), and the signature over the
 * page's address. WeChat limits how often a ticket may be fetched and asks callers to keep it "globally":
 * the ticket is kept in the database for every instance, taken while more than five minutes of it are
 * left, and a new one is stored only over a stale one — an instance that fetched one at the same moment
 * as another uses whichever was stored, so all instances sign with one ticket.
 */
type Settings = NonNullable<ReminderSettings['wechat']>;

/** A ticket with less than this left is fetched anew. */
export const TICKET_MARGIN_MS = 5 * 60_000;

/** `signature = sha1("jsapi_ticket=…&noncestr=…&timestamp=…&url=…")`: fields in that order, values raw. */
export function jsSdkSignature(v: { ticket: string; nonceStr: string; timestamp: number; url: string }) {
  return createHash('sha1')
    .update(`jsapi_ticket=${v.ticket}&noncestr=${v.nonceStr}&timestamp=${v.timestamp}&url=${v.url}`)
    .digest('hex');
}

const badUrl = (message: string) =>
  new DomainError('bad_request', `url: ${message}`, [{ field: 'url', message }]);

export function wechatJsSdk(settings: Settings, account: OfficialAccount) {
  let inflight: Promise<string | null> | null = null;

  async function fetchTicket(db: Db): Promise<string | null> {
    const answer = await account.withToken('/cgi-bin/ticket/getticket?type=jsapi&');
    if (!answer || Number(answer.errcode ?? 0) !== 0 || typeof answer.ticket !== 'string') return null;
    const expiresS = typeof answer.expires_in === 'number' ? answer.expires_in : 7200;
    const now = Date.now();
    await repo.putTicketOverStale(
      db,
      {
        appId: settings.appId,
        kind: 'jsapi',
        ticket: answer.ticket,
        expiresAt: new Date(now + expiresS * 1000),
      },
      new Date(now + TICKET_MARGIN_MS),
    );
    // Another instance's ticket stored a moment before ours is the one everyone uses.
    return (await repo.ticket(db, settings.appId, 'jsapi'))?.ticket ?? answer.ticket;
  }

  async function ticket(db: Db): Promise<string | null> {
    const stored = await repo.ticket(db, settings.appId, 'jsapi');
    if (stored && stored.expiresAt.getTime() - TICKET_MARGIN_MS > Date.now()) return stored.ticket;
    // One fetch per instance however many pages ask at once.
    inflight ??= fetchTicket(db)
      .catch(() => null)
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  /** The config for the page at `url` (its address without `#…`), which must be one of ours. */
  async function config(db: Db, url: string): Promise<WechatJsConfig> {
    let page: URL;
    try {
      page = new URL(url);
    } catch {
      throw badUrl('must be the address of this page');
    }
    if (page.origin !== settings.pageOrigin) throw badUrl(`must be a page of ${settings.pageOrigin}`);
    const current = await ticket(db);
    if (!current)
      throw new DomainError(
        'unavailable',
        'WeChat did not give a JS-SDK ticket; try again later',
        undefined,
        undefined,
        'wechat_unavailable',
      );
    const timestamp = Math.floor(Date.now() / 1000);
    const nonceStr = randomBytes(8).toString('hex');
    return {
      appId: settings.appId,
      timestamp,
      nonceStr,
      signature: jsSdkSignature({ ticket: current, nonceStr, timestamp, url }),
    };
  }

  return { config, ticket };
}
