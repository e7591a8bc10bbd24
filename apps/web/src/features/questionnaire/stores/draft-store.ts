import type { LabValue, PartialAnswers, QuestionnaireType } from '@nutri/domain/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A questionnaire in progress on this device. */
export interface Draft {
  /** The plan created for it (at the first saved answer), or null before that. */
  planId: string | null;
  answers: PartialAnswers;
  /**
   * The answers as the server last confirmed them (after a save, or as a plan opened pre-filled had
   * them): a save sends only when `answers` differ, and "saved" is said only after one succeeded.
   * Absent in a draft that has never been saved.
   */
  saved?: PartialAnswers;
  /** The step shown last, by id, so a reload reopens the same question. */
  stepId: string;
  /** Display names of picked medicines (answers keep only their ids). */
  medicineNames: Record<string, string>;
  /** Steps whose answers came from the plan (shown for review, not asked as new). */
  carried?: string[];
  /** Lab values confirmed from the plan's reports: they stay on the plan and are not typed again. */
  reportLabs?: LabValue[];
  /** Names of those lab markers in the language they were fetched in. */
  labNames?: Record<string, string>;
}

export const emptyDraft = (): Draft => ({ planId: null, answers: {}, stepId: '', medicineNames: {} });

interface DraftState {
  drafts: Partial<Record<QuestionnaireType, Draft>>;
  update: (type: QuestionnaireType, change: (draft: Draft) => Draft) => void;
  clear: (type: QuestionnaireType) => void;
}

/**
 * The local copy of each questionnaire in progress, so a reload (or a detour to the upload screen)
 * restores it at once; the server copy is saved after every answer. Kept in local storage under one
 * key of its own, `questionnaireDraft`, next to the fixed keys of `lib/storage.ts`.
 */
export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      update: (type, change) =>
        set((s) => ({ drafts: { ...s.drafts, [type]: change(s.drafts[type] ?? emptyDraft()) } })),
      clear: (type) =>
        set((s) => {
          const drafts = { ...s.drafts };
          delete drafts[type];
          return { drafts };
        }),
    }),
    {
      name: 'questionnaireDraft',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ drafts: s.drafts }),
      // Anything unreadable (hand edits, an old format) starts empty rather than breaking the screen.
      merge: (persisted, current) => {
        const p = persisted as { drafts?: unknown } | undefined;
        const drafts = p && typeof p.drafts === 'object' && p.drafts !== null ? p.drafts : {};
        return { ...current, drafts: drafts as DraftState['drafts'] };
      },
    },
  ),
);
