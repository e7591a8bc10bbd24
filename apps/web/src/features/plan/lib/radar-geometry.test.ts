import { describe, expect, it } from 'vitest';
import { nearestAxis } from './radar-geometry';

// 8 axes in a 400×300 chart: centre (200, 156); axis 0 up, 2 left, 4 down, 6 right (counter-clockwise).
describe('nearestAxis', () => {
  it('maps taps around the centre to the axes, counter-clockwise from the top', () => {
    expect(nearestAxis(200, 60, 400, 300, 8)).toBe(0);
    expect(nearestAxis(100, 156, 400, 300, 8)).toBe(2);
    expect(nearestAxis(200, 260, 400, 300, 8)).toBe(4);
    expect(nearestAxis(300, 156, 400, 300, 8)).toBe(6);
    expect(nearestAxis(140, 96, 400, 300, 8)).toBe(1);
    expect(nearestAxis(210, 60, 400, 300, 8)).toBe(0); // slightly right of the top axis
  });

  it('ignores the centre and empty charts', () => {
    expect(nearestAxis(200, 156, 400, 300, 8)).toBeNull();
    expect(nearestAxis(200, 60, 400, 300, 0)).toBeNull();
  });
});
