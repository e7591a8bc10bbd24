import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Messages between the instances of the API (issue 21.3): chat stops, read-cache invalidation, report
 * extraction progress. On PostgreSQL they travel by `LISTEN/NOTIFY`, so every instance on the same
 * database hears every message, its own included; on the embedded database there is one process and the
 * bus is an in-process emitter with the same behaviour.
 *
 * Delivery is at most once and only to instances listening at the time: a message is a hint to act now
 * (abort a stream, drop a cache entry, forward progress), never the record of something — the record is a
 * row in the database.
 */
export interface Bus {
  /** Sends `message` (JSON, under 7,000 bytes once encoded) to every subscriber of `channel`. */
  publish(channel: BusChannel, message: unknown): Promise<void>;
  /** Calls `handler` with each message on `channel` until the returned function is called. */
  subscribe(channel: BusChannel, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

/** The channels in use; a fixed list, so a channel name never comes from input. */
const BUS_CHANNELS = ['chat_stop', 'data_changed', 'report_progress'] as const;
export type BusChannel = (typeof BUS_CHANNELS)[number];

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; leave room for the channel prefix. */
const PAYLOAD_MAX_BYTES = 7000;

/** Channel names on the server: prefixed, so other software on the same database is not disturbed. */
const pgChannel = (channel: BusChannel) => `nutri_${channel}`;

function encoded(message: unknown): string {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text, 'utf8') > PAYLOAD_MAX_BYTES) {
    throw new Error(`bus: message over ${PAYLOAD_MAX_BYTES} bytes`);
  }
  return text;
}

/** The embedded database's bus: one process, so an emitter (messages delivered on the next tick). */
export class LocalBus implements Bus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: BusChannel, message: unknown): Promise<void> {
    const text = encoded(message);
    // Asynchronous like NOTIFY: a publisher never runs subscribers inside its own call.
    setImmediate(() => this.emitter.emit(channel, JSON.parse(text) as unknown));
  }

  subscribe(channel: BusChannel, handler: (message: unknown) => void): () => void {
    this.emitter.on(channel, handler);
    return () => this.emitter.off(channel, handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * The PostgreSQL bus: one dedicated connection LISTENs on every channel (a pooled connection cannot, it
 * is handed to other queries); NOTIFY goes through the pool. A lost listening connection is opened again
 * after a pause, and `onReconnect` is told, because messages sent meanwhile were missed (a cache must then
 * forget everything).
 */
export class PgBus implements Bus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly missed = new Set<() => void>();

  private constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
  ) {}

  static async open(url: string, pool: pg.Pool): Promise<PgBus> {
    const bus = new PgBus(url, pool);
    await bus.listen();
    return bus;
  }

  /** Called after the listening connection was lost and is back: messages may have been missed. */
  onReconnect(handler: () => void): () => void {
    this.missed.add(handler);
    return () => this.missed.delete(handler);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => {
      const channel = n.channel.replace(/^nutri_/, '') as BusChannel;
      if (!n.payload) return;
      let message: unknown;
      try {
        message = JSON.parse(n.payload);
      } catch {
        return;
      }
      this.emitter.emit(channel, message);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of BUS_CHANNELS) await client.query(`LISTEN ${pgChannel(channel)}`);
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    const again = () => {
      this.retry = null;
      if (this.closed) return;
      this.listen().then(
        () => {
          for (const h of this.missed) h();
        },
        () => {
          this.retry = setTimeout(again, 1000);
        },
      );
    };
    this.retry = setTimeout(again, 200);
  }

  async publish(channel: BusChannel, message: unknown): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [pgChannel(channel), encoded(message)]);
  }

  subscribe(channel: BusChannel, handler: (message: unknown) => void): () => void {
    this.emitter.on(channel, handler);
    return () => this.emitter.off(channel, handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.emitter.removeAllListeners();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
