import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';
import { chineseNumberSaid } from '../units/number-words';
import { weeksPregnantSaid } from './gestation';

describe('how many weeks pregnant a message says', () => {
  it.each([
    ['孕6周 上腹痛', 6],
    ['怀孕十二周了', 12],
    ['怀孕二十八周', 28],
    ["I'm 8 weeks pregnant", 8],
    ['pregnant, about 30 weeks now', 30],
    ['怀孕三个多月', 12],
    ['我今天走了6周的路', null],
  ] as const)('%s → %s', (text, weeks) => {
    expect(weeksPregnantSaid(text)).toBe(weeks);
  });
});

// Forty-eighth clinician review, zh M5: severe upper belly pain with vomiting at 6 weeks, on valproate, was named
// pre-eclampsia, which cannot be before 20 weeks (ACOG Practice Bulletin 222, 2020).
describe('pre-eclampsia is never named before 20 weeks; the emergency stays', () => {
  it.each([
    ['孕6周 上腹一直剧痛 痛到后背 吐了五六次', null],
    ["I'm 8 weeks pregnant, awful headache and seeing flashing lights", null],
    ['上腹一直剧痛，痛到后背，吐了五六次，连水都喝不进去', { lifeStage: 'pregnant_t1' }],
  ] as const)('%s', (text, profile) => {
    const kinds = redFlagsFor(text, profile).map((h) => h.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds).not.toContain('pre_eclampsia');
  });
  it.each([
    ['怀孕32周 头痛得厉害 眼前冒金星 脸也肿了', null],
    ["I'm 30 weeks pregnant, awful headache and seeing flashing lights", null],
    ['头痛得厉害 眼前冒金星 脸也肿了', { lifeStage: 'pregnant_t3' }],
  ] as const)('after 20 weeks it is still named: %s', (text, profile) => {
    expect(redFlagsFor(text, profile).map((h) => h.kind)).toContain('pre_eclampsia');
  });
});

describe('a number written in Chinese', () => {
  it.each([
    ['六', 6],
    ['十', 10],
    ['十二', 12],
    ['二十', 20],
    ['二十八', 28],
    ['两', 2],
    ['12', 12],
    ['十十', null],
    ['', null],
  ] as const)('%s → %s', (word, n) => {
    expect(chineseNumberSaid(word)).toBe(n);
  });
});
