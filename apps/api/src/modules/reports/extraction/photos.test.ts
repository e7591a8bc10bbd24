import { afterAll, describe, expect, it } from 'vitest';
import { scorePhoto } from '../../../../test/fixtures/photo-score';
import { COMBINED_VARIANT, PHOTO_VARIANTS, type PhotoVariant } from '../../../../test/fixtures/photos';
import { closeOcr } from './extract-text';

/**
 * Phone photos of lab tables (issue 18 §4), end to end: preprocessing, OCR, extractMarkers. OCR is
 * slow, so only two photos here; bench/photos.ts reads every variant in both languages.
 */

afterAll(closeOcr);

const variant = (name: string): PhotoVariant => {
  const found = PHOTO_VARIANTS.find((v) => v.name === name);
  if (!found) throw new Error(`no photo variant ${name}`);
  return found;
};

describe('phone photos of lab tables', () => {
  it('a turned, blurred, shadowed JPEG of a Chinese lab table yields every printed row and no flag against the print', async () => {
    const score = await scorePhoto('zh', COMBINED_VARIANT);
    const wrong = score.rows
      .filter((r) => !r.right)
      .map((r) => `${r.row.marker}: ${r.read ? `${r.read.value} ${r.read.unit}` : 'not read'}`);
    expect(wrong).toEqual([]);
    expect(score.spurious).toEqual([]);
    // A flag read is the flag printed; none is invented on a row printed without one.
    const contradicted = score.rows.filter((r) => r.read?.flag !== undefined && r.read.flag !== r.row.flag);
    expect(contradicted.map((r) => r.row.marker)).toEqual([]);
    // Tesseract now and then drops a thin ↓ altogether (on this photo: ferritin's and B12's); every
    // other flag is read.
    const missed = score.rows.filter((r) => r.row.flag !== undefined && r.read?.flag === undefined);
    expect(missed.every((r) => r.row.flag === 'low')).toBe(true);
    expect(missed.length).toBeLessThanOrEqual(2);
    expect(score.flagsRight).toBe(score.rows.length - missed.length);
  });

  it('an English lab table photographed 5° off is turned straight and read row by row, H and L as flags', async () => {
    const score = await scorePhoto('en', variant('rotated −5°'));
    expect(score.rows.filter((r) => !r.right).map((r) => r.row.marker)).toEqual([]);
    expect(score.rows.filter((r) => !r.flagRight).map((r) => r.row.marker)).toEqual([]);
    expect(score.spurious).toEqual([]);
  });
});
