import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TextResult } from './extract-text';

/**
 * A small pool of extraction threads, created on first use and reused (each keeps its OCR engine
 * loaded). Size: one thread per spare core, at most two; jobs queue beyond that. A job that takes
 * too long or a thread that dies fails only that job; the thread is replaced on the next job.
 */

const SIZE = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** A file that takes longer than this is given up (its report gets a message, not a failure). */
const JOB_TIMEOUT_MS = 180_000;

interface Job {
  id: number;
  mime: string;
  bytes: Uint8Array;
  resolve: (r: TextResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const slots: Slot[] = [];
const queue: Job[] = [];
let nextId = 1;

/**
 * The worker file is TypeScript (the server runs under tsx); a worker thread does not inherit the
 * loader, so a tiny bootstrap registers tsx in the thread before importing the worker module.
 */
function spawn(): Worker {
  const entry = new URL('./extract.worker.ts', import.meta.url).href;
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(
    path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const code = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, name: 'report-extraction' });
}

function finish(slot: Slot, outcome: { ok: true; result: TextResult } | { ok: false; error: string }) {
  const job = slot.job;
  if (slot.timer) clearTimeout(slot.timer);
  slot.job = null;
  slot.timer = null;
  if (job) {
    if (outcome.ok) job.resolve(outcome.result);
    else job.reject(new Error(outcome.error));
  }
  pump();
}

function drop(slot: Slot, error: string) {
  const i = slots.indexOf(slot);
  if (i >= 0) slots.splice(i, 1);
  void slot.worker.terminate();
  finish(slot, { ok: false, error });
}

function newSlot(): Slot {
  const slot: Slot = { worker: spawn(), job: null, timer: null };
  slot.worker.on('message', (m: { id: number; ok: boolean; result?: TextResult; error?: string }) => {
    if (!slot.job || slot.job.id !== m.id) return;
    if (m.ok && m.result) finish(slot, { ok: true, result: m.result });
    else finish(slot, { ok: false, error: m.error ?? 'extraction failed' });
  });
  slot.worker.on('error', (err) => drop(slot, err.message));
  slot.worker.on('exit', () => {
    if (slots.includes(slot)) drop(slot, 'extraction thread exited');
  });
  // Idle threads must not keep the process alive.
  slot.worker.unref();
  slots.push(slot);
  return slot;
}

function pump() {
  while (queue.length > 0) {
    const slot = slots.find((s) => s.job === null) ?? (slots.length < SIZE ? newSlot() : undefined);
    if (!slot) return;
    const job = queue.shift();
    if (!job) return;
    slot.job = job;
    slot.timer = setTimeout(() => drop(slot, 'extraction timed out'), JOB_TIMEOUT_MS);
    slot.worker.ref();
    const copy = job.bytes.slice();
    slot.worker.postMessage({ id: job.id, mime: job.mime, bytes: copy }, [copy.buffer]);
  }
  for (const s of slots) if (!s.job) s.worker.unref();
}

/** Extract a file's text in a worker thread. */
export function extractInWorker(bytes: Uint8Array, mime: string): Promise<TextResult> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, mime, bytes, resolve, reject });
    pump();
  });
}

/** Stop every thread (server shutdown); queued jobs fail. */
export async function closeExtractionPool(): Promise<void> {
  for (const job of queue.splice(0)) job.reject(new Error('server is shutting down'));
  const all = slots.splice(0);
  await Promise.all(
    all.map(async (s) => {
      if (s.timer) clearTimeout(s.timer);
      s.job?.reject(new Error('server is shutting down'));
      await s.worker.terminate();
    }),
  );
}
