/**
 * Forty-fifth clinician review, en M3: a US panel's "Vitamin B6 (Pyridoxal 5-Phosphate) 3.1 L ng/mL 5.0-50.0" was read
 * as serum phosphate — a false low phosphate in the plan, the real B6 result lost. Pyridoxal phosphate is not a
 * phosphate test: not recognised, so the review offers it as unknown rather than as another marker.
 */
import { describe, expect, it } from 'vitest';
import { findMarker } from './index';
import { extractMarkers } from './extract';

describe('pyridoxal 5′-phosphate is not serum phosphate', () => {
  it.each([
    'Vitamin B6 (Pyridoxal 5-Phosphate)',
    "Pyridoxal 5'-phosphate",
    'pyridoxal phosphate',
    '5-磷酸吡哆醛',
  ])('%s: no marker', (name) => {
    expect(findMarker(name)).toBeUndefined();
  });

  it.each(['Phosphate', 'Phosphorus', 'Serum phosphate', '血磷', '无机磷'])(
    '%s: still serum phosphate',
    (name) => {
      expect(findMarker(name)?.key).toBe('serumPhosphate');
    },
  );

  it('a report line of it gives no phosphate value', () => {
    const found = extractMarkers(
      'Vitamin B6 (Pyridoxal 5-Phosphate) 3.1 L ng/mL 5.0-50.0\nPhosphorus 3.4 mg/dL 2.5-4.5',
    );
    expect(found.filter((m) => m.marker === 'serumPhosphate').map((m) => m.value)).toEqual([3.4]);
  });
});
