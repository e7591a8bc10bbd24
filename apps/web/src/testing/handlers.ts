/**
 * Typed mock answers of the API for component tests, built from the contract types the web already
 * uses (`@nutri/domain/contracts`), so a fixture that drifts from the server's shape fails to compile.
 */
import type { z } from 'zod';
import type {
  medicineSearchResultSchema,
  SupplementOptionView,
  supplementOptionListSchema,
} from '@nutri/domain/contracts';
import { postApi } from './msw';

type MedicineSearchResult = z.infer<typeof medicineSearchResultSchema>;
export type MedicineHitFixture = MedicineSearchResult['list'][number];
type SupplementSearchResult = z.infer<typeof supplementOptionListSchema>;

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

export const supplementFixtures: SupplementOptionView[] = [
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

/** A search endpoint over `list`: the items one of whose names contains the keyword in `field`. */
function searchHandler<T>(path: string, field: string, list: T[], namesOf: (item: T) => string[]) {
  return postApi<{ list: T[]; total: number }, Record<string, string>>(path, (body) => {
    const keyword = (body[field] ?? '').trim().toLowerCase();
    const hits = list.filter((item) => namesOf(item).some((n) => n.toLowerCase().includes(keyword)));
    return { list: hits, total: hits.length };
  });
}

/** `search_medicine`: the fixtures whose names or brands contain the keyword. */
export const searchMedicinesHandler = (list: MedicineSearchResult['list'] = medicineFixtures) =>
  searchHandler('v1/question_short/search_medicine', 'keyword', list, (m) => [m.zh, m.en, ...m.brands]);

/** `supplement_reviews_options_by_name`: the fixtures whose names contain the keyword. */
export const searchSupplementsHandler = (list: SupplementSearchResult['list'] = supplementFixtures) =>
  searchHandler('v1/question_short/supplement_reviews_options_by_name', 'name', list, (o) => [
    o.names.zh,
    o.names.en,
  ]);
