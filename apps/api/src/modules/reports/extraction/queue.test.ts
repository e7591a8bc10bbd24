import { describe, expect, it } from 'vitest';
import { ExtractionQueue, QueueRefusal } from './queue';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof QueueRefusal) return err.refusal;
    throw err;
  }
  return null;
};

describe('extraction admission (issue 16.3)', () => {
  it('one analysis per user; a bounded queue; places freed on release', async () => {
    const q = new ExtractionQueue(1, 1);
    const a = q.admit('alice');
    await a.started();
    expect(refusal(() => q.admit('alice'))).toMatchObject({ reason: 'user_busy' });
    const b = q.admit('bob');
    let bobRunning = false;
    void b.started().then(() => (bobRunning = true));
    const full = refusal(() => q.admit('carol'));
    expect(full).toMatchObject({ reason: 'queue_full', waiting: 1 });
    expect(full?.retryAfterS).toBeGreaterThanOrEqual(1);
    a.release();
    a.release();
    await Promise.resolve();
    await Promise.resolve();
    expect(bobRunning).toBe(true);
    expect(q.size).toEqual({ running: 1, waiting: 0 });
    const again = q.admit('alice');
    b.release();
    await again.started();
    again.release();
    expect(q.size).toEqual({ running: 0, waiting: 0 });
  });

  it('a waiting analysis whose client went away leaves the queue', async () => {
    const q = new ExtractionQueue(1, 5);
    const a = q.admit('alice');
    const b = q.admit('bob');
    const gone = new AbortController();
    const waiting = b.started(gone.signal);
    gone.abort();
    await expect(waiting).rejects.toThrow(/cancelled/);
    b.release();
    expect(q.size).toEqual({ running: 1, waiting: 0 });
    a.release();
    expect(q.size).toEqual({ running: 0, waiting: 0 });
  });
});
