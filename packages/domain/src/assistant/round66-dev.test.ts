/**
 * Blind answer round 66 (development data once recorded and judged: docs/answer-rounds/round-66/round-66.md):
 *
 * - zh-042, zh-038 (unsafe): a thalassaemia carrier 20 weeks pregnant heard "hold Elevit" with nothing of her
 *   folic acid; the plan's keep-a-source line is now said with the hold.
 * - en-035, zh-038 (unsafe): the same carrier asking about pork-liver soup got "when iron is already too high"
 *   written for transfusion overload; a carrier said (in the message or the one before) is not that row's.
 */
import { describe, expect, it, vi } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

// The first chat of a file loads the assistant's tables: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const CARRIER: Answers = {
  ...person('female', 29, 158, 55, 'light'),
  lifeStage: 'pregnant_t2',
  conditions: ['haemoglobinopathy', 'anemia'],
  supplements: [
    { optionId: 'elevit', dose: 1, unit: 'tablet' },
    { optionId: 'caltrate-d600', dose: 1, unit: 'tablet' },
  ],
  labs: [
    { marker: 'haemoglobin', value: 98, unit: 'g/L' },
    { marker: 'ferritin', value: 85, unit: 'ng/mL' },
  ],
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('the prenatal held for its iron is said with how to keep folic acid', () => {
    const [r] = chatAs('r66dev:elevit-caltrate', CARRIER, locale, [
      zh
        ? '爱乐维和钙尔奇能不能早上一起吃？我怕忘了想一起吞'
        : 'can I take my Elevit and Caltrate together in the morning?',
    ]);
    expect(r!.text).toMatch(zh ? /唯一的叶酸来源/ : /only folic acid/);
    expect(r!.text).toMatch(zh ? /间隔2小时/ : /2 hours/);
  });

  it('liver asked by a carrier: never "iron already too high"', () => {
    const rs = chatAs('r66dev:liver', CARRIER, locale, [
      zh
        ? '怀孕20周，α地贫携带者，铁蛋白85。婆婆一周两次猪肝汤给我补血，我这种贫血真的要补铁吗'
        : 'I am 20 weeks pregnant with alpha thal trait, ferritin 85. My mother-in-law gives me pork liver soup twice a week for the blood. Do I need extra iron?',
      zh
        ? '猪肝一周吃两次会不会维生素A过量？爱乐维里面也有'
        : 'does liver twice a week give too much vitamin A? Elevit has some too',
    ]);
    for (const r of rs) expect(r.text).not.toMatch(/铁已经过多|iron is already too high/);
    expect(rs[1]!.text).toMatch(zh ? /维生素A/ : /vitamin A/);
  });
});

describe('protein powder with diarrhoea during cancer treatment (development data, zh-020)', () => {
  const ON_CHEMO: Answers = { ...person('female', 52, 158, 48, 'sedentary'), conditions: ['cancer'] };
  it.each([
    ['zh-CN', '化疗期间喝乳清蛋白粉以后拉肚子更厉害了，还要继续喝吗', /分离乳清/],
    [
      'en-US',
      'she is on chemo and the whey shake seems to give her diarrhoea, should she keep taking it?',
      /whey isolate/,
    ],
  ] as const)('%s', (locale, text, said) => {
    const [r] = chatAs(`r66dev:powder:${locale}`, ON_CHEMO, locale, [text]);
    expect(r!.text).toMatch(said);
    expect(r!.text).not.toMatch(/不需要蛋白粉|do not need protein shakes/);
  });
});

describe('a kidney low-protein diet in meat and eggs (development data, zh-013)', () => {
  const CKD: Answers = { ...person('male', 63, 170, 66, 'light'), conditions: ['kidney_disease'] };
  it.each([
    ['zh-CN', '肾内科说低蛋白饮食每公斤0.6克，我60公斤，一天能吃多少肉和鸡蛋', /大约36克/],
    [
      'en-US',
      'renal doctor put me on low protein, 0.6 g/kg, I weigh 70 kg. how many eggs and how much meat a day?',
      /about 42 g/,
    ],
  ] as const)('%s', (locale, text, said) => {
    const [r] = chatAs(`r66dev:ckd:${locale}`, CKD, locale, [text]);
    expect(r!.text).toMatch(said);
    expect(r!.text).toMatch(locale === 'zh-CN' ? /不吃肉反而容易营养不良/ : /malnutrition/);
  });
  it('not on dialysis, where protein goes up', () => {
    const [r] = chatAs(
      'r66dev:ckd-dialysis',
      { ...CKD, conditions: ['kidney_disease', 'dialysis'] },
      'en-US',
      ['is a low protein diet of 0.6 g/kg right for me? how much meat can I eat?'],
    );
    expect(r!.text).not.toMatch(/about \d+ g of protein a day in all/);
  });
});

describe("children's vitamin gummies eaten as sweets (development data, en-006, zh-006)", () => {
  it.each([
    ['zh-CN', '孩子把维生素软糖当零食吃，一天吃五六粒行吗'],
    ['en-US', 'can my 9 year old eat his gummy vitamins like sweets? he loves them'],
  ] as const)('%s', (locale, text) => {
    const [r] = chatAs(`r66dev:gummies:${locale}`, null, locale, [text]);
    expect(r!.text).toMatch(locale === 'zh-CN' ? /不可以当零食吃/ : /not as a snack/);
  });
});

describe('a product the plan could not check is not counted as none (development data, en-053)', () => {
  const EYES: Answers = {
    ...person('female', 78, 160, 60, 'light'),
    supplements: [{ name: 'Macu-Vision Plus', dose: 2, unit: 'tablet' }],
  };
  it.each([
    ['en-US', 'how much zinc do I need a day?', /not counting Macu-Vision Plus/],
    ['zh-CN', '我一天需要多少锌？', /没有算上方案没能核对成分的Macu-Vision Plus/],
  ] as const)('%s', (locale, text, said) => {
    const [r] = chatAs(`r66dev:zinc:${locale}`, EYES, locale, [text]);
    expect(r!.text).toMatch(said);
  });
});

describe('a sodium tally of salt capsules is no emergency (development data, en-040)', () => {
  it('the chat gives no emergency card', () => {
    const [r] = chatAs('r66dev:saltstick', person('female', 24, 165, 55, 'light'), 'en-US', [
      'how much sodium do I get from 4 SaltStick caps and 2 Liquid IV sticks a day?',
    ]);
    expect(r!.urgent).not.toBe(true);
  });
});
