import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);
const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

// Blind round 23 (docs/triage-rounds/round-23.md): emergencies the readers missed and false alarms,
// development data once the round's figures were reported, worked into general forms with other
// phrasings beside each.
describe('round 23: emergencies the phrase rules now catch', () => {
  it.each<[string, string]>([
    // a plan told with its means: tablets put out, a rope made ready, pills counted out, a letter written
    [
      "I'm 81 and since Margaret passed I've no wish to carry on. I've put a month of my heart tablets out on the table tonight.",
      'suicidal',
    ],
    ['no will to go on anymore, my pills are out on the table', 'suicidal'],
    ["I've written letters to my family and the rope is in the shed.", 'suicidal'],
    [
      'ive decided im done, ive got the pills from my mums cupboard counted out for after my shift tonight',
      'suicidal',
    ],
    ['每晚瞓之前都希望唔好再醒返嚟 今日仲写咗封信俾阿妈', 'suicidal'],
    ['刚在他书包里翻到一张纸，写着“对不起，下辈子再见”，他现在把自己锁在房间里', 'suicidal'],
    // shaking a baby already, told by a worn-out young mother
    [
      'im 17 and had my baby 2 months ago. sometimes when shes screaming i shake her too hard',
      'perinatal_crisis',
    ],
    // a period soaking a pad every hour on a blood thinner
    ['on xarelto, soaking a super tampon + pad every hour for 4 hrs, dizzy', 'anticoagulant_bleeding'],
    ['吃着华法林 来月经一个小时就要换一片夜用卫生巾', 'anticoagulant_bleeding'],
    // an MAOI with a very high blood pressure or a pounding head
    [
      'I take tranylcypromine, ate pepper soup with dried fish, head started banging, BP 200/118',
      'maoi_crisis',
    ],
    ['on phenelzine and after the aged cheese my head is pounding and my heart is racing', 'maoi_crisis'],
    ['吃苯乙肼的 吃完腊肠血压190/120', 'maoi_crisis'],
    // lithium with diarrhoea and a coarse shake or unsteadiness
    [
      'on lithium 800mg, diarrhoea on and off this week, my hands have this big coarse shake',
      'lithium_toxicity',
    ],
    // Tagalog and Cantonese words
    ['help po my tatay nagseseizure, nangingisay siya, 5 minutes na', 'seizure'],
    ['hi po my baby 2 months may lagnat 38.6', 'severe_pain_or_fever'],
    ['我阿哥話佢食咗成樽維他命D，好似一百粒', 'poisoning'],
    // vomiting after eating beside a wish to lose weight
    [
      'im 16. im trying to lose weight. i vomit after i eat and drink slimming tea every day',
      'eating_disorder',
    ],
  ])('%s → %s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
  });

  it.each([
    "my son has epilepsy but it's well controlled, seizure-free for 2 years on Keppra",
    "heart is fine, they said costochondritis. I don't want to live on ibuprofen",
    '今天碳水overdose了 明天要怎么补救',
    '我妈睡眠不好 她不想吃安眠药 怕上瘾 褪黑素好还是酸枣仁好',
    'the jump rope is in the shed, how many calories does skipping burn?',
    'on phenelzine, is a cheese-free pizza ok?',
    'on lithium, a bit of diarrhoea from the new probiotic, should I drink more water?',
    'on xarelto, are my periods going to be heavier?',
    'i vomit after i eat too fast, is it my stomach?',
    'my baby 2 months old, how much vitamin D drops?',
  ])('look-alike stays quiet to the phrase rules: %s', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});

describe('round 23: the learned reader reaches the card where a gate stood in its way', () => {
  it('an emergency read surely with a crisis leading weakly and no crisis word: the general card', () => {
    expect(
      kinds(
        "I am 82 and had a tumble last night, I've been on the floor since, can't get myself up, my hip aches something terrible. I'm on apixaban.",
      ),
    ).not.toEqual([]);
  });

  it('periods stopped in an eating disorder are not a pregnancy-test question', () => {
    expect(
      kinds(
        '我闺女在外地上大学，视频里瘦得脱相了，她说每天吃一个苹果。室友偷偷告诉我她吃完东西就去吐，月经也半年没来了，今天她说走路都发飘。',
      ),
    ).not.toEqual([]);
  });
});
