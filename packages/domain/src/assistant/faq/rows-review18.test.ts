import { describe, expect, it } from 'vitest';
import { REVIEW18_FAQ } from './rows-review18';
import { LIFE_STAGE_FAQ } from './rows-life-stages';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase } from './testing';

// The eighteenth clinician review's open moderates (zh M4, M10, M11, M12) as classes: the reviewer's
// words, other phrasings in both languages, with a plan or as a guest, and null where the row must not
// answer (another area's row may).
const mineOf = rowsOf([...REVIEW18_FAQ, ...LIFE_STAGE_FAQ.filter((r) => r.id === 'pregnancy-nausea-b6')]);

const T1 = 'pregnant t1';
const T2 = 'pregnant t2 with a prenatal';
const NURSING = 'lactating on sertraline';
const WOMAN = 'healthy woman';
const IRON = 'iron deficiency with a multivitamin';

const CASES: readonly RowCase[] = [
  // B6 for sickness in pregnancy
  zh(T2, '维生素B6可以止吐吗？一天吃多少合适', 'pregnancy-nausea-b6'),
  zh(T1, '孕吐好厉害 听说吃维b6管用 吃几片', 'pregnancy-nausea-b6'),
  zh(undefined, '怀孕8周 恶心想吐 维生素B6能吃吗', 'pregnancy-nausea-b6'),
  en(T1, 'does vitamin b6 help with morning sickness? how much', 'pregnancy-nausea-b6'),
  en(T2, 'my midwife mentioned b6 for the nausea, is 25mg ok?', 'pregnancy-nausea-b6'),
  en(undefined, '10 weeks pregnant and queasy all day, can I take pyridoxine?', 'pregnancy-nausea-b6'),
  zh(WOMAN, '维生素B6一天吃多少', null),
  en(WOMAN, 'does b6 help with nausea from motion sickness?', null),
  // turmeric and the liver
  zh(undefined, '转氨酶58，姜黄能护肝吗', 'turmeric-liver'),
  zh(WOMAN, '听说姜黄素护肝 脂肪肝能吃吗', 'turmeric-liver'),
  zh(undefined, '谷丙转氨酶高了 还能继续吃姜黄胶囊吗', 'turmeric-liver'),
  en(undefined, 'my ALT is 62, is turmeric good for my liver?', 'turmeric-liver'),
  en(WOMAN, 'curcumin for fatty liver, worth it?', 'turmeric-liver'),
  en(undefined, 'liver enzymes a bit high, should i keep taking my turmeric pills', 'turmeric-liver'),
  zh(WOMAN, '姜黄对关节有用吗', null),
  en(WOMAN, 'is turmeric good for joint pain?', null),
  en(undefined, 'I take fish oil, cod liver oil and turmeric, any problem with ibrutinib?', null),
  zh(undefined, '鱼肝油和姜黄能一起吃吗', null),
  // iron with calcium and an acid-reducing medicine
  zh(IRON, '力蜚能、钙片和奥美拉唑早上一起吃方便，可以吗', 'iron-with-calcium'),
  zh(IRON, '铁片钙片还有奥美拉唑 怎么安排吃', 'iron-with-calcium'),
  zh(undefined, '硫酸亚铁和钙尔奇同时吃行不行 我还在吃泮托拉唑', 'iron-with-calcium'),
  en(IRON, 'can I take my iron, calcium and omeprazole together in the morning?', 'iron-with-calcium'),
  en(undefined, 'is it ok to take ferrous sulfate with my citracal and nexium?', 'iron-with-calcium'),
  en(IRON, 'iron pill, caltrate and my ppi all at breakfast ok?', 'iron-with-calcium'),
  // iron and calcium alone are the pairing answer's; levothyroxine with them is the thyroid answer's
  zh(IRON, '铁片和钙片能一起吃吗', null),
  en(IRON, 'can I take iron and calcium together?', null),
  en(undefined, 'I take levothyroxine, calcium and iron together with omeprazole, ok?', null),
  zh(WOMAN, '钙片和维生素D能一起吃吗', null),
  en(WOMAN, 'can I take calcium and magnesium together?', null),
  // iron while breastfeeding
  zh(NURSING, '我在喂奶，吃力蜚能会不会影响宝宝？', 'iron-while-breastfeeding'),
  zh(NURSING, '哺乳期吃铁剂安全吗', 'iron-while-breastfeeding'),
  zh(undefined, '喂母乳期间补铁 铁会不会到奶里', 'iron-while-breastfeeding'),
  en(NURSING, 'breastfeeding, is it ok to take iron tablets?', 'iron-while-breastfeeding'),
  en(undefined, 'im nursing my 4 month old, is ferrous sulfate safe for him?', 'iron-while-breastfeeding'),
  en(NURSING, 'does iron pass into breast milk?', 'iron-while-breastfeeding'),
  en(WOMAN, 'is iron safe to take every day?', null),
];

describe('iron while breastfeeding with the baby asked about too', () => {
  it("the mother is answered and the baby's drops are left to the paediatrician", () => {
    const r = askAs({
      persona: NURSING,
      locale: 'zh-CN',
      text: '我在喂奶，吃力蜚能会不会影响宝宝？宝宝7个月了要不要也补铁',
    });
    expect(mineOf(faqIdsOf(r))).toContain('iron-while-breastfeeding');
    expect(r.text).toMatch(/哺乳期是安全的/);
    expect(r.text).toMatch(/儿科医生/);
  }, 30_000);

  it('a question about the baby alone is still the child\'s "can\'t"', () => {
    const r = askAs({ persona: NURSING, locale: 'zh-CN', text: '母乳喂养的宝宝7个月了要不要补铁' });
    expect(mineOf(faqIdsOf(r))).toEqual([]);
  }, 30_000);
});

describe('turmeric: the advice to stop the capsules stays (a supplement, not a prescribed medicine)', () => {
  it.each([
    ['zh-CN', '转氨酶58，姜黄能护肝吗', /先停掉姜黄胶囊/],
    ['en-US', 'my ALT is 62, is turmeric good for my liver?', /stop the turmeric capsules/],
  ] as const)(
    '%s',
    (locale, text, says) => {
      const r = askAs({ locale, text });
      expect(r.text).toMatch(says);
      expect(r.text).not.toMatch(
        /请勿自行停用或更改医生开具的药物|Do not stop or change any prescribed medicine/,
      );
    },
    30_000,
  );
});

describe('the eighteenth review’s moderates answered as classes', () => {
  it.each(CASES)(
    '$locale $persona: $text → $id',
    (c) => {
      const ids = mineOf(faqIdsOf(askAs(c)));
      if (c.id === null) expect(ids).toEqual([]);
      else expect(ids).toContain(c.id);
    },
    30_000,
  );

  it('iron with calcium is never for a person with iron overload', () => {
    const r = askAs({ locale: 'zh-CN', text: '我有地中海贫血 铁片和钙片还有奥美拉唑能一起吃吗' });
    expect(mineOf(faqIdsOf(r))).toEqual([]);
  }, 30_000);

  it('B6 in pregnancy names no dose above what the obstetrician sets, and the zh text names the UL', () => {
    const r = askAs({ persona: T2, locale: 'zh-CN', text: '维生素B6可以止吐吗？一天吃多少合适' });
    expect(r.text).toMatch(/60毫克/);
    expect(r.text).toMatch(/产科医生/);
  }, 30_000);
});
