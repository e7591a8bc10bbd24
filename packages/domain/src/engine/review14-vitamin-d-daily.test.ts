/**
 * Fourteenth clinician review, en P5 #4: "vitamin D 50,000 every day" went unchecked. In the questionnaire
 * the strength in a product's name was not read ("Vitamin D3 50,000 IU", 1 capsule: "not known how much one
 * capsule contains"), and a daily 50,000 IU marked prescribed was "keep taking it as prescribed". Now the
 * name's strength is read, and a loading strength listed as daily — prescribed or not — is never "keep":
 * it is a weekly dose, check the prescription today, not every day until confirmed. Both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const ANJALI = new Map(REFERENCE_PERSONAS).get('Anjali leflunomide, planning a pregnancy, ALT 72 (en)')!;
const withVitaminD = (supplement: NonNullable<Answers['supplements']>[number]): Answers => ({
  ...ANJALI,
  supplements: [supplement],
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it.each<[string, Answers]>([
    [
      '"Vitamin D3 50,000 IU", 1 capsule',
      withVitaminD({ name: 'Vitamin D3 50,000 IU', dose: 1, unit: 'capsule' }),
    ],
    [
      '"vitamin D 50000", 1 capsule, prescribed',
      withVitaminD({ name: 'vitamin D 50000', dose: 1, unit: 'capsule', prescribed: true }),
    ],
    [
      'vitamin D3 picked, 50,000 IU a day, prescribed',
      withVitaminD({ optionId: 'vitamin-d3-1000iu', dose: 50000, unit: 'IU', prescribed: true }),
    ],
  ])('%s: never "keep", a weekly strength taken daily', (_, answers) => {
    const review = planFor(answers, locale).productReviews[0]!;
    expect(review.verdict).toBe('over_ul');
    const issues = review.issues.join(' ');
    expect(issues).toMatch(zh ? /每周一次/ : /once-a-week loading dose/);
    // The Chinese UL is 50 µg (2023 DRIs), the US one 100 µg.
    expect(issues).toMatch(zh ? /25 倍/ : /12\.5 times/);
    expect(issues).not.toMatch(zh ? /请继续按医嘱服用/ : /keep taking it as prescribed/);
  });
  it('a strength in the name below the UL is counted, not "unknown" (en P3 #10: Boots Vitamin D 25ug)', () => {
    const review = planFor(withVitaminD({ name: 'Boots Vitamin D 25ug', dose: 1, unit: 'tablet' }), locale)
      .productReviews[0]!;
    expect(review.verdict).not.toBe('unchecked');
    expect(review.issues.join(' ')).not.toMatch(
      zh ? /不知道每片/ : /do not know how much one tablet contains/,
    );
  });
});
