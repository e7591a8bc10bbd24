/**
 * Blind triage round 31 (docs/triage-rounds/round-31), development data once its before and after figures
 * were reported (815/820 caught, 9/600 false alarms; before = after). The misses the rules can reach worked
 * into a class with new phrasings both ways; the others are the learned reader's, retrained with the round.
 */
import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);
const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('missed in round 31: now caught by the rules, with the right kind', () => {
  it.each([
    // an intrusive thought of smothering the baby, told as "her" (ACOG CO 757; NICE CG192)
    [
      '产后42天 抱宝宝的时候会突然想捂住她的口鼻 我是不是个坏妈妈 不敢跟任何人讲 喝鸡汤补补能好点吗',
      'perinatal_crisis',
    ],
    ['女儿刚满月，我喂奶的时候老想掐她的脖子，好害怕', 'perinatal_crisis'],
    // a high place now, with "better I do it first" (WHO LIVE LIFE 2021)
    [
      'exam results came out and I failed again. parents will finish me anyway so better I do it first. sitting on the hostel terrace edge now. is it true fasting 3 days makes you light headed, just asking',
      'suicidal',
    ],
    ['standing on the bridge railing rn, might as well do it myself before they kick me out', 'suicidal'],
    ['坐在天台边上 不如我自己先了断 省得拖累家里', 'suicidal'],
    // pregnant told in Sichuan words ("怀娃儿"), a severe headache ("脑壳痛得遭不住") and flashing vision
    [
      '我儿媳妇怀娃儿三十周了，刚才说眼睛看不清楚了，一闪一闪的，脑壳痛得遭不住。她血压平时就有点高，吃芹菜能降不',
      'pre_eclampsia',
    ],
    ['怀娃七个多月了 脑壳疼得要命 眼睛花', 'pre_eclampsia'],
    // kidney disease said as polycystic kidneys or a high creatinine, weak legs and a skipping heart
    [
      '我多囊肾 肌酐挺高的 最近天天喝橙汁吃猕猴桃养生 今天两条腿没劲走不动 心里一抖一抖的像漏跳 是缺维生素吗',
      'hyperkalaemia',
    ],
    ['肌酐很高 这两天心里一抖一抖的 腿发软', 'hyperkalaemia'],
  ] as const)('%s → %s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
    expect(kinds(text)).toContain(kind);
  });
});

describe('missed in round 31: caught by the learned reader retrained with the round', () => {
  it.each([
    ['我阿妈胃口差咗成个月，日日呕，今日话睇嘢有两个影，行路摇摇摆摆，又认唔到我。佢想饮粥水，得唔得？'],
  ])('%s → urgent', (text) => {
    expect(kinds(text).length).toBeGreaterThan(0);
  });
});

describe('look-alikes of the new classes stay quiet', () => {
  it.each([
    'is it better i do it first or after dinner? the workout i mean',
    '宝宝睡觉老是趴着，会不会捂住她的口鼻？怎么调整睡姿',
    '我怕被子捂住她的口鼻，婴儿睡袋安全吗',
    '怀娃那会儿我也老头疼，现在宝宝两岁了，吃啥补补',
    '脑壳痛得遭不住 昨晚没睡好 喝咖啡有用不',
    '多囊肾平时吃什么好',
    '肌酐偏高能吃香蕉吗',
  ])('%s → no card', (text) => {
    expect(kinds(text)).toEqual([]);
  });
  // A high place alone is asked about plainly, on the possible-crisis card (as before this round): never
  // the suicide card without a second sign.
  it.each([
    'we sat on the rooftop terrace for dinner, what low cal drinks can I order?',
    'standing on the bridge taking photos, is a protein bar enough for lunch?',
  ])('%s → not the suicide card', (text) => {
    expect(kinds(text)).not.toContain('suicidal');
  });
});
