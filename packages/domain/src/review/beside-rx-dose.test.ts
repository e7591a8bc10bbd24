/**
 * A low 25-OH D with a 5,000 IU capsule she has not marked prescribed, a multivitamin and calcium with D (a read-through
 * of blind answer round 62): the capsule's own line sends its dose to the prescriber, so the products beside it are never
 * told they "need not be stopped" once the capsule is — they are kept, within the UL without it, with the prescriber told.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, person } from '../testing';

const LOW_D: Answers = {
  ...person('female', 55, 160, 60, 'light'),
  labs: [{ marker: 'vitaminD25OH', value: 14, unit: 'ng/mL' }],
  supplements: [
    { optionId: 'vitamin-d3-5000iu', dose: 1, unit: 'capsule' },
    { optionId: 'multivitamin-50plus', dose: 1, unit: 'tablet' },
    { optionId: 'calcium-carbonate-d3', dose: 600, unit: 'mg' },
  ],
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const reviews = planFor(LOW_D, locale).productReviews;
  const of = (id: string) => reviews.find((r) => r.optionId === id)!;

  it('the capsule is the prescriber’s dose to ask about', () => {
    expect(of('vitamin-d3-5000iu').issues.join(' ')).toMatch(
      zh ? /只由医生开的处方剂量/ : /a dose only a prescriber gives/,
    );
  });

  it('the multivitamin and the calcium are kept beside it, never “once you stop it”', () => {
    for (const id of ['multivitamin-50plus', 'calcium-carbonate-d3']) {
      const r = of(id);
      expect(r.verdict, id).toBe('keep');
      const text = r.issues.join(' ');
      expect(text).toMatch(
        zh
          ? /「维生素D3 5000 IU」的剂量只由医生开/
          : /because of "Vitamin D3 5000 IU", a dose only a prescriber gives/,
      );
      expect(text).not.toMatch(zh ? /停用「维生素D3 5000 IU」后/ : /without "Vitamin D3 5000 IU"/i);
    }
  });

  it('with no low level the capsule is over the UL on its own and the one to stop', () => {
    const r = planFor({ ...LOW_D, labs: [] }, locale).productReviews;
    expect(r.find((x) => x.optionId === 'vitamin-d3-5000iu')!.verdict).toBe('over_ul');
    expect(r.find((x) => x.optionId === 'multivitamin-50plus')!.issues.join(' ')).toMatch(
      zh ? /停用「维生素D3 5000 IU」后/ : /without "Vitamin D3 5000 IU"/,
    );
  });
});

// On warfarin the multivitamin is ruled out for its own reason (vitamin K): the line beside the repletion dose says only
// that the vitamin D total is no reason to stop it — never "keep it" beside an avoid verdict.
describe.each(LOCALES)('%s, on warfarin', (locale) => {
  it('the line beside the dose never says "keep it" when the product is ruled out for another reason', () => {
    const reviews = planFor({ ...LOW_D, medicines: ['warfarin'] }, locale).productReviews;
    const multi = reviews.find((r) => r.optionId === 'multivitamin-50plus')!;
    expect(multi.issues.join(' ')).not.toMatch(locale === 'zh-CN' ? /可以继续吃/ : /keep it/);
  });
});
