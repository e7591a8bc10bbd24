/**
 * Blind answer round 16, zh-025 (unsafe): "刚查出怀孕7周，孕吐超级厉害，吃啥吐啥，叶酸片都咽不下去，能先停几天吗" got
 * the folic-acid duration row. The class: pregnant and food, fluids or tablets not staying down → when to
 * see a doctor today first (possible hyperemesis, RCOG GTG 69), then how to keep folic acid going.
 */
import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf, type FaqCase } from './testing';

const T1 = 'pregnant t1';
const T2 = 'pregnant t2 with a prenatal';
const ROW = 'pregnancy-cannot-keep-down';

const zh = (text: string, persona?: string): FaqCase => ({
  locale: 'zh-CN',
  text,
  ...(persona ? { persona } : {}),
});
const en = (text: string, persona?: string): FaqCase => ({ ...zh(text, persona), locale: 'en-US' });

/** Wordings the emergency card does not catch: the row must answer them. */
const ROW_CASES: readonly FaqCase[] = [
  zh('刚查出怀孕7周，孕吐超级厉害，吃啥吐啥，叶酸片都咽不下去，能先停几天吗', T1),
  // The same with no plan: the pregnancy said.
  zh('刚查出怀孕7周，孕吐超级厉害，吃啥吐啥，叶酸片都咽不下去，能先停几天吗'),
  zh('怀孕6周，吃啥吐啥，维生素片也咽不下去，咋办', T1),
  zh('孕8周，叶酸片都吞不下去了，饭也是吃啥吐啥，叶酸能不能不吃'),
  en('7 weeks pregnant, nothing stays down, not even my folic acid. is it ok to skip it for a few days?', T1),
  en('nothing stays down, can I skip my folic acid this week?', T1),
];

/** Wordings the emergency card catches first (safety/): the card or the row, never the duration row. */
const CARD_OR_ROW_CASES: readonly FaqCase[] = [
  zh('怀孕8周了，一吃就吐，爱乐维也吐出来了，还要接着吃吗'),
  zh('吃了就吐，爱乐维能停几天吗', T2),
  en(
    "7 weeks pregnant and I can't keep anything down, not even my folic acid. can I skip it for a few days?",
    T1,
  ),
  en("I'm pregnant and throwing up everything, should I stop my prenatal for now?"),
  en("can't keep my prenatals down, everything comes back up", T2),
];

function expectRow(c: FaqCase) {
  const r = askAs(c);
  const lead = r.text.split(/\n/)[0]!;
  if (c.locale === 'zh-CN') {
    expect(lead).toMatch(/^\*\*[^*]*妊娠剧吐[^*]*\*\*/);
    expect(r.text).toMatch(/今天就联系产科医生/);
    expect(r.text).toMatch(/叶酸不要因此停掉/);
    expect(r.text.split('_来源')[0]).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,} [A-Za-z]{3,}/);
  } else {
    expect(lead).toMatch(/^\*\*[^*]*hyperemesis[^*]*\*\*/);
    expect(r.text).toMatch(/today/);
    expect(r.text).toMatch(/Do not stop folic acid for good/);
  }
}

describe('pregnant, nothing stays down (round 16 zh-025)', () => {
  it.each(ROW_CASES)('$locale "$text" → a doctor today first, then folic acid', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(faqIdsOf(r)).toContain(ROW);
    expectRow(c);
  });
  it.each(CARD_OR_ROW_CASES)('$locale "$text" → the emergency card or the row', (c) => {
    const r = askAs(c);
    if (!r.urgent) expectRow(c);
    expect(faqIdsOf(r)).not.toContain('folic-acid-how-long');
  });

  it('the exact question is not urgent-carded and no longer gets the duration row', () => {
    const r = askAs(ROW_CASES[0]!);
    expect(faqIdsOf(r)).toEqual([ROW]);
    expect(r.text).not.toMatch(/叶酸要吃满整个孕期/);
  });

  const LOOK_ALIKES: readonly (FaqCase & { id: string | null })[] = [
    { ...zh('叶酸要吃到什么时候，整个孕期都吃吗', T1), id: 'folic-acid-how-long' },
    { ...zh('爱乐维吃了有点恶心，能先停几天只吃叶酸吗', T2), id: 'pregnancy-vomiting-pause-prenatal' },
    { ...zh('孕吐期间只能吃苏打饼干，能当饭吃吗', T1), id: 'pregnancy-nausea-crackers' },
    { ...zh('吐了三周了，要不要补维生素B1', T1), id: 'pregnancy-vomiting-thiamine' },
    { ...en('how long do I need to keep taking folic acid?', T1), id: 'folic-acid-how-long' },
    // Not pregnant: a stomach bug is not this row.
    { ...zh('急性肠胃炎，吃啥吐啥，吃点什么好', 'healthy woman'), id: null },
    {
      ...en("stomach bug, can't keep anything down, what should I eat", 'healthy man, weight loss'),
      id: null,
    },
  ];
  it.each(LOOK_ALIKES)('$locale "$text" → $id, not the keep-down row', (c) => {
    const r = askAs(c);
    const ids = faqIdsOf(r);
    expect(ids).not.toContain(ROW);
    if (c.id) expect(ids).toContain(c.id);
  });
});
