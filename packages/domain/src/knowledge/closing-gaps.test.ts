/**
 * Knowledge gaps of the closing clinician review (2026-11-25, cross-cutting §6, E2, E3): nattokinase
 * (bleeding with a blood thinner) and black cohosh (liver) were unknown supplements; "kelp/海带" was a
 * 150 µg iodine tablet; grapefruit with atorvastatin, simvastatin, apixaban and rivaroxaban had no
 * food row; "Yaz" found triamterene/HCTZ ("Dyazide") second.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import { findingOf, LOCALES, person } from '../testing';
import { resolveSupplementName } from '../review';
import { searchDrugs } from '../interactions';

const base = person('female', 68, 160, 60, 'light');

describe('names resolve to their own products', () => {
  it.each([
    ['纳豆激酶', 'nattokinase'],
    ['Nattokinase', 'nattokinase'],
    ['黑升麻', 'black-cohosh'],
    ['black cohosh', 'black-cohosh'],
    ['海带片', 'kelp'],
    ['kelp', 'kelp'],
    ['海带碘片', 'kelp'],
    ['碘化钾', 'iodine-150'],
    ['potassium iodide', 'iodine-150'],
  ])('%s → %s', (name, id) => {
    expect(resolveSupplementName(name)?.id).toBe(id);
  });
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const review = (answers: Answers, i = 0) => planFor(answers, locale).productReviews[i]!;

  it.each(['apixaban', 'warfarin', 'clopidogrel'])('nattokinase on %s → avoid, bleeding named', (drug) => {
    const p = planFor(
      { ...base, medicines: [drug], supplements: [{ name: '纳豆激酶', dose: 100, unit: 'mg' }] },
      locale,
    );
    expect(p.productReviews[0]!.verdict).toBe('avoid');
    const taboo = p.medicineTaboos.find((t) => t.target === 'nattokinase');
    expect(taboo).toMatchObject({ severity: 'major', drugId: drug });
    expect(taboo?.mechanism).toMatch(zh ? /出血/ : /bleed/);
  });

  it('black cohosh: the liver warning on every review', () => {
    const r = review({ ...base, supplements: [{ name: 'black cohosh', dose: 40, unit: 'mg' }] });
    expect(r.issues.join(' ')).toMatch(zh ? /肝损伤/ : /liver injury/);
  });

  it('kelp: its own product with the variable-iodine warning; potassium iodide has none', () => {
    const kelp = review({ ...base, supplements: [{ name: '海带片', dose: 150, unit: 'ug' }] });
    expect(kelp.optionId).toBe('kelp');
    expect(kelp.issues.join(' ')).toMatch(zh ? /含碘量差异很大，常远高于标示量/ : /vary widely in iodine/);
    const ki = review({ ...base, supplements: [{ name: '碘化钾', dose: 150, unit: 'ug' }] });
    expect(ki.issues.join(' ')).not.toMatch(zh ? /含碘量差异很大/ : /vary widely in iodine/);
  });

  it.each([
    [
      'simvastatin',
      'grapefruit-simvastatin-lovastatin',
      zh ? /西柚（葡萄柚）、柚子[^。]*都要完全避开/ : /have no grapefruit or pomelo at all/,
    ],
    [
      'lovastatin',
      'grapefruit-simvastatin-lovastatin',
      zh ? /西柚（葡萄柚）、柚子[^。]*都要完全避开/ : /have no grapefruit or pomelo at all/,
    ],
    ['atorvastatin', 'grapefruit-atorvastatin', /1\.2/],
    ['apixaban', 'grapefruit-doac', zh ? /说明书没有把西柚列为禁忌/ : /labels do not list grapefruit/],
    ['rivaroxaban', 'grapefruit-doac', zh ? /说明书没有把西柚列为禁忌/ : /labels do not list grapefruit/],
  ])('grapefruit on %s: the %s row', (drug, id, text) => {
    const f = findingOf(planFor({ ...base, medicines: [drug] }, locale), `medicine-diet:${id}`);
    expect(f?.text).toMatch(text);
  });

  it('rosuvastatin has no grapefruit row', () => {
    const p = planFor({ ...base, medicines: ['rosuvastatin'] }, locale);
    expect(p.findings.some((f) => f.id.startsWith('medicine-diet:grapefruit'))).toBe(false);
  });
});

describe('the chat answers grapefruit from the medicine’s row (E3 F3)', () => {
  const ask = (name: string, answers: Answers, text: string, locale: Locale) =>
    assistantReply({
      text,
      locale,
      plan: storedPlanFor(name, answers, locale),
      medicines: [...(answers.medicines ?? [])],
    }).text;
  it.each([
    ['en-US', ['apixaban', 'sertraline'], 'Is grapefruit juice ok?', /labels do not list grapefruit/],
    ['zh-CN', ['apixaban'], '能喝西柚汁吗', /说明书没有把西柚列为禁忌/],
    ['en-US', ['atorvastatin'], 'can I eat grapefruit?', /1\.2 litres/],
    ['zh-CN', ['simvastatin'], '吃辛伐他汀能吃西柚吗', /西柚（葡萄柚）、柚子[^。]*都要完全避开/],
  ] as const)('%s on %j: "%s"', (locale, medicines, q, text) => {
    expect(ask(`gf-${medicines.join('-')}`, { ...base, medicines: [...medicines] }, q, locale)).toMatch(text);
  });
});

describe('"Yaz" finds the pill, not Dyazide (triamterene/HCTZ)', () => {
  it('Yaz → drospirenone/ethinylestradiol only', () => {
    const ids = searchDrugs('Yaz', 20, { tolerant: true }).map((h) => h.drug.id);
    expect(ids[0]).toBe('drospirenone-ethinylestradiol');
    expect(ids).not.toContain('triamterene-hydrochlorothiazide');
  });
  it('Dyazide still finds triamterene/HCTZ, and a longer inside match still works', () => {
    expect(searchDrugs('Dyazide')[0]?.drug.id).toBe('triamterene-hydrochlorothiazide');
    expect(searchDrugs('vastatin').map((h) => h.drug.id)).toContain('atorvastatin');
  });
});
