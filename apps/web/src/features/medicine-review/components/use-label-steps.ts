import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelReadingView } from '@nutri/domain/contracts';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { refreshKeptPlanPage } from '../../../components/refresh-kept-plan-page';
import { useConfirmLabel } from '../api/confirm-label';
import { useReadLabel } from '../api/read-label';
import {
  confirmBodyOf,
  draftOf,
  placeOfServerError,
  withConfirmedProduct,
  type LabelDraft,
  type LabelProblems,
} from '../lib/label-review';
import { picksFromPlan } from '../lib/picks';
import { usePicksStore } from '../stores/picks-store';

export type Step =
  | { kind: 'idle' }
  | { kind: 'notLabel'; message: string }
  | { kind: 'review'; draft: LabelDraft; message?: string }
  | { kind: 'saved'; name: string; count: number };

/**
 * A label photo's way: read (not a label → said, nothing saved) → the figures to review → confirmed into
 * the plan's supplements, the supplements tab updated and the plan page refreshed. Figures the page or
 * the server refuses are marked where they are, in the page's words.
 */
export function useLabelSteps(planId: string) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [problems, setProblems] = useState<LabelProblems>({});
  const [rowErrors, setRowErrors] = useState<ReadonlySet<number>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);

  const read = useReadLabel({
    mutationConfig: {
      onMutate: () => {
        setFormError(null);
        setProblems({});
        setRowErrors(new Set());
      },
      onSuccess: (reading: LabelReadingView) => {
        if (reading.notALabel) {
          setStep({ kind: 'notLabel', message: reading.message ?? t('medicineReview.label.notLabel') });
          return;
        }
        setStep({
          kind: 'review',
          draft: draftOf(reading),
          ...(reading.message ? { message: reading.message } : {}),
        });
      },
      onError: (e) => {
        setStep({ kind: 'idle' });
        setFormError(t('medicineReview.label.readFailed', { message: isApiError(e) ? e.msg : String(e) }));
      },
    },
  });

  const confirm = useConfirmLabel({
    mutationConfig: {
      onMutate: () => {
        setFormError(null);
        setRowErrors(new Set());
      },
      onSuccess: (result, body) => {
        setProblems({});
        const fromPlan = picksFromPlan({ ...result.plan, productReviews: result.productReviews });
        const store = usePicksStore.getState();
        if (!(planId in store.byPlan)) {
          // Not yet started from the plan on this device: start from the plan as saved (it holds the product).
          store.seed(planId, fromPlan);
        } else {
          const current = store.byPlan[planId]?.supplements ?? [];
          const next = withConfirmedProduct(current, body.name, fromPlan.supplements);
          for (const s of current) store.remove(planId, 'supplements', s.key);
          for (const s of next) store.add(planId, 'supplements', s);
        }
        refreshKeptPlanPage();
        void showToast(t('medicineReview.label.savedToast'));
        setStep({ kind: 'saved', name: body.name, count: result.saved });
      },
      onError: (e) => {
        // The server's field errors are in English: each figure it names is marked in the page's words.
        const placed =
          isApiError(e) && e.status === 400 ? (e.errors ?? []).map((x) => placeOfServerError(x.field)) : [];
        if (placed.length > 0 && placed.every((p) => p !== null)) {
          const rows = new Set<number>();
          const fields: LabelProblems = {};
          for (const place of placed) {
            if (place && 'row' in place) rows.add(place.row);
            else if (place) fields[place.field] = 'rejected';
          }
          setRowErrors(rows);
          setProblems(fields);
          setFormError(t('medicineReview.label.fixFigures'));
          return;
        }
        setFormError(t('medicineReview.label.saveFailed', { message: isApiError(e) ? e.msg : String(e) }));
      },
    },
  });

  return {
    step,
    problems,
    rowErrors,
    formError,
    reading: read.isPending,
    saving: confirm.isPending,
    read: (photo: File) => read.mutate({ planId, photo }),
    edit: (draft: LabelDraft) => setStep((s) => (s.kind === 'review' ? { ...s, draft } : s)),
    /** Confirms the figures under review, unless the page's own checks find one to fix first. */
    confirm: (draft: LabelDraft) => {
      const checked = confirmBodyOf(planId, draft);
      if (!checked.ok) {
        setFormError(null);
        setRowErrors(new Set());
        setProblems(checked.problems);
        setFormError(t('medicineReview.label.fixFigures'));
        return;
      }
      confirm.mutate(checked.body);
    },
    cancel: () => {
      setStep({ kind: 'idle' });
      setFormError(null);
      setProblems({});
    },
  };
}
