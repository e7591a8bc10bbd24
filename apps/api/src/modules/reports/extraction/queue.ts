/**
 * Admission to report analysis (issue 16.3): one analysis per user at a time (running or waiting), at
 * most `slots` running in this process (one per extraction process) and at most `waitingMax` waiting
 * for a slot. Past either bound the request is refused before its stream opens, with an estimate of
 * the wait from the recent analysis times. In this process only: behind a load balancer each instance
 * admits its own share.
 */

export type Refusal =
  | { reason: 'user_busy'; retryAfterS: number }
  | { reason: 'queue_full'; retryAfterS: number; waiting: number };

export class QueueRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
    this.name = 'QueueRefusal';
  }
}

export interface Ticket {
  /** Resolves when this analysis may run; rejects when `signal` aborts while it waits. */
  started: (signal?: AbortSignal) => Promise<void>;
  /** Frees the slot (or the place in the queue); safe to call more than once. */
  release: () => void;
}

interface Entry {
  userId: string;
  run: () => void;
  startedAt: number | null;
}

export class ExtractionQueue {
  private readonly running = new Set<Entry>();
  private readonly waiting: Entry[] = [];
  private readonly users = new Set<string>();
  /** Smoothed time an analysis holds its slot; a first guess until some have finished. */
  private averageMs = 15_000;

  constructor(
    private readonly slots: number,
    private readonly waitingMax: number,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running.size, waiting: this.waiting.length };
  }

  /** Seconds until `ahead` analyses ahead of one have finished, at the recent pace. */
  private estimateS(ahead: number): number {
    return Math.max(1, Math.ceil((this.averageMs * Math.max(1, ahead)) / this.slots / 1000));
  }

  /** Take a place or throw a QueueRefusal. */
  admit(userId: string): Ticket {
    if (this.users.has(userId)) {
      throw new QueueRefusal({
        reason: 'user_busy',
        retryAfterS: this.estimateS(this.waiting.length + this.running.size),
      });
    }
    const free = this.running.size < this.slots;
    if (!free && this.waiting.length >= this.waitingMax) {
      throw new QueueRefusal({
        reason: 'queue_full',
        waiting: this.waiting.length,
        retryAfterS: this.estimateS(this.waiting.length + 1),
      });
    }
    this.users.add(userId);
    let go: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (go = resolve));
    const entry: Entry = { userId, run: () => go(), startedAt: null };
    let released = false;
    if (free) this.start(entry);
    else this.waiting.push(entry);
    return {
      started: (signal) => {
        if (entry.startedAt !== null) return Promise.resolve();
        if (signal?.aborted) return Promise.reject(new Error('cancelled while waiting'));
        return new Promise<void>((resolve, reject) => {
          const onAbort = () => reject(new Error('cancelled while waiting'));
          signal?.addEventListener('abort', onAbort, { once: true });
          void ready.then(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          });
        });
      },
      release: () => {
        if (released) return;
        released = true;
        this.users.delete(userId);
        const i = this.waiting.indexOf(entry);
        if (i >= 0) this.waiting.splice(i, 1);
        if (this.running.delete(entry) && entry.startedAt !== null) {
          this.averageMs = 0.7 * this.averageMs + 0.3 * (Date.now() - entry.startedAt);
        }
        this.pump();
      },
    };
  }

  private start(entry: Entry) {
    entry.startedAt = Date.now();
    this.running.add(entry);
    entry.run();
  }

  private pump() {
    while (this.running.size < this.slots) {
      const next = this.waiting.shift();
      if (!next) return;
      this.start(next);
    }
  }
}
