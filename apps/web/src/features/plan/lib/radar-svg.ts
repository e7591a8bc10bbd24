/**
 * The radar as an SVG document, drawn by ECharts 6 (radar only, tree-shaken: core + radar series + radar
 * component + SVG renderer) in its server-side-rendering mode, which needs no DOM. That lets the drawing
 * run in a Web Worker (radar.worker.ts): ECharts' first `setOption` costs ~100 ms of CPU on a fast
 * desktop (cold code), several times that on a phone, which on the main thread blocked taps and scrolls
 * while the plan page loaded. The page only inserts the finished SVG. Without worker support the client
 * (radar-client.ts) calls this module on the main thread instead, when the browser is idle.
 */
import { init, use as registerEcharts, type ComposeOption } from 'echarts/core';
import { RadarChart, type RadarSeriesOption } from 'echarts/charts';
import { RadarComponent, type RadarComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { RADAR_CENTER } from './radar-geometry';
import type { RadarColors } from './radar-colors';

registerEcharts([RadarChart, RadarComponent, SVGRenderer]);

type RadarOption = ComposeOption<RadarSeriesOption | RadarComponentOption>;

/** Everything the drawing depends on (plain data: it crosses to a worker). */
export interface RadarDrawing {
  /** Axis labels, in axis order. */
  names: string[];
  /** Scores 0–100, same order. */
  scores: number[];
  /** Label of the one data series (e.g. "Status score"). */
  seriesName: string;
  /** Chart box in CSS px. */
  width: number;
  height: number;
  /** CSS font-family of the labels (the app's, so CJK labels use the same font as the page). */
  fontFamily: string;
  /** The app's colour tokens, resolved by the page (a worker has no stylesheet): see {@link radarColorsOf}. */
  colors: RadarColors;
}

/**
 * ECharts writes attribute values into the SVG unescaped; a computed font-family quotes names with `"`.
 * Family names never need `"`, `<`, `>` or `&` once single quotes stand in for double ones.
 */
export function safeFontFamily(family: string): string {
  const cleaned = family.replace(/"/g, "'").replace(/[<>&]/g, '').trim();
  return cleaned || 'sans-serif';
}

function optionFor(d: RadarDrawing): RadarOption {
  const c = d.colors;
  return {
    // ECharts cannot turn a polygon's animation into CSS; plan.css grows the area from the centre.
    animation: false,
    radar: {
      center: [`${RADAR_CENTER[0] * 100}%`, `${RADAR_CENTER[1] * 100}%`],
      radius: '60%',
      startAngle: 90,
      splitNumber: 4,
      indicator: d.names.map((name) => ({ name, max: 100, min: 0 })),
      axisName: { color: c.label, fontSize: 12, padding: [2, 4], fontFamily: safeFontFamily(d.fontFamily) },
      splitArea: { areaStyle: { color: [c.bandOdd, c.bandEven] } },
      splitLine: { lineStyle: { color: c.grid } },
      axisLine: { lineStyle: { color: c.grid } },
    },
    series: [
      {
        type: 'radar',
        name: d.seriesName,
        symbolSize: 6,
        silent: true,
        lineStyle: { color: c.line, width: 2 },
        itemStyle: { color: c.line },
        areaStyle: { color: c.area },
        data: [{ value: d.scores.map((s) => (Number.isFinite(s) ? s : 0)), name: d.seriesName }],
      },
    ],
  };
}

const clampSize = (n: number, fallback: number) =>
  Number.isFinite(n) && n >= 1 ? Math.min(4096, Math.round(n)) : fallback;

/** The radar of `d` as an SVG string sized by a viewBox (it scales to its box). */
export function renderRadarSvg(d: RadarDrawing): string {
  const chart = init(null, undefined, {
    renderer: 'svg',
    ssr: true,
    width: clampSize(d.width, 360),
    height: clampSize(d.height, 280),
  });
  try {
    chart.setOption(optionFor(d));
    return chart.renderToSVGString({ useViewBox: true });
  } finally {
    chart.dispose();
  }
}
