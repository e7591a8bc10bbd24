import { describe, expect, it } from 'vitest';
import { ruleFlagsFor, type RedFlagProfile } from './detect';

const DM: RedFlagProfile = { conditions: ['diabetes'], medicines: ['insulin-glargine', 'metformin'] };
const kinds = (text: string) => ruleFlagsFor(text, DM).map((h) => h.kind);

// Blind answer round 13, en-042: a low on an earlier day, with sweating, treated and over, got the
// emergency card. It is the insulin dose-review row (insulin-fasting-low-review); a low of now or today
// still gets the card (ADA Standards of Care 2025 §6).
describe('a hypo on an earlier day that resolved is not an emergency now', () => {
  it.each([
    'ok so this is confusing me. my fasting sugar was 2.6 on the finger prick last tuesday morning (felt a bit sweaty, had some juice and was fine after) but then the doctor says my HbA1c is 8.1 which is too high and he wants to put my lantus up?? how can it be both too low and too high at the same time. I do 30 units glargine at night and metformin 1000 twice a day. I dont want to be going low more',
    'last week I went low in the night, woke up sweaty and shaky, had some juice and was ok after. should my lantus be lowered?',
    'a few days ago i had a hypo, felt shakey and sweaty, drank orange juice and felt fine afterwards. what snack should i keep by the bed',
    '上周有一天早上低血糖 出了一身汗 手抖 喝了果汁就好了 医生还要给我加胰岛素 怎么办',
    '前几天半夜低血糖 浑身出汗 心慌 吃了几块糖缓过来了 睡前要不要加餐',
    '昨天早上血糖低 手抖出汗 喝了点糖水就没事了，我的lantus要减吗',
  ])('%s', (text) => {
    expect(kinds(text)).not.toContain('severe_hypoglycaemia');
  });
});

describe('a hypo of now or today still is', () => {
  it.each([
    'last week I had a low and was fine after juice, but now I am shaky and sweaty again',
    '上周低血糖喝果汁就好了 今天早上又手抖出汗 心慌',
    'had a hypo last tuesday, was fine after. right now I am sweaty and confused',
    'took my insulin and now Im shaky sweaty and confused',
    '上周低血糖缓过来了 现在又浑身出汗 手抖 说话不清楚',
  ])('%s', (text) => {
    expect(kinds(text)).toContain('severe_hypoglycaemia');
  });
});

// Blind triage round 84 (development data once recorded): a level 1 low this morning, treated, re-measured
// above 4 and fine now, got the card. A recovery reading with "fine now" is the person's own handled low; a
// low still confused, or a critical value typed, keeps it.
describe('a low treated this morning, re-measured and fine now', () => {
  it('is no emergency', () => {
    expect(
      kinds(
        '早上起来有点低血糖 手抖 测了3.8 吃了两块饼干15分钟后测6.2 现在没事了 早餐该怎么调整 我打的是长效胰岛素',
      ),
    ).not.toContain('severe_hypoglycaemia');
  });
  it.each([
    '早上低血糖 手抖 测了3.8 吃了饼干15分钟后测6.2 现在没事了 但是人有点糊涂',
    '低血糖测了2.1 吃了糖15分钟后测4.2 现在好了',
  ])('still is when confused or critical: %s', (text) => {
    expect(kinds(text)).toContain('severe_hypoglycaemia');
  });
});
