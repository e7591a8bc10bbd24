import Fastify from 'fastify';
import pg from 'pg';

/**
 * The PostgreSQL reference (issue 21.4): a bare Fastify route doing one primary-key SELECT of a 20 KB
 * jsonb row through a pool like the API's (same DATABASE_POOL_MAX, default 10), answering it in the
 * same envelope. No auth, no validation, no schema: Fastify's own JSON.stringify of what pg parsed.
 * The row is written by bench/pg-reads.ts before this starts.
 */
const url = process.env.REFERENCE_DATABASE_URL;
if (!url) throw new Error('REFERENCE_DATABASE_URL is not set');
const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
const ROW_ID = process.env.REFERENCE_ROW_ID;

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.get('/bare-pg', async () => {
  const { rows } = await pool.query<{ document: unknown }>({
    name: 'reference-row',
    text: 'select document from reference_rows where id = $1',
    values: [ROW_ID],
  });
  return { code: 200, msg: 'ok', data: rows[0]?.document ?? null };
});
app.addHook('onClose', async () => pool.end());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void app.close());
