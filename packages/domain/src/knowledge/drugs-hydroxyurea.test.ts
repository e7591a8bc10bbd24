import { describe, expect, it } from 'vitest';
import { searchDrugs } from '../interactions/search';
import { resolveMedicine } from '../interactions/resolve';
import { DRUG_CLASSES, DRUGS } from './drugs';

// Clinician review 2026-11-25 closing, E4: hydroxyurea could not be entered ("hydroxyurea" and
// "Droxia" returned 0 hits), so a sickle cell patient's core medicine was left out.
describe('hydroxyurea in the medicine dictionary', () => {
  it.each([
    'hydroxyurea',
    'Hydroxyurea 500 mg',
    'Droxia',
    'Siklos',
    'Hydrea',
    'hydroxycarbamide',
    '羟基脲',
    '羟基脲片',
  ])('finds %s as hydroxyurea first', (q) => {
    const hits = searchDrugs(q, 5, { tolerant: true });
    expect(hits[0]?.drug.id).toBe('hydroxyurea');
  });

  it('resolves a typed entry to hydroxyurea', () => {
    expect(JSON.stringify(resolveMedicine('Droxia 500 mg capsules'))).toContain('hydroxyurea');
    expect(JSON.stringify(resolveMedicine('羟基脲 0.5 g'))).toContain('hydroxyurea');
  });

  it('has a labelled class and no anticancer-class rule it does not fit', () => {
    const d = DRUGS.find((x) => x.id === 'hydroxyurea');
    expect(d?.classes).toEqual(['antimetabolite_haematology']);
    expect(DRUG_CLASSES.antimetabolite_haematology.zh).toMatch(/\p{Script=Han}/u);
  });
});
