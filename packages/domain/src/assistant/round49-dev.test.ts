/**
 * Blind answer round 49's unsafe and neighbouring classes (development data once its answers and verdicts were
 * recorded), in words of our own: a ferrous succinate tablet counted by its salt's mass (100 mg read as 100 mg of
 * iron), scoops of a pre-workout taken together counted as one, a vitamin D level measured low answered with the
 * shelf's "400 IU is enough"; curcumin with tamoxifen and ashwagandha with levothyroxine answered by neighbouring text.
 */
import { describe, expect, it, vi } from 'vitest';
import { youngWoman } from '../testing';
import { askWith } from './testing-ask';
import { caffeineCounted } from './intents/caffeine-total';

vi.setConfig({ testTimeout: 30_000 });

const LOW_D = youngWoman({
  nickname: 'D',
  age: 35,
  labs: [{ marker: '25-OH vitamin D', value: 13, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 }],
  supplements: [{ optionId: 'vitamin-d3-1000iu', dose: 1, unit: 'capsule' }],
});
const ON_TAMOXIFEN = youngWoman({ nickname: 'T', age: 48, medicines: ['tamoxifen'] });
const ON_LEVOTHYROXINE = youngWoman({ nickname: 'L', age: 45, medicines: ['levothyroxine'] });

describe('a ferrous succinate tablet counts its iron, not the salt', () => {
  it.each([
    ['en-US', 'I take ferrous succinate 100 mg three times a day, is that too much iron?', /about 35 mg/],
    ['zh-CN', '琥珀酸亚铁100mg一天吃三次，铁会不会吃太多了', /约 35 mg/],
  ] as const)('%s: %s', (locale, text, element) => {
    const r = askWith('FS49', youngWoman({ nickname: 'F', age: 30 }), locale, text);
    expect(r.text).toMatch(element);
    expect(r.text).not.toMatch(/300 mg/);
  });
});

describe('scoops taken together are counted, and their caffeine arrives at once', () => {
  it('"three scoops" of a 150 mg scoop is 450 mg at once', () => {
    const items = caffeineCounted(
      'my preworkout says 150mg caffeine per scoop and before a match i take three scoops',
      'en-US',
    );
    expect(items?.[0]?.count).toBe(3);
    const r = askWith(
      'C49',
      youngWoman({ nickname: 'C', age: 24 }),
      'en-US',
      'my preworkout says 150mg caffeine per scoop and before a match i take three scoops, is that safe?',
    );
    expect(r.text).toMatch(/450 mg of caffeine a day/);
    expect(r.text).toMatch(/3 servings taken together are about 450 mg at once/);
  });
  it('one scoop stays one', () => {
    expect(caffeineCounted('150mg caffeine per scoop, one scoop and a latte', 'en-US')?.[0]?.count).toBe(1);
  });
  it('in Chinese: 每勺 and 三勺', () => {
    expect(
      caffeineCounted('这个预锻炼粉每勺含咖啡因150毫克，比赛前我吃三勺，会超标吗', 'zh-CN')?.[0]?.count,
    ).toBe(3);
  });
});

describe('a vitamin D level measured low: how far a dose moves it, not the shelf strength', () => {
  it.each([
    ['en-US', 'my vitamin D was low on the blood test, is the 1000 IU I take enough or should I go higher?'],
    ['zh-CN', '化验维生素D偏低，现在每天1000单位，要补多久，要不要加量？'],
  ] as const)('%s', (locale, text) => {
    const r = askWith('D49', LOW_D, locale, text);
    expect(r.text).toMatch(/1,500–2,000 IU|1500–2000国际单位/);
    expect(r.text).toMatch(/3 months|3个月/);
    expect(r.text).not.toMatch(/all you need|就够了/);
  });
  it('someone with no low level still gets the shelf strength', () => {
    const r = askWith(
      'N49',
      youngWoman({ nickname: 'N', age: 35 }),
      'en-US',
      'which vitamin D strength should I buy, 10mcg or 25mcg?',
    );
    expect(r.text).not.toMatch(/measured low/);
  });
});

describe('curcumin with tamoxifen, ashwagandha with levothyroxine', () => {
  it.each(['en-US', 'zh-CN'] as const)('%s: turmeric capsules on tamoxifen', (locale) => {
    const text =
      locale === 'en-US' ? 'are curcumin capsules ok with my tamoxifen?' : '吃他莫昔芬还能吃姜黄素胶囊吗';
    expect(askWith('T49', ON_TAMOXIFEN, locale, text).text).toMatch(/endoxifen|内昔芬/);
  });
  it.each(['en-US', 'zh-CN'] as const)('%s: ashwagandha on levothyroxine', (locale) => {
    const text =
      locale === 'en-US'
        ? 'my friend swears by ashwagandha for sleep, fine with my Synthroid?'
        : '朋友推荐南非醉茄助眠，我在吃优甲乐能一起吃吗';
    const r = askWith('A49', ON_LEVOTHYROXINE, locale, text);
    expect(r.text).toMatch(/TSH/);
    expect(r.text).toMatch(/6–8/);
  });
});

describe('a nursing mother asks about her own coffee; creatine loading and rest days', () => {
  it('"too much caffeine for a breastfed baby" adds up her coffee against the nursing limit', () => {
    const r = askWith(
      'B49',
      youngWoman({ nickname: 'B', age: 31 }),
      'en-US',
      'is 4 lattes a day too much caffeine for my breastfed baby? she is 3 months',
    );
    expect(r.text).toMatch(/while breastfeeding/);
    expect(r.text).not.toMatch(/I can’t answer this for a child/);
  });
  it.each([
    [
      'en-US',
      'do I need to load creatine at 20g first, and should I take it on rest days too?',
      /optional/,
      /rest days included/,
    ],
    ['zh-CN', '肌酸要不要先冲击一周，不训练的日子还吃吗', /可做可不做/, /休息日也要吃/],
  ] as const)('%s: %s', (locale, text, loading, rest) => {
    const r = askWith('K49', youngWoman({ nickname: 'K', age: 25, goals: ['muscle'] }), locale, text);
    expect(r.text).toMatch(loading);
    expect(r.text).toMatch(rest);
  });
  it('a malt drink for someone bulking is not answered as weight loss', () => {
    const r = askWith(
      'M49',
      youngWoman({ nickname: 'M', age: 25, goals: ['weight_gain'] }),
      'en-US',
      'is a Maltina before training a good idea?',
    );
    expect(r.text).not.toMatch(/Trying to lose weight/);
  });
});

describe('a count taken morning and evening is two a day', () => {
  it('"早晚各一粒" of a product stored as two a day is no different count', () => {
    const onIron = youngWoman({
      nickname: 'I',
      age: 29,
      supplements: [
        { optionId: 'iron-ferrous-succinate', name: '速力菲', dose: 2, unit: 'tablet', prescribed: true },
      ],
    });
    const r = askWith('I49', onIron, 'zh-CN', '速力菲早晚各一粒，和钙片要隔开吗');
    expect(r.text).not.toMatch(/你说每天 1 份/);
  });
});

describe('rice with diabetes: how much a meal, brown rice, and making it soft', () => {
  const onMetformin = youngWoman({
    nickname: 'R',
    age: 60,
    conditions: ['diabetes'],
    medicines: ['metformin'],
  });
  it.each([
    ['en-US', 'how many bowls of rice can I have at dinner with my diabetes? would brown rice be better?'],
    ['zh-CN', '有糖尿病，一顿饭吃多少米饭合适？换成杂粮饭会不会好点'],
    ['zh-CN', '糙米太硬了嚼不动，跟白米一半一半煮行不行'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askWith('R49', onMetformin, locale, text);
    expect(r.text).toMatch(/50–75/);
    expect(r.text).toMatch(/half and half|一半白米一半糙米/);
  });
  it('on insulin the rice is not this row’s', () => {
    const onInsulin = youngWoman({
      nickname: 'U',
      age: 60,
      conditions: ['diabetes'],
      medicines: ['insulin'],
    });
    const r = askWith('U49', onInsulin, 'en-US', 'how much rice per meal with my diabetes?');
    expect(r.text).not.toMatch(/Don’t make it into a thin congee/);
  });
  it('someone never diagnosed with diabetes does not get it', () => {
    const r = askWith(
      'W49',
      youngWoman({ nickname: 'W', age: 40 }),
      'en-US',
      "I don't have diabetes, is brown rice better than white?",
    );
    expect(r.text).not.toMatch(/For a meal with diabetes/);
  });
});

describe('glucosamine that did not help, chondroitin or collagen for the knees, melatonin after a night shift', () => {
  const knees = youngWoman({ nickname: 'G', age: 55 });
  it.each([
    [
      'en-US',
      'been on glucosamine for 4 months and my knee still hurts, should I keep buying it?',
      /fine to stop buying it/,
    ],
    ['zh-CN', '氨糖吃了五个月了，膝盖还是一样疼，还要不要继续买', /不用再买了/],
  ] as const)('%s: %s', (locale, text, stop) => {
    expect(askWith('G49', knees, locale, text).text).toMatch(stop);
  });
  it.each([
    ['en-US', 'glucosamine did nothing for my knees, would chondroitin or collagen be better?', undefined],
    ['zh-CN', '那换软骨素或者胶原蛋白会不会好点？', '氨糖吃了半年膝盖还是疼'],
  ] as const)('%s: chondroitin or collagen for the knees, not for the skin: %s', (locale, text, previous) => {
    const r = askWith('G49b', knees, locale, text, previous);
    expect(r.text).toMatch(
      /neither chondroitin nor collagen is a better bet|软骨素和胶原蛋白都不比氨糖更靠得住/,
    );
  });
  it('collagen for the skin keeps its own answer', () => {
    expect(askWith('G49c', knees, 'en-US', 'does collagen help wrinkles on my skin?').text).not.toMatch(
      /knee arthritis/,
    );
  });
  it.each([
    [
      'en-US',
      'after night shift I take melatonin 5mg and wake up groggy, is a smaller dose better? also ok with my magnesium?',
      /0\.5–1 mg/,
    ],
    ['zh-CN', '下夜班吃褪黑素3毫克睡觉，醒来头昏沉，能不能和镁一起吃？要不要减量', /0\.5–1毫克/],
  ] as const)('%s: %s', (locale, text, dose) => {
    expect(askWith('S49', youngWoman({ nickname: 'S', age: 29 }), locale, text).text).toMatch(dose);
  });
});
