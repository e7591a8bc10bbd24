/**
 * Blind triage round 28 (its figures reported, so development data now): the emergencies both readers
 * missed, as classes, with look-alikes beside them — a death wish after an "if" question in a message
 * typed without punctuation, how much of a medicine would end one's life quietly, a dialysis session
 * "missed yesterday's" or "漏了一次", a teenager eating one apple a day with periods stopped or a fast loss,
 * a forehead bruise on an anticoagulant with no memory of a knock, a sickle-cell crisis the codeine "is
 * doing nothing" for, and Nigerian Pidgin (belle, pikin, chop, born, no gree go).
 * INR 8.9 on warfarin stays the warfarin answer's "contact the clinic today": the card starts at 9 (ACCP
 * 2008; CHEST 2012 says 10), the brief's 8 was not a guideline's.
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';
import { foldText } from './lexicon';

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('round 28: caught now', () => {
  it.each<[string, string]>([
    [
      '你好我想问一下我这个降压药和降糖药要是一次全吃了会怎么样我今年七十八了儿子也不管我我不想活了就想睡过去不醒了最好有没有什么不遭罪的办法',
      'suicidal',
    ],
    ['安眠药要是一次吃十片会怎样我活着也没意思了', 'suicidal'],
    ['这个药和酒一起喝会怎么样我真的不想活了', 'suicidal'],
    [
      'Respected Sir/Madam, I am 66 years old, diabetic since 20 years, taking insulin. Kindly tell me how many units of insulin will finish me peacefully in the night. I am only a burden to my son and daughter-in-law. No need to inform anybody, only tell me.',
      'suicidal',
    ],
    ['how many sleeping pills would kill me in my sleep', 'suicidal'],
    ['吃多少片安眠药能一睡不醒', 'suicidal'],
    ['打几支胰岛素就能让我醒不过来', 'suicidal'],
    ['血透漏了一次 今天浑身发软 心跳乱 嘴巴周围发麻 是不是吃了太多土豆的原因', 'missed_dialysis'],
    ['我爸透析少了一次 现在喘不上气 腿肿', 'missed_dialysis'],
    [
      "on hemo 3x a week and i missed yesterday's, feeling weak and my heart keeps doing palpitations. can i have a banana for energy",
      'missed_dialysis',
    ],
    [
      "dad's on dialysis, skipped monday's, now his legs are swollen and he's short of breath",
      'missed_dialysis',
    ],
    [
      '初三 一天就吃一个苹果 坚持一个月了 瘦了20斤 姨妈也不来了 但照镜子还是觉得好胖 有啥代餐更顶饱',
      'eating_disorder',
    ],
    ['女儿高一 每天只吃一根黄瓜 两个月瘦了十几斤 月经也停了', 'eating_disorder'],
    [
      'my 14 yo only eats one apple a day, works out 3 hrs every night, lost 10 lbs in a month and her period stopped. she says shes fine. can i just give her a multivitamin?',
      'eating_disorder',
    ],
    ['i only eat one rice cake a day and my period stopped, what vitamins should i take', 'eating_disorder'],
    [
      '吃着阿哌沙班 昨晚喝断片了 早上发现额头青了一块 不记得撞哪了 头有点yun 要不要补点维生素K',
      'head_injury',
    ],
    ['我妈吃华法林 早上起来额头上肿了个包 她说不记得在哪磕的', 'head_injury'],
    ["on eliquis, woke up with a bruise on my forehead, don't remember hitting my head", 'head_injury'],
    [
      "I'm 58 with HbSS. I manage crises with my codeine at home, but this one in my back and legs is different, the codeine is doing nothing, pain is 10/10. Is there any magnesium that helps?",
      'sickle_cell_crisis',
    ],
    ['sickle cell crisis since last night and the oxycodone is doing nothing', 'sickle_cell_crisis'],
    [
      'My daughter born 5 days ago. Now she dey complain strong headache wey no gree go, her eye dey dark dark, her face don swell. The chemist check her BP, e be 170/110. Abeg which food fit reduce BP for nursing mother?',
      'pre_eclampsia',
    ],
    [
      'My wife carry 7 months belle. Today blood dey come down plenty with strong pain for belle, the belle don hard like stone. Abeg which food go stop the blood?',
      'pregnancy_bleeding',
    ],
    [
      'My grandpikin (4 years) chop plenty of my BP tablets (amlodipine) wey fall for ground. E still dey play. Abeg e go dey okay?',
      'child_ingestion',
    ],
    ['my pikin chop plenty of my iron tablets', 'child_ingestion'],
    ['my grandson swallowed lots of my blood pressure pills', 'child_ingestion'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe('round 28: look-alikes stay quiet', () => {
  it.each<string>([
    // the "if" question alone, and a worry about a mistake
    '降压药和降糖药要是一起吃了会怎么样',
    'how many units of insulin is too much for my dad? he keeps forgetting if he took it',
    'how much caffeine would kill me lol',
    'this leg day workout will finish me',
    // missed things that are not a session
    "on dialysis, missed yesterday's lunch because of the session, what snack can i carry",
    // a diet question, a past episode told as over, a pill's known effect
    '一天只吃一个苹果减肥 能瘦多少',
    'i only eat one apple a day for breakfast and then a normal lunch and dinner',
    'lost 10 lbs in a month on keto, is that too fast?',
    '年轻的时候减肥减过头 一天只吃一个苹果 月经都停了 现在30多了早就正常吃饭了 想问当年那样对骨头有没有影响',
    'my period stopped after i started the pill, is that normal',
    // a bruise elsewhere on a blood thinner; a child's bump with nobody on one
    '吃华法林 胳膊上青了一块 正常吗',
    'on warfarin and i have a bruise on my arm, normal?',
    '孙子额头撞桌角上了 起了个小包 哭了一声就接着玩了 没吐 精神挺好 吃饭也正常 家里没人吃抗凝药 给他冰敷一下就行吧',
    // a painkiller that does nothing for an ordinary ache
    'my back hurts, tylenol is doing nothing, any supplement?',
    // Pidgin without an emergency
    'abeg which food good for pikin wey dey chop only rice',
    'my wife carry 5 months belle, which fruit she fit chop?',
    'we chop jollof rice every sunday, is it ok for my sugar?',
  ])('%s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('Nigerian Pidgin is read in English words', () => {
  it.each<[string, RegExp]>([
    ['my wife carry 7 months belle', /is 7 months pregnant/],
    ['my daughter born 5 days ago', /gave birth 5 days ago/],
    ['my grandpikin chop my tablets', /grandchild swallowed/],
    ['headache wey no gree go', /that will not go away/],
    ['i dey chop onions for stew', /chop onions/],
  ])('%s', (text, folded) => {
    expect(foldText(text)).toMatch(folded);
  });
});
