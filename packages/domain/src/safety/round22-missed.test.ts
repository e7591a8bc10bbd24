import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);

// Blind round 22 (docs/triage-rounds/round-22.md): emergencies the readers missed, development data once
// the round's figures were reported, worked into general forms with other phrasings beside each. Pinyin
// words have their own file (pinyin.test.ts).
describe('round 22: emergencies the phrase rules now catch', () => {
  it.each<[string, string]>([
    // voices telling the person to die (command hallucinations), pregnant or not
    ['怀孕32周 最近老听到有声音叫我去死 晚上不敢睡 这正常吗 孕妇能喝安神的汤吗', 'perinatal_crisis'],
    ['生完孩子两周 总听见有个声音让我去死', 'perinatal_crisis'],
    ['最近老是听到有人叫我去死', 'suicidal'],
    ['i keep hearing voices telling me to kill myself', 'suicidal'],
    ['6 weeks postpartum and a voice keeps telling me to hurt the baby', 'perinatal_crisis'],
    // an intrusive thought of smothering the baby, told with a pronoun
    ['坐月子第十天 抱着娃的时候想过要是捂住他口鼻会怎样 我是不是疯了 下奶汤要喝多少', 'perinatal_crisis'],
    ['宝宝三周 我老想要是掐住她会怎么样', 'perinatal_crisis'],
    // a potassium-raising medicine, an irregular heart and weak or tingling limbs
    ['高血压吃ACEI的 今天大量喝了西梅汁通便 现在四肢无力 心律不齐 手在发麻 这个正常不', 'hyperkalaemia'],
    ['on lisinopril and spironolactone, heart skipping and my legs feel so weak', 'hyperkalaemia'],
  ])('%s → %s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
  });

  it.each([
    '听到有人叫我去吃饭',
    '宝宝听到声音就醒 怎么办',
    'my doctor keeps telling me to lose weight',
    'on lisinopril, is a banana a day ok?',
    'on ramipril, heart racing after coffee',
    '吃ARB的 能吃低钠盐吗',
    'low carb diet and arb pills together ok?',
  ])('look-alike stays quiet to the phrase rules: %s', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});
