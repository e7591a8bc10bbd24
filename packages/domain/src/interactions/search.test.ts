import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeKeyword, searchDrugs } from './search';

// prettier-ignore
const FIRST_HIT: [string, string][] = [
  ['华法林', 'warfarin'],
  ['hfl', 'warfarin'],
  ['HFL', 'warfarin'],
  ['huafalin', 'warfarin'],
  ['hua fa lin', 'warfarin'],
  ['warfarin', 'warfarin'],
  ['WARFARIN', 'warfarin'],
  ['Coumadin', 'warfarin'],
  ['coum', 'warfarin'],
  ['  华法林  ', 'warfarin'],
  ['华法林钠片', 'warfarin'],
  ['二甲双胍', 'metformin'],
  ['ejsg', 'metformin'],
  ['Glucophage', 'metformin'],
  ['格华止', 'metformin'],
  ['优甲乐', 'levothyroxine'],
  ['Synthroid', 'levothyroxine'],
  ['zjzxs', 'levothyroxine'],
  ['amlo', 'amlodipine'],
  ['络活喜', 'amlodipine'],
  ['Lipitor', 'atorvastatin'],
  ['atorva', 'atorvastatin'],
  ['Toprol XL', 'metoprolol'],
  // The box name (seventh clinician review, en A7)
  ['Bactrim DS', 'sulfamethoxazole-trimethoprim'],
  ['septra ds', 'sulfamethoxazole-trimethoprim'],
  ['百忧解', 'fluoxetine'],
  ['aomeilazuo', 'omeprazole'],
  ['拜新同', 'nifedipine'],
  ['lvshatan', 'losartan'],
  ['地尔硫卓', 'diltiazem'],
  ['hebeishuang', 'diltiazem'],
  ['ＷＡＲＦＡＲＩＮ', 'warfarin'],
];

describe('searchDrugs', () => {
  it.each(FIRST_HIT)('%s → %s first', (q, id) => {
    expect(searchDrugs(q)[0]?.drug.id).toBe(id);
  });

  it('gives an exact generic name the top score', () => {
    expect(searchDrugs('华法林')[0]?.score).toBe(100);
    expect(searchDrugs('warfarin')[0]?.score).toBe(100);
  });

  it('ranks a prefix above a substring (amlodipine before levamlodipine)', () => {
    const ids = searchDrugs('amlodipine').map((h) => h.drug.id);
    expect(ids.indexOf('amlodipine')).toBeLessThan(ids.indexOf('levamlodipine'));
    expect(ids.indexOf('levamlodipine')).toBeGreaterThan(-1);
  });

  it('finds a class by its Chinese or English name', () => {
    const statins = searchDrugs('他汀').map((h) => h.drug.id);
    expect(statins).toEqual(expect.arrayContaining(['atorvastatin', 'rosuvastatin', 'simvastatin']));
    expect(statins.every((id) => id.endsWith('statin'))).toBe(true);
    const ppis = searchDrugs('PPI').map((h) => h.drug.id);
    expect(ppis).toEqual(expect.arrayContaining(['omeprazole', 'esomeprazole', 'pantoprazole']));
    expect(searchDrugs('头孢').length).toBeGreaterThanOrEqual(5);
  });

  it('finds traditional-character names (pharmacist review B9)', () => {
    expect(searchDrugs('華法林')[0]?.drug.id).toBe('warfarin');
    expect(searchDrugs('優甲樂')[0]?.drug.id).toBe('levothyroxine');
    expect(searchDrugs('阿斯匹林')[0]?.drug.id).toBe('aspirin');
    expect(searchDrugs('複方丹參滴丸')[0]?.drug.id).toBe('compound-danshen-dripping-pills');
  });

  it('tolerant (the search box): a dose typed with the name, and "did you mean" for typos', () => {
    const tolerant = { tolerant: true };
    expect(searchDrugs('lipitor20', 20, tolerant)[0]?.drug.id).toBe('atorvastatin');
    expect(searchDrugs('Zoloft 50', 20, tolerant)[0]?.drug.id).toBe('sertraline');
    expect(searchDrugs('aspirin 100', 20, tolerant)[0]?.drug.id).toBe('aspirin');
    for (const [typed, id] of [
      ['warfrin', 'warfarin'],
      ['sertaline', 'sertraline'],
      ['metfromin', 'metformin'],
    ] as const) {
      const hits = searchDrugs(typed, 20, tolerant);
      expect(hits[0], typed).toMatchObject({ suggested: true });
      expect(hits[0]?.drug.id, typed).toBe(id);
    }
    // "levothyroxin" is a prefix of the real name: a real match, not a suggestion.
    expect(searchDrugs('levothyroxin', 20, tolerant)[0]).toMatchObject({ drug: { id: 'levothyroxine' } });
    expect(searchDrugs('levothyroxin', 20, tolerant)[0]?.suggested).toBeUndefined();
    // Real matches are never marked as suggestions.
    expect(searchDrugs('warfarin', 20, tolerant).every((h) => h.suggested === undefined)).toBe(true);
  });

  it('not tolerant by default: free-text scanners (the assistant) never get a typo match', () => {
    expect(searchDrugs('warfrin')).toEqual([]);
    expect(searchDrugs('fish oil')).toEqual([]);
    expect(searchDrugs('lipitor20')).toEqual([]);
  });

  it('returns [] for empty, whitespace or unmatched keywords', () => {
    expect(searchDrugs('')).toEqual([]);
    expect(searchDrugs('   ')).toEqual([]);
    expect(searchDrugs('zzzzqqq')).toEqual([]);
    expect(searchDrugs(undefined as unknown as string)).toEqual([]);
  });

  it('respects the limit and sorts best first, stably', () => {
    const hits = searchDrugs('a', 7);
    expect(hits).toHaveLength(7);
    expect(searchDrugs('a', 0)).toEqual([]);
    const scores = hits.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(searchDrugs('a', 7)).toEqual(hits);
  });

  it('never throws and keeps its invariants for arbitrary keywords (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: -5, max: 50 }), (q, limit) => {
        const hits = searchDrugs(q, limit);
        expect(hits.length).toBeLessThanOrEqual(Math.max(0, limit));
        for (let i = 1; i < hits.length; i++)
          expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
        for (const h of hits) expect(h.score).toBeGreaterThan(0);
        if (normalizeKeyword(q) === '') expect(hits).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('runs thousands of searches per second', () => {
    const queries = ['hfl', 'warfarin', '他汀', 'coum', 'metf', '奥美', 'a', 'xinfa'];
    searchDrugs('warm-up');
    // Best of five rounds, so a busy CI core (other test files run in parallel) does not decide it.
    let best = 0;
    for (let round = 0; round < 5; round++) {
      const n = 1000;
      const t0 = Date.now();
      for (let i = 0; i < n; i++) searchDrugs(queries[i % queries.length]!);
      best = Math.max(best, n / Math.max(1e-3, (Date.now() - t0) / 1000));
    }
    expect(best).toBeGreaterThan(2000);
  });
});

describe('medicines the issue-31 reviewers typed (lithium, MAOI cold medicines, antibiotics)', () => {
  it.each([
    ['lithium carbonate', 'lithium'],
    ['碳酸锂缓释片', 'lithium'],
    ['pseudoephedrine', 'pseudoephedrine'],
    ['Sudafed', 'pseudoephedrine'],
    ['伪麻黄碱', 'pseudoephedrine'],
    ['dextromethorphan', 'dextromethorphan'],
    ['右美沙芬', 'dextromethorphan'],
    ['linezolid', 'linezolid'],
    ['替硝唑', 'tinidazole'],
  ])('%s → %s', (q, id) => {
    expect(searchDrugs(q)[0]?.drug.id).toBe(id);
  });
});

describe('clinician review 7: myasthenia gravis and methadone found by name; a target is not its antagonist', () => {
  it.each([
    ['溴吡斯的明片', 'pyridostigmine'],
    ['吡斯的明', 'pyridostigmine'],
    ['Mestinon 60mg', 'pyridostigmine'],
    ['pyridostigmine', 'pyridostigmine'],
    ['盐酸美沙酮口服液', 'methadone'],
    ['Methadose', 'methadone'],
  ])('%s → %s (search box)', (q, id) => {
    expect(searchDrugs(q, 20, { tolerant: true })[0]?.drug.id).toBe(id);
  });

  it('美沙酮 is methadone, never a "did you mean" cough medicine', () => {
    const ids = searchDrugs('美沙酮', 20, { tolerant: true }).map((h) => h.drug.id);
    expect(ids[0]).toBe('methadone');
    expect(ids).not.toContain('dextromethorphan');
  });

  it.each(['叶酸', 'folate', '叶酸片'])('%s does not bring up methotrexate (抗叶酸药 / antifolate)', (q) => {
    expect(searchDrugs(q, 20, { tolerant: true }).map((h) => h.drug.id)).not.toContain('methotrexate');
  });

  it('the class still finds its medicine by its own name', () => {
    expect(searchDrugs('抗叶酸').map((h) => h.drug.id)).toContain('methotrexate');
    expect(searchDrugs('antifolate').map((h) => h.drug.id)).toContain('methotrexate');
  });
});
