import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRUGS } from '../knowledge/drugs';
import { LABEL_BRANDS } from '../testing';
import {
  formOfText,
  resolveMedicine,
  resolveMedicineEntries,
  saltlessCore,
  saltWordsOf,
  splitDose,
  suggestMedicineIds,
  typoDistance,
  typosAllowed,
  unresolvedMessage,
} from './resolve';
import { searchDrugs } from './search';
import { toSimplified } from './normalize';
import { depletionsFor, drugById, taboosFor, unknownDrugIds } from './taboos';

const idOf = (text: string) => {
  const r = resolveMedicine(text);
  return r.status === 'resolved' ? r.id : r.status;
};
/** One test a row: the text resolves to this id, or to this status when it is not one medicine. */
const resolvesAs = (rows: readonly (readonly [text: string, expected: string])[]) =>
  it.each(rows)('%s → %s', (text, expected) => {
    expect(idOf(text)).toBe(expected);
  });

describe('resolveMedicine: spellings from the pharmacist review (B9)', () => {
  resolvesAs([
    // traditional characters (OpenCC 't' → 'cn') and the Taiwan name of aspirin
    ['華法林', 'warfarin'],
    ['優甲樂', 'levothyroxine'],
    ['阿斯匹林', 'aspirin'],
    ['阿斯匹靈', 'aspirin'],
    ['二甲雙胍', 'metformin'],
    ['複方丹參滴丸', 'compound-danshen-dripping-pills'],
    // brands that were missing
    ['拜唐苹', 'acarbose'],
    ['Eltroxin', 'levothyroxine'],
    ['Euthyrox', 'levothyroxine'],
    ['Slow-K', 'potassium-chloride'],
    ['slow k', 'potassium-chloride'],
    ['复方丹参滴丸', 'compound-danshen-dripping-pills'],
    ['复方丹参片', 'compound-danshen-tablets'],
    // a simplified name with a character OpenCC also lists as traditional stays itself
    ['复方磺胺甲噁唑', 'sulfamethoxazole-trimethoprim'],
  ]);

  it.each([
    ['lipitor20', 'atorvastatin', 20, 'mg'],
    ['Zoloft 50', 'sertraline', 50, 'mg'],
    ['aspirin 100', 'aspirin', 100, 'mg'],
    ['Euthyrox 50', 'levothyroxine', 50, 'µg'],
    ['優甲樂 75', 'levothyroxine', 75, 'µg'],
    ['Lantus 20', 'insulin-glargine', 20, 'IU'],
  ])('a dose glued to the name: %s → %s %d %s', (text, id, amount, unit) => {
    expect(resolveMedicine(text)).toMatchObject({ status: 'resolved', id, dose: { amount, unit } });
  });

  it.each([
    ['warfrin', 'warfarin'],
    ['sertaline', 'sertraline'],
    ['metfromin', 'metformin'],
    ['levothyroxin', 'levothyroxine'],
    ['华法令', 'warfarin'],
    ['Coumadine', 'warfarin'],
    ['omeprazol', 'omeprazole'],
  ])('a typo is never resolved, it is suggested: %s → did you mean %s', (text, id) => {
    const r = resolveMedicine(text);
    expect(r.status).toBe('unknown');
    if (r.status !== 'unknown') return;
    expect(r.suggestions?.[0]).toBe(id);
    const zh = unresolvedMessage(r, 'zh-CN');
    const en = unresolvedMessage(r, 'en-US');
    expect(zh).toMatch(/您是不是要找/);
    expect(en).toMatch(/did you mean/);
    expect(zh).toContain(drugById(id)!.zh);
    expect(en).toContain(drugById(id)!.en);
  });

  it('short or far-off texts get no suggestion', () => {
    for (const text of ['war', 'xyzzy', 'abc', 'snake oil', '丙嗪']) {
      const r = resolveMedicine(text);
      expect(r.status === 'unknown' ? (r.suggestions ?? []) : ['not unknown'], text).toEqual([]);
    }
  });

  it('resolveMedicineEntries hands the suggestions on with names in the locale', () => {
    const zh = resolveMedicineEntries(['warfrin'], 'zh-CN').unresolved[0];
    expect(zh).toMatchObject({ index: 0, suggestions: [{ id: 'warfarin', name: '华法林' }] });
    const en = resolveMedicineEntries(['sertaline'], 'en-US').unresolved[0];
    expect(en).toMatchObject({ suggestions: [{ id: 'sertraline', name: 'Sertraline' }] });
  });

  /** One edit of a name: substitute, delete, insert or swap neighbours, at a chosen place. */
  const typo = (word: string, kind: number, at: number, letter: string): string => {
    const chars = [...word];
    const i = at % chars.length;
    if (kind === 0) chars[i] = letter;
    else if (kind === 1) chars.splice(i, 1);
    else if (kind === 2) chars.splice(i, 0, letter);
    else if (i + 1 < chars.length) [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!];
    return chars.join('');
  };
  const LATIN_NAMES = DRUGS.flatMap((d) =>
    [d.en, ...d.brands].filter((n) => /^[A-Za-z]{6,}$/.test(n)).map((n) => ({ id: d.id as string, name: n })),
  );
  const HAN_NAMES = DRUGS.filter((d) => /^\p{Script=Han}{3,}$/u.test(d.zh)).map((d) => ({
    id: d.id as string,
    name: d.zh,
  }));

  it('property: a name with one typo resolves to itself or suggests itself, never silently to another medicine', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LATIN_NAMES, ...HAN_NAMES),
        fc.integer({ min: 0, max: 3 }),
        fc.nat(),
        fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz', '林', '素', '平', '乐'),
        ({ id, name }, kind, at, letter) => {
          const text = typo(
            name,
            kind,
            at,
            /\p{Script=Han}/u.test(name)
              ? /[a-z]/.test(letter)
                ? '乐'
                : letter
              : /[a-z]/.test(letter)
                ? letter
                : 'x',
          );
          // Names left shorter than five letters or three characters get no suggestions by design.
          fc.pre(typosAllowed(text.toLowerCase()) > 0);
          const r = resolveMedicine(text);
          // A class phrase typed exactly ("胰岛素") is what the user typed too: its class placeholder.
          if (r.status === 'resolved' && r.id !== id && r.via !== 'class') {
            // Only when the typo spells another entry exactly: what the user typed, not a guess.
            const other = drugById(r.id)!;
            const exactNames = [other.id, other.zh, other.en, ...other.brands].map((n) => n.toLowerCase());
            expect(exactNames, `${name} → ${text} → ${r.id}`).toContain(text.toLowerCase());
          } else if (r.status === 'unknown') {
            // A typo in the one or two characters after a salt word is another medicine (碳酸锂 →
            // 碳酸镧): never suggested (clinician review 2026-11-25).
            const core = saltlessCore(name.toLowerCase());
            if (
              core !== name.toLowerCase() &&
              typosAllowed(core) === 0 &&
              saltlessCore(text.toLowerCase()) !== core
            )
              return;
            // A typo that turns one salt word into another (碳酸氢钠 → 碳酸钠, bicarbonate → carbonate)
            // names another compound of the same element: never suggested, like 碳酸钙 and 醋酸钙.
            const salts = saltWordsOf(name.toLowerCase());
            const typedSalts = saltWordsOf(text.toLowerCase());
            if (salts !== '' && typedSalts !== '' && typedSalts !== salts) return;
            expect(r.suggestions ?? [], `${name} → ${text}`).toContain(id);
          }
        },
      ),
      { numRuns: 500 },
    );
    // Hundreds of resolutions: seconds on a loaded 2-core machine, past the default 5 s.
  }, 60_000);
});

describe('resolveMedicine', () => {
  resolvesAs([
    // ids and generic names, both scripts
    ['warfarin', 'warfarin'],
    ['华法林', 'warfarin'],
    ['Warfarin', 'warfarin'],
    ['levothyroxine', 'levothyroxine'],
    ['Salbutamol', 'salbutamol'],
    ['albuterol', 'salbutamol'],
    ['valproic acid', 'valproate'],
    // brands: case, width, spacing
    ...LABEL_BRANDS,
    ['synthroid', 'levothyroxine'],
    ['ＳＹＮＴＨＲＯＩＤ', 'levothyroxine'],
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
  ]);

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
    expect(unresolvedMessage(r, 'en-US')).toBe(
      "Unknown medicine: 'xyzzy' — pick it from the list; if it is not in the list, you can keep it as typed (marked 'not checked')",
    );
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
        { name: 'metformin', dose: { amount: 500, unit: 'mg' }, form: 'tablet', frequency: 'twice daily' },
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
      { id: 'metformin', dose: 500, unit: 'mg', form: 'tablet', frequency: 'twice daily' },
    ]);
    expect(r.unresolved.map((u) => [u.index, u.text])).toEqual([
      [3, 'xyzzy'],
      [6, '降压药'],
    ]);
    expect(r.unresolved[0]!.message).toBe(
      "Unknown medicine: 'xyzzy' — pick it from the list; if it is not in the list, you can keep it as typed (marked 'not checked')",
    );
  });
});

describe('medicine forms (issue 19.7)', () => {
  it.each([
    ['二甲双胍缓释片', 'tablet'],
    ['二甲双胍片 500mg 每日两次', 'tablet'],
    ['metformin 500 mg tablet twice daily', 'tablet'],
    ['阿莫西林胶囊 2粒', 'capsule'],
    ['Lantus 10 units injection', 'injection'],
    ['salbutamol inhaler', 'inhaler'],
    ['硝酸甘油贴', 'patch'],
    ['氯霉素滴眼液', 'drops'],
    ['布洛芬混悬液', 'oral_liquid'],
    ['hydrocortisone cream', 'cream'],
    ['片仔癀', undefined],
    ['华法林 3mg', undefined],
    ['优甲乐 1片', undefined],
  ] as const)('%s → %s', (text, form) => {
    expect(formOfText(text)).toBe(form);
  });

  it('a form word after the dose is not the frequency, and the form reaches the stored entry', () => {
    expect(splitDose('metformin 500 mg tablet twice daily')).toEqual({
      name: 'metformin',
      dose: { amount: 500, unit: 'mg' },
      frequency: 'twice daily',
    });
    expect(splitDose('阿莫西林 2粒')).toEqual({ name: '阿莫西林', dose: { amount: 2, unit: 'capsule' } });
    const r = resolveMedicineEntries(
      ['二甲双胍片 500mg', 'salbutamol inhaler', { id: 'warfarin', form: 'tablet' }, 'levothyroxine'],
      'zh-CN',
    );
    expect(r.ids).toEqual(['metformin', 'salbutamol', 'warfarin', 'levothyroxine']);
    expect(r.doses).toEqual([
      { id: 'metformin', dose: 500, unit: 'mg', form: 'tablet' },
      { id: 'salbutamol', form: 'inhaler' },
      { id: 'warfarin', form: 'tablet' },
    ]);
  });

  it('a form chosen from the list wins over one read from the text', () => {
    const r = resolveMedicineEntries([{ name: '二甲双胍片', form: 'oral_liquid' }], 'en-US');
    expect(r.doses).toEqual([{ id: 'metformin', form: 'oral_liquid' }]);
  });
});

describe('"did you mean" never offers a medicine that shares only a salt word (clinician review 2026-11-25)', () => {
  // 碳酸镧 (lanthanum) and 碳酸钙 (calcium) were offered as 碳酸锂 (lithium): one character apart, and
  // that character is the medicine.
  it.each([
    '碳酸镧',
    '碳酸钙',
    '碳酸钙片',
    '碳酸铝',
    '碳酸镁',
    'tansuangai',
    'tansuanlan',
    '醋酸锂',
    '盐酸锂',
  ])('%s is never suggested as lithium', (text) => {
    expect(suggestMedicineIds(text)).not.toContain('lithium');
    const r = resolveMedicine(text);
    if (r.status === 'unknown') {
      expect(r.suggestions ?? []).not.toContain('lithium');
      expect(unresolvedMessage(r, 'zh-CN')).not.toMatch(/碳酸锂/);
      expect(unresolvedMessage(r, 'en-US')).not.toMatch(/Lithium/);
    } else expect(r.status === 'resolved' ? r.id : r.status).not.toBe('lithium');
  });

  it('碳酸镧 is lanthanum carbonate, and 碳酸钙 is not offered as calcium acetate', () => {
    expect(resolveMedicine('碳酸镧')).toMatchObject({ status: 'resolved', id: 'lanthanum-carbonate' });
    expect(suggestMedicineIds('碳酸钙')).toEqual([]);
  });

  it('a typo in a salt-named medicine with a long enough core is still suggested', () => {
    expect(suggestMedicineIds('盐酸二甲双孤')).toContain('metformin');
    expect(suggestMedicineIds('碳酸司维拉母')).toContain('sevelamer');
  });

  const FORM_WORDS = /(咀嚼片|缓释片|软胶囊|胶囊|注射液|片)$/u;
  const SALTS = ['碳酸', '盐酸', '硫酸', '醋酸', '枸橼酸', '磷酸'];
  const CORES = [...new Set(DRUGS.flatMap((d) => [d.zh, ...d.brands]).map((n) => saltlessCore(n)))].filter(
    (c) => /^[\u4e00-\u9fff]{1,2}$/u.test(c),
  );
  it('property: salt word + a one- or two-character rest is never suggested as another medicine with a salt word', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SALTS),
        fc.oneof(
          fc.constantFrom(...CORES, '锂', '钙', '镧', '镁', '铝'),
          fc.stringMatching(/^[\u4e00-\u9fa5]{1,2}$/u),
        ),
        (salt, rest) => {
          for (const id of suggestMedicineIds(`${salt}${rest}`)) {
            const d = DRUGS.find((x) => x.id === id)!;
            // The names that could have matched: within one edit of the text.
            const near = [d.zh, ...d.brands].filter((n) => typoDistance(`${salt}${rest}`, n, 1) <= 1);
            // Those with a salt word of their own carry the very same rest: the edit fell on the salt
            // word (硫酸铝 → 硫糖铝, sucralfate), never on the medicine.
            for (const n of near.filter((x) => saltlessCore(x) !== x))
              // The rest as the resolver reads it: a traditional character is its simplified one (碳酸鑭 is 碳酸镧).
              expect(saltlessCore(n).replace(FORM_WORDS, ''), `${salt}${rest} → ${id} (${n})`).toBe(
                toSimplified(rest).replace(FORM_WORDS, ''),
              );
          }
        },
      ),
      { numRuns: 300 },
    );
    // Hundreds of resolutions: seconds on a loaded 2-core machine, past the default 5 s.
  }, 60_000);
});

describe('a brand typed with how it was bought or a dose without its leading zero (forty-fifth review, en m4)', () => {
  it.each([
    ['Prilosec OTC', 'omeprazole', undefined],
    ['Prilosec OTC 20mg', 'omeprazole', 20],
    ['Klonopin .5', 'clonazepam', 0.5],
    ['klonopin ,5', 'clonazepam', 0.5],
    ['Zyrtec over the counter', 'cetirizine', undefined],
  ])('%s → %s', (typed, id, amount) => {
    const r = resolveMedicine(typed);
    expect(r.status).toBe('resolved');
    if (r.status !== 'resolved') return;
    expect(r.id).toBe(id);
    expect(r.dose?.amount).toBe(amount);
  });
  it('"OTC" alone or inside a word names nothing', () => {
    expect(resolveMedicine('OTC').status).toBe('unknown');
    expect(resolveMedicine('Botcin').status).toBe('unknown');
  });
});
