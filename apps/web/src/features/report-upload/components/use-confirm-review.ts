import { useEffect, useState } from 'react';
import type { HealthReport } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { refreshKeptPlanPage } from '../../../components/refresh-kept-plan-page';
import { useConfirmReport } from '../api/confirm-report';
import { confirmBody, rowErrorsFrom, type Edits, type RowError } from '../lib/review';
import { useUploadStore } from '../stores/upload-store';

/**
 * Confirming the review: nothing is sent while a row has a problem (the first one is focused); accepted,
 * the draft is cleared, the plan page refreshed and opened. Refused, the rows the server named are
 * marked (and the first focused), or its message said.
 */
export function useConfirmReview({
  planId,
  report,
  edits,
  problemCount,
}: {
  planId: string;
  report: HealthReport;
  edits: Edits;
  problemCount: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const [serverRows, setServerRows] = useState<Record<string, RowError>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);

  const confirm = useConfirmReport({
    planId,
    mutationConfig: {
      onMutate: () => {
        setFailure(null);
        setServerRows({});
      },
      onSuccess: (result) => {
        useUploadStore.getState().clear(planId);
        refreshKeptPlanPage();
        void showToast(t(result.plan ? 'reportUpload.review.saved' : 'reportUpload.review.savedPending'));
        navigate(hrefWithPlan(paths.planGenerate, planId), { replace: true });
      },
      onError: (e, body) => {
        const rows = rowErrorsFrom(body, isApiError(e) ? e.errors : undefined);
        setServerRows(rows);
        setRefusals((n) => n + 1);
        const count = Object.keys(rows).length;
        setFailure(
          count > 0
            ? t('reportUpload.review.rowsRejected', { count })
            : t('reportUpload.review.failed', { message: isApiError(e) ? e.msg : String(e) }),
        );
      },
    },
  });

  // Take the user to the first value the server refused (after the render that marks it invalid).
  useEffect(() => {
    const first = refusals > 0 ? Object.keys(serverRows)[0] : undefined;
    if (!first) return;
    const row = document.querySelector(`[data-testid="marker-${first}"]`);
    // The refused field if it is marked, else the row's first field.
    (row?.querySelector<HTMLElement>('input[aria-invalid="true"]') ?? row?.querySelector('input'))?.focus();
    // Only when a confirm was refused: fixing one row must not pull the focus to another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);

  return {
    attempted,
    serverRows,
    failure,
    pending: confirm.isPending,
    confirm: () => {
      setAttempted(true);
      if (problemCount > 0) {
        document.querySelector<HTMLElement>('.ru-marker--problem input')?.focus();
        return;
      }
      confirm.mutate(confirmBody(report, edits));
    },
    /** The person changed row `id`: the server's word on it no longer holds. */
    edited: (id: string) => {
      if (serverRows[id]) setServerRows(({ [id]: _gone, ...rest }) => rest);
    },
  };
}
