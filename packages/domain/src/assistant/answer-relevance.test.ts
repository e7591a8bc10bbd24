import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';
import { withoutMinorLines } from './faq/minor-lines';
import { readQuestion } from './question-kind';

// Issue 30 §2, blind answer round 11 (development data since its figures were reported): nothing pasted
// that was not asked, a "can't" that names what was asked, and follow-ups that keep their subject.

const CANNOT = /没有可靠的规则|no reliable rule/;

// en-007, en-054, en-160: a multivitamin's "can't" named vitamin C, the first of its 23 ingredients.
describe('a combination product is named as what it is, never as one of its nutrients', () => {
  it.each([
    [
      'en-US',
      '80-year-old woman, low BMI',
      '(my granddaughter is typing this for me) Nan wants to know should she take a multivitamin, she doesnt eat much meat anymore and gets tired',
    ],
    [
      'en-US',
      'healthy woman',
      'My 6 year old is a super picky eater, basically lives on pasta and yoghurt. Should I give her a kids multivitamin like the gummy ones?',
    ],
    ['en-US', undefined, 'should my son take a multivitmin? he is 9 and hates veg'],
    ['en-US', undefined, 'is a B complex worth it, always tired'],
    ['zh-CN', undefined, '要不要给孩子吃复合维生素，挑食'],
    ['zh-CN', undefined, '我妈70了，善存银片要不要吃'],
    ['zh-CN', undefined, '复合维生素B有用吗 总是累'],
  ] as const)('%s (%s): %s', (locale, persona, text) => {
    const r = askAs({ locale, persona, text });
    expect(r.text).not.toMatch(/Vitamin C|维生素C|Thiamin|维生素B1|硫胺素/);
    if (CANNOT.test(r.text) && /\*\*/.test(r.text))
      expect(r.text).toMatch(locale === 'zh-CN' ? /复合维生素/ : /multivitamin|B-complex/);
  });
});

// en-015, en-072: "fasting glucose 6.1", "my fasting sugar was 2.6" were read as the fasting diet.
describe('a fasting glucose is a blood test, not the fasting diet', () => {
  it.each([
    [
      'en-US',
      'healthy man, weight loss',
      "My annual physical showed fasting glucose 6.1 and triglycerides 2.3. Doc said 'prediabetes, lose some weight'. Does that change what my plan says I should eat?",
    ],
    ['en-US', 'healthy man, weight loss', 'my fasting blood sugar was 6.4 at the GP, what should I eat'],
    ['en-US', undefined, 'fasting sugars running 7ish in the mornings — what should i change at dinner?'],
    ['zh-CN', 'healthy man, weight loss', '我的fasting glucose是6.2，饮食上要注意什么'],
  ] as const)('%s (%s): %s', (locale, persona, text) => {
    const r = askAs({ locale, persona, text });
    expect(r.text).not.toMatch(/\*\*(fasting|断食)\*\*|intermittent fasting|轻断食/);
  });

  it.each([
    ['fasting glucose 6.1', false],
    ['my fasting sugar was 2.6 one morning', false],
    ['体检fasting glucose 6.3，要怎么吃', false],
    ['fasting bloods came back with high triglycerides', false],
    ['is intermittent fasting ok for me', true],
    ['I do fasting two days a week, is that ok', true],
    ['轻断食16:8适合我吗', true],
  ] as const)('%s: the fasting diet named = %s', (text, diet) => {
    expect(readQuestion(text).subjects.some((s) => s.key === 'diet:fasting')).toBe(diet);
  });
});

// zh-008, zh-013, zh-019, en-008: "anyone under 18 should not diet … with a parent" said to a 35-year-old.
describe('a line for minors is not pasted into an adult’s answer', () => {
  it.each([
    [
      'en-US',
      'healthy man, weight loss',
      'Plan says about 2000 kcal/day. Honestly that sounds low for a guy my size (95 kg). Am I gonna be starving the whole time?',
      undefined,
    ],
    ['en-US', 'healthy man, weight loss', 'is it ok to swap dinner for a slimfast shake', undefined],
    [
      'zh-CN',
      'healthy man, weight loss',
      '那周末要是吃超了，周一少吃点补回来行不行',
      '175，95公斤，计划上说我每天吃1900大卡，会不会太少了，我怕饿得顶不住',
    ],
    ['zh-CN', 'healthy man, weight loss', '晚饭换成代餐奶昔行不行', undefined],
    ['zh-CN', 'vegan', '想增肌，vegan protein powder 豌豆的和糙米的哪个好，要不要两种混着', undefined],
  ] as const)('%s (%s): %s', (locale, persona, text, previous) => {
    const r = askAs({ locale, persona, text, ...(previous ? { previous } : {}) });
    expect(r.text).not.toMatch(/未满18|青少年也是|under 18|under-18s|for teenagers too/);
  });

  it.each([
    ['zh-CN', '晚饭换成代餐奶昔行不行', /未满18岁/],
    ['en-US', 'is it ok to swap dinner for a slimfast shake', /under 18/],
  ] as const)('a guest, whose age is not known, keeps it (%s): %s', (locale, text, line) => {
    expect(askAs({ locale, text }).text).toMatch(line);
  });

  it('a parent speaking of a child keeps it', () => {
    const zh = '成年人用代餐替代一顿饭可以。未满18岁的人不要节食减重，请和家长一起找医生评估。';
    expect(withoutMinorLines(zh, true, '我女儿15岁，晚饭换代餐行吗')).toBe(zh);
    expect(withoutMinorLines(zh, true, '晚饭换代餐行吗')).toBe('成年人用代餐替代一顿饭可以。');
    const en =
      'Replace one meal. Anyone under 18 should not diet to lose weight: see a doctor together with a parent.';
    expect(withoutMinorLines(en, false, 'my teen son wants a shake for dinner')).toBe(en);
    expect(withoutMinorLines(en, false, 'shake for dinner ok?')).toBe('Replace one meal.');
  });
});

// en-146, zh-092, zh-082: "no reliable rule for alendronate" above the alendronate instructions.
describe('a part is not declined when another part of the answer answers it', () => {
  it.each([
    [
      'en-US',
      'osteoporosis on alendronate with Tums',
      'How exactly should I take my weekly alendronate? Can I have my coffee at the same time?',
      undefined,
    ],
    ['en-US', undefined, 'how do i take alendronate?? and is tea ok with it', undefined],
    ['zh-CN', 'osteoporosis on alendronate with Tums', '阿仑膦酸钠到底怎么吃？能和豆浆一起喝吗', undefined],
    ['zh-CN', 'heart failure, potassium 5.4', '每天早上称体重有什么讲究？涨多少要注意', undefined],
    ['zh-CN', 'heart failure, potassium 5.4', '心衰称体重要注意啥？长几斤要找医生', undefined],
    [
      'en-US',
      'heart failure, potassium 5.4',
      'what is the right way to weigh myself every day? how much gain is too much?',
      undefined,
    ],
    [
      'zh-CN',
      'kidney transplant on tacrolimus with magnesium',
      '吗替麦考酚酯那个呢，也要跟镁分开吗',
      '镁片饭前还是饭后吃，要跟他克莫司隔开多久',
    ],
  ] as const)('%s (%s): %s', (locale, persona, text, previous) => {
    const r = askAs({ locale, persona, text, ...(previous ? { previous } : {}) });
    expect(r.text).not.toMatch(CANNOT);
  });

  // Once the plan's dose is said as what to add on top of the prenatal's calcium (blind answer round 63), the
  // prenatal-calcium row answers the whole message: the prenatal holds little calcium, about 800 mg a day is needed, the
  // dose is the obstetrician's — never a "can't" for the Caltrate part alone.
  it('the prenatal-calcium row answers the whole message (Caltrate beside the calcium dose)', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'pregnant t2 with a prenatal',
      text: '孕22周，一直在吃爱乐维，这次产检医生让我加钙。爱乐维里面不是有钙吗？还要再补多少，钙尔奇D600行不行',
    });
    expect(r.text).toMatch(/爱乐维这类孕妇复合维生素里钙很少/);
    expect(r.text).toMatch(/剂量按产科医生开的吃/);
  });
});

// en-036: "iron tablet at the same time as the Elevit or separate?" was sent the iron-dose reply again.
describe('a follow-up asking a new kind of question is not sent the previous reply again', () => {
  const EN_BEFORE =
    'My 20 week bloods came back with ferritin 18 and Hb 108. Should I take an extra iron tablet on top of the Elevit?';
  it.each([
    ['en-US', 'can I take the iron tablet at the same time as the Elevit or separate?', EN_BEFORE],
    ['zh-CN', '那这个铁剂跟elevit同时吃ok吗', '孕20周铁蛋白18、血红蛋白108，要在爱乐维之外再加一片铁吗？'],
  ] as const)('%s: %s', (locale, text, previous) => {
    const first = askAs({ locale, persona: 'pregnant t2 with a prenatal', text: previous });
    const r = askAs({ locale, persona: 'pregnant t2 with a prenatal', text, previous });
    const opening = first.text.split('\n\n')[0]!;
    expect(r.text).not.toContain(opening);
    // Answered now, not a "can't": split them, about two hours apart (blind answer round 13, en-037;
    // faq/rows-standard-common.ts prenatal-and-iron-apart).
    expect(r.text).toMatch(locale === 'zh-CN' ? /隔开两小时/ : /about two hours away/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /产科医生/ : /obstetrician/);
  });

  it('a follow-up naming something new that the same rule answers keeps it (smoked salmon after sushi)', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'pregnant t1',
      previous:
        'is sushi completely off limits? what about cooked rolls like california roll or tempura prawn',
      text: 'what about smoked salmon on a bagel?',
    });
    expect(r.text).toMatch(/smoked salmon/);
    expect(r.text).not.toMatch(CANNOT);
  });
});
