import { describe, expect, it } from 'vitest';
import type { HealthReport } from '@nutri/domain/contracts';
import { followReport, type FollowDeps } from './follow-report';

const report = (status: HealthReport['status'], failure?: string): HealthReport => ({
  reportId: 'r1',
  customNutritionPlanId: 'p1',
  status,
  fileIds: ['f1'],
  files: [],
  markers: [],
  ...(failure ? { failure } : {}),
  createdAt: '2026-01-01T00:00:00.000Z',
  confirmedAt: null,
});

/** Reads answer from `answers` in turn (an Error is thrown); waits are counted, not slept. */
function deps(answers: (HealthReport | Error)[], gone: (e: unknown) => boolean = () => false) {
  let waits = 0;
  let reads = 0;
  const d: FollowDeps = {
    read: async () => {
      const a = answers[Math.min(reads++, answers.length - 1)]!;
      if (a instanceof Error) throw a;
      return a;
    },
    wait: async () => {
      waits += 1;
    },
    gone,
  };
  return { d, waits: () => waits, reads: () => reads };
}

describe('following a report whose stream broke (issue 21.2)', () => {
  it('reads until the report is ready for review, then hands it over', async () => {
    const { d, reads, waits } = deps([report('analysing'), report('analysing'), report('review')]);
    const out = await followReport('r1', new AbortController().signal, d);
    expect(out).toEqual({ kind: 'review', report: report('review') });
    expect(reads()).toBe(3);
    expect(waits()).toBe(2);
  });

  it('a failed analysis ends with its reason', async () => {
    const { d } = deps([report('analysing'), report('failed', 'could not be analysed')]);
    expect(await followReport('r1', new AbortController().signal, d)).toEqual({
      kind: 'failed',
      message: 'could not be analysed',
    });
  });

  it('reads that fail are retried (a server restarting), a report that is gone ends at once', async () => {
    const flaky = deps([new Error('network'), new Error('network'), report('review')]);
    expect((await followReport('r1', new AbortController().signal, flaky.d)).kind).toBe('review');
    const gone = deps([new Error('not found')], () => true);
    expect(await followReport('r1', new AbortController().signal, gone.d)).toEqual({
      kind: 'failed',
      message: 'not found',
    });
    expect(gone.reads()).toBe(1);
    const down = deps([new Error('network')]);
    expect(await followReport('r1', new AbortController().signal, down.d, 3)).toEqual({
      kind: 'failed',
      message: 'network',
    });
    expect(down.reads()).toBe(3);
  });

  it('stops when the person leaves the screen', async () => {
    const controller = new AbortController();
    const { d } = deps([report('analysing')]);
    const waiting = followReport('r1', controller.signal, {
      ...d,
      wait: async () => controller.abort(),
    });
    await expect(waiting).rejects.toThrow('aborted');
  });
});
