import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpsAuditEntry, OpsOrderList, OpsStockItem } from '@nutri/domain/contracts';
import { newOperator, type SignedInOperator } from '../../../test/operators';
import { okData, suiteApp, suiteUser } from '../../../test/suite';
import { adjustStock } from './ops.service';

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
  const alice = suiteUser(t);
  const bob = suiteUser(t);
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
          adjustStock(t.app.db, op.id, { skuId: SKU, delta: 7, reason: 'x' }, 'en-US'),
        ).rejects.toThrow();
      } finally {
        await t.app.db.execute(sql`alter table operator_audit drop constraint test_no_stock_rows`);
      }
      expect(await stockOf(t, op.token, SKU)).toBe(now);
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
