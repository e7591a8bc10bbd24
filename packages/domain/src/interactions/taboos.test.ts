import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { medicineTabooSchema, SEVERITIES } from '../contracts/plan';
import { SUBSTANCE_IDS, type Substance } from '../substances';
import { DRUGS, depletionsFor, drugById, rulesForDrug, taboosFor, unknownDrugIds } from './index';

type Expect =
  | {
      target: Substance;
      kind: 'interaction' | 'depletion';
      severity?: string;
      management?: string;
      hours?: number;
    }
  | { target: Substance; absent: true };

/**
 * Cases from the cited sources (NIH ODS fact sheets, NCCIH, FDA labels): a medicine, what the user
 * takes, and the taboo that must (or must not) appear.
 */
// prettier-ignore
const CASES: [string, string[], Substance[], Expect][] = [
  // Anticoagulants (ODS vitamin K / vitamin E / omega-3; NCCIH ginkgo, garlic; Stockley's danshen, dong quai)
  ['warfarin + vitamin K', ['warfarin'], ['vitaminK'], { target: 'vitaminK', kind: 'interaction', severity: 'major', management: 'avoid' }],
  ['warfarin + fish oil', ['warfarin'], ['omega3'], { target: 'omega3', kind: 'interaction', management: 'monitor' }],
  ['warfarin + ginkgo', ['warfarin'], ['ginkgo'], { target: 'ginkgo', kind: 'interaction', severity: 'major', management: 'avoid' }],
  ['warfarin + garlic', ['warfarin'], ['garlic'], { target: 'garlic', kind: 'interaction' }],
  ['warfarin + danshen', ['warfarin'], ['danshen'], { target: 'danshen', kind: 'interaction', severity: 'major' }],
  ['warfarin + dong quai', ['warfarin'], ['dongQuai'], { target: 'dongQuai', kind: 'interaction', severity: 'major' }],
  ['warfarin + vitamin E', ['warfarin'], ['vitaminE'], { target: 'vitaminE', kind: 'interaction' }],
  ['warfarin + St John’s wort', ['warfarin'], ['stJohnsWort'], { target: 'stJohnsWort', kind: 'interaction', severity: 'major' }],
  ['rivaroxaban (class) + ginkgo', ['rivaroxaban'], ['ginkgo'], { target: 'ginkgo', kind: 'interaction', severity: 'major' }],
  ['apixaban (class) + fish oil', ['apixaban'], ['omega3'], { target: 'omega3', kind: 'interaction' }],
  ['dabigatran (class) + danshen', ['dabigatran'], ['danshen'], { target: 'danshen', kind: 'interaction' }],
  // Antiplatelets
  ['aspirin + ginkgo', ['aspirin'], ['ginkgo'], { target: 'ginkgo', kind: 'interaction', management: 'monitor' }],
  ['clopidogrel + fish oil', ['clopidogrel'], ['omega3'], { target: 'omega3', kind: 'interaction', management: 'monitor' }],
  // Levothyroxine (Synthroid label §2.1: 4 hours)
  ['levothyroxine + calcium', ['levothyroxine'], ['calcium'], { target: 'calcium', kind: 'interaction', management: 'separate', hours: 4 }],
  ['levothyroxine + iron', ['levothyroxine'], ['iron'], { target: 'iron', kind: 'interaction', management: 'separate', hours: 4 }],
  ['levothyroxine + magnesium', ['levothyroxine'], ['magnesium'], { target: 'magnesium', kind: 'interaction', management: 'separate', hours: 4 }],
  // Fluoroquinolones (Cipro label: 2 h before / 6 h after; Levaquin 2 h; Avelox 4 h before / 8 h after)
  ['ciprofloxacin + calcium', ['ciprofloxacin'], ['calcium'], { target: 'calcium', kind: 'interaction', management: 'separate', hours: 6 }],
  ['ciprofloxacin + magnesium', ['ciprofloxacin'], ['magnesium'], { target: 'magnesium', kind: 'interaction', management: 'separate', hours: 6 }],
  ['ciprofloxacin + zinc', ['ciprofloxacin'], ['zinc'], { target: 'zinc', kind: 'interaction', management: 'separate', hours: 6 }],
  ['ciprofloxacin + iron', ['ciprofloxacin'], ['iron'], { target: 'iron', kind: 'interaction', management: 'separate', hours: 6 }],
  ['levofloxacin + calcium', ['levofloxacin'], ['calcium'], { target: 'calcium', kind: 'interaction', management: 'separate', hours: 2 }],
  ['levofloxacin + iron', ['levofloxacin'], ['iron'], { target: 'iron', kind: 'interaction', management: 'separate', hours: 2 }],
  ['moxifloxacin + zinc', ['moxifloxacin'], ['zinc'], { target: 'zinc', kind: 'interaction', management: 'separate', hours: 8 }],
  // Tetracyclines (ODS magnesium / zinc: 2 h before or 4–6 h after)
  ['tetracycline + calcium', ['tetracycline'], ['calcium'], { target: 'calcium', kind: 'interaction', management: 'separate', hours: 6 }],
  ['tetracycline + magnesium', ['tetracycline'], ['magnesium'], { target: 'magnesium', kind: 'interaction', management: 'separate' }],
  ['doxycycline + zinc', ['doxycycline'], ['zinc'], { target: 'zinc', kind: 'interaction', management: 'separate' }],
  ['doxycycline + iron', ['doxycycline'], ['iron'], { target: 'iron', kind: 'interaction', management: 'separate' }],
  // Depletions (fire with no supplements at all)
  ['metformin → B12', ['metformin'], [], { target: 'vitaminB12', kind: 'depletion' }],
  ['omeprazole → B12', ['omeprazole'], [], { target: 'vitaminB12', kind: 'depletion' }],
  ['omeprazole → magnesium', ['omeprazole'], [], { target: 'magnesium', kind: 'depletion' }],
  ['esomeprazole → calcium', ['esomeprazole'], [], { target: 'calcium', kind: 'depletion' }],
  ['pantoprazole → iron', ['pantoprazole'], [], { target: 'iron', kind: 'depletion' }],
  ['famotidine → B12', ['famotidine'], [], { target: 'vitaminB12', kind: 'depletion' }],
  ['furosemide → potassium', ['furosemide'], [], { target: 'potassium', kind: 'depletion' }],
  ['furosemide → magnesium', ['furosemide'], [], { target: 'magnesium', kind: 'depletion' }],
  ['hydrochlorothiazide → potassium', ['hydrochlorothiazide'], [], { target: 'potassium', kind: 'depletion' }],
  ['indapamide → magnesium', ['indapamide'], [], { target: 'magnesium', kind: 'depletion' }],
  ['prednisone → calcium', ['prednisone'], [], { target: 'calcium', kind: 'depletion' }],
  ['dexamethasone → vitamin D', ['dexamethasone'], [], { target: 'vitaminD', kind: 'depletion' }],
  ['phenytoin → folate', ['phenytoin'], [], { target: 'folate', kind: 'depletion' }],
  ['carbamazepine → vitamin D', ['carbamazepine'], [], { target: 'vitaminD', kind: 'depletion' }],
  ['isoniazid → B6', ['isoniazid'], [], { target: 'vitaminB6', kind: 'depletion' }],
  ['oral contraceptive → folate', ['drospirenone-ethinylestradiol'], [], { target: 'folate', kind: 'depletion' }],
  ['oral contraceptive → B6', ['levonorgestrel-ethinylestradiol'], [], { target: 'vitaminB6', kind: 'depletion' }],
  ['oral contraceptive → B12', ['desogestrel-ethinylestradiol'], [], { target: 'vitaminB12', kind: 'depletion' }],
  ['orlistat → vitamin D', ['orlistat'], [], { target: 'vitaminD', kind: 'depletion', management: 'separate', hours: 2 }],
  ['orlistat → vitamin A', ['orlistat'], [], { target: 'vitaminA', kind: 'depletion' }],
  ['cholestyramine → vitamin K', ['cholestyramine'], [], { target: 'vitaminK', kind: 'depletion', management: 'separate', hours: 4 }],
  // Serotonergic and enzyme-inducing herbs
  ['sertraline + St John’s wort', ['sertraline'], ['stJohnsWort'], { target: 'stJohnsWort', kind: 'interaction', severity: 'major', management: 'avoid' }],
  // Isotretinoin label §7 / iPLEDGE: St John's wort can make hormonal contraception fail (pharmacist review 2026-11-24)
  ['isotretinoin + St John’s wort', ['isotretinoin'], ['stJohnsWort'], { target: 'stJohnsWort', kind: 'interaction', severity: 'major', management: 'avoid' }],
  ['fluoxetine + St John’s wort', ['fluoxetine'], ['stJohnsWort'], { target: 'stJohnsWort', kind: 'interaction', severity: 'major' }],
  ['escitalopram + St John’s wort', ['escitalopram'], ['stJohnsWort'], { target: 'stJohnsWort', kind: 'interaction', severity: 'major' }],
  ['phenelzine (MAOI) + St John’s wort', ['phenelzine'], ['stJohnsWort'], { target: 'stJohnsWort', kind: 'interaction', severity: 'major' }],
  ['digoxin + St John’s wort', ['digoxin'], ['stJohnsWort'], { target: 'stJohnsWort', kind: 'interaction', severity: 'major' }],
  ['cyclosporine + St John’s wort', ['cyclosporine'], ['stJohnsWort'], { target: 'stJohnsWort', kind: 'interaction', severity: 'major' }],
  ['tacrolimus + echinacea', ['tacrolimus'], ['echinacea'], { target: 'echinacea', kind: 'interaction' }],
  ['cyclosporine + echinacea', ['cyclosporine'], ['echinacea'], { target: 'echinacea', kind: 'interaction' }],
  // Other required pairs
  ['atorvastatin + red yeast rice', ['atorvastatin'], ['redYeastRice'], { target: 'redYeastRice', kind: 'interaction', severity: 'major', management: 'avoid' }],
  ['warfarin + red yeast rice (answer round 11 zh-069)', ['warfarin'], ['redYeastRice'], { target: 'redYeastRice', kind: 'interaction', severity: 'moderate', management: 'monitor' }],
  ['rosuvastatin + red yeast rice', ['rosuvastatin'], ['redYeastRice'], { target: 'redYeastRice', kind: 'interaction', severity: 'major' }],
  ['lisinopril + potassium', ['lisinopril'], ['potassium'], { target: 'potassium', kind: 'interaction', management: 'avoid' }],
  ['irbesartan + potassium', ['irbesartan'], ['potassium'], { target: 'potassium', kind: 'interaction' }],
  ['spironolactone + potassium', ['spironolactone'], ['potassium'], { target: 'potassium', kind: 'interaction', severity: 'major' }],
  ['alendronate + calcium', ['alendronate'], ['calcium'], { target: 'calcium', kind: 'interaction', management: 'separate', hours: 2 }],
  ['risedronate + iron', ['risedronate'], ['iron'], { target: 'iron', kind: 'interaction', management: 'separate' }],
  ['ibandronate + magnesium', ['ibandronate'], ['magnesium'], { target: 'magnesium', kind: 'interaction', management: 'separate' }],
  ['methotrexate + folic acid', ['methotrexate'], ['folate'], { target: 'folate', kind: 'interaction', management: 'monitor' }],
  ['lithium + iodine', ['lithium'], ['iodine'], { target: 'iodine', kind: 'interaction' }],
  ['levodopa + vitamin B6', ['levodopa-carbidopa'], ['vitaminB6'], { target: 'vitaminB6', kind: 'interaction' }],
  ['levodopa + iron', ['levodopa-benserazide'], ['iron'], { target: 'iron', kind: 'interaction', management: 'separate' }],
  // Negative controls: no rule exists for these pairs.
  ['amlodipine + vitamin C (none)', ['amlodipine'], ['vitaminC'], { target: 'vitaminC', absent: true }],
  ['metformin + vitamin C (none)', ['metformin'], ['vitaminC'], { target: 'vitaminC', absent: true }],
  ['atorvastatin + calcium (none)', ['atorvastatin'], ['calcium'], { target: 'calcium', absent: true }],
  ['rivaroxaban + vitamin K (none: not a vitamin K antagonist)', ['rivaroxaban'], ['vitaminK'], { target: 'vitaminK', absent: true }],
  ['sertraline + fish oil (none)', ['sertraline'], ['omega3'], { target: 'omega3', absent: true }],
  ['levothyroxine + vitamin C (none)', ['levothyroxine'], ['vitaminC'], { target: 'vitaminC', absent: true }],
  ['warfarin, nothing taken (interactions need the substance)', ['warfarin'], [], { target: 'vitaminK', absent: true }],
  ['ciprofloxacin + vitamin D (none)', ['ciprofloxacin'], ['vitaminD'], { target: 'vitaminD', absent: true }],
];

describe('taboosFor: published cases', () => {
  it('has at least 20 cases including negative controls', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
    expect(CASES.filter(([, , , e]) => 'absent' in e).length).toBeGreaterThanOrEqual(3);
  });

  it.each(CASES)('%s', (_label, medicines, substances, expected) => {
    const taboos = taboosFor({ medicines, substances }, 'en-US');
    const hit = taboos.filter((t) => t.target === expected.target);
    if ('absent' in expected) {
      expect(hit).toEqual([]);
      return;
    }
    expect(hit).toHaveLength(1);
    const t = hit[0]!;
    expect(t.drugId).toBe(medicines[0]);
    expect(t.kind).toBe(expected.kind);
    if (expected.severity) expect(t.severity).toBe(expected.severity);
    if (expected.management) expect(t.management).toBe(expected.management);
    if (expected.hours !== undefined) expect(t.separateHours).toBe(expected.hours);
    expect(t.source.ref.length).toBeGreaterThan(0);
  });
});

describe('taboosFor: behaviour', () => {
  it('returns plan-contract objects, localised', () => {
    const zh = taboosFor({ medicines: ['warfarin'], substances: ['vitaminK'] }, 'zh-CN');
    const en = taboosFor({ medicines: ['warfarin'], substances: ['vitaminK'] }, 'en-US');
    for (const t of [...zh, ...en]) expect(medicineTabooSchema.parse(t)).toEqual(t);
    expect(zh[0]).toMatchObject({ drug: '华法林', supplement: '维生素K', ruleId: 'warfarin.vitaminK' });
    expect(en[0]).toMatchObject({ drug: 'Warfarin', supplement: 'Vitamin K' });
    expect(zh[0]!.advice).not.toBe(en[0]!.advice);
  });

  it('adds separateHours only to separate rules', () => {
    const taboos = taboosFor(
      { medicines: ['levothyroxine', 'warfarin', 'metformin'], substances: ['calcium', 'ginkgo'] },
      'en-US',
    );
    for (const t of taboos) expect('separateHours' in t).toBe(t.management === 'separate');
  });

  it('keeps one taboo per drug × substance, the most severe, and prefers the drug’s own label window', () => {
    // Aspirin is both antiplatelet and NSAID: both classes have a ginkgo rule.
    const aspirin = taboosFor({ medicines: ['aspirin'], substances: ['ginkgo'] }, 'en-US');
    expect(aspirin.filter((t) => t.target === 'ginkgo')).toHaveLength(1);
    // Levofloxacin: the class rule says 6 h, the Levaquin label 2 h; same severity, the drug rule wins.
    const levo = taboosFor({ medicines: ['levofloxacin'], substances: ['calcium'] }, 'en-US');
    expect(levo).toHaveLength(1);
    expect(levo[0]!.ruleId).toBe('levofloxacin.calcium');
    // Duplicated medicine ids do not duplicate taboos.
    const twice = taboosFor({ medicines: ['warfarin', 'warfarin'], substances: ['ginkgo'] }, 'en-US');
    expect(twice).toHaveLength(1);
  });

  it('sorts by severity, then drug name', () => {
    const taboos = taboosFor(
      {
        medicines: ['omeprazole', 'warfarin', 'sertraline', 'levothyroxine', 'metformin'],
        substances: ['stJohnsWort', 'calcium', 'ginkgo', 'omega3'],
      },
      'en-US',
    );
    const rank = taboos.map((t) => SEVERITIES.indexOf(t.severity));
    expect(rank).toEqual([...rank].sort((a, b) => a - b));
    expect(taboos[0]!.severity).toBe('major');
    const moderate = taboos.filter((t) => t.severity === 'moderate').map((t) => t.drug);
    expect(moderate).toEqual([...moderate].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('ignores unknown ids and odd input without throwing', () => {
    expect(taboosFor({ medicines: ['not-a-drug', ''], substances: ['calcium'] }, 'en-US')).toEqual([]);
    expect(taboosFor({ medicines: [], substances: [] }, 'zh-CN')).toEqual([]);
    const junk = { medicines: [42, null, 'warfarin'], substances: 'calcium' } as unknown as {
      medicines: string[];
      substances: Substance[];
    };
    expect(() => taboosFor(junk, 'en-US')).not.toThrow();
  });

  it('gives phenytoin with folic acid its depletion and its high-dose interaction, one of each', () => {
    const taboos = taboosFor({ medicines: ['phenytoin'], substances: ['folate'] }, 'en-US');
    const kinds = taboos.filter((t) => t.target === 'folate').map((t) => t.kind);
    expect(kinds.sort()).toEqual(['depletion', 'interaction']);
    const low = taboosFor(
      { medicines: ['phenytoin'], substances: ['folate'], dailyMg: { folate: 0.4 } },
      'en-US',
    );
    expect(low.filter((t) => t.target === 'folate').map((t) => t.kind)).toEqual(['depletion']);
  });

  it('never throws and only reports the input’s drugs, for arbitrary input (property)', () => {
    const ids = DRUGS.map((d) => d.id);
    const medicine = fc.oneof(fc.constantFrom(...ids), fc.string());
    const substance = fc.oneof(
      fc.constantFrom(...SUBSTANCE_IDS),
      fc.string().map((s) => s as Substance),
    );
    fc.assert(
      fc.property(
        fc.array(medicine, { maxLength: 12 }),
        fc.array(substance, { maxLength: 12 }),
        fc.constantFrom('zh-CN' as const, 'en-US' as const),
        (medicines, substances, locale) => {
          const taboos = taboosFor({ medicines, substances }, locale);
          const pairs = new Set<string>();
          for (const t of taboos) {
            expect(medicines).toContain(t.drugId);
            if (t.kind === 'interaction') expect(substances).toContain(t.target);
            // A depletion and a dose-bound interaction may name the same pair (phenytoin's folate
            // depletion and its high-dose folic acid row): one of each kind, never two of one.
            const pair = `${t.kind}|${t.drugId}|${t.target}`;
            expect(pairs.has(pair)).toBe(false);
            pairs.add(pair);
          }
          const rank = taboos.map((t) => SEVERITIES.indexOf(t.severity));
          expect(rank).toEqual([...rank].sort((a, b) => a - b));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('depletionsFor', () => {
  it('lists what metformin and omeprazole lower', () => {
    const out = depletionsFor(['metformin', 'omeprazole', 'unknown']);
    const pairs = out.map((d) => `${d.drugId}:${d.nutrient}`);
    expect(pairs).toContain('metformin:vitaminB12');
    expect(pairs).toContain('omeprazole:vitaminB12');
    expect(pairs).toContain('omeprazole:magnesium');
    expect(pairs.every((p) => !p.startsWith('unknown'))).toBe(true);
    for (const d of out) expect(d.source.ref.length).toBeGreaterThan(0);
  });

  it('is empty for drugs that deplete nothing and deduplicates repeated ids', () => {
    expect(depletionsFor(['amlodipine'])).toEqual([]);
    expect(depletionsFor(['metformin', 'metformin'])).toHaveLength(1);
    expect(depletionsFor([])).toEqual([]);
  });
});

describe('look-ups', () => {
  it('drugById finds dictionary rows only', () => {
    expect(drugById('warfarin')?.zh).toBe('华法林');
    expect(drugById('Warfarin')).toBeUndefined();
    expect(drugById('constructor')).toBeUndefined();
  });

  it('unknownDrugIds names the unknown ids once, in order', () => {
    expect(unknownDrugIds(['warfarin', 'foo', 'metformin', 'foo', 'bar'])).toEqual(['foo', 'bar']);
    expect(unknownDrugIds([])).toEqual([]);
  });

  it('rulesForDrug merges direct and class rules, most severe first', () => {
    const ids = rulesForDrug('warfarin').map((r) => r.id);
    expect(ids).toContain('warfarin.vitaminK');
    expect(ids).toContain('class:anticoagulant.ginkgo');
    const rank = rulesForDrug('warfarin').map((r) => SEVERITIES.indexOf(r.severity));
    expect(rank).toEqual([...rank].sort((a, b) => a - b));
    expect(rulesForDrug('no-such-drug')).toEqual([]);
    // A copy: callers cannot corrupt the shared index.
    rulesForDrug('warfarin').pop();
    expect(rulesForDrug('warfarin').map((r) => r.id)).toEqual(ids);
  });

  // Clinician review: a medicine × supplement pair was listed twice with two severities (clopidogrel ×
  // ginkgo). One row per medicine × substance, at its highest severity.
  it('rulesForDrug lists each substance once per kind, at its highest severity, for every drug', () => {
    for (const drug of DRUGS) {
      const rules = rulesForDrug(drug.id);
      const keys = rules.map((r) => `${r.kind}:${r.substance}`);
      expect(new Set(keys).size, drug.id).toBe(keys.length);
      const rank = rules.map((r) => SEVERITIES.indexOf(r.severity));
      expect(rank, drug.id).toEqual([...rank].sort((a, b) => a - b));
    }
    // Aspirin is an antiplatelet and an NSAID: ginkgo once.
    expect(rulesForDrug('aspirin').filter((r) => r.substance === 'ginkgo')).toHaveLength(1);
  });

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: clopidogrel × ginkgo once; with warfarin too, each medicine once, warfarin major',
    (locale) => {
      const one = taboosFor({ medicines: ['clopidogrel'], substances: ['ginkgo'] }, locale);
      expect(one.filter((t) => t.target === 'ginkgo')).toHaveLength(1);
      const both = taboosFor({ medicines: ['clopidogrel', 'warfarin'], substances: ['ginkgo'] }, locale)
        .filter((t) => t.target === 'ginkgo')
        .map((t) => [t.drugId, t.severity]);
      expect(both).toEqual([
        ['warfarin', 'major'],
        ['clopidogrel', 'moderate'],
      ]);
    },
  );
});
