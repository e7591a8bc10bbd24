import { describe, expect, it } from 'vitest';
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
