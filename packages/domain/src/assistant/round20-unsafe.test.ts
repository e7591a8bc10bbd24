/**
 * Blind answer round 20's two unsafe answers, as classes (development data since its figures were
 * reported): zh-028, undercooked meat in pregnancy never said to be avoided; zh-112, "布落芬" (a homophone
 * slip for 布洛芬) on lithium answered as the earlier low-carb question, with no word of the interaction.
 */
import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf } from './faq/testing';

const T1 = 'pregnant t1';
const T2 = 'pregnant t2 with a prenatal';
const LITHIUM = 'lithium with hydrochlorothiazide';

describe('undercooked meat in pregnancy (zh-028)', () => {
  it.each([
    ['zh-CN', T1, '周末老公想带我去吃日料，刺身、溏心蛋、三分熟牛排这些孕早期哪些要避开？去了能点点啥'],
    ['zh-CN', T1, '三分熟牛排孕早期能吃吗'],
    ['zh-CN', T2, '怀孕了还能吃带血的牛排吗 我老公最爱五分熟'],
    ['en-US', T1, 'is a medium rare steak ok while pregnant?'],
    ['en-US', T2, 'can i have my burger a bit pink at 24 weeks'],
  ] as const)('%s %s "%s" → cook it through', (locale, persona, text) => {
    const r = askAs({ locale, persona, text });
    expect(r.urgent).toBe(false);
    expect(faqIdsOf(r)).toContain('pregnancy-undercooked-meat');
    expect(r.text).toMatch(locale === 'zh-CN' ? /全熟/ : /well done/);
  });

  it.each([
    ['en-US', 'healthy man, weight loss', 'is rare steak ok on my diet?'],
    ['zh-CN', 'healthy woman', '三分熟牛排热量高吗'],
    ['zh-CN', T1, '全熟的牛排孕期一周吃几次'],
  ] as const)('%s %s "%s" → not this row', (locale, persona, text) => {
    expect(faqIdsOf(askAs({ locale, persona, text }))).not.toContain('pregnancy-undercooked-meat');
  });
});

describe('布洛芬 typed with a homophone slip on lithium (zh-112)', () => {
  it.each(['健身完肌肉酸疼能吃布落芬吗', '头疼吃点布络芬行不行', '步洛芬和锂盐能一起吃吗'])(
    '"%s" → the lithium × NSAID warning',
    (text) => {
      const r = askAs({
        locale: 'zh-CN',
        persona: LITHIUM,
        text,
        previous: '吃锂以后胖了15斤，想试试低碳水减肥，可以吗',
      });
      expect(r.text).toMatch(/碳酸锂/);
      expect(r.text).toMatch(/布洛芬/);
      expect(r.text).toMatch(/血锂/);
    },
  );
});

// Eighteenth clinician review, en M4: raspberry leaf tea in the first trimester was answered about cerasee
// and fever grass (the bush-tea row); it has its own answer now, and the bush teas keep theirs.
describe('raspberry leaf tea in pregnancy (pregnancy-raspberry-leaf)', () => {
  it.each([
    ['en-US', 'is raspberry leaf tea ok now? my friend swore by it', /not in the first or second trimester/],
    [
      'en-US',
      'my midwife friend said raspberry leaves help labour, can I start at 8 weeks',
      /not in the first or second trimester/,
    ],
    ['zh-CN', '孕早期能喝覆盆子叶茶吗', /孕早期和孕中期先不要喝/],
  ] as const)('%s "%s"', (locale, text, says) => {
    const r = askAs({ locale, persona: T1, text });
    expect(faqIdsOf(r)).toContain('pregnancy-raspberry-leaf');
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(/cerasee|bitter melon|苦瓜/);
  });

  it('the bush-tea row still answers cerasee', () => {
    const r = askAs({
      locale: 'en-US',
      persona: T1,
      text: 'Can I keep having my bush tea? My granny swears by cerasee and fever grass for everything',
    });
    expect(faqIdsOf(r)).toContain('pregnancy-bush-teas');
    expect(faqIdsOf(r)).not.toContain('pregnancy-raspberry-leaf');
  });
});
