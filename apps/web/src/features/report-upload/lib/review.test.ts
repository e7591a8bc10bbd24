import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { HealthReport, ReviewMarker } from '@nutri/domain/contracts';
import {
  addedOf,
  addedProblem,
  allowedUnits,
  changedEdit,
  confirmBody,
  editOf,
  isCorrected,
  keptCount,
  nextAddition,
  problemsOf,
  parseValue,
  rowErrorsFrom,
  rowProblem,
  unusualValue,
} from './review';

function marker(id: string, over: Partial<ReviewMarker> = {}): ReviewMarker {
  return {
    id,
    marker: 'ferritin',
    name: '铁蛋白',
    value: 12,
    unit: 'ng/mL',
    labRefLow: 30,
    labRefHigh: 400,
    flag: 'low',
    ourRefLow: 15,
    ourRefHigh: 200,
    fileId: 'f',
    line: '铁蛋白 FER 12 ng/mL 30-400',
    corrected: false,
    dropped: false,
    ...over,
  };
}

const report: HealthReport = {
  reportId: 'r1',
  customNutritionPlanId: 'p',
  status: 'review',
  fileIds: ['f'],
  files: [],
  markers: [
    marker('m1'),
    marker('m2', { value: 118, unit: 'g/L' }),
    marker('m3', { flag: null, unit: 'xx' }),
  ],
  createdAt: '',
  confirmedAt: null,
};

describe('parseValue', () => {
  it.each([
    ['12', 12],
    [' 6.5 ', 6.5],
    ['6,5', 6.5],
    ['１１８', 118],
    ['５．２', 5.2],
    ['.5', 0.5],
    ['0', 0],
    ['100000', 100000],
  ])('%s → %s', (text, n) => expect(parseValue(text)).toBe(n));

  it.each(['', '-1', '1e3', 'abc', '1.2.3', '100001', '12 mg', 'NaN', 'Infinity'])('%s → null', (text) =>
    expect(parseValue(text)).toBeNull(),
  );

  it('reads back any number it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 99 }), (i, d) => {
        const text = `${i}.${String(d).padStart(2, '0')}`;
        const n = Number(text);
        expect(parseValue(text)).toBe(n <= 100_000 ? n : null);
      }),
    );
  });
});

describe('rowProblem', () => {
  const m = report.markers[0]!;
  it('accepts the value as read and any dropped row', () => {
    expect(rowProblem(m, editOf(m, {}))).toBeNull();
    expect(rowProblem(m, { value: 'x', unit: '', drop: true })).toBeNull();
  });
  it('names the field to fix', () => {
    expect(rowProblem(m, { value: 'abc', unit: 'ng/mL', drop: false })).toBe('value');
    expect(rowProblem(m, { value: '12', unit: '  ', drop: false })).toBe('unit');
    expect(rowProblem(m, { value: '12', unit: 'x'.repeat(21), drop: false })).toBe('unit');
  });
  it('makes an unrecognised unit be corrected or dropped', () => {
    const odd = report.markers[2]!;
    expect(rowProblem(odd, editOf(odd, {}))).toBe('unitUnknown');
    expect(rowProblem(odd, { value: '12', unit: 'ng/mL', drop: false })).toBeNull();
    expect(rowProblem(odd, { ...editOf(odd, {}), drop: true })).toBeNull();
  });
});

describe('confirmBody', () => {
  it('sends only what changed: a corrected value, a corrected unit, a drop', () => {
    const body = confirmBody(report, {
      m1: { value: '15', unit: 'ng/mL', drop: false },
      m2: { value: '118', unit: ' g/L ', drop: true },
      m3: { value: '12', unit: 'ng/mL', drop: false },
    });
    expect(body).toEqual({
      reportId: 'r1',
      markers: [
        { id: 'm1', value: 15 },
        { id: 'm2', drop: true },
        { id: 'm3', unit: 'ng/mL' },
      ],
    });
  });

  it('sends nothing for markers edited back to what was read', () => {
    expect(confirmBody(report, { m1: { value: '12.0', unit: 'ng/mL ', drop: false } }).markers).toEqual([]);
    expect(isCorrected(report.markers[0]!, { value: '12.0', unit: 'ng/mL', drop: false })).toBe(false);
    expect(isCorrected(report.markers[0]!, { value: '13', unit: 'ng/mL', drop: false })).toBe(true);
  });

  it('counts the kept values', () => {
    expect(keptCount(report, {})).toBe(3);
    expect(keptCount(report, { m2: { value: '1', unit: 'g/L', drop: true } })).toBe(2);
  });
});

describe('rowErrorsFrom', () => {
  it('maps markers.N.* to the N-th marker sent', () => {
    const body = {
      reportId: 'r1',
      markers: [
        { id: 'm1', value: 1 },
        { id: 'm3', unit: 'furlongs' },
      ],
    };
    expect(
      rowErrorsFrom(body, [
        { field: 'markers.1.unit', message: 'must be one of ng/mL' },
        { field: 'markers.7.unit', message: 'no such row' },
        { field: 'reportId', message: 'bad' },
      ]),
    ).toEqual({ m3: { field: 'unit', message: 'must be one of ng/mL', allowed: ['ng/mL'] } });
    expect(rowErrorsFrom(body, undefined)).toEqual({});
    expect(allowedUnits('must be one of g/L, g/dL, mmol/L')).toEqual(['g/L', 'g/dL', 'mmol/L']);
    expect(allowedUnits('is not valid')).toBeNull();
  });
});

describe('values the person adds (issue 18.4)', () => {
  const report = {
    reportId: 'r1',
    customNutritionPlanId: 'p1',
    status: 'review',
    fileIds: [],
    files: [],
    markers: [
      {
        id: 'm1',
        marker: 'ferritin',
        name: 'Ferritin',
        value: 9,
        unit: 'µg/L',
        labRefLow: null,
        labRefHigh: null,
        flag: 'low',
        ourRefLow: null,
        ourRefHigh: null,
        fileId: 'f1',
        line: '',
        corrected: false,
        dropped: false,
      },
    ],
    addable: [
      { marker: 'ferritin', name: 'Ferritin', units: ['µg/L'] },
      { marker: 'serumMagnesium', name: 'Magnesium', units: ['mmol/L', 'mg/dL'] },
      { marker: 'tsh', name: 'TSH', units: ['mIU/L'] },
    ],
    createdAt: '',
    confirmedAt: null,
  } satisfies HealthReport;

  it('offers the first marker neither read nor added, in its first unit', () => {
    const first = nextAddition(report, {});
    expect(first).toEqual({
      key: 'add:1',
      edit: { marker: 'serumMagnesium', value: '', unit: 'mmol/L', drop: false },
    });
    const second = nextAddition(report, { [first!.key]: first!.edit });
    expect(second?.edit.marker).toBe('tsh');
    expect(second?.key).toBe('add:2');
    const all = { [first!.key]: first!.edit, [second!.key]: second!.edit };
    expect(nextAddition(report, all)).toBeNull();
  });

  it('sends the added values with a number, counts them as kept, and leaves out removed or unfinished ones', () => {
    const edits = {
      'add:1': { marker: 'serumMagnesium', value: '0,62', unit: 'mmol/L', drop: false },
      'add:2': { marker: 'tsh', value: '', unit: 'mIU/L', drop: false },
      'add:3': { marker: 'vitaminD25OH', value: '50', unit: 'nmol/L', drop: true },
    };
    expect(confirmBody(report, edits)).toEqual({
      reportId: 'r1',
      markers: [],
      add: [{ marker: 'serumMagnesium', value: 0.62, unit: 'mmol/L' }],
    });
    expect(keptCount(report, edits)).toBe(3);
    expect(addedOf(edits).map(([k]) => k)).toEqual(['add:1', 'add:2']);
    // The unfinished addition (no number yet) stops the confirmation like a row's problem does.
    expect(problemsOf(report, edits)).toEqual({ problems: {}, count: 1 });
    expect(problemsOf(report, { ...edits, m1: { value: 'x', unit: 'µg/L', drop: false } })).toEqual({
      problems: { m1: 'value' },
      count: 2,
    });
  });
});

describe('values beyond their check limit (issue 18.4)', () => {
  // What the server sends for triglycerides (labs/check): above 11.2 mmol/L = 992 mg/dL.
  const limits = { 'mmol/L': { low: null, high: 11.2 }, 'mg/dL': { low: null, high: 992 } };
  const tg = marker('t1', {
    marker: 'triglycerides',
    name: '甘油三酯',
    value: 12,
    unit: 'mmol/L',
    units: ['mmol/L', 'mg/dL'],
    limits,
    flag: 'high',
  });
  const withTg: HealthReport = { ...report, markers: [tg] };

  it.each([
    ['12', 'mmol/L', { side: 'high', limit: 11.2 }],
    ['1.2', 'mmol/L', null],
    ['12', 'mg/dL', null],
    ['1062', 'mg/dL', { side: 'high', limit: 992 }],
    ['１２', 'mmol/L', { side: 'high', limit: 11.2 }],
    ['', 'mmol/L', null],
    ['12', 'furlongs', null],
  ] as const)('%s %s', (value, unit, expected) => {
    expect(unusualValue(limits, { value, unit })).toEqual(expected);
  });

  it('holds the row until the person corrects it or says the report prints exactly it', () => {
    expect(rowProblem(tg, editOf(tg, {}))).toBe('unchecked');
    expect(problemsOf(withTg, {}).count).toBe(1);
    expect(rowProblem(tg, { value: '1.2', unit: 'mmol/L', drop: false })).toBeNull();
    expect(rowProblem(tg, { value: '12', unit: 'mmol/L', drop: true })).toBeNull();
    const checked = { value: '12', unit: 'mmol/L', drop: false, checked: true };
    expect(rowProblem(tg, checked)).toBeNull();
    // the read value, checked, is sent as checked; a corrected ordinary value is sent without it
    expect(confirmBody(withTg, { t1: checked }).markers).toEqual([{ id: 't1', checked: true }]);
    expect(confirmBody(withTg, { t1: { ...checked, value: '1.2' } }).markers).toEqual([
      { id: 't1', value: 1.2 },
    ]);
    // a value checked once by the server's record starts checked
    expect(rowProblem(tg, editOf({ ...tg, checked: true }, {}))).toBeNull();
  });

  it('asks again after the value or unit changes, not after a drop or a tick', () => {
    const checked = { value: '12', unit: 'mmol/L', drop: false, checked: true };
    expect(changedEdit(checked, { value: '13' }).checked).toBe(false);
    expect(changedEdit(checked, { unit: 'mg/dL' }).checked).toBe(false);
    expect(changedEdit(checked, { value: '12' }).checked).toBe(true);
    expect(changedEdit(checked, { drop: true }).checked).toBe(true);
    expect(changedEdit({ ...checked, checked: false }, { checked: true }).checked).toBe(true);
  });

  it('applies to added values with the limits offered for their marker', () => {
    const addable: HealthReport = {
      ...report,
      addable: [{ marker: 'triglycerides', name: '甘油三酯', units: ['mmol/L', 'mg/dL'], limits }],
    };
    const added = { marker: 'triglycerides', value: '12', unit: 'mmol/L', drop: false };
    expect(addedProblem(addable, added)).toBe('unchecked');
    expect(addedProblem(addable, { ...added, value: '' })).toBe('value');
    expect(addedProblem(addable, { ...added, checked: true })).toBeNull();
    expect(confirmBody(addable, { 'add:1': { ...added, checked: true } }).add).toEqual([
      { marker: 'triglycerides', value: 12, unit: 'mmol/L', checked: true },
    ]);
    expect(confirmBody(addable, { 'add:1': { ...added, value: '1.2', checked: true } }).add).toEqual([
      { marker: 'triglycerides', value: 1.2, unit: 'mmol/L' },
    ]);
  });
});
