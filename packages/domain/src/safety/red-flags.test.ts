import fc from 'fast-check';
import triageWeights from './triage/weights.json';
import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  profileFromMessages,
  RED_FLAG_KINDS,
  RED_FLAG_RULES,
  RED_FLAG_TEXT,
  redFlagsFor,
  ruleFlagsFor,
} from './index';
import { SUBSUMES } from './detect';
import { DIALECT_TO_MANDARIN } from './dialect';
import { TRAD_TO_SIMP } from './trad-simp';
import { RED_FLAG_PHRASES } from './red-flag-phrases';

// The figures are printed for the closing note; domain code has no DOM or Node typings.
declare const console: { log: (...args: unknown[]) => void };

const kindsOf = (text: string, profile?: Parameters<typeof redFlagsFor>[1]) =>
  redFlagsFor(text, profile).map((h) => h.kind);

describe('the red-flag phrase table', () => {
  const flags = RED_FLAG_PHRASES.filter((p) => p.expect !== null);
  const benign = RED_FLAG_PHRASES.filter((p) => p.expect === null);

  it('is large enough and covers every kind in both languages', () => {
    expect(flags.length).toBeGreaterThanOrEqual(150);
    expect(benign.length).toBeGreaterThanOrEqual(50);
    // The kinds added with the learned reader (issue 30) are measured by its data and the blind rounds
    // (triage/triage.test.ts, docs/triage.md); the phrase table covers the kinds the rules name.
    for (const kind of RED_FLAG_KINDS.filter((k) => RED_FLAG_RULES[k].rules.length > 0)) {
      for (const locale of ['zh-CN', 'en-US'] as const) {
        expect(
          flags.filter((p) => p.expect === kind && p.locale === locale).length,
          `${kind} ${locale}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('reaches recall ≥ 98 % with false alarms ≤ 3 %', () => {
    const missed = flags.filter((p) => !kindsOf(p.text, p.profile).includes(p.expect!));
    const alarms = benign.filter((p) => kindsOf(p.text, p.profile).length > 0);
    const recall = (flags.length - missed.length) / flags.length;
    const falseAlarms = alarms.length / benign.length;
    console.log(
      `red flags: recall ${(recall * 100).toFixed(1)} % (${flags.length - missed.length}/${flags.length}), false alarms ${(falseAlarms * 100).toFixed(1)} % (${alarms.length}/${benign.length})`,
    );
    if (missed.length)
      console.log(
        'missed:',
        missed.map((p) => p.text),
      );
    if (alarms.length)
      console.log(
        'false alarms:',
        alarms.map((p) => `${p.text} → ${kindsOf(p.text, p.profile)}`),
      );
    expect(recall).toBeGreaterThanOrEqual(0.98);
    // The joined reader (ADR 0038) trades some look-alike precision for recall on wordings no table has;
    // its blind figures are in docs/assistant-triage.md.
    expect(falseAlarms).toBeLessThanOrEqual(0.03);
    // Reads ~1,800 phrases with both readers: seconds on a loaded 2-core machine, never a time assertion.
  }, 120_000);
});

describe('negation', () => {
  it.each([
    ['no chest pain', 'chest pain'],
    ['I dont have chest pain', 'chest pain'],
    ["I don't have chest pain", 'chest pain'],
    ['没有胸痛', '胸痛'],
    ['不是胸痛', '胸痛'],
    ['胸口不痛', '胸口痛'],
    ['no blood in my stool', 'blood in my stool'],
    ['没有吐血', '吐血'],
    ['never fainted', 'fainted'],
  ])('"%s" is not a red flag while "%s" is', (negated, plain) => {
    expect(redFlagsFor(negated)).toEqual([]);
    expect(redFlagsFor(plain).length).toBeGreaterThan(0);
  });

  it('a negation does not reach past "but" or into the next clause', () => {
    expect(kindsOf('no chest pain but my face is drooping')).toEqual(['stroke']);
    expect(kindsOf('没有胸痛，但是说话不清')).toEqual(['stroke']);
  });

  it('suicidal phrasings that contain a negation word still count', () => {
    expect(kindsOf('I dont want to live anymore')).toContain('suicidal');
    expect(kindsOf('我不想活了')).toContain('suicidal');
  });

  it('property: "no <symptom>" never raises an alarm for any single-symptom phrase', () => {
    const symptoms = ['chest pain', 'slurred speech', 'black stool', 'blood in my stool', 'hives'];
    fc.assert(
      fc.property(
        fc.constantFrom(...symptoms),
        fc.constantFrom('no ', 'not ', 'without ', 'never had '),
        (s, neg) => {
          expect(redFlagsFor(`${neg}${s}`)).toEqual([]);
        },
      ),
    );
  });
});

describe('past, hypothetical and informational wording', () => {
  it('asking about signs is not an emergency; describing them now is', () => {
    expect(redFlagsFor('what are the signs of a stroke')).toEqual([]);
    expect(redFlagsFor('中风的症状有哪些')).toEqual([]);
    expect(kindsOf('I think Im having a stroke')).toEqual(['stroke']);
    expect(kindsOf('我觉得自己像中风了')).toEqual(['stroke']);
  });

  it('the past is quiet unless the symptom is back now', () => {
    expect(redFlagsFor('my headache last year was awful', { lifeStage: 'pregnant_t2' })).toEqual([]);
    expect(redFlagsFor('去年胸痛过一次')).toEqual([]);
    expect(kindsOf('去年胸痛过，今天又胸痛了')).toEqual(['chest_pain']);
  });

  it('a hypothetical is quiet', () => {
    expect(redFlagsFor('if I get chest pain should I stop fish oil')).toEqual([]);
    expect(redFlagsFor('万一胸痛怎么办')).toEqual([]);
  });

  it('asking how much would be an overdose is quiet; a dose already swallowed is not', () => {
    expect(redFlagsFor('is 5000 IU of vitamin D daily an overdose? my friend takes it')).toEqual([]);
    expect(redFlagsFor('how much caffeine would actually be an overdose? I drink 2 monsters a day')).toEqual(
      [],
    );
    expect(redFlagsFor('Is it possible to overdose on vitamin C?')).toEqual([]);
    expect(redFlagsFor('维生素C一天吃多少算过量')).toEqual([]);
    expect(kindsOf('I took 30 of my mums sleeping pills, is that an overdose?')).not.toEqual([]);
    expect(kindsOf('i took a whole bottle of tylenol, how much would be an overdose')).not.toEqual([]);
    expect(kindsOf('my son swallowed 10 of my iron tablets would that be an overdose')).not.toEqual([]);
    expect(kindsOf('孩子吃了半瓶钙片 算不算过量')).not.toEqual([]);
  });

  it('figures and look-alike words of the development rounds are quiet; the events they resemble are not', () => {
    const quiet = [
      'I carry an epipen for peanuts. Which protein bars are made in nut free facilities?',
      '我儿子对坚果过敏 医生开了肾上腺素笔 一直随身带着 学校能带吗',
      'What vitamins are worth taking after 60? I am 64 and feel like I am taking too many pills already',
      'Is it dangerous to reheat rice? I heard something about food poisoning from leftover rice',
      '吃了二十年降压药氨氯地平 医生说脚踝有点肿是副作用 饮食上能帮上忙吗',
      'potassium came back 3.6, bottom end of normal. should I eat more bananas?',
      'does alcohol lower the seizure threshold? I am on lamotrigine, how many drinks is reasonable',
      'can I take vitamin D with my seizure meds',
      '这个月在你们店买保健品买到吐血 会员积分能抵钱吗',
      '被老板气到吐血 压力一大就想吃甜的',
      'I fainted once in college when I gave blood. Will intermittent fasting make that happen again?',
      'my son had a febrile seizure at 18 months, he is 4 now and healthy. anything in his diet that helps?',
    ];
    for (const t of quiet) expect(redFlagsFor(t), t).toEqual([]);
    const urgent = [
      'my lips are swelling after shrimp, should I use my epipen?',
      '吃了虾嘴唇肿了 要不要用肾上腺素笔',
      'I took too many pills on purpose an hour ago',
      'my dad drank weed killer, is this poisoning',
      '吃了二十片安眠药',
      'potassium came back 6.8 and my hands are tingling',
      'my son is having a seizure right now, its been 3 minutes',
      '刚才吐血了 一大口',
    ];
    for (const t of urgent) expect(kindsOf(t), t).not.toEqual([]);
  });

  it('blind round 7 (now development data): crisis places, a negated pain beside a crisis, pregnancy weeks, ketosis, stroke signs', () => {
    const urgent: string[] = [
      '现在站在楼顶天台上打的字 风好大 就想问问还有没有人愿意听我说几句话',
      '失业三个月房贷还不上 今天在车里坐了一下午 一直想着开到江边冲下去就不回来了',
      'Please I am tired of this life. I bought rat poison today and it is here beside me. Maybe just tell me it will not hurt',
      'whats the most tylenol a person can take at once. not gonna explain why, i just want tonight to be the last one',
      '孕二十周 刚在厨房做饭突然感觉一股热流 低头一看全是血 小腹一抽一抽地疼',
      'Week 35. Home BP 158/104 twice in a row, bad headache, and there is a blurry patch in my vision',
      '2 semanas postparto, sudden swelling in my manos y cara and a headache que no se quita, plus im seeing little spots',
      '大学生 一型 最近考试压力大 偶尔漏打胰岛素 今天一直吐 肚子疼 室友说我呼吸声很大 嘴里有股指甲油的味道',
      '细路仔食咗成樽小熊维他命软糖 大约三十粒 而家好精神',
      'lost the vision in my right eye all at once, like a curtain came down, about 10 min ago',
      'Lola is acting strange, she cannot hold her cup with her right hand and her speech is slow and not clear',
      'estoy sangrando mucho, 20 weeks pregnant, cramps really strong',
      "I'm on spiro for acne, suddenly my arms feel weak and I'm having palpitations",
      "I've been living on 300 calories a day for weeks, I'm so cold and my heart feels slow and weird",
    ];
    for (const t of urgent) expect(redFlagsFor(t), t).not.toEqual([]);
    const quiet = [
      'What happens if you overdose on vitamin A? I want to know the safe daily upper limit',
      '奶茶续命 一天不喝就活不下去 怎么戒啊',
      '一看体重秤我直接晕倒 过个年又胖了三斤',
      '孩子昨天吃了两根香蕉 今天便便里有黑色细丝 是香蕉的吧',
      'Yaar my mother had a fainting episode at a wedding last Diwali, doctor checked her fully. What should she eat when fasting?',
      'i dont have thoughts of killing myself, just asking about vitamin d for mood',
      '下周公司急救培训 过敏性休克要怎么处理',
    ];
    for (const t of quiet) expect(redFlagsFor(t), t).toEqual([]);
  });

  it('blind round 8 (now development data): places people jump from, goodbyes, fewer movements, a child fitting; counts are not glucose levels', () => {
    const urgent = [
      'bro im on the 5th st bridge rn just lookin at the water thinkin how cold it is',
      'what happens if someone takes all 60 of their amitriptyline at once. i have them lined up on the table',
      'my daughter is 15 and she just texted me from her room saying goodbye, the door is locked and she is not answering',
      "i'm 7 months along and i keep getting these thoughts of stabbing my own belly with the knife",
      '孕晚期 每天都按时吃DHA 今天宝宝特别安静 平时晚饭后都会踢 今天一下都没有',
      "Also now that I think about it I haven't really felt the baby move today, 31 weeks",
      '孩子在抽 怎么办',
      '孩子吞了两个磁力珠',
      '刚测了血糖 显示27.8 我是2型',
      '38zhou yunfu 头疼了一整晚 眼睛看东西有闪光 手肿',
      "husband fell down the porch steps and hit his head, he's snoring and I can't really wake him properly",
    ];
    for (const t of urgent) expect(redFlagsFor(t), t).not.toEqual([]);
    const quiet = [
      '血糖 2型糖尿病 能吃红薯吗',
      '血糖仪 2个 哪个准',
      '血糖 1型 孩子能吃蛋糕吗',
      '奶奶吃了很多年的利尿剂 需要补钾吗',
      '第一胎 现在17周 还没感觉到胎动 一般是几周开始有胎动啊',
      "I'm 18 weeks, first baby, haven't felt any kicks yet. When does that usually start?",
      '孕34周 昨天下午宝宝安静了一阵 我喝了杯冰水躺左侧 马上就踢我了 之后一直正常',
      'My brother once fainted from doubling up his BP meds by accident. Tips to avoid mixups?',
      'CGM 82 and I am heading out for a run',
    ];
    for (const t of quiet) expect(redFlagsFor(t), t).toEqual([]);
  });

  it('a glucose of 30–69 without a unit in a Chinese message is mmol/L (very high), never a hypoglycaemia card', () => {
    expect(kindsOf('血糖33.5 一直口渴')).not.toContain('severe_hypoglycaemia');
    expect(kindsOf('血糖33.5 一直口渴')).not.toEqual([]);
    expect(kindsOf('my sugar is 45 and im shaky')).toContain('severe_hypoglycaemia');
  });

  it('a recent illness everyone has recovered from is quiet; a recent chest pain that passed is not', () => {
    expect(
      redFlagsFor(
        'we all got food poisoning from the potluck 2 days ago, everyones recovered. what do we eat now?',
      ),
    ).toEqual([]);
    expect(redFlagsFor('had food poisoning last week, fully better now. how do i rebuild my gut?')).toEqual(
      [],
    );
    expect(kindsOf('had chest pain an hour ago, im fine now')).toEqual(['chest_pain']);
  });
});

describe('the profile', () => {
  it('black stool: urgent on an anticoagulant even when iron is named; iron alone explains it otherwise', () => {
    expect(redFlagsFor('my stool is black since I started iron tablets')).toEqual([]);
    expect(kindsOf('my stool is black since I started iron tablets', { medicines: ['warfarin'] })).toEqual([
      'bleeding',
    ]);
    expect(kindsOf('吃铁剂大便发黑', { medicines: ['anticoagulant'] })).toEqual(['bleeding']);
  });

  it('headache with blurred vision is pre-eclampsia only in pregnancy', () => {
    expect(kindsOf('bad headache and blurry vision')).not.toContain('pre_eclampsia');
    expect(kindsOf('severe headache and blurry vision', { lifeStage: 'pregnant_t3' })).toContain(
      'pre_eclampsia',
    );
    expect(kindsOf('severe headache and blurry vision', { lifeStage: 'lactating' })).not.toContain(
      'pre_eclampsia',
    );
  });

  it('palpitations with weakness are hyperkalaemia only with kidney disease', () => {
    expect(redFlagsFor('心慌，腿没力气')).toEqual([]);
    expect(kindsOf('心慌，腿没力气', { conditions: ['kidney_disease'] })).toEqual(['hyperkalaemia']);
  });

  it('shaking and sweating are severe hypoglycaemia on insulin or a sulfonylurea, not otherwise', () => {
    expect(redFlagsFor('shaking and sweating')).toEqual([]);
    expect(kindsOf('shaking and sweating', { medicines: ['insulin-aspart'] })).toEqual([
      'severe_hypoglycaemia',
    ]);
    expect(kindsOf('shaking and sweating', { medicines: ['glimepiride'] })).toEqual(['severe_hypoglycaemia']);
  });

  it('earlier messages count as profile', () => {
    const p = profileFromMessages(['I am 32 weeks pregnant', 'I take warfarin']);
    expect(kindsOf('my head is pounding and I see spots', p)).toContain('pre_eclampsia');
    expect(kindsOf('my poop looks black', p)).toContain('bleeding');
  });

  it('is total: any text and any profile give an array', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (text, profile) => {
        expect(Array.isArray(redFlagsFor(text, profile as Parameters<typeof redFlagsFor>[1]))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('generalisation (issue 15 §1, round 2)', () => {
  /** Single-symptom phrases across kinds and both languages, each a red flag on its own. */
  const SINGLE_EN = [
    'chest pain',
    'slurred speech',
    'black stool',
    'blood in my stool',
    'hives all over and dizzy',
    'a seizure',
    'a sudden severe headache',
    'difficulty breathing',
    'blue lips',
    'my face drooping',
    'fainted',
    'thoughts of killing myself',
  ];
  const SINGLE_ZH = [
    '胸痛',
    '说话不清',
    '黑便',
    '便血',
    '抽搐',
    '呼吸困难',
    '嘴唇发紫',
    '嘴歪',
    '晕倒',
    '自杀的念头',
    '吐血',
    '剧烈头痛',
  ];

  it('every single-symptom phrase is a red flag by itself (the premise of the next property)', () => {
    for (const s of SINGLE_EN) expect(redFlagsFor(`i have ${s}`).length, s).toBeGreaterThan(0);
    for (const s of SINGLE_ZH) expect(redFlagsFor(`我${s}`).length, s).toBeGreaterThan(0);
  });

  it('property: negating any single-symptom phrase raises no alarm (both languages)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SINGLE_EN),
        fc.constantFrom('no ', 'not ', 'without ', 'never had ', 'i dont have ', 'there is no '),
        (s, neg) => {
          expect(redFlagsFor(`${neg}${s}`)).toEqual([]);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...SINGLE_ZH),
        fc.constantFrom('没有', '不是', '并没有', '我没有', '从来没有'),
        (s, neg) => {
          expect(redFlagsFor(`${neg}${s}`)).toEqual([]);
        },
      ),
    );
  });

  it('property: appending a supplement question to a red-flag row never removes its flag', () => {
    const flagged = RED_FLAG_PHRASES.filter((p) => p.expect !== null);
    const tails = {
      'zh-CN': ['，能吃鱼油吗？', ' 顺便问下镁片怎么吃', '。维生素D要补多少', '，吃什么补一补'],
      'en-US': [
        ', can I take fish oil?',
        ' btw how much vitamin D should I take',
        '. Is magnesium ok?',
        ' what should i eat',
      ],
    } as const;
    fc.assert(
      fc.property(fc.constantFrom(...flagged), fc.nat(3), (p, i) => {
        const tail = tails[p.locale][i]!;
        // The same card, or a more specific one that explains it (a child's ingestion for a poisoning).
        const kinds = kindsOf(`${p.text}${tail}`, p.profile);
        const explained = kinds.flatMap((k) => [k, ...(SUBSUMES[k] ?? [])]);
        expect(explained).toContain(p.expect);
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('folds every traditional character OpenCC knows, and no pattern contains one (it could never match)', () => {
    expect(TRAD_TO_SIMP.size).toBeGreaterThan(2000);
    const trad = new Set(TRAD_TO_SIMP.keys());
    for (const [feature, patterns] of Object.entries(FEATURES)) {
      for (const p of patterns) {
        const bad = [...p.source].filter((c) => trad.has(c));
        expect(bad, feature).toEqual([]);
      }
    }
    expect(kindsOf('覺得活著好累 不想再撐下去了')).toContain('suicidal');
  });

  it('every kind has rules, a source with a year, and urgent texts in both languages', () => {
    const learned = new Set(triageWeights.classes);
    for (const kind of RED_FLAG_KINDS) {
      // a kind is found by its rules, by the critical-value reader, or by the learned reader
      if (kind !== 'urgent_general' && kind !== 'possible_crisis' && kind !== 'critical_lab')
        expect(RED_FLAG_RULES[kind].rules.length > 0 || learned.has(kind), kind).toBe(true);
      expect(RED_FLAG_RULES[kind].source, kind).toMatch(/(19|20)\d\d|ADR 0038/);
      expect(RED_FLAG_RULES[kind].source.length, kind).toBeGreaterThan(20);
      expect(RED_FLAG_TEXT[kind].zh.length, kind).toBeGreaterThan(10);
      expect(RED_FLAG_TEXT[kind].en.length, kind).toBeGreaterThan(10);
    }
  });

  it('the card text matches the kind: a nosebleed card does not talk about black stools', () => {
    const nose = kindsOf('on warfarin and my nose has been bleeding for 40 minutes');
    expect(nose[0]).toBe('anticoagulant_bleeding');
    expect(RED_FLAG_TEXT[nose[0]!].en).not.toMatch(/tarry|stool/i);
    expect(RED_FLAG_TEXT.anticoagulant_bleeding.zh).not.toMatch(/柏油|大便/);
    expect(kindsOf('sudden worst headache of my life')).not.toContain('seizure');
    expect(kindsOf('肚子痛得打滚')).toEqual(['severe_pain_or_fever']);
  });

  it('profile-dependent kinds need their context', () => {
    expect(kindsOf('I hit my head, mild headache')).toEqual([]);
    expect(kindsOf('I hit my head, mild headache', { medicines: ['warfarin'] })).toEqual(['head_injury']);
    expect(kindsOf('fever, sweating and twitching muscles')).toEqual([]);
    expect(kindsOf('fever, sweating and twitching muscles', { medicines: ['sertraline'] })).toContain(
      'serotonin_syndrome',
    );
    expect(kindsOf('刷牙出血')).toEqual([]);
    expect(kindsOf('刷牙出血', { medicines: ['rivaroxaban'] })).toEqual(['anticoagulant_bleeding']);
    expect(kindsOf('bleeding and cramping')).toEqual([]);
    expect(kindsOf('bleeding and cramping', { lifeStage: 'pregnant_t1' })).toEqual(['pregnancy_bleeding']);
    // One swollen painful leg reads as a clot to the learned reader even without a risk factor, as the
    // calf below does to the rules (NICE NG158); the rules alone name it only with the context.
    expect(ruleFlagsFor('my leg is swollen and painful')).toEqual([]);
    expect(kindsOf('my leg is swollen and painful').filter((k) => k !== 'vte')).toEqual([]);
    expect(
      kindsOf('my leg is swollen and painful', { medicines: ['drospirenone-ethinylestradiol'] }),
    ).toEqual(['vte']);
    // The rules keep bilateral evening swelling quiet; the learned reader still calls it urgent (a known
    // false alarm, docs/assistant-triage.md).
    expect(
      ruleFlagsFor('both legs are swollen and sore by evening', {
        medicines: ['drospirenone-ethinylestradiol'],
      }),
    ).toEqual([]);
    // One swollen, painful calf is suspected DVT without any risk factor (NICE NG158: same-day assessment).
    expect(kindsOf('my left calf is swollen and sore')).toEqual(['vte']);
    const p = profileFromMessages(['I take zoloft', 'and yaz']);
    expect(kindsOf('now i have a fever and im agitated', p)).toContain('serotonin_syndrome');
  });

  it('hyperbole, past events and training frames are quiet; emotional pain is not hyperbole', () => {
    expect(redFlagsFor('这个奶茶甜到我想死')).toEqual([]);
    expect(redFlagsFor('im so hungry i could pass out lol')).toEqual([]);
    expect(redFlagsFor('i had a stroke in 2019, which supplements help recovery?')).toEqual([]);
    expect(redFlagsFor('我妈几年前癫痫发作过 现在吃左乙拉西坦 饮食要注意什么')).toEqual([]);
    expect(redFlagsFor('急救培训 过敏性休克要怎么处理')).toEqual([]);
    expect(kindsOf('我觉得我死了大家都会轻松一点')).toEqual(['suicidal']);
    expect(kindsOf('痛苦得想死')).toEqual(['suicidal']);
    expect(kindsOf('lol i want to kill myself')).toEqual(['suicidal']);
  });

  // Its cost per message is a bench row (bench/triage.ts), not a test: tests assert behaviour.
  it('reads a long rambling message whole and raises nothing for a plain supplement question', () => {
    const long = '我最近在吃维生素D和钙片，想问问怎么搭配饮食比较好，'.repeat(40);
    expect(redFlagsFor(long)).toEqual([]);
  });
});

describe('concepts and precedence (issue 15 §1, blind round 2)', () => {
  it('an accidental cut is never a self-harm route; self-harm named as such still is', () => {
    const accidents = [
      'cut myself shaving',
      'cut myself chopping onions',
      'cut myself on a tin by accident',
      '刮胡子不小心割到自己',
      '切菜的时候划到手',
    ];
    const tails = [
      '',
      ' and it keeps bleeding',
      ', im on xarelto and it wont stop bleeding',
      '，吃华法林，血一直流',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...accidents), fc.constantFrom(...tails), (a, t) => {
        expect(kindsOf(`${a}${t}`)).not.toContain('suicidal');
      }),
    );
    expect(kindsOf('on xarelto, cut myself shaving and it just keeps bleeding through the towels')).toEqual([
      'anticoagulant_bleeding',
    ]);
    expect(kindsOf('i cut myself again last night on purpose')).toContain('suicidal');
    expect(kindsOf('thinking of cutting myself with a razor again')).toContain('suicidal');
    expect(kindsOf('又忍不住划自己了')).toContain('suicidal');
    // blind round 20's one miss: the cut told body part first, done again, and "still want to go on"
    expect(kindsOf('手腕又划了好几道 这次比以前深 血止住了 但我还是想继续 维生素K能帮伤口愈合吗')).toContain(
      'suicidal',
    );
    expect(kindsOf('胳膊上又割了几道，比上次深，吃点维生素C伤口好得快吗')).toContain('suicidal');
    expect(kindsOf('昨晚又划了好几下 手臂上全是口子 锌片能帮忙吗')).toContain('suicidal');
    expect(kindsOf('切菜不小心手指划了一道，吃维生素C有用吗')).not.toContain('suicidal');
    expect(kindsOf('猫又把我胳膊抓破了几道，要打针吗')).not.toContain('suicidal');
  });

  it('a diabetic on insulin who is drowsy, sweaty or cannot swallow is a hypo, not anaphylaxis', () => {
    expect(kindsOf('dad on insulin, found him drowsy and sweaty, he cant swallow properly')).toEqual([
      'severe_hypoglycaemia',
    ]);
    expect(kindsOf('打胰岛素的爸爸满头冷汗，昏昏欲睡，喂糖水都咽不下')).toEqual(['severe_hypoglycaemia']);
    // an allergen with trouble swallowing is still anaphylaxis
    expect(kindsOf('ate peanuts and now i cant swallow')).toContain('anaphylaxis');
  });

  it('an asthma attack the reliever does not help is breathing, not stroke; a reliever that works is quiet', () => {
    expect(kindsOf('哮喘发作，喷了好几次药还是不行，憋得说不了话')).toEqual(['breathing']);
    expect(kindsOf('asthma attack, ventolin isnt doing anything, can barely get words out')).toEqual([
      'breathing',
    ]);
    expect(redFlagsFor('my inhaler helps straight away when i get wheezy in the cold')).toEqual([]);
    expect(kindsOf('突然说不出话，右手动不了')).toEqual(['stroke']);
  });

  it('Cantonese and Taiwanese colloquial forms read as Mandarin', () => {
    expect(kindsOf('老豆突然讲唔到嘢，右手郁唔到')).toContain('stroke');
    expect(kindsOf('透唔到氣，講嘢都講唔晒一句')).toContain('breathing');
    expect(kindsOf('今朝起身突然暈低咗')).toContain('fainting');
    expect(kindsOf('阿仔突然抽筋，成身震，叫佢都唔应')).toContain('seizure');
    expect(kindsOf('有咗三个月，突然出好多血')).toContain('pregnancy_bleeding');
    expect(kindsOf('有在吃華法令，流鼻血止不住')).toContain('anticoagulant_bleeding');
    // Mandarin words that share a character keep their meaning
    expect(redFlagsFor('最近有点抑郁，吃什么食物好')).toEqual([]);
    expect(redFlagsFor('下面这个讲座讲得好')).toEqual([]);
  });

  it('a kind that explains the loss of consciousness leads the card; blue lips are breathing, not swelling', () => {
    expect(kindsOf('孩子突然抽搐，口吐白沫，叫不醒')).toEqual(['seizure']);
    expect(kindsOf('got knocked out playing rugby, now have a terrible headache and keep puking')).toEqual([
      'head_injury',
    ]);
    expect(kindsOf('孩子嘴唇发紫，呼吸很急，肋骨都凹进去了')).toEqual(['breathing']);
    expect(kindsOf('吃了虾以后嘴唇肿了，喉咙发紧')).toContain('anaphylaxis');
  });

  it('a method word inside another word is not a method: 往上吊 (eyes rolling up), 跳楼价 (a sale price)', () => {
    expect(kindsOf('宝宝发高烧，突然眼睛往上吊，全身绷直')).toEqual(['seizure']);
    expect(redFlagsFor('超市跳楼价甩卖的牛奶还能喝吗')).toEqual([]);
    expect(kindsOf('我想上吊')).toContain('suicidal');
  });

  it('the dialect table is written in simplified characters (it runs after traditional → simplified)', () => {
    const trad = new Set(TRAD_TO_SIMP.keys());
    for (const [from, to] of DIALECT_TO_MANDARIN) {
      expect(
        [...from.source].filter((c) => trad.has(c)),
        from.source,
      ).toEqual([]);
      expect(
        [...to].filter((c) => trad.has(c)),
        to,
      ).toEqual([]);
    }
  });

  it('fever in a baby under 3 months is urgent at 38 °C, not below it or in an older baby', () => {
    expect(kindsOf('baby is 6 weeks old and has a fever of 38.5')).toEqual(['severe_pain_or_fever']);
    expect(kindsOf('刚满月的宝宝发烧38度5')).toEqual(['severe_pain_or_fever']);
    expect(redFlagsFor('my 2 month old has a temp of 37.6')).toEqual([]);
    expect(redFlagsFor('宝宝五个月，打完疫苗体温37.8')).toEqual([]);
    expect(redFlagsFor('my 2 year old has a fever of 38.5 but is eating and playing happily')).toEqual([]);
  });

  it('meningitis signs with a fever are urgent; a stiff neck from a bad pillow is not', () => {
    expect(
      kindsOf('high fever, stiff neck and a purple rash that doesnt fade when i press a glass on it'),
    ).toContain('severe_pain_or_fever');
    expect(kindsOf('發高燒、脖子很硬、怕光、一直吐')).toContain('severe_pain_or_fever');
    expect(redFlagsFor('落枕了脖子好硬，还有点感冒')).toEqual([]);
    expect(redFlagsFor('my neck is stiff from sleeping on a bad pillow and i have a bit of a cold')).toEqual(
      [],
    );
  });

  it('suicidal statements told by means, timing, farewell or burden; look-alikes stay quiet', () => {
    expect(kindsOf("ive been saving up my sleeping pills, i think tonight's the night")).toContain(
      'suicidal',
    );
    expect(kindsOf('已经把安眠药攒了一瓶，今晚就吃了算了')).toContain('suicidal');
    expect(kindsOf('我覺得自己是家人的負擔，消失了大家會比較好')).toContain('suicidal');
    expect(
      kindsOf(
        'no point eating healthy when i wont be around much longer, ive already written the letters to my kids',
      ),
    ).toContain('suicidal');
    expect(redFlagsFor('writing letters to my kids for their birthdays, any cake ideas?')).toEqual([]);
    expect(redFlagsFor('writing goodbye cards for my coworkers, im leaving the company on friday')).toEqual(
      [],
    );
    expect(redFlagsFor('在存钱，今晚就把机票订了')).toEqual([]);
  });

  it('a past event, a chronic condition named and a food colour are not emergencies', () => {
    expect(redFlagsFor('i fainted once when i was 15 during a blood test, can i donate blood now?')).toEqual(
      [],
    );
    expect(redFlagsFor('my cousin has epilepsy, is the keto diet really used for seizures?')).toEqual([]);
    expect(redFlagsFor('吃了甜菜根，大便有点发红')).toEqual([]);
    expect(kindsOf('my cousin has epilepsy and is having a seizure right now')).toContain('seizure');
    expect(kindsOf('吃了甜菜根，大便有好多血，头晕')).toContain('bleeding');
  });
});

describe('frames that quiet a clause', () => {
  it('a birth long ago is past: a c-section five years ago does not make heavy periods a pregnancy bleed', () => {
    expect(
      redFlagsFor('i had a c-section 5 years ago and now my periods are really heavy with clots'),
    ).toEqual([]);
    expect(redFlagsFor('我十年前剖腹产，现在月经量很大有血块')).toEqual([]);
    expect(kindsOf('产后一周突然大出血，湿透了两片卫生巾')).toContain('pregnancy_bleeding');
    expect(kindsOf('剖腹产后第五天，一条腿比另一条肿很多，很痛')).toContain('vte');
  });

  it('a story or a saying is quiet; a symptom while watching or reading is not', () => {
    expect(redFlagsFor('小说里的主角割腕了，写得好惨')).toEqual([]);
    expect(redFlagsFor('我爸是心内科医生，常说胸痛要注意')).toEqual([]);
    expect(kindsOf('看电影的时候突然胸口痛，出冷汗')).toContain('chest_pain');
    expect(kindsOf('was reading a book when i suddenly got crushing chest pain')).toContain('chest_pain');
  });

  it('a figure of speech by a degree complement is quiet; breathlessness from asthma is not', () => {
    expect(redFlagsFor('感动得说不出话来')).toEqual([]);
    expect(redFlagsFor('工作压力大得透不过气')).toEqual([]);
    expect(kindsOf('哮喘发作，喘得说不出话')).toContain('breathing');
  });
});
