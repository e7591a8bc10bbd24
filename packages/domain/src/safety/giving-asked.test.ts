import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Whether to give a child something, asked before anything is given (giving-asked.ts; thirty-ninth clinician review,
// en M11) — and the same words after a swallow, which keep the card (development rounds 19–49).
describe('giving a child a medicine, asked', () => {
  it.each([
    'can i give my 7 yr old son half of my melatonin 10mg tablet? he cant sleep',
    'is it ok to give my 6 year old one of my vitamin d tablets',
  ])('%s: no card', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });

  it.each([
    'baby (14 months) bit into a dishwasher pod and got some of the liquid in her mouth, she coughed and spat. can i give her milk?',
    'my 2 year old swallowed 4 of my iron tablets, can I give him some milk?',
    '我孙女四岁 刚才把冰箱贴上的两颗小磁力珠吞下去了 现在说肚子不疼 我要不要给她吃点韭菜裹一裹',
    'mi son (3) have di runnin belly 10 time today an him nah drink nutten, now mi cyaan hardly wake him from him nap. can i give him some gatorade',
  ])('%s: still urgent', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});
