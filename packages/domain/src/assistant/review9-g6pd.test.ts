/**
 * Ninth clinician review, zh P1 (阿杰, G6PD deficiency): the chat answers high-dose vitamin C, berberine,
 * co-trimoxazole, Chinese herbs, iron to "补血", fava beans and "what must I avoid" from the G6PD rows
 * (faq/rows-g6pd.ts) — the reviewer's words and our own, both languages, with the plan and as a guest who
 * says the condition. Before: vitamin C deficiency signs, "no reliable rule", the sickle-cell text.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { assistantReply } from './reply';
import { askPersona } from './testing';

const A_JIE = 'G6PD deficiency on co-trimoxazole with vitamin C 3 g, berberine and herbs';
const NO_RULE = /没有可靠的规则|no reliable rule/;
const SICKLE =
  /镰状细胞病或地中海贫血（包括|镰状细胞危象|sickle cell disease or thalassaemia \(trait|sickle cell crisis/;

type Case = [Locale, string, RegExp[], 'plan only'?];

/** Asked with the plan, and as a guest when the message says the condition. */
function both(locale: Locale, q: string, planOnly = false) {
  const withPlan = askPersona(A_JIE, locale, q);
  return planOnly ? [withPlan] : [withPlan, assistantReply({ text: q, locale, plan: null, medicines: [] })];
}

// prettier-ignore
const CASES: Case[] = [
  // Q1 (a guest): answered with the signs of vitamin C deficiency.
  ['zh-CN', '我有蚕豆病（G6PD缺乏），最近流感多，每天喝三片维C泡腾片（一片1000mg），能这么吃吗？会不会溶血', [/不要吃大剂量维生素C/, /2000毫克/, /溶血/]],
  ['zh-CN', '蚕豆病能吃维生素C泡腾片吗？一天两片', [/不要吃大剂量维生素C/]],
  ['en-US', 'I have G6PD deficiency and take 3 Emergen-C a day for the flu season, is that ok? could it cause hemolysis?', [/no high-dose vitamin C/, /2000 mg/, /haemolysis/]],
  ['en-US', 'is a 1000 mg vitamin C tablet daily safe with favism?', [/no high-dose vitamin C/]],
  // Q7: one tablet of 1000 mg instead.
  ['zh-CN', '方案说维C泡腾片超量了，那我改成一天一片1000mg可以吧？蚕豆病吃维C到底安不安全', [/一天一片1000毫克也远超需要/, /不超过500毫克/]],
  // Q2 (a guest): declined.
  ['zh-CN', '那我这两天拉肚子，家里有黄连素，蚕豆病的人能吃黄连素吗？', [/不要吃黄连素/, /口服补液盐/]],
  ['zh-CN', 'G6PD缺乏可以吃盐酸小檗碱止泻吗', [/不要吃黄连素/]],
  ['en-US', 'I have G6PD deficiency. can I take berberine for diarrhea?', [/do not take berberine/, /oral rehydration/]],
  // Q3: declined and garbled.
  ['zh-CN', '医生给我开了复方新诺明治前列腺炎 一天两次一次两片，我是蚕豆病 能吃吗？要不要跟医生说', [/要跟医生说/, /今天/, /不要自己停药/]],
  ['zh-CN', '蚕豆病能吃SMZ吗，医生开的', [/要跟医生说/]],
  ['en-US', 'my doctor gave me Bactrim for prostatitis, I have G6PD deficiency - is it ok? should I tell him?', [/tell the doctor/, /today/, /do not stop or swap it on your own/]],
  // Q5: the sickle-cell iron rule.
  ['zh-CN', '（已经去过急诊了，现在出院了）我血红蛋白118偏低，想吃点阿胶或者硫酸亚铁补补血，可以吗', [/不是缺铁/, /阿胶/], 'plan only'],
  ['zh-CN', '蚕豆病贫血了，能吃阿胶补血吗', [/不是缺铁/, /阿胶/]],
  ['en-US', 'I have G6PD deficiency and my hemoglobin is a bit low, should I take ferrous sulfate?', [/not from a lack of iron/]],
  // Q6: answered with the signs of iron deficiency.
  ['zh-CN', '你说的是地贫和镰状细胞，我不是地贫啊，我是蚕豆病G6PD缺乏，这俩不一样吧？蚕豆病平时吃东西吃药要忌口啥', [/不是一回事/, /蚕豆/, /樟脑丸/, /伯氨喹/, /黄连/]],
  ['en-US', 'I have favism, what foods and medicines should I avoid?', [/not thalassaemia/, /fava/, /mothballs/, /primaquine/]],
  // Q8: answered about vitamin C products.
  ['zh-CN', '好的维C停了。那我妈给我买的珍珠粉和黄连上清丸，还有金银花茶，蚕豆病能喝吗？', [/珍珠粉、黄连上清丸、金银花茶这类都不要吃/]],
  ['zh-CN', '蚕豆病可以喝凉茶吗', [/不要吃、不要喝/]],
  ['en-US', 'is pearl powder or honeysuckle tea ok with G6PD deficiency?', [/do not take them/]],
  // Fava beans themselves (蚕豆病 is never read as a question about fava beans).
  ['zh-CN', '蚕豆病的人蚕豆吃一点点行吗', [/不能吃，一点也不要吃/, /豌豆、黄豆、绿豆/]],
  ['en-US', 'I have G6PD deficiency, are fava beans ok in small amounts?', [/none at all/]],
];

describe('G6PD deficiency in the chat (ninth clinician review, zh P1)', () => {
  it.each(CASES)('%s: "%s"', (locale, q, expected, planOnly) => {
    for (const r of both(locale, q, planOnly !== undefined)) {
      expect(r.urgent).toBe(false);
      for (const re of expected) expect(r.text).toMatch(re);
      expect(r.text).not.toMatch(NO_RULE);
      expect(r.text).not.toMatch(SICKLE);
    }
  });

  it.each([
    [
      'zh-CN',
      '昨天晚上嘴馋吃了一大盘炒蚕豆，今天早上起来小便是酱油色的，眼睛也有点黄，浑身没劲 心跳很快，是不是多喝水就好了？',
    ],
    ['zh-CN', '孩子有蚕豆病，衣柜里放了樟脑丸，今天小便像酱油一样，脸色发白'],
    [
      'en-US',
      'I have G6PD deficiency and ate fava beans last night, now my pee is dark like cola and my eyes look yellow, I feel weak and my heart is racing',
    ],
    [
      'en-US',
      'my son has G6PD deficiency and chewed a mothball, now his urine is dark brown and he looks pale',
    ],
  ] as const)('%s: acute haemolysis "%s" is an emergency', (locale, q) => {
    for (const r of both(locale, q)) expect(r.urgent).toBe(true);
  });

  it('"G6PD deficiency and take 3 …" is no G6PD result of 3', () => {
    const r = assistantReply({
      text: 'I have G6PD deficiency and take 3 Emergen-C a day, is that ok?',
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.intent).not.toBe('lab_result');
    expect(r.text).not.toMatch(/G6PD enzyme activity 3/);
  });

  it('without G6PD deficiency the rows do not answer (berberine, vitamin C, fava beans)', () => {
    for (const q of ['黄连素能止泻吗', '每天吃一片1000mg维C行吗', 'are fava beans healthy?']) {
      const r = assistantReply({
        text: q,
        locale: /[a-z]/.test(q) ? 'en-US' : 'zh-CN',
        plan: null,
        medicines: [],
      });
      expect(r.text, q).not.toMatch(/蚕豆病|G6PD/);
    }
  });
});
