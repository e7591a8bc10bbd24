import { afterAll, describe, expect, it } from 'vitest';
import { scoreMarkers } from '../../../../test/fixtures/photo-score';
import { photoSet, renderPhoto } from '../../../../test/fixtures/report-layouts';
import { extractMarkers } from '@nutri/domain/labs/extract';
import { closeOcr, imageText } from './extract-text';

/**
 * A photo of the issue 33 §2 set end to end (preprocessing, OCR, extractMarkers): a lipid sheet with
 * its units in the header row and ↑↓ in a 提示 column, lying on a desk and shot at an angle. Before
 * the page was found and mapped upright, and the arrows redrawn as H and L, none of its six rows was
 * read (bench/results/photoset-tesseract.md). bench/photoset.ts reads the whole set.
 */

afterAll(closeOcr);

describe('the photo set: a page on a desk, shot at an angle', () => {
  it('reads every row of the units-in-header sheet, value, unit and printed arrow', async () => {
    const photo = photoSet().find((p) => p.id === 'zh-units-in-header / desk, angled');
    if (!photo) throw new Error('photo not in the set');
    const { text } = await imageText(await renderPhoto(photo));
    const score = scoreMarkers(
      photo.expected.map((r) => ({ ...r, cells: [] })),
      extractMarkers(text),
    );
    const wrong = score.rows
      .filter((r) => !r.flagRight)
      .map(
        (r) =>
          `${r.row.marker}: ${r.read ? `${r.read.value} ${r.read.unit} ${r.read.flag ?? ''}` : 'not read'}`,
      );
    expect(wrong).toEqual([]);
    expect(score.spurious).toEqual([]);
  }, 60_000);
});

describe('the photo set: a unit the Chinese reading missed, read again in English', () => {
  it('haemoglobin 98 g/L and MCV 76.4 fL on the angled blood count (first read "上既" and "[和")', async () => {
    const photo = photoSet().find((p) => p.id === 'zh-cbc-arrows / desk, angled');
    if (!photo) throw new Error('photo not in the set');
    const { text } = await imageText(await renderPhoto(photo));
    const read = extractMarkers(text);
    expect(read.find((m) => m.marker === 'hemoglobin')).toMatchObject({
      value: 98,
      unit: 'g/L',
      unitKnown: true,
      flag: 'low',
    });
    expect(read.find((m) => m.marker === 'mcv')).toMatchObject({ value: 76.4, unit: 'fL', unitKnown: true });
    // Rows whose unit the first reading got are not read again and stay as read.
    expect(read.find((m) => m.marker === 'wbc')).toMatchObject({ value: 6.42, unitKnown: true });
  }, 90_000);
});
