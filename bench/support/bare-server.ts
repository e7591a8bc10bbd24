import Fastify from 'fastify';

/** The reference: a bare Fastify route answering the same envelope, no auth, no validation, no database. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 200, msg: 'ok', data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
