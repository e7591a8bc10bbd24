/**
 * Fourteenth clinician review, en P1 #5 (Harold, 76, Zestoretic with "asprin 81"): the plan filed
 * low-dose aspirin under the ACE inhibitor + NSAID "triple whammy" row ("do not take ibuprofen, naproxen
 * or similar painkillers regularly … ask whether paracetamol suits you instead"), which invites him to
 * stop a cardioprotective aspirin. The row's own sources (Zestril, Aldactone US PI §7; Lapi, BMJ
 * 2013;346:e8525) are about NSAIDs at anti-inflammatory doses; low-dose aspirin does not impair blood
 * pressure control or kidney function (HOT study, J Hypertens 2002;20:1015).
 *
 * The class: an ACE inhibitor, an ARB or a potassium-sparing diuretic with aspirin counts it as an NSAID
 * only at pain-relief doses (≥ 300 mg a dose); low-dose aspirin (75–100 mg, 81 mg in the US), or aspirin
 * with no dose given, is not this row. Ibuprofen and the other NSAIDs still are.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { taboosFor } from './taboos';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
type Dose = { id: string; dose: number; unit: 'mg' };
const renal = (medicines: string[], doses: Dose[], locale: Locale) =>
  taboosFor({ medicines, substances: [], doses }, locale).filter(
    (t) => t.kind === 'drug_interaction' && /\+class:nsaid$/.test(t.ruleId),
  );

describe('low-dose aspirin is not an NSAID for the kidney rows (en P1 #5)', () => {
  // prettier-ignore
  const LOW: [string, string[], Dose[]][] = [
    ['Zestoretic + aspirin 81 mg (the reviewer’s)', ['lisinopril-hydrochlorothiazide', 'aspirin'], [{ id: 'aspirin', dose: 81, unit: 'mg' }]],
    ['losartan + aspirin 100 mg', ['losartan', 'aspirin'], [{ id: 'aspirin', dose: 100, unit: 'mg' }]],
    ['spironolactone + aspirin 75 mg', ['aspirin', 'spironolactone'], [{ id: 'aspirin', dose: 75, unit: 'mg' }]],
    ['lisinopril + aspirin, no dose given', ['lisinopril', 'aspirin'], []],
  ];
  it.each(LOW)('%s: no triple-whammy row', (_, medicines, doses) => {
    for (const locale of LOCALES) expect(renal(medicines, doses, locale), locale).toEqual([]);
  });

  // prettier-ignore
  const STILL: [string, string[], Dose[]][] = [
    ['lisinopril + aspirin 500 mg (pain relief)', ['lisinopril', 'aspirin'], [{ id: 'aspirin', dose: 500, unit: 'mg' }]],
    ['Zestoretic + ibuprofen', ['lisinopril-hydrochlorothiazide', 'ibuprofen'], []],
    ['losartan + naproxen', ['losartan', 'naproxen'], []],
  ];
  it.each(STILL)('%s: still the row', (_, medicines, doses) => {
    for (const locale of LOCALES) expect(renal(medicines, doses, locale), locale).toHaveLength(1);
  });

  it('the low-dose aspirin keeps its own rows with an NSAID (bleeding), not the kidney row', () => {
    const doses: Dose[] = [{ id: 'aspirin', dose: 81, unit: 'mg' }];
    const all = taboosFor(
      { medicines: ['lisinopril', 'aspirin', 'ibuprofen'], substances: [], doses },
      'en-US',
    ).filter((t) => t.kind === 'drug_interaction');
    expect(all.some((t) => t.drugId === 'lisinopril' && t.target === 'ibuprofen')).toBe(true);
    expect(all.some((t) => t.drugId === 'lisinopril' && t.target === 'aspirin')).toBe(false);
    expect(all.some((t) => t.ruleId.includes('aspirin') && /ibuprofen/i.test(t.drug + t.supplement))).toBe(
      true,
    );
  });
});
