import type { Locale } from '../contracts/common';
import { roundTo, type ProductUnit } from './index';

/** How one unit of a product reads: 片 / tablet(s), 粒 / capsule(s), 勺 / scoop(s), 袋 / sachet(s). */
const PRODUCT_UNIT_WORDS: Record<ProductUnit, { zh: string; en: string; enPlural: string }> = {
  tablet: { zh: '片', en: 'tablet', enPlural: 'tablets' },
  capsule: { zh: '粒', en: 'capsule', enPlural: 'capsules' },
  scoop: { zh: '勺', en: 'scoop', enPlural: 'scoops' },
  sachet: { zh: '袋', en: 'sachet', enPlural: 'sachets' },
};

const isProductWord = (unit: string): unit is ProductUnit => Object.hasOwn(PRODUCT_UNIT_WORDS, unit);

/** A number as people write it: no floating-point noise, at most two decimals. */
function amountText(n: number): string {
  return String(roundTo(n, n >= 100 ? 0 : n >= 10 ? 1 : 2));
}

/** One unit's word in the locale ("片", "tablet"); a mass or IU unit as it is printed ("µg"). */
export function unitWord(unit: string, locale: Locale, count = 1): string {
  if (isProductWord(unit)) {
    const w = PRODUCT_UNIT_WORDS[unit];
    return locale === 'zh-CN' ? w.zh : count === 1 ? w.en : w.enPlural;
  }
  return unit === 'ug' ? 'µg' : unit;
}

/** A dose as the person gave it: "500 mg", "2 片", "2 tablets", "1 tablet". */
export function doseText(amount: number, unit: string, locale: Locale): string {
  return `${amountText(amount)} ${unitWord(unit, locale, amount)}`;
}

const PERIOD_WORDS = {
  week: { zh: '每周', en: 'a week' },
  month: { zh: '每月', en: 'a month' },
} as const;

/** A dose with how often it is taken, where it is not daily: "每周 1 袋", "1 sachet a week". */
export function doseEveryText(
  amount: number,
  unit: string,
  every: 'day' | 'week' | 'month' | undefined,
  locale: Locale,
): string {
  const dose = doseText(amount, unit, locale);
  if (every === undefined || every === 'day') return dose;
  const w = PERIOD_WORDS[every];
  return locale === 'zh-CN' ? `${w.zh} ${dose}` : `${dose} ${w.en}`;
}
