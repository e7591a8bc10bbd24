import { describe, expect, it } from 'vitest';
import { findMarker } from './index';

// Blind answer round 45 (development data): a Taiwanese mother typed 血紅素 11.2 and 鐵蛋白 14 and both were refused as
// unknown tests, so her iron deficiency was missed and her iron tablet called "over the upper limit". Reports printed
// or typed in traditional characters, and Taiwan's and Hong Kong's own names, read as the same markers.
describe('lab names in traditional characters and regional names', () => {
  it.each([
    ['鐵蛋白', 'ferritin'],
    ['血清鐵蛋白', 'ferritin'],
    ['血紅素', 'hemoglobin'],
    ['血紅蛋白', 'hemoglobin'],
    ['肌酸酐', 'creatinine'],
    ['血清肌酸酐', 'creatinine'],
    ['三酸甘油酯', 'triglycerides'],
    ['膽固醇', 'totalCholesterol'],
    ['低密度膽固醇', 'ldlCholesterol'],
    ['飯前血糖', 'fastingGlucose'],
    ['維生素D', 'vitaminD25OH'],
  ])('%s is %s', (name, key) => {
    expect(findMarker(name)?.key).toBe(key);
  });
  it('glycated haemoglobin by its Taiwanese name is HbA1c, never the haemoglobin of 血色素', () => {
    expect(findMarker('糖化血色素')?.key).toBe('hba1c');
    expect(findMarker('糖化血紅素')?.key).toBe('hba1c');
    expect(findMarker('血色素')?.key).toBe('hemoglobin');
  });
  it('creatine kinase stays creatine kinase', () => {
    expect(findMarker('肌酸激酶')?.key).toBe('ck');
  });
});
