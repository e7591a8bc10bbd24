import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

// Forty-fifth blind clinician review (2026-12-01): the chat's side, in words of our own.

const pregnant = (week: number, extra: Partial<Answers> = {}): Answers => ({
  nickname: 'P',
  gender: 'female',
  age: 27,
  heightCm: 164,
  weightKg: 60,
  activityLevel: 'light',
  lifeStage: week < 14 ? 'pregnant_t1' : week < 28 ? 'pregnant_t2' : 'pregnant_t3',
  gestationalWeek: week,
  ...extra,
});

describe('Diclegis with Unisom and extra B6 (en S1)', () => {
  const medicines = ['doxylamine-pyridoxine', 'doxylamine'];
  const answers = pregnant(10, {
    medicines,
    supplements: [{ optionId: 'vitamin-b6-50', name: 'B6 25 mg', dose: 75, unit: 'mg' }],
  });

  it('the plan holds the self-added B6 and carries the doxylamine double dose', () => {
    const plan = storedPlanFor('kayla', answers, 'en-US');
    expect(plan.productReviews.find((r) => r.name === 'B6 25 mg')?.verdict).toBe('avoid');
    expect(plan.medicineTaboos.map((t) => `${t.drugId}>${t.target}:${t.severity}`)).toEqual(
      expect.arrayContaining([
        'doxylamine-pyridoxine>doxylamine:major',
        'doxylamine-pyridoxine>vitaminB6:moderate',
      ]),
    );
  });

  it.each([
    ['en-US', 'diclegis 4 a day + half a unisom + B6 25mg 3x a day, is that too much?', /doubles it/],
    ['zh-CN', '我在吃Diclegis一天4片，又加了半片Unisom和B6，会不会太多', /等于加倍/],
  ] as const)('%s: the chat says it doubles, not "no reliable rule for Diclegis"', (locale, text, said) => {
    const plan = storedPlanFor('kayla', answers, locale);
    const r = assistantReply({ text, locale, plan, medicines });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/no reliable rule for \*\*Diclegis|无法核对 \*\*Diclegis/);
  });
});

describe('ondansetron in pregnancy is answered for the baby (review 44 en M8, review 45)', () => {
  it.each([
    ['en-US', 'Is Zofran safe for the baby?', /cleft lip or palate/],
    ['zh-CN', '枢复宁会不会导致宝宝畸形？', /唇腭裂/],
    // Other wordings (the diff reading): another Chinese name, and colloquial English.
    ['zh-CN', '吃恩丹西酮对胎儿有影响吗', /唇腭裂/],
    ['en-US', 'zofran gonna hurt my baby?? 9 wks', /cleft lip or palate/],
  ] as const)('%s', (locale, text, said) => {
    const plan = storedPlanFor('p', pregnant(10, { medicines: ['ondansetron'] }), locale);
    const r = assistantReply({ text, locale, plan, medicines: ['ondansetron'] });
    expect(r.text.split('\n\n')[0]).toMatch(said);
    expect(r.text).not.toMatch(/\bstop it\b/);
  });
});

describe('a medicine not in the dictionary, already pregnant (en M8, zh M13)', () => {
  it.each([
    ['zh-CN', 'Zorbexinol 会不会影响宝宝？', /你已经怀孕/, /继续避孕/],
    ['en-US', 'is Zorbexinol ok with my fish oil?', /You are pregnant/, /keep using contraception/],
  ] as const)(
    '%s: bring it to the obstetrician, never "keep using contraception"',
    (locale, text, said, never) => {
      const plan = storedPlanFor('p', pregnant(26, { uncheckedMedicines: ['Zorbexinol'] }), locale);
      const r = assistantReply({ text, locale, plan, medicines: [] });
      expect(r.text).toMatch(said);
      expect(r.text).not.toMatch(never);
    },
  );

  it('planning, not pregnant: the contraception line stays', () => {
    const plan = storedPlanFor(
      'p',
      { ...pregnant(26), lifeStage: 'none', gestationalWeek: undefined, uncheckedMedicines: ['Zorbexinol'] },
      'en-US',
    );
    const r = assistantReply({
      text: 'we are planning a pregnancy next year, is Zorbexinol a problem?',
      locale: 'en-US',
      plan,
      medicines: [],
    });
    expect(r.text).toMatch(/keep using contraception/);
  });
});
