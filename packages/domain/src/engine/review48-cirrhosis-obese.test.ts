import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Forty-eighth blind clinician review (2026-12-02), en M15: BMI 30.2 with compensated cirrhosis and a weight-loss goal
// was told "there is no weight-loss target — do not cut back" (EASL 2019: a moderate deficit with protein kept up).

const darnell = (kg: number): Answers => ({
  ...person('male', 58, 178, kg, 'light'),
  conditions: ['cirrhosis', 'diabetes'],
  goals: ['weight_loss'],
});

const liverFinding = (a: Answers, locale: (typeof LOCALES)[number]) =>
  planFor(a, locale).findings.find((f) => f.id === 'liver-disease')!.text;

describe('cirrhosis and a BMI of 30 or more', () => {
  it.each(LOCALES)(
    '%s: slow weight loss without ascites, protein kept up, not "do not cut back"',
    (locale) => {
      const text = liverFinding(darnell(96), locale);
      expect(text).toMatch(
        locale === 'zh-CN'
          ? /慢慢减重.*500–800千卡.*5%–10%.*1\.5克/s
          : /slow weight loss.*500–800 kcal.*5–10 %.*1\.5 g/s,
      );
      expect(text).toMatch(
        locale === 'zh-CN' ? /有腹水.*不要自己减/s : /With ascites.*do not cut back on your own/s,
      );
      expect(text).not.toMatch(/no weight-loss target|不给减重热量目标/);
    },
  );
  it.each(LOCALES)('%s: not obese (BMI 26): no weight-loss target, at least 35 kcal/kg', (locale) => {
    const text = liverFinding(darnell(82), locale);
    expect(text).toMatch(locale === 'zh-CN' ? /不给减重热量目标/ : /no weight-loss target/);
  });
});
