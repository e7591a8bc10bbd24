import { describe, expect, it, vi } from 'vitest';
import { cropAfterValue, withSecondReadUnits, type OcrLine } from './second-read';

/**
 * The second reading of a row's unit cell (issue 33 §2): the English-only reader is stubbed, so what is
 * tested is when a row is read again, where the crop lies, and when the second reading is taken. The
 * readings are the photo set's (bench/results/photoset-tesseract.md, run 4's miss list).
 */

const PAGE = { width: 1500, height: 2000 };

/** A line of the first reading, its words laid out left to right 20 px apart, 30 px high at `y`. */
function line(text: string, y = 500, region: [number, number] = [0, PAGE.width]): OcrLine {
  let x = region[0] + 40;
  const words = text.split(' ').map((w) => {
    const word = { text: w, x0: x, y0: y, x1: x + 18 * w.length, y1: y + 30 };
    x = word.x1 + 20;
    return word;
  });
  return { text, words, regionLeft: region[0], regionRight: region[1] };
}

/** The rows extractMarkers reads from the lines after the second reading. */
async function secondRead(lines: OcrLine[], answer: string | ((n: number) => string)) {
  let n = 0;
  const read = vi.fn(async () => (typeof answer === 'string' ? answer : answer(n++)));
  const out = await withSecondReadUnits(lines, PAGE, read);
  const { extractMarkers } = await import('@nutri/domain/labs/extract');
  return { ...out, read, rows: extractMarkers(out.lines.join('\n')) };
}

describe('a unit the first reading made Chinese is read again in English', () => {
  it('fL read as 吉 on a Chinese blood count (the exact row): fL, the arrow’s L kept', async () => {
    const { rows, readings } = await secondRead(
      [line('7 平均红细胞体积 MCV 76.4 L 吉 82-100')],
      '76.4 L fL 82-100',
    );
    expect(rows).toMatchObject([{ marker: 'mcv', value: 76.4, unit: 'fL', unitKnown: true, flag: 'low' }]);
    expect(readings).toEqual([{ lineIndex: 0, read: '76.4 L fL 82-100', unit: 'fL' }]);
  });

  it('two other Chinese phrasings: g/L read as 上既 or 外 on haemoglobin, 儿L on albumin', async () => {
    const hb = await secondRead([line('5 血红蛋白 HGB 98 L 上既 115-150')], '98 L g/L 115-150');
    expect(hb.rows).toMatchObject([{ marker: 'hemoglobin', value: 98, unit: 'g/L', flag: 'low' }]);
    const alb = await secondRead([line('5 白蛋白 ALB 43.2 8&/ 儿L 40-55')], '43.2 g/L 40-55');
    expect(alb.rows).toMatchObject([{ marker: 'albumin', value: 43.2, unit: 'g/L', unitKnown: true }]);
  });

  it('English rows: "1IUML" on ALT and "mo" for µmol/L, read again', async () => {
    const alt = await secondRead([line('ALT (SGPT) 47 High 1IUML 0-44')], '47 High IU/L 0-44');
    expect(alt.rows).toMatchObject([{ marker: 'alt', value: 47, unit: 'IU/L', flag: 'high' }]);
    const crea = await secondRead([line('8 肌酐 CREA 104 H mo 57-97')], '104 H umol/L 57-97');
    expect(crea.rows).toMatchObject([{ marker: 'creatinine', value: 104, unitKnown: true, flag: 'high' }]);
    expect(crea.rows[0]?.unit).toMatch(/^[uµμ]mol\/L$/);
  });

  it('keeps the first reading when the second gives another value, another marker or no unit', async () => {
    for (const answer of ['7.6 L fL 82-100', '76.4 L 82-100', '', 'L fL 82-100', '76 4 L fL']) {
      const first = '7 平均红细胞体积 MCV 76.4 L 吉 82-100';
      const { rows, readings, lines } = await secondRead([line(first)], answer);
      expect(readings).toEqual([]);
      expect(lines).toEqual([first]);
      expect(rows).toMatchObject([{ marker: 'mcv', value: 76.4, unitKnown: false, flag: 'low' }]);
    }
  });

  it('a point the second reading lost or added is the same figure: its unit is taken, the value stays', async () => {
    const { rows } = await secondRead([line('7 平均红细胞体积 MCV 76.4 L 吉 82-100')], '7.64 L fL 82-100');
    expect(rows).toMatchObject([{ marker: 'mcv', value: 76.4, unit: 'fL', flag: 'low' }]);
    const crp = await secondRead([line('超敏C反应蛋白 3.6H mgIL 0-3')], '36H mg/L 0-3');
    expect(crp.rows).toMatchObject([{ marker: 'hsCrp', value: 3.6, unit: 'mg/L', flag: 'high' }]);
  });

  it('never changes the flag or range read the first time: only the unit is added', async () => {
    // The second reading lost the arrow's L and read the range otherwise: the first reading's stand.
    const { rows } = await secondRead([line('5 血红蛋白 HGB 98 L 上既 115-150')], '98 g/L 115-160');
    expect(rows).toMatchObject([
      { marker: 'hemoglobin', value: 98, unit: 'g/L', flag: 'low', labRefLow: 115, labRefHigh: 150 },
    ]);
  });
});

describe('look-alikes that are not read again', () => {
  it('a row whose unit was read (and one repaired on the line) is left as it is', async () => {
    const { read, lines } = await secondRead(
      [line('6 血红蛋白 HGB 98 L g/L 115-150', 500), line('Ferritin 18 L ngjmL 30-400', 560)],
      'should not be asked',
    );
    expect(read).not.toHaveBeenCalled();
    expect(lines).toEqual(['6 血红蛋白 HGB 98 L g/L 115-150', 'Ferritin 18 L ngjmL 30-400']);
  });

  it('a line with no marker, or two rows on one line, is not read again', async () => {
    const { read } = await secondRead(
      [line('报告日期 2025-03-14 08:02'), line('血清铁 Fe 8.2 吉 10.6-36.7 同型半胱氨酸 16.8 吉 0-15', 600)],
      '8.2 umol/L',
    );
    expect(read).not.toHaveBeenCalled();
  });

  it('a unit the second reading gives that is not the marker’s is not taken (mg on hs-CRP: mg/L or mg/dL)', async () => {
    const { rows, readings } = await secondRead([line('超敏C反应蛋白 3.6H 吉 0-3')], '3.6H mg 0-3');
    expect(readings).toEqual([]);
    expect(rows[0]?.unitKnown).toBe(false);
  });
});

describe('the crop', () => {
  it('runs from the value to the end of the region read, a third of a line above and below', () => {
    const l = line('7 平均红细胞体积 MCV 76.4 L 吉 82-100', 500, [760, 1500]);
    const value = l.words[3];
    expect(value?.text).toBe('76.4');
    expect(cropAfterValue(l, 76.4, PAGE)).toEqual({
      left: (value?.x0 ?? 0) - 10,
      top: 490,
      width: 1500 - ((value?.x0 ?? 0) - 10),
      height: 50,
    });
  });

  it('stays within the column read (a two-column sheet) and within the page', () => {
    const l = line('7 MCV 76.4 吉 82-100', 5, [0, 740]);
    const crop = cropAfterValue(l, 76.4, PAGE);
    expect(crop?.top).toBe(0);
    expect((crop?.left ?? 0) + (crop?.width ?? 0)).toBe(740);
    expect(cropAfterValue(l, 99, PAGE)).toBeNull();
  });
});

describe('never a figure', () => {
  it('calcium "231" mmol/L (its point lost) is not read again: the review asks (ADR 0041)', async () => {
    const first = [
      '13 钙 Ca 231 mmol/L 2.11-2.52',
      'Potassium 42 3.5-5.1 mmol/L',
      '空腹血糖 GLU 632 H mmol/L 3.9-6.1',
    ];
    const { read, lines } = await secondRead(
      first.map((t, i) => line(t, 500 + 60 * i)),
      '2.31 mmol/L 2.11-2.52',
    );
    expect(read).not.toHaveBeenCalled();
    expect(lines).toEqual(first);
  });
});
