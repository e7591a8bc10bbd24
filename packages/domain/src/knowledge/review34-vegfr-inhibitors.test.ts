/**
 * The oral VEGFR inhibitors used widely in China, typed in and kept as unknown (thirty-fourth clinician review, zh
 * persona 5: lung cancer on 安罗替尼): found by their names as oral anticancer drugs, so the chemotherapy class's
 * St John's wort and high-dose antioxidant rules reach them.
 */
import { describe, expect, it } from 'vitest';
import { resolveMedicine } from '../interactions/resolve';
import { drugById, taboosFor } from '../interactions/taboos';

describe('anlotinib, apatinib and fruquintinib in the medicine dictionary', () => {
  it.each([
    ['安罗替尼', 'anlotinib'],
    ['盐酸安罗替尼胶囊', 'anlotinib'],
    ['福可维', 'anlotinib'],
    ['阿帕替尼', 'apatinib'],
    ['艾坦', 'apatinib'],
    ['呋喹替尼', 'fruquintinib'],
    ['Fruzaqla', 'fruquintinib'],
  ])('finds %s as %s, an oral anticancer drug', (q, id) => {
    expect(resolveMedicine(q)).toMatchObject({ status: 'resolved', id });
    expect(drugById(id)?.classes).toContain('chemotherapy');
  });

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: St John’s wort is a major interaction, vitamin E 400 IU waits',
    (locale) => {
      const taboos = taboosFor({ medicines: ['anlotinib'], substances: ['stJohnsWort', 'vitaminE'] }, locale);
      expect(taboos.find((t) => t.target === 'stJohnsWort')?.severity).toBe('major');
      expect(taboos.some((t) => t.target === 'vitaminE')).toBe(true);
    },
  );
});
