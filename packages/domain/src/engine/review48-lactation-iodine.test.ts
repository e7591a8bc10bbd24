import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Forty-eighth blind clinician review (2026-12-02), zh M12: breastfeeding on methimazole was told both "seaweed once
// or twice a week" (the breastfeeding item) and "no kelp or laver" (the thyroid item).

const mother = (conditions: Answers['conditions']): Answers => ({
  ...person('female', 30, 162, 60, 'light'),
  lifeStage: 'lactating',
  conditions,
  medicines: conditions?.includes('hyperthyroid') ? ['methimazole'] : [],
});

const item = (a: Answers, locale: (typeof LOCALES)[number], id: string) =>
  planFor(a, locale).findings.find((f) => f.id === id)?.text ?? '';

describe('breastfeeding with an overactive thyroid: one word on iodine', () => {
  it.each(LOCALES)(
    '%s: the breastfeeding item defers to the thyroid limit, no seaweed every week',
    (locale) => {
      const a = mother(['hyperthyroid']);
      const text = item(a, locale, 'lactation');
      expect(text).not.toMatch(
        /海带、紫菜等海产品）|seaweed such as kelp or laver once or twice a week|碘每天 \d+ 微克|iodine \d+ µg a day/,
      );
      expect(text).toMatch(
        locale === 'zh-CN' ? /碘按甲亢的要求限制/ : /iodine is limited as your overactive thyroid needs/,
      );
      expect(text).toMatch(/DHA/);
    },
  );
  it.each(LOCALES)('%s: without a thyroid condition the iodine target stays', (locale) => {
    expect(item(mother([]), locale, 'lactation')).toMatch(/碘每天 \d+ 微克|iodine \d+ µg a day/);
  });
});
