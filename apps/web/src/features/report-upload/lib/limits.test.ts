import { describe, expect, it } from 'vitest';
import * as contracts from '@nutri/domain/contracts';
import { REPORT_STAGES, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from './limits';

describe('restated contract limits', () => {
  it('match the contracts', () => {
    expect(UPLOAD_MAX_BYTES).toBe(contracts.UPLOAD_MAX_BYTES);
    expect([...UPLOAD_MIME_TYPES]).toEqual([...contracts.UPLOAD_MIME_TYPES]);
    expect([...REPORT_STAGES]).toEqual([...contracts.REPORT_STAGES]);
  });
});
