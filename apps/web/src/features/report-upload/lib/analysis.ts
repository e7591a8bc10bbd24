import type { HealthReport, ReportProgressEvent, ReportStage } from '@nutri/domain/contracts';

/** The four stages each file goes through, in order (`v1/health_report/put`). */
export const STAGES = [
  'received',
  'text_extracted',
  'markers_found',
  'analysed',
] as const satisfies readonly ReportStage[];

/** What is known about one file's analysis so far. */
export interface FileProgress {
  fileId: string;
  /** The last stage reached; null before the first event for this file. */
  stage: ReportStage | null;
  method: 'pdf_text' | 'ocr' | null;
  characters: number | null;
  pages: number | null;
  pagesWithoutText: number | null;
  /** Values recognised (markers_found / analysed). */
  count: number | null;
  /** The server's sentence for the user (no values found, pages without text). */
  message: string | null;
}

export interface AnalysisState {
  status: 'idle' | 'running' | 'review' | 'error';
  /** In the order the files were sent. */
  files: FileProgress[];
  report: HealthReport | null;
  error: string | null;
}

export const initialAnalysis: AnalysisState = { status: 'idle', files: [], report: null, error: null };

export type AnalysisAction =
  | { type: 'start'; fileIds: readonly string[] }
  | { type: 'progress'; event: ReportProgressEvent }
  | { type: 'review'; report: HealthReport }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

function blank(fileId: string): FileProgress {
  return {
    fileId,
    stage: null,
    method: null,
    characters: null,
    pages: null,
    pagesWithoutText: null,
    count: null,
    message: null,
  };
}

export function stageIndex(stage: ReportStage | null): number {
  return stage === null ? -1 : STAGES.indexOf(stage);
}

/**
 * Folds the report stream into the per-file timeline. A stage never moves back (a late or repeated
 * event cannot undo progress shown), and fields an event does not carry keep what earlier ones said.
 */
export function analysisReducer(state: AnalysisState, action: AnalysisAction): AnalysisState {
  switch (action.type) {
    case 'start':
      return { status: 'running', files: action.fileIds.map(blank), report: null, error: null };
    case 'progress': {
      const e = action.event;
      const known = state.files.some((f) => f.fileId === e.fileId);
      const files = known ? state.files : [...state.files, blank(e.fileId)];
      return {
        ...state,
        files: files.map((f) =>
          f.fileId !== e.fileId
            ? f
            : {
                ...f,
                stage: stageIndex(e.stage) > stageIndex(f.stage) ? e.stage : f.stage,
                method: e.method ?? f.method,
                characters: e.characters ?? f.characters,
                pages: e.pages ?? f.pages,
                pagesWithoutText: e.pagesWithoutText ?? f.pagesWithoutText,
                count: e.count ?? f.count,
                message: e.message ?? f.message,
              },
        ),
      };
    }
    case 'review':
      return {
        ...state,
        status: 'review',
        report: action.report,
        error: null,
        // The stored outcome is the last word on each file (also after a reload, when no events came).
        files: action.report.files.map((r) => ({
          ...(state.files.find((f) => f.fileId === r.fileId) ?? blank(r.fileId)),
          stage: 'analysed',
          method: r.method,
          characters: r.characters,
          pages: r.pages,
          pagesWithoutText: r.pagesWithoutText,
          count: r.count,
          message: r.message,
        })),
      };
    case 'failed':
      return { ...state, status: 'error', error: action.message };
    case 'reset':
      return initialAnalysis;
  }
}
