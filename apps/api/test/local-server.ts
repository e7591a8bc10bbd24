import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP server on 127.0.0.1 at a port the system picked: what each fake of an outside service runs. */
export interface LocalServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  /** Drops open connections (keep-alive ones too), then stops listening. */
  close: () => Promise<void>;
}

export async function listenLocally(handler: RequestListener): Promise<LocalServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The server of a fake that starts later than it is made; a fake not yet started has none. */
export function listening(local: LocalServer | undefined): LocalServer {
  if (!local) throw new Error('the fake is not listening');
  return local;
}
