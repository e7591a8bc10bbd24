// Bands added after the seventeenth clinician review and blind answer round 18: a glucose that is the
// same day's, a ferritin whose stores are low though inside the range.
import { describe, expect, it } from 'vitest';
import { flagFor } from './index';

// Seventeenth clinician review, en S6: a glucose of 338 mg/dL (18.8 mmol/L) in type 1 diabetes was told
// "see a doctor within 2–4 weeks". From 13.9 mmol/L (250 mg/dL) it is the same day's — ketones now on
// insulin, the emergency department with their signs (hyperglycaemic crises consensus 2024; ISPAD 2022).
describe('a glucose of 13.9 mmol/L and above is the same day’s', () => {
  it.each([
    [13.9, 'en-US'],
    [18.8, 'en-US'],
    [25, 'zh-CN'],
  ] as const)('%s mmol/L (%s) → "the same day", ketones on insulin', (value, locale) => {
    const f = flagFor('fastingGlucose', value, { sex: 'male', locale });
    expect(f?.band?.label.en).toBe('very high (the same day)');
    expect(f?.band?.meaning.en).toMatch(/today.*ketones.*emergency department/s);
    expect(f?.band?.meaning.en).not.toMatch(/2–4 weeks/);
  });

  it('in pregnancy too, with the maternity unit', () => {
    const f = flagFor('fastingGlucose', 15, { sex: 'female', locale: 'zh-CN', lifeStage: 'pregnant_t2' });
    expect(f?.band?.label.zh).toBe('明显偏高（需当天处理）');
    expect(f?.band?.meaning.zh).toMatch(/今天.*酮体.*产科急诊/s);
  });

  it.each([7.2, 10, 13.8])('%s mmol/L keeps the diabetes-range answer', (value) => {
    const f = flagFor('fastingGlucose', value, { sex: 'male', locale: 'en-US' });
    expect(f?.band?.label.en).toBe('high (diabetes range)');
  });
});

// Blind answer round 18 zh-108 and en-087 (development data): a vegan woman's ferritin of 15 was "within
// the normal range — iron stores are normal". 15–29 µg/L is the low end, low stores (NICE CKS 2024).
describe('a ferritin of 15–29 µg/L is never "iron stores are normal"', () => {
  it.each([15, 22, 29.9])('%s µg/L → low stores', (value) => {
    const f = flagFor('ferritin', value, { sex: 'female', locale: 'zh-CN' });
    expect(f?.flag).toBe('normal');
    expect(f?.band?.label.en).toBe('at the low end of the range (low stores)');
  });
  it.each([30, 80])('%s µg/L keeps the normal answer', (value) => {
    expect(flagFor('ferritin', value, { sex: 'female', locale: 'en-US' })?.band).toBeUndefined();
  });
  it('in pregnancy the pregnancy band answers', () => {
    const f = flagFor('ferritin', 20, { sex: 'female', locale: 'en-US', lifeStage: 'pregnant_t2' });
    expect(f?.band?.label.en).toBe('low (iron deficiency in pregnancy)');
  });
});
