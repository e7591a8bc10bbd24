import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DOSE_MAX,
  medicineEntries,
  medicinesFingerprint,
  parseDose,
  parseSupplementDose,
  pickOfOption,
  picksFromPlan,
  supplementIntakes,
  supplementsFingerprint,
  withDefaultDoses,
  type PickedSupplement,
} from './picks';
import { formatDose } from '../../../lib/number-format';
import { TWO_CALCIUM_D3_TABLETS } from '../../../testing/plan-fixtures';

const supplement = (over: Partial<PickedSupplement> = {}): PickedSupplement => ({
  key: 'fish-oil',
  optionId: 'fish-oil',
  names: { zh: '深海鱼油 1000 mg', en: 'Fish oil 1000 mg' },
  dose: '1000',
  unit: 'mg',
  ...over,
});

describe('parseDose', () => {
  it.each([
    ['500', 500],
    [' 2.5 ', 2.5],
    ['0,5', 0.5],
    ['１２００', 1200],
    ['1.', 1],
    ['.5', 0.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseDose(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'notNumber'],
    ['1e3', 'notNumber'],
    ['-5', 'notNumber'],
    ['1.2.3', 'notNumber'],
    ['0', 'notPositive'],
    ['0.0', 'notPositive'],
    ['100001', 'tooLarge'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseDose(text)).toEqual({ ok: false, problem });
  });

  it('accepts every positive amount up to the limit, as formatted for the input', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: DOSE_MAX, noNaN: true }), (n) => {
        const text = formatDose(n);
        const parsed = parseDose(text);
        // Rounding to 3 decimals may reach 0 only below 0.0005, which the range excludes.
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(Math.abs(parsed.value - n)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });

  it('never throws on odd input', () => {
    fc.assert(fc.property(fc.string(), (s) => void parseDose(s)));
  });
});

describe('supplementIntakes', () => {
  it('builds the request items: option ids when known, names otherwise', () => {
    const byName = supplement({
      key: 'name:nattokinase',
      optionId: undefined,
      names: { zh: '纳豆激酶', en: '纳豆激酶' },
      dose: '100',
    });
    delete byName.optionId;
    expect(supplementIntakes([supplement(), byName])).toEqual({
      ok: true,
      intakes: [
        { optionId: 'fish-oil', dose: 1000, unit: 'mg' },
        { name: '纳豆激酶', dose: 100, unit: 'mg' },
      ],
    });
  });

  it('names every supplement with an invalid dose', () => {
    expect(
      supplementIntakes([
        supplement({ key: 'a', dose: '' }),
        supplement(),
        supplement({ key: 'b', dose: 'x' }),
      ]),
    ).toEqual({ ok: false, invalid: ['a', 'b'] });
  });
});

describe('fingerprints (what changed since the last submit)', () => {
  const warfarin = { id: 'warfarin', names: { zh: '华法林', en: 'Warfarin' } };
  const levo = { id: 'levothyroxine', names: { zh: '左甲状腺素', en: 'Levothyroxine' } };

  it('ignores order for medicines and supplements', () => {
    expect(medicinesFingerprint([warfarin, levo])).toBe(medicinesFingerprint([levo, warfarin]));
    const calcium = supplement({ key: 'calcium-carbonate', optionId: 'calcium-carbonate', dose: '600' });
    expect(supplementsFingerprint([supplement(), calcium])).toBe(
      supplementsFingerprint([calcium, supplement()]),
    );
  });

  it('changes with a dose or unit and is null while a dose is invalid', () => {
    const base = supplementsFingerprint([supplement()]);
    expect(supplementsFingerprint([supplement({ dose: '2000' })])).not.toBe(base);
    expect(supplementsFingerprint([supplement({ unit: 'g' })])).not.toBe(base);
    expect(supplementsFingerprint([supplement({ dose: '' })])).toBeNull();
  });

  it('tells an empty list apart from "never submitted"', () => {
    expect(medicinesFingerprint([])).toBe('[]');
    expect(supplementsFingerprint([])).toBe('[]');
  });
});

describe('picksFromPlan', () => {
  it('takes drugs from taboos and supplements from reviews, once each', () => {
    const taboo = { drugId: 'warfarin', drug: '华法林' };
    const picks = picksFromPlan({
      locale: 'zh-CN',
      medicineTaboos: [taboo, taboo] as never,
      productReviews: [
        { name: '深海鱼油 1000 mg', optionId: 'fish-oil', verdict: 'keep', issues: [] },
        { name: '纳豆激酶', optionId: null, verdict: 'no_benefit', issues: [] },
      ],
    });
    expect(picks.medicines.map((m) => m.id)).toEqual(['warfarin']);
    expect(picks.supplements.map((s) => s.key)).toEqual(['fish-oil', 'name:纳豆激酶']);
    expect(picks.supplements[1]).not.toHaveProperty('optionId');
  });

  it('is empty for no plan', () => {
    expect(picksFromPlan(null)).toEqual({ medicines: [], supplements: [] });
  });
});

describe('options picked at their default dose', () => {
  const vitaminD3 = {
    id: 'vitamin-d3-400iu',
    names: { zh: '维生素D3 400 IU', en: 'Vitamin D3 400 IU' },
    defaultDose: { amount: 400, unit: 'IU' as const },
  };
  const options = [
    {
      id: 'fish-oil',
      names: { zh: '深海鱼油 1000 mg', en: 'Fish oil 1000 mg' },
      defaultDose: { amount: 1000, unit: 'mg' as const },
    },
    vitaminD3,
  ];

  it('picks an option by its id, with its names and its default dose as text', () => {
    expect(pickOfOption(vitaminD3)).toEqual({
      key: 'vitamin-d3-400iu',
      optionId: 'vitamin-d3-400iu',
      names: { zh: '维生素D3 400 IU', en: 'Vitamin D3 400 IU' },
      dose: '400',
      unit: 'IU',
    });
  });

  it('fills only empty doses of known options, with their unit and names', () => {
    const result = withDefaultDoses(
      [
        supplement({ dose: '', names: { zh: 'x', en: 'x' } }),
        supplement({ key: 'vitamin-d3-400iu', optionId: 'vitamin-d3-400iu', dose: '800', unit: 'IU' }),
        supplement({ key: 'other', optionId: 'other', dose: '' }),
      ],
      new Map(options.map((o) => [o.id, o])),
    );
    expect(result.map((s) => [s.dose, s.unit])).toEqual([
      ['1000', 'mg'],
      ['800', 'IU'],
      ['', 'mg'],
    ]);
    expect(result[0]?.names.en).toBe('Fish oil 1000 mg');
  });
});

describe('medicines with dose and form (issue 19.7)', () => {
  const metformin = { id: 'metformin', names: { zh: '二甲双胍', en: 'Metformin' } };

  it('sends an id alone, or with the dose and form that were given', () => {
    expect(
      medicineEntries([
        metformin,
        { ...metformin, id: 'warfarin', dose: '3', unit: 'mg' },
        { ...metformin, id: 'salbutamol', form: 'inhaler' },
        { ...metformin, id: 'levothyroxine', dose: '１', unit: 'tablet', form: 'tablet' },
        { ...metformin, id: 'insulin', dose: '  ', unit: 'IU' },
      ]),
    ).toEqual({
      ok: true,
      entries: [
        'metformin',
        { id: 'warfarin', dose: { amount: 3, unit: 'mg' } },
        { id: 'salbutamol', form: 'inhaler' },
        { id: 'levothyroxine', dose: { amount: 1, unit: 'tablet' }, form: 'tablet' },
        'insulin',
      ],
    });
  });

  it('names every medicine whose typed dose cannot be sent', () => {
    expect(
      medicineEntries([
        { ...metformin, dose: 'abc', form: 'tablet' },
        { ...metformin, id: 'warfarin', dose: '0' },
        { ...metformin, id: 'levothyroxine', dose: '50', unit: 'µg' },
      ]),
    ).toEqual({ ok: false, invalid: ['metformin', 'warfarin'] });
  });

  it('the fingerprint changes with a dose, a unit or a form', () => {
    const base = medicinesFingerprint([metformin]);
    const dosed = medicinesFingerprint([{ ...metformin, dose: '500', unit: 'mg' }]);
    expect(dosed).not.toBe(base);
    expect(medicinesFingerprint([{ ...metformin, dose: '500', unit: 'g' }])).not.toBe(dosed);
    expect(medicinesFingerprint([{ ...metformin, dose: '500', unit: 'mg', form: 'tablet' }])).not.toBe(dosed);
  });

  it('pre-fills from the plan: its medicines as given, and each supplement with its dose', () => {
    const picks = picksFromPlan({
      locale: 'en-US',
      profile: {
        medicinesTaken: [
          {
            id: 'metformin',
            name: 'Metformin',
            dose: { amount: 500, unit: 'mg' },
            form: 'tablet',
            text: 'x',
          },
          { id: 'warfarin', name: 'Warfarin', text: 'Warfarin' },
        ],
      },
      // With the plan's own list, taboos add nothing (they name only some of the medicines).
      medicineTaboos: [{ drugId: 'omeprazole', drug: 'Omeprazole' }] as never,
      productReviews: [TWO_CALCIUM_D3_TABLETS],
    });
    expect(picks.medicines).toEqual([
      {
        id: 'metformin',
        names: { zh: 'Metformin', en: 'Metformin' },
        dose: '500',
        unit: 'mg',
        form: 'tablet',
      },
      { id: 'warfarin', names: { zh: 'Warfarin', en: 'Warfarin' } },
    ]);
    expect(picks.supplements[0]).toMatchObject({ key: 'p-ca-d3', dose: '2', unit: 'tablet' });
  });
});

describe('supplement doses in product units', () => {
  it('a count of tablets stops at 50 a day; an amount at 100,000', () => {
    expect(parseSupplementDose({ dose: '2', unit: 'tablet' })).toEqual({ ok: true, value: 2 });
    expect(parseSupplementDose({ dose: '60', unit: 'capsule' })).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseSupplementDose({ dose: '600', unit: 'mg' })).toEqual({ ok: true, value: 600 });
    expect(supplementIntakes([supplement({ dose: '2', unit: 'capsule' })])).toEqual({
      ok: true,
      intakes: [{ optionId: 'fish-oil', dose: 2, unit: 'capsule' }],
    });
  });
});

describe('a product confirmed from its label survives a re-submit of the screen (issue 33 §3)', () => {
  // As the review of a label confirm reports them: two calcium products counted through one option.
  const review = (name: string, perTablet: number) => ({
    name,
    optionId: 'calcium-carbonate',
    verdict: 'keep' as const,
    issues: [],
    dose: { amount: 2, unit: 'tablet', text: '2 片', perUnit: { amount: perTablet, unit: 'mg' as const } },
  });
  const plan = {
    locale: 'zh-CN' as const,
    medicineTaboos: [],
    productReviews: [review('钙尔奇 · 钙', 300), review('Citracal · calcium', 200), TWO_CALCIUM_D3_TABLETS],
  };

  it('sends each back with its name and strength per tablet, neither merged nor at the catalogue strength', () => {
    const picks = picksFromPlan(plan);
    expect(picks.supplements.map((s) => s.key)).toEqual([
      'name:钙尔奇 · 钙',
      'name:citracal · calcium',
      'p-ca-d3',
    ]);
    expect(supplementIntakes(picks.supplements)).toEqual({
      ok: true,
      intakes: [
        {
          optionId: 'calcium-carbonate',
          name: '钙尔奇 · 钙',
          dose: 2,
          unit: 'tablet',
          perUnit: { amount: 300, unit: 'mg' },
        },
        {
          optionId: 'calcium-carbonate',
          name: 'Citracal · calcium',
          dose: 2,
          unit: 'tablet',
          perUnit: { amount: 200, unit: 'mg' },
        },
        // A catalogue pick stays as it was: its option id alone.
        { optionId: 'p-ca-d3', dose: 2, unit: 'tablet' },
      ],
    });
  });

  it('a salt given with the dose goes back too; a dose changed to an amount drops the strength per tablet', () => {
    const salt = picksFromPlan({
      locale: 'zh-CN',
      medicineTaboos: [],
      productReviews: [
        {
          name: '钙片',
          optionId: 'calcium-carbonate',
          verdict: 'keep',
          issues: [],
          dose: { amount: 1250, unit: 'mg', text: '1250 mg', form: 'calcium_carbonate' },
        },
      ],
    }).supplements;
    expect(supplementIntakes(salt)).toEqual({
      ok: true,
      intakes: [
        { optionId: 'calcium-carbonate', name: '钙片', dose: 1250, unit: 'mg', form: 'calcium_carbonate' },
      ],
    });
    const [label] = picksFromPlan(plan).supplements;
    const inMg = supplementIntakes([{ ...label!, dose: '600', unit: 'mg' }]);
    expect(inMg.ok && inMg.intakes[0]).toEqual({
      optionId: 'calcium-carbonate',
      name: '钙尔奇 · 钙',
      dose: 600,
      unit: 'mg',
    });
  });

  it('a salt given with its elemental amount goes back with its basis, so a re-submit counts the same (ninth clinician review, en P1)', () => {
    const elemental = picksFromPlan({
      locale: 'en-US',
      medicineTaboos: [],
      productReviews: [
        {
          name: 'Caltrate 600+D3',
          optionId: 'calcium-carbonate-d3',
          verdict: 'keep',
          issues: [],
          dose: {
            amount: 2,
            unit: 'tablet',
            text: '2 tablets',
            perUnit: { amount: 600, unit: 'mg' },
            form: 'calcium_carbonate',
            basis: 'elemental',
          },
        },
      ],
    }).supplements;
    const sent = supplementIntakes(elemental);
    expect(sent.ok && sent.intakes[0]).toMatchObject({ form: 'calcium_carbonate', basis: 'elemental' });
    expect(supplementsFingerprint(elemental)).not.toBe(
      supplementsFingerprint([{ ...elemental[0]!, basis: 'salt' }]),
    );
  });

  it('the fingerprint changes with the strength per tablet', () => {
    const [label] = picksFromPlan(plan).supplements;
    expect(supplementsFingerprint([label!])).not.toBe(
      supplementsFingerprint([{ ...label!, perUnit: { amount: 250, unit: 'mg' } }]),
    );
  });
});

describe('a supplement taken once a week or a month (forty-ninth clinician review, en S8)', () => {
  const weekly = {
    key: 'name:uprise d3 60k',
    names: { zh: 'Uprise D3 60K', en: 'Uprise D3 60K' },
    dose: '1',
    unit: 'sachet' as const,
    every: 'week' as const,
  };

  it('is sent with how often; every day is sent as before, without it', () => {
    const r = supplementIntakes([weekly, { ...weekly, key: 'name:b', every: 'day' }]);
    expect(r).toEqual({
      ok: true,
      intakes: [
        { name: 'Uprise D3 60K', dose: 1, unit: 'sachet', every: 'week' },
        { name: 'Uprise D3 60K', dose: 1, unit: 'sachet' },
      ],
    });
  });

  it('changes the fingerprint, and comes back from the plan', () => {
    expect(supplementsFingerprint([weekly])).not.toBe(
      supplementsFingerprint([{ ...weekly, every: 'month' }]),
    );
    const back = picksFromPlan({
      locale: 'en-US',
      medicineTaboos: [],
      productReviews: [
        {
          name: 'Uprise D3 60K',
          optionId: 'vitamin-d3-1000iu',
          verdict: 'keep',
          issues: [],
          dose: { amount: 1, unit: 'sachet', text: '1 sachet a week', every: 'week' },
        },
      ],
    }).supplements;
    expect(back[0]).toMatchObject({ dose: '1', unit: 'sachet', every: 'week' });
  });
});
