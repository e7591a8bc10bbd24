/**
 * Thirty-fifth clinician review (M5, M6): Australia's levothyroxine (Oroxine, Eutroxsig) and pantoprazole
 * (Somac) and the checkpoint inhibitors (Keytruda, Opdivo) were not in the dictionary, so the plan never
 * spaced Caltrate from the thyroid tablet and named them only as "could not check".
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
