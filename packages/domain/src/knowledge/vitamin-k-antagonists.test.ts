/**
 * The vitamin K antagonists (WHO ATC B01AA): warfarin and acenocoumarol (Acitrom in India, Sintrom/Sinthrome in
 * Europe, 醋硝香豆素 or 新抗凝 in China). Blind answer round 47: Meenakshi, 85, on Acitrom, was kept as an unknown
 * medicine and got none of warfarin's rules. The class is what the INR, vitamin K and pregnancy rules key on.
 */
import { describe, expect, it } from 'vitest';
import {
  CLASS_WITHIN,
  DRUGS,
  isVitaminKAntagonist,
  VITAMIN_K_ANTAGONISTS,
  vitaminKAntagonistName,
  warfarinSaidAs,
} from './drugs';
import { DRUG_INTERACTION_RULES } from './drug-interactions';
import { INTERACTION_RULES } from './interactions';
import { MEDICINE_DIET } from './medicine-diet';
import { TERATOGENS } from './teratogens';

describe('the vitamin K antagonist class', () => {
  it('holds warfarin, acenocoumarol and phenprocoumon, each an anticoagulant too, and no DOAC or heparin', () => {
    expect(VITAMIN_K_ANTAGONISTS.map((d) => d.id)).toEqual(['warfarin', 'acenocoumarol', 'phenprocoumon']);
    expect(CLASS_WITHIN.vitamin_k_antagonist).toBe('anticoagulant');
    for (const d of VITAMIN_K_ANTAGONISTS) expect(d.classes, d.id).toContain('anticoagulant');
    for (const id of ['apixaban', 'rivaroxaban', 'dabigatran', 'edoxaban', 'enoxaparin'])
      expect(isVitaminKAntagonist(id), id).toBe(false);
  });

  it('names acenocoumarol in both languages with its brands and aliases', () => {
    const row = DRUGS.find((d) => d.id === 'acenocoumarol');
    expect(row).toMatchObject({ zh: '醋硝香豆素', en: 'Acenocoumarol' });
    for (const alias of ['Acitrom', 'Sintrom', 'Sinthrome', 'acenocumarol', '新抗凝'])
      expect(row?.brands, alias).toContain(alias);
  });

  it.each([
    [['acenocoumarol'], { zh: '醋硝香豆素', en: 'acenocoumarol' }],
    [['bisoprolol', 'acenocoumarol'], { zh: '醋硝香豆素', en: 'acenocoumarol' }],
    [['class:vitamin_k_antagonist'], { zh: '维生素K拮抗剂', en: 'vitamin K antagonist' }],
    [['apixaban'], undefined],
  ])('the VKA of %j is said %j', (ids, name) => {
    expect(vitaminKAntagonistName(ids)).toEqual(name);
    expect(isVitaminKAntagonist(ids.at(-1))).toBe(name !== undefined);
  });
});

describe('a text written for warfarin, said for acenocoumarol', () => {
  const aceno = { zh: '醋硝香豆素', en: 'acenocoumarol' };
  it.each([
    [
      'Warfarin itself you never stop. Take your warfarin as normal.',
      'Acenocoumarol itself you never stop. Take your acenocoumarol as normal.',
    ],
    ['吃华法林时，华法林剂量不要自己改。', '吃醋硝香豆素时，醋硝香豆素剂量不要自己改。'],
    // What was reported with warfarin itself keeps the word.
    [
      'On warfarin, avoid goji: INR rises were reported when it was taken with warfarin.',
      'On acenocoumarol, avoid goji: INR rises were reported when it was taken with warfarin.',
    ],
  ])('%s', (text, said) => {
    expect(warfarinSaidAs(text, aceno, ['taken with warfarin'])).toBe(said);
  });
});

/** A rule's medicine id, for a table's rows that name one medicine. */
const idOf = (ref: { drugId: string } | { drugClass: string }) => ('drugId' in ref ? ref.drugId : undefined);

describe('every rule written for warfarin as a vitamin K antagonist is built for acenocoumarol too', () => {
  const warfarinSubstances = INTERACTION_RULES.filter((r) => idOf(r.drug) === 'warfarin').map(
    (r) => r.substance,
  );

  it.each(warfarinSubstances)('supplements: %s', (substance) => {
    const w = INTERACTION_RULES.find((r) => idOf(r.drug) === 'warfarin' && r.substance === substance)!;
    const a = INTERACTION_RULES.find((r) => idOf(r.drug) === 'acenocoumarol' && r.substance === substance);
    expect(a).toBeDefined();
    expect(a).toMatchObject({ severity: w.severity, management: w.management });
    // The advice names the person's own medicine, never warfarin in its place.
    expect(a!.advice.en).not.toMatch(/\bwarfarin\b/i);
    expect(a!.advice.zh).not.toContain('华法林');
  });

  const warfarinPartners = DRUG_INTERACTION_RULES.filter((r) => idOf(r.a) === 'warfarin').map((r) => r.id);
  it.each(warfarinPartners)('medicine pairs: %s', (id) => {
    const w = DRUG_INTERACTION_RULES.find((r) => r.id === id)!;
    const a = DRUG_INTERACTION_RULES.find((r) => r.id === id.replace(/^warfarin\+/, 'acenocoumarol+'));
    expect(a).toBeDefined();
    expect(a).toMatchObject({ severity: w.severity, management: w.management });
    expect(a!.advice.en).not.toMatch(/\bwarfarin\b/i);
  });

  it.each([
    ['warfarin-natto', 'acenocoumarol-natto'],
    ['alcohol-warfarin', 'alcohol-acenocoumarol'],
  ])('food and drink: %s → %s', (warfarinRow, own) => {
    const w = MEDICINE_DIET.find((r) => r.id === warfarinRow)!;
    const a = MEDICINE_DIET.find((r) => r.id === own);
    expect(a).toMatchObject({ severity: w.severity, drugs: ['acenocoumarol'] });
    expect(a!.text.en).toContain('acenocoumarol');
    expect(a!.text.zh).toContain('醋硝香豆素');
  });

  it('pregnancy: its own row, with the low dose the ESC gives for it', () => {
    const row = TERATOGENS.find((r) => r.drugs?.includes('acenocoumarol'));
    expect(row?.text.en).toMatch(/^Acenocoumarol early in pregnancy .* birth defects/);
    expect(row?.text.en).toContain('under 2 mg');
    expect(row?.text.zh).toContain('醋硝香豆素在孕早期');
    expect(row?.text.en).toMatch(/do not stop or switch it yourself/);
  });
});
