import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

const DM = 'diabetes on insulin, glucose 2.6';

// Blind answer round 13 (development data once its figures were reported), en-042 (unsafe): a low on
// an earlier day, with sweating, treated and over ("had some juice and was fine after"), got the
// emergency card and never "report the 2.6 before the glargine is raised". It is the insulin row (a dose
// review within the week; ADA Standards of Care 2025 §6); a low of now or today still gets the card.
describe('en-042: a resolved low on an earlier day is the dose review, not the emergency card', () => {
  it.each([
    [
      'en-US',
      DM,
      'ok so this is confusing me. my fasting sugar was 2.6 on the finger prick last tuesday morning (felt a bit sweaty, had some juice and was fine after) but then the doctor says my HbA1c is 8.1 which is too high and he wants to put my lantus up?? how can it be both too low and too high at the same time. I do 30 units glargine at night and metformin 1000 twice a day. I dont want to be going low more',
    ],
    [
      'en-US',
      DM,
      'last week i went low, sweaty n shaky, had juice and was ok after. but my a1c is 8.1 and doc wants more lantus??',
    ],
    ['zh-CN', DM, '上周有天早上测了2.6 出了点汗 喝了果汁就好了 可是糖化8.1 医生要给我加甘精胰岛素 这怎么回事'],
    ['zh-CN', DM, '前几天低血糖手抖出汗 吃了糖缓过来了，糖化血红蛋白却8.1，lantus还要加吗'],
  ] as const)('%s (%s): %s', (locale, persona, text) => {
    const r = askAs({ locale, persona, text });
    expect(r.urgent).toBe(false);
    expect(r.rules).toContain('faq:insulin-lows-and-high-a1c');
  });

  it.each([
    ['en-US', 'had a low last tuesday and was fine after juice, but right now im shaky and sweaty and confused'],
    ['zh-CN', '上周低血糖喝果汁就好了 现在又浑身出汗 手抖 说话不清楚'],
  ] as const)('a low of now is still urgent: %s', (locale, text) => {
    expect(askAs({ locale, persona: DM, text }).urgent).toBe(true);
  });
});
