import { constants, inflateSync } from 'node:zlib';

/**
 * How many bytes a PDF's streams decode to, counted before pdfjs sees the file and stopped as soon
 * as the sum passes a budget (issue 16.3: a 1 MB Flate bomb took 47 s and 2 GB inside pdfjs, which
 * inflates a whole content stream into one growing buffer and cannot be told to stop).
 *
 * Every `stream … endstream` is found by its keywords (a stream cannot sit inside an object stream),
 * and its filter chain is applied while it is made of filters we can bound cheaply: FlateDecode
 * (node:zlib with `maxOutputLength`, which stops inflating once past the limit) and ASCIIHexDecode.
 * A chain stops at any other filter (DCT, JPX, LZW, RunLength, …) and counts the bytes so far; a
 * stream that does not inflate (damaged, or encrypted) counts its raw length. What this cannot see —
 * an encrypted Flate bomb, an LZW bomb — is still stopped by the extraction process's time limit and
 * memory watchdog (ADR 0015); this check is what makes the common case stop early and cheaply.
 */

export interface DecodedSize {
  /** Bytes decoded so far (at most a little over the budget: counting stops there). */
  bytes: number;
  /** True when the streams decode to more than the budget. */
  over: boolean;
  streams: number;
}

const STREAM = Buffer.from('stream');
const END = Buffer.from('endstream');

function filtersOf(dict: string): string[] {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict);
  if (!m?.[1]) return [];
  return [...m[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((x) => x[1] ?? '');
}

function asciiHex(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('>');
  const hex = (end >= 0 ? text.slice(0, end) : text).replace(/[^0-9A-Fa-f]/g, '');
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
}

function inflateBounded(data: Buffer, limit: number): Buffer | 'over' | null {
  try {
    // SYNC_FLUSH: a truncated stream gives what it holds (as pdfjs would read it) instead of an error.
    return inflateSync(data, { maxOutputLength: Math.max(1, limit), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) {
      return 'over';
    }
    return null;
  }
}

/** The decoded size of every stream in `pdf`, stopping once past `maxBytes`. */
export function pdfDecodedSize(pdf: Uint8Array, maxBytes: number): DecodedSize {
  const buf = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  let streams = 0;
  let from = 0;
  for (;;) {
    const at = buf.indexOf(STREAM, from);
    if (at < 0) break;
    from = at + STREAM.length;
    // `endstream` contains `stream`; a real stream keyword follows `>>` and ends its line.
    if (at >= 3 && buf.subarray(at - 3, at).toString('latin1') === 'end') continue;
    let start = at + STREAM.length;
    if (buf[start] === 0x0d) start++;
    if (buf[start] !== 0x0a) {
      if (buf[start - 1] !== 0x0d) continue;
    } else start++;
    const head = buf.subarray(Math.max(0, at - 2048), at).toString('latin1');
    const dictStart = head.lastIndexOf(' obj');
    const dict = dictStart >= 0 ? head.slice(dictStart) : head;
    if (!/>>\s*$/.test(dict)) continue;
    const end = buf.indexOf(END, start);
    const stop = end < 0 ? buf.length : end;
    from = stop;
    streams++;
    let data: Buffer = buf.subarray(start, stop);
    for (const filter of filtersOf(dict)) {
      if (filter === 'FlateDecode' || filter === 'Fl') {
        const out = inflateBounded(data, maxBytes - total + 1);
        if (out === 'over') return { bytes: maxBytes + 1, over: true, streams };
        if (out === null) break;
        data = out;
      } else if (filter === 'ASCIIHexDecode' || filter === 'AHx') {
        data = asciiHex(data);
      } else break;
    }
    total += data.length;
    if (total > maxBytes) return { bytes: total, over: true, streams };
  }
  return { bytes: total, over: false, streams };
}
