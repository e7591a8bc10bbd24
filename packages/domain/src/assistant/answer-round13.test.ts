import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf } from './faq/testing';

// Blind answer round 13 (development data once its figures were reported): the unsafe answers, as the
// persona who asked, in the reviewer's words and other phrasings.

const LITHIUM = 'lithium with hydrochlorothiazide';

// zh-015 and zh-036 (unsafe): cutting salt to lose weight ("连咸菜都不想吃了"), then heavy sweating on a
// building site, on lithium with a thiazide, got "I have no reliable rule for pickles": "锂盐" was not
// read as lithium, so the salt answer was held to the pickles alone. A sudden drop in salt, or losing
// salt and water in sweat, raises the lithium level (Priadel/Camcolit SmPC §4.4, §4.5; NICE CG185; BNF).
describe('zh-015, zh-036: cutting salt or sweating on lithium raises the level', () => {
  const SALT_FIRST = '吃锂盐的人要控盐吗？我在减肥想吃得清淡一点 连咸菜都不想吃了';
  it.each([
    ['zh-CN', SALT_FIRST, undefined],
    ['zh-CN', '那夏天在工地上出汗很多的时候呢', SALT_FIRST],
    ['zh-CN', '吃碳酸锂要少吃盐吗 想减肥', undefined],
    ['zh-CN', '最近不吃咸菜酱油了，吃得很清淡，对锂盐有影响吗', undefined],
    ['zh-CN', '吃lithium要控盐吗，我在减肥', undefined],
    [
      'en-US',
      'do people on lithium need to cut salt? trying to lose weight and eat bland, no more pickles',
      undefined,
    ],
    ['en-US', 'should i go low sodium on lithium to drop some weight', undefined],
    [
      'en-US',
      'what about summer on a building site when I sweat loads',
      'do people on lithium need to cut salt? trying to lose weight and eat bland, no more pickles',
    ],
  ] as const)('%s: %s', (locale, text, previous) => {
    const r = askAs({ locale, persona: LITHIUM, text, ...(previous ? { previous } : {}) });
    expect(r.urgent).toBe(false);
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/i);
    if (locale === 'zh-CN') {
      expect(r.text).toMatch(/血锂(会|可能)?升高|血锂升高/);
      expect(r.text).toMatch(/走路不稳/);
    } else {
      expect(r.text).toMatch(/lithium (level )?(can )?(rise|up|push)|level can rise|pushes lithium up/i);
      expect(r.text).toMatch(/unsteadiness/);
    }
  });

  it('"锂盐" is lithium, and never reads as salt in a water question', () => {
    const r = askAs({ locale: 'zh-CN', medicines: ['lithium'], text: '吃锂盐每天要喝多少水' });
    expect(r.text).toMatch(/盐和水要保持稳定/);
    expect(r.text).not.toMatch(/成年人每天食盐不超过5克/);
  });
});

// en-133 (unsafe): "if i just quit them all cold turkey does that change anything with the lithium"
// after 3 energy drinks a day was read as stopping lithium. Stopping caffeine suddenly can raise the
// lithium level (Mester R et al. Biol Psychiatry 1995;37:348; lithium PI §7, xanthines).
describe('en-133: quitting caffeine on lithium is not stopping lithium', () => {
  const ENERGY =
    "Can I have coffee on lithium? Right now I'm drinking like 3 energy drinks a day and want to switch";
  it.each([
    ['en-US', 'if i just quit them all cold turkey does that change anything with the lithium', ENERGY],
    [
      'en-US',
      'what if I just quit cold turkey',
      'How much caffeine is ok? I drink like 4-5 Monsters a day ngl',
    ],
    ['en-US', 'im on lithum and want to stop coffee completly tomorrow, any problem?', undefined],
    ['zh-CN', '我想一下子把咖啡全戒了，对碳酸锂有影响吗', undefined],
    ['zh-CN', '那我直接全戒了呢', '吃锂盐能喝咖啡吗 我每天三罐红牛'],
    ['zh-CN', '想把 energy drink 一次性戒掉 吃锂盐的话有问题吗', undefined],
  ] as const)('%s: %s', (locale, text, previous) => {
    const r = askAs({ locale, persona: LITHIUM, text, ...(previous ? { previous } : {}) });
    expect(faqIdsOf(r)).toContain('lithium-caffeine-stopping');
    expect(r.text).not.toMatch(/Do not stop Lithium on your own|请不要自行停用碳酸锂/);
  });

  it.each([
    ['en-US', 'can I stop my lithium?', 'Can I have coffee on lithium?', /Do not stop Lithium on your own/],
    ['zh-CN', '锂盐能停吗', '吃锂盐能喝咖啡吗', /请不要自行停用碳酸锂/],
  ] as const)(
    'stopping lithium itself stays the never-stop answer: %s %s',
    (locale, text, previous, said) => {
      const r = askAs({ locale, persona: LITHIUM, text, previous });
      expect(r.text).toMatch(said);
    },
  );

  it('drinking coffee on lithium stays the diet row', () => {
    const r = askAs({ locale: 'en-US', persona: LITHIUM, text: ENERGY });
    expect(faqIdsOf(r)).not.toContain('lithium-caffeine-stopping');
  });
});

// zh-016 (unsafe): "吃苯乙肼哪些东西不能吃？医生说奶酪不行，别的还有啥？我记不住 能不能给我列个单子" got the
// cheese row alone. A list asked for, or "what else" beside one food, is the whole MAOI list: the
// Chinese fermented and cured foods and the cold medicines (Nardil US PI §4, §5, table of foods).
describe('zh-016: the whole MAOI list when a list is asked for', () => {
  it.each([
    ['zh-CN', '吃苯乙肼哪些东西不能吃？医生说奶酪不行，别的还有啥？我记不住 能不能给我列个单子'],
    ['zh-CN', '除了奶酪还有什么不能吃的 帮我列一下'],
    ['zh-CN', '吃苯已肼要忌口的东西太多了记不全，能写个单子吗'],
    ['zh-CN', '吃 phenelzine 哪些东西不能吃 给个list'],
    ['en-US', 'doc said no cheese on phenelzine, what else? i cant remember it all, can you make me a list'],
    ['en-US', 'whats the full list of stuff i cant eat on nardil'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askAs({ locale, persona: 'phenelzine', text });
    expect(faqIdsOf(r)).toContain('maoi-food-list');
    if (locale === 'zh-CN') {
      for (const food of [
        '腐乳',
        '豆豉',
        '臭豆腐',
        '腊肉',
        '腊肠',
        '火腿',
        '臭鳜鱼',
        '鱼露',
        '虾酱',
        '生啤',
        '酸菜',
        '泡菜',
        '蚕豆',
        '伪麻黄碱',
        '右美沙芬',
      ])
        expect(r.text).toContain(food);
      expect(r.text.split('_来源')[0]).not.toMatch(/[A-Za-z]{3,}/);
    } else {
      expect(r.text).toMatch(/fermented bean curd/);
      expect(r.text).toMatch(/pseudoephedrine/);
      expect(r.text).toMatch(/dextromethorphan/);
    }
  });

  it('one cheese asked about stays the cheese row', () => {
    const r = askAs({ locale: 'zh-CN', persona: 'phenelzine', text: '奶酪能吃吗' });
    expect(faqIdsOf(r)).toContain('maoi-cheese-pizza');
  });
});
