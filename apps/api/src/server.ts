import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Listen and close gracefully; everything else is assembled in app.ts. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const app = await buildApp({ config });
  if (config.retail.allowUnsigned && !config.retail.secret) {
    app.log.warn('RETAIL_SSO_ALLOW_UNSIGNED=true: retail sign-in accepts bare phone numbers (demo only)');
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, 15_000);
    timer.unref();
    // A request in flight when closing began leaves its kept-alive connection open once answered, and
    // close() waits for it (up to the keep-alive timeout): close such connections as soon as they are idle.
    const idleCloser = setInterval(() => app.server.closeIdleConnections(), 50);
    idleCloser.unref();
    try {
      await app.close();
      clearInterval(idleCloser);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
