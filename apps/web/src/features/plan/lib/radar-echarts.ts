/**
 * ECharts 6, radar only and tree-shaken (core + radar chart + radar/tooltip components + SVG renderer).
 * This module is imported dynamically by the radar card, so the library loads only on the plan page.
 */
import { init, use as registerEcharts, type ComposeOption, type ECharts } from 'echarts/core';
import { RadarChart, type RadarSeriesOption } from 'echarts/charts';
import { RadarComponent, type RadarComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

registerEcharts([RadarChart, RadarComponent, CanvasRenderer]);

type RadarOption = ComposeOption<RadarSeriesOption | RadarComponentOption>;

export interface RadarInput {
  /** Axis labels, in axis order. */
  names: string[];
  /** Scores 0–100, same order. */
  scores: number[];
  /** Label of the one data series (e.g. "Status score"). */
  seriesName: string;
  /** Called with the axis index when an axis, its label or the area near it is tapped. */
  onAxis: (index: number) => void;
}

function optionFor(input: RadarInput, fontFamily: string): RadarOption {
  return {
    animationDuration: 600,
    radar: {
      center: [`${CENTER[0] * 100}%`, `${CENTER[1] * 100}%`],
      radius: '60%',
      startAngle: 90,
      splitNumber: 4,
      triggerEvent: true,
      indicator: input.names.map((name) => ({ name, max: 100, min: 0 })),
      axisName: { color: '#1f2329', fontSize: 12, padding: [2, 4], fontFamily },
      splitArea: { areaStyle: { color: ['#f7fbf9', '#eef7f2'] } },
      splitLine: { lineStyle: { color: '#cfe5da' } },
      axisLine: { lineStyle: { color: '#cfe5da' } },
    },
    series: [
      {
        type: 'radar',
        name: input.seriesName,
        symbolSize: 6,
        lineStyle: { color: '#0b7a50', width: 2 },
        itemStyle: { color: '#0b7a50' },
        areaStyle: { color: 'rgba(11, 122, 80, 0.22)' },
        data: [{ value: input.scores, name: input.seriesName }],
      },
    ],
  };
}

/** Where the radar sits in the chart box (same as the option below): centre at 50 % / 52 %. */
const CENTER = [0.5, 0.52] as const;

/**
 * The axis nearest to a tap at (x, y) in a `width`×`height` chart with `count` axes, the first pointing
 * up and the others counter-clockwise (ECharts' radar default); null for a tap on the centre.
 */
export function nearestAxis(
  x: number,
  y: number,
  width: number,
  height: number,
  count: number,
): number | null {
  const dx = x - width * CENTER[0];
  const dy = height * CENTER[1] - y;
  if (count <= 0 || Math.hypot(dx, dy) < 8) return null;
  const step = (2 * Math.PI) / count;
  const fromTop = Math.atan2(dy, dx) - Math.PI / 2;
  const turns = ((fromTop % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  return Math.round(turns / step) % count;
}

export interface RadarHandle {
  update: (input: RadarInput) => void;
  resize: () => void;
  dispose: () => void;
}

/** Draws the radar into `el`; taps anywhere inside the chart choose the nearest axis. */
export function mountRadar(el: HTMLElement, first: RadarInput): RadarHandle {
  let input = first;
  // Labels in the app's (CJK-capable) font rather than the canvas default.
  const fontFamily = getComputedStyle(el).fontFamily || 'sans-serif';
  const chart: ECharts = init(el, undefined, { renderer: 'canvas' });
  chart.setOption(optionFor(input, fontFamily));
  chart.on('click', (params) => {
    const p = params as { componentType?: string; name?: string };
    if (p.componentType === 'radar' && typeof p.name === 'string') {
      const i = input.names.indexOf(p.name);
      if (i >= 0) input.onAxis(i);
    }
  });
  chart.getZr().on('click', (e) => {
    // A tap on the chart body: the nearest axis by angle (fingers rarely hit a 12 px label).
    if (e.target && (e.target as { type?: string }).type === 'text') return;
    const index = nearestAxis(e.offsetX, e.offsetY, chart.getWidth(), chart.getHeight(), input.names.length);
    if (index !== null) input.onAxis(index);
  });
  return {
    update: (next) => {
      input = next;
      chart.setOption(optionFor(next, fontFamily));
    },
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
