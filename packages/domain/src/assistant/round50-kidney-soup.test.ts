/**
 * Blind answer round 50, zh-013, zh-014, en-003 (development data): on dialysis with a high potassium, "can he
 * drink only the soup and leave the solids?" and "if the meat is blanched first, or simmered less, is there less
 * potassium?" got "no potassium supplements" and a "can't". Where a soup's potassium goes, and what discarding
 * the cooking water does.
 */
import { describe, expect, it, vi } from 'vitest';
import { youngWoman } from '../testing';
import { askWith } from './testing-ask';

vi.setConfig({ testTimeout: 30_000 });

const DIALYSIS = youngWoman({ nickname: 'D', age: 70, conditions: ['dialysis'] });
const CKD = youngWoman({ nickname: 'K', age: 62, conditions: ['kidney_disease'] });
const HEALTHY = youngWoman({ nickname: 'H', age: 40 });

describe("a soup's potassium on dialysis or with kidney disease", () => {
  it.each([
    [
      "Mum's on dialysis, potassium a bit high. She loves bone broth — ok if she only has the broth and leaves the meat?",
      DIALYSIS,
      'en-US',
    ],
    [
      'stage 4 kidneys — if I blanch the veg before it goes in the soup and pour that water out, is the soup lower in potassium?',
      CKD,
      'en-US',
    ],
    ['透析的人，汤渣不吃只喝汤，钾会不会高', DIALYSIS, 'zh-CN'],
    ['肾病的话，煲汤前肉和菜先焯水，汤里的钾能少点吗', CKD, 'zh-CN'],
  ] as const)('%s', (text, persona, locale) => {
    const r = askWith('K50', persona, locale, text);
    expect(r.text).toMatch(locale === 'zh-CN' ? /倒掉/ : /pour that water away/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /钾恰恰在汤里/ : /the potassium is in the soup/);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });

  it.each([
    ['which fruit and veg should she avoid? potassium 5.4, and my mum makes soup every day', 'en-US'],
    ['蔬菜先焯水能去钾吗，要焯多久', 'zh-CN'],
  ] as const)('not asked of the soup itself: the food list or the blanching answer (%s)', (text, locale) => {
    const r = askWith('K50', CKD, locale, text);
    expect(r.rules).not.toContain('faq:kidney-potassium-soup-leaching');
  });

  it('without kidney disease a soup question keeps its own answers', () => {
    const r = askWith('K50', HEALTHY, 'en-US', 'is bone broth good for my joints?');
    expect(r.text).not.toMatch(/pour that water away/);
  });
});
