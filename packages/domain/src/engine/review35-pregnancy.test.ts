/**
 * Thirty-fifth clinician review (en S2, en S3): Jen, 6 weeks pregnant on metformin, alcohol "light", HbA1c
 * 5.9 %. Her plan never said "no alcohol in pregnancy" (only metformin's "heavy or binge drinking"), and its
 * HbA1c findings prescribed weight loss and a yearly re-test.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, findingOf, person } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const JEN = REFERENCE_PERSONAS.find(([n]) => n.startsWith('Jen: 6 weeks pregnant'))![1];

const who = (lifeStage: Answers['lifeStage'], alcohol: Answers['alcohol']): Answers => ({
  ...person('female', 30, 165, 62, 'light'),
  lifeStage,
  ...(alcohol ? { alcohol } : {}),
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  describe('en S2: alcohol in a pregnancy plan', () => {
    it.each(['light', 'moderate', 'heavy'] as const)(
      'drinks %s, pregnant: none at all, with help',
      (alcohol) => {
        const f = findingOf(planFor(who('pregnant_t1', alcohol), locale), 'pregnancy-alcohol');
        expect(f?.severity).toBe('warning');
        expect(f?.text).toMatch(
          zh ? /一滴酒也不要喝.*没有已知安全的饮酒量/ : /no alcohol at all.*no known safe amount/,
        );
        expect(f?.text).toMatch(zh ? /告诉产科医生/ : /tell your obstetrician/);
        expect(f?.reasons[0]?.source?.ref).toMatch(/CDC.*ACOG Committee Opinion No\. 496/);
      },
    );

    it.each([
      ['a non-drinker, pregnant', who('pregnant_t2', 'none')],
      ['no alcohol answer, pregnant', who('pregnant_t2', undefined)],
      ['a drinker, not pregnant', who('none', 'light')],
    ] as const)('%s: no pregnancy alcohol finding', (_, a) => {
      expect(findingOf(planFor(a, locale), 'pregnancy-alcohol')).toBeUndefined();
    });

    it('Jen: the finding, and metformin’s alcohol text says none in pregnancy, not "heavy or binge"', () => {
      const plan = planFor(JEN, locale);
      expect(findingOf(plan, 'pregnancy-alcohol')).toBeDefined();
      const met = findingOf(plan, 'medicine-diet:alcohol-metformin');
      expect(met?.text).toMatch(zh ? /一小杯也不要/ : /not even a small glass/);
      expect(met?.text).not.toMatch(zh ? /大量喝酒或一次喝很多/ : /heavy or binge/);
      expect(met?.text).toMatch(zh ? /不要自己停药或改剂量/ : /do not stop or change it on your own/);
    });
  });

  describe('en S3: HbA1c 5.7–6.4 % in pregnancy', () => {
    it('Jen: the HbA1c finding, the glucose finding and the re-test never say weight loss or a year', () => {
      const plan = planFor(JEN, locale);
      const a1c = findingOf(plan, 'lab:hba1c');
      const glucose = findingOf(plan, 'glucose-prediabetes');
      for (const f of [a1c, glucose]) {
        expect(f?.text).toMatch(zh ? /怀孕期间不要减重/ : /Do not try to lose weight while pregnant/);
        expect(f?.text).toMatch(zh ? /第一次产检时把这个结果告诉产科医生/ : /first prenatal visit/);
        expect(f?.text).not.toMatch(
          zh ? /减重、多吃|每年复查/ : /Weight loss, more fibre|weight loss, more fibre|every year/,
        );
      }
      expect(a1c?.text).toMatch(
        zh
          ? /不要自己停药或改剂量，这周内问产科医生/
          : /do not stop or change it on your own; ask your obstetrician/,
      );
      const marker = plan.reportAnalysis?.markers.find((m) => m.key === 'hba1c');
      expect(marker?.retest).toBeUndefined();
      expect(JSON.stringify(plan.reportAnalysis)).not.toMatch(/"weeks":52/);
      expect(plan.profile.energyTargetKcal ?? null).toBeNull();
    });

    it('not pregnant, the same HbA1c: still the prediabetes band and the yearly re-test', () => {
      const plan = planFor({ ...JEN, lifeStage: 'none', gestationalWeek: undefined } as Answers, locale);
      expect(findingOf(plan, 'glucose-prediabetes')?.text).toMatch(zh ? /每年复查/ : /every year/);
      expect(plan.reportAnalysis?.markers.find((m) => m.key === 'hba1c')?.retest?.weeks).toBe(52);
    });
  });
});
