/**
 * Blind answer round 63 and triage round 81, recorded before and after the fortieth session's first batch and judged
 * blind — development data from then on: their unsafe answers and false alarms, asked again in other words.
 *
 * - zh-075: no parathyroids, serum calcium 1.96, Caltrate three times a day not marked prescribed: "停用钙尔奇D".
 * - en-004, zh-030: "your plan's dose: 100 mg of magnesium" to a woman taking 250 mg with a low magnesium.
 * - en-049: "can I stop the baby's drops if I take more myself?" opened "Yes —".
 * - zh-023: methi and palak greens on acenocoumarol got the fenugreek-seed text.
 * - en-012: whey for a tube-fed man after an oesophagectomy whose doctor said nutrition was not enough: "keep to what
 *   you take now".
 * - zh-004: reflux lying down at night on a jejunostomy feed got an older person's protein list.
 * - zh-076: soup drunk scalding hot after an oesophagectomy got a white-cell text.
 * - en-006, en-036, zh-010, zh-017: a 24-hour urine calcium, "sugar test at 25 weeks", a stomach ache running after
 *   breakfast and a baby's own vitamin D drops were sent to 911 or 120.
 * - triage round 81, zh: pre-eclampsia feared at 110/70 with no sign got the pre-eclampsia card.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { redFlagsFor } from '../safety/joined';

const NO_PARATHYROIDS: Answers = {
  ...person('female', 51, 160, 56, 'light'),
  conditions: ['hypothyroid'],
  medicines: ['levothyroxine', 'calcitriol'],
  supplements: [
    { optionId: 'caltrate-d600', dose: 3, unit: 'tablet' },
    { optionId: 'magnesium-oxide', dose: 1, unit: 'tablet', perUnit: { amount: 250, unit: 'mg' } },
  ],
  labs: [
    { marker: 'serumCalcium', value: 1.96, unit: 'mmol/L' },
    { marker: 'serumMagnesium', value: 0.68, unit: 'mmol/L' },
  ],
};
const NURSING_LOW_D: Answers = {
  ...person('female', 32, 162, 70, 'light'),
  lifeStage: 'lactating',
  supplements: [
    { optionId: 'prenatal-multivitamin', dose: 1, unit: 'tablet' },
    { optionId: 'vitamin-d3-1000iu', dose: 1, unit: 'capsule' },
  ],
  labs: [{ marker: 'vitaminD25OH', value: 28, unit: 'nmol/L' }],
};
const ON_ACENOCOUMAROL: Answers = { ...person('female', 48, 155, 58, 'light'), medicines: ['acenocoumarol'] };
const TUBE_FED: Answers = {
  ...person('male', 66, 170, 52, 'sedentary'),
  conditions: ['cancer'],
  goals: ['weight_gain'],
  supplements: [{ optionId: 'whey-protein', dose: 20, unit: 'g' }],
};

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r63dev:${name}`, who, locale, texts);
const urgent = (text: string) => redFlagsFor(text).length > 0;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('calcium treating a low calcium on calcitriol is the prescriber’s dose, never “stop it”', () => {
    const [r] = chat('hypopara-calcium', NO_PARATHYROIDS, locale, [
      zh ? '我的钙是不是吃太多了？每天三片钙尔奇' : 'am I taking too much calcium? 3 Caltrate a day',
    ]);
    expect(r!.text).toMatch(zh ? /只有医生才会开的治疗剂量/ : /a dose only a prescriber gives/);
    expect(r!.text).not.toMatch(zh ? /停用「/ : /\bstop "/);
  });

  it('the plan’s magnesium is said as on top of the 250 mg she takes', () => {
    const [r] = chat('hypopara-magnesium', NO_PARATHYROIDS, locale, [
      zh ? '镁每天要吃多少' : 'how much magnesium should I take a day?',
    ]);
    expect(r!.text).toMatch(zh ? /每天已含镁 250 mg）之外，每天再补/ : /on top of the 250 mg of magnesium/);
  });

  it('her own higher dose never replaces the baby’s drops, and no “Yes” opens it', () => {
    const [r] = chat('nursing-drops', NURSING_LOW_D, locale, [
      zh
        ? '我自己多吃点维D，宝宝的滴剂能停掉吗'
        : 'If I take a higher dose myself can I stop the baby’s drops?',
    ]);
    expect(r!.text).toMatch(zh ? /继续给|代替宝宝的滴剂/ : /Don’t replace the baby’s drops/);
    expect(r!.text).not.toMatch(zh ? /\*\*需要：/ : /\*\*Yes —/);
    if (!zh) expect(r!.text).toMatch(/on top of the 40 µg of vitamin D/);
  });

  it('methi and palak greens on acenocoumarol are the greens and INR answer, not fenugreek seeds', () => {
    const [r] = chat('aceno-greens', ON_ACENOCOUMAROL, locale, [
      zh
        ? '我吃Acitrom，INR 3.6有点高，家里天天吃methi和palak的bhaji，绿叶菜要停掉吗'
        : 'on Acitrom, INR 3.6 a bit high, we eat methi and palak bhaji most days, should I stop the greens?',
    ]);
    expect(r!.text).not.toMatch(zh ? /葫芦巴籽（methi）每天一小勺/ : /fenugreek seeds/i);
    expect(r!.text).toMatch(/INR/);
  });

  it('protein with cancer and a weight-gain goal is “at least”, never “keep to what you take now”', () => {
    const [r] = chat('tube-fed-whey', TUBE_FED, locale, [
      zh
        ? '他白蛋白31，医生说营养还是不够。乳清蛋白每次10克一天两次，能不能加倍？'
        : 'His albumin is 31 and the doctor says he is still not getting enough. He has whey 10g twice a day, can we double it?',
    ]);
    if (!zh) expect(r!.text).toMatch(/protein target is at least/);
    expect(r!.text).not.toMatch(zh ? /保持现在的量即可/ : /keep to what you take now/);
  });

  it('reflux lying down on a tube feed: the head raised, the rate the team’s', () => {
    const r = chat('tube-reflux', null, locale, [
      zh ? '我爸空肠造瘘管每天晚上打营养液1000ml' : 'my dad has a jejunostomy feed of 1000 ml every night',
      zh
        ? '要不要改成白天打？他晚上躺下就反酸'
        : 'should we move it to the daytime? he gets reflux lying down',
    ]);
    expect(r[1]!.text).toMatch(zh ? /上半身要抬高30–45度/ : /raised 30–45°/);
  });

  it('soup drunk scalding hot: let it cool, and eat the meat', () => {
    const [r] = chat('hot-soup', { ...TUBE_FED, supplements: [] }, locale, [
      zh
        ? '亲戚说术后多喝鸡汤，还得趁烫喝，能喝不'
        : 'relatives say he should drink chicken soup piping hot after the operation, ok?',
    ]);
    expect(r!.text).toMatch(zh ? /别趁烫喝/ : /not scalding hot/);
  });
});

const ON_MOUNJARO: Answers = { ...person('female', 35, 158, 82, 'sedentary'), medicines: ['tirzepatide'] };
const PREGNANT_36: Answers = {
  ...person('female', 31, 165, 78, 'light'),
  lifeStage: 'pregnant_t3',
  gestationalWeek: 36,
};
const ON_CLOZAPINE: Answers = { ...person('male', 33, 178, 104, 'sedentary'), medicines: ['clozapine'] };
const LOW_D_TAKING_1000: Answers = {
  ...person('female', 40, 165, 60, 'light'),
  supplements: [{ optionId: 'vitamin-d3-1000iu', dose: 1, unit: 'capsule' }],
  labs: [{ marker: 'vitaminD25OH', value: 28, unit: 'nmol/L' }],
};

describe.each(LOCALES)(
  '%s: the conditions said and the people who are no child (round 63 neighbours)',
  (locale) => {
    const zh = locale === 'zh-CN';
    const cannotForAChild = zh ? /没法替孩子回答/ : /can’t answer this for a child/;

    it('tablets down a feeding tube: liquid forms, one at a time, flush before and after', () => {
      const [r] = chat('tube-tablets', null, locale, [
        zh
          ? '我爸是空肠造瘘，善存片碾碎了从管子里打进去行吗'
          : 'he has a J-tube, can we crush his Centrum and put it down the tube?',
      ]);
      expect(r!.text).toMatch(
        zh ? /每次给药前后用约30毫升温水冲管/ : /flush the tube with about 30 ml of water/,
      );
    });

    it('nausea on Mounjaro: what to eat, not the breakfast or interaction text', () => {
      const [r] = chat('glp1-nausea', ON_MOUNJARO, locale, [
        zh
          ? '打Mounjaro以后吃完饭就恶心，吃什么会舒服点'
          : 'on Mounjaro I feel sick after meals, what food is easier?',
      ]);
      expect(r!.text).toMatch(
        zh ? /少量多餐，吃到不饿就停/ : /small meals, stopping as soon as you are no longer hungry/,
      );
    });

    it('gastroparesis said: small low-fat low-fibre meals, liquids empty faster, insulin timing with the team', () => {
      const [r] = chat('gastroparesis', null, locale, [
        zh
          ? '我有胃轻瘫，吃几口就饱，饭要怎么吃'
          : 'I have gastroparesis and get full after a few bites, how should I eat?',
      ]);
      expect(r!.text).toMatch(
        zh ? /液体和糊状的东西比固体排空快/ : /liquids and purées leave the stomach faster/,
      );
    });

    it('Ménière’s said with coffee: the salt, caffeine and alcohol advice and its weak evidence', () => {
      const [r] = chat('meniere', null, locale, [
        zh
          ? '我有梅尼埃病，每天三杯咖啡会让眩晕更厉害吗'
          : 'I have Meniere’s, do my 3 coffees a day make the vertigo worse?',
      ]);
      expect(r!.text).toMatch(zh ? /证据不强/ : /evidence is weak/);
    });

    it('a baby of 3.7 kg on the scan is the unborn baby, not a child of 3', () => {
      const [r] = chat('scan-weight', PREGNANT_36, locale, [
        zh
          ? '36周了，B超估的孩子3.7kg，她一天吃半个西瓜，还能这么吃不'
          : 'at 36 weeks the scan says the baby is 3.7kg, she eats half a watermelon a day, is that ok?',
      ]);
      expect(r!.text).not.toMatch(cannotForAChild);
    });

    it('a grown son’s coffee, asked after his clozapine was named, is no child’s', () => {
      const r = chat('adult-son-coffee', ON_CLOZAPINE, locale, [
        zh ? '我儿子吃氯氮平400mg，一天喝5杯咖啡' : 'my son is on clozapine 400mg and has 5 coffees a day',
        zh ? '那咖啡要减到几杯比较好' : 'how many cups should he cut down to?',
      ]);
      expect(r[1]!.text).not.toMatch(cannotForAChild);
    });

    it('a nursing mother’s own tea and her own vitamin D are hers, not a child’s', () => {
      const [tea] = chat('nursing-tea', { ...NURSING_LOW_D, supplements: [] }, locale, [
        zh
          ? '我一天喝3-4杯奶茶，咖啡因对宝宝有影响吗'
          : 'i have 3-4 cups of spiced tea a day, is the caffeine ok for baby?',
      ]);
      expect(tea!.text).not.toMatch(cannotForAChild);
      const [d] = chat('nursing-d', NURSING_LOW_D, locale, [
        zh
          ? '我维D 28 nmol/L，纯母乳喂我4个月的宝宝，每天吃1000IU，够吗'
          : 'My vitamin D is 28 nmol/L. I’m exclusively breastfeeding my 4 month old and taking 1000 IU a day. Is that enough?',
      ]);
      expect(d!.text).not.toMatch(cannotForAChild);
    });

    it('“I take 1000 IU, is that enough?” with a low level is the dose answer, not “ask your pharmacist”', () => {
      const [r] = chat('d-enough', LOW_D_TAKING_1000, locale, [
        zh
          ? '维生素D 28 nmol/L，我每天吃1000 IU，够吗'
          : 'My vitamin D came back 28 nmol/L. I’m taking 1000 IU a day. Is that enough?',
      ]);
      expect(r!.text).not.toMatch(
        zh ? /适不适合你、吃多少，请问药师或医生/ : /Whether it suits you and how much to take/,
      );
      expect(r!.text).toMatch(/µg/);
    });
  },
);

describe('no emergency in these (development data)', () => {
  it.each([
    'My 24 hour urine calcium came back 7.8 mmol on calcitriol. Kidney stones? Drink more water?',
    '24小时尿钙7.8，是不是钙吃多了',
    'she is 36 weeks, the sugar test at 25 weeks was normal, should she cut the fruit?',
    '她说早上吃了东西再跑会肚子疼 咋个整',
    'I get a stitch when I run after breakfast, what should I eat instead?',
    '我在喂奶，维D 28 nmol/L，每天1000IU，要加到多少？宝宝自己在吃400IU的滴剂',
    '我怀孕20周，我妈以前得过妊娠高血压，我怕我也会。现在血压110/70，头也不疼不肿，需要提前吃点什么预防吗',
  ])('%s', (text) => {
    expect(urgent(text)).toBe(false);
  });

  it.each([
    ['my calcium is 3.8 mmol/L and I feel sick', 'critical_lab'],
    ['blood sugar 25 this morning and very thirsty', null],
    ['跑步的时候肚子疼得厉害 吐了两次', null],
    ['孩子自己偷吃了半瓶铁片', 'child_ingestion'],
    ['32 weeks pregnant, scared of pre-eclampsia, BP 150/100 today and a headache', 'pre_eclampsia'],
    ['孕28周 血压145/92 今天有点头疼', 'pre_eclampsia'],
  ])('still an emergency: %s', (text, kind) => {
    const flags = redFlagsFor(text);
    expect(flags.length).toBeGreaterThan(0);
    if (kind) expect(flags.map((f) => f.kind)).toContain(kind);
  });
});

describe.each(LOCALES)('%s, read-through of round 63 in the forty-first session', (locale) => {
  const zh = locale === 'zh-CN';

  it('creatine asked for a teenager: not under 18 (AAP), never the adults’ 3–5 g or the child’s “can’t”', () => {
    for (const q of zh
      ? ['我儿子16岁，练举重，同学都在吃肌酸，他能吃吗', '闺女今年15，练跑步，教练推荐肌酸，安全吗']
      : [
          'my daughter is 15 and plays hockey, her teammates use creatine. ok for her?',
          'is creatine safe at 16?',
        ]) {
      const [r] = chat(`teen-creatine:${q}`, null, locale, [q]);
      expect(r!.text).toMatch(zh ? /未满18岁/ : /Under 18/);
      expect(r!.text).not.toMatch(/3–5/);
    }
    const [adult] = chat('adult-creatine', person('male', 30, 178, 75, 'active'), locale, [
      zh ? '我可以吃肌酸吗' : 'can I take creatine?',
    ]);
    expect(adult!.text).toMatch(/3–5/);
  });

  it('how far to cut coffee on clozapine when smoking stops: about half, gradually, with the psychiatrist', () => {
    const r = chat('clozapine-coffee', { ...ON_CLOZAPINE, smoking: 'current' }, locale, [
      zh
        ? '他在吃氯氮平，准备戒烟，改抽电子烟。一天喝四五杯咖啡'
        : 'He is on clozapine and giving up cigarettes for a vape. Drinks 4-5 coffees a day.',
      zh
        ? '咖啡该减到多少？可以一下子不喝吗'
        : 'how much should he cut the coffee down? can he just stop it?',
    ]);
    expect(r[1]!.text).toMatch(zh ? /一半左右/ : /about half/);
    expect(r[1]!.text).not.toMatch(zh ? /不能自己突然停/ : /stop taking (it|clozapine)/);
  });

  it('a children’s calcium product named: no adult figure in any part, nor the adults’ table as the source', () => {
    const [r] = chat('kids-chewable', null, locale, [
      zh
        ? '给女儿买了儿童咀嚼钙片，一天一片够吗？维生素D要另外补吗？'
        : 'I got her kids calcium chews, one a day, is that enough? does she need vitamin D too?',
    ]);
    expect(r!.text).not.toMatch(zh ? /一般成年人|UL 2000/ : /typical adult|UL 2000/);
  });

  it('liver called “beer” in Somali is offal, not alcohol', () => {
    const [r] = chat('somali-liver', { ...NURSING_LOW_D }, locale, [
      zh
        ? '我们平时吃羊肉、米饭、意面，周末有时吃liver (beer)，补铁够吗'
        : 'we eat goat, rice and pasta, and liver (beer) some weekends. enough iron?',
    ]);
    expect(r!.text).not.toMatch(zh ? /饮酒|酒精/ : /\balcohol\b/i);
  });
});
