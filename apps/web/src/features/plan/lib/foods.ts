import type { TFunction } from 'i18next';
import { RADAR_KEYS } from '@nutri/domain/radar';

/**
 * Everyday foods rich in each radar nutrient (one list per axis of the plan's `RADAR_KEYS`), as text in the locale catalogs (`plan.foods.*`): the names
 * follow the knowledge base's food table (China Food Composition Tables for zh-CN, NIH ODS / USDA
 * FoodData Central for en-US). Names only: amounts per portion belong to the API, which has none yet.
 */
type FoodListKey = (typeof RADAR_KEYS)[number];

function isFoodListKey(key: string): key is FoodListKey {
  return (RADAR_KEYS as readonly string[]).includes(key);
}

/** The food list of `key`, or null when none is written for it. */
export function foodsFor(key: string, t: TFunction): string | null {
  return isFoodListKey(key) ? t(`plan.foods.${key}`) : null;
}
