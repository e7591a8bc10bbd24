/**
 * A day's caffeine added up from the drinks the message counts (blind answer round 47, development data, in words
 * of our own): the total, the person's limit, the single-dose and sugar notes; nothing when a drink has no count,
 * the counts are weekly, or a medicine the caffeine matters for is in play.
 */
import { describe, expect, it, vi } from 'vitest';
import { youngWoman } from '../../testing';
import { askWith } from '../testing-ask';
import { caffeineCounted } from './caffeine-total';

vi.setConfig({ testTimeout: 30_000 });

const ADULT = youngWoman({ nickname: 'A', gender: 'male', age: 34, heightCm: 178, weightKg: 80 });
const PREGNANT = youngWoman({
  nickname: 'P',
  age: 30,
  lifeStage: 'pregnant_t2',
  prePregnancyWeightKg: 55,
  gestationalWeek: 22,
});

describe('counting the drinks', () => {
  it.each([
    ['i drink 2 red bull every shift', [['red', 2, 80]]],
    ['两罐红牛', [['红牛', 2, 80]]],
    ['咖啡一天两三杯算多吗', [['咖啡', 3, 95]]],
    ['that teh-c kosong, still two cups a day ok?', [['tea', 2, 47]]],
    // One drink named in two words is one cup, and "拿铁" read as "奶咖啡" keeps its count.
    ['我一天喝4杯美式咖啡，超标吗', [['美式咖啡', 4, 95]]],
    [
      '一天两杯拿铁一杯美式',
      [
        ['拿铁', 2, 95],
        ['美式', 1, 95],
      ],
    ],
    ['一天两杯拿铁咖啡', [['拿铁咖啡', 2, 95]]],
    ['3 americano coffees a day too much?', [['americano', 3, 95]]],
  ] as const)('"%s"', (text, want) => {
    const got = caffeineCounted(text, text.match(/[a-z]/) ? 'en-US' : 'zh-CN')!;
    expect(got.map((x) => [x.count, x.mg])).toEqual(want.map(([, n, mg]) => [n, mg]));
  });

  it.each(['coffee with breakfast, is that ok?', 'I have 3 red bulls a week, is that ok?', '每周喝两罐红牛'])(
    '"%s": nothing to add up',
    (text) => expect(caffeineCounted(text, 'en-US')).toBeNull(),
  );

  it('a stated amount counts as said, with the drinks beside it', () => {
    const got = caffeineCounted('pre-workout is 200mg caffeine a scoop, then about 3 coffees', 'en-US')!;
    expect(got.reduce((s, x) => s + x.count * x.mg, 0)).toBe(485);
  });
});

describe('the answer', () => {
  it('three lattes in pregnancy: counted as three cups, 285 mg against 200', () => {
    const r = askWith('P', PREGNANT, 'zh-CN', '孕中期每天三杯拿铁算多吗');
    expect(r.text).toMatch(/285毫克/);
    expect(r.text).toMatch(/200毫克/);
  });

  it('"is 3 black coffees a day bad?": counted, never declined (blind answer round 65, en-045, development data)', () => {
    const r = askWith(
      'A',
      ADULT,
      'en-US',
      'is 3 black coffees a day bad? its the only way i get thru rehearsals',
    );
    expect(r.text).toMatch(/^\*\*That is about 285 mg of caffeine a day/);
  });

  it('two Red Bulls a shift: 160 mg, within 400, and the sugar', () => {
    const r = askWith(
      'A',
      ADULT,
      'en-US',
      'night shift here, i drink 2 red bull every shift. how much caffeine is that, too much?',
    );
    expect(r.text).toMatch(/^\*\*That is about 160 mg of caffeine a day/);
    expect(r.text).toMatch(/within the 400 mg/);
    expect(r.text).toMatch(/54 g of sugar/);
    expect(r.text).not.toMatch(/Celsius/);
  });

  it('a 200 mg pre-workout and three coffees: 485 mg, above 400, the single dose named', () => {
    const r = askWith(
      'A',
      ADULT,
      'en-US',
      'my pre-workout is 200mg caffeine a scoop and then 3 coffees during the day, is that too much?',
    );
    expect(r.text).toMatch(/485 mg/);
    expect(r.text).toMatch(/above the 400 mg/);
    expect(r.text).toMatch(/200 mg-at-once/);
  });

  it.each([
    ['每天两杯teh tarik，怀孕了咖啡因会超标吗', /94毫克/, /孕期和哺乳期每天不超过200毫克的范围内/],
    ['怀孕了一天三杯咖啡会不会太多', /285毫克/, /超过了孕期和哺乳期每天200毫克/],
  ] as const)('pregnancy "%s": the 200 mg limit', (text, total, verdict) => {
    const r = askWith('P', PREGNANT, 'zh-CN', text);
    expect(r.text).toMatch(total);
    expect(r.text).toMatch(verdict);
  });

  it('a 16-year-old with two Monsters: above 2.5 mg per kg', () => {
    const r = askWith(
      'A',
      ADULT,
      'en-US',
      "i'm 16 and i have 2 monster a day before practice, is that too much caffeine?",
    );
    expect(r.text).toMatch(/320 mg/);
    expect(r.text).toMatch(/above the teenage limit/);
  });

  it('on clozapine the medicine’s own answer, not the total', () => {
    const r = askWith(
      'C',
      youngWoman({ nickname: 'C', gender: 'male', age: 40, medicines: ['clozapine'] }),
      'en-US',
      'is 3 coffees a day too much caffeine?',
    );
    expect(r.text).not.toMatch(/^\*\*That is about/);
  });

  it('with kidney disease the coffee and the fluid are answered part by part, not as a day’s total', () => {
    const r = askWith(
      'K',
      youngWoman({ nickname: 'K', gender: 'male', age: 66, conditions: ['kidney_disease'] }),
      'en-US',
      'can I have coffee, 2 cups a day? and how much fluid in total should i aim for',
    );
    expect(r.text).not.toMatch(/^\*\*That is about/);
    expect(r.text).toMatch(/fluid limit/);
  });

  it('pills taken with the drinks, or one drink for someone with a row of their own, is not a total', () => {
    expect(
      askWith('A', ADULT, 'en-US', 'can i take my vitamins with my 2 cups of coffee, is that ok?').text,
    ).not.toMatch(/^\*\*That is about/);
    expect(askWith('P', PREGNANT, 'zh-CN', '孕中期每天一杯美式可以吗').text).not.toMatch(/^\*\*这大约是/);
  });
});

describe('kidney disease said, and "is that a problem" asked', () => {
  it('"肾不好，一天两罐红牛，有问题吗": the Red Bull total (not the Celsius text), and the kidney line', () => {
    const r = askWith('K1', ADULT, 'zh-CN', '我肾不好，一天喝两罐红牛，有问题吗');
    expect(r.text).toMatch(/大约160毫克咖啡因/);
    expect(r.text).toMatch(/算进每天的饮水量/);
    expect(r.text).not.toMatch(/Celsius/);
  });
  it('"CKD stage 3 … is that bad?" in English', () => {
    const r = askWith(
      'K2',
      ADULT,
      'en-US',
      'I have CKD stage 3, I drink 3 coffees and a coke a day, is that bad?',
    );
    expect(r.text).toMatch(/about 319 mg of caffeine a day/);
    expect(r.text).toMatch(/colas add phosphate/);
  });
  it('no kidney said: no kidney line', () => {
    const r = askWith('K3', ADULT, 'en-US', 'I drink 3 coffees and a coke a day, is that bad?');
    expect(r.text).toMatch(/about 319 mg/);
    expect(r.text).not.toMatch(/kidney/i);
  });
});
