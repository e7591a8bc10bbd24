/**
 * Clinician review of the knowledge tables (2026-11-29), item 3: "niacin 500mg", "niacin 500 mg (flush)",
 * "烟酸 500mg" and "nicotinic acid 500 mg" were not recognised, so 500 mg of nicotinic acid was never
 * counted against the 35 mg UL (IOM 1998; NIH ODS Niacin fact sheet 2022). Two causes: the option table
 * had every single B vitamin but B3; and a typed name held inside a longer name of its option ("niacin
 * 500 mg" inside "Niacin 500 mg (nicotinic acid)") scored as a part of that name and so resolved to
 * nothing, although the alias "niacin" stood whole in it. Niacinamide (烟酰胺) is another form and is
 * kept as it was: not this product.
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '../engine';
import { resolveSupplementName } from '../review';
import { LOCALES, person } from '../testing';
import { SUPPLEMENT_OPTIONS } from './supplements';

describe('niacin (nicotinic acid) is a supplement of the table', () => {
  it.each([
    'niacin 500mg',
    'niacin 500 mg (flush)',
    'niacin 500mg (flush)',
    'Niacin 500 mg',
    'niacin',
    '烟酸 500mg',
    '烟酸',
    '烟酸片 500 mg',
    'nicotinic acid 500 mg',
    'Nicotinic Acid',
    'vitamin B3 500 mg',
    'Slo-Niacin 500 mg',
  ])('%s → niacin-500', (name) => {
    expect(resolveSupplementName(name)?.id).toBe('niacin-500');
  });

  // Look-alikes that must not become the nicotinic-acid tablet.
  it.each([
    ['niacinamide 500 mg', undefined],
    ['nicotinamide 500 mg', undefined],
    ['烟酰胺', undefined],
    ['烟酰胺 500mg', undefined],
    ['烟酸肌醇酯片', undefined],
    // Prescription nicotinic acid for lipids: never "stop taking this product" — not recognised instead.
    ['烟酸缓释片 500mg', undefined],
    ['Niaspan 500 mg', undefined],
    ['Niacor 500 mg', undefined],
    ['烟酰胺片 14毫克', 'p-niacinamide-14'],
    ['B-complex', 'b-complex'],
    ['vitamin', undefined],
    ['vitamin b', undefined],
  ])('%s is not niacin-500 (→ %s)', (name, id) => {
    expect(resolveSupplementName(name)?.id).toBe(id);
  });

  it('is 500 mg of niacin a tablet, with its sources (ODS 2022, IOM 1998)', () => {
    const row = SUPPLEMENT_OPTIONS.find((o) => o.id === 'niacin-500');
    expect(row?.main).toBe('niacin');
    expect(row?.contains).toEqual([{ substance: 'niacin', amount: 500, unit: 'mg' }]);
    expect(row?.source.ref).toMatch(/Niacin Fact Sheet.*2022/);
    expect(row?.source.ref).toMatch(/UL 35 mg.*1998/);
    expect(row?.zh).toMatch(/烟酸/);
    expect(row?.en).toMatch(/nicotinic acid/);
  });

  it('a name held inside a longer name of its option still resolves by its alias; other options unchanged', () => {
    expect(resolveSupplementName('niacin 500 mg')?.id).toBe('niacin-500');
    expect(resolveSupplementName('Algal DHA 200 mg')?.id).toBe('algal-dha');
    expect(resolveSupplementName('Vitamin D3 1000IU')?.id).toBe('vitamin-d3-1000iu');
    expect(resolveSupplementName('Tongkat ali 600mg')?.id).toBeUndefined();
  });
});

describe.each(LOCALES)('%s plan: 500 mg of niacin is counted against the 35 mg UL', (locale) => {
  it.each(['niacin 500 mg (flush)', 'niacin 500mg', '烟酸 500mg', 'nicotinic acid 500 mg'])('%s', (name) => {
    const p = planFor(
      { ...person('male', 55, 175, 80, 'light'), supplements: [{ name, dose: 500, unit: 'mg' }] },
      locale,
    );
    const r = p.productReviews[0]!;
    expect(r.optionId).toBe('niacin-500');
    expect(r.amounts).toEqual([{ nutrient: 'niacin', unit: 'mg', amount: 500 }]);
    expect(r.verdict).toBe('over_ul');
    expect(r.issues.join(' ')).toMatch(/35 mg/);
  });

  it('niacinamide stays as it was: not taken for the nicotinic-acid tablet', () => {
    const p = planFor(
      {
        ...person('female', 40, 165, 60, 'light'),
        supplements: [{ name: 'niacinamide 500 mg', dose: 500, unit: 'mg' }],
      },
      locale,
    );
    expect(p.productReviews[0]!.optionId ?? undefined).not.toBe('niacin-500');
  });
});
