/**
 * Eighteenth clinician review, E4 S3 (Denis: alcohol-related cirrhosis with ascites, vitamin A 10,000 IU
 * "for my eyes"): the review said only "over the UL, take less". With liver disease or heavy drinking a
 * preformed vitamin A product is `avoid`, its liver reason first — the UL does not protect them (IOM 2001
 * UL chapter; NIH ODS Vitamin A 2023; EASL nutrition in chronic liver disease 2019) — a multivitamin's
 * retinol gets the note, β-carotene nothing; without liver disease the UL rule stands.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, person } from '../testing';

const man = person('male', 59, 178, 84, 'sedentary');
const VITAMIN_A = { optionId: 'vitamin-a-10000iu', dose: 1, unit: 'capsule' } as const;
const VITAMIN_A_LOW = { optionId: 'vitamin-a-10000iu', dose: 3000, unit: 'IU' } as const;
const COD_LIVER_OIL = { optionId: 'cod-liver-oil', dose: 4.5, unit: 'g' } as const;
const MULTI_RETINOL = { optionId: 'multivitamin-adult', dose: 1, unit: 'tablet' } as const;
const MULTI_BETA = { optionId: 'multivitamin-beta-carotene', dose: 1, unit: 'tablet' } as const;

const who = (supplements: Answers['supplements'], extra: Partial<Answers>): Answers =>
  ({ ...man, supplements, ...extra }) as Answers;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const LIVER = zh
    ? /有肝病或长期大量饮酒时不要自己吃维生素A/
    : /With liver disease or heavy drinking, take no vitamin A/;
  const review = (a: Answers, i = 0) => planFor(a, locale).productReviews[i]!;

  it.each([
    ['cirrhosis', { conditions: ['cirrhosis'] }],
    ['hepatitis or other liver disease', { conditions: ['liver_disease'] }],
    ['heavy drinking', { alcohol: 'heavy' }],
  ] as const)('vitamin A 10,000 IU with %s → avoid, the liver reason first', (_, extra) => {
    const r = review(who([VITAMIN_A], extra as Partial<Answers>));
    expect(r.verdict).toBe('avoid');
    expect(r.issues[0]).toMatch(LIVER);
  });

  it('below the UL too (3,000 IU = 900 µg): the UL does not protect them', () => {
    const r = review(who([VITAMIN_A_LOW], { conditions: ['cirrhosis'] }));
    expect(r.verdict).toBe('avoid');
    expect(r.issues[0]).toMatch(LIVER);
  });

  it('cod liver oil with cirrhosis → avoid, named as retinol', () => {
    const r = review(who([COD_LIVER_OIL], { conditions: ['cirrhosis'] }));
    expect(r.verdict).toBe('avoid');
    expect(r.issues[0]).toMatch(zh ? /视黄醇/ : /retinol/);
  });

  it('a multivitamin with retinol gets the note, not avoid; a β-carotene one neither', () => {
    const a = who([MULTI_RETINOL, MULTI_BETA], { conditions: ['cirrhosis'] });
    const withRetinol = review(a, 0);
    expect(withRetinol.verdict).not.toBe('avoid');
    expect(withRetinol.issues.join(' ')).toMatch(zh ? /预成型维生素A/ : /preformed vitamin A/);
    const beta = review(a, 1);
    expect(beta.issues.join(' ')).not.toMatch(zh ? /预成型维生素A|视黄醇/ : /preformed vitamin A|retinol/);
  });

  it('prescribed by the liver doctor: kept as prescribed', () => {
    const r = review(who([{ ...VITAMIN_A, prescribed: true }], { conditions: ['cirrhosis'] }));
    expect(r.verdict).not.toBe('avoid');
  });

  it.each([
    ['no liver disease, light drinking', { alcohol: 'light' }],
    ['kidney disease', { conditions: ['kidney_disease'] }],
  ] as const)('look-alike, %s: the UL rule as before, no liver line', (_, extra) => {
    const r = review(who([VITAMIN_A], extra as Partial<Answers>));
    expect(r.verdict).toBe('over_ul');
    expect(r.issues.join(' ')).not.toMatch(LIVER);
  });
});
