import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { ExtractionPool } from './extraction/pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** The extraction processes (issue 16.3, ADR 0015): report files and label photos are read there. */
    extraction: ExtractionPool;
  }
}

/**
 * The extraction processes of this app, with their bounds. The report jobs (reports.routes.ts) and the
 * label reads (the labels module) use them; they close after the routes, whose running jobs stop first
 * (they fail, so another instance retries them).
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { extraction } = config;
    const pool = new ExtractionPool({
      size: extraction.processes,
      jobTimeoutMs: extraction.jobTimeoutMs,
      heapMb: extraction.heapMb,
      rssMaxMb: extraction.rssMaxMb,
      limits: extraction.limits,
    });
    app.decorate('extraction', pool);
    app.addHook('onClose', async () => {
      await pool.close();
    });
  },
  { name: 'report-extraction' },
);
