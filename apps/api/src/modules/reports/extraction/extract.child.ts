import sharp from 'sharp';
import { readLabel } from '@nutri/domain/labels';
import { extractMarkers } from '@nutri/domain/labs/extract';
import { closeOcr, extractText } from './extract-text';
import { ExtractionRefused, type ExtractJob, type ExtractReply, type FileExtraction } from './types';

/**
 * An extraction process (ADR 0015): PDF parsing, OCR and marker extraction run here, one job at a
 * time, so neither a V8 fatal error nor native memory of libvips or tesseract can take the API down.
 * The API process forks it with a capped V8 heap, watches its memory and time, and kills and replaces
 * it when a job goes wrong or its client went away.
 */

// One libvips thread and no operation cache: a job's memory is its image, not a pool of them.
sharp.concurrency(1);
sharp.cache(false);

async function run(job: ExtractJob): Promise<FileExtraction> {
  const read = await extractText(job.bytes, job.mime, job.limits);
  const label = job.kind === 'label' ? readLabel(read.text) : undefined;
  const all = label ? [] : extractMarkers(read.text);
  return {
    method: read.method,
    characters: read.text.length,
    pages: read.pages,
    pagesWithoutText: read.pagesWithoutText,
    pagesRead: read.pagesRead,
    markers: all.slice(0, Math.max(0, job.markersMax)),
    markersFound: all.length,
    ...(label ? { label } : {}),
  };
}

const send = (reply: ExtractReply) => process.send?.(reply);

process.on('message', (message: ExtractJob | { close: true }) => {
  if ('close' in message) {
    void closeOcr().finally(() => process.exit(0));
    return;
  }
  run(message).then(
    (result) => send({ id: message.id, ok: true, result }),
    (err: unknown) =>
      send({
        id: message.id,
        ok: false,
        ...(err instanceof ExtractionRefused ? { refusal: err.refusal } : {}),
        error: err instanceof Error ? err.message : String(err),
      }),
  );
});
// The API process went away: nothing left to work for.
process.on('disconnect', () => process.exit(0));
