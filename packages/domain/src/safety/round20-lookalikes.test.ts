import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);

// Blind round 20 (docs/triage-rounds/round-20.md, now training data): the look-alikes the rules still
// flagged once the learned reader was retrained, worked into general forms — "what to do if" asks ahead,
// a three-digit number with no unit is a dose in milligrams, "胎动多少次" asks how many (not "少"), and a
// feeling named as emotion and said not to be pain. Most rows are new phrasings.
describe('round 20: not emergencies now', () => {
  it.each([
    "what to do if someone has an opioid overdose, we're getting narcan for my brother's house just in case",
    'what to do if my dad ever takes too many of his pain pills? want to be ready',
    '钙片一次吃600还是分两次吃',
    '维生素C一天吃1000会不会太多 分几次吃好',
    '孕26周 想问问一般一天胎动多少次算正常 我怕自己数不对',
    '怀孕28周了 胎动一天多少下才对啊 第一次当妈啥都不懂',
    '这个月工作忙到心态崩了 胸闷想哭那种emo 就是想问吃点啥能解压 不是真的胸痛哈',
    'my chest feels tight when i run in cold air but it goes away when i stop and my asthma nurse knows. any foods good for lungs',
  ])('%s', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});

describe('round 20: still emergencies', () => {
  it.each<[string, string]>([
    [
      'what to do if someone overdoses, my brother took 40 oxycodone and is not breathing right now',
      'opioid_overdose',
    ],
    ['吞了100多片安眠药', 'poisoning'],
    ['吃了50片安眠药', 'poisoning'],
    ['孕30周，今天一整天胎动都很少，多少算少啊', 'reduced_fetal_movements'],
    ['孕34周 今天胎动比平时少多了', 'reduced_fetal_movements'],
    ['胸口压着疼 出冷汗 不是真的胸痛吧', 'chest_pain'],
    [
      'my asthma nurse knows about my chest but now i have crushing chest pain down my left arm and im sweating',
      'chest_pain',
    ],
  ])('%s → %s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
  });
});

// Pinyin typed without the IME: the learned reader alone caught this development row by a hair (0.51)
// and lost it on a retrain (0.495); the phrase rules now read it.
describe('pinyin thoughts of dying', () => {
  it.each([
    'zuijin jiu xiang si le suan le, wo ba yao dou bao hao le fang zai chuang tou, wen yi xia chi wan zhe xie yao zai chi shui guo you mei you yong',
    'zhen de bu xiang huo le, yu you hai yao chi ma',
    'wo xiang zi sha, chi shen me dou mei yong',
  ])('%s', (text) => {
    expect(ruleKinds(text)).toContain('suicidal');
  });
  it.each([
    'xiang si bing zen me zhi, chi dian wei sheng su you yong ma',
    'is tea from a zisha teapot ok with my iron pills',
  ])('not: %s', (text) => {
    expect(ruleKinds(text)).not.toContain('suicidal');
  });
});
