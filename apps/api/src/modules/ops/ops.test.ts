import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpsAuditEntry, OpsOrder, OpsOrderList, OpsStockItem, OrderView } from '@nutri/domain/contracts';
import type { Login } from '../../../test/helper';
import { newOperator, type SignedInOperator } from '../../../test/operators';
import { okData, suiteApp, suiteUser, suiteUsers } from '../../../test/suite';
import { line, orderTools, transactionId } from '../orders/testing/orders';

const ADDRESS = { name: '张三', phone: '13800138000', area: '广东省 深圳市 南山区', detail: '科技园路1号' };

/** The operator's audit rows about one target, newest first. */
async function auditOf(
  t: ReturnType<typeof suiteApp>,
  token: string,
  targetId: string,
): Promise<OpsAuditEntry[]> {
  return okData<{ list: OpsAuditEntry[] }>(
    await t.get(`/api/v1/ops/audit?target_id=${encodeURIComponent(targetId)}&page_size=100`, token),
  ).list;
}

async function stockOf(t: ReturnType<typeof suiteApp>, token: string, skuId: string): Promise<number> {
  const { list } = okData<{ list: OpsStockItem[] }>(await t.get('/api/v1/ops/stock', token));
  return list.find((s) => s.skuId === skuId)!.stock;
}

describe('the operator console API (issue 20.4)', () => {
  const t = suiteApp();
  const [alice, bob] = suiteUsers(t, 2);
  let op: SignedInOperator;
  beforeAll(async () => {
    op = await newOperator(t);
  });

  describe('orders of every user', () => {
    const placed: { id: string; userId: string }[] = [];
    beforeAll(async () => {
      for (const [who, skuId, productId] of [
        [alice, 'p-zn-10-60', 'p-zn-10'],
        [bob, 'p-zn-10-60', 'p-zn-10'],
        [alice, 'p-zn-10-60', 'p-zn-10'],
      ] as const) {
        const order = okData<{ id: string }>(
          await t.post('/api/v1/you_zan/order_multi_prod', who.token, {
            items: [{ productId, skuId, quantity: 2 }],
            address: ADDRESS,
          }),
        );
        placed.push({ id: order.id, userId: who.userId });
      }
    });

    it('lists them newest first with the number, items, address, status, amounts and owner', async () => {
      const page = okData<OpsOrderList>(await t.get('/api/v1/ops/orders?page_size=100', op.token));
      expect(page.list.map((o) => o.id)).toEqual([...placed].reverse().map((p) => p.id));
      expect(page.total).toBe(3);
      const first = page.list[2]!;
      expect(first).toMatchObject({
        userId: alice.userId,
        orderNo: expect.stringMatching(/^\d{12,}$/),
        address: ADDRESS,
        items: [{ skuId: 'p-zn-10-60', quantity: 2, name: expect.any(String) }],
      });
      expect(first.payableCents).toBeGreaterThan(0);
      expect(new Set(page.list.map((o) => o.userId))).toEqual(new Set([alice.userId, bob.userId]));
    });

    it('filters by status, counts each status for the tabs, and pages', async () => {
      const all = okData<OpsOrderList>(await t.get('/api/v1/ops/orders', op.token));
      expect(all.counts).toEqual({ pending_payment: 3 });
      const some = okData<OpsOrderList>(await t.get('/api/v1/ops/orders?status=pending_payment', op.token));
      expect(some.total).toBe(3);
      const paid = okData<OpsOrderList>(await t.get('/api/v1/ops/orders?status=refunded', op.token));
      expect(paid).toMatchObject({ list: [], total: 0 });
      const p2 = okData<OpsOrderList>(await t.get('/api/v1/ops/orders?page_num=2&page_size=2', op.token));
      expect(p2.list.map((o) => o.id)).toEqual([placed[0]!.id]);
      expect(p2.total).toBe(3);
    });

    it.each([
      ['status=created_or_not', 'status'],
      ['page_size=101', 'page_size'],
      ['page_num=0x10', 'page_num'],
      ['extra=1', ''],
    ])('answers 400 naming the field for ?%s', async (qs, field) => {
      const res = await t.get(`/api/v1/ops/orders?${qs}`, op.token);
      expect(res.statusCode).toBe(400);
      if (field) expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    });
  });

  describe('stock', () => {
    const SKU = 'p-vitc-500-100';

    it('lists every specification with its live stock in the request language', async () => {
      const zh = okData<{ list: OpsStockItem[] }>(await t.get('/api/v1/ops/stock', op.token)).list;
      const en = okData<{ list: OpsStockItem[] }>(
        await t.get('/api/v1/ops/stock', op.token, { 'accept-language': 'en-US' }),
      ).list;
      expect(zh.length).toBeGreaterThanOrEqual(30);
      const row = zh.find((s) => s.skuId === SKU)!;
      expect(row.name).toMatch(/[\u4e00-\u9fff]/);
      expect(en.find((s) => s.skuId === SKU)!.name).toMatch(/^[\x20-\x7e]+$/);
      expect(row.stock).toBeGreaterThan(0);
    });

    it('adds and removes stock with a reason, each change audited with before and after', async () => {
      const before = await stockOf(t, op.token, SKU);
      const up = okData<{ before: number; stock: number }>(
        await t.post('/api/v1/ops/stock/adjust', op.token, { skuId: SKU, delta: 25, reason: ' 到货 ' }),
      );
      expect(up).toEqual({ skuId: SKU, before, stock: before + 25 });
      const down = okData<{ stock: number }>(
        await t.post('/api/v1/ops/stock/adjust', op.token, { skuId: SKU, delta: -5, reason: 'damaged' }),
      );
      expect(down.stock).toBe(before + 20);
      expect(await stockOf(t, op.token, SKU)).toBe(before + 20);

      const audit = await auditOf(t, op.token, SKU);
      expect(audit.map((a) => [a.action, a.details.delta])).toEqual([
        ['stock.adjust', -5],
        ['stock.adjust', 25],
      ]);
      expect(audit[1]).toMatchObject({
        operatorId: op.id,
        operatorName: op.name,
        targetType: 'sku',
        targetId: SKU,
        details: { before: { stock: before }, after: { stock: before + 25 }, reason: '到货' },
      });
    });

    it('never below 0: 409 with the stock now, and neither the stock nor the audit log changes', async () => {
      const now = await stockOf(t, op.token, SKU);
      const rows = (await auditOf(t, op.token, SKU)).length;
      const res = await t.post(
        '/api/v1/ops/stock/adjust',
        op.token,
        { skuId: SKU, delta: -(now + 1), reason: 'count' },
        { 'accept-language': 'en-US' },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        msg: `Stock cannot go below 0 (now ${now})`,
        errors: [{ field: 'delta' }],
      });
      expect(await stockOf(t, op.token, SKU)).toBe(now);
      expect(await auditOf(t, op.token, SKU)).toHaveLength(rows);
      // Exactly to 0 is allowed.
      const zero = okData<{ stock: number }>(
        await t.post('/api/v1/ops/stock/adjust', op.token, { skuId: SKU, delta: -now, reason: 'count' }),
      );
      expect(zero.stock).toBe(0);
      okData(await t.post('/api/v1/ops/stock/adjust', op.token, { skuId: SKU, delta: now, reason: 'back' }));
    });

    it.each([
      [{ skuId: 'p-vitc-500-100', delta: 0, reason: 'x' }, 'delta', 400],
      [{ skuId: 'p-vitc-500-100', delta: 1.5, reason: 'x' }, 'delta', 400],
      [{ skuId: 'p-vitc-500-100', delta: 100_001, reason: 'x' }, 'delta', 400],
      [{ skuId: 'p-vitc-500-100', delta: 1, reason: '   ' }, 'reason', 400],
      [{ skuId: 'p-vitc-500-100', delta: 1 }, 'reason', 400],
      [{ skuId: 'NOT A SKU', delta: 1, reason: 'x' }, 'skuId', 400],
      [{ skuId: 'p-no-such-sku', delta: 1, reason: 'x' }, 'skuId', 404],
    ])('refuses %j naming the field', async (body, field, status) => {
      const res = await t.post('/api/v1/ops/stock/adjust', op.token, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('an audit row that cannot be written rolls the stock change back (one transaction)', async () => {
      const now = await stockOf(t, op.token, SKU);
      await t.app.db.execute(
        sql`alter table operator_audit add constraint test_no_stock_rows check (action <> 'stock.adjust') not valid`,
      );
      try {
        await expect(
          t.app.opsService.adjustStock(t.app.db, op.id, { skuId: SKU, delta: 7, reason: 'x' }, 'en-US'),
        ).rejects.toThrow();
      } finally {
        await t.app.db.execute(sql`alter table operator_audit drop constraint test_no_stock_rows`);
      }
      expect(await stockOf(t, op.token, SKU)).toBe(now);
    });
  });

  describe('shipping and refunds, through the order life', () => {
    const carol = suiteUser(t);
    const dave = suiteUser(t);
    const tools = () => orderTools(t);
    /** A paid order of `user`: placed by the user, paid as a verified notification would pay it. */
    const paidOrder = async (user: Login, items = [line('p-zn-10-60', 2)]): Promise<OrderView> => {
      const order = await tools().place(user, items);
      const row = await tools().rowOf(order.id);
      await t.app.orderLife.markPaid(
        t.app.db,
        {
          outTradeNo: row.outTradeNo,
          transactionId: transactionId(),
          paidCents: row.payableCents,
          paidAt: new Date(),
        },
        { kind: 'system', reason: 'payment_notification' },
      );
      return order;
    };
    const ship = (orderId: string, headers?: Record<string, string>) =>
      t.post(
        '/api/v1/ops/orders/ship',
        op.token,
        { orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' },
        headers,
      );
    const refund = (body: object, headers?: Record<string, string>) =>
      t.post('/api/v1/ops/orders/refund', op.token, body, headers);

    it('ships a paid order: the user sees carrier and tracking number; one audit row with before and after', async () => {
      const order = await paidOrder(carol);
      const shipped = okData<OpsOrder>(await ship(order.id));
      expect(shipped).toMatchObject({
        id: order.id,
        status: 'shipped',
        userId: carol.userId,
        shipment: { carrier: '顺丰速运', trackingNo: 'SF1234567890' },
        paidCents: order.payableCents,
      });
      const mine = okData<OrderView>(await t.get(`/api/v1/order/detail?order_id=${order.id}`, carol.token));
      expect(mine).toMatchObject({
        status: 'shipped',
        shipment: { carrier: '顺丰速运', trackingNo: 'SF1234567890' },
      });

      const audit = await auditOf(t, op.token, order.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'order.ship',
        operatorId: op.id,
        operatorName: op.name,
        targetType: 'order',
        targetId: order.id,
        details: {
          before: { status: 'paid' },
          after: { status: 'shipped' },
          carrier: '顺丰速运',
          trackingNo: 'SF1234567890',
        },
      });
      // The same shipment again changes nothing and is not a second action.
      okData(await ship(order.id));
      expect(await auditOf(t, op.token, order.id)).toHaveLength(1);
      // A listing by status finds it.
      const list = okData<OpsOrderList>(await t.get('/api/v1/ops/orders?status=shipped', op.token));
      expect(list.list.map((o) => o.id)).toContain(order.id);
    });

    it('marks an order the demo cashier paid "do not ship" (no money was taken); an unpaid one is not marked (issue 35)', async () => {
      const demo = await tools().place(dave, [line('p-zn-10-60', 1)]);
      expect((await t.post('/api/v1/order/pay', dave.token, { orderId: demo.id })).statusCode).toBe(200);
      expect(
        (await t.post('/api/v1/payments/demo/confirm', dave.token, { orderId: demo.id })).statusCode,
      ).toBe(200);
      const unpaid = await tools().place(dave, [line('p-zn-10-60', 1)]);
      const page = okData<OpsOrderList>(await t.get('/api/v1/ops/orders?page_size=100', op.token));
      expect(page.list.find((o) => o.id === demo.id)).toMatchObject({ status: 'paid', demoPaid: true });
      expect(page.list.find((o) => o.id === unpaid.id)).toMatchObject({
        status: 'pending_payment',
        demoPaid: false,
      });
    });

    it('refuses to ship an unpaid order (409 in the request language) and writes no audit row', async () => {
      const order = await tools().place(dave, [line('p-zn-10-60', 1)]);
      const zh = await ship(order.id);
      expect(zh.statusCode).toBe(409);
      expect(zh.json()).toMatchObject({ msg: '只有已支付的订单可以发货。', reason: 'order_not_shippable' });
      const en = await ship(order.id, { 'accept-language': 'en-US' });
      expect(en.json().msg).toBe('Only a paid order can be shipped.');
      expect((await tools().rowOf(order.id)).status).toBe('pending_payment');
      expect(await auditOf(t, op.token, order.id)).toEqual([]);
      const missing = await ship('00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
    });

    it('refunds a whole paid order: refunded, every cent, stock back on the shelf, one audit row', async () => {
      const stockBefore = await tools().stockOf('p-zn-10-60');
      const order = await paidOrder(carol);
      expect(await tools().stockOf('p-zn-10-60')).toBe(stockBefore - 2);
      const done = okData<OpsOrder>(await refund({ orderId: order.id, reason: '客户不想要了' }));
      expect(done).toMatchObject({ status: 'refunded', refundedCents: order.payableCents });
      expect(await tools().stockOf('p-zn-10-60')).toBe(stockBefore);
      const audit = await auditOf(t, op.token, order.id);
      expect(audit.map((a) => a.action)).toEqual(['order.refund']);
      expect(audit[0]!.details).toMatchObject({
        before: { status: 'paid' },
        after: { status: 'refunded' },
        reason: '客户不想要了',
        refundCents: order.payableCents,
        lines: [{ skuId: 'p-zn-10-60', quantity: 2 }],
      });
      const again = await refund({ orderId: order.id, reason: 'twice' }, { 'accept-language': 'en-US' });
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('This order has been refunded in full already.');
      expect(await auditOf(t, op.token, order.id)).toHaveLength(1);
    });

    it('refunds line by line: the units per line, the status kept until the last unit, an audit row each', async () => {
      const order = await paidOrder(dave, [line('p-zn-10-60', 2), line('p-vitc-500-100', 1)]);
      const shippedFirst = okData<OpsOrder>(await ship(order.id));
      expect(shippedFirst.status).toBe('shipped');

      const one = okData<OpsOrder>(
        await refund({ orderId: order.id, lines: [{ skuId: 'p-zn-10-60', quantity: 1 }], reason: '破损' }),
      );
      expect(one.status).toBe('shipped');
      expect(one.items.find((i) => i.skuId === 'p-zn-10-60')!.refundedQuantity).toBe(1);
      expect(one.refundedCents).toBeGreaterThan(0);

      const tooMany = await refund({
        orderId: order.id,
        lines: [{ skuId: 'p-zn-10-60', quantity: 2 }],
        reason: 'x',
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errors[0].field).toBe('lines.0.quantity');

      const rest = okData<OpsOrder>(
        await refund({
          orderId: order.id,
          lines: [
            { skuId: 'p-zn-10-60', quantity: 1 },
            { skuId: 'p-vitc-500-100', quantity: 1 },
          ],
          reason: '退货',
        }),
      );
      expect(rest).toMatchObject({ status: 'refunded', refundedCents: order.payableCents });
      const audit = await auditOf(t, op.token, order.id);
      expect(audit.map((a) => [a.action, a.details.before, a.details.after])).toEqual([
        ['order.refund', { status: 'shipped' }, { status: 'refunded' }],
        ['order.refund', { status: 'shipped' }, { status: 'shipped' }],
        ['order.ship', { status: 'paid' }, { status: 'shipped' }],
      ]);
    });

    it('a move whose audit row cannot be written does not happen (one transaction)', async () => {
      const order = await paidOrder(carol);
      await t.app.db.execute(
        sql`alter table operator_audit add constraint test_no_ship_rows check (action <> 'order.ship') not valid`,
      );
      try {
        await expect(
          t.app.opsService
            .operatorMoves(t.app.db, op.id, 'en-US')
            .ship(order.id, { carrier: 'EMS', trackingNo: 'E1234' }),
        ).rejects.toThrow();
      } finally {
        await t.app.db.execute(sql`alter table operator_audit drop constraint test_no_ship_rows`);
      }
      const row = await tools().rowOf(order.id);
      expect(row).toMatchObject({ status: 'paid', carrier: null, trackingNo: null });
      expect(await auditOf(t, op.token, order.id)).toEqual([]);
    });

    it.each([
      ['ship', { orderId: 'not-a-uuid', carrier: 'EMS', trackingNo: 'E1234' }, 'orderId'],
      [
        'ship',
        { orderId: '00000000-0000-4000-8000-000000000000', carrier: '  ', trackingNo: 'E1234' },
        'carrier',
      ],
      [
        'ship',
        { orderId: '00000000-0000-4000-8000-000000000000', carrier: 'EMS', trackingNo: 'E 1' },
        'trackingNo',
      ],
      [
        'ship',
        { orderId: '00000000-0000-4000-8000-000000000000', carrier: 'x'.repeat(41), trackingNo: 'E1234' },
        'carrier',
      ],
      ['refund', { orderId: '00000000-0000-4000-8000-000000000000', reason: 'x'.repeat(81) }, 'reason'],
      ['refund', { orderId: '00000000-0000-4000-8000-000000000000', reason: '' }, 'reason'],
      ['refund', { orderId: '00000000-0000-4000-8000-000000000000', lines: [], reason: 'x' }, 'lines'],
      [
        'refund',
        {
          orderId: '00000000-0000-4000-8000-000000000000',
          lines: [{ skuId: 'p-zn-10-60', quantity: 0 }],
          reason: 'x',
        },
        'lines.0.quantity',
      ],
    ])('%s refuses %j with 400 naming %s', async (what, body, field) => {
      const res = await t.post(`/api/v1/ops/orders/${what}`, op.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    });
  });

  describe('the audit log', () => {
    it('lists every action newest first with the operator, target and details, and pages', async () => {
      const other = await newOperator(t);
      okData(
        await t.post('/api/v1/ops/stock/adjust', other.token, { skuId: 'p-zn-10-60', delta: 1, reason: 'a' }),
      );
      const page = okData<{ list: OpsAuditEntry[]; total: number }>(
        await t.get('/api/v1/ops/audit?page_size=2', op.token),
      );
      expect(page.list).toHaveLength(2);
      expect(page.list[0]).toMatchObject({
        action: 'stock.adjust',
        operatorName: other.name,
        targetId: 'p-zn-10-60',
      });
      expect(page.list[1]).toMatchObject({ action: 'operator.sign_in', operatorName: other.name });
      expect(Date.parse(page.list[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(page.list[1]!.createdAt));
      const next = okData<{ list: OpsAuditEntry[]; total: number }>(
        await t.get('/api/v1/ops/audit?page_size=2&page_num=2', op.token),
      );
      expect(next.total).toBe(page.total);
      expect(next.list[0]!.id).not.toBe(page.list[1]!.id);
    });
  });
});
