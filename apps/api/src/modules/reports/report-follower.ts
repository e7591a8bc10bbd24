import type { HealthReport, ReportProgressEvent } from '@nutri/domain/contracts';
import type { ReportMessage } from './reports.jobs';

/** How often a waiting request reads its report, in case the bus lost the job's last message. */
export const REREAD_MS = 2000;
/** A read that finds the report done waits this long for the job's last progress before answering. */
export const LATE_PROGRESS_MS = 300;

/** A report as the follower needs to see it. */
export interface FollowedReport {
  status: string;
  createdAt: Date;
}

/** What the follower sends: the analysis stream's events after `accepted`. */
export interface FollowerEvents {
  progress: ReportProgressEvent;
  review: HealthReport;
  done: { reportId: string };
  error: { code: number; msg: string };
}

/** What a follower reads, hears and tells; the route gives the real ones, tests their stand-ins. */
export interface ReportFollowerIo<R extends FollowedReport> {
  reportId: string;
  /** The stored report (the record; the bus may lose a message), or undefined once it is gone. */
  read: () => Promise<R | undefined>;
  /** The report in review, in the asker's language. */
  review: () => Promise<HealthReport>;
  /** The stored sentence of a failed report, or null. */
  failureOf: (row: R) => string | null;
  /** After this long analysing, every attempt of the job was lost. */
  staleAfterMs: number;
  /** Fails the report if it is still analysing after `staleAfterMs` (the next read answers the error). */
  failIfStale: () => Promise<unknown>;
  /** The sentence of a failure that has no stored one, in the asker's language. */
  failedMessage: string;
  /** Listens to the report channel's (parsed) messages; returns the unsubscribe. */
  subscribe: (listener: (message: ReportMessage | null) => void) => () => void;
  send: <E extends keyof FollowerEvents>(event: E, data: FollowerEvents[E]) => void;
  /** Logs a failed read (a warning: the next read may succeed) or a failed answer (an error). */
  log: (level: 'warn' | 'error', err: unknown, what: string) => void;
  now?: () => number;
}

/**
 * Follows one report's analysis job for the request that started it (issue 32 §2, out of the route
 * handler): forwards the job's progress from the bus, answers `review` + `done` (or `error`) from the
 * stored report once the job says it finished, and reads the report every `REREAD_MS` in case the bus
 * lost that message — waiting `LATE_PROGRESS_MS` first, so progress still on its way arrives before the
 * answer. A job whose attempts were all lost is failed after `staleAfterMs`. `stop()` ends it at once
 * (the person left); `over` resolves when it has ended, either way.
 */
export class ReportFollower<R extends FollowedReport> {
  readonly over: Promise<void>;
  private finished = false;
  private reading = false;
  /** A check asked for during a read: null none, else whether it may wait. */
  private again: boolean | null = null;
  private answerAt: NodeJS.Timeout | null = null;
  private reread: NodeJS.Timeout | null = null;
  private unsubscribe: () => void = () => undefined;
  private resolveOver: () => void = () => undefined;

  constructor(private readonly io: ReportFollowerIo<R>) {
    this.over = new Promise<void>((resolve) => (this.resolveOver = resolve));
  }

  /** Listens to the bus and starts the periodic read; call before the job is sent, so no message is missed. */
  start(): void {
    this.unsubscribe = this.io.subscribe((m) => {
      if (!m || m.reportId !== this.io.reportId || this.finished) return;
      if (m.kind === 'progress') this.io.send('progress', m.event);
      else if (m.kind === 'finished') void this.check(false);
    });
    this.reread = setInterval(() => void this.check(true), REREAD_MS);
  }

  /** Ends the follower now; true the first time (the caller then cancels the job), false after. */
  stop(): boolean {
    if (this.finished) return false;
    this.finish();
    return true;
  }

  /** The job could not be sent: answer the error and end. */
  fail(code: number): void {
    if (!this.finished) this.io.send('error', { code, msg: this.io.failedMessage });
    this.finish();
  }

  /** Answers from the stored report once it is done; `wait`: first give late progress time to arrive. */
  async check(wait: boolean): Promise<void> {
    if (this.finished) return;
    if (this.reading) {
      // The job's end arrived during a read that may have found it still running: read once more.
      this.again = this.again === false ? false : wait;
      return;
    }
    this.reading = true;
    try {
      const row = await this.io.read();
      if (row?.status === 'analysing') {
        // Every attempt of its job was lost: fail it now (the next read answers the error).
        if (row.createdAt.getTime() < (this.io.now ?? Date.now)() - this.io.staleAfterMs) {
          await this.io.failIfStale();
          this.again = this.again ?? false;
        }
        return;
      }
      if (this.finished) return;
      if (!wait) await this.answer(row);
      else if (!this.answerAt) {
        this.answerAt = setTimeout(() => {
          this.answer(row).catch((err: unknown) => this.io.log('error', err, 'report answer failed'));
        }, LATE_PROGRESS_MS);
      }
    } catch (err) {
      this.io.log('warn', err, 'report re-read failed');
    } finally {
      this.reading = false;
      const next = this.again;
      this.again = null;
      if (next !== null) void this.check(next);
    }
  }

  private async answer(row: R | undefined): Promise<void> {
    if (this.finished) return;
    if (!row) {
      this.io.send('error', { code: 500, msg: this.io.failedMessage });
    } else if (row.status === 'failed') {
      this.io.send('error', { code: 500, msg: this.io.failureOf(row) ?? this.io.failedMessage });
    } else {
      const report = await this.io.review();
      if (this.finished) return;
      this.io.send('review', report);
      this.io.send('done', { reportId: this.io.reportId });
    }
    this.finish();
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    if (this.reread) clearInterval(this.reread);
    if (this.answerAt) clearTimeout(this.answerAt);
    this.unsubscribe();
    this.resolveOver();
  }
}
