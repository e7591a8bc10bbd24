import { describe, expect, it } from 'vitest';
import { PREGNANCY_SAID } from './audiences';
import { askAs, faqIdsOf } from './testing';

// Blind answer round 8 (docs/answer-rounds/round-8.md, now development data): three rows reached people
// they were wrong for. Each case: the question as asked, and the row that must not answer it.
describe('rows stay with the people they are for', () => {
  it.each([
    {
      persona: 'teen' as const,
      locale: 'zh-CN' as const,
      text: '班上同学在喝代餐奶昔减肥 我也想买 可以吗',
      not: 'meal-replacement-dinner',
    },
    {
      locale: 'en-US' as const,
      text: "i'm 15, can i replace dinner with a shake to lose weight",
      not: 'meal-replacement-dinner',
    },
    {
      persona: '80-year-old woman, low BMI',
      locale: 'zh-CN' as const,
      text: '老太太胃口差，一顿就吃小半碗，要不要给她买蛋白粉？买哪种好',
      not: 'protein-shakes-for-sport',
    },
    {
      persona: 'lithium with hydrochlorothiazide',
      locale: 'zh-CN' as const,
      previous: '吃锂盐的话盐要少吃还是正常吃？我一直以为少盐更健康',
      text: '那咸菜榨菜能随便吃吗',
      not: 'salty-seasonings',
    },
  ])('$text', ({ not, persona, ...c }) => {
    const r = askAs({ ...c, ...(persona === 'teen' ? {} : persona ? { persona } : {}) });
    expect(faqIdsOf(r)).not.toContain(not);
  });

  it('an adult still gets the meal-replacement row', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'healthy man, weight loss',
      text: '晚饭用代餐奶昔代替可以吗',
    });
    expect(faqIdsOf(r)).toContain('meal-replacement-dinner');
  });
});

describe('pregnant now, as said', () => {
  it.each([
    '我怀孕了能吃吗',
    '孕期可以喝吗',
    '怀着二胎',
    'I am pregnant',
    "I'm 20 weeks along",
    'in my second trimester',
  ])('is pregnant: %s', (text) => expect(PREGNANCY_SAID.test(text.toLowerCase())).toBe(true));
  it.each([
    '普通孕妇那种0.4mg的够吗',
    '准备怀孕，要提前吃吗',
    '怀孕前多久开始吃',
    'we are trying to get pregnant',
    'the pregnancy ones are so pricey',
    'before I get pregnant',
  ])('is not pregnant now: %s', (text) => expect(PREGNANCY_SAID.test(text.toLowerCase())).toBe(false));

  it('a woman on valproate planning a baby gets the folic-acid timing row after a question that names "孕妇那种"', () => {
    const r = askAs({
      persona: 'valproate, 28',
      locale: 'zh-CN',
      previous: '吃丙戊酸，打算要孩子，叶酸吃孕妇那种0.4的行不行',
      text: '那得提前几个月吃',
    });
    expect(faqIdsOf(r)).toContain('antiepileptic-folic-acid-when-to-start');
  });
});
