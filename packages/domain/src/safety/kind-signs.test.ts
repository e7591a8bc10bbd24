import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './index';

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

// The learned reader reads text alone. A kind it leads with stands only beside that kind's own signs
// (joined.ts: STROKE_SIGNS, HYPERGLYCAEMIA_SIGNS, MUSCLE_BREAKDOWN_SIGNS, RESTRICTION_SAID), so a corrected
// weight, a glucose number, a statin ache or palpitations alone do not get 120 — and the same kinds told
// with their signs, in everyday words, pinyin or another language, still do.
describe('a kind the learned reader leads with needs its signs said', () => {
  it.each([
    // Twelfth clinician review zh P1 #4: a daughter correcting her mother's weight got 120.
    '我刚才说错了，她体重是41斤不是41公斤……不对，是41公斤，82斤',
    '我妈体重刚才写错了，应该是52公斤不是25',
    'sorry typo, I meant 68 kg not 86',
    // Twelfth review zh P3 #3: a glucose number alone (160 is mg/dL, about 8.9 mmol/L).
    '我血糖今天测了160，是不是很高',
    '早上测血糖180 高不高啊',
    'my fasting sugar was 160 this morning, is that bad',
    // Twelfth review zh P4 #3: grey-black stool is expected on bismuth (枸橼酸铋钾胶囊说明书【不良反应】).
    '吃了丽珠得乐以后大便是黑的，正常吗？',
    '吃枸橼酸铋钾 大便发黑 正常吗',
    // answers.test.ts §7: statin aches are the prescriber's question, not muscle breakdown.
    "I'm on atorvastatin and my legs ache, should I take CoQ10?",
    'on rosuvastatin, my calves ache after the gym, can I take magnesium',
    // cardio-review.test.ts E4: palpitations and dizziness on standing without restriction or purging.
    'My heart has been fluttering and I feel dizzy when I stand up.',
  ])('%s → no emergency card', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    ['吃丽珠得乐大便黑 但是是柏油样的 还头晕想吐', 'bleeding'],
    ['on simvastatin, legs so weak i can’t stand and my pee is dark brown', 'muscle_breakdown'],
    ['吃他汀的 今天胳膊腿疼得连碗都端不住 小便黑红黑红 蛋白粉还能接着喝吗', 'muscle_breakdown'],
    ['ta ting 吃着 全身疼 niao 黑的 像可乐', 'muscle_breakdown'],
    ['血糖仪显示HI 一直口渴想吐', 'hyperglycaemic_crisis'],
    ["my dad's sugar meter just says HI and he's breathing really deep", 'hyperglycaemic_crisis'],
    ['zuo bian lian ma le, zui wai le, shuo hua bu qing chu 刚刚开始的 我一个人在公司', null],
    [
      'my wife is 58, she just said "the window is purple coffee" and stared at me. she can’t tell me what’s wrong',
      null,
    ],
    ['断食第七天了 今天头晕 心跳很慢 手脚冰凉 还想坚持到十四天 能喝点黑咖啡吗', null],
    [
      'i make myself throw up after dinner and now my heart is fluttering and i get dizzy standing',
      'eating_disorder',
    ],
  ] as const)('%s → urgent', (text, kind) => {
    const found = kinds(text);
    expect(found.length).toBeGreaterThan(0);
    if (kind) expect(found).toContain(kind);
  });
});

// Xeloda SmPC 4.4: diarrhoea and sore hands and feet on capecitabine are the oncology team's today — the
// chat's answer says so (sixth-review.test.ts); fever, blood or not keeping fluids down stay urgent.
describe('side effects on capecitabine go to the oncology team, danger signs to 120', () => {
  it.each([
    '我在吃卡培他滨和华法林。化疗这几天拉肚子一天六七次，手脚发红脱皮，吃什么能止泻？',
    '化疗药卡培他滨吃了一周 手脚脱皮发红 能擦什么',
  ])('%s → no emergency card', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each(['化疗第5天 拉肚子拉了一天 还发烧38.6', 'on xeloda, diarrhoea all day and now a fever of 38.5'])(
    '%s → urgent',
    (text) => {
      expect(kinds(text).length).toBeGreaterThan(0);
    },
  );
});
