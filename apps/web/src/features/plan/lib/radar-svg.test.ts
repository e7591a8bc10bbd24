import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RADAR_COLOR_TOKENS, radarColorsOf } from './radar-colors';
import { renderRadarSvg, safeFontFamily } from './radar-svg';

/** Stand-ins for the tokens, one distinct colour each, as a page's computed style would give them. */
const tokenValues = Object.fromEntries(
  Object.values(RADAR_COLOR_TOKENS).map((token, i) => [token, `rgb(${i + 1}, ${i + 2}, ${i + 3})`]),
);
const colors = radarColorsOf({ getPropertyValue: (name: string) => tokenValues[name] ?? '' });

const drawing = {
  names: ['维生素D', '钙', '铁', 'Omega-3'],
  scores: [40, 75, 90, 20],
  seriesName: '状态分',
  width: 358,
  height: 280,
  fontFamily: '-apple-system, "PingFang SC", sans-serif',
  colors,
};

describe('renderRadarSvg', () => {
  it('draws one labelled axis per nutrient in a box scaled by its viewBox', () => {
    const svg = renderRadarSvg(drawing);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 358 280"');
    for (const name of drawing.names) expect(svg).toContain(`>${name}</text>`);
    // The font list survives with its quotes turned single, inside a well-formed attribute.
    expect(svg).toContain("font-family:-apple-system, 'PingFang SC', sans-serif;");
    expect(svg).not.toContain('"PingFang');
  });

  it("paints with the app's colour tokens", () => {
    const svg = renderRadarSvg(drawing);
    expect(colors.line).toBe(tokenValues['--app-color-primary']);
    for (const part of ['label', 'grid', 'line'] as const) expect(svg).toContain(colors[part]);
  });

  it('leaves out a token value that is not a plain colour', () => {
    const odd = radarColorsOf({ getPropertyValue: () => '#fff" onload="x' });
    expect(Object.values(odd)).toEqual(['', '', '', '', '', '']);
  });

  it('escapes label text and never breaks out of an attribute', () => {
    const svg = renderRadarSvg({
      ...drawing,
      names: ['<img src=x onerror=alert(1)>', 'a&b', 'c', 'd'],
      fontFamily: 'x" onload="alert(1)',
    });
    expect(svg).not.toContain('<img');
    expect(svg).not.toMatch(/onload="/);
    expect(svg).toContain('&lt;img');
  });

  it('takes odd sizes and scores without throwing', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.double(),
        fc.array(fc.double(), { minLength: 3, maxLength: 12 }),
        (width, height, scores) => {
          const svg = renderRadarSvg({
            ...drawing,
            names: scores.map((_, i) => `n${i}`),
            scores,
            width,
            height,
          });
          expect(svg).toMatch(/^<svg[^>]* viewBox="0 0 \d+ \d+"/);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('safeFontFamily', () => {
  it('keeps family names and drops characters that could end an attribute or a tag', () => {
    expect(safeFontFamily('"Noto Sans CJK SC", sans-serif')).toBe("'Noto Sans CJK SC', sans-serif");
    expect(safeFontFamily('<b>&"')).toBe("b'");
    expect(safeFontFamily('   ')).toBe('sans-serif');
  });
});
