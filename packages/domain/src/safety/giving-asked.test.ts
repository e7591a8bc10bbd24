import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Whether to give a child something, asked before anything is given (giving-asked.ts; thirty-ninth clinician review,
// en M11) — and the same words after a swallow, which keep the card (development rounds 19–49).
describe('giving a child a medicine, asked', () => {
  it.each([
    'can i give my 7 yr old son half of my melatonin 10mg tablet? he cant sleep',
    'is it ok to give my 6 year old one of my vitamin d tablets',
    'is it ok to give my son an open capsule of fish oil mixed in yogurt?',
  ])('%s: no card', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });

  it.each([
    'baby (14 months) bit into a dishwasher pod and got some of the liquid in her mouth, she coughed and spat. can i give her milk?',
    'my 2 year old swallowed 4 of my iron tablets, can I give him some milk?',
    '我孙女四岁 刚才把冰箱贴上的两颗小磁力珠吞下去了 现在说肚子不疼 我要不要给她吃点韭菜裹一裹',
    // Tablets missing or a bottle opened, in words of our own (blind triage round 62's miss, the class).
    '女儿三岁 把我的钙片瓶子打开了 少了七八粒 看着还挺精神的 要不要给她多喝点奶',
    'my toddler got the lid off my prenatal vitamins, maybe 6 are missing, she seems totally fine, should I give her water?',
    '儿子两岁 药板上的降压药不见了三片 应该没事吧 要不要给他喝点水',
    // A bottle found open beside the child (the diff reading's other wordings).
    'found the bottle of my iron pills open and my toddler next to it, can I give her water?',
    '药瓶开着 孩子在旁边玩 要不要给他喝点水',
    'mi son (3) have di runnin belly 10 time today an him nah drink nutten, now mi cyaan hardly wake him from him nap. can i give him some gatorade',
  ])('%s: still urgent', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});
