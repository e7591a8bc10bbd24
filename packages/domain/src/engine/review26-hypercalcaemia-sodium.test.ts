/**
 * Twenty-sixth clinician review, zh M7: a woman of 86 on hydrochlorothiazide with a serum sodium of
 * 129 mmol/L and a calcium of 2.68 mmol/L was told by the hypercalcaemia finding "除非医生限水，每天多喝水"
 * and by the sodium finding "复查前不要刻意多喝水". With a low sodium the hypercalcaemia fluid sentence
 * yields to the doctor (Spasovski 2014); without one the hypercalcaemia advice stays as it was.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, findingOf, markerOf, person } from '../testing';
import { planFor } from './index';

const m7 = (labs: NonNullable<Answers['labs']>, extra: Partial<Answers> = {}): Answers => ({
  ...person('female', 86, 152, 50, 'sedentary'),
  medicines: ['hydrochlorothiazide'],
  labs,
  ...extra,
});
const CALCIUM = { marker: '血钙', value: 2.68, unit: 'mmol/L' };

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const DRINK_MORE = zh ? /每天多喝水/ : /drink plenty/;
  const ASK = zh
    ? /血钠.*偏低.*不要自己多喝水.*请问医生/
    : /sodium is low.*do not drink extra.*ask your doctor how much to drink/;

  it("the reviewer's woman (sodium 129, calcium 2.68, hydrochlorothiazide): no 'drink more' anywhere", () => {
    const p = planFor(m7([CALCIUM, { marker: '血钠', value: 129, unit: 'mmol/L' }]), locale);
    const ca = findingOf(p, 'hypercalcaemia');
    expect(ca?.text).toMatch(ASK);
    expect(ca?.text).not.toMatch(DRINK_MORE);
    expect(ca?.reasons[0]?.source?.ref).toMatch(/Spasovski/);
    // Still the rest of the advice: no calcium or vitamin D, the thiazide asked about and not stopped.
    expect(ca?.text).toMatch(zh ? /不要吃钙片/ : /no calcium or vitamin D supplement/);
    expect(ca?.text).toMatch(zh ? /噻嗪.*不要自己停药/ : /thiazide.*do not stop it yourself/);
    expect(markerOf(p, 'serumSodium')?.flag).toBe('low');
    expect(JSON.stringify(p.findings)).not.toMatch(DRINK_MORE);
  });

  it.each([
    ['sodium 140 (normal)', [{ marker: '血钠', value: 140, unit: 'mmol/L' }]],
    ['no sodium measured', []],
  ] as const)('%s: the hypercalcaemia fluid advice stays', (_, sodium) => {
    const p = planFor(m7([CALCIUM, ...sodium]), locale);
    expect(findingOf(p, 'hypercalcaemia')?.text).toMatch(DRINK_MORE);
  });

  it('primary hyperparathyroidism with sodium 131: the fluid line yields too', () => {
    const p = planFor(
      m7([{ marker: '血钠', value: 131, unit: 'mmol/L' }], {
        medicines: [],
        conditions: ['hyperparathyroidism'],
      }),
      locale,
    );
    const ca = findingOf(p, 'hypercalcaemia');
    expect(ca?.text).toMatch(ASK);
    expect(ca?.text).not.toMatch(zh ? /多喝水。/ : /and drink plenty/);
  });

  it('primary hyperparathyroidism without a low sodium: "drink plenty" stays', () => {
    const p = planFor(m7([], { medicines: [], conditions: ['hyperparathyroidism'] }), locale);
    expect(findingOf(p, 'hypercalcaemia')?.text).toMatch(zh ? /多喝水/ : /drink plenty/);
  });
});
