import { describe, expect, it } from 'vitest';
import { checkPush, pushSignature } from './youzan-push';

const SETTINGS = { clientId: 'fake-client', clientSecret: 'fake-secret-0123456789', grantId: '160' };

describe('push signature (Event-Sign = MD5(client_id + body + client_secret))', () => {
  const body = JSON.stringify({
    client_id: SETTINGS.clientId,
    id: 'E1',
    kdt_id: 160,
    msg_id: 'm-1',
    type: 'trade_TradePaid',
    status: 'TRADE_PAID',
  });
  const sign = pushSignature(SETTINGS.clientId, body, SETTINGS.clientSecret);

  it('accepts the exact body with its signature', () => {
    expect(sign).toMatch(/^[0-9a-f]{32}$/);
    expect(checkPush(SETTINGS, { 'event-sign': sign }, body)).toEqual({
      ok: true,
      push: {
        msgId: 'm-1',
        type: 'trade_TradePaid',
        tid: 'E1',
        status: 'TRADE_PAID',
        version: null,
        test: false,
      },
    });
    expect(checkPush(SETTINGS, { 'event-sign': sign.toUpperCase() }, body).ok).toBe(true);
  });

  it('refuses a missing, wrong or other-secret signature, a changed body, and another app or shop', () => {
    expect(checkPush(SETTINGS, {}, body)).toEqual({ ok: false, reason: 'no Event-Sign header' });
    expect(checkPush(SETTINGS, { 'event-sign': 'x'.repeat(32) }, body).ok).toBe(false);
    expect(
      checkPush(SETTINGS, { 'event-sign': pushSignature(SETTINGS.clientId, body, 'other') }, body),
    ).toEqual({
      ok: false,
      reason: 'Event-Sign does not match',
    });
    expect(checkPush(SETTINGS, { 'event-sign': sign }, body.replace('TRADE_PAID', 'TRADE_SUCCESS')).ok).toBe(
      false,
    );
    const other = JSON.stringify({ client_id: 'other', msg_id: 'm', type: 'trade_TradePaid' });
    expect(
      checkPush(
        SETTINGS,
        { 'event-sign': pushSignature(SETTINGS.clientId, other, SETTINGS.clientSecret) },
        other,
      ),
    ).toEqual({
      ok: false,
      reason: 'push for another client_id',
    });
    const shop = JSON.stringify({
      client_id: SETTINGS.clientId,
      kdt_id: 1,
      msg_id: 'm',
      type: 'trade_TradePaid',
    });
    expect(
      checkPush(
        SETTINGS,
        { 'event-sign': pushSignature(SETTINGS.clientId, shop, SETTINGS.clientSecret) },
        shop,
      ).ok,
    ).toBe(false);
  });
});
