import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';
import { redFlagsFor } from '../safety';

// Eighth clinician review (zh P2, en P5): a woman on a combined pill who bought St John's wort herself.
const PILL_SJW: Answers = {
  ...person('female', 27, 163, 50, 'active'),
  medicines: ['drospirenone-ethinylestradiol'],
  supplements: [{ optionId: 'st-johns-wort', dose: 900, unit: 'mg' }],
};
const MEDS = ['drospirenone-ethinylestradiol'];
type Row = ['zh-CN' | 'en-US', string];
const ask = (locale: 'zh-CN' | 'en-US', text: string, history: { role: 'user'; content: string }[] = []) =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor('pill-sjw', PILL_SJW, locale),
    medicines: MEDS,
    history,
  });

const NEVER_STOP_OR_TAPER =
  /有的药需要逐步减量|原来的病可能复发|请不要自行停用|illness may return|Do not stop or change any prescribed/;

describe('a positive pregnancy test on the pill: no more pills, folic acid 400 µg now, see a doctor', () => {
  // prettier-ignore
  const SAID: Row[] = [
    ['zh-CN', '早上验孕棒两条杠，我还在吃优思明，叶酸要吃多少？'],
    ['zh-CN', '试纸测出来阳性了，避孕药和圣约翰草还要吃吗'],
    ['en-US', 'My home pregnancy test just came up positive. Do I keep taking Yaz, and how much folic acid?'],
    ['en-US', "I tested positive this morning — what happens with my birth control pills now?"],
  ];
  it.each(SAID)('%s: %s', (locale, q) => {
    const r = ask(locale, q);
    expect(r.urgent).toBeFalsy();
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /不需要再继续吃.*400 µg.*一周内/s
        : /do not need to take any more.*400 µg.*within a week/s,
    );
    expect(r.text).not.toMatch(NEVER_STOP_OR_TAPER);
    expect(r.text).not.toMatch(/没有推荐叶酸|recommends no folic acid|does not recommend a folic acid/);
  });
});

describe('a pregnancy planned on the pill is not a positive test', () => {
  it.each([
    ['zh-CN', '我想怀孕了，优思明要提前多久停？'],
    ['en-US', 'We are trying to get pregnant, when should I come off Yaz?'],
  ] as Row[])('%s: %s', (locale, q) => {
    expect(ask(locale, q).text).not.toMatch(/早孕试纸阳性时|Once a pregnancy test is positive/);
  });
});

describe('a late period with a negative test on the pill and St John’s wort: no emergency card', () => {
  // prettier-ignore
  const SAID: Row[] = [
    ['en-US', "My period is a week overdue but the pregnancy test says negative. I'm on the pill and St John's wort, what now?"],
    ['en-US', 'Missed my period and the home test was negative, taking Yaz with St Johns wort'],
    ['zh-CN', '月经推迟一周了，验孕试纸是阴性，我在吃优思明和圣约翰草，怎么办？'],
  ];
  it.each(SAID)('%s: %s', (locale, q) => {
    expect(redFlagsFor(q, {})).toEqual([]);
    const r = ask(locale, q);
    expect(r.urgent).toBeFalsy();
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /不是急症.*3天后.*28天/s : /not an emergency.*3 days.*28 days/s,
    );
  });
  it('a critical blood level said with a late period still gets the card', () => {
    expect(
      redFlagsFor('period is late, test negative, but my potassium came back 7.1', {}).length,
    ).toBeGreaterThan(0);
  });
});

describe('condoms and when the pill is reliable again with St John’s wort', () => {
  // prettier-ignore
  const SAID: Row[] = [
    ['en-US', "Since I'm on St John's wort, should my partner and I use condoms too?"],
    ['en-US', "After I quit the St John's wort, how long until my pill is reliable again?"],
    ['zh-CN', '吃着圣约翰草，同房要不要戴安全套？'],
    ['zh-CN', '圣约翰草停了以后，避孕药多久才重新可靠？'],
  ];
  it.each(SAID)('%s: %s', (locale, q) => {
    const r = ask(locale, q);
    expect(r.text).toMatch(locale === 'zh-CN' ? /(避孕套.*28天|28天.*避孕套)/s : /condoms.*28 days/s);
    expect(r.text).toMatch(/FSRH/);
    expect(r.text).not.toMatch(NEVER_STOP_OR_TAPER);
  });
  it('the pill’s interaction row itself says condoms for 28 days and that the herb is not prescribed', () => {
    const plan = storedPlanFor('pill-sjw', PILL_SJW, 'zh-CN');
    const t = plan.medicineTaboos.find((x) => x.target === 'stJohnsWort');
    expect(t?.advice).toMatch(/28天.*避孕套/);
    expect(t?.advice).toMatch(/不是处方药/);
    expect(t?.advice).not.toMatch(/不要自行骤停或更改处方药/);
    const en = storedPlanFor('pill-sjw', PILL_SJW, 'en-US').medicineTaboos.find(
      (x) => x.target === 'stJohnsWort',
    );
    expect(en?.advice).toMatch(/condoms.*28 days/);
  });
  it('without St John’s wort a condom question is not this row', () => {
    const r = assistantReply({
      text: 'Do I need condoms on Yaz?',
      locale: 'en-US',
      plan: null,
      medicines: MEDS,
    });
    expect(r.text).not.toMatch(/28 days/);
  });
});

describe('达英-35 is in the dictionary as a combined pill', () => {
  it.each([['达英-35和圣约翰草能一起吃吗'], ['Is Diane-35 ok with St John’s wort?']])('%s', (q) => {
    const r = assistantReply({
      text: q,
      locale: /[a-z]/i.test(q[0]!) ? 'en-US' : 'zh-CN',
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(/炔雌醇环丙孕酮|Cyproterone\/ethinylestradiol/);
    expect(r.text).toMatch(/避孕套|condoms/);
  });
});

describe('over 35 and smoking on a combined pill: the boxed warning, the prescriber within weeks', () => {
  const SMOKER: Answers = { ...person('female', 37, 168, 64, 'light'), medicines: MEDS };
  // prettier-ignore
  const SAID: Row[] = [
    ['en-US', 'I still have about 8 cigarettes a day, is it fine to stay on my Yaz?'],
    ['zh-CN', '我每天抽半包烟，优思明还能接着吃吗？'],
  ];
  it.each(SAID)('%s: %s', (locale, q) => {
    const r = assistantReply({
      text: q,
      locale,
      plan: storedPlanFor('pill-smoker', SMOKER, locale),
      medicines: MEDS,
    });
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /35岁以上吸烟的女性不应使用.*几周之内/s
        : /women over 35 who smoke should not use it.*within a few weeks/s,
    );
    expect(r.text).not.toMatch(/psychiatrist|精神科/);
  });
  it('the age said in the message counts; under 35 it is not this rule', () => {
    const said = assistantReply({
      text: "I'm 38 and smoke, is my Yaz ok?",
      locale: 'en-US',
      plan: null,
      medicines: MEDS,
    });
    expect(said.text).toMatch(/boxed warning/);
    const young = assistantReply({
      text: "I'm 24 and smoke, is my Yaz ok?",
      locale: 'en-US',
      plan: null,
      medicines: MEDS,
    });
    expect(young.text).not.toMatch(/women over 35 who smoke/);
  });
});

describe('biotin and thyroid tests: it distorts them, stop 2–3 days before the next blood test', () => {
  // prettier-ignore
  const SAID: Row[] = [
    ['en-US', 'My labs came back looking like hyperthyroidism — can my hair, skin and nails gummies do that?'],
    ['en-US', 'Does biotin mess with thyroid blood work?'],
    ['zh-CN', '体检说我甲亢，TSH很低，我在吃护发维生素，有关系吗？'],
    ['zh-CN', '吃生物素会影响甲功化验吗'],
  ];
  it.each(SAID)('%s: %s', (locale, q) => {
    const r = ask(locale, q);
    expect(r.urgent).toBeFalsy();
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /TSH显得偏低.*停吃生物素2–3天/s
        : /TSH looks low.*stop the biotin for at least 2–3 days/s,
    );
    expect(r.text).toMatch(/FDA/);
    expect(r.text).not.toMatch(/psychiatrist|精神科/);
  });
});

describe('who to ask about the pill is its prescriber, not the psychiatrist of a recorded mental illness', () => {
  const LOW_MOOD: Answers = { ...PILL_SJW, conditions: ['mental_illness'] };
  it.each([
    ['zh-CN', '避孕药吃了以后长痘，要不要换一种？'],
    ['en-US', 'Should I switch my birth control pill to another brand because of acne?'],
  ] as Row[])('%s: %s', (locale, q) => {
    const r = assistantReply({
      text: q,
      locale,
      plan: storedPlanFor('pill-mood', LOW_MOOD, locale),
      medicines: MEDS,
    });
    expect(r.text).not.toMatch(/psychiatrist|精神科医生/);
    expect(r.text).toMatch(/prescribes your pill|开避孕药的医生/);
  });
});

describe('5-HTP instead of St John’s wort for mood: not recommended, see the GP', () => {
  it.each([
    ['en-US', 'Would 5-HTP be a better option than St John’s wort for my low mood?'],
    ['zh-CN', '不吃圣约翰草了，改吃5-HTP调情绪行不行？'],
  ] as Row[])('%s: %s', (locale, q) => {
    const r = ask(locale, q);
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /不建议用5-羟色氨酸.*5-羟色胺综合征.*12356/s
        : /not a good swap.*serotonin syndrome.*988/s,
    );
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });
});
