/**
 * Thirteenth clinician review, en-US, wrong lab card (en P1 #2, P3 #2): a blood sugar of 62 mg/dL said
 * far from the word "sugars" was answered with a vitamin B12 card, and a haematocrit of 0.55 on
 * testosterone with the potassium card of the message before. The class: a value the chat did not read
 * as a lab fell back to a neighbouring nutrient. Now a low glucose told in a sentence about falling sugars
 * is read as a low (15 g of fast sugar; on Epclusa, tell the diabetes doctor — ADA 2025 §6, Epclusa
 * SmPC §4.4), and a haematocrit has its own answer (above 54 % on testosterone: paused until the
 * prescriber has seen it — Endocrine Society 2018). With a plan and as a guest, both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts';
import { askPersona } from './testing';

const DWIGHT = 'Dwight hepatitis C on Epclusa, Prilosec, Tums, metformin (en)';
const JAYDEN = 'Jayden bodybuilder on testosterone and Ostarine, Nurofen (en)';

const both = (persona: string, locale: Locale, q: string, previous?: string) =>
  [true, false].map(
    (withPlan) => askPersona(persona, locale, q, { withPlan, ...(previous ? { previous } : {}) }).text,
  );

describe('a low blood sugar said in words is a low, not a nutrient card (en P1 #2)', () => {
  it.each([
    [
      'My sugars have been dropping lately, had a 62 this morning. Why would that happen?',
      /62 mg\/dL \(3\.4 mmol\/L\) is a low/,
    ],
    ['sugar keeps going low, got a 58 before lunch', /58 mg\/dL \(3\.2 mmol\/L\) is a low/],
    ['sugars low lately, was 59 after my walk', /59 mg\/dL \(3\.3 mmol\/L\) is a low/],
  ])('en: %s', (q, lead) => {
    for (const text of both(DWIGHT, 'en-US', q)) {
      expect(text).toMatch(lead);
      expect(text).toMatch(/15–20 g of fast sugar/);
      expect(text).not.toMatch(/Vitamin B12|Magnesium 200 mg/);
    }
    // On Epclusa: glucose control improves, the diabetes medicines may need lowering.
    expect(askPersona(DWIGHT, 'en-US', q).text).toMatch(/may need lowering/);
  });
  it.each([
    '最近血糖老往下掉，今天早上测了3.4，为什么？',
    '血糖低了，早上只有3.2',
    '我的血糖最近偏低 测出来3.5',
  ])('zh: %s', (q) => {
    for (const text of both(DWIGHT, 'zh-CN', q)) {
      expect(text).toMatch(/是低血糖/);
      expect(text).toMatch(/15–20克/);
      expect(text).not.toMatch(/维生素B12/);
    }
    expect(askPersona(DWIGHT, 'zh-CN', q).text).toMatch(/降糖药可能需要减量/);
  });
});

describe('a haematocrit on testosterone has its own answer (en P3 #2)', () => {
  const previous =
    'I take clen for the cut, any supplements to take with it? ppl say taurine and potassium for cramps';
  it.each([
    'my blood is thick the doc said, haematocrit 0.55. can i eat something to thin it',
    'hct 55% on test e, any food to thin my blood?',
    'hematocrit came back .56 on my testosterone whats that mean',
  ])('en: %s', (q) => {
    for (const text of both(JAYDEN, 'en-US', q, previous)) {
      expect(text).toMatch(/No food or drink thins the blood/);
      expect(text).not.toMatch(/Potassium/);
    }
    // With his plan (testosterone on his list) or said in the message, the guideline's pause.
    expect(askPersona(JAYDEN, 'en-US', q, { previous }).text).toMatch(
      /above a haematocrit of 54 % testosterone is paused/,
    );
  });
  it.each([
    '医生说我血稠，红细胞压积0.55，吃什么能稀释血液',
    '打睾酮的，压积55%，怎么办',
    '血细胞比容 0.56 在用十一酸睾酮',
  ])('zh: %s', (q) => {
    for (const text of both(JAYDEN, 'zh-CN', q)) {
      expect(text).toMatch(/没有哪种食物或饮品能让血液变稀/);
      expect(text).not.toMatch(/钾/);
    }
    expect(askPersona(JAYDEN, 'zh-CN', q).text).toMatch(/红细胞压积超过54%时先暂停睾酮/);
  });
  it('without testosterone, no testosterone line', () => {
    const text = askPersona(
      DWIGHT,
      'en-US',
      'my haematocrit is 0.55, can I eat something to thin my blood?',
    ).text;
    expect(text).toMatch(/No food or drink thins the blood/);
    expect(text).not.toMatch(/is paused/);
  });
});
