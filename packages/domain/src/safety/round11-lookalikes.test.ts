import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);

// Blind round 11 (docs/triage-rounds/round-11.md, now development data): the phrase rules raised 10
// look-alikes and missed emergencies the learned reader had to catch. Each fix is a general form (a
// joke marked by laughter with a named cause, an idiom of eating, a sign told as normal, a time that
// dates the clause before it, hearsay and the news, recession in a baby, postpartum up to 6 weeks, a
// missed dialysis session, pills poured out with a wish to join someone who died, a high place with an
// urge to lean over). A few rows are the round's messages, most are new phrasings. Rules alone.
describe('round 11 look-alikes: the rules stay quiet', () => {
  it.each([
    // a joke: laughter in the clause and the wish told as the effect of a cause
    'gained 4 lbs over the holidays and I want to die lol. how do I get back on track',
    'my bf said my cooking is so bad it makes him want to kill himself lmao. rude. easy dinner?',
    'ate a whole pizza and now i want to die lol, what do i eat tomorrow',
    'my brother says my playlist makes him wanna die haha. anyway is oatmeal ok at night',
    '吃了一整盒月饼 胖得想死哈哈 明天吃什么',
    // eating "so much" is a figure, not breathlessness
    "lol I ate so much thanksgiving dinner I can't breathe. what do I eat tomorrow to undo the damage",
    'had so much hotpot last night i couldnt breathe lol, low sodium ideas?',
    // a sign told as normal, or explained by iron
    "2 weeks on iron, my poop is black, doctor said that's normal. should I also take vitamin C with it",
    'the iron from your shop makes my stool dark, which i know is normal. should I take it with OJ',
    '补铁一个月了 大便是黑的 医生说正常 还要吃多久',
    // a time alone dates the clause before it
    "My grandma passed out from low blood sugar once, like 5 years ago. She's on insulin now. I want to know ahead of time, what should we keep in the house for lows?",
    'my uncle collapsed at the gym once, maybe 3 years ago. what pre-workout snack is safe for him',
    // hearsay and the news
    "saw people saying detox teas made them pass out from diarrhea, nope not doing that. what's a gentle way to lose belly fat",
    '我看新闻说有小孩吞了纽扣电池 好吓人 我家小孩一岁 除了收好电池 还有哪些东西要特别注意',
    '刷到网友说喝生酮咖啡晕倒了 吓死 我还要不要喝',
    // movements told as usual
    '我是第一次怀孕 24周 问一下大家说的胎动减少要去医院 那平时怎么判断是正常的 我现在感觉她每天都挺活跃的',
    "26 weeks, baby's moving the same as always. just curious if sugar really makes them kick more",
    // food that went down the wrong way, eased by water
    '我儿子11岁 说吃饭的时候胸口有点堵 像是吃太快噎到了 喝了口水就好了 现在在写作业 以后吃饭要注意啥',
    // not a missed session
    '我还没透析 肌酐300 能吃豆腐吗',
    "I haven't missed a single dialysis session this year, what snacks are low in potassium",
  ])('%s → no rule fires', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});

describe('round 11 emergencies: the rules name them', () => {
  it.each([
    // laughter without a cause, or with emotional pain, is not a joke
    ['lol i want to kill myself', 'suicidal'],
    ['so depressed and i want to die lol', 'suicidal'],
    // pills poured out with a wish to join someone who died
    [
      '我老公上个月走了 家里就我一个人 今天下午把他剩下的降压药和我的药都倒在桌子上了 想着吞下去就能见到他了',
      'suicidal',
    ],
    [
      'my husband passed in june. tipped out all his heart pills and mine on the table, if i take them i can be with him again',
      'suicidal',
    ],
    // a high place now, with an urge to lean over or jump
    [
      "I keep standing on my apartment balcony (11th floor) thinking about how easy it would be to just lean over. I'm out here right now",
      'suicidal',
    ],
    ['站在天台上 觉得往下跳多容易', 'suicidal'],
    // not being around, letters written
    [
      "quick q do i still need my vitamin d if i'm not planning on being around next week. i wrote letters to my kids tonight",
      'suicidal',
    ],
    // pre-eclampsia after the birth (up to 6 weeks)
    [
      'she had her baby 5 days ago. Right now she has a pounding headache and her vision is blurry and wavy',
      'pre_eclampsia',
    ],
    [
      'i delivered 9 days ago. today a crazy headache behind my eyes, swollen face, my home cuff says 158/104',
      'pre_eclampsia',
    ],
    ['gave birth 3 weeks ago and now seeing spots with a bad headache', 'pre_eclampsia'],
    ['生了宝宝两周 今天头痛得厉害 看东西模糊', 'pre_eclampsia'],
    // heavy bleeding told in Nigerian Pidgin and plain words
    [
      "I am 6 months pregnant. Since this morning blood is coming from me, now it's soaking my wrapper, and my belle dey pain me",
      'pregnancy_bleeding',
    ],
    // recession in a baby
    [
      "the baby (10 months) has RSV, her nostrils flare and there's a dent under her neck with each breath",
      'breathing',
    ],
    ['my 6 month old is grunting with every breath and his chest is caving in when he breathes', 'breathing'],
    ['宝宝8个月 呼吸的时候鼻翼扇动 肋骨下面一凹一凹的', 'breathing'],
    // no kicks by the usual hour
    ['孕35周 宝宝平常晚上九点左右会很活跃 今天已经十一点了一下都没踢 还是没动', 'reduced_fetal_movements'],
    // a missed dialysis session is the event
    ['透析病人 昨天单位有事没去透析 今天感觉还行 想问下今天能喝多少水', 'missed_dialysis'],
    ['skipped my dialysis yesterday, feel fine, can i have a banana', 'missed_dialysis'],
  ] as const)('%s → %s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
  });
});
