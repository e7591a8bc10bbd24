/**
 * Web Worker that draws the radar (radar-svg.ts) off the main thread. Message in: `{ id, drawing }`;
 * out: `{ id, svg }` or `{ id, error }`. Loaded by radar-client.ts only.
 */
import { setPlatformAPI } from 'echarts/core';
import { renderRadarSvg, type RadarDrawing } from './radar-svg';

interface WorkerScope {
  onmessage: ((e: MessageEvent<{ id: number; drawing: RadarDrawing }>) => void) | null;
  postMessage: (message: { id: number; svg?: string; error?: string }) => void;
}

// Label widths from the real fonts where workers have a canvas; without one ECharts estimates them
// (labels are laid out by the browser when the SVG is shown either way).
if (typeof OffscreenCanvas !== 'undefined') {
  setPlatformAPI({ createCanvas: () => new OffscreenCanvas(1, 1) as unknown as HTMLCanvasElement });
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (e) => {
  const { id, drawing } = e.data;
  try {
    scope.postMessage({ id, svg: renderRadarSvg(drawing) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
