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
  if (config.payments.demoInProduction) {
    app.log.warn(
      'UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION=true: the demo cashier marks orders paid without taking money; the operator console marks them "do not ship"',
    );
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
    // close() ends only the connections idle when it starts; one whose request is answered afterwards
    // would stay open for the whole keep-alive timeout. Node arms that timeout when each answer ends, so
    // from now on it lets such a connection go as soon as it is idle.
    app.server.keepAliveTimeout = 1;
    try {
      await app.close();
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
