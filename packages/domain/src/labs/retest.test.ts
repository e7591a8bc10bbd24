import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { LabMarkerResult } from '../contracts/plan';
import type { LabValue } from '../contracts/questionnaire';
import { LAB_RETEST } from '../knowledge/lab-retest';
import { TREATMENT_RULES } from '../knowledge/treatment';
import { ckdStageFor } from '../conditions';
import { treatmentsFor } from '../recommend';
import { planFor } from '../engine';
import { LOCALES, REVIEW_PERSONAS, findingOf, markerOf, recOf } from '../testing';
import { dueDate, retestDueOf, retestUndatedOf } from './due';
import { allLabMarkers, analyseLabs, type LabContext } from './index';
import { withRetests, type RetestContext } from './retest';

type Person = Partial<Omit<RetestContext, 'treated' | 'ckdStage'>> & { locale: Locale };

/** The markers of a report with their intervals, the way the engine sets them. */
function analysed(labs: LabValue[], person: Person): LabMarkerResult[] {
  const ctx: LabContext = { sex: 'female', age: 40, ...person };
  const { analysis } = analyseLabs(labs, ctx);
  const egfr = analysis.markers.find((m) => m.key === 'egfr');
  const ckd = person.ckdAnswered === true || (egfr !== undefined && egfr.value < 60);
  const { treatments } = treatmentsFor(analysis.markers, { locale: ctx.locale, sex: ctx.sex, age: ctx.age });
  return withRetests(analysis, {
    ...ctx,
    ckd,
    ckdStage: egfr ? ckdStageFor(egfr.value) : null,
    treated: treatments.map((t) => t.markerKey),
  }).markers;
}

const retestOf = (labs: LabValue[], person: Person, key: string) =>
  analysed(labs, person).find((m) => m.key === key)?.retest ?? null;

const weeksOf = (labs: LabValue[], person: Person, key: string) => {
  const r = retestOf(labs, person, key);
  return r ? [r.minWeeks ?? r.weeks, r.weeks] : null;
};

const treatmentWeeks = (marker: string) => {
  const rule = TREATMENT_RULES.find((r) => r.marker === marker)!;
  return [rule.retestWeeks.min, rule.retestWeeks.max];
};

describe.each(LOCALES)('%s: re-test intervals from the cited guidelines', (locale) => {
  const p: Person = { locale };

  it.each([
    // marker, value, unit, extra person facts, [min, max] weeks or null, source text
    ['vitaminD25OH', 20, 'nmol/L', {}, treatmentWeeks('vitaminD25OH'), /Endocrine Society/],
    ['vitaminD25OH', 40, 'nmol/L', {}, treatmentWeeks('vitaminD25OH'), /Endocrine Society/],
    ['vitaminD25OH', 80, 'nmol/L', {}, null, null],
    ['ferritin', 9, 'µg/L', {}, treatmentWeeks('ferritin'), /BSG/],
    ['ferritin', 60, 'µg/L', {}, null, null],
    ['ferritin', 400, 'µg/L', {}, null, null],
    ['serumB12', 100, 'pmol/L', {}, treatmentWeeks('serumB12'), /NG239|BSH/],
    ['hba1c', 5.2, '%', {}, [156, 156], /3-year/],
    // pregnant: the antenatal glucose test is the next one, never "in three years" (twenty-fourth review, zh M5)
    ['hba1c', 5.2, '%', { lifeStage: 'pregnant_t3' }, null, null],
    ['fastingGlucose', 4.9, 'mmol/L', { lifeStage: 'pregnant_t3' }, null, null],
    ['fastingGlucose', 4.9, 'mmol/L', {}, [156, 156], /3-year/],
    ['hba1c', 6.0, '%', {}, [52, 52], /Rec\. 3\.1.*annually/],
    ['hba1c', 6.8, '%', {}, [2, 4], /second abnormal test/],
    ['hba1c', 6.8, '%', { diabetes: true }, [13, 26], /§6.*twice a year/],
    ['hba1c', 8.1, '%', { diabetes: true }, [13, 13], /§6.*quarterly/],
    ['fastingGlucose', 6.5, 'mmol/L', {}, [52, 52], /Rec\. 3\.1/],
    ['fastingGlucose', 7.4, 'mmol/L', {}, [2, 4], /second abnormal test/],
    ['fastingGlucose', 7.4, 'mmol/L', { diabetes: true }, null, null],
    ['ldlCholesterol', 4.2, 'mmol/L', {}, [13, 26], /2023.*3~6个月/],
    ['ldlCholesterol', 4.2, 'mmol/L', { medicines: ['atorvastatin'] }, [13, 52], /AHA\/ACC/],
    ['ldlCholesterol', 2.5, 'mmol/L', {}, null, null],
    ['hdlCholesterol', 0.8, 'mmol/L', {}, [13, 26], /2023/],
    ['egfr', 95, 'mL/min/1.73m2', {}, null, null],
    ['egfr', 95, 'mL/min/1.73m2', { ckdAnswered: true }, [52, 52], /G1–G2/],
    ['egfr', 50, 'mL/min/1.73m2', {}, [13, 13], /more than 3 months/],
    ['egfr', 50, 'mL/min/1.73m2', { ckdAnswered: true }, [52, 52], /G3a.*once a year/],
    ['egfr', 38, 'mL/min/1.73m2', { ckdAnswered: true }, [26, 26], /G3b.*twice a year/],
    ['egfr', 20, 'mL/min/1.73m2', { ckdAnswered: true }, [17, 17], /G4.*3 times a year/],
    ['egfr', 10, 'mL/min/1.73m2', { ckdAnswered: true }, [13, 13], /G5.*4 or more/],
    ['serumPotassium', 5.6, 'mmol/L', { ckdAnswered: true }, null, null],
    ['tsh', 8, 'mIU/L', {}, null, null],
    ['tsh', 8, 'mIU/L', { medicines: ['levothyroxine'] }, [6, 8], /6–8 weeks/],
    ['tsh', 2, 'mIU/L', { medicines: ['levothyroxine'] }, null, null],
    ['tsh', 4.1, 'mIU/L', { lifeStage: 'pregnant_t1' }, [4, 4], /every 4 weeks/],
    ['tsh', 2, 'mIU/L', { lifeStage: 'pregnant_t2', medicines: ['levothyroxine'] }, [4, 4], /ATA/],
    ['alt', 90, 'U/L', {}, null, null],
    // BSH 2019: in pregnancy the response to oral iron is checked at 2–3 weeks, in every trimester.
    ['ferritin', 8, 'µg/L', { lifeStage: 'pregnant_t1' }, [2, 3], /BSH.*2–3 weeks/],
    ['ferritin', 8, 'µg/L', { lifeStage: 'pregnant_t3' }, [2, 3], /BSH.*2–3 weeks/],
    ['hemoglobin', 95, 'g/L', { lifeStage: 'pregnant_t2' }, [2, 3], /2周后复查血红蛋白/],
    ['ferritin', 8, 'µg/L', { lifeStage: 'lactating' }, [4, 8], /BSG/],
  ] as const)('%s %s %s %o → %o', (marker, value, unit, extra, weeks, source) => {
    const labs: LabValue[] = [{ marker, value, unit }];
    expect(weeksOf(labs, { ...p, ...extra }, marker)).toEqual(weeks);
    if (source) expect(retestOf(labs, { ...p, ...extra }, marker)!.source.ref).toMatch(source);
  });

  it('haemoglobin follows the iron treatment; low without iron deficiency has no interval', () => {
    const anaemic = [
      { marker: 'hemoglobin', value: 100, unit: 'g/L' },
      { marker: 'ferritin', value: 8, unit: 'µg/L' },
    ];
    expect(weeksOf(anaemic, p, 'hemoglobin')).toEqual(treatmentWeeks('ferritin'));
    expect(weeksOf([{ marker: 'hemoglobin', value: 100, unit: 'g/L' }], p, 'hemoglobin')).toBeNull();
  });

  it('folate is re-tested with its treatment, which waits for a normal B12', () => {
    const low = { marker: 'serumFolate', value: 4, unit: 'nmol/L' };
    expect(weeksOf([low], p, 'serumFolate')).toBeNull();
    expect(weeksOf([low, { marker: 'serumB12', value: 300, unit: 'pmol/L' }], p, 'serumFolate')).toEqual(
      treatmentWeeks('serumFolate'),
    );
  });

  it('creatinine is re-tested with the eGFR of the same report, and has none alone', () => {
    const kidney = [
      { marker: 'egfr', value: 38, unit: 'mL/min/1.73m2' },
      { marker: 'creatinine', value: 160, unit: 'μmol/L' },
    ];
    const ms = analysed(kidney, { ...p, ckdAnswered: true });
    expect(ms.find((m) => m.key === 'creatinine')!.retest).toEqual(ms.find((m) => m.key === 'egfr')!.retest);
    expect(retestOf([kidney[1]!], p, 'creatinine')).toBeNull();
  });

  it("a flag raised only by the report's printed range takes the guideline flag's interval", () => {
    // HbA1c 5.6 % is normal by ADA/China but above this lab's 5.5 %: screening interval, not prediabetes.
    const labs = [{ marker: 'hba1c', value: 5.6, unit: '%', labRefLow: 4, labRefHigh: 5.5 }];
    expect(analysed(labs, p)[0]!.flag).toBe('high');
    expect(weeksOf(labs, p, 'hba1c')).toEqual([156, 156]);
  });
});

describe('due dates', () => {
  it('are whole weeks after the test', () => {
    expect(dueDate('2026-01-06T09:30:00.000Z', 8)).toBe('2026-03-03T09:30:00.000Z');
    expect(dueDate(new Date('2026-11-23T00:00:00Z'), 52)).toBe('2027-11-22T00:00:00.000Z');
    expect(dueDate('not a date', 8)).toBeNull();
    expect(dueDate('2026-01-06T09:30:00.000Z', 0)).toBeNull();
    expect(dueDate('2026-01-06T09:30:00.000Z', 2.5)).toBeNull();
  });

  it('list the markers with an interval and a test date, soonest first, in the asked language', () => {
    const markers = analysed(
      [
        { marker: 'hba1c', value: 6.0, unit: '%' },
        { marker: 'ferritin', value: 9, unit: 'µg/L' },
        { marker: 'alt', value: 20, unit: 'U/L' },
        { marker: 'serumB12', value: 100, unit: 'pmol/L' },
      ],
      { locale: 'zh-CN' },
    );
    const dates = new Map([
      ['hba1c', '2026-01-06T09:00:00.000Z'],
      ['ferritin', '2026-01-06T09:00:00.000Z'],
      ['alt', '2026-01-06T09:00:00.000Z'],
    ]);
    const due = retestDueOf(markers, dates, 'en-US');
    expect(due.map((d) => [d.marker, d.name, d.dueDate, d.weeks])).toEqual([
      ['ferritin', 'Ferritin', dueDate('2026-01-06T09:00:00.000Z', treatmentWeeks('ferritin')[1]!), 8],
      ['hba1c', 'HbA1c', '2027-01-05T09:00:00.000Z', 52],
    ]);
    expect(due[0]!.minWeeks).toBe(treatmentWeeks('ferritin')[0]);
  });

  // Clinician review 2026-11-25 closing, cross-cutting §8: `retestDue: []` with typed labs that carry
  // intervals. A typed value has no test date, so no due date: it is listed as undated, with why.
  it.each([
    ['zh-CN', '铁蛋白', /手动填写的，没有检查日期.*4–8 周复查/],
    ['en-US', 'Ferritin', /typed in without a test date.*4–8 weeks after the day of that test/],
  ] as const)(
    '%s: typed values (no test date) are listed as undated, with the note',
    (locale, name, note) => {
      const markers = analysed(
        [
          { marker: 'ferritin', value: 9, unit: 'µg/L' },
          { marker: 'hba1c', value: 6.0, unit: '%' },
        ],
        { locale },
      );
      const dated = new Map([['hba1c', '2026-01-06T09:00:00.000Z']]);
      expect(retestDueOf(markers, dated, locale).map((d) => d.marker)).toEqual(['hba1c']);
      const undated = retestUndatedOf(markers, dated, locale);
      expect(undated.map((d) => [d.marker, d.name, d.weeks, d.minWeeks])).toEqual([
        ['ferritin', name, treatmentWeeks('ferritin')[1], treatmentWeeks('ferritin')[0]],
      ]);
      expect(undated[0]!.note).toMatch(note);
      // every marker with an interval is in exactly one of the two lists
      const none = new Map<string, string>();
      expect(retestUndatedOf(markers, none, locale).length).toBe(markers.filter((m) => m.retest).length);
      expect(retestDueOf(markers, none, locale)).toEqual([]);
    },
  );
});

describe('properties', () => {
  const markers = allLabMarkers();
  const person = fc.record({
    locale: fc.constantFrom<Locale>('zh-CN', 'en-US'),
    sex: fc.constantFrom<'male' | 'female'>('male', 'female'),
    age: fc.integer({ min: 18, max: 90 }),
    diabetes: fc.boolean(),
    ckdAnswered: fc.boolean(),
    lifeStage: fc.constantFrom('none', 'pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'),
    medicines: fc.subarray(['levothyroxine', 'atorvastatin', 'metformin']),
  });

  it('every interval is whole weeks, positive, at most 3 years, min ≤ max, and sourced', () => {
    fc.assert(
      fc.property(
        person,
        fc.array(
          fc.record({
            marker: fc.constantFrom(...markers.map((m) => m.key)),
            // Spans every marker's ranges in its canonical unit (eGFR 5–120, TSH 0.01–20, B12 50–900 …).
            value: fc.double({ min: 0.01, max: 1000, noNaN: true }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (who, values) => {
          const labs = values.map((v) => ({ ...v, unit: markers.find((m) => m.key === v.marker)!.unit }));
          for (const m of analysed(labs, who)) {
            if (!m.retest) continue;
            const { weeks, minWeeks, source } = m.retest;
            expect(Number.isInteger(weeks) && weeks > 0 && weeks <= 156).toBe(true);
            if (minWeeks !== undefined) expect(minWeeks > 0 && minWeeks <= weeks).toBe(true);
            expect(source.ref.length).toBeGreaterThan(10);
          }
        },
      ),
    );
  });

  it('every low value of a status marker the plan treats or supplements has an interval', () => {
    const status = markers.filter((m) => m.effects && 'normal' in m.effects);
    expect(status.map((m) => m.key).sort()).toEqual(['ferritin', 'serumB12', 'serumFolate', 'vitaminD25OH']);
    fc.assert(
      fc.property(
        person,
        fc.constantFrom(...status),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (who, m, f) => {
          const low = m.ranges.find((r) => r.locale === 'any' || r.locale === who.locale)!.low!;
          // At the marker's reporting precision, so rounding does not lift the value to the border.
          const step = 10 ** -m.decimals;
          const value = Math.max(step, Math.floor((low * f) / step) * step);
          if (value >= low) return;
          // Folate treatment needs a normal B12 first (BSH 2014); B12 is in the report.
          const labs = [
            { marker: m.key, value, unit: m.unit },
            ...(m.key === 'serumFolate' ? [{ marker: 'serumB12', value: 400, unit: 'pmol/L' }] : []),
          ];
          const r = retestOf(labs, who, m.key);
          expect(r).not.toBeNull();
        },
      ),
    );
  });

  it('every row names a marker of the lab table and, unless it defers to a treatment or gives none, a source', () => {
    const keys = new Set(markers.map((m) => m.key));
    for (const row of LAB_RETEST) {
      expect(keys.has(row.marker)).toBe(true);
      if (row.interval !== null && !('treatmentOf' in row.interval)) {
        expect('source' in row && row.source.ref.length > 10).toBe(true);
      }
    }
  });
});

describe.each(LOCALES)('%s: the plan carries the intervals', (locale) => {
  it('the lab result has the treatment weeks the recommendation and its treatment text give', () => {
    const p = planFor(
      { ...REVIEW_PERSONAS.weightLoss, labs: [{ marker: 'ferritin', value: 9, unit: 'µg/L' }] },
      locale,
    );
    const ferritin = markerOf(p, 'ferritin')!;
    const iron = recOf(p, 'iron')!;
    expect(ferritin.retest).toMatchObject({ minWeeks: iron.retestWeeks!.min, weeks: iron.retestWeeks!.max });
    expect(findingOf(p, 'treatment:iron')!.text).toContain(
      `${iron.retestWeeks!.min}–${iron.retestWeeks!.max}`,
    );
  });
});
