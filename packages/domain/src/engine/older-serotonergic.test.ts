/**
 * The plan for an older woman on tramadol and sertraline (seventh clinician review, en D1, D3, D8, A4):
 * the SSRI × tramadol pair, no alcohol on an opioid (Ultram boxed warning), a low sodium read with its
 * medicines, and the US sodium range (135–145) in an en-US plan.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, findingOf, markerOf, person } from '../testing';
import { planFor } from './index';

const her: Answers = {
  ...person('female', 71, 160, 56, 'sedentary'),
  conditions: ['osteoporosis'],
  medicines: ['tramadol', 'sertraline'],
  labs: [{ marker: 'sodium', value: 129, unit: 'mmol/L' }],
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('sertraline × tramadol is a major pair', () => {
    const t = planFor(her, locale).medicineTaboos.find(
      (x) => x.kind === 'drug_interaction' && x.drugId === 'sertraline' && x.target === 'tramadol',
    );
    expect(t?.severity).toBe('major');
    expect(t?.mechanism).toMatch(zh ? /5-羟色胺综合征/ : /serotonin syndrome/);
  });

  it('no alcohol on an opioid: the plan says it', () => {
    expect(findingOf(planFor(her, locale), 'medicine-diet:alcohol-opioid')?.text).toMatch(
      zh ? /黑框警告/ : /boxed warning/,
    );
  });

  it('a sodium of 129: no extra water, the medicines named, a doctor within a day or two', () => {
    const m = markerOf(planFor(her, locale), 'serumSodium');
    expect(m?.flag).toBe('low');
    expect(m?.meaning).toMatch(zh ? /一两天内.*SSRI.*曲马多/ : /within a day or two.*SSRIs.*tramadol/);
  });
});

it('a sodium of 136 is normal on a US report and low by the Chinese range', () => {
  const a = { ...her, labs: [{ marker: 'sodium', value: 136, unit: 'mmol/L' }] };
  expect(markerOf(planFor(a, 'en-US'), 'serumSodium')?.flag).toBe('normal');
  expect(markerOf(planFor(a, 'zh-CN'), 'serumSodium')?.flag).toBe('low');
});
