import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { HealthReport, UploadedFile } from '@nutri/domain/contracts';
import { isApiError } from '../../../lib/api-client';
import { analyseReports } from '../api/analyse-reports';
import { getReport } from '../api/get-report';
import { uploadHealthReport } from '../api/upload-file';
import { analysisReducer, initialAnalysis, type AnalysisAction, type AnalysisState } from '../lib/analysis';
import { MAX_FILES, isPdf, localProblem, type LocalProblem } from '../lib/files';
import { followReport, waitFor } from '../lib/follow-report';
import type { Edits, MarkerEdit } from '../lib/review';

/** Why an upload failed: the client's own check, or what the server said (413, 415, other). */
export type FileProblem =
  | { kind: LocalProblem }
  | { kind: 'serverTooLarge' }
  | { kind: 'serverWrongType' }
  | { kind: 'failed'; message: string };

/** One picked file, from the pick to its upload. */
export interface PickedFile {
  key: string;
  file: File;
  /** Object URL of an image for its thumbnail; null for PDFs and files that are not shown. */
  previewUrl: string | null;
  pdf: boolean;
  status: 'invalid' | 'uploading' | 'uploaded' | 'failed';
  /** Share of bytes sent, 0..1. */
  progress: number;
  problem: FileProblem | null;
  uploaded: UploadedFile | null;
}

/** Everything the upload screen holds for one plan. */
export interface Draft {
  files: PickedFile[];
  analysis: AnalysisState;
  /** The report waiting for review (kept for the session, so a reload resumes the review). */
  reportId: string | null;
  edits: Edits;
}

const emptyDraft: Draft = { files: [], analysis: initialAnalysis, reportId: null, edits: {} };

interface UploadState {
  byPlan: Record<string, Draft>;
  /** Adds picked files (beyond {@link MAX_FILES} they are left out; answers how many were) and uploads them. */
  addFiles: (planId: string, files: readonly File[]) => number;
  retry: (planId: string, key: string) => void;
  remove: (planId: string, key: string) => void;
  /** Streams the analysis of the uploaded files into `analysis`. */
  analyse: (planId: string) => Promise<void>;
  /** Shows a stored report (reload during the review step). */
  showReport: (planId: string, report: HealthReport) => void;
  setEdit: (planId: string, markerId: string, edit: MarkerEdit) => void;
  /** Back from the analysis to the file list (keeps the files, forgets the report). */
  backToFiles: (planId: string) => void;
  /** After a confirmed report: forget everything for the plan. */
  clear: (planId: string) => void;
}

// Side-channel state that must not be serialised: upload abort handles and live streams.
const uploads = new Map<string, AbortController>();
const streams = new Map<string, AbortController>();
let seq = 0;

function objectUrl(file: File): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  } catch {
    return null;
  }
}

function revoke(f: PickedFile): void {
  uploads.get(f.key)?.abort();
  uploads.delete(f.key);
  if (f.previewUrl) {
    try {
      URL.revokeObjectURL(f.previewUrl);
    } catch {
      // Already gone.
    }
  }
}

function problemFrom(e: unknown): FileProblem {
  if (isApiError(e) && e.status === 413) return { kind: 'serverTooLarge' };
  if (isApiError(e) && e.status === 415) return { kind: 'serverWrongType' };
  return { kind: 'failed', message: isApiError(e) ? e.msg : String(e) };
}

/**
 * The upload screen's working state, per plan. Kept in memory across screens (files cannot be stored),
 * with the review's report id and edits also kept in session storage: a failed step, leaving the screen,
 * or a reload during the review loses nothing the user did.
 */
export const useUploadStore = create<UploadState>()(
  persist(
    (set, get) => {
      const draft = (planId: string): Draft => get().byPlan[planId] ?? emptyDraft;
      const patch = (planId: string, change: (d: Draft) => Partial<Draft>) =>
        set((s) => {
          const d = s.byPlan[planId] ?? emptyDraft;
          return { byPlan: { ...s.byPlan, [planId]: { ...d, ...change(d) } } };
        });
      const patchFile = (planId: string, key: string, change: Partial<PickedFile>) =>
        patch(planId, (d) => ({ files: d.files.map((f) => (f.key === key ? { ...f, ...change } : f)) }));
      const dispatch = (planId: string, action: AnalysisAction) =>
        patch(planId, (d) => ({ analysis: analysisReducer(d.analysis, action) }));

      const upload = (planId: string, picked: PickedFile) => {
        const controller = new AbortController();
        uploads.set(picked.key, controller);
        patchFile(planId, picked.key, { status: 'uploading', progress: 0, problem: null });
        uploadHealthReport(picked.file, picked.file.name, {
          signal: controller.signal,
          onProgress: (progress) => patchFile(planId, picked.key, { progress }),
        })
          .then((uploaded) => patchFile(planId, picked.key, { status: 'uploaded', progress: 1, uploaded }))
          .catch((e: unknown) => {
            if (controller.signal.aborted) return;
            patchFile(planId, picked.key, { status: 'failed', problem: problemFrom(e) });
          })
          .finally(() => {
            if (uploads.get(picked.key) === controller) uploads.delete(picked.key);
          });
      };

      return {
        byPlan: {},
        addFiles: (planId, files) => {
          const room = Math.max(0, MAX_FILES - draft(planId).files.length);
          const taken = files.slice(0, room).map((file): PickedFile => {
            const problem = localProblem(file);
            const pdf = isPdf(file);
            return {
              key: `f${++seq}-${Date.now().toString(36)}`,
              file,
              previewUrl: problem || pdf ? null : objectUrl(file),
              pdf,
              status: problem ? 'invalid' : 'uploading',
              progress: 0,
              problem: problem ? { kind: problem } : null,
              uploaded: null,
            };
          });
          patch(planId, (d) => ({ files: [...d.files, ...taken] }));
          for (const f of taken) if (!f.problem) upload(planId, f);
          return files.length - taken.length;
        },
        retry: (planId, key) => {
          const f = draft(planId).files.find((x) => x.key === key);
          if (f && f.status === 'failed') upload(planId, f);
        },
        remove: (planId, key) => {
          const f = draft(planId).files.find((x) => x.key === key);
          if (f) revoke(f);
          patch(planId, (d) => ({ files: d.files.filter((x) => x.key !== key) }));
        },
        analyse: async (planId) => {
          const fileIds = draft(planId).files.flatMap((f) => (f.uploaded ? [f.uploaded.fileId] : []));
          if (fileIds.length === 0) return;
          streams.get(planId)?.abort();
          const controller = new AbortController();
          streams.set(planId, controller);
          dispatch(planId, { type: 'start', fileIds });
          patch(planId, () => ({ reportId: null, edits: {} }));
          let reviewed = false;
          let failed = false;
          let accepted: string | null = null;
          /** The stream broke after the server accepted the report: its job goes on, so follow the report. */
          const follow = async (reportId: string) => {
            const outcome = await followReport(reportId, controller.signal, {
              read: getReport,
              wait: waitFor,
              gone: (e) => isApiError(e) && e.status === 404,
            });
            if (outcome.kind === 'review') {
              dispatch(planId, { type: 'review', report: outcome.report });
              patch(planId, () => ({ reportId: outcome.report.reportId }));
            } else dispatch(planId, { type: 'failed', message: outcome.message });
          };
          try {
            try {
              await analyseReports(
                planId,
                fileIds,
                (e) => {
                  if (e.event === 'accepted') accepted = e.data.reportId;
                  else if (e.event === 'progress') dispatch(planId, { type: 'progress', event: e.data });
                  else if (e.event === 'review') {
                    const report = e.data;
                    reviewed = true;
                    dispatch(planId, { type: 'review', report });
                    patch(planId, () => ({ reportId: report.reportId }));
                  } else if (e.event === 'error') {
                    failed = true;
                    dispatch(planId, { type: 'failed', message: e.data.msg });
                  }
                },
                controller.signal,
              );
            } catch (e) {
              if (controller.signal.aborted || accepted === null) throw e;
            }
            if (!reviewed && !failed && draft(planId).analysis.status === 'running') {
              if (accepted !== null) await follow(accepted);
              else dispatch(planId, { type: 'failed', message: '' });
            }
          } catch (e) {
            if (controller.signal.aborted) return;
            dispatch(planId, { type: 'failed', message: isApiError(e) ? e.msg : String(e) });
          } finally {
            if (streams.get(planId) === controller) streams.delete(planId);
          }
        },
        showReport: (planId, report) => {
          dispatch(planId, { type: 'review', report });
          patch(planId, () => ({ reportId: report.reportId }));
        },
        setEdit: (planId, markerId, edit) =>
          patch(planId, (d) => ({ edits: { ...d.edits, [markerId]: edit } })),
        backToFiles: (planId) => {
          streams.get(planId)?.abort();
          patch(planId, () => ({ analysis: initialAnalysis, reportId: null, edits: {} }));
        },
        clear: (planId) => {
          streams.get(planId)?.abort();
          for (const f of draft(planId).files) revoke(f);
          set((s) => {
            const { [planId]: _gone, ...rest } = s.byPlan;
            return { byPlan: rest };
          });
        },
      };
    },
    {
      name: 'reportUploadReview',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      // Only the review survives a reload: picked files cannot be stored.
      partialize: (s) => ({
        byPlan: Object.fromEntries(
          Object.entries(s.byPlan)
            .filter(([, d]) => d.reportId)
            .map(([id, d]) => [id, { reportId: d.reportId, edits: d.edits }]),
        ),
      }),
      merge: (persisted, current) => {
        const saved = (persisted as { byPlan?: Record<string, Partial<Draft>> } | undefined)?.byPlan ?? {};
        const byPlan: Record<string, Draft> = { ...current.byPlan };
        for (const [id, d] of Object.entries(saved)) {
          if (typeof d?.reportId !== 'string') continue;
          byPlan[id] = {
            ...(byPlan[id] ?? emptyDraft),
            reportId: d.reportId,
            edits: typeof d.edits === 'object' && d.edits !== null ? d.edits : {},
          };
        }
        return { ...current, byPlan };
      },
    },
  ),
);

/** The draft of one plan (a stable empty one when there is none). */
export function useDraft(planId: string): Draft {
  return useUploadStore((s) => s.byPlan[planId] ?? emptyDraft);
}
