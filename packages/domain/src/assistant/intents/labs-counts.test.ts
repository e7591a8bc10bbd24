import { describe, expect, it } from 'vitest';
import { statedLabs } from './labs';

// A count of drinks, foods, tablets or times after a marker's name is no result: "is coffee ok with
// lithium? I'm at like 4 cups a day" was read as a lithium level of 4 — "toxic, go to the emergency
// department, take no more lithium" (blind answer round 17 en-078, development data once reported).
describe('statedLabs: a count is not a level', () => {
  it.each([
    "is coffee ok with lithium? I'm at like 4 cups a day",
    'lithium and tea, I drink 3 mugs',
    '吃锂盐能喝咖啡吗，我一天4杯',
    'potassium rich foods, I eat 2 bananas a day',
    'vitamin D with 2 tablets of calcium?',
    '铁蛋白低要吃几片，我现在一天2片',
    // Blind answer round 23 en-115 (development data once reported): read as a toxic lithium level of 3.
    'Is fish oil ok with lithium? heard omega 3 is good for bipolar, how much would I take',
    'lithium and omega 3 together?',
    '吃碳酸锂能吃鱼油吗？听说欧米伽3对双相好',
  ])('%s → no value read', (text) => {
    expect(statedLabs(text)).toEqual([]);
  });

  it.each([
    ['My lithium level came back 1.1. Is that high?', 'lithium', 1.1],
    ['血锂浓度1.1 mmol/L，这个高不高', 'lithium', 1.1],
    ['ferritin 8, Hb 98', 'ferritin', 8],
    ['铁蛋白15', 'ferritin', 15],
    ['lithium was 1.3 last week, is omega 3 ok?', 'lithium', 1.3],
  ] as const)('%s → %s %s', (text, key, value) => {
    expect(statedLabs(text).find((s) => s.marker.key === key)?.value).toBe(value);
  });
});
