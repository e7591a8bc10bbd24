import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderView } from '@nutri/domain/contracts';
import type { Login, TestApp } from '../../../../test/helper';
import { okData } from '../../../../test/suite';
import { orders, skus, vouchers } from '../../../db/schema';

/** What the order module's tests share: placing an order, reading stock, vouchers and the order row. */
export const ADDRESS = {
  name: 'Li Lei',
  phone: '13912345678',
  area: '广东省 深圳市 南山区',
  detail: '科技园路1号',
};
const DAY = 86_400_000;

export const line = (skuId: string, quantity = 1) => ({
  productId: skuId.replace(/-[^-]+$/, ''),
  skuId,
  quantity,
});

export function orderTools(t: TestApp) {
  const place = async (
    user: Login,
    items: ReturnType<typeof line>[],
    extra: Record<string, unknown> = {},
  ): Promise<OrderView> =>
    okData<OrderView>(
      await t.post('/api/v1/you_zan/order_multi_prod', user.token, { items, address: ADDRESS, ...extra }),
    );
  const stockOf = async (skuId: string) =>
    (await t.app.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;
  const rowOf = async (orderId: string) =>
    (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const voucherOf = async (voucherId: string) =>
    (await t.app.db.select().from(vouchers).where(eq(vouchers.id, voucherId)))[0]!;
  /** A usable voucher straight into the database: `value` cents off, no threshold. */
  const voucher = async (user: Login, value: number, mode: 1 | 2 = 1): Promise<string> => {
    const grantKey = `test:${randomBytes(9).toString('base64url')}`;
    await t.app.vouchersRepository.grant(t.app.db, [
      {
        userId: user.userId,
        title: 'test',
        status: 1,
        thresholdAmount: 0,
        preferentialMode: mode,
        value,
        validFrom: new Date(Date.now() - DAY),
        validTo: new Date(Date.now() + 30 * DAY),
        source: 'test',
        grantKey,
      },
    ]);
    const rows = await t.app.vouchersRepository.exportFor(t.app.db, user.userId);
    return rows.find((r) => r.grantKey === grantKey)!.id;
  };
  return { place, stockOf, rowOf, voucherOf, voucher };
}

/** A fresh provider transaction id. */
export const transactionId = () => `tx_${randomBytes(10).toString('hex')}`;
