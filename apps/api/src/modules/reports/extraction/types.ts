import type { ExtractedMarker } from '@nutri/domain/labs/extract';

/**
 * What passes between the API process and an extraction process (ADR 0015): the job with its bounds
 * (from the configuration, so one place decides them), and what came out of one file.
 */

export interface ExtractionLimits {
  /** Decoded pixels of an input image (width × height), checked from its header before decoding. */
  imagePixelsMax: number;
  /** Pixels of the image handed to OCR, after every resize. */
  ocrPixelsMax: number;
  /** Longer side ÷ shorter side of an image. */
  imageAspectMax: number;
  /** Pages of a PDF (read from the document before any page). */
  pdfPagesMax: number;
  /** Bytes all of a PDF's streams may decode to. */
  pdfDecodedBytesMax: number;
  /** Characters of text kept from one file; pages past it are not read. */
  textCharsMax: number;
}

/** Why a file was refused by a bound; the service turns it into a sentence in the user's locale. */
export type ExtractionRefusal =
  | { code: 'pdf_pages'; pages: number; max: number }
  | { code: 'pdf_decoded'; max: number }
  | { code: 'image_pixels'; width: number; height: number; max: number }
  | { code: 'image_aspect'; width: number; height: number; max: number }
  | { code: 'timeout'; seconds: number }
  | { code: 'memory'; megabytes: number };

export class ExtractionRefused extends Error {
  constructor(readonly refusal: ExtractionRefusal) {
    super(`extraction refused: ${refusal.code}`);
    this.name = 'ExtractionRefused';
  }
}

export interface ExtractJob {
  id: number;
  mime: string;
  bytes: Uint8Array;
  limits: ExtractionLimits;
  /** Values to return at most (what the report still has room for). */
  markersMax: number;
}

export interface FileExtraction {
  method: 'pdf_text' | 'ocr';
  characters: number;
  pages: number | null;
  pagesWithoutText: number | null;
  /** PDF pages read when the text bound stopped reading early; null when every page was read. */
  pagesRead: number | null;
  /** The values found, at most the job's `markersMax`, in reading order. */
  markers: ExtractedMarker[];
  /** How many values the file holds (may exceed `markers.length`). */
  markersFound: number;
}

export type ExtractReply =
  | { id: number; ok: true; result: FileExtraction }
  | { id: number; ok: false; refusal?: ExtractionRefusal; error: string };
