/**
 * One dose truth (issue 18.3): a product's daily amount is computed once, by the engine for the plan,
 * and the products page, the product page and the order all carry that figure, not the label's.
 */
import { describe, expect, it } from 'vitest';
import type {
  Answers,
  OrderView,
  PlanDocument,
  ProductGetResult,
  ProductView,
} from '@nutri/domain/contracts';
import { catalogueProduct } from '@nutri/domain/knowledge/catalogue';
import { LOCALES, newPlan, readPlan } from '../../../test/plans';
import { okData, suiteApp, suiteUser } from '../../../test/suite';

/** A vegan woman with a low vitamin B12 and iron intake: the plan picks several single products. */
const VEGAN: Answers = {
  gender: 'female',
  age: 29,
  heightCm: 165,
  weightKg: 58,
  activityLevel: 'moderate',
  dietPattern: 'vegan',
  foodFrequency: { dairy: 'never', fish: 'never', redMeat: 'never', eggs: 'never', vegetables: 'daily' },
  sunExposure: 'low',
};
const ADDRESS = { name: 'Li Lei', phone: '13912345678', area: '广东省 深圳市 南山区', detail: '科技园路1号' };

describe('one dose truth across plan, products, product page and order', () => {
  const t = suiteApp({ ORDER_OPEN_UNPAID_MAX: '1000' });
  const who = suiteUser(t);
  const other = suiteUser(t);

  it.each(LOCALES)('%s', async (locale) => {
    const planId = await newPlan(t, who.token, VEGAN, { locale });
    const plan: PlanDocument = await readPlan(t, who.token, planId);
    expect(plan.products.length).toBeGreaterThan(0);
    const lines = plan.products;
    // The products page asks in the screen's language, as the plan was read.
    const lang = { 'accept-language': locale };
    const products = okData<ProductGetResult>(
      await t.post('/api/v1/product/get', who.token, { customNutritionPlanId: planId }, lang),
    ).list;
    const byId = okData<ProductGetResult>(
      await t.post(
        '/api/v1/product/get',
        who.token,
        {
          productIds: lines.map((l) => l.productId),
          customNutritionPlanId: planId,
        },
        lang,
      ),
    ).list;
    const label = okData<ProductGetResult>(
      await t.post('/api/v1/product/get', who.token, { productIds: lines.map((l) => l.productId) }),
    ).list;
    const find = (list: ProductView[], id: string) => list.find((p) => p.id === id)!;
    for (const line of lines) {
      expect(line.name).toBe(
        locale === 'zh-CN' ? catalogueProduct(line.productId)!.zh : catalogueProduct(line.productId)!.en,
      );
      expect(find(products, line.productId)).toMatchObject({ dosage: line.dosage, usage: line.usage });
      expect(find(byId, line.productId)).toMatchObject({ dosage: line.dosage, usage: line.usage });
      // Without the plan, the label's own amount (what the product page used to show).
      expect(find(label, line.productId).dosage).toBe(catalogueProduct(line.productId)!.servingsPerDay);
    }

    const items = lines.map((l) => {
      const p = find(products, l.productId);
      return { productId: p.id, skuId: p.defaultSkuId, quantity: 1 };
    });
    const ordered = okData<OrderView>(
      await t.post(
        '/api/v1/you_zan/order_multi_prod',
        who.token,
        { items, address: ADDRESS, customNutritionPlanId: planId },
        { 'accept-language': locale },
      ),
    );
    for (const line of lines) {
      const item = ordered.items.find((i) => i.productId === line.productId)!;
      expect(item.dosage).toBe(line.dosage);
      expect(item.servingUnit).not.toBe('');
    }
    // Read back, the order says the same.
    const read = okData<OrderView>(
      await t.get(`/api/v1/order/detail?order_id=${ordered.id}`, who.token, { 'accept-language': locale }),
    );
    expect(read.items.map((i) => i.dosage)).toEqual(ordered.items.map((i) => i.dosage));

    // An order without a plan claims no daily amount; another person's plan is not found.
    const bare = okData<OrderView>(
      await t.post('/api/v1/you_zan/order_multi_prod', who.token, {
        items: items.slice(0, 1),
        address: ADDRESS,
      }),
    );
    expect(bare.items[0]).toMatchObject({ dosage: null });
    const foreign = await t.post('/api/v1/you_zan/order_multi_prod', other.token, {
      items: items.slice(0, 1),
      address: ADDRESS,
      customNutritionPlanId: planId,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignProducts = await t.post('/api/v1/product/get', other.token, {
      productIds: [lines[0]!.productId],
      customNutritionPlanId: planId,
    });
    expect(foreignProducts.statusCode).toBe(404);
  });

  it('a body with neither product ids nor a plan is refused, naming the field', async () => {
    const res = await t.post('/api/v1/product/get', who.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('productIds');
  });
});
