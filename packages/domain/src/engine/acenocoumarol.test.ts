/**
 * A plan on acenocoumarol (Acitrom, Sintrom; 醋硝香豆素, 新抗凝) reads as a plan on warfarin does, with the person's own
 * medicine named (blind answer round 47: Meenakshi, 85, on Acitrom, got none of warfarin's rules). Example table:
 * the products warfarin rules out, the vitamin K finding, natto and alcohol, and an INR against the VKA target.
 */
import { describe, expect, it } from 'vitest';
import type { SupplementIntake } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const woman = person('female', 62, 158, 60, 'sedentary');
const planOn = (medicine: string, supplements: SupplementIntake[], locale: (typeof LOCALES)[number]) =>
  planFor(
    { ...woman, medicines: [medicine], supplements, labs: [{ marker: 'INR', value: 3.6, unit: 'ratio' }] },
    locale,
  );

/** The person's own medicine, as the texts name it (capitalised at the start of a sentence). */
const NAME = { 'zh-CN': /醋硝香豆素/, 'en-US': /acenocoumarol/i } as const;

describe.each(LOCALES)('%s: a product warfarin rules out is ruled out on acenocoumarol', (locale) => {
  it.each<[string, SupplementIntake]>([
    ['fish oil', { optionId: 'fish-oil', dose: 2, unit: 'capsule' }],
    ['vitamin E 400 IU', { name: 'vitamin E', dose: 400, unit: 'IU' }],
    ['ginkgo', { optionId: 'ginkgo', dose: 1, unit: 'tablet' }],
    ['vitamin K2', { optionId: 'vitamin-k2', dose: 1, unit: 'capsule' }],
  ])('%s', (_, sup) => {
    const w = planOn('warfarin', [sup], locale).productReviews[0]!;
    const a = planOn('acenocoumarol', [sup], locale).productReviews[0]!;
    expect(a.verdict).toBe(w.verdict);
    expect(a.issues.length).toBe(w.issues.length);
    expect(a.issues[0]).toMatch(NAME[locale]);
    expect(a.issues.join(' ')).not.toMatch(/华法林|warfarin/i);
  });

  it('the medicine taboos of fish oil, vitamin E, ginkgo and vitamin K are warfarin’s', () => {
    const sups: SupplementIntake[] = [
      { optionId: 'fish-oil', dose: 2, unit: 'capsule' },
      { name: 'vitamin E', dose: 400, unit: 'IU' },
      { optionId: 'ginkgo', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-k2', dose: 1, unit: 'capsule' },
    ];
    const rows = (m: string) =>
      planOn(m, sups, locale)
        .medicineTaboos.map((t) => `${t.target}:${t.severity}:${t.management}`)
        .sort();
    expect(rows('acenocoumarol')).toEqual(rows('warfarin'));
    expect(rows('acenocoumarol')).toEqual(
      expect.arrayContaining(['vitaminK:major:avoid', 'ginkgo:major:avoid', 'omega3:moderate:monitor']),
    );
  });

  it('keep vitamin K steady, said of acenocoumarol — never the DOAC line that greens need no limit', () => {
    const f = planOn('acenocoumarol', [], locale).findings.find((x) => x.id === 'anticoagulant-vitamin-k')!;
    expect(f.severity).toBe('warning');
    expect(f.text).toMatch(NAME[locale]);
    expect(f.text).toMatch(/INR/);
    expect(f.text).not.toMatch(/不用限制|need no limit/);
  });

  it('natto and alcohol are its own findings', () => {
    const ids = planOn('acenocoumarol', [], locale).findings.map((x) => x.id);
    expect(ids).toEqual(
      expect.arrayContaining(['medicine-diet:acenocoumarol-natto', 'medicine-diet:alcohol-acenocoumarol']),
    );
  });

  it('an INR of 3.6 is read against the VKA target of 2.0–3.0, naming acenocoumarol', () => {
    const inr = planOn('acenocoumarol', [], locale).reportAnalysis?.markers.find((m) => m.key === 'inr');
    expect(inr?.flag).toBe('high');
    expect(inr?.meaning).toMatch(NAME[locale]);
    expect(inr?.meaning).not.toMatch(/华法林|warfarin/i);
  });
});
