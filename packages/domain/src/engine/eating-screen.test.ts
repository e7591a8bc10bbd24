import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersSchema, SCOFF_ITEMS, scoffPositive, type Answers } from '../contracts/questionnaire';
import { EATING_SCREEN_FINDING_ID } from '../knowledge/scoff';
import { answersArbitrary, findingOf, LOCALES, person } from '../testing';
import { planFor } from './index';

/** SCOFF answers with the first `n` questions answered "yes" and the rest "no". */
const yes = (n: number): NonNullable<Answers['scoff']> =>
  Object.fromEntries(SCOFF_ITEMS.map((k, i) => [k, i < n])) as NonNullable<Answers['scoff']>;

// BMI 29.7 (overweight in both standards) with a weight-loss goal: the plan would set a deficit.
const wantsToLose: Answers = { ...person('female', 34, 165, 81, 'light'), goals: ['weight_loss', 'energy'] };

describe('eating-disorder screen (SCOFF, Morgan 1999: 2 or more "yes" is positive)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
    [5, true],
  ] as const)('%s "yes" → positive %s', (n, positive) => {
    expect(scoffPositive(yes(n))).toBe(positive);
    for (const locale of LOCALES) {
      const plan = planFor({ ...wantsToLose, scoff: yes(n) }, locale);
      const screen = findingOf(plan, EATING_SCREEN_FINDING_ID);
      if (!positive) {
        // 0 or 1 "yes": the plan is the one without the screen.
        expect(plan).toEqual(planFor(wantsToLose, locale));
        expect(screen).toBeUndefined();
        continue;
      }
      expect(plan.profile.energyTargetKcal).toBeUndefined();
      expect(findingOf(plan, 'energy-target')).toBeUndefined();
      expect(plan.profile.goals).toEqual(['energy']);
      expect(screen!.severity).toBe('warning');
      expect(screen!.text).toMatch(
        locale === 'zh-CN'
          ? new RegExp(`有 ${n} 个回答“是”.*全科或家庭医生.*精神心理科或进食障碍门诊.*“减重”目标这次先放一放`)
          : new RegExp(
              `“yes” to ${n} of the 5.*GP or family doctor, or an eating-disorder service.*weight-loss goal is set aside`,
            ),
      );
    }
  });

  it('a screen without a weight-loss goal refers without mentioning a goal', () => {
    const plan = planFor({ ...person('female', 22, 165, 50, 'light'), scoff: yes(2) }, 'zh-CN');
    const f = findingOf(plan, EATING_SCREEN_FINDING_ID)!;
    expect(f.text).toMatch(/进食障碍门诊/);
    expect(f.text).not.toMatch(/减重”目标/);
  });

  it('in pregnancy the screen never says to keep the weight steady', () => {
    const pregnant: Answers = {
      ...person('female', 28, 160, 62, 'light'),
      lifeStage: 'pregnant_t2',
      scoff: yes(3),
    };
    const zh = findingOf(planFor(pregnant, 'zh-CN'), EATING_SCREEN_FINDING_ID)!.text;
    const en = findingOf(planFor(pregnant, 'en-US'), EATING_SCREEN_FINDING_ID)!.text;
    expect(zh).toMatch(/能量按孕期需要安排/);
    expect(en).toMatch(/energy follows what your pregnancy needs/);
    expect(`${zh} ${en}`).not.toMatch(/保持体重|keep your weight steady/);
  });

  it('unanswered questions count as "no"; the object is strict', () => {
    expect(scoffPositive({ sick: true })).toBe(false);
    expect(scoffPositive({ sick: true, food: true })).toBe(true);
    const r = answersSchema.safeParse({ ...wantsToLose, scoff: { sick: 'yes' } });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['scoff', 'sick']);
    expect(answersSchema.safeParse({ ...wantsToLose, scoff: { vomit: true } }).success).toBe(false);
  });

  it('property: a positive screen never gets an energy target below the maintenance estimate', () => {
    fc.assert(
      fc.property(
        answersArbitrary(),
        fc.integer({ min: 2, max: 5 }),
        fc.constantFrom(...LOCALES),
        (a, n, locale) => {
          const plan = planFor(
            { ...a, goals: [...new Set([...(a.goals ?? []), 'weight_loss' as const])], scoff: yes(n) },
            locale,
          );
          const target = plan.profile.energyTargetKcal ?? plan.profile.tdeeKcal;
          expect(target).toBeGreaterThanOrEqual(plan.profile.tdeeKcal);
          expect(plan.profile.goals ?? []).not.toContain('weight_loss');
          expect(findingOf(plan, 'energy-target')).toBeUndefined();
          expect(findingOf(plan, EATING_SCREEN_FINDING_ID)).toBeDefined();
        },
      ),
      { numRuns: 60 },
    );
  });
});
