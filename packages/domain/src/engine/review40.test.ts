import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Fortieth blind clinician review (2026-12-01): the plan's side.

describe('hypoparathyroidism in pregnancy is no tumour lysis (zh S1)', () => {
  it.each(LOCALES)(
    '%s: a high phosphate and a calcium of 1.96 after thyroid cancer surgery: no finding',
    (locale) => {
      const zhou: Answers = {
        ...person('female', 31, 160, 58, 'light'),
        lifeStage: 'pregnant_t2',
        conditions: ['cancer', 'hypothyroid'],
        medicines: ['levothyroxine', 'calcitriol'],
        labs: [
          { marker: 'Calcium', value: 1.96, unit: 'mmol/L', labRefLow: 2.11, labRefHigh: 2.52 },
          { marker: 'Phosphate', value: 1.62, unit: 'mmol/L', labRefLow: 0.85, labRefHigh: 1.51 },
        ],
      };
      expect(planFor(zhou, locale).findings.map((f) => f.id)).not.toContain('tumour-lysis-labs');
    },
  );

  it('on an anticancer medicine, Cairo–Bishop’s limits still make the finding', () => {
    const a: Answers = {
      ...person('male', 66, 178, 80, 'light'),
      medicines: ['venetoclax'],
      labs: [
        { marker: 'Uric acid', value: 520, unit: 'µmol/L', labRefLow: 200, labRefHigh: 420 },
        { marker: 'Calcium', value: 1.7, unit: 'mmol/L', labRefLow: 2.15, labRefHigh: 2.55 },
      ],
    };
    expect(planFor(a, 'en-US').findings.map((f) => f.id)).toContain('tumour-lysis-labs');
  });
});

describe('a prenatal beside calcitriol (zh S2)', () => {
  const zhou = (extra: Answers['supplements'] = []): Answers => ({
    ...person('female', 31, 160, 58, 'light'),
    lifeStage: 'pregnant_t2',
    medicines: ['levothyroxine', 'calcitriol'],
    supplements: [{ optionId: 'elevit', dose: 1, unit: 'tablet' }, ...extra],
  });

  it.each(LOCALES)('%s: Elevit is never avoid for its 500 IU of vitamin D', (locale) => {
    const reviews = planFor(zhou(), locale).productReviews;
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((r) => r.verdict !== 'avoid')).toBe(true);
  });

  it('a 2,000 IU vitamin D supplement on top is still avoid', () => {
    const reviews = planFor(
      zhou([{ optionId: 'vitamin-d3-2000iu', dose: 1, unit: 'capsule' }]),
      'en-US',
    ).productReviews;
    expect(reviews.some((r) => r.verdict === 'avoid')).toBe(true);
  });
});

describe('a liver test on agomelatine (zh S3)', () => {
  const yu = (alt: number): Answers => ({
    ...person('female', 24, 160, 50, 'light'),
    conditions: ['mental_illness'],
    medicines: ['agomelatine'],
    labs: [{ marker: 'ALT', value: alt, unit: 'U/L', labRefLow: 7, labRefHigh: 40 }],
  });

  it.each(LOCALES)('%s: 3 times the upper limit — the label stops it, the prescriber today', (locale) => {
    const f = planFor(yu(128), locale).findings.find((x) => x.id === 'lab:alt');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(
      locale === 'zh-CN' ? /说明书规定这种情况要立即停药/ : /its label says to stop it at once/,
    );
  });

  it('below 3 times: the prescriber within days, not urgent', () => {
    const f = planFor(yu(70), 'en-US').findings.find((x) => x.id === 'lab:alt');
    expect(f?.text).toMatch(/within the next few days/);
  });
});

describe('pazopanib and agomelatine pairs (en S1, zh moderate)', () => {
  it('agomelatine with ciprofloxacin is major, avoid', () => {
    const a: Answers = {
      ...person('female', 24, 160, 50, 'light'),
      medicines: ['agomelatine', 'ciprofloxacin'],
    };
    const t = planFor(a, 'zh-CN').medicineTaboos.find(
      (x) => x.drugId === 'agomelatine' && x.target === 'ciprofloxacin',
    );
    expect(t?.severity).toBe('major');
  });
});

describe('names as people type them (en moderates)', () => {
  it('British spelling, Indian and Australian paracetamol brands, lapatinib', async () => {
    const { searchSupplementOptions } = await import('../review/search');
    const { searchDrugs } = await import('../interactions/search');
    expect(searchSupplementOptions('Ferrous sulphate 200mg tablets')[0]?.id).toBe('iron-ferrous-sulfate');
    for (const brand of ['Dolo 650', 'Panadol Osteo', 'Crocin'])
      expect(searchDrugs(brand)[0]?.drug.id).toBe('acetaminophen');
    expect(searchDrugs('lapatinib')[0]?.drug.id).toBe('lapatinib');
    // A prenatal sold with an omega-3 capsule is never fish oil; a pregnancy fish oil still is.
    expect(searchSupplementOptions('Pregnacare Plus Omega-3').map((o) => o.id)).not.toContain('fish-oil');
    expect(searchSupplementOptions('孕妇鱼油')[0]?.id).toBe('fish-oil');
  });
});
