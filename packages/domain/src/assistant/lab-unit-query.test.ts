/**
 * Sixteenth clinician review (zh P4-S1 "肌酐138mg/dl", zh P1 T7 "尿酸是528mg/dl"): a result typed in a unit
 * it cannot be in is asked about and read in the unit meant, never used as written. The review's exact
 * questions, two more phrasings per language, with a plan and as a guest, and look-alikes whose units are
 * possible and must not change. A haemoglobin in an impossible unit ("9.8 g/L") is left to the emergency
 * check, which reads the message as typed (its critical value answers first; not weakened here).
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';
import { unitMixupsIn, withMeantUnits } from './lab-unit-query';

type Locale = 'zh-CN' | 'en-US';
const PERSONA = 'healthy man, weight loss';
const first = (text: string) => text.split(/\n{2,}/)[0] ?? '';

describe.each([true, false])('a result in a unit it cannot be in (with a plan: %s)', (withPlan) => {
  it.each<[Locale, string, RegExp, RegExp]>([
    ['zh-CN', '他的尿酸是528mg/dl，是不是很高？', /528 μmol\/L/, /尿酸 528 μmol\/L：偏高/],
    ['zh-CN', '肌酐 1.2 μmol/L 正常吗', /1\.2 mg\/dL/, /肌酐 1\.2 mg\/dL：/],
    ['zh-CN', '尿酸 8.9 μmol/L 高吗', /8\.9 mg\/dL/, /尿酸 8\.9 mg\/dL：偏高/],
    [
      'en-US',
      'my creatinine came back 138 mg/dl, is that bad?',
      /138 μmol\/L/,
      /Creatinine 138 μmol\/L: high/,
    ],
    ['en-US', 'uric acid 528 mg/dL — is that high?', /528 μmol\/L/, /Uric acid 528 μmol\/L: high/],
    [
      'en-US',
      'total cholesterol 240 mmol/L, is that high?',
      /240 mg\/dL/,
      /Total cholesterol 240 mg\/dL: high/i,
    ],
  ])('%s "%s": asked, then read in the unit meant', (locale, text, meant, reading) => {
    const r = askPersona(PERSONA, locale, text, { withPlan });
    const lead = first(r.text);
    expect(lead).toMatch(locale === 'zh-CN' ? /不可能是真实结果/ : /no real result can be that/);
    expect(lead).toMatch(meant);
    expect(lead).toMatch(locale === 'zh-CN' ? /请核对/ : /please check the unit/);
    expect(r.text).toMatch(reading);
    // Never judged as written.
    expect(r.text).not.toMatch(/528 mg\/dL[：:] |138 mg\/dL[：:] |8\.9 μmol\/L[：:] |240 mmol\/L[：:] /);
  });

  it.each<[Locale, string]>([
    ['zh-CN', '我每天喝3勺蛋白粉，肌酐138mg/dl，会不会太多？'],
    ['en-US', 'I have 3 scoops of protein powder a day and my creatinine is 138 mg/dl — too much?'],
  ])('%s "%s": the unit is asked whatever else the message asks', (locale, text) => {
    const r = askPersona('kidney transplant on tacrolimus with magnesium', locale, text, { withPlan });
    expect(first(r.text)).toMatch(/138 μmol\/L/);
  });
});

describe('possible units are read as written: no question', () => {
  it.each<[Locale, string]>([
    ['zh-CN', '尿酸528μmol/L高吗'],
    ['zh-CN', '肌酐 1.5 mg/dl 正常吗'],
    ['zh-CN', '血糖 5.6 mmol/L 正常吗'],
    ['en-US', 'creatinine 900 umol/l on dialysis, is that ok?'],
    ['en-US', 'uric acid 8.9 mg/dL, high?'],
    ['en-US', 'my hemoglobin is 9.8 g/dL, is that low?'],
  ])('%s "%s"', (locale, text) => {
    const r = askPersona(PERSONA, locale, text, { withPlan: true });
    expect(r.text).not.toMatch(/不可能是真实结果|no real result can be that/);
  });

  it('finds the mix-up and rewrites only its unit', () => {
    expect(unitMixupsIn('肌酐138mg/dl').map((m) => [m.markerKey, m.meant])).toEqual([
      ['creatinine', 'μmol/L'],
    ]);
    expect(unitMixupsIn('肌酐138μmol/L')).toEqual([]);
    expect(withMeantUnits('肌酐138mg/dl，会不会太多', unitMixupsIn('肌酐138mg/dl'))).toBe(
      '肌酐138 μmol/L，会不会太多',
    );
  });
});
