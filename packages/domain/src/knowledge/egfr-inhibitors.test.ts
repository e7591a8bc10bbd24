/**
 * The EGFR inhibitors beside gefitinib, in the dictionary since blind triage round 37: found by their names,
 * read as EGFR inhibitors (the pneumonitis line; safety/medicine-signs-lungs.ts), and given the acid-reducer
 * rows their labels state (Tarceva §7, Vizimpro §7) — none for those whose labels state none.
 */
import { describe, expect, it } from 'vitest';
import { resolveMedicine } from '../interactions/resolve';
import { drugById, taboosFor } from '../interactions/taboos';
import { LOCALES } from '../testing';

describe('EGFR inhibitors in the medicine dictionary', () => {
  it.each([
    ['奥希替尼', 'osimertinib'],
    ['泰瑞沙', 'osimertinib'],
    ['Tagrisso', 'osimertinib'],
    ['厄洛替尼', 'erlotinib'],
    ['Tarceva 150 mg', 'erlotinib'],
    ['阿法替尼', 'afatinib'],
    ['凯美纳', 'icotinib'],
    ['达可替尼', 'dacomitinib'],
    ['阿美替尼', 'aumolertinib'],
    ['伏美替尼', 'furmonertinib'],
  ])('finds %s as %s, an EGFR inhibitor', (q, id) => {
    expect(resolveMedicine(q)).toMatchObject({ status: 'resolved', id });
    expect(drugById(id)?.classes).toContain('egfr_tki');
  });
});

describe('an EGFR inhibitor with an acid reducer', () => {
  it.each([
    ['erlotinib', 'omeprazole', /10 hours after an H2 blocker/],
    ['erlotinib', 'famotidine', /10 hours after an H2 blocker/],
    ['dacomitinib', 'esomeprazole', /6 hours before or 10 hours after/],
  ])('%s with %s: major, timed by the pharmacist, stop neither', (tki, other, timing) => {
    for (const locale of LOCALES) {
      const rows = taboosFor({ medicines: [tki, other], substances: [] }, locale).filter((x) =>
        x.ruleId.includes(tki),
      );
      expect(rows, locale).toHaveLength(1);
      expect(rows[0]).toMatchObject({ severity: 'major', management: 'monitor' });
      expect(rows[0]!.advice).toMatch(locale === 'zh-CN' ? /不要自己停药/ : /stop neither on your own/);
      if (locale === 'en-US') expect(rows[0]!.advice).toMatch(timing);
    }
  });

  it.each(['osimertinib', 'afatinib', 'icotinib'])('%s with omeprazole: no acid-reducer row', (tki) => {
    expect(
      taboosFor({ medicines: [tki, 'omeprazole'], substances: [] }, 'en-US').filter((x) =>
        x.ruleId.includes(tki),
      ),
    ).toEqual([]);
  });
});
