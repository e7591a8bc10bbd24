import { describe, expect, it } from 'vitest';
import { DRUGS } from './drugs';
import { MEDICINE_LABEL_TIMES, labelTimeOf } from './medicine-label-times';

const DRUG_IDS = new Set<string>(DRUGS.map((d) => d.id));
const HAN = /\p{Script=Han}/u;
/** A zh text with its bracketed parts (drug and brand names) taken out. */
const outsideBrackets = (s: string) => s.replace(/（[^）]*）/g, '').replace(/\([^)]*\)/g, '');

describe('medicine label times', () => {
  it('has unique ids and names each row by drugs or classes', () => {
    const ids = MEDICINE_LABEL_TIMES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of MEDICINE_LABEL_TIMES) {
      expect((r.drugs?.length ?? 0) + (r.classes?.length ?? 0), r.id).toBeGreaterThan(0);
    }
  });

  it('names only drug ids of the drug dictionary, each in one row only', () => {
    const seen = new Set<string>();
    for (const r of MEDICINE_LABEL_TIMES) {
      for (const id of r.drugs ?? []) {
        expect(DRUG_IDS.has(id), `${r.id}: ${id}`).toBe(true);
        expect(seen.has(id), `${id} in two rows`).toBe(false);
        seen.add(id);
      }
    }
  });

  it('names only classes that some dictionary drug has', () => {
    const classes = new Set<string>(DRUGS.flatMap((d) => d.classes));
    for (const r of MEDICINE_LABEL_TIMES) {
      for (const c of r.classes ?? []) expect(classes.has(c), `${r.id}: ${c}`).toBe(true);
    }
  });

  it('gives every row a Chinese and an English text and a source', () => {
    for (const r of MEDICINE_LABEL_TIMES) {
      expect(r.text.zh, r.id).toMatch(HAN);
      expect(r.text.en.trim().length, r.id).toBeGreaterThan(0);
      expect(r.text.en, r.id).not.toMatch(HAN);
      expect(r.source.ref.trim().length, r.id).toBeGreaterThan(0);
      if (r.source.url) expect(r.source.url, r.id).toMatch(/^https:\/\/[^\s]+$/);
    }
  });

  it('writes zh texts in Chinese: no run of four Latin letters outside brackets', () => {
    for (const r of MEDICINE_LABEL_TIMES) {
      expect(outsideBrackets(r.text.zh), r.id).not.toMatch(/[A-Za-z]{4,}/);
    }
  });

  it('says fluoxetine (Prozac) goes in the morning', () => {
    const row = labelTimeOf('fluoxetine');
    expect(row?.text.zh).toContain('早上');
    expect(row?.text.en).toMatch(/morning/i);
  });

  it('falls back to the class row for a drug without its own row', () => {
    const row = labelTimeOf('bumetanide');
    expect(row?.id).toBe('diuretic-morning');
    expect(row?.drugs).toBeUndefined();
    expect(row?.text.en).toMatch(/morning/i);
    expect(labelTimeOf('levodopa-benserazide')?.id).toBe('levodopa-protein');
  });

  it('prefers the drug row to a class row, and knows nothing of an unknown id', () => {
    expect(labelTimeOf('spironolactone')?.id).toBe('spironolactone-with-food');
    expect(labelTimeOf('simvastatin')?.id).toBe('simvastatin-evening');
    expect(labelTimeOf('no-such-drug')).toBeUndefined();
  });
});
