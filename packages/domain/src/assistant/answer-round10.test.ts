import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';
import { statedInr } from './intents/medicines';

// Blind answer round 10 (docs/answer-rounds/round-10.md, now development data): the seven unsafe answers.
// Each case in the judged question's words, then new phrasings per language (everyday words, a typo,
// mixed language), with the round's persona and, where the row is for anyone, as a guest.

describe('zh-081: a folk "sugar-lowering" tea with insulin when a low is already recorded', () => {
  const PERSONA = 'diabetes on insulin, glucose 2.6';
  it.each([
    ['zh-CN', '邻居说苦瓜茶桑叶茶能降糖 喝上它我是不是就能少打点胰岛素了'],
    ['zh-CN', '听说喝桑叶茶能降血糖，那胰岛素是不是可以少打几个单位'],
    ['zh-CN', '苦瓜泡水降糖管用不？能不能替胰岛素'],
    ['zh-CN', '邻居说bitter melon茶能降糖，我insulin能减点吗'],
    ['en-US', 'my neighbour says bitter melon tea lowers blood sugar - can I take less insulin then?'],
    ['en-US', 'does mulberry leaf tea lower glucose enough to cut my insulin a bit'],
    ['en-US', 'if i drink karela juice every day can i skip some insuln'],
  ] as const)('%s: %s — the low is said, the dose is the prescriber’s, never "as usual"', (locale, text) => {
    const r = askAs({ locale, persona: PERSONA, text });
    expect(r.rules).toContain('faq:folk-foods-already-low');
    expect(r.text).toMatch(/低血糖|hypoglycaemia/);
    expect(r.text).toMatch(/3\.9/);
    expect(r.text).toMatch(/医生|doctor/);
    expect(r.text).not.toMatch(/照常用|as prescribed|as usual/);
  });

  it('a guest on insulin with no recorded low still gets the folk-foods row', () => {
    const r = askAs({ locale: 'zh-CN', medicines: ['insulin-glargine'], text: '苦瓜茶能降糖吗' });
    expect(r.rules).toContain('faq:diabetes-folk-foods-lower-sugar');
  });
});

describe('zh-054: which drinks a prescribed thickener goes in', () => {
  it.each([
    [
      'zh-CN',
      '80-year-old woman, low BMI',
      '医院让买了增稠剂（顺凝宝） 是不是所有喝的都要加 牛奶 汤 豆浆也加吗 各加多少',
    ],
    ['zh-CN', '80-year-old woman, low BMI', '增稠粉是只加在水里还是牛奶豆浆都要加'],
    ['zh-CN', '80-year-old woman, low BMI', '医生让用thickener，喝的东西都要加吗，加几勺'],
    ['zh-CN', undefined, '我妈吞咽不好，医院开了增稠剂，豆浆和汤也要加吗'],
    [
      'en-US',
      '80-year-old woman, low BMI',
      'does the thickener go in everything she drinks, milk and soup too? how much?',
    ],
    [
      'en-US',
      '80-year-old woman, low BMI',
      'the hospital gave us thickner powder - just for water or her tea and juice as well?',
    ],
    ['en-US', '80-year-old woman, low BMI', 'mum has 增稠剂 from hospital, do i add it to soy milk too'],
    ['en-US', undefined, "my dad's on thickened fluids, does his coffee and milk need thickener too?"],
  ] as const)('%s (%s): %s — every thin drink, at the therapist’s level', (locale, persona, text) => {
    const r = askAs({ locale, persona, text });
    expect(r.rules).toContain('faq:thickener-which-drinks');
    expect(r.text).toMatch(/所有稀的液体|every thin drink/);
    expect(r.text).toMatch(/IDDSI/);
    expect(r.text).toMatch(/配比表|mixing chart/);
    expect(r.text).not.toMatch(/雌激素|oestrogen/);
  });
});

describe('en-024: a vegan planning a pregnancy', () => {
  it.each([
    [
      'en-US',
      'vegan',
      "We're thinking of trying for a baby next year. Anything I should start now as a vegan? My sister keeps saying I'll HAVE to eat fish when pregnant",
    ],
    [
      'en-US',
      'vegan',
      'im vegan and want to get pregant soon, what supplements do i need? do i have to eat fish?',
    ],
    ['en-US', 'vegan', 'vegan, planning a baby, is algae oil enough or must I eat salmon'],
    ['en-US', undefined, "I'm vegan and we're trying to conceive, what should I take?"],
    ['zh-CN', 'vegan', '吃纯素，明年想要宝宝，现在要开始补什么？我姐说怀孕必须吃鱼'],
    ['zh-CN', 'vegan', '素食者备孕要吃啥补充剂，不吃鱼行不行'],
    ['zh-CN', 'vegan', '我是vegan，准备怀孕，需要吃fish oil吗'],
    ['zh-CN', undefined, '全素备孕，叶酸和B12要吃吗'],
  ] as const)('%s (%s): %s — folic acid 400 µg first, DHA from algae, no fish', (locale, persona, text) => {
    const r = askAs({ locale, persona, text });
    expect(r.rules).toContain('faq:vegan-planning-pregnancy');
    expect(r.text).toMatch(/400 ?(µg|微克)/);
    expect(r.text).toMatch(/藻油|algae/);
    expect(r.text).toMatch(/B12/);
    expect(r.text).not.toMatch(/2–3 servings|低汞鱼|low-mercury fish/);
  });
});

describe('en-032: an obstetrician’s 5 mg of folic acid is a prescribed dose', () => {
  it.each([
    [
      'en-US',
      'pregnant t1',
      'My OB here in Manila gave me folic acid 5mg po but the app says 400mcg. Which one should I follow? Is 5mg too much for baby?',
    ],
    ['en-US', 'pregnant t1', 'my doctor prescribed 5 mg folic acid, isnt that way over the 1000 mcg limit?'],
    ['en-US', 'pregnant t1', 'obgyn put me on folic 5mg daily, is that safe for the baby??'],
    [
      'en-US',
      undefined,
      "i'm pregnant and my doctor gave me 5mg folic acid but online it says 400 mcg, which is right?",
    ],
    ['zh-CN', 'pregnant t1', '产科医生给我开了叶酸5mg，可是app上说400微克，听哪个？5毫克对宝宝会不会太多'],
    ['zh-CN', 'pregnant t1', '医院开的叶酸片是5毫克一片，超过上限了吧，会不会伤宝宝'],
    ['zh-CN', 'pregnant t1', '医生给开了folic acid 5mg，是不是too much'],
    ['zh-CN', undefined, '怀孕了，医生开了5毫克的叶酸，网上说0.4毫克就够，要不要自己减'],
  ] as const)(
    '%s (%s): %s — follow the prescriber, the UL is not held against it',
    (locale, persona, text) => {
      const r = askAs({ locale, persona, text });
      expect(r.rules).toContain('faq:folic-acid-prescribed-high-dose');
      expect(r.text).toMatch(/处方剂量|prescribed dose/);
      expect(r.text).toMatch(/对宝宝也没有害处|not harmful to your baby/);
      expect(r.text).not.toMatch(/do not go above it|不要超过|within the limit|在上限以内/);
    },
  );
});

describe('en-051: protein for an older woman who chokes', () => {
  it.each([
    [
      'en-US',
      "She coughs and sometimes chokes on rice and bread. what soft foods still have enough protein? she refuses mushy hospital style food, she's very particular",
    ],
    ['en-US', 'she chockes on bread, high protien soft foods pls'],
    ['en-US', 'she chokes on rice sometimes, which soft foods give her protein without being baby mush?'],
    ['zh-CN', '她吃米饭面包老呛，有什么软的又有蛋白质的？她不肯吃医院那种糊糊'],
    ['zh-CN', '我妈吃饭容易噎着，吃什么补蛋白质'],
    ['zh-CN', '老妈吞咽不好，soft food 里哪些protein高'],
  ] as const)('%s: %s — a swallow assessment, IDDSI textures, no roast meat', (locale, text) => {
    const r = askAs({ locale, persona: '80-year-old woman, low BMI', text });
    expect(r.rules).toContain('faq:swallow-soft-protein');
    expect(r.text).toMatch(/吞咽评估|swallow assessment/);
    expect(r.text).toMatch(/IDDSI/);
    expect(r.text).not.toMatch(/roasted|Chicken breast/);
  });

  it('as a guest who says the age', () => {
    const r = askAs({
      locale: 'en-US',
      text: 'my 85 year old dad chokes on dry food, what soft foods have protein?',
    });
    expect(r.rules).toContain('faq:swallow-soft-protein');
  });
});

describe('en-069: an INR is read whole, decimals included, and a target range is not a new value', () => {
  it.each([
    ['INR was 3.6 last Tuesday, target is 2 to 3.', 3.6],
    ['my inr came back 3.6, my range is 2-3, was it the kale?', 3.6],
    ['INR 1.8 last week (target range 2.0 to 3.0) — too many greens?', 1.8],
    ['my INR is 3.6 (should be 2-3)', 3.6],
    ['inr 2.45, goal 2 to 3', 2.45],
    ['上周二inr 3.6，目标是2到3', 3.6],
    ['inr查出来3.6了 医生说要在2-3之间', 3.6],
    ['我的inr是2.6，范围2.0至3.0，正常吗', 2.6],
    // A change is still read at its latest value.
    ['inr went from 2.4 to 3.6, target 2-3', 3.6],
  ] as const)('%s → %s', (text, value) => {
    expect(statedInr(text.toLowerCase())).toBe(value);
  });

  it.each([
    [
      'en-US',
      "INR was 3.6 last Tuesday, target is 2 to 3. The week before I'd stopped my usual kale smoothies because I was away. Could food be the reason? And when do I get retested?",
    ],
    ['en-US', 'my inr came back 3.6, my range is 2-3, was it the kale?'],
    ['zh-CN', '上周二INR 3.6，目标是2到3，之前一周出门没喝平时的羽衣甘蓝汁，是吃的原因吗？什么时候复查'],
    ['zh-CN', 'inr查出来3.6了 医生说要在2-3之间 是不是因为最近青菜吃少了'],
  ] as const)('%s: %s — above range, the greens change and the retest', (locale, text) => {
    const r = askAs({ locale, persona: 'warfarin with fish oil and vitamin E', text });
    expect(r.text).toMatch(/3\.6/);
    expect(r.text).toMatch(/高于|above the usual target range/);
    expect(r.text).not.toMatch(/以内|within the usual target range/);
    expect(r.text).toMatch(/绿叶菜吃得比平时少|fewer vitamin K–rich greens/);
    expect(r.text).toMatch(/复查由抗凝门诊定|clinic sets the retest/);
  });
});

describe('en-086: appetite and weight lost with heart failure and a high potassium', () => {
  it.each([
    [
      'en-US',
      'Lost my appetite and about 5 kg over the last few months, I used to eat 3 meals now barely 2. What should I eat to get my strength back without too much salt or fluid?',
    ],
    ['en-US', "no appetite lately and I've lost weight, what can I eat with my heart failure?"],
    ['en-US', 'lost 4 kilos, apetite is gone, how do i build myself up'],
    ['zh-CN', '这几个月没胃口，瘦了5公斤，吃什么能长力气，又不能太咸不能喝太多水'],
    ['zh-CN', '心衰吃不下饭，体重掉了，吃点啥好'],
    ['zh-CN', '最近appetite很差，掉了10斤，心衰能吃什么补'],
  ] as const)('%s: %s — within salt, fluid and potassium limits; the HF team', (locale, text) => {
    const r = askAs({ locale, persona: 'heart failure, potassium 5.4', text });
    expect(r.rules).toContain('faq:hf-poor-appetite-weight-loss');
    expect(r.text).toMatch(/心衰门诊|heart failure team/);
    expect(r.text).toMatch(/3天内长了2公斤|2 kg in 3 days/);
    expect(r.text).toMatch(/液体量|fluid limit/);
    expect(r.text).not.toMatch(/a banana, cake|香蕉、蛋糕/);
  });
});

// The patterns the judges named, as classes: a "can't" where a standard answer exists, and a "can't"
// naming the wrong subject.
describe('a standard answer where round 10 gave a plain "can\'t"', () => {
  it.each([
    ['zh-CN', '阿仑膦酸钠每周一片，我周一早上空腹吃。能用矿泉水送吗？还是必须白开水？'],
    ['zh-CN', '福善美能用苏打水送服吗'],
    ['zh-CN', '阿仑膦酸钠用纯净水还是矿泉水吃'],
    ['en-US', 'can I take my fosamax with sparkling water or does it have to be tap water?'],
    ['en-US', 'is bottled mineral water ok to wash down alendronate'],
    ['en-US', 'alendronate w/ mineral water ok?'],
  ] as const)('alendronate, %s: %s — plain water only (zh-147)', (locale, text) => {
    const r = askAs({ locale, medicines: ['alendronate'], text });
    expect(r.rules).toContain('faq:bisphosphonate-how-to-take');
    expect(r.text).toMatch(/白开水|plain water/);
    expect(r.text).toMatch(/矿泉水|mineral water/);
  });

  it('福善美 is alendronate, never the glycyrrhizin brand 美能 inside it', () => {
    const r = askAs({ locale: 'zh-CN', medicines: ['alendronate'], text: '福善美能用苏打水送服吗' });
    expect(r.text).not.toMatch(/复方甘草酸苷/);
  });

  it.each([
    [
      'zh-CN',
      '老干妈呢 我每顿离不开',
      '我在吃苯乙肼，医生给了张忌口单，写了奶酪和腌制品。那腐乳、臭豆腐、豆瓣酱算不算？',
    ],
    ['zh-CN', '螺蛳粉能吃吗 里面有酸笋 我真的超爱嗦粉', undefined],
    ['zh-CN', '吃苯乙肼 豆豉蒸排骨能吃吗', undefined],
    ['zh-CN', 'laoganma能吃不', undefined],
    ['en-US', 'is lao gan ma chili crisp ok on nardil?', undefined],
    ['en-US', 'can I eat luosifen on phenelzine', undefined],
    ['en-US', 'black bean sauce in a stir fry, ok on my MAOI?', undefined],
  ] as const)(
    'phenelzine, %s: %s — fermented soy and vegetables are high in tyramine (zh-120, zh-121)',
    (locale, text, previous) => {
      const r = askAs({ locale, persona: 'phenelzine', text, ...(previous ? { previous } : {}) });
      expect(r.rules).toContain('faq:maoi-chinese-fermented');
      expect(r.text).toMatch(/酪胺|tyramine/);
      expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/);
    },
  );

  it.each([
    ['zh-CN', '下次抽血前那顿药要不要先不吃', '这次查血锂浓度0.9 mmol/L 算高吗 正常范围多少'],
    ['zh-CN', '明天早上查血锂，早上的药先不吃吗', undefined],
    ['zh-CN', '验血锂那天lithium几点吃', undefined],
    ['en-US', 'should I skip my lithium the morning of my blood test?', undefined],
    ['en-US', 'what time do i take lithium before my level is checked', undefined],
    ['en-US', 'do i hold my mornign dose b4 the lithium level?', undefined],
  ] as const)('lithium, %s: %s — drawn 12 hours after the last dose (zh-116)', (locale, text, previous) => {
    const r = askAs({
      locale,
      persona: 'lithium with hydrochlorothiazide',
      text,
      ...(previous ? { previous } : {}),
    });
    expect(r.rules).toContain('faq:lithium-level-timing');
    expect(r.text).toMatch(/12 ?(小时|hours)/);
  });

  it.each([
    ['zh-CN', '同学在吃奥利司他 说吃了就掉秤 我能吃吗 要多少钱'],
    ['zh-CN', '我16岁，orlistat能不能吃'],
    ['zh-CN', '奥利司他我能买来吃吗，同学都在吃'],
    ['en-US', 'my friend takes alli and lost loads, can i try it? im 15'],
    ['en-US', 'is orlistat safe for a 16 year old'],
    ['en-US', 'can i buy orlistat? evryone at school uses it'],
  ] as const)('a guest of 16, %s: %s — orlistat is for overweight adults (zh-160)', (locale, text) => {
    const r = askAs({ locale, text });
    expect(r.rules).toContain('faq:orlistat-who-for');
    expect(r.text).toMatch(/18/);
  });
});

describe('a "can\'t" names the subject asked, not a neighbour', () => {
  it.each([
    "can my gran have a small sherry before tea to help her appetite? she's done it for years and the carer thinks she shouldn't",
    'is a glass of wine after tea ok for mum, for her appetite?',
  ])('"tea" the evening meal is not the drink (en-055): %s', (text) => {
    const r = askAs({ locale: 'en-US', persona: '80-year-old woman, low BMI', text });
    expect(r.rules).toContain('faq:older-alcohol-appetite');
  });

  it.each([
    [
      'en-US',
      'methotrexate with folic acid 5 mg',
      'when do they usually retest',
      "My ALT came back 68 (range says under 35). Is that the methotrexate or something I'm eating? Should I stop the turmeric capsules?",
    ],
    [
      'en-US',
      undefined,
      'how long till it comes down and when do i retest',
      'Uric acid 9.2 mg/dl. is that high? doc started me on allopurinol 100mg, do i still need to watch my diet',
    ],
  ] as const)(
    '"when do I retest" is never read as "when do I take it" (en-099, en-142): %s',
    (locale, persona, text, previous) => {
      const r = askAs({
        locale,
        text,
        previous,
        ...(persona ? { persona } : { medicines: ['allopurinol'] }),
      });
      expect(r.text).not.toMatch(/when to take it|什么时候吃/);
    },
  );
});
