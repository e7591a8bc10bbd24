import { describe, expect, it } from 'vitest';
import weights from '../packages/domain/src/safety/triage/weights.json';
import { TRAIN_SETTINGS, triageVersion } from '../packages/domain/src/safety/triage/train.ts';
import { trainingSet } from './triage-data.ts';

describe('the triage weights (ADR 0038)', () => {
  it('were trained on the committed data with the committed settings: their version is its hash', () => {
    expect(weights.version, 'run npm run train:triage after changing the data or the settings').toBe(
      triageVersion(trainingSet(), TRAIN_SETTINGS),
    );
  });
});
