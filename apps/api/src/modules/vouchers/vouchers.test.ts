import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { VoucherView } from '@nutri/domain/contracts';
import { suiteApp } from '../../../test/suite';
import { invitationCodes } from '../../db/schema';
import { SEED_INVITATION_CODES } from '../../db/seeds';

describe('vouchers: welcome pack, code grants, labels, expiry, paging', () => {
  const t = suiteApp();

  const query = (token: string, qs = 'page_num=1&page_size=200', headers: Record<string, string> = {}) =>
    t.post(`/api/v1/you_zan/query_vouchers?${qs}`, token, undefined, headers);

  it('a new user gets the welcome pack once, with labels in the request locale and expired → status 0', async () => {
    const { token } = await t.login();
    const first = await query(token);
    expect(first.statusCode, first.body).toBe(200);
    const again = await query(token);
    const data = again.json().data as { list: VoucherView[]; total: number };
    expect(data.total).toBe(3);
    expect(data.list).toHaveLength(3);
    const byMode = (mode: number, status: number) =>
      data.list.find((v) => v.preferential_mode === mode && v.status === status)!;
    const fixed = byMode(1, 1);
    expect(fixed).toMatchObject({
      threshold_amount: 9900,
      value: 1000,
      label: '满99减10',
      title: '新人满减券',
    });
    expect(byMode(2, 1)).toMatchObject({ threshold_amount: 0, value: 85, label: '8.5折' });
    const expired = byMode(1, 0);
    expect(new Date(expired.validTo).getTime()).toBeLessThan(Date.now());
    // Usable ones first.
    expect(data.list[2]!.status).toBe(0);
    expect(Object.keys(fixed).sort()).toEqual(
      [
        'id',
        'title',
        'status',
        'threshold_amount',
        'preferential_mode',
        'value',
        'validFrom',
        'validTo',
        'label',
        'usedOrderId',
      ].sort(),
    );
    const en = (await query(token, 'page_num=1&page_size=200', { 'accept-language': 'en-US' })).json()
      .data as { list: VoucherView[] };
    expect(en.list.map((v) => v.label).sort()).toEqual(
      ['15% off', 'Spend ¥199, save ¥30', 'Spend ¥99, save ¥10'].sort(),
    );
    expect(en.list.find((v) => v.preferential_mode === 2)!.title).toBe('Welcome discount');
  });

  it('lists only the caller’s vouchers', async () => {
    const a = await t.login();
    const b = await t.login();
    const aIds = (await query(a.token)).json().data.list.map((v: VoucherView) => v.id) as string[];
    const bIds = (await query(b.token)).json().data.list.map((v: VoucherView) => v.id) as string[];
    expect(aIds.filter((id) => bIds.includes(id))).toEqual([]);
  });

  it('pages with page_num/page_size; page_size above 200 or below 1 → 400 naming it', async () => {
    const { token } = await t.login();
    const p1 = (await query(token, 'page_num=1&page_size=2')).json().data;
    const p2 = (await query(token, 'page_num=2&page_size=2')).json().data;
    expect(p1.total).toBe(3);
    expect(p1.list).toHaveLength(2);
    expect(p2.list).toHaveLength(1);
    expect(new Set([...p1.list, ...p2.list].map((v: VoucherView) => v.id)).size).toBe(3);
    const big = await query(token, 'page_num=1&page_size=201');
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].field).toBe('page_size');
    expect((await query(token, 'page_num=0&page_size=10')).statusCode).toBe(400);
    expect((await query(token, 'page_num=1&page_size=10&extra=1')).statusCode).toBe(400);
    // No query at all: the defaults (page 1, 200 a page).
    expect((await t.post('/api/v1/you_zan/query_vouchers', token)).statusCode).toBe(200);
  });

  it('binding an invitation code grants its vouchers once, with bilingual titles', async () => {
    const seeded = SEED_INVITATION_CODES.find((c) => c.code === 'WELCOME2026')!;
    const [row] = await t.app.db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.code, 'WELCOME2026'));
    expect(row?.voucherGrants).toEqual(seeded.voucherGrants);
    const { token } = await t.login();
    const bind = await t.post('/api/v1/user/inv_code', token, { invCode: 'welcome2026' });
    expect(bind.statusCode, bind.body).toBe(200);
    const list = (await query(token, 'page_num=1&page_size=200', { 'accept-language': 'en' })).json()
      .data as {
      list: VoucherView[];
      total: number;
    };
    expect(list.total).toBe(3 + seeded.voucherGrants.length);
    const invitation = list.list.find((v) => v.title === 'Invitation voucher')!;
    expect(invitation).toMatchObject({
      status: 1,
      threshold_amount: 5900,
      preferential_mode: 1,
      value: 1000,
    });
    expect(list.list.find((v) => v.title === 'Invitation discount')).toMatchObject({
      label: '20% off orders of ¥199+',
    });
    // Binding again is refused and grants nothing more.
    const twice = await t.post('/api/v1/user/inv_code', token, { invCode: 'WELCOME2026' });
    expect(twice.statusCode).toBe(409);
    expect((await query(token)).json().data.total).toBe(3 + seeded.voucherGrants.length);
  });

  it('a configured code keeps its grants when seeds run again', async () => {
    const custom = [{ title: 'Custom', thresholdAmount: 0, preferentialMode: 1, value: 500, validDays: 7 }];
    await t.app.db
      .update(invitationCodes)
      .set({ voucherGrants: custom })
      .where(eq(invitationCodes.code, 'NUTRI88'));
    const { seedDatabase } = await import('../../db/seeds');
    await seedDatabase(t.app);
    const [row] = await t.app.db.select().from(invitationCodes).where(eq(invitationCodes.code, 'NUTRI88'));
    expect(row?.voucherGrants).toEqual(custom);
  });
});
