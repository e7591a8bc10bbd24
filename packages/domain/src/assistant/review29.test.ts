/**
 * Twenty-ninth clinician review (2026-11-30), zh M1: rasagiline (安齐来) at its usual dose was given the full
 * MAOI tyramine diet (no soy sauce, 腐乳, 豆豉) for a thin 74-year-old. Its label needs no general tyramine
 * restriction; only foods very high in tyramine are avoided.
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '../engine/index';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { dietNotesFor } from '../interactions/diet-notes';
import { askAs } from './faq/testing';

describe('rasagiline is not the antidepressant MAOIs’ tyramine diet', () => {
  it('the plan gives its own row, not the MAOI diet', () => {
    const ids = dietNotesFor(['rasagiline'], 'en-US').map((n) => n.id);
    expect(ids).toContain('rasagiline-tyramine');
    expect(ids).not.toContain('maoi-tyramine');
    expect(dietNotesFor(['phenelzine'], 'en-US').map((n) => n.id)).toContain('maoi-tyramine');
  });

  it.each([
    ['zh-CN', '我爸吃安齐来，能吃酱油腐乳吗', /酱油、醋、腐乳、豆豉、酸奶正常吃就行/],
    ['en-US', 'on azilect, can I eat cheese and soy sauce?', /needs no general tyramine diet/],
  ] as const)(
    '%s "%s"',
    (locale, text, says) => {
      const r = askAs({ locale, text });
      expect(r.text).toMatch(says);
    },
    60_000,
  );

  it('phenelzine keeps the cheese rule', () => {
    // Cheese beside another fermented food: the MAOI list answers both (blind answer round 50, en-005).
    const r = askAs({ locale: 'en-US', persona: 'phenelzine', text: 'can I eat cheese and soy sauce?' });
    expect(r.text).toMatch(/aged cheeses/);
    expect(r.text).toMatch(/cottage cheese/);
    expect(r.text).toMatch(/soy sauce/);
  }, 60_000);
});

// Twenty-ninth clinician review, en M2: turmeric kept with raised liver enzymes.
describe('turmeric with liver disease or raised liver enzymes', () => {
  it('is avoid, with the liver line, in the plan of a person with hepatitis C', () => {
    const name = 'Dwight hepatitis C on Epclusa, Prilosec, Tums, metformin (en)';
    const answers = new Map(REFERENCE_PERSONAS).get(name)!;
    const review = planFor(answers, 'en-US').productReviews.find((r) => /turmeric/i.test(r.name));
    expect(review?.verdict).toBe('avoid');
    expect(review?.issues.join(' ')).toMatch(
      /Turmeric and curcumin supplements have been linked to liver injury/,
    );
  });
});

// Twenty-ninth clinician review, en M14 (in part): with diabetes, an LDL is read against the
// diabetes goal (below 2.6 mmol/L, 100 mg/dL).
describe('an LDL with diabetes', () => {
  it('120 mg/dL is above the goal with diabetes, within range without', () => {
    const withDiabetes = askAs({
      locale: 'en-US',
      persona: 'diabetes on insulin, glucose 2.6',
      text: 'my LDL was 120 mg/dL, is that good?',
    });
    expect(withDiabetes.text).toMatch(/LDL cholesterol 120 mg\/dL: high/);
    expect(askAs({ locale: 'en-US', text: 'my LDL was 120 mg/dL, is that good?' }).text).toMatch(
      /LDL cholesterol 120 mg\/dL: within the normal range/,
    );
  }, 60_000);
});
