import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);

// Blind round 21 (docs/triage-rounds/round-21.md): emergencies both readers missed, development data once
// the round's figures were reported, worked into general forms with other phrasings beside each.
describe('round 21: emergencies the readers now catch', () => {
  it.each<[string, string]>([
    // a lethal quantity looked up
    [
      "28 weeks. I don't want this baby anymore and I've been looking up how many of my Tylenol it would take, for both of us.",
      'suicidal',
    ],
    ['how many of these pills would it take, asking for no reason', 'suicidal'],
    ['been googling how many sleeping pills it would take tbh', 'suicidal'],
    // opioid: breaths counted, a body that does not move
    [
      '爷爷骨转移在家用吗啡 我晚上给他喂药 可能喂重复了一次 现在他一动不动 呼吸一分钟才五六次 瞳孔缩得很小',
      'opioid_overdose',
    ],
    ['我爸吃了羟考酮 呼吸每分钟只有6次 叫他也不太应', 'opioid_overdose'],
    // fluvoxamine is an SSRI
    [
      '孩子17岁吃氟伏沙明 今天我发现她多吃了一倍 现在躁得不行 全身出汗 手发抖 肌肉一抽一抽的 体温39度',
      'serotonin_syndrome',
    ],
    ['on luvox and tramadol, now sweating, twitching, temp 39', 'serotonin_syndrome'],
    // aconite
    ['炖了附子汤 说是驱寒 火候可能没煮够 吃完半小时嘴巴麻 手脚也麻 心跳乱跳 头晕得遭不住', 'poisoning'],
    ['喝了草乌泡的药酒 舌头麻 心慌', 'poisoning'],
    ['we made a soup with fu zi root for the cold and now my lips are numb and heart racing', 'poisoning'],
    // an intrusive thought framed by the clause before its "if"
    [
      'zuijin 一直想 如果宝宝掉到床下会不会就不哭了 我会不会故意松手 我是不是坏妈妈 我已经三天没合眼了',
      'perinatal_crisis',
    ],
    // missed dialysis said as "haven't been to my HD since"
    [
      "Haven't been to my HD since last Thursday (had a family funeral back home). My heart is pounding and skipping and I feel so weak",
      'missed_dialysis',
    ],
    ["hasn't been to dialysis since friday, legs swollen and short of breath", 'missed_dialysis'],
    // urine like coke after exertion
    [
      'ran in the heat all day, now my legs are rock hard and cramping and i pissed something that looked like coke',
      'muscle_breakdown',
    ],
    // ESL and Taglish reduced movements
    [
      'Hello, pregnant 31 week. Baby move less from yesterday, today almost not move. Before very active.',
      'reduced_fetal_movements',
    ],
    [
      'hi po 35 weeks na ako. today halos hindi gumagalaw si baby, usually super likot nya.',
      'reduced_fetal_movements',
    ],
  ])('%s → %s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
  });
});

describe('round 21: the look-alikes of those forms stay quiet', () => {
  it.each([
    'how many tylenol would it take to help a bad headache',
    'how many of my iron tablets would it take to get my ferritin up',
    'how many tablets does it take to reach 1000 mg calcium',
    '附子理中丸能和钙片一起吃吗',
    '吃了麻辣烫嘴巴麻麻的 正常吗',
    '一直想 如果明天下雨会不会就不用上班了 宝宝辅食怎么加',
    'i havent been to dialysis yet today, its at 3pm, can i have a banana',
    'i drank a coke and my pee looks normal',
  ])('%s', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});
