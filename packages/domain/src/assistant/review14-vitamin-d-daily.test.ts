/**
 * Fourteenth clinician review, en P5 #4: "can i take my vitamin D 50000 every day? the doctor gave me
 * 50,000" got "no reliable rule": the amount had no unit, so it was never read. Vitamin D with a bare
 * number of thousands is IU; a daily 50,000 IU is 12.5 times the UL and a weekly strength. The reviewer's
 * words, then other phrasings in both languages, with a plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts';
import { askPersona } from './testing';
import { findStatedAmounts } from './entities';

const ANJALI = 'Anjali leflunomide, planning a pregnancy, ALT 72 (en)';
const both = (locale: Locale, q: string) =>
  [true, false].map((withPlan) => askPersona(ANJALI, locale, q, { withPlan }).text);

describe('vitamin D 50,000 daily without a unit (en P5 #4)', () => {
  it.each([
    'can i take my vitamin D 50000 every day? the doctor gave me 50,000',
    'is vit d 50,000 daily ok',
    'can I take 50000 vitamin D every day?',
    'vitamn d 50000 evry day ok?',
  ])('en: %s', (q) => {
    for (const text of both('en-US', q)) {
      expect(text).toMatch(/12\.5 times/);
      expect(text).toMatch(/once-a-week \(loading course\) strength/);
      expect(text).toMatch(/Do not take it daily/);
      expect(text).not.toMatch(/I have no reliable rule/);
    }
  });
  it.each(['维生素D 50000每天吃可以吗？', '医生开的维生素D50000，我能每天吃一粒吗'])('zh: %s', (q) => {
    for (const text of both('zh-CN', q)) {
      // The Chinese UL is 50 µg (2023 DRIs): 25 times.
      expect(text).toMatch(/25 倍/);
      expect(text).toMatch(/不要每天吃它/);
    }
  });
  it.each<[string, number]>([
    ['my vitamin D level was 25', 0],
    ['vitamin D 2000 a day', 1],
    ['vitamin D 50000 once a week', 1],
  ])('"%s": %i amount(s) read, a blood level never', (q, count) => {
    expect(findStatedAmounts(q)).toHaveLength(count);
  });
  it('a weekly 50,000 stays a weekly average', () => {
    const [a] = findStatedAmounts('vitamin D 50000 once a week');
    expect(a?.everyDays).toBe(7);
  });
});
