import { describe, expect, it } from 'vitest';
import { redFlagsFor } from '../safety/joined';
import { askAs, faqIdsOf } from './faq/testing';
import { readQuestion } from './question-kind';

// Blind answer round 12's "neighbouring question" answers (development data once its figures were
// reported): each class in the judges' words and in other phrasings — typos, mixed language, a guest.
const IRON = 'iron deficiency with a multivitamin';
const INSULIN = 'diabetes on insulin, glucose 2.6';
const OSTEO = 'osteoporosis on alendronate with Tums';
const T2 = 'pregnant t2 with a prenatal';
const LOSS = 'healthy man, weight loss';

describe('question kinds no stock block answers: the cause, how long, a risk', () => {
  it.each([
    ['吃了爱乐维以后大便好干，三四天才一次，是里面的铁闹的吗', 'cause'],
    ['最近老掉头发 是不是因为吃二甲双胍', 'cause'],
    ['is it the iron thats making me so constipated', 'cause'],
    ['要补多久才能补上来', 'how_long'],
    ['how long till my ferritin goes back up?', 'how_long'],
    ['钙片要吃多久', 'how_long'],
    ['补钙会不会得肾结石？', 'risk'],
    ['does vitamin d give you kidney stones', 'risk'],
    ['鱼油吃多了伤肝吗', 'risk'],
  ] as const)('%s → %s', (text, kind) => {
    expect(readQuestion(text).kinds.has(kind)).toBe(true);
  });

  it('a spacing or a retest is not a how-long question', () => {
    expect(readQuestion('铁和钙隔多久吃').kinds.has('how_long')).toBe(false);
    expect(readQuestion('多久查一次铁蛋白').kinds.has('how_long')).toBe(false);
  });

  it.each([
    ['zh-CN', T2, '吃了爱乐维以后大便好干，三四天才一次，是里面的铁闹的吗'],
    ['zh-CN', T2, '爱乐维吃了老放屁肚子胀 是铁引起的吗'],
    ['en-US', T2, 'is the iron in elevit whats making me so bloated'],
  ] as const)('%s %s: "%s" never gets the plan’s iron figure', (locale, persona, text) => {
    const r = askAs({ locale, persona, text });
    expect(r.text).not.toMatch(/每天提供铁|What you take gives|你每天需要\*\*铁|You need \*\*/);
  });
});

describe('how long until iron is back up: the course, not the dose again', () => {
  it.each([
    ['zh-CN', '要补多久才能补上来', '铁蛋白8，血红蛋白98，我吃的复合维生素里那点铁够吗'],
    ['zh-CN', '铁剂吃多久血红蛋白能升上来', undefined],
    ['zh-CN', '贫血吃铁 啥时候能恢复正常', undefined],
    [
      'en-US',
      'how long till my ferritin goes back up?',
      'My ferritin is 8 and Hb 98. Is the iron in my multivitamin enough?',
    ],
    ['en-US', 'how soon will my hb go up on these iron tabs', undefined],
    ['en-US', 'how long does it take for iron tablets to fix anaemia', undefined],
  ] as const)('%s: %s', (locale, text, previous) => {
    const r = askAs({ locale, persona: IRON, text, ...(previous ? { previous } : {}) });
    expect(faqIdsOf(r)).toContain('iron-how-long-to-recover');
    expect(r.text).toMatch(/2–4|3 more months|约3个月/);
  });

  it('how long to wait after coffee is a spacing, not the course', () => {
    const r = askAs({
      locale: 'en-US',
      persona: IRON,
      text: 'how long after my coffee should i take the iron',
    });
    expect(faqIdsOf(r)).not.toContain('iron-how-long-to-recover');
  });
});

describe('tea and coffee with iron: the pairing table, not the caffeine limit or the length of the course', () => {
  it.each([
    [
      'en-US',
      IRON,
      'I have 3 flat whites a day. Someone at work said coffee blocks iron, is that legit?',
      'iron-coffee',
    ],
    [
      'en-US',
      IRON,
      "Does tea with meals stop iron absorbing? I'm British, I basically live on tea",
      // Tea with meals: the food's iron, not only the tablet's spacing (blind answer round 21, en-136).
      'faq:tea-with-meals-blocks-iron',
    ],
    ['en-US', undefined, 'i drink 4 cups of coffee a day, does it mess with my iron pills', 'iron-coffee'],
    ['zh-CN', IRON, '听说喝茶影响补铁 是真的吗，我天天泡茶', 'iron-tea'],
  ] as const)('%s %s: %s', (locale, persona, text, rule) => {
    const r = askAs({ locale, text, ...(persona ? { persona } : {}) });
    expect(r.rules).toContain(rule);
    expect(faqIdsOf(r)).not.toContain('iron-how-long');
    expect(r.text).not.toMatch(/400 mg a day|400毫克/);
  });
});

describe('calcium: how much at a time, and after a kidney stone', () => {
  it.each([
    ['zh-CN', '柠檬酸钙一次吃多少', '天天吃奥美拉唑，会影响补钙吗？换哪种钙好'],
    ['zh-CN', '钙片能不能一次吃两片 省事', undefined],
    ['en-US', 'can i take both caltrate at once or split them', undefined],
    ['en-US', 'how much calcium can you absorb at one time', undefined],
  ] as const)('per dose, %s: %s', (locale, text, previous) => {
    const r = askAs({ locale, persona: OSTEO, text, ...(previous ? { previous } : {}) });
    expect(faqIdsOf(r)).toContain('calcium-per-dose');
    expect(r.text).toMatch(/500/);
  });

  it.each([
    ['zh-CN', OSTEO, '补钙会不会得肾结石？我以前得过一次'],
    ['zh-CN', undefined, '有肾结石还能喝牛奶补钙吗'],
    ['en-US', OSTEO, 'had a kidney stone 5 yrs ago, is my calcium going to give me another one?'],
  ] as const)('stones, %s %s: %s', (locale, persona, text) => {
    const r = askAs({ locale, text, ...(persona ? { persona } : {}) });
    expect(faqIdsOf(r)).toContain('calcium-kidney-stones');
    expect(r.text).toMatch(/1000–1200|1,000–1,200/);
  });
});

// Asked by someone who never had a stone: the worry's own row, with the same daily total (blind answer round 56, zh-060).
it('stones worried about, not had: do calcium supplements cause kidney stones', () => {
  const r = askAs({ locale: 'en-US', text: 'do calcium supplements cause kidney stones' });
  expect(faqIdsOf(r)).toContain('calcium-stones-worry');
  expect(r.text).toMatch(/1,000–1,200/);
});

describe('a low told as an earlier day’s reading: the dose review, not the emergency card', () => {
  it.each([
    ['zh-CN', '上回空腹血糖测出来才2.6，医生说太低了，晚上睡前要不要加点夜宵？吃啥好'],
    ['zh-CN', '上周空腹血糖2.5 后来吃了糖好了 要跟医生说吗'],
    [
      'en-US',
      "My fasting sugar was 2.6 on the meter last week. I'm on Lantus 30 units at night and metformin 1000 twice a day. What should I eat before bed so I don't drop that low again?",
    ],
    ['en-US', 'my fasting glucose was 2.7 a few days ago, should i have a bedtime snack'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askAs({ locale, persona: INSULIN, text });
    expect(r.intent).not.toBe('urgent');
    expect(faqIdsOf(r)).toContain('insulin-fasting-low-review');
  });

  it.each([
    '我爸血糖2.4，现在叫不醒',
    '今天早上空腹血糖2.3',
    'blood sugar 2.4 right now and im shaky',
    'my sugar was 2.2 yesterday and now he is confused',
    'glucose 2.5',
  ])('a low of now or today stays the emergency: %s', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});

describe('basal insulin on a small-dinner night', () => {
  it.each([
    ['en-US', "Should I skip the Lantus on nights I don't really eat dinner?"],
    ['en-US', 'if i dont eat supper can i just not take my glargine'],
    ['zh-CN', '晚饭没怎么吃，晚上的甘精胰岛素能不打吗'],
    ['zh-CN', '不吃晚饭那天长效胰岛素要不要跳过'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askAs({ locale, persona: INSULIN, text });
    expect(faqIdsOf(r)).toContain('basal-insulin-skip-small-dinner');
    expect(r.text).toMatch(/不要|Do not/);
  });
});

describe('calories to lose weight with the figures typed: the plan’s target and how long the goal takes', () => {
  it('en-009 and its follow-up en-010', () => {
    const first =
      'How many calories should I be eating to lose weight? 45yo, 175cm, 95kg, desk job, want to get down to around 80';
    const a = askAs({ locale: 'en-US', persona: LOSS, text: first });
    expect(a.text).toMatch(/weight-loss target is about \d+ kcal/);
    expect(a.text).toMatch(/From 95 kg to 80 kg is 15 kg: .* 15–30 weeks/);
    const b = askAs({
      locale: 'en-US',
      persona: LOSS,
      text: 'roughly how long would it take to get there at that rate',
      previous: first,
    });
    expect(b.text).toMatch(/15–30 weeks/);
  });

  it.each([
    ['zh-CN', '175，95公斤，想减到160斤，一天吃多少热量', /减到 80 公斤要减 15 公斤.*15–30 周/],
    [
      'en-US',
      'im 95kg, goal weight 85, how many calories a day',
      /From 95 kg to 85 kg is 10 kg: .* 10–20 weeks/,
    ],
  ] as const)('%s: %s', (locale, text, expected) => {
    const r = askAs({ locale, persona: LOSS, text });
    expect(r.text).toMatch(expected);
  });

  it('another person’s figures typed are still their BMI', () => {
    const r = askAs({
      locale: 'en-US',
      persona: LOSS,
      text: 'my wife is 160cm and 70kg, how many calories to lose weight?',
    });
    expect(r.text).toMatch(/BMI is 27/);
  });
});
