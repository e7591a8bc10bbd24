import { describe, expect, it } from 'vitest';
import { LoopShare } from './loop-share';

function spin(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* busy: what a synchronous WASM query does to the loop */
  }
}

describe('LoopShare', () => {
  it('lets work run on until its stretch is used up, then asks it to wait for the next loop turn', async () => {
    const fresh = new LoopShare(5);
    expect(fresh.turn()).toBeNull();
    spin(6);
    // Work queued for the loop before the wait began runs before the wait is over.
    let queuedRan = false;
    setImmediate(() => (queuedRan = true));
    const wait = fresh.turn();
    expect(wait).toBeInstanceOf(Promise);
    // Everyone arriving meanwhile waits for the same turn.
    expect(fresh.turn()).toBe(wait);
    await wait;
    expect(queuedRan).toBe(true);
    // A new stretch starts after the turn.
    expect(fresh.turn()).toBeNull();
  });

  it('keeps the loop turning under a long chain of synchronous work', async () => {
    const share = new LoopShare(5);
    let done = 0;
    let doneWhenTimerRan = Number.NaN;
    setTimeout(() => (doneWhenTimerRan = done), 0);
    // 100 pieces of 2 ms chained through promises: without yielding, one loop turn for all of them.
    let chain: Promise<void> = Promise.resolve();
    for (let i = 0; i < 100; i += 1) {
      chain = chain.then(async () => {
        const turn = share.turn();
        if (turn) await turn;
        spin(2);
        done += 1;
      });
    }
    await chain;
    expect(doneWhenTimerRan).toBeLessThan(10);
  });
});
