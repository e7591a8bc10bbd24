/**
 * Blind answer round 66 (en-035, zh-038, zh-042, unsafe; development data): a thalassaemia carrier 20 weeks
 * pregnant, ferritin 85, on Elevit. The plan ruled the prenatal out for its iron and then said "choose a
 * replacement that still has iron"; nothing said her folic acid had to go on. When iron itself is ruled out the
 * obstetrician decides on iron from a ferritin (BSH 2020), and a held prenatal that is her only folic acid says
 * how to keep 400 µg a day (WHO 2016 A.2.1).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, person } from '../testing';

const carrier = (extra: Partial<Answers> = {}): Answers => ({
  ...person('female', 29, 158, 55, 'light'),
  lifeStage: 'pregnant_t2',
  conditions: ['haemoglobinopathy'],
  supplements: [{ optionId: 'elevit', dose: 1, unit: 'tablet' }],
  labs: [{ marker: 'ferritin', value: 85, unit: 'ng/mL' }],
  ...extra,
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('a prenatal held for its iron: no "replacement with iron", the obstetrician decides, folic acid kept', () => {
    const review = planFor(carrier(), locale).productReviews.find((r) => r.optionId === 'elevit')!;
    expect(review.verdict).toBe('avoid');
    const text = review.issues.join('\n');
    expect(text).not.toMatch(zh ? /请仍含铁/ : /still has iron/);
    expect(text).toMatch(zh ? /由产科医生根据铁蛋白决定/ : /your obstetrician decides from your ferritin/);
    expect(text).toMatch(zh ? /唯一的叶酸来源.*400微克/ : /only folic acid.*400 µg/);
  });

  it('with a folic acid tablet of her own beside it, no folic acid line (it is not her only source)', () => {
    const review = planFor(
      carrier({
        supplements: [
          { optionId: 'elevit', dose: 1, unit: 'tablet' },
          { optionId: 'folic-acid-400', dose: 400, unit: 'ug' },
        ],
      }),
      locale,
    ).productReviews.find((r) => r.optionId === 'elevit')!;
    expect(review.issues.join('\n')).not.toMatch(zh ? /唯一的叶酸来源/ : /only folic acid/);
  });

  it('not pregnant or planning: no folic acid line', () => {
    const review = planFor(carrier({ lifeStage: 'none' }), locale).productReviews.find(
      (r) => r.optionId === 'elevit',
    )!;
    expect(review.issues.join('\n')).not.toMatch(zh ? /唯一的叶酸来源/ : /only folic acid/);
  });
});
