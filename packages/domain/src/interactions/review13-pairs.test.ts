/**
 * Thirteenth clinician review (zh P1 #1, zh P5 #2): medicine pairs the medicine check was silent on.
 * 依姆多 (isosorbide mononitrate) with a friend's 伟哥 — a nitrate with a PDE-5 inhibitor is a
 * contraindication in the PDE-5 labels (Viagra, Cialis, Levitra §4); 西乐葆 (celecoxib) with 芬必得
 * (ibuprofen) — two NSAIDs together are a duplicate (Celebrex §5.4/§7, 芬必得说明书). Aspirin counts as a
 * second NSAID only at pain-relief doses; low-dose aspirin with an NSAID is its own, milder row.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { medicineTabooSchema } from '../contracts/plan';
import { resolveMedicine } from './resolve';
import { taboosFor } from './taboos';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
type Dose = { id: string; dose: number; unit: 'mg' };

describe('thirteenth review: a nitrate with a PDE-5 inhibitor is a contraindication', () => {
  // prettier-ignore
  const CASES: [string, string[], string][] = [
    ['isosorbide mononitrate + sildenafil', ['isosorbide-mononitrate', 'sildenafil'], 'isosorbide-mononitrate'],
    ['sildenafil + isosorbide mononitrate (order)', ['sildenafil', 'isosorbide-mononitrate'], 'isosorbide-mononitrate'],
    ['nitroglycerin + tadalafil', ['nitroglycerin', 'tadalafil'], 'nitroglycerin'],
    ['isosorbide dinitrate + vardenafil', ['vardenafil', 'isosorbide-dinitrate'], 'isosorbide-dinitrate'],
  ];
  it.each(CASES)('%s', (_, medicines, drugId) => {
    for (const locale of LOCALES) {
      const pairs = taboosFor({ medicines, substances: [] }, locale).filter(
        (t) => t.kind === 'drug_interaction',
      );
      expect(pairs, locale).toHaveLength(1);
      expect(pairs[0]).toMatchObject({
        drugId,
        ruleId: 'class:nitrate+class:pde5_inhibitor',
        severity: 'major',
        management: 'avoid',
      });
      expect(medicineTabooSchema.safeParse(pairs[0]).success).toBe(true);
      expect(pairs[0]!.source.ref).toMatch(/VIAGRA.*§4.*CIALIS.*万艾可.*【禁忌】/);
      expect(pairs[0]!.advice).toMatch(
        locale === 'zh-CN' ? /绝对不能一起吃.*120/ : /Never take them together.*emergency/,
      );
    }
  });

  it.each([
    ['伟哥（朋友给的）', 'sildenafil'],
    ['伟哥', 'sildenafil'],
    ['万艾可 50mg', 'sildenafil'],
    ['Viagra', 'sildenafil'],
    ['希爱力', 'tadalafil'],
    ['Cialis 5 mg', 'tadalafil'],
    ['艾力达', 'vardenafil'],
    ['消心痛', 'isosorbide-dinitrate'],
    ['依姆多（单硝酸异山梨酯缓释片）', 'isosorbide-mononitrate'],
    ['芬必得（痛得厉害时加）300 mg', 'ibuprofen'],
    ['Cialis (from a friend)', 'tadalafil'],
  ])('the dictionary knows %s', (text, id) => {
    const r = resolveMedicine(text);
    expect(r.status).toBe('resolved');
    expect(r.status === 'resolved' && r.id).toBe(id);
  });
});

describe('thirteenth review: two NSAIDs together are a duplicate', () => {
  // prettier-ignore
  const CASES: [string, string[], Dose[], string, 'major' | 'moderate'][] = [
    ['celecoxib + ibuprofen (the reviewer’s pair)', ['celecoxib', 'ibuprofen'], [], 'class:nsaid+class:nsaid', 'major'],
    ['diclofenac + naproxen', ['diclofenac', 'naproxen'], [], 'class:nsaid+class:nsaid', 'major'],
    ['ibuprofen + meloxicam', ['ibuprofen', 'meloxicam'], [], 'class:nsaid+class:nsaid', 'major'],
    ['ibuprofen + aspirin 500 mg (a pain-relief dose)', ['ibuprofen', 'aspirin'], [{ id: 'aspirin', dose: 500, unit: 'mg' }], 'class:nsaid+aspirin.analgesic', 'major'],
    ['aspirin 500 mg + naproxen (aspirin first)', ['aspirin', 'naproxen'], [{ id: 'aspirin', dose: 500, unit: 'mg' }], 'aspirin+class:nsaid.analgesic', 'major'],
    ['ibuprofen + aspirin 100 mg (low dose)', ['ibuprofen', 'aspirin'], [{ id: 'aspirin', dose: 100, unit: 'mg' }], 'class:nsaid+aspirin.antiplatelet', 'moderate'],
    ['aspirin 100 mg + celecoxib (aspirin first)', ['aspirin', 'celecoxib'], [{ id: 'aspirin', dose: 100, unit: 'mg' }], 'aspirin+class:nsaid.antiplatelet', 'moderate'],
    ['aspirin, dose not given + diclofenac', ['aspirin', 'diclofenac'], [], 'aspirin+class:nsaid.antiplatelet', 'moderate'],
  ];
  it.each(CASES)('%s', (_, medicines, doses, ruleId, severity) => {
    for (const locale of LOCALES) {
      const pairs = taboosFor({ medicines, substances: [], doses }, locale).filter(
        (t) => t.kind === 'drug_interaction',
      );
      expect(pairs, locale).toHaveLength(1);
      expect(pairs[0]).toMatchObject({ ruleId, severity });
      expect(medicineTabooSchema.safeParse(pairs[0]).success).toBe(true);
      expect(pairs[0]!.source.ref).toMatch(/CELEBREX.*§7.*芬必得/);
      if (severity === 'major')
        expect(pairs[0]!.advice).toMatch(locale === 'zh-CN' ? /只用一种非甾体抗炎药/ : /one NSAID at a time/);
      else expect(pairs[0]!.advice).toMatch(locale === 'zh-CN' ? /不要自己停/ : /do not stop it yourself/);
    }
  });

  it('aspirin on its own, or one NSAID, has no pair', () => {
    expect(taboosFor({ medicines: ['aspirin', 'atorvastatin'], substances: [] }, 'zh-CN')).toEqual([]);
    expect(taboosFor({ medicines: ['celecoxib', 'amlodipine'], substances: [] }, 'en-US')).toEqual([]);
  });
});
