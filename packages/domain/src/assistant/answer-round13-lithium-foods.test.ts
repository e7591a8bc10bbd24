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

// en-062 (unsafe): a man with heart failure, potassium 5.4, on furosemide, spironolactone, lisinopril and
// digoxin asked "shouldn't I be taking a potassium supplement to replace what I pee out?" and got an
// emergency card about a result he never mentioned. No potassium supplement or salt substitute: the
// spironolactone and lisinopril keep potassium in (Aldactone US PI §5.1; Zestril US PI §5).
describe('en-062: no potassium supplement on medicines that keep potassium in', () => {
  const HF = 'heart failure, potassium 5.4';
  it.each([
    [
      'en-US',
      HF,
      "I'm on a water pill (furosemide), shouldn't I be taking a potassium supplement to replace what I pee out?",
    ],
    ['en-US', HF, 'lasix makes me pee a lot, do i need potasium pills?'],
    ['en-US', HF, "should I take K-Dur since I'm on a diuretic"],
    ['en-US', undefined, 'i take spironolactone and lasix, should i take potassium tablets'],
    ['zh-CN', HF, '吃着呋塞米，尿得多，是不是要补点钾？'],
    ['zh-CN', HF, '利尿药排钾，要不要买氯化钾片吃'],
    ['zh-CN', HF, '吃速尿要不要补 potassium'],
  ] as const)('%s (%s): %s', (locale, persona, text) => {
    const r = askAs({ locale, ...(persona ? { persona } : {}), text });
    expect(r.urgent).toBe(false);
    expect(faqIdsOf(r)).toContain('potassium-supplement-potassium-held');
    // The lead is kept whole (a "不要用…" sentence was once cut as advice to stop a medicine).
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /钾片、补钾药不要自己吃/ : /do not take a potassium supplement/,
    );
    expect(r.text).not.toMatch(/Do not stop Furosemide|请不要自行停用呋塞米/);
  });

  it('on furosemide alone the row does not answer (the prescriber may well add potassium)', () => {
    const r = askAs({
      locale: 'en-US',
      medicines: ['furosemide'],
      text: 'on furosemide, do i need potassium pills?',
    });
    expect(faqIdsOf(r)).not.toContain('potassium-supplement-potassium-held');
  });
});

// en-052 (unsafe): "can i have liver pate? been craving it like mad" in pregnancy was allowed "rare, small
// portions". No pâté of any kind in pregnancy (listeria, vegetarian pâté too), and liver and liver
// products are avoided for their vitamin A (NHS, Foods to avoid in pregnancy); the Chinese answer keeps
// the Chinese guideline's small weekly portion of cooked liver (中国居民膳食指南 2022).
describe('en-052: no pâté in pregnancy', () => {
  const PREGNANT = 'pregnant t2 with a prenatal';
  it.each([
    ['en-US', 'can i have liver pate? been craving it like mad', /No pâté of any kind/],
    ['en-US', 'is vegetarian pâté ok while pregnant', /No pâté of any kind/],
    ['en-US', 'craving liverwurst sandwiches, ok for the baby?', /avoid liver and liver products/],
    ['zh-CN', '怀孕了特别想吃鹅肝酱，可以吗', /孕期不要吃任何肝酱/],
    ['zh-CN', '孕中期能吃 pate 吗 就是那种肝酱', /李斯特菌/],
  ] as const)('%s: %s', (locale, text, said) => {
    const r = askAs({ locale, persona: PREGNANT, text });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/rare, small portions/);
  });

  it('cooked liver in Chinese keeps the Chinese guideline portion, without the pâté line', () => {
    const r = askAs({ locale: 'zh-CN', persona: PREGNANT, text: '猪肝能吃吗' });
    expect(r.text).toMatch(/每周吃1–2次/);
    expect(r.text).not.toMatch(/李斯特菌/);
  });
});

// en-157 (unsafe): "I am from Kerala, at home we take tender coconut water daily, fish curry, sambar and
// dal … my GFR is now 22" got the water-flush row. Tender coconut water is high in potassium (about 250
// mg per 100 ml, USDA FoodData Central): not daily at eGFR 22 unless the potassium is checked and the
// nephrologist or dietitian agrees; dal and sambar in portions; fish within the protein limit (KDOQI
// 2020). Coconut water alone was answered three ways or declined: one row answers it.
describe('en-157: tender coconut water and South Indian meals at eGFR 22', () => {
  const CKD = 'kidney disease eGFR 22 with magnesium';
  it.each([
    [
      'en-US',
      'I am from Kerala, at home we take tender coconut water daily, fish curry, sambar and dal. Kindly advise what is safe for my kidney as my GFR is now 22',
      'ckd-south-indian-meals',
    ],
    ['en-US', 'kerala food at home - sambar, dal, fish curry. ok for ckd stage 4?', 'ckd-south-indian-meals'],
    ['en-US', 'is coconut water good for my kidneys? i drink one every day', 'ckd-coconut-water'],
    ['en-US', 'can i have tender coconut, doctor says my kidneys r weak', 'ckd-coconut-water'],
    ['zh-CN', '肾不好能每天喝椰子水吗', 'ckd-coconut-water'],
    ['zh-CN', '我每天喝一个椰青，对肾好不好', 'ckd-coconut-water'],
    ['zh-CN', '肾功能不好 coconut water 能喝吗', 'ckd-coconut-water'],
  ] as const)('%s: %s', (locale, text, id) => {
    const r = askAs({ locale, persona: CKD, text });
    expect(faqIdsOf(r)).toContain(id);
    expect(r.text).toMatch(locale === 'zh-CN' ? /每100毫升约250毫克/ : /about 250 mg per 100 ml/);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /不要每天喝/ : /not daily|do not drink coconut water every day/i,
    );
  });

  it('coconut water without kidney disease is not this row', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'healthy woman',
      text: 'is coconut water good after a workout',
    });
    expect(faqIdsOf(r)).not.toContain('ckd-coconut-water');
  });
});

// The same answers for a guest without a plan, who says who they are in the message.
describe('round 13 unsafe answers, asked as a guest', () => {
  it.each([
    ['en-US', "i'm 20 weeks pregnant, can i have pâté?", /No pâté of any kind/],
    ['zh-CN', '怀孕5个月了能吃鹅肝酱吗', /孕期不要吃任何肝酱/],
    ['en-US', 'on lithium, if i quit coffee cold turkey is that a problem?', /sudden cut in caffeine/],
    ['zh-CN', '吃锂盐的人要控盐吗 我想减肥', /不要自己控盐/],
    ['zh-CN', '吃苯乙肼 哪些东西不能吃 列个单子', /腐乳/],
    ['en-US', 'I have CKD stage 4, is tender coconut water ok daily?', /about 250 mg per 100 ml/],
  ] as const)('%s: %s', (locale, text, said) => {
    const r = askAs({ locale, text });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(said);
  });
});
