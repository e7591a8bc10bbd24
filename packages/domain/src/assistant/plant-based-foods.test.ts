import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';

// Blind answer round 17 en-045 (development data): a vegan asking whether lentils and spinach give enough
// iron for heavy periods was told "liver and red meat carry well-absorbed iron"; the generic food list
// named oysters and beef liver. The plan's diet pattern (or a diet said) keeps animal foods out.
const ANIMAL = /liver|oysters?|beef|sardines|prawns|mussels|猪肝|鸭血|牛肉|牡蛎|虾/i;

describe('a vegan is never offered meat, fish or liver for iron', () => {
  it.each([
    [
      'en-US',
      'My periods are pretty heavy. Can I get enough iron from lentils and spinach or should I take a supplement?',
    ],
    ['en-US', 'which foods are highest in iron?'],
    ['zh-CN', '我菠菜吃的超多，还用单独补铁吗'],
    ['zh-CN', '哪些食物含铁多'],
  ] as const)('%s: "%s"', (locale, text) => {
    const r = askPersona('vegan', locale, text);
    expect(r.text).not.toMatch(ANIMAL);
  });

  // Blind answer round 18 en-087: dropping the iron-deficiency row for vegans let the lab reader call a
  // ferritin of 15 "normal"; the row now answers them with plant sources in place of liver and meat.
  it('a vegan with a ferritin of 15 hears the deficiency answer, with plant sources', () => {
    const r = askPersona(
      'vegan',
      'en-US',
      'ferritin 15 ng/mL and hemoglobin 12.1 g/dL on my labs. is that bad? should i start iron pills or just eat more lentils',
    );
    expect(r.text).toMatch(/stores are empty.*tablets.*lentils/s);
    expect(r.text).not.toMatch(ANIMAL);
    expect(r.text).not.toMatch(/within the normal range/);
  });

  it('a diet said in the message counts without a plan', () => {
    const r = askPersona('healthy woman', 'en-US', "I'm vegan, which foods have iron?");
    expect(r.text).not.toMatch(ANIMAL);
  });

  it('a person with no such diet still hears of meat and liver where the row names them', () => {
    const r = askPersona(
      'iron deficiency with a multivitamin',
      'en-US',
      'can I get my iron up with food instead of the tablets?',
    );
    expect(r.text).toMatch(/liver|red meat|beef/i);
  });
});
