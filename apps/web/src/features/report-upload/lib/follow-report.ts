import type { HealthReport } from '@nutri/domain/contracts';

/** How often a report whose stream broke is read again. */
const FOLLOW_INTERVAL_MS = 2000;

export type FollowOutcome = { kind: 'review'; report: HealthReport } | { kind: 'failed'; message: string };

export interface FollowDeps {
  read: (reportId: string, signal: AbortSignal) => Promise<HealthReport>;
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The read failed for good (the report no longer exists): no point in reading again. */
  gone: (e: unknown) => boolean;
}

/**
 * The analysis stream broke after the server accepted the report (issue 21.2): its job goes on on the
 * server (on another instance, if the one holding the stream died), so read the report until it is ready
 * for review or failed, instead of showing a failure. A read that fails (the report is gone, the
 * network is down) is tried again until `attempts` reads have failed in a row. Rejects when `signal` aborts.
 */
export async function followReport(
  reportId: string,
  signal: AbortSignal,
  deps: FollowDeps,
  attempts = 5,
): Promise<FollowOutcome> {
  let failures = 0;
  let lastError = '';
  for (;;) {
    if (signal.aborted) throw new Error('aborted');
    try {
      const report = await deps.read(reportId, signal);
      failures = 0;
      if (report.status === 'review' || report.status === 'confirmed') return { kind: 'review', report };
      if (report.status === 'failed') return { kind: 'failed', message: report.failure ?? '' };
    } catch (e) {
      if (signal.aborted) throw e;
      failures += 1;
      lastError = e instanceof Error ? e.message : String(e);
      if (deps.gone(e) || failures >= attempts) return { kind: 'failed', message: lastError };
    }
    await deps.wait(FOLLOW_INTERVAL_MS, signal);
  }
}

/** Resolves after `ms`, or rejects at once when `signal` aborts. */
export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('aborted'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
