import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HealthReport } from '@nutri/domain/contracts';
import { LATE_PROGRESS_MS, REREAD_MS, ReportFollower, type FollowedReport } from './report-follower';
import type { ReportMessage } from './reports.jobs';

/** A follower on stand-ins: a bus one can publish on, a stored report one can set, the events it sent. */
type Row = FollowedReport & { error?: string };

function harness(start: Row = { status: 'analysing', createdAt: new Date() }) {
  let row: Row | undefined = start;
  const listeners = new Set<(m: ReportMessage | null) => void>();
  const sent: [string, unknown][] = [];
  const io = {
    reportId: 'r1',
    read: vi.fn(async () => row),
    review: vi.fn(async () => ({ reportId: 'r1' }) as HealthReport),
    failureOf: (r: Row) => r.error ?? null,
    staleAfterMs: 60_000,
    failIfStale: vi.fn(async () => {
      row = { ...row!, status: 'failed' };
    }),
    failedMessage: 'could not be analysed',
    subscribe: (l: (m: ReportMessage | null) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    send: (event: string, data: unknown) => void sent.push([event, data]),
    log: vi.fn(),
  };
  const follower = new ReportFollower<Row>(io);
  return {
    follower,
    io,
    sent,
    listeners,
    publish: (m: ReportMessage | null) => [...listeners].forEach((l) => l(m)),
    set: (r: Row | undefined) => (row = r),
    events: () => sent.map(([e]) => e),
  };
}

/** Lets pending promise callbacks run (the reads are async) without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('ReportFollower: one report followed for the request that started it', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("forwards this report's progress, not another's, and answers review then done when the job finishes", async () => {
    const h = harness();
    h.follower.start();
    h.publish({ kind: 'progress', reportId: 'r1', event: { fileId: 'f1', stage: 'received' } });
    h.publish({ kind: 'progress', reportId: 'other', event: { fileId: 'f9', stage: 'received' } });
    h.publish(null);
    h.set({ status: 'review', createdAt: new Date() });
    h.publish({ kind: 'finished', reportId: 'r1' });
    await settle();
    expect(h.sent).toEqual([
      ['progress', { fileId: 'f1', stage: 'received' }],
      ['review', { reportId: 'r1' }],
      ['done', { reportId: 'r1' }],
    ]);
    await expect(h.follower.over).resolves.toBeUndefined();
    expect(h.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the bus lost the last message: the periodic read finds the report done and answers after the late-progress wait', async () => {
    const h = harness();
    h.follower.start();
    h.set({ status: 'review', createdAt: new Date() });
    await vi.advanceTimersByTimeAsync(REREAD_MS);
    expect(h.events()).toEqual([]);
    await vi.advanceTimersByTimeAsync(LATE_PROGRESS_MS);
    expect(h.events()).toEqual(['review', 'done']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each<[string, Row | undefined, string]>([
    [
      'a failed report: its stored sentence',
      { status: 'failed', createdAt: new Date(), error: 'unreadable file' },
      'unreadable file',
    ],
    [
      'a failed report without one: the general sentence',
      { status: 'failed', createdAt: new Date() },
      'could not be analysed',
    ],
    ['a report gone: the general sentence', undefined, 'could not be analysed'],
  ])('%s', async (_, row, msg) => {
    const h = harness();
    h.follower.start();
    h.set(row);
    h.publish({ kind: 'finished', reportId: 'r1' });
    await settle();
    expect(h.sent).toEqual([['error', { code: 500, msg }]]);
    expect(h.io.review).not.toHaveBeenCalled();
  });

  it('a report analysing past the stale time is failed, and the read that follows answers the error', async () => {
    const h = harness({ status: 'analysing', createdAt: new Date(Date.now() - 61_000) });
    h.follower.start();
    await h.follower.check(false);
    await settle();
    expect(h.io.failIfStale).toHaveBeenCalledOnce();
    expect(h.sent).toEqual([['error', { code: 500, msg: 'could not be analysed' }]]);
  });

  it('a finished message during a read reads once more, without waiting', async () => {
    const h = harness();
    h.follower.start();
    const first = h.follower.check(true); // reads: still analysing
    h.set({ status: 'review', createdAt: new Date() });
    h.publish({ kind: 'finished', reportId: 'r1' }); // arrives during that read
    await first;
    await settle();
    expect(h.io.read).toHaveBeenCalledTimes(2);
    expect(h.events()).toEqual(['review', 'done']);
  });

  it('stop (the person left): true once, then false; nothing more is sent and the follower is over', async () => {
    const h = harness();
    h.follower.start();
    expect(h.follower.stop()).toBe(true);
    expect(h.follower.stop()).toBe(false);
    h.set({ status: 'review', createdAt: new Date() });
    h.publish({ kind: 'finished', reportId: 'r1' });
    await vi.advanceTimersByTimeAsync(REREAD_MS * 3);
    expect(h.sent).toEqual([]);
    await expect(h.follower.over).resolves.toBeUndefined();
  });

  it('the job could not be sent: one error with the code, then over', async () => {
    const h = harness();
    h.follower.start();
    h.follower.fail(503);
    h.follower.fail(503);
    expect(h.sent).toEqual([['error', { code: 503, msg: 'could not be analysed' }]]);
    await expect(h.follower.over).resolves.toBeUndefined();
  });

  it('a read that throws is logged as a warning and the next one is tried', async () => {
    const h = harness();
    h.io.read.mockRejectedValueOnce(new Error('connection reset'));
    h.follower.start();
    await vi.advanceTimersByTimeAsync(REREAD_MS);
    expect(h.io.log).toHaveBeenCalledWith('warn', expect.any(Error), 'report re-read failed');
    h.set({ status: 'review', createdAt: new Date() });
    await vi.advanceTimersByTimeAsync(REREAD_MS + LATE_PROGRESS_MS);
    expect(h.events()).toEqual(['review', 'done']);
  });
});
