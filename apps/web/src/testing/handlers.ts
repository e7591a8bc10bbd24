/**
 * Mock answers of the API for component tests, typed from the endpoint table of the contracts, so a
 * fixture that drifts from the server's shape fails to compile.
 */
import type { OrderView, ResponseOf } from '@nutri/domain/contracts';
import type { UserInfo } from '../stores/user-store';
import { answerApi } from './msw';

export type MedicineHitFixture = ResponseOf<'searchMedicines'>['list'][number];
type SupplementFixture = ResponseOf<'searchSupplements'>['list'][number];

/** An order as the server answers it: one line, awaiting payment (override what a test is about). */
export const orderFixture: OrderView = {
  id: '99999999-2222-4333-8444-555555555555',
  orderId: '99999999-2222-4333-8444-555555555555',
  orderNo: '260301000042',
  status: 'pending_payment',
  provider: 'builtin',
  totalCents: 2900,
  payableCents: 2900,
  discountCents: 0,
  total: '29.00',
  payable: '29.00',
  voucherId: null,
  items: [
    {
      productId: 'p-zn-10',
      skuId: 'p-zn-10-60',
      quantity: 1,
      unitPriceCents: 2900,
      lineTotalCents: 2900,
      name: 'Zinc 10 mg',
      spec: '60 tablets',
      image: '/staticImages/p-zn-10.svg',
      dosage: 1,
      servingUnit: 'tablet',
      servingsPerPack: 60,
      refundedQuantity: 0,
    },
  ],
  address: { name: 'Li Lei', phone: '13800138000', area: '广东省 深圳市 南山区', detail: '科技园路1号' },
  createdAt: '2026-03-01T08:00:00Z',
  paymentDueAt: '2026-03-01T08:30:00Z',
  paymentProvider: null,
  paidAt: null,
  shippedAt: null,
  completedAt: null,
  cancelledAt: null,
  cancelReason: null,
  refundedAt: null,
  shipment: null,
  refundedCents: 0,
  customNutritionPlanId: null,
};

/** The signed-in user as the app keeps it (the sign-in calls' user without the fields it drops). */
export const userFixture: UserInfo = {
  id: 'u1',
  isYouZan: false,
  locale: null,
  nickname: null,
  createdAt: '2024-01-01T00:00:00.000Z',
};

/** An item's id and its names in each language. */
type Names = [id: string, zh: string, en: string];
type Category = SupplementFixture['category'];
type Dose = SupplementFixture['defaultDose'];

const medicine = ([id, zh, en]: Names, brand: string, drugClass: string): MedicineHitFixture => ({
  id,
  name: zh,
  zh,
  en,
  brands: [brand],
  classes: [{ id: drugClass.toLowerCase(), name: drugClass }],
  score: 1,
});

const medicineFixtures: MedicineHitFixture[] = [
  medicine(['warfarin', '华法林', 'Warfarin'], 'Coumadin', 'Anticoagulant'),
  medicine(['metformin', '二甲双胍', 'Metformin'], 'Glucophage', 'Biguanide'),
];

/** A supplement served as one softgel. */
const softgel = ([id, zh, en]: Names, category: Category, defaultDose: Dose): SupplementFixture => ({
  id,
  name: zh,
  names: { zh, en },
  category,
  serving: { zh: '1 粒', en: '1 softgel' },
  defaultDose,
});

export const supplementFixtures: SupplementFixture[] = [
  softgel(['fish-oil', '鱼油', 'Fish oil'], 'fatty_acids', { amount: 1000, unit: 'mg' }),
  softgel(['vitamin-d3', '维生素D3', 'Vitamin D3'], 'vitamins', { amount: 400, unit: 'IU' }),
];

/** The items one of whose names contains the keyword, as a search answer. */
function search<T>(keyword: string | undefined, list: T[], namesOf: (item: T) => string[]) {
  const k = (keyword ?? '').trim().toLowerCase();
  const hits = list.filter((item) => namesOf(item).some((n) => n.toLowerCase().includes(k)));
  return { list: hits, total: hits.length };
}

/** `search_medicine`: the fixtures whose names or brands contain the keyword. */
export const searchMedicinesHandler = (list: MedicineHitFixture[] = medicineFixtures) =>
  answerApi('searchMedicines', ({ body }) => search(body.keyword, list, (m) => [m.zh, m.en, ...m.brands]));

/** `supplement_reviews_options_by_name`: the fixtures whose names contain the keyword. */
export const searchSupplementsHandler = (list: SupplementFixture[] = supplementFixtures) =>
  answerApi('searchSupplements', ({ body }) => search(body.name, list, (o) => [o.names.zh, o.names.en]));
