import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer, as helmet sets them. Our policy has no per-request parts (no
 * nonces), so helmet runs once at start against a recorder and each reply gets the recorded set:
 * @fastify/helmet rebuilt the middleware, CSP parsing included, on every request, which cost about an
 * eighth of a small cached read.
 */
export function securityHeaders(frameOrigin: string | null = null): Record<string, string> {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd-mobile sets inline styles; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // Only our own pages and the one retail shop that embeds us (RETAIL_SHOP_ORIGIN, issue 35):
        // `*.youzan.com` let any shop on the platform frame the app and its health data.
        frameAncestors: frameOrigin ? ["'self'", frameOrigin] : ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // X-Frame-Options cannot name another origin: with a shop that frames us it is left out and
    // frame-ancestors alone decides (browsers that know both follow frame-ancestors); without one both
    // say the same thing: our own pages only.
    xFrameOptions: frameOrigin ? false : { action: 'sameorigin' },
  });
  const recorded: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      recorded[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete recorded[name.toLowerCase()];
    },
  };
  let failure: unknown;
  applyHeaders({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return recorded;
}

export default fp<{ frameOrigin: string | null }>(
  async (app, { frameOrigin }) => {
    const headers = securityHeaders(frameOrigin);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
