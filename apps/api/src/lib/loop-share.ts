/**
 * Hands the event loop back now and then to work that runs on it for long stretches.
 *
 * Why: PGlite executes every query synchronously on the event loop, and its queue resolves the next
 * query in the same microtask run as the last, so under load one event-loop turn can run the database
 * work of every request in flight (100 connections × ~2 ms = ~200 ms). Node (libuv ≥ 1.45) accepts one
 * new connection per turn, so during such stretches new connections wait in the kernel's queue: a
 * burst of 100 new clients against a busy server took 12 s to be accepted. Yielding once the current
 * stretch has run `budgetMs` keeps turns short — new connections and other sockets get in — for the
 * cost of one `setImmediate` per stretch.
 */
export class LoopShare {
  private since = performance.now();
  private pending: Promise<void> | null = null;

  constructor(private readonly budgetMs: number) {}

  /** A promise to await before the next piece of work when the current stretch is used up; else null. */
  turn(): Promise<void> | null {
    if (this.pending) return this.pending;
    if (performance.now() - this.since < this.budgetMs) return null;
    this.pending = new Promise((resolve) =>
      setImmediate(() => {
        this.since = performance.now();
        this.pending = null;
        resolve();
      }),
    );
    return this.pending;
  }
}
