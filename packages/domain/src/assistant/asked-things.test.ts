import { describe, expect, it } from 'vitest';
import { answerNames, thingsAskedAbout, unansweredThings } from './asked-things';
import { askAs } from './faq/testing';

// The last check on an answer (issue 30 §2; blind rounds 7–9, development data): an answer that names
// none of the things the message asks about answers a neighbouring question and becomes the specific
// "no reliable rule for X — ask …". Phrasings beyond the judged ones, both languages.
describe('foods said as not eaten, and a teaspoon, are not asked about (round 51, development data)', () => {
  it.each([
    ['My colleague is vegetarian, no eggs, wants to gain weight. How many calories a day?', 'eggs'],
    ['他吃素不吃蛋，想增重，一天要吃多少热量？', '鸡蛋'],
    ['每天一茶匙辣木粉，这个对肾有没有影响？', '茶'],
  ] as const)('%s: not %s', (text, name) => {
    const names = thingsAskedAbout(text).flatMap((t) => [t.name.zh, t.name.en]);
    expect(names).not.toContain(name);
  });
  it('a food eaten and asked about still is', () => {
    expect(thingsAskedAbout('我每天吃两个鸡蛋，多不多？').map((t) => t.name.zh)).toContain('鸡蛋');
    expect(thingsAskedAbout('is green tea ok with my iron?').map((t) => t.name.en)).toContain('tea');
  });
});

describe('things asked about', () => {
  it.each([
    ['红枣红糖补血是真的吗', ['红枣', '红糖']],
    ['米饭和馒头哪个更容易长肉', ['米饭', '馒头面食']],
    ['晚上老饿，想整点宵夜', ['宵夜']],
    ['零度可乐是不是真0卡？代糖会不会更想吃甜的', ['可乐等碳酸饮料', '代糖']],
  ] as const)('zh-CN: %s names %j', (text, names) => {
    expect(thingsAskedAbout(text).map((t) => t.name.zh)).toEqual(expect.arrayContaining([...names]));
  });

  it.each([
    ['is it ok to just eat salad for lunch every day', ['salad']],
    ['my tita says buko juice every day gives the baby clean skin, true?', ['coconut water']],
    ['what about seville orange marmalade on toast?', ['grapefruit and pomelo']],
    ['which is better for me, rice or chapati?', ['rice', 'bread']],
  ] as const)('en-US: %s names %j', (text, names) => {
    expect(thingsAskedAbout(text).map((t) => t.name.en)).toEqual(expect.arrayContaining([...names]));
  });

  it('a short follow-up with a food of its own asks about that food, not the message before', () => {
    expect(thingsAskedAbout('碱性水呢', '樱桃和苏打水真的能降尿酸吗').map((t) => t.key)).toEqual([
      'food:alkaline-water',
    ]);
    expect(thingsAskedAbout('那能多吃点吗', '水果能随便吃吗').map((t) => t.key)).toContain('food:fruit');
  });

  it('an answer names a thing by its parts, its products, its foods or its class', () => {
    const [crackers] = thingsAskedAbout('苏打饼干可以天天当饭吃吗');
    expect(answerNames('孕吐期间，主要靠苏打饼干、白粥也可以', crackers!)).toBe(true);
    const protein = thingsAskedAbout('有没有好咽下去又高蛋白的东西').find(
      (t) => t.key === 'nutrient:protein',
    )!;
    expect(answerNames('蒸蛋羹、嫩豆腐、去刺的清蒸鱼', protein)).toBe(true);
    expect(
      unansweredThings(
        'Can I have a beer on Lantus at the weekend?',
        undefined,
        'Alcohol with insulin can …',
      ),
    ).toBeNull();
    expect(
      unansweredThings('how much is in the multivitamin?', undefined, 'A multivitamin gives …'),
    ).toBeNull();
  });
});

describe('an answer that names nothing asked about is a specific "can\'t"', () => {
  it.each([
    // '红枣红糖补血是真的吗 我妈天天让我喝红糖水' is answered now (faq red-dates-brown-sugar-for-anaemia; blind
    // answer round 20 zh-135 judged the "can't" wrong: the standard answer exists).
    [
      'zh-CN',
      'healthy man, weight loss',
      '米饭和馒头哪个更容易长肉？顿顿离不开面食',
      /米饭、馒头面食/,
      /健康增重/,
    ],
    [
      'en-US',
      'pregnant t2 with a prenatal',
      'my aunt says buko juice every day gives the baby clean skin. true? ok to drink daily?',
      /buko juice|coconut water/,
      /above the general UL/,
    ],
    [
      'en-US',
      'healthy man, weight loss',
      'would rice or steamed buns make me gain more?',
      /rice/,
      /Gaining weight healthily/,
    ],
  ] as const)('%s (%s): %s', (locale, persona, text, named, neighbour) => {
    const r = askAs({ locale, persona, text });
    expect(r.text).toMatch(named);
    expect(r.text).toMatch(/没有可靠的规则|no reliable rule/);
    expect(r.text).not.toMatch(neighbour);
    if (locale === 'zh-CN') expect(r.text).not.toMatch(/[A-Za-z]{4,}/);
    else expect(r.text).not.toMatch(/\p{Script=Han}/u);
  });

  it.each([
    ['zh-CN', 'heart failure, potassium 5.4', '医生让我限水，一天到底喝多少？', '汤和稀饭算不算在里面', /算/],
    [
      'en-US',
      'heart failure, potassium 5.4',
      'my doctor says limit fluids, how much a day?',
      'do soup and porridge count?',
      /count|soup/i,
    ],
    ['zh-CN', 'healthy man, weight loss', undefined, '火锅油碟是不是巨胖？换干碟会好点吗', /油碟|干碟/],
  ] as const)(
    '%s (%s): an answer that names what was asked is kept — %s',
    (locale, persona, previous, text, kept) => {
      const r = askAs({ locale, persona, text, ...(previous ? { previous } : {}) });
      expect(r.text).toMatch(kept);
    },
  );
});

// "换成柠檬酸钙是不是好点" after a question on omeprazole got the plan's calcium dose (round 9 zh-101): a
// switch is a choice, and the plan's dose does not answer it.
describe('switching to another form is a choice, not a dose question', () => {
  it.each([
    ['zh-CN', '一直在吃奥美拉唑，会影响钙片吸收吗', '换成柠檬酸钙是不是好点'],
    [
      'en-US',
      "I've been on omeprazole for years, does it affect my calcium tablets?",
      'would switching to calcium citrate be better?',
    ],
  ] as const)('%s: %s', (locale, previous, text) => {
    const r = askAs({ locale, persona: 'osteoporosis on alendronate with Tums', previous, text });
    expect(r.text).not.toMatch(/^\*\*(你的方案不需要再加钙|Your plan adds no further Calcium)/);
  });
});
