/**
 * Fourteenth clinician review, zh P4 #2 (小敏, 33 weeks pregnant with intrahepatic cholestasis of
 * pregnancy on 优思弗 and 消胆胺): the medicine search offered the contraceptive 屈螺酮炔雌醇 (优思明) for
 * "优思弗" and nothing for 熊去氧胆酸, so the cholestyramine–UDCA pair was never checked. 优思弗 (Ursofalk)
 * is ursodeoxycholic acid; cholestyramine binds it in the gut — not taken together, at least 2 hours
 * apart (优思弗/Ursofalk 说明书【药物相互作用】, SmPC §4.5; Questran label: other medicines 1 hour before
 * or 4–6 hours after).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { resolveMedicine } from './resolve';
import { searchDrugs } from './search';
import { taboosFor } from './taboos';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

describe('优思弗 is ursodeoxycholic acid, never a contraceptive (zh P4 #2)', () => {
  it('as the reviewer typed it, kept whole: "优思弗 熊去氧胆酸 250mg 一天三次"', () => {
    const r = resolveMedicine('优思弗 熊去氧胆酸 250mg 一天三次');
    expect(r.status === 'resolved' && r.id).toBe('ursodeoxycholic-acid');
  });

  it.each([
    '优思弗',
    '熊去氧胆酸',
    '熊去氧胆酸胶囊',
    'Ursofalk',
    'ursodiol',
    'Actigall',
    'UDCA',
    '优思弗 250mg',
  ])('"%s"', (name) => {
    const hits = searchDrugs(name, 20, { tolerant: true });
    expect(hits[0]?.drug.id).toBe('ursodeoxycholic-acid');
    expect(hits.map((h) => h.drug.id)).not.toContain('drospirenone-ethinylestradiol');
    const r = resolveMedicine(name);
    expect(r.status === 'resolved' && r.id).toBe('ursodeoxycholic-acid');
  });

  it('优思明 and 优思悦 stay the contraceptive', () => {
    expect(searchDrugs('优思明')[0]?.drug.id).toBe('drospirenone-ethinylestradiol');
    expect(searchDrugs('优思悦')[0]?.drug.id).toBe('drospirenone-ethinylestradiol');
  });
});

describe('cholestyramine with ursodeoxycholic acid: apart, never together (zh P4 #2)', () => {
  it.each([
    [['ursodeoxycholic-acid', 'cholestyramine']],
    [['cholestyramine', 'ursodeoxycholic-acid']],
    [['ursodeoxycholic-acid', 'colesevelam']],
  ])('%j', (medicines) => {
    for (const locale of LOCALES) {
      const pair = taboosFor({ medicines, substances: [] }, locale).find(
        (t) => t.kind === 'drug_interaction',
      );
      expect(pair, locale).toBeDefined();
      expect(pair!.drugId).toBe('ursodeoxycholic-acid');
      expect(pair!.advice).toMatch(locale === 'zh-CN' ? /2小时/ : /2 hours/);
      expect(pair!.source.ref).toMatch(/Ursofalk|优思弗/);
    }
  });
});
