/**
 * Blind answer round 31's unsafe answers, as classes (development data once its before and after figures
 * were recorded, docs/answer-rounds/round-31.md): each with the round's words and another phrasing.
 */
import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

const WALT = 'Walt, low folate, folic acid 1 mg prescribed and a multivitamin (en)';
const WARFARIN = 'warfarin with fish oil and vitamin E';
const CBZ = 'carbamazepine before pregnancy, grapefruit juice, sodium 129';

describe('zh-076: a B12 said in the normal range is never "both are low, as yours are"', () => {
  it.each([
    ['zh-CN', '我B12是400 pmol/L，这算正常吗？听说补叶酸之前要先确认B12不缺'],
    ['en-US', 'my b12 came back 520 pg/mL, is that ok before i start the folic acid?'],
  ] as const)('%s "%s"', (locale, text) => {
    const r = askAs({ locale, persona: WALT, text });
    expect(r.text).not.toMatch(/你就是这样|as yours are|B12要先补|Start vitamin B12 first/);
  });

  it('a low B12 said still gets B12 first', () => {
    const r = askAs({ locale: 'zh-CN', persona: WALT, text: '我B12才120 pmol/L，叶酸也低，先补哪个' });
    expect(r.text).toMatch(/维生素B12要先补/);
  });
});

describe('zh-130: a product ruled out for its own nutrient is not to be replaced with that nutrient', () => {
  it('vitamin E on warfarin: no "still needed, choose a replacement that has it"', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: WARFARIN,
      text: '维生素E 400单位换算成毫克是多少？吃多了有啥坏处',
    });
    expect(r.text).toMatch(/268 mg/);
    expect(r.text).not.toMatch(/仍然需要|换用的产品请仍含/);
    expect(r.text).toMatch(/不用找替代品/);
  });
});

describe('en-025: folic acid 400 µg on carbamazepine before a pregnancy is never "keep to what you take now"', () => {
  it.each([
    [
      'en-US',
      'oh my serum folate was 4.1 ng/mL if that matters',
      "we're planning to get pregnant. I take 斯利安 folic acid 0.4mg, 1 tablet. is that enough since im on an epilepsy drug? my friend took the same one",
    ],
    ['zh-CN', '我叶酸一天吃0.4毫克，吃卡马西平的话够不够？', undefined],
  ] as const)('%s "%s"', (locale, text, previous) => {
    const r = askAs({ locale, persona: CBZ, text, ...(previous ? { previous } : {}) });
    expect(r.text).not.toMatch(/keep to what you take now|保持现在的量即可/);
    expect(r.text).toMatch(/5 ?mg|5000 ?µg|5毫克/);
  });
});
