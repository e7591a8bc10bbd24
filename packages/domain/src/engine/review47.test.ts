import { describe, expect, it } from 'vitest';
import { planFor } from './index';
import { LOCALES, person } from '../testing';
import { ENZYME_INHIBITOR_PARTNERS } from '../knowledge/enzyme-inhibitor-pairs';
import { resolveMedicineEntries } from '../interactions';

// Forty-seventh blind clinician review (2026-12-02): the plan's side, in words of our own.

describe('ibrutinib with a CYP3A inhibitor (en M10)', () => {
  it.each(ENZYME_INHIBITOR_PARTNERS['ibrutinib']!.flatMap((id) => LOCALES.map((l) => [id, l] as const)))(
    'ibrutinib with %s (%s): a major pair that sends the dose to the haematology team',
    (id, locale) => {
      const p = planFor({ ...person('male', 73, 175, 80, 'light'), medicines: ['ibrutinib', id] }, locale);
      const t = p.medicineTaboos.find((x) => x.ruleId === `ibrutinib+${id}`);
      expect(t?.severity).toBe('major');
      expect(JSON.stringify(t)).toMatch(locale === 'zh-CN' ? /血液科/ : /haematology team/);
    },
  );
  it('diltiazem: the label’s 280 mg', () => {
    const p = planFor(
      { ...person('male', 73, 175, 80, 'light'), medicines: ['ibrutinib', 'diltiazem'] },
      'en-US',
    );
    expect(JSON.stringify(p.medicineTaboos.find((x) => x.ruleId === 'ibrutinib+diltiazem'))).toMatch(
      /280 mg a day/,
    );
  });
  it.each([['Cardizem CD 180mg'], ['cartia xt 240']])('%s is diltiazem', (typed) => {
    expect(resolveMedicineEntries([typed], 'en-US').ids).toContain('diltiazem');
  });
});

describe('a high white count on a BTK inhibitor is the CLL’s, not "usually an infection" (en M12)', () => {
  it.each(LOCALES)('%s', (locale) => {
    const p = planFor(
      {
        ...person('male', 73, 175, 80, 'light'),
        medicines: ['ibrutinib'],
        labs: [{ marker: 'WBC', value: 24, unit: '10^9/L' }],
      },
      locale,
    );
    const m = p.reportAnalysis?.markers.find((x) => x.key === 'wbc');
    expect(m?.flag).toBe('high');
    expect(m?.meaning).toMatch(locale === 'zh-CN' ? /淋巴细胞还常常先升高/ : /lymphocytes often rise/);
    expect(m?.meaning).not.toMatch(/常见于感染或炎症|usually an infection/);
  });
});
