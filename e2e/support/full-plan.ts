/**
 * A person with a full plan, as the screen-by-screen checks need one: a deep plan with medicines and lab
 * values, an order awaiting payment, and the list of the app's main screens for that person.
 */
import type { Page } from 'playwright-core';

export type Locale = 'zh-CN' | 'en-US';

/** A call to the API from the page, as the signed-in person: the envelope's `data`. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
      return (JSON.parse(text) as { data: unknown }).data;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** A new deep plan with these answers put complete, as the signed-in person: its id. */
export async function planWith(
  page: Page,
  locale: Locale,
  answers: Record<string, unknown>,
): Promise<string> {
  const { customNutritionPlanId: id } = await api<{ customNutritionPlanId: string }>(
    page,
    'POST',
    'v1/custom_nutrition_plan/new',
    { clientType: 'web', planType: 'deep_questionnaire', locale },
  );
  await api(page, 'POST', 'v1/questionnaire/put', {
    customNutritionPlanId: id,
    questionnaireType: 'deep_questionnaire',
    answers,
    complete: true,
  });
  return id;
}

/** A complete deep plan of a 58-year-old woman on metformin and omeprazole, with lab values typed in. */
export function fullPlan(page: Page, locale: Locale): Promise<string> {
  return planWith(page, locale, {
    nickname: locale === 'zh-CN' ? '妈妈' : 'Mom',
    gender: 'female',
    age: 58,
    heightCm: 160,
    weightKg: 66,
    activityLevel: 'light',
    medicines: ['metformin', 'omeprazole'],
    labs: [
      { marker: 'ferritin', value: 12, unit: 'ng/mL' },
      { marker: 'vitaminD25OH', value: 18, unit: 'ng/mL' },
      { marker: 'hba1c', value: 6.1, unit: '%' },
    ],
  });
}

/** An order from the plan, awaiting payment: the order page, the order list and the plan's orders card. */
export async function orderFromPlan(page: Page, planId: string): Promise<string> {
  const { list: products } = await api<{ list: { id: string; defaultSkuId: string }[] }>(
    page,
    'POST',
    'v1/product/get',
    { customNutritionPlanId: planId },
  );
  const order = await api<{ id: string }>(page, 'POST', 'v1/you_zan/order_multi_prod', {
    items: [{ productId: products[0]!.id, skuId: products[0]!.defaultSkuId, quantity: 1 }],
    address: {
      name: '李雷',
      phone: '13800138000',
      area: '广东省 深圳市 南山区',
      detail: '科技园路1号',
    },
    customNutritionPlanId: planId,
  });
  return order.id;
}

/** The app's screens (name, hash route) for a person with plan `planId` and order `orderId`. */
export function mainScreens(planId: string, orderId: string): [string, string][] {
  return [
    ['start', '/qsStartPage'],
    ['plan', `/qsGeneratePageNew?id=${planId}`],
    ['questionnaire', '/questionnaire'],
    ['deep', `/questionnaireSpecify?id=${planId}`],
    ['medicines', `/addMoreNutrition?id=${planId}`],
    ['upload', `/uploadReportsPageNew?id=${planId}`],
    ['report-list', '/reportListPage'],
    ['products', `/productsPage?id=${planId}`],
    ['products-quick', `/productsPageQuick?id=${planId}`],
    ['order', `/orderResult?orderId=${orderId}&id=${planId}`],
    ['orders', '/orders'],
    ['chat', '/chat'],
    ['report', '/report'],
    ['introduction', '/introductionPage'],
    ['my-data', '/myData'],
    ['today', `/today?id=${planId}`],
    ['server-error', '/error/500'],
    ['not-found', '/no-such-screen'],
  ];
}

/** Waits until the screen has its content: a heading and no loading panel, animations finished. */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .app-state--loading'), null, {
    timeout: 60_000,
  });
  // Entrance animations (cards fading in) finish before anything is measured.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
  await page.waitForTimeout(200);
}

/** Opens screen `name` at `hash` and waits until it is whole (a plan once its closing disclaimer is there). */
export async function openScreen(page: Page, name: string, hash: string): Promise<void> {
  await page.evaluate((h) => (location.hash = h), `#${hash}`);
  await settled(page);
  if (name === 'questionnaire' || name === 'deep') {
    await page.locator('.qs[data-step]').waitFor({ timeout: 30_000 });
    await settled(page);
  }
  // A plan streams section by section: it is whole once its closing disclaimer is there.
  if (name === 'plan' || name === 'report') {
    await page.locator('.plan-disclaimer').waitFor({ timeout: 60_000 });
    await settled(page);
  }
}

/**
 * A mother on levothyroxine with low ferritin and no dairy: her day has the separations the schedule
 * must keep (levothyroxine, iron, calcium), as the today and reminders journeys need.
 */
export const levothyroxineMother = (locale: Locale): Record<string, unknown> => ({
  nickname: locale === 'zh-CN' ? '妈妈' : 'Mom',
  gender: 'female',
  age: 45,
  heightCm: 160,
  weightKg: 60,
  activityLevel: 'light',
  conditions: ['hypothyroid'],
  medicines: ['levothyroxine'],
  foodFrequency: { dairy: 'never' },
  labs: [{ marker: 'ferritin', value: 8, unit: 'ng/mL' }],
});
