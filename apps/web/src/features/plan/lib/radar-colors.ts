/**
 * The radar's colours come from the app's colour tokens (styles/tokens.css). The drawing runs in a worker
 * without the page's stylesheet, so the page resolves them and sends plain values along. Kept apart from
 * radar-svg.ts so that reading them does not load the chart library.
 */
/** The colours of the radar, each a CSS colour value. */
export interface RadarColors {
  label: string;
  bandOdd: string;
  bandEven: string;
  grid: string;
  line: string;
  area: string;
}

/** Which token (styles/tokens.css) paints which part of the radar. */
export const RADAR_COLOR_TOKENS: Record<keyof RadarColors, string> = {
  label: '--app-color-text',
  bandOdd: '--app-color-primary-tint',
  bandEven: '--app-color-bg-top',
  grid: '--app-color-primary-line',
  line: '--app-color-primary',
  area: '--app-color-primary-ring',
};

/**
 * The radar's colours as `style` resolves them; a value that is not a plain colour is left empty (ECharts
 * then uses its own), as ECharts writes colours into the SVG unescaped.
 */
export function radarColorsOf(style: Pick<CSSStyleDeclaration, 'getPropertyValue'>): RadarColors {
  const read = (token: string) => {
    const value = style.getPropertyValue(token).trim();
    return /^[#\w(),.%\s-]+$/.test(value) ? value : '';
  };
  return Object.fromEntries(
    Object.entries(RADAR_COLOR_TOKENS).map(([part, token]) => [part, read(token)]),
  ) as unknown as RadarColors;
}
