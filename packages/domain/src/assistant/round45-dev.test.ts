import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

// Blind answer round 45 (development data), unsafe zh-021, en-022 and zh-022, in words of our own: a breastfeeding
// vegetarian with a borderline B12 is never told she needs no more B12, and an iron deficiency typed in traditional
// characters is treated, not called "iron over the upper limit".

vi.setConfig({ testTimeout: 30_000 });

const nursing = (labs: Answers['labs']): Answers => ({
  ...person('female', 31, 158, 55, 'light'),
  lifeStage: 'lactating',
  dietPattern: 'vegetarian',
  supplements: [{ optionId: 'prenatal-multivitamin', dose: 1, unit: 'tablet' }],
  labs,
});
const ask = (a: Answers, text: string, locale: 'zh-CN' | 'en-US') =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor(`r45:${JSON.stringify(a.labs)}`, a, locale),
    medicines: [],
  });

describe('a borderline B12 while breastfeeding', () => {
  const b12 = nursing([{ marker: '維生素B12', value: 250, unit: 'pg/mL', labRefLow: 211, labRefHigh: 911 }]);
  it('the plan says what the baby needs from her milk', () => {
    const plan = storedPlanFor('r45:b12plan', b12, 'en-US');
    const f = plan.findings.find((x) => x.id === 'lactation-b12-baby');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(/borderline/);
  });
  it.each([
    [
      'zh-CN',
      '吃素的 B12才250 医生说临界 会不会让宝宝缺B12啊，奶里够不够',
      /临界范围.*喂母乳.*每天有可靠的B12来源/,
    ],
    [
      'en-US',
      'is a 1000 mcg methylcobalamin tablet too much while I nurse?',
      /borderline.*breastfeeding[\s\S]*1,000 µg a day, are safe/,
    ],
  ] as const)('%s: %s', (locale, text, says) => {
    const r = ask(b12, text, locale);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(/没有再加维生素B12|adds no more Vitamin B12/);
  });
  it('a normal B12 while breastfeeding on a mixed diet gets no such finding', () => {
    const plan = storedPlanFor(
      'r45:b12ok',
      {
        ...nursing([{ marker: 'Vitamin B12', value: 450, unit: 'pg/mL' }]),
        dietPattern: 'omnivore',
      },
      'en-US',
    );
    expect(plan.findings.find((x) => x.id === 'lactation-b12-baby')).toBeUndefined();
  });
});

describe('an iron deficiency typed in traditional characters', () => {
  const iron: Answers = {
    ...nursing([
      { marker: '血紅素', value: 11.1, unit: 'g/dL', labRefLow: 12, labRefHigh: 16 },
      { marker: '鐵蛋白', value: 12, unit: 'ng/mL', labRefLow: 15, labRefHigh: 150 },
    ]),
    supplements: [
      { optionId: 'prenatal-multivitamin', dose: 1, unit: 'tablet' },
      { optionId: 'iron-bisglycinate', dose: 1, unit: 'capsule' },
    ],
  };
  it('reads both values and treats the deficiency instead of stopping the iron tablet', () => {
    const plan = storedPlanFor('r45:iron', iron, 'zh-CN');
    expect(plan.findings.map((f) => f.id)).not.toContain('lab-rejected');
    expect(plan.reportAnalysis?.markers.map((m) => m.key)).toEqual(
      expect.arrayContaining(['hemoglobin', 'ferritin']),
    );
    const tablet = plan.productReviews.find((p) => p.optionId === 'iron-bisglycinate');
    expect(tablet?.verdict).not.toBe('over_ul');
  });
});
