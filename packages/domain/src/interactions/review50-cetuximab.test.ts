/**
 * Cetuximab and panitumumab waste magnesium (Erbitux US PI §5.6; Vectibix US PI §5.4). Fiftieth clinician review,
 * zh M10: 爱必妥 was not in the dictionary, so a magnesium of 0.42 on FOLFIRI with cetuximab was put down to the PPI.
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '../engine';
import { person } from '../testing';
import { taboosFor } from './taboos';
import { searchDrugs } from './search';

describe('anti-EGFR antibodies and magnesium', () => {
  it.each(['爱必妥', 'Erbitux', '西妥昔单抗', 'Vectibix'])('"%s" is found', (q) => {
    expect(['cetuximab', 'panitumumab']).toContain(searchDrugs(q)[0]?.drug.id);
  });
  it.each(['zh-CN', 'en-US'] as const)(
    'the plan names the magnesium depletion of cetuximab (%s)',
    (locale) => {
      const plan = planFor(
        {
          ...person('male', 62, 170, 60, 'sedentary'),
          conditions: ['cancer'],
          medicines: ['cetuximab', 'irinotecan', 'omeprazole'],
        },
        locale,
      );
      const taboo = plan.medicineTaboos.find((t) => t.ruleId === 'cetuximab.magnesium.depletion');
      expect(taboo).toMatchObject({ severity: 'major', management: 'monitor' });
      expect(taboo?.advice).toMatch(locale === 'zh-CN' ? /不要自己买镁片/ : /not with self-bought tablets/);
    },
  );
});

describe('Gaviscon (en M8)', () => {
  it.each(['Gaviscon Advance', 'gaviscon', 'Peptac'])('"%s" is found, kept 2 hours from iron', (q) => {
    const id = searchDrugs(q)[0]?.drug.id;
    expect(id).toBe('alginate-antacid');
    expect(taboosFor({ medicines: [id!], substances: ['iron'] }, 'en-US')).toEqual([
      expect.objectContaining({ ruleId: 'class:antacid.iron', management: 'separate' }),
    ]);
  });
});
