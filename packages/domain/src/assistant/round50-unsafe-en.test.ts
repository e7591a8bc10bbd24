/**
 * Blind answer round 50's unsafe English answers (development data once recorded and judged), in words of our
 * own: cheese asked beside kimchi on phenelzine got a list of fermented sauces that named no cheese; a
 * pregnant woman with a low haemoglobin and ferritin asking whether her prenatal's iron is enough got the
 * general iron-food text (with "the gut" as the cause to look for) because "ferritin 11." ended a sentence;
 * a child's low vitamin D is in ./intents/vitamin-d-child.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { youngWoman } from '../testing';
import { askWith } from './testing-ask';

vi.setConfig({ testTimeout: 30_000 });

const ON_PHENELZINE = youngWoman({ nickname: 'P', age: 34, medicines: ['phenelzine'] });
const PREGNANT = youngWoman({
  nickname: 'Q',
  age: 29,
  lifeStage: 'pregnant_t2',
  gestationalWeek: 22,
  supplements: [{ optionId: 'elevit', name: 'Elevit', dose: 1, unit: 'tablet' }],
});

describe('cheese beside another fermented food on an MAOI: which cheeses, and the other food', () => {
  it.each([
    ['en-US', 'on phenelzine - are any cheeses ok? I eat kimchi most days too', /cottage cheese/, /kimchi/i],
    [
      'en-US',
      'Which cheese can I still have and what about miso soup, I take Nardil',
      /cottage cheese/,
      /miso/i,
    ],
    ['zh-CN', '吃苯乙肼，哪些奶酪可以吃？我还很爱吃泡菜', /茅屋奶酪/, /泡菜/],
  ] as const)('%s: "%s"', (locale, text, freshCheese, other) => {
    const r = askWith('M50', ON_PHENELZINE, locale, text);
    expect(r.text).toMatch(freshCheese);
    expect(r.text).toMatch(locale === 'zh-CN' ? /切达|陈年/ : /cheddar|aged/i);
    expect(r.text).toMatch(other);
  });

  it('kimchi alone still gets the fermented-food answer', () => {
    const r = askWith('M50', ON_PHENELZINE, 'en-US', 'can I still eat kimchi on phenelzine?');
    expect(r.text).toMatch(/kimchi/i);
    expect(r.text).not.toMatch(/cottage cheese/);
  });
});

describe("a pregnant woman's low haemoglobin and ferritin: the prenatal's iron is a preventive amount", () => {
  it.each([
    [
      'en-US',
      'I am 22 weeks, haemoglobin 101 and ferritin 9. Is Elevit enough iron or do I need extra? I eat steak',
    ],
    ['en-US', 'hb 104 g/L, ferritin 12. midwife said eat red meat. does my prenatal cover it?'],
    ['zh-CN', '孕22周，血红蛋白102，铁蛋白8。医生让多吃红肉，爱乐维里的铁够吗？'],
  ] as const)('%s: "%s"', (locale, text) => {
    const r = askWith('P50', PREGNANT, locale, text);
    expect(r.text).toMatch(locale === 'zh-CN' ? /缺铁性贫血/ : /iron-deficiency anaemia in pregnancy/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /产科医生/ : /obstetric team/);
    expect(r.text).not.toMatch(/ugu|ewedu|moringa|辣木|heavy periods|月经量多/);
  });

  it('a value that ends a sentence is still read ("ferritin 9.")', () => {
    const r = askWith('P50', PREGNANT, 'en-US', 'Hb 100. Ferritin 9. Is the iron in my prenatal enough?');
    expect(r.text).toMatch(/iron-deficiency anaemia in pregnancy/);
  });
});

describe('a fizzy drink after a sleeve or bypass (round 50 en-049)', () => {
  const SLEEVE = youngWoman({ nickname: 'S', age: 47, conditions: ['bariatric_surgery'] });
  it.each([
    [
      'en-US',
      'Is Diet Coke really that bad after a sleeve? The nutritionist said no carbonation ever but I miss it',
    ],
    ['en-US', 'can I have sparkling water with my dinner now?'],
    ['zh-CN', '缩胃手术8个月了，零度可乐真的一口都不能喝吗？'],
  ] as const)('%s: "%s" — no fizzy drinks, never with meals', (locale, text) => {
    const r = askWith('S50', SLEEVE, locale, text);
    expect(r.rules).toContain('faq:sleeve-or-bypass-fizzy-drinks');
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /不喝碳酸饮料.*不要和饭一起喝/s : /no fizzy drinks.*keep it away from meals/s,
    );
    expect(r.text).not.toMatch(/a few cans a week with meals/);
  });

  it('without the surgery, the diet-cola row answers as before', () => {
    const r = askWith(
      'D50',
      youngWoman({ nickname: 'D', age: 40 }),
      'en-US',
      'Is Diet Coke really that bad for me?',
    );
    expect(r.rules).not.toContain('faq:sleeve-or-bypass-fizzy-drinks');
  });
});
