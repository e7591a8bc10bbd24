/**
 * Draws radars without blocking the page: in a Web Worker where the browser has them (every current
 * browser and WeChat webview), otherwise on the main thread once it is idle. One worker serves every
 * radar of the app and is created on the first drawing, so ECharts loads only where a radar is shown.
 */
import type { RadarDrawing } from './radar-svg';

type Pending = { resolve: (svg: string) => void; reject: (e: Error) => void; drawing: RadarDrawing };

let worker: Worker | null = null;
let workerBroken = typeof Worker === 'undefined';
let nextId = 1;
const pending = new Map<number, Pending>();

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

async function drawOnMainThread(drawing: RadarDrawing): Promise<string> {
  const { renderRadarSvg } = await import('./radar-svg');
  await whenIdle();
  return renderRadarSvg(drawing);
}

/** The worker failed to start (blocked, or its script failed to load): finish its work here instead. */
function abandonWorker(): void {
  workerBroken = true;
  worker?.terminate();
  worker = null;
  for (const [id, p] of pending) {
    pending.delete(id);
    drawOnMainThread(p.drawing).then(p.resolve, p.reject);
  }
}

function getWorker(): Worker | null {
  if (workerBroken) return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./radar.worker.ts', import.meta.url), { name: 'radar' });
  } catch {
    workerBroken = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<{ id: number; svg?: string; error?: string }>) => {
    const p = pending.get(e.data.id);
    if (!p) return;
    pending.delete(e.data.id);
    if (typeof e.data.svg === 'string') p.resolve(e.data.svg);
    else p.reject(new Error(e.data.error || 'radar drawing failed'));
  };
  worker.onerror = (e) => {
    e.preventDefault();
    abandonWorker();
  };
  return worker;
}

/** The radar of `drawing` as an SVG string (see radar-svg.ts); rejects when it cannot be drawn. */
export function drawRadar(drawing: RadarDrawing): Promise<string> {
  const w = getWorker();
  if (!w) return drawOnMainThread(drawing);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, drawing });
    w.postMessage({ id, drawing });
  });
}
