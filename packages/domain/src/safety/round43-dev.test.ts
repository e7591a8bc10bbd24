import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 43 (bleeding, bleeding in pregnancy, anaphylaxis, transplant problems; 2026-11-30): two
// bleeds after or late in a pregnancy were missed because nothing read a pregnancy in their words — lochia
// (恶露) or a baby "born two weeks ago", and "seven months gone". The classes, in words of our own (the
// round's messages stay its own).

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('blind triage round 43: a bleed after the birth or late in pregnancy, told without "pregnant"', () => {
  it.each([
    '孩子出生十天了，恶露突然变多，一会儿就湿透一片，还有大血块，人发晕',
    '宝宝生下来才三周，今天下面哗哗出血止不住，脸都白了',
    'she is 8 months gone and bleeding heavily from down below with bad tummy pain',
    'im six months gone, bleeding a lot suddenly and feel faint',
  ])('%s', (text) => {
    expect(kinds(text)).toContain('pregnancy_bleeding');
  });

  it('the dizziness and dim vision of blood loss are not pre-eclampsia', () => {
    const found = kinds('生完孩子两周，恶露本来快没了，今天突然大量出血，头晕眼花，手脚冰凉');
    expect(found[0]).toBe('pregnancy_bleeding');
    expect(found).not.toContain('pre_eclampsia');
  });

  it('a bleed with a severe headache late in pregnancy keeps the pre-eclampsia card too', () => {
    const found = kinds('孕32周，突然出了好多血，头痛得厉害，眼前冒金星');
    expect(found).toContain('pre_eclampsia');
    expect(found).toContain('pregnancy_bleeding');
  });

  it.each([
    '恶露多久能干净？吃什么好',
    '宝宝出生两周了，我可以吃维生素D吗',
    'she is seven months gone, can she eat pineapple',
    'my savings are 3 months gone already lol, cheap protein ideas?',
  ])('no alarm: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
