/**
 * A women's multivitamin with 80 mg of potassium got "avoid", "Serious interaction with Spironolactone:
 * do not take them together" and a "Best not taken with" drospirenone line (clinician review 2026-11-25,
 * products §6). Potassium-raising medicines' labels warn of potassium supplements and salt substitutes
 * (Aldactone US PI §5.1/§7.1; Yasmin US PI §5.2): a product not bought for potassium with at most
 * 100 mg a day is not ruled out by them.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, person } from '../testing';

const ON_SPIRO = (supplements: Answers['supplements']): Answers => ({
  ...person('female', 28, 160, 55, 'light'),
  medicines: ['spironolactone', 'drospirenone-ethinylestradiol'],
  supplements,
});
const MULTI = { name: '女士复合维生素', optionId: 'multivitamin-women', dose: 1, unit: 'tablet' } as const;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it("the women's multivitamin (80 mg potassium) is not ruled out; one plain line names both medicines", () => {
    const r = planFor(ON_SPIRO([MULTI]), locale).productReviews[0]!;
    expect(r.verdict).not.toBe('avoid');
    const text = r.issues.join(' ');
    expect(text).not.toMatch(zh ? /严重相互作用|最好避免/ : /Serious interaction|Best not taken with/);
    const lines = r.issues.filter((x) => (zh ? /只含钾 80 mg/ : /only 80 mg of potassium/).test(x));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      zh ? /螺内酯、屈螺酮炔雌醇/ : /Spironolactone and Drospirenone\/ethinylestradiol labels warn/,
    );
  });

  it('above 100 mg a day (two tablets, 160 mg) the potassium rule holds', () => {
    const r = planFor(ON_SPIRO([{ ...MULTI, dose: 2 }]), locale).productReviews[0]!;
    expect(r.verdict).toBe('avoid');
  });

  it.each([
    [{ name: 'potassium gluconate', optionId: 'potassium-99', dose: 99, unit: 'mg' }],
    [{ name: 'NoSalt', dose: 1.5, unit: 'g' }],
  ] as const)('a product bought for potassium stays "avoid" however little: %o', (s) => {
    expect(planFor(ON_SPIRO([s]), locale).productReviews[0]!.verdict).toBe('avoid');
  });
});
