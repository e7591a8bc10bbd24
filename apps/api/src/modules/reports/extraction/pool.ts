import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  ExtractionRefused,
  type ExtractJob,
  type ExtractionLimits,
  type ExtractReply,
  type FileExtraction,
} from './types';

/**
 * Extraction processes (ADR 0015): PDF parsing, OCR and marker extraction run in child processes,
 * not threads, because what went wrong there (issue 16.3) cannot be contained inside one process —
 * V8's "invalid size" error aborts the whole process even from a worker thread, and libvips and
 * tesseract memory is native, outside any V8 heap limit. Each child runs one job at a time, with a
 * capped V8 heap; this side watches its resident memory and its time, and kills it when a job passes
 * either bound or its client went away. A dead child fails only its job and is replaced on the next.
 * Children are forked on first use and kept warm (pdfjs and the OCR models stay loaded).
 */

export interface PoolOptions {
  /** Processes (= analyses running at once). */
  size: number;
  /** Longest one file may take. */
  jobTimeoutMs: number;
  /** V8 heap of each process (`--max-old-space-size`). */
  heapMb: number;
  /** Resident memory past which a process is killed (its job refused). */
  rssMaxMb: number;
  limits: ExtractionLimits;
}

interface Job {
  id: number;
  mime: string;
  bytes: Uint8Array;
  markersMax: number;
  kind?: 'label';
  resolve: (r: FileExtraction) => void;
  reject: (e: Error) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
  /** Where it runs, once it runs. */
  slot?: Slot;
}

interface Slot {
  child: ChildProcess;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  watch: NodeJS.Timeout | null;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** tsx's loader by file URL: the child runs the TypeScript entry as the server does (ADR 0001). */
const TSX_LOADER = pathToFileURL(
  path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/loader.mjs'),
).href;
const PAGE_SIZE = 4096;

/** Resident memory of a process in MB (Linux /proc; null elsewhere, where only the heap cap holds). */
function rssMbOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const resident = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return (resident * PAGE_SIZE) / (1024 * 1024);
  } catch {
    return null;
  }
}

export class ExtractionPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly options: PoolOptions) {}

  private spawn(): ChildProcess {
    return fork(path.join(here, 'extract.child.ts'), [], {
      execArgv: ['--import', TSX_LOADER, `--max-old-space-size=${this.options.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  private newSlot(): Slot {
    const slot: Slot = { child: this.spawn(), job: null, timer: null, watch: null };
    slot.child.on('message', (m: ExtractReply) => {
      if (!slot.job || slot.job.id !== m.id) return;
      if (m.ok) this.finish(slot, { ok: true, result: m.result });
      else
        this.finish(slot, {
          ok: false,
          error: m.refusal ? new ExtractionRefused(m.refusal) : new Error(m.error),
        });
    });
    slot.child.on('error', (err) => this.drop(slot, err));
    slot.child.on('exit', (code, signal) => {
      this.drop(slot, new Error(`extraction process exited (${signal ?? code})`));
    });
    // An idle child must not keep the API process alive.
    slot.child.unref();
    slot.child.channel?.unref();
    this.slots.push(slot);
    return slot;
  }

  private finish(slot: Slot, outcome: { ok: true; result: FileExtraction } | { ok: false; error: Error }) {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.watch) clearInterval(slot.watch);
    slot.job = null;
    slot.timer = null;
    slot.watch = null;
    if (job) {
      if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
      if (outcome.ok) job.resolve(outcome.result);
      else job.reject(outcome.error);
    }
    // WebAssembly memory (tesseract) never shrinks and freed buffers linger: a process left holding
    // more than half its cap is replaced now rather than failing the next, smaller job.
    const rss = this.slots.includes(slot) ? rssMbOf(slot.child.pid) : null;
    if (rss !== null && rss > this.options.rssMaxMb / 2) {
      this.slots.splice(this.slots.indexOf(slot), 1);
      slot.child.kill('SIGKILL');
    }
    if (!this.closed) this.pump();
  }

  /** Kill a child and fail its job with `error`; the next job forks a fresh one. */
  private drop(slot: Slot, error: Error) {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    if (slot.child.exitCode === null && slot.child.signalCode === null) slot.child.kill('SIGKILL');
    this.finish(slot, { ok: false, error });
  }

  private pump() {
    while (this.queue.length > 0) {
      const slot =
        this.slots.find((s) => s.job === null) ??
        (this.slots.length < this.options.size ? this.newSlot() : undefined);
      if (!slot) return;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      slot.child.ref();
      slot.child.channel?.ref();
      const { jobTimeoutMs, rssMaxMb } = this.options;
      slot.timer = setTimeout(
        () =>
          this.drop(
            slot,
            new ExtractionRefused({ code: 'timeout', seconds: Math.round(jobTimeoutMs / 1000) }),
          ),
        jobTimeoutMs,
      );
      slot.watch = setInterval(() => {
        const rss = rssMbOf(slot.child.pid);
        if (rss !== null && rss > rssMaxMb) {
          this.drop(slot, new ExtractionRefused({ code: 'memory', megabytes: rssMaxMb }));
        }
      }, 50);
      job.slot = slot;
      const message: ExtractJob = {
        id: job.id,
        mime: job.mime,
        bytes: job.bytes,
        limits: this.options.limits,
        markersMax: job.markersMax,
        ...(job.kind ? { kind: job.kind } : {}),
      };
      slot.child.send(message);
    }
    for (const s of this.slots) {
      if (!s.job) {
        s.child.unref();
        s.child.channel?.unref();
      }
    }
  }

  /**
   * Read one file in an extraction process: its text, then at most `markersMax` lab values (or, with
   * `kind: 'label'`, a supplement label's reading: issue 33 §3, the same processes and bounds). Rejects
   * with ExtractionRefused when a bound refused it, and with an Error when it failed or `signal`
   * aborted (the process doing it is killed at once).
   */
  extract(
    bytes: Uint8Array,
    mime: string,
    markersMax: number,
    signal?: AbortSignal,
    kind?: 'label',
  ): Promise<FileExtraction> {
    if (this.closed) return Promise.reject(new Error('server is shutting down'));
    if (signal?.aborted) return Promise.reject(new Error('cancelled: the client went away'));
    return new Promise((resolve, reject) => {
      const job: Job = {
        id: this.nextId++,
        mime,
        bytes,
        markersMax,
        ...(kind ? { kind } : {}),
        resolve,
        reject,
        signal,
      };
      if (signal) {
        // Queued: leave the queue. Running: kill its process (pdfjs and OCR cannot be interrupted).
        job.onAbort = () => {
          const cancelled = new Error('cancelled: the client went away');
          if (job.slot) {
            if (job.slot.job === job) this.drop(job.slot, cancelled);
            return;
          }
          const i = this.queue.indexOf(job);
          if (i >= 0) this.queue.splice(i, 1);
          reject(cancelled);
        };
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.pump();
    });
  }

  /** Processes alive now (tests). */
  get processes(): number {
    return this.slots.length;
  }

  /** Stop every process (server shutdown); queued and running jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('server is shutting down'));
    const all = this.slots.splice(0);
    await Promise.all(
      all.map(async (s) => {
        if (s.timer) clearTimeout(s.timer);
        if (s.watch) clearInterval(s.watch);
        s.job?.reject(new Error('server is shutting down'));
        s.job = null;
        if (s.child.exitCode !== null || s.child.signalCode !== null) return;
        const exited = new Promise((r) => s.child.once('exit', r));
        s.child.kill('SIGKILL');
        await exited;
      }),
    );
  }
}
