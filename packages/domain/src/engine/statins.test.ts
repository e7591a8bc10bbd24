/**
 * Statins through the whole engine (seventh clinician review of 2026-11-26, zh P3 and en C: simvastatin
 * 40 mg with amlodipine, half a pomelo a day, red yeast rice and a raised CK):
 * - grapefruit and pomelo per statin, from the labels: simvastatin and lovastatin — none at all, a few
 *   segments included, and spacing the doses does not help (Zocor/Mevacor §7, MHRA 2012, Lilja 2000);
 *   atorvastatin — large amounts only (Lipitor §7: over 1.2 litres a day); rosuvastatin, pravastatin,
 *   pitavastatin, fluvastatin and amlodipine — hardly affected, said by the chat only, no plan finding;
 * - simvastatin above 20 mg a day with amlodipine is over the label's cap (Zocor §2.3, FDA 2011);
 * - creatine kinase is a lab marker (WS/T 404.7-2015; Mayo Clinic Laboratories), and on a statin a
 *   raised CK goes to the prescriber within days, from 10 × the upper limit the same day (ACC/AHA 2018).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { taboosFor } from '../interactions';
import { LOCALES, findingOf, markerOf, person } from '../testing';
import { planFor } from './index';

const woman = person('female', 68, 155, 63, 'light');
const man = person('male', 66, 175, 96, 'sedentary');

describe.each(LOCALES)('%s: grapefruit and pomelo, statin by statin', (locale) => {
  const zh = locale === 'zh-CN';

  it.each(['simvastatin', 'lovastatin', 'ezetimibe-simvastatin'])(
    '%s: no grapefruit or pomelo at all, a few segments included, spacing does not help',
    (drug) => {
      const f = findingOf(
        planFor({ ...woman, medicines: [drug] }, locale),
        'medicine-diet:grapefruit-simvastatin-lovastatin',
      );
      expect(f?.severity).toBe('warning');
      expect(f?.text).toMatch(
        zh
          ? /柚子[^。]*都要完全避开，几瓣或一小杯也不行/
          : /no grapefruit or pomelo at all[^.]*not even a few segments/,
      );
      expect(f?.text).toMatch(zh ? /错开也没有用/ : /Spacing them apart does not help/);
      expect(f?.text).not.toMatch(zh ? /不要大量吃/ : /in quantity/);
    },
  );

  it.each(['atorvastatin', 'amlodipine-atorvastatin'])(
    '%s: large amounts only, pomelo counted as grapefruit',
    (drug) => {
      const f = findingOf(
        planFor({ ...woman, medicines: [drug] }, locale),
        'medicine-diet:grapefruit-atorvastatin',
      );
      expect(f?.text).toMatch(/1\.2/);
      expect(f?.text).toMatch(zh ? /柚子按西柚对待/ : /count pomelo as grapefruit/);
    },
  );

  it.each(['rosuvastatin', 'pravastatin', 'pitavastatin', 'fluvastatin', 'amlodipine'])(
    '%s: no grapefruit finding in the plan (the chat says it is fine when asked)',
    (drug) => {
      const p = planFor({ ...woman, medicines: [drug] }, locale);
      expect(p.findings.filter((f) => f.id.startsWith('medicine-diet:grapefruit'))).toEqual([]);
    },
  );
});

describe.each(LOCALES)('%s: simvastatin with amlodipine, the label’s 20 mg cap', (locale) => {
  const zh = locale === 'zh-CN';
  const pair = (sim: number | null, ccb = 'amlodipine', statin = 'simvastatin') =>
    taboosFor(
      {
        medicines: [ccb, statin],
        substances: [],
        doses: sim === null ? [] : [{ id: statin, dose: sim, unit: 'mg' }],
      },
      locale,
    ).filter((t) => t.kind === 'drug_interaction');

  it.each([
    [40, 'amlodipine', 'amlodipine+simvastatin.above-cap', 'major'],
    [80, 'amlodipine', 'amlodipine+simvastatin.above-cap', 'major'],
    [40, 'amlodipine-valsartan', 'amlodipine-valsartan+simvastatin.above-cap', 'major'],
    [null, 'amlodipine', 'amlodipine+simvastatin.dose-unknown', 'moderate'],
  ] as const)('simvastatin %s mg with %s: %s (%s)', (mg, ccb, id, severity) => {
    const [t] = pair(mg, ccb);
    expect(t?.ruleId).toBe(id);
    expect(t?.severity).toBe(severity);
    expect(t?.mechanism).toMatch(zh ? /每天不超过20 mg/ : /caps simvastatin at 20 mg a day/);
    // Never "stop it yourself": who to contact, how soon.
    expect(t?.advice).toMatch(zh ? /这几天内联系/ : /within the next few days/);
    expect(t?.advice).toMatch(
      zh ? /不要自己(减药或停药|改剂量或停药)/ : /Do not (cut or stop it|change or stop it) yourself/,
    );
  });

  it.each([20, 10, 5])('simvastatin %s mg with amlodipine is within the cap: no pair', (mg) => {
    expect(pair(mg)).toEqual([]);
  });

  it('atorvastatin with amlodipine has no cap (Caduet): no pair', () => {
    expect(pair(40, 'amlodipine', 'atorvastatin')).toEqual([]);
  });

  it('the reviewers’ persona: the plan lists the pair as major', () => {
    const p = planFor(
      {
        ...woman,
        medicines: ['amlodipine', 'simvastatin'],
        medicineDoses: [
          { id: 'amlodipine', dose: 5, unit: 'mg' },
          { id: 'simvastatin', dose: 40, unit: 'mg' },
        ],
      },
      locale,
    );
    expect(p.medicineTaboos.find((t) => t.ruleId === 'amlodipine+simvastatin.above-cap')?.severity).toBe(
      'major',
    );
  });
});

describe.each(LOCALES)('%s: creatine kinase', (locale) => {
  const zh = locale === 'zh-CN';
  const plan = (who: Answers, value: number, medicines: string[] = [], marker = 'CK') =>
    planFor({ ...who, medicines, labs: [{ marker, value, unit: 'U/L' }] }, locale);

  // WS/T 404.7-2015 (zh-CN) and Mayo Clinic Laboratories (en-US): the upper limits by sex.
  const UPPER = zh ? { male: 310, female: 200 } : { male: 308, female: 192 };

  it.each([
    ['male', man],
    ['female', woman],
  ] as const)('%s: the upper limit is normal, one above it is high', (sex, who) => {
    expect(markerOf(plan(who, UPPER[sex]), 'ck')?.flag).toBe('normal');
    expect(markerOf(plan(who, UPPER[sex] + 1), 'ck')?.flag).toBe('high');
  });

  it.each(['肌酸激酶', '肌酸磷酸激酶', 'CK', 'CPK', 'Creatine kinase', 'creatine phosphokinase'])(
    'read by its printed name "%s", never "not recognised"',
    (marker) => {
      const p = plan(woman, 420, [], marker);
      expect(markerOf(p, 'ck')?.value).toBe(420);
      expect(findingOf(p, 'lab-rejected')).toBeUndefined();
    },
  );

  it.each(['CK-MB', '肌酸激酶同工酶'])('"%s" (the heart fraction) is not read as total CK', (marker) => {
    expect(markerOf(plan(woman, 25, [], marker), 'ck')).toBeUndefined();
  });

  it('raised on simvastatin: the prescriber within days, never stop it yourself (zh P3: 420 U/L)', () => {
    const f = findingOf(plan(woman, 420, ['amlodipine', 'simvastatin'], '肌酸激酶'), 'lab:ck');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(
      zh ? /你在吃他汀[^。]*CK升高可能和他汀有关/ : /You take a statin: a raised CK can come from it/,
    );
    expect(f?.text).toMatch(zh ? /这几天内把结果告诉开他汀的医生/ : /within the next few days/);
    expect(f?.text).toMatch(zh ? /不要自己停药或减量/ : /Do not stop or cut the statin yourself/);
    expect(f?.reasons.some((r) => /AHA\/ACC/.test(r.source.ref))).toBe(true);
  });

  it('from 10 × the upper limit on a statin: urgent, a doctor today', () => {
    const f = findingOf(plan(woman, UPPER.female * 10 + 50, ['atorvastatin']), 'lab:ck');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(
      zh
        ? /超过正常上限的10倍[^。]*。请今天就联系/
        : /more than 10 times the upper limit[^.]*\. Contact [^.]* today/,
    );
  });

  it('raised without a statin: no statin sentence', () => {
    const f = findingOf(plan(man, 900), 'lab:ck');
    expect(f?.severity).toBe('warning');
    expect(f?.text).not.toMatch(zh ? /他汀/ : /statin/);
  });

  it('property: on a statin the finding is urgent exactly from 10 × the upper limit (women)', () => {
    fc.assert(
      fc.property(fc.integer({ min: UPPER.female + 1, max: 3000 }), (v) => {
        const f = findingOf(plan(woman, v, ['simvastatin']), 'lab:ck')!;
        return (f.severity === 'urgent') === v >= UPPER.female * 10;
      }),
      { numRuns: 40 },
    );
  });
});
