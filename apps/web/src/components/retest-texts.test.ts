import type { RetestDue } from '@nutri/domain/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { retestLineText, retestListText, retestSpanText } from './retest-texts';

const zh = i18n.getFixedT('zh-CN');
const en = i18n.getFixedT('en-US');
// Local times, so the shown day does not depend on the machine's time zone.
const NOW = new Date(2026, 0, 10, 12);
const due = (marker: string, name: string, dueDate: Date, weeks = 8, minWeeks?: number): RetestDue => ({
  marker,
  name,
  testDate: new Date(dueDate.getTime() - weeks * 7 * 86_400_000).toISOString(),
  dueDate: dueDate.toISOString(),
  weeks,
  ...(minWeeks !== undefined ? { minWeeks } : {}),
});

describe('re-test intervals in words', () => {
  it.each([
    [8, 4, '4–8周', '4–8 weeks'],
    [12, 8, '8–12周', '8–12 weeks'],
    [4, undefined, '4周', '4 weeks'],
    [17, undefined, '17周', '17 weeks'],
    [13, undefined, '3个月', '3 months'],
    [26, 13, '3–6个月', '3–6 months'],
    [52, 13, '3–12个月', '3–12 months'],
    [52, undefined, '1年', '1 year'],
    [156, undefined, '3年', '3 years'],
  ])('%i weeks (from %s)', (weeks, minWeeks, zhText, enText) => {
    expect(retestSpanText(zh, weeks, minWeeks)).toBe(zhText);
    expect(retestSpanText(en, weeks, minWeeks)).toBe(enText);
  });
});

describe('the lab row line', () => {
  const retest = { weeks: 8, minWeeks: 4 };

  it('names the interval and the date it is due by, while it is ahead', () => {
    const by = { dueDate: new Date(2026, 0, 20, 9).toISOString() };
    expect(retestLineText(zh, 'zh-CN', retest, by, NOW)).toBe('建议4–8周后复查（1月20日前）');
    expect(retestLineText(en, 'en-US', retest, by, NOW)).toBe('Retest in 4–8 weeks (by Jan 20)');
    // On the day itself it is still "by".
    expect(
      retestLineText(en, 'en-US', retest, { dueDate: new Date(2026, 0, 10, 23).toISOString() }, NOW),
    ).toBe('Retest in 4–8 weeks (by Jan 10)');
  });

  it('says it is due now once the day has passed', () => {
    const past = { dueDate: new Date(2026, 0, 9, 9).toISOString() };
    expect(retestLineText(zh, 'zh-CN', retest, past, NOW)).toBe('建议4–8周后复查（1月9日，已到期）');
    expect(retestLineText(en, 'en-US', retest, past, NOW)).toBe('Retest in 4–8 weeks (by Jan 9: due now)');
  });

  it('adds the year to a date in another year, and gives only the interval without a test date', () => {
    const later = { dueDate: new Date(2029, 0, 8, 9).toISOString() };
    expect(retestLineText(zh, 'zh-CN', { weeks: 156 }, later, NOW)).toBe('建议3年后复查（2029年1月8日前）');
    expect(retestLineText(en, 'en-US', { weeks: 156 }, later, NOW)).toBe(
      'Retest in 3 years (by Jan 8, 2029)',
    );
    expect(retestLineText(zh, 'zh-CN', retest, undefined, NOW)).toBe('建议4–8周后复查');
    expect(retestLineText(en, 'en-US', retest, undefined, NOW)).toBe('Retest in 4–8 weeks');
  });
});

describe("the plan list's due text", () => {
  it('shows the soonest test and its date', () => {
    const list = [
      due('hba1c', '糖化血红蛋白', new Date(2026, 11, 1, 9), 52),
      due('ferritin', '铁蛋白', new Date(2026, 0, 20, 9)),
    ];
    expect(retestListText(zh, 'zh-CN', list, NOW)).toBe('复查：铁蛋白 1月20日前');
    const enList = [due('ferritin', 'Ferritin', new Date(2026, 0, 20, 9))];
    expect(retestListText(en, 'en-US', enList, NOW)).toBe('Retest: Ferritin by Jan 20');
  });

  it('names every test due on that day, and every test past its day as due now', () => {
    const sameDay = [
      due('ferritin', 'Ferritin', new Date(2026, 0, 20, 9)),
      due('hemoglobin', 'Haemoglobin', new Date(2026, 0, 20, 9)),
    ];
    expect(retestListText(en, 'en-US', sameDay, NOW)).toBe('Retest: Ferritin, Haemoglobin by Jan 20');
    const past = [
      due('ferritin', '铁蛋白', new Date(2026, 0, 3, 9)),
      due('vitaminD25OH', '25-羟基维生素D', new Date(2026, 0, 9, 9), 12),
      due('hba1c', '糖化血红蛋白', new Date(2026, 11, 1, 9), 52),
    ];
    expect(retestListText(zh, 'zh-CN', past, NOW)).toBe('复查：铁蛋白、25-羟基维生素D 已到期');
    expect(retestListText(en, 'en-US', [due('ferritin', 'Ferritin', new Date(2026, 0, 3, 9))], NOW)).toBe(
      'Retest: Ferritin due now',
    );
  });

  it('says nothing when nothing is due', () => {
    expect(retestListText(zh, 'zh-CN', [], NOW)).toBeNull();
    expect(retestListText(en, 'en-US', undefined, NOW)).toBeNull();
  });
});
