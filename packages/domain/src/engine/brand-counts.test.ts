/**
 * Twelfth clinician review, zh cross-cutting #1, zh P1 #2 and zh P4 #2: "recognised products are
 * counted as zero unless the user types the per-tablet amount" — 钙尔奇D600 and 力蜚能 were matched to
 * their options yet "不知道每片含多少", and the chat then said "从正在吃的补充剂获得 0 mg". A name under
 * which a product is sold at one strength only (its label, cited in knowledge/supplements.ts) is a known
 * strength: a count typed with it is strength × count. A name sold at more than one strength (钙尔奇D:
 * D600 or D300; 善存: a class of multivitamins) stays uncounted and says so — never a guess (ADR 0032).
 */
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const man: Answers = person('male', 35, 172, 68, 'light');
const first = (sup: SupplementIntake, locale: (typeof LOCALES)[number]) =>
  planFor({ ...man, supplements: [sup] }, locale).productReviews[0]!;
const amountOf = (r: ReturnType<typeof first>, n: string) => r.amounts?.find((a) => a.nutrient === n)?.amount;

describe.each(LOCALES)('%s: a one-strength brand counted from a count', (locale) => {
  it.each<[string, SupplementIntake['unit'], number, string, number]>([
    // zh P4 #2: "我钙尔奇一天吃了6片" — 6 × 600 mg
    ['钙尔奇D600', 'tablet', 6, 'calcium', 3600],
    ['钙尔奇D600片', 'tablet', 1, 'calcium', 600],
    ['钙尔奇 D600', 'tablet', 2, 'calcium', 1200],
    ['Caltrate D600', 'tablet', 1, 'calcium', 600],
    // zh P2 #2: "力蜚能 1 粒"
    ['力蜚能', 'capsule', 1, 'iron', 150],
    ['力蜚能胶囊', 'capsule', 2, 'iron', 300],
    ['Mag-Ox 400', 'tablet', 1, 'magnesium', 241],
    ['Tums Regular', 'tablet', 2, 'calcium', 400],
  ])('%s %s × %s counts %s %s', (name, unit, dose, nutrient, amount) => {
    const r = first({ name, dose, unit }, locale);
    expect(r.uncounted).toBeUndefined();
    expect(amountOf(r, nutrient)).toBeCloseTo(amount, 0);
  });

  it('6 tablets of 钙尔奇D600 are over the calcium UL, said so', () => {
    const r = first({ name: '钙尔奇D600', dose: 6, unit: 'tablet' }, locale);
    expect(r.verdict).toBe('over_ul');
  });

  it('钙尔奇D600: vitamin D counted with it (125 IU a tablet)', () => {
    const r = first({ name: '钙尔奇D600', dose: 2, unit: 'tablet' }, locale);
    expect(amountOf(r, 'vitaminD')).toBeCloseTo(6.25, 1);
  });

  it.each<[string, SupplementIntake['unit']]>([
    ['钙尔奇D', 'tablet'], // D600 or D300
    ['钙尔奇', 'tablet'],
    ['善存', 'tablet'], // the option stands for a class
    ['Tums', 'tablet'], // Regular 200 mg, Extra Strength 300 mg
    ['速力菲', 'tablet'], // 0.1 g tablet or 0.2 g extended-release
  ])('%s (sold at more than one strength) stays uncounted, never guessed', (name, unit) => {
    const r = first({ name, dose: 1, unit }, locale);
    expect(r.uncounted).toBe(true);
  });
});
