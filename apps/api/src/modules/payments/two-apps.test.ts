import { describe, expect, it } from 'vitest';
import { testApp, withTestApp } from '../../../test/helper';
import { okData } from '../../../test/suite';
import { line, orderTools } from '../orders/testing/orders';
import { testKeys, wechatPayEnv } from './testing/wechatpay-fake';

/**
 * The payment registry belongs to its app (issue 32 §3). It was one per process: building a second app
 * replaced the first app's providers, so an app with the demo provider lost its demo cashier as soon as
 * an app with WeChat Pay was built beside it (tests, or two instances in one process).
 */
describe('payment providers belong to their app', () => {
  // Two apps, each on its own fresh database, are built inside the test.
  it('two apps in one process keep their own: the first still pays with the demo cashier after one with WeChat Pay is built', async () => {
    const first = await testApp();
    try {
      // config.ts refuses PAYMENT_PROVIDER=wechatpay without WECHATPAY_* settings; nothing is paid there.
      const settings = wechatPayEnv(testKeys(), 'http://127.0.0.1:9');
      await withTestApp({ ...settings, PAYMENT_PROVIDER: 'wechatpay' }, async (second) => {
        const u = await first.login();
        const order = await orderTools(first).place(u, [line('p-zn-10-60')]);
        const paid = await first.post('/api/v1/payments/demo/confirm', u.token, { orderId: order.id });
        expect(okData<{ status: string }>(paid).status).toBe('paid');

        // The second app's cashier is WeChat Pay's: its demo cashier stays closed.
        const v = await second.login();
        const other = await orderTools(second).place(v, [line('p-zn-10-60')]);
        const refused = await second.post('/api/v1/payments/demo/confirm', v.token, { orderId: other.id });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().reason).toBe('demo_payment_disabled');

        expect(first.app.paymentProviders).not.toBe(second.app.paymentProviders);
        expect(first.app.paymentProviders.active().name).toBe('demo');
        expect(second.app.paymentProviders.active().name).toBe('wechatpay');
      });
    } finally {
      await first.close();
    }
  }, 120_000);
});
