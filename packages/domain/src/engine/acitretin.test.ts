/**
 * Seventh clinician review of 2026-11-26 (zh P1, en E): acitretin (阿维A, Soriatane, Neotigason) could
 * not be entered, and 阿维A酸 was "corrected" to isotretinoin, so the plan gave isotretinoin's month.
 * Through the engine: the teratogen finding with three years and no alcohol (a warning for a woman
 * planning a baby), the alcohol row, and a vitamin A-D capsule held because of acitretin itself.
 */
import { describe, expect, it } from 'vitest';
import { resolveMedicine, searchDrugs } from '../interactions';
import { LOCALES, findingOf } from '../testing';
import { REFERENCE_PERSONAS } from './reference-personas';
import { planFor } from './index';

const JESS = new Map(REFERENCE_PERSONAS).get('acitretin, planning a pregnancy, vitamin A-D and beer')!;

describe('acitretin by the names people type', () => {
  it.each([
    '阿维A',
    '阿维A酸',
    '阿维A胶囊 25mg',
    '新体卡松',
    '方希',
    'acitretin',
    'Soriatane',
    'neotigason',
    'Acitretine',
  ])('%s resolves to acitretin', (name) => {
    const r = resolveMedicine(name);
    expect(r.status).toBe('resolved');
    expect(r.status === 'resolved' && r.id).toBe('acitretin');
  });
  it('阿维A酸 is found as acitretin, not suggested as isotretinoin', () => {
    const hits = searchDrugs('阿维A酸', 5, { tolerant: true });
    expect(hits[0]?.drug.id).toBe('acitretin');
    expect(hits[0]?.suggested).toBeUndefined();
  });
  it('"retinoid" lists both oral retinoids', () => {
    expect(searchDrugs('retinoid').map((h) => h.drug.id)).toEqual(
      expect.arrayContaining(['acitretin', 'isotretinoin']),
    );
  });
});

describe.each(LOCALES)('acitretin in the plan (%s)', (locale) => {
  const zh = locale === 'zh-CN';
  const plan = planFor(JESS, locale);

  it('planning a baby: a warning with three years, no alcohol, and who to see', () => {
    const f = findingOf(plan, 'teratogen:acitretin');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(zh ? /至少3年/ : /at least 3 years/);
    expect(f?.text).toMatch(zh ? /2个月内不能喝任何含酒精/ : /must not have any alcohol/);
    expect(f?.text).toMatch(zh ? /不要自己停药/ : /do not stop it on your own/);
    expect(f?.text).not.toMatch(zh ? /满1个月/ : /Wait at least a month/);
    expect(findingOf(plan, 'teratogen:isotretinoin')).toBeUndefined();
  });

  it('alcohol: none at all, for 2 months after the last dose', () => {
    const f = findingOf(plan, 'medicine-diet:acitretin-alcohol-meal');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(zh ? /一滴酒都不能喝/ : /must not drink any alcohol at all/);
  });

  it('her vitamin A-D capsule is held because of acitretin', () => {
    const r = plan.productReviews.find((p) => p.optionId === 'vitamin-ad');
    expect(r?.verdict).toBe('avoid');
    expect(r?.issues.join()).toMatch(zh ? /阿维A/ : /Acitretin/);
    const t = plan.medicineTaboos.find((x) => x.drugId === 'acitretin' && x.target === 'vitaminA');
    expect(t?.management).toBe('avoid');
  });

  it('acitretin with minocycline is a major pair', () => {
    const p = planFor({ ...JESS, medicines: ['acitretin', 'minocycline'] }, locale);
    expect(
      p.medicineTaboos.some(
        (x) => x.drugId === 'acitretin' && x.severity === 'major' && /四环素|tetracycline/i.test(x.mechanism),
      ),
    ).toBe(true);
  });
});
