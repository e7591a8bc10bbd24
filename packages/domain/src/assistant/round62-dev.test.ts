/**
 * Blind answer round 62 and triage round 80, recorded before and after the thirty-ninth session's first batch and judged
 * blind — development data from then on: their unsafe and false-alarm answers, asked again in other words.
 *
 * - zh-004: "枸橼酸铋钾" beside milk read as potassium ("no known interaction").
 * - zh-037–039, en-034–036: an 8-month-old's rice water, bone-broth congee for calcium and a little salt or soy sauce got
 *   adult texts or "can't".
 * - en-009, zh-010: street-stall herbal cooling tea with CKD 3a and a potassium of 5.2 got a weight-plateau text headed
 *   "Yes".
 * - en-069, zh-072: Apetamin syrup for weight gain; en-072, zh-074: Coartem with fatty food.
 * - en-075: "won't eat any fish because she's scared of mercury … DHA for the baby" got the perinatal crisis card.
 * - en-047: "Confused about protein … his confusion episode last year" with cirrhosis got 911.
 * - zh-013 (round 61): "他一吃多了就喘不上气" with COPD, asking protein, got 120.
 * - triage round 80, zh: a low of 3.6 treated with juice, 5.8 fifteen minutes later, "人也好了", got the severe-low card.
 * - zh-074 (round 61): "单位量血压138/88，还没吃药" (not on medicine yet) got the missed-dose text.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const CKD_ON_LOSARTAN: Answers = {
  ...person('female', 36, 158, 52, 'light'),
  conditions: ['kidney_disease'],
  medicines: ['losartan'],
  labs: [{ marker: 'Potassium', value: 5.2, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 }],
};
const CIRRHOSIS_DIABETES: Answers = {
  ...person('male', 67, 170, 74, 'light'),
  conditions: ['cirrhosis', 'diabetes'],
  medicines: ['metformin'],
};
const ON_INSULIN: Answers = {
  ...person('female', 58, 160, 62, 'light'),
  conditions: ['diabetes'],
  medicines: ['insulin-glargine'],
};

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r62dev:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('bismuth beside milk is bismuth, kept half an hour from milk — never "no known interaction" with potassium', () => {
    const [r] = chat('bismuth', null, locale, [
      zh
        ? '丽珠得乐（枸橼酸铋钾）能和早上的牛奶一起喝吗'
        : 'can he take the bismuth potassium citrate with his morning milk?',
    ]);
    expect(r!.text).toMatch(zh ? /铋剂[\s\S]*不要和牛奶一起吃/ : /not together with milk/);
    expect(r!.text).not.toMatch(zh ? /没有.{0,10}已知相互作用/ : /no known interaction/i);
    // No tetracycline said or taken: the course may hold amoxicillin instead, and no tetracycline is talked about.
    expect(r!.text).not.toMatch(/四环素|tetracycline/i);
    const [onTetracycline] = chat(
      'bismuth-tetracycline',
      { ...person('male', 47, 172, 79, 'light'), medicines: ['tetracycline'] },
      locale,
      [zh ? '枸橼酸铋钾能和牛奶一起吃吗' : 'can I take the bismuth with milk?'],
    );
    expect(onTetracycline!.text).toMatch(
      zh ? /四环素[\s\S]*2–3小时/ : /2–3 hours either side of the tetracycline/,
    );
  });

  it('a daughter of 20 three months out of hospital is the plan’s adult, not a child of 3', () => {
    const [r] = chat(
      'adult-daughter',
      { ...person('female', 20, 166, 47, 'light'), conditions: ['mental_illness', 'osteoporosis'] },
      locale,
      [
        zh
          ? '我女儿出院三个月了（厌食症恢复期，骨量减少），她每天喝4杯黑咖啡和两三罐无糖可乐，对骨头不好吗'
          : 'My daughter is 3 months out of hospital (anorexia recovery, osteopenia Z -2.2). She has 4 black coffees and 2-3 cans of Diet Coke every day. Is the caffeine or the cola bad for her bones?',
      ],
    );
    expect(r!.text).not.toMatch(zh ? /没法替孩子回答/ : /can’t answer this for a child/);
    expect(r!.text).toMatch(zh ? /可乐/ : /cola/);
    // She takes no alendronate: its morning rule is said only as "if you take it".
    expect(r!.text).not.toMatch(zh ? /(?<!如果在)吃阿仑膦酸钠那天早上/ : /on your alendronate morning/);
  });

  it('canned herbal tea is mostly sugar, not the stall’s brew; with CKD the fluid and potassium caveats', () => {
    const [r] = chat('wanglaoji', CKD_ON_LOSARTAN, locale, [
      zh ? '我有慢性肾病，夏天能喝王老吉吗' : 'I have CKD, is a can of Wanglaoji ok in summer?',
    ]);
    expect(r!.text).toMatch(zh ? /约含30克糖/ : /about 30 g of sugar/);
    expect(r!.text).not.toMatch(zh ? /没有可靠的规则/ : /no reliable rule/);
  });

  it('a blood pressure of 140/90 with no medicine yet: salt now, the reading confirmed, the doctor decides on medicine', () => {
    const [r] = chat('bp-salt-first', null, locale, [
      zh
        ? '血压140/90，还没吃药，要不要先试试少吃盐'
        : 'my bp was 142/92 at the pharmacy, not on meds yet, can I try cutting salt first?',
    ]);
    expect(r!.text).toMatch(zh ? /135\/85/ : /135\/85/);
    expect(r!.text).toMatch(zh ? /约5 mmHg/ : /about 5 mmHg/);
    const [high] = chat('bp-high-salt-first', null, locale, [
      zh
        ? '血压170/105，还没吃药，先少吃盐行吗'
        : 'bp 170/105, not on meds yet, can I try cutting salt first?',
    ]);
    expect(high!.text).not.toMatch(zh ? /先别只靠它/ : /don’t rely on it alone yet/);
  });

  it('a salt-free herb blend asked on warfarin says nothing of the person taking lisinopril', () => {
    const [r] = chat(
      'herb-blend-warfarin',
      { ...person('male', 70, 172, 75, 'light'), medicines: ['warfarin'] },
      locale,
      [zh ? '无盐香草调味料能代替盐吗' : 'is Mrs Dash ok instead of salt?'],
    );
    expect(r!.text).toMatch(zh ? /不是代盐/ : /not salt substitutes/);
    expect(r!.text).not.toMatch(
      zh ? /吃普利类降压药、有肾病也可以用/ : /fine with lisinopril and kidney disease/,
    );
  });

  it('a baby of 8 months: no salt or soy sauce, bone broth is no calcium, rice water replaces no milk feed', () => {
    const [salt] = chat('baby-salt', null, locale, [
      zh
        ? '豆豆的米糊里能放一点点酱油吗？10个月可以吃了吧'
        : 'My daughter is 9 months, can I add a pinch of salt to her porridge?',
    ]);
    expect(salt!.text).toMatch(zh ? /1岁以内的辅食不加盐/ : /No salt in a baby’s food before 12 months/);
    // The child's age said as "N month old", the salt in her mash (a read-through of round 62's answers).
    const [mash] = chat('baby-salt-mash', null, locale, [
      zh
        ? '我家10个月的女儿，土豆泥里能放一点点盐吗'
        : 'my 10 month old, can i put a tiny bit of salt in her mashed potato?',
    ]);
    expect(mash!.text).toMatch(zh ? /1岁以内的辅食不加盐/ : /No salt in a baby’s food before 12 months/);
    const [soup] = chat('baby-soup', null, locale, [
      zh ? '宝宝7个月，用大骨汤煮粥能补钙吗' : 'my 7 month old son, is bone broth good for his calcium?',
    ]);
    expect(soup!.text).toMatch(zh ? /骨头汤补不了钙/ : /Bone broth does not supply calcium/);
    expect(soup!.text).not.toMatch(zh ? /50岁以上/ : /over 50/);
    const [rice] = chat('baby-rice-water', null, locale, [
      zh
        ? '宝宝9个月，婆婆说米汤比奶粉有营养，下午那顿奶换成米汤行吗'
        : 'my baby is 9 months, can rice water replace her afternoon bottle?',
    ]);
    expect(rice!.text).toMatch(zh ? /米汤不能替代一顿奶/ : /Rice water cannot replace a milk feed/);
  });

  it('a pregnant woman’s salt is not the baby’s first-year rule', () => {
    const [r] = chat('pregnant-salt', null, locale, [
      zh ? '怀孕8个月了，能吃咸一点的东西吗' : 'I am 8 months pregnant, can I have salty food?',
    ]);
    expect(r!.text).not.toMatch(zh ? /1岁以内的辅食不加盐/ : /No salt in a baby’s food before 12 months/);
  });

  it('street herbal cooling tea with CKD and losartan is left out, never "Yes"', () => {
    const [r] = chat('ckd-tea', CKD_ON_LOSARTAN, locale, [
      zh
        ? '我肾不好，楼下凉茶铺的廿四味每周喝两次可以吗'
        : 'With my kidneys, is the 24 flavour herbal tea from the stall ok twice a week?',
    ]);
    expect(r!.text).toMatch(zh ? /凉茶[\s\S]*最好不要喝/ : /best left out/);
    expect(r!.text).not.toMatch(/^\*\*Yes|plateau|平台期/);
  });

  it('Apetamin is not to be kept up; Coartem is taken with fat', () => {
    const [apetamin] = chat('apetamin', null, locale, [
      zh
        ? '网上买的Apetamin增重糖浆每天喝，安全吗'
        : 'is apetamin syrup ok to gain weight? been taking it 3 weeks',
    ]);
    expect(apetamin!.text).toMatch(zh ? /赛庚啶/ : /cyproheptadine/);
    const [coartem] = chat('coartem', null, locale, [
      zh
        ? '吃复方蒿甲醚要配牛奶或者有油的东西吗'
        : 'do i need to eat something fatty with my coartem tablets?',
    ]);
    expect(coartem!.text).toMatch(zh ? /含脂肪的食物或牛奶/ : /fat in it, or with milk/);
  });

  it('fear of mercury in pregnancy is a fish question, not the perinatal crisis card', () => {
    const [r] = chat('mercury', null, locale, [
      zh
        ? '老婆怀孕24周，担心汞超标一口鱼都不吃，宝宝会缺DHA吗'
        : 'I’m 24 weeks pregnant and so worried about mercury that I eat no fish at all. Will the baby lack DHA?',
    ]);
    expect(r!.urgent).toBe(false);
  });

  it('a confusion episode last year and "confused about protein" with cirrhosis is the protein answer', () => {
    const [r] = chat('he-protein', CIRRHOSIS_DIABETES, locale, [
      'Confused about protein. His uncle says protein caused his confusion episode last year. How many grams a day?',
    ]);
    expect(r!.urgent).toBe(false);
    expect(r!.text).toMatch(/1\.2–1\.5 (g per kg|克)/);
  });

  it('a low treated, rechecked and over is no emergency; still low and muddled is', () => {
    const [over] = chat('low-over', ON_INSULIN, locale, [
      '刚才心慌手抖，测血糖3.7，喝了半杯橙汁，15分钟后6.1了，人也好了，睡前要加餐吗',
    ]);
    expect(over!.urgent).toBe(false);
    const [still] = chat('low-still', ON_INSULIN, locale, [
      '刚才心慌手抖，测血糖3.2，喝了果汁15分钟后还是3.0，人迷迷糊糊的',
    ]);
    expect(still!.urgent).toBe(true);
  });

  it('breathless after a big meal, asked beside protein with COPD, is no 120; breathless now is', () => {
    const [habit] = chat('copd-meal', null, locale, [
      '我妈慢阻肺，吃饱了就喘，一吃多了就气短，一天蛋白质要吃多少',
    ]);
    expect(habit!.urgent).toBe(false);
    const [now] = chat('copd-now', null, locale, ['我妈慢阻肺，现在喘不上气，嘴唇发紫']);
    expect(now!.urgent).toBe(true);
  });

  it('"还没吃药" after a blood pressure is not on medicine yet; a dose of today not taken is missed', () => {
    const [notYet] = chat('bp-not-yet', null, locale, ['体检血压142/90，还没吃药，炒菜怎么少放盐']);
    expect(notYet!.text).not.toMatch(/双倍|double dose/);
    const [missed] = chat('bp-missed', null, locale, ['今天早上的降压药还没吃药，现在补吃行吗']);
    expect(missed!.text).toMatch(/双倍|double dose/);
  });
});
