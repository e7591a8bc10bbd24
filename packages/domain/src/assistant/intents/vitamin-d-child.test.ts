/**
 * A child's low vitamin D and "how many IU a day" (blind answer round 50, en-029, unsafe): a 7-year-old was
 * told the adult 1,500–2,000 IU and the adult 4,000 IU ceiling. A child aged 1–17 gets the Endocrine
 * Society's figures for children (2,000 IU for 6 weeks below 20 ng/mL, then 600–1,000 IU; at least
 * 1,000 IU between 20 and 30 ng/mL), what the child already takes counted in, and the age band's UL.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assistantReply } from '../index';
import { childAgeMonths } from './child-dose';

const guest = (text: string, locale: 'zh-CN' | 'en-US' = 'en-US') =>
  assistantReply({ text, locale, plan: null, medicines: [], history: [] }).text;

describe("a child's low vitamin D: the children's figures, never an adult's", () => {
  it.each([
    [
      'en-US',
      'my son is 6 and his vitamin D is 15 ng/mL. how much IU should he get each day?',
      /2000 IU/,
      /4–8 years/,
      /3000 IU \(75 µg\)/,
    ],
    [
      'en-US',
      'Level was 38 nmol/L for my 11 year old girl, what daily dose of vit D?',
      /2000 IU/,
      /9–13 years/,
      /4000 IU \(100 µg\)/,
    ],
    [
      'en-US',
      'toddler, 2 years old, vitamin d 25 ng/ml - how much a day?',
      /at least 1000 IU/,
      /1–3 years/,
      /2500 IU \(63 µg\)/,
    ],
    [
      'zh-CN',
      '女儿5岁，查了维生素D 16 ng/mL，医生说缺，一天吃多少IU合适？',
      /2000 IU/,
      /4–8岁/,
      /3000 IU（75 µg）/,
    ],
    ['zh-CN', '孙子10岁 维生素D 60 nmol/L 偏低 每天补多少', /至少1000 IU/, /9–13岁/, /4000 IU（100 µg）/],
  ] as const)('%s: "%s"', (locale, q, dose, band, ul) => {
    const text = guest(q, locale);
    expect(text).toMatch(dose);
    expect(text).toMatch(band);
    expect(text).toMatch(ul);
    expect(text).not.toMatch(/1500–2000 IU|adults about|成人要把它/);
    expect(text).toMatch(locale === 'zh-CN' ? /儿科医生/ : /paediatrician/);
  });

  it('the gummies the child already takes are counted in, with the number said', () => {
    const text = guest('my boy is 9, vit D 17 ng/mL. How many IU daily? he has 2 multivitamin gummies a day');
    expect(text).toMatch(/multivitamin gummies counts too/);
    expect(text).toMatch(/the 2 a day/);
  });

  it('the adult asking for themselves still gets the adult total', () => {
    expect(guest('my vitamin D is 18 ng/mL, how many IU a day should I take?')).toMatch(/1500–2000 IU/);
  });

  it('"for N years old" is an age, "for N years" a span', () => {
    expect(childAgeMonths('how many IU a day for 7 years old?')).toBe(84);
    expect(childAgeMonths('my son has taken it for 3 years')).toBeNull();
  });

  it(
    'property: any child of 1–17 years with a level of 5–29 ng/mL never gets the adult range',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 17 }), fc.integer({ min: 5, max: 29 }), (age, ng) => {
          const text = guest(
            `my daughter is ${age} years old, her vitamin D is ${ng} ng/mL, how much should she take a day?`,
          );
          expect(text).not.toMatch(/1500–2000 IU/);
          expect(text).toMatch(/Endocrine Society/);
        }),
        { numRuns: 60 },
      );
    },
  );
});
