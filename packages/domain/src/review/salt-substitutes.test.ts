/**
 * Salt substitutes are counted by their own potassium chloride share (clinician review 2026-11-25,
 * products §1): a US sodium-free substitute (NoSalt, Nu-Salt) is almost all potassium chloride, Morton
 * Lite Salt about half, LoSalt about two thirds; only 低钠盐/代盐 is the Chinese 25 % salt (SSaSS).
 * "NoSalt 1500 mg" was "about 197 mg potassium" (fraction 0.131); it is about 786 mg.
 */
import { describe, expect, it } from 'vitest';
import type { SupplementIntake } from '../contracts/questionnaire';
import { NUTRIENT_KEYS } from '../nutrients';
import { reviewSupplements, searchSupplementOptions, type ReviewInput } from '.';

const TARGETS = Object.fromEntries(
  NUTRIENT_KEYS.map((k) => [k, { target: 1, ul: null }]),
) as ReviewInput['targets'];

const review = (s: SupplementIntake, locale: 'zh-CN' | 'en-US') =>
  reviewSupplements({ supplements: [s], targets: TARGETS, taboos: [], lowNutrients: [], locale })[0]!;

// [typed name, dose mg of salt, option, potassium mg]: KCl 52.4 % potassium (39.098 / 74.55).
const TABLE: readonly [string, number, string, number][] = [
  ['NoSalt', 1500, 'salt-substitute-kcl', 786],
  ['Nu-Salt', 1500, 'salt-substitute-kcl', 786],
  ['KCl salt substitute', 1500, 'salt-substitute-kcl', 786],
  ['无钠盐', 1500, 'salt-substitute-kcl', 786],
  ['Morton Lite Salt', 1400, 'salt-substitute-lite', 366.8],
  ['LoSalt', 1000, 'salt-substitute-losalt', 346],
  ['低钠盐', 5000, 'salt-substitute-low-sodium', 655],
  ['代盐', 1500, 'salt-substitute-low-sodium', 196.5],
];

describe.each(['zh-CN', 'en-US'] as const)('%s', (locale) => {
  it.each(TABLE)('"%s" %d mg of salt → %s, %d mg potassium', (name, mg, id, k) => {
    const r = review({ name, dose: mg, unit: 'mg' }, locale);
    expect(r.optionId).toBe(id);
    const amount = r.amounts?.find((a) => a.nutrient === 'potassium');
    expect(amount?.amount).toBeCloseTo(k, 0);
    expect(amount?.salt?.mg).toBe(mg);
    // The review says what it counted, in the plan's language.
    expect(r.issues[0]).toMatch(locale === 'zh-CN' ? /约含元素钾/ : /elemental potassium/);
  });

  it('a salt-substitute option picked from the list is read as grams of the salt', () => {
    const r = review({ optionId: 'salt-substitute-kcl', name: 'NoSalt', dose: 1.5, unit: 'g' }, locale);
    expect(r.amounts?.find((a) => a.nutrient === 'potassium')?.amount).toBeCloseTo(786, 0);
    const cn = review({ optionId: 'salt-substitute-low-sodium', dose: 5, unit: 'g' }, locale);
    expect(cn.amounts?.find((a) => a.nutrient === 'potassium')?.amount).toBeCloseTo(655, 0);
  });

  it('"NoSalt" sent with the Chinese 25 % form is still counted as potassium chloride', () => {
    const r = review({ name: 'NoSalt', dose: 1500, unit: 'mg', form: 'low_sodium_salt' }, locale);
    expect(r.amounts?.find((a) => a.nutrient === 'potassium')?.salt?.form).toBe('kcl_salt_substitute');
    expect(r.amounts?.find((a) => a.nutrient === 'potassium')?.amount).toBeCloseTo(786, 0);
  });
});

describe('the supplement search finds salt substitutes in both languages', () => {
  it.each([
    ['NoSalt', 'salt-substitute-kcl'],
    ['nu-salt', 'salt-substitute-kcl'],
    ['salt substitute', 'salt-substitute-kcl'],
    ['无钠盐', 'salt-substitute-kcl'],
    ['Lite Salt', 'salt-substitute-lite'],
    ['半钠盐', 'salt-substitute-lite'],
    ['LoSalt', 'salt-substitute-losalt'],
    ['低钠盐', 'salt-substitute-low-sodium'],
    ['代盐', 'salt-substitute-low-sodium'],
  ])('%s → %s first', (q, id) => {
    expect(searchSupplementOptions(q)[0]?.id).toBe(id);
  });
});
