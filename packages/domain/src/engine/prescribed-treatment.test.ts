/**
 * A lab-confirmed deficiency with a product the person marked prescribed for it: the prescriber's dose
 * is the treatment, never topped up to the guideline's figure by the plan (twentieth clinician review,
 * en S4: a hospital's folic acid 1 mg told to "add 3,600 µg, 5,000 µg a day in all"; NIH ODS folate UL
 * 1,000 µg; BSH 2014's 5 mg is one guideline's dose, not a reason to override a prescription).
 * The same product not marked prescribed keeps the plan's supervised top-up.
 */
import { describe, expect, it } from 'vitest';
import { engineResultSchema } from '../contracts/plan';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, findingOf, person, recOf } from '../testing';

const man: Answers = person('male', 64, 172, 70, 'light');
const lowFolate: Answers['labs'] = [
  { marker: 'serumFolate', value: 5, unit: 'nmol/L' },
  { marker: 'serumB12', value: 400, unit: 'pmol/L' },
];
const folicAcid1mg = (prescribed: boolean): NonNullable<Answers['supplements']>[number] => ({
  optionId: 'folic-acid-400',
  dose: 1000,
  unit: 'ug',
  ...(prescribed ? { prescribed: true } : {}),
});
const multi: NonNullable<Answers['supplements']>[number] = {
  optionId: 'multivitamin-adult',
  dose: 1,
  unit: 'tablet',
};

describe.each(LOCALES)('%s: a prescribed product for a lab-confirmed deficiency', (locale) => {
  const zh = locale === 'zh-CN';

  it('folic acid 1 mg marked prescribed + a multivitamin: no folate added, the prescriber’s dose kept', () => {
    const p = planFor({ ...man, labs: lowFolate, supplements: [folicAcid1mg(true), multi] }, locale);
    expect(engineResultSchema.safeParse(p).success).toBe(true);
    expect(recOf(p, 'folate')).toBeUndefined();
    const held = findingOf(p, 'skipped:folate')?.text ?? '';
    expect(held).toMatch(zh ? /按处方服用/ : /as prescribed/);
    expect(held).toMatch(zh ? /每天 1000 µg/ : /1000 µg a day/);
    expect(held).toMatch(zh ? /不要自己再加叶酸/ : /do not add more folate on your own/);
    expect(held).not.toMatch(zh ? /再加 \d/ : /\badd \d/);
    expect(held).not.toMatch(/5000–5000/);
    // No review line tells her to add to it or stop it; the prescribed product is kept.
    const issues = p.productReviews.flatMap((r) => r.issues).join('\n');
    expect(issues).not.toMatch(zh ? /再加 \d/ : /\badd \d/);
    expect(p.productReviews[0]!.verdict).toBe('keep');
  });

  it('the same 1 mg not marked prescribed: the plan’s supervised top-up stands', () => {
    const p = planFor({ ...man, labs: lowFolate, supplements: [folicAcid1mg(false)] }, locale);
    const r = recOf(p, 'folate');
    expect(r?.supervised).toBe(true);
    expect(r!.dose).toBeGreaterThan(0);
    expect(r!.dose + 1000).toBeLessThanOrEqual(5000 + 1e-9);
  });

  it('a prescribed ferrous succinate 35 mg (速力菲) below the treatment range with ferritin 8: kept, nothing added', () => {
    const p = planFor(
      {
        ...person('female', 38, 162, 58, 'light'),
        labs: [
          { marker: 'ferritin', value: 8, unit: 'ng/mL' },
          { marker: 'hemoglobin', value: 98, unit: 'g/L' },
        ],
        supplements: [{ optionId: 'iron-ferrous-succinate', dose: 35, unit: 'mg', prescribed: true }],
      },
      locale,
    );
    expect(recOf(p, 'iron')).toBeUndefined();
    expect(findingOf(p, 'skipped:iron')?.text).toMatch(zh ? /按处方服用/ : /as prescribed/);
  });

  it('no prescribed product: the guideline treatment is given as before', () => {
    const p = planFor({ ...man, labs: lowFolate }, locale);
    expect(recOf(p, 'folate')).toMatchObject({ dose: 5000, supervised: true });
  });
});

/**
 * Vitamin D 5,000 IU a day not marked prescribed, with a 25-OH D of 12 ng/mL and a bile-acid binder:
 * a repletion dose doctors give (Endocrine Society 2011: 6,000 IU a day, 6,000–10,000 IU with
 * malabsorption), so the review sends her to the prescriber, never "stop taking it daily" (nineteenth
 * clinician review, en S2). With a normal level the UL's "stop daily" stands.
 */
describe.each(LOCALES)('%s: vitamin D above the UL with a low level by lab', (locale) => {
  const zh = locale === 'zh-CN';
  const withLevel = (ngPerMl: number, iu: number): Answers => ({
    ...person('male', 45, 178, 70, 'light'),
    conditions: ['ibd'],
    medicines: ['cholestyramine'],
    labs: [{ marker: 'vitaminD25OH', value: ngPerMl, unit: 'ng/mL' }],
    supplements: [{ optionId: 'vitamin-d3-5000iu', dose: iu, unit: 'IU' }],
  });
  const issues = (a: Answers) => planFor(a, locale).productReviews[0]!.issues.join('\n');
  const STOP = zh ? /请停止每天服用本品/ : /Stop taking this product daily/;
  const ASK = zh ? /请先问开药医生/ : /ask your prescriber whether you should take this dose/;

  it('12 ng/mL, 5,000 IU: ask the prescriber, no "stop"', () => {
    const text = issues(withLevel(12, 5000));
    expect(text).toMatch(ASK);
    expect(text).not.toMatch(STOP);
  });
  it('40 ng/mL, 5,000 IU: above the UL, "stop taking it daily"', () => {
    expect(issues(withLevel(40, 5000))).toMatch(STOP);
  });
  it('12 ng/mL, 20,000 IU a day: beyond any daily repletion dose, "stop" stands', () => {
    expect(issues(withLevel(12, 20000))).not.toMatch(ASK);
  });
});
