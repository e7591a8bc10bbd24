/**
 * Blind triage round 29 (docs/triage-rounds/round-29), development data once its figures were reported
 * (before: 817/820 caught, 11/600 false alarms). Each miss and false alarm worked into a class, with new
 * phrasings both ways; the round's own messages are the first row of each table.
 */
import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);
const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('missed in round 29: now caught by the rules, with the right kind', () => {
  it.each([
    // a wish not to wake up, with a note written (C-SSRS: ideation with preparatory behaviour)
    [
      'i just want to go to sleep and not wake up tbh. wrote a note earlier. whats a good multivitamin for someone whos always tired lol',
      'suicidal',
    ],
    [
      'honestly i wish i could fall asleep and never wake up. i have a plan. anyway is melatonin ok',
      'suicidal',
    ],
    // eating a few hundred kilocalories a day with periods gone or fast weight loss (MEED 2022)
    [
      'im 15 and ive been eating like 300 calories a day for a month, my period stopped and i get dizzy when i stand. is that ok if i take a multivitamin',
      'eating_disorder',
    ],
    [
      'been living on about 400 cals a day since summer, lost 9 kg and no period for 3 months. best vitamins?',
      'eating_disorder',
    ],
    ['我16岁 每天只吃三百大卡 两个月瘦了20斤 例假也不来了 吃什么维生素', 'eating_disorder'],
    // Nigerian Pidgin: "belle don reach 7 months", "eye dey see star star", "head dey pain am"
    [
      'My daughter belle don reach 7 months. Since afternoon she dey complain say her head dey pain am well well, her eye dey see like star star and her face don swell like person wey dey vex. Abeg wetin she fit chop or drink',
      'pre_eclampsia',
    ],
    [
      'my wife belle enter 8 months, her head dey pain her well well and her eye dey see stars since morning. she fit take paracetamol?',
      'pre_eclampsia',
    ],
  ])('%s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
    expect(kinds(text)).toContain(kind);
  });
});

describe('false alarms of the rules in round 29: not emergencies now', () => {
  it.each([
    // 吐血推荐: "highly recommend", a figure of speech
    '吐血推荐你们家的甘氨酸镁！睡得超好 就是想问能不能和钙片一起吃',
    '吐血整理的孕期补剂清单 叶酸 DHA 钙 铁 大家看看对不对',
    // a label's warning read out, not an ingestion
    '铁剂的包装上写着儿童误服危险 我家娃三岁 放哪里比较好 高柜子够吗',
    '说明书上写着过量服用有害 我每天吃一片维生素A 这个量安全吧',
    // a face uneven since a stroke years ago, nothing new
    '爷爷十年前中风过 嘴角一直有点歪 后来也没恢复 现在牙口不好 软食怎么做有营养',
    "my dad's mouth has drooped a bit since his stroke 5 years ago, what soft foods are high in protein?",
    // food "overdose" as a joke
    '这个月奶茶喝到快overdose了哈哈哈 下个月想戒糖 有什么能替代的饮料',
    // hours between doses are not a calcium level
    'My endo said to keep calcium and iron 4 hours away from my Synthroid. Does that include the calcium in yogurt?',
    '优甲乐和钙片要隔4小时吗 钙 4小时 铁也是吗',
    // idioms
    "It's a suicide mission trying to get my teenage son to eat vegetables. He'll eat pizza though. Can I load a pizza with veggies?",
    "feel like I'm gonna pass out from boredom eating chicken and rice every day. spice ideas pls",
    // dark green stools on iron are iron's colour, not melaena
    "my stool is dark green-ish since starting iron, formed and normal otherwise. Doctor told me iron does that, just double checking it's expected",
  ])('%s', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});

describe('the same words, an emergency now: still caught', () => {
  it.each([
    ['十年前中风过 今天早上嘴突然又歪了 半边手也没劲', 'stroke'],
    [
      "my dad had a stroke years ago and today his face suddenly looks droopy on one side and he can't lift his arm",
      'stroke',
    ],
    ['我三岁的儿子刚才误服了一把铁剂 现在看着没事', 'child_ingestion'],
    ['my stool is black and tarry and i feel dizzy, not on iron', 'bleeding'],
    ['potassium 6.8 after 4 hours of dialysis? they called me back', 'critical_lab'],
    ['eating like 200 calories a day and i fainted at school, lost 8 kg this month', 'eating_disorder'],
  ])('%s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('a calorie deficit is not a calorie intake', () => {
    expect(ruleKinds('eating 500 calories a day less than my tdee, lost 4 kg in a month. too fast?')).toEqual(
      [],
    );
  });
});

// The reader retrained with rounds 24–29 (ADR 0038) read weights told alone as an emergency it could not
// name (0.55) and an adult's kidney stone with no urine as a child's dehydration; both kept in their place.
describe('after the retrain: weights alone, and a child’s card needs a child', () => {
  it.each(['He was 61 kg yesterday and 63.5 kg this morning', '我爸今天称63.5公斤，昨天才61公斤'])(
    'weights told alone: %s',
    (text) => {
      expect(kinds(text)).toEqual([]);
    },
  );

  it.each([
    ['gained 3 kg in 2 days, legs swollen and he cannot breathe lying down', 'breathing'],
    ['体重两天涨了3公斤 腿肿 躺下就喘不上气', 'breathing'],
  ])('weights with signs stay urgent: %s', (text) => {
    expect(kinds(text).length).toBeGreaterThan(0);
  });

  it('an adult with no urine and a kidney stone: urgent, never the child’s card', () => {
    const k = kinds('从早上到现在都没尿，腰疼，有肾结石');
    expect(k.length).toBeGreaterThan(0);
    expect(k).not.toContain('child_dehydration');
  });

  it('a toddler with no wet nappy all day: the child’s card', () => {
    expect(
      kinds('my 18 month old has had diarrhoea since yesterday, no wet nappy for 8 hours and very sleepy'),
    ).toContain('child_dehydration');
  });
});

// Found while fixing the nineteenth clinician review's en S1: nausea the day after weekly methotrexate was
// the learned reader's immunosuppressed-fever card. That card needs a fever or an infection's sign.
describe('immunosuppressed fever needs a fever or an infection told', () => {
  it.each([
    'I take 6 methotrexate tablets every Sunday and feel sick on Monday',
    '每周日吃甲氨蝶呤 周一就有点恶心 正常吗',
  ])('not urgent: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    'on methotrexate and I have a fever of 38.6 and sore throat',
    '吃着甲氨蝶呤 发烧38度5 嗓子疼',
    'kidney transplant on tacrolimus, shivering and chills since this afternoon',
  ])('urgent: %s', (text) => {
    expect(kinds(text)).toContain('immunosuppressed_fever');
  });
});

// Nineteenth clinician review, zh S2: breathless and unable to swallow saliva after a cold, with a nasal
// voice, on pyridostigmine (a myasthenic crisis) got the anaphylaxis card with "use your adrenaline pen".
describe('unable to swallow and breathless is an allergy only with an allergic cue', () => {
  const mg = { medicines: ['pyridostigmine'] } as never;
  it('the myasthenic crisis: urgent, never the anaphylaxis card', () => {
    const hits = redFlagsFor('这两天感冒以后越来越喘不上气，说话有鼻音，口水都咽不下去，躺下更憋', mg).map(
      (h) => h.kind,
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(hits).not.toContain('anaphylaxis');
  });
  it.each([
    '吃了虾以后嘴唇肿了 咽不下去 喘不上气',
    'ate peanuts, now my lips are swelling and i cant swallow, hard to breathe',
  ])('with an allergic cue: anaphylaxis — %s', (text) => {
    expect(kinds(text)).toContain('anaphylaxis');
  });
});

// Nineteenth clinician review, zh S1: levodopa stopped (could not swallow), then a fever of 39 with the body
// "hard as wood" and confusion, on 美多芭 and selegiline, got the serotonin-syndrome card ("stop the new
// supplements"). The parkinsonism-hyperpyrexia syndrome: the general card with its own line.
describe('a Parkinson’s medicine stopped, then fever and rigidity: its withdrawal, not serotonin syndrome', () => {
  const pd = { medicines: ['levodopa-benserazide', 'selegiline'] } as never;
  it.each([
    '这两天他药咽不下去就停了，今天发烧39度，全身硬得像木头，叫他也迷迷糊糊的，怎么办？',
    '美多芭停了两天，现在高烧不退，浑身僵硬',
    'dad stopped his sinemet 3 days ago because he cant swallow it, now fever 39 and he is stiff and confused',
  ])('%s', (text) => {
    const hits = redFlagsFor(text, pd);
    expect(hits.map((h) => h.kind)).toContain('urgent_general');
    expect(hits.map((h) => h.kind)).not.toContain('serotonin_syndrome');
    expect(hits.flatMap((h) => h.features)).toContain('parkinson_med_stopped');
  });

  it('on selegiline, a fever with twitching and sweating, no medicine stopped: still serotonin syndrome', () => {
    expect(
      redFlagsFor('吃着司来吉兰和美多芭 今天发烧38.5 出汗 肌肉一抽一抽的 人有点糊涂', pd).map((h) => h.kind),
    ).toContain('serotonin_syndrome');
  });
});

// Twentieth clinician review, en S1: "my brother is 2 days off drinking … shaking, sweating, confused … sees
// bugs on the wall" got the non-alcoholic-beer text, not urgent. Alcohol withdrawal: the general card with
// its own line (ASAM 2020; NICE CG100).
describe('alcohol withdrawal: urgent, with its line', () => {
  it.each([
    "My brother is 2 days off drinking and he's shaking bad, sweating, confused and says he sees bugs on the wall. Should I give him some of my thiamine?",
    "I stopped drinking 2 days ago and now I'm shaking, sweating and seeing bugs crawling on the wall. What should I eat?",
    'my dad quit booze yesterday cold turkey, now he is confused, shaking and had a fit',
    '我老公戒酒第二天 手一直抖 出汗 说墙上有虫在爬 人糊里糊涂的',
    // Thirtieth clinician review, en M1 (and the same words without a plan: not urgent at all before).
    'day 2 no beer, i got the shakes real bad, sweating buckets, heart pounding and im seeing bugs on the wall',
    'no booze for 3 days now and im shaking and sweating like crazy',
    // Blind triage round 40 (alcohol withdrawal, measured before and after, then development data): stopping
    // and the signs in more words.
    '两天没喝了 手抖的打字都打不好 出汗 心慌的厉害 眼前老有黑影子晃',
    '我公公三天前查出胰腺炎住院就断了酒。今天护士说他晚上不认人，手抖得很厉害，出大汗',
    'Grandpa stopped his daily rum 4 days ago because of the doctors orders but now he is confused and says his dead wife is in the kitchen',
    'been on the wagon 2 days after drinking every day. hands shaking so hard, soaked in sweat, and i hear music that isnt playing',
  ])('%s', (text) => {
    const hits = redFlagsFor(text);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.flatMap((h) => h.features)).toContain('alcohol_stopped');
  });

  it.each([
    '3 weeks sober today! what should I eat to help my liver?',
    '戒酒三个月了 现在吃什么对肝好',
    'quit drinking last year, is kombucha ok?',
    'stopped drinking 2 days ago for dry january, any mocktail ideas?',
    'day 3 of no alcohol for dry january, what can i drink at the party instead?',
    'quit drinking cold turkey 2 years ago, best thing i ever did. any tips for liver health now?',
    '我爸戒酒三个月了，手还有点抖，是老毛病了，吃点什么对肝好',
  ])('sobriety with no sign: not urgent — %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('a low potassium in the plan does not take the card from the withdrawal (thirtieth review, en M1)', () => {
    const text =
      'day 2 no beer, i got the shakes real bad, sweating buckets, heart pounding and im seeing bugs on the wall';
    const withLowK = redFlagsFor(text, { lowPotassium: true });
    expect(withLowK.map((h) => h.kind)).not.toContain('hypokalaemia');
    expect(withLowK.flatMap((h) => h.features)).toContain('alcohol_stopped');
    // Palpitations with a low potassium and no drinking stopped keep the potassium card.
    expect(
      redFlagsFor('my heart is pounding and skipping and i feel weak', { lowPotassium: true }).map(
        (h) => h.kind,
      ),
    ).toContain('hypokalaemia');
  });
});

// Twentieth clinician review, zh S1: "看东西模糊，红的绿的有点分不清" on HRZE was named Wernicke and hepatic
// encephalopathy; ethambutol's optic neuritis is the general card with its own line.
describe('vision changes on ethambutol: the TB medicine’s line', () => {
  const tb = { medicines: ['isoniazid', 'pyrazinamide', 'ethambutol'] } as never;
  it.each([
    '看东西模糊，红的绿的有点分不清',
    'on my TB pills and colors look washed out, red looks brownish',
  ])('%s', (text) => {
    const hits = redFlagsFor(text, tb);
    expect(hits.map((h) => h.kind)).toContain('urgent_general');
    expect(hits.map((h) => h.kind)).not.toContain('wernicke');
  });
  it('named in the message: the same', () => {
    expect(kinds('我在吃乙胺丁醇，这几天红绿色分不清了')).toContain('urgent_general');
  });
  it('colours asked about with no ethambutol: not urgent', () => {
    expect(kinds('red looks brownish on my new phone screen, is that the night mode?')).toEqual([]);
  });
});

// Twentieth clinician review, en S2/S3: on TB medicines, jaundice got no word on the pills, and a fever got the
// card naming methotrexate, transplant and antithyroid medicines she does not take.
describe('TB medicines: jaundice holds the next dose; a fever is not the immunosuppressant card', () => {
  const tb = { medicines: ['isoniazid', 'rifampicin', 'pyrazinamide', 'ethambutol'] } as never;
  it('a fever on TB medicines: urgent, the general card', () => {
    const k = redFlagsFor('I have a fever of 38.5 since last night, can I take Tylenol?', tb).map(
      (h) => h.kind,
    );
    expect(k).not.toContain('immunosuppressed_fever');
  });
  it.each([
    ['on methotrexate and I have a fever of 38.6 and sore throat', undefined],
    ['I have a fever of 38.5 since last night', { medicines: ['tacrolimus'] }],
    ['做化疗的第十天 发烧38.6 冷得发抖', undefined],
  ])('an immunosuppressant said or known: its card — %s', (text, profile) => {
    expect(redFlagsFor(text, profile as never).map((h) => h.kind)).toContain('immunosuppressed_fever');
  });
  it('jaundice on TB medicines: the line says to hold the next dose', () => {
    const hits = redFlagsFor('My eyes went yellow and my pee is dark since I started my TB pills', tb);
    expect(hits.flatMap((h) => h.features)).toContain('ctx_hepatotoxic');
  });
});
