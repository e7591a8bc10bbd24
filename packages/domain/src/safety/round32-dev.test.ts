/**
 * Blind triage round 32 (docs/triage-rounds/round-32), development data once its before figures were
 * reported (813/820 caught, 14/600 false alarms). Each miss and each false alarm the rules can reach is
 * worked into a class with new phrasings both ways: the pregnancy said in words the context did not read
 * (怀起娃娃, 三十五周, "8 zhou 见红"), kidney function "不太好", a stockpile of a named medicine, a
 * Cantonese smothering thought, a Shanghainese baby "一动不动"; and jeans, slushies, cooking ignored,
 * wings, a gym "kill myself", a meter's difference of 0.5 read as signs.
 */
import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);
const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('missed in round 32: now caught by the rules, with the right kind', () => {
  it.each([
    // bleeding like a period at 8 weeks, the weeks typed in pinyin (RCOG GTG 25; ACOG PB 200)
    ['8 zhou 见红了 不是一点点 跟来大姨妈一样多 小肚子疼 还有点头晕 吃红枣补血可以吗', 'pregnancy_bleeding'],
    ['10周见红 量很多 肚子一阵阵疼', 'pregnancy_bleeding'],
    // pregnancy in Sichuan words ("怀起娃娃", "怀起二胎"), the weeks in Chinese numerals
    [
      '我幺女怀起娃娃二十八周 今天下午出血流了好多 肚皮痛 还硬得很 她说可能是吃了辣的 要不要喝点红糖姜水',
      'pregnancy_bleeding',
    ],
    [
      '我儿媳妇怀起二胎三十五周了 今天喊头痛遭不住 眼睛花起看不清楚 脚肿了好多天 今天手和脸也突然肿起来了 是不是缺营养 要不要多吃点鸡蛋',
      'pre_eclampsia',
    ],
    ['老婆三十二周 头痛得厉害 眼睛一闪一闪看不清', 'pre_eclampsia'],
    // a Cantonese smothering thought after a birth (NICE CG192; ACOG CO 757)
    [
      '我心抱生完BB三個禮拜 成日喊 今朝佢話唔想要個BB 話想將佢焗死喺被入面 講完又笑 我好驚 佢仲喺度餵緊母乳 食啲咩可以幫佢心情好啲',
      'perinatal_crisis',
    ],
    ['生完bb一個月 我成日想將佢焗死 好驚', 'perinatal_crisis'],
    // a Shanghainese "小人一动不动" at term (RCOG GTG 57)
    [
      '阿拉媳妇肚皮里小人三十八周了 今朝一早到现在伊讲小人一动不动 伊讲快生了小人没地方动正常 吃点啥让小人动动',
      'reduced_fetal_movements',
    ],
    ['怀孕三十六周 今天小囡一动不动', 'reduced_fetal_movements'],
    // kidney function "不太好" with potassium foods, heavy legs and an irregular heart (KDIGO 2024)
    [
      '我爸肾功能不太好 医生说要少吃盐 我们换了低钠盐 他又天天吃香蕉橙子 今天说两条腿沉得跟灌了铅似的抬不起来 心跳一下快一下慢 是不是缺钙',
      'hyperkalaemia',
    ],
    // a named medicine stockpiled, with a time set (C-SSRS: ideation with a plan)
    [
      "bro i've been saving up my sertraline for like 3 weeks now and i think tonight's the night. does grapefruit make it hit faster lol",
      'suicidal',
    ],
    ['been stockpiling my seroquel, tonight is the night', 'suicidal'],
  ] as const)('%s → %s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
    expect(kinds(text)).toContain(kind);
  });
});

describe('false alarms of round 32 and their class stay quiet', () => {
  it.each([
    '万一在家低血糖了，身边应该备什么？我刚确诊糖尿病开始打胰岛素，现在还没出现过',
    '打胰岛素的话 包里要备啥 以防低血糖',
    '上次怀孕早期流产了，现在又怀了6周，一切还好没有出血肚子也不疼，想问吃什么对胚胎好',
    '怀孕10周 肚子也不疼 想问能吃螃蟹吗',
    '我这个血糖仪是不是坏了 同一滴血测两次差了0.5 正常不',
    'my meter and my libre differ by 1.5, which one is right?',
    '孩子偷吃了一块我的黑巧克力 大概两小格 她4岁 现在活蹦乱跳的 就想问小孩能不能吃巧克力',
    '儿子偷吃了两块饼干 晚饭还要吃吗',
    'are the "suicide" wings at Buffalo Wild Wings ok on keto? asking for me and my bf, we go every thursday',
    'gonna kill myself on the stairmaster tmrw to make up for this cheesecake lol. how many calories is a slice of the Cheesecake Factory one anyway',
    'my trainer is going to kill me at the gym tomorrow, what should i eat before leg day',
    'can you get poisoned from eating green potatoes? I cut the green parts off, just want to know for next time',
    "I can't breathe in these jeans after thanksgiving 😂 ok but seriously, how do I get back on track after the holidays",
    "my husband is completely unresponsive to all my healthy cooking lol, he just wants steak. how do I make healthy food he'll eat",
    'accidentally took my vitamin D twice this morning (2000 IU each). feel fine. is 4000 in one day a problem?',
    'took my fish oil twice today by mistake, i feel fine, is that bad',
    "hypothetically if someone on methotrexate gets a fever, what should they do? I'm making an info card for my mom's fridge. she's fine right now",
    'My grandma had one seizure in the 90s, never again, not on any meds. She’s 88. Anything she shouldn’t eat?',
    "why do slushies give me that sudden stabbing brain freeze headache for like 10 seconds lol, worst feeling ever. is there a healthier frozen drink that doesn't?",
  ])('%s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('the new words do not hide what they sit beside', () => {
  it.each([
    // iron, or a child, taken twice stays the reader's to judge
    ['my 3 year old took my iron tablets, two of them, seems fine', 'child_ingestion'],
    // a real thunderclap headache, no brain freeze said
    [
      'worst headache of my life came on in a second while lifting, like a thunderclap',
      'thunderclap_headache',
    ],
    // chocolate-flavoured medicine is no food
    ['孩子偷吃了一整瓶巧克力味的钙片 3岁', 'child_ingestion'],
  ] as const)('%s → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe('named as the likely cause, not a neighbouring kind (round 32, named a wrong kind)', () => {
  it.each([
    // blood from the back passage or vomited is the bleeding card, never a pregnancy's
    [
      'Loads of blood coming out my bum when i go to the loo, the bowl goes red, and i feel lightheaded. im 26. is it piles from not eating fibre? should i take iron',
      'bleeding',
    ],
    ['昨晚喝了一斤白酒 今早吐了一大口鲜红的血 还有血块 头晕 是胃火大吗 喝小米粥养胃可以吧', 'bleeding'],
    // one-sided pain and spotting at 6 weeks is ectopic, never pre-eclampsia (which starts from 20 weeks)
    [
      '怀孕6周左右 还没做B超 下面有点褐色分泌物 左下腹撕裂一样疼 一站起来眼前就发黑 叶酸要停吗',
      'ectopic_pregnancy',
    ],
    // a meter reading HI with confusion is the high-sugar card, never the take-sugar card
    [
      'dad 70 diabetic, meter saying HI for hours, he pee constantly, mouth very dry, confused not making sense and skin so dry. we gave him water. what vegetables are good',
      'hyperglycaemic_crisis',
    ],
    // weeks of vomiting in early pregnancy, double vision, a drunken walk: Wernicke's
    [
      'ive been throwing up nonstop for 3 weeks with hyperemesis (11 weeks pregnant), now im seeing double and walking like im drunk and a bit confused. should i take b vitamins',
      'wernicke',
    ],
    // flushing, a racing heart and breathlessness after drink on a cephalosporin
    [
      '我爸嗓子发炎在输头孢 晚上吃饭又喝了半杯白酒 现在脸红得跟关公似的 心跳得厉害 吐了 喘不上气 是不是喝醉了 给他喝点蜂蜜水解酒',
      'disulfiram_reaction',
    ],
    // slurred speech with fever, sweating and jerking on an SSRI after a party pill
    [
      '男朋友在吃艾司西酞普兰 昨晚蹦迪吃了那种药丸 今天一直打摆子 眼珠乱转 高烧 浑身是汗 说话都说不利索',
      'serotonin_syndrome',
    ],
  ] as const)('%s → %s first', (text, kind) => {
    expect(kinds(text)[0]).toBe(kind);
  });

  it.each([
    // a low that is told keeps the low-sugar card first
    [
      'type 1, sugar 2.4, sweating and shaking and confused, meter said HI earlier this morning',
      'severe_hypoglycaemia',
    ],
    // a face that droops keeps the stroke card beside serotonin syndrome
    [
      'on sertraline, took molly last night, fever and sweating, now his face is drooping on one side and speech slurred',
      'stroke',
    ],
    // heavy vaginal bleeding with dizziness, no pregnancy said, stays urgent
    ['soaking a pad every hour since this morning and dizzy when i stand', 'bleeding'],
  ] as const)('%s keeps %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});
