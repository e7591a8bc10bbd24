/**
 * Mock answers of the API for component tests, typed from the endpoint table of the contracts, so a
 * fixture that drifts from the server's shape fails to compile.
 */
import type { ResponseOf } from '@nutri/domain/contracts';
import { answerApi } from './msw';

export type MedicineHitFixture = ResponseOf<'searchMedicines'>['list'][number];
type SupplementFixture = ResponseOf<'searchSupplements'>['list'][number];

export const medicineFixtures: MedicineHitFixture[] = [
  {
    id: 'warfarin',
    name: '华法林',
    zh: '华法林',
    en: 'Warfarin',
    brands: ['Coumadin'],
    classes: [{ id: 'anticoagulant', name: 'Anticoagulant' }],
    score: 1,
  },
  {
    id: 'metformin',
    name: '二甲双胍',
    zh: '二甲双胍',
    en: 'Metformin',
    brands: ['Glucophage'],
    classes: [{ id: 'biguanide', name: 'Biguanide' }],
    score: 1,
  },
];

export const supplementFixtures: SupplementFixture[] = [
  {
    id: 'fish-oil',
    name: '鱼油',
    names: { zh: '鱼油', en: 'Fish oil' },
    category: 'fatty_acids',
    serving: { zh: '1 粒', en: '1 softgel' },
    defaultDose: { amount: 1000, unit: 'mg' },
  },
  {
    id: 'vitamin-d3',
    name: '维生素D3',
    names: { zh: '维生素D3', en: 'Vitamin D3' },
    category: 'vitamins',
    serving: { zh: '1 粒', en: '1 softgel' },
    defaultDose: { amount: 400, unit: 'IU' },
  },
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
