/**
 * Thirty-fifth clinician review, the plan's side of the medicine findings:
 * - S4: Odefsey taken "once a day first thing w black coffee" by a man eating one meal a day; the plan never said
 *   rilpivirine goes with a meal. M1: the PPI beside it was to be kept "until the doctor has changed it".
 * - M5: Australia's levothyroxine (Oroxine, Eutroxsig) and pantoprazole (Somac) were not in the dictionary, so
 *   the plan never spaced Caltrate from the thyroid tablet and named them only as "could not check".
 * - M6: Keytruda (pembrolizumab) was kept as typed, so none of a checkpoint inhibitor's immune side effects was named.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { resolveMedicineEntries } from '../interactions/resolve';
import { searchDrugs } from '../interactions/search';
import { LOCALES, findingOf, person } from '../testing';
import { planFor } from '.';

describe('the brands search finds (M5)', () => {
  it.each([
    ['Oroxine', 'levothyroxine'],
    ['oroxine', 'levothyroxine'],
    ['Eutroxsig', 'levothyroxine'],
    ['Somac', 'pantoprazole'],
  ])('%s → %s first', (q, id) => {
    expect(searchDrugs(q)[0]?.drug.id).toBe(id);
  });

  it('the questionnaire resolves them as typed, with the dose', () => {
    const r = resolveMedicineEntries(['Oroxine 100mcg', 'Eutroxsig 50', 'Somac 40'], 'en-US');
    expect(r.unresolved).toEqual([]);
    expect(r.ids).toEqual(['levothyroxine', 'pantoprazole']);
    expect(r.doses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'levothyroxine', dose: 100, unit: 'µg' }),
        expect.objectContaining({ id: 'pantoprazole', dose: 40, unit: 'mg' }),
      ]),
    );
  });
});

describe.each(LOCALES)('%s: Oroxine with Caltrate and Somac (M5)', (locale) => {
  const zh = locale === 'zh-CN';
  const { ids, doses } = resolveMedicineEntries(['Oroxine 100mcg', 'Somac 40'], locale);
  const GRAHAM: Answers = {
    ...person('male', 64, 182, 76, 'light'),
    conditions: ['hypothyroid'],
    medicines: ids,
    medicineDoses: doses,
    supplements: [{ name: 'Caltrate Plus', dose: 1, unit: 'tablet' }],
  };
  const p = planFor(GRAHAM, locale);
  const text = JSON.stringify(p);

  it('the levothyroxine rule (empty stomach, calcium and iron 4 hours away) is in the plan', () => {
    const f = findingOf(p, 'medicine-diet:levothyroxine-empty-stomach');
    expect(f?.text).toMatch(zh ? /空腹.*4小时/ : /empty stomach.*4 hours/);
    expect(text).not.toMatch(/Oroxine 100mcg|Somac 40/);
  });

  it('calcium and magnesium are kept 4 hours from the thyroid tablet (the class rules apply)', () => {
    const taboos = p.medicineTaboos.filter((t) => t.drugId === 'levothyroxine');
    for (const target of ['calcium', 'magnesium'])
      expect(taboos.find((t) => t.target === target)?.separateHours, target).toBe(4);
    // Somac is a proton pump inhibitor: its B12 and magnesium depletion rules apply too.
    const ppi = p.medicineTaboos.filter((t) => t.drugId === 'pantoprazole').map((t) => t.target);
    expect(ppi).toEqual(expect.arrayContaining(['magnesium', 'vitaminB12']));
  });

  it('the acid reducer is named beside levothyroxine, a recheck of the TSH, neither stopped', () => {
    expect(text).toMatch(zh ? /胃酸减少，左甲状腺素可能吸收变少/ : /less levothyroxine may be absorbed/);
    expect(text).toMatch(zh ? /复查TSH/ : /TSH rechecked/);
  });
});

const ODEFSEY = 'emtricitabine-rilpivirine-tenofovir-alafenamide';

describe.each(LOCALES)('%s: Odefsey taken fasting, one meal a day (S4, M1)', (locale) => {
  const zh = locale === 'zh-CN';
  const { ids, doses } = resolveMedicineEntries(
    [
      {
        name: 'Odefsey',
        dose: { amount: 1, unit: 'tablet' },
        frequency: 'once a day first thing w black coffee',
      },
      { name: 'omeprazole 20mg', frequency: 'every morning' },
    ],
    locale,
  );
  const LIAM: Answers = {
    ...person('male', 38, 178, 92, 'light'),
    medicines: ids,
    medicineDoses: doses,
  };

  it('the plan says rilpivirine goes with a meal, and leads with what he wrote', () => {
    expect(ids).toEqual([ODEFSEY, 'omeprazole']);
    const f = findingOf(planFor(LIAM, locale), 'medicine-diet:rilpivirine-with-meal');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(zh ? /必须和一顿正餐一起吃/ : /must be taken with a meal/);
    expect(f?.text).toMatch(zh ? /约40%/ : /about 40 %/);
    expect(f?.text).toMatch(zh ? /蛋白粉奶昔也不算一顿饭/ : /a protein shake alone is not a meal/);
    expect(f?.text).toMatch(
      zh
        ? /^\*\*你写的是“once a day first thing w black coffee”/
        : /^\*\*You wrote "once a day first thing w black coffee"/,
    );
    expect(f?.reasons.map((r) => r.ref)).toEqual([`drug:${ODEFSEY}`]);
  });

  it('every oral rilpivirine medicine has the meal rule; a plain frequency gets no lead; the injection none', () => {
    for (const id of [
      ODEFSEY,
      'rilpivirine',
      'emtricitabine-rilpivirine-tenofovir-disoproxil',
      'dolutegravir-rilpivirine',
    ]) {
      const f = findingOf(
        planFor({ ...LIAM, medicines: [id], medicineDoses: [] }, locale),
        'medicine-diet:rilpivirine-with-meal',
      );
      expect(f?.text, id).toMatch(zh ? /^含利匹韦林/ : /^HIV medicines with rilpivirine/);
    }
    const plain = planFor(
      {
        ...LIAM,
        medicineDoses: [{ id: ODEFSEY, dose: 1, unit: 'tablet', frequency: 'once a day with dinner' }],
      },
      locale,
    );
    expect(findingOf(plain, 'medicine-diet:rilpivirine-with-meal')?.text).not.toMatch(/你写的是|You wrote/);
    const injection = planFor(
      { ...LIAM, medicines: ['cabotegravir-rilpivirine'], medicineDoses: [] },
      locale,
    );
    expect(findingOf(injection, 'medicine-diet:rilpivirine-with-meal')).toBeUndefined();
  });

  it('the PPI beside it: a self-bought one is not taken any more, never "stop neither"', () => {
    const text = JSON.stringify(planFor(LIAM, locale));
    expect(text).not.toMatch(/stop neither|两种药都不要自己停/);
    expect(text).toMatch(
      zh ? /自己在药店买的（非处方），就不要再吃了/ : /over the counter\), do not take it any more/,
    );
    expect(text).toMatch(zh ? /抗艾滋病药不要自己停/ : /Do not stop the HIV medicine on your own/);
  });
});

describe('checkpoint inhibitors in the dictionary (M6)', () => {
  it.each([
    ['Keytruda', 'pembrolizumab'],
    ['可瑞达', 'pembrolizumab'],
    ['帕博利珠单抗', 'pembrolizumab'],
    ['Opdivo', 'nivolumab'],
    ['欧狄沃', 'nivolumab'],
    ['纳武利尤单抗', 'nivolumab'],
    ['Yervoy', 'ipilimumab'],
  ])('%s → %s first', (q, id) => {
    expect(searchDrugs(q)[0]?.drug.id).toBe(id);
  });

  it('"Keytruda (pembrolizumab)" typed in the questionnaire resolves', () => {
    const r = resolveMedicineEntries(['Keytruda (pembrolizumab)', 'Opdivo'], 'en-US');
    expect(r.unresolved).toEqual([]);
    expect(r.ids).toEqual(['pembrolizumab', 'nivolumab']);
  });
});

describe.each(LOCALES)('%s: Keytruda in the plan (M6)', (locale) => {
  const zh = locale === 'zh-CN';
  const GRAHAM: Answers = {
    ...person('male', 64, 182, 76, 'light'),
    conditions: ['cancer', 'hypothyroid'],
    medicines: ['pembrolizumab', 'levothyroxine'],
  };

  it('names the immune side effects for the oncology team the same day, not "could not check"', () => {
    const p = planFor(GRAHAM, locale);
    const f = findingOf(p, 'medicine-diet:checkpoint-inhibitor-immune-effects');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(zh ? /当天就联系肿瘤科团队/ : /Call your oncology team the same day/);
    expect(f?.text).toMatch(zh ? /1型糖尿病/ : /type 1 diabetes can start suddenly/);
    expect(f?.text).toMatch(zh ? /转氨酶升高（肝炎）/ : /raised liver tests \(hepatitis\)/);
    expect(findingOf(p, 'medicines.unresolved')).toBeUndefined();
  });

  it('a plan stored with Keytruda kept as typed is planned with the rule now', () => {
    const typed = {
      ...GRAHAM,
      medicines: ['levothyroxine'],
      uncheckedMedicines: ['Keytruda (pembrolizumab)'],
    };
    const p = planFor(typed, locale);
    expect(findingOf(p, 'medicine-diet:checkpoint-inhibitor-immune-effects')).toBeDefined();
    expect(findingOf(p, 'medicines.unresolved')).toBeUndefined();
  });

  it('no oral-chemotherapy rule is claimed for it', () => {
    expect(JSON.stringify(planFor(GRAHAM, locale))).not.toMatch(/class:chemotherapy/);
  });
});
