/**
 * Blind triage round 30 (docs/triage-rounds/round-30), development data once its before and after
 * figures were reported (814/820 caught, 15/600 false alarms). Each miss and false alarm the rules can
 * reach worked into a class, with new phrasings both ways; the round's own messages come first.
 */
import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);
const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('missed in round 30: now caught by the rules, with the right kind', () => {
  it.each([
    // dark urine "like strong tea" with swollen, hard, painful legs after exertion (rhabdomyolysis)
    [
      '军训拉练完 尿颜色跟浓茶似的 两条腿肿胀疼 摸着硬邦邦的 贼难受 教官说正常 吃点啥恢复快 咋整啊',
      'muscle_breakdown',
    ],
    ['跑完马拉松第二天 小便和可乐一样的颜色 大腿酸痛得下不了楼', 'muscle_breakdown'],
    // a death wish said as relief for others (C-SSRS item 1–2)
    [
      '我是护工 照顾的阿婆今天把床单剪成一条一条的藏在枕头底下 还跟我讲 我早点走大家都轻松 她平时吃阿普唑仑 能不能给她吃点安神的保健品 要不要跟她儿子说',
      'suicidal',
    ],
    ['我爸最近老说 我早点死了你们就解脱了 饭也不怎么吃 给他买点什么营养品好', 'suicidal'],
    // reduced fetal movements told in dialect, with fetal movements counted
    [
      '俺闺女快九个月了 今个说娃一上午都不咋动弹 平常踢得贼欢实 她说可能是累着了 晚上再数数胎动 行不',
      'reduced_fetal_movements',
    ],
    ['怀孕34周 今天宝宝一直不怎么动 平时这个点踢得很欢 要不要紧', 'reduced_fetal_movements'],
    // all of an antidepressant at once with hopelessness
    [
      "is it bad to take all my sertraline at once?? like the whole box. asking for me. i'm so done with everything rn",
      'suicidal',
    ],
    ['thinking of taking all my sleeping pills at once tonight, im done with everything', 'suicidal'],
    // farewell letters after a joke about not needing a meal plan
    [
      "can u make me a meal plan lol jk i won't need one. i wrote letters to my mum and sister already",
      'suicidal',
    ],
    // an opioid with pinpoint pupils and nodding off
    [
      'took my mums tramadol for my period cramps plus 2 glasses of wine and my friend says my pupils are tiny like pinpoints and I keep nodding off mid sentence. is that normal? want to know if milk helps',
      'opioid_overdose',
    ],
    [
      'my dad is on oxycodone and his pupils are pinpoint, he keeps nodding off while talking',
      'opioid_overdose',
    ],
  ])('%s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
    expect(kinds(text)).toContain(kind);
  });
});

describe('false alarms in round 30: the rules stay quiet', () => {
  it.each([
    // "can't live without my coffee" is a figure of speech
    '优甲乐早上空腹吃，那我的咖啡要等多久才能喝？每天早上不喝咖啡真的活不下去😭',
    '不吃辣真的活不下去 辣椒对胃有没有坏处',
    // an episode long ago, told as over
    '我小学的时候吃花生喉咙肿过一次 之后一直随身带着肾上腺素笔 十几年没再犯 想问下你们的蛋白棒生产线有没有花生',
    '我大学的时候自杀未遂过一次 现在八年过去了 结婚生子 过得挺好 最近看到说维生素D跟情绪有关 想问下需要查一下吗',
    '我孩子两岁的时候发烧抽过一次筋 医生说是高热惊厥 现在四岁了 以后发烧的时候饮食上要注意什么',
    '我姥姥好几年前有一次血糖特别低 叫都叫不醒 送医院抢救回来了 后来医生把胰岛素换成了口服药 现在挺好 晚饭前要不要给她加点零食',
    // a joke someone made, a warning on a label, a dream, reading about others
    '同事开玩笑说我天天吃沙拉迟早"营养不良晕倒"，其实我早晚正常吃饭 中午才换成沙拉 真的会缺营养吗',
    '我看奶蓟草说明书上写"过量服用可能导致肝损伤"吓一跳 我就按一天一粒吃的 长期吃没问题吧',
    '昨晚梦见自己吃了一整瓶维生素 吓醒了 哈哈 白天看了个新闻的缘故 话说B族吃了尿是不是会变得特别黄',
    "Reading about people who 'overdose' on water during races. How much is too much during a marathon? Running my first one in Chicago in October and want to get hydration right",
    // a daily handful of supplements
    '一天吃一把维生素 D C 鱼油 B族 钙 镁 锌 会不会吃太多了 有没有重复的 能不能帮我精简下',
    // a word taken back at once, a sign quoted as "if any"
    '胸闷?? 其实不是 就是穿了太紧的运动内衣 哈哈 脱了就舒服了 想问下早上运动前吃什么好',
    '我看你们app上写着"如有胸痛请立即就医" 我没有胸痛啊 就想问一下平时吃什么对心脏好',
  ])('%s', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});

describe('the same words, an emergency now: still caught', () => {
  it.each([
    ['不想活了 活不下去了', 'suicidal'],
    ['我小学的时候吃花生过敏过 刚才又吃了花生 现在喉咙肿 喘不上气', 'anaphylaxis'],
    ['我妈以前有过低血糖 刚才叫都叫不醒 她打胰岛素的', 'severe_hypoglycaemia'],
    ['胸闷 喘不上气 左胳膊也麻 现在出汗', 'chest_pain'],
    ['孩子刚才吃了一把我的铁剂 三岁', 'child_ingestion'],
    [
      'can you make me a meal plan lol jk. anyway i took all my pills at once, im done with everything',
      'suicidal',
    ],
  ])('%s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
  it('a child who took a handful of iron tablets is still an emergency', () => {
    expect(kinds('my son just took a handful of my iron tablets, he is 3').length).toBeGreaterThan(0);
  });
});
