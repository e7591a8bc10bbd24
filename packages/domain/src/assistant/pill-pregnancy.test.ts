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
