/**
 * Seventeenth clinician review, en P4 S5: a dose said in the chat that is ten times (or a tenth of) the
 * plan's dose of a high-alert medicine is questioned at once (ISMP high-alert lists 2021/2024; ISMP
 * error-prone dose designations 2021). Both ways: the plan's own dose said back, a glucose, a time, another
 * medicine or a medicine not on the lists are not questioned.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

type Loc = 'zh-CN' | 'en-US';
const ANSWERS: Answers = {
  ...person('female', 60, 160, 60, 'light'),
  conditions: ['diabetes'],
  medicines: ['insulin-glargine', 'insulin-lispro', 'warfarin', 'digoxin', 'methotrexate', 'aspirin'],
  medicineDoses: [
    { id: 'insulin-glargine', dose: 18, unit: 'IU', form: 'injection', frequency: 'once nightly' },
    { id: 'insulin-lispro', dose: 4, unit: 'IU', form: 'injection', frequency: 'with meals' },
    { id: 'warfarin', dose: 5, unit: 'mg', form: 'tablet', frequency: 'once daily' },
    { id: 'digoxin', dose: 0.125, unit: 'mg', form: 'tablet', frequency: 'once daily' },
    { id: 'methotrexate', dose: 15, unit: 'mg', form: 'tablet', frequency: 'once weekly' },
    { id: 'aspirin', dose: 100, unit: 'mg', form: 'tablet', frequency: 'once daily' },
  ],
};
const ask = (text: string, locale: Loc) =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor('Tenfold', ANSWERS, locale),
    medicines: ANSWERS.medicines,
  });

describe('a tenfold dose of a high-alert medicine is questioned', () => {
  // prettier-ignore
  const OVER: [Loc, string, RegExp][] = [
    // the reviewer's words (/tmp/rev17 en P4 turn 4)
    ['en-US', 'wait my lantus is 180 units at night right? thats what i put', /Your plan says Insulin glargine 18 units; 180 units would be ten times that — do not inject 180 units\./],
    ['en-US', 'my insulin is 180 units right?', /18 units; 180 units would be ten times that/],
    ['en-US', 'my lantus 180 right', /180 units would be ten times that/],
    ['en-US', 'mom takes warfarin 50mg, can she have green tea?', /Warfarin 5 mg; 50 mg would be ten times that — do not take 50 mg/],
    ['en-US', 'is digoxin 1.25 mg ok with magnesium', /Digoxin 0\.125 mg; 1\.25 mg would be ten times that/],
    ['en-US', 'methotrexate 150 mg on mondays, can I take folic acid', /Methotrexate 15 mg; 150 mg would be ten times that/],
    ['zh-CN', '我的来得时是180单位吧？', /你的方案里记的甘精胰岛素是18单位；180单位是它的10倍——请不要打180单位/],
    ['zh-CN', '华法林一次50毫克对吗', /华法林是5 mg；50 毫克是它的10倍——请不要用50 毫克/],
  ];
  it.each(OVER)('%s: %s', (locale, q, lead) => {
    const r = ask(q, locale);
    expect(r.text).toMatch(lead);
    expect(r.text).toMatch(locale === 'en-US' ? /pharmacist.*emergency/s : /药师.*急诊/s);
    expect(r.text).toMatch(/ISMP/);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });

  it('a tenth is questioned too, without the overdose lines', () => {
    const r = ask('is 1.8 units of lantus ok', 'en-US');
    expect(r.text).toMatch(/18 units; 1\.8 units would be a tenth of that/);
    expect(r.text).not.toMatch(/do not inject/);
  });

  // prettier-ignore
  const NOT: [Loc, string][] = [
    ['en-US', 'my lantus is 18 units at night right?'],
    ['en-US', 'lantus 18, sugar was 180 this morning'],
    ['en-US', 'my sugar was 180 after 18 units of lantus'],
    ['en-US', 'can i eat pasta with my lantus at 10pm'],
    ['en-US', 'digoxin 125 mcg, can i have licorice'],
    ['en-US', 'my INR was 5 on warfarin, what should I eat'],
    ['en-US', 'aspirin 1000 mg, is that ok with fish oil'],
    ['zh-CN', '来得时18单位，早上血糖180正常吗'],
    ['zh-CN', '晚上10点打来得时可以吗'],
  ];
  it.each(NOT)('not questioned: %s: %s', (locale, q) => {
    expect(ask(q, locale).text).not.toMatch(/ten times|a tenth of|10倍|十分之一/);
  });

  it('without a plan there is nothing to compare', () => {
    const r = assistantReply({
      text: 'my lantus is 180 units right?',
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.text).not.toMatch(/ten times/);
  });
});

// Blind answer round 46 (development data once reported), in words of our own: the dose of a supplement named in
// the same message was read as the high-alert medicine's.
describe("another product's dose is not the medicine's", () => {
  it.each([
    ['en-US', 'my dad takes ginkgo 500mg and omega 3 with his coumadin, is that ok?'],
    ['en-US', 'turmeric 500 mg twice a day plus his warfarin - safe?'],
    ['zh-CN', '她在吃氨糖1500mg，跟甲氨蝶呤有没有冲突'],
    ['zh-CN', '鱼油1000毫克一天两粒，和华法林一起吃行吗'],
  ] as const)('%s: %s', (locale, text) => {
    expect(ask(text, locale).text).not.toMatch(/是它的\d+倍|times that/);
  });
  it.each([
    ['en-US', 'the doctor said take 50 mg warfarin right?', /ten times/],
    ['zh-CN', '我的华法林是每天50毫克对吧', /10倍/],
  ] as const)("the medicine's own dose said is still questioned: %s", (locale, text, re) => {
    expect(ask(text, locale).text).toMatch(re);
  });
});
