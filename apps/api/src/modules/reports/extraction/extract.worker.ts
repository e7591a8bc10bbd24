import { parentPort } from 'node:worker_threads';
import { closeOcr, extractText } from './extract-text';

/**
 * Extraction thread: PDF parsing and OCR run here so the server's event loop stays free. One job at
 * a time per thread; the pool queues the rest.
 */
export interface ExtractJob {
  id: number;
  mime: string;
  bytes: Uint8Array;
}

parentPort?.on('message', (message: ExtractJob | { close: true }) => {
  if ('close' in message) {
    void closeOcr().finally(() => parentPort?.close());
    return;
  }
  extractText(message.bytes, message.mime).then(
    (result) => parentPort?.postMessage({ id: message.id, ok: true, result }),
    (err: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        ok: false,
        error: err instanceof Error ? err.message : String(err),
      }),
  );
});
