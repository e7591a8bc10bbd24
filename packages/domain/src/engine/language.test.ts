import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { EngineResult } from '../contracts/plan';
import { DRUGS } from '../interactions';
import { SUPPLEMENT_OPTIONS } from '../knowledge/supplements';
import { allLabMarkers } from '../labs';
import { ADULT_WOMAN } from '../testing';
import { CHAT_PERSONA } from '../assistant/testing';
import { planFor } from './index';
import { answersArbitrary } from './testing';

/**
 * A plan read in the other language (issue 19.1) is the same plan: the standards it was made under
 * (Chinese or US DRIs, BMI cut-offs, lab ranges) decide every number, id and source; the language
 * decides only the words. These keys hold words.
 */
const WORDS = new Set([
  'text',
  'timing',
  'reason',
  'name',
  'meaning',
  'flagLabel',
  'summary',
  'drug',
  'supplement',
  'mechanism',
  'advice',
  'usage',
  'content',
  'disclaimer',
  'label',
  'title',
  'note',
  'portion',
  'servingUnit',
  'dosageText',
  'retestText',
  'printed',
  'locale',
  'see',
  'issues',
]);

/** Lists the engine sorts by name (medicine warnings and reasons, by the drug's name) are compared as sets. */
const BY_NAME = new Set(['medicineTaboos', 'reasons']);

function numbersAndIds(v: unknown, key = ''): unknown {
  if (Array.isArray(v)) {
    const items = v.map((x) => numbersAndIds(x));
    return BY_NAME.has(key) ? items.map((x) => JSON.stringify(x)).sort() : items;
  }
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => !WORDS.has(k))
        .map(([k, x]) => [k, numbersAndIds(x, k)]),
    );
  }
  return v;
}

function words(v: unknown, out: string[] = [], key = ''): string[] {
  if (Array.isArray(v)) for (const x of v) words(x, out, key);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) words(x, out, k);
  else if (typeof v === 'string' && WORDS.has(key) && key !== 'locale') out.push(v);
  return out;
}

const other = (l: Locale): Locale => (l === 'zh-CN' ? 'en-US' : 'zh-CN');
const CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;

function checkSamePlan(answers: Parameters<typeof planFor>[0], standards: Locale): void {
  const own: EngineResult = planFor(answers, standards);
  const read = planFor(answers, other(standards), { standards });
  expect(read.locale).toBe(other(standards));
  expect(read.standards).toBe(standards);
  expect(numbersAndIds(read)).toEqual(numbersAndIds({ ...own, standards }));
  // What the person typed (their own product names) is shown as typed.
  const typed = (answers.supplements ?? []).flatMap((x) => ('name' in x && x.name ? [x.name] : []));
  const shown = words(read).map((w) => typed.reduce((out, name) => out.split(name).join(''), w));
  if (other(standards) === 'en-US') {
    // English words only (a Chinese standard's title stays in `ref`, which is not a word field).
    expect(shown.filter((w) => CJK.test(w))).toEqual([]);
  } else {
    // No English sentence (a product's own Latin name, a nutrient id someone typed, may stand alone).
    expect(shown.filter((w) => /[A-Za-z]{3,} [A-Za-z]{3,}/.test(w) && !CJK.test(w))).toEqual([]);
  }
}

describe('a plan read in the other language', () => {
  it.each(['zh-CN', 'en-US'] as const)('keeps every number and source of a %s plan', (standards) => {
    checkSamePlan(
      {
        ...CHAT_PERSONA,
        labs: [
          { marker: 'ferritin', value: 8, unit: 'ug/L' },
          { marker: 'vitaminD25OH', value: 30, unit: 'nmol/L' },
        ],
      },
      standards,
    );
    checkSamePlan({ ...ADULT_WOMAN, lifeStage: 'pregnant_t2', prePregnancyWeightKg: 60 }, standards);
  });

  it('a zh-CN plan with two multivitamins in pregnancy, read in English, quotes the other in English marks', () => {
    // The property below found it (seed -137216986): "The one to stop is the other, 「Adult multivitamin」".
    checkSamePlan(
      {
        gender: 'female',
        age: 18,
        heightCm: 100,
        weightKg: 25,
        activityLevel: 'sedentary',
        lifeStage: 'pregnant_t1',
        supplements: [
          { optionId: 'multivitamin-adult', dose: 0.1, unit: 'mg' },
          { optionId: 'multivitamin-adult', dose: 0.1, unit: 'mg' },
        ],
      },
      'zh-CN',
    );
  });

  it('a zh-CN plan with anaemia in pregnancy, read in English, keeps the Chinese guideline’s iron dose', () => {
    // The property below found it (seed 1375161433): 105 mg read in English became 60 mg.
    checkSamePlan(
      {
        gender: 'female',
        age: 18,
        heightCm: 100,
        weightKg: 25,
        activityLevel: 'sedentary',
        lifeStage: 'pregnant_t1',
        labs: [
          { marker: 'hemoglobin', unit: 'g/L', value: 0 },
          { marker: 'ferritin', unit: 'µg/L', value: 0 },
        ],
      },
      'zh-CN',
    );
  });

  it('keeps them for any answers (property)', () => {
    const pools = {
      medicines: DRUGS.map((d) => d.id),
      supplementOptionIds: SUPPLEMENT_OPTIONS.map((o) => o.id),
      labs: allLabMarkers().map((m) => ({ marker: m.key, unit: m.unit, min: 0, max: 500 })),
    };
    fc.assert(
      fc.property(
        answersArbitrary(pools),
        fc.constantFrom<Locale>('zh-CN', 'en-US'),
        (answers, standards) => {
          checkSamePlan(answers, standards);
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
