import { describe, expect, it } from 'vitest';
import { assistantReply } from '../index';
import { askPersona } from '../testing';

// Blind answer round 20, zh-129 ("复查甘油三酯2.3 … 饮食上要怎么调") and en-144 ("My uric acid is 8.9"):
// both were asked "which unit?" though only one unit gives a result anyone holds (2.3 mg/dL of
// triglycerides, 8.9 µmol/L of urate are below any real value). Such a number is read in that unit and
// the answer says so; a number two units read differently, both within reach, is still asked back.
const guest = (text: string, locale: 'zh-CN' | 'en-US') =>
  assistantReply({ text, locale, plan: null, medicines: [] }).text;

describe('a result typed without a unit that only one unit can be', () => {
  it.each([
    // zh-129's own words now get the isotretinoin triglyceride row (blind answer round 20, zh-bad rows)
    ['healthy woman', 'zh-CN', '体检甘油三酯2.3 高吗', /甘油三酯 2\.3 mmol\/L：偏高.*按 mmol\/L 读/s],
    ['healthy woman', 'zh-CN', '体检胆固醇5.8 高不高', /总胆固醇 5\.8 mmol\/L：偏高.*按 mmol\/L 读/s],
    [
      'healthy woman',
      'en-US',
      'my LDL is 3.6, is that bad?',
      /LDL cholesterol 3\.6 mmol\/L: high.*read it as mmol\/L/s,
    ],
    [
      'healthy man, weight loss',
      'en-US',
      'triglycerides were 2.9 at my physical, is that high',
      /Triglycerides 2\.9 mmol\/L: high/,
    ],
  ] as const)('%s: %s', (persona, locale, text, says) => {
    expect(askPersona(persona, locale, text).text).toMatch(says);
  });

  it.each([
    [
      'My uric acid is 8.9. How low does it need to be, and can diet alone get me there?',
      /Uric acid 8\.9 mg\/dL: high.*read it as mg\/dL/s,
    ],
    ['urate came back 7.4 last week, is that ok?', /Uric acid 7\.4 mg\/dL: high/],
  ])('a guest: %s', (text, says) => {
    expect(guest(text, 'en-US')).toMatch(says);
  });

  it('names the floor it used among the sources', () => {
    expect(guest('my uric acid is 8.9, is that high?', 'en-US')).toMatch(/hypouricemia/i);
  });

  it.each([
    // with its unit: as written, no note about the unit
    ['healthy man, weight loss', 'en-US', 'uric acid 8.9 mg/dL, is that high?'],
    ['healthy woman', 'zh-CN', '甘油三酯 2.3 mmol/L 高吗'],
    // readings that mean the same in either unit need no note
    ['healthy woman', 'en-US', 'my LDL is 136, is that bad?'],
    ['healthy woman', 'zh-CN', '尿酸350正常吗'],
  ] as const)('%s: %s → no assumed unit', (persona, locale, text) => {
    expect(askPersona(persona, locale, text).text).not.toMatch(/按 .* 读，换成其他单位|I read it as/);
  });

  it('a bilirubin that is normal in one unit and high in the other is still asked back', () => {
    expect(guest('总胆红素1.5 正常吗', 'zh-CN')).toMatch(/要看单位/);
  });
});
