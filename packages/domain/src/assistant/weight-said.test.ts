import { describe, expect, it } from 'vitest';
import { bodyWeightSaidKg } from './weight-said';

describe('the body weight said, never an amount lost or gained', () => {
  it.each([
    ['after my whipple i lost 15 kilos (72 to 57kg), how many calories?', 57],
    ['dropped 8 kg since chemo, now 61 kg', 61],
    ['from 80kg to 70kg in three months', 70],
    ['从72公斤掉到57公斤了', 57],
    ['瘦了10斤，现在100斤', 50],
    ["I'm 60 kg", 60],
    ['我58kg', 58],
    ['130 lbs', 59],
    ['I am 5 kg lighter than last year, 64 kg now', 64],
    ['我很瘦 45公斤', 45],
    ['he gained 3 kg', null],
    ['想减10公斤', null],
    ['160想瘦到90斤', null],
    ['my goal is 60 kg', null],
  ] as const)('"%s" → %s', (text, kg) => {
    expect(bodyWeightSaidKg(text)).toBe(kg);
  });

  it('a child of 14 kg is a weight; a minimum leaves small figures out', () => {
    expect(bodyWeightSaidKg('孩子14公斤')).toBe(14);
    expect(bodyWeightSaidKg('孩子14公斤', 20)).toBeNull();
  });
});
