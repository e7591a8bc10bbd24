import type { LabelReading } from '@nutri/domain/labels';
import type { ExtractedMarker } from '@nutri/domain/labs/extract';
import type { Config } from '../../../config';

/**
 * What passes between the API process and an extraction process (ADR 0015): the job with its bounds
 * (from the configuration, so one place decides them), and what came out of one file.
 */

/** The bounds every file is checked against: the configuration's, declared once there. */
export type ExtractionLimits = Config['extraction']['limits'];

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
  /** `label`: read a supplement label (issue 33 §3) instead of lab values. Absent: a report. */
  kind?: 'label';
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
  /** A label job's reading (no markers are read then). */
  label?: LabelReading;
}

export type ExtractReply =
  | { id: number; ok: true; result: FileExtraction }
  | { id: number; ok: false; refusal?: ExtractionRefusal; error: string };
