/**
 * Blind triage round 27 (its figures reported, so development data now): the four emergencies both
 * readers missed, as classes in the rule detector, and look-alikes beside them — weariness of life with
 * a poison just bought and kept at hand (or "I don't know why I'm telling you"), a knock to the head on
 * an anticoagulant played down, a creatinine risen after a kidney or liver transplant, and an intrusive
 * image of oneself with a knife after a birth.
 */
import { describe, expect, it } from 'vitest';
import { creatinineRiseTold } from './creatinine-rise';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';
import { foldText } from './lexicon';

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);
const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);

describe('round 27: caught now by the rules', () => {
  it.each<[string, string]>([
    // ---- weariness of life and a lethal means at hand ----
    [
      'Abeg which food fit help person sleep? I never sleep for 4 days now. Truth be told I don tire for this life, I buy sniper (the insecticide) today, e dey inside my bag. I no even know why I dey type this one for nutrition app sef',
      'suicidal',
    ],
    [
      "I'm so tired of this life. bought rat poison today, it's under my bed. what vitamins help with sleep?",
      'suicidal',
    ],
    ["fed up with living tbh. got some paraquat from my uncle's farm, it's in my room", 'suicidal'],
    ['im so tierd of this life, bought insectiside today its in my bag', 'suicidal'],
    [
      "my brother says he's done with life, he bought rat poison yesterday and keeps it in his room",
      'suicidal',
    ],
    ['this life don tire me. I don buy otapiapia, e dey under my bed. wetin I fit chop', 'suicidal'],
    ['bought DDVP today, its in my bag, dont even know why im typing this', 'suicidal'],
    ['i dont know why im telling a nutrition app this but im tired of this life', 'suicidal'],
    ['mi ai de, 活着好累, bought some ddvp', 'suicidal'],
    [
      'Sir I am 52, lost my job, loan pressure. I have kept rat poison in the cupboard and thinking to finish everything today. Before that please tell is ashwagandha good for stress',
      'suicidal',
    ],
    ['活着没意思 今天买了一瓶敌敌畏 放在包里 吃什么能睡好', 'suicidal'],
    ['我哥说他活够了 昨天买了老鼠药 放在他房间 我该给他做点什么吃的', 'suicidal'],
    ['對呢個世界冇留戀 今日買咗敵敵畏 放喺袋度', 'suicidal'],
    ['好累 活着没意思 买了一包百草枯 藏在柜子里了', 'suicidal'],
    ['活得好累 不知道为什么要跟你说这些', 'suicidal'],
    ['不知道为什么跟你说这些 老鼠药已经买好了 放在抽屉里', 'suicidal'],
    // ---- a knock to the head on an anticoagulant, played down ----
    [
      'lol i headbutted the open cupboard door reaching for the porridge, on warfarin (INR usually around 2.5). bit of a headache now. should i skip tonights dose or is it fine',
      'head_injury',
    ],
    ['i headbutted the cupboard, on eliquis', 'head_injury'],
    ['walked into the glass door this morning, im on xarelto, bit of a bump', 'head_injury'],
    [
      "my mum's on warfarin and walked into the glass door at the shops, she says it's nothing",
      'head_injury',
    ],
    ['my dad whacked his forehead on the car door, he takes apixaban', 'head_injury'],
    ['on warferin, hedbutted the car door getting in lol', 'head_injury'],
    ['lol just a bump, banged my head on the shelf, on rivaroxaban', 'head_injury'],
    ['dad (on dabigatran) bumped his head on the kitchen cabinet this morning, seems fine', 'head_injury'],
    ['我妈吃着华法林 刚才起身撞到头了 说没事 晚上吃什么', 'head_injury'],
    ['老公在吃利伐沙班，今天在车库磕到头了，有点疼，要紧吗', 'head_injury'],
    ['我爸吃泰毕全，早上头撞了一下门框，就一个包', 'head_injury'],
    ['吃拜瑞妥的 洗澡时头撞了墙', 'head_injury'],
    ['老豆食緊華法林 頭先撞親個頭', 'head_injury'],
    ['阿哌沙班 头撞到柜门了 哈哈', 'head_injury'],
    // ---- a creatinine risen after a transplant ----
    [
      "My wife had a kidney transplant last year and her creatinine has jumped from 110 to 240 in the latest blood test, and she's puffy around the eyes and ankles. What diet should she follow?",
      'transplant_problem',
    ],
    [
      "my husband got a new kidney in 2021, his creatinine was 1.2 last month and now it's 2.1, what should he eat",
      'transplant_problem',
    ],
    [
      'kidney transplant 3 yrs ago. creatinine doubled on this weeks bloods. also peeing less',
      'transplant_problem',
    ],
    ["Mum's liver transplant was in March, her creatinine went up a lot", 'transplant_problem'],
    ['on tacrolimus after my transplant, creat 180 -> 260, is grapefruit ok', 'transplant_problem'],
    ["my wife's transplant kidney creatnine went up from 1.4 to 2.3 this week", 'transplant_problem'],
    ["Kidney tx 2018, Cr 1.3 -> 2.0 at today's clinic", 'transplant_problem'],
    ['肾移植术后两年 这次查肌酐从110升到了240 脚也肿了 吃什么好', 'transplant_problem'],
    ['我老公换肾三年了 最近肌酐翻倍了 尿也少了', 'transplant_problem'],
    ['肝移植后吃他克莫司 肌酐涨了好多 饮食要注意什么', 'transplant_problem'],
    ['移植肾 肌酐上次98 这次150 要紧吗', 'transplant_problem'],
    ['老公腎移植後 今次肌酐由120升到210', 'transplant_problem'],
    // ---- an intrusive image of harm after a birth ----
    [
      '產後第三個禮拜 我唔敢同個BB單獨一齊 因為成日見到自己拎刀嘅畫面 好驚好驚 老公返工 屋企得我同BB 我應該食啲咩補充葉酸',
      'perinatal_crisis',
    ],
    ['产后两周 脑子里总浮现自己拿着刀的画面 不敢一个人带宝宝', 'perinatal_crisis'],
    ['生完宝宝三个星期，我老是想到自己拿刀伤害宝宝的画面，好害怕', 'perinatal_crisis'],
    ['坐月子 我唔敢同个bb单独一齐 成日有啲好恐怖嘅念头', 'perinatal_crisis'],
    [
      "3 weeks postpartum and I keep picturing myself with a knife, I'm scared to be alone with the baby",
      'perinatal_crisis',
    ],
    [
      "my wife had our baby 2 weeks ago, she says she's scared to be alone with him because of the scary thoughts she gets",
      'perinatal_crisis',
    ],
    [
      "I keep picturing myself hurting the baby. she's 10 days old. what should I eat for energy",
      'perinatal_crisis',
    ],
  ])('"%s" → %s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
    expect(kinds(text)).toContain(kind);
  });
});

describe('round 27: look-alikes stay quiet', () => {
  it.each([
    // a poison bought for pests, a diet or the weather one is tired of
    "I'm so tired of this diet, bought weed killer for the garden",
    'sick of this weather, what soups are warming',
    'bought some sniper for the bedbugs today, what should I eat for energy',
    'bought insecticide for the cockroaches, dont know why im telling you this lol, what fruit is good',
    'bought charcoal for the bbq tonight, what sides go well',
    'tired of this life of counting calories, any easy meal plans',
    "I'm tired of life in the city, thinking of moving, what foods help with stress",
    '今天买了杀虫剂打蟑螂 吃什么补铁',
    '买了点农药给菜地打药 累死了 吃啥好',
    '受够了这种节食生活 有没有好吃的低卡零食',
    // a head injury long ago, a toe, a headbutt that hit no head
    'I hit my head on a shelf years ago, now on warfarin, what greens can I eat',
    'three years ago I hit my head, now I take rivaroxaban, is spinach ok',
    'stubbed my toe on the bed, on warfarin, what foods are high in vitamin K',
    "he headbutts the pillow when he's tired, dad is on warfarin, what can he eat",
    "my son headbutted me by accident, I'm on warfarin, my lip bled a bit",
    '三年前撞到头 现在吃华法林 饮食注意什么',
    '我爸吃华法林 走路踢到脚趾了 饮食要注意什么',
    // worries after a birth without a thought of harm, a nightmare once, a knife for fruit
    '怕自己照顾不好宝宝 产后吃什么好',
    '生完孩子第二周 昨晚做了个噩梦 梦见宝宝掉下去了 吓醒了',
    '切水果的时候怕伤到宝宝 孩子老往厨房跑 月子里吃什么水果',
    'had a nightmare once that I dropped the baby, postpartum week 3, is it normal to dream like that',
    "2 weeks postpartum, scared I won't be a good mum, what should I eat",
    // a transplant with a steady creatinine or no change told; a rise with no transplant
    'kidney transplant in 2019, creatinine steady at 110, what diet',
    '肾移植五年 肌酐一直稳定在100左右 能吃柚子吗',
    'had a kidney transplant, what foods should I avoid with tacrolimus',
    'what if my creatinine goes up after the transplant, what foods help',
    'kidney transplant last year, creatinine went from 110 to 118, is that ok, what to eat',
    'my creatinine went from 90 to 130 on my last test, I have ckd stage 3, what should I eat',
    '肌酐从90升到了120 有慢性肾病 吃什么好',
    '肝移植三年了 最近复查都正常 可以喝咖啡吗',
  ])('"%s" → no card', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

/**
 * Look-alikes the learned reader already read as urgent before round 27 (its verdict is its own): the
 * new rules add nothing to them.
 */
describe('round 27: look-alikes the new rules leave alone', () => {
  it.each<[string, string]>([
    ['head banging at a metal gig all night, on warfarin, neck sore', 'head_injury'],
    ['been banging my head to metal all night, on warfarin', 'head_injury'],
    ["I've been banging my head against the wall trying to get my INR stable on warfarin", 'head_injury'],
    ['on warfarin, bit of a headache today', 'head_injury'],
    ['吃华法林 今天有点头痛', 'head_injury'],
    [
      "I'm scared to be alone with the baby, I don't know how to bathe her, 2 weeks postpartum",
      'perinatal_crisis',
    ],
    ['我不敢一个人带宝宝 怕照顾不好 产后三周', 'perinatal_crisis'],
    ['肾移植后 肌酐会不会升高 怎么预防', 'transplant_problem'],
    [
      'creatinine jumped to 240 two years after my transplant but it came back down to 120 and has been stable since',
      'transplant_problem',
    ],
    ['my creatinine jumped from 90 to 130, no transplant, just ckd, what should I eat', 'transplant_problem'],
  ])('"%s" → no %s from the rules', (text, kind) => {
    expect(ruleKinds(text)).not.toContain(kind);
  });
});

describe('creatinineRiseTold', () => {
  it.each([
    'creatinine has jumped from 110 to 240 in the latest blood test',
    'creatinine was 1.2 last month and now its 2.1',
    'creatinine 240, last month it was 110',
    'cr 1.3 -> 2.0 at todays clinic',
    'creatinine doubled',
    '肌酐从110升到了240',
    '肌酐上次98 这次150',
    '肌酐翻倍了',
  ])('"%s" → risen', (text) => {
    expect(creatinineRiseTold(foldText(text))).toBe(true);
  });
  it.each([
    'creatinine steady at 110',
    'creatinine went from 110 to 118',
    'creatinine went up slightly',
    'creatinine has not gone up',
    'creatinine came down from 240 to 120',
    'what if my creatinine goes up',
    'creatinine doubled years ago, fine for years',
    '肌酐一直稳定在100左右',
    '肌酐会不会升高',
    '肌酐没有升高',
    'creatinine 110, taking 2 tablets a day',
  ])('"%s" → not risen', (text) => {
    expect(creatinineRiseTold(foldText(text))).toBe(false);
  });
});
