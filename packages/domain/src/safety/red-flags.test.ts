import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  profileFromMessages,
  RED_FLAG_KINDS,
  RED_FLAG_RULES,
  RED_FLAG_TEXT,
  redFlagsFor,
} from './index';
import { TRAD_TO_SIMP } from './trad-simp';
import { RED_FLAG_PHRASES } from './red-flag-phrases';

// The figures are printed for the closing note; domain code has no DOM or Node typings.
declare const console: { log: (...args: unknown[]) => void };
declare const performance: { now: () => number };

const kindsOf = (text: string, profile?: Parameters<typeof redFlagsFor>[1]) =>
  redFlagsFor(text, profile).map((h) => h.kind);

describe('the red-flag phrase table', () => {
  const flags = RED_FLAG_PHRASES.filter((p) => p.expect !== null);
  const benign = RED_FLAG_PHRASES.filter((p) => p.expect === null);

  it('is large enough and covers every kind in both languages', () => {
    expect(flags.length).toBeGreaterThanOrEqual(150);
    expect(benign.length).toBeGreaterThanOrEqual(50);
    for (const kind of RED_FLAG_KINDS) {
      for (const locale of ['zh-CN', 'en-US'] as const) {
        expect(
          flags.filter((p) => p.expect === kind && p.locale === locale).length,
          `${kind} ${locale}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('reaches recall ≥ 98 % with false alarms ≤ 2 %', () => {
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
    expect(falseAlarms).toBeLessThanOrEqual(0.02);
  });
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
        expect(kindsOf(`${p.text}${tail}`, p.profile)).toContain(p.expect);
      }),
      { numRuns: 400 },
    );
  });

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
    for (const kind of RED_FLAG_KINDS) {
      expect(RED_FLAG_RULES[kind].rules.length, kind).toBeGreaterThan(0);
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
    expect(kindsOf('my leg is swollen and painful')).toEqual([]);
    expect(
      kindsOf('my leg is swollen and painful', { medicines: ['drospirenone-ethinylestradiol'] }),
    ).toEqual(['vte']);
    expect(
      kindsOf('both legs are swollen and sore by evening', { medicines: ['drospirenone-ethinylestradiol'] }),
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

  it('is fast enough to run on every chat message', () => {
    const texts = RED_FLAG_PHRASES.map((p) => p.text);
    for (const t of texts) redFlagsFor(t); // warm up
    const rounds = 5;
    const t0 = performance.now();
    for (let r = 0; r < rounds; r++) for (const t of texts) redFlagsFor(t);
    const perMessageUs = ((performance.now() - t0) * 1000) / (rounds * texts.length);
    const long = '我最近在吃维生素D和钙片，想问问怎么搭配饮食比较好，'.repeat(40);
    const t1 = performance.now();
    for (let r = 0; r < 20; r++) redFlagsFor(long);
    const longUs = ((performance.now() - t1) * 1000) / 20;
    console.log(
      `red flags: ${perMessageUs.toFixed(0)} µs per table message, ${longUs.toFixed(0)} µs for a ${long.length}-character message`,
    );
    expect(perMessageUs).toBeLessThan(2000);
    expect(longUs).toBeLessThan(50000);
  });
});
