/**
 * Twenty-seventh clinician review (2026-11-29, third session), serious findings in the chat:
 * - en S1: "he's lost about 11 lbs since spring, mostly just drinks ensure plus … how many ensures a day
 *   should he have?" (80, phenobarbital) got "one or two drinks … on carbamazepine, none is best".
 * - zh S3: "我妈吃鲁米那三十多年了…维生素D只有10，是不是跟这个药有关？" got "每天维生素D 400国际单位…是稳妥的"
 *   beside the plan's treatment dose.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const EARL: Answers = {
  ...person('male', 80, 173, 58, 'sedentary'),
  conditions: ['epilepsy'],
  medicines: ['phenobarbital'],
  labs: [
    { marker: '25-OH D', value: 14, unit: 'ng/mL' },
    { marker: 'albumin', value: 3.1, unit: 'g/dL' },
  ],
};
const JIANG: Answers = {
  ...person('female', 71, 150, 44, 'sedentary'),
  conditions: ['epilepsy', 'osteoporosis'],
  medicines: ['phenobarbital'],
  labs: [{ marker: '25(OH)D', value: 10, unit: 'ng/mL' }],
};
const ON_CARBAMAZEPINE: Answers = {
  ...person('male', 30, 178, 75, 'moderate'),
  conditions: ['epilepsy'],
  medicines: ['carbamazepine'],
};

const ask = (a: Answers, name: string, locale: Locale, text: string) =>
  assistantReply({ text, locale, plan: storedPlanFor(name, a, locale), medicines: [...(a.medicines ?? [])] });

describe('a nutrition drink is no alcohol, and a barbiturate never gets "one or two drinks" (en S1)', () => {
  it.each([
    [
      "he's lost about 11 lbs since spring, mostly just drinks ensure plus and picks at food. how many ensures a day should he have?",
    ],
    ['he drinks boost twice a day and not much else, is that enough?'],
  ])('%s', (text) => {
    const r = ask(EARL, 'r27-earl', 'en-US', text);
    expect(r.text).not.toMatch(/one or two drinks|carbamazepine/);
  });
  it('the how-many question gets the nutrition-drink answer', () => {
    const r = ask(
      EARL,
      'r27-earl',
      'en-US',
      "he's lost about 11 lbs since spring, mostly just drinks ensure plus and picks at food. how many ensures a day should he have?",
    );
    expect(r.text).toMatch(/400 kcal and 30 g of protein/);
  });
  it('alcohol asked on phenobarbital is never "a small amount is usually all right"', () => {
    const r = ask(EARL, 'r27-earl', 'en-US', 'can he have a beer or two with dinner on his phenobarbital?');
    expect(r.text).not.toMatch(/A small amount is usually all right/);
  });
  it('alcohol asked on carbamazepine keeps its answer', () => {
    const r = ask(
      ON_CARBAMAZEPINE,
      'r27-cbz',
      'en-US',
      'Can I drink on a night out with carbamazepine? Like 3 or 4 beers',
    );
    expect(r.text).toMatch(/carbamazepine/);
    expect(r.text).toMatch(/drinks/);
  });
  it('mixing a powder into porridge keeps its answer; a food named alone is no mixing', () => {
    const older: Answers = { ...person('female', 82, 155, 45, 'sedentary') };
    expect(ask(older, 'r27-older', 'zh-CN', '营养粉可以直接拌进粥里吗，会不会影响效果').text).toMatch(/粥/);
    expect(
      ask(older, 'r27-older', 'en-US', 'she only picks at food, how many ensure a day?').text,
    ).not.toMatch(/stirring a powder/);
  });
});

describe('a vitamin D deficiency on an enzyme-inducing antiepileptic asked as the cause (zh S3)', () => {
  it.each([
    ['zh-CN', '我妈吃鲁米那三十多年了，最近查骨密度是骨质疏松，维生素D只有10，是不是跟这个药有关？'],
    [
      'en-US',
      'her vitamin D is only 10 and she has osteoporosis - is it from the phenobarbital she has taken for 30 years?',
    ],
  ] as const)('%s', (locale, text) => {
    const r = ask(JIANG, 'r27-jiang', locale, text);
    expect(r.text).not.toMatch(
      /400国际单位（10微克）左右的补充剂是稳妥的|400 IU \(10 µg\) of vitamin D is a sensible default/,
    );
    if (locale === 'zh-CN') expect(r.text).toMatch(/治疗剂量/);
    else expect(r.text).toMatch(/vitamin D/);
  });
  it('bones asked on an antiepileptic without a low vitamin D keeps the everyday answer', () => {
    const r = ask(
      ON_CARBAMAZEPINE,
      'r27-cbz',
      'en-US',
      'Read that epilepsy meds weaken your bones. Should I be taking vitamin D or calcium?',
    );
    expect(r.text).toMatch(/400 IU/);
  });
});

describe('a prenatal named beside aspirin raises no high-dose vitamin E pair (zh S1, in the chat)', () => {
  it.each([
    ['zh-CN', '爱乐维能和阿司匹林一起吃吗', /阿司匹林 × 维生素E/],
    ['en-US', 'can I take elevit with my aspirin?', /Aspirin × Vitamin E/i],
  ] as const)('%s', (locale, text, pair) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [] });
    expect(r.text).not.toMatch(pair);
  });
  it('vitamin E named in its own words keeps the pair', () => {
    const r = assistantReply({
      text: '维生素E 400能和阿司匹林一起吃吗',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(/阿司匹林 × 维生素E/);
  });
});
