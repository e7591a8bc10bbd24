import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newDeviceId } from './helper';
import { loginAt, postJson, SERVER_START_MS, startServer } from './server-process';
import { tempDirs } from './suite';

const dirs = tempDirs();

/**
 * Issue 20.1: the payment time-out survives a restart. An order placed on one server process is
 * cancelled by the next one, which reads its due time from the database and sweeps at start; the first
 * process never could (its periodic sweep runs once an hour here), so only the start-up sweep can.
 */
describe('the payment time-out across a restart', { timeout: 3 * SERVER_START_MS }, () => {
  it('an order that lapsed while the server was down is cancelled at the next start, its stock back', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-timeout-'));
    dirs.push(dataDir);
    // The setting name, as a duration.
    const env = { DATA_DIR: dataDir, ORDER_PAYMENT_TIMEOUT: '3s', ORDER_SWEEP_INTERVAL_MS: '3600000' };
    const stockOf = async (base: string, token: string) => {
      const { data } = await postJson(base, '/api/v1/product/get', { productIds: ['p-zn-10'] }, { token });
      const list = data.list as { skus: { id: string; stock: number }[] }[];
      return list[0]!.skus.find((s) => s.id === 'p-zn-10-60')!.stock;
    };
    const orderOf = async (base: string, token: string, id: string) => {
      const res = await fetch(`${base}/api/v1/order/detail?order_id=${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { data: { status: string; cancelReason: string | null } }).data;
    };

    const first = await startServer(env);
    const { token } = await loginAt(first.base, newDeviceId());
    if (!token) throw new Error('no token');
    const before = await stockOf(first.base, token);
    const placed = await postJson(
      first.base,
      '/api/v1/you_zan/order_multi_prod',
      {
        items: [{ productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 2 }],
        address: {
          name: 'Li Lei',
          phone: '13912345678',
          area: '广东省 深圳市 南山区',
          detail: '科技园路1号',
        },
      },
      { token },
    );
    expect(placed.status).toBe(200);
    const orderId = placed.data.id as string;
    expect(await stockOf(first.base, token)).toBe(before - 2);
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);

    // The order's due time passes while no server runs.
    await new Promise((r) => setTimeout(r, 3500));

    const second = await startServer(env);
    try {
      const started = Date.now();
      let order = await orderOf(second.base, token, orderId);
      while (order.status !== 'cancelled' && Date.now() - started < 30_000) {
        await new Promise((r) => setTimeout(r, 200));
        order = await orderOf(second.base, token, orderId);
      }
      console.log(`cancelled ${Date.now() - started} ms after the restarted server answered`);
      expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'payment_timeout' });
      expect(await stockOf(second.base, token)).toBe(before);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
