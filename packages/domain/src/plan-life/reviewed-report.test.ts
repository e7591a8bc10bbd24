import { describe, expect, it } from 'vitest';
import { LAB_MARKERS_PER_REPORT_MAX, type HealthReportConfirmBody } from '../contracts';
import { reviewedLabs, reviewReport, type ReportFound, type StoredMarker } from './reviewed-report';

const read = (
  id: string,
  marker: string,
  value: number,
  unit: string,
  over: Partial<StoredMarker> = {},
): StoredMarker => ({
  id,
  marker,
  value,
  unit,
  labRefLow: null,
  labRefHigh: null,
  fileId: 'f1',
  line: `${marker} ${value} ${unit}`,
  corrected: false,
  dropped: false,
  ...over,
});

const report = (found: StoredMarker[], addedBefore = 0): ReportFound => ({
  found,
  addedBefore,
  fileIds: ['f1', 'f2'],
});
const body = (over: Partial<HealthReportConfirmBody> = {}): HealthReportConfirmBody => ({
  reportId: '00000000-0000-4000-8000-000000000000',
  markers: [],
  ...over,
});

const FERRITIN = read('m1', 'ferritin', 8, 'ng/mL');
const HB = read('m2', 'hemoglobin', 98, 'g/L');

describe('reviewReport: the values a report holds after the review', () => {
  it.each<[string, StoredMarker[], HealthReportConfirmBody, Partial<StoredMarker>[]]>([
    [
      'nothing changed: kept as read',
      [FERRITIN],
      body(),
      [{ id: 'm1', value: 8, corrected: false, dropped: false, checked: false }],
    ],
    [
      'a corrected value and unit',
      [FERRITIN],
      body({ markers: [{ id: 'm1', value: 9, unit: 'µg/L' }] }),
      [{ id: 'm1', value: 9, unit: 'µg/L', corrected: true }],
    ],
    [
      'the same value again is not a correction',
      [FERRITIN],
      body({ markers: [{ id: 'm1', value: 8 }] }),
      [{ corrected: false }],
    ],
    [
      'a drop',
      [FERRITIN, HB],
      body({ markers: [{ id: 'm2', drop: true }] }),
      [{ id: 'm1' }, { id: 'm2', dropped: true }],
    ],
    [
      'a far value the person compared with the report',
      [read('m1', 'ferritin', 1500, 'ng/mL')],
      body({ markers: [{ id: 'm1', checked: true }] }),
      [{ id: 'm1', value: 1500, checked: true }],
    ],
    [
      'an added value, filed under the first file, numbered after the earlier additions',
      [FERRITIN, read('added-1', 'vitaminD25OH', 30, 'ng/mL')],
      body({ add: [{ marker: 'hemoglobin', value: 120, unit: 'g/L' }] }),
      [
        { id: 'm1' },
        { id: 'added-1' },
        { id: 'added-2', marker: 'hemoglobin', fileId: 'f1', corrected: true, line: '' },
      ],
    ],
  ])('%s', (_, found, b, expected) => {
    const addedBefore = found.filter((m) => m.id.startsWith('added-')).length;
    const r = reviewReport(report(found, addedBefore), b);
    expect('reviewed' in r ? r.reviewed : r.errors).toMatchObject(expected);
  });

  it.each<[string, StoredMarker[], HealthReportConfirmBody, { field: string; message: RegExp }[]]>([
    [
      'an id the report does not hold',
      [FERRITIN],
      body({ markers: [{ id: 'nope' }] }),
      [{ field: 'markers.0.id', message: /no such value/ }],
    ],
    [
      'a unit the marker is not printed in',
      [FERRITIN],
      body({ markers: [{ id: 'm1', unit: 'kg' }] }),
      [{ field: 'markers.0.unit', message: /must be one of µg\/L, ng\/mL, pmol\/L/ }],
    ],
    [
      'an unknown marker added',
      [FERRITIN],
      body({ add: [{ marker: 'unobtainium', value: 1, unit: 'g/L' }] }),
      [{ field: 'add.0.marker', message: /not a lab value we know/ }],
    ],
    [
      'an added unit that does not convert',
      [FERRITIN],
      body({ add: [{ marker: 'hemoglobin', value: 1, unit: 'mg' }] }),
      [{ field: 'add.0.unit', message: /must be one of/ }],
    ],
    [
      'an added marker the report holds',
      [FERRITIN],
      body({ add: [{ marker: 'ferritin', value: 9, unit: 'ng/mL' }] }),
      [{ field: 'add.0.marker', message: /already in this report/ }],
    ],
    [
      'a kept value read in a unit we cannot convert',
      [read('m1', 'ferritin', 8, 'ngjmL')],
      body(),
      [{ field: 'markers', message: /^m1: unit "ngjmL" is not recognised/ }],
    ],
    [
      'a far value not compared, listed in the body',
      [read('m1', 'ferritin', 1500, 'ng/mL')],
      body({ markers: [{ id: 'm1', value: 1500 }] }),
      [{ field: 'markers.0.value', message: /above 1000 ng\/mL/ }],
    ],
    [
      'a far value not compared, not listed: named by its id',
      [read('m1', 'ferritin', 1500, 'ng/mL')],
      body(),
      [{ field: 'markers', message: /^m1: Ferritin 1500 ng\/mL is above/i }],
    ],
    [
      'errors in the order of the body: corrections, then additions, then the stored values',
      [read('m1', 'ferritin', 8, 'ngjmL'), HB],
      body({ markers: [{ id: 'x' }], add: [{ marker: 'unobtainium', value: 1, unit: 'g/L' }] }),
      [
        { field: 'markers.0.id', message: /./ },
        { field: 'add.0.marker', message: /./ },
        { field: 'markers', message: /^m1:/ },
      ],
    ],
  ])('refused: %s', (_, found, b, expected) => {
    const r = reviewReport(report(found), b);
    expect('errors' in r ? r.errors : r.reviewed).toMatchObject(expected);
  });

  it('a dropped value is neither converted nor checked', () => {
    const r = reviewReport(
      report([read('m1', 'ferritin', 1500, 'ngjmL')]),
      body({ markers: [{ id: 'm1', drop: true }] }),
    );
    expect(r).toMatchObject({ reviewed: [{ dropped: true }] });
  });

  it(`a report keeps at most ${LAB_MARKERS_PER_REPORT_MAX} values`, () => {
    const found = Array.from({ length: LAB_MARKERS_PER_REPORT_MAX + 1 }, (_, i) =>
      read(`m${i}`, 'ferritin', 8, 'ng/mL'),
    );
    expect(reviewReport(report(found), body())).toEqual({
      errors: [
        {
          field: 'markers',
          message: `${LAB_MARKERS_PER_REPORT_MAX + 1} values are kept; a report can hold at most ${LAB_MARKERS_PER_REPORT_MAX}, drop the ones you do not need`,
        },
      ],
    });
    found[0]!.dropped = true;
    expect(reviewReport(report(found), body({ markers: [{ id: 'm0', drop: true }] }))).toHaveProperty(
      'reviewed',
    );
  });

  it('reviewedLabs: the kept, convertible values as engine inputs, with the lab range when printed', () => {
    expect(
      reviewedLabs([
        read('m1', 'ferritin', 8, 'ng/mL', { labRefLow: 15, labRefHigh: 150 }),
        read('m2', 'hemoglobin', 98, 'g/L', { dropped: true }),
        read('m3', 'hemoglobin', 98, 'ngjmL'),
      ]),
    ).toEqual([{ marker: 'ferritin', value: 8, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 }]);
  });
});
