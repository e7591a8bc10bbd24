/**
 * Blind triage round 33 (docs/triage-rounds/round-33), development data once its before figures were
 * reported (817/820 caught, 15/600 false alarms). The three misses were read by the learned reader and
 * dropped by the joiner: a stockpile and "don't see the point", a whole box with letters written for the
 * family, and a fever of 38.3 typed at the end of a sentence. The false alarms are worked into classes with
 * other words both ways: figures of speech (看得我吐血, 心梗了哈哈, a bank account's heart attack, a food
 * coma, "wanna die when I see my screen time"), a past told (decades ago, 洗过胃, 那是…的事了), toothpaste
 * swallowed while brushing, black stools after blood tofu or iron, and lively movements told as usual
 * (scripts/triage-corpus.test.ts: every reduced-movements message of the corpus keeps its card).
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('missed in round 33: now on an urgent card', () => {
  it.each([
    [
      "honestly don't see the point anymore, been saving up my sertraline for a couple weeks now. anyway does magnesium help with sleep lol",
    ],
    [
      'hi po just want to ask if its ok to take many biogesic at the same time like the whole box. i already wrote letters for my family. i just want to know if it will hurt',
    ],
    [
      'my 7yo is on chemo for leukemia and just spiked 38.3. he seems fine tho, still playing. should we wait and see?',
    ],
    ['he is on methotrexate and had 38.5. is it ok to give him vitamin c'],
  ])(
    '%s',
    (text) => {
      expect(kinds(text).length).toBeGreaterThan(0);
    },
    30_000,
  );
});

describe('false alarms of round 33: no urgent card', () => {
  it.each([
    ['看到体检报告那一刻我心梗了 哈哈 胆固醇5.3 低密度3.5 要不要吃药'],
    ['这价格看得我吐血 你们家维D有没有小瓶装的'],
    ['听得我吐血 这个鱼油到底要不要吃'],
    ['昨天吃了毛血旺 鸭血吃了好多 今天大便黑黑的 人一点事都没有 是因为吃了血吧'],
    ['吃了补铁的硫酸亚铁 大便黑了 正常吗'],
    ['my poop is black since i started iron tablets, is that normal'],
    ['小孩子误食了一点牙膏 就是刷牙的时候咽下去了 儿童牙膏 没问题吧 每次都咽一点'],
    [
      '我之前服药过量洗过胃 那是大学时候的事了 现在好多了 有在看心理医生 想问吃抗抑郁药期间饮食有什么要注意的',
    ],
    [
      "I'm 29 weeks and baby kicks like crazy after I eat something sweet. Is that a real thing or just in my head? she's super active today as usual",
    ],
    [
      'My mum had an anaphylaxis to penicillin decades ago. Is it safe for her to take your probiotic capsules?',
    ],
    [
      'my bank account just had a heart attack after seeing the price of organic berries 😂 cheaper ways to get antioxidants?',
    ],
    [
      'I blacked out on the couch after thanksgiving dinner, food coma is real. Why does turkey make you so sleepy?',
    ],
    [
      'i wanna die every time i look at my screen time lol. anyway, what foods help with eye strain? is lutein a thing',
    ],
  ])(
    '%s',
    (text) => {
      expect(kinds(text)).toEqual([]);
    },
    30_000,
  );
});

describe('the everyday vetoes do not hide the emergency beside them', () => {
  it.each([
    // black stools with a bleed's signs, or on a blood thinner (NICE CKS: melaena)
    ['吃了铁剂 大便黑得像柏油 头晕没力气'],
    ['on iron tablets and eliquis, my stool is black and sticky and i feel faint'],
    // a bleed told beside a supplement question on a blood thinner (the supplement veto of answer round 26
    // re-run over rounds 17–33: these four had lost their card)
    [
      "Mam's on warfarin, her nose has been pouring blood for over half an hour, we've tried ice and pinching. She's 83. She's fine in herself just annoyed with it. Should she take the turmeric capsules she got in Lidl?",
    ],
    [
      '我吃着华法林 最近又在吃鱼油和银杏叶 早上刷牙满嘴血到现在一个多小时没停 大腿上还一大块紫的 鱼油还能继续吃吗',
    ],
    ['我自己吃华法林的 切菜划了个口子 压了二十分钟了还往外冒血 是不是要补点维生素K 吃菠菜能止血吗'],
    ['阿公食緊薄血藥 切菜割到手指 用紙按住成廿分鐘都仲係流 血一直滴 佢話冇事 我想問佢可唔可以食魚油'],
    // fewer movements today, even if usually lively (RCOG GTG 57)
    ['32 weeks, usually she kicks like crazy but today nothing since this morning'],
    ['孕32周 平时动得可欢了 今天一整天都没怎么动'],
    // a confused mind with liver disease stays the emergency (EASL 2022 hepatic encephalopathy)
    ['dad has cirrhosis and today he is confused and very sleepy, can he still have his protein shake'],
    // a veto holds for its own kind only: "照常" beside a child's iron gummies is no baby's movements
    ['儿子4岁 把一整瓶含铁的儿童维生素软糖当糖吃了 大概吃了三十颗 现在还挺开心的 晚饭照常吃吗'],
  ])(
    '%s',
    (text) => {
      expect(kinds(text).length).toBeGreaterThan(0);
    },
    30_000,
  );
});
