import { describe, expect, it } from 'vitest';
import { itemErrorsFrom } from './submit-errors';

describe('itemErrorsFrom', () => {
  it('maps field errors back to the items sent, by index', () => {
    expect(
      itemErrorsFrom(
        [
          { field: 'medicines.1', message: 'unknown medicine "zzz"' },
          { field: 'supplements.0.optionId', message: 'unknown supplement option' },
          { field: 'customNutritionPlanId', message: 'bad id' },
          { field: 'medicines.9', message: 'out of range' },
        ],
        ['warfarin', 'zzz'],
        ['fish-oil'],
      ),
    ).toEqual({ medicineIds: ['zzz'], supplementKeys: ['fish-oil'] });
  });

  it('is empty without field errors', () => {
    expect(itemErrorsFrom(undefined, ['a'], ['b'])).toEqual({ medicineIds: [], supplementKeys: [] });
  });
});
