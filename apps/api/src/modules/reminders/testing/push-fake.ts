import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { listenLocally, listening, type LocalServer } from '../../../../test/local-server';

/**
 * A local stand-in for a Web Push service (RFC 8030): it takes the server's POSTs at `/push/<name>`,
 * answers 201 Created (410 Gone for a name marked gone, as a push service does for an unsubscribed
 * device) and keeps what came, so a test can decrypt it with the subscription's own keys.
 */
export interface ReceivedPush {
  name: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export class PushServiceFake {
  readonly received: ReceivedPush[] = [];
  readonly gone = new Set<string>();
  private local?: LocalServer;

  get baseUrl(): string {
    return listening(this.local).baseUrl;
  }

  endpoint(name: string): string {
    return `${this.baseUrl}/push/${name}`;
  }

  async start(): Promise<this> {
    this.local = await listenLocally((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const name = (req.url ?? '').replace(/^\/push\//, '');
        if (req.method !== 'POST' || !req.url?.startsWith('/push/')) {
          res.writeHead(404).end();
          return;
        }
        if (this.gone.has(name)) {
          res.writeHead(410).end();
          return;
        }
        this.received.push({ name, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(201, { location: `${this.baseUrl}/message/${this.received.length}` }).end();
      });
    });
    return this;
  }

  async stop(): Promise<void> {
    await this.local?.close();
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * A browser's side of a subscription: its P-256 key pair and auth secret, the body it would send to
 * `push_subscription`, and the decryption of a message (RFC 8291, aes128gcm, one record).
 */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    body: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt(message: Buffer): unknown {
      const salt = message.subarray(0, 16);
      const idLength = message[20]!;
      const serverKey = message.subarray(21, 21 + idLength);
      const cipherText = message.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverKey);
      const ikm = hmac(
        hmac(authSecret, secret),
        Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey, Buffer.from([1])]),
      );
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
      const padded = Buffer.concat([
        decipher.update(cipherText.subarray(0, cipherText.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 and any zero padding.
      const end = padded.lastIndexOf(2);
      return JSON.parse(padded.subarray(0, end).toString('utf8'));
    },
  };
}
