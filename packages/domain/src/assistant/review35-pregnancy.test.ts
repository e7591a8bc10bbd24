/**
 * Thirty-fifth clinician review, the pregnancy findings: zh S1 (阿青, 9 weeks, dolutegravir: "要不要先停了"
 * read as a child's dose question), zh S3 (raw goat's milk "no reliable rule"), en S2 (a glass of wine on
 * metformin answered with "heavy or binge drinking" only), en S3 (prediabetes in pregnancy told to lose
 * 5–7 % at the plan's weight-loss calories and recheck in a year).
 */
import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf } from './faq/testing';

const AQING =
  '阿青: 9 weeks pregnant with HIV on dolutegravir, tenofovir and lamivudine, Hb 98, ferritin 9.6 (zh)';
const JEN = 'Jen: 6 weeks pregnant on metformin and Zepbound, alcohol light, HbA1c 5.9 (en)';

describe(
  'review 35, en S2: alcohol in pregnancy comes before any medicine’s alcohol text',
  { timeout: 60_000 },
  () => {
    it('Jen’s weekend glass of wine: none at all leads, metformin after it, never "heavy or binge" alone', () => {
      const r = askAs({
        persona: JEN,
        locale: 'en-US',
        text: 'is a glass of wine on the weekend ok? my mom drank with me lol and im fine',
      });
      expect(r.urgent).toBe(false);
      expect(r.text).toMatch(/^\*\*No alcohol in pregnancy[^*]*no known safe amount and no safe time\*\*/);
      expect(r.text).toMatch(/mention it at your next prenatal visit/);
      expect(r.text).toMatch(/hard to stop/);
      expect(r.text).not.toMatch(/heavy or binge/);
      expect(r.text).toMatch(/ask them this week, and do not stop or change it on your own/);
    });

    it.each([
      [
        'en-US',
        'im 8 weeks pregnant and on metformin, can i have one beer at the bbq?',
        /^\*\*No alcohol in pregnancy/,
      ],
      ['zh-CN', '我怀孕了，还在吃二甲双胍，周末喝一小杯红酒可以吗', /^\*\*怀孕期间（以及备孕时）不要喝酒/],
    ] as const)('pregnancy said in the message, no plan (%s): %s', (locale, text, lead) => {
      const r = askAs({ locale, text, medicines: ['metformin'] });
      expect(r.text).toMatch(lead);
      expect(r.text).not.toMatch(/heavy or binge|大量喝酒或一次喝很多/);
    });

    it('a DOAC’s "occasional small glass" is never said in pregnancy', () => {
      const r = askAs({
        locale: 'en-US',
        persona: 'pregnant t1',
        medicines: ['apixaban'],
        text: 'can i have a small glass of wine with my eliquis?',
      });
      expect(r.text).toMatch(/^\*\*No alcohol in pregnancy/);
      expect(r.text).not.toMatch(/generally fine/);
    });

    it('not pregnant: metformin’s own alcohol text still answers', () => {
      const r = askAs({
        locale: 'en-US',
        medicines: ['metformin'],
        text: 'is a glass of wine on the weekend ok on metformin?',
      });
      expect(r.text).toMatch(/heavy or binge drinking/);
      expect(r.text).not.toMatch(/No alcohol in pregnancy/);
    });
  },
);

describe('review 35, en S3: prediabetes in pregnancy is never weight loss', { timeout: 60_000 }, () => {
  it('Jen: no weight loss, the obstetrician at the first visit, metformin kept until the obstetrician says', () => {
    const r = askAs({
      persona: JEN,
      locale: 'en-US',
      text: 'my a1c was 5.9, dr said prediabetes. is that bad for the baby? should i keep taking the metformin',
    });
    expect(faqIdsOf(r)).toContain('prediabetes-in-pregnancy');
    expect(r.text).toMatch(/do not try to lose weight while you are pregnant/);
    expect(r.text).toMatch(/first prenatal visit/);
    expect(r.text).toMatch(
      /do not stop or change it on your own — ask your obstetrician \(or the prescriber\) this week/,
    );
    expect(r.text).toMatch(/does not mean the baby has been harmed/);
    expect(r.text).not.toMatch(/losing 5–7 %|weight-loss calories|0\.5 kg a week|in a year, or when/);
  });

  it.each([
    ['en-US', "i'm 8 weeks pregnant and my doctor says i have prediabetes, a1c 6.1. what should i eat?"],
    ['zh-CN', '怀孕8周，糖化血红蛋白6.1，医生说是糖尿病前期，饮食要注意什么'],
  ] as const)('pregnancy said, no plan (%s): %s', (locale, text) => {
    const r = askAs({ locale, text });
    expect(faqIdsOf(r)).toContain('prediabetes-in-pregnancy');
    expect(r.text).not.toMatch(/5–7 ?%|5%–7%|0\.5 ?(kg|公斤)|减重热量|weight-loss calories/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /怀孕期间不要减重/ : /do not try to lose weight/);
  });

  it('"要不要减肥" with it: the pregnancy weight-loss answer, never a weight-loss figure', () => {
    const r = askAs({ locale: 'zh-CN', text: '怀孕8周，糖化血红蛋白6.1，医生说是糖尿病前期，要不要减肥' });
    expect(r.text).not.toMatch(/5%–7%|0\.5公斤|减重热量/);
    expect(r.text).toMatch(/不(要|建议)(减重|减肥)/);
  });

  it('not pregnant: the prediabetes row still answers', () => {
    const r = askAs({ locale: 'en-US', text: 'my a1c is 5.9, prediabetes. what should i eat?' });
    expect(faqIdsOf(r)).toContain('prediabetes-what-to-eat');
  });
});

describe('review 35, zh S1: HIV medicines in pregnancy are never stopped', { timeout: 60_000 }, () => {
  it('阿青: the unborn 宝宝 and "过了三个月" are not a child’s dose question; keep taking, the HIV clinic, folic acid', () => {
    const r = askAs({
      persona: AQING,
      locale: 'zh-CN',
      text: '网上说多替拉韦怀孕吃会让宝宝神经管畸形，我要不要先停了 等过了三个月再吃',
    });
    expect(r.rules).not.toContain('child-cannot');
    expect(r.text).not.toMatch(/孩子吃多少要按孩子的年龄和体重/);
    expect(faqIdsOf(r)).toContain('pregnancy-hiv-keep-taking');
    expect(r.text).toMatch(/^\*\*不要停。/);
    expect(r.text).toMatch(/这周内给开药的感染科（艾滋病门诊）医生打电话/);
    expect(r.text).toMatch(/病毒量就会反弹/);
    expect(r.text).toMatch(/叶酸/);
    // HIV known: no hepatitis B line.
    expect(r.text).not.toMatch(/治乙肝/);
  });

  it.each([
    ['zh-CN', undefined, '怀孕了想把抗病毒药停掉等生完再吃', /^\*\*不要停。/],
    ['zh-CN', AQING, '我怀孕9周，抗病毒的药想停掉等生完再吃，可以吗', /^\*\*不要停。/],
    [
      'en-US',
      undefined,
      "I'm pregnant, should I stop my HIV meds until the second trimester?",
      /^\*\*Do not stop\./,
    ],
    [
      'en-US',
      'pregnant t1',
      'should i pause my biktarvy for the first trimester, worried about the baby',
      /^\*\*Do not stop\./,
    ],
  ] as const)('%s (%s): %s', (locale, persona, text, lead) => {
    const r = askAs({ locale, text, ...(persona ? { persona } : {}) });
    expect(faqIdsOf(r)).toContain('pregnancy-hiv-keep-taking');
    expect(r.text).toMatch(lead);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });

  it('a pregnant person’s 宝宝 with a span of months is the unborn baby, never the child-dose "can’t"', () => {
    for (const text of [
      '我吃的维生素D会不会影响宝宝，要不要等过了三个月再吃',
      '怀孕了，鱼油对宝宝好吗，头三个月能吃吗',
    ]) {
      const r = askAs({ persona: 'pregnant t1', locale: 'zh-CN', text });
      expect(r.rules).not.toContain('child-cannot');
    }
    const en = askAs({
      persona: 'pregnant t1',
      locale: 'en-US',
      text: 'is fish oil safe for the baby or should i wait until after 3 months?',
    });
    expect(en.rules).not.toContain('child-cannot');
  });

  it('a pregnant woman asking for her born child still gets the child’s rule', () => {
    const r = askAs({ persona: 'pregnant t1', locale: 'zh-CN', text: '我家宝宝8个月了，能喝蜂蜜水吗' });
    expect(r.text).toMatch(/1岁/);
  });

  it('not pregnant: the HIV row is not said', () => {
    const r = askAs({ locale: 'en-US', text: 'should I stop my HIV meds for a week while on holiday?' });
    expect(faqIdsOf(r)).not.toContain('pregnancy-hiv-keep-taking');
  });
});

describe('review 35, zh S3: raw milk in pregnancy', { timeout: 60_000 }, () => {
  it.each([
    ['zh-CN', AQING, '我婆婆从乡下给我弄了生羊奶 说补钙，怀孕能喝吗', /^\*\*怀孕期间不要喝生奶/],
    ['zh-CN', undefined, '孕妇能不能喝生羊奶', /^\*\*怀孕期间不要喝生奶/],
    ['zh-CN', 'pregnant t1', '邻居家刚挤的牛奶，煮一下能喝吗', /^\*\*怀孕期间不要喝生奶/],
    [
      'en-US',
      'pregnant t1',
      'raw milk from a farm, ok while pregnant?',
      /^\*\*Do not drink raw \(unpasteurised\) milk while pregnant/,
    ],
  ] as const)('%s (%s): %s', (locale, persona, text, lead) => {
    const r = askAs({ locale, text, ...(persona ? { persona } : {}) });
    expect(faqIdsOf(r)).toContain('pregnancy-raw-milk');
    expect(r.text).toMatch(lead);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /烧开.*巴氏消毒奶.*酸奶/ : /Boil it well.*pasteurised or UHT milk or yoghurt/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /李斯特菌.*布鲁氏菌/ : /Listeria.*Brucella/);
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/);
  });

  it('not pregnant: the pregnancy raw-milk row is not said', () => {
    const r = askAs({ locale: 'zh-CN', text: '生羊奶补钙效果好吗' });
    expect(faqIdsOf(r)).not.toContain('pregnancy-raw-milk');
  });
});
