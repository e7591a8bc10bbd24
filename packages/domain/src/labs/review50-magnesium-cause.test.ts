/**
 * Fiftieth clinician review, zh M10 and M11: a magnesium of 0.42 mmol/L on FOLFIRI with cetuximab, omeprazole and
 * ondansetron was put down to the PPI ("a likely cause") and given both "see a doctor today" and "this week".
 * On cetuximab, panitumumab or cisplatin the anticancer medicine is the likely cause (Erbitux US PI §5.6) and the PPI
 * only adds to it; below 0.5 mmol/L every note keeps the band's "today", above it the notes' own week stands.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../testing';
import { analyseLabs } from './index';

const WEEK = { 'zh-CN': /这周|一两天/, 'en-US': /this week|within a day or two/ } as const;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const marker = (key: string, value: number, unit: string, medicines: string[]) =>
    analyseLabs([{ marker: key, value, unit }], { locale, sex: 'male', medicines }).analysis.markers[0]!;

  it.each([['cetuximab'], ['panitumumab'], ['cisplatin']])(
    'on %s with omeprazole, the PPI is not "the likely cause"; the anticancer medicine is',
    (drug) => {
      for (const value of [0.42, 0.6]) {
        const m = marker('serumMagnesium', value, 'mmol/L', [drug, 'omeprazole', 'ondansetron']);
        expect(m.meaning).not.toMatch(zh ? /这很可能是血镁低的原因/ : /long-term use is a likely cause/);
        expect(m.meaning).toMatch(zh ? /也会让血镁降低/ : /can lower magnesium too/);
        expect(m.meaning).toMatch(zh ? /最可能的原因/ : /the likely cause/);
      }
    },
  );

  it('on omeprazole alone the PPI is still named as the likely cause', () => {
    const m = marker('serumMagnesium', 0.42, 'mmol/L', ['omeprazole']);
    expect(m.meaning).toMatch(zh ? /这很可能是血镁低的原因/ : /long-term use is a likely cause/);
  });

  it.each([
    ['cetuximab with ondansetron', ['cetuximab', 'ondansetron']],
    ['cisplatin with ondansetron', ['cisplatin', 'ondansetron']],
    ['citalopram', ['citalopram']],
  ])('a magnesium under 0.5 on %s says "today" and no later time', (_, medicines) => {
    for (const [value, unit] of [
      [0.42, 'mmol/L'],
      [1.0, 'mg/dL'],
    ] as const) {
      const m = marker('serumMagnesium', value, unit, medicines);
      expect(m.meaning).toMatch(zh ? /今天/ : /today/);
      expect(m.meaning).not.toMatch(WEEK[locale]);
    }
  });

  it('a magnesium of 0.6 on the same medicines keeps its own time ("this week")', () => {
    const m = marker('serumMagnesium', 0.6, 'mmol/L', ['cetuximab', 'ondansetron']);
    expect(m.meaning).toMatch(WEEK[locale]);
    expect(m.meaning).not.toMatch(zh ? /今天就/ : /today/);
  });

  it('a potassium under 3.0 on a QT-prolonging medicine says "within a day or two", never "this week"', () => {
    const low = marker('serumPotassium', 2.8, 'mmol/L', ['citalopram']);
    expect(low.meaning).toMatch(zh ? /一两天/ : /within a day or two/);
    expect(low.meaning).not.toMatch(zh ? /这周/ : /this week/);
    expect(low.meaning).toMatch(zh ? /尖端扭转/ : /torsades/);
    const milder = marker('serumPotassium', 3.2, 'mmol/L', ['citalopram']);
    expect(milder.meaning).toMatch(zh ? /这周/ : /this week/);
  });
});
