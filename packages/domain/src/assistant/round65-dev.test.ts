/**
 * Blind answer round 65 and triage round 83, recorded before and after the forty-second session's first batch and judged
 * blind — development data from then on: their unsafe and wrong answers and false alarms, asked again in other words.
 *
 * - zh-060: a kale smoothie on rivaroxaban answered with warfarin's "keep it steady".
 * - en-062: heavy periods on Xarelto with a ferritin of 12 — "close the gap with food first".
 * - en-036: B12 tablets instead of injections with autoimmune gastritis — "on omeprazole or metformin".
 * - en-074: constipation when dry food is hard to swallow — brown rice, sweetcorn and flaxseed.
 * - en-003: baijiu every evening on metformin — the kidney dose of metformin.
 * - zh-024, zh-029: a child's calcium UL called "lower than an adult's".
 * - zh-070: "她吃得少又会呛" for a husband, and milk for someone who coughs on thin drinks.
 * - zh-043, zh-044, en-043: a ballet student on 6–8 hours a day asks whether salads and bars are enough, and fears gaining.
 * - en-076, en-077, zh-075, zh-076: onion and garlic swaps on low FODMAP, and hing, got an unknown medicine's notice.
 * - zh-079: psyllium (Isabgol) and amitriptyline at bedtime together — the same notice.
 * - en-045: "is 3 black coffees a day bad?" declined (intents/caffeine-total.test.ts).
 * - zh-007: 冬虫夏草 soup on tacrolimus after a liver transplant — "虫草" is not a substring of "冬虫夏草", so no herb row.
 * - en-071, zh-070: weight loss with bulbar MND got bodybuilding and "find the cause" texts.
 * - en-054: "how do I not go nuts at the bain marie" read as nuts the food.
 * - zh-013: a metallic taste on pembrolizumab got the malnutrition line and iron text, nothing for the taste.
 * - zh-061, zh-062: "经期量大" unread, and iron with rivaroxaban at dinner got rivaroxaban's timing text alone.
 * - zh-047: "胶原蛋白粉一天一勺" read as a protein powder: "a scoop has 20–25 g of protein".
 * - triage round 83, en: an allergy last year "totally fine now", and a small bump to the head with its signs ruled out.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import { assistantReply } from './index';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { redFlagsFor } from '../safety/joined';

const ON_XARELTO: Answers = {
  ...person('female', 37, 170, 82, 'light'),
  medicines: ['rivaroxaban'],
  labs: [
    { marker: 'haemoglobin', value: 118, unit: 'g/L' },
    { marker: 'ferritin', value: 12, unit: 'ng/mL' },
  ],
};
const ON_WARFARIN: Answers = { ...person('male', 70, 172, 75, 'light'), medicines: ['warfarin'] };
const METFORMIN_CKD: Answers = {
  ...person('male', 79, 170, 63, 'sedentary'),
  conditions: ['diabetes', 'kidney_disease'],
  medicines: ['metformin'],
  labs: [{ marker: 'eGFR', value: 48, unit: 'mL/min/1.73m2' }],
};
const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r65dev:${name}`, who, locale, texts);
const guest = (text: string, locale: (typeof LOCALES)[number]) =>
  assistantReply({ text, locale, plan: null, medicines: [] });

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('greens or a green smoothie on a DOAC: no vitamin K change, never warfarin’s steady amount', () => {
    const [r] = chat('doac-greens', ON_XARELTO, locale, [
      zh
        ? '每天早上喝菠菜羽衣甘蓝打的果昔，听说维生素K影响抗凝药，要停吗'
        : 'I have a kale smoothie every morning — do I need to quit it because of vitamin K?',
    ]);
    expect(r!.text).toMatch(zh ? /不通过维生素K起作用/ : /do not work through vitamin K/);
    expect(r!.text).not.toMatch(zh ? /INR会下降/ : /lowers your INR/);
  });

  it('greens asked in other words on a DOAC ("有冇问题", "ditch"): the same answer', () => {
    const [r] = chat('doac-greens-words', ON_XARELTO, locale, [
      zh ? '我吃拜瑞妥，每日饮青菜汁有冇问题？' : 'on Eliquis, should I ditch my green smoothies?',
    ]);
    expect(r!.text).toMatch(zh ? /不通过维生素K起作用/ : /do not work through vitamin K/);
  });

  it('greens on acenocoumarol, named only, keep the steady-amount answer', () => {
    const [r] = chat('acenocoumarol-greens', person('female', 48, 160, 58, 'light'), locale, [
      zh ? '我吃醋硝香豆素，菠菜要戒掉吗' : 'I take acenocoumarol, do I have to quit spinach?',
    ]);
    expect(r!.text).toMatch(zh ? /稳定|保持差不多/ : /steady|about the same/);
    expect(r!.text).not.toMatch(zh ? /不通过维生素K起作用/ : /do not work through vitamin K/);
  });

  it('greens on warfarin keep the steady-amount answer', () => {
    const [r] = chat('vka-greens', ON_WARFARIN, locale, [
      zh ? '吃华法林是不是不能吃菠菜了，要戒掉吗' : 'do I have to quit spinach because of my warfarin?',
    ]);
    expect(r!.text).toMatch(zh ? /稳定|保持差不多/ : /steady|about the same/);
    expect(r!.text).not.toMatch(zh ? /不通过维生素K起作用/ : /do not work through vitamin K/);
  });

  it('heavy periods on a blood thinner with a low ferritin: tell the prescriber, a treatment dose of iron', () => {
    const [r] = chat('doac-periods', ON_XARELTO, locale, [
      zh
        ? '吃了抗凝药以后月经特别多，铁蛋白12，血红蛋白118，买哪种铁、吃多少？'
        : 'My periods have been super heavy since I started the blood thinner, ferritin 12, Hb 118. What iron should I get and how much?',
    ]);
    expect(r!.text).toMatch(zh ? /不要自己停药或减量/ : /do not stop or cut the medicine yourself/);
    expect(r!.text).toMatch(zh ? /60–65毫克/ : /60–65 mg of elemental iron/);
    expect(r!.text).not.toMatch(zh ? /建议先从食物补足/ : /close the gap with food first/);
  });

  it('how much iron, asked plainly, leads with the plan’s held iron (a blood thinner and a low ferritin)', () => {
    const [r] = chat('doac-iron-how-much', ON_XARELTO, locale, [
      zh ? '铁一天要补多少' : 'how much iron should I take a day?',
    ]);
    expect(r!.text).toMatch(zh ? /你的方案：/ : /Your plan: /);
    expect(r!.text).not.toMatch(zh ? /建议先从食物补足/ : /close the gap with food first/);
  });

  it('B12 tablets instead of injections with autoimmune gastritis: lifelong, the doctor’s switch', () => {
    const r = guest(
      zh
        ? '我是自身免疫性萎缩性胃炎，B12缺乏，每个月去打一针B12，太远了，能不能换成吃B12片？'
        : 'I have autoimmune atrophic gastritis and low B12. The monthly injection clinic is far — can I switch to B12 tablets?',
      locale,
    );
    expect(r.text).toMatch(zh ? /B12要终身补/ : /B12 is for life/);
    expect(r.text).not.toMatch(
      zh ? /吃奥美拉唑或二甲双胍的人吸收差/ : /On omeprazole or metformin you absorb/,
    );
  });

  it('constipation when dry food is hard to swallow: soft fibre, fluids at the set thickness', () => {
    const r = guest(
      zh
        ? '我先生运动神经元病，吞咽不方便，干的东西咽不下，最近便秘，吃什么好'
        : 'He has been constipated and he finds dry things like oatcakes really hard to swallow now. Any food tips?',
      locale,
    );
    expect(r.text).toMatch(zh ? /纤维要选软的、湿润的/ : /choose fibre that is soft and moist/);
    expect(r.text).not.toMatch(zh ? /糙米|玉米/ : /brown rice|sweetcorn/);
  });

  it('drinking on metformin with weak kidneys: the alcohol row, not the kidney dose', () => {
    const [r] = chat('metformin-baijiu', METFORMIN_CKD, locale, [
      zh
        ? '我爸吃二甲双胍，每天晚上喝一二两白酒，这样真的没事吗'
        : "my dad drinks baijiu every evening and he's on metformin. is this really ok?",
    ]);
    expect(r!.text).toMatch(zh ? /乳酸酸中毒/ : /lactic acidosis/);
  });

  it('a child’s calcium UL is never called lower than an adult’s; zinc’s still is', () => {
    const ca = guest(
      zh ? '13岁男孩钙一天要多少' : 'how much calcium does a 13 year old boy need a day?',
      locale,
    );
    expect(ca.text).not.toMatch(zh ? /比成年人的上限低/ : /lower than an adult's/);
    const zn = guest(zh ? '3岁孩子锌一天要多少' : 'how much zinc does a 3 year old need a day?', locale);
    expect(zn.text).toMatch(zh ? /比成年人的上限低/ : /lower than an adult's/);
  });
});

describe('hours of dance or training a day: eating enough, and the fear of gaining (development data)', () => {
  const DANCER: Answers = { ...person('female', 19, 166, 50, 'very_active') };
  it.each([
    [
      'zh-CN',
      ['我19岁，学芭蕾，一天练6到8个小时，平时就吃沙拉、米饼和蛋白棒，这样热量够不够'],
      /几乎肯定不够/,
    ],
    [
      'en-US',
      ['I dance 6-8 hours a day and live on salads and protein bars, is that enough?'],
      /almost certainly not enough/,
    ],
    [
      'en-US',
      [
        'how many calories do I need dancing 7 hours a day?',
        "won't I just put weight on if I eat that much?",
      ],
      /does not make you gain weight/,
    ],
  ] as const)('%s: %j', (locale, texts, said) => {
    const rs = chatAs(`r65dev:dancer:${texts.join('|')}`, DANCER, locale, texts);
    expect(rs[rs.length - 1]!.text).toMatch(said);
  });
  it.each([
    ['en-US', 'I train 2 hours a day at the gym, is my protein enough?'],
    ['en-US', 'I train 2 hours a day, am I eating enough?'],
  ] as const)('not this row: %s', (locale, text) => {
    const [r] = chatAs(`r65dev:not-dancer:${text}`, DANCER, locale, [text]);
    expect(r!.text).not.toMatch(/almost certainly not enough/);
  });
});

describe('low FODMAP on South Indian food, and psyllium beside a medicine (development data)', () => {
  const IBS: Answers = { ...person('female', 29, 162, 55, 'light'), medicines: ['amitriptyline'] };
  it.each([
    ['zh-CN', ['在做低FODMAP，sambar和rasam里洋葱大蒜放很多，有什么能代替的？'], /大蒜油/],
    [
      'en-US',
      ['Low FODMAP for my IBS, but every dish has onion and garlic in it. What can I use instead?'],
      /garlic-infused oil/,
    ],
    [
      'en-US',
      ['Low FODMAP for my IBS, but every dish has onion and garlic. What can I use instead?', 'is hing ok?'],
      /asafoetida/,
    ],
    ['en-US', ['low fodmap now, what can I sub for garlic in a curry?'], /garlic-infused oil/],
    ['zh-CN', ['Isabgol车前子壳和阿米替林要分开吃吗？我都是睡前一起吃'], /前后各隔2小时/],
    [
      'en-US',
      ['do I need to space my psyllium husk and amitriptyline? I take them together at bedtime'],
      /about 2 hours before or after/,
    ],
  ] as const)('%s: %j', (locale, texts, said) => {
    const rs = chatAs(`r65dev:ibs:${texts.join('|')}`, IBS, locale, texts);
    expect(rs[rs.length - 1]!.text).toMatch(said);
  });
});

describe('冬虫夏草 on tacrolimus is a tonic herb (development data, zh-007)', () => {
  it('the transplant herbs row answers', () => {
    const r = assistantReply({
      text: '肝移植后吃他克莫司，亲戚寄来冬虫夏草，一周炖两回汤行吗',
      locale: 'zh-CN',
      plan: null,
      medicines: ['tacrolimus'],
    });
    expect(r.text).toMatch(/不要自己吃“增强免疫”或滋补类的草药/);
  });
});

describe('weight loss with motor neurone disease (development data, en-071, zh-070)', () => {
  it.each([
    [
      'zh-CN',
      '我先生运动神经元病，一年从79公斤掉到68，每天两瓶营养液，还要加多少热量才能不掉秤？',
      /现在就请MND团队谈胃造瘘/,
    ],
    [
      'en-US',
      'My husband has MND and went from 79 kg to 68 kg this year. How many calories should he be getting?',
      /talk to the MND team about a feeding tube/,
    ],
  ] as const)('%s', (locale, text, said) => {
    const [r] = chatAs(`r65dev:mnd:${locale}`, { ...person('male', 64, 178, 68, 'light') }, locale, [text]);
    expect(r!.text).toMatch(said);
    expect(r!.text).not.toMatch(/这本身就要请医生查原因|that alone needs a doctor to look for the cause/);
  });
});

describe('"go nuts" at a buffet is overeating, not nuts (development data, en-054)', () => {
  it('the buffet answer, never "you asked about nuts"', () => {
    const r = guest(
      "camp mess is an all you can eat buffet and I'm trying to lose 12 kg. how do I not go nuts at the bain marie every night",
      'en-US',
    );
    expect(r.text).not.toMatch(/You asked about \*\*nuts\*\*/);
  });
});

describe('a metallic taste during cancer treatment (development data, zh-013)', () => {
  it.each([
    ['zh-CN', '我爸肺癌在打可瑞达，嘴里一股铁锈味，吃啥都没味道，有什么办法？', /塑料、陶瓷或木头的勺筷/],
    [
      'en-US',
      'Dad is on Keytruda for lung cancer and everything tastes metallic. Any tips to get him eating?',
      /plastic, ceramic or wooden cutlery/,
    ],
  ] as const)('%s', (locale, text, said) => {
    expect(guest(text, locale).text).toMatch(said);
  });
});

describe('iron beside rivaroxaban (development data, zh-061, zh-062)', () => {
  it.each([
    ['zh-CN', ['经期量大，铁蛋白12，想补铁，哪种铁剂不伤胃？'], /月经变多在吃抗凝药/],
    [
      'zh-CN',
      ['铁剂可以晚饭的时候跟利伐沙班一起吃吗'],
      /铁剂和利伐沙班、阿哌沙班这类新型口服抗凝药没有已知的相互作用/,
    ],
    [
      'en-US',
      ['can I take my iron together with the Xarelto at dinner?'],
      /iron has no known interaction with rivaroxaban/,
    ],
  ] as const)('%s: %j', (locale, texts, said) => {
    const rs = chatAs(`r65dev:iron-doac:${texts.join('|')}`, ON_XARELTO, locale, texts);
    expect(rs[rs.length - 1]!.text).toMatch(said);
  });
});

describe('胶原蛋白粉 is collagen, not a protein powder (development data, zh-047)', () => {
  it('no protein-powder scoop for collagen; whey keeps its answer', () => {
    expect(guest('胶原蛋白粉一天一勺，对关节韧带真的有用吗', 'zh-CN').text).not.toMatch(/含20–25克蛋白质/);
    expect(guest('蛋白粉一天几勺？练完必须马上喝吗', 'zh-CN').text).toMatch(/含20–25克蛋白质/);
  });
});

describe('an older person who eats little and chokes: no "her", no milk for thin-drink coughing', () => {
  it.each([
    ['zh-CN', '我先生64岁，吞咽不好，喝稀的东西容易呛，吃得很少，体重一直掉，怎么增加热量'],
    [
      'en-US',
      'my husband is 70, eats very little and chokes on thin drinks — how do we get more calories in?',
    ],
  ] as const)('%s', (locale, text) => {
    const [r] = chatAs(`r65dev:swallow:${locale}`, { ...person('male', 70, 175, 60, 'light') }, locale, [
      text,
    ]);
    expect(r!.text).not.toMatch(/她吃得少|ask her doctor|until she is assessed/);
    expect(r!.text).toMatch(
      locale === 'zh-CN' ? /先不要给牛奶、奶昔和稀汤/ : /hold off milk, milkshakes and thin soups/,
    );
  });
});

describe('triage round 83: no emergency in these (development data)', () => {
  it.each([
    'Last year I had a bad reaction to shrimp, throat swelled and I got adrenaline. Totally fine now. Is glucosamine from shellfish ok for me?',
    "bumped my head on a cupboard yesterday, just a small lump, no headache or feeling sick, I'm 30 and on no meds. will arnica help?",
  ])('%s', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });
  it.each([
    'ate shrimp an hour ago and my throat is swelling, totally fine now? no it is getting worse',
    'bumped my head yesterday, just a small lump, no headache, but I take Eliquis',
    'hit my head yesterday, no headache but I threw up this morning',
    'banged my head and now a bad headache and feel sick',
    'my wife banged her head on the car door yesterday, just a small bump, no headache or feeling sick',
  ])('still a card: %s', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});
