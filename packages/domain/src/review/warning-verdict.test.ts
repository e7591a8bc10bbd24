/**
 * Kelp got "keep" for a breastfeeding woman while its own warning said "do not take them… in pregnancy
 * or breastfeeding" (clinician review 2026-11-25, products §3). In pregnancy or breastfeeding a product
 * whose warning rules them out is `avoid`, with that warning as the reason.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, person } from '../testing';

const woman = person('female', 30, 160, 55, 'light');
const KELP = { name: '海带片', optionId: 'kelp', dose: 150, unit: 'ug' } as const;
const COHOSH = { name: 'black cohosh', optionId: 'black-cohosh', dose: 40, unit: 'mg' } as const;

const at = (lifeStage: Answers['lifeStage'], supplements: Answers['supplements']): Answers => ({
  ...woman,
  lifeStage,
  ...(lifeStage === 'pregnant_t2' ? { gestationalWeek: 20 } : {}),
  supplements,
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const warning = zh ? /怀孕或哺乳.*不要服用/ : /do not take them.*in pregnancy or breastfeeding/;

  it.each(['lactating', 'pregnant_t2'] as const)(
    'kelp while %s is "avoid", its warning the reason',
    (stage) => {
      const r = planFor(at(stage, [KELP]), locale).productReviews[0]!;
      expect(r.verdict).toBe('avoid');
      expect(r.issues.join(' ')).toMatch(warning);
    },
  );

  it('black cohosh while breastfeeding is "avoid" (its warning: not in pregnancy or breastfeeding)', () => {
    const r = planFor(at('lactating', [COHOSH]), locale).productReviews[0]!;
    expect(r.verdict).toBe('avoid');
  });

  it('kelp outside pregnancy and breastfeeding keeps the warning but is not ruled out by it', () => {
    const r = planFor(at('none', [KELP]), locale).productReviews[0]!;
    expect(r.verdict).not.toBe('avoid');
    expect(r.issues.join(' ')).toMatch(zh ? /怀孕或哺乳/ : /pregnancy or breastfeeding/);
  });

  it('a kelp product her doctor prescribed stays the doctor\'s (warning said, not "avoid")', () => {
    const r = planFor(at('lactating', [{ ...KELP, prescribed: true }]), locale).productReviews[0]!;
    expect(r.verdict).not.toBe('avoid');
  });
});
