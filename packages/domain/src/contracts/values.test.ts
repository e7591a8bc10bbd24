import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import * as values from './values';

describe('@nutri/domain/contracts/values', () => {
  // That it loads no zod is checked from outside the pure package: scripts/contracts-values.test.ts.
  it('gives the same values as the contracts, which re-export them', () => {
    for (const [name, value] of Object.entries(values)) {
      expect(contracts[name as keyof typeof contracts], name).toBe(value);
    }
  });
});
