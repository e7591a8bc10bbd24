/**
 * Fourteenth clinician review, en P3 #4 ("Brenda", 80, co-codamol 30/500): "she takes 2 co-codamol 4 times
 * a day and paracetamol on top for her knees sometimes, is that ok" got the US Percocet row and "his
 * doctor", and never said that co-codamol contains paracetamol. Now a combination painkiller's paracetamol
 * is counted from the count the message gives — 8 tablets of any co-codamol are already 4 g, so no other
 * paracetamol — for co-codamol, co-dydramol, Solpadeine, Tylex, Zapain and Percocet (the class). Both
 * languages, with a plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts';
import { askPersona } from './testing';

const BRENDA = 'Brenda desmopressin, citalopram, indapamide, Na 130, Adcal-D3 (en)';
const both = (locale: Locale, q: string) =>
  [true, false].map((withPlan) => askPersona(BRENDA, locale, q, { withPlan }).text);

describe('8 tablets of a 500 mg combination are 4 g: no other paracetamol (en P3 #4)', () => {
  it.each([
    'she takes 2 co-codamol 4 times a day and paracetamol on top for her knees sometimes, is that ok',
    'mum has cocodamol 30/500 two tablets four times daily, can she add panadol?',
    'is 8 co-dydramol a day plus a paracetamol ok',
    'Solpadeine Max 2 tablets 4 times a day - can I take paracetamol as well?',
    'tylex 2 caps four times a day, and lemsip too?',
  ])('en: %s', (q) => {
    for (const text of both('en-US', q)) {
      expect(text).toMatch(/contains paracetamol \(acetaminophen\): 500 mg in every tablet/);
      expect(text).toMatch(
        /8 tablets a day is 4 g of paracetamol — already the most an adult may take in 24 hours/,
      );
      expect(text).toMatch(/no other paracetamol on top/);
      expect(text).not.toMatch(/\bhis\b|Percocet are 1\.3 g/);
    }
  });
  it.each(['我妈吃氨酚待因，每次2片，一天4次，还能加扑热息痛吗？', '氨酚待因每天8片，再吃一片必理通可以吗'])(
    'zh: %s',
    (q) => {
      for (const text of both('zh-CN', q)) {
        expect(text).toMatch(/本身就含对乙酰氨基酚（扑热息痛）：每片500毫克/);
        expect(text).toMatch(/每天8片就是4克对乙酰氨基酚——已经是成人24小时的最大量/);
      }
    },
  );
});

describe('fewer tablets: the total said, and the 4 g counted together', () => {
  it.each<[string, RegExp]>([
    [
      'she takes co-codamol 1 tablet twice a day, is that ok with paracetamol?',
      /2 tablets a day is 1 g of paracetamol/,
    ],
    ['4 percocet a day, can I take tylenol too?', /4 tablets a day is 1\.3 g of paracetamol/],
    ['co-codamol 8/500 - how many can she have?', /8 tablets a day is already 4 g/],
  ])('en: %s', (q, total) => {
    for (const text of both('en-US', q)) {
      expect(text).toMatch(total);
      expect(text).toMatch(/4 g in 24 hours/);
    }
  });
});

describe('another question about the combination is not this one', () => {
  it.each(['is co-codamol constipating?', 'can co-codamol make her drowsy', '氨酚待因会便秘吗'])(
    '%s',
    (q) => {
      const locale: Locale = /[\u4e00-\u9fff]/.test(q) ? 'zh-CN' : 'en-US';
      for (const text of both(locale, q)) expect(text).not.toMatch(/500 mg in every tablet|每片500毫克/);
    },
  );
});
