/**
 * Twenty-sixth clinician review, en M7: a current smoker who is pregnant got only the smokers' vitamin C
 * note. Every pregnancy plan for a current smoker advises quitting with help (ACOG Committee Opinion 807,
 * 2020): en-US names 1-800-QUIT-NOW; zh-CN a stop-smoking clinic and the 12320 health hotline. Former
 * smokers, and smokers who are not pregnant, get no such finding.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, findingOf, person } from '../testing';
import { planFor } from './index';

const who = (lifeStage: Answers['lifeStage'], smoking: Answers['smoking']): Answers => ({
  ...person('female', 27, 163, 64, 'light'),
  lifeStage,
  ...(smoking ? { smoking } : {}),
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it.each(['pregnant_t1', 'pregnant_t2', 'pregnant_t3'] as const)(
    'a current smoker, %s: quit with help, the hotline of her standards',
    (stage) => {
      const f = findingOf(planFor(who(stage, 'current'), locale), 'pregnancy-smoking');
      expect(f?.severity).toBe('warning');
      expect(f?.text).toMatch(zh ? /戒烟.*产科医生/ : /stopping.*obstetrician/);
      expect(f?.text).toContain(zh ? '12320' : '1-800-QUIT-NOW');
      expect(f?.text).toMatch(zh ? /电子烟.*不安全/ : /E-cigarettes are not safe/);
      expect(f?.reasons[0]?.source?.ref).toMatch(/ACOG Committee Opinion No\. 807/);
    },
  );

  it.each([
    ['a former smoker, pregnant', who('pregnant_t2', 'former')],
    ['a non-smoker, pregnant', who('pregnant_t2', undefined)],
    ['a current smoker, not pregnant', who('none', 'current')],
    ['a current smoker, breastfeeding', who('lactating', 'current')],
  ] as const)('%s: no pregnancy smoking finding', (_, a) => {
    expect(findingOf(planFor(a, locale), 'pregnancy-smoking')).toBeUndefined();
  });
});
