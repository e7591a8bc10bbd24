import { describe, expect, it } from 'vitest';
import { foldText } from './lexicon';
import { foldPinyin } from './pinyin';
import { ruleFlagsFor } from './detect';

describe('pinyin health words', () => {
  it.each<[string, string]>([
    ['bao bao 腹泻 尿布一直干', '宝宝腹泻 尿布一直干'],
    ['xue jia 6.5 肾病', '血钾 6.5 肾病'],
    ['fa shao 38.5 我在吃甲氨蝶呤', '发烧 38.5 我在吃甲氨蝶呤'],
    ['yun 33 zhou, tou tong de lihai', '孕33周, 头痛 de 厉害'],
    ['huai yun 12 zhou, xia mian liu xue hen duo', '怀孕12周, xia mian 流血 hen duo'],
    ['duzi zhang tong, tu le hao ji ci', '肚子胀痛, 吐了 hao ji ci'],
    ['fashao', '发烧'],
    ['zuo bian lian ma le, zui wai le, shuo hua bu qing chu', '左边脸麻 le, 嘴歪 le, 说话不清楚'],
    // a one-syllable pain word bound to the body part before it (red-flag property test, 2026-11-27)
    ['xiong kou teng 好几个小时了', '胸口疼好几个小时了'],
    ['胸口 teng 一上午', '胸口疼一上午'],
    ['du zi tong', '肚子痛'],
  ])('%s → %s', (text, folded) => {
    expect(foldPinyin(text)).toBe(folded);
  });

  it.each([
    'my bus fare went up',
    'teng xun stock is up',
    'bbq tong set',
    'tule skirt for my daughter',
    'is tofu ok with my statin',
    'i feel li ke crap',
    'tai chi after a stroke',
    'ma mum says no',
  ])('leaves English as it is: %s', (text) => {
    expect(foldPinyin(text)).toBe(text);
  });

  // Blind triage rounds 17–22: emergencies typed in pinyin, read by the phrase rules once folded.
  it.each<[string, string]>([
    ['xue jia 6.5 肾病 今天刚查的 可以吃低钠盐吗', 'critical_lab'],
    ['xue tang ce chu lai 2.4, chi le dian bing gan, shou you dian dou', 'severe_hypoglycaemia'],
    ['tou xi 漏了一次 今天全身肿 胸闷 尿基本没有', 'missed_dialysis'],
    ['wo chi hua fa lin, bi xue liu le 40 fen zhong le, hai zai liu', 'anticoagulant_bleeding'],
  ])('%s → %s', (text, kind) => {
    expect(ruleFlagsFor(text).map((h) => h.kind)).toContain(kind);
  });

  it('folds inside foldText', () => {
    expect(foldText('BAO BAO fa shao')).toBe('宝宝发烧');
  });
});
