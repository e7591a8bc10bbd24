import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { planFor } from '@nutri/domain/engine';
import type { Answers, SkuView } from '@nutri/domain/contracts';
import { withTestApp, type Login } from './helper';
import { newPlan, planDocUrl, putAnswers } from './plans';
import { suiteApp, suiteUsers } from './suite';

/**
 * The read cache (ADR 0010) through HTTP: every cached call answers what the last write left, whichever
 * module wrote it, and nothing cached outlives its owner. Runs with the cache on with either database
 * (READ_CACHE=auto; on PostgreSQL each answer is checked against the tags' shared versions, ADR 0035)
 * and off (READ_CACHE=off): the answers must be the same either way.
 */
const ANSWERS: Answers = {
  nickname: 'Cache',
  gender: 'female',
  age: 41,
  heightCm: 166,
  weightKg: 61,
  activityLevel: 'moderate',
};

/** Short plans, as the cache tests make them. */
const SHORT = { planType: 'short_questionnaire' } as const;
const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe('READ_CACHE=off', () => {
  it('keeps no database answer, but still keeps the knowledge-base lists (they depend on the code alone)', async () => {
    await withTestApp({ READ_CACHE: 'off' }, async (t) => {
      const user = await t.login();
      expect(t.app.readCacheEnabled).toBe(false);
      for (let i = 0; i < 2; i++) {
        const res = await t.post('/api/v1/question_short/supplement_reviews_options', user.token, undefined, {
          'accept-encoding': 'gzip',
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('gzip');
        expect((await t.post('/api/v1/userinfo', user.token)).statusCode).toBe(200);
      }
      expect(t.app.staticReplyCache.size).toBe(1);
      expect(t.app.replyCache.size).toBe(0);
    });
  });
});

describe('read cache: every cached answer follows the writes', () => {
  const t = suiteApp();
  const [alice, bob] = suiteUsers(t, 2);
  let planId: string;
  beforeAll(async () => {
    planId = await newPlan(t, alice.token, ANSWERS, SHORT);
  });

  const readPlan = async (user: Login = alice) => t.get(planDocUrl(planId), user.token);
  const userinfo = async (user: Login = alice) => (await t.post('/api/v1/userinfo', user.token)).json().data;
  const page = async (user: Login = alice) =>
    (await t.post('/api/v1/product/get_all', user.token, { page_num: 1, page_size: 100 })).json().data as {
      list: { id: string; skus: SkuView[] }[];
    };

  it('is on with either database (READ_CACHE=auto)', async () => {
    expect(t.app.readCacheEnabled).toBe(true);
    // On PostgreSQL the set-up's writes reach this instance again as notifications, which may land just
    // after a read and drop its answer (as they must): a later read keeps it.
    await vi.waitFor(
      async () => {
        await readPlan();
        expect(t.app.replyCache.size).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('plan read: a second read is byte-identical, and a questionnaire edit shows at once', async () => {
    const first = await readPlan();
    const again = await readPlan();
    expect(again.body).toBe(first.body);
    expect(first.json().data.profile).toEqual(plain(planFor(ANSWERS, 'zh-CN').profile));

    const edit = await putAnswers(t, alice.token, planId, { weightKg: 75 }, { ...SHORT, complete: false });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = (await readPlan()).json().data;
    expect(after.profile).toEqual(plain(planFor({ ...ANSWERS, weightKg: 75 }, 'zh-CN').profile));
    expect(after.profile).not.toEqual(first.json().data.profile);
  });

  it('plan read: a rename, medicines from the review step and supplements show at once', async () => {
    await readPlan();
    const rename = await t.get(
      `/api/v1/precise_nutrition_plan/update_nickname?custom_nutrition_plan_id=${planId}&nickname=Renamed`,
      alice.token,
    );
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await readPlan()).json().data.nickname).toBe('Renamed');

    const before = (await readPlan()).json().data;
    const taboos = await t.post('/api/v1/question_short/medicine_taboos', alice.token, {
      customNutritionPlanId: planId,
      medicines: ['metformin'],
    });
    expect(taboos.statusCode, taboos.body).toBe(200);
    const after = (await readPlan()).json().data;
    expect(after.medicineTaboos).not.toEqual(before.medicineTaboos);
    expect(JSON.stringify(after.medicineTaboos)).toContain('metformin');
  });

  it('plan read: another user still gets 404, before and after the owner has it cached', async () => {
    await readPlan(alice);
    for (let i = 0; i < 2; i++) {
      const res = await readPlan(bob);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Renamed');
    }
  });

  it('userinfo: a nickname change and a bound invitation code show at once', async () => {
    expect((await userinfo()).invCode).toBeNull();
    const rename = await t.post('/api/v1/userinfo', alice.token, { nickname: 'Alice C.' });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await userinfo()).nickname).toBe('Alice C.');
    const bind = await t.post('/api/v1/user/inv_code', alice.token, { invCode: 'NUTRI88' });
    expect(bind.statusCode, bind.body).toBe(200);
    expect((await userinfo()).invCode).toBe('NUTRI88');
    expect((await userinfo(bob)).invCode).toBeNull();
  });

  it('product page: stock written by an order or by the repository shows at once', async () => {
    const first = await page();
    const sku = first.list[0]!.skus[0]!;
    await t.app.productsRepository.setStock(t.app.db, sku.id, 7);
    const seen = (await page()).list[0]!.skus[0]!;
    expect(seen.stock).toBe(7);

    const order = await t.post('/api/v1/you_zan/order_multi_prod', alice.token, {
      items: [{ productId: first.list[0]!.id, skuId: sku.id, quantity: 2 }],
      address: {
        name: 'Li Lei',
        phone: '13912345678',
        area: '广东省 深圳市 南山区',
        detail: '科技园路1号',
      },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((await page()).list[0]!.skus[0]!.stock).toBe(5);
    expect((await page(bob)).list[0]!.skus[0]!.stock).toBe(5);
  });

  it('product page: prices follow the user’s vouchers, and only that user’s', async () => {
    const before = (await page()).list[0]!.skus[0]!;
    const bobBefore = (await page(bob)).list[0]!.skus[0]!;
    // A voucher that pays 10 % beats every welcome voucher on every product.
    await t.app.vouchersRepository.grant(t.app.db, [
      {
        userId: alice.userId,
        title: 'test 90% off',
        status: 1,
        thresholdAmount: 0,
        preferentialMode: 2,
        value: 10,
        validFrom: new Date(Date.now() - 60_000),
        validTo: new Date(Date.now() + 86_400_000),
        source: 'test',
        grantKey: 'test:cache-90-off',
      },
    ]);
    const after = (await page()).list[0]!.skus[0]!;
    expect(after.bestPriceCents).toBeLessThan(before.bestPriceCents);
    expect(after.bestPriceCents).toBe(Math.round(after.priceCents * 0.1));
    expect((await page(bob)).list[0]!.skus[0]!).toEqual(bobBefore);
  });

  it('large cached answers go gzipped to clients that accept gzip, the same bytes once inflated', async () => {
    const call = (acceptEncoding?: string) =>
      t.post(
        '/api/v1/question_short/supplement_reviews_options',
        alice.token,
        undefined,
        acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      );
    const plainRes = await call();
    expect(plainRes.statusCode).toBe(200);
    expect(plainRes.headers['content-encoding']).toBeUndefined();
    expect(plainRes.headers.vary).toContain('accept-encoding');
    expect(Number(plainRes.headers['content-length'])).toBe(Buffer.byteLength(plainRes.body));
    for (const header of ['gzip, deflate, br', 'br;q=1.0, gzip;q=0.8']) {
      const zipped = await call(header);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.byteLength).toBeLessThan(plainRes.rawPayload.byteLength / 2);
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plainRes.body);
    }
    for (const header of ['gzip;q=0', 'deflate', 'identity']) {
      expect((await call(header)).headers['content-encoding']).toBeUndefined();
    }
    // Small answers are not worth compressing.
    const small = await t.post(
      '/api/v1/question_short/search_medicine',
      alice.token,
      { keyword: 'hfl' },
      { 'accept-encoding': 'gzip' },
    );
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('erasing the account leaves nothing cached that anyone can read', async () => {
    const carol = await t.login();
    const url = planDocUrl(await newPlan(t, carol.token, ANSWERS, SHORT));
    expect((await t.get(url, carol.token)).statusCode).toBe(200);
    const erase = await t.post('/api/v1/user/delete', carol.token, { confirm: true });
    expect(erase.statusCode, erase.body).toBe(200);
    expect((await t.get(url, carol.token)).statusCode).toBe(401);
    expect((await t.get(url, bob.token)).statusCode).toBe(404);
  });
});
