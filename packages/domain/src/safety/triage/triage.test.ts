/**
 * The joined red-flag reader on the kinds the learned reader added (issue 30 §1): per kind and
 * language, messages written for this test (not taken from the training data or a blind round) must be
 * urgent, and look-alikes must not. Which kind is named may be general; a wrong condition may not.
 */
import { describe, expect, it } from 'vitest';
import { readableLabValue } from '../critical-values';
import { redFlagsFor } from '../joined';
import { emergencyCalls } from '../texts';
import type { RedFlagKind } from '../kinds';
import { TRAIN_SETTINGS, trainTriage, type TriageExample } from './train';
import { loadTriageModel, triageScore, type TriageWeights } from './model';
import weights from './weights.json';

const CASES: [RedFlagKind, 'zh-CN' | 'en-US', string][] = [
  ['hyperglycaemic_crisis', 'zh-CN', '我老公糖尿病，这两天一直喝水一直尿，今天吐了好几次，嘴里有股烂苹果味'],
  [
    'hyperglycaemic_crisis',
    'en-US',
    'type 1 here, meter just says HI and i keep throwing up, breath smells weird like nail polish',
  ],
  ['maoi_crisis', 'zh-CN', '我在吃苯乙肼，刚吃了块陈年芝士，现在头像要炸开一样，心跳得特别快'],
  [
    'maoi_crisis',
    'en-US',
    'on phenelzine, had aged cheddar at dinner and now the worst pounding headache, neck stiff',
  ],
  ['lithium_toxicity', 'zh-CN', '吃碳酸锂的，这两天拉肚子吐，手抖得厉害，走路都晃'],
  [
    'lithium_toxicity',
    'en-US',
    'my son is on lithium, he has had diarrhea for 2 days and now he is shaky, slurring and walking like hes drunk',
  ],
  ['severe_skin_reaction', 'zh-CN', '吃别嘌醇三周了，全身起红疹还起水泡，嘴里也烂了，发烧'],
  [
    'severe_skin_reaction',
    'en-US',
    'started lamotrigine 2 weeks ago, now a rash all over with blisters and sores in my mouth and eyes',
  ],
  ['immunosuppressed_fever', 'zh-CN', '在打甲氨蝶呤，今天烧到38.9，嗓子疼嘴里好多溃疡'],
  [
    'immunosuppressed_fever',
    'en-US',
    'on methotrexate for RA and I have a fever of 101 with chills, can I take zinc?',
  ],
  ['transplant_problem', 'zh-CN', '肾移植两年，这几天尿越来越少，移植肾那里疼，还发烧'],
  [
    'transplant_problem',
    'en-US',
    'kidney transplant last year, peeing way less, gained 3 kg in 3 days and the graft area hurts',
  ],
  ['bowel_obstruction', 'zh-CN', '做完胃旁路手术后肚子胀得像鼓，一直吐，两天没大便也不放屁'],
  [
    'bowel_obstruction',
    'en-US',
    'belly super swollen and crampy, vomiting green stuff, havent pooped or passed gas since yesterday',
  ],
  ['wernicke', 'zh-CN', '减重手术后吐了两周，现在看东西重影，走路不稳，人也糊涂了'],
  [
    'wernicke',
    'en-US',
    'after weeks of vomiting since my sleeve surgery im seeing double and cant walk straight, confused',
  ],
  ['fall_on_anticoagulant', 'zh-CN', '我妈吃华法林，刚才摔了一跤，髋部疼得站不起来'],
  [
    'fall_on_anticoagulant',
    'en-US',
    'grandpa on eliquis fell in the bathroom, his hip hurts and he cant put weight on his leg',
  ],
  ['reduced_fetal_movements', 'zh-CN', '怀孕32周，今天一整天都没怎么感觉到胎动'],
  ['reduced_fetal_movements', 'en-US', '34 weeks and baby has barely moved all day, way less than usual'],
  ['ectopic_pregnancy', 'zh-CN', '验孕棒两条杠，今天左下腹剧痛，肩膀也疼，头晕'],
  [
    'ectopic_pregnancy',
    'en-US',
    'positive test 6 weeks, sharp pain low on the right side and my shoulder tip hurts, feel faint',
  ],
  ['eating_disorder', 'zh-CN', '我16岁，这周每天只吃一个苹果，吃多了就去抠喉咙吐掉'],
  [
    'eating_disorder',
    'en-US',
    'i make myself throw up after every meal and take laxatives, which vitamins should i take',
  ],
  ['aspiration', 'zh-CN', '我爸85了，昨天喝水呛了之后今天发烧，呼吸很快，嗓子里呼噜呼噜的'],
  ['aspiration', 'en-US', 'my 88 yo mom choked on soup yesterday, now fever and fast gurgly breathing'],
  ['child_ingestion', 'zh-CN', '两岁的孩子刚吃了好几片我的铁剂，现在看着还好'],
  ['child_ingestion', 'en-US', 'my toddler just swallowed a button battery but seems totally fine'],
  ['child_dehydration', 'zh-CN', '宝宝拉肚子一天了，8个小时没尿，哭也没眼泪，蔫蔫的'],
  [
    'child_dehydration',
    'en-US',
    'baby has had diarrhea all day, no wet diaper since morning, very floppy and sleepy',
  ],
  ['disulfiram_reaction', 'zh-CN', '吃着头孢喝了两瓶啤酒，现在脸通红心跳好快，想吐'],
  ['disulfiram_reaction', 'en-US', 'on metronidazole and had wine, now flushed, heart racing and vomiting'],
  ['missed_dialysis', 'zh-CN', '这周漏了两次透析，现在腿肿，喘不上气'],
  [
    'missed_dialysis',
    'en-US',
    'skipped dialysis twice this week, now short of breath and my legs are swollen',
  ],
  ['critical_lab', 'zh-CN', '今天化验血钾6.9，还能吃香蕉吗'],
  ['critical_lab', 'en-US', 'my hemoglobin came back 5.6 g/dL today'],
];

const LOOKALIKES: ['zh-CN' | 'en-US', string][] = [
  ['zh-CN', '吃碳酸锂需要低盐饮食吗'],
  ['en-US', 'on lithium, do I need to avoid salt?'],
  ['zh-CN', '吃苯乙肼哪些食物不能吃'],
  ['en-US', 'which cheeses are ok on an MAOI?'],
  ['zh-CN', '吃头孢期间能喝酒吗'],
  ['en-US', 'can I drink alcohol after finishing metronidazole?'],
  ['zh-CN', '他克莫司能吃柚子吗'],
  ['en-US', 'is grapefruit ok with tacrolimus'],
  ['zh-CN', '透析病人每天能喝多少水'],
  ['en-US', 'fish oil and vitamin D together, could I overdose?'],
  ['zh-CN', '鱼油加维生素D会不会overdose'],
  ['en-US', 'doing keto for a month, am I gonna hurt myself?'],
  ['en-US', 'my potassium was 5.2, what should I eat less of?'],
  ['zh-CN', '血钾4.8正常吗'],
];

describe('the joined reader on the kinds added in issue 30', () => {
  it.each(CASES)('%s (%s): %s', (kind, _locale, text) => {
    const kinds = redFlagsFor(text).map((h) => h.kind);
    expect(kinds.length, `not urgent: ${text}`).toBeGreaterThan(0);
    // the kind named is the right one or none in particular
    expect(kinds.includes(kind) || kinds[0] === 'urgent_general', `named ${kinds.join(',')}`).toBe(true);
  });

  it.each(LOOKALIKES)('(%s) not an emergency: %s', (_locale, text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });

  it('every kind of the learned reader is a red-flag kind with its card', () => {
    expect(weights.classes[0]).toBe('none');
    expect(weights.classes.length).toBeGreaterThan(30);
  });
});

describe('the learned reader is reproducible from the committed data (npm run train:triage)', () => {
  it('the same examples give the same weights', () => {
    const ex: TriageExample[] = [
      { text: '胸口痛出冷汗', locale: 'zh-CN', kind: 'chest_pain' },
      { text: 'my chest hurts and i am sweating', locale: 'en-US', kind: 'chest_pain' },
      { text: '维生素D每天吃多少', locale: 'zh-CN', kind: null },
      { text: 'how much vitamin d a day', locale: 'en-US', kind: null },
    ];
    const settings = { ...TRAIN_SETTINGS, epochs: 5, validationShare: 0 };
    const a = trainTriage(ex, settings);
    const b = trainTriage(ex, settings);
    expect(a.weights).toEqual(b.weights);
    const m = loadTriageModel({ version: 't', ...a.weights, threshold: 0.5 } as TriageWeights);
    expect(triageScore('胸口痛出冷汗', m).urgent).toBeGreaterThan(triageScore('维生素D每天吃多少', m).urgent);
  });
});

describe('the learned verdict checks (round 5 change, written for this test)', () => {
  it('a crisis read below the crisis card bar gets the card that asks plainly and offers the line', () => {
    const text =
      'can i take magnesium at night? honestly doesnt matter much, i wont be around after this weekend';
    const kinds = redFlagsFor(text).map((h) => h.kind);
    expect(kinds).toEqual(['possible_crisis']);
    expect(emergencyCalls(kinds, 'en-US').map((c) => c.number)).toEqual(['988', '911']);
    expect(emergencyCalls(kinds, 'zh-CN').map((c) => c.number)).toEqual(['12356', '120']);
  });

  it('a medicine named in a clause about the past is still the context', () => {
    const kinds = redFlagsFor(
      'My mum has been on spironolactone since her heart attack last year. Since yesterday her legs feel like lead and her heartbeat keeps skipping',
    ).map((h) => h.kind);
    expect(kinds).toContain('hyperkalaemia');
  });

  it('a baby not moving needs no pregnancy word to be urgent', () => {
    expect(
      redFlagsFor('the baby has barely moved since this morning, normally she kicks like crazy after lunch')
        .length,
    ).toBeGreaterThan(0);
  });

  it('a negated sign does not hide the others: the rest of the message is read', () => {
    expect(
      redFlagsFor('38周了，肚子不疼，但是下面一直在流鲜红的血，已经湿透两片卫生巾').length,
    ).toBeGreaterThan(0);
  });

  it.each([
    ['zh-CN', '今天查INR 2.6，还在范围里，菠菜能吃吗'],
    ['en-US', 'inr was 2.7 at the clinic this morning, can i have a glass of wine with dinner'],
  ])('(%s) an INR in range is read, and quiet: %s', (_locale, text) => {
    expect(readableLabValue(text)).toBe(true);
    expect(redFlagsFor(text)).toEqual([]);
  });
});
