import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRUGS } from '../knowledge/drugs';
import { resolveMedicine, resolveMedicineEntries, splitDose, unresolvedMessage } from './resolve';
import { searchDrugs } from './search';
import { depletionsFor, drugById, taboosFor, unknownDrugIds } from './taboos';

const idOf = (text: string) => {
  const r = resolveMedicine(text);
  return r.status === 'resolved' ? r.id : r.status;
};

describe('resolveMedicine', () => {
  it.each([
    // ids and generic names, both scripts
    ['warfarin', 'warfarin'],
    ['华法林', 'warfarin'],
    ['Warfarin', 'warfarin'],
    ['levothyroxine', 'levothyroxine'],
    ['Salbutamol', 'salbutamol'],
    ['albuterol', 'salbutamol'],
    ['valproic acid', 'valproate'],
    // brands: case, width, spacing
    ['Synthroid', 'levothyroxine'],
    ['synthroid', 'levothyroxine'],
    ['ＳＹＮＴＨＲＯＩＤ', 'levothyroxine'],
    ['优甲乐', 'levothyroxine'],
    ['Coumadin', 'warfarin'],
    ['Eliquis', 'apixaban'],
    ['Xarelto', 'rivaroxaban'],
    ['Lipitor', 'atorvastatin'],
    ['立普妥', 'atorvastatin'],
    ['格华止', 'metformin'],
    ['拜阿司匹林', 'aspirin'],
    ['toprol xl', 'metoprolol'],
    ['Diovan HCT', 'valsartan-hydrochlorothiazide'],
    // pinyin, full and initials
    ['huafalin', 'warfarin'],
    ['hua fa lin', 'warfarin'],
    ['hfl', 'warfarin'],
    ['erjiashuanggua', 'metformin'],
    // salts and dosage forms as printed on Chinese boxes and US labels
    ['硫酸氢氯吡格雷片', 'clopidogrel'],
    ['阿托伐他汀钙片', 'atorvastatin'],
    ['苯磺酸氨氯地平片', 'amlodipine'],
    ['左甲状腺素钠片', 'levothyroxine'],
    ['metoprolol succinate ER', 'metoprolol'],
    ['Metformin HCl tablets', 'metformin'],
    // doses and frequencies
    ['华法林 3mg', 'warfarin'],
    ['华法林3毫克 每日一次', 'warfarin'],
    ['Lipitor 20mg', 'atorvastatin'],
    ['metformin 500 mg twice daily', 'metformin'],
    ['Synthroid 88 mcg', 'levothyroxine'],
    ['eliquis twice daily', 'apixaban'],
    // class phrases → class placeholders
    ['blood thinner', 'class:anticoagulant'],
    ['Blood Thinners', 'class:anticoagulant'],
    ['抗凝药', 'class:anticoagulant'],
    ['抗凝血药', 'class:anticoagulant'],
    ['combined oral contraceptive', 'class:oral_contraceptive'],
    ['复方口服避孕药', 'class:oral_contraceptive'],
    ['the pill', 'class:oral_contraceptive'],
    ['statin', 'class:statin'],
    ['Statins', 'class:statin'],
    ['他汀', 'class:statin'],
    ['他汀类调脂药', 'class:statin'],
    ['质子泵抑制剂', 'class:ppi'],
    ['class:anticoagulant', 'class:anticoagulant'],
    // broad phrases are ambiguous, never silently narrowed
    ['降压药', 'ambiguous'],
    ['water pill', 'ambiguous'],
    ['antibiotics', 'ambiguous'],
    // junk
    ['xyzzy', 'unknown'],
    ['', 'unknown'],
    ['   ', 'unknown'],
    ['3 mg', 'unknown'],
    ['class:not_a_class', 'unknown'],
    ['war', 'unknown'],
  ])('%s → %s', (text, expected) => {
    expect(idOf(text)).toBe(expected);
  });

  it('parses the dose and frequency next to the name', () => {
    expect(resolveMedicine('华法林 3mg')).toMatchObject({ id: 'warfarin', dose: { amount: 3, unit: 'mg' } });
    expect(resolveMedicine('metformin 500 mg twice daily')).toMatchObject({
      id: 'metformin',
      dose: { amount: 500, unit: 'mg' },
      frequency: 'twice daily',
    });
    expect(resolveMedicine('Synthroid 88 mcg')).toMatchObject({ dose: { amount: 88, unit: 'µg' } });
    expect(resolveMedicine('优甲乐 1片')).toMatchObject({ dose: { amount: 1, unit: 'tablet' } });
    expect(resolveMedicine('insulin glargine 10 units')).toMatchObject({
      id: 'insulin-glargine',
      dose: { amount: 10, unit: 'IU' },
    });
    expect(splitDose('Lipitor 20mg')).toEqual({ name: 'Lipitor', dose: { amount: 20, unit: 'mg' } });
  });

  it('resolves every dictionary id, generic name and brand to its own drug', () => {
    for (const d of DRUGS) {
      expect(idOf(d.id), d.id).toBe(d.id);
      expect(idOf(d.zh), d.zh).toBe(d.id);
      expect(idOf(d.en), d.en).toBe(d.id);
      for (const b of d.brands) expect(idOf(b), `${d.id}: ${b}`).toBe(d.id);
    }
  });

  it('is total on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = resolveMedicine(x);
        expect(['resolved', 'ambiguous', 'unknown']).toContain(r.status);
      }),
    );
  });

  it('names the text in both languages when it cannot resolve', () => {
    const r = resolveMedicine('xyzzy');
    if (r.status === 'resolved') throw new Error('xyzzy resolved');
    expect(unresolvedMessage(r, 'en-US')).toBe("Unknown medicine: 'xyzzy' — pick it from the list");
    expect(unresolvedMessage(r, 'zh-CN')).toContain('xyzzy');
    const broad = resolveMedicine('降压药');
    if (broad.status === 'resolved') throw new Error('降压药 resolved');
    expect(unresolvedMessage(broad, 'zh-CN')).toContain('沙坦');
    expect(unresolvedMessage(broad, 'en-US')).toContain('ARB');
  });
});

describe('class placeholders in the taboo check', () => {
  it('are known ids that belong to their class only', () => {
    expect(unknownDrugIds(['class:anticoagulant', 'class:bogus'])).toEqual(['class:bogus']);
    expect(drugById('class:statin')?.classes).toEqual(['statin']);
  });

  it('fire the class rules: a blood thinner with fish oil and ginkgo, but not warfarin-only rules', () => {
    const taboos = taboosFor(
      { medicines: ['class:anticoagulant'], substances: ['omega3', 'ginkgo', 'vitaminK'] },
      'en-US',
    );
    const targets = taboos.map((t) => t.target);
    expect(targets).toContain('omega3');
    expect(targets).toContain('ginkgo');
    expect(taboos.every((t) => t.drugId === 'class:anticoagulant')).toBe(true);
    // Vitamin K only matters for warfarin (a drug rule): the placeholder must not claim it.
    const warfarin = taboosFor({ medicines: ['warfarin'], substances: ['vitaminK'] }, 'en-US');
    expect(warfarin.map((t) => t.target)).toContain('vitaminK');
  });

  it('gives class depletions: a PPI placeholder lowers what omeprazole lowers', () => {
    const placeholder = depletionsFor(['class:ppi']).map((d) => d.nutrient);
    const atorva = depletionsFor(['omeprazole']).map((d) => d.nutrient);
    expect(placeholder.length).toBeGreaterThan(0);
    for (const n of placeholder) expect(atorva).toContain(n);
  });
});

describe('search by class phrase', () => {
  it.each([
    ['blood thinner', 'warfarin'],
    ['抗凝血药', 'rivaroxaban'],
    ['the pill', 'drospirenone-ethinylestradiol'],
    ['复方口服避孕药', 'levonorgestrel-ethinylestradiol'],
    ['statin', 'atorvastatin'],
    ['他汀', 'rosuvastatin'],
    ['降压药', 'amlodipine'],
  ])('"%s" lists %s', (phrase, id) => {
    expect(searchDrugs(phrase, 50).map((h) => h.drug.id)).toContain(id);
  });
});

describe('combination products', () => {
  it('losartan/HCTZ: the ARB potassium caution wins over the thiazide potassium depletion', () => {
    const withK = taboosFor(
      { medicines: ['losartan-hydrochlorothiazide'], substances: ['potassium'] },
      'en-US',
    );
    const k = withK.filter((t) => t.target === 'potassium');
    expect(k).toHaveLength(1);
    expect(k[0]!.kind).toBe('interaction');
    const withoutK = taboosFor({ medicines: ['losartan-hydrochlorothiazide'], substances: [] }, 'en-US');
    expect(withoutK.some((t) => t.target === 'potassium')).toBe(false);
  });
});

describe('resolveMedicineEntries', () => {
  it('stores ids once each with their doses, and lists every entry it cannot resolve', () => {
    const r = resolveMedicineEntries(
      [
        '华法林 3mg',
        'Synthroid',
        { name: 'metformin', dose: 500, unit: 'mg', frequency: 'twice daily' },
        'xyzzy',
        { id: 'warfarin' },
        'blood thinner',
        '降压药',
      ],
      'en-US',
    );
    expect(r.ids).toEqual(['warfarin', 'levothyroxine', 'metformin', 'class:anticoagulant']);
    expect(r.doses).toEqual([
      { id: 'warfarin', dose: 3, unit: 'mg' },
      { id: 'metformin', dose: 500, unit: 'mg', frequency: 'twice daily' },
    ]);
    expect(r.unresolved.map((u) => [u.index, u.text])).toEqual([
      [3, 'xyzzy'],
      [6, '降压药'],
    ]);
    expect(r.unresolved[0]!.message).toBe("Unknown medicine: 'xyzzy' — pick it from the list");
  });
});
