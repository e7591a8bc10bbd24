/** Where the radar sits in the chart box (radar-svg.ts draws it there): centre at 50 % / 52 %. */
export const RADAR_CENTER = [0.5, 0.52] as const;

/**
 * The axis nearest to a tap at (x, y) px in a `width`×`height` px chart with `count` axes, the first
 * pointing up and the others counter-clockwise (ECharts' radar default); null for a tap on the centre
 * (within 8 px) or a chart without axes. Taps on an axis label resolve the same way: labels sit on their
 * axis' direction, beyond its end.
 */
export function nearestAxis(
  x: number,
  y: number,
  width: number,
  height: number,
  count: number,
): number | null {
  const dx = x - width * RADAR_CENTER[0];
  const dy = height * RADAR_CENTER[1] - y;
  if (!(count > 0) || !Number.isFinite(dx) || !Number.isFinite(dy) || Math.hypot(dx, dy) < 8) return null;
  const step = (2 * Math.PI) / count;
  const fromTop = Math.atan2(dy, dx) - Math.PI / 2;
  const turns = ((fromTop % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  return Math.round(turns / step) % count;
}
