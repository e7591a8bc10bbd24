/**
 * Blind answer round 58, recorded before and after the thirty-sixth session's first changes and judged blind —
 * development data from then on: its unsafe answers, asked again in other words.
 *
 * - en-012: extra calories for twins: the one-baby 340/450 kcal, and 9 kg at 22 weeks called too much.
 * - zh-042, en-044: one 1,000 mg vitamin C tablet with recurrent stones: "two tablets — cut to 1,000 mg".
 * - en-050: tea with meals, with thalassaemia and a ferritin in the thousands: "iron + tea: take apart".
 * - en-055: penicillamine and zinc "with boba or my coffee": bubble-tea sugar tips.
 * - zh-018: "我担心他缺B12，要补吗" beside the vitamin D he takes: an answer about vitamin D.
 * - zh-030: baijiu every day on edoxaban at 83: "an occasional glass of sherry is fine", in UK units.
 * - zh-051: pork-liver soup with iron overload: the chicken-soup text for older people.
 * - zh-057: oysters and soy protein in Wilson disease: the liver-disease protein text.
 * - zh-077: "只吃维D 1000 IU，钙要不要另外补": read as a 1,000 mg calcium tablet, "enough".
 * - en-002 (after the first changes): a re-test asked after a child's vitamin D got the child's "can't".
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const TWINS: Answers = { ...person('female', 33, 160, 64, 'light'), lifeStage: 'pregnant_t2' };
const STONES: Answers = { ...person('male', 45, 172, 80, 'sedentary'), conditions: ['kidney_stones'] };
const THALASSAEMIA: Answers = {
  ...person('female', 25, 156, 46, 'light'),
  conditions: ['haemoglobinopathy'],
  medicines: ['deferasirox'],
  labs: [{ marker: 'Ferritin', value: 2400, unit: 'µg/L', labRefLow: 15, labRefHigh: 150 }],
};
const WILSON: Answers = {
  ...person('female', 21, 162, 52, 'moderate'),
  medicines: ['penicillamine', 'zinc-acetate'],
};
const VEGAN_OLDER: Answers = {
  ...person('male', 67, 178, 80, 'moderate'),
  dietPattern: 'vegan',
  supplements: [{ optionId: 'vitamin-d3-1000', name: 'Vitamin D3 1000 IU', dose: 1, unit: 'tablet' }],
};
const ON_EDOXABAN: Answers = {
  ...person('male', 81, 166, 62, 'light'),
  conditions: ['hypertension'],
  medicines: ['edoxaban', 'amlodipine'],
};
const ON_PREDNISOLONE: Answers = { ...person('male', 70, 175, 90, 'light'), medicines: ['prednisolone'] };

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r58dev:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('en-012: twins: about 600 extra kcal and a twin range of gain, never the one-baby figures', () => {
    const [r] = chat('twins', TWINS, locale, [
      zh
        ? '怀的是双胞胎，每天要多吃多少热量？已经长了8公斤会不会太多'
        : 'carrying twins — how many more calories a day, and is 8 kg gained already too much?',
    ]);
    expect(r!.text).toMatch(/600/);
    expect(r!.text).toMatch(/17–25/);
    expect(r!.text).not.toMatch(/340|450 ?(kcal|千卡)/);
  });

  it('zh-042, en-044: one 1,000 mg vitamin C tablet with stones: better none, and no "two tablets" said of one', () => {
    const [r] = chat('stones-vit-c', STONES, locale, [
      zh
        ? '我有草酸钙结石，每天一颗维C 1000毫克还能吃吗'
        : 'I get calcium oxalate stones — is my one 1000 mg vitamin C a day ok?',
    ]);
    expect(r!.text).toMatch(zh ? /最好不吃维生素C补充剂/ : /better not to take vitamin C supplements/);
    expect(r!.text).not.toMatch(zh ? /一天两片/ : /two 1,000 mg/);
  });

  it('en-050: tea asked beside iron that is not wanted: nothing to space, never “take apart from your iron”', () => {
    const [r] = chat('overload-tea', THALASSAEMIA, locale, [
      zh ? '听说吃饭喝茶会挡铁吸收，是真的吗' : 'does drinking tea with meals really block iron?',
    ]);
    expect(r!.text).not.toMatch(zh ? /铁 \+ 茶：分开吃/ : /Iron \+ tea: take apart/);
  });

  it('en-055: Wilson disease medicines with a drink: plain water, an empty stomach', () => {
    const [r] = chat('wilson-drinks', WILSON, locale, [
      zh
        ? '青霉胺和锌能用奶茶或者咖啡送吗'
        : 'is it ok to wash down my penicillamine and zinc with milk tea or coffee?',
    ]);
    expect(r!.text).toMatch(zh ? /只用白开水送服/ : /plain water only/);
    expect(r!.text).not.toMatch(zh ? /三分糖/ : /30 %/);
  });

  it('zh-057: oysters in Wilson disease: among the highest in copper', () => {
    const [r] = chat('wilson-oysters', WILSON, locale, [
      zh
        ? '生蚝还能吃吗？蛋白粉换乳清好不好'
        : 'can I still eat oysters? and is whey better than soy protein?',
    ]);
    expect(r!.text).toMatch(zh ? /含铜最多的食物之一/ : /highest-copper foods/);
  });

  it('zh-018: a shortage of B12 feared beside a vitamin D taken: the answer is about B12', () => {
    const [r] = chat('vegan-b12', VEGAN_OLDER, locale, [
      zh
        ? '我只吃一粒维D 1000 IU，担心缺B12，要补吗？'
        : 'I only take vitamin D 1000 IU, worried I am low in B12 — should I take some?',
    ]);
    expect(r!.text).toMatch(/B12/);
    expect(r!.text.split('\n')[0]).not.toMatch(zh ? /维生素D/ : /vitamin D/i);
  });

  it('zh-030: drinking every day on an anticoagulant: not advised, no sherry and no UK units in Chinese', () => {
    const [r] = chat('doac-daily', ON_EDOXABAN, locale, [
      zh
        ? '他吃着里先安，天天晚饭喝二两黄酒，有没有关系'
        : 'he is on lixiana and has a whisky every night, does it matter?',
    ]);
    expect(r!.text).toMatch(zh ? /每天喝酒不建议/ : /drinking every day is not advised/);
    if (zh) expect(r!.text).not.toMatch(/雪利|英国/);
  });

  it('zh-051: liver soup with iron overload: left out, even once or twice a month', () => {
    const [r] = chat('overload-liver', THALASSAEMIA, locale, [
      zh
        ? '家里老人总炖猪肝汤给我补血，偶尔喝一次行吗'
        : 'my grandma makes liver soup to build my blood, is it ok once in a while?',
    ]);
    expect(r!.text).toMatch(zh ? /猪肝和猪肝汤最好不吃/ : /liver and liver soup are best left out/);
  });

  it('zh-077: a vitamin D dose is no calcium tablet', () => {
    const [r] = chat('d-not-calcium', ON_PREDNISOLONE, locale, [
      zh
        ? '长期吃强的松，骨量少，现在只吃维D 1000 IU，钙要另外补吗'
        : 'on long-term prednisolone with thin bones, only taking vitamin D 1000 IU — do I need calcium too?',
    ]);
    expect(r!.text).not.toMatch(zh ? /不需要再加钙片/ : /no need for (a|more) calcium tablets?/i);
  });

  it('en-002: a re-test asked after a child’s vitamin D is not the child’s “can’t”', () => {
    const [, r] = chat('child-retest', null, locale, [
      zh
        ? '儿子10岁，维生素D 16 ng/mL，医生让补，补多少？'
        : 'my son is 10, vitamin D 16 ng/mL, the doctor says supplement — how much?',
      zh ? '那补多久再去复查？' : 'and how long before we test again?',
    ]);
    expect(r!.text).not.toMatch(zh ? /不能把成年人的量用在孩子身上/ : /an adult’s amount is not for a child/);
  });
});
