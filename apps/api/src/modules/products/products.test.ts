import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRODUCT_CATEGORY_KEYS, type ProductView } from '@nutri/domain/contracts';
import { CATALOGUE, PRODUCT_CATEGORIES } from '@nutri/domain/knowledge/catalogue';
import { splitByDosage } from '@nutri/domain/commerce';
import { DEEP_ANSWERS, newDeepPlan, readPlan } from '../../../test/plans';
import { suiteApp, suiteUsers } from '../../../test/suite';
import { skus } from '../../db/schema';
import { seedDatabase } from '../../db/seeds';
import { STATIC_IMAGES_DIR } from '../../plugins/static-images';

describe('catalogue: seed, products by id, by plan, paged; images', () => {
  const t = suiteApp();
  const [alice, bob, carol] = suiteUsers(t, 3);

  const get = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.post('/api/v1/product/get', token, payload as object, headers);

  it('the contract categories are the knowledge base categories', () => {
    expect([...PRODUCT_CATEGORY_KEYS].sort()).toEqual(Object.keys(PRODUCT_CATEGORIES).sort());
  });

  it('every catalogue product has its image file', () => {
    for (const p of CATALOGUE) {
      const file = path.join(STATIC_IMAGES_DIR, p.image);
      expect(fs.existsSync(file), p.image).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|href=|url\(/i);
    }
  });

  it('seeding again keeps live stock and restores prices', async () => {
    await t.app.db.update(skus).set({ stock: 3, priceCents: 1 }).where(eq(skus.id, 'p-zn-10-60'));
    await seedDatabase(t.app);
    const [row] = await t.app.db.select().from(skus).where(eq(skus.id, 'p-zn-10-60'));
    expect(row?.stock).toBe(3);
    expect(row?.priceCents).toBe(2900);
    const res = await get(alice.token, { productIds: ['p-zn-10'] });
    expect(res.json().data.list[0].skus[0].stock).toBe(3);
  });

  it('products by id: order kept, names in the request locale, prices, image URL, best voucher price', async () => {
    const zh = await get(alice.token, { productIds: ['p-vitc-100', 'p-vitd3-1000'], locale: 'zh-CN' });
    expect(zh.statusCode, zh.body).toBe(200);
    const data = zh.json().data as { list: ProductView[]; basis: null; other: null; total: number };
    expect(data.total).toBe(2);
    expect(data.basis).toBeNull();
    const [c, d] = data.list;
    expect(c!.id).toBe('p-vitc-100');
    expect(c!.name).toBe(CATALOGUE.find((p) => p.id === 'p-vitc-100')!.zh);
    expect(c!.image).toBe('/staticImages/p-vitc-100.svg');
    expect(c!.skus.map((s) => [s.id, s.priceCents, s.price])).toEqual([
      ['p-vitc-100-60', 1990, '19.90'],
      ['p-vitc-100-120', 3490, '34.90'],
    ]);
    // Welcome pack: 8.5折 (no threshold) and 满99减10. ¥19.90 × 85 % = 16.915 → 16.92 (half up).
    expect(c!.bestPriceCents).toBe(1692);
    expect(c!.bestPrice).toBe('16.92');
    expect(c!.bestVoucherLabel).toBe('8.5折');
    const vitc = CATALOGUE.find((p) => p.id === 'p-vitc-100')!;
    expect(`${c!.usage}${c!.content}`).toBe(vitc.usage.zh);
    expect(c!.usage).toBe(`每日${vitc.servingsPerDay}片`);
    expect(c!.content.startsWith('（')).toBe(true);
    expect(d!.skus[1]!.bestPriceCents).toBe(7565); // ¥89 × 85 % = 75.65 beats ¥89 − 10
    const en = await get(alice.token, { productIds: ['p-vitc-100'] }, { 'accept-language': 'en-US,en' });
    const e = en.json().data.list[0] as ProductView;
    expect(e.name).toBe(CATALOGUE.find((p) => p.id === 'p-vitc-100')!.en);
    expect(e.bestVoucherLabel).toBe('15% off');
    expect(e.skus[0]!.spec).toBe('60 tablets');
  });

  it("a new user's first query is priced with the welcome pack granted by that query, however slow", async () => {
    // The pack is valid from the moment it is granted; a clock read before the grant would miss it.
    const scope = t.app.vouchersService.voucherScope;
    const slow = vi
      .spyOn(t.app.vouchersService, 'voucherScope')
      .mockImplementation(async (...args: Parameters<typeof scope>) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return scope(...args);
      });
    try {
      const res = await get(carol.token, { productIds: ['p-vitc-100'], locale: 'zh-CN' });
      expect(res.statusCode, res.body).toBe(200);
      expect(slow).toHaveBeenCalled();
      expect((res.json().data.list[0] as ProductView).bestPriceCents).toBe(1692);
    } finally {
      slow.mockRestore();
    }
  });

  it('unknown ids → 400 naming them; no selector → 400; ids with a plan not the caller’s → 404', async () => {
    const res = await get(alice.token, { productIds: ['p-vitc-100', 'p-nope', 'p-nada'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('p-nope');
    expect(res.json().msg).toContain('p-nada');
    expect(res.json().errors[0].field).toBe('productIds');
    expect((await get(alice.token, {})).statusCode).toBe(400);
    const both = await get(alice.token, {
      productIds: ['p-vitc-100'],
      customNutritionPlanId: '00000000-0000-4000-8000-000000000000',
    });
    // Both selectors ask for these products dosed as in that plan (issue 18.3); this plan is no one's.
    expect(both.statusCode).toBe(404);
    expect((await get(alice.token, { productIds: ['p-vitc-100'], priceCents: 1 })).statusCode).toBe(400);
  });

  it("a plan's products: the plan's dosage and usage, split by the dosage rule; another user's plan → 404", async () => {
    const planId = await newDeepPlan(t, alice.token, DEEP_ANSWERS, 'en-US');
    const doc = await readPlan(t, alice.token, planId);
    expect(doc.products.length).toBeGreaterThan(0);

    const res = await get(alice.token, { customNutritionPlanId: planId }, { 'accept-language': 'en-US' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { list: ProductView[]; basis: ProductView[]; other: ProductView[] };
    const expected = splitByDosage(doc.products);
    expect(data.basis.map((p) => p.id)).toEqual(expected.basis.map((p) => p.productId));
    expect(data.other.map((p) => p.id)).toEqual(expected.other.map((p) => p.productId));
    expect(data.list.map((p) => p.id)).toEqual(doc.products.map((p) => p.productId));
    for (const [i, p] of data.list.entries()) {
      expect(p.dosage).toBe(doc.products[i]!.dosage);
      expect(p.usage).toBe(doc.products[i]!.usage);
      expect(p.content).toBe(doc.products[i]!.content);
      expect(p.group).toBe(i < data.basis.length ? 'basis' : 'other');
    }
    // Asked in the other language (issue 19.1): the same daily amounts, the usage in that language.
    const zh = (
      await get(alice.token, { customNutritionPlanId: planId }, { 'accept-language': 'zh-CN' })
    ).json().data as { list: ProductView[] };
    expect(zh.list.map((p) => [p.id, p.dosage])).toEqual(data.list.map((p) => [p.id, p.dosage]));
    for (const p of zh.list) expect(p.usage).toMatch(/[\u3400-\u9fff]/);
    expect((await get(bob.token, { customNutritionPlanId: planId })).statusCode).toBe(404);
  });

  it('get_all pages the catalogue, filters a category, page_size above 100 → 400', async () => {
    const page = (body: object) => t.post('/api/v1/product/get_all', alice.token, body);
    const first = await page({ page_num: 1, page_size: 10 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.total).toBe(CATALOGUE.length);
    expect(first.json().data.list.map((p: ProductView) => p.id)).toEqual(
      CATALOGUE.slice(0, 10).map((p) => p.id),
    );
    const last = await page({ page_num: 4, page_size: 10 });
    expect(last.json().data.list.map((p: ProductView) => p.id)).toEqual(CATALOGUE.slice(30).map((p) => p.id));
    const beyond = await page({ page_num: 99, page_size: 10 });
    expect(beyond.json().data).toEqual({ list: [], total: CATALOGUE.length });
    const omega = await page({ page_num: 1, page_size: 100, category: 'omega3' });
    expect(omega.json().data.list.map((p: ProductView) => p.id)).toEqual(
      CATALOGUE.filter((p) => p.category === 'omega3').map((p) => p.id),
    );
    const tooBig = await page({ page_num: 1, page_size: 101 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors[0].field).toBe('page_size');
    expect((await page({ page_num: 1, page_size: 10, category: 'candy' })).statusCode).toBe(400);
  });

  it('serves product images with long caching and a 404 envelope for anything else', async () => {
    const res = await t.get('/staticImages/p-vitc-100.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    const etag = res.headers.etag as string;
    const again = await t.get('/staticImages/p-vitc-100.svg', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    for (const bad of [
      'nope.svg',
      '..%2Fpackage.json',
      '%2E%2E%2Fsrc%2Fapp.ts',
      'P-VITC-100.SVG',
      'p-vitc-100.svg.bak',
    ]) {
      const r = await t.get(`/staticImages/${bad}`);
      expect(r.statusCode, bad).toBe(404);
      expect(r.json()).toMatchObject({ code: 404, msg: 'Image not found' });
    }
  });
});
