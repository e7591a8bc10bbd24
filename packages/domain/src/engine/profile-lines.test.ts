/**
 * The plan's first lines agree with the findings after them (issue 31 reviewers): an older person
 * under GLIM 2019's low-BMI cut-off for her age (under 20 from 65, under 22 from 70; Cederholm T et al.
 * Clin Nutr 2019;38:1) is never told "healthy weight" by the BMI line, and after a kidney transplant
 * the energy line leaves protein to the transplant team (KDIGO 2009), not the nephrologist.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { glimLowBmiBelow } from '../energy';
import { LOCALES, findingOf, person, REFERENCE_PERSONAS } from '../testing';
import { planFor } from './index';

const PERSONAS = new Map(REFERENCE_PERSONAS);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('80-year-old woman, BMI 18.7: the BMI line says low for her age, as the next finding does', () => {
    const d = planFor(PERSONAS.get('80-year-old woman, low BMI')!, locale);
    const bmi = findingOf(d, 'bmi')!;
    expect(bmi.text).not.toMatch(zh ? /体重正常/ : /healthy weight/);
    expect(bmi.text).toMatch(
      zh ? /70岁及以上的人来说偏低（低于 22/ : /low for someone 70 or older \(under 22/,
    );
    expect(bmi.severity).toBe('warning');
    expect(findingOf(d, 'older-low-bmi')).toBeDefined();
  });

  it('kidney transplant: the energy line says protein as the transplant team advises', () => {
    const d = planFor(PERSONAS.get('kidney transplant on tacrolimus with magnesium')!, locale);
    const energy = findingOf(d, 'energy')!.text;
    expect(energy).toMatch(zh ? /蛋白质遵移植团队建议/ : /protein as your transplant team advises/);
    expect(energy).not.toMatch(zh ? /肾内科/ : /nephrologist/);
  });
});

describe('property: the BMI line never says "healthy weight" where GLIM calls an older BMI low', () => {
  it('holds for ages 60–100 and weights across the range, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 100 }),
        fc.integer({ min: 36, max: 70 }),
        fc.constantFrom(...LOCALES),
        (age, weightKg, locale) => {
          const d = planFor(person('female', age, 155, weightKg, 'sedentary'), locale);
          const cut = glimLowBmiBelow(age);
          const line = findingOf(d, 'bmi')!.text;
          if (cut !== null && d.profile.bmi < cut) {
            expect(line).not.toMatch(/体重正常|healthy weight(?!.*low)/);
            expect(findingOf(d, 'older-low-bmi')).toBeDefined();
          } else expect(findingOf(d, 'older-low-bmi')).toBeUndefined();
        },
      ),
      { numRuns: 80 },
    );
  });
});
