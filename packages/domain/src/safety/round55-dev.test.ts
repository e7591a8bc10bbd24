import { describe, expect, it } from 'vitest';
import { criticalValuesIn } from './detect';

// Blind triage round 55 (2026-12-01, measured before and after, then development data): "我才35" beside a fasting
// glucose was read as a glucose of 35 mmol/L. An age said is never a level; in words of our own.

describe('an age said beside a glucose is no glucose', () => {
  it.each([
    '查出空腹血糖6.1 医生说糖尿病前期 我今年42 吃什么好',
    "i'm 38, fasting glucose 6.2, what should i eat",
  ])('no critical value: %s', (text) => {
    expect([...criticalValuesIn(text)]).toEqual([]);
  });

  it.each([
    ['我有糖尿病 血糖测了才2.1 手抖出汗', 'severe_hypoglycaemia'],
    ['糖尿病 血糖今天35 口渴得厉害', 'critical_lab'],
  ])('still read: %s', (text, kind) => {
    expect([...criticalValuesIn(text)]).toContain(kind);
  });
});
