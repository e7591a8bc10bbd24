/**
 * What the thirty-seventh session's read-through left for later, asked in both languages (development data, no held-out
 * question):
 *
 * - 他 in 阿托伐他汀 read as "someone else": a vitamin D level asked beside a statin got "the figures below are an adult's".
 * - "不吃洋葱大蒜" (a Buddhist household's diet) ended "关于你问到的大蒜提取物：上面的回答没有涉及".
 * - "钙够了吗" on alendronate asked the total and got the interaction card alone.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const ON_ALENDRONATE: Answers = {
  ...person('female', 66, 155, 55, 'light'),
  conditions: ['osteoporosis'],
  medicines: ['alendronate'],
  supplements: [{ optionId: 'caltrate-d600', dose: 1, unit: 'tablet' }],
};

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`rt38:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const ADULT_ONLY = zh ? /下面是成年人的数字/ : /The figures below are an adult’s/;

  it('a vitamin D level beside a statin is the asker’s own: no "adult figures" caveat', () => {
    const [own] = chat('statin-vitamin-d', null, locale, [
      zh
        ? '我在吃阿托伐他汀，维生素D是15ng/ml，要补多少'
        : 'I take atorvastatin and my vitamin D is 15 ng/mL, how much should I take?',
    ]);
    expect(own!.text).toMatch(zh ? /1500–2000 IU/ : /1,500–2,000 IU/);
    expect(own!.text).not.toMatch(ADULT_ONLY);
  });

  it('the same level said of him or her still says the figures are an adult’s', () => {
    const [other] = chat('other-vitamin-d', null, locale, [
      zh ? '他维生素D是15ng/ml，要补多少' : 'his vitamin D is 15 ng/mL, how much should he take?',
    ]);
    expect(other!.text).toMatch(ADULT_ONLY);
  });

  it('foods said as not eaten are a diet told, no garlic extract asked about', () => {
    const [r] = chat('no-onion-garlic', null, locale, [
      zh
        ? '我们家信佛，不吃洋葱大蒜，蛋白质够吗'
        : 'we are Buddhist and eat no onion or garlic, is our protein enough?',
    ]);
    expect(r!.text).toMatch(zh ? /蛋白质/ : /protein/i);
    expect(r!.text).not.toMatch(zh ? /大蒜提取物/ : /garlic extract/i);
  });

  it('garlic asked about beside warfarin is still the pair’s question', () => {
    const [r] = chat(
      'garlic-warfarin',
      { ...person('male', 70, 170, 70, 'light'), medicines: ['warfarin'] },
      locale,
      [zh ? '吃大蒜提取物影响华法林吗' : 'does garlic extract affect warfarin?'],
    );
    expect(r!.intent).toBe('drug_interaction');
  });

  it('"is my calcium enough" on alendronate: the total against the target, the spacing card with it', () => {
    const [r] = chat('alendronate-calcium-enough', ON_ALENDRONATE, locale, [
      zh
        ? '我在吃福善美，每天一片钙尔奇，钙够了吗'
        : 'on fosamax and one caltrate a day, am i getting enough calcium?',
    ]);
    expect(r!.intent).toBe('how_much_nutrient');
    expect(r!.text).toMatch(
      zh ? /你每天需要\*\*钙 1[02]00 mg\*\*/ : /You need \*\*1[02]00 mg of Calcium\*\*/,
    );
    expect(r!.text).toMatch(zh ? /至少在服药2小时后/ : /empty stomach/);
  });

  it('vitamin K "enough" on warfarin stays the pair’s question (a pair to keep steady, not a total to reach)', () => {
    const [r] = chat(
      'warfarin-k-enough',
      { ...person('male', 70, 170, 70, 'light'), medicines: ['warfarin'] },
      locale,
      [zh ? '我吃华法林，维生素K够不够' : 'I’m on warfarin, am I getting enough vitamin K?'],
    );
    expect(r!.intent).not.toBe('how_much_nutrient');
  });
});
