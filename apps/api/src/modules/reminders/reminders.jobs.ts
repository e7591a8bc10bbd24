import type { FastifyInstance } from 'fastify';

/**
 * The reminder sweep (ADR 0047) as a job of the app's queue, like the payment time-out (ADR 0034): every
 * instance sends one sweep per interval as a singleton of that time slot, so one instance usually runs
 * it; when two sweeps do overlap (a slow one, the embedded queue in two apps), each reminder is still
 * sent once: the sweep records it under its unique key before sending, and only the recorder sends.
 */
export async function startReminderJob(app: FastifyInstance, intervalMs: number): Promise<void> {
  let closing = false;
  await app.jobs.work('reminder_sweep', 1, async () => {
    if (closing) return;
    const r = await app.remindersService.sweep(app.db, new Date());
    if (r.claimed > 0) app.log.info(r, 'reminders sent');
  });
  const slotS = app.jobs.kind === 'pg-boss' ? Math.max(1, Math.round(intervalMs / 1000)) : intervalMs / 1000;
  const send = () => {
    if (closing) return;
    app.jobs
      .send(
        'reminder_sweep',
        {},
        {
          retryLimit: 0,
          expireInS: Math.max(60, Math.ceil((2 * intervalMs) / 1000)),
          singletonKey: 'sweep',
          singletonS: slotS,
        },
      )
      .catch((err: unknown) =>
        app.log.warn({ code: (err as { code?: unknown }).code }, 'reminder sweep not queued'),
      );
  };
  const timer = setInterval(send, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
  });
}
